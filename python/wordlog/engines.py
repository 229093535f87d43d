"""Ladder engines in pure Python: the lessons' search, the naive engine, the fast one.

A ladder goes from ``start`` to ``target`` one letter at a time, every word after
the first in the word list; the target must be in the list, the start need not be.
Lengths count words, so ``hot -> dot`` is 2 and "no ladder" is 0.

The reference is the lessons' breadth-first search (:func:`ladder_search`), short
enough to trust at a glance: :func:`ladder_chain` runs it over wildcard buckets, as
the lessons write it, and :class:`NaiveEngine` over a successor that compares the
word with every word of its length. :class:`BfsEngine` is the fast engine, the one
place where speed tricks live, over the :class:`~wordlog.graph.WordGraph` of each
word length. Every engine answers ``ladder(start, target) -> list[str]`` ([] when
none) and ``length(start, target) -> int``, so tests and benchmarks treat them alike;
:class:`BfsEngine` also answers ``all_ladders``, ``count`` and ``friendly``, from one
DAG of shortest ladders (:mod:`wordlog.ladders`).

>>> ladder_length("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
5
>>> ladder_chain("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
['hit', 'hot', 'dot', 'dog', 'cog']
"""
from __future__ import annotations

from collections import deque
from itertools import filterfalse
from typing import Callable, Iterable, Protocol, Sequence

from .graph import WordGraph, buckets_of, collector_paused, patterns, walk_back
from .ladders import ShortestDag, shortest_dag
from .lexicon import Lexicon, as_lexicon, bundled, word_in
from .wording import not_one_str, text_of


class Engine(Protocol):
    """What every ladder engine answers."""

    name: str

    def ladder(self, start: str, target: str) -> list[str]:
        """A shortest ladder from ``start`` to ``target``, both ends included; ``[]`` when there
        is none (no path, different lengths, a target outside the lexicon). A target that is
        the start gives the one-word ladder. Raises :class:`~wordlog.lexicon.LexiconError` for
        text that is not a word, :class:`TypeError` for anything but a ``str``."""
        ...

    def length(self, start: str, target: str) -> int:
        """The number of words of :meth:`ladder` (``hot -> dot`` is 2), 0 when there is none."""
        ...


def ladder_search(start: str, target: str, successors: Callable[[str], Iterable[str]]) -> list[str]:
    """The lessons' breadth-first search: a queue from ``start``, each word's ``successors``
    taken in their order, the first ladder to reach ``target`` returned; ``[]`` when none.

    >>> ladder_search("a", "c", {"a": ["b"], "b": ["c"]}.get)
    ['a', 'b', 'c']
    """
    parent: dict[str, str | None] = {start: None}
    queue = deque([start])
    while queue:
        word = queue.popleft()
        if word == target:
            return walk_back(parent, word)
        for other in successors(word):
            if other not in parent:
                parent[other] = word
                queue.append(other)
    return []


def ladder_chain(begin: str, end: str, word_list: Iterable[str]) -> list[str]:
    """A shortest ladder by breadth-first search over wildcard buckets, as the lessons write it.

    The buckets are built on every call; each bucket is removed after its first
    use, since every word in it has then been seen. Deterministic in input order.

    >>> ladder_chain("a", "c", ["b", "c"])
    ['a', 'c']

    ``word_list`` is words: one str (``"bc"``) raises TypeError rather than go letter by letter,
    and so does anything but a str as a word, there or as ``begin`` or ``end``.
    """
    text_of(begin, "a word")
    text_of(end, "a word")
    words = list(dict.fromkeys(text_of(w, "a word")
                               for w in not_one_str(word_list, "ladder_chain takes a list of words")))
    if end not in words or len(begin) != len(end):
        return []
    buckets = buckets_of(w for w in words if len(w) == len(begin))
    return ladder_search(begin, end, lambda word: [other for pattern in patterns(word)
                                                   for other in buckets.pop(pattern, ())])


def ladder_length(begin: str, end: str, word_list: Iterable[str]) -> int:
    """The number of words in a shortest ladder, 0 when there is none.

    >>> ladder_length("hit", "cog", ["hot", "dot", "dog", "lot", "log"])
    0
    """
    return len(ladder_chain(begin, end, word_list))


class NaiveEngine:
    """The lessons' search (:func:`ladder_search`) with a successor that compares the word
    at hand with every word of its length in the list: what the buckets save.

    ``comparisons`` counts the word-to-word comparisons of the last question. The list
    and the questions are read by the word rule, as the other engines read them.
    Successors come in the order the buckets give them (position of the changed letter,
    then list order), so its ladders are :func:`ladder_chain`'s.

    >>> engine = NaiveEngine(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> engine.ladder("hit", "cog"), engine.comparisons
    (['hit', 'hot', 'dot', 'dog', 'cog'], 36)
    """

    name = "naive"

    def __init__(self, words: Lexicon | Iterable[str]) -> None:
        self.lexicon = as_lexicon(words)
        self.comparisons = 0

    def __repr__(self) -> str:
        return f"<NaiveEngine over {self.lexicon.name}>"

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

    def successors(self, word: str) -> list[str]:
        """The words of the list one letter from ``word``, by the position of the change,
        then in list order: found by comparing ``word`` with every word of its length."""
        words = self.lexicon.of_length(len(word))
        self.comparisons += len(words)
        found = [(self.difference(word, other), i) for i, other in enumerate(words)]
        return [words[i] for _, i in sorted(f for f in found if f[0] is not None)]

    def ladder(self, start: str, target: str) -> list[str]:
        """A shortest ladder, ``[]`` when there is none (as :meth:`Engine.ladder`): the
        first found, as :func:`ladder_chain` finds it.

        >>> NaiveEngine(["hot", "dot", "dog", "lot", "log", "cog"]).ladder("hit", "cog")
        ['hit', 'hot', 'dot', 'dog', 'cog']
        """
        start, target = word_in(self.lexicon, start), word_in(self.lexicon, target)
        self.comparisons = 0
        if target not in self.lexicon or len(start) != len(target):
            return []
        return ladder_search(start, target, self.successors)

    def length(self, start: str, target: str) -> int:
        """The number of words of :meth:`ladder`, 0 when there is none."""
        return len(self.ladder(start, target))


class BfsEngine:
    """The fast engine: the word graph of each length built once, then a breadth-first
    search from both ends per question.

    Words are numbers and neighbours tuples of numbers (:class:`~wordlog.graph.WordGraph`),
    so a whole layer moves in one set operation (:func:`meet`), and a meeting is looked
    for before a layer is made. A pair in different
    components is answered without a search. Of several shortest ladders it gives one
    its two searches meet on, the same one every time; :func:`ladder_chain` gives the
    lessons' choice and :meth:`friendly` the one every engine agrees on.

    >>> engine = BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> engine.ladder("hit", "cog")          # of two: the other goes by lot and log
    ['hit', 'hot', 'dot', 'dog', 'cog']
    >>> engine
    <BfsEngine over <words>>
    """

    name = "bfs"

    def __init__(self, words: Lexicon | Iterable[str]) -> None:
        self.lexicon = as_lexicon(words)
        self._graphs: dict[int, WordGraph] = {}

    def __repr__(self) -> str:
        return f"<BfsEngine over {self.lexicon.name}>"

    def graph(self, n: int) -> WordGraph:
        """The word graph of the lexicon's words of ``n`` letters, in its order, built on
        first use with its adjacency and components."""
        graph = self._graphs.get(n)
        if graph is None:
            with collector_paused():
                graph = self._graphs[n] = WordGraph(self.lexicon.of_length(n))
                graph.root                      # built here, with the collector paused
        return graph

    def word(self, text: str) -> str:
        """``text`` as a word of a question (:func:`word_in`)."""
        return word_in(self.lexicon, text)

    def ladder(self, start: str, target: str) -> list[str]:
        """A shortest ladder, ``[]`` when there is none (as :meth:`Engine.ladder`): the one the
        two searches meet on (see the class), the same every time.

        >>> engine = BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"])
        >>> engine.ladder("HIT", "cog"), engine.ladder("hit", "cat"), engine.ladder("hot", "hot")
        (['hit', 'hot', 'dot', 'dog', 'cog'], [], ['hot'])
        """
        start, target = self.word(start), self.word(target)
        if len(start) != len(target):
            return []
        graph = self.graph(len(target))
        t = graph.ids.get(target)
        if t is None:
            return []
        if start == target:
            return [start]
        # graph.joined(start, target), written out: this is most of a short question's time
        root, s = graph.root, graph.ids.get(start)
        if s is not None:
            near = graph.adjacency[s]
            if root[s] != root[t]:
                return []
        else:
            near = graph.neighbour_ids(start)
            if root[t] not in {root[i] for i in near}:
                return []
        inner = meet(graph.adjacency, s, near, t)
        if inner is None:
            return []
        words = graph.words
        return [start, *[words[i] for i in inner], target]

    def length(self, start: str, target: str) -> int:
        """The number of words of :meth:`ladder`, 0 when there is none."""
        return len(self.ladder(start, target))

    def shortest_dag(self, start: str, target: str) -> ShortestDag:
        """Every shortest ladder as a DAG (see :mod:`wordlog.ladders`); empty, ``exists``
        False, when there is none.

        >>> engine = BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"])
        >>> engine.shortest_dag("hit", "cog").length, engine.shortest_dag("hit", "cat").exists
        (5, False)
        """
        start, target = self.word(start), self.word(target)
        if len(start) != len(target):
            return ShortestDag(start, target, {}, exists=False)
        graph = self.graph(len(target))
        if target not in graph.ids or not graph.joined(start, target):
            return ShortestDag(start, target, {}, exists=False)
        return shortest_dag(graph, start, target)

    def all_ladders(self, start: str, target: str, limit: int | None = None) -> list[list[str]]:
        """Every shortest ladder (the first ``limit``), lexicographically sorted.

        >>> BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"]).all_ladders("hit", "cog", limit=1)
        [['hit', 'hot', 'dot', 'dog', 'cog']]
        """
        return self.shortest_dag(start, target).ladders(limit)

    def count(self, start: str, target: str) -> int:
        """How many shortest ladders there are, counted without listing them.

        >>> BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"]).count("hit", "cog")
        2
        """
        return self.shortest_dag(start, target).count()

    def friendly(self, start: str, target: str) -> list[str]:
        """The shortest ladder whose rarest word is most common (see :mod:`wordlog.ladders`):
        here not the one :meth:`ladder` gives, which goes by the rare ``dot``.

        >>> from wordlog.lexicon import from_words
        >>> sizes = {"hot": 10, "dot": 80, "dog": 10, "lot": 10, "log": 10, "cog": 10}
        >>> BfsEngine(from_words(sizes, tiers=sizes)).friendly("hit", "cog")
        ['hit', 'hot', 'lot', 'log', 'cog']
        """
        return self.shortest_dag(start, target).friendliest(self.lexicon.tier)


def ladder(start: str, target: str, words: Lexicon | Iterable[str] | None = None) -> list[str]:
    """A shortest ladder from ``start`` to ``target``, ``[]`` when there is none: the
    friendliest (:func:`friendly_ladder`), the one a person wants and every engine agrees
    on. ``words`` defaults to the bundled lexicon; for many questions keep one
    :class:`BfsEngine`.

    >>> ladder("ape", "man")
    ['ape', 'apt', 'opt', 'oat', 'mat', 'man']
    >>> ladder("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
    ['hit', 'hot', 'dot', 'dog', 'cog']
    """
    return friendly_ladder(start, target, words)


def all_ladders(start: str, target: str, words: Lexicon | Iterable[str] | None = None,
                *, limit: int | None = None) -> list[list[str]]:
    """Every shortest ladder from ``start`` to ``target``, sorted; [] when there is none
    (:meth:`BfsEngine.all_ladders`). ``words`` defaults to the bundled lexicon; ``limit``
    keeps the first ``limit``.

    >>> all_ladders("cold", "warm", limit=2)
    [['cold', 'cord', 'card', 'ward', 'warm'], ['cold', 'cord', 'corm', 'worm', 'warm']]
    """
    return BfsEngine(bundled() if words is None else as_lexicon(words)).all_ladders(start, target, limit)


def friendly_ladder(start: str, target: str, words: Lexicon | Iterable[str] | None = None) -> list[str]:
    """The shortest ladder whose rarest word is most common (:meth:`BfsEngine.friendly`, and
    see :mod:`wordlog.ladders`); ``words`` defaults to the bundled lexicon.

    >>> friendly_ladder("cold", "warm")
    ['cold', 'cord', 'card', 'ward', 'warm']
    """
    return BfsEngine(bundled() if words is None else as_lexicon(words)).friendly(start, target)


def meet(adjacency: Sequence[Sequence[int]], start: int | None, near: Sequence[int],
         target: int) -> list[int] | None:
    """The nodes strictly between ``start`` and ``target`` on a shortest path; None when none.

    ``adjacency[i]`` lists the neighbours of node ``i`` (symmetric); ``near`` those of
    ``start``, which may be a node outside ``adjacency`` (None); ``start != target``.

    Breadth-first search from both ends, a whole layer at a time: the smaller frontier
    takes one set union of its nodes' neighbours. In an undirected graph the neighbours
    of layer k lie in layers k-1, k and k+1, so the new layer is the union less the last
    two layers, with no visited set. Before a layer is made, a frontier node with a
    neighbour in the other frontier is looked for (a C loop that stops at the first):
    found, the frontiers touch and the layer need not be made; not found, the new layer
    cannot meet the other frontier either. The path runs through the first such
    neighbour, and from there back through the layers of each side, each step to the
    first neighbour (in ``adjacency`` order) one layer nearer its end.

    >>> adjacency = [(1, 2), (0, 3), (0, 3), (1, 2, 4), (3,)]
    >>> meet(adjacency, 0, adjacency[0], 4), meet(adjacency, 4, adjacency[4], 0)
    ([1, 3], [3, 1])
    """
    front, back = set(near), set(adjacency[target])
    if target in front:
        return []
    if not front.isdisjoint(back):
        return [next(filter(back.__contains__, near))]
    step, union = adjacency.__getitem__, set().union
    ahead, behind = [front], [back]             # layers 1, 2, ... from each end
    before_front, before_back = {start} if start is not None else set(), {target}
    while front and back:
        forward = len(front) <= len(back)
        here, there = (front, back) if forward else (back, front)
        touching = next(filterfalse(there.isdisjoint, map(step, here)), None)
        if touching is not None:                # one step short of ``there``: a layer to come
            (ahead if forward else behind).append(set())
            return _through(adjacency, ahead, behind, next(filter(there.__contains__, touching)))
        layer = union(*map(step, here))
        if forward:
            layer.difference_update(front, before_front)
            before_front, front = front, layer
            ahead.append(layer)
        else:
            layer.difference_update(back, before_back)
            before_back, back = back, layer
            behind.append(layer)
    return None


def _through(adjacency: Sequence[Sequence[int]], ahead: list[set[int]], behind: list[set[int]],
             middle: int) -> list[int]:
    """The inner nodes of the path through ``middle``, a node of the last layer of both
    ``ahead`` and ``behind`` (the layers from each end; a last layer is only named, not
    read): from there each side is walked back to its end."""
    first, second = _walk(adjacency, middle, ahead), _walk(adjacency, middle, behind)
    first.reverse()
    return first + second[1:]


def _walk(adjacency: Sequence[Sequence[int]], node: int, layers: list[set[int]]) -> list[int]:
    """From ``node`` in the last of ``layers`` down to the first: each step to the first
    neighbour one layer lower (a node of a BFS layer always has one)."""
    path = [node]
    for layer in reversed(layers[:-1]):
        node = next(filter(layer.__contains__, adjacency[node]))
        path.append(node)
    return path
