"""Where wordlog's Prolog rules and bundled data live.

An installed package carries a copy of the repository's ``prolog/`` folder in
``wordlog/_prolog``; a checkout (or an editable install) uses ``prolog/`` itself.

>>> (prolog_dir() / "weaver.pl").name
'weaver.pl'
"""
from __future__ import annotations

from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


@cache
def prolog_dir() -> Path:
    """The folder holding ``weaver.pl`` and the other Prolog modules."""
    for candidate in (PACKAGE / "_prolog", PACKAGE.parent.parent / "prolog"):
        if (candidate / "data" / "scowl").is_dir():
            return candidate
    raise FileNotFoundError("wordlog: cannot find its Prolog rules (prolog/weaver.pl); reinstall the package")


def scowl_dir() -> Path:
    """The bundled SCOWL lexicon: one file per word length, lines ``word<TAB>size``."""
    return prolog_dir() / "data" / "scowl"


def lexicon_dir(lang: str = "en") -> Path:
    """The bundled lexicon of language ``lang`` (a code of :data:`wordlog.languages.LANGUAGES`),
    laid out as SCOWL's: English's is ``data/scowl``, another language's ``data/LANG``.

    >>> lexicon_dir("fr").relative_to(prolog_dir()).as_posix(), lexicon_dir() == scowl_dir()
    ('data/fr', True)
    """
    return scowl_dir() if lang == "en" else prolog_dir() / "data" / lang


def offensive_file(lang: str = "en") -> Path:
    """The offensive words the bundled lexicon of ``lang`` leaves out: ``data/offensive.txt``
    for English, ``data/LANG/offensive.txt`` for another language."""
    return prolog_dir() / "data" / "offensive.txt" if lang == "en" else lexicon_dir(lang) / "offensive.txt"
