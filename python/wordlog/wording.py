"""How wordlog writes counts and text in its messages: one rule each, used by every command and the game."""
from __future__ import annotations


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """``n`` and ``noun``, in the plural unless ``n`` is 1 (``nouns``, or ``noun`` + s), with
    thousands separated.

    >>> plural(1, "step"), plural(2, "shortest ladder"), plural(1024, "word"), plural(4, "die", "dice")
    ('1 step', '2 shortest ladders', '1,024 words', '4 dice')
    """
    return f"{n:,} " + (noun if n == 1 else nouns or noun + "s")


def shown(text: str) -> str:
    """``text`` as a line of output shows it: as given, or quoted with escapes when it holds a
    character that is not printable (a line break would end the line, an escape sequence
    would reach the terminal).

    >>> shown("2026-11-30"), shown("a\\nb"), shown("co\\x1b[2Jrd")
    ('2026-11-30', "'a\\\\nb'", "'co\\\\x1b[2Jrd'")
    """
    return text if text.isprintable() else repr(text)


#: The most characters of a message that quotes a caller's value or a Prolog term (a list
#: of a million words given where one word goes stays a message one can read).
MESSAGE_LIMIT = 200


def clipped(message: str) -> str:
    """``message``, its first :data:`MESSAGE_LIMIT` characters.

    >>> len(clipped("x" * 1000)), clipped("short")
    (200, 'short')
    """
    return message[:MESSAGE_LIMIT]
