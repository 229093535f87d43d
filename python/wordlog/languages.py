"""The languages wordlog bundles a lexicon for, and how each one's players see its letters.

One record a language: where its words come from (a Debian word list, SCOWL for
English), how its commonness tiers are made (``wordfreq``'s Zipf frequencies, on
SCOWL's scale of sizes), which list of offensive words it leaves out, and how a
Boggle board shows its letters. ``python/scripts/build_language_lexicons.py`` reads
this table to build ``prolog/data/CODE/``; the lexicon and the Boggle dice read it
to find that data. It uses the standard library alone, so the build script can load
it by its path without importing the package.

In a word ladder every letter is the letter it is written with (NFC, lowercase, as
the word rule of :mod:`wordlog.lexicon` reads any word): ``pâte -> pâté`` is one
step, ``straße`` has six letters. On a Boggle board a language shows the letters
its Scrabble set has tiles for (:func:`board_spelling`): a French die has no É, a
German one has Ä, a Spanish one Ñ.

>>> LANGUAGES["fr"].name, LANGUAGES["fr"].debian
('French', 'wfrench')
>>> board_spelling("cœur", "fr"), board_spelling("straße", "de"), board_spelling("niño", "es")
('coeur', 'strasse', 'niño')
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Mapping


@dataclass(frozen=True)
class Language:
    """A bundled language.

    ``code`` is its ISO 639-1 code: the folder ``prolog/data/CODE`` and ``lang="CODE"``
    (English's data is ``prolog/data/scowl``). ``debian`` is the Debian package its
    words come from, ``word_list`` that package's file under ``/usr/share/dict`` and
    ``encoding`` the file's. ``nouns_capitalized`` says that a capital letter starts
    every noun (German), so such entries are words; elsewhere they are names and are
    left out. ``wordfreq`` is the ``wordfreq`` language whose Zipf frequencies give the
    tiers, ``offensive`` the file of npm's ``naughty-words`` whose words are left out.
    For Boggle, ``own_letters`` are the letters with a diacritic that a die shows as
    they are (every other one shows its base letter), ``spelled`` the letters a board
    shows as others, ``qu`` whether the Q face shows Qu, and ``min_length`` the
    shortest word that scores.
    """

    code: str
    name: str
    debian: str
    word_list: str
    wordfreq: str
    offensive: str
    encoding: str = "utf-8"
    nouns_capitalized: bool = False
    own_letters: str = ""
    spelled: Mapping[str, str] = field(default_factory=dict)
    qu: bool = True
    min_length: int = 3

    def __post_init__(self) -> None:
        object.__setattr__(self, "spelled", MappingProxyType(dict(self.spelled)))


#: The ligatures a board spells out (French and others write them in loanwords too).
LIGATURES = {"œ": "oe", "æ": "ae"}

#: Every bundled language by its code. English's words and sizes are SCOWL's (through
#: Debian's ``scowl``, ``python/scripts/build_scowl_lexicon.py``); the others' are
#: built by ``python/scripts/build_language_lexicons.py``. The Boggle letters follow
#: each language's Scrabble set (Wikipedia, "Scrabble letter distributions"): French,
#: Italian and Dutch sets have the letters A-Z alone, German adds Ä Ö Ü (no ß: SS),
#: Spanish Ñ, Portuguese Ç, Swedish Å Ä Ö.
LANGUAGES: Mapping[str, Language] = MappingProxyType({lang.code: lang for lang in (
    Language("en", "English", "scowl", "scowl", "en", "en.json"),
    Language("fr", "French", "wfrench", "french", "fr", "fr.json", spelled=LIGATURES),
    Language("de", "German", "wngerman", "ngerman", "de", "de.json", nouns_capitalized=True,
             own_letters="äöü", spelled={"ß": "ss", **LIGATURES}),
    Language("es", "Spanish", "wspanish", "spanish", "es", "es.json", own_letters="ñ", spelled=LIGATURES),
    Language("it", "Italian", "witalian", "italian", "it", "it.json", spelled=LIGATURES),
    Language("pt", "Portuguese", "wportuguese", "portuguese", "pt", "pt.json", own_letters="ç",
             spelled=LIGATURES),
    Language("nl", "Dutch", "wdutch", "dutch", "nl", "nl.json", spelled=LIGATURES),
    Language("sv", "Swedish", "wswedish", "swedish", "sv", "sv.json", encoding="latin-1",
             own_letters="åäö", spelled=LIGATURES),
)})


def language(code: str) -> Language:
    """The bundled language ``code``; a ValueError names the codes there are.

    >>> language("de").name
    'German'
    >>> language("xx")
    Traceback (most recent call last):
    ...
    ValueError: no bundled lexicon for language 'xx' (bundled: de, en, es, fr, it, nl, pt, sv)
    """
    if not isinstance(code, str):
        raise TypeError(f"a language is a code such as 'fr' (str), not {code!r}")
    try:
        return LANGUAGES[code]
    except KeyError:
        raise ValueError(f"no bundled lexicon for language {code!r} "
                         f"(bundled: {', '.join(sorted(LANGUAGES))})") from None


def board_spelling(word: str, code: str) -> str:
    """``word`` as a Boggle board of language ``code`` spells it: each letter as it is when
    it is one of the language's own letters, as :attr:`Language.spelled` has it, else as
    its base letter (its diacritics dropped).

    >>> board_spelling("pâté", "fr"), board_spelling("müde", "de"), board_spelling("müde", "fr")
    ('pate', 'müde', 'mude')
    >>> board_spelling("ação", "pt"), board_spelling("ruïne", "nl"), board_spelling("gå", "sv")
    ('açao', 'ruine', 'gå')
    """
    lang = language(code)
    if word.isascii():
        return word
    letters = []
    for ch in word:
        if ch.isascii() or ch in lang.own_letters:
            letters.append(ch)
        elif ch in lang.spelled:
            letters.append(lang.spelled[ch])
        else:
            base = "".join(c for c in unicodedata.normalize("NFD", ch) if not unicodedata.category(c).startswith("M"))
            letters.append(base or ch)
    return "".join(letters)
