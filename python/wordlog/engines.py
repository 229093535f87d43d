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
from functools import cached_property, partial, reduce
from itertools import compress, filterfalse
from operator import or_
from typing import Callable, Iterable, Optional, Protocol, Sequence

from .index import BucketIndex, buckets_of, collector_paused, patterns
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
    the bucket index saves. The start joins the list when it is not in it. The list
    and the questions are read by the word rule, as the other engines read them.
    Neighbours are taken in the order the bucket engines see them (position of
    the changed letter, then list order), so its ladders match :func:`ladder_chain`.

    >>> engine = NaiveEngine(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> engine.length("hit", "cog"), engine.comparisons
    (5, 42)
    """

    name = "naive"

    def __init__(self, words: Lexicon | Iterable[str]) -> None:
        self.lexicon = as_lexicon(words)
        self.words = list(self.lexicon)
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
        """A shortest ladder, ``[]`` when there is none (as :meth:`Engine.ladder`): the first
        found, neighbours in the order of :func:`ladder_chain`.

        >>> NaiveEngine(["hot", "dot", "dog", "lot", "log", "cog"]).ladder("hit", "cog")
        ['hit', 'hot', 'dot', 'dog', 'cog']
        """
        start, target = word_in(self.lexicon, start), word_in(self.lexicon, target)
        self.comparisons = 0
        if target not in self.lexicon or len(start) != len(target):
            return []
        words = self.words if start in self.lexicon else self.words + [start]
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
        """The number of words of :meth:`ladder`, 0 when there is none."""
        return len(self.ladder(start, target))


class Components:
    """Connected components of one word length, by breadth-first search over whole frontiers.

    ``label[word]`` is the first word (in index order) of the component of ``word``;
    ``root[i]`` is the same as a number (see :attr:`BucketIndex.ids`).

    >>> c = Components(BucketIndex(["cat", "cot", "dog"]))
    >>> c.joined("cat", "cot"), c.joined("cat", "dog"), c.label["cot"]
    (True, False, 'cat')
    """

    def __init__(self, index: BucketIndex) -> None:
        adjacency = index.adjacency
        step = adjacency.__getitem__
        union = set().union
        root = [-1] * len(adjacency)
        for i, near in enumerate(adjacency):
            if root[i] >= 0:
                continue
            root[i] = i
            if near:
                members, frontier = {i}, set(near)
                while frontier:
                    members |= frontier
                    frontier = union(*map(step, frontier))
                    frontier -= members
                for j in members:
                    root[j] = i
        self.root = root
        self.index = index

    @cached_property
    def label(self) -> dict[str, str]:
        """Each word's component, named by its first word (in index order)."""
        words = self.index.words
        return {word: words[r] for word, r in zip(words, self.root)}

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

    Words are numbers and neighbours tuples of numbers (:attr:`BucketIndex.adjacency`),
    so a whole frontier moves in one set operation (:func:`meet`); where the words are
    few for their number of neighbours, as 3-letter words are, neighbours are bits of an
    int and a frontier moves in one OR per word (:class:`BitRows`; ``rows`` forces
    either). Pairs in different components are answered without search. Of several
    shortest ladders it gives one its two searches meet on, the same one every time;
    :func:`ladder_chain` gives the lessons' choice and :meth:`friendly` the one every
    engine agrees on.

    >>> engine = BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> engine.ladder("hit", "cog")          # of two: the other goes by lot and log
    ['hit', 'hot', 'dot', 'dog', 'cog']
    """

    name = "bfs"

    def __init__(self, words: Lexicon | Sequence[str], rows: bool | None = None) -> None:
        self.lexicon = as_lexicon(words)
        self.rows = rows    # search over bit rows (True), sets (False), or where they pay (None)
        self._by_length: dict[int, tuple[BucketIndex, Components, Search]] = {}

    def words_of_length(self, n: int) -> Sequence[str]:
        """The lexicon's words of ``n`` letters, in its order (the order of :meth:`index`)."""
        return self.lexicon.of_length(n)

    def word(self, text: str) -> str:
        """``text`` as a word of a question (:func:`word_in`)."""
        return word_in(self.lexicon, text)

    def prepared(self, n: int) -> tuple[BucketIndex, Components]:
        """The index (with its adjacency) and components of length ``n``, built on first use."""
        index, components, _ = self._prepared(n)
        return index, components

    def _prepared(self, n: int) -> tuple[BucketIndex, Components, Search]:
        """:meth:`prepared` and the search for length ``n``: over bit rows where they pay
        (:func:`rows_pay`), else over sets (:func:`meet`)."""
        if n not in self._by_length:
            with collector_paused():
                index = BucketIndex(self.words_of_length(n))
                adjacency = index.adjacency
                if rows_pay(adjacency) if self.rows is None else self.rows:
                    search: Search = BitRows(adjacency).meet
                else:
                    search = partial(meet, adjacency, likely=likely_meeting(adjacency))
                self._by_length[n] = (index, Components(index), search)
        return self._by_length[n]

    def index(self, n: int) -> BucketIndex:
        """The bucket index of the words of ``n`` letters, built on first use."""
        return self.prepared(n)[0]

    def ladder(self, start: str, target: str) -> list[str]:
        """A shortest ladder, ``[]`` when there is none (as :meth:`Engine.ladder`): the one the
        two searches meet on (see the class), the same every time.

        >>> engine = BfsEngine(["hot", "dot", "dog", "lot", "log", "cog"])
        >>> engine.ladder("HIT", "cog"), engine.ladder("hit", "cat"), engine.ladder("hot", "hot")
        (['hit', 'hot', 'dot', 'dog', 'cog'], [], ['hot'])
        """
        # Two words of an index built before are words as they are (:func:`word_in`), and
        # this look-up costs less than reading them again, a few percent of a query.
        found = self._by_length.get(len(target)) if isinstance(start, str) and isinstance(target, str) else None
        if found is None or start not in found[0].ids or target not in found[0].ids:
            start, target = self.word(start), self.word(target)
            if len(start) != len(target):
                return []
            found = self._prepared(len(target))
        index, components, search = found
        t = index.ids.get(target)
        if t is None:
            return []
        if start == target:
            return [start]
        root = components.root
        s = index.ids.get(start)
        if s is None:
            near = index.neighbour_ids(start)
            if root[t] not in {root[i] for i in near}:
                return []
        elif root[s] != root[t]:
            return []
        else:
            near = index.adjacency[s]
        if t in near:                           # most pairs of long words, answered at once
            return [start, target]
        # A ladder changes each differing letter at least once, so no meeting is looked for
        # earlier; the first look is at 3 edges, so with 3 letters or fewer it never bites.
        least = sum(map(str.__ne__, start, target)) if len(target) > 3 else 0
        inner = search(s, near, t, least)
        if inner is None:
            return []
        words = index.words
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
        index, components = self.prepared(len(target))
        if target not in components.label or not components.joined(start, target):
            return ShortestDag(start, target, {}, exists=False)
        return shortest_dag(index, start, target)

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


#: A search of one graph: ``search(start, near, target, least)`` gives the nodes strictly
#: between ``start`` and ``target`` on a shortest path, or None (see :func:`meet`).
Search = Callable[[Optional[int], Sequence[int], int, int], Optional[list[int]]]

#: The union of any number of iterables, as a new set (the empty set it belongs to stays empty).
_union = set().union

#: :func:`meet` looks for a meeting before it expands a frontier when at least this many
#: of the frontier's neighbours are expected in the other frontier (when that is likely,
#: finding one costs less than the whole next layer). Measured on the bundled lexicon
#: against 0.5, 1, 2, 5 and 8: 3 is best or within a few percent of it at 3 to 6 letters.
MEETING_ODDS = 3.0


def words_per_neighbour(adjacency: Sequence[Sequence[int]]) -> float:
    """The graph's nodes per unit of mean degree (nodes squared over edge ends; infinite
    with no edge): how sparse the graph is for its size.

    >>> words_per_neighbour([(1,), (0,), (3,), (2,)]), words_per_neighbour([()])
    (4.0, inf)
    """
    edge_ends = sum(map(len, adjacency))
    return len(adjacency) ** 2 / edge_ends if edge_ends else float("inf")


def likely_meeting(adjacency: Sequence[Sequence[int]]) -> float:
    """:func:`meet`'s ``likely`` for a graph: the product of two frontiers' sizes at which
    :data:`MEETING_ODDS` of one's neighbours are expected in the other, taking the nodes'
    mean degree and the other frontier as a random sample of the nodes.

    >>> likely_meeting([(1,), (0,), (3,), (2,)])
    12.0
    """
    return MEETING_ODDS * words_per_neighbour(adjacency)


def meet(adjacency: Sequence[Sequence[int]], start: int | None, near: Sequence[int],
         target: int, least: int = 0, likely: float = 0.0) -> list[int] | None:
    """The nodes strictly between ``start`` and ``target`` on a shortest path; None when none.

    ``adjacency[i]`` lists the neighbours of node ``i`` (symmetric); ``near`` those of
    ``start``, which may be a node outside ``adjacency`` (None); ``start != target``.
    ``least`` is a lower bound on the path's length in edges, known beforehand; ``likely``
    the product of the frontiers' sizes from which a meeting is looked for before a layer
    is made (see :func:`likely_meeting`; 0: always).

    Breadth-first search from both ends, a whole layer at a time: the smaller frontier
    takes one set union of its nodes' neighbours. In an undirected graph the neighbours
    of layer k lie in layers k-1, k and k+1, so the new layer is the union less the last
    two layers, with no visited set. The search ends when the frontiers touch: a new
    layer that meets the other frontier, or, looked for first where a meeting is likely
    (``least``, ``likely``), a frontier node with a neighbour in it, found without making
    the layer. The path runs through a node where they touch (the smallest where a new
    layer meets the other frontier; else the frontier node's first neighbour in it), and
    from there back through the layers of each side, each step to the first neighbour
    (in ``adjacency`` order) one layer nearer its end.

    >>> adjacency = [(1, 2), (0, 3), (0, 3), (1, 2, 4), (3,)]
    >>> meet(adjacency, 0, adjacency[0], 4), meet(adjacency, 4, adjacency[4], 0)
    ([1, 3], [3, 1])
    """
    front, back = set(near), set(adjacency[target])
    if target in front:
        return []
    if not front.isdisjoint(back):
        return [next(filter(back.__contains__, near))]
    step, union = adjacency.__getitem__, _union
    ahead, behind = [front], [back]             # layers 1, 2, ... from each end
    before_front, before_back = {start} if start is not None else set(), {target}
    while front and back:
        forward = len(front) <= len(back)
        here, there = (front, back) if forward else (back, front)
        if len(ahead) + len(behind) + 1 >= least and len(here) * len(there) >= likely:
            touching = _touching(here, there, step)
            if touching is not None:            # one step short of ``there``: a layer to come
                (ahead if forward else behind).append(set())
                return _through(adjacency, ahead, behind, next(filter(there.__contains__, touching)))
        layer = union(*map(step, here))
        if not layer.isdisjoint(there):
            (ahead if forward else behind).append(layer)
            return _through(adjacency, ahead, behind, min(layer.intersection(there)))
        if forward:
            layer.difference_update(front, before_front)
            before_front, front = front, layer
            ahead.append(layer)
        else:
            layer.difference_update(back, before_back)
            before_back, back = back, layer
            behind.append(layer)
    return None


def _touching(here: set[int], there: set[int], step: Callable[[int], Sequence[int]]) -> Sequence[int] | None:
    """The neighbours (``step(node)``) of the first node of ``here`` with one in ``there``,
    or None; the loop runs in C and stops at the first."""
    return next(filterfalse(there.isdisjoint, map(step, here)), None)


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


#: :func:`rows_pay` takes bit rows for a graph of at most this many nodes per unit of mean
#: degree. Measured (``make bench``, "The Python engine's two searches"): the bundled
#: 3-letter words (54 words per neighbour) search about 1.5x faster over rows at the
#: median; disjoint copies of them, as many neighbours a word but more words, still win
#: over the whole set at 2 copies (108) and lose from 4 copies (216) on, since listing a
#: layer's nodes costs in proportion to the graph's size; 4-letter words (282), 0.5-0.7x.
ROWS_PER_DEGREE = 100

#: For :meth:`BitRows.nodes_of`: a binary digit's character to a byte that is true for 1.
_DIGIT = bytes.maketrans(b"01", b"\x00\x01")


def rows_pay(adjacency: Sequence[Sequence[int]]) -> bool:
    """Whether :class:`BitRows` search this graph faster than sets do (:func:`meet`): when
    it is small for its mean degree. A layer over rows costs one OR per node plus listing
    its nodes, in proportion to the graph's size; over sets one insertion per neighbour.

    >>> rows_pay([(1, 2), (0, 2), (0, 1)]), rows_pay([(1,), (0,)] * 200)
    (True, False)
    """
    return words_per_neighbour(adjacency) <= ROWS_PER_DEGREE


class BitRows:
    """A graph's neighbours as bits: ``rows[i]`` has bit ``j`` set when ``j`` is a
    neighbour of ``i``. A whole layer of a search is one int: the next is one OR per
    node, a meeting of two one AND; for a small, dense graph (:func:`rows_pay`) that
    costs less than sets.

    >>> rows = BitRows([(1, 2), (0, 3), (0, 3), (1, 2, 4), (3,)])
    >>> bin(rows.rows[3]), rows.nodes_of(0b10110)
    ('0b10110', [1, 2, 4])
    >>> rows.meet(0, (1, 2), 4), rows.meet(4, (3,), 0)
    ([1, 3], [3, 1])
    """

    def __init__(self, adjacency: Sequence[Sequence[int]]) -> None:
        self.adjacency = adjacency
        self._bits = [1 << i for i in range(len(adjacency))]      # node i's own bit
        self.rows = [self.bits_of(near) for near in adjacency]
        self._numbers = tuple(range(len(adjacency)))

    def bits_of(self, nodes: Iterable[int]) -> int:
        """The int with the bits of ``nodes`` (distinct) set."""
        return sum(map(self._bits.__getitem__, nodes))

    def nodes_of(self, bits: int) -> list[int]:
        """The nodes whose bits are set in ``bits``, in order (one pass over its digits, in C)."""
        return list(compress(self._numbers, bin(bits)[:1:-1].encode().translate(_DIGIT)))

    def meet(self, start: int | None, near: Sequence[int], target: int, least: int = 0) -> list[int] | None:
        """:func:`meet` over the rows: each end's layers as ints, the frontier with fewer
        nodes expanded by ORing its nodes' rows, less what its side has seen. A meeting is
        one AND, so it is looked for at every layer and ``least`` is not needed. The path
        runs through the lowest node where the frontiers meet, and from there to each end
        by the lowest neighbour one layer lower."""
        rows = self.rows
        front = rows[start] if start is not None else self.bits_of(near)
        back = rows[target]
        if front >> target & 1:
            return []
        if front & back:
            return [_lowest(front & back)]
        layers = ([front], [back])              # layers 1, 2, ... from each end
        seen = [front | (self._bits[start] if start is not None else 0), back | self._bits[target]]
        nodes: list[Sequence[int] | None] = [near, self.adjacency[target]]  # each frontier's nodes, at hand
        while layers[0][-1] and layers[1][-1]:
            side = layers[0][-1].bit_count() > layers[1][-1].bit_count()    # 0: from the start
            layer = reduce(or_, map(rows.__getitem__, nodes[side] or self.nodes_of(layers[side][-1])), 0)
            layer ^= layer & seen[side]
            layers[side].append(layer)
            both = layer & layers[not side][-1]
            if both:
                return self._through(*layers, _lowest(both))
            seen[side] |= layer
            nodes[side] = None
        return None

    def _through(self, ahead: list[int], behind: list[int], middle: int) -> list[int]:
        """:func:`_through` over the rows: each step to the lowest neighbour one layer lower."""
        rows = self.rows
        first, second = [middle], [middle]
        for path, layers in ((first, ahead), (second, behind)):
            node = middle
            for layer in reversed(layers[:-1]):
                node = _lowest(rows[node] & layer)
                path.append(node)
        first.reverse()
        return first + second[1:]


def _lowest(bits: int) -> int:
    """The number of the lowest bit set in ``bits`` (> 0).

    >>> _lowest(0b10100)
    2
    """
    return (bits & -bits).bit_length() - 1
