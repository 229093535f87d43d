"""How wordlog writes counts in its messages: one rule, used by every command and the game."""
from __future__ import annotations


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """``n`` and ``noun``, in the plural unless ``n`` is 1 (``nouns``, or ``noun`` + s), with
    thousands separated.

    >>> plural(1, "step"), plural(2, "shortest ladder"), plural(1024, "word"), plural(4, "die", "dice")
    ('1 step', '2 shortest ladders', '1,024 words', '4 dice')
    """
    return f"{n:,} " + (noun if n == 1 else nouns or noun + "s")
