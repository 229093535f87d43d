"""``wordlog check``: is a ladder legal, and how far from the shortest?"""
from __future__ import annotations

import argparse
import sys

from ..engines import BfsEngine
from ..lexicon import UTF16_HINT, looks_utf16, read_lines, without_bom
from ..puzzles import Step, check, in_place
from ..wording import GREEN, UNMARKED, Marks, shown
from .common import (NOT_FOUND, OK, UserError, add_lexicon_options, colour_shown, lexicon_from_args, print_json,
                     shortened, utf8_arg, word_arg)
from .ladder import check_pair
from .moves import add_moves_options, run_check

#: The step table pads its words to the longest, up to this many letters.
WIDEST = 30


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "check", help="check a ladder and compare it with the shortest",
        description="Check a ladder from START to TARGET: each step must keep the length, change "
                    "exactly one letter and land on a word of the lexicon (START itself need not be "
                    "one); no word may come twice, and TARGET only at the end. The chain is START, "
                    "the WORDs, TARGET; the WORDs may repeat START first and TARGET last (a word to "
                    "itself, 'check cold cold cold', is the one-word ladder). Every step is judged, the first fault named; a legal ladder is "
                    "compared with the shortest possible, as Weaver does. WORDs may be written as "
                    "'cord, card' or 'cord -> card' (quoted); without WORDs (or with '-') the "
                    "words are read from standard input, separated by spaces, commas or '->'. "
                    "On a terminal that shows colour, the letters of each word that are the "
                    "target's in the same place are green, as Weaver's tiles. "
                    "Exit status: 0 legal, 1 illegal (or no ladder: START and TARGET of different "
                    "lengths), 2 a mistake in the question (a target outside the lexicon, ...).")
    parser.add_argument("start", metavar="START")
    parser.add_argument("target", metavar="TARGET")
    parser.add_argument("chain", metavar="WORD", nargs="*", help="the ladder's words ('-': standard input)")
    parser.add_argument("--json", action="store_true", help="the verdict as one JSON object")
    add_moves_options(parser, search=False)
    add_lexicon_options(parser)
    parser.set_defaults(func=run)


def chain_words(args: argparse.Namespace) -> list[str]:
    """The WORDs, or the words on standard input."""
    if args.chain and args.chain != ["-"]:
        if "-" in args.chain:
            raise UserError("'-' (standard input) stands alone, without other WORDs")
        return [w for word in args.chain for w in split_words(utf8_arg(word)) or [word]]   # '' is named
    if not args.chain and sys.stdin.isatty():
        raise UserError("give the ladder's words after START TARGET, or '-' to type them on standard input")
    data = read_lines(sys.stdin.buffer, "standard input", "ladder")     # not /dev/zero without end
    if looks_utf16(data):
        raise UserError(f"standard input: not UTF-8: {UTF16_HINT}")
    text = utf8_arg(without_bom(data).decode("utf-8", "surrogateescape"), "standard input")
    return [w for line in text.splitlines() if not line.lstrip().startswith("#") for w in split_words(line)]


def split_words(text: str) -> list[str]:
    """The words of a ladder written out, on standard input or as one WORD (a ladder that
    `wordlog ladder` printed, quoted): separated by spaces, commas or arrows.

    >>> split_words("cold -> cord -> card"), split_words("card, hard,ward"), split_words("hard\u2192ward")
    (['cold', 'cord', 'card'], ['card', 'hard', 'ward'], ['hard', 'ward'])
    """
    return text.replace(",", " ").replace("->", " ").replace("\u2192", " ").split()


def step_row(step: Step, width: int, target: str, marks: Marks = UNMARKED) -> str:
    """A row of the step table: the step's number, its two words padded to ``width``, and
    ``ok`` or its fault; in each word shown as it is (not quoted), the letters in place
    (:func:`~wordlog.puzzles.in_place`) marked with ``marks``. A row with a run of
    letters too long to read is cut as an error message is (:func:`~.common.shortened`),
    and not marked.

    >>> step = Step(1, "cord", "card", None)
    >>> step_row(step, 4, "warm"), step_row(step, 5, "warm", Marks("[", "]"))
    ('  1. cord -> card  ok', '  1. co[r]d  -> c[ar]d   ok')
    """
    def row(marks: Marks) -> str:
        words = [shown(word) for word in (step.before, step.after)]
        cells = [(marks.shown(word, in_place(word, target)) if text == word else text) + " " * (width - len(text))
                 for word, text in zip((step.before, step.after), words)]
        return f"{step.number:>3}. {cells[0]} -> {cells[1]}  {step.fault or 'ok'}"
    plain = row(UNMARKED)
    return row(marks) if shortened(plain) == plain else shortened(plain)


def run(args: argparse.Namespace) -> int:
    start, target = word_arg(args.start), word_arg(args.target)
    lex = lexicon_from_args(args)
    check_pair(lex, start, target)
    if args.moves or args.cost:
        return run_check(args, lex, start, target, chain_words(args))
    verdict = check(lex, start, target, chain_words(args))
    if args.json:
        print_json(verdict.as_dict() | {"engine": BfsEngine.name})   # check() measures with it
    else:
        width = min(max((len(shown(s.before)) for s in verdict.steps), default=0), WIDEST)
        marks = GREEN if colour_shown(sys.stdout) else UNMARKED
        for s in verdict.steps:
            print(step_row(s, width, verdict.target, marks))
        if verdict.legal:
            print(shortened(f"legal: {verdict.summary}"))
        else:
            print(shortened(f"illegal: {verdict.summary}"))
            print(verdict.optimum)
    return OK if verdict.legal else NOT_FOUND
