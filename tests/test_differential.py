"""Differential tests: every engine gives the same shortest length, and valid chains.

Engines compared: the Prolog A* (buckets and scanning successors), the Python
bidirectional BFS engine, the lessons' BFS (:func:`wordlog.ladder_chain`) and the
naive engine. Cases come from hypothesis (small alphabets, so ladders are long
and often absent) and from seeded random pairs on the bundled lexicon.
"""
from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import is_valid_ladder
from wordlog import BfsEngine, NaiveEngine, PrologEngine, bundled, from_words, ladder_chain
from wordlog.lexicon import LexiconError


@st.composite
def lexicon_and_pairs(draw):
    length = draw(st.integers(1, 4))
    alphabet = draw(st.sampled_from(["ab", "abc", "abcd", "xyz"]))
    word = st.text(alphabet, min_size=length, max_size=length)
    words = draw(st.lists(word, min_size=1, max_size=40, unique=True))
    pairs = draw(st.lists(st.tuples(word, st.sampled_from(words)), min_size=1, max_size=8))
    return words, pairs


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lexicon_and_pairs())
def test_engines_agree_on_generated_lexicons(case):
    words, pairs = case
    lex = from_words(words)
    engines = [PrologEngine(lex), PrologEngine(lex, successor="scan"), BfsEngine(lex), NaiveEngine(words)]
    for start, target in pairs:
        reference = ladder_chain(start, target, words)
        for engine in engines:
            ladder = engine.ladder(start, target)
            assert len(ladder) == len(reference), (engine.name, start, target, words)
            if ladder:
                assert is_valid_ladder(ladder, start, target, words)


def test_the_python_engine_offers_the_successors_prolog_knows():
    """PrologEngine's ``successor`` choices and ladder/4's successor(How) values are one list,
    written in each language: they must not drift apart."""
    from wordlog import prolog
    from wordlog.prolog.ladders import SUCCESSORS
    known = prolog.one("findall(S, wordlog_solver:successor_value(S), Ss)")["Ss"]
    assert sorted(SUCCESSORS) == sorted(known) == ["graph", "scan"]


def random_pairs(words, n, seed):
    rng = random.Random(seed)
    return [(rng.choice(words), rng.choice(words)) for _ in range(n)]


@pytest.mark.slow
@pytest.mark.parametrize("length", [3, 4, 5, 6])
def test_engines_agree_on_bundled_lexicon(length):
    lex = bundled()
    words = list(lex.of_length(length))
    pairs = random_pairs(words, 300, f"bundled-{length}")
    prolog, bfs = PrologEngine(lex, max_expansions=10**6), BfsEngine(lex)
    lengths = prolog.lengths(pairs)
    assert sum(1 for n in lengths if n) > 30 and sum(1 for n in lengths if not n) > 0
    for (start, target), expected in zip(pairs, lengths):
        ladder = bfs.ladder(start, target)
        assert len(ladder) == expected, (start, target)
        if ladder:
            assert is_valid_ladder(ladder, start, target, lex)
    for start, target in pairs[:40]:
        assert len(prolog.ladder(start, target)) == len(ladder_chain(start, target, words))


@pytest.mark.slow
@pytest.mark.parametrize("length", [3, 4, 5, 6])
def test_naive_agrees_on_bundled_lexicon(length):
    # 12 pairs: a naive query on the bundled words compares every word with thousands (some
    # seconds each); the generated lexicons above check it on many more, smaller lists.
    words = list(bundled().of_length(length))
    naive, bfs = NaiveEngine(words), BfsEngine(words)
    for start, target in random_pairs(words, 12, f"bundled-{length}"):
        assert naive.length(start, target) == bfs.length(start, target)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=lexicon_and_pairs())
def test_bfs_engine_gives_one_shortest_ladder_the_same_every_time(case):
    # Which of several shortest ladders is the one the two searches meet on; asked again,
    # by the same engine or a new one, the answer is the very same ladder.
    words, pairs = case
    engine = BfsEngine(from_words(words))
    for start, target in pairs:
        ladder = engine.ladder(start, target)
        assert len(ladder) == len(ladder_chain(start, target, words)), (start, target, words)
        if ladder:
            assert is_valid_ladder(ladder, start, target, words)
        again = BfsEngine(from_words(words)).ladder(start, target)
        assert engine.ladder(start, target) == ladder == again


@pytest.mark.parametrize("length", [3, 4, pytest.param(5, marks=pytest.mark.slow), pytest.param(6, marks=pytest.mark.slow)])
def test_bfs_engine_and_the_lessons_agree_on_starts_outside_the_list(length):
    # A start outside the list enters the graph by its neighbours (WordGraph.neighbour_ids):
    # seeded bundled pairs whose start has its last letter changed to one no word has.
    lex = bundled()
    words = list(lex.of_length(length))
    pairs = [(a[:-1] + "ß", b) for a, b in random_pairs(words, 100, f"outside-{length}")]
    pairs += [(a[:-1] + next((c for c in "etaoins" if a[:-1] + c not in lex), "ß"), b)
              for a, b in random_pairs(words, 100, f"near-{length}")]
    engine = BfsEngine(lex)
    found = 0
    for start, target in pairs:
        ladder = engine.ladder(start, target)
        assert len(ladder) == len(ladder_chain(start, target, words)), (start, target)
        if ladder:
            assert is_valid_ladder(ladder, start, target, lex)
            found += 1
    assert found >= 20


# --- both engines read the question by the same word rule ------------------------------------

@pytest.fixture(scope="module")
def both_engines():
    lex = bundled()
    return BfsEngine(lex), PrologEngine(lex)


@pytest.mark.prolog
@pytest.mark.parametrize("start, target", [("COLD", "WARM"), (" cold ", "warm\n"), ("c\u0301old", "warm"),
                                           ("Cold", "warm"), ("cold", "WARM")])
def test_engines_normalize_the_question_alike(both_engines, start, target):
    """Upper case, surrounding spaces and decomposed letters: the same question as the
    normalized one, to both engines (never the raw text as a word outside the lexicon,
    or as no target at all)."""
    bfs, prolog = both_engines
    plain = (" ".join(start.split()).lower(), target.strip().lower())
    plain = ("\u0107old", "warm") if start == "c\u0301old" else plain
    for engine in (bfs, prolog):
        assert engine.length(start, target) == engine.length(*plain) == 5
        assert engine.count(start, target) == engine.count(*plain)
        assert engine.friendly(start, target) == engine.friendly(*plain)
    assert bfs.friendly(start, target) == prolog.friendly(start, target)


@pytest.mark.prolog
@pytest.mark.parametrize("text, error, says", [
    ("", LexiconError, "'' is not a word: it is empty"),
    ("co'ld", LexiconError, "\"co'ld\" is not a word"),
    ("), halt.", LexiconError, "is not a word"),
    (None, TypeError, "a word is a str, not NoneType"),
    (b"cold", TypeError, "a word is a str, not bytes"),
    (["cold"], TypeError, "a word is a str, not list"),
])
def test_engines_refuse_what_is_not_a_word_alike(both_engines, text, error, says):
    for engine in both_engines:
        for ask in (engine.ladder, engine.length, engine.all_ladders, engine.count, engine.friendly):
            with pytest.raises(error, match=re.escape(says)):
                ask(text, "warm")
        assert engine.length("cold", "warm") == 5        # and answers the next question


@pytest.mark.prolog
@pytest.mark.parametrize("pairs, culprit", [(["ab"], "'ab'"), (["cold"], "'cold'"),
                                            ([("cold", "warm", "worm")], "('cold', 'warm', 'worm')"),
                                            ([None], "None")])
def test_prolog_lengths_refuses_what_is_not_a_pair(both_engines, pairs, culprit):
    """A str of two letters is no pair of its letters ('ab': a -> b); each shape that is not a
    pair is refused, naming it, never "too many values to unpack"."""
    _, prolog = both_engines
    with pytest.raises(TypeError, match=re.escape(f"a pair of words is (start, target), not {culprit}")):
        prolog.lengths(pairs)
    assert prolog.lengths([("cold", "warm"), ["ape", "man"]]) == [5, 6]
    with pytest.raises(TypeError, match="lengths takes pairs of words, not one str: 'ab'"):
        prolog.lengths("ab")


@pytest.mark.prolog
@pytest.mark.parametrize("limit", [-1, 2.7, "3", True])
def test_engines_refuse_a_bad_limit_alike(both_engines, limit):
    for engine in both_engines:
        with pytest.raises(ValueError, match="the limit must be None"):
            engine.all_ladders("cold", "warm", limit)
        assert len(engine.all_ladders("cold", "warm", 2)) == 2


def test_naive_engine_reads_by_the_word_rule():
    engine = NaiveEngine(["Cold", "cord", "card", "ward", "warm"])
    assert engine.ladder("COLD", " warm ") == ["cold", "cord", "card", "ward", "warm"]
    with pytest.raises(LexiconError, match="'co1d' is not a word"):
        engine.ladder("co1d", "warm")               # no 5-word ladder from co1d
    with pytest.raises(TypeError, match="a word is a str, not NoneType"):
        engine.ladder("cold", None)


def test_bfs_engine_reads_a_list_by_the_word_rule():
    assert BfsEngine(["Hot", "dot"]).ladder("dot", "hot") == ["dot", "hot"]
    with pytest.raises(TypeError, match="a word is a str, not list"):
        BfsEngine(["hot", "dot"]).ladder(["dot"], "hot")        # not the set's "unhashable type"
    with pytest.raises(LexiconError, match="'h t' is not a word"):
        BfsEngine(["h t", "dot"])
