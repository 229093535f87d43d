"""``wordlog boggle``: the words on a Boggle board, their score, or one word's path."""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import Iterable, Iterator
import random
import re

from ..prolog import boggle as boggle_prolog
from ..prolog import INSTALL_SWI, PrologUnavailable, cannot_start
from ..boggle import (Board, BoardError, CellPath, least_length, load_board, names_a_file, parse_board, score,
                      score_word, solver_for, trace)
from ..lexicon import LexiconError, read_text
from ..dice import DICE, roll
from ..wording import plural
from .boggle_modes import add_min_length, add_modes
from .puzzle import seed_of
from .common import (NOT_FOUND, OK, UserError, add_lexicon_options, lexicon_from_args, positive,
                     print_json, utf8_arg, word_arg)

def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "boggle", help="find the words on a Boggle board",
        description="Find every word of the lexicon that can be traced on a Boggle board: through "
                    "dice that touch in any of the 8 directions, each die used once; a Qu die counts "
                    "as two letters. Boards have 1 to 64 rows and columns. Scoring: 3-4 letters 1 point, 5 letters "
                    "2, 6 letters 3, 7 letters 5, 8 or more 11. BOARD is the letters row by row "
                    "('perslatgsineters', a square unless --rows says otherwise), rows split by '/' "
                    "('pers/latg/sine/ters'), or a file: a line 'ROWS COLS', then a line per row of "
                    "dice separated by spaces. A q, or Qu in a file, is the Qu die. Exit status: 0 "
                    "done, 1 the --check word scores nothing, 2 a mistake in the question. Also: 'wordlog "
                    "boggle play' (a game), 'boggle best' (search for a high-scoring board), 'boggle "
                    "score' (score players' lists); each has its --help. A board spelled play, best or "
                    "score is written with its rows split (pl/ay).")
    parser.add_argument("board", metavar="BOARD", nargs="?", help="letters, rows split by '/', or a board file")
    parser.add_argument("--rows", metavar="R", type=int, help="the number of rows BOARD's letters fill")
    parser.add_argument("--random", action="store_true", help="roll a board from a set of dice instead")
    parser.add_argument("--dice", choices=list(DICE), help="the dice a rolled board is rolled from "
                                                           "(default: new; big is 5x5)")
    roll_with = parser.add_mutually_exclusive_group()
    roll_with.add_argument("--seed", metavar="S", help="roll the board of seed S, any text (a whole number "
                                                       "is the number); the same seed, the same board")
    roll_with.add_argument("--date", metavar="YYYY-MM-DD", help="roll the board of a day, the same on every "
                                                                "machine (the same as --seed YYYY-MM-DD)")
    parser.add_argument("--min-words", metavar="N", type=int, help="roll until a board has at least N words")
    parser.add_argument("--max-words", metavar="M", type=int, help="roll until a board has at most M words")
    add_min_length(parser)
    parser.add_argument("--engine", choices=["python", "prolog"], default="python",
                        help="solve with the Python trie or the Prolog rules (default: python)")
    parser.add_argument("--paths", action="store_true", help="show a path that traces each word")
    parser.add_argument("--boards", metavar="FILE", help="score many boards: one a line of FILE ('-': standard "
                                                         "input), as BOARD's letters; prints each board, its "
                                                         "number of words and points")
    parser.add_argument("--check", metavar="WORD", help="only say whether WORD scores, and if not why: traced on the board (the "
                                                        "path), a word of the lexicon, long enough")
    parser.add_argument("--json", action="store_true", help="the result as one JSON object")
    add_lexicon_options(parser)
    parser.set_defaults(func=run, uses_tiers=False)
    add_modes(parser)


def seed_from_args(args: argparse.Namespace) -> int | str:
    """The seed a board is rolled with: --seed's text (digits alone are that number, the
    boards seeds 0, 1, 2 ... have always given), --date's day as puzzle reads it, or a new
    number, shown with the board so that it can be rolled again."""
    if args.seed is None and args.date is None:
        return random.randrange(2**32)
    seed = seed_of(args)
    return int(seed) if args.seed is not None and re.fullmatch(r"[0-9]+", seed) else seed


def board_from_args(args: argparse.Namespace) -> tuple[Board, dict]:
    """The board asked for, and for a rolled one how it was rolled."""
    if args.random or args.seed is not None or args.date is not None:
        if args.board is not None:
            raise UserError("give a BOARD or roll one (--random, --seed, --date), not both")
        if args.rows is not None:
            raise UserError("--rows goes with a BOARD of letters; a rolled board has the size of its --dice")
        seed = seed_from_args(args)
        dice = args.dice or "new"
        if args.min_words is not None or args.max_words is not None:
            return fitting_roll(args, DICE[dice], seed), {"dice": dice}
        return roll(DICE[dice], seed), {"dice": dice, "seed": seed}
    if args.dice is not None or args.min_words is not None or args.max_words is not None:
        raise UserError("--dice, --min-words and --max-words go with a rolled board (--random, --seed, --date)")
    if args.board is None:
        raise UserError("give a BOARD (letters, rows split by '/', or a board file), or roll one (--random)")
    try:
        return load_board(args.board, args.rows), {}
    except BoardError as error:
        if not names_a_file(args.board):
            utf8_arg(args.board)                # letters with a byte that is not UTF-8: name it
        raise UserError(str(error)) from None


#: Boards --min-words and --max-words roll at most, and how many are scored together.
MOST_ROLLS, ROLLS_BATCH = 100_000, 256


def fitting_roll(args: argparse.Namespace, dice: tuple[str, ...], seed: int | str) -> Board:
    """The first board rolled with seeds ``seed``, ``seed/1``, ``seed/2`` ... whose number of
    words is within --min-words and --max-words; its seed goes in ``args.fitting_seed``."""
    low = 0 if args.min_words is None else args.min_words
    high = args.max_words
    if low < 0 or (high is not None and high < low):
        raise UserError(f"--min-words and --max-words must make a range of 0 or more, not {low} to {high}")
    lex = lexicon_from_args(args)
    solver = solver_for(lex)
    least = args.min_length
    for start in range(0, MOST_ROLLS, ROLLS_BATCH):
        seeds = [seed if k == 0 else f"{seed}/{k}" for k in range(start, start + ROLLS_BATCH)]
        boards = [roll(dice, s) for s in seeds]
        for s, b, (count, _) in zip(seeds, boards, solver.scores(boards, least)):
            if count >= low and (high is None or count <= high):
                args.fitting_seed = s
                return b
    raise UserError(f"no board of {low} to {high} words in {MOST_ROLLS:,} rolls")


def shown_path(board: Board, path: CellPath) -> str:
    """``A(1,1) B(1,2) ...``: each die of a path with its row and column."""
    return " ".join(f"{board.label((r - 1) * board.cols + c - 1)}({r},{c})" for r, c in path)


def found_path(board: Board, word: str) -> CellPath:
    """The first path of ``word``, a word the solver found on ``board``."""
    path = trace(board, word)
    if path is None:
        raise AssertionError(f"the solver found {word!r} on a board that has no path for it")
    return path


def run(args: argparse.Namespace) -> int:
    try:
        return solve_board(args)
    except PrologUnavailable as error:      # its hint names ladder's --engine bfs, no choice here
        raise UserError(cannot_start(error.why, f"{INSTALL_SWI}, or solve with Python (--engine python, "
                                                "the default)")) from None


def solve_board(args: argparse.Namespace) -> int:
    """The command: the board's words, or with --check one word's path."""
    positive(args.min_length, "--min-length")
    if args.boards is not None:
        return run_boards(args)
    board, rolled = board_from_args(args)
    if rolled and "seed" not in rolled:
        rolled["seed"] = args.fitting_seed
    if args.check is not None:
        return run_check(args, board, rolled)
    least = least_length(board, args.min_length)
    lex = lexicon_from_args(args)
    paths: dict[str, CellPath] = {}             # with --paths: each word's first path
    if args.engine == "prolog":
        if args.paths:
            paths = boggle_prolog.words_with_paths(board, lex, least)
            words = sorted(paths)
        else:
            words = boggle_prolog.words(board, lex, least)
    else:
        words = sorted(solver_for(lex).solve(board, least))
        if args.paths:
            paths = {w: found_path(board, w) for w in words}
    if args.json:
        result: dict = {"words": words, "score": score(words), "count": len(words)}
        if args.paths:
            result["paths"] = {w: [list(cell) for cell in p] for w, p in paths.items()}
        if rolled:
            result.update(board=board.spec, **rolled)
        print_json(result)
        return OK
    if rolled:
        print(rolled_board(board, rolled))
    width = max(map(len, words), default=0)
    for w in words:
        print(f"{w:<{width}}  {score_word(w):>2}  {shown_path(board, paths[w])}" if args.paths else w)
    print(f"{plural(len(words), 'word')}, {plural(score(words), 'point')}: "     # no brackets around a name,
          f"words of {least}+ letters from {lex.name}")                          # which may hold some
    return OK


def rolled_board(board: Board, rolled: dict) -> str:
    """A rolled board as shown before its words: the dice, then how to roll it again."""
    return f"{board}\n({board.spec}: {rolled['dice']} dice, seed {rolled['seed']})\n"


def run_check(args: argparse.Namespace, board: Board, rolled: dict) -> int:
    """``--check WORD``: whether WORD scores on the board, and why not: whether it can be
    traced (and by which path), whether it is a word of the lexicon, whether it is long
    enough. Exit 0 only when it scores. A rolled board is shown first, with its seed."""
    word = word_arg(args.check)
    least = least_length(board, args.min_length)
    lex = lexicon_from_args(args)
    path = boggle_prolog.word_path(board, word) if args.engine == "prolog" else trace(board, word)
    verdict = check(word, path, word in lex, least, lex.name)
    if args.json:
        result: dict = {"word": word, "traced": path is not None,
                        "path": None if path is None else [list(cell) for cell in path],
                        "in_lexicon": word in lex, "long_enough": len(word) >= least, "min_length": least,
                        "score": verdict.points, "lexicon": lex.name}
        if rolled:
            result.update(board=board.spec, **rolled)
        print_json(result)
        return OK if verdict.points else NOT_FOUND
    if rolled:
        print(rolled_board(board, rolled))
    print(f"{word}: {shown_path(board, path)}" if path is not None else f"{word}: cannot be traced on this board")
    print(verdict.line)
    return OK if verdict.points else NOT_FOUND


@dataclass(frozen=True)
class Verdict:
    """What one word earns on a board: its points (0 when it scores nothing) and a line saying so."""
    points: int
    line: str


def check(word: str, path: CellPath | None, known: bool, least: int, lexicon: str) -> Verdict:
    """The verdict on ``word``: it scores only when it is traced, a word of the lexicon, and
    at least ``least`` letters long; otherwise every reason it does not is named.

    >>> check("caov", ((1, 1),), False, 3, "words.txt").line
    'caov scores nothing: not a word of words.txt'
    >>> check("see", ((1, 1),), True, 3, "words.txt").line
    'see scores 1 point'
    """
    faults = []
    if path is None:
        faults.append("it cannot be traced on this board")
    if not known:
        faults.append(f"not a word of {lexicon}")
    if len(word) < least:
        faults.append(f"too short: {plural(len(word), 'letter')}, words here have {least} or more")
    points = 0 if faults else score_word(word)
    if not faults and not points:
        faults.append(f"{plural(len(word), 'letter')} earn no points: scoring starts at 3")
    if faults:
        return Verdict(0, f"{word} scores nothing: " + "; ".join(faults))
    return Verdict(points, f"{word} scores {plural(points, 'point')}")


def board_lines(name: str) -> Iterator[tuple[str, int, str]]:
    """The lines of a --boards file (``-``: standard input) that hold a board, as
    (where, number, text); blank lines and ``#`` comments are skipped."""
    if name == "-":
        lines: Iterable[str] = sys.stdin
        where = "<stdin>"
    else:
        try:
            lines = read_text(utf8_arg(name, "--boards"), "boards file").split("\n")
        except LexiconError as error:
            raise UserError(str(error)) from None
        where = name
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if text and not text.startswith("#"):
            yield where, number, text


def run_boards(args: argparse.Namespace) -> int:
    """``--boards FILE``: each board scored, a line each (``--json``: an object a line),
    in batches that the solver searches together. A line that is no board stops the
    command with its file and line named, after the boards before it."""
    unwanted = [option for option, given in (("BOARD", args.board is not None), ("--random", args.random),
                                             ("--seed", args.seed is not None), ("--date", args.date is not None),
                                             ("--dice", args.dice is not None), ("--check", args.check is not None),
                                             ("--paths", args.paths)) if given]
    if unwanted:
        raise UserError(f"--boards reads its boards from a file: leave out {', '.join(unwanted)}")
    lex = lexicon_from_args(args)
    batch: list[Board] = []

    def flush() -> None:
        if args.engine == "prolog":
            found = [(words, len(words), score(words)) for words in (boggle_prolog.words(b, lex, args.min_length)
                                                                     for b in batch)]
        elif args.json:
            found = [(words, len(words), points)
                     for words, points in solver_for(lex).solve_scored(batch, args.min_length)]
        else:                                   # the counts alone: no list of words is made
            found = [([], count, points) for count, points in solver_for(lex).scores(batch, args.min_length)]
        for board, (words, count, points) in zip(batch, found):
            if args.json:
                print_json({"board": board.spec, "words": words, "score": points, "count": count})
            else:
                print(f"{board.spec}\t{plural(count, 'word')}\t{plural(points, 'point')}")
        batch.clear()

    for where, number, text in board_lines(args.boards):
        try:
            board = parse_board(utf8_arg(text, f"{where}:{number}"), args.rows)
        except BoardError as error:
            flush()
            raise UserError(f"{where}:{number}: {error}") from None
        batch.append(board)
        if len(batch) == BOARDS_BATCH:
            flush()
    flush()
    return OK


#: Boards of --boards searched together.
BOARDS_BATCH = 256
