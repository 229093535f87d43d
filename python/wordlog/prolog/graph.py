"""The word graph in Prolog, seen from Python: the rules of ``prolog/graph.pl``.

Each function loads the lexicon into the Prolog engine (once) and asks one
question, one call of one predicate, whose loop stays in Prolog. Words are read
here, once, by the word rule (:func:`wordlog.lexicon.word_in`); Prolog takes them
as they are. They answer what :mod:`wordlog.analysis`
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


def _length(length: int) -> int:
    """``length`` as a plain int, or a TypeError for anything else (``int()`` once cut 2.7 to 2)."""
    return int(whole_number(length, "a word length"))


def isolated(lex: Lexicon, length: int | None = None) -> list[str]:
    """The isolated words (``isolated_words/2``), of ``length`` letters (an int) or of every
    length, by length and then alphabetically."""
    return prolog.ask("isolated_words", "all" if length is None else _length(length), lexicon=lex)


def component(lex: Lexicon, word: str) -> list[str] | None:
    """The sorted words of ``word``'s component (``component/2``); None when it is not a word of
    ``lex`` (:func:`wordlog.analysis.component` answers ``[]``). ``word`` is read by the word
    rule (``INTO`` is ``into``); text that is no word at all raises
    :class:`~wordlog.lexicon.LexiconError` naming it."""
    word = word_in(lex, word)
    if word not in lex:
        return None
    return prolog.ask("component", word, lengths=(len(word),), lexicon=lex)


def components(lex: Lexicon, length: int) -> list[list[str]]:
    """Every component of the ``length``-letter words (``components/2``), each sorted,
    ordered by first word. ``length`` is an int, as :func:`isolated` takes it."""
    n = _length(length)
    return prolog.ask("components", n, lengths=(n,), lexicon=lex)


def ladder_distance(lex: Lexicon, start: str, target: str) -> int | None:
    """The steps of a shortest ladder (``ladder_distance/3``); None when there is none: the
    words are in different components, or the target is not a word of ``lex``. Both words
    are read by the word rule, as :func:`component` reads its word.

    >>> from wordlog.lexicon import from_words
    >>> ladder_distance(from_words(["ordo", "orzo", "ouzo"]), "URZO", "ouzo")
    2
    """
    start, target = word_in(lex, start), word_in(lex, target)
    if len(start) != len(target) or target not in lex:
        return None
    return prolog.ask("ladder_distance", start, target, lengths=(len(target),), lexicon=lex)
