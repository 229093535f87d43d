"""The Python API a developer meets first: ``wordlog.ladder``, ``__version__``, one naming
of parameters, a message that says what to pass, and reprs that fit on a line."""
from __future__ import annotations

import inspect
from importlib import metadata

import pytest

import wordlog
from wordlog import analysis
from wordlog.graph import WordGraph


def test_the_obvious_call_answers_with_the_bundled_lexicon():
    # Carroll's own ape -> man, the friendliest of the shortest ladders
    assert wordlog.ladder("ape", "man") == ["ape", "apt", "opt", "oat", "mat", "man"]
    assert wordlog.ladder("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"]) == \
        ["hit", "hot", "dot", "dog", "cog"]
    assert wordlog.ladder("cold", "warm", words=wordlog.bundled()) == wordlog.friendly_ladder("cold", "warm")
    assert wordlog.ladder("cold", "cold") == ["cold"] and wordlog.ladder("cold", "warmth") == []


def test_version_is_the_installed_distributions():
    assert wordlog.__version__ == metadata.version("wordlog")
    assert "__version__" in wordlog.__all__


@pytest.mark.parametrize("name", ["ladder", "all_ladders", "friendly_ladder"])
def test_public_functions_name_their_parameters_alike(name):
    assert list(inspect.signature(getattr(wordlog, name)).parameters)[:3] == ["start", "target", "words"]


def test_the_lessons_keep_their_signature():
    for function in (wordlog.ladder_length, wordlog.ladder_chain):
        assert list(inspect.signature(function).parameters) == ["begin", "end", "word_list"]


def test_engines_and_analysis_take_words_named_words():
    for callable_ in (wordlog.BfsEngine, wordlog.NaiveEngine, analysis.analyze):
        assert next(iter(inspect.signature(callable_).parameters)) == "words"


@pytest.mark.parametrize("ask", [analysis.farthest, analysis.component, analysis.distances],
                         ids=lambda f: f.__name__)
def test_a_lexicon_where_a_graph_is_wanted_says_what_to_pass(ask):
    with pytest.raises(TypeError, match=rf"^{ask.__name__} takes the WordGraph of one word length, "
                                        r"WordGraph\(lexicon.of_length\(n\)\), not Lexicon$"):
        ask(wordlog.bundled(), "cold")
    assert ask(WordGraph(wordlog.bundled().of_length(4)), "cold")       # what it says works


@pytest.mark.parametrize("make", [wordlog.BfsEngine, wordlog.NaiveEngine, lambda w: analysis.analyze(w, 4),
                                  lambda w: wordlog.ladder("cold", "warm", w)],
                         ids=["BfsEngine", "NaiveEngine", "analyze", "ladder"])
def test_a_graph_where_words_are_wanted_says_what_to_pass(make):
    graph = WordGraph(wordlog.bundled().of_length(4))
    with pytest.raises(TypeError, match=r"^words are a Lexicon \(wordlog.bundled\(\), wordlog.load\(path\)\) "
                                        r"or a list of str, not WordGraph$"):
        make(graph)


def test_a_graph_takes_words_not_one_str_or_a_number():
    with pytest.raises(TypeError, match="WordGraph takes words"):
        WordGraph("cold")
    with pytest.raises(TypeError, match="not int"):
        WordGraph(4)


def test_results_print_on_one_short_line():
    lex = wordlog.bundled()
    report = analysis.analyze(lex, 4)
    engine = wordlog.BfsEngine(lex)
    graph = engine.graph(4)
    shown = {
        "analysis": repr(report), "component": repr(report.largest), "graph": repr(graph),
        "farthest": repr(analysis.farthest(graph, "cold")), "dag": repr(engine.shortest_dag("cold", "warm")),
        "engine": repr(engine), "naive": repr(wordlog.NaiveEngine(["cold"])), "lexicon": repr(lex),
    }
    assert all(len(text) < 120 and "\n" not in text for text in shown.values()), shown
    assert shown["analysis"] == (f"<Analysis of 4-letter words: {report.words:,} words, {report.edges:,} edges, "
                                 f"{len(report.components)} components, diameter {report.largest.diameter}>")
    assert shown["dag"] == "<ShortestDag cold -> warm: 6 ladders of 5 words>"
    assert shown["graph"] == f"<WordGraph: {len(lex.of_length(4)):,} words>"
    assert shown["engine"] == "<BfsEngine over bundled SCOWL size <= 60>"
