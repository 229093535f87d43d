"""The word graph in Prolog, seen from Python: the rules of ``prolog/graph.pl``.

Each function loads the lexicon into the Prolog engine (once) and asks one
question whose loop stays in Prolog. They answer what :mod:`wordlog.analysis`
answers in Python, so the two can be checked against each other.

>>> from wordlog.lexicon import from_words
>>> lex = from_words(["ordo", "orzo", "ouzo", "cold", "cord", "able"])
>>> isolated(lex, 4)
['able']
>>> component(lex, "ouzo")
['ordo', 'orzo', 'ouzo']
>>> ladder_distance(lex, "ordo", "ouzo"), ladder_distance(lex, "ordo", "cold")
(2, None)
"""
from __future__ import annotations

from . import bridge as prolog
from ..lexicon import Lexicon, word_in
from ..wording import whole_number


def _ask(lex: Lexicon, goal: str) -> dict | None:
    """The first answer of ``goal`` with ``lex`` loaded, no other thread in between."""
    with prolog.lexicon_loaded(lex):
        return prolog.first(goal)


def _answer(lex: Lexicon, goal: str) -> dict:
    """:func:`_ask` for a goal that always has an answer (:func:`wordlog.prolog.one`)."""
    with prolog.lexicon_loaded(lex):
        return prolog.one(goal)


def isolated(lex: Lexicon, length: int | None = None) -> list[str]:
    """The isolated words (``isolated/1``), of ``length`` letters (an int: a TypeError
    for anything else, which ``int()`` once cut to a length, 2.7 to 2) or of every length,
    by length and then alphabetically. The query holds ``int(length)``: an int subclass's
    own ``str`` never reaches Prolog."""
    if length is None:
        return list(_answer(lex, "findall(W, isolated(W), Ws)")["Ws"])
    return list(_answer(lex, f"findall(W, (length_word({int(whole_number(length, 'a word length'))}, W), isolated(W)), Ws0), msort(Ws0, Ws)")["Ws"])


def component(lex: Lexicon, word: str) -> list[str] | None:
    """The sorted words of ``word``'s component (``component/2``); None when it is not a word of
    ``lex`` (:func:`wordlog.analysis.component` answers ``[]``). ``word`` is read by the word
    rule (``INTO`` is ``into``); text that is no word at all raises
    :class:`wordlog.prolog.PrologWordError`, a :class:`~wordlog.lexicon.LexiconError` naming it."""
    answer = _ask(lex, f"component({prolog.atom(word_in(lex, word))}, Ms)")
    return list(answer["Ms"]) if answer else None


def components(lex: Lexicon, length: int) -> list[list[str]]:
    """Every component of the ``length``-letter words (``components/2``), each sorted,
    ordered by first word. ``length`` is an int, as :func:`isolated` takes it."""
    return [list(members) for members in
            _answer(lex, f"components({int(whole_number(length, 'a word length'))}, Cs)")["Cs"]]


def ladder_distance(lex: Lexicon, start: str, target: str) -> int | None:
    """The steps of a shortest ladder (``ladder_distance/3``); None when there is none: the
    words are in different components, or the target is not a word of ``lex``. Both words
    are read by the word rule, as
    :func:`component` reads its word.

    >>> from wordlog.lexicon import from_words
    >>> ladder_distance(from_words(["ordo", "orzo", "ouzo"]), "URZO", "ouzo")
    2
    """
    answer = _ask(lex, f"ladder_distance({prolog.atom(word_in(lex, start))}, {prolog.atom(word_in(lex, target))}, N)")
    return int(answer["N"]) if answer else None
