"""``wordlog lexicon info``: how many words a lexicon holds, per length and per SCOWL size.

    $ wordlog lexicon info --common
    bundled SCOWL size <= 35: 39,030 words
    length  words     10     20     35
         1      2      1      -      1
    ...
"""
from __future__ import annotations

import argparse

from ..lexicon import Lexicon, counts
from ..wording import plural
from .common import OK, add_lexicon_options, lexicon_from_args, print_json

#: The column for words whose tier is unknown.
UNKNOWN = "unknown"


def register(subparsers) -> None:
    parser = subparsers.add_parser("lexicon", help="look at a word list: counts per length and tier",
                                   description="Look at a lexicon. The lexicon options (--words FILE, "
                                               "--tier N, ...) follow the ACTION: wordlog lexicon info "
                                               "--words FILE.")
    actions = parser.add_subparsers(dest="action", metavar="ACTION")
    actions.required = True
    info = actions.add_parser(
        "info", help="count the words per length and per SCOWL size",
        description="Count the words of the lexicon (the bundled one, or --words FILE, after "
                    "--tier/--common/--most-common) per word length and per SCOWL size "
                    "(10 most common ... 95 rarest; 'unknown' when the list does not say).")
    info.add_argument("--json", action="store_true", help="one JSON object")
    add_lexicon_options(info)
    info.set_defaults(func=run_info)


def summary(lex: Lexicon) -> dict:
    """The counts as plain data: totals, per tier, and per length then tier.

    >>> from wordlog.lexicon import from_words
    >>> summary(from_words(["cold", "warm", "ox"], tiers={"cold": 10}))["by_length"]
    [{'length': 2, 'word_count': 1, 'by_tier': {'unknown': 1}}, {'length': 4, 'word_count': 2, 'by_tier': {'10': 1, 'unknown': 1}}]
    """
    table = counts(lex)
    total: dict[int | None, int] = {}
    for per_tier in table.values():
        for tier, n in per_tier.items():
            total[tier] = total.get(tier, 0) + n
    return {
        "lexicon": lex.name,
        "word_count": len(lex),
        "skipped_count": lex.skipped,
        "by_tier": tier_keys(total),
        "by_length": [{"length": n, "word_count": sum(table[n].values()), "by_tier": tier_keys(table[n])}
                      for n in sorted(table)],
    }


def tier_keys(per_tier) -> dict[str, int]:
    """Tiers ascending, unknown last, as JSON-friendly string keys."""
    order = sorted(per_tier, key=lambda t: (t is None, t or 0))
    return {UNKNOWN if t is None else str(t): per_tier[t] for t in order}


def table_lines(info: dict) -> list[str]:
    """The summary as a table: one row per length, one column per tier, and a total row."""
    columns = list(info["by_tier"])
    width = max(6, len(str(info["word_count"])) + 1, *(len(c) + 1 for c in columns))
    row = lambda label, words, by_tier: (f"{label:>6} {words:>{width}}" + "".join(
        f" {by_tier.get(c, '-'):>{width}}" for c in columns))
    lines = [f"{'length':>6} {'words':>{width}}" + "".join(f" {c:>{width}}" for c in columns)]
    lines += [row(r["length"], r["word_count"], r["by_tier"]) for r in info["by_length"]]
    lines.append(row("total", info["word_count"], info["by_tier"]))
    return lines


def run_info(args: argparse.Namespace) -> int:
    lex = lexicon_from_args(args)
    info = summary(lex)
    if args.json:
        print_json(info)
        return OK
    skipped = f" ({plural(lex.skipped, 'line')} skipped)" if lex.skipped else ""
    print(f"{lex.name}: {plural(len(lex), 'word')}{skipped}")
    print("\n".join(table_lines(info)))
    return OK
