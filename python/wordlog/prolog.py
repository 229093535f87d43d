"""The bridge to SWI-Prolog: the only module that talks to pyswip.

One Prolog engine per process, consulted once; one lock around every call; every
query consumed fully; every word put into query text through :func:`atom`; every
goal run under a time limit and an inference limit enforced on the Prolog side.

>>> atom("it's")
"'it\\\\x27\\\\s'"
>>> first("atom_length(" + atom("müde") + ", N)")["N"]
4
"""
from __future__ import annotations

import os
import tempfile
import threading
from pathlib import Path
from typing import Iterable

from .paths import prolog_dir

#: The Prolog modules (files of ``prolog/``) the bridge loads once per process.
PROLOG_MODULES = ["weaver", "boggle"]
#: Default limits for one query: seconds, and inferences (about 10^7 a second).
TIME_LIMIT = 60.0
INFERENCE_LIMIT = 2_000_000_000


class PrologError(Exception):
    """Prolog raised an error; the message is Prolog's own."""


class PrologLimitError(PrologError):
    """A query hit a limit set from Python; the engine stays usable."""


class TimeLimitExceeded(PrologLimitError):
    """The query ran past its time limit."""


class InferenceLimitExceeded(PrologLimitError):
    """The query ran past its inference limit."""


def atom(text: str) -> str:
    """Quote ``text`` as a Prolog atom, escaping every character outside ``[A-Za-z0-9_]``.

    This is the one way text enters a Prolog query. Each escaped character is
    written ``\\xHEX\\``, so quotes, backslashes, newlines and NUL stay inside the atom.

    >>> atom("cold")
    "'cold'"
    >>> atom("a'b")
    "'a\\\\x27\\\\b'"
    """
    return "'" + "".join(ch if ch.isascii() and (ch.isalnum() or ch == "_")
                         else f"\\x{ord(ch):x}\\" for ch in text) + "'"


def atom_list(words: Iterable[str]) -> str:
    """A Prolog list of atoms, each through :func:`atom`.

    >>> atom_list(["a", "b"])
    "['a','b']"
    """
    return "[" + ",".join(map(atom, words)) + "]"


class _Bridge:
    """The process's single Prolog engine and its lock."""

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self._prolog = None
        self.lexicon = None  # the Lexicon currently loaded for ladders

    def engine(self):
        if self._prolog is None:
            from pyswip import Prolog  # imported here: only when Prolog is used
            prolog = Prolog()
            for module in PROLOG_MODULES:
                path = prolog_dir() / f"{module}.pl"
                if path.is_file():
                    self._consume(prolog, f"use_module({atom(str(path))})")
            self._consume(prolog, "use_module(library(time))")
            self._prolog = prolog
        return self._prolog

    @staticmethod
    def _consume(prolog, goal: str) -> list[dict]:
        """Run ``goal`` and read every answer, so no query is left open."""
        return list(prolog.query(goal))

    def solve(self, goal: str, time_limit: float, inference_limit: int) -> list[dict]:
        wrapped = (f"catch(call_with_time_limit({float(time_limit)!r}, "
                   f"call_with_inference_limit(({goal}), {int(inference_limit)}, WordlogLimit__)), "
                   "WordlogError__, true), "
                   "(var(WordlogError__) -> WordlogErrorText__ = none "
                   "; WordlogError__ == time_limit_exceeded -> WordlogErrorText__ = time_limit_exceeded "
                   "; '$messages':translate_message(WordlogError__, Lines__, []), "
                   "with_output_to(string(WordlogErrorText__), "
                   "print_message_lines(current_output, '', Lines__)))")
        with self.lock:
            answers = self._consume(self.engine(), wrapped)
        results = []
        for answer in answers:
            error = answer.pop("WordlogErrorText__")
            answer.pop("WordlogError__", None)
            answer.pop("Lines__", None)
            limit = answer.pop("WordlogLimit__", None)
            if error != "none":
                raise _error(error.decode() if isinstance(error, bytes) else str(error))
            if limit == "inference_limit_exceeded":
                raise InferenceLimitExceeded(f"the search ran past {inference_limit} inferences")
            results.append(answer)
        return results


def _error(text: str) -> PrologError:
    if text == "time_limit_exceeded":
        return TimeLimitExceeded("the search ran past its time limit")
    return PrologError(text.strip())


_bridge = _Bridge()


def solve(goal: str, *, time_limit: float = TIME_LIMIT,
          inference_limit: int = INFERENCE_LIMIT) -> list[dict]:
    """Every answer of ``goal`` (text built only with :func:`atom` and numbers), as dicts.

    Raises :class:`TimeLimitExceeded` or :class:`InferenceLimitExceeded` when a
    limit is hit, :class:`PrologError` (with Prolog's message) when Prolog raises.

    >>> solve("member(X, [a, b])")
    [{'X': 'a'}, {'X': 'b'}]
    """
    return _bridge.solve(goal, time_limit, inference_limit)


def first(goal: str, **limits) -> dict | None:
    """The first answer of ``goal``, or None when it fails."""
    answers = solve(f"once(({goal}))", **limits)
    return answers[0] if answers else None


def write_word_file(words: Iterable[str], path: str | Path,
                    tiers: dict[str, int] | None = None) -> None:
    """Write words one per line in UTF-8 (``word<TAB>size`` where a size is known)."""
    tiers = tiers or {}
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        for word in words:
            out.write(f"{word}\t{tiers[word]}\n" if word in tiers else f"{word}\n")


def load_lexicon(lex) -> None:
    """Make ``lex`` (a :class:`wordlog.lexicon.Lexicon`) the ladder lexicon of the Prolog engine.

    The bundled lexicon is read by Prolog itself, lazily per word length; any other
    goes over in one batch through a temporary file. Loading the lexicon already
    loaded does nothing.
    """
    with _bridge.lock:
        if _bridge.lexicon is lex:
            return
        _bridge.lexicon = None
        if lex.bundled_tier is not None:
            solve(f"use_default_lexicon({int(lex.bundled_tier)})")
        else:
            fd, path = tempfile.mkstemp(prefix="wordlog-", suffix=".txt")
            os.close(fd)
            try:
                write_word_file(lex.words, path, dict(lex.tiers))
                solve(f"load_words({atom(path)})")
            finally:
                os.unlink(path)
        _bridge.lexicon = lex
