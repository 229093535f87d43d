"""``wordlog puzzle``: ladder puzzles made to order, the same for the same seed or date."""
from __future__ import annotations

import argparse
import calendar
import datetime
import re
from typing import Iterator

from ..engines import BfsEngine
from ..ladders import first
from ..lexicon import Lexicon
from ..puzzles import DIFFICULTIES, FRIENDLY_TIER, STEP_RANGES, Puzzle, PuzzleError, has_sizes, puzzles, rare
from ..wording import plural, shown
from .common import (NOT_FOUND, OK, UserError, add_lexicon_options, lexicon_from_args, positive, print_json,
                     report, utf8_arg)

RULES = (f"Start and target are common words (SCOWL size <= --friendly-tier, default {FRIENDLY_TIER}); "
         "the shortest ladder between them, over the whole lexicon (default SCOWL size 60), has exactly "
         "the asked number of steps (steps = words - 1); and at least one shortest ladder is friendly: "
         "none of its words is rare (SCOWL size above --friendly-tier, or unknown; a word list without "
         "sizes has no rare words). "
         "Difficulty: the steps plus a bonus for few shortest ladders (+2 for one, +1 for two or three, "
         "0 for four to nine, -1 for ten or more); easy scores up to 4, medium 5-6, hard 7 or more; "
         + ", ".join(f"{d} puzzles have {r.start}-{r.stop - 1} steps" for d, r in STEP_RANGES.items())
         + ". Without --steps or --difficulty: medium. The same --seed (or --date, which is the same as "
         "--seed YYYY-MM-DD) and options give the same puzzles on any machine; without either, "
         "today's date.")


#: Letters per word of a puzzle when --length is not given.
LENGTH = 4


def add_puzzle_options(parser: argparse.ArgumentParser) -> None:
    """The options that choose a puzzle, shared by ``puzzle`` and ``play``."""
    group = parser.add_argument_group("puzzle")
    group.add_argument("--length", metavar="N", type=int, default=LENGTH,
                       help=f"letters per word (default {LENGTH})")
    how_hard = group.add_mutually_exclusive_group()
    how_hard.add_argument("--steps", metavar="N", type=int, help="steps of the shortest ladder")
    how_hard.add_argument("--difficulty", choices=DIFFICULTIES, help="easy, medium (default) or hard")
    which = group.add_mutually_exclusive_group()
    which.add_argument("--seed", metavar="S", help="any text; the same seed gives the same puzzles")
    which.add_argument("--date", metavar="YYYY-MM-DD", help="the puzzle of a day (default: today)")
    group.add_argument("--friendly-tier", metavar="N", type=int, default=FRIENDLY_TIER,
                       help=f"words above this SCOWL size are rare (default {FRIENDLY_TIER})")
    add_lexicon_options(parser)


def seed_of(args: argparse.Namespace) -> str:
    """The seed the options name: --seed, --date, or today's date."""
    if args.seed is not None:
        return utf8_arg(args.seed, "--seed")
    if args.date is None:
        return datetime.date.today().isoformat()
    utf8_arg(args.date, "--date")
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", args.date):   # not 20261129, 2026-W48-7
        raise UserError(f"--date {args.date!r} is not a date written YYYY-MM-DD")
    try:
        return datetime.date.fromisoformat(args.date).isoformat()
    except ValueError:
        raise UserError(f"--date {args.date!r} is not a day of the calendar: "
                        f"{not_a_day(*map(int, args.date.split('-')))}") from None


def not_a_day(year: int, month: int, day: int) -> str:
    """Why ``year-month-day``, written as a date, is no day of the calendar.

    >>> not_a_day(2026, 2, 30), not_a_day(2024, 2, 30), not_a_day(2026, 13, 1)
    ('February 2026 has 28 days', 'February 2024 has 29 days', 'there is no month 13')
    >>> not_a_day(2026, 4, 0), not_a_day(0, 1, 1)
    ('days start at 1', 'years start at 1')
    """
    if year < datetime.MINYEAR:
        return "years start at 1"
    if not 1 <= month <= 12:
        return f"there is no month {month}"
    if day < 1:
        return "days start at 1"
    return f"{MONTHS[month - 1]} {year} has {calendar.monthrange(year, month)[1]} days"


#: The months' names in English, whatever the locale (``calendar.month_name`` follows it).
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
          "October", "November", "December")


def make_puzzles(args: argparse.Namespace) -> tuple[Lexicon, BfsEngine, str, Iterator[Puzzle]]:
    """The lexicon, engine, seed and the puzzles the options ask for, found one by one."""
    positive(args.length, "--length", "number of letters")
    positive(args.steps, "--steps")
    positive(args.friendly_tier, "--friendly-tier", "SCOWL size")
    lex = lexicon_from_args(args)
    engine = BfsEngine(lex)
    seed = seed_of(args)
    try:
        found = puzzles(lex, length=args.length, steps=args.steps, level=args.difficulty,
                        seed=seed, friendly_tier=args.friendly_tier, engine=engine)
    except PuzzleError as error:
        raise UserError(str(error)) from None
    return lex, engine, seed, found


def wanted(args: argparse.Namespace) -> str:
    """The request in words, for a 'not found' message."""
    kind = f"{args.steps}-step" if args.steps is not None else (args.difficulty or "medium")
    return f"{kind} puzzle of {args.length}-letter words"


def no_puzzle(args: argparse.Namespace, lex: Lexicon) -> str:
    """The message for no puzzle at all, the same from ``puzzle`` and ``play`` (whatever the
    seed: it orders the puzzles, the same ones exist for every seed).

    >>> from wordlog.lexicon import from_words
    >>> no_puzzle(argparse.Namespace(length=4, steps=2, friendly_tier=35), from_words(["cat", "cot"], name="w.txt"))
    'there is no 2-step puzzle of 4-letter words in w.txt with common ends and a friendly shortest ladder: w.txt has no 4-letter words (its words have 3 letters: --length 3)'
    """
    return f"there is no {asked(args, lex)}{missing(args, lex)}"


def asked(args: argparse.Namespace, lex: Lexicon) -> str:
    """The puzzles asked for, with the rules they keep, for a 'not found' message."""
    return f"{wanted(args)} in {lex.name} with common ends and a friendly shortest ladder"


def missing(args: argparse.Namespace, lex: Lexicon) -> str:
    """Why there is no puzzle of the asked length at all, when the list says why; else ''.

    >>> from wordlog.lexicon import from_words
    >>> missing(argparse.Namespace(length=4, friendly_tier=35), from_words(["cat", "cot", "dog"], name="w.txt"))
    ': w.txt has no 4-letter words (its words have 3 letters: --length 3)'
    """
    n = args.length
    if not lex.of_length(n):
        lengths = {len(w) for w in lex.words}
        only = f" (its words have {min(lengths)} letters: --length {min(lengths)})" if len(lengths) == 1 else ""
        return f": {lex.name} has no {n}-letter words{only}"
    common = [w for w in lex.of_length(n) if not rare(lex, w, args.friendly_tier)]
    if len(common) < 2:
        return (f": {lex.name} has {'no' if not common else 'only one'} common {n}-letter "
                f"word{'' if common else 's'}" + (f" (SCOWL size <= {args.friendly_tier}; --friendly-tier N "
                                                  f"admits sizes up to N)" if has_sizes(lex) else ""))
    return ""


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "puzzle", help="make ladder puzzles (the same for the same seed or date)",
        description="Make ladder puzzles: a start and a target word to join one letter at a time. "
                    + RULES + " Exit status 1 when fewer puzzles than asked exist.")
    add_puzzle_options(parser)
    parser.add_argument("--count", metavar="N", type=int, default=1,
                        help="how many puzzles (default 1); no pair comes twice")
    parser.add_argument("--solution", action="store_true",
                        help="show a friendly shortest ladder under each puzzle")
    parser.add_argument("--json", action="store_true", help="one JSON object per puzzle")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    positive(args.count, "--count")
    lex, _, seed, found = make_puzzles(args)
    if not args.json:
        print(f"# seed {shown(seed)}, {args.length}-letter words of {lex.name}")
    made = 0
    for p in first(found, args.count):      # each shown as found (standard output is line-buffered)
        made += 1
        if args.json:
            print_json(p.as_dict() | {"length": args.length})
            continue
        print(f"{p.start} -> {p.target}: {plural(p.steps, 'step')} ({plural(p.words, 'word')}), "
              f"{plural(p.ladders, 'shortest ladder')}, {p.difficulty}")
        if args.solution:
            print("  " + " ".join(p.solution))
    if made < args.count:
        report(f"found only {made} of {args.count} puzzles: no other {asked(args, lex)}" if made
               else no_puzzle(args, lex), json_wanted=args.json)
        return NOT_FOUND
    return OK
