"""Boggle: boards of letter dice, the words they spell, and their score.

The rules, the standard ones:

* A board is R x C dice, R and C each from 1 to 64 (4x4 is classic Boggle,
  5x5 Big Boggle, 6x6 Super Big Boggle; other shapes are boards to study). A die shows one letter, or ``Qu``, which counts as the two
  letters q, u; so a word with a q that no u follows can never be traced.
* A word is traced through cells that touch in any of the 8 directions, each
  cell used at most once. It counts once however many paths trace it.
* Words have at least 3 letters, or 4 on boards of 5x5 and more (Big Boggle);
  either can be set.
* A word scores by its number of letters, both of ``Qu`` counted: 3-4 letters
  1 point, 5 letters 2, 6 letters 3, 7 letters 5, 8 or more 11.

Cells are numbered row by row from 0; paths are given as (row, col) pairs
counted from 1, as ``prolog/boggle.pl`` gives them.

>>> board = parse_board("abce/sfcs/adee")
>>> Solver(["abcced", "see", "abcb"]).solve(board)
['abcced', 'see']
>>> trace(board, "see")
((2, 4), (3, 3), (3, 4))
>>> trace(board, "abcb") is None
True
>>> score(["abcced", "see"])
4
"""
from __future__ import annotations

import hashlib
from collections import Counter
import os
import re
import unicodedata
import zipfile
from dataclasses import dataclass
from functools import cache, lru_cache
from math import isqrt
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np

from .lexicon import MAX_LETTERS, Lexicon, LexiconError, check_word, fault, normalize, read_text
from .wording import clipped, instance_of, not_one_str, plural, text_of, whole_number

QU = "qu"
#: The rows and the columns a board may have.
SIZES = range(1, 65)
#: The sides of the boards of the games (3x3 to 6x6): rows of other lengths in a ragged
#: board's letters hint that it was meant as a file's name.
USUAL_SIDES = range(3, 7)
#: Minimum word length: classic Boggle, and Big Boggle (boards of 5x5 and more).
MIN_LENGTH, BIG_MIN_LENGTH = 3, 4
#: Points by word length; longer words score ``SCORES[-1]``.
SCORES = (0, 0, 0, 1, 1, 2, 3, 5, 11)

#: A path: the (row, col) of each die, counted from 1.
CellPath = tuple[tuple[int, int], ...]


class BoardError(ValueError):
    """A board that is not acceptable; the message says what is wrong and where."""


def board_of(value: object) -> Board:
    """``value``, when it is a :class:`Board`; else a TypeError that says how to make one.

    >>> board_of("abc/def/ghi")
    Traceback (most recent call last):
    ...
    TypeError: a board is a Board (parse_board makes one from letters), not str: 'abc/def/ghi'
    """
    return instance_of(value, Board, "a board", " (parse_board makes one from letters)")


def least_length(board: Board, min_length: int | None) -> int:
    """The fewest letters a word may have on ``board``: ``min_length``, a whole number of 0
    or more, or by default ``board.min_length``; a TypeError when ``board`` is no :class:`Board`
    (:func:`board_of`), whether or not ``min_length`` is given. A plain ``int`` either way, so
    an int subclass's own text never reaches a Prolog query (:mod:`wordlog.prolog.boggle`).

    >>> least_length(parse_board("abcdefghijklmnopqrstuvwxy"), None), least_length(parse_board("abcdefghi"), 5)
    (4, 5)
    """
    board = board_of(board)                     # checked either way: the caller goes on to use it
    if min_length is None:
        return board.min_length
    if whole_number(min_length, "min_length") < 0:
        raise ValueError(f"min_length is 0 or more, not {min_length}")
    return int(min_length)


def die(token: str) -> str:
    """The die ``token`` names: one letter, lower-cased, or ``qu`` for ``Q`` or ``Qu``.

    >>> die("E"), die("Qu"), die("q"), die("É")
    ('e', 'qu', 'qu', 'é')
    """
    if type(token) is str and token in _PLAIN_DICE:    # a letter as most boards give it: no more to check
        return _PLAIN_DICE[token]
    face = normalize(text_of(token, "a die"))
    if face in ("q", QU):
        return QU
    if len(face) == 1 and fault(face) is None:
        return face
    shown = repr(token) if token.isprintable() else ascii(token)
    raise BoardError(f"{shown} is not a die: a die shows one letter or Qu")


#: The faces of the dice a to z (``qu`` for q) as a board holds them.
_BOARD_DICE = frozenset("abcdefghijklmnoprstuvwxyz") | {QU}
#: The dice of the letters a to z, upper or lower case, and of ``qu``: read without a check.
_PLAIN_DICE = {**{c: c for c in "abcdefghijklmnoprstuvwxyz"}, **{c.upper(): c for c in "abcdefghijklmnoprstuvwxyz"},
               "q": QU, "Q": QU, "qu": QU, "Qu": QU, "QU": QU}


def check_size(rows: int, cols: int) -> None:
    """Raise :class:`BoardError` unless a board of ``rows`` x ``cols`` is supported."""
    if rows * cols == 0:
        raise BoardError(f"a {rows}x{cols} board has no cells")
    if rows not in SIZES or cols not in SIZES:
        raise BoardError(f"a {rows}x{cols} board is not supported: rows and columns "
                         f"must each be {SIZES[0]} to {SIZES[-1]}")


@dataclass(frozen=True)
class Board:
    """R x C dice in row-major order, each a lower-case letter or ``qu``.

    >>> print(Board(3, 3, tuple("abcdefgh") + ("qu",)))
    A  B  C
    D  E  F
    G  H  Qu
    """

    rows: int
    cols: int
    dice: tuple[str, ...]

    def __post_init__(self) -> None:
        check_size(whole_number(self.rows, "rows"), whole_number(self.cols, "cols"))
        if not isinstance(self.dice, tuple):
            raise TypeError(clipped(f"a board's dice are a tuple, not {type(self.dice).__name__}: "
                                    f"{self.dice!r}"))
        if len(self.dice) != self.rows * self.cols:
            raise BoardError(f"a {self.rows}x{self.cols} board needs {self.rows * self.cols} "
                             f"dice, not {len(self.dice)}")
        for face in self.dice:
            if face not in _BOARD_DICE and die(face) != face:
                raise BoardError(f"{face!r} is not a die as a board holds it: "
                                 "one lower-case letter or 'qu'")

    @classmethod
    def from_rows(cls, rows: Sequence[Sequence[str]]) -> Board:
        """A board from rows of dice, which must all be as long as the first."""
        not_one_str(rows, "from_rows takes rows of dice")
        if not any(rows):
            raise BoardError("the board is empty")
        for number, row in enumerate(rows, 1):
            if len(row) != len(rows[0]):
                raise BoardError(f"ragged rows: row {number} has {plural(len(row), 'die', 'dice')}, "
                                 f"row 1 has {plural(len(rows[0]), 'die', 'dice')}")
        return cls(len(rows), len(rows[0]), tuple(d for row in rows for d in row))

    def grid(self) -> list[list[str]]:
        """The dice as a list of rows."""
        return [list(self.dice[r * self.cols:(r + 1) * self.cols]) for r in range(self.rows)]

    def label(self, cell: int) -> str:
        """How the die at ``cell`` is printed: ``E``, ``Qu``; as it is, a letter whose capital
        is two (``ß``) or is another letter's too (``ı`` and ``i`` share ``I``, ``ς`` and ``σ``
        share ``Σ``), so two different dice never look alike.

        >>> print(parse_board("eqa/ßab/ıiς"))
        E  Qu A
        ß  A  B
        ı  I  ς
        """
        face = self.dice[cell]
        capital = face[0].title()           # the digraph ǆ as ǅ, as capitalize() gives it
        shown = capital if len(capital) == 1 and capital.lower() == face[0] else face[0]
        return shown + face[1:]

    def __str__(self) -> str:
        return "\n".join(" ".join(self.label(r * self.cols + c).ljust(2) for c in range(self.cols)).rstrip()
                         for r in range(self.rows))

    @property
    def spec(self) -> str:
        """The board as :func:`parse_board` reads it: rows split by ``/``, ``q`` for Qu.

        >>> parse_board("QIT/ABC/DEF").spec
        'qit/abc/def'
        """
        return "/".join("".join(d[0] for d in row) for row in self.grid())  # qu -> q

    @property
    def min_length(self) -> int:
        """The usual minimum word length on this board: 4 from 5x5 up, else 3."""
        return BIG_MIN_LENGTH if min(self.rows, self.cols) >= 5 else MIN_LENGTH

    @property
    def neighbours(self) -> tuple[tuple[int, ...], ...]:
        """For each cell, the cells that touch it, ascending."""
        return neighbours(self.rows, self.cols)


@cache
def neighbours(rows: int, cols: int) -> tuple[tuple[int, ...], ...]:
    """For each cell of a rows x cols grid, the cells touching it in 8 directions, ascending.

    >>> neighbours(3, 3)[0], len(neighbours(3, 3)[4])
    ((1, 3, 4), 8)
    """
    return tuple(tuple(r * cols + c
                       for r in range(row - 1, row + 2) for c in range(col - 1, col + 2)
                       if 0 <= r < rows and 0 <= c < cols and (r, c) != (row, col))
                 for row in range(rows) for col in range(cols))


def parse_board(text: str, rows: int | None = None) -> Board:
    """A board from letters row by row (``perslatgsineters``) or rows split by ``/``
    (``pers/latg/sine/ters``). A ``q`` is the Qu die. Letters without ``/`` make a
    square board unless ``rows`` says how many rows they fill.

    >>> parse_board("qabcdefgh").dice[:2], parse_board("abcdefghijkl", rows=3).cols
    (('qu', 'a'), 4)
    """
    if rows is not None:
        whole_number(rows, "rows")
    letters = unicodedata.normalize("NFC", text_of(text, "a board's text").strip())
    qu = "; in letters q alone is the Qu die" if "qu" in letters.lower() else ""   # 'qu' is two dice
    try:
        grid = [[die(ch) for ch in line] for line in letters.split("/")]
    except BoardError as error:
        spaced = any(ch.isspace() for ch in letters)
        raise BoardError(f"board {text!r}: {error}" + ("; split the rows with '/'" if spaced else "")) from None
    if len(grid) == 1:
        dice = grid[0]
        if rows is None:
            rows = isqrt(len(dice))
            if rows * rows != len(dice):
                raise BoardError(f"board {text!r}: {len(dice)} letters do not make a square; "
                                 f"give the number of rows or split the rows with '/'{qu}")
        elif rows <= 0 or len(dice) % rows:
            raise BoardError(f"board {text!r}: {len(dice)} letters do not fill {rows} equal rows{qu}")
        cols = len(dice) // rows if dice else 0
        grid = [dice[r * cols:(r + 1) * cols] for r in range(rows)]
    elif rows is not None and rows != len(grid):
        raise BoardError(f"board {text!r} has {len(grid)} rows, not {rows}")
    try:
        return Board.from_rows(grid)
    except BoardError as error:            # the q hint for rows of unequal length only
        hint = qu if str(error).startswith("ragged rows") else ""
        raise BoardError(f"board {text!r}: {error}{hint}") from None


def parse_board_file(text: str, name: str = "<board>") -> Board:
    """A board from the text of a board file: a line ``ROWS COLS``, then a line per row
    of dice separated by spaces (``Qu`` is one die). Blank lines and lines starting with
    ``#`` (comments, as in word lists and pairs files) are skipped. Lines end
    at ``\\n`` (CRLF too), as in word lists and pairs files, so an error's line number is
    an editor's: a form feed or U+2028 is white space, not a line break.

    >>> parse_board_file("3 3\\r\\nA B C\\r\\nD E F\\r\\nG H Qu\\r\\n").dice[-1]
    'qu'
    >>> parse_board_file("# my board\\n3 3\\nP E R\\nL A T\\nS I N\\n").dice[:3]
    ('p', 'e', 'r')
    """
    lines = [(n, line.split()) for n, line in enumerate(text_of(text, "a board file's text").split("\n"), 1)
             if line.strip() and not line.lstrip().startswith("#")]
    if not lines:
        raise BoardError(f"{name}: the board is empty")
    (number, head), *body = lines
    if len(head) != 2 or not all(re.fullmatch(r"[0-9]+", field) for field in head):
        raise BoardError(f"{name}:{number}: expected 'ROWS COLS', found {' '.join(head)!r}")
    if any(len(field.lstrip("0")) > 9 for field in head):    # as check_size says; int() reads 4,300 digits at most
        raise BoardError(f"{name}:{number}: a {'x'.join(head)} board is not supported: rows and columns "
                         f"must each be {SIZES[0]} to {SIZES[-1]}")
    rows, cols = (int(field.lstrip("0") or "0") for field in head)
    try:
        check_size(rows, cols)
    except BoardError as error:
        raise BoardError(f"{name}:{number}: {error}") from None
    if len(body) != rows:
        raise BoardError(f"{name}: the header says {rows} rows, the file has {len(body)}")
    grid = []
    for number, tokens in body:
        row = []
        for token in tokens:
            try:
                row.append(die(token))
            except BoardError as error:     # letters run together ('ABC') are named, not counted
                joined = len(tokens) < cols and len(token) > 1 and token.isalpha()
                hint = "; separate a row's dice by spaces" if joined else ""
                raise BoardError(f"{name}:{number}: {error}{hint}") from None
        if len(tokens) != cols:
            raise BoardError(f"{name}:{number}: ragged row: {plural(len(tokens), 'die', 'dice')}, "
                             f"the header says {cols}")
        grid.append(row)
    return Board.from_rows(grid)


def names_a_file(spec: str) -> bool:
    """Whether :func:`load_board` reads ``spec`` as a file's name rather than letters: a
    file of that name exists, or it has a dot (never among a board's letters).

    >>> names_a_file("pers/latg/sine/ters"), names_a_file("board.txt")
    (False, True)
    """
    try:
        exists = bool(spec) and Path(spec).exists()    # Path("") is the current directory
    except OSError:  # e.g. a name too long to be a file: it is letters
        exists = False
    return exists or "." in spec


def load_board(spec: str | os.PathLike[str], rows: int | None = None) -> Board:
    """A board from a command line argument: the name of a board file, else letters. A
    name with a dot (never among a board's letters) is a file's, so it must be one; so is
    a path (``pathlib.Path``)."""
    if isinstance(spec, os.PathLike):
        spec = os.fspath(spec)
    elif not names_a_file(text_of(spec, "a board (letters or a file's name)")):
        try:
            return parse_board(spec, rows)
        except BoardError as error:
            if "/" in spec and any(len(row) not in USUAL_SIDES for row in spec.split("/")):
                # rows no board has: it was more likely meant as a path
                raise BoardError(f"{error} (and there is no file {spec!r})") from None
            raise
    try:
        text = read_text(Path(spec), "board file")
    except LexiconError as error:
        raise BoardError(str(error)) from None
    board = parse_board_file(text, spec)
    if rows is not None and rows != board.rows:
        raise BoardError(f"{spec}: the board has {board.rows} rows, not {rows}")
    return board


def word_dice(word: str) -> tuple[str, ...] | None:
    """The dice that spell ``word``: its letters, a q and the u after it being one die.
    None when a q has no u after it, as such a word cannot be traced.

    >>> word_dice("quiz"), word_dice("qat")
    (('qu', 'i', 'z'), None)
    """
    dice = tuple(re.findall("qu|.", text_of(word, "a word"), re.DOTALL))
    return None if "q" in dice else dice


def score_word(word: str) -> int:
    """The points ``word`` earns: 1 for 3-4 letters, 2 for 5, 3 for 6, 5 for 7, 11 for more.

    >>> [score_word(w) for w in ("at", "cat", "quiz", "quite", "quirky", "quickly", "quizzical")]
    [0, 1, 1, 2, 3, 5, 11]
    """
    return SCORES[min(len(text_of(word, "a word")), len(SCORES) - 1)]


def score(words: Iterable[str]) -> int:
    """The total points of ``words`` (:func:`score_word`).

    >>> score(["cat", "quiz", "quirky"])
    5
    """
    not_one_str(words, "score takes words")
    return sum(map(score_word, words))


def word_letters(words: Iterable[str]) -> list[str]:
    """``words`` read by the word rule (:func:`~wordlog.lexicon.check_word`), unless they
    are a :class:`~wordlog.lexicon.Lexicon`'s, which holds words so read already."""
    if isinstance(words, Lexicon):
        return list(words.words)
    not_one_str(words, "Solver takes words")
    return [check_word(w) for w in words]


class PlainSolver:
    """The plain way: a trie of nested dicts, and a depth-first search from every cell.
    Kept as the cross-check of :class:`Solver`, which finds the same words faster.

    >>> PlainSolver(["run", "win", "wine", "Earn", "mate"]).solve(parse_board("kear/rune/zmwi/sate"))
    ['earn', 'mate', 'run', 'win', 'wine']
    """

    def __init__(self, words: Iterable[str]) -> None:
        self.root: dict = {}
        for word in word_letters(words):
            dice = word_dice(word)
            if dice:
                node = self.root
                for face in dice:
                    node = node.setdefault(face, {})
                node[""] = word                 # the word that ends at this node

    def solve(self, board: Board, min_length: int | None = None) -> list[str]:
        """The words of at least ``min_length`` letters (default ``board.min_length``)
        that can be traced on ``board``, sorted."""
        least = least_length(board, min_length)
        dice = board.dice
        steps = [tuple((n, 1 << n, dice[n]) for n in near) for near in board.neighbours]
        found: set[str] = set()

        def visit(node: dict, cell: int, used: int) -> None:
            if "" in node:
                found.add(node[""])
            for n, bit, face in steps[cell]:
                if face in node and not used & bit:
                    visit(node[face], n, used | bit)

        for cell, face in enumerate(dice):
            if face in self.root:
                visit(self.root[face], cell, 1 << cell)
        return sorted(w for w in found if len(w) >= least)


#: Points by word length as an array, for scoring many words at once.
_POINTS = np.array([*SCORES, *[SCORES[-1]] * (MAX_LETTERS + 1 - len(SCORES))], dtype=np.int64)


class Solver:
    """Every word of a list on a board, for many boards: a trie held in arrays and a
    breadth-first search that extends all paths of a board, or of many boards, at once.

    The trie is a table: ``child[node * codes + code]`` is the node reached from ``node``
    by the die numbered ``code`` (0: no such node). It is built from the sorted words
    without a loop per letter: a word adds nodes for the letters after its common prefix
    with the word before it. The search keeps, for every path, its last cell, node and
    used cells (a bitmask), and makes one step of every path, to all eight neighbours at
    once, in about fifteen array operations, so that the time goes into numpy, not into
    Python, even for one board (:class:`PlainSolver` is the plain recursive search).

    Each word is read by the word rule (:func:`~wordlog.lexicon.check_word`): ``Earn`` is
    ``earn``, and text that is not a word raises :class:`~wordlog.lexicon.LexiconError`.

    >>> solver = Solver(["run", "win", "wine", "Earn", "mate"])
    >>> solver.solve(parse_board("kear/rune/zmwi/sate"))
    ['earn', 'mate', 'run', 'win', 'wine']
    >>> solver.scores([parse_board("kear/rune/zmwi/sate"), parse_board("wine/xxxx/xxxx/xxxx")])
    [(5, 5), (2, 2)]
    """

    def __init__(self, words: Iterable[str]) -> None:
        # A word is stored as its dice, one character each: q stands for the Qu die, so a
        # word with a q that no u follows (never traced) is left out.
        given = word_letters(words)
        if not isinstance(words, Lexicon):          # a Lexicon holds each word once
            given = list(dict.fromkeys(given))
        spelt = [w for w in given if "q" not in w and w]
        spelt += [w.replace(QU, "q") for w in given if "q" in w and "q" not in w.replace(QU, "")]
        spelt.sort()                                # quick on a list sorted but for its q words
        self._spell(spelt)
        self._build()

    def _spell(self, spelt: list[str]) -> None:
        """Keep the words as spelt (sorted, q for Qu) and as they are, Qu's u put back:
        still sorted, as a u after every q changes no comparison of two words."""
        self.spelt = spelt
        self.words = [w.replace("q", QU) if "q" in w else w for w in spelt]

    def _build(self) -> None:
        """The trie's tables, from ``self.spelt``."""
        spelt = self.spelt
        count = len(spelt)
        lengths = np.fromiter(map(len, spelt), dtype=np.int64, count=count)
        width = int(lengths.max(initial=1))
        letters = np.array(spelt or [""], dtype=f"<U{width}").view(np.uint32).reshape(-1, width)[:count]
        present = np.bincount(letters.ravel(), minlength=1)
        present[0] = 0                              # the padding after a word's end
        chars = np.flatnonzero(present)
        self.codes = {chr(c): i for i, c in enumerate(chars.tolist(), 1)}    # 0: no die of any word
        self.width = len(chars) + 1
        code_of = np.zeros(int(chars.max(initial=0)) + 1, dtype=np.int64)
        code_of[chars] = np.arange(1, len(chars) + 1)
        codes = code_of[letters]
        common = np.zeros(count, dtype=np.int64)    # the letters a word shares with the one before
        if count > 1:
            differ = letters[1:] != letters[:-1]
            common[1:] = np.where(differ.any(axis=1), differ.argmax(axis=1), width)
        column = np.arange(width)
        new = (column >= common[:, None]) & (column < lengths[:, None])
        nodes = int(new.sum()) + 1
        node = np.zeros((count, width), dtype=np.int32, order="F")   # columns whole, for accumulate
        node[new] = np.arange(1, nodes, dtype=np.int32)     # numbered word by word: a preorder
        node = np.maximum.accumulate(node, axis=0)  # a shared prefix's node, from the word that made it
        parent = np.zeros_like(node)
        parent[:, 1:] = node[:, :-1]
        # int32 while ``node * width + code`` fits: half the memory, and quicker to index
        self.child = np.zeros(nodes * self.width, dtype=np.int32 if nodes * self.width < 2**31 else np.int64)
        self.child[parent[new] * self.width + codes[new]] = node[new]
        self.word_at = np.full(nodes, -1, dtype=np.int64)
        self.word_at[node[np.arange(count), lengths - 1]] = np.arange(count)
        self.letters = lengths + (letters == ord("q")).sum(axis=1)     # Qu is two letters
        self.points = _POINTS[self.letters]

    #: The tables a cache file holds, besides the words and the edges of the trie.
    TABLES = ("word_at", "letters")

    def save(self, path: Path, fingerprint: str) -> None:
        """Write the trie to ``path`` (``.npz``), marked with the ``fingerprint`` of its words,
        through a temporary file renamed into place, so a reader never sees half a file."""
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        try:
            with open(tmp, "wb") as out:
                edges = np.flatnonzero(self.child)      # a tenth of the table: quicker to read
                np.savez(out, fingerprint=np.array(fingerprint), spelt=np.array("\n".join(self.spelt)),
                         codes=np.array("".join(self.codes)), edges=edges, to=self.child[edges],
                         **{t: getattr(self, t) for t in self.TABLES})
            os.replace(tmp, path)
        finally:
            tmp.unlink(missing_ok=True)

    @classmethod
    def load(cls, path: Path, fingerprint: str) -> Solver | None:
        """The trie saved at ``path`` if it is whole and of the words of ``fingerprint``:
        the mark must match, and the tables must fit each other and the words (every child
        a node, every word a number of a word); else None."""
        try:
            with np.load(path, allow_pickle=False) as saved:
                if str(saved["fingerprint"]) != fingerprint:
                    return None
                spelt = str(saved["spelt"]).split("\n") if saved["spelt"].size and str(saved["spelt"]) else []
                codes, tables = str(saved["codes"]), {t: saved[t] for t in (*cls.TABLES, "edges", "to")}
        except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
            return None
        solver = cls.__new__(cls)
        solver._spell(spelt)
        solver.codes = {c: i for i, c in enumerate(codes, 1)}
        solver.width = len(codes) + 1
        word_at, letters, edges, to = (tables[t] for t in (*cls.TABLES, "edges", "to"))
        nodes = len(word_at)
        size = nodes * solver.width
        if (nodes == 0 or edges.shape != to.shape or edges.ndim != 1 or edges.dtype != np.int64
                or to.dtype.kind != "i" or word_at.dtype != np.int64 or letters.dtype != np.int64
                or len(letters) != len(spelt) or edges.min(initial=0) < 0 or edges.max(initial=0) >= size
                or to.min(initial=1) < 1 or to.max(initial=0) >= nodes or word_at.min() < -1
                or word_at.max() >= len(spelt) or letters.min(initial=1) < 1
                or letters.max(initial=0) > MAX_LETTERS * 2):
            return None
        solver.child = np.zeros(size, dtype=to.dtype)
        solver.child[edges] = to
        solver.word_at, solver.letters = word_at, letters
        solver.points = _POINTS[np.minimum(letters, len(_POINTS) - 1)]
        return solver

    def __repr__(self) -> str:
        return f"<Solver: {plural(len(self.spelt), 'word')}>"

    def solve(self, board: Board, min_length: int | None = None) -> list[str]:
        """The words of at least ``min_length`` letters (default ``board.min_length``)
        that can be traced on ``board``, sorted."""
        return self.solve_many([board], min_length)[0]

    def solve_many(self, boards: Sequence[Board], min_length: int | None = None) -> list[list[str]]:
        """:meth:`solve` for each of ``boards``, searched together."""
        words = self.words
        return [[words[i] for i in found.tolist()] for found in self._found(boards, min_length)]

    def scores(self, boards: Sequence[Board], min_length: int | None = None) -> list[tuple[int, int]]:
        """The number of words and the score of each of ``boards``, searched together."""
        board, word = self._pairs(boards, min_length)
        counts = np.bincount(board, minlength=len(boards)).tolist()
        points = np.bincount(board, weights=self.points[word], minlength=len(boards)).astype(np.int64).tolist()
        return list(zip(counts, points))

    def solve_scored(self, boards: Sequence[Board], min_length: int | None = None) -> list[tuple[list[str], int]]:
        """:meth:`solve` and the score of each of ``boards``, searched together, the words
        scored where they are found."""
        words = self.words
        return [([words[i] for i in found.tolist()], int(self.points[found].sum()))
                for found in self._found(boards, min_length)]

    def neighbour_scores(self, board: Board, changes: Sequence[Sequence[tuple[int, str]]],
                         min_length: int | None = None) -> list[int]:
        """The score of ``board`` after each of ``changes``, a change being the dice it sets
        as (cell, die) pairs, cells numbered row by row from 0 (a swap of two dice sets two
        cells). As :meth:`scores` would give for each changed board, but only the paths that
        go through a changed cell are searched again: the board's own paths are found once,
        and a change keeps the words of those that avoid its cells.

        >>> solver = Solver(["tab", "bat", "tabs", "stab"])
        >>> solver.neighbour_scores(parse_board("tb/ax"), [[(3, "s")], [(0, "x"), (3, "t")]])
        [4, 2]
        """
        board = board_of(board)
        least = least_length(board, min_length)
        size = len(board.dice)
        cells = np.full((len(changes), 2), size, dtype=np.int64)    # size: the cell with no die
        faces = np.zeros((len(changes), 2), dtype=np.int64)
        for m, change in enumerate(changes):
            if not 1 <= len(change) <= 2 or len({c for c, _ in change}) != len(change):
                raise ValueError(f"a change sets one or two cells, each once, not {change!r}")
            for j, (cell, face) in enumerate(change):
                if not 0 <= cell < size:
                    raise ValueError(f"cell {cell} is not on a {board.rows}x{board.cols} board")
                cells[m, j], faces[m, j] = cell, self.codes.get(die(face)[0], 0)
        points = np.where(self.letters >= least, self.points, 0)
        return self.change_scores(self._dice([board]), board.rows, board.cols, cells, faces, points).tolist()

    def change_scores(self, dice: np.ndarray, rows: int, cols: int, cells: np.ndarray, faces: np.ndarray,
                      points: np.ndarray) -> np.ndarray:
        """:meth:`neighbour_scores` on arrays, for a search that scores many changes: ``dice``
        are the codes of a board's cells and of the cell with no die after them (the codes of
        :attr:`codes`, 0 for a die no word has); change m sets ``cells[m, j]`` to the code
        ``faces[m, j]`` for j = 0, 1, a cell of ``rows * cols`` setting nothing; a word
        earns ``points[word]``, so a minimum length is a table with 0 for shorter words."""
        size = rows * cols
        near, bits = _shape(rows, cols)
        cell, node, used = self._paths(dice, near, bits)
        word = self.word_at[node]
        ends = word >= 0
        order = np.argsort(word[ends], kind="stable")
        word, mask = word[ends][order], used[ends][order]
        first = np.ones(len(word), dtype=bool)
        first[1:] = word[1:] != word[:-1]
        kept = word[first]                              # the board's words, and where their paths start
        column = np.full(len(points), len(kept), dtype=np.int64)   # a column where no word is
        column[kept] = np.arange(len(kept))
        # the paths beside each cell that do not go through it, grouped by that cell
        after = near[cell].ravel()
        path = np.arange(len(cell)).repeat(8)
        free = (after < size) & ((used[path] & bits[after]) == 0)
        by_cell = np.argsort(after[free], kind="stable")
        beside = path[free][by_cell]
        bounds = np.searchsorted(after[free][by_cell], np.arange(size + 2))
        stride = size + 1
        scores = np.zeros(len(cells), dtype=np.int64)
        chunk = max(1, _CHANGE_WORK // max(len(word), len(cell), 1))
        for low in range(0, len(cells), chunk):
            set_cells, set_faces = cells[low:low + chunk], faces[low:low + chunk]
            count = len(set_cells)
            changed = bits[set_cells[:, 0]] | bits[set_cells[:, 1]]
            # the board's words that a path avoiding the changed cells still spells
            alive = (mask[None, :] & changed[:, None]) == 0
            present = np.zeros((count, len(kept) + 1), dtype=bool)
            if len(kept):
                present[:, :-1] = np.logical_or.reduceat(alive, np.flatnonzero(first), axis=1)
            scores[low:low + count] = present[:, :-1] @ points[kept]
            # the paths through a changed cell: from it, or from a path beside it that avoids the changed cells
            which, j = np.nonzero(set_cells < size)
            at, code = set_cells[which, j], set_faces[which, j]
            many = bounds[at + 1] - bounds[at]
            one = np.arange(len(at)).repeat(many)
            before = beside[np.arange(many.sum()) - (np.cumsum(many) - many).repeat(many) + bounds[at].repeat(many)]
            to = self.child[node[before] * self.width + code[one]]
            on = (to != 0) & ((used[before] & changed[which[one]]) == 0)
            one, before, to = one[on], before[on], to[on]
            start = self.child[code]
            begins = start != 0
            boards = np.concatenate([which[one], which[begins]])
            seeds = (boards * stride + np.concatenate([at[one], at[begins]]),
                     np.concatenate([to, start[begins]]),
                     np.concatenate([used[before] | bits[at[one]], bits[at[begins]]]))
            changed_dice = np.tile(dice, count)
            changed_dice[which * stride + at] = code
            grown_cell, grown_node, _ = self._paths(
                changed_dice, (near + (np.arange(count) * stride)[:, None, None]).reshape(-1, 8),
                np.tile(bits, count), seeds)
            found = self.word_at[grown_node]
            ends = found >= 0
            pairs = np.sort(grown_cell[ends] // stride * len(points) + found[ends])
            once = np.ones(len(pairs), dtype=bool)
            once[1:] = pairs[1:] != pairs[:-1]
            board, found = np.divmod(pairs[once], len(points))
            new = ~present[board, column[found]]
            scores[low:low + count] += np.bincount(board[new], weights=points[found[new]],
                                                   minlength=count).astype(np.int64)
        return scores

    def _found(self, boards: Sequence[Board], min_length: int | None) -> list[np.ndarray]:
        """For each board, the numbers of the words it has (indexes into ``self.words``), ascending."""
        board, word = self._pairs(boards, min_length)
        where = np.searchsorted(board, np.arange(len(boards) + 1))
        return [word[where[i]:where[i + 1]] for i in range(len(boards))]

    def _pairs(self, boards: Sequence[Board], min_length: int | None) -> tuple[np.ndarray, np.ndarray]:
        """Each (board, word) once, as the index of the board in ``boards`` and the number of
        the word, board by board and word by word, the words shorter than the board's least
        length left out."""
        if isinstance(boards, Board):
            raise TypeError("a list of boards, not one Board")
        boards = [board_of(b) for b in boards]
        least = np.array([least_length(b, min_length) for b in boards], dtype=np.int64)
        shapes: dict[tuple[int, int], list[int]] = {}
        for i, b in enumerate(boards):
            shapes.setdefault((b.rows, b.cols), []).append(i)
        parts = []
        for (rows, cols), which in shapes.items():
            for start in range(0, len(which), _BATCH):
                part = np.array(which[start:start + _BATCH])
                board, word = self._search([boards[i] for i in part.tolist()], rows, cols)
                parts.append((part[board], word))
        board = np.concatenate([b for b, _ in parts]) if parts else np.zeros(0, dtype=np.int64)
        word = np.concatenate([w for _, w in parts]) if parts else np.zeros(0, dtype=np.int64)
        if len(parts) > 1:
            order = np.argsort(board, kind="stable")
            board, word = board[order], word[order]
        keep = self.letters[word] >= least[board]
        return board[keep], word[keep]

    def _search(self, boards: list[Board], rows: int, cols: int) -> tuple[np.ndarray, np.ndarray]:
        """The words of boards of one shape: every path grown one die a round; each (board,
        word) once, as two arrays, by board and then by word.

        The boards lie side by side in one row of dice, each followed by a cell with no
        die, so a cell's number says its board and a board's paths never leave it."""
        near, bits = _shape(rows, cols)
        stride = rows * cols + 1
        if len(boards) > 1:
            near = (near + (np.arange(len(boards)) * stride)[:, None, None]).reshape(-1, 8)
            bits = np.tile(bits, len(boards))
        dice = self._dice(boards)
        cell, node, _ = self._paths(dice, near, bits)
        word = self.word_at[node]
        ends = word >= 0
        count = max(len(self.spelt), 1)
        pairs = np.sort(cell[ends] // stride * count + word[ends])
        first = np.ones(len(pairs), dtype=bool)     # each (board, word) once: np.unique costs more
        first[1:] = pairs[1:] != pairs[:-1]
        return np.divmod(pairs[first], count)

    def _dice(self, boards: Sequence[Board]) -> np.ndarray:
        """The codes of the dice of ``boards``, one row of cells, each board followed by
        the cell with no die (code 0, as is a die no word has); ``qu`` is coded as q."""
        codes = self.codes
        return np.array([[codes.get(d[0], 0) for d in b.dice] + [0] for b in boards]).ravel()

    def _paths(self, dice: np.ndarray, near: np.ndarray, bits: np.ndarray,
               start: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every path that spells a prefix of a word, as its last cell, its trie node and its
        used cells (a bitmask): those of ``start``, or by default the one-die paths, and all
        that grow from them, one die a round. ``dice`` are the codes of the cells, ``near``
        each cell's eight neighbours and ``bits`` each cell's bit (:func:`_shape`)."""
        child, width = self.child, self.width
        if start is None:
            cell = np.flatnonzero(child[dice])          # the root is node 0
            start = cell, child[dice[cell]], bits[cell]
        cell, node, used = start
        beside = dice[near].astype(child.dtype)         # the dice of each cell's neighbours
        grown = [start]
        while len(node):                                # np.take: quicker than indexing
            after = np.take(child, (node * width)[:, None] + np.take(beside, cell, axis=0)).ravel()
            step = np.flatnonzero(after)                # steps the trie has; now those to free cells
            cell, node, seen = np.take(near, cell, axis=0).ravel()[step], after[step], used[step >> 3]
            bit = bits[cell]
            free = (seen & bit) == 0
            cell, node, used = cell[free], node[free], (seen | bit)[free]
            grown.append((cell, node, used))
        cells, nodes, useds = zip(*grown)
        return np.concatenate(cells), np.concatenate(nodes), np.concatenate(useds)

@cache
def _shape(rows: int, cols: int) -> tuple[np.ndarray, np.ndarray]:
    """For a rows x cols board and the cell with no die after it (numbered rows * cols):
    each cell's neighbours, eight a row, the no-die cell filling the gaps; and each cell's
    bit in a bitmask of used cells (0 for the no-die cell), uint64 up to 64 cells, else a
    Python int.

    >>> near, bits = _shape(2, 2)
    >>> near[0].tolist(), bits.tolist()
    ([1, 2, 3, 4, 4, 4, 4, 4], [1, 2, 4, 8, 0])
    """
    cells = rows * cols
    near = np.full((cells + 1, 8), cells, dtype=np.int64)
    for where, ns in enumerate(neighbours(rows, cols)):
        near[where, :len(ns)] = ns
    return near, np.array([1 << c for c in range(cells)] + [0], dtype=np.uint64 if cells <= 64 else object)


#: Boards searched together at most: a round's arrays stay a few megabytes.
_BATCH = 512
#: :meth:`Solver.change_scores`: changes scored together times the paths of the board, at most.
_CHANGE_WORK = 4_000_000


@lru_cache(maxsize=2)
def solver_for(lexicon: Lexicon) -> Solver:
    """The solver of ``lexicon``, built once per lexicon (a Lexicon hashes by identity)
    and kept for the last two lexicons asked for. A lexicon of :data:`CACHED_WORDS` words
    or more has its trie kept in a file of :func:`cache_dir` named by the fingerprint of
    its words (:func:`fingerprint`), so another process loads it instead of building it;
    a file that is not whole, or not of these words, is built again."""
    words = lexicon.words
    folder = cache_dir() if len(words) >= CACHED_WORDS else None
    if folder is None:
        return Solver(words)
    mark = fingerprint(words)
    path = folder / f"boggle-{mark[:32]}.npz"
    solver = Solver.load(path, mark)
    if solver is None:
        solver = Solver(words)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            solver.save(path, mark)
        except OSError:                     # a folder we cannot write: no cache, same answers
            pass
    return solver


#: Lexicons of this many words or more have their trie cached in a file (:func:`solver_for`).
CACHED_WORDS = 20_000


def cache_dir() -> Path | None:
    """The folder of wordlog's cache files: ``$WORDLOG_CACHE``, else ``$XDG_CACHE_HOME/wordlog``,
    else ``~/.cache/wordlog``; None when ``WORDLOG_CACHE`` is ``off`` (no cache) or no home is known."""
    chosen = os.environ.get("WORDLOG_CACHE")
    if chosen == "off":
        return None
    if chosen:
        return Path(chosen)
    base = os.environ.get("XDG_CACHE_HOME") or (os.path.expanduser("~/.cache") if "HOME" in os.environ else "")
    return Path(base) / "wordlog" if base else None


def fingerprint(words: Sequence[str]) -> str:
    """The SHA-256 of ``words`` in order, one a line, after a line naming the cache's format:
    what a cached trie is checked against.

    >>> fingerprint(["cat", "dog"])[:16]
    'afd8521580a73643'
    """
    text = "\n".join([CACHE_FORMAT, *words])
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


#: The format of the cached trie: a new one when :meth:`Solver.save` writes other tables.
CACHE_FORMAT = "wordlog boggle trie 1"


def trace(board: Board, word: str) -> CellPath | None:
    """A path of (row, col) cells, counted from 1, that traces ``word`` on ``board``,
    each cell used once; None when there is none. The path is the first in cell order.
    ``word`` is read by the word rule, as :class:`Solver` reads its words (``Abcced`` is
    ``abcced``; text that is not a word raises :class:`~wordlog.lexicon.LexiconError`).

    A word that needs more of a die than the board shows is refused before any search.
    Then dynamic programming finds, from the last die back, the cells from which the rest
    of the word can be traced if cells could be used again; that table is necessary, not
    sufficient (``abcb`` passes it on ``abce/sfcs/adee`` by going back to ``b``), so a
    depth-first search that keeps to it and uses each cell once confirms the word. The
    search goes on from a cell only while the free cells it can still reach show every die
    the rest of the word needs, and it never looks at one state twice: a state is the die
    of the word reached, the cell, and those used cells that the rest of the word could
    still step on; each that failed is remembered. So its work is bounded by the number
    of such states, not by the number of paths, which grows exponentially with the word on
    a board of one letter.

    >>> trace(parse_board("abce/sfcs/adee"), "abcced")
    ((1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (3, 2))
    >>> trace(parse_board("aaaa/aaaa/aaaa/aaaa"), "a" * 17) is None
    True
    """
    board = board_of(board)
    dice = word_dice(check_word(word))
    if not dice or Counter(dice) - Counter(board.dice):
        return None
    near = board.neighbours
    cells = range(len(board.dice))
    reach = [frozenset(c for c in cells if board.dice[c] == dice[-1])]
    for face in reversed(dice[:-1]):
        reach.insert(0, frozenset(c for c in cells if board.dice[c] == face
                                  and not reach[0].isdisjoint(near[c])))
    ahead = [0] * (len(dice) + 1)           # the cells the dice from the i-th on may use, as bits
    for i in reversed(range(len(dice))):
        ahead[i] = ahead[i + 1] | sum(1 << c for c in reach[i])
    near_bits = [sum(1 << n for n in ns) for ns in near]
    showing = {face: sum(1 << c for c in cells if board.dice[c] == face) for face in set(dice)}
    needs = [Counter(dice[i:]).items() for i in range(len(dice) + 1)]
    failed: set[tuple[int, int, int]] = set()

    def enough(i: int, cell: int, used: int) -> bool:
        """Whether the free cells reachable from ``cell`` show the dice from the i-th on."""
        free = ahead[i] & ~used
        region = frontier = near_bits[cell] & free
        while frontier:
            grown = 0
            while frontier:
                low = frontier & -frontier
                grown |= near_bits[low.bit_length() - 1]
                frontier ^= low
            frontier = grown & free & ~region
            region |= frontier
        return all((region & showing[face]).bit_count() >= count for face, count in needs[i])

    def walk(i: int, cell: int, used: int) -> list[int] | None:
        if i == len(dice) - 1:
            return [cell]
        state = (i, cell, used & ahead[i + 1])
        if state in failed or not enough(i + 1, cell, used):
            failed.add(state)
            return None
        for n in near[cell]:
            if n in reach[i + 1] and not used >> n & 1:
                rest = walk(i + 1, n, used | 1 << n)
                if rest:
                    return [cell, *rest]
        failed.add(state)
        return None

    for cell in sorted(reach[0]):
        path = walk(0, cell, 1 << cell)
        if path:
            return tuple((c // board.cols + 1, c % board.cols + 1) for c in path)
    return None
