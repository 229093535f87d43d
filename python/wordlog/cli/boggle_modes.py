"""``wordlog boggle best`` and ``wordlog boggle score``: boards designed, players' lists scored.

They and ``play`` (:mod:`wordlog.cli.boggle_play`) are subcommands of ``boggle``, which
also takes a BOARD where they would stand: ``wordlog boggle best ...`` names one when the
word comes right after ``boggle``; a board spelled ``best``, ``play`` or ``score`` is
written with its rows split (``be/st``) or with --rows.
"""
from __future__ import annotations

import argparse
import os
import re
import time
from pathlib import Path

from ..best_boards import STALL, TENURE, best_boards
from ..boggle import Board, BoardError, check_size, least_length, load_board, score_word, solver_for, trace
from ..dice import DICE, faces
from ..lexicon import LexiconError, check_word, read_text
from ..progress import ProgressBar
from ..wording import plural
from .common import (OK, UserError, add_lexicon_options, lexicon_from_args, positive, print_json, utf8_arg)

#: The subcommands, by the word that names them after ``boggle``.
MODES = ("best", "score", "play")


def add_modes(boggle_parser: argparse.ArgumentParser) -> None:
    """Give ``boggle_parser`` the subcommands of :data:`MODES`: a first argument that names
    one is parsed by that subcommand's parser, anything else by ``boggle``'s own."""
    parser_class = type(boggle_parser)
    from .boggle_play import play_parser
    modes = {"best": best_parser(parser_class), "score": score_parser(parser_class),
             "play": play_parser(parser_class)}
    own = boggle_parser.parse_known_args

    def parse_known_args(args=None, namespace=None):
        if args and args[0] in modes:
            return modes[args[0]].parse_known_args(args[1:], namespace)
        return own(args, namespace)

    boggle_parser.parse_known_args = parse_known_args  # type: ignore[method-assign]


def add_min_length(parser: argparse.ArgumentParser) -> None:
    """``--min-length N``, as every Boggle command takes it; the command checks it with
    :func:`~wordlog.cli.common.positive` before it uses it."""
    parser.add_argument("--min-length", metavar="N", type=int,
                        help="the fewest letters a word may have (default 3; 4 from 5x5 up)")


def best_parser(parser_class) -> argparse.ArgumentParser:
    parser = parser_class(
        prog="wordlog boggle best",
        description="Search for a high-scoring board by tabu search: from a random board, each step scores "
                    "all its neighbours (another letter in a cell, or with --dice another face of a die, and "
                    "every swap of two) and moves to the best, even when it scores less, but never puts back "
                    f"a letter a cell lost in the last {TENURE} steps unless that beats the run's best; after "
                    f"{STALL} steps without a better board the search starts again from a random one. Each "
                    "board that beats the best so far is printed as it is found; the best is shown at the "
                    "end. --workers searches run at once, each with its own sequence of boards: with one, "
                    "the same --seed gives the same boards in the same order.")
    parser.add_argument("--size", metavar="RxC", required=True, help="the board's rows and columns, e.g. 4x4")
    parser.add_argument("--dice", choices=list(DICE), help="a dice set of RxC dice (new and classic: 4x4; big: "
                                                           "5x5); default: any letter in any cell")
    parser.add_argument("--seconds", metavar="N", type=float, default=60.0, help="how long to search (default 60)")
    parser.add_argument("--seed", metavar="S", help="any text; the same seed, the same search (default: a new one, "
                                                   "shown)")
    parser.add_argument("--target", metavar="POINTS", type=int,
                        help="stop once a board scores this many points (danvk's best 3x3 with ENABLE2K: 545)")
    parser.add_argument("--start", metavar="BOARD", help="start the search from this board (letters only)")
    parser.add_argument("--workers", metavar="N", type=int, default=min(2, os.cpu_count() or 1),
                        help="searches run at once, a process each (default: 2, or 1 on a machine of one core)")
    add_min_length(parser)
    parser.add_argument("--json", action="store_true", help="each improvement, then the best, as JSON lines")
    add_lexicon_options(parser)
    parser.set_defaults(func=run_best, uses_tiers=False)
    return parser


def board_size(text: str) -> tuple[int, int]:
    """``RxC`` as (rows, cols); a :class:`UserError` unless it is a supported size."""
    found = re.fullmatch(r"([0-9]+)[xX]([0-9]+)", utf8_arg(text, "--size"))
    if not found:
        raise UserError(f"--size takes ROWSxCOLS, such as 4x4, not {text!r}")
    rows, cols = int(found[1]), int(found[2])
    try:
        check_size(rows, cols)
    except BoardError as error:
        raise UserError(f"--size: {error}") from None
    return rows, cols


def run_best(args: argparse.Namespace) -> int:
    rows, cols = board_size(args.size)
    dice = None
    if args.dice is not None:
        dice = [faces(d) for d in DICE[args.dice]]
        if len(dice) != rows * cols:
            raise UserError(f"the {args.dice} dice are {len(dice)}, not the {rows * cols} a {rows}x{cols} board "
                            "needs: leave out --dice to use any letter")
    start = None
    if args.start is not None:
        if dice is not None:
            raise UserError("--start goes with letters: leave out --dice")
        try:
            start = load_board(utf8_arg(args.start, "--start"))
        except BoardError as error:
            raise UserError(str(error)) from None
        if (start.rows, start.cols) != (rows, cols):
            raise UserError(f"--start is a {start.rows}x{start.cols} board, not {rows}x{cols}")
    positive(args.min_length, "--min-length")
    positive(int(args.seconds > 0), "--seconds")
    positive(args.workers, "--workers")
    import random
    seed: object = utf8_arg(args.seed, "--seed") if args.seed is not None else str(random.randrange(2**32))
    lex = lexicon_from_args(args)
    solver = solver_for(lex)
    began = time.monotonic()
    best: tuple[Board, int, int] | None = None      # the best so far, which stop() reads
    if not args.json:
        print(f"# {rows}x{cols}, {'the ' + args.dice + ' dice' if dice else 'any letter'}, words of {lex.name}, "
              f"seed {seed}, {args.seconds:g} s")
    with ProgressBar(max(1, round(args.seconds)), "seconds") as bar:
        def stop(scored: int) -> bool:
            elapsed = time.monotonic() - began
            bar.advance(min(int(elapsed), bar.total) - bar.done)
            return elapsed >= args.seconds or (args.target is not None and best is not None
                                               and best[1] >= args.target)

        for board, points, scored in best_boards(solver, rows, cols, dice=dice, seed=seed, min_length=args.min_length,
                                                  start=start, stop=stop, workers=args.workers):
            best = (board, points, scored)
            elapsed = time.monotonic() - began
            if args.json:
                print_json({"board": board.spec, "score": points, "seconds": round(elapsed, 2), "boards": scored})
            else:
                print(f"{elapsed:8.1f} s  {points:6,} points  {board.spec}  ({plural(scored, 'board')} scored)")
    if best is None:
        return OK
    board, points, _ = best
    words = solver.solve(board, args.min_length)
    if args.json:
        print_json({"best": board.spec, "score": points, "count": len(words), "seed": seed,
                    "seconds": round(time.monotonic() - began, 2)})
    else:
        print(f"\n{board}\n({board.spec}: {plural(points, 'point')}, {plural(len(words), 'word')}; seed {seed})")
    return OK


def score_parser(parser_class) -> argparse.ArgumentParser:
    parser = parser_class(
        prog="wordlog boggle score",
        description="Score the players' word lists for a board by the rules: a word counts when it can be "
                    "traced on the board, is a word of the lexicon and is long enough; a word that two or "
                    "more players found scores for none of them. Each invalid word is named with why.")
    parser.add_argument("board", metavar="BOARD", help="letters, rows split by '/', or a board file")
    parser.add_argument("--players", metavar="FILE", nargs="+", required=True,
                        help="each player's words, one a line (blank lines and # comments skipped)")
    add_min_length(parser)
    parser.add_argument("--json", action="store_true", help="the result as one JSON object")
    add_lexicon_options(parser)
    parser.set_defaults(func=run_score, uses_tiers=False)
    return parser


def player_words(path: str) -> list[tuple[str, str | None]]:
    """A player's list: each line as (word, None), or as (text, why it is not a word)."""
    try:
        text = read_text(utf8_arg(path, "--players"), "player's list")
    except LexiconError as error:
        raise UserError(str(error)) from None
    listed: list[tuple[str, str | None]] = []
    for line in text.split("\n"):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        try:
            listed.append((check_word(line), None))
        except LexiconError as error:
            listed.append((line, str(error).split(": ", 1)[-1]))
    return listed


def run_score(args: argparse.Namespace) -> int:
    try:
        board = load_board(utf8_arg(args.board))
    except BoardError as error:
        raise UserError(str(error)) from None
    positive(args.min_length, "--min-length")
    least = least_length(board, args.min_length)
    lex = lexicon_from_args(args)
    lists = {path: player_words(path) for path in args.players}
    valid: dict[str, list[str]] = {}
    invalid: dict[str, list[tuple[str, str]]] = {}
    for path, listed in lists.items():
        seen: set[str] = set()
        valid[path], invalid[path] = [], []
        for word, fault in listed:
            if word in seen:
                continue
            seen.add(word)
            why = fault and f"not a word: {fault}"
            if why is None and len(word) < least:
                why = f"too short: words here have {least} letters or more"
            if why is None and word not in lex:
                why = f"not a word of {lex.name}"
            if why is None and trace(board, word) is None:
                why = "not on the board"
            if why is None:
                valid[path].append(word)
            else:
                invalid[path].append((word, why))
    finders: dict[str, list[str]] = {}
    for path, words in valid.items():
        for word in words:
            finders.setdefault(word, []).append(path)
    result = []
    for path in args.players:
        scored = sorted((w for w in valid[path] if len(finders[w]) == 1), key=lambda w: (-len(w), w))
        shared = sorted(w for w in valid[path] if len(finders[w]) > 1)
        result.append({"player": path, "score": sum(map(score_word, scored)),
                       "scored": [{"word": w, "points": score_word(w)} for w in scored],
                       "shared": [{"word": w, "with": [p for p in finders[w] if p != path]} for w in shared],
                       "invalid": [{"word": w, "why": why} for w, why in invalid[path]]})
    if args.json:
        print_json({"board": board.spec, "players": result})
        return OK
    for player in result:
        print(f"{player['player']}: {plural(player['score'], 'point')}")
        for entry in player["scored"]:
            print(f"  {entry['word']}  {entry['points']}")
        for entry in player["shared"]:
            print(f"  {entry['word']}  0: found by {', '.join(entry['with'])} too")
        for entry in player["invalid"]:
            print(f"  {entry['word']}  0: {entry['why']}")
    return OK
