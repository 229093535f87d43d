"""How wordlog writes counts in its messages: one rule, used by every command and the game."""
from __future__ import annotations


def plural(n: int, noun: str) -> str:
    """``n`` and ``noun``, in the plural unless ``n`` is 1, with thousands separated.

    >>> plural(1, "step"), plural(2, "shortest ladder"), plural(1024, "word")
    ('1 step', '2 shortest ladders', '1,024 words')
    """
    return f"{n:,} {noun}" + ("" if n == 1 else "s")
