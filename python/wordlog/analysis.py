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
>>> farthest(BucketIndex(["hot", "dot", "dog", "lot", "log", "cog"]), "dot")
Farthest(word='dot', steps=2, ladders=(('dot', 'dog', 'cog'), ('dot', 'dog', 'log')))
"""
from __future__ import annotations

from bisect import bisect_right
from collections import Counter, deque
from dataclasses import dataclass
from functools import cached_property
from itertools import permutations
from typing import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from .engines import Components, walk_back
from .index import BucketIndex, collector_paused
from .lexicon import Lexicon, as_lexicon, word_in
from .wording import whole_number

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


class WordGraph:
    """The graph of one list of same-length words, ready for bit-parallel search.

    Words are numbered component by component (largest first), sorted within each,
    so a component is a contiguous range of numbers; adjacency is in CSR form.

    >>> g = WordGraph(["cot", "cat", "dog"])
    >>> g.words, g.ranges, g.edges
    (('cat', 'cot', 'dog'), [(0, 2), (2, 3)], 1)
    """

    def __init__(self, words: Sequence[str] | BucketIndex) -> None:
        index = words if isinstance(words, BucketIndex) else BucketIndex(words)
        ordered = components(index)
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


def analyze_graph(graph: WordGraph, length: int, progress: Progress | None = None) -> Analysis:
    """Analyse every component of ``graph``."""
    histogram = dict(sorted(Counter(graph.degree.tolist()).items()))
    return Analysis(length, len(graph.words), graph.edges, tuple(graph.components(graph.ranges, progress)),
                    histogram)


def analyze(lexicon: Lexicon | Iterable[str], length: int, progress: Progress | None = None) -> Analysis:
    """The full analysis of the ``length``-letter words of ``lexicon``.

    Raises ValueError when there are none. ``progress(n)`` is told as each ``n`` more
    words are done.

    >>> from wordlog.lexicon import from_words
    >>> analyze(from_words(["ab", "cd"]), 2).isolated
    ('ab', 'cd')
    """
    words = words_of_length(lexicon, length)
    if not words:
        raise ValueError(f"no {length}-letter words")
    with collector_paused():
        return analyze_graph(WordGraph(words), length, progress)


def analyze_lexicon(lexicon: Lexicon, lengths: Iterable[int] | None = None,
                    progress: Progress | None = None) -> list[Analysis]:
    """One :class:`Analysis` per word length (every length present when ``lengths`` is None)."""
    return [analyze(lexicon, n, progress) for n in (lexicon.lengths() if lengths is None else lengths)]


def words_of_length(lexicon: Lexicon | Iterable[str], length: int) -> Sequence[str]:
    """The ``length``-letter words of ``lexicon``; plain strings are read by the word rule
    (:func:`~wordlog.lexicon.from_words`), as every engine reads them.

    >>> words_of_length(["Hot", "hot", "dot", "do"], 3)
    ('hot', 'dot')

    ``length`` is an int: ``"3"`` or ``3.0`` raises TypeError (it found no words, or
    reported a length of ``3.0``).
    """
    return as_lexicon(lexicon).of_length(whole_number(length, "a word length"))


# Questions that need no diameter: plain Python over the bucket index.

def edges(index: BucketIndex) -> int:
    """The number of pairs of words one letter apart (each bucket is a clique).

    >>> edges(BucketIndex(["cat", "cot", "cut", "dog"]))
    3
    """
    return sum(len(b) * (len(b) - 1) // 2 for b in index.buckets.values())


def isolated(index: BucketIndex) -> list[str]:
    """The words with no neighbour, sorted.

    >>> isolated(BucketIndex(["cat", "cot", "dog"]))
    ['dog']
    """
    return sorted(w for w in index.words if not index.neighbours(w))


def components(index: BucketIndex) -> list[list[str]]:
    """Every component's sorted words, largest first, then by first word.

    >>> components(BucketIndex(["dog", "cot", "cat", "ink", "ick"]))
    [['cat', 'cot'], ['ick', 'ink'], ['dog']]
    """
    label = Components(index).label
    groups: dict[str, list[str]] = {}
    for word in sorted(index.words):
        groups.setdefault(label[word], []).append(word)
    return sorted(groups.values(), key=lambda ws: (-len(ws), ws[0]))


def degree_histogram(index: BucketIndex) -> dict[int, int]:
    """How many words have each number of neighbours.

    >>> degree_histogram(BucketIndex(["cat", "cot", "cut", "dog"]))
    {0: 1, 2: 3}
    """
    return dict(sorted(Counter(len(index.neighbours(w)) for w in index.words).items()))


def distances(index: BucketIndex, word: str) -> dict[str, int]:
    """Steps from ``word`` to every word it can reach (itself at 0), by breadth-first search.

    ``word`` is read as the engines read a ladder's start (:func:`~wordlog.lexicon.word_in`:
    ``HOT`` is ``hot``; text that is not a word raises :class:`~wordlog.lexicon.LexiconError`), and
    like a ladder's start it need not be in the index: its first step enters it.

    >>> distances(BucketIndex(["hot", "dot", "dog"]), "hot")
    {'hot': 0, 'dot': 1, 'dog': 2}
    >>> distances(BucketIndex(["hot", "dot", "dog"]), "HIT")
    {'hit': 0, 'hot': 1, 'dot': 2, 'dog': 3}
    """
    word = word_in(index.ids, word)
    depth = {word: 0}
    queue = deque([word])
    while queue:
        here = queue.popleft()
        for other in index.neighbours(here):
            if other not in depth:
                depth[other] = depth[here] + 1
                queue.append(other)
    return depth


def component(index: BucketIndex, word: str) -> list[str]:
    """The sorted words of ``word``'s component; ``[]`` when ``word`` is not a word of the
    index (no vertex of its graph, as Prolog's ``component/2`` fails for it). ``word`` is
    read by the word rule (:func:`~wordlog.lexicon.word_in`): text that is not a word raises
    :class:`~wordlog.lexicon.LexiconError` naming it.

    >>> component(BucketIndex(["hot", "dot", "dog", "ink"]), "DOG")
    ['dog', 'dot', 'hot']
    >>> component(BucketIndex(["hot", "dot", "dog", "ink"]), "hit")
    []
    """
    word = word_in(index.ids, word)
    return sorted(distances(index, word)) if word in index.ids else []


@dataclass(frozen=True)
class Farthest:
    """The words farthest from ``word``, each with one shortest ladder (the first alphabetically)."""

    word: str
    steps: int
    ladders: tuple[tuple[str, ...], ...]

    def summary(self) -> dict:
        return {"word": self.word, "eccentricity": self.steps,
                "farthest": [{"word": ladder[-1], "ladder": list(ladder)} for ladder in self.ladders]}


def first_ladders(index: BucketIndex, word: str) -> tuple[dict[str, str | None], int, list[str]]:
    """For every word ``word`` reaches, the word before it on its first shortest ladder
    from ``word`` (the first alphabetically, as a list of words), ``word`` itself at None;
    and the steps to the farthest words, with those words (the last layer): one
    breadth-first search for all of them. A layer is searched in the order of its words'
    first ladders, so a word's first parent found is the one on its first ladder, and the
    next layer is put in that order by (parent's place, word).

    ``word`` is read as :func:`distances` reads it (the word rule; it need not be in the index).

    >>> first, steps, last = first_ladders(BucketIndex(["aa", "ba", "ab", "bb", "bc"]), "aa")
    >>> walk_back(first, "bb"), walk_back(first, "bc"), steps, last
    (['aa', 'ab', 'bb'], ['aa', 'ba', 'bc'], 2, ['bb', 'bc'])
    """
    word = word_in(index.ids, word)
    parent: dict[str, str | None] = {word: None}
    place, layer, steps = {word: 0}, [word], 0
    while True:
        found: dict[str, str] = {}
        for here in layer:
            for other in index.neighbours(here):
                if other not in parent and other not in found:
                    found[other] = here
        if not found:
            return parent, steps, layer
        layer, steps = sorted(found, key=lambda w: (place[found[w]], w)), steps + 1
        for w in layer:
            parent[w], place[w] = found[w], len(place)


def farthest(index: BucketIndex, word: str) -> Farthest:
    """The words farthest from ``word`` and one ladder to each (none when ``word`` is isolated).
    One search finds them all: a search for each of them took hours when thousands are
    equally far, and the words themselves came from a search of their own.

    ``word`` is read as :func:`distances` reads it: by the word rule (a
    :class:`~wordlog.lexicon.LexiconError` names text that is not a word), and, as a ladder's
    start, it need not be in the index (``wordlog farthest`` asks for a word of the list).

    >>> farthest(BucketIndex(["hot", "dot", "dog"]), " HOT ")
    Farthest(word='hot', steps=2, ladders=(('hot', 'dot', 'dog'),))
    """
    word = word_in(index.ids, word)
    first, steps, last = first_ladders(index, word)
    far = sorted(last) if steps else []         # an isolated word's last layer is itself
    return Farthest(word, steps, tuple(tuple(walk_back(first, t)) for t in far))
