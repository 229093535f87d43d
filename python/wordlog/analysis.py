"""The word graph of one word length: components, isolated words, diameters, degrees.

Words are vertices; two words are joined when they differ in one letter. For each
word length this module answers: how many words and edges, which words have no
neighbour (isolated), the components (largest first), the degree histogram, and
for every component its **diameter** (the longest shortest ladder, in steps) with
every pair of words that reaches it; and for any word its eccentricity (how far
its farthest words are) with one ladder to each.

Every component's diameter is exact, and fast. Breadth-first search runs from 64
words at once: one numpy ``uint64`` bitset per word over the adjacency in CSR form,
so one level of 64 searches is a gather and an OR-reduction over the edges. In a
large component, eccentricity bounds (Takes and Kosters) leave only a few hundred
words to search from; small components are searched from every word, many at once.
The pairs at the diameter come from searches from the peripheral words.

>>> from wordlog.lexicon import from_words
>>> report = analyze(from_words(["hot", "dot", "dog", "lot", "log", "cog", "ink"]), 3)
>>> report.edges, report.isolated, [c.size for c in report.components]
(8, ('ink',), [6, 1])
>>> report.largest.diameter, report.largest.diameter_pairs
(3, (('cog', 'hot'),))
>>> report
<Analysis of 3-letter words: 7 words, 8 edges, 2 components, diameter 3>
>>> farthest(WordGraph(["hot", "dot", "dog", "lot", "log", "cog"]), "dot").ladders
(('dot', 'dog', 'cog'), ('dot', 'dog', 'log'))
"""
from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from itertools import permutations
from typing import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from .graph import WordGraph, as_graph, collector_paused, walk_back
from .lexicon import Lexicon, as_lexicon, word_in
from .wording import plural, whole_number

#: Component sizes the readable report and ``largest_sizes`` show.
LARGEST_FEW = 5

Progress = Callable[[int], None]  # told how many more words are done
WORD = np.dtype("<u8")            # little-endian, so bit b of word k is source 64*k + b
ONE = WORD.type(1)


@dataclass(frozen=True)
class Component:
    """A connected component: its words sorted, its diameter in steps, the pairs reaching it.

    A single word has diameter 0 and no pairs; pairs are ``(a, b)`` with ``a < b``, sorted.
    """

    words: tuple[str, ...]
    diameter: int
    diameter_pairs: tuple[tuple[str, str], ...]

    def __repr__(self) -> str:
        """Its size and diameter, never its words.

        >>> Component(("cold", "cord"), 1, (("cold", "cord"),))
        <Component of 2 words, diameter 1>
        """
        return f"<Component of {plural(self.size, 'word')}, diameter {self.diameter}>"

    @property
    def size(self) -> int:
        return len(self.words)

    def summary(self) -> dict:
        """JSON-ready: size, diameter, diameter_pairs, members (the words), as ``wordlog
        component --json`` and ``wordlog stats --members --json`` give a component."""
        return {"size": self.size, "diameter": self.diameter,
                "diameter_pairs": [list(p) for p in self.diameter_pairs], "members": list(self.words)}


@dataclass(frozen=True)
class Analysis:
    """The word graph of one word length, analysed in full."""

    length: int
    words: int
    edges: int
    components: tuple[Component, ...]        # largest first, then by first word
    degree_histogram: Mapping[int, int]      # degree -> how many words have it

    def __repr__(self) -> str:
        """The totals, never the words (``print(analyze(bundled(), 4))`` is one line)."""
        return (f"<Analysis of {self.length}-letter words: {plural(self.words, 'word')}, "
                f"{plural(self.edges, 'edge')}, {plural(len(self.components), 'component')}, "
                f"diameter {self.largest.diameter}>")

    @property
    def isolated(self) -> tuple[str, ...]:
        """The words with no neighbour, sorted."""
        return tuple(sorted(c.words[0] for c in self.components if c.size == 1))

    @property
    def largest(self) -> Component:
        return self.components[0]

    def largest_sizes(self, few: int = LARGEST_FEW) -> list[int]:
        return [c.size for c in self.components[:few]]

    def component_of(self, word: str) -> Component:
        """The component holding ``word``, read by the word rule as the engines read a word
        (:func:`~wordlog.lexicon.word_in`: a :class:`~wordlog.lexicon.LexiconError` names
        text that is not a word); a KeyError naming it when it is a word but not one of
        this analysis.

        >>> analyze(["into", "onto", "cold"], 4).component_of(" INTO ").words
        ('into', 'onto')
        """
        return self._by_word[word_in(self._by_word, word)]

    @cached_property
    def _by_word(self) -> dict[str, Component]:
        """Each word's component, looked up once built."""
        return {word: component for component in self.components for word in component.words}

    def summary(self, *, members: bool = False) -> dict:
        """JSON-ready totals; with ``members`` every component in full."""
        top = self.largest
        report = {"length": self.length, "words": self.words, "edges": self.edges,
                  "isolated": len(self.isolated), "components": len(self.components),
                  "largest_component": top.size, "largest_components": self.largest_sizes(),
                  "diameter": top.diameter, "diameter_pairs": [list(p) for p in top.diameter_pairs],
                  "max_diameter": max(c.diameter for c in self.components),
                  "degree_histogram": {str(d): n for d, n in sorted(self.degree_histogram.items())}}
        if members:
            report["component_list"] = [c.summary() for c in self.components]
        return report


class CsrGraph:
    """A :class:`~wordlog.graph.WordGraph` of same-length words renumbered for bit-parallel
    search: component by component (largest first), sorted within each, so a component
    is a contiguous range of numbers; adjacency is in CSR form (numpy arrays).

    >>> g = CsrGraph(["cot", "cat", "dog"])
    >>> g.words, g.ranges, g.edges
    (('cat', 'cot', 'dog'), [(0, 2), (2, 3)], 1)
    """

    def __init__(self, words: Sequence[str] | WordGraph) -> None:
        index = words if isinstance(words, WordGraph) else WordGraph(words)
        ordered = index.components()
        self.index = index
        self.words = tuple(w for group in ordered for w in group)
        self.number = {w: i for i, w in enumerate(self.words)}
        self.ranges, start = [], 0
        for group in ordered:
            self.ranges.append((start, start + len(group)))
            start += len(group)
        pairs = [pair for bucket in index.buckets.values() if len(bucket) > 1
                 for pair in permutations([self.number[w] for w in bucket], 2)]
        src, dst = np.array(pairs, dtype=np.int64).reshape(-1, 2).T
        order = np.lexsort((dst, src))
        self.indices = dst[order]
        self.degree = np.bincount(src, minlength=len(self.words))
        self.indptr = np.concatenate(([0], np.cumsum(self.degree)))
        self.edges = len(self.indices) // 2

    def range_of(self, word: str) -> tuple[int, int]:
        """The number range of ``word``'s component (a KeyError when ``word`` is not in the graph)."""
        return self.ranges[bisect_right(self.ranges, (self.number[word], len(self.words))) - 1]

    def search(self, lo: int, hi: int) -> "_Search":
        """Searches over the words numbered ``lo`` to ``hi`` (a run of whole components)."""
        return _Search(self.indptr[lo:hi + 1], self.indices, lo)

    def components(self, ranges: Sequence[tuple[int, int]], progress: Progress | None = None) -> list[Component]:
        """The components numbered by ``ranges``, each with its diameter and the pairs reaching it.

        A component of more than 64 words is bounded (see :func:`_periphery`); smaller ones
        are searched from every word, as many components at once as fit in 64 sources.
        ``progress(n)`` is told as each ``n`` more words are done.
        """
        found: dict[tuple[int, int], Component] = {}
        run: list[tuple[int, int]] = []
        for lo, hi in sorted(ranges, key=lambda r: (r[1] - r[0] > 64, r)):
            if hi - lo == 1:
                found[lo, hi] = Component(self.words[lo:hi], 0, ())
                if progress:
                    progress(1)
            elif hi - lo > 64:
                search = self.search(lo, hi)
                diameter, peripheral = _periphery(search)
                found[lo, hi] = self._component(lo, hi, diameter, _far_pairs(search, peripheral, diameter))
                if progress:
                    progress(hi - lo)
            else:
                if run and (hi - lo > 64 - (run[-1][1] - run[0][0]) or lo != run[-1][1]):
                    found.update(self._small(run, progress))
                    run = []
                run.append((lo, hi))
        found.update(self._small(run, progress))
        return [found[r] for r in ranges]

    def _small(self, run: list[tuple[int, int]], progress: Progress | None) -> dict[tuple[int, int], Component]:
        """Components of a contiguous run of at most 64 words, searched from every word at once."""
        if not run:
            return {}
        first, last = run[0][0], run[-1][1]
        search = self.search(first, last)
        ecc = _eccentricities(search, np.arange(last - first))
        sources, want = [], []
        for lo, hi in run:
            diameter = ecc[lo - first:hi - first].max()
            peripheral = np.flatnonzero(ecc[lo - first:hi - first] == diameter) + lo - first
            sources.extend(peripheral.tolist())
            want.extend([diameter] * len(peripheral))
        pairs = _far_pairs(search, np.array(sources), np.array(want))
        if progress:
            progress(last - first)
        found = {}
        for lo, hi in run:
            inside = [(a - lo + first, b - lo + first) for a, b in pairs if lo <= a + first < hi]
            found[lo, hi] = self._component(lo, hi, int(ecc[lo - first:hi - first].max()), inside)
        return found

    def _component(self, lo: int, hi: int, diameter: int, pairs: Iterable[tuple[int, int]]) -> Component:
        """A :class:`Component` from numbers local to ``lo``: pairs sorted, words by number."""
        words = self.words[lo:hi]
        return Component(words, int(diameter), tuple((words[a], words[b]) for a, b in sorted(pairs)))


class _Search:
    """Breadth-first searches from up to 64 sources at once over a run of whole components.

    Word ``r``'s frontier entry holds, as bits, the sources whose search reached it
    at this level; one level of all 64 searches is a gather of the entries of each
    word's neighbours and an OR over them.
    """

    def __init__(self, indptr: np.ndarray, indices: np.ndarray, lo: int) -> None:
        self.size = len(indptr) - 1
        self.neighbours = indices[indptr[0]:indptr[-1]] - lo
        self.starts = indptr[:-1] - indptr[0]

    def levels(self, sources: np.ndarray) -> Iterator[tuple[int, np.ndarray, np.ndarray]]:
        """Yield ``(level, frontier, alive)`` for levels 1, 2, ... while any search goes on;
        ``alive`` marks the sources (by position) whose search reached new words."""
        frontier = np.zeros(self.size, dtype=WORD)
        frontier[sources] = ONE << np.arange(len(sources), dtype=WORD)
        unseen = ~frontier
        level = 0
        while True:
            reached = np.bitwise_or.reduceat(frontier[self.neighbours], self.starts)
            reached &= unseen
            alive = _bits(np.bitwise_or.reduce(reached)[None])[0, :len(sources)]
            if not alive.any():
                return
            unseen ^= reached
            frontier = reached
            level += 1
            yield level, frontier, alive

    def distances(self, sources: np.ndarray) -> np.ndarray:
        """Steps from each source (a column) to every word (a row) of its component."""
        dist = np.zeros((self.size, len(sources)), dtype=np.int64)
        for level, frontier, _ in self.levels(sources):
            rows, columns = _members(frontier)
            dist[rows, columns] = level
        return dist


def _bits(words: np.ndarray) -> np.ndarray:
    """Each ``uint64`` as a row of 64 booleans, bit b at column b."""
    return np.unpackbits(words.astype(WORD).view(np.uint8).reshape(-1, 8), axis=1, bitorder="little").astype(bool)


def _members(frontier: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(rows, sources)``: every word in the frontier with each source (by position) that reached it."""
    rows = np.flatnonzero(frontier)
    at, columns = np.nonzero(_bits(frontier[rows]))
    return rows[at], columns


def _eccentricities(search: _Search, sources: np.ndarray) -> np.ndarray:
    """Exact eccentricity of each of (at most 64) ``sources``."""
    ecc = np.zeros(len(sources), dtype=np.int64)
    for level, _, alive in search.levels(sources):
        ecc[alive] = level
    return ecc


def _periphery(search: _Search) -> tuple[int, np.ndarray]:
    """The diameter of one component and its peripheral words (those whose eccentricity it is).

    Eccentricity bounds in the manner of Takes and Kosters (2011): a search from ``s``
    tells every word ``v`` that ``max(d(s,v), ecc(s) - d(s,v)) <= ecc(v) <= ecc(s) + d(s,v)``.
    Each round searches from 64 undecided words, half with the highest upper bounds
    (likely peripheral), half with the lowest lower bounds (central, so they tighten
    everyone's upper bound); a word is decided when its bounds meet, or when its upper
    bound is below the largest eccentricity known, so it cannot be peripheral.
    Exact: every word left out provably has a smaller eccentricity.
    """
    lower = np.zeros(search.size, dtype=np.int64)
    upper = np.full(search.size, np.iinfo(np.int64).max // 2)
    degree = np.diff(np.append(search.starts, len(search.neighbours)))
    while True:
        known = lower == upper
        best = lower[known].max() if known.any() else 0
        undecided = np.flatnonzero(~known & (upper >= best))
        if not len(undecided):
            return int(best), np.flatnonzero(known & (lower == best))
        high = undecided[np.lexsort((-degree[undecided], -upper[undecided]))][:32]
        low = undecided[np.lexsort((-degree[undecided], lower[undecided]))]
        sources = np.concatenate((high, low[~np.isin(low, high)][:64 - len(high)]))
        dist = search.distances(sources)
        ecc = dist.max(axis=0)
        lower = np.maximum(lower, np.maximum(dist, ecc - dist).max(axis=1))
        upper = np.minimum(upper, (ecc + dist).min(axis=1))


def _far_pairs(search: _Search, sources: np.ndarray, want: int | np.ndarray) -> set[tuple[int, int]]:
    """Pairs ``(a, b)``, ``a < b``, of a source and a word exactly ``want`` steps from it
    (``want`` one number, or one per source), searched 64 sources at a time."""
    want = np.broadcast_to(np.asarray(want, dtype=np.int64), np.shape(sources))
    pairs: set[tuple[int, int]] = set()
    for first in range(0, len(sources), 64):
        batch, steps = sources[first:first + 64], want[first:first + 64]
        for level, frontier, _ in search.levels(batch):
            rows, columns = _members(frontier)
            keep = steps[columns] == level
            pairs.update((min(a, b), max(a, b)) for a, b in zip(batch[columns[keep]].tolist(), rows[keep].tolist()))
            if level >= steps.max():
                break
    return pairs


def analyze_graph(graph: CsrGraph, length: int, progress: Progress | None = None) -> Analysis:
    """Analyse every component of ``graph``."""
    histogram = dict(sorted(Counter(graph.degree.tolist()).items()))
    return Analysis(length, len(graph.words), graph.edges, tuple(graph.components(graph.ranges, progress)),
                    histogram)


def analyze(words: Lexicon | Iterable[str], length: int, progress: Progress | None = None) -> Analysis:
    """The full analysis of the ``length``-letter words of ``words`` (a lexicon, or words
    read by the word rule).

    Raises ValueError when there are none. ``progress(n)`` is told as each ``n`` more
    words are done.

    >>> from wordlog.lexicon import from_words
    >>> analyze(from_words(["ab", "cd"]), 2).isolated
    ('ab', 'cd')
    """
    found = words_of_length(words, length)
    if not found:
        raise ValueError(f"no {length}-letter words")
    with collector_paused():
        return analyze_graph(CsrGraph(found), length, progress)


def analyze_lexicon(words: Lexicon | Iterable[str], lengths: Iterable[int] | None = None,
                    progress: Progress | None = None) -> list[Analysis]:
    """One :class:`Analysis` per word length (every length present when ``lengths`` is None)."""
    lexicon = as_lexicon(words)
    return [analyze(lexicon, n, progress) for n in (lexicon.lengths() if lengths is None else lengths)]


def words_of_length(words: Lexicon | Iterable[str], length: int) -> Sequence[str]:
    """The ``length``-letter words of ``words``, a lexicon; plain strings are read by the word rule
    (:func:`~wordlog.lexicon.from_words`), as every engine reads them.

    >>> words_of_length(["Hot", "hot", "dot", "do"], 3)
    ('hot', 'dot')

    ``length`` is an int: ``"3"`` or ``3.0`` raises TypeError (it found no words, or
    reported a length of ``3.0``).
    """
    return as_lexicon(words).of_length(whole_number(length, "a word length"))


# Questions that need no diameter: plain Python over the word graph. Each takes the
# WordGraph of one length (``WordGraph(lexicon.of_length(n))``) and says so when given other.

def edges(graph: WordGraph) -> int:
    """The number of pairs of words one letter apart (:attr:`WordGraph.edges`).

    >>> edges(WordGraph(["cat", "cot", "cut", "dog"]))
    3
    """
    return as_graph(graph, "edges").edges


def isolated(graph: WordGraph) -> list[str]:
    """The words with no neighbour, sorted.

    >>> isolated(WordGraph(["cat", "cot", "dog"]))
    ['dog']
    """
    graph = as_graph(graph, "isolated")
    return sorted(w for w, near in zip(graph.words, graph.adjacency) if not near)


def components(graph: WordGraph) -> list[list[str]]:
    """Every component's sorted words, largest first, then by first word
    (:meth:`WordGraph.components`).

    >>> components(WordGraph(["dog", "cot", "cat", "ink", "ick"]))
    [['cat', 'cot'], ['ick', 'ink'], ['dog']]
    """
    return as_graph(graph, "components").components()


def degree_histogram(graph: WordGraph) -> dict[int, int]:
    """How many words have each number of neighbours.

    >>> degree_histogram(WordGraph(["cat", "cot", "cut", "dog"]))
    {0: 1, 2: 3}
    """
    return dict(sorted(Counter(map(len, as_graph(graph, "degree_histogram").adjacency)).items()))


def _layers_from(graph: WordGraph, word: str) -> Iterator[set[int]]:
    """The breadth-first layers of :meth:`WordGraph.layers` from ``word``, a word of the
    graph or not: after ``word`` itself (layer 0, not yielded), its neighbours, and so on."""
    i = graph.ids.get(word)
    layers = graph.layers([i] if i is not None else graph.neighbour_ids(word))
    if i is not None:
        next(layers)
    return layers


def distances(graph: WordGraph, word: str) -> dict[str, int]:
    """Steps from ``word`` to every word it can reach (itself at 0), by breadth-first search.

    ``word`` is read as the engines read a ladder's start (:func:`~wordlog.lexicon.word_in`:
    ``HOT`` is ``hot``; text that is not a word raises :class:`~wordlog.lexicon.LexiconError`), and
    like a ladder's start it need not be in the graph: its first step enters it.

    >>> distances(WordGraph(["hot", "dot", "dog"]), "hot")
    {'hot': 0, 'dot': 1, 'dog': 2}
    >>> distances(WordGraph(["hot", "dot", "dog"]), "HIT")
    {'hit': 0, 'hot': 1, 'dot': 2, 'dog': 3}
    """
    graph = as_graph(graph, "distances")
    word = word_in(graph.ids, word)
    depth, words = {word: 0}, graph.words
    for steps, layer in enumerate(_layers_from(graph, word), 1):
        depth.update((words[i], steps) for i in sorted(layer))
    return depth


def component(graph: WordGraph, word: str) -> list[str]:
    """The sorted words of ``word``'s component; ``[]`` when ``word`` is not a word of the
    graph (no vertex of it, as Prolog's ``component/2`` fails for it). ``word`` is read by
    the word rule (:func:`~wordlog.lexicon.word_in`): text that is not a word raises
    :class:`~wordlog.lexicon.LexiconError` naming it.

    >>> component(WordGraph(["hot", "dot", "dog", "ink"]), "DOG")
    ['dog', 'dot', 'hot']
    >>> component(WordGraph(["hot", "dot", "dog", "ink"]), "hit")
    []
    """
    graph = as_graph(graph, "component")
    i = graph.ids.get(word_in(graph.ids, word))
    if i is None:
        return []
    root = graph.root
    return sorted(w for w, r in zip(graph.words, root) if r == root[i])


@dataclass(frozen=True)
class Farthest:
    """The words farthest from ``word``, each with one shortest ladder (the first alphabetically)."""

    word: str
    steps: int
    ladders: tuple[tuple[str, ...], ...]

    def __repr__(self) -> str:
        """The word and how far, never the ladders.

        >>> farthest(WordGraph(["hot", "dot", "dog", "lot"]), "dog")
        <Farthest dog: 2 steps to 2 words>
        """
        return f"<Farthest {self.word}: {plural(self.steps, 'step')} to {plural(len(self.ladders), 'word')}>"

    def summary(self) -> dict:
        return {"word": self.word, "eccentricity": self.steps,
                "farthest": [{"word": ladder[-1], "ladder": list(ladder)} for ladder in self.ladders]}


def first_ladders(graph: WordGraph, word: str) -> tuple[dict[str, str | None], int, list[str]]:
    """For every word ``word`` reaches, the word before it on its first shortest ladder
    from ``word`` (the first alphabetically, as a list of words), ``word`` itself at None;
    and the steps to the farthest words, with those words (the last layer): one
    breadth-first search for all of them. Each layer is put in the order of its words'
    first ladders, so a word's parent is its neighbour of the layer before that comes
    first there, and the layer is ordered by (parent's place, word).

    ``word`` is read as :func:`distances` reads it (the word rule; it need not be in the graph).

    >>> first, steps, last = first_ladders(WordGraph(["aa", "ba", "ab", "bb", "bc"]), "aa")
    >>> walk_back(first, "bb"), walk_back(first, "bc"), steps, last
    (['aa', 'ab', 'bb'], ['aa', 'ba', 'bc'], 2, ['bb', 'bc'])
    """
    graph = as_graph(graph, "first_ladders")
    word = word_in(graph.ids, word)
    words, adjacency = graph.words, graph.adjacency
    parent: dict[str, str | None] = {word: None}
    place: dict[int, int] = {}                  # a word's place in the order of first ladders
    previous: list[int] | None = None           # None: the layer before is ``word`` alone
    steps = 0
    for layer in _layers_from(graph, word):
        if previous is None:
            up = dict.fromkeys(layer, -1)       # -1: ``word``, before every other
        else:
            up = {i: min((j for j in adjacency[i] if j in place), key=place.__getitem__) for i in layer}
        ordered = sorted(layer, key=lambda i: (place.get(up[i], -1), words[i]))
        for i in ordered:
            parent[words[i]] = word if up[i] < 0 else words[up[i]]
        place = {i: k for k, i in enumerate(ordered)}
        previous, steps = ordered, steps + 1
    last = [words[i] for i in previous] if previous is not None else [word]
    return parent, steps, last


def farthest(graph: WordGraph, word: str) -> Farthest:
    """The words farthest from ``word`` and one ladder to each (none when ``word`` is isolated).
    One search finds them all and their ladders: a search for each of them takes hours when
    thousands are equally far.

    ``word`` is read as :func:`distances` reads it: by the word rule (a
    :class:`~wordlog.lexicon.LexiconError` names text that is not a word), and, as a ladder's
    start, it need not be in the graph (``wordlog farthest`` asks for a word of the list).

    >>> farthest(WordGraph(["hot", "dot", "dog"]), " HOT ").ladders
    (('hot', 'dot', 'dog'),)
    """
    graph = as_graph(graph, "farthest")
    word = word_in(graph.ids, word)
    first, steps, last = first_ladders(graph, word)
    far = sorted(last) if steps else []         # an isolated word's last layer is itself
    return Farthest(word, steps, tuple(tuple(walk_back(first, t)) for t in far))
