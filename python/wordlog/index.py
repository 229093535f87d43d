"""The wildcard-bucket index: words that differ in one letter share a bucket.

``hot`` sits in buckets ``*ot``, ``h*t`` and ``ho*``; its neighbours are the other
words of those buckets. Looking a word up costs L dictionary probes, never a scan.

>>> index = BucketIndex(["hot", "dot", "dog", "lot", "log", "cog"])
>>> index.neighbours("hot")
['dot', 'lot']
>>> index.neighbours("hit")          # words outside the index work too
['hot']
"""
from __future__ import annotations

from typing import Iterable, Sequence

WILDCARD = "*"


def patterns(word: str) -> list[str]:
    """The wildcard patterns of ``word``, one per position.

    >>> patterns("hot")
    ['*ot', 'h*t', 'ho*']
    """
    return [word[:i] + WILDCARD + word[i + 1:] for i in range(len(word))]


def buckets_of(words: Iterable[str]) -> dict[str, list[str]]:
    """Map each pattern to the words matching it, in input order."""
    table: dict[str, list[str]] = {}
    for word in words:
        for pattern in patterns(word):
            table.setdefault(pattern, []).append(word)
    return table


class BucketIndex:
    """Buckets of one list of words, built once and queried many times."""

    def __init__(self, words: Sequence[str]) -> None:
        self.words = tuple(dict.fromkeys(words))
        self.buckets = buckets_of(self.words)

    def neighbours(self, word: str) -> list[str]:
        """Words one letter away from ``word``, in pattern then input order.

        Two words that differ in one letter share exactly one pattern, so no word repeats.
        """
        get = self.buckets.get
        return [other for pattern in patterns(word) for other in get(pattern, ()) if other != word]
