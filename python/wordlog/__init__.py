"""wordlog: word puzzles solved in logic.

Word ladders (Lewis Carroll's Doublets, the Weaver game) and Boggle, with the rules
in SWI-Prolog (``prolog/``) and an independent pure-Python engine beside them.

>>> ladder("ape", "man")                 # the bundled English lexicon unless words are given
['ape', 'apt', 'opt', 'oat', 'mat', 'man']
>>> ladder_length("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
5
>>> all_ladders("hit", "cog", ["hot", "dot", "dog", "lot", "log", "cog"])
[['hit', 'hot', 'dot', 'dog', 'cog'], ['hit', 'hot', 'lot', 'log', 'cog']]

Every exception the API raises for a word, a lexicon or a limit is importable from
here: :class:`LexiconError` (:class:`PrologWordError` is one), and
:class:`PrologError`, whose kinds are :class:`PrologUnavailable` and
:class:`PrologLimitError`, raised as :class:`TimeLimitExceeded`,
:class:`InferenceLimitExceeded`, :class:`MemoryLimitExceeded` or :class:`SearchLimitError`.
"""
from __future__ import annotations

__version__ = "0.1.0"    # the package's version; pyproject.toml reads it from here

TYPE_CHECKING = False    # typing.TYPE_CHECKING, without importing typing: this module imports nothing
if TYPE_CHECKING:
    from .engines import BfsEngine, NaiveEngine, all_ladders, friendly_ladder, ladder, ladder_chain, ladder_length
    from .graph import WordGraph
    from .ladders import ShortestDag
    from .lexicon import Lexicon, LexiconError, as_lexicon, bundled, from_words, load
    from .prolog import (InferenceLimitExceeded, MemoryLimitExceeded, PrologError, PrologLimitError,
                         PrologUnavailable, PrologWordError, TimeLimitExceeded)
    from .prolog.ladders import PrologEngine, SearchLimitError

__all__ = [
    "BfsEngine", "InferenceLimitExceeded", "Lexicon", "LexiconError", "MemoryLimitExceeded", "NaiveEngine",
    "PrologEngine", "PrologError", "PrologLimitError", "PrologUnavailable", "PrologWordError",
    "SearchLimitError", "ShortestDag", "TimeLimitExceeded", "WordGraph", "__version__", "all_ladders", "bundled",
    "friendly_ladder", "from_words", "ladder", "ladder_chain", "ladder_length", "load",
]

#: The module of each name this package gives from another, imported on first use: ``import
#: wordlog`` takes a few milliseconds where importing the Prolog engine (pyswip, SWI-Prolog)
#: takes a few tenths of a second, and the ``wordlog`` command's entry (:mod:`wordlog.start`)
#: runs its first statement before anything heavy.
_FROM = {
    "engines": ["BfsEngine", "NaiveEngine", "all_ladders", "friendly_ladder", "ladder", "ladder_chain",
                "ladder_length"],
    "graph": ["WordGraph"],
    "ladders": ["ShortestDag"],
    "lexicon": ["Lexicon", "LexiconError", "as_lexicon", "bundled", "from_words", "load"],
    "prolog": ["InferenceLimitExceeded", "MemoryLimitExceeded", "PrologError", "PrologLimitError",
               "PrologUnavailable", "PrologWordError", "TimeLimitExceeded"],
    "prolog.ladders": ["PrologEngine", "SearchLimitError"],
}
_MODULE_OF = {name: module for module, names in _FROM.items() for name in names}


if not TYPE_CHECKING:    # a type checker reads the imports above: wordlog.BfsEngin is an error, not an object
    def __getattr__(name: str) -> object:
        """``wordlog.BfsEngine`` and the other names of :data:`_FROM`, from their module."""
        module = _MODULE_OF.get(name)
        if module is None:
            raise AttributeError(f"module 'wordlog' has no attribute {name!r}")
        import importlib
        value = getattr(importlib.import_module(f".{module}", __name__), name)
        globals()[name] = value         # found here from now on, without this function
        return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_MODULE_OF))
