"""Boggle in Prolog: the rules of ``prolog/boggle.pl`` driven through the bridge.

The dictionary goes over once per lexicon, in one batch through a word file; each
question is one call of one predicate, the search stays in Prolog and only the
sorted words (or a path) come back.

>>> from wordlog.boggle import parse_board
>>> from wordlog.lexicon import from_words
>>> words(parse_board("abce/sfcs/adee"), from_words(["abcced", "see", "abcb"]))
['abcced', 'see']
>>> word_path(parse_board("abce/sfcs/adee"), "see")
((2, 4), (3, 3), (3, 4))
"""
from __future__ import annotations

from typing import Sequence

from ..boggle import CACHED_WORDS, Board, CellPath, board_of, cache_dir, fingerprint, least_length
from ..lexicon import Lexicon, check_word
from ..wording import instance_of
from .bridge import Arg, ask, atom, exclusive, solve, word_file

#: Seconds allowed to load a dictionary, and to solve one board.
LOAD_TIME_LIMIT = 300.0
SOLVE_TIME_LIMIT = 60.0

_loaded: list[Lexicon] = []  # the lexicon whose words boggle.pl holds


def _cell_path(cells: Sequence[Sequence[int]]) -> CellPath:
    """The ``[Row, Col]`` lists of ``boggle_word_cells/3`` as a :data:`~wordlog.boggle.CellPath`.

    >>> _cell_path([[1, 2], [2, 3]])
    ((1, 2), (2, 3))
    """
    return tuple((r, c) for r, c in cells)


def board_rows(board: Board) -> list[list[str]]:
    """The board as the rows of dice Prolog takes (:func:`wordlog.prolog.term` writes them).

    >>> board_rows(Board(2, 2, ("a", "b", "c", "qu")))
    [['a', 'b'], ['c', 'qu']]
    """
    return [list(row) for row in board_of(board).grid()]


def load(lexicon: Lexicon) -> None:
    """Make ``lexicon`` the dictionary of ``boggle.pl`` (nothing to do if it already is).

    A lexicon of :data:`~wordlog.boggle.CACHED_WORDS` words or more is saved by Prolog
    once (``boggle_save_words/3``) in a file of :func:`~wordlog.boggle.cache_dir` named by
    the fingerprint of its words, which later processes read back in a third of the time
    (``boggle_saved_words/3``, which checks the file whole and of these words first).
    Callers hold :func:`wordlog.prolog.exclusive` around loading and asking."""
    instance_of(lexicon, Lexicon, "a lexicon", " (from_words makes one from words)")
    if _loaded and _loaded[0] is lexicon:
        return
    _loaded.clear()
    folder = cache_dir() if len(lexicon.words) >= CACHED_WORDS else None
    if folder is not None:
        mark = fingerprint(lexicon.words)
        path = str(folder / f"boggle-{mark[:32]}.pl.bin")
        if ask("boggle_saved_words", path, mark, time_limit=LOAD_TIME_LIMIT) is not None:
            _loaded.append(lexicon)
            return
    with word_file(lexicon.words) as name:
        # the lexicon's words are checked and normalized already: taken as they are
        solve(f"boggle_load_words({atom(name)}, [normalized(true)])", time_limit=LOAD_TIME_LIMIT)
    if folder is not None:
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:                     # a folder we cannot make: no cache, same answers
            pass
        else:
            ask("boggle_save_words", path, mark, time_limit=LOAD_TIME_LIMIT)
    _loaded.append(lexicon)


def words(board: Board, lexicon: Lexicon, min_length: int | None = None) -> list[str]:
    """The words of ``lexicon`` of at least ``min_length`` letters (default
    ``board.min_length``) that can be traced on ``board``, sorted."""
    least = least_length(board, min_length)
    with exclusive():
        load(lexicon)
        return ask("boggle_words", board_rows(board), least, time_limit=SOLVE_TIME_LIMIT)


def word_path(board: Board, word: str) -> CellPath | None:
    """The first path, in cell order, that traces ``word`` on ``board``; None when none does.
    ``word`` is read by the word rule, as :func:`wordlog.boggle.trace` reads it."""
    cells = ask("boggle_word_cells", board_rows(board), check_word(word), time_limit=SOLVE_TIME_LIMIT)
    return None if cells is None else _cell_path(cells)


def words_with_paths(board: Board, lexicon: Lexicon,
                     min_length: int | None = None) -> dict[str, CellPath]:
    """:func:`words` with the first path of each, in one question."""
    least = least_length(board, min_length)
    with exclusive():
        load(lexicon)
        found = ask("boggle_words_cells", board_rows(board), least, time_limit=SOLVE_TIME_LIMIT)
    return {w: _cell_path(cells) for w, cells in found}


def scores(boards: Sequence[Board], lexicon: Lexicon,
           min_length: int | None = None) -> list[tuple[int, int]]:
    """The number of words and the score of each board, all solved in one question.

    Only the two numbers per board come back, so this measures the Prolog search
    itself: what a benchmark wants.
    """
    if isinstance(boards, Board):
        raise TypeError("scores takes a list of boards, not one Board")
    cases: list[Arg] = [[board_rows(b), least_length(b, min_length)] for b in boards]
    with exclusive():
        load(lexicon)
        answer = ask("boggle_scores", cases, time_limit=SOLVE_TIME_LIMIT * max(1, len(boards)))
    return [(n, s) for n, s in answer]
