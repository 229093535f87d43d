"""Boggle in Prolog (prolog/boggle.pl through the bridge), and differential tests.

Engines compared: the Prolog rules (:mod:`wordlog.boggle_prolog`) against the
Python trie solver (:class:`wordlog.boggle.Solver`) and its dynamic-programming
check (:func:`wordlog.boggle.trace`), which ``test_boggle`` checks against a naive
search. Cases: seeded random boards of every supported size over small alphabets
(with Qu and accented letters) with random small dictionaries, and boards rolled
with fixed seeds from the three dice sets on the bundled lexicon. Fixed cases are
the seed's three examples.
"""
from __future__ import annotations

import json
import random

import pytest

from wordlog.prolog import boggle as boggle_prolog
from wordlog.boggle import Board, parse_board, score, solver_for, trace
from wordlog.dice import DICE, roll
from wordlog.lexicon import LexiconError, bundled, from_words

pytestmark = pytest.mark.prolog

LEETCODE = "abce/sfcs/adee"
KEAR = "kear/rune/zmwi/sate"


@pytest.mark.parametrize("board, words, found", [
    (LEETCODE, ["abcced", "see", "abcb"], ["abcced", "see"]),
    (KEAR, ["run", "win", "wine", "earn", "ear", "mat", "mate"],
     ["ear", "earn", "mat", "mate", "run", "win", "wine"]),
    ("abc/def/ghi", ["abc", "cfi", "beh", "hgf"], ["abc", "beh", "cfi"]),
])
def test_seed_examples(board, words, found):
    assert boggle_prolog.words(parse_board(board), from_words(words)) == found


def test_paths():
    board = parse_board(LEETCODE)
    assert boggle_prolog.word_path(board, "abcced") == ((1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (3, 2))
    assert boggle_prolog.word_path(board, "abcb") is None
    assert boggle_prolog.word_path(parse_board("qit/een/sar"), "quit") == ((1, 1), (1, 2), (1, 3))
    assert boggle_prolog.word_path(parse_board("qit/een/sar"), "qit") is None
    # the word by the word rule, as trace() reads it: 'ABCCED' is abcced, 'a b' is refused
    assert boggle_prolog.word_path(board, "ABCCED") == boggle_prolog.word_path(board, "abcced")
    with pytest.raises(LexiconError, match=r"^'a b' is not a word: a space is not a letter$"):
        boggle_prolog.word_path(board, "a b")


def test_words_with_paths_and_unicode():
    board = parse_board("CAF/xxÉ/ÿxx")
    found = boggle_prolog.words_with_paths(board, from_words(["café", "cafe", "ÿx"]), 2)
    assert found == {"café": ((1, 1), (1, 2), (1, 3), (2, 3)), "ÿx": ((3, 1), (2, 1))}


def test_dictionary_is_reloaded_per_lexicon():
    board = parse_board(KEAR)
    assert boggle_prolog.words(board, from_words(["run", "ear"])) == ["ear", "run"]
    assert boggle_prolog.words(board, from_words(["mate"])) == ["mate"]


def test_dictionary_goes_over_through_a_file_no_folder_names(monkeypatch, tmp_path):
    """The word file Prolog reads has no name in the temporary folder (``/dev/fd/N`` of an
    unlinked file): nothing to lose while Prolog reads it, nothing left after."""
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    seen = []
    solve = boggle_prolog.solve

    def watching(goal, **limits):
        seen.append((goal, list(tmp_path.iterdir())))
        return solve(goal, **limits)

    monkeypatch.setattr(boggle_prolog, "solve", watching)
    assert boggle_prolog.words(parse_board(KEAR), from_words(["ear", "run"])) == ["ear", "run"]
    [(goal, files)] = [(g, f) for g, f in seen if "boggle_load_words" in g]
    assert "dev\\x2f\\fd" in goal and files == [] and list(tmp_path.iterdir()) == []


def random_case(seed: int) -> tuple[Board, list[str], int]:
    """A board of 3 to 6 rows and columns over a small alphabet, words over it, a minimum length."""
    rng = random.Random(seed)
    rows, cols = rng.randint(3, 6), rng.randint(3, 6)
    alphabet = rng.choice(["ab", "abc", "aeqtu", "éstu", "abcdefgh"])
    faces = ["qu" if ch == "q" else ch for ch in alphabet]
    board = Board(rows, cols, tuple(rng.choice(faces) for _ in range(rows * cols)))
    words = ["".join(rng.choices(alphabet, k=rng.randint(1, 8))) for _ in range(rng.randint(1, 40))]
    return board, words, rng.randint(1, 4)


@pytest.mark.parametrize("seed", range(150))
def test_engines_agree_on_random_boards(seed):
    board, words, min_length = random_case(seed)
    lex = from_words(words)
    assert boggle_prolog.words(board, lex, min_length) == solver_for(lex).solve(board, min_length)
    for word in lex.words:
        assert boggle_prolog.word_path(board, word) == trace(board, word), word


@pytest.mark.slow
@pytest.mark.parametrize("dice, seeds", [("classic", range(0, 15)), ("new", range(15, 30)),
                                         ("big", range(30, 36))])
def test_engines_agree_on_bundled_lexicon(dice, seeds):
    lex = bundled()
    for seed in seeds:
        board = roll(DICE[dice], seed)
        for least in (3, board.min_length + 1):
            assert boggle_prolog.words(board, lex, least) == solver_for(lex).solve(board, least), \
                (dice, seed, least)


def test_a_large_dictionary_is_saved_once_and_read_back_checked(monkeypatch, tmp_path):
    """A lexicon of many words goes to Prolog once as a word file; Prolog saves its trie
    in the cache folder, and the next load reads that back (no word file) with the same
    answers. A damaged file is not used: the words go over again and it is written anew."""
    monkeypatch.setenv("WORDLOG_CACHE", str(tmp_path))
    lex, board = bundled(), parse_board("perslatgsineters")
    solve, goals = boggle_prolog.solve, []
    monkeypatch.setattr(boggle_prolog, "solve", lambda goal, **limits: (goals.append(goal), solve(goal, **limits))[1])
    boggle_prolog._loaded.clear()
    first = boggle_prolog.words(board, lex)
    [saved] = tmp_path.glob("boggle-*.pl.bin")
    for damage in (None, "damaged"):
        if damage:
            saved.write_bytes(saved.read_bytes()[:-5] + b"xxxxx")
        goals.clear()
        boggle_prolog._loaded.clear()
        assert boggle_prolog.words(board, lex) == first == solver_for(lex).solve(board)
        assert any("boggle_load_words" in g for g in goals) == bool(damage)
    boggle_prolog._loaded.clear()
    goals.clear()
    assert boggle_prolog.words(board, lex) == first and goals == []


def test_scores_in_one_query_match_python():
    lex = bundled()
    boards = [roll(DICE["new"], seed) for seed in range(10)] + [roll(DICE["big"], 10)]
    expected = [(len(ws), score(ws)) for ws in (solver_for(lex).solve(b) for b in boards)]
    assert boggle_prolog.scores(boards, lex) == expected


def test_paths_agree_on_the_bundled_lexicon():
    board = parse_board("perslatgsineters")
    found = boggle_prolog.words_with_paths(board, bundled())
    assert sorted(found) == solver_for(bundled()).solve(board)
    assert all(path == trace(board, w) for w, path in found.items())


def test_cli_engines_agree(wordlog_cli):
    answers = [json.loads(wordlog_cli("boggle", "--random", "--seed", "11", "--paths", "--json",
                                      "--engine", engine).stdout) for engine in ("python", "prolog")]
    assert answers[0] == answers[1] and answers[0]["count"] > 0
    checks = [json.loads(wordlog_cli("boggle", LEETCODE, "--check", "abcced", "--json",
                                     "--engine", engine).stdout) for engine in ("python", "prolog")]
    assert checks[0] == checks[1] and checks[0]["traced"]


@pytest.mark.parametrize("call, error, message", [
    (lambda: boggle_prolog.words(LEETCODE, from_words(["see"])), TypeError,
     r"a board is a Board \(parse_board makes one from letters\), not str"),
    (lambda: boggle_prolog.words(parse_board(LEETCODE), ["see"]), TypeError,
     r"a lexicon is a Lexicon \(from_words makes one from words\), not list: \['see'\]"),
    (lambda: boggle_prolog.words(parse_board(LEETCODE), from_words(["see"]), 2.5), TypeError,
     "min_length is a whole number, not 2.5"),
    (lambda: boggle_prolog.words_with_paths("x", from_words(["see"])), TypeError, "a board is a Board"),
    (lambda: boggle_prolog.scores(parse_board(LEETCODE), from_words(["see"])), TypeError,
     "scores takes a list of boards, not one Board"),
])
def test_api_given_a_wrong_type_raises_a_clear_error(call, error, message):
    with pytest.raises(error, match=message):
        call()


def test_engines_agree_that_a_negative_min_length_is_a_mistake():
    board, lexicon = parse_board(LEETCODE), from_words(["see"])
    with pytest.raises(ValueError, match="min_length is 0 or more, not -1"):
        boggle_prolog.words(board, lexicon, -1)
    with pytest.raises(ValueError, match="min_length is 0 or more, not -1"):
        solver_for(lexicon).solve(board, -1)
    assert boggle_prolog.words(board, lexicon, 0) == solver_for(lexicon).solve(board, 0) == ["see"]


def test_a_die_prologs_rule_cannot_read_is_read_as_python_read_it():
    """Python owns input: a board whose die SWI-Prolog's older Unicode tables do not know
    (U+1D400) is solved by boggle.pl as by the Python solver, not refused with a domain error."""
    from wordlog import boggle
    board = parse_board("c\U0001d400/te")
    lex = from_words(["c\U0001d400t", "cet", "tec"])
    assert boggle_prolog.words(board, lex) == boggle.Solver(lex.words).solve(board) == ["cet", "c\U0001d400t", "tec"]
    assert boggle_prolog.word_path(board, "c\U0001d400t") == boggle.trace(board, "c\U0001d400t")
