"""``wordlog demo``: famous ladders solved by the Prolog A* and the Python engine, side by side."""
from __future__ import annotations

import argparse
import time

from ..engines import BfsEngine
from ..prolog import INSTALL_SWI, PrologUnavailable, cannot_start
from ..prolog.ladders import PrologEngine
from ..wording import no_ladder, plural
from .common import OK, UserError, add_lexicon_options, lexicon_from_args
from .ladder import pair_problem

#: Lewis Carroll's and Weaver's classics.
FAMOUS = [("sort", "kind"), ("cold", "warm"), ("ape", "man"), ("head", "tail"),
          ("wheat", "bread"), ("black", "white")]


def register(subparsers) -> None:
    parser = subparsers.add_parser("demo", help="solve famous ladders with both engines, timed",
                                   description="Solve famous ladders with the Prolog A* and the "
                                               "Python BFS engine on the same lexicon, side by side.")
    add_lexicon_options(parser)
    parser.set_defaults(func=run)


def timed(solve, start: str, target: str) -> tuple[list[str], float]:
    """The ladder and the seconds it took."""
    began = time.perf_counter()
    ladder = solve(start, target)
    return ladder, time.perf_counter() - began


def run(args: argparse.Namespace) -> int:
    lex = lexicon_from_args(args)
    engines: list[PrologEngine | BfsEngine] = [PrologEngine(lex), BfsEngine(lex)]
    try:
        engines[0].length(*FAMOUS[0])       # Prolog first, before any line of the demo
    except PrologUnavailable as error:      # its hint names ladder's --engine bfs: no option here
        raise UserError(cannot_start(error.why, f"the demo sets the Prolog engine beside the Python one, so "
                                                f"{INSTALL_SWI}; without it, 'wordlog ladder START TARGET "
                                                "--engine bfs' answers with Python")) from None
    print(f"lexicon: {lex.name}, {plural(len(lex), 'word')}\n")
    for engine in engines:  # first use of each length builds its index: keep it out of the timings
        for start, target in FAMOUS:
            engine.length(start, target)
    print(f"{'pair':<15} {'engine':<7} {'ms':>8}  each engine's own first ladder")
    for start, target in FAMOUS:
        why = pair_problem(lex, start, target) or no_ladder(start, target)
        for engine in engines:
            ladder, seconds = timed(engine.ladder, start, target)
            shown = f"{' -> '.join(ladder)}  ({plural(len(ladder), 'word')})" if ladder else why
            print(f"{start + ' -> ' + target:<15} {engine.name:<7} {seconds * 1000:>8.2f}  {shown}")
    print("\nThe friendliest shortest ladders (rarest word most common), from Prolog and Python:")
    for start, target in FAMOUS:
        friendly = engines[0].friendly(start, target)
        agree = "both agree" if friendly == engines[1].friendly(start, target) else "ENGINES DIFFER"
        shown = " -> ".join(friendly) if friendly else f"{start} -> {target}: no ladder"
        print(f"  {shown}  ({agree})")
    print("\nastar: A* from both ends in SWI-Prolog over the word graph (prolog/weaver.pl), through pyswip;"
          "\nbfs:   bidirectional breadth-first search in Python over the same word graph."
          "\nEach engine breaks ties between equally short ladders its own way."
          "\nTimes are per query after each word length was loaded once.")
    return OK
