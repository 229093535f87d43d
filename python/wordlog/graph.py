"""The word graph: words one letter apart are neighbours.

Words are numbered (:attr:`WordGraph.ids`, their place in :attr:`WordGraph.words`) and
found through wildcard buckets: ``hot`` sits in ``*ot``, ``h*t`` and ``ho*``, and its
neighbours are the other words of those buckets, so looking a word up costs one
dictionary probe a letter, never a scan. On the numbers the graph keeps each word's
neighbours (:attr:`WordGraph.adjacency`), its connected components
(:attr:`WordGraph.root`) and breadth-first layers (:meth:`WordGraph.layers`): what the
engines, the analysis and the puzzles all search.

>>> graph = WordGraph(["hot", "dot", "dog", "lot", "log", "cog"])
>>> graph.neighbours("hot"), graph.neighbours("hit")     # a word outside the graph too
(['dot', 'lot'], ['hot'])
>>> graph.adjacency[graph.ids["hot"]]
(1, 3)
>>> [sorted(graph.words[i] for i in layer) for layer in graph.layers([graph.ids["hot"]])]
[['hot'], ['dot', 'lot'], ['dog', 'log'], ['cog']]
"""
from __future__ import annotations

import gc
from contextlib import contextmanager
from functools import cached_property
from typing import Iterable, Iterator, Sequence

WILDCARD = "*"


def patterns(word: str) -> list[str]:
    """The wildcard patterns of ``word``, one per position.

    >>> patterns("hot")
    ['*ot', 'h*t', 'ho*']
    """
    return [word[:i] + WILDCARD + word[i + 1:] for i in range(len(word))]


def buckets_of(words: Iterable[str], shared: list[list[list[str]]] | None = None) -> dict[str, list[str]]:
    """Map each pattern to the words matching it, in input order.

    ``shared``, when given, collects the buckets of two or more words (the only ones
    that join words), each as its second word arrives: ``shared[i]`` those whose
    wildcard is at position ``i``. Built a position at a time: the patterns of one
    position for all words in one comprehension.

    >>> found = []
    >>> buckets_of(["hot", "dot", "hit"], found)["*ot"], found
    (['hot', 'dot'], [[['hot', 'dot']], [['hot', 'hit']], []])
    """
    words = list(words)
    table: dict[str, list[str]] = {}
    get = table.get
    longest = max(map(len, words), default=0)
    same_length = all(len(w) == longest for w in words)
    for i in range(longest):
        joined: list[list[str]] = []
        if shared is not None:
            shared.append(joined)
        here = words if same_length else [w for w in words if len(w) > i]
        for pattern, word in zip([w[:i] + WILDCARD + w[i + 1:] for w in here], here):
            bucket = get(pattern)
            if bucket is None:
                table[pattern] = [word]
            else:
                bucket.append(word)
                if len(bucket) == 2:
                    joined.append(bucket)
    return table


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause Python's cyclic garbage collector while a graph is built: it would scan the
    tens of thousands of new bucket lists again and again and find nothing to free (they
    hold only strings and numbers)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class WordGraph:
    """The graph of one list of words (usually of one length), built once, searched many times.

    ``WordGraph(lexicon.of_length(4))`` is the graph of a lexicon's 4-letter words.
    """

    def __init__(self, words: Iterable[str]) -> None:
        if not isinstance(words, Iterable) or isinstance(words, str):
            raise TypeError(f"WordGraph takes words (a list of str, or lexicon.of_length(n) of a "
                            f"Lexicon), not {type(words).__name__}")
        self.words: tuple[str, ...] = tuple(dict.fromkeys(words))
        self._shared: list[list[list[str]]] = []    # buckets of two or more words, by position
        self.buckets = buckets_of(self.words, self._shared)

    def __repr__(self) -> str:
        """``<WordGraph: N words>``, never the words themselves."""
        return f"<WordGraph: {len(self.words):,} word{'' if len(self.words) == 1 else 's'}>"

    def neighbours(self, word: str) -> list[str]:
        """Words one letter away from ``word`` (in the graph or not), in pattern then input order.

        Two words that differ in one letter share exactly one pattern, so no word repeats.
        """
        get = self.buckets.get
        return [other for pattern in patterns(word) for other in get(pattern, ()) if other != word]

    @cached_property
    def ids(self) -> dict[str, int]:
        """Each word's number: its position in :attr:`words`."""
        return dict(zip(self.words, range(len(self.words))))

    @cached_property
    def adjacency(self) -> list[tuple[int, ...]]:
        """``adjacency[i]``: the numbers of the neighbours of ``words[i]``, in the order of
        :meth:`neighbours` (pattern by pattern, then input order).

        Each bucket of two or more words is a clique, and two words share at most one
        bucket, so a word's neighbours are its buckets' other words, each once; taking the
        buckets position by position keeps the order.
        """
        ids = self.ids
        near: list[tuple[int, ...]] = [()] * len(self.words)
        for position in self._shared:
            for bucket in position:
                if len(bucket) == 2:            # most of them: a plain pair
                    a, b = ids[bucket[0]], ids[bucket[1]]
                    near[a] += (b,)
                    near[b] += (a,)
                else:
                    members = tuple([ids[w] for w in bucket])
                    for k, i in enumerate(members):
                        near[i] += members[:k] + members[k + 1:]
        return near

    def neighbour_ids(self, word: str) -> tuple[int, ...]:
        """The numbers of the neighbours of ``word``, which need not be in the graph.

        >>> WordGraph(["hot", "dot", "dog"]).neighbour_ids("hit")
        (0,)
        """
        i = self.ids.get(word)
        if i is not None:
            return self.adjacency[i]
        ids = self.ids
        return tuple(ids[other] for other in self.neighbours(word))

    @property
    def edges(self) -> int:
        """The number of pairs of words one letter apart (each bucket is a clique).

        >>> WordGraph(["cat", "cot", "cut", "dog"]).edges
        3
        """
        return sum(len(b) * (len(b) - 1) // 2 for position in self._shared for b in position)

    def layers(self, first: Iterable[int], keep: Sequence[bool] | None = None) -> Iterator[set[int]]:
        """Breadth-first layers from the numbers ``first`` (layer 0, given as a set), until
        none is left; with ``keep``, only through the words ``i`` with ``keep[i]``.

        In an undirected graph the neighbours of layer k lie in layers k-1, k and k+1, so
        each new layer is the union of its predecessor's neighbours less the two layers
        before: no visited set. ``first`` may be the neighbours of a word outside the graph
        (its layer 1).
        """
        step, union = self.adjacency.__getitem__, set().union
        before: set[int] = set()
        layer = set(first)
        while layer:
            yield layer
            after = union(*map(step, layer))
            after.difference_update(layer, before)
            if keep is not None:
                after = {i for i in after if keep[i]}
            before, layer = layer, after

    @cached_property
    def root(self) -> list[int]:
        """``root[i]``: the lowest number in the connected component of word ``i``."""
        root = [-1] * len(self.words)
        for i in range(len(root)):
            if root[i] < 0:
                for layer in self.layers([i]):
                    for j in layer:
                        root[j] = i
        return root

    def joined(self, start: str, target: str) -> bool:
        """Whether some ladder may go from ``start`` (in the graph or not) to ``target``, a
        word of the graph: they are one word, or ``start``'s component (its neighbours',
        when it is not in the graph) is ``target``'s.

        >>> graph = WordGraph(["cat", "cot", "dog"])
        >>> graph.joined("cat", "cot"), graph.joined("cut", "cot"), graph.joined("cat", "dog")
        (True, True, False)
        """
        if start == target:
            return True
        root = self.root
        return root[self.ids[target]] in {root[i] for i in self.neighbour_ids(start)}

    def components(self) -> list[list[str]]:
        """Every component's sorted words, largest first, then by first word.

        >>> WordGraph(["dog", "cot", "cat", "ink", "ick"]).components()
        [['cat', 'cot'], ['ick', 'ink'], ['dog']]
        """
        groups: dict[int, list[str]] = {}
        for word, r in zip(self.words, self.root):
            groups.setdefault(r, []).append(word)
        return sorted((sorted(ws) for ws in groups.values()), key=lambda ws: (-len(ws), ws[0]))


def walk_back(parent: dict[str, str | None], word: str | None) -> list[str]:
    """Follow ``parent`` links (a breadth-first search's) from ``word`` to the root; the
    chain root-first.

    >>> walk_back({"hot": None, "dot": "hot", "dog": "dot"}, "dog")
    ['hot', 'dot', 'dog']
    """
    chain = []
    while word is not None:
        chain.append(word)
        word = parent[word]
    return chain[::-1]


def as_graph(value: object, what: str) -> WordGraph:
    """``value`` when it is a :class:`WordGraph`; else a TypeError saying ``what`` function
    wanted one, and how to make it from a lexicon.

    >>> from wordlog.lexicon import from_words
    >>> as_graph(from_words(["cold"]), "farthest")
    Traceback (most recent call last):
    ...
    TypeError: farthest takes the WordGraph of one word length, WordGraph(lexicon.of_length(n)), not Lexicon
    """
    if not isinstance(value, WordGraph):
        from .lexicon import Lexicon            # only to name the mistake: bundled() is a subclass
        kind = "Lexicon" if isinstance(value, Lexicon) else type(value).__name__
        raise TypeError(f"{what} takes the WordGraph of one word length, WordGraph(lexicon.of_length(n)), "
                        f"not {kind}")
    return value
