"""Cheapest ladders by the A* of ``prolog/moves.pl`` (``ladder_moves/5``), seen from Python.

It answers the questions of :func:`wordlog.moves.cheapest_ladder` (moves, costs, words
added, avoided, required) in Prolog; every word reaches Prolog through
:func:`wordlog.prolog.atom`, one call of ``ladder_moves_answer/8`` a question, under a time
and an inference limit.

>>> from wordlog.lexicon import from_words
>>> prolog_cheapest_ladder("cat", "cost", from_words(["coat", "cost"]), moves=("sub", "ins"))
(['cat', 'coat', 'cost'], 2)
"""
from __future__ import annotations

from typing import Iterable

from ..lexicon import Lexicon, as_lexicon, bundled, check_word
from ..moves import Ladder, check_cost, check_moves
from .bridge import INFERENCE_LIMIT, TIME_LIMIT, ask


def prolog_cheapest(start: str, target: str, lexicon: Lexicon, *, moves: Iterable[str] = ("sub",),
                    cost: str = "steps", add: Iterable[str] = (), avoid: Iterable[str] = (),
                    via: str | None = None, time_limit: float = TIME_LIMIT,
                    inference_limit: int = INFERENCE_LIMIT) -> Ladder | None:
    """As :func:`prolog_cheapest_ladder`, on a :class:`Lexicon`, under the limits given (a
    :class:`wordlog.prolog.PrologLimitError` when one is hit)."""
    chosen, cost = check_moves(moves), check_cost(cost)
    start, target = check_word(start), check_word(target)
    answer = ask("ladder_moves_answer", start, target, list(chosen), cost, [check_word(w) for w in add],
                 [check_word(w) for w in avoid], [] if via is None else [check_word(via)],
                 lexicon=lexicon, time_limit=time_limit, inference_limit=inference_limit)
    if not answer:
        return None
    ladder, total = answer
    return [str(word) for word in ladder], int(total)


def prolog_cheapest_ladder(start: str, target: str, words: Lexicon | Iterable[str] | None = None, *,
                           moves: Iterable[str] = ("sub",), cost: str = "steps", add: Iterable[str] = (),
                           avoid: Iterable[str] = (), via: str | None = None) -> Ladder | None:
    """A cheapest ladder and its cost by the A* in Prolog, None when there is none: the
    arguments and answers of :func:`wordlog.moves.cheapest_ladder` (``words`` defaults to the
    bundled lexicon); of several cheapest ladders, Prolog's tie-break picks one.

    >>> prolog_cheapest_ladder("words", "woods", cost="alphabet")
    (['words', 'woods'], 3)
    """
    lexicon = bundled() if words is None else as_lexicon(words)
    return prolog_cheapest(start, target, lexicon, moves=moves, cost=cost, add=add, avoid=avoid, via=via)
