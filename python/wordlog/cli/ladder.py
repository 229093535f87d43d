"""``wordlog ladder``: shortest ladders, one pair or many, by any engine."""
from __future__ import annotations

import argparse
import json
import math
import shutil
import sys
import tempfile
from typing import BinaryIO, Callable, Iterable, Iterator

from ..engines import BfsEngine, NaiveEngine
from ..ladders import first
from ..lexicon import (MAX_LINE_BYTES, UTF16_HINT, Lexicon, line_too_long, looks_utf16, open_file,
                       utf16_nul, without_bom)
from ..prolog import TIME_LIMIT, MemoryLimitExceeded, PrologLimitError, TimeLimitExceeded
from ..prolog.ladders import MAX_EXPANSIONS, PrologEngine, SearchLimitError, expansion_limit
from ..wording import no_ladder, plural
from . import LIMIT
from .common import (NOT_FOUND, OK, USAGE, UserError, add_lexicon_options, lexicon_from_args, positive, print_json,
                     report, utf8_arg, word_arg)
from .moves import add_moves_options, moves_asked, moves_asker

ENGINES = {"astar": PrologEngine, "bfs": BfsEngine, "naive": NaiveEngine}


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "ladder", help="find a shortest word ladder",
        description="Find a shortest ladder from START to TARGET, one letter at a time: the "
                    "friendliest (its rarest word as common as can be), whichever engine searched; "
                    "--first shows the engine's own first ladder instead. START need not be a word of "
                    "the lexicon; TARGET must be. A word to itself is the one-word ladder; words of "
                    "different lengths have none. Exit status: 0 found, "
                    "1 no ladder, 2 a mistake in the question, 3 a search limit hit (--time-limit, "
                    "--max-expansions); with --pairs, the most serious of the lines'.")
    parser.add_argument("start", nargs="?", metavar="START")
    parser.add_argument("target", nargs="?", metavar="TARGET")
    parser.add_argument("--pairs", metavar="FILE", help="solve one 'START TARGET' pair per line ('-' for standard input)")
    parser.add_argument("--engine", choices=sorted(ENGINES), default="astar",
                        help="astar: Prolog A* (default); bfs: Python BFS over buckets; naive: compare every "
                             "word, slowly (many seconds a question on the bundled words, minutes on larger "
                             "lists) and without a time limit")
    parser.add_argument("--all", action="store_true", help="list every shortest ladder, sorted")
    parser.add_argument("--limit", metavar="N", type=int,
                        help="with --all: list at most N, 0 or more (and say how many in all)")
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--friendly", action="store_true",
                       help="the shortest ladder whose rarest word is most common (the default)")
    which.add_argument("--first", action="store_true",
                       help="the engine's own first shortest ladder (A*'s, or the BFS's), not the friendliest")
    parser.add_argument("--json", action="store_true", help="one JSON object per answer")
    parser.add_argument("--max-expansions", metavar="N", type=expansions,
                        help=f"astar's own ladder (--first, which this implies; not --all or --friendly): "
                             f"give up a search after expanding N words ('inf': never; default {MAX_EXPANSIONS or 'inf'})")
    parser.add_argument("--time-limit", metavar="SECONDS", type=seconds,
                        help=f"astar: give up a question after SECONDS (default {TIME_LIMIT:g}); the first "
                             "question of a word length makes its tables first, outside this limit")
    add_moves_options(parser)
    add_lexicon_options(parser)
    parser.set_defaults(func=run)


def expansions(text: str) -> float:
    """``--max-expansions``: a count of 0 or more, or ``inf``."""
    try:
        limit = expansion_limit(text.strip().lower())
        return math.inf if limit is None else limit
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a count of 0 or more, or 'inf', not {text!r}") from None


def seconds(text: str) -> float:
    """``--time-limit``: a positive, finite number of seconds."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, not {text!r}")
    return value


def make_engine(args: argparse.Namespace, lex: Lexicon):
    """The engine ``--engine`` names; astar with the limits the options set."""
    if args.engine != "astar":
        if args.max_expansions is not None or args.time_limit is not None:
            raise UserError("--max-expansions and --time-limit go with --engine astar")
        return ENGINES[args.engine](lex)
    return PrologEngine(lex, max_expansions=MAX_EXPANSIONS if args.max_expansions is None else args.max_expansions,
                        time_limit=TIME_LIMIT if args.time_limit is None else args.time_limit)


def limit_problem(error: PrologLimitError, args: argparse.Namespace, start: str, target: str) -> str:
    """What a limit hit means for ``start -> target``, and which option moves it."""
    if isinstance(error, SearchLimitError):
        limit = args.max_expansions if args.max_expansions is not None else MAX_EXPANSIONS
        return (f"{start} -> {target}: no answer within {plural(int(limit or 0), 'expansion')}; "
                "raise --max-expansions (or give 'inf')")
    hint = ""
    if isinstance(error, TimeLimitExceeded):
        hint = "; raise --time-limit"
    elif isinstance(error, MemoryLimitExceeded) and args.all:
        hint = "; ask for fewer with --limit N"
    return f"{start} -> {target}: {error}{hint}"


def pair_problem(lex: Lexicon, start: str, target: str) -> str | None:
    """Why ``start -> target`` is a mistake, not a question to answer, or None: a target
    outside the lexicon. (A word to itself is the one-word ladder; words of two lengths have
    no ladder: :func:`no_ladder` says so.)"""
    if target not in lex:
        return f"target {target!r} is not a word of {lex.name}"
    return None


def check_pair(lex: Lexicon, start: str, target: str) -> None:
    """Raise a :class:`UserError` saying why ``start -> target`` is not a question to search
    for (:func:`pair_problem`); nothing when it is one."""
    problem = pair_problem(lex, start, target)
    if problem:
        raise UserError(problem)


def read_pairs(source: BinaryIO, name: str) -> Iterator[tuple[int, list[str], str | None]]:
    """The numbered non-blank, non-comment lines of a pairs file, split into fields, each
    with what is wrong with the line, if anything (one that is not UTF-8, or a NUL: the
    others are still read). UTF-8, a BOM allowed; a file that cannot be read, that is
    UTF-16, or with a line of more than :data:`MAX_LINE_BYTES` (``/dev/zero``, else read
    without end) is a :class:`UserError` naming it. The opening lines too short to tell
    UTF-16 by (``\\0\\n`` is a blank line in UTF-16) are held until a longer line tells."""
    number = 0
    held: list[tuple[int, bytes]] | None = []      # None once a line was long enough to tell UTF-16 by
    while True:
        try:
            raw = source.readline(MAX_LINE_BYTES + 1)
        except OSError as error:
            raise UserError(f"{name}: cannot read: {error.strerror or error}") from None
        if not raw:
            break
        number += 1
        if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
            raise UserError(line_too_long(f"{name}:{number}", "pairs file"))
        if held is not None:
            if looks_utf16(raw) if number == 1 else utf16_nul(raw) is not None:   # a BOM only opens a file
                raise UserError(f"{name}: not UTF-8: {UTF16_HINT}")
            held.append((number, raw))
            if len(raw) < 4 and number < 100:
                continue
            lines, held = held, None
        else:
            lines = [(number, raw)]
        yield from (pair for line in lines for pair in pair_fields(*line))
    yield from (pair for line in held or () for pair in pair_fields(*line))


def pair_fields(number: int, raw: bytes) -> Iterator[tuple[int, list[str], str | None]]:
    """Line ``number`` of a pairs file, as :func:`read_pairs` gives it: nothing when it is
    blank or a comment."""
    if number == 1:
        raw = without_bom(raw)
    try:
        fields = raw.decode("utf-8").split()
    except UnicodeDecodeError as error:
        yield number, [], f"not UTF-8: byte 0x{raw[error.start]:02x}"
        return
    if fields and not fields[0].startswith("#"):
        yield number, fields, None


def run(args: argparse.Namespace) -> int:
    if args.pairs is not None and (args.start is not None or args.target is not None):
        raise UserError("give START TARGET or --pairs FILE, not both")
    if args.pairs is None and (args.start is None or args.target is None):
        given = "" if args.start is None else f": only START was given, {utf8_arg(args.start)!r}"
        raise UserError(f"give START and TARGET (or --pairs FILE){given}")   # 'cold warm' quoted as one
    if args.pairs == "":
        raise UserError("--pairs takes a file name ('-' for standard input)")
    if moves_asked(args):
        lex = lexicon_from_args(args)
        return ask_all(moves_asker(args, lex), args, lex)
    if args.all and args.friendly:
        raise UserError("--all lists every shortest ladder, --friendly picks one of them: give one")
    if args.limit is not None and not args.all:
        raise UserError("--limit N goes with --all: it lists the first N shortest ladders")
    if args.limit is not None and args.limit < 0:
        raise UserError(f"--limit takes a count of 0 or more, not {args.limit}")
    if args.all and args.first:
        raise UserError("--all lists every shortest ladder, --first shows the engine's first: give one")
    if (args.all or args.friendly) and args.engine == "naive":
        raise UserError("--all and --friendly use the bfs or astar engine")
    if args.engine == "naive" or args.max_expansions is not None:
        args.first = True       # naive finds one ladder; an expansion limit is A*'s
    if (args.all or args.friendly) and args.max_expansions is not None:
        raise UserError("--max-expansions limits the A* search for one ladder; --all and --friendly "
                        "search layer by layer: limit them with --time-limit")
    lex = lexicon_from_args(args)
    engine = make_engine(args, lex)

    def ask(start: str, target: str) -> int:
        check_pair(lex, start, target)
        return answer(engine, args, start, target)
    return ask_all(ask, args, lex)


def ask_all(ask: Callable[[str, str], int], args: argparse.Namespace, lex: Lexicon) -> int:
    """Answer START TARGET, or every pair of ``--pairs``, by ``ask(start, target)``, which
    prints the answer and gives its exit status (a :class:`UserError` for a pair that is no
    question)."""
    if args.pairs is None:
        start, target = word_arg(args.start), word_arg(args.target)
        try:
            return ask(start, target)
        except PrologLimitError as error:
            raise type(error)(limit_problem(error, args, start, target)) from None
    if args.pairs == "-":
        return solve_pairs(ask, args, sys.stdin.buffer, "standard input")
    with open_file(args.pairs, "pairs file") as source:    # a LexiconError names it: exit 2
        return solve_pairs(ask, args, source, args.pairs)


#: The exit statuses of a pairs file's lines, least to most serious: the file's status is
#: its lines' most serious, whatever their order.
SERIOUSNESS = (OK, NOT_FOUND, LIMIT, USAGE)


def worse(status: int, other: int) -> int:
    """The more serious of two exit statuses: a mistake, then a limit hit (an answer
    missing), then no ladder.

    >>> worse(NOT_FOUND, LIMIT), worse(LIMIT, NOT_FOUND), worse(USAGE, LIMIT), worse(OK, NOT_FOUND)
    (3, 3, 2, 1)
    """
    return max(status, other, key=SERIOUSNESS.index)


def solve_pairs(ask: Callable[[str, str], int], args: argparse.Namespace, source: BinaryIO, name: str) -> int:
    """Answer every pair by ``ask`` (see :func:`ask_all`); a bad line is reported (naming
    it) and the rest still answered. The exit status is the most serious of the lines'
    (:func:`worse`)."""
    status = OK
    for number, fields, fault in read_pairs(source, name):
        try:
            if fault:
                raise UserError(f"{name}:{number}: {fault}")
            if len(fields) != 2:
                raise UserError(f"{name}:{number}: expected 'START TARGET', got {' '.join(fields)!r}")
            try:
                start, target = (word_arg(f) for f in fields)
            except UserError as error:
                raise UserError(f"{name}:{number}: {error}") from None
        except UserError as error:
            bad_line(args, number, str(error))
            status = USAGE
            continue
        try:
            found = ask(start, target)
        except UserError as error:          # the pair is no question: this line's mistake
            bad_line(args, number, f"{name}:{number}: {error}")
            status = USAGE
            continue
        except PrologLimitError as error:
            bad_line(args, number, f"{name}:{number}: {limit_problem(error, args, start, target)}")
            found = LIMIT
        status = worse(status, found)
    return status


def bad_line(args: argparse.Namespace, number: int, message: str) -> None:
    """Report a line of a pairs file that has no answer: on standard error, and with ``--json``
    also on standard output, in order with the answers."""
    if args.json:
        print_json({"line": number, "error": message})
    report(message, json_wanted=args.json)


#: Characters of a JSON answer :func:`print_ladders_json` holds in memory before it
#: spools the rest to a temporary file.
SPOOLED_IN_MEMORY = 1 << 20


def print_ladders_json(head: dict, ladders: Iterable[list[str]], engine: str) -> None:
    """``head`` with ``ladders`` and ``engine`` added, as :func:`print_json` prints it (one
    line, sent whole): each ladder is written as it comes to a temporary file (in memory
    up to :data:`SPOOLED_IN_MEMORY` characters), so that millions are never held at once,
    and the line goes out when it is complete; Ctrl-C before then prints none of it, as the
    README says of a line half printed.

    >>> print_ladders_json({"ladder_count": 2}, iter([["hot", "hit"], ["hot", "hut"]]), "bfs")
    {"ladder_count": 2, "ladders": [["hot", "hit"], ["hot", "hut"]], "engine": "bfs"}
    """
    with tempfile.SpooledTemporaryFile(SPOOLED_IN_MEMORY, mode="w+", encoding="utf-8") as line:
        try:
            line.write(json.dumps(head, ensure_ascii=False)[:-1] + ', "ladders": [')
            for n, ladder in enumerate(ladders):
                line.write((", " if n else "") + json.dumps(ladder, ensure_ascii=False))
            line.write(f'], "engine": {json.dumps(engine)}}}\n')
            line.seek(0)
        except OSError as error:    # its file has no name: say the folder (a full disk)
            raise UserError(f"{tempfile.gettempdir()}: cannot write a temporary file: {error.strerror}") from None
        shutil.copyfileobj(line, sys.stdout)


def pair_json(start: str, target: str, found: int) -> dict:
    """The JSON keys every answer about ``start -> target`` starts with: the words, their
    length (None when they differ), and when nothing was ``found``, the line saying why.

    >>> pair_json("cold", "colds", 0)["length"], pair_json("cold", "warm", 1)
    (None, {'start': 'cold', 'target': 'warm', 'length': 4})
    """
    head = {"start": start, "target": target, "length": len(start) if len(start) == len(target) else None}
    return head if found else head | {"message": no_ladder(start, target)}


def answer(engine, args: argparse.Namespace, start: str, target: str) -> int:
    """Solve and print one pair; the exit status of this answer alone."""
    if args.all:
        if isinstance(engine, BfsEngine):      # listed from the DAG as printed: memory stays flat
            dag = engine.shortest_dag(start, target)
            ladders: Iterable[list[str]] = first(dag, args.limit)
            total, length = dag.count(), dag.length
        else:
            listed = engine.all_ladders(start, target, args.limit)
            ladders, total = listed, engine.count(start, target)
            length = len(listed[0]) if listed else engine.length(start, target) if total else 0
        if args.json:
            print_ladders_json(pair_json(start, target, total) | {"word_count": length, "ladder_count": total},
                               ladders, engine.name)
        else:
            shown = 0
            for ladder in ladders:
                print(" ".join(ladder))
                shown += 1
            summary = plural(total, "shortest ladder")
            summary = f"{shown:,} of {summary}" if shown < total else summary
            print(f"# {summary} of {plural(length, 'word')}" if total else
                  no_ladder(start, target), file=sys.stdout if total else sys.stderr)
        return OK if total else NOT_FOUND
    ladder = engine.ladder(start, target) if args.first else engine.friendly(start, target)
    if args.json:
        print_json(pair_json(start, target, len(ladder)) | {
            "word_count": len(ladder), "ladder": ladder, "choice": "first" if args.first else "friendliest",
            "engine": engine.name})
    elif ladder:
        print(" -> ".join(ladder) + f"  ({plural(len(ladder), 'word')})")
    else:
        print(no_ladder(start, target), file=sys.stderr)
    return OK if ladder else NOT_FOUND
