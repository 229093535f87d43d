"""``wordlog boggle``: the words on a Boggle board, their score, or one word's path."""
from __future__ import annotations

import argparse
import random

from .. import boggle_prolog
from ..prolog import INSTALL_SWI, PrologUnavailable, cannot_start
from ..boggle import Board, BoardError, CellPath, load_board, names_a_file, score, score_word, solver_for, trace
from ..dice import DICE, roll
from ..wording import plural
from .common import (NOT_FOUND, OK, UserError, add_lexicon_options, lexicon_from_args, option_names, positive,
                     print_json, utf8_arg, word_arg)

#: The options that say which words count (the word list and the least length); --check
#: traces one word and counts none.
WORD_LIST_OPTIONS = ("words", "tier", "common", "most_common", "exclude", "skip_invalid", "min_length")


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "boggle", help="find the words on a Boggle board",
        description="Find every word of the lexicon that can be traced on a Boggle board: through "
                    "dice that touch in any of the 8 directions, each die used once; a Qu die counts "
                    "as two letters. Boards are 3x3 to 6x6. Scoring: 3-4 letters 1 point, 5 letters "
                    "2, 6 letters 3, 7 letters 5, 8 or more 11. BOARD is the letters row by row "
                    "('perslatgsineters', a square unless --rows says otherwise), rows split by '/' "
                    "('pers/latg/sine/ters'), or a file: a line 'ROWS COLS', then a line per row of "
                    "dice separated by spaces. A q, or Qu in a file, is the Qu die. Exit status: 0 "
                    "done, 1 the --check word cannot be traced, 2 a mistake in the question.")
    parser.add_argument("board", metavar="BOARD", nargs="?", help="letters, rows split by '/', or a board file")
    parser.add_argument("--rows", metavar="R", type=int, help="the number of rows BOARD's letters fill")
    parser.add_argument("--random", action="store_true", help="roll a board from a set of dice instead")
    parser.add_argument("--dice", choices=list(DICE), help="the dice --random rolls (default: new; big is 5x5)")
    parser.add_argument("--seed", metavar="N", help="the seed --random rolls with, a whole number of 0 or more "
                                                    "(default: a new one, shown)")
    parser.add_argument("--min-length", metavar="N", type=int,
                        help="the fewest letters a word may have (default 3; 4 from 5x5 up)")
    parser.add_argument("--engine", choices=["python", "prolog"], default="python",
                        help="solve with the Python trie or the Prolog rules (default: python)")
    parser.add_argument("--paths", action="store_true", help="show a path that traces each word")
    parser.add_argument("--check", metavar="WORD", help="only say whether WORD can be traced, and how")
    parser.add_argument("--json", action="store_true", help="the result as one JSON object")
    add_lexicon_options(parser)
    parser.set_defaults(func=run)


def seed_number(text: str) -> int:
    """--seed's value: a whole number of 0 or more, written in UTF-8 (a :class:`UserError` if not)."""
    try:
        seed = int(utf8_arg(text, "--seed"))
    except ValueError:
        seed = -1
    if seed < 0:
        raise UserError(f"--seed takes a number of 0 or more, not {text!r}")
    return seed


def board_from_args(args: argparse.Namespace) -> tuple[Board, dict]:
    """The board asked for, and for a rolled one how it was rolled."""
    if args.random:
        if args.board is not None:
            raise UserError("give a BOARD or --random, not both")
        if args.rows is not None:
            raise UserError("--rows goes with a BOARD of letters; --random rolls the size of its --dice")
        seed = random.randrange(2**32) if args.seed is None else seed_number(args.seed)
        dice = args.dice or "new"
        return roll(DICE[dice], seed), {"dice": dice, "seed": seed}
    if args.dice is not None or args.seed is not None:
        raise UserError("--dice and --seed go with --random")
    if args.board is None:
        raise UserError("give a BOARD (letters, rows split by '/', or a board file) or --random")
    try:
        return load_board(args.board, args.rows), {}
    except BoardError as error:
        if not names_a_file(args.board):
            utf8_arg(args.board)                # letters with a byte that is not UTF-8: name it
        raise UserError(str(error)) from None


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
    board, rolled = board_from_args(args)
    if args.check is not None:
        return run_check(args, board, rolled)
    least = board.min_length if args.min_length is None else args.min_length
    positive(least, "--min-length")
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
    """``--check WORD``: a path that traces WORD, if there is one. A rolled board is shown
    first, with its seed, as for a solve."""
    given = [option for option in WORD_LIST_OPTIONS if getattr(args, option) is not None
             and getattr(args, option) is not False]    # 0 is given (--min-length 0), False is not
    if given:
        raise UserError(f"--check traces WORD on the board and counts no words: leave out {option_names(given)}")
    word = word_arg(args.check)
    path = boggle_prolog.word_path(board, word) if args.engine == "prolog" else trace(board, word)
    if args.json:
        result: dict = {"word": word, "traced": path is not None,
                        "path": None if path is None else [list(cell) for cell in path]}
        if rolled:
            result.update(board=board.spec, **rolled)
        print_json(result)
        return OK if path is not None else NOT_FOUND
    if rolled:
        print(rolled_board(board, rolled))
    if path is None:
        print(f"{word}: cannot be traced on this board")
    else:
        print(f"{word}: {shown_path(board, path)}")
    return OK if path is not None else NOT_FOUND
