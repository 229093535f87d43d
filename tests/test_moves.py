"""Differential tests of ladders beyond one changed letter: the Prolog A* (``prolog/moves.pl``)
and the Python Dijkstra (:mod:`wordlog.moves`) give the same cheapest cost for every move set
and cost model, and every ladder either returns is valid for its moves and costs what its
steps cost, summed apart (:func:`wordlog.moves.ladder_cost`)."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import one_line
from wordlog import bundled, from_words
from wordlog.moves import COSTS, MoveGraph, cheapest_ladder, is_step, ladder_cost
from wordlog.prolog.moves import prolog_cheapest

MOVE_SETS = [("sub",), ("sub", "swap"), ("sub", "anagram"), ("ins", "del"), ("sub", "ins", "del"),
             ("del", "swap"), ("sub", "ins", "del", "swap", "anagram")]


def check_answer(answer, start, target, graph: MoveGraph, cost: str, via: str | None = None) -> None:
    """``answer`` (ladder, cost) runs start..target by the graph's moves through its words
    (and ``via``), and costs the sum of its steps."""
    ladder, total = answer
    assert ladder[0] == start and ladder[-1] == target
    assert all(word in graph for word in ladder[1:])
    assert all(is_step(a, b, graph.moves) for a, b in zip(ladder, ladder[1:])), ladder
    assert ladder_cost(ladder, cost, graph.tier) == total
    if via is not None:
        assert via in ladder


def agree(lex, start, target, moves, cost, add=(), avoid=(), via=None):
    """Both engines' answers to one question, checked; they agree on the cost."""
    graph = MoveGraph(lex, moves, add, avoid)
    python = cheapest_ladder(start, target, lex, moves=moves, cost=cost, add=add, avoid=avoid, via=via)
    prolog = prolog_cheapest(start, target, lex, moves=moves, cost=cost, add=add, avoid=avoid, via=via)
    question = (start, target, moves, cost, add, avoid, via)
    assert (python is None) == (prolog is None), (question, python, prolog)
    if python is not None:
        assert python[1] == prolog[1], (question, python, prolog)
        check_answer(python, start, target, graph, cost, via)
        check_answer(prolog, start, target, graph, cost, via)
    return python


@st.composite
def questions(draw):
    alphabet = draw(st.sampled_from(["ab", "abc", "abz"]))
    word = st.text(alphabet, min_size=1, max_size=4)
    words = draw(st.lists(word, min_size=1, max_size=30, unique=True))
    sizes = draw(st.dictionaries(st.sampled_from(words), st.integers(0, 95)))
    start = draw(word)
    target = draw(st.sampled_from(words))
    add = draw(st.lists(word, max_size=2))
    avoid = draw(st.lists(st.sampled_from(words), max_size=2))
    via = draw(st.none() | st.sampled_from(words + add))
    return from_words(words, tiers=sizes), start, target, add, avoid, via


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(questions())
def test_engines_agree_on_generated_lexicons(case):
    lex, start, target, add, avoid, via = case
    for moves in MOVE_SETS:
        for cost in COSTS:
            agree(lex, start, target, moves, cost)
            agree(lex, start, target, moves, cost, add, avoid, via)


def test_longer_is_cheaper_by_alphabet():
    """Worked by hand: aa za zb bb is shortest, 25 + 1 + 24 = 50; aa ac cc cb bb costs
    2 + 2 + 1 + 1 = 6; every other ladder goes by za, 25 at least."""
    lex = from_words(["aa", "za", "zb", "bb", "ac", "cc", "cb"])
    assert agree(lex, "aa", "bb", ("sub",), "steps") == (["aa", "za", "zb", "bb"], 3)
    assert agree(lex, "aa", "bb", ("sub",), "alphabet") == (["aa", "ac", "cc", "cb", "bb"], 6)


def test_longer_is_cheaper_by_frequency():
    """Size 10 costs 2, 95 costs 10: hit hot hog cog costs 14, hit hot lot log cog 8."""
    sizes = {"hot": 10, "hog": 95, "cog": 10, "lot": 10, "log": 10}
    lex = from_words(sizes, tiers=sizes)
    assert agree(lex, "hit", "cog", ("sub",), "steps") == (["hit", "hot", "hog", "cog"], 3)
    assert agree(lex, "hit", "cog", ("sub",), "frequency") == (["hit", "hot", "lot", "log", "cog"], 8)


def test_insert_then_change():
    lex = from_words(["cat", "coat", "cost"])
    assert agree(lex, "cat", "cost", ("sub", "ins"), "steps") == (["cat", "coat", "cost"], 2)
    assert agree(lex, "cat", "cost", ("sub",), "steps") is None


def test_add_avoid_via():
    lex = from_words(["hot", "dot", "dog", "lot", "log", "cog"])
    assert agree(lex, "hit", "cog", ("sub",), "steps", add=["hog"]) == (["hit", "hot", "hog", "cog"], 3)
    assert agree(lex, "hit", "cog", ("sub",), "steps", avoid=["dot", "lot"]) is None
    assert agree(lex, "hit", "dog", ("sub",), "steps", via="log") == (["hit", "hot", "lot", "log", "dog"], 4)


BUNDLED_PAIRS = [("cold", "warm"), ("cat", "dogs"), ("stop", "tops"), ("ape", "man"), ("tears", "smile")]


@pytest.mark.parametrize("moves, start, target, costs", [
    (("sub",), "cold", "warm", COSTS),
    (("sub", "swap", "anagram"), "stop", "tops", COSTS),
    (("sub", "ins", "del"), "cat", "dogs", ("steps", "frequency")),    # the rest: the slow tier
])
def test_engines_agree_on_bundled_lexicon(moves, start, target, costs):
    for cost in costs:
        assert agree(bundled(), start, target, moves, cost) is not None


@pytest.mark.slow
@pytest.mark.parametrize("moves", MOVE_SETS)
def test_engines_agree_on_bundled_random_pairs(moves):
    lex = bundled()
    rng = random.Random(f"moves-{moves}")
    pairs = BUNDLED_PAIRS[:3] + [("coats", "cat")] + [(rng.choice(lex.of_length(n)), rng.choice(lex.of_length(n))) for n in (3, 4, 5)]
    found = 0
    for start, target in pairs:
        for cost in COSTS:
            found += agree(lex, start, target, moves, cost) is not None
    assert found


@pytest.fixture
def hit_cog(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("hot\t10\ndot\t80\ndog\t10\nlot\t10\nlog\t10\ncog\t10\n", encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("engine", ["astar", "bfs"])
def test_cli_ladder_prints_ladder_and_cost(wordlog_cli, hit_cog, engine):
    done = wordlog_cli("ladder", "hit", "cog", "--cost", "frequency", "--engine", engine, "--words", hit_cog)
    assert (done.returncode, done.stdout) == (0, "hit -> hot -> lot -> log -> cog  (5 words, cost 8)\n")
    done = wordlog_cli("ladder", "hit", "cog", "--moves", "sub", "--add", "hog", "--engine", engine,
                       "--words", hit_cog, "--json")
    answer = json.loads(done.stdout)
    assert (answer["ladder"], answer["cost"], answer["cost_model"]) == (["hit", "hot", "hog", "cog"], 3, "steps")
    done = wordlog_cli("ladder", "hit", "cog", "--avoid", "dot", "lot", "--engine", engine, "--words", hit_cog)
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "no ladder from hit to cog by sub\n"


def test_cli_ladder_via_across_lengths(wordlog_cli):
    done = wordlog_cli("ladder", "cat", "dog", "--moves", "sub,ins,del", "--via", "cats", "--json")
    answer = json.loads(done.stdout)
    assert answer["ladder"][:2] == ["cat", "cats"] and answer["ladder"][-1] == "dog"
    assert answer["cost"] == len(answer["ladder"]) - 1


@pytest.mark.parametrize("args, fault", [
    (["--moves", "sub,fly"], "'fly' is not a move"),
    (["--cost", "cheap"], "invalid choice: 'cheap'"),
    (["--avoid", "c d"], "'c d' is not a word"),
    (["--via", "qxzt"], "--via word 'qxzt' is not a word"),
    (["--avoid", "warm"], "target 'warm' is also in --avoid"),
    (["--moves", "sub", "--engine", "naive"], "use the astar or bfs engine"),
    (["--cost", "steps", "--all"], "--all does not go with"),
])
def test_cli_ladder_bad_moves_options(wordlog_cli, args, fault):
    done = wordlog_cli("ladder", "cold", "warm", *args)
    assert done.returncode == 2 and fault in one_line(done.stderr)


def test_cli_check_reports_cost(wordlog_cli):
    done = wordlog_cli("check", "words", "woods", "--cost", "alphabet")
    assert (done.returncode, done.stdout) == (0, "legal: cost 3; the cheapest costs 3: words -> woods\n")
    done = wordlog_cli("check", "cat", "cost", "--moves", "sub", "--json")
    answer = json.loads(done.stdout)
    assert (done.returncode, answer["legal"], answer["fault"]) == (1, False, "cat -> cost is not a step by sub")


def test_cli_ladder_time_limit(wordlog_cli):
    done = wordlog_cli("ladder", "cold", "warm", "--moves", "sub,ins,del", "--cost", "alphabet",
                       "--time-limit", "0.001")
    assert done.returncode == 3
    assert one_line(done.stderr) == "cold -> warm: the search ran past its time limit of 0.001 s; raise --time-limit"


@pytest.fixture
def cat_coat_cot(tmp_path):
    """A word list where cat and cot are two steps apart by ins and del (cat -> coat -> cot)
    and one apart by sub; dog is joined to nothing."""
    path = tmp_path / "cat-coat.txt"
    path.write_text("cat\ncoat\ncot\ndog\n", encoding="utf-8")
    return str(path)


def test_cli_puzzle_under_other_moves(wordlog_cli, cat_coat_cot):
    # By ins and del the only ladder of two 3-letter words is cat -> coat -> cot, 2 steps;
    # by sub (the default) cat -> cot is 1 step, so there is no 2-step puzzle.
    done = wordlog_cli("puzzle", "--length", "3", "--steps", "2", "--moves", "ins,del", "--seed", "a",
                       "--json", "--words", cat_coat_cot)
    puzzle = json.loads(done.stdout)
    assert done.returncode == 0
    assert {puzzle["start"], puzzle["target"]} == {"cat", "cot"}
    assert (puzzle["step_count"], puzzle["ladder_count"]) == (2, 1)
    assert puzzle["solution"] in (["cat", "coat", "cot"], ["cot", "coat", "cat"])
    done = wordlog_cli("puzzle", "--length", "3", "--steps", "2", "--seed", "a", "--words", cat_coat_cot)
    assert done.returncode == 1


def test_cli_play_under_other_moves(wordlog_cli, cat_coat_cot):
    # cot is one sub from cat, no step by ins or del; coat is one insertion, cot one deletion on.
    done = wordlog_cli("play", "cat", "cot", "--moves", "ins,del", "--words", cat_coat_cot, stdin="cot\ncoat\ncot\n")
    assert done.returncode == 0
    assert "not allowed: 'cat' -> 'cot' is no step by del, ins" in done.stdout
    assert "Solved: cat coat cot, 3 words; the shortest possible is 3." in done.stdout


def test_cli_graph_under_other_moves(wordlog_cli, cat_coat_cot):
    done = wordlog_cli("graph", "cat", "cot", "--moves", "ins,del", "--words", cat_coat_cot)
    assert done.returncode == 0
    assert 'label="cat -> cot: 1 shortest ladder of 2 steps' in done.stdout
    columns = [line.strip() for line in done.stdout.splitlines() if "rank=same" in line]
    assert columns == ['{ rank=same; "cat"; }', '{ rank=same; "coat"; }', '{ rank=same; "cot"; }']


def test_cli_stats_under_other_moves(wordlog_cli, cat_coat_cot, tmp_path):
    # ins and del: one graph of every length; edges cat-coat and coat-cot; dog alone.
    done = wordlog_cli("stats", "--moves", "ins,del", "--json", "--words", cat_coat_cot)
    report = json.loads(done.stdout)
    assert (report["length"], report["word_count"], report["edge_count"]) == (None, 4, 2)
    assert (report["component_count"], report["isolated_count"]) == (2, 1)
    assert (report["diameter"], report["diameter_pairs"]) == (2, [["cat", "cot"]])
    # swap: form - from are joined, fore is alone (one sub from form, no swap).
    path = tmp_path / "form.txt"
    path.write_text("form\nfrom\nfore\n", encoding="utf-8")
    done = wordlog_cli("stats", "--moves", "swap", "--json", "--words", str(path))
    report = json.loads(done.stdout)
    assert (report["length"], report["edge_count"], report["component_count"]) == (4, 1, 2)
    assert (report["diameter"], report["diameter_pairs"]) == (1, [["form", "from"]])
    done = wordlog_cli("stats", "--moves", "ins", "--words", str(path))
    assert done.returncode == 2 and "ins and del come together" in one_line(done.stderr)


def test_cli_ladder_pairs_with_moves(wordlog_cli, cat_coat_cot, tmp_path):
    # By ins and del: cat -> coat -> cot (2); dog is joined to nothing; a target outside
    # the list is that line's mistake, the others still answered.
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("cat cot\ncat dog\ncat cut\ncot coat\n", encoding="utf-8")
    done = wordlog_cli("ladder", "--pairs", str(pairs), "--moves", "ins,del", "--engine", "bfs",
                       "--words", cat_coat_cot)
    assert done.returncode == 2
    assert done.stdout == "cat -> coat -> cot  (3 words, cost 2)\ncot -> coat  (2 words, cost 1)\n"
    assert "pairs.txt:3: target 'cut' is not a word of" in done.stderr
    assert "no ladder from cat to dog by del, ins" in done.stderr
