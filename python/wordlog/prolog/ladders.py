"""The Prolog A* ladder engine, seen from Python: the rules of ``prolog/weaver.pl``.

It answers the same questions as the Python engines (see :mod:`wordlog.engines`),
through the bridge (:mod:`wordlog.prolog.bridge`): each question is one call of one
exported predicate of ``prolog/weaver.pl`` or ``prolog/ladders.pl``. Start and target
are read here, once, by the word rule (:func:`wordlog.lexicon.word_in`, raising
:class:`LexiconError`), and Prolog takes them as they are. Every call runs under this
engine's limits: a time limit and an inference limit, and, if one is given, an
expansion limit on every A* search (none by default: a question that has a ladder
is answered, bounded by time and memory only).

>>> from wordlog.lexicon import from_words
>>> engine = PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
>>> engine.ladder("hit", "cog")
['hit', 'hot', 'dot', 'dog', 'cog']
"""
from __future__ import annotations

import math
from typing import Iterable, Sequence

from . import bridge as prolog
from ..ladders import check_ladder_limit
from ..lexicon import Lexicon, as_lexicon, from_words, word_in
from ..wording import clipped, not_one_str, plural

#: The default A* expansion limit: none (time and memory bound a question).
MAX_EXPANSIONS: int | None = None

#: The values of ``ladder/4``'s option ``successor``: the A* over the word graph's arrays
#: (default), or the post's A* over the successor that scans every word (a baseline).
SUCCESSORS = ("graph", "scan")


class SearchLimitError(prolog.PrologLimitError):
    """The A* search expanded more nodes than allowed before it could decide."""


def expansion_limit(value: int | float | str | None) -> int | None:
    """A count of expansions, or None for no limit (``None``, ``inf`` or ``math.inf``).

    >>> expansion_limit(10), expansion_limit("inf"), expansion_limit(math.inf)
    (10, None, None)
    """
    if value is None or value == "inf" or value == math.inf:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, str)) or not str(value).isdecimal():  # not '²'
        raise ValueError(f"the expansion limit must be a count of 0 or more, or 'inf', not {value!r}")
    return int(value)


def _two_words(pair: tuple[str, str]) -> tuple[str, str]:
    """``pair`` as ``(start, target)``, or a TypeError naming it (a str of two letters
    would otherwise be taken for the pair of its letters).

    >>> _two_words(["cold", "warm"])
    ('cold', 'warm')
    >>> _two_words("ab")
    Traceback (most recent call last):
    ...
    TypeError: a pair of words is (start, target), not 'ab'
    """
    if not isinstance(pair, str):
        try:
            start, target = pair
            return start, target
        except (TypeError, ValueError):
            pass
    raise TypeError(clipped(f"a pair of words is (start, target), not {pair!r}"))


class PrologEngine:
    """A* in Prolog over the word graph (``successor="graph"``) or the post's A* over the
    scanning successor (``"scan"``); both give shortest ladders.

    ``max_expansions`` (None, the default, or ``math.inf`` for none) bounds each A* search,
    :meth:`length`, :meth:`lengths` and :meth:`ladder` alike; ``time_limit`` (seconds)
    and ``inference_limit`` bound each call to Prolog. Hitting one raises a
    :class:`wordlog.prolog.PrologLimitError`; the engine stays usable.
    """

    name = "astar"

    def __init__(self, lexicon: Lexicon | Sequence[str], *, successor: str = "graph",
                 max_expansions: int | float | None = MAX_EXPANSIONS, time_limit: float = prolog.TIME_LIMIT,
                 inference_limit: int = prolog.INFERENCE_LIMIT) -> None:
        if successor not in SUCCESSORS:
            raise ValueError(f"successor must be one of {', '.join(map(repr, SUCCESSORS))}, not {successor!r}")
        prolog.check_limits(time_limit, inference_limit)
        self.lexicon = as_lexicon(lexicon)
        self.successor = successor
        self.max_expansions = expansion_limit(max_expansions)
        self.limits: prolog.Limits = {"time_limit": time_limit, "inference_limit": inference_limit}

    def _ask(self, predicate: str, *args: prolog.Arg, length: int):
        """The answer of ``predicate`` (:func:`wordlog.prolog.ask`) on this engine's lexicon,
        under its limits, the tables of ``length`` letters built first."""
        return prolog.ask(predicate, *args, lengths=(length,), lexicon=self.lexicon, **self.limits)

    def _max(self) -> int | str:
        return "inf" if self.max_expansions is None else int(self.max_expansions)

    def _pair(self, start: str, target: str) -> tuple[str, str] | None:
        """The pair as a question: both words read by the word rule, once (a lexicon word is
        one already: :func:`wordlog.lexicon.word_in`); None when the target is not a word of
        the lexicon, or the start has another length, so that there is no ladder. That is
        decided here, as the Python engines decide it, so no call to Prolog reads the words
        of either length under the question's limits (a short limit on a large list cut the
        answer, no ladder, short), nor makes the target length's tables for a ladder that
        cannot be. A start outside the lexicon goes to Prolog as Python read it, never to be
        judged again there."""
        lex = self.lexicon
        start, target = word_in(lex, start), word_in(lex, target)
        if len(start) != len(target) or target not in lex:
            return None
        return start, target

    def _limit_error(self, start: str, target: str) -> SearchLimitError:
        return SearchLimitError(f"{start} -> {target}: no answer within "
                                f"{plural(self.max_expansions or 0, 'expansion')}; raise the expansion limit")

    def ladder(self, start: str, target: str) -> list[str]:
        """A shortest ladder by A* in Prolog (``ladder/4``), ``[]`` when there is none (as
        :meth:`wordlog.engines.Engine.ladder`): of several, always the same one.

        Raises :class:`SearchLimitError` when the search expands ``max_expansions`` words
        without an answer (a ladder exists: ``[]`` is decided before searching), and
        :class:`~wordlog.prolog.TimeLimitExceeded`,
        :class:`~wordlog.prolog.InferenceLimitExceeded` or
        :class:`~wordlog.prolog.MemoryLimitExceeded` at this engine's other limits.

        >>> engine = PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
        >>> engine.ladder("HIT", "cog"), engine.ladder("hit", "cat"), engine.ladder("hot", "hot")
        (['hit', 'hot', 'dot', 'dog', 'cog'], [], ['hot'])
        >>> PrologEngine(engine.lexicon, max_expansions=1).ladder("hit", "cog")
        Traceback (most recent call last):
        ...
        wordlog.prolog.ladders.SearchLimitError: hit -> cog: no answer within 1 expansion; raise the expansion limit
        """
        pair = self._pair(start, target)
        if pair is None:
            return []
        answer = self._ask("ladder_answer", *pair, self._max(), self.successor, length=len(pair[1]))
        if answer == "limit":
            raise self._limit_error(*pair)
        return answer

    def length(self, start: str, target: str) -> int:
        """The number of words of :meth:`ladder`, 0 when there is none; raises as it does."""
        return len(self.ladder(start, target))

    def lengths(self, pairs: Iterable[tuple[str, str]]) -> list[int]:
        """Shortest ladder lengths of many pairs in one Prolog call (the loop stays in Prolog).

        The expansion limit bounds each pair's search; the time and inference
        limits bound the whole batch. Each pair is ``(start, target)``: anything else
        (one str, three words) raises TypeError naming it.

        >>> engine = PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
        >>> engine.lengths([("hit", "cog"), ("hot", "dot"), ("hit", "cat")])
        [5, 2, 0]
        """
        not_one_str(pairs, "lengths takes pairs of words")
        pairs = [_two_words(pair) for pair in pairs]
        questions = [self._pair(start, target) for start, target in pairs]   # None: no ladder (:meth:`_pair`)
        asked = [pair for pair in questions if pair is not None]
        if not asked:
            return [0] * len(pairs)
        found = iter(prolog.ask("ladder_lengths_answer", asked, self._max(), self.successor,
                                lengths=sorted({len(target) for _, target in asked}), lexicon=self.lexicon,
                                **self.limits))
        lengths = [0 if pair is None else next(found) for pair in questions]
        for pair, n in zip(questions, lengths):
            if pair is not None and n == "limit":
                raise self._limit_error(*pair)
        return lengths

    def all_ladders(self, start: str, target: str, limit: int | None = None) -> list[list[str]]:
        """Every shortest ladder (the first ``limit``), lexicographically sorted, from Prolog.

        >>> PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"])).all_ladders("hit", "cog", 1)
        [['hit', 'hot', 'dot', 'dog', 'cog']]
        """
        limit = check_ladder_limit(limit)
        pair = self._pair(start, target)
        if pair is None:
            return []
        return self._ask("all_ladders_answer", *pair, "inf" if limit is None else limit, length=len(pair[1]))

    def count(self, start: str, target: str) -> int:
        """How many shortest ladders there are, counted on the DAG inside Prolog.

        >>> PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"])).count("hit", "cog")
        2
        """
        pair = self._pair(start, target)
        return 0 if pair is None else self._ask("ladder_count", *pair, length=len(pair[1]))

    def friendly(self, start: str, target: str) -> list[str]:
        """The shortest ladder whose rarest word is most common, chosen in Prolog (as
        :meth:`wordlog.engines.BfsEngine.friendly` chooses it).

        >>> sizes = {"hot": 10, "dot": 80, "dog": 10, "lot": 10, "log": 10, "cog": 10}
        >>> PrologEngine(from_words(sizes, tiers=sizes)).friendly("hit", "cog")
        ['hit', 'hot', 'lot', 'log', 'cog']
        """
        pair = self._pair(start, target)
        return (pair and self._ask("friendly_ladder", *pair, length=len(pair[1]))) or []
