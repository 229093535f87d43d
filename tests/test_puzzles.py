"""The puzzle generator: reproducible, exactly the asked steps, friendly, difficulty as documented.

Distances and ladder counts are checked against an independent breadth-first search
that finds neighbours by trying every letter in every position (no bucket index).
"""
from __future__ import annotations

import datetime
import json
import re
import signal
import subprocess

import pytest

from conftest import GRID, HIT_COG, WORDLOG, is_valid_ladder, run_main
from wordlog.lexicon import COMMON_TIER, bundled, from_words, load
from wordlog.puzzles import (STEP_RANGES, Puzzle, PuzzleError, difficulty, generate, pose, puzzles,
                             score, search_from)


def letter_neighbours(words):
    """Each word's neighbours, found by substituting every letter at every position."""
    present = set(words)
    alphabet = sorted({ch for w in words for ch in w})
    return {w: [w[:i] + ch + w[i + 1:] for i in range(len(w)) for ch in alphabet
                if ch != w[i] and w[:i] + ch + w[i + 1:] in present] for w in words}


def bfs(adjacent, start, allowed=None):
    """Distance and number of shortest paths from ``start`` to every word it reaches."""
    depth, paths, layer = {start: 0}, {start: 1}, [start]
    while layer:
        following = []
        for word in layer:
            for other in adjacent[word]:
                if allowed is not None and other not in allowed:
                    continue
                if other not in depth:
                    depth[other], paths[other] = depth[word] + 1, 0
                    following.append(other)
                if depth[other] == depth[word] + 1:
                    paths[other] += paths[word]
        layer = following
    return depth, paths


@pytest.fixture(scope="module")
def english():
    return bundled()


@pytest.fixture(scope="module")
def four(english):
    return letter_neighbours(english.of_length(4))


def assert_sound(puzzle: Puzzle, lex, adjacent, steps=None):
    """Everything a puzzle promises, checked independently of the generator."""
    depth, paths = bfs(adjacent, puzzle.start)
    assert depth[puzzle.target] == puzzle.steps
    if steps is not None:
        assert puzzle.steps == steps
    assert paths[puzzle.target] == puzzle.ladders
    assert lex.tier(puzzle.start) <= COMMON_TIER and lex.tier(puzzle.target) <= COMMON_TIER
    assert len(puzzle.solution) == puzzle.steps + 1
    assert is_valid_ladder(list(puzzle.solution), puzzle.start, puzzle.target, lex.of_length(4))
    assert all(lex.tier(w) <= COMMON_TIER for w in puzzle.solution)


def test_a_seeded_puzzle_has_exactly_the_asked_steps(english, four):
    puzzle = generate(english, steps=5, seed="wordlog-7")[0]
    assert_sound(puzzle, english, four, steps=5)
    # the puzzle of this seed, kept stable from release to release (since the start words are
    # drawn by the seed and the request)
    assert (puzzle.start, puzzle.target, puzzle.steps, puzzle.ladders) == ("laid", "norm", 5, 6)
    assert puzzle.difficulty == "medium"  # score 5 steps + 0 for four to nine ladders = 5


def test_same_seed_same_puzzle_in_process_and_across_processes(english, wordlog_cli):
    first = generate(english, count=3, steps=6, seed="same")
    assert generate(english, count=3, steps=6, seed="same") == first
    runs = [wordlog_cli("puzzle", "--steps", "6", "--seed", "same", "--count", "3", "--json") for _ in range(2)]
    assert runs[0].returncode == 0, runs[0].stderr
    assert runs[0].stdout == runs[1].stdout  # str hashing is salted per process; the puzzle is not
    assert [json.loads(line) for line in runs[0].stdout.splitlines()] == [
        {"date": None} | p.as_dict() | {"engine": "bfs"} for p in first]


def test_another_seed_gives_another_puzzle(english):
    assert generate(english, seed="one") != generate(english, seed="two")


def test_date_is_the_seed_of_that_day(wordlog_cli):
    by_date = wordlog_cli("puzzle", "--date", "2024-05-01", "--json")
    by_seed = wordlog_cli("puzzle", "--seed", "2024-05-01", "--json")
    assert by_date.returncode == 0
    dated, seeded = json.loads(by_date.stdout), json.loads(by_seed.stdout)
    assert dated["date"] == "2024-05-01" and seeded["date"] is None     # a seed of one's own is no day
    assert dated | {"date": None} == seeded
    assert dated["seed"] == "2024-05-01" and (dated["start"], dated["target"]) == ("pole", "hood")


def test_an_empty_seed_or_one_with_a_space_is_shown_quoted(wordlog_cli):
    """'--seed ""' is shown quoted, never as '# seed , 4-letter words', a seed of nothing; and
    'my day' too, never as two words run into the header."""
    assert wordlog_cli("puzzle", "--seed", "").stdout.splitlines()[0] == \
        "# seed '', 4-letter words of bundled SCOWL size <= 60"
    assert wordlog_cli("puzzle", "--seed", "my day").stdout.splitlines()[0] == \
        "# seed 'my day', 4-letter words of bundled SCOWL size <= 60"


def test_without_seed_or_date_it_is_todays_puzzle(wordlog_cli):
    done = wordlog_cli("puzzle", "--json")
    seed = json.loads(done.stdout)["seed"]
    assert seed in {datetime.date.today().isoformat(),
                    (datetime.date.today() - datetime.timedelta(days=1)).isoformat()}


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_difficulty_levels(english, four, level):
    found = generate(english, count=4, level=level, seed=f"level-{level}")
    assert len(found) == 4
    for puzzle in found:
        assert_sound(puzzle, english, four)
        assert puzzle.steps in STEP_RANGES[level]
        assert puzzle.difficulty == level


def test_the_difficulty_rule():
    # steps plus +2 for one ladder, +1 for 2-3, 0 for 4-9, -1 for 10+; easy <= 4 < medium <= 6 < hard
    assert [score(5, n) for n in (1, 2, 3, 4, 9, 10, 500)] == [7, 6, 6, 5, 5, 4, 4]
    assert difficulty(3, 2) == "easy" and difficulty(3, 1) == "medium"
    assert difficulty(4, 4) == "easy" and difficulty(4, 3) == "medium" and difficulty(4, 1) == "medium"
    assert difficulty(5, 10) == "easy" and difficulty(5, 9) == "medium" and difficulty(5, 1) == "hard"
    assert difficulty(6, 3) == "hard" and difficulty(7, 10) == "medium" and difficulty(8, 100) == "hard"


def test_count_gives_distinct_pairs_and_starts_with_the_single_puzzle(english):
    found = generate(english, count=6, steps=4, seed="many")
    assert len(found) == 6
    assert len({frozenset((p.start, p.target)) for p in found}) == 6
    assert len({p.start for p in found}) == 6
    assert found[0] == generate(english, steps=4, seed="many")[0]


def test_a_tiny_list_has_one_three_step_pair(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    lex = load(path)  # sizes come from the bundled SCOWL data
    found = generate(lex, length=3, steps=3, seed="tiny", count=5)
    assert [(p.start, p.target, p.ladders) for p in found] == [("cog", "hot", 2)]


def test_a_start_with_no_friendly_ladder_of_the_steps_is_not_searched(monkeypatch):
    """cat -> dig is 4 steps only through the rare cot, and the common words alone join at
    most 2 steps apart: there is no 4-step puzzle, and no start needs a search over all the
    words to tell (on a 264,061-word list, 5,010 such searches take 24 s to find no 25-step
    puzzle of 6 letters)."""
    sizes = {"cat": 10, "cot": 80, "cog": 10, "dog": 10, "dig": 10}
    lex = from_words(sizes, tiers=sizes)
    searched = []

    def counted(self, start, common):
        searched.append(self.words[start])
        return search_from(self, start, common)

    monkeypatch.setattr("wordlog.puzzles.search_from", counted)
    assert generate(lex, length=3, steps=4, seed="x", count=5) == []
    assert searched == []
    found = generate(lex, length=3, steps=2, seed="x", count=5)
    assert [(p.start, p.target, p.solution) for p in found] == [("cog", "dig", ("cog", "dog", "dig"))]


@pytest.mark.parametrize("length, tier", [(3, 35), (4, 20), pytest.param(5, 35, marks=pytest.mark.slow),
                                          pytest.param(6, 20, marks=pytest.mark.slow)])
def test_skipping_the_starts_with_no_friendly_ladder_changes_no_puzzle(length, tier, monkeypatch):
    """The starts :func:`~wordlog.puzzles.reaches_friendly` skips have no puzzle to give: every request
    gives the same puzzles, in the same order, as when each start is searched over all words
    (few steps, many, the three levels; a tier of 20 makes most starts' ladders need a rare
    word, so most are skipped)."""
    lex = bundled()
    requests = [{"steps": 2}, {"steps": 6}, {"steps": 9}, {"level": "easy"}, {"level": "hard"}]

    def drawn() -> list[list[Puzzle]]:
        return [generate(lex, length=length, friendly_tier=tier, seed="2026-12-01", count=5, **request)
                for request in requests]

    skipping = drawn()
    monkeypatch.setattr("wordlog.puzzles.reaches_friendly", lambda graph, start, common, admitted: True)
    assert drawn() == skipping
    assert sum(map(len, skipping)) >= 15


def test_a_list_without_sizes_has_no_rare_words():
    found = generate(from_words(GRID), length=4, steps=3, seed="grid", count=100)
    assert len(found) == 27  # one puzzle per start word, no pair twice
    for p in found:
        assert sum(a != b for a, b in zip(p.start, p.target)) == 3 and p.ladders == 6


def test_pose_reads_its_ends_by_the_word_rule(english):
    # the ends are words, as the solution's: start 'cold', never 'COLD' as typed
    puzzle = pose(english, " COLD", "Warm")
    assert (puzzle.start, puzzle.target) == ("cold", "warm")
    assert puzzle == pose(english, "cold", "warm")
    assert puzzle.solution[0] == puzzle.start and puzzle.solution[-1] == puzzle.target


def test_the_generator_misses_no_start_word(english):
    """Skipping start words by distance bounds loses nothing: on the 3-letter words, every
    common word with a friendly target at the longest friendly distance is in some puzzle."""
    adjacent = letter_neighbours(english.of_length(3))
    common = {w for w in english.of_length(3) if english.tier(w) <= COMMON_TIER}
    valid: set[frozenset[str]] = set()
    longest = 0
    for start in sorted(common):
        depth, _ = bfs(adjacent, start)
        by_common, _ = bfs(adjacent, start, allowed=common)  # friendly: as short through common words
        for target in common:
            if target in depth and depth[target] >= longest and by_common.get(target) == depth[target]:
                if depth[target] > longest:
                    longest, valid = depth[target], set()
                valid.add(frozenset((start, target)))
    assert longest >= 6
    found = generate(english, length=3, steps=longest, seed="all", count=10_000)
    pairs = {frozenset((p.start, p.target)) for p in found}
    assert pairs <= valid
    assert set().union(*pairs) == set().union(*valid)


def test_impossible_requests(english):
    assert generate(english, length=3, steps=30, seed="x") == []
    with pytest.raises(PuzzleError, match="at least 1 step"):
        generate(english, steps=0)
    assert generate(english, length=25) == []       # no 25-letter words: no puzzle
    with pytest.raises(PuzzleError, match="not both"):
        list(puzzles(english, steps=4, level="easy"))


@pytest.mark.parametrize("option, value", [("length", "4"), ("length", 4.0), ("steps", "3"),
                                           ("count", "2"), ("length", True)])
def test_a_number_that_is_not_an_int_is_refused(english, option, value):
    """length='4', steps='3' and count='2' are each a TypeError naming the option: never no
    puzzle at all, silently (no word has the length '4'), nor "'<' not supported"."""
    with pytest.raises(TypeError, match=re.escape(f"{option} is a whole number, not {value!r}")):
        generate(english, **{option: value})
    assert len(generate(english, length=4, steps=3, count=2, seed="x")) == 2


@pytest.mark.parametrize("args, status, message", [
    (["--length", "3", "--steps", "30"], 1, "there is no 30-step puzzle of 3-letter words in bundled SCOWL size <= 60"),
    (["--steps", "0"], 2, "--steps takes a positive number, not 0"),     # the option named, as --length's
    (["--steps", "-3"], 2, "--steps takes a positive number, not -3"),
    (["--length", "0"], 2, "--length takes a positive number of letters, not 0"),
    (["--length", "25"], 1, "there is no medium puzzle of 25-letter words in bundled SCOWL size <= 60 with "
                            "common ends and a friendly shortest ladder: bundled SCOWL size <= 60 has no "
                            "25-letter words"),
    (["--length", "3", "--friendly-tier", "1"], 1, "bundled SCOWL size <= 60 has no common 3-letter words "
                                                   "(SCOWL size <= 1; --friendly-tier N admits sizes up to N)"),
    # written YYYY-MM-DD, but no day: says so, not that the form is wrong
    (["--date", "2026-02-30"], 2, "--date '2026-02-30' is not a day of the calendar: February 2026 has 28 days"),
    (["--date", "2024-04-31"], 2, "--date '2024-04-31' is not a day of the calendar: April 2024 has 30 days"),
    (["--date", "2024-13-01"], 2, "--date '2024-13-01' is not a day of the calendar: there is no month 13"),
    (["--date", "2024-2-3"], 2, "--date '2024-2-3' is not a date written YYYY-MM-DD"),
    (["--date", "20241201"], 2, "--date '20241201' is not a date written YYYY-MM-DD"),        # ISO, but not the form
    (["--date", "2024-W48-7"], 2, "--date '2024-W48-7' is not a date written YYYY-MM-DD"),
    (["--steps", "4", "--difficulty", "easy"], 2, "not allowed with argument"),
    (["--seed", "a", "--date", "2024-01-01"], 2, "not allowed with argument"),
    (["--count", "0"], 2, "--count takes a positive number, not 0"),
    (["--difficulty", "brutal"], 2, "invalid choice: 'brutal'"),
])
def test_cli_mistakes_and_missing_puzzles(wordlog_cli, args, status, message):
    done = wordlog_cli("puzzle", *args)
    assert done.returncode == status
    assert message in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_cli_text_output(wordlog_cli):
    done = wordlog_cli("puzzle", "--seed", "wordlog-7", "--steps", "5", "--solution")
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "# seed wordlog-7, 4-letter words of bundled SCOWL size <= 60",
        "laid -> norm: 5 steps (6 words), 6 shortest ladders, medium",
        "  laid lard lord word worm norm"]


def test_a_days_levels_start_from_different_words(english):
    """The start words are drawn by the seed and the level: a day's three puzzles share none."""
    for day in range(1, 10):
        starts = [generate(english, level=level, seed=f"2026-12-0{day}")[0].start for level in STEP_RANGES]
        assert len(set(starts)) == 3, (day, starts)


@pytest.mark.parametrize("day", ["2004-02-15", "2006-10-31", "2008-02-29", "2012-04-24"])
def test_levels_whose_drawn_orders_begin_alike_still_start_from_different_words(english, day):
    """On these days the seeded orders of start words begin with the same word for two levels
    or three: drawn independently, their puzzles started from it (miss, sour, meet, gilt)."""
    starts = [generate(english, level=level, seed=day)[0].start for level in STEP_RANGES]
    assert len(set(starts)) == 3, starts


def pairs(english, level: str, day: str, count: int) -> list[tuple[str, str]]:
    return [(p.start, p.target) for p in generate(english, level=level, seed=day, count=count)]


def test_a_puzzle_from_an_easier_levels_start_comes_last_and_the_others_stay(english):
    """A level's puzzle from the start of an easier level's first puzzle is held back to the
    end; every other puzzle is the one drawn as before. Moving that start to the end of the
    order instead would change the targets drawn after it: 2024-07-15's hard puzzles 3 to 5 (no
    clash of first puzzles that day), all of 2012-04-24's medium ones after the first."""
    assert pairs(english, "hard", "2024-07-15", 5) == [
        ("pens", "stun"), ("rink", "clap"), ("stem", "mane"), ("wipe", "ares"), ("gush", "crag")]
    assert pairs(english, "easy", "2012-04-24", 3) == [("give", "silk"), ("spar", "yous"), ("seam", "hemp")]
    assert pairs(english, "medium", "2012-04-24", 3) == [
        ("beet", "bath"), ("cums", "kiln"), ("teas", "rank")]
    assert pairs(english, "hard", "2012-04-24", 3) == [
        ("plow", "cull"), ("caws", "grid"), ("meek", "dawn")]


@pytest.mark.slow
def test_a_levels_puzzles_are_all_there_with_the_held_ones_last(english):
    """Holding a start back reorders a level's puzzles and changes none: 2024-07-15's hard
    puzzles are the 1,734 there are, with medium's start grip and easy's gasp last."""
    found = pairs(english, "hard", "2024-07-15", 10**6)
    assert len(found) == 1734 and found[-2:] == [("grip", "wine"), ("gasp", "bomb")]


def test_no_puzzle_under_json_says_so_in_json(wordlog_cli):
    done = wordlog_cli("puzzle", "--length", "3", "--steps", "30", "--json")
    assert done.returncode == 1 and done.stdout == ""
    assert json.loads(done.stderr) == {"error": "there is no 30-step puzzle of 3-letter words in bundled SCOWL "
                                                "size <= 60 with common ends and a friendly shortest ladder"}


def test_a_list_without_words_of_the_length_says_which_length_it_has(wordlog_cli, tmp_path):
    path = tmp_path / "five.txt"
    path.write_text("black\nblack\nslack\nstack\n", encoding="utf-8")
    done = wordlog_cli("puzzle", "--words", str(path))
    assert done.returncode == 1
    assert done.stderr.strip().endswith(f"{path} has no 4-letter words (its words have 5 letters: --length 5)")


def test_a_seed_with_a_line_break_keeps_the_header_one_line(wordlog_cli):
    done = wordlog_cli("puzzle", "--seed", "a\nb", "--steps", "2")
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == "# seed 'a\\nb', 4-letter words of bundled SCOWL size <= 60"
    assert len(done.stdout.splitlines()) == 2


def test_an_empty_seed_is_shown_as_quotes_in_the_header(wordlog_cli):
    """--seed '' is a seed like any other, shown quoted in the header."""
    done = wordlog_cli("puzzle", "--seed", "")
    assert done.returncode == 0
    assert done.stdout.splitlines() == ["# seed '', 4-letter words of bundled SCOWL size <= 60",
                                        "bide -> come: 3 steps (4 words), 1 shortest ladder, medium"]


def test_puzzles_are_shown_as_they_are_found():
    """A long --count run (half a minute) shows each puzzle at once, so Ctrl-C keeps those found."""
    child = subprocess.Popen([str(WORDLOG), "puzzle", "--length", "6", "--steps", "9", "--count", "100000",
                              "--seed", "z"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        header, first = child.stdout.readline(), child.stdout.readline()
        child.send_signal(signal.SIGINT)
        rest, err = child.communicate(timeout=10)
    finally:
        child.kill()
        child.wait()
    assert header.startswith("# seed z") and re.fullmatch(r"\w+ -> \w+: 9 steps \(10 words\), .*\n", first)
    assert child.returncode == 130 and err.strip() == "wordlog: interrupted"


def test_fewer_puzzles_than_asked_exit_1(wordlog_cli, tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    done = wordlog_cli("puzzle", "--words", str(path), "--length", "3", "--steps", "3", "--count", "2",
                       "--seed", "s", "--json")
    assert done.returncode == 1
    assert [(p["start"], p["target"]) for p in map(json.loads, done.stdout.splitlines())] == [("hot", "cog")]
    assert json.loads(done.stderr) == {"error": "found only 1 of 2 puzzles: no other 3-step puzzle of 3-letter "
                                                f"words in {path} with common ends and a friendly shortest ladder"}


def test_one_step_puzzle_speaks_in_the_singular(wordlog_cli):
    done = wordlog_cli("puzzle", "--steps", "1", "--seed", "x")
    assert done.returncode == 0
    assert re.fullmatch(r"\w+ -> \w+: 1 step \(2 words\), 1 shortest ladder, easy", done.stdout.splitlines()[1])


def test_a_count_past_sys_maxsize_finds_what_there_is(wordlog_cli, tmp_path):
    """--count 99999999999999999999 (more than islice takes) finds what there is, no traceback."""
    path = tmp_path / "words.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    lex = from_words(HIT_COG)
    assert [(p.start, p.target) for p in generate(lex, count=10**20, length=3, steps=3, seed="s")] == [("hot", "cog")]
    done = wordlog_cli("puzzle", "--words", str(path), "--length", "3", "--steps", "3", "--count",
                       "99999999999999999999", "--seed", "s", "--json")
    assert done.returncode == 1
    assert [(p["start"], p["target"]) for p in map(json.loads, done.stdout.splitlines())] == [("hot", "cog")]
    assert json.loads(done.stderr)["error"].startswith("found only 1 of 99999999999999999999 puzzles")


def test_cli_no_words_of_the_length_suggests_a_length_only_when_the_list_has_one(wordlog_cli, tmp_path):
    # The hint '--length N' is right only for a list of one length;
    # for a list of 3- and 5-letter words it would send the user to a length chosen at random.
    mixed = tmp_path / "mixed.txt"
    mixed.write_text("cat\ncot\ndot\nhouse\nmouse\n", encoding="utf-8")
    done = wordlog_cli("puzzle", "--words", str(mixed), "--length", "4")
    assert done.returncode == 1
    assert done.stderr == (f"wordlog: there is no medium puzzle of 4-letter words in {mixed} with common ends "
                           f"and a friendly shortest ladder: {mixed} has no 4-letter words\n")
    three = tmp_path / "three.txt"
    three.write_text("cat\ncot\ndot\n", encoding="utf-8")
    done = wordlog_cli("puzzle", "--words", str(three), "--length", "4")
    assert done.returncode == 1
    assert done.stderr.endswith(f": {three} has no 4-letter words (its words have 3 letters: --length 3)\n")


def test_exclude_keeps_its_words_out_of_starts_targets_solutions_and_hints(english, wordlog_cli, tmp_path):
    """The puzzle of 2026-12-05 is come -> food (come core cord ford food). With those five
    words left out, no puzzle of the day starts, ends or passes on one, and play's hint and
    shortest ladder go around them."""
    unfit_words = ["come", "core", "cord", "ford", "food"]
    day = wordlog_cli("puzzle", "--date", "2026-12-05", "--solution")
    assert day.stdout.splitlines()[1:] == ["come -> food: 4 steps (5 words), 2 shortest ladders, medium",
                                           "  come core cord ford food"]
    unfit = tmp_path / "unfit.txt"
    unfit.write_text("come\nCore\ncord\nford\nfood\n")
    done = wordlog_cli("puzzle", "--date", "2026-12-05", "--solution", "--count", "2", "--exclude", str(unfit))
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[1:] == ["cone -> gang: 3 steps (4 words), 1 shortest ladder, medium",
                                            "  cone gone gong gang",
                                            "rang -> oust: 4 steps (5 words), 2 shortest ladders, medium",
                                            "  rang rant runt rust oust"]
    less = english.without(unfit_words)
    for level in ("easy", "medium", "hard"):
        for p in generate(less, count=40, level=level, seed="2026-12-05"):
            assert not set(unfit_words) & {p.start, p.target, *p.solution}, p
    played = wordlog_cli("play", "cold", "warm", "--exclude", str(unfit), stdin=":hint\n:quit\n")
    assert "to warm: cold ->   hint: wold" in played.stdout.splitlines()     # without the list: cord
    assert played.stdout.rstrip().endswith("A shortest ladder (5 words): cold wold word ward warm")


def test_days_are_drawn_apart_so_a_pair_can_return(english):
    """The README's daily-schedule advice: two dates may give one pair (elms -> ares, easy, on
    2027-05-15 and 2027-06-24)."""
    days = [generate(english, level="easy", seed=day)[0] for day in ("2027-05-15", "2027-06-24")]
    assert [(p.start, p.target) for p in days] == [("elms", "ares"), ("elms", "ares")]


@pytest.mark.parametrize("count", [60, pytest.param(365, marks=pytest.mark.slow)])
def test_one_seeds_count_never_repeats_a_start(english, count):
    """The README's daily-schedule advice: --seed 2027 --count 365 gives 365 distinct starts
    (the fast tier asks for 60)."""
    year = generate(english, count=count, seed="2027")
    assert len(year) == count and len({p.start for p in year}) == count
    assert len({frozenset((p.start, p.target)) for p in year}) == count


def test_a_schedule_of_days_is_each_days_puzzle_with_its_date():
    """Puzzle makers: --from DAY --days N gives each day's puzzle, as --date gives it, with
    the date in the JSON."""
    status, out, err = run_main(["puzzle", "--from", "2027-12-30", "--days", "3", "--json"])
    assert (status, err) == (0, "")
    answers = [json.loads(line) for line in out.splitlines()]
    assert [a["date"] for a in answers] == ["2027-12-30", "2027-12-31", "2028-01-01"]
    for answer in answers:
        _, one, _ = run_main(["puzzle", "--date", answer["date"], "--json"])
        assert json.loads(one) == answer
    status, out, _ = run_main(["puzzle", "--from", "2027-12-30", "--days", "2"])
    lines = out.splitlines()
    assert status == 0 and lines[0].startswith("# 2 days from 2027-12-30, each day's puzzle seeded by its date")
    assert [line.split()[0] for line in lines[1:]] == ["2027-12-30", "2027-12-31"]


@pytest.mark.parametrize("argv, message", [
    (["--from", "2027-02-30"], "--from '2027-02-30' is not a day of the calendar: February 2027 has 28 days"),
    (["--from", "2027-01-01", "--days", "0"], "--days takes a positive number of days, not 0"),
    (["--from", "2027-01-01", "--seed", "x"], "leave out --seed"),
    (["--days", "2", "--date", "2027-01-01"], "leave out --date"),
    (["--from", "9999-12-31", "--days", "2"], "the calendar ends on 9999-12-31"),
])
def test_a_schedule_refuses_what_is_no_schedule(argv, message):
    status, out, err = run_main(["puzzle", *argv])
    assert (status, out) == (2, "") and message in err


def test_any_text_is_a_seed_and_its_json_has_no_date():
    status, out, _ = run_main(["puzzle", "--seed", "my puzzles, week 1", "--json"])
    answer = json.loads(out)
    assert status == 0 and answer["seed"] == "my puzzles, week 1" and answer["date"] is None
    assert answer["engine"] == "bfs" and answer["length"] == 4 and answer["word_count"] == answer["step_count"] + 1


def test_a_schedule_of_days_holds_no_offensive_word():
    from wordlog.lexicon import offensive_words
    status, out, _ = run_main(["puzzle", "--from", "2027-02-09", "--days", "3", "--json", "--solution"])
    assert status == 0
    for line in out.splitlines():
        answer = json.loads(line)
        assert not set(answer["solution"]) & offensive_words()     # unfiltered, 2027-02-09 would be lads -> slut
