"""Lexicons: reading word lists, deciding what a word is, commonness tiers.

This is the only module that reads word files and the only place that says
what a word is. Everything downstream receives a :class:`Lexicon`.

A word is a non-empty string of Unicode letters (combining marks may follow a
letter), NFC-normalized and lowercased. Lowercasing is ``str.lower`` rather than
full case folding, which would turn ``ß`` into ``ss`` and change a word's length.

>>> lex = from_words(["Hot", "dot", "DOG", "hot"])
>>> lex.words
('hot', 'dot', 'dog')
>>> lex.of_length(3)
('hot', 'dot', 'dog')
>>> normalize(" Mu\\u0308de ")
'müde'
"""
from __future__ import annotations

import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Iterable, Iterator, Mapping

from .paths import scowl_dir

#: SCOWL sizes, most common first. A word's tier is the smallest size listing it.
SCOWL_SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
#: The default bundled lexicon: SCOWL's size 60, the size its author recommends for spell checking.
DEFAULT_TIER = 60
#: ``--common``: the sizes up to 35, SCOWL's common words.
COMMON_TIER = 35


class LexiconError(ValueError):
    """A word list or a word that is not acceptable; the message names the culprit."""


def normalize(text: str) -> str:
    """NFC-normalize, lowercase and strip ``text``.

    >>> normalize("  NIÑO\\n")
    'niño'
    """
    return unicodedata.normalize("NFC", unicodedata.normalize("NFC", text.strip()).lower())


def fault(text: str) -> str | None:
    """Why ``text`` (already normalized) is not a word, or None when it is one.

    >>> fault("cat"), fault("c4t"), fault("")
    (None, "'4' is not a letter", 'it is empty')
    """
    if not text:
        return "it is empty"
    for i, ch in enumerate(text):
        category = unicodedata.category(ch)
        if category.startswith("L") or (i > 0 and category.startswith("M")):
            continue
        what = "a space" if ch.isspace() else repr(ch) if ch.isprintable() else f"U+{ord(ch):04X}"
        return f"{what} is not a letter"
    return None


def is_word(text: str) -> bool:
    """The word rule: every character a Unicode letter, after :func:`normalize`.

    >>> is_word("Müde"), is_word("don't"), is_word("x y")
    (True, False, False)
    """
    return fault(normalize(text)) is None


def check_word(text: str) -> str:
    """Normalize ``text`` and return it, or raise :class:`LexiconError` naming it.

    >>> check_word(" Cold ")
    'cold'
    """
    word = normalize(text)
    why = fault(word)
    if why:
        raise LexiconError(f"{text!r} is not a word: {why}")
    return word


@dataclass(frozen=True)
class Lexicon:
    """An immutable word list: unique normalized words in input order, tiers where known.

    ``bundled_tier`` is set for the bundled SCOWL lexicon (its largest size), so the
    Prolog side can read the same data lazily instead of receiving every word.
    """

    words: tuple[str, ...]
    tiers: Mapping[str, int] = field(default_factory=dict)
    name: str = "<words>"
    bundled_tier: int | None = None
    skipped: int = 0

    def __post_init__(self) -> None:
        by_length: dict[int, list[str]] = {}
        for word in self.words:
            by_length.setdefault(len(word), []).append(word)
        object.__setattr__(self, "_by_length", {n: tuple(ws) for n, ws in by_length.items()})
        object.__setattr__(self, "_set", frozenset(self.words))

    def __len__(self) -> int:
        return len(self.words)

    def __iter__(self) -> Iterator[str]:
        return iter(self.words)

    def __contains__(self, word: object) -> bool:
        return word in self._set  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other: object) -> bool:
        return self is other

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
        """A smaller lexicon: the first ``most_common`` words, then those of tier <= ``max_tier``.

        Words without a known tier are dropped by a tier filter.

        >>> from_words(["cold", "cord"], tiers={"cold": 10, "cord": 35}).filtered(max_tier=20).words
        ('cold',)
        """
        words = self.words if most_common is None else self.words[: max(most_common, 0)]
        if max_tier is not None:
            words = tuple(w for w in words if self.tiers.get(w, max_tier + 1) <= max_tier)
        bundled = self.bundled_tier
        if bundled is not None and most_common is None and max_tier is not None:
            bundled = min(bundled, max_tier)
        elif most_common is not None:
            bundled = None
        name = self.name + (f" (first {most_common})" if most_common is not None else "")
        name += f" (size <= {max_tier})" if max_tier is not None else ""
        return Lexicon(tuple(words), {w: self.tiers[w] for w in words if w in self.tiers},
                       name, bundled, self.skipped)


def from_words(words: Iterable[str], name: str = "<words>",
               tiers: Mapping[str, int] | None = None) -> Lexicon:
    """Build a lexicon from strings, each checked by the word rule; duplicates kept once.

    >>> from_words(["a", "b c"])
    Traceback (most recent call last):
    ...
    wordlog.lexicon.LexiconError: 'b c' is not a word: a space is not a letter
    """
    seen: dict[str, None] = {}
    for text in words:
        seen.setdefault(check_word(text), None)
    known = {w: t for w, t in (tiers or {}).items() if w in seen}
    return Lexicon(tuple(seen), known, name)


def parse_lines(text: str, name: str, *, skip_invalid: bool = False) -> Lexicon:
    """Parse a word list: one word per line, optionally ``word<TAB>size``.

    Blank lines, surrounding whitespace and lines starting with ``#`` are ignored;
    duplicates are kept once. A line that is not a word raises :class:`LexiconError`
    naming ``name`` and the line number, or with ``skip_invalid`` is counted in
    ``Lexicon.skipped``.

    >>> parse_lines("# colours\\nRed\\r\\nred\\nblue\\t20\\n", "x.txt").words
    ('red', 'blue')
    """
    words: dict[str, None] = {}
    tiers: dict[str, int] = {}
    skipped = 0
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        entry, tab, size = line.partition("\t")
        word = normalize(entry)
        why = fault(word) or (tab and not size.strip().isdigit() and f"size {size.strip()!r} is not a number")
        if why:
            if skip_invalid:
                skipped += 1
                continue
            raise LexiconError(f"{name}:{number}: {line!r} is not a word: {why}")
        if word not in words:
            words[word] = None
            if tab:
                tiers[word] = int(size)
    return Lexicon(tuple(words), tiers, name, skipped=skipped)


def decode(data: bytes, name: str) -> str:
    """Decode UTF-8 (a BOM is allowed), or raise :class:`LexiconError` naming the byte offset."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise LexiconError(f"{name}: not UTF-8: byte 0x{data[error.start]:02x} at offset "
                           f"{error.start} (line {line})") from None


def load(path: str | Path, *, skip_invalid: bool = False, known_tiers: bool = True) -> Lexicon:
    """Read a word list file (see :func:`parse_lines`).

    Words without a size column take their tier from the bundled SCOWL data when
    ``known_tiers`` is set, so ``--tier`` also filters a user's English list.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except IsADirectoryError:
        raise LexiconError(f"{path}: is a directory, not a word list") from None
    except FileNotFoundError:
        raise LexiconError(f"{path}: no such file") from None
    except OSError as error:
        raise LexiconError(f"{path}: cannot read: {error.strerror}") from None
    lex = parse_lines(decode(data, str(path)), str(path), skip_invalid=skip_invalid)
    if known_tiers and len(lex.tiers) < len(lex):
        scowl = scowl_tiers()
        tiers = {w: scowl[w] for w in lex.words if w in scowl} | dict(lex.tiers)
        lex = Lexicon(lex.words, tiers, lex.name, skipped=lex.skipped)
    return lex


@cache
def scowl_tiers() -> Mapping[str, int]:
    """Every bundled SCOWL word with its size (read once per process)."""
    tiers: dict[str, int] = {}
    for path in sorted(scowl_dir().glob("*.txt"), key=lambda p: int(p.stem)):
        for line in path.read_text(encoding="utf-8").splitlines():
            word, _, size = line.partition("\t")
            tiers[word] = int(size)
    return tiers


@cache
def bundled(max_tier: int = DEFAULT_TIER) -> Lexicon:
    """The bundled English lexicon (SCOWL through Debian's ``scowl``), sizes <= ``max_tier``.

    >>> lex = bundled()
    >>> "cold" in lex and lex.tier("cold")
    10
    """
    if not SCOWL_SIZES[0] <= max_tier <= SCOWL_SIZES[-1]:
        raise LexiconError(f"tier {max_tier} is outside SCOWL's sizes "
                           f"({SCOWL_SIZES[0]} most common ... {SCOWL_SIZES[-1]} rarest)")
    tiers = {w: t for w, t in scowl_tiers().items() if t <= max_tier}
    return Lexicon(tuple(tiers), tiers, f"bundled SCOWL size <= {max_tier}", max_tier)


def counts(lex: Lexicon) -> dict[int, Counter]:
    """Words per length and tier (tier None when unknown): ``{length: Counter({tier: n})}``.

    >>> counts(from_words(["ab", "cd", "efg"]))[2][None]
    2
    """
    table: dict[int, Counter] = {}
    for word in lex.words:
        table.setdefault(len(word), Counter())[lex.tiers.get(word)] += 1
    return table
