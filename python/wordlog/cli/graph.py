"""``wordlog graph``: a picture of every shortest ladder, the friendliest marked."""
from __future__ import annotations

import argparse
import sys

from ..picture import FORMATS, PictureError, output_format, picture, save, to_dot
from ..wording import plural
from .common import NOT_FOUND, OK, UserError, add_lexicon_options, ended_cleanly, lexicon_from_args, word_arg
from .ladder import check_pair, no_ladder
from .moves import add_graph_moves_option, graph_engine


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "graph", help="draw every shortest ladder (Graphviz)",
        description="Draw the words on every shortest ladder from START to TARGET in columns by their "
                    "distance from START, the friendliest ladder (its rarest word most common) in red, "
                    "and in grey up to N other words one letter from each ladder word (most common "
                    "first; the red ladder's words first). Without --out the DOT text goes to standard "
                    "output; --out FILE writes the format its suffix names: .dot or .gv (DOT text, no "
                    "Graphviz needed), .svg, .png or .pdf (drawn by Graphviz's 'dot'). "
                    "Exit status 1 when there is no ladder.")
    parser.add_argument("start", metavar="START")
    parser.add_argument("target", metavar="TARGET")
    parser.add_argument("--out", metavar="FILE", help="write the picture to FILE (" + ", ".join(FORMATS) + ")")
    parser.add_argument("--neighbours", metavar="N", type=int, default=2,
                        help="other words drawn beside each ladder word (default 2; 0 for none)")
    parser.add_argument("--max-extra", metavar="N", type=int, default=24,
                        help="at most N such words in all (default 24)")
    add_graph_moves_option(parser)
    add_lexicon_options(parser)
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.neighbours < 0 or args.max_extra < 0:
        raise UserError("--neighbours and --max-extra take a number of words, 0 or more")
    if args.out == "":      # names no file; not standard output, as if --out were left out
        raise UserError("--out takes a file name (without --out the DOT text goes to standard output)")
    try:
        if args.out is not None:
            output_format(args.out)
    except PictureError as error:
        raise UserError(str(error)) from None
    start, target = word_arg(args.start), word_arg(args.target)
    lex = lexicon_from_args(args)
    check_pair(lex, start, target)
    pic = picture(lex, start, target, neighbours=args.neighbours, max_extra=args.max_extra,
                  engine=graph_engine(args, lex))
    if pic is None:
        print(no_ladder(start, target), file=sys.stderr)
        return NOT_FOUND
    if args.out is None:
        print(to_dot(pic))
        return OK
    try:
        with ended_cleanly():       # a kill while the file is written leaves none behind
            save(pic, args.out)
    except PictureError as error:
        raise UserError(str(error)) from None
    words = sum(map(len, pic.columns)) + len(pic.extra)
    print(f"wrote {args.out}: {plural(pic.ladders, 'shortest ladder')} "
          f"of {len(pic.columns)} words, {words} words drawn")
    return OK
