"""The wildcard-bucket index: words that differ in one letter share a bucket.

``hot`` sits in buckets ``*ot``, ``h*t`` and ``ho*``; its neighbours are the other
words of those buckets. Looking a word up costs L dictionary probes, never a scan.
For searching, the index also numbers its words and keeps each word's neighbours
as a tuple of numbers (:attr:`BucketIndex.adjacency`, built on first use).

>>> index = BucketIndex(["hot", "dot", "dog", "lot", "log", "cog"])
>>> index.neighbours("hot")
['dot', 'lot']
>>> index.neighbours("hit")          # words outside the index work too
['hot']
>>> index.adjacency[index.ids["hot"]]
(1, 3)
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
    """Pause Python's cyclic garbage collector while an index is built: it would scan the
    tens of thousands of new bucket lists again and again and find nothing to free (they
    hold only strings and numbers)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


class BucketIndex:
    """Buckets of one list of words, built once and queried many times."""

    def __init__(self, words: Sequence[str]) -> None:
        self.words = tuple(dict.fromkeys(words))
        self._shared: list[list[list[str]]] = []    # buckets of two or more words, by position
        self.buckets = buckets_of(self.words, self._shared)

    def neighbours(self, word: str) -> list[str]:
        """Words one letter away from ``word``, in pattern then input order.

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

        Built once from the buckets: each bucket of two or more words is a clique, and two
        words share at most one bucket, so a word's neighbours are its buckets' other words,
        each once; taking the buckets position by position keeps the order. Searches take
        whole frontiers through it with set operations.
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
        """The numbers of the neighbours of ``word``, which need not be in the index.

        >>> BucketIndex(["hot", "dot", "dog"]).neighbour_ids("hit")
        (0,)
        """
        i = self.ids.get(word)
        if i is not None:
            return self.adjacency[i]
        ids = self.ids
        return tuple(ids[other] for other in self.neighbours(word))
