"""Differential tests: the word graph in Prolog (prolog/graph.pl) against Python (wordlog.analysis).

Isolated words, components and each word's component must be the same from both,
on generated lexicons (small alphabets, so islands and long chains are common) and
on the bundled lexicon; Prolog's ladder distance between the two ends of a
diameter must be the diameter Python found.
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wordlog import analysis, prolog
from wordlog.prolog import graph as graph_prolog
from wordlog.graph import WordGraph
from wordlog.lexicon import LexiconError, bundled, from_words

pytestmark = pytest.mark.prolog


def python_side(lex, length):
    index = WordGraph(lex.of_length(length))
    return index, analysis.isolated(index), sorted(analysis.components(index))


@st.composite
def lexicons(draw):
    alphabet = draw(st.sampled_from(["ab", "abc", "abcd", "xyz", "aéß"]))
    lengths = draw(st.lists(st.integers(1, 4), min_size=1, max_size=3, unique=True))
    words = []
    for n in lengths:
        word = st.text(alphabet, min_size=n, max_size=n)
        words += draw(st.lists(word, min_size=1, max_size=30, unique=True))
    return from_words(words)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lexicons())
def test_graph_agrees_on_generated_lexicons(lex):
    every_isolated = []
    for n in lex.lengths():
        index, isolated, components = python_side(lex, n)
        assert graph_prolog.isolated(lex, n) == isolated
        assert sorted(graph_prolog.components(lex, n)) == components
        assert graph_prolog.components(lex, n) == sorted(components, key=lambda c: c[0])
        for word in index.words:
            assert graph_prolog.component(lex, word) == analysis.component(index, word)
        every_isolated += isolated
    assert graph_prolog.isolated(lex) == every_isolated


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lexicons())
def test_ladder_distance_reaches_every_diameter(lex):
    for n in lex.lengths():
        for component in analysis.analyze(lex, n).components:
            for a, b in component.diameter_pairs:
                assert graph_prolog.ladder_distance(lex, a, b) == component.diameter
                assert graph_prolog.ladder_distance(lex, b, a) == component.diameter


def test_fixed_list():
    lex = from_words(["cold", "cord", "card", "ward", "warm", "ordo", "orzo", "ouzo", "able", "hit", "hot"])
    assert graph_prolog.isolated(lex) == ["able"]
    assert graph_prolog.components(lex, 4) == [["able"], ["card", "cold", "cord", "ward", "warm"],
                                               ["ordo", "orzo", "ouzo"]]
    assert graph_prolog.component(lex, "warm") == ["card", "cold", "cord", "ward", "warm"]
    assert graph_prolog.component(lex, "cole") is None
    assert graph_prolog.ladder_distance(lex, "cold", "warm") == 4
    assert graph_prolog.ladder_distance(lex, "cold", "ouzo") is None


def test_words_needing_escapes_reach_prolog_intact():
    lex = from_words(["ça", "çà", "là", "la"])
    assert graph_prolog.component(lex, "ça") == sorted(["ça", "çà", "la", "là"])
    assert graph_prolog.ladder_distance(lex, "ça", "là") == 2
    with pytest.raises(LexiconError, match=r"\"it's\" is not a word"):
        graph_prolog.component(lex, "it's")         # Python reads the word before Prolog sees it


def test_both_sides_read_a_word_alike():
    """Python's component() and Prolog's component/2 both read a word by the word rule: "INTO"
    is into, and "in o" is refused, never a component of its own."""
    lex = from_words(["into", "onto", "unto", "cold"])
    index = WordGraph(lex.of_length(4))
    assert graph_prolog.component(lex, " INTO ") == analysis.component(index, " INTO ") == ["into", "onto", "unto"]
    assert graph_prolog.component(lex, "inta") is None and analysis.component(index, "inta") == []
    for side in (lambda w: graph_prolog.component(lex, w), lambda w: analysis.component(index, w)):
        with pytest.raises(LexiconError, match=r"'in o'.*a space is not a letter"):
            side("in o")


@pytest.mark.parametrize("length", ["2", 2.7, True])
def test_a_length_is_a_whole_number(length):
    # not int(), which reads "2" as 2 and cuts 2.7 to 2: isolated(lex, 2.7) is a TypeError
    lex = from_words(["hot", "dot", "ab"])
    for ask in (graph_prolog.isolated, graph_prolog.components):
        with pytest.raises(TypeError, match=f"^a word length is a whole number, not {length!r}$"):
            ask(lex, length)
    assert graph_prolog.isolated(lex, 2) == ["ab"] and graph_prolog.components(lex, 2) == [["ab"]]


def test_a_length_reaches_prolog_as_a_number_however_it_prints():
    """whole_number passes an int subclass as it is; the query gets its number, never its own
    str: here a goal that would fail every query."""
    class Shown(int):
        def __str__(self) -> str:
            return "2, W) , fail, (true"
        __format__ = lambda self, spec: str(self)   # noqa: E731
    lex = from_words(["hot", "dot", "ab"])
    assert graph_prolog.isolated(lex, Shown(2)) == ["ab"] and graph_prolog.components(lex, Shown(2)) == [["ab"]]


@pytest.mark.parametrize("length", [3, 4, 5])
def test_bundled_lexicon(length):
    lex = bundled()
    index, isolated, components = python_side(lex, length)
    assert graph_prolog.isolated(lex, length) == isolated
    assert sorted(graph_prolog.components(lex, length)) == components
    report = analysis.analyze(lex, length)
    for component in report.components[:20]:
        word = component.words[len(component.words) // 2]
        assert graph_prolog.component(lex, word) == list(component.words)
    a, b = report.largest.diameter_pairs[0]
    assert graph_prolog.ladder_distance(lex, a, b) == report.largest.diameter
