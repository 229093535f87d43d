"""All shortest ladders, their number, and the friendliest one, from one DAG.

A breadth-first search from both ends, stopped where they meet, gives the words on
some shortest ladder and the links between them: a DAG. Ladders are read off the DAG
(never by enumerating all paths), counted on it without listing, and the friendliest
is chosen on it by dynamic programming.

>>> from wordlog.graph import WordGraph
>>> dag = shortest_dag(WordGraph(["hot", "dot", "dog", "lot", "log", "cog"]), "hit", "cog")
>>> dag.count()
2
>>> dag.ladders()
[['hit', 'hot', 'dot', 'dog', 'cog'], ['hit', 'hot', 'lot', 'log', 'cog']]
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from itertools import islice
from typing import Callable, Iterable, Iterator, Mapping, TypeVar

from .graph import WordGraph
from .wording import plural

T = TypeVar("T")


def first(items: Iterable[T], count: int | None) -> Iterator[T]:
    """The first ``count`` of ``items`` (all when None), each as it comes. A count past
    ``sys.maxsize``, which ``islice`` refuses and no list or run reaches, takes them all.

    >>> list(first("abc", 2)), list(first("abc", 10**20)), list(first("abc", None))
    (['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c'])
    """
    return islice(items, None if count is None else min(count, sys.maxsize))


#: The tier given to a word whose SCOWL size is unknown: rarer than any SCOWL size. A list
#: whose own sizes run to 100 or more puts it one past the largest (:func:`unknown_tier`).
UNKNOWN_TIER = 100


def unknown_tier(tiers: Iterable[int | None]) -> int:
    """The tier that ranks a word of unknown size among words of ``tiers`` (None: unknown):
    :data:`UNKNOWN_TIER`, or one more than the largest known tier, so it is rarer than any.

    >>> unknown_tier([10, None, 95]), unknown_tier([1, 500, None])
    (100, 501)
    """
    return max([UNKNOWN_TIER, *(t + 1 for t in tiers if t is not None)])


@dataclass(frozen=True)
class ShortestDag:
    """The words on shortest ladders from ``start`` to ``target``, each with its next words."""

    start: str
    target: str
    children: Mapping[str, tuple[str, ...]]  # next words, sorted; empty: no ladder, or start is target
    exists: bool = True  # False: no ladder at all (e.g. the target is not a word of the list)

    def __repr__(self) -> str:
        """The question and what the DAG holds, never its words.

        >>> shortest_dag(WordGraph(["hot", "dot", "dog", "lot", "log", "cog"]), "hit", "cog")
        <ShortestDag hit -> cog: 2 ladders of 5 words>
        """
        count = self.count()
        return (f"<ShortestDag {self.start} -> {self.target}: {plural(count, 'ladder')}"
                + (f" of {plural(self.length, 'word')}>" if count else ">"))

    @property
    def length(self) -> int:
        """Words in a shortest ladder (0 when none)."""
        n, word = 0, self.start
        if not self.exists or (not self.children and self.start != self.target):
            return 0
        while True:
            n += 1
            if word == self.target:
                return n
            word = self.children[word][0]

    def count(self) -> int:
        """How many shortest ladders there are, counted on the DAG without listing them."""
        if not self.exists:
            return 0
        if self.start == self.target:
            return 1
        if not self.children:
            return 0
        paths = {self.target: 1}
        for word in self.nearest_last():
            paths[word] = sum(paths[c] for c in self.children[word])
        return paths[self.start]

    def layers(self) -> list[list[str]]:
        """The words of the DAG by their distance from the start, each layer sorted: from
        ``[start]`` to ``[target]``; ``[]`` when there is no ladder.

        >>> from wordlog.graph import WordGraph
        >>> shortest_dag(WordGraph(["hot", "dot", "dog", "lot", "log", "cog"]), "hot", "cog").layers()
        [['hot'], ['dot', 'lot'], ['dog', 'log'], ['cog']]
        """
        if not self.exists or (not self.children and self.start != self.target):
            return []
        layers = [[self.start]]
        while layers[-1] != [self.target]:
            layers.append(sorted({c for word in layers[-1] for c in self.children[word]}))
        return layers

    def nearest_last(self) -> list[str]:
        """The words of the DAG but the target, farthest from the target first, so that a
        word comes after all its children: dynamic programming over it needs no recursion,
        however long the ladders (a recursion a word deep overflowed Python's stack on
        ladders of a few hundred words).

        >>> from wordlog.graph import WordGraph
        >>> shortest_dag(WordGraph(["hot", "dot", "dog", "lot", "log", "cog"]), "hot", "cog").nearest_last()
        ['dog', 'log', 'dot', 'lot', 'hot']
        """
        return [word for layer in reversed(self.layers()[:-1]) for word in layer]

    def __iter__(self) -> Iterator[list[str]]:
        """Every shortest ladder, in lexicographic order (depth-first over sorted children)."""
        if not self.exists:
            return
        if self.start == self.target:
            yield [self.start]
            return
        if not self.children:
            return
        stack = [[self.start]]
        while stack:
            path = stack.pop()
            if path[-1] == self.target:
                yield path
            else:
                stack.extend(path + [c] for c in reversed(self.children[path[-1]]))

    def ladders(self, limit: int | None = None) -> list[list[str]]:
        """The first ``limit`` ladders (all when None), lexicographically sorted.

        A limit past ``sys.maxsize`` asks for them all (:func:`first`): no list holds more.

        >>> from wordlog.graph import WordGraph
        >>> len(shortest_dag(WordGraph(["hot", "dot", "dog", "cog"]), "hot", "cog").ladders(10**20))
        1
        """
        return list(first(self, check_ladder_limit(limit)))

    def friendliest(self, tier: Callable[[str], int | None]) -> list[str]:
        """The shortest ladder whose rarest word is most common, then smallest tier sum,
        then first alphabetically. Only the words between start and target count (both
        ends are in every ladder); an unknown tier counts as rarer than any of theirs
        (:func:`unknown_tier`).

        >>> from wordlog.graph import WordGraph
        >>> dag = shortest_dag(WordGraph(["jjj", "jjq", "jqq", "qjj", "qqj", "qqq"]), "jjj", "qqq")
        >>> dag.friendliest({"jjq": 500, "jqq": 600}.get)      # qjj, qqj: no size, so rarer
        ['jjj', 'jjq', 'jqq', 'qqq']
        """
        if not self.exists:
            return []
        if self.start == self.target or not self.children:
            return [self.start] if self.start == self.target else []
        inner = {c for cs in self.children.values() for c in cs} - {self.target}
        unknown = unknown_tier(map(tier, inner))

        def rank(word: str) -> int:
            """A word's tier; the ends are in every ladder, so they do not count."""
            if word == self.target:
                return 0
            t = tier(word)
            return unknown if t is None else t

        order = self.nearest_last()
        # bottleneck: the least possible rarest tier on the way from a word (excluded) to the target
        bottleneck = {self.target: 0}
        for word in order:
            bottleneck[word] = min(max(rank(c), bottleneck[c]) for c in self.children[word])
        ceiling = bottleneck[self.start]
        # best: (tier sum, next word) of the best way on from a word under the ceiling, None when
        # there is none; of equal sums the first next word, as children are distinct words
        best: dict[str, tuple[int, str] | None] = {self.target: (0, self.target)}
        for word in order:
            options = [(rank(c) + way[0], c) for c in self.children[word]
                       if rank(c) <= ceiling and (way := best[c]) is not None]
            best[word] = min(options) if options else None
        ladder = [self.start]
        while ladder[-1] != self.target:
            way = best[ladder[-1]]
            assert way is not None   # the ceiling is reached from the start, so some way is under it
            ladder.append(way[1])
        return ladder


def shortest_dag(graph: WordGraph, start: str, target: str) -> ShortestDag:
    """Build the DAG of shortest ladders from ``start`` to ``target`` over ``graph``.

    The target must be a word of the graph (else there is no ladder); the start need not be.

    Breadth-first search from both ends, a whole layer at a time, the smaller frontier
    first, each word of a new layer with all its parents in the layer before. The first
    layer that reaches the other side's words meets it at that side's last layer (nothing
    nearer, or the two would have met before), and every shortest ladder passes through
    a word of that meeting: the DAG is the meeting's words with their parents on each
    side, back to each end. Meeting in the middle, the two searches see far fewer words
    than one from the start to the target.

    >>> graph = WordGraph(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> dict(shortest_dag(graph, "hit", "cog").children)["hot"], shortest_dag(graph, "hit", "cat").exists
    (('dot', 'lot'), False)
    """
    t = graph.ids.get(target)
    if t is None:
        return ShortestDag(start, target, {}, exists=False)
    if start == target:
        return ShortestDag(start, target, {})
    s = graph.ids.get(start, -1)                 # -1: a start outside the graph
    near_start, adjacency = graph.neighbour_ids(start), graph.adjacency
    ahead: dict[int, list[int]] = {s: []}        # word -> its parents one layer nearer the start
    behind: dict[int, list[int]] = {t: []}       # word -> its parents one layer nearer the target
    front, back = [s], [t]
    meeting: list[int] = []
    while front and back and not meeting:
        forward = len(front) <= len(back)
        seen, other = (ahead, behind) if forward else (behind, ahead)
        layer: dict[int, list[int]] = {}
        for i in (front if forward else back):
            for j in (adjacency[i] if i >= 0 else near_start):
                if j not in seen:
                    layer.setdefault(j, []).append(i)
        seen.update(layer)
        meeting = [j for j in layer if j in other]
        if forward:
            front = list(layer)
        else:
            back = list(layer)
    if not meeting:
        return ShortestDag(start, target, {}, exists=False)
    children: dict[int, set[int]] = {}
    for parents, forward in ((ahead, True), (behind, False)):
        todo, done = list(meeting), set(meeting)
        while todo:
            word = todo.pop()
            for parent in parents[word]:
                if forward:
                    children.setdefault(parent, set()).add(word)
                else:
                    children.setdefault(word, set()).add(parent)
                if parent not in done:
                    done.add(parent)
                    todo.append(parent)
    words = graph.words

    def name(i: int) -> str:
        return words[i] if i >= 0 else start
    return ShortestDag(start, target, {name(w): tuple(sorted(map(name, cs))) for w, cs in children.items()})


def check_ladder_limit(limit: int | None) -> int | None:
    """``limit`` of ``all_ladders``: None (all) or a count of 0 or more; else a ValueError.

    >>> check_ladder_limit(3), check_ladder_limit(None)
    (3, None)
    >>> check_ladder_limit(-1)
    Traceback (most recent call last):
    ...
    ValueError: the limit must be None (all) or a count of 0 or more, not -1
    """
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 0):
        raise ValueError(f"the limit must be None (all) or a count of 0 or more, not {limit!r}")
    return limit
