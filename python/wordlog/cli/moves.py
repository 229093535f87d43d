"""The options of ladders beyond one changed letter: ``--moves``, ``--cost``, ``--add``,
``--avoid``, ``--via`` (:mod:`wordlog.moves`), for ``wordlog ladder`` and ``wordlog check``;
``--moves`` alone for the commands that search the word graph in steps (``puzzle``,
``play``, ``graph``, ``stats``)."""
from __future__ import annotations

import argparse
import sys
from typing import Callable

from ..engines import BfsEngine
from ..lexicon import Lexicon
from ..moves import COSTS, MOVES, Ladder, MoveGraph, cheapest_ladder, engine_for, is_step, ladder_cost
from ..prolog.moves import prolog_cheapest
from ..prolog import TIME_LIMIT
from ..wording import plural
from .common import NOT_FOUND, OK, UserError, print_json, word_arg

#: The argparse destinations of these options.
DESTS = ("moves", "cost", "add", "avoid", "via")


def move_list(text: str) -> tuple[str, ...]:
    """``--moves``: move names joined by commas, each one of :data:`MOVES`.

    >>> move_list("sub,ins"), move_list("swap")
    (('sub', 'ins'), ('swap',))
    >>> move_list("sub,fly")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: 'fly' is not a move: give some of sub, ins, del, swap, anagram, joined by commas
    """
    moves = tuple(name.strip().lower() for name in text.split(","))
    for move in moves:
        if move not in MOVES:
            raise argparse.ArgumentTypeError(f"{move!r} is not a move: give some of {', '.join(MOVES)}, "
                                             "joined by commas")
    return moves


def add_moves_options(parser: argparse.ArgumentParser, *, search: bool = True) -> None:
    """``--moves`` and ``--cost``; with ``search``, ``--add``, ``--avoid`` and ``--via`` too."""
    group = parser.add_argument_group("moves and costs")
    group.add_argument("--moves", metavar="LIST", type=move_list, help=MOVES_HELP)
    group.add_argument("--cost", choices=COSTS,
                       help="what a step costs: steps (1, the default); alphabet (the distance between the "
                            "letters changed, Knuth's: words -> woods costs 3; an insertion or deletion 1); "
                            "frequency (1 + size // 10 for the SCOWL size of the word reached: common words "
                            "cheap, rare ones dear; unknown size 100)")
    if search:
        group.add_argument("--add", metavar="WORD", nargs="+", default=[],
                           help="words to add to the lexicon for this question")
        group.add_argument("--avoid", metavar="WORD", nargs="+", default=[],
                           help="words the ladder must not use")
        group.add_argument("--via", metavar="WORD",
                           help="a word the ladder must pass through: the cheapest ladder to it, then the "
                                "cheapest from it (a word may then come twice)")


MOVES_HELP = ("the moves a step may make, joined by commas: sub (change a letter, the default), "
              "ins (insert one), del (delete one), swap (two adjacent letters), anagram (rearrange them all)")


def add_graph_moves_option(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """``--moves`` for a command that searches the word graph in steps; ``ins`` and ``del``
    come together there (a graph's steps go both ways) and join the word lengths."""
    parser.add_argument("--moves", metavar="LIST", type=move_list,
                        help=MOVES_HELP + "; ins and del go together and join words of every length")


def graph_engine(args: argparse.Namespace, lex: Lexicon) -> BfsEngine:
    """The engine over the graph of ``--moves`` (today's :class:`BfsEngine` without it)."""
    try:
        return engine_for(lex, args.moves)
    except ValueError as error:
        raise UserError(f"--moves {','.join(args.moves)}: {error}") from None


def moves_asked(args: argparse.Namespace) -> bool:
    """Whether any of these options was given."""
    return any(getattr(args, dest, None) not in (None, []) for dest in DESTS)


def moves_asker(args: argparse.Namespace, lex: Lexicon) -> Callable[[str, str], int]:
    """``wordlog ladder`` with these options, checked once: ``ask(start, target)`` prints a
    cheapest ladder and its cost for one pair (START TARGET, or a line of ``--pairs``) and
    gives its exit status; a :class:`UserError` when the pair is no question."""
    for given, option in ((args.all, "--all"), (args.friendly, "--friendly"),
                          (args.first, "--first"), (args.max_expansions, "--max-expansions")):
        if given:
            raise UserError(f"{option} does not go with --moves, --cost, --add, --avoid, --via")
    if args.engine == "naive":
        raise UserError("--moves, --cost, --add, --avoid and --via use the astar or bfs engine")
    if args.engine != "astar" and args.time_limit is not None:
        raise UserError("--time-limit goes with --engine astar")
    moves, cost = args.moves or ("sub",), args.cost or "steps"
    add, avoid = [word_arg(w) for w in args.add], [word_arg(w) for w in args.avoid]
    via = None if args.via is None else word_arg(args.via)
    graph = MoveGraph(lex, moves, add, avoid)
    time_limit = TIME_LIMIT if args.time_limit is None else args.time_limit

    def ask(start: str, target: str) -> int:
        for word, role in ((start, "start"), (target, "target"), (via, "--via word")):
            if word is not None and word in graph.avoided:
                raise UserError(f"{role} {word!r} is also in --avoid")
            if word is not None and role != "start" and word not in graph:
                raise UserError(f"{role} {word!r} is not a word of {lex.name} (--add it)")
        if args.engine == "astar":
            found = prolog_cheapest(start, target, lex, moves=moves, cost=cost, add=add, avoid=avoid, via=via,
                                    time_limit=time_limit)
        else:
            found = cheapest_ladder(start, target, lex, moves=moves, cost=cost, add=add, avoid=avoid, via=via)
        print_answer(args, start, target, found, graph, cost)
        return OK if found else NOT_FOUND
    return ask


def print_answer(args: argparse.Namespace, start: str, target: str, found: Ladder | None,
                 graph: MoveGraph, cost: str) -> None:
    """The ladder and its cost, or the line saying there is none."""
    ladder, total = found or ([], None)
    if args.json:
        head = {"start": start, "target": target, "word_count": len(ladder), "ladder": ladder,
                "cost": total, "cost_model": cost, "moves": list(graph.moves), "engine": args.engine}
        print_json(head if found else head | {"message": f"no ladder from {start} to {target}"})
    elif found:
        print(" -> ".join(ladder) + f"  ({plural(len(ladder), 'word')}, cost {total})")
    else:
        print(f"no ladder from {start} to {target} by {', '.join(graph.moves)}", file=sys.stderr)


def check_ladder(ladder: list[str], lex: Lexicon, moves: tuple[str, ...], cost: str) -> tuple[int | None, str | None]:
    """The cost of ``ladder`` under ``moves`` and ``cost``, and what is wrong with it (None
    when nothing): a word outside ``lex`` after the first, or a step none of the moves makes.

    >>> from wordlog.lexicon import from_words
    >>> check_ladder(["cat", "coat", "cost"], from_words(["coat", "cost"]), ("sub", "ins"), "steps")
    (2, None)
    >>> check_ladder(["cat", "cost"], from_words(["cost"]), ("sub", "ins"), "steps")
    (None, 'cat -> cost is not a step by sub, ins')
    """
    for word in ladder[1:]:
        if word not in lex:
            return None, f"{word!r} is not a word of {lex.name}"
    for a, b in zip(ladder, ladder[1:]):
        if not is_step(a, b, moves):
            return None, f"{a} -> {b} is not a step by {', '.join(moves)}"
    return ladder_cost(ladder, cost, lex.tier), None


def run_check(args: argparse.Namespace, lex: Lexicon, start: str, target: str, words: list[str]) -> int:
    """``wordlog check`` with ``--moves`` or ``--cost``: is the ladder legal by those moves,
    what does it cost, and what does the cheapest cost (by the Python engine)?"""
    moves, cost = args.moves or ("sub",), args.cost or "steps"
    ladder = words[:]
    if not ladder or ladder[0] != start:
        ladder.insert(0, start)
    if ladder[-1] != target:
        ladder.append(target)
    total, fault = check_ladder(ladder, lex, tuple(sorted(set(moves))), cost)
    best = cheapest_ladder(start, target, lex, moves=moves, cost=cost)
    if fault is None and len(set(ladder)) < len(ladder):
        fault, total = "a word comes twice", None
    if args.json:
        print_json({"start": start, "target": target, "ladder": ladder, "legal": fault is None,
                    "fault": fault, "cost": total, "cheapest_cost": best and best[1],
                    "cost_model": cost, "moves": sorted(set(moves)), "engine": "bfs"})
    else:
        cheapest = (f"the cheapest costs {best[1]}: {' -> '.join(best[0])}" if best
                    else f"no ladder from {start} to {target}")
        print(f"legal: cost {total}; {cheapest}" if fault is None else f"illegal: {fault}; {cheapest}")
    return OK if fault is None else NOT_FOUND
