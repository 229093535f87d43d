"""The word graph in Python (wordlog.analysis): exact values on fixed lists, and every
answer checked against a plain breadth-first search from every word."""
from __future__ import annotations

import io
import itertools
import random
from collections import Counter, deque

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wordlog import analysis
from wordlog.graph import WordGraph
from wordlog.lexicon import LexiconError, bundled, from_words
from wordlog.progress import ProgressBar

#: A path cold-cord-card-ward-warm, a chain ordo-orzo-ouzo, a triangle bats-cats-hats,
#: two isolated words, and three three-letter words.
WORDS = ["cold", "cord", "card", "ward", "warm", "ordo", "orzo", "ouzo",
         "bats", "cats", "hats", "able", "lynx", "hit", "hot", "dot"]


# The reference: nothing but one-letter differences and one BFS per word.

def one_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def plain_graph(words) -> dict[str, list[str]]:
    """Adjacency by trying every letter of the list at every position of every word."""
    known = set(words)
    letters = sorted(set("".join(known)))
    return {w: [v for i in range(len(w)) for c in letters if c != w[i]
                for v in [w[:i] + c + w[i + 1:]] if v in known] for w in known}


def plain_bfs(graph, start) -> dict[str, int]:
    depth = {start: 0}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        for other in graph[word]:
            if other not in depth:
                depth[other] = depth[word] + 1
                queue.append(other)
    return depth


def plain_analysis(words) -> dict:
    """Components (as sorted tuples) with their diameter and pairs, by BFS from every word."""
    graph = plain_graph(words)
    found: dict[tuple[str, ...], tuple[int, tuple]] = {}
    for w in sorted(graph):
        if any(w in members for members in found):
            continue
        members = tuple(sorted(plain_bfs(graph, w)))
        diameter, pairs = 0, []
        for a in members:
            depth = plain_bfs(graph, a)
            far = max(depth.values())
            if far > diameter:
                diameter, pairs = far, []
            if far == diameter:
                pairs += [(a, b) for b, d in depth.items() if d == far and a < b]
        found[members] = (diameter, tuple(sorted(pairs)))
    return {"edges": sum(map(len, graph.values())) // 2, "components": found,
            "degrees": dict(sorted(Counter(map(len, graph.values())).items()))}


def check_against_plain(words, length):
    report = analysis.analyze(from_words(words), length)
    expected = plain_analysis([w for w in dict.fromkeys(words) if len(w) == length])
    assert report.words == len([w for w in set(words) if len(w) == length])
    assert report.edges == expected["edges"]
    assert dict(report.degree_histogram) == expected["degrees"]
    assert {c.words: (c.diameter, c.diameter_pairs) for c in report.components} == expected["components"]
    sizes = [c.size for c in report.components]
    assert sizes == sorted(sizes, reverse=True)
    assert report.isolated == tuple(sorted(c[0] for c in expected["components"] if len(c) == 1))
    return report


# Exact values a user would check.

def test_fixed_list_four_letters():
    report = analysis.analyze(from_words(WORDS), 4)
    assert (report.length, report.words, report.edges) == (4, 13, 9)
    assert [c.words for c in report.components] == [
        ("card", "cold", "cord", "ward", "warm"), ("bats", "cats", "hats"), ("ordo", "orzo", "ouzo"),
        ("able",), ("lynx",)]
    assert [(c.diameter, c.diameter_pairs) for c in report.components] == [
        (4, (("cold", "warm"),)), (1, (("bats", "cats"), ("bats", "hats"), ("cats", "hats"))),
        (2, (("ordo", "ouzo"),)), (0, ()), (0, ())]
    assert report.isolated == ("able", "lynx")
    assert dict(report.degree_histogram) == {0: 2, 1: 4, 2: 7}
    assert report.component_of("orzo").words == ("ordo", "orzo", "ouzo")
    assert report.summary() == {
        "length": 4, "words": 13, "edges": 9, "isolated": 2, "components": 5, "largest_component": 5,
        "largest_components": [5, 3, 3, 1, 1], "diameter": 4, "diameter_pairs": [["cold", "warm"]],
        "max_diameter": 4, "degree_histogram": {"0": 2, "1": 4, "2": 7}}


def test_fixed_list_per_length():
    reports = analysis.analyze_lexicon(from_words(WORDS))
    assert [(r.length, r.words, r.edges, r.largest.diameter) for r in reports] == [(3, 3, 2, 2), (4, 13, 9, 4)]
    assert reports[0].largest.diameter_pairs == (("dot", "hit"),)


def test_members_on_request():
    summary = analysis.analyze(from_words(WORDS), 4).summary(members=True)
    assert summary["component_list"][2] == {"size": 3, "diameter": 2, "diameter_pairs": [["ordo", "ouzo"]],
                                            "members": ["ordo", "orzo", "ouzo"]}
    assert len(summary["component_list"]) == 5


def test_questions_without_diameters():
    index = WordGraph([w for w in WORDS if len(w) == 4])
    assert analysis.edges(index) == 9
    assert analysis.isolated(index) == ["able", "lynx"]
    assert analysis.components(index)[0] == ["card", "cold", "cord", "ward", "warm"]
    assert analysis.component(index, "warm") == ["card", "cold", "cord", "ward", "warm"]
    assert analysis.degree_histogram(index) == {0: 2, 1: 4, 2: 7}


def test_words_asked_about_are_read_by_the_word_rule():
    """component(), distances(), farthest() and component_of() read a word as the engines read
    one: component(index, "in o") makes up no component of it and the words next to it, and
    component_of("INTO") is into's, not a KeyError."""
    index = WordGraph(["into", "onto", "unto", "undo", "info", "cold"])
    assert analysis.component(index, " INTO ") == ["info", "into", "onto", "undo", "unto"]
    assert analysis.distances(index, "Into") == {"into": 0, "onto": 1, "unto": 1, "info": 1, "undo": 2}
    assert analysis.farthest(index, "INTO") == analysis.Farthest("into", 2, (("into", "unto", "undo"),))
    report = analysis.analyze(["into", "onto", "cold"], 4)
    assert report.component_of("INTO").words == ("into", "onto")
    for ask in (lambda w: analysis.component(index, w), lambda w: analysis.distances(index, w),
                lambda w: analysis.farthest(index, w), report.component_of):
        with pytest.raises(LexiconError, match=r"^'in o' is not a word: a space is not a letter$"):
            ask("in o")
        with pytest.raises(LexiconError, match=r"^'' is not a word: it is empty$"):
            ask("")
        with pytest.raises(TypeError, match="a word is a str, not int"):
            ask(4)


def test_a_word_outside_the_index():
    """A component is of the index's words: none for a word outside it (as Prolog's
    component/2 fails). Distances and the farthest words are measured from a start, which,
    like a ladder's, need not be in the list: its first step enters it."""
    index = WordGraph(["into", "onto", "unto", "undo", "info", "cold"])
    assert analysis.component(index, "inta") == [] and analysis.component(index, "zzzz") == []
    assert analysis.distances(index, "INTA") == {"inta": 0, "into": 1, "onto": 2, "unto": 2, "info": 2, "undo": 3}
    assert analysis.farthest(index, "inta").ladders == (("inta", "into", "unto", "undo"),)
    assert analysis.farthest(index, "zzzz") == analysis.Farthest("zzzz", 0, ())
    with pytest.raises(KeyError, match="zzzz"):
        analysis.analyze(["into", "onto", "cold"], 4).component_of("ZZZZ")
    with pytest.raises(KeyError, match="cat"):       # a word of another length
        analysis.analyze(["into", "onto", "cold"], 4).component_of("cat")


def test_farthest_gives_one_ladder_to_each():
    index = WordGraph([w for w in WORDS if len(w) == 4])
    assert analysis.farthest(index, "cold").summary() == {
        "word": "cold", "eccentricity": 4,
        "farthest": [{"word": "warm", "ladder": ["cold", "cord", "card", "ward", "warm"]}]}
    found = analysis.farthest(index, "card")
    assert (found.steps, found.ladders) == (2, (("card", "cord", "cold"), ("card", "ward", "warm")))
    assert analysis.farthest(index, "able").ladders == ()


def test_farthest_ladder_is_first_alphabetically():
    # two shortest ladders from aa to bb: aa-ab-bb and aa-ba-bb
    found = analysis.farthest(WordGraph(["aa", "ba", "ab", "bb"]), "aa")
    assert found.ladders == (("aa", "ab", "bb"),)


def test_farthest_searches_once_however_many_words_are_farthest(monkeypatch):
    """farthest() runs one breadth-first search for all the farthest words, not one each: from
    aaaaaaaaa in the 19,683 words of {a,b,c}^9 (512 farthest) one each takes two minutes,
    and hours on larger lists (the work is counted, not timed)."""
    words = ["".join(t) for t in itertools.product("abc", repeat=6)]
    index = WordGraph(words)
    asked = Counter()
    layers = WordGraph.layers

    def counted(self, first, keep=None):
        for layer in layers(self, first, keep):
            asked.update(layer)
            yield layer
    monkeypatch.setattr(WordGraph, "layers", counted)
    found = analysis.farthest(index, "aaaaaa")
    assert found.steps == 6 and len(found.ladders) == 2 ** 6     # {b,c}^6, six letters away
    assert found.ladders[0] == ("aaaaaa", "aaaaab", "aaaabb", "aaabbb", "aabbbb", "abbbbb", "bbbbbb")
    assert found.ladders[-1] == ("aaaaaa", "aaaaac", "aaaacc", "aaaccc", "aacccc", "accccc", "cccccc")
    assert [ladder[-1] for ladder in found.ladders] == ["".join(t) for t in itertools.product("bc", repeat=6)]
    assert max(asked.values()) == 1 and sum(asked.values()) == len(words)     # one search, its words once


def test_no_words_of_that_length():
    with pytest.raises(ValueError, match="no 7-letter words"):
        analysis.analyze(from_words(WORDS), 7)


@pytest.mark.parametrize("length", ["4", 4.0, True, None])
def test_a_length_is_a_whole_number(length):
    # "4" is not 'no 4-letter words', and 4.0 no report of length 4.0: each is a TypeError
    with pytest.raises(TypeError, match=f"^a word length is a whole number, not {length!r}$"):
        analysis.analyze(from_words(WORDS), length)


# Graphs whose diameter is known: they also exercise the bounds for components over 64 words.

def test_plain_strings_are_read_by_the_word_rule():
    # a list of strings is a lexicon's words, as the engines read it: "Hot" and "HOT" are
    # hot, and "h t" no word of its own
    plain = analysis.analyze(["Hot", "hot", "HOT", "dot", "Dot"], 3).summary()
    assert plain == analysis.analyze(from_words(["hot", "dot"]), 3).summary()
    assert plain["words"] == 2
    with pytest.raises(LexiconError, match="'h t' is not a word"):
        analysis.analyze(["hot", "h t"], 3)


def test_hypercube():
    """All 2^7 words over {a, b}: diameter 7, reached by the 64 pairs of opposite words."""
    words = ["".join(p) for p in itertools.product("ab", repeat=7)]
    report = analysis.analyze(from_words(words), 7)
    assert (report.edges, len(report.components), report.largest.diameter) == (7 * 64, 1, 7)
    opposite = {w: w.translate(str.maketrans("ab", "ba")) for w in words}
    assert report.largest.diameter_pairs == tuple(sorted((w, o) for w, o in opposite.items() if w < o))


def test_long_path():
    """aaa, aab, abb, bbb, bbc, ... zzz: a path of 76 words, 75 steps end to end."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    words = [a * i + b * (3 - i) for a, b in zip(letters, letters[1:]) for i in (3, 2, 1)] + ["zzz"]
    report = analysis.analyze(from_words(words), 3)
    assert (report.words, report.edges, len(report.components)) == (76, 75, 1)
    assert (report.largest.diameter, report.largest.diameter_pairs) == (75, (("aaa", "zzz"),))


def test_hamming_grid():
    """{a,b,c,d}^4: diameter 4, reached by every pair differing in all four letters."""
    words = ["".join(p) for p in itertools.product("abcd", repeat=4)]
    report = analysis.analyze(from_words(words), 4)
    assert report.largest.diameter == 4
    assert len(report.largest.diameter_pairs) == 256 * 81 // 2


@st.composite
def word_lists(draw):
    length = draw(st.integers(1, 5))
    alphabet = draw(st.sampled_from(["ab", "abc", "abcd", "xyz", "aéß"]))
    word = st.text(alphabet, min_size=length, max_size=length)
    return draw(st.lists(word, min_size=1, max_size=160, unique=True)), length


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(word_lists())
def test_agrees_with_plain_bfs_on_generated_lexicons(case):
    words, length = case
    check_against_plain(words, length)


@pytest.mark.parametrize("seed", range(6))
def test_agrees_with_plain_bfs_on_large_random_components(seed):
    """Random subsets of {a,b,c}^5 with components well over 64 words."""
    rng = random.Random(seed)
    grid = ["".join(p) for p in itertools.product("abc", repeat=5)]
    words = rng.sample(grid, rng.randint(90, 200))
    report = check_against_plain(words, 5)
    assert report.largest.size > 64


# The bundled lexicon, checked by the plain reference.

@pytest.mark.parametrize("length", [2, 3])
def test_bundled_short_words_in_full(length):
    words = bundled().of_length(length)
    report = check_against_plain(words, length)
    assert report.words == len(words) > 60


def test_bundled_five_letter_facts():
    """Components, isolated words and edges by the plain graph; the diameter pairs'
    distance and the eccentricity of both ends of each pair, by plain BFS."""
    words = bundled().of_length(5)
    report = analysis.analyze(bundled(), 5)
    graph = plain_graph(words)
    assert report.edges == sum(map(len, graph.values())) // 2
    assert report.isolated == tuple(sorted(w for w in words if not graph[w]))
    top = report.largest
    assert top.words == tuple(sorted(plain_bfs(graph, top.words[0])))
    assert top.diameter_pairs
    for a, b in top.diameter_pairs:
        from_a, from_b = plain_bfs(graph, a), plain_bfs(graph, b)
        assert from_a[b] == top.diameter == max(from_a.values()) == max(from_b.values())


@pytest.mark.slow
def test_bundled_five_letter_diameter_by_all_pairs():
    words = bundled().of_length(5)
    report = analysis.analyze(bundled(), 5)
    expected = plain_analysis(words)["components"]
    assert {c.words: (c.diameter, c.diameter_pairs) for c in report.components} == expected


def test_bundled_farthest_from_cold():
    index = WordGraph(bundled().of_length(4))
    depth = plain_bfs(plain_graph(index.words), "cold")
    steps = max(depth.values())
    found = analysis.farthest(index, "cold")
    assert found.steps == steps
    assert [ladder[-1] for ladder in found.ladders] == sorted(w for w, d in depth.items() if d == steps)
    for ladder in found.ladders:
        assert len(ladder) == steps + 1 and ladder[0] == "cold"
        assert all(one_apart(a, b) and b in depth for a, b in zip(ladder, ladder[1:]))


# Progress.

def test_progress_is_told_every_word():
    told = []
    analysis.analyze(from_words(WORDS), 4, told.append)
    assert sum(told) == 13


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_waits_a_second_then_draws_and_erases():
    now = [0.0]
    stream = Terminal()
    with ProgressBar(100, "words", stream=stream, clock=lambda: now[0], width=10) as bar:
        bar.advance(30)
        assert stream.getvalue() == ""          # under a second: nothing yet
        now[0] = 1.5
        bar.advance(20)
        assert stream.getvalue() == "\rwords [#####.....]  50% 50/100"
        now[0] = 1.55
        bar.advance(10)                          # within a tenth of a second: not redrawn
        assert stream.getvalue().count("\r") == 1
    assert stream.getvalue().endswith("\r" + " " * 30 + "\r")


def test_progress_bar_silent_off_a_terminal():
    now = [0.0]
    stream = io.StringIO()
    with ProgressBar(10, "words", stream=stream, clock=lambda: now[0]) as bar:
        now[0] = 5.0
        bar.advance(10)
    assert stream.getvalue() == "" and bar.done == 10
