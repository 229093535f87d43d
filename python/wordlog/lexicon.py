"""Lexicons: reading word lists, deciding what a word is, commonness tiers.

This is the only module that reads word files and the only place that says
what a word is. Everything downstream receives a :class:`Lexicon`.

A word is a non-empty string of Unicode letters (combining marks may follow a
letter), NFC-normalized and lowercased. Lowercasing is ``str.lower`` rather than
full case folding, which would turn ``ß`` into ``ss`` and change a word's length;
for the same reason ``İ`` (U+0130) lowers to ``i`` alone, not ``i`` and a dot.

>>> lex = from_words(["Hot", "dot", "DOG", "hot"])
>>> lex.words
('hot', 'dot', 'dog')
>>> lex.of_length(3)
('hot', 'dot', 'dog')
>>> normalize(" Mu\\u0308de ")
'müde'
"""
from __future__ import annotations

import codecs
import errno
import io
import os
import unicodedata
from collections import Counter, abc
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import BinaryIO, Container, Iterable, Iterator, Mapping

from .languages import language
from .paths import lexicon_dir, offensive_file, scowl_dir
from .wording import clipped, not_one_str, plural, text_of, whole_number

#: SCOWL sizes, most common first. A word's tier is the smallest size listing it.
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
#: The default bundled lexicon: SCOWL's size 60, the size its author recommends for spell checking.
DEFAULT_TIER = 60
#: ``--common``: the sizes up to 35, SCOWL's common words.
COMMON_TIER = 35


class LexiconError(ValueError):
    """A word list or a word that is not acceptable; the message names the culprit."""


class MissingFileError(FileNotFoundError, LexiconError):
    """A file that is not there: a :class:`FileNotFoundError` as ``open`` raises one (its
    ``errno`` and ``filename`` set), and a :class:`LexiconError` saying ``NAME: no such file``.

    >>> str(MissingFileError(errno.ENOENT, "no such file", "nope.txt"))
    'nope.txt: no such file'
    """

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


#: What :func:`normalize` strips from both ends: ASCII white space only, as the Prolog rule does,
#: so a no-break space or another Unicode space next to a word is reported, not quietly dropped.
BLANKS = " \t\r\n\f\v"
#: The most characters a word may have. Dictionary words stay well below it (the longest
#: in SCOWL has 45 letters); a longer "word" is a mistake, and indexing it
#: would cost memory in proportion to the square of its length (a million letters: more
#: than the machine has). The Prolog rule has the same bound (``max_word_length/1``).
MAX_LETTERS = 100
#: The most bytes a line of a user's file (a word list, a board, pairs, a ladder on standard
#: input) may have: far more than any word, size and comment, so only a file that is no such
#: list reaches it (``/dev/zero``, a binary without line breaks), which is refused there rather
#: than read whole, without end or into more memory than the machine has.
MAX_LINE_BYTES = 1 << 20
#: The most digits a size in a word list may have (leading zeros aside): more than any
#: commonness rank needs, and far below the 4,300 digits Python's ``int`` reads.
MAX_SIZE_DIGITS = 18
#: How many skipped lines a lexicon read with ``skip_invalid`` remembers, to show the user.
SKIPPED_SHOWN = 3


def normalize(text: str) -> str:
    """Strip ASCII white space, NFC-normalize and lowercase ``text``, keeping its length:
    U+0130 (I with a dot above) lowers to ``i``, not to ``i`` and a combining dot.

    >>> normalize("  NIÑO\\n"), normalize("İST"), normalize("ΝΌΜΟΣ")
    ('niño', 'ist', 'νόμος')
    """
    composed = unicodedata.normalize("NFC", text.strip(BLANKS))
    return unicodedata.normalize("NFC", composed.replace("\u0130", "i").lower())


def fault(text: str) -> str | None:
    """Why ``text`` (already normalized) is not a word, or None when it is one.

    >>> fault("cat"), fault("c4t"), fault(""), fault("a" * 101)
    (None, "'4' is not a letter", 'it is empty', 'it has 101 characters; a word has at most 100')
    """
    if not text:
        return "it is empty"
    if len(text) > MAX_LETTERS:
        return f"it has {len(text):,} characters; a word has at most {MAX_LETTERS}"
    for i, ch in enumerate(text):
        category = unicodedata.category(ch)
        if category.startswith("L") or (i > 0 and category.startswith("M")):
            continue
        if category.startswith("M"):
            return f"U+{ord(ch):04X} (a combining mark) does not follow a letter"
        what = "a space" if category == "Zs" else repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
        return f"{what} is not a letter"
    return None


def read_word(text: str) -> tuple[str, str | None]:
    """``(normalize(text), fault(...))``, with a fast path for plain ASCII letters.

    >>> read_word("Cold"), read_word("Mu\\u0308de"), read_word("c4t")
    (('cold', None), ('müde', None), ('c4t', "'4' is not a letter"))
    """
    if not isinstance(text, str):                   # checked here, where it costs least
        text_of(text, "a word")
    if text.isascii() and text.isalpha() and len(text) <= MAX_LETTERS:  # [A-Za-z]+: NFC, nothing to strip
        return text.lower(), None
    word = normalize(text)
    return word, fault(word)


def is_word(text: str) -> bool:
    """The word rule: every character a Unicode letter, after :func:`normalize`.

    >>> is_word("Müde"), is_word("don't"), is_word("x y")
    (True, False, False)
    """
    return read_word(text)[1] is None


def check_word(text: str) -> str:
    """Normalize ``text`` and return it, or raise :class:`LexiconError` naming it.

    >>> check_word(" Cold ")
    'cold'
    """
    word, why = read_word(text)
    if why:
        raise LexiconError(f"{text!r} is not a word: {why}")
    return word


def word_in(known: Container[str], text: str) -> str:
    """``text`` as a word of a question about the words ``known`` (a :class:`Lexicon`, an
    index's ids): one of them as it is, other text read by the word rule
    (:func:`check_word`, whose :class:`LexiconError` names text that is not a word). Every
    engine and analysis reads the words it is asked about so, as the Prolog rules do.

    >>> word_in(["cold"], " COLD "), word_in({"into"}, "into"), word_in({"into"}, "zzzz")
    ('cold', 'into', 'zzzz')
    >>> word_in({"into"}, "in o")
    Traceback (most recent call last):
    wordlog.lexicon.LexiconError: 'in o' is not a word: a space is not a letter
    """
    return text if isinstance(text, str) and text in known else check_word(text)


def _by_length(words: Iterable[str]) -> dict[int, list[str]]:
    """Words grouped by length, each group in input order."""
    groups: dict[int, list[str]] = {}
    for word in words:
        n = len(word)
        if n in groups:
            groups[n].append(word)
        else:
            groups[n] = [word]
    return groups


@dataclass(frozen=True)
class Lexicon:
    """An immutable word list: unique normalized words in input order, tiers where known.

    Make one with :func:`from_words`, :func:`load` or :func:`bundled`, which read every
    word by the word rule (:func:`read_word`) and drop repeats; the constructor itself
    trusts its words to be unique and normalized, as those functions give them.
    ``bundled_tier`` is set for the bundled SCOWL lexicon (its largest size), so the
    Prolog side can read the same data lazily instead of receiving every word.
    ``skipped`` counts the lines a file had that are not words (read with
    ``skip_invalid``); ``skipped_first`` holds the messages of the first few. ``words`` is
    kept as a tuple and ``tiers`` as a read-only copy, so no list or dict of the caller's
    can change it.

    >>> lex = Lexicon(["cold", "cord"], {"cold": 10})
    >>> lex.words, lex.tier("cold")
    (('cold', 'cord'), 10)
    >>> lex.tiers["cold"] = 95
    Traceback (most recent call last):
    ...
    TypeError: 'mappingproxy' object does not support item assignment
    """

    words: tuple[str, ...]
    tiers: Mapping[str, int] = field(default_factory=dict)
    name: str = "<words>"
    bundled_tier: int | None = None
    skipped: int = 0
    skipped_first: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "words", tuple(self.words))
        if not isinstance(self.tiers, MappingProxyType):
            object.__setattr__(self, "tiers", MappingProxyType(dict(self.tiers)))
        object.__setattr__(self, "_by_length", {n: tuple(ws) for n, ws in _by_length(self.words).items()})
        object.__setattr__(self, "_set", frozenset(self.words))

    def __len__(self) -> int:
        return len(self.words)

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word in self._set  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

    def __repr__(self) -> str:
        """``<Lexicon NAME: N words>``, the count as messages write one (:func:`plural`).

        >>> from_words(["cold"], "mine.txt"), from_words(["cold", "warm"])
        (<Lexicon mine.txt: 1 word>, <Lexicon <words>: 2 words>)
        """
        return f"<Lexicon {self.name}: {plural(len(self), 'word')}>"

    def of_length(self, n: int) -> tuple[str, ...]:
        """The words of ``n`` letters, in input order."""
        return self._by_length.get(n, ())  # type: ignore[attr-defined]

    def lengths(self) -> list[int]:
        """The word lengths present, ascending."""
        return sorted(self._by_length)  # type: ignore[attr-defined]

    def tier(self, word: str) -> int | None:
        """The SCOWL size of ``word`` (10 most common ... 95 rarest), None when unknown."""
        return self.tiers.get(word)

    def filtered(self, *, max_tier: int | None = None, most_common: int | None = None) -> "Lexicon":
        """A smaller lexicon: the words of tier <= ``max_tier``, then the first ``most_common`` of those.

        Words without a known tier are dropped by a tier filter. Both are whole numbers or
        None (else a TypeError).

        >>> lex = from_words(["cold", "cord", "card"], tiers={"cold": 10, "cord": 35, "card": 10})
        >>> lex.filtered(max_tier=20).words, lex.filtered(max_tier=20, most_common=1).words
        (('cold', 'card'), ('cold',))
        """
        _check_filters(max_tier, most_common)
        if max_tier is None and most_common is None:
            return self
        words = self.words
        if max_tier is not None:
            words = tuple(w for w in words if self.tiers.get(w, max_tier + 1) <= max_tier)
        if most_common is not None:
            words = words[: max(most_common, 0)]
        bundled_tier = self.bundled_tier
        if most_common is not None:
            bundled_tier = None  # not a SCOWL cut: Prolog must be given the words
        elif bundled_tier is not None and max_tier is not None:
            bundled_tier = min(bundled_tier, max_tier)
        name = self.name + (f" (size <= {max_tier})" if max_tier is not None else "")
        name += f" (first {most_common})" if most_common is not None else ""
        return self._subset(words, name, bundled_tier)

    def without(self, excluded: Iterable[str], name: str = "<words>") -> "Lexicon":
        """This lexicon less the words of ``excluded`` (a list of words unfit for a puzzle,
        say), each read by the word rule as :func:`from_words` reads it (``Cord`` leaves out
        ``cord``; a non-word raises :class:`LexiconError`, one str a TypeError); words it
        does not hold are passed over. ``name`` names the excluded words in the new
        lexicon's name. Every word is then given to Prolog, as the bundled data does not
        describe the lexicon less those words.

        >>> lex = from_words(["cold", "cord", "card"], tiers={"cold": 10, "card": 10})
        >>> less = lex.without(["Cord", "cart"], "mine.txt")
        >>> less.words, less.tier("cold"), less.name
        (('cold', 'card'), 10, '<words> (less mine.txt)')
        """
        not_one_str(excluded, "without takes words")
        dropped = frozenset(map(check_word, excluded))
        return self._subset([w for w in self.words if w not in dropped], f"{self.name} (less {name})", None)

    def _subset(self, words: Iterable[str], name: str, bundled_tier: int | None) -> "Lexicon":
        """A lexicon of some of these ``words``, in the order given, with their tiers; what
        :meth:`filtered` and :meth:`without` make."""
        words = tuple(words)
        return Lexicon(words, {w: self.tiers[w] for w in words if w in self.tiers},
                       name, bundled_tier, self.skipped, self.skipped_first)

    def most_common_first(self) -> "Lexicon":
        """The same words ordered by tier, most common first (stable; unknown tiers last,
        :func:`commonness`).

        >>> from_words(["ab", "cd", "ef"], tiers={"ab": 60, "cd": 10}).most_common_first().words
        ('cd', 'ab', 'ef')
        """
        words = tuple(sorted(self.words, key=lambda w: commonness(self.tiers.get(w))))
        return Lexicon(words, self.tiers, self.name, self.bundled_tier, self.skipped, self.skipped_first)


def commonness(tier: int | None) -> tuple[bool, int]:
    """The sort key that puts words most common first by their ``tier`` (SCOWL size, or a
    list's own size, which may run past 95), and a word of unknown size (None) after every size.

    >>> sorted([None, 200, 10], key=commonness)
    [10, 200, None]
    """
    return tier is None, tier or 0


def _check_filters(max_tier: int | None, most_common: int | None) -> None:
    """A TypeError unless the arguments of :meth:`Lexicon.filtered` are None or whole numbers
    (a str or a float would otherwise fail inside a comparison, or be cut short silently).

    >>> _check_filters(35, None)
    >>> _check_filters("35", None)
    Traceback (most recent call last):
    ...
    TypeError: max_tier is a whole number, not '35'
    """
    if max_tier is not None:
        whole_number(max_tier, "max_tier")
    if most_common is not None:
        whole_number(most_common, "most_common")


def from_words(words: Iterable[str], name: str = "<words>",
               tiers: Mapping[str, int] | None = None) -> Lexicon:
    """Build a lexicon from strings, each checked by the word rule; duplicates kept once.

    >>> from_words(["a", "b c"])
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: 'b c' is not a word: a space is not a letter
    """
    not_one_str(words, "from_words takes words")
    if tiers is not None and not isinstance(tiers, abc.Mapping):
        raise TypeError(clipped(f"tiers map words to SCOWL sizes (a dict), not {type(tiers).__name__}: {tiers!r}"))
    seen: dict[str, None] = {}
    for text in words:
        seen.setdefault(check_word(text), None)
    known: dict[str, int] = {}
    for text, tier in (tiers or {}).items():
        if isinstance(tier, bool) or not isinstance(tier, int):
            raise TypeError(f"the tier of {text!r} is a SCOWL size (int), not {tier!r}")
        word = check_word(text)
        if word in seen:
            known.setdefault(word, tier)
    return Lexicon(tuple(seen), known, name)


def as_lexicon(words: Lexicon | Iterable[str]) -> Lexicon:
    """``words`` when it is a :class:`Lexicon`, else the lexicon of those words
    (:func:`from_words`): how every engine and analysis takes its words.

    >>> lex = from_words(["cold"])
    >>> as_lexicon(lex) is lex, as_lexicon(["Cold", "warm"]).words
    (True, ('cold', 'warm'))
    """
    if not isinstance(words, (Lexicon, abc.Iterable)):
        raise TypeError(f"words are a Lexicon (wordlog.bundled(), wordlog.load(path)) or a list of str, "
                        f"not {type(words).__name__}")
    return words if isinstance(words, Lexicon) else from_words(words)


@dataclass
class _Parsed:
    """What :func:`parse_lines` reads from a file, before it becomes a :class:`Lexicon`."""

    words: dict[str, None]   # the words, in file order (a dict keeps it and drops duplicates)
    sizes: dict[str, int]    # the size of each word whose (first) line gives one
    skipped: int = 0
    skipped_first: tuple[str, ...] = ()

    def lexicon(self, name: str, known: Mapping[str, int] | None = None) -> Lexicon:
        """The lexicon, its tiers from the file's sizes, else from ``known``."""
        tiers = {**known, **self.sizes} if known and self.sizes else known or self.sizes
        return Lexicon(tuple(self.words), tiers, name, None, self.skipped, self.skipped_first)


def _parse_plain(text: str) -> _Parsed | None:
    """The words of ``text`` when every line is a plain word or blank (the usual big list), else None.

    Whole-text operations replace the per-line loop of :func:`_parse` and give the same
    result: NFC and lowercasing never cross a newline, and when what remains besides the
    newlines is all letters and no line is too long, every non-blank line is a word that
    needs no stripping.
    """
    body = text.replace("\r\n", "\n")
    if not body.isascii():
        body = unicodedata.normalize("NFC", unicodedata.normalize("NFC", body).lower())
    else:
        body = body.lower()
    if not body.replace("\n", "").isalpha():
        return None
    lines = body.split("\n")
    if max(map(len, lines)) > MAX_LETTERS:  # a line too long to be a word: the loop names it
        return None
    words = dict.fromkeys(lines)
    words.pop("", None)
    return _Parsed(words, {})


def size_hint(line: str) -> str:
    """What to tell a line that is a word and a size apart by a space (or a comma) rather
    than a TAB, '' for any other line.

    >>> size_hint("cold 10"), size_hint("cold,10"), size_hint("ice cream")
    (' (a size goes after a TAB)', ' (a size goes after a TAB)', '')
    """
    word, _, size = line.replace(",", " ").rpartition(" ")
    return " (a size goes after a TAB)" if size.isascii() and size.isdigit() and read_word(word)[1] is None else ""


def _parse(text: str, name: str, skip_invalid: bool) -> _Parsed:
    """Read ``text`` as :func:`parse_lines` describes: at once when every line is a plain
    word or blank (:func:`_parse_plain`), else line by line."""
    plain = _parse_plain(text)
    if plain is not None:
        return plain
    words: dict[str, None] = {}
    sizes: dict[str, int] = {}
    skipped, first = 0, list[str]()
    for number, line in enumerate(text.split("\n"), 1):
        line = line.strip(BLANKS)
        if not line or line[0] == "#":
            continue
        entry, tab, size = line.partition("\t")
        word, why = read_word(entry)
        if why:
            why = f"{line!r} is not a word: {why}{size_hint(entry) if not tab else ''}"
        elif tab:
            size = size.strip(" \t")
            if not (size.isascii() and size.isdigit()):
                why = f"{line!r}: the size {size!r} after the TAB is not a whole number of 0 or more"
            elif len(size.lstrip("0")) > MAX_SIZE_DIGITS:
                why = (f"{entry!r}: the size after the TAB has {len(size):,} digits; "
                       f"a size has at most {MAX_SIZE_DIGITS}")
        if why:
            if not skip_invalid:
                raise LexiconError(f"{name}:{number}: {why}")
            skipped += 1
            if len(first) < SKIPPED_SHOWN:
                first.append(f"{name}:{number}: {why}")
            continue
        if word not in words:
            words[word] = None
            if tab:
                sizes[word] = int(size.lstrip("0") or "0")     # not 4,300 digits of zeros for int()
    return _Parsed(words, sizes, skipped, tuple(first))


def parse_lines(text: str, name: str, *, skip_invalid: bool = False) -> Lexicon:
    """Parse a word list: one word per line, optionally ``word<TAB>size``.

    Lines end at ``\\n`` (a ``\\r`` before it is stripped); blank lines, surrounding
    ASCII white space and lines starting with ``#`` are ignored; a word listed twice is
    kept once, with the size of its first line. A line that is not a word raises
    :class:`LexiconError` naming ``name`` and the line number, or with ``skip_invalid``
    is counted in ``Lexicon.skipped`` (the first few messages in ``skipped_first``).

    >>> parse_lines("# colours\\nRed\\r\\nred\\nblue\\t20\\n", "x.txt").words
    ('red', 'blue')
    >>> parse_lines("red\\nr3d\\n", "x.txt")
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: x.txt:2: 'r3d' is not a word: '3' is not a letter
    """
    return _parse(text, name, skip_invalid).lexicon(name)


#: What a file that is not UTF-8 but starts like UTF-16 is told.
UTF16_HINT = "it looks like UTF-16, save it as UTF-8"


def looks_utf16(data: bytes) -> bool:
    """Whether ``data`` (a file's first bytes, or its first line) is UTF-16: it starts with
    a UTF-16 byte order mark, or reads as UTF-16 without one (:func:`utf16_nul`).

    >>> looks_utf16("cold warm".encode("utf-16")), looks_utf16("cold warm".encode("utf-16-le"))
    (True, True)
    >>> looks_utf16("cold warm".encode("utf-8"))
    False
    """
    return data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) or utf16_nul(data) is not None


def utf16_nul(data: bytes) -> int | None:
    """The offset of the first NUL byte when ``data`` reads as UTF-16 without a byte order
    mark: it starts with ASCII text of which every other byte is NUL (``c\\0o\\0`` or
    ``\\0c\\0o``), which is UTF-8 too, of NUL characters. Else None.

    >>> utf16_nul("cold\\n".encode("utf-16-le")), utf16_nul("cold\\n".encode("utf-16-be")), utf16_nul(b"cold")
    (1, 0, None)
    """
    head = data[:64 if len(data) >= 64 else len(data) // 2 * 2]
    if len(head) < 4 or not head.isascii():
        return None
    for nul in (1, 0):
        if not any(head[nul::2]) and all(head[1 - nul::2]):
            return nul
    return None


def without_bom(data: bytes) -> bytes:
    """``data`` without the UTF-8 byte order mark a file may start with (every file and
    standard input wordlog reads may).

    >>> without_bom(b"\\xef\\xbb\\xbfcold"), without_bom(b"cold")
    (b'cold', b'cold')
    """
    return data.removeprefix(codecs.BOM_UTF8)


def decode(data: bytes, name: str) -> str:
    """Decode UTF-8 (a BOM is allowed), or raise :class:`LexiconError` naming the byte offset;
    a file in UTF-16 is told so, with a byte order mark or without (:func:`utf16_nul`).

    >>> decode(b"\\xef\\xbb\\xbfcold\\n", "x.txt")
    'cold\\n'
    >>> decode(b"cold\\nw\\xe4rm\\n", "x.txt")
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: x.txt: not UTF-8: byte 0xe4 at offset 6 (line 2)
    """
    body = without_bom(data)
    skip = len(data) - len(body)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as error:
        offset = skip + error.start
        line = data.count(b"\n", 0, offset) + 1
        hint = f"; {UTF16_HINT}" if looks_utf16(data) else ""
        raise LexiconError(f"{name}: not UTF-8: byte 0x{data[offset]:02x} at offset "
                           f"{offset} (line {line}){hint}") from None
    nul = utf16_nul(data)
    if nul is not None:     # UTF-8 as bytes go, but of NUL characters: no word would be read
        raise LexiconError(f"{name}: not UTF-8 text: byte 0x00 at offset {nul} (line 1); "
                           f"it looks like UTF-16 without a byte order mark, save it as UTF-8")
    return text


def not_a_file_name(path: str | Path) -> str:
    """What is wrong with a path that holds a NUL character, which no file name can (Python's
    ``open`` refuses it with a ValueError); the NUL is shown as ``\\x00``.

    >>> not_a_file_name("a\\x00.txt")
    'a\\\\x00.txt: not a file name: it holds a NUL character'
    """
    shown = str(path).replace("\x00", "\\x00")
    return f"{shown}: not a file name: it holds a NUL character"


def open_file(path: str | Path, what: str) -> BinaryIO:
    """A user's file, a ``what`` (say ``"word list"``), open to read its bytes; a
    :class:`LexiconError` names the file and why it cannot be opened, a missing one a
    :class:`MissingFileError` (a ``FileNotFoundError`` too). Anything but a str
    or a path raises TypeError: ``open`` would take an int as a file descriptor, read it
    and close it under its owner.

    >>> open_file("/", "word list")
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: /: is a directory, not a word list
    >>> open_file(3, "word list")
    Traceback (most recent call last):
    ...
    TypeError: the name of a word list is a str or a path, not int: 3
    """
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(clipped(f"the name of a {what} is a str or a path, not {type(path).__name__}: {path!r}"))
    try:
        return open(path, "rb")
    except IsADirectoryError:
        raise LexiconError(f"{path}: is a directory, not a {what}") from None
    except FileNotFoundError:
        raise MissingFileError(errno.ENOENT, "no such file", path) from None
    except OSError as error:
        raise LexiconError(f"{path}: cannot read: {error.strerror}") from None
    except ValueError:
        raise LexiconError(not_a_file_name(path)) from None


def read_text(path: str | Path, what: str) -> str:
    """The text of a user's file, a ``what`` (:func:`open_file`): UTF-8, a BOM allowed
    (:func:`decode`), lines of at most :data:`MAX_LINE_BYTES` (:func:`read_lines`). A
    :class:`LexiconError` names the file and what is wrong with it."""
    with open_file(path, what) as source:
        try:
            data = read_lines(source, str(path), what)
        except OSError as error:
            raise LexiconError(f"{path}: cannot read: {error.strerror}") from None
    return decode(data, str(path))


def line_too_long(where: str, what: str, unit: str = "bytes") -> str:
    """What is said of a line longer than :data:`MAX_LINE_BYTES` (``where`` is ``NAME:LINE``):
    the one wording of every reader that bounds its lines.

    >>> line_too_long("standard input:3", "move", "characters")
    'standard input:3: a line of more than 1,048,576 characters: not a move'
    """
    return f"{where}: a line of more than {MAX_LINE_BYTES:,} {unit}: not a {what}"


def read_lines(source: BinaryIO, name: str, what: str) -> bytes:
    """All of ``source``, read a block at a time and checked as it comes, so that input
    which is no text (``/dev/urandom``, a binary) is refused at its first block, not read
    without end: a :class:`LexiconError` names the first byte that is not UTF-8
    (:func:`decode`), or the line that runs past :data:`MAX_LINE_BYTES` (``/dev/zero``).
    A block shorter than asked for from a buffered ``source`` is its end, as for one
    ``read()``: a terminal's standard input ends at one Ctrl-D, not at a second one that a
    further read would wait for.

    >>> import io
    >>> read_lines(io.BytesIO(b"cold\\nwarm\\n"), "w.txt", "word list")
    b'cold\\nwarm\\n'
    >>> read_lines(io.BytesIO(b"cold\\n" + b"\\0" * (MAX_LINE_BYTES + 1)), "/dev/zero", "word list")
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: /dev/zero:2: a line of more than 1,048,576 bytes: not a word list
    >>> read_lines(io.BytesIO(b"\\x8f" * (10 * MAX_LINE_BYTES)), "/dev/urandom", "word list")
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: /dev/urandom: not UTF-8: byte 0x8f at offset 0 (line 1)
    """
    blocks: list[bytes] = []
    text = codecs.getincrementaldecoder("utf-8-sig")()     # a BOM may open any file
    lines = run = 0         # line breaks read, and bytes since the last
    while block := source.read(MAX_LINE_BYTES):
        blocks.append(block)
        first = block.find(b"\n")
        # A line inside one block is no longer than the block; only the line running on from
        # the blocks before, to this block's first line break or on past it, can be longer.
        too_long = run + (len(block) if first < 0 else first) > MAX_LINE_BYTES
        try:        # to the long line's end: a byte after it is no part of what is wrong
            text.decode(block[:first] if too_long and first >= 0 else block)
        except UnicodeDecodeError:
            decode(b"".join(blocks), name)      # raises, naming the byte's offset and line
        if too_long:
            raise LexiconError(line_too_long(f"{name}:{lines + 1}", what))
        lines += block.count(b"\n")
        run = run + len(block) if first < 0 else len(block) - block.rfind(b"\n") - 1
        if len(block) < MAX_LINE_BYTES and not isinstance(source, io.RawIOBase):
            break   # a buffered read comes back short only at the end: a terminal's one Ctrl-D
    return b"".join(blocks)


def load(path: str | Path, *, skip_invalid: bool = False, known_tiers: bool = True) -> Lexicon:
    """Read a word list file (see :func:`parse_lines`).

    Words without a size column take their tier from the bundled SCOWL data when
    ``known_tiers`` is set and the list is English (:func:`english_sizes`), so ``--tier``
    also filters a user's English list.

    >>> lex = load(scowl_dir() / "4.txt")          # lines 'word<TAB>size'
    >>> lex.words[:2], lex.tier("cold")
    (('aahs', 'aals'), 10)
    """
    parsed = _parse(read_text(path, "word list"), str(path), skip_invalid)
    unsized = [w for w in parsed.words if w not in parsed.sizes]
    return parsed.lexicon(str(path), english_sizes(unsized) if known_tiers else {})


def english_sizes(words: Iterable[str]) -> dict[str, int]:
    """The bundled SCOWL sizes of ``words`` (unique), if SCOWL knows at least half of them,
    else none: SCOWL is English, and in a list in another language the words that happen
    to be English too (German *hand*, *wind*) would take sizes and make all the others
    rare. English lists are 95-97% SCOWL words, lists in other languages far fewer.

    >>> english_sizes(["cold", "warm", "qwzx"])
    {'cold': 10, 'warm': 10}
    >>> english_sizes(["katze", "mütze", "kasse", "hand"])    # German: only hand is English
    {}
    """
    words = list(words)
    known: dict[str, int] = {}
    for n, group in _by_length(words).items():
        size_of = scowl_length_tiers(n).get
        for word in group:
            size = size_of(word)
            if size is not None:
                known[word] = size
    return known if 2 * len(known) >= len(words) else {}


# The bundled data, read lazily: one file per word length, of SCOWL for English and
# of a Debian word list for another language (its tiers on SCOWL's scale of sizes,
# python/README.md, "Other languages"). ``lang`` is a code of wordlog.languages.LANGUAGES.

@cache
def scowl_lengths(lang: str = "en") -> tuple[int, ...]:
    """The word lengths of the bundled data of ``lang`` (one file ``N.txt`` each), ascending."""
    return tuple(sorted(int(p.stem) for p in lexicon_dir(lang).glob("*.txt") if p.stem.isdigit()))


def scowl_length_tiers(n: int, lang: str = "en") -> Mapping[str, int]:
    """The bundled words of ``n`` letters of ``lang`` with their SCOWL sizes (tiers on SCOWL's
    scale for a language other than English), alphabetically (read once).

    >>> scowl_length_tiers(4)["cold"], scowl_length_tiers(4, "fr")["chat"]
    (10, 10)
    """
    return _length_tiers(n, lang)


@cache
def _length_tiers(n: int, lang: str) -> Mapping[str, int]:
    """:func:`scowl_length_tiers`, cached by its arguments as given here (so ``(4)`` and
    ``(4, "en")`` share one table)."""
    if n not in scowl_lengths(lang):
        return {}
    fields = iter((lexicon_dir(lang) / f"{n}.txt").read_text(encoding="utf-8").split())
    # trusted data: lines 'word<TAB>size'; read-only, as every caller shares it
    return MappingProxyType(dict(zip(fields, map(int, fields))))


class _ScowlTiers(abc.Mapping):
    """Every bundled word of a language with its size, by length then alphabetically; a
    length is read on first use."""

    def __init__(self, lang: str) -> None:
        self._lang = lang

    def __getitem__(self, word: str) -> int:
        return scowl_length_tiers(len(word), self._lang)[word]

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word in scowl_length_tiers(len(word), self._lang)

    def __iter__(self) -> Iterator[str]:
        for n in scowl_lengths(self._lang):
            yield from scowl_length_tiers(n, self._lang)

    def __len__(self) -> int:
        return sum(len(scowl_length_tiers(n, self._lang)) for n in scowl_lengths(self._lang))


@cache
def scowl_tiers(lang: str = "en") -> Mapping[str, int]:
    """Every bundled word of ``lang`` with its size (each length's file read once, when first needed).

    >>> tiers = scowl_tiers()
    >>> tiers["cold"], "cold" in tiers, "qxzv" in tiers
    (10, True, False)
    >>> scowl_tiers("de")["straße"]
    10
    """
    return _ScowlTiers(lang)


@cache
def offensive_words(lang: str = "en") -> frozenset[str]:
    """The offensive and vulgar words the bundled lexicon of ``lang`` leaves out by default
    (``prolog/data/offensive.txt``, ``prolog/data/LANG/offensive.txt``: LDNOOBW's list of
    that language, from the npm package ``naughty-words``; lines starting with ``#`` are
    comments).

    >>> "slut" in offensive_words(), "cold" in offensive_words(), "salope" in offensive_words("fr")
    (True, False, True)
    """
    lines = offensive_file(lang).read_text(encoding="utf-8").split("\n")
    return frozenset(w for w in lines if w and not w.startswith("#"))


class _Bundled(Lexicon):
    """:func:`bundled` words, read per length: a length's file when its words are first wanted.

    ``of_length``, ``in``, ``tier`` and ``bool`` read only the lengths they ask about;
    ``words``, ``tiers``, ``len`` and iteration read every length, once.
    """

    _max_tier: int                                              # its largest SCOWL size
    _offensive: bool                                            # whether offensive words are in
    _lang: str                                                  # its language's code
    _parts: dict[int, tuple[tuple[str, ...], dict[str, int]]]    # length -> (words, tiers)

    def __init__(self, max_tier: int, offensive: bool, lang: str) -> None:  # the dataclass __init__ is bypassed
        # Prolog's use_default_lexicon/1 reads the same English words (offensive ones left
        # out); a lexicon with them, or in another language, is given to Prolog word by word
        # (bundled_tier None).
        if lang == "en":
            name = f"bundled SCOWL size <= {max_tier}"
        else:
            name = f"bundled {language(lang).name} tier <= {max_tier}"
        name += " with offensive words" if offensive else ""
        tier = None if offensive or lang != "en" else max_tier
        for key, value in (("name", name), ("bundled_tier", tier), ("_max_tier", max_tier),
                           ("_offensive", offensive), ("_lang", lang), ("skipped", 0),
                           ("skipped_first", ()), ("_parts", {})):
            object.__setattr__(self, key, value)

    def _part(self, n: int) -> tuple[tuple[str, ...], dict[str, int]]:
        part = self._parts.get(n)
        if part is None:
            left_out = frozenset() if self._offensive else offensive_words(self._lang)
            tiers = {w: t for w, t in scowl_length_tiers(n, self._lang).items()
                     if t <= self._max_tier and w not in left_out}
            part = self._parts[n] = (tuple(tiers), tiers)
        return part

    def __getattr__(self, name: str):
        """Build ``words``, ``tiers`` and the whole-lexicon tables on first use."""
        if name not in ("words", "tiers", "_by_length", "_set"):
            raise AttributeError(name)
        words: list[str] = []
        tiers: dict[str, int] = {}
        for n in scowl_lengths(self._lang):
            part_words, part_tiers = self._part(n)
            words.extend(part_words)
            tiers.update(part_tiers)
        object.__setattr__(self, "words", tuple(words))
        object.__setattr__(self, "tiers", tiers)
        Lexicon.__post_init__(self)
        return object.__getattribute__(self, name)

    def __bool__(self) -> bool:
        return any(self._part(n)[0] for n in scowl_lengths(self._lang))

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word in self._part(len(word))[1]

    def of_length(self, n: int) -> tuple[str, ...]:
        return self._part(n)[0]

    def tier(self, word: str) -> int | None:
        return self._part(len(word))[1].get(word)

    def filtered(self, *, max_tier: int | None = None, most_common: int | None = None) -> Lexicon:
        _check_filters(max_tier, most_common)
        if most_common is None and max_tier is not None and max_tier >= SCOWL_SIZES[0]:
            return bundled(min(max_tier, self._max_tier), lang=self._lang, offensive=self._offensive)
        return super().filtered(max_tier=max_tier, most_common=most_common)


def bundled(max_tier: int = DEFAULT_TIER, *, lang: str = "en", offensive: bool = False) -> Lexicon:
    """The bundled lexicon of language ``lang``, tiers <= ``max_tier``, less the offensive
    and vulgar words of :func:`offensive_words` unless ``offensive``.

    English's words and tiers are SCOWL's (through Debian's ``scowl``); another language's
    (``"fr"``, ``"de"``, ... :data:`wordlog.languages.LANGUAGES`) are a Debian word list's,
    with tiers on SCOWL's scale from their frequencies, so a tier means the same in every
    language. Words are ordered by length, then alphabetically. Each length's file is read
    when that length is first asked for, so one ladder reads one file. ``max_tier`` is
    a whole number (else a TypeError) from 10 to 95 (else a :class:`LexiconError`), as a
    language not bundled is.

    >>> lex = bundled()
    >>> "cold" in lex and lex.tier("cold")
    10
    >>> lex.of_length(3)[:3]
    ('aah', 'ace', 'act')
    >>> "slut" in bundled(), "slut" in bundled(offensive=True)
    (False, True)
    >>> bundled(35, lang="fr").tier("chat"), "été" in bundled(lang="fr")
    (10, True)
    """
    whole_number(max_tier, "max_tier")
    if not isinstance(offensive, bool):
        raise TypeError(f"offensive is True or False, not {offensive!r}")
    try:
        language(lang)
    except ValueError as error:
        raise LexiconError(str(error)) from None
    if not SCOWL_SIZES[0] <= max_tier <= SCOWL_SIZES[-1]:
        raise LexiconError(f"tier {max_tier} is outside SCOWL's sizes "
                           f"({SCOWL_SIZES[0]} most common ... {SCOWL_SIZES[-1]} rarest)")
    return _bundled(max_tier, offensive, lang)


@cache
def _bundled(max_tier: int, offensive: bool, lang: str) -> Lexicon:
    """One lexicon object per language and size, so ``bundled() is bundled(60)``."""
    return _Bundled(max_tier, offensive, lang)


def counts(lex: Lexicon) -> dict[int, Counter]:
    """Words per length and tier (tier None when unknown): ``{length: Counter({tier: n})}``.

    >>> counts(from_words(["ab", "cd", "efg"]))[2][None]
    2
    """
    table: dict[int, Counter] = {}
    for word in lex.words:
        table.setdefault(len(word), Counter())[lex.tiers.get(word)] += 1
    return table
