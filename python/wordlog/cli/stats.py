"""``wordlog stats``, ``component``, ``isolated``, ``farthest``: the word graph, analysed.

Words are joined when they differ in one letter. ``stats`` reports each word length's
graph: words, edges, components, isolated words, degrees and the diameter (the
longest shortest ladder) with the pairs of words that reach it.
"""
from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..graph import WordGraph, collector_paused
from ..lexicon import Lexicon
from ..moves import MoveEngine
from ..progress import ProgressBar
from ..wording import plural
from .common import NOT_FOUND, OK, UserError, add_lexicon_options, lexicon_from_args, positive, print_json, word_arg
from .moves import add_graph_moves_option, graph_engine

if TYPE_CHECKING:
    from .. import analysis


def register(subparsers) -> None:
    stats = subparsers.add_parser(
        "stats", help="the word graph: components, isolated words, diameters",
        description="Analyse the graph of words one letter apart, per word length: words, edges, "
                    "components, isolated words, degrees, and the diameter (the longest shortest "
                    "ladder, in steps) of every component with the pairs of words that reach it. "
                    "With --moves, words are joined by those moves instead.")
    stats.add_argument("--length", metavar="N", type=int, help="only the words of N letters")
    stats.add_argument("--members", action="store_true", help="list the words of every component")
    stats.add_argument("--json", action="store_true", help="one JSON object per word length")
    add_graph_moves_option(stats)
    add_lexicon_options(stats)
    stats.set_defaults(func=run_stats)

    component = subparsers.add_parser(
        "component", help="the words a word is joined to by ladders",
        description="List the component of WORD: every word a ladder can reach from it, sorted, "
                    "with the component's diameter and the pairs that reach it. A word outside the "
                    "lexicon is in no component (exit status 1), though a ladder may start from it.")
    component.add_argument("word", metavar="WORD")
    component.add_argument("--json", action="store_true", help="one JSON object")
    add_lexicon_options(component)
    component.set_defaults(func=run_component)

    isolated = subparsers.add_parser(
        "isolated", help="words no other word is one letter away from",
        description="List the isolated words: those with no word one letter away, "
                    "so no ladder leads to or from them.")
    isolated.add_argument("--length", metavar="N", type=int, help="only the words of N letters")
    isolated.add_argument("--json", action="store_true", help="one JSON object per word length")
    add_lexicon_options(isolated)
    isolated.set_defaults(func=run_isolated)

    farthest = subparsers.add_parser(
        "farthest", help="the words farthest from a word, with a ladder to each",
        description="Find the words whose shortest ladder from WORD is longest (WORD's "
                    "eccentricity), and one shortest ladder to each (the first alphabetically). "
                    "WORD is a ladder's start: it need not be a word of the lexicon, as for ladder. "
                    "Exit status 1 when WORD is isolated: no word is one letter away.")
    farthest.add_argument("word", metavar="WORD")
    farthest.add_argument("--json", action="store_true", help="one JSON object")
    add_lexicon_options(farthest)
    farthest.set_defaults(func=run_farthest)


def lengths_of(lex: Lexicon, length: int | None) -> list[int]:
    """The word lengths asked for; a :class:`UserError` when ``length`` has no words."""
    if length is None:
        return lex.lengths()
    positive(length, "--length", "number of letters")
    if not lex.of_length(length):
        raise UserError(f"no {length}-letter words in {lex.name}")
    return [length]


def component_json(component: "analysis.Component") -> dict:
    """A component in the JSON vocabulary of every command.

    >>> from wordlog.analysis import CsrGraph
    >>> graph = CsrGraph(["hot", "dot", "dog"])
    >>> component_json(graph.components([graph.range_of("dog")])[0])
    {'word_count': 3, 'diameter': 2, 'diameter_pairs': [['dog', 'hot']], 'words': ['dog', 'dot', 'hot']}
    """
    return {"word_count": component.size, "diameter": component.diameter,
            "diameter_pairs": [list(p) for p in component.diameter_pairs], "words": list(component.words)}


def graph_json(report: "analysis.Analysis", *, members: bool = False) -> dict:
    """One word length's graph in the JSON vocabulary of every command; with ``members``
    every component in full."""
    top = report.largest
    summary: dict[str, object] = {"length": report.length or None, "word_count": report.words, "edge_count": report.edges,
               "isolated_count": len(report.isolated), "component_count": len(report.components),
               "largest_word_counts": report.largest_sizes(),
               "diameter": top.diameter, "diameter_pairs": [list(p) for p in top.diameter_pairs],
               "max_diameter": max(c.diameter for c in report.components),
               "degree_histogram": {str(d): n for d, n in sorted(report.degree_histogram.items())}}
    if members:
        summary["components"] = [component_json(c) for c in report.components]
    return summary


def run_stats(args: argparse.Namespace) -> int:
    from .. import analysis  # numpy loads only for these commands
    lex = lexicon_from_args(args)
    lengths = lengths_of(lex, args.length)
    engine = graph_engine(args, lex) if args.moves else None
    if isinstance(engine, MoveEngine) and engine.across:      # ins and del: one graph of every length
        if args.length is not None:
            raise UserError("--length: the moves ins and del join the words of every length in one graph")
        lengths = [0]
    with ProgressBar(sum(len(lex.of_length(n)) for n in lengths) or len(lex), "analysing") as bar:
        reports = []
        for n in lengths:
            bar.label = f"analysing {n}-letter words" if n else "analysing the words"
            if engine is None:
                reports.append(analysis.analyze(lex, n, bar.advance))
            else:
                with collector_paused():
                    reports.append(analysis.analyze_graph(analysis.CsrGraph(engine.graph(n)), n, bar.advance))
    if args.json:
        for report in reports:
            print_json(graph_json(report, members=args.members))
        return OK
    print(f"lexicon: {lex.name}, {plural(len(lex), 'word')}")
    for report in reports:
        print()
        print("\n".join(describe(report, members=args.members)))
    return OK


def describe(report: "analysis.Analysis", *, members: bool = False) -> list[str]:
    """The readable report of one word length."""
    top, sizes = report.largest, report.largest_sizes()
    mean = 2 * report.edges / report.words
    words = f"{report.length}-letter words" if report.length else "words of every length"
    lines = [f"{words}: {plural(report.words, 'word')}, {plural(report.edges, 'edge')} "
             f"(mean degree {mean:.2f})",
             f"  {plural(len(report.components), 'component')}, {plural(len(report.isolated), 'isolated word')}",
             "  largest components: " + ", ".join(f"{size:,}" for size in sizes)
             + (" words" if sizes != [1] else " word")]
    if top.diameter:
        lines.append(f"  diameter of the largest: {plural(top.diameter, 'step')}, reached by "
                     f"{plural(len(top.diameter_pairs), 'pair')}: " + pairs_text(top.diameter_pairs))
    longest = max(report.components, key=lambda c: c.diameter)
    if longest.diameter > top.diameter:
        lines.append(f"  longest ladder of any component: {plural(longest.diameter, 'step')} "
                     f"(a component of {longest.size:,} words): " + pairs_text(longest.diameter_pairs))
    lines.append("  degrees: " + ", ".join(f"{d}: {n:,}" for d, n in report.degree_histogram.items()))
    if members:
        for number, component in enumerate(report.components, 1):
            if component.size > 1:
                lines.append(f"  component {number} ({component.size:,} words, diameter "
                             f"{component.diameter}): " + " ".join(component.words))
        if report.isolated:
            lines.append("  isolated: " + " ".join(report.isolated))
    return lines


def pairs_text(pairs, shown: int = 5) -> str:
    """``a-b, c-d, ...`` for the first ``shown`` pairs; the rest counted as every count is
    written, with thousands separators.

    >>> pairs_text([("ab", "ba")] * 1_006)
    'ab-ba, ab-ba, ab-ba, ab-ba, ab-ba, ... (1,001 more)'
    """
    text = ", ".join(f"{a}-{b}" for a, b in pairs[:shown])
    return text + (f", ... ({len(pairs) - shown:,} more)" if len(pairs) > shown else "")


def run_component(args: argparse.Namespace) -> int:
    from .. import analysis  # numpy loads only for these commands
    lex = lexicon_from_args(args)
    word = word_arg(args.word)
    if word not in lex:     # no vertex of the graph: in no component, as analysis.component() answers
        if args.json:
            print_json({"word": word, "length": len(word), "word_count": 0, "diameter": 0,
                        "diameter_pairs": [], "words": [], "message": not_in_a_component(word, lex)})
        else:
            print(not_in_a_component(word, lex), file=sys.stderr)
        return NOT_FOUND
    graph = analysis.CsrGraph(lex.of_length(len(word)))
    component, = graph.components([graph.range_of(word)])
    if args.json:
        print_json({"word": word, "length": len(word), **component_json(component)})
        return OK
    print(f"# {word}: a component of {plural(component.size, 'word')} of {plural(len(word), 'letter')}"
          + (f", diameter {plural(component.diameter, 'step')} ({pairs_text(component.diameter_pairs)})"
             if component.diameter else ": isolated, no word is one letter away"))
    print("\n".join(component.words))
    return OK


def not_in_a_component(word: str, lex: Lexicon) -> str:
    """What ``component`` says of a word outside the lexicon: a component holds the
    lexicon's words, though a ladder may start from any word."""
    return (f"{word} is in no component: it is not a word of {lex.name} "
            f"(a ladder may start from it: wordlog farthest {word})")


def run_isolated(args: argparse.Namespace) -> int:
    from .. import analysis  # numpy loads only for these commands
    lex = lexicon_from_args(args)
    total = 0
    for n in lengths_of(lex, args.length):
        words = analysis.isolated(WordGraph(lex.of_length(n)))
        total += len(words)
        if args.json:
            print_json({"length": n, "word_count": len(words), "words": words})
        elif words:
            print("\n".join(words))
    if not args.json:
        print(f"# {plural(total, 'isolated word')} in {lex.name}"
              + (f" of {plural(args.length, 'letter')}" if args.length else ""))
    return OK


def run_farthest(args: argparse.Namespace) -> int:
    from .. import analysis  # numpy loads only for these commands
    lex = lexicon_from_args(args)
    word = word_arg(args.word)      # a ladder's start: any word, as for ladder
    found = analysis.farthest(WordGraph(lex.of_length(len(word))), word)
    if args.json:
        print_json({"word": word, "length": len(word), **found.summary()})
    elif found.ladders:
        print(f"# {word}: {plural(found.steps, 'step')} to its farthest "
              + (f"{len(found.ladders)} words" if len(found.ladders) > 1 else "word"))
        for ladder in found.ladders:
            print(" -> ".join(ladder))
    else:
        print(f"{word} is isolated: no word is one letter away", file=sys.stderr)
    return OK if found.ladders else NOT_FOUND
