"""Every case of the word-ladder lessons, through every engine, Prolog included.

Expected values come from the lessons (LeetCode 127 "Word Ladder" and its course
write-ups): lengths count words, 0 means no ladder; the start need not be in the
list, the target must be.
"""
from __future__ import annotations

import pytest

from conftest import GRID, HIT_COG, is_valid_ladder
from wordlog import BfsEngine, NaiveEngine, PrologEngine, from_words, ladder_chain, ladder_length

CASES = [
    ("hit", "cog", HIT_COG, 5),
    ("hit", "cog", ["hot", "dot", "dog", "lot", "log"], 0),
    ("a", "c", ["a", "b", "c"], 2),
    ("hot", "dot", ["hot", "dot"], 2),
    ("red", "tax", ["ted", "tex", "red", "tax", "tad", "den", "rex", "pee"], 4),
    ("cat", "dog", ["cot", "dot", "dog"], 4),
    ("cat", "dog", ["cot", "dot"], 0),
    ("dot", "cog", ["dot", "dog", "cog"], 3),
    ("a", "c", ["b", "c"], 2),
    ("a", "c", ["b"], 0),
    ("aaax", "cccx", GRID, 4),
    ("aa", "zz", ["ab", "zz"], 0),
]


def lessons(start, target, words):
    return ladder_chain(start, target, words)


def naive(start, target, words):
    return NaiveEngine(words).ladder(start, target)


def bfs(start, target, words):
    return BfsEngine(from_words(words)).ladder(start, target)


def astar(start, target, words):
    return PrologEngine(from_words(words)).ladder(start, target)


def astar_scan(start, target, words):
    return PrologEngine(from_words(words), successor="scan").ladder(start, target)


ENGINES = [lessons, naive, bfs, astar, astar_scan]


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.__name__)
@pytest.mark.parametrize("start,target,words,expected", CASES,
                         ids=[f"{s}-{t}-{n}" for s, t, _, n in CASES])
def test_lesson_case(engine, start, target, words, expected):
    ladder = engine(start, target, words)
    assert len(ladder) == expected
    if expected:
        assert is_valid_ladder(ladder, start, target, words)


@pytest.mark.parametrize("engine", ENGINES, ids=lambda e: e.__name__)
def test_hit_cog_chain(engine):
    assert engine("hit", "cog", HIT_COG) == ["hit", "hot", "dot", "dog", "cog"]


@pytest.mark.parametrize("engine", [lessons, naive], ids=lambda e: e.__name__)
def test_grid_chain_in_input_order(engine):
    # The lessons' BFS takes neighbours in bucket order, then list order.
    assert engine("aaax", "cccx", GRID) == ["aaax", "caax", "ccax", "cccx"]
    # The README's example (The ladder rules): position first, so ba though ab is listed first.
    assert engine("aa", "bb", ["ab", "ba", "bb"]) == ["aa", "ba", "bb"]


def test_grid_chain_of_the_bidirectional_engine():
    # Six shortest ladders (the three letters changed in any order); the bidirectional
    # BFS gives one its two searches meet on, not the lessons' choice: cacx, the first
    # neighbour found in the other side's frontier.
    assert bfs("aaax", "cccx", GRID) == ["aaax", "aacx", "cacx", "cccx"]


def test_ladder_length_function():
    assert ladder_length("hit", "cog", HIT_COG) == 5
    assert ladder_length("hit", "cog", HIT_COG[:-1]) == 0


def test_the_lessons_functions_refuse_one_str_for_the_word_list():
    # one str is a TypeError, as every other function says: never "bc" letter by letter, as the
    # list ["b", "c"] (a ladder a -> c of two words), nor ladder_length("hit", "cog", "cog") a quiet 0.
    with pytest.raises(TypeError, match="ladder_chain takes a list of words, not one str: 'bc'"):
        ladder_chain("a", "c", "bc")
    with pytest.raises(TypeError, match="not one str: 'cog'"):
        ladder_length("hit", "cog", "cog")
    assert ladder_chain("a", "c", ("b", "c")) == ["a", "c"] and ladder_length("a", "c", iter("bc")) == 2


@pytest.mark.parametrize("begin, end, words, culprit", [
    ("hot", 3, ["cog"], "int: 3"),                    # not a quiet [] (no word has the length of 3)
    (None, "cog", ["cog"], "NoneType: None"),         # not "object of type 'NoneType' has no len()"
    ("hot", b"cog", [b"cog"], "bytes: b'cog'"),       # not "can't concat str to bytes"
    ("hot", "cog", ["cog", 3], "int: 3"),             # not "object of type 'int' has no len()"
    ("hot", "cog", ["cog", ["cot"]], r"list: \['cot'\]"),   # not "unhashable type: 'list'"
])
def test_the_lessons_functions_take_str_words_only(begin, end, words, culprit):
    """As every engine does: anything but a str as a word is a TypeError naming it."""
    for function in (ladder_chain, ladder_length):
        with pytest.raises(TypeError, match=rf"^a word is a str, not {culprit}$"):
            function(begin, end, words)


@pytest.mark.parametrize("start,target,words,expected", [
    ("hit", "cog", HIT_COG, 36),      # 6 words asked, each compared with the 6 of the list
    ("aaax", "cccx", GRID, 702),
])
def test_naive_comparisons(start, target, words, expected):
    engine = NaiveEngine(words)
    engine.ladder(start, target)
    assert engine.comparisons == expected


def test_prolog_batch_lengths_match_single_queries():
    engine = PrologEngine(from_words(HIT_COG))
    pairs = [("hit", "cog"), ("hot", "log"), ("cog", "hot"), ("zzz", "cog")]
    assert engine.lengths(pairs) == [engine.length(a, b) for a, b in pairs] == [5, 3, 4, 0]
