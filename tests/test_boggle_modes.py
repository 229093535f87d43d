"""``wordlog boggle best`` and ``wordlog boggle score``.

Expected values are worked by hand: on a 2x2 board every cell touches every other, so any
board of the letters t, a, b, s holds tab, bat, tabs, stab and bats (5 points), and from
tb/ax (tab and bat, 2 points) one change, x to s, reaches them; the players' lists are
scored by the table (3-4 letters 1, 5 letters 2) with the words they share cancelled.
"""
from __future__ import annotations

import json

import pytest

from wordlog.best_boards import best_boards
from wordlog.boggle import Solver, parse_board
from wordlog.dice import DICE, faces


@pytest.fixture
def tabs(tmp_path):
    path = tmp_path / "tabs.txt"
    path.write_text("tab\nbat\ntabs\nstab\nbats\n", encoding="utf-8")
    return str(path)


def test_best_climbs_from_a_start_board_to_the_top(wordlog_cli, tabs):
    done = wordlog_cli("boggle", "best", "--size", "2x2", "--words", tabs, "--start", "tb/ax", "--seed", "1",
                       "--target", "5", "--json")
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [(line["board"], line["score"]) for line in lines[:-1]] == [("tb/ax", 2), ("tb/as", 5)]
    assert lines[-1]["best"] == "tb/as" and lines[-1]["score"] == 5 and lines[-1]["count"] == 5


def test_best_in_two_workers_finds_the_top_board():
    """Two forked workers, each from the start board by its own seed: the best board of
    tab, bat, tabs, stab and bats (all five, 5 points) comes back to this process."""
    solver = Solver(["tab", "bat", "tabs", "stab", "bats"])
    found = best_boards(solver, 2, 2, seed="w", start=parse_board("tb/ax"), workers=2,
                        stop=lambda scored: scored > 100_000)
    seen = []
    for board, points, _ in found:
        seen.append(points)
        if points == 5:
            break
    found.close()                       # the workers are ended
    assert seen[0] == 2 and seen[-1] == 5 and sorted(board.dice) == ["a", "b", "s", "t"]


def test_best_is_reproducible_with_a_seed():
    solver = Solver(["tab", "bat", "tabs", "stab", "bats", "sat", "tas", "abs"])

    def run(seed):
        found = best_boards(solver, 2, 2, seed=seed, stop=lambda scored: scored > 3000)
        return [(b.spec, p) for b, p, _ in found]
    assert run("x") == run("x") and run("x")[-1][1] == 8      # all eight words: 8 points


def test_best_with_dice_keeps_each_die_in_one_cell():
    solver = Solver(["tab", "bat", "note", "tone", "stone", "onset"])
    dice = [faces(d) for d in DICE["new"]]
    boards = [b for b, _, _ in best_boards(solver, 4, 4, dice=dice, seed=2, stop=lambda scored: scored > 2000)]
    assert boards
    for board in boards:        # the faces can be matched to distinct dice (augmenting paths)
        die_of: dict[int, int] = {}

        def place(cell: int, seen: set) -> bool:
            for d, die in enumerate(dice):
                if board.dice[cell] in die and d not in seen:
                    seen.add(d)
                    if d not in die_of or place(die_of[d], seen):
                        die_of[d] = cell
                        return True
            return False
        assert all(place(cell, set()) for cell in range(16))


@pytest.mark.parametrize("args, message", [
    (["--size", "4"], "--size takes ROWSxCOLS"),
    (["--size", "0x4"], "has no cells"),
    (["--size", "3x3", "--dice", "new"], "the new dice are 16, not the 9 a 3x3 board needs"),
    (["--size", "3x3", "--start", "abcd/efgh/ijkl/mnop"], "--start is a 4x4 board, not 3x3"),
    (["--size", "3x3", "--workers", "0"], "--workers takes a positive number, not 0"),
])
def test_best_bad_input(wordlog_cli, args, message):
    done = wordlog_cli("boggle", "best", *args)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


def test_score_cancels_shared_words_and_names_invalid_ones(wordlog_cli, tmp_path):
    words, a, b = tmp_path / "words.txt", tmp_path / "a.txt", tmp_path / "b.txt"
    words.write_text("lines\nsine\ntang\nat\nzebra\n", encoding="utf-8")
    a.write_text("lines\nSINE\ncaov\nat\nlines\nit's\nzebra\n", encoding="utf-8")
    b.write_text("sine\ntang\n", encoding="utf-8")
    done = wordlog_cli("boggle", "score", "pers/latg/sine/ters", "--players", str(a), str(b),
                       "--words", str(words), "--json")
    assert done.returncode == 0, done.stderr
    first, second = json.loads(done.stdout)["players"]
    assert first["score"] == 2 and first["scored"] == [{"word": "lines", "points": 2}]
    assert first["shared"] == [{"word": "sine", "with": [str(b)]}]
    assert first["invalid"] == [
        {"word": "caov", "why": "not a word of " + str(words)},
        {"word": "at", "why": "too short: words here have 3 letters or more"},
        {"word": "it's", "why": "not a word: \"'\" is not a letter"},
        {"word": "zebra", "why": "not on the board"}]
    assert second["score"] == 1 and second["scored"] == [{"word": "tang", "points": 1}]
    text = wordlog_cli("boggle", "score", "pers/latg/sine/ters", "--players", str(a), str(b), "--words", str(words))
    assert text.stdout.splitlines()[:3] == [f"{a}: 2 points", "  lines  2", f"  sine  0: found by {b} too"]


def test_a_board_may_still_be_given_where_a_subcommand_goes(wordlog_cli, tabs):
    done = wordlog_cli("boggle", "ta/bs", "--words", tabs, "--json")
    assert json.loads(done.stdout)["score"] == 5
