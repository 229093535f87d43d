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
from .moves import add_graph_moves_option, graph_engine

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
    add_graph_moves_option(group)
    add_lexicon_options(parser)


def seed_of(args: argparse.Namespace) -> str:
    """The seed the options name: --seed, --date, or today's date."""
    if args.seed is not None:
        return utf8_arg(args.seed, "--seed")
    if args.date is None:
        return datetime.date.today().isoformat()
    return day_of(args.date, "--date").isoformat()


def date_of(args: argparse.Namespace, seed: str) -> str | None:
    """The day a puzzle made from ``seed`` is the puzzle of (``YYYY-MM-DD``), or None for a
    ``--seed`` of the user's own."""
    return None if args.seed is not None else seed


def day_of(text: str, option: str) -> datetime.date:
    """The day ``text`` (given to ``option``) writes as YYYY-MM-DD; a :class:`UserError` says
    what is wrong with it otherwise."""
    utf8_arg(text, option)
    if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", text):   # not 20261129, 2026-W48-7
        raise UserError(f"{option} {text!r} is not a date written YYYY-MM-DD")
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise UserError(f"{option} {text!r} is not a day of the calendar: "
                        f"{not_a_day(*map(int, text.split('-')))}") from None


def schedule(args: argparse.Namespace) -> list[str] | None:
    """The days ``--from DAY --days N`` name, as seeds ``YYYY-MM-DD`` (None without either):
    N days from DAY (default today), or from today, 1 day when --days is left out."""
    if args.start_day is None and args.days is None:
        return None
    if args.seed is not None or args.date is not None:
        raise UserError("--from and --days make a schedule of days, each day's puzzle its own: "
                        "leave out " + ("--seed" if args.seed is not None else "--date"))
    positive(args.days, "--days", "number of days")
    first = datetime.date.today() if args.start_day is None else day_of(args.start_day, "--from")
    days = 1 if args.days is None else args.days
    try:
        return [(first + datetime.timedelta(d)).isoformat() for d in range(days)]
    except OverflowError:
        raise UserError(f"--days {days}: the calendar ends on 9999-12-31") from None


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
    engine = graph_engine(args, lex)
    seed = seed_of(args)
    return lex, engine, seed, puzzles_of(args, lex, engine, seed)


def puzzles_of(args: argparse.Namespace, lex: Lexicon, engine: BfsEngine, seed: str) -> Iterator[Puzzle]:
    """The puzzles the options ask for with ``seed``, found one by one."""
    try:
        return puzzles(lex, length=args.length, steps=args.steps, level=args.difficulty,
                       seed=seed, friendly_tier=args.friendly_tier, engine=engine)
    except PuzzleError as error:
        raise UserError(str(error)) from None


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
                        help="how many puzzles (default 1, of each day with --days); no pair comes twice")
    parser.add_argument("--from", dest="start_day", metavar="YYYY-MM-DD",
                        help="a schedule: the puzzles of --days N days from this one (default today), "
                             "each day's as --date gives it")
    parser.add_argument("--days", metavar="N", type=int, help="with --from: how many days (default 1)")
    parser.add_argument("--solution", action="store_true",
                        help="show a friendly shortest ladder under each puzzle")
    parser.add_argument("--json", action="store_true", help="one JSON object per puzzle")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    positive(args.count, "--count")
    days = schedule(args)
    lex, engine, seed, found = make_puzzles(args)
    if days is None:
        if not args.json:
            print(f"# seed {shown(seed)}, {args.length}-letter words of {lex.name}")
        return show_puzzles(args, lex, engine.name, date_of(args, seed), found, scheduled=False)
    if not args.json:
        print(f"# {plural(len(days), 'day')} from {days[0]}, each day's puzzle seeded by its date, "
              f"{args.length}-letter words of {lex.name}")
    status = OK
    for day in days:
        status = max(status, show_puzzles(args, lex, engine.name, day, puzzles_of(args, lex, engine, day),
                                          scheduled=True))
    return status


def show_puzzles(args: argparse.Namespace, lex: Lexicon, engine: str, date: str | None,
                 found: Iterator[Puzzle], *, scheduled: bool) -> int:
    """Print the first ``--count`` puzzles of ``found``, of the day ``date`` (None for a seed
    of the user's own), each line starting with that day when ``scheduled``; the exit
    status: 1 when there were fewer."""
    day = f"{date}  " if scheduled else ""
    made = 0
    for p in first(found, args.count):      # each shown as found (standard output is line-buffered)
        made += 1
        if args.json:
            print_json({"date": date} | p.as_dict() | {"engine": engine})
            continue
        print(f"{day}{p.start} -> {p.target}: {plural(p.steps, 'step')} ({plural(p.words, 'word')}), "
              f"{plural(p.ladders, 'shortest ladder')}, {p.difficulty}")
        if args.solution:
            print("  " + " ".join(p.solution))
    if made < args.count:
        report((f"{date}: " if scheduled else "") + (f"found only {made} of {args.count} puzzles: no other {asked(args, lex)}" if made
                     else no_puzzle(args, lex)), json_wanted=args.json)
        return NOT_FOUND
    return OK
