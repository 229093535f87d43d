"""How wordlog writes counts and text in its messages: one rule each, used by every command
and the game: counts (:func:`plural`), lists (:func:`listed`), text as a line shows it
(:func:`shown`), length (:func:`clipped`), text that is not UTF-8 (:func:`not_utf8`,
:func:`bytes_shown`); and the one TypeError each for a value that must be a whole number
(:func:`whole_number`), a str (:func:`text_of`) or another kind (:func:`instance_of`), or words
rather than one str (:func:`not_one_str`); and a word with some of its letters marked
(:func:`marked`, :class:`Marks`), as Weaver's green tiles mark the letters in place."""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """``n`` and ``noun``, in the plural unless ``n`` is 1 (``nouns``, or ``noun`` + s), with
    thousands separated.

    >>> plural(1, "step"), plural(2, "shortest ladder"), plural(1024, "word"), plural(4, "die", "dice")
    ('1 step', '2 shortest ladders', '1,024 words', '4 dice')
    """
    return f"{n:,} " + (noun if n == 1 else nouns or noun + "s")


def no_ladder(start: str, target: str) -> str:
    """The line that says there is no ladder from ``start`` to ``target``, and why when the
    words' lengths differ: every command and the checker say it so.

    >>> no_ladder("cold", "warm"), no_ladder("cold", "colds")
    ('no ladder from cold to warm', 'no ladder from cold to colds: every word of a ladder has the same length, and they have 4 and 5 letters')
    """
    if len(start) != len(target):
        return (f"no ladder from {start} to {target}: every word of a ladder has the same length, "
                f"and they have {len(start)} and {len(target)} letters")
    return f"no ladder from {start} to {target}"


def shown(text: str) -> str:
    """``text`` as a line of output shows it: as given, or quoted with escapes when it holds a
    character that is not printable (a line break would end the line, an escape sequence
    would reach the terminal), and quoted when it is empty or holds a space, which would
    read as nothing, or as two words (``check``'s steps: ``cord -> cord card``).

    >>> shown("2026-11-30"), shown("a\\nb"), shown("co\\x1b[2Jrd")
    ('2026-11-30', "'a\\\\nb'", "'co\\\\x1b[2Jrd'")
    >>> shown(""), shown("cord card"), shown("my day")
    ("''", "'cord card'", "'my day'")
    """
    return text if text.isprintable() and text and not any(c.isspace() for c in text) else repr(text)


def listed(items: Sequence[object]) -> str:
    """``items`` (one or more) as a sentence lists them: ``1``, ``1 and 2``, ``1, 2 and 4``.

    >>> listed([1]), listed(["cold", "warm"]), listed([1, 2, 4])
    ('1', 'cold and warm', '1, 2 and 4')
    """
    texts = [str(i) for i in items]
    return texts[0] if len(texts) == 1 else ", ".join(texts[:-1]) + " and " + texts[-1]


def marked(text: str, flags: Sequence[bool], on: str, off: str) -> str:
    """``text`` with each run of characters whose flag is true between ``on`` and ``off``
    (a colour's escape codes); the others as they are.

    >>> marked("card", (False, True, True, False), "[", "]"), marked("cold", (False,) * 4, "[", "]")
    ('c[ar]d', 'cold')
    """
    runs = itertools.groupby(zip(text, flags), key=lambda pair: pair[1])
    return "".join(on + "".join(ch for ch, _ in run) + off if flag else "".join(ch for ch, _ in run)
                   for flag, run in runs)


@dataclass(frozen=True)
class Marks:
    """How a word is shown with some of its letters marked (``flags``, one a character;
    in ``wordlog play`` and ``check``, the letters in place: :func:`wordlog.puzzles.in_place`):
    each run of them between ``on`` and ``off``, or, when ``counted``, the word after a count
    of them. Without either, the word as it is.

    >>> flags = (False, True, True, False)
    >>> UNMARKED.shown("card", flags), COUNTED.shown("card", flags), GREEN.shown("card", flags)
    ('card', '2 of 4 in place: card', 'c\\x1b[1;32mar\\x1b[0md')
    """

    on: str = ""
    off: str = ""
    counted: bool = False

    def shown(self, word: str, flags: Sequence[bool]) -> str:
        if self.counted:
            return f"{sum(flags)} of {len(flags)} in place: {word}"
        return marked(word, flags, self.on, self.off) if self.on else word


#: No mark: the word as it is, for output that is not a terminal (a program may read it).
UNMARKED = Marks()
#: The marked letters bold and green, as Weaver's tiles, on a terminal that shows colour.
GREEN = Marks("\x1b[1;32m", "\x1b[0m")
#: Their count, on a terminal without colour (NO_COLOR set, or TERM=dumb).
COUNTED = Marks(counted=True)


#: The most characters of a message that quotes a caller's value or a Prolog term (a list
#: of a million words given where one word goes stays a message one can read).
MESSAGE_LIMIT = 200


def clipped(message: str) -> str:
    """``message``, its first :data:`MESSAGE_LIMIT` characters.

    >>> len(clipped("x" * 1000)), clipped("short")
    (200, 'short')
    """
    return message[:MESSAGE_LIMIT]


#: A byte that is not UTF-8 in text from the command line, a file name or standard input,
#: as Python reads it (a lone surrogate), shown as the byte: ``\xff``.
UNDECODED_BYTES = {0xDC80 + i: f"\\x{0x80 + i:02x}" for i in range(128)}


def not_utf8(text: str) -> str | None:
    """None when ``text`` is UTF-8 text; else what is wrong: ``byte 0xff`` for the first
    byte that is not UTF-8 (as Python reads one, a lone surrogate), or ``''`` for a lone
    surrogate no byte gave.

    >>> not_utf8("müde"), not_utf8("c\\udcffld"), not_utf8("c\\ud800ld")
    (None, 'byte 0xff', '')
    """
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        code = ord(text[error.start])
        return f"byte 0x{code - 0xDC00:02x}" if 0xDC80 <= code <= 0xDCFF else ""
    return None


def bytes_shown(text: str) -> str:
    """``text`` with each byte that is not UTF-8 written ``\\xff`` (:data:`UNDECODED_BYTES`)
    and any other lone surrogate ``\\ud800``: UTF-8 text that names them.

    >>> print(bytes_shown("c\\udcffld"), bytes_shown("c\\ud800ld"))
    c\\xffld c\\ud800ld
    """
    return text.translate(UNDECODED_BYTES).encode("utf-8", "backslashreplace").decode("utf-8")


def whole_number(value: int, what: str) -> int:
    """``value``, when it is an int (not a bool); else a TypeError naming ``what`` it was for.

    >>> whole_number(4, "length")
    4
    >>> whole_number("4", "length")
    Traceback (most recent call last):
    ...
    TypeError: length is a whole number, not '4'
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(clipped(f"{what} is a whole number, not {value!r}"))
    return value


def instance_of(value: object, kind: type[T], what: str, how: str = "") -> T:
    """``value``, when it is a ``kind``; else a TypeError naming ``what`` it was for, and
    ``how`` one is made.

    >>> instance_of((1, 2), tuple, "a pair")
    (1, 2)
    >>> instance_of([1, 2], tuple, "a pair", " (tuple() makes one)")
    Traceback (most recent call last):
    ...
    TypeError: a pair is a tuple (tuple() makes one), not list: [1, 2]
    """
    if not isinstance(value, kind):
        raise TypeError(clipped(f"{what} is a {kind.__name__}{how}, not {type(value).__name__}: {value!r}"))
    return value


def text_of(value: object, what: str) -> str:
    """``value``, when it is a str; else a TypeError naming ``what`` it was for.

    >>> text_of("cord", "a word")
    'cord'
    >>> text_of(["a", "b"], "a word")
    Traceback (most recent call last):
    ...
    TypeError: a word is a str, not list: ['a', 'b']
    """
    return instance_of(value, str, what)


def not_one_str(values: T, takes: str) -> T:
    """``values``, unless they are one str, which would go letter by letter where words (or
    pairs, rows, dice) are meant: then a TypeError saying what the caller ``takes``.

    >>> not_one_str(["cord"], "from_words takes words")
    ['cord']
    >>> not_one_str("cord", "from_words takes words")
    Traceback (most recent call last):
    ...
    TypeError: from_words takes words, not one str: 'cord'
    """
    if isinstance(values, str):
        raise TypeError(clipped(f"{takes}, not one str: {values!r}"))
    return values
