"""The Prolog A* ladder engine, seen from Python: the rules of ``prolog/weaver.pl``.

It answers the same questions as the Python engines (see :mod:`wordlog.engines`),
through the bridge in :mod:`wordlog.prolog`.

>>> from wordlog.lexicon import from_words
>>> engine = PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
>>> engine.ladder("hit", "cog")
['hit', 'hot', 'dot', 'dog', 'cog']
"""
from __future__ import annotations

from typing import Iterable, Sequence

from . import prolog
from .lexicon import Lexicon, from_words

#: The default A* expansion limit, as in the Prolog post on Weaver.
MAX_EXPANSIONS = 9999


class SearchLimitError(prolog.PrologLimitError):
    """The A* search expanded more nodes than allowed before it could decide."""


class PrologEngine:
    """A* over ``s/3`` and ``h/2`` in Prolog, with the bucket or the scanning successor."""

    name = "astar"

    def __init__(self, lexicon: Lexicon | Sequence[str], *, successor: str = "buckets",
                 max_expansions: int = MAX_EXPANSIONS, time_limit: float = prolog.TIME_LIMIT,
                 inference_limit: int = prolog.INFERENCE_LIMIT) -> None:
        if successor not in ("buckets", "scan"):
            raise ValueError(f"successor must be 'buckets' or 'scan', not {successor!r}")
        self.lexicon = lexicon if isinstance(lexicon, Lexicon) else from_words(lexicon)
        self.successor = successor
        self.max_expansions = int(max_expansions)
        self.limits = {"time_limit": time_limit, "inference_limit": inference_limit}

    def _solve(self, goal: str) -> dict | None:
        """The first answer of ``goal`` on this engine's lexicon, under its limits."""
        prolog.load_lexicon(self.lexicon)
        return prolog.first(goal, **self.limits)

    def ladder(self, start: str, target: str) -> list[str]:
        options = f"[max_expansions({self.max_expansions}), successor({self.successor})]"
        answer = self._solve(f"ladder({prolog.atom(start)}, {prolog.atom(target)}, {options}, R), "
                             "(R = ladder(Ws) -> Out = Ws ; R = limit(_, _) -> Out = limit ; Out = R)")
        result = answer["Out"] if answer else "none"
        if isinstance(result, list):
            return result
        if result == "none":
            return []
        raise SearchLimitError(f"{start} -> {target}: no answer within {self.max_expansions} "
                               "expansions; raise the expansion limit")

    def length(self, start: str, target: str) -> int:
        return len(self.ladder(start, target))

    def lengths(self, pairs: Iterable[tuple[str, str]]) -> list[int]:
        """Shortest ladder lengths of many pairs in one Prolog call (the loop stays in Prolog)."""
        pairs = list(pairs)
        if not pairs:
            return []
        terms = ",".join(f"{prolog.atom(a)}-{prolog.atom(b)}" for a, b in pairs)
        answer = self._solve(f"ladder_lengths([{terms}], Ns)")
        return list(answer["Ns"])

    def _pair(self, start: str, target: str) -> str:
        return f"{prolog.atom(start)}, {prolog.atom(target)}"

    def all_ladders(self, start: str, target: str, limit: int | None = None) -> list[list[str]]:
        """Every shortest ladder (the first ``limit``), lexicographically sorted, from Prolog."""
        walk = f"shortest_ladder({self._pair(start, target)}, L)"
        if limit is not None:
            walk = f"limit({int(limit)}, {walk})"
        return list(self._solve(f"findall(L, {walk}, Ls)")["Ls"])

    def count(self, start: str, target: str) -> int:
        """How many shortest ladders there are, counted on the DAG inside Prolog."""
        return int(self._solve(f"ladder_count({self._pair(start, target)}, N)")["N"])

    def friendly(self, start: str, target: str) -> list[str]:
        """The shortest ladder whose rarest word is most common, chosen in Prolog."""
        answer = self._solve(f"friendly_ladder({self._pair(start, target)}, L)")
        return list(answer["L"]) if answer else []
