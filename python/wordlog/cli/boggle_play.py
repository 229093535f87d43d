"""``wordlog boggle play``: a game of Boggle on the terminal, timed or not.

The board is rolled from a seed (``--seed`` any text, ``--date`` a day's board, the same on
every machine); each word typed is answered at once; when the time is up (or at Ctrl-D)
the score is shown with the words found and those missed, longest first. Ctrl-C quits at
once, as in ``wordlog play``, whose line reading (:func:`~wordlog.cli.play.typed_lines`)
this shares.
"""
from __future__ import annotations

import argparse
import random
import re
import signal
import sys
import time
from typing import Container

from ..boggle import Board, score_word, solver_for, trace
from ..dice import DICE, roll
from ..lexicon import LexiconError, check_word
from ..wording import plural
from .common import OK, UserError, add_lexicon_options, colour_shown, lexicon_from_args
from .play import say, typed_lines
from .puzzle import seed_of


def play_parser(parser_class) -> argparse.ArgumentParser:
    parser = parser_class(
        prog="wordlog boggle play",
        description="Play Boggle: type the words you find on the board, one a line; each is answered at "
                    "once. When the time is up, or at Ctrl-D, the score is shown with the words found and "
                    "missed (longest first). Ctrl-C quits at once. Colour only on a terminal that shows "
                    "it (not with NO_COLOR set or TERM=dumb).")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--seed", metavar="S", help="any text; the same seed, the same board (default: a new one)")
    which.add_argument("--date", metavar="YYYY-MM-DD", help="the board of a day, the same on every machine")
    parser.add_argument("--dice", choices=list(DICE), default="new", help="the dice to roll (default: new)")
    timing = parser.add_mutually_exclusive_group()
    timing.add_argument("--minutes", metavar="N", type=float, default=3.0, help="the time to play (default 3)")
    timing.add_argument("--untimed", action="store_true", help="no clock: play until Ctrl-D")
    parser.add_argument("--paths", action="store_true", help="at the end, show a path for each word")
    add_lexicon_options(parser)
    parser.set_defaults(func=run_play, uses_tiers=False)
    return parser


class TimeUp(Exception):
    """Raised in the middle of reading a line when the clock runs out."""


def verdict(board: Board, words: Container[str], found: dict[str, int], least: int, text: str) -> tuple[int, str]:
    """The points ``text`` earns now, and the answer that says so or why not."""
    try:
        word = check_word(text)
    except LexiconError as error:
        return 0, f"not a word: {str(error).split(': ', 1)[-1]}"
    if word in found:
        return 0, f"{word}: already found"
    if len(word) < least:
        return 0, f"{word}: too short (words have {least} letters or more)"
    if word not in words:
        return 0, f"{word}: not in the word list"
    if trace(board, word) is None:
        return 0, f"{word}: not on the board"
    return score_word(word), f"{word}: scores {plural(score_word(word), 'point')}"


def run_play(args: argparse.Namespace) -> int:
    if not args.untimed and args.minutes <= 0:
        raise UserError(f"--minutes takes a positive number, not {args.minutes:g}")
    if args.seed is None and args.date is None:
        seed: int | str = random.randrange(2**32)
    else:
        seed = seed_of(args)
        if args.seed is not None and re.fullmatch(r"[0-9]+", str(seed)):
            seed = int(seed)
    board = roll(DICE[args.dice], seed)
    lex = lexicon_from_args(args)
    on_board = solver_for(lex).solve(board)
    least = board.min_length
    colour = colour_shown(sys.stdout)
    green = (lambda s: f"\x1b[32m{s}\x1b[0m") if colour else (lambda s: s)
    if sys.stdin.isatty():
        import readline  # noqa: F401  (input() then edits the line and keeps a history)
    say(f"{board}\n({board.spec}: {args.dice} dice, seed {seed}; words of {least}+ letters from {lex.name})")
    say("Type the words you find, one a line" + ("; Ctrl-D ends the game." if args.untimed else
        f"; {args.minutes:g} minutes, Ctrl-D ends sooner."))
    read = typed_lines()
    found: dict[str, int] = {}
    words = lex
    ends = None if args.untimed else time.monotonic() + args.minutes * 60

    def time_up(signum, frame) -> None:
        raise TimeUp

    if ends is not None:
        signal.signal(signal.SIGALRM, time_up)
        signal.setitimer(signal.ITIMER_REAL, args.minutes * 60)
    ended = "ended"
    try:
        while True:
            if ends is None:
                prompt = f"{sum(found.values())} > "
            else:
                left = max(0, round(ends - time.monotonic()))
                prompt = f"{left // 60}:{left % 60:02d} {sum(found.values())} > "
            try:
                line = read(prompt)
            except EOFError:
                say("")
                break
            if not line.strip():
                continue
            points, answer = verdict(board, words, found, least, line)
            if points:
                found[check_word(line)] = points
            say("  " + (green(answer) if points else answer))
    except TimeUp:
        ended = "time is up"
        say("\ntime is up")
    finally:
        if ends is not None:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL)
    total = sum(found.values())
    missed = [w for w in on_board if w not in found]
    say(f"{ended}: {plural(total, 'point')}, {plural(len(found), 'word')} found of {len(on_board)} "
        f"({sum(map(score_word, on_board)):,} points on the board)")

    def listing(title: str, listed: list[str]) -> None:
        if not listed:
            return
        say(title)
        for w in sorted(listed, key=lambda w: (-len(w), w)):
            path = ""
            if args.paths:
                path = "  " + " ".join(f"{board.label((r - 1) * board.cols + c - 1)}({r},{c})"
                                       for r, c in trace(board, w) or ())
            say(f"  {w}  {score_word(w)}{path}")

    listing("found:", list(found))
    listing("missed:", missed)
    return OK
