"""``wordlog play``: the ladder game in the terminal."""
from __future__ import annotations

import argparse
import sys
from typing import Callable

from ..game import new_game, play
from ..lexicon import MAX_LINE_BYTES, line_too_long
from ..puzzles import FRIENDLY_TIER, pose
from ..wording import COUNTED, GREEN, UNMARKED, Marks, no_ladder
from .common import (NOT_FOUND, OK, UserError, colour_shown, keep_terminal, lexicon_from_args, option_names, report,
                     restore_terminal, shortened, utf8_arg, word_arg)
from .ladder import check_pair
from .moves import graph_engine
from .puzzle import LENGTH, RULES, add_puzzle_options, make_puzzles, no_puzzle

#: The exit status of a game given up: not solved, as with a ladder not found.
GAVE_UP = NOT_FOUND


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "play", help="play a ladder puzzle in the terminal",
        description="Play a ladder puzzle: from the start word to the target, one word per line, each "
                    "changing one letter of the last and in the lexicon. Illegal words are refused "
                    "with the reason; a word already on your ladder takes you back to it. Commands "
                    "start with a colon: :undo (:u) takes your last word back, :hint (:h) shows the "
                    "next word of the friendliest shortest ladder from where you stand (its rarest word as "
                    "common as can be), :quit (:q) or "
                    "Ctrl-D gives up, :help (?) repeats this; a hint that means going back says so. "
                    "The prompt keeps the target in view, then shows the word you stand on "
                    "with its letters in place (the target's letter in the same place) in green, as "
                    "Weaver's tiles; on a terminal without colour (NO_COLOR set, or TERM=dumb) their "
                    "count comes first instead, 'to warm: 2 of 4 in place: card -> ', and output that is no "
                    "terminal is not marked. The game ends "
                    "with Weaver's feedback: your words against the shortest possible. Exit status: 0 "
                    "solved, 1 given up (or no such puzzle), 2 a mistake in the question. "
                    "The puzzle is START TARGET when given (then without the options of the puzzle "
                    "group, which choose a puzzle), else the first that `wordlog puzzle` makes with "
                    "the same options. " + RULES)
    parser.add_argument("start", nargs="?", metavar="START")
    parser.add_argument("target", nargs="?", metavar="TARGET")
    add_puzzle_options(parser)
    # None until given: START TARGET name the puzzle, and refuse the options that choose one
    parser.set_defaults(func=run, length=None, friendly_tier=None)


def chosen(args: argparse.Namespace):
    """The engine and puzzle to play, or a 'not found' message."""
    if args.start is None:
        args.length = LENGTH if args.length is None else args.length
        args.friendly_tier = FRIENDLY_TIER if args.friendly_tier is None else args.friendly_tier
        lex, engine, _, found = make_puzzles(args)
        puzzle = next(found, None)
        return engine, puzzle, "" if puzzle else no_puzzle(args, lex)
    if args.target is None:
        raise UserError("give both START and TARGET, or neither to play a generated puzzle: "
                        f"only START was given, {utf8_arg(args.start)!r}")
    given = [option for option in ("length", "steps", "difficulty", "seed", "date", "friendly_tier")
             if getattr(args, option) is not None]
    if given:       # each chooses a generated puzzle, which START TARGET leave no room for
        raise UserError(f"START TARGET name the puzzle: leave out {option_names(given)}")
    start, target = word_arg(args.start), word_arg(args.target)
    lex = lexicon_from_args(args)
    check_pair(lex, start, target)
    engine = graph_engine(args, lex)
    return engine, pose(lex, start, target, engine=engine), no_ladder(start, target)


def marks() -> Marks:
    """How the prompt marks the letters in place of the word the player stands on: in
    green on a terminal that shows colour; by their count on one that shows none (NO_COLOR,
    TERM=dumb); not at all when standard output is no terminal, so what a program reads of
    a game is as it was. When ``input()`` reads the line with readline (standard input a
    terminal too), each escape code is wrapped in the \\x01 and \\x02 with which readline
    leaves it out of the prompt's width (else it misplaces the cursor on editing a long line)."""
    if not sys.stdout.isatty():
        return UNMARKED
    if not colour_shown(sys.stdout):
        return COUNTED
    if sys.stdin.isatty():
        return Marks(f"\x01{GREEN.on}\x02", f"\x01{GREEN.off}\x02")
    return GREEN


def say(line: str) -> None:
    """Print a line of the game, a run of letters too long to read cut as in every error
    message (a pasted line of 100,000 letters is named, not echoed whole)."""
    print(shortened(line))


def typed_lines() -> Callable[[str], str]:
    """``typed(prompt)``: a line the player types; one with a byte that is not UTF-8 is
    refused, naming the byte as everywhere else, and asked for again. A BOM before the
    first line (moves piped from a file saved with one) is no part of its word, as in
    every file and standard input wordlog reads."""
    first, number = True, 0

    def typed(prompt: str) -> str:
        nonlocal first, number
        while True:
            number += 1
            line = typed_line(prompt, number)
            if first:
                line, first = line.removeprefix("\ufeff"), False
            try:
                return utf8_arg(line)
            except UserError as error:
                say(f"  not allowed: {error}")
    return typed


def typed_line(prompt: str, number: int) -> str:
    """``input(prompt)``; from standard input that is no terminal, a line of at most
    :data:`MAX_LINE_BYTES` characters, where ``input`` read ``/dev/zero`` without end and
    into more memory than the machine has (a :class:`UserError` naming the line)."""
    if sys.stdin.isatty():
        return input(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    line = sys.stdin.readline(MAX_LINE_BYTES + 1)
    if not line:
        raise EOFError
    if len(line) > MAX_LINE_BYTES and not line.endswith("\n"):
        raise UserError(line_too_long(f"standard input:{number}", "move", "characters"))
    return line.removesuffix("\n")


def run(args: argparse.Namespace) -> int:
    engine, puzzle, not_found = chosen(args)
    if puzzle is None:
        report(not_found, json_wanted=False)
        return NOT_FOUND
    keep_terminal()     # put back on every way out, a signal's too (wordlog.cli.end_now)
    try:
        if sys.stdin.isatty():
            import readline  # noqa: F401  (input() then edits the line and keeps a history)
        game = play(new_game(puzzle), engine, read=typed_lines(), write=say, marks=marks())
    finally:
        restore_terminal()
    return OK if game.over == "solved" else GAVE_UP
