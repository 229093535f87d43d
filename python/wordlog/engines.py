"""Ladder engines in pure Python: the lessons' BFS, an indexed engine, a naive one.

A ladder goes from ``start`` to ``target`` one letter at a time, every word after
the first in the word list; the target must be in the list, the start need not be.
Lengths count words, so ``hot -> dot`` is 2 and "no ladder" is 0.

Every engine answers ``ladder(start, target) -> list[str]`` ([] when none) and
``length(start, target) -> int``, so tests and benchmarks treat them alike.

>>> ladder_length("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
5
>>> ladder_chain("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
['hit', 'hot', 'dot', 'dog', 'cog']
"""
from __future__ import annotations

from collections import deque
from typing import Iterable, Protocol, Sequence

from .index import BucketIndex, buckets_of, patterns
from .ladders import ShortestDag, shortest_dag
from .lexicon import Lexicon


class Engine(Protocol):
    """What every ladder engine answers."""

    name: str

    def ladder(self, start: str, target: str) -> list[str]: ...

    def length(self, start: str, target: str) -> int: ...


def walk_back(parent: dict[str, str | None], word: str | None) -> list[str]:
    """Follow ``parent`` links from ``word`` to the root; the chain root-first."""
    chain = []
    while word is not None:
        chain.append(word)
        word = parent[word]
    return chain[::-1]


def ladder_chain(begin: str, end: str, word_list: Iterable[str]) -> list[str]:
    """A shortest ladder by breadth-first search over wildcard buckets, as the lessons write it.

    The buckets are built on every call; each bucket is removed after its first
    use, since every word in it has then been seen. Deterministic in input order.

    >>> ladder_chain("a", "c", ["b", "c"])
    ['a', 'c']
    """
    words = list(dict.fromkeys(word_list))
    if end not in words or len(begin) != len(end):
        return []
    buckets = buckets_of(w for w in words if len(w) == len(begin))
    parent: dict[str, str | None] = {begin: None}
    queue = deque([begin])
    while queue:
        word = queue.popleft()
        if word == end:
            return walk_back(parent, word)
        for pattern in patterns(word):
            for other in buckets.pop(pattern, ()):
                if other not in parent:
                    parent[other] = word
                    queue.append(other)
    return []


def ladder_length(begin: str, end: str, word_list: Iterable[str]) -> int:
    """The number of words in a shortest ladder, 0 when there is none.

    >>> ladder_length("hit", "cog", ["hot", "dot", "dog", "lot", "log"])
    0
    """
    return len(ladder_chain(begin, end, word_list))


class NaiveEngine:
    """Breadth-first search that compares the word at hand with every word of the list.

    ``comparisons`` counts word-to-word comparisons of the last query, the cost
    the bucket index saves. The start joins the list when it is not in it.
    Neighbours are taken in the order the bucket engines see them (position of
    the changed letter, then list order), so its ladders match :func:`ladder_chain`.

    >>> engine = NaiveEngine(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> engine.length("hit", "cog"), engine.comparisons
    (5, 42)
    """

    name = "naive"

    def __init__(self, words: Iterable[str]) -> None:
        self.words = list(dict.fromkeys(words))
        self.comparisons = 0

    @staticmethod
    def difference(a: str, b: str) -> int | None:
        """The position where ``a`` and ``b`` differ when that is their only difference, else None.

        >>> NaiveEngine.difference("hot", "hit"), NaiveEngine.difference("hot", "dig")
        (1, None)
        """
        if len(a) != len(b):
            return None
        diffs = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        return diffs[0] if len(diffs) == 1 else None

    def ladder(self, start: str, target: str) -> list[str]:
        self.comparisons = 0
        if target not in self.words or len(start) != len(target):
            return []
        words = self.words if start in self.words else self.words + [start]
        parent: dict[str, str | None] = {start: None}
        queue = deque([start])
        while queue:
            word = queue.popleft()
            if word == target:
                return walk_back(parent, word)
            self.comparisons += len(words)
            found = [(self.difference(word, other), i, other) for i, other in enumerate(words)]
            # neighbours in the bucket engines' order: position of the change, then list order
            for _, _, other in sorted(f for f in found if f[0] is not None):
                if other not in parent:
                    parent[other] = word
                    queue.append(other)
        return []

    def length(self, start: str, target: str) -> int:
        return len(self.ladder(start, target))


class Components:
    """Connected components of one word length, by union-find over the buckets.

    Each bucket is a clique, so joining every word of a bucket to its first word
    labels the components without building a single edge.

    >>> c = Components(BucketIndex(["cat", "cot", "dog"]))
    >>> c.joined("cat", "cot"), c.joined("cat", "dog")
    (True, False)
    """

    def __init__(self, index: BucketIndex) -> None:
        root = {w: w for w in index.words}

        def find(w: str) -> str:
            while root[w] != w:
                root[w] = root[root[w]]
                w = root[w]
            return w

        for bucket in index.buckets.values():
            first = find(bucket[0])
            for other in bucket[1:]:
                top = find(other)
                if top != first:
                    root[top] = first
        self.label = {w: find(w) for w in index.words}
        self.index = index

    def of(self, word: str) -> set[str]:
        """Component labels ``word`` can reach: its own, or its neighbours' if outside the list."""
        if word in self.label:
            return {self.label[word]}
        return {self.label[n] for n in self.index.neighbours(word)}

    def joined(self, start: str, target: str) -> bool:
        """True when some ladder may join ``start`` to ``target`` (a necessary condition)."""
        return start == target or self.label.get(target) in self.of(start)


class BfsEngine:
    """The bucket index built once per word length; bidirectional BFS per query.

    Pairs in different components are answered without search.

    >>> engine = BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> engine.ladder("hit", "cog")
    ['hit', 'hot', 'dot', 'dog', 'cog']
    """

    name = "bfs"

    def __init__(self, words: Lexicon | Sequence[str]) -> None:
        self.lexicon = words
        self._by_length: dict[int, tuple[BucketIndex, Components]] = {}

    def words_of_length(self, n: int) -> Sequence[str]:
        if isinstance(self.lexicon, Lexicon):
            return self.lexicon.of_length(n)
        return [w for w in self.lexicon if len(w) == n]

    def prepared(self, n: int) -> tuple[BucketIndex, Components]:
        """The index and components of length ``n``, built on first use."""
        if n not in self._by_length:
            index = BucketIndex(self.words_of_length(n))
            self._by_length[n] = (index, Components(index))
        return self._by_length[n]

    def index(self, n: int) -> BucketIndex:
        return self.prepared(n)[0]

    def ladder(self, start: str, target: str) -> list[str]:
        if len(start) != len(target):
            return []
        index, components = self.prepared(len(target))
        if target not in components.label or not components.joined(start, target):
            return []
        return bidirectional(index.neighbours, start, target)

    def length(self, start: str, target: str) -> int:
        return len(self.ladder(start, target))

    def shortest_dag(self, start: str, target: str) -> ShortestDag:
        """Every shortest ladder as a DAG (see :mod:`wordlog.ladders`); empty when there is none."""
        if len(start) != len(target):
            return ShortestDag(start, target, {})
        index, components = self.prepared(len(target))
        if target not in components.label or not components.joined(start, target):
            return ShortestDag(start, target, {})
        return shortest_dag(index, start, target)

    def all_ladders(self, start: str, target: str, limit: int | None = None) -> list[list[str]]:
        """Every shortest ladder (the first ``limit``), lexicographically sorted."""
        return self.shortest_dag(start, target).ladders(limit)

    def count(self, start: str, target: str) -> int:
        """How many shortest ladders there are, counted without listing them."""
        return self.shortest_dag(start, target).count()

    def friendly(self, start: str, target: str) -> list[str]:
        """The shortest ladder whose rarest word is most common (see :mod:`wordlog.ladders`)."""
        tier = self.lexicon.tier if isinstance(self.lexicon, Lexicon) else (lambda word: None)
        return self.shortest_dag(start, target).friendliest(tier)


def bidirectional(neighbours, start: str, target: str) -> list[str]:
    """A shortest path by breadth-first search from both ends, one layer at a time.

    The smaller frontier grows by a whole layer; among the meetings found in that
    layer the shortest (then first found) wins, so the result is optimal and
    deterministic. ``neighbours(word)`` must be symmetric for words of the list.

    >>> bidirectional(BucketIndex(["ab", "bb", "bc"]).neighbours, "ab", "bc")
    ['ab', 'bb', 'bc']
    """
    if start == target:
        return [start]
    sides = [({start: None}, [start]), ({target: None}, [target])]
    depth = [{start: 0}, {target: 0}]
    while sides[0][1] and sides[1][1]:
        s = 0 if len(sides[0][1]) <= len(sides[1][1]) else 1
        parent, frontier = sides[s]
        other_parent = sides[1 - s][0]
        best: tuple[int, str, str] | None = None
        layer: list[str] = []
        for word in frontier:
            for nxt in neighbours(word):
                if nxt in other_parent:
                    total = depth[s][word] + 1 + depth[1 - s][nxt]
                    if best is None or total < best[0]:
                        best = (total, word, nxt)
                elif nxt not in parent:
                    parent[nxt] = word
                    depth[s][nxt] = depth[s][word] + 1
                    layer.append(nxt)
        if best is not None:
            _, word, nxt = best
            near, far = walk_back(parent, word), walk_back(other_parent, nxt)[::-1]
            return near + far if s == 0 else far[::-1] + near[::-1]
        sides[s] = (parent, layer)
    return []
