"""``wordlog serve``: the day's ladder, the solver and Boggle on a local web page."""
from __future__ import annotations

import argparse
import socket
import sys

from .common import OK, UserError, add_lexicon_options, lexicon_from_args
from .ladder import seconds

#: Where the page is served unless told otherwise: this machine alone.
HOST, PORT = "127.0.0.1", 8000


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "serve", help="play and solve in the browser (a local web page)",
        description="Serve a web page with three parts: today's ladder (the puzzle of `wordlog puzzle "
                    "--date`, played as in Weaver, with undo, hints, give up, a share text, past days, "
                    "random ladders of a difficulty, and statistics kept in the browser), Solve (the "
                    "friendliest shortest ladder, their number and their picture) and Boggle (a daily "
                    "or random board of 4x4 or 5x5 dice against the clock, tapped, dragged or typed), "
                    "with the JSON API behind it. It listens on 127.0.0.1 (this machine only) unless --host says "
                    "otherwise; Ctrl-C stops it. Needs no internet: the page's script and style "
                    "sheet come from the package.")
    parser.add_argument("--host", default=HOST,
                        help=f"the address to listen on (default {HOST}; 0.0.0.0 for every network "
                             "interface: anyone who can reach this machine can then use it)")
    parser.add_argument("--port", type=int, default=PORT, help=f"the port (default {PORT}; 0 picks a free one)")
    parser.add_argument("--time-limit", metavar="SECONDS", type=seconds,
                        help="answer 'busy' to a question not answered within SECONDS of its request, "
                             "its wait for its turn included, and stop its search (default 10)")
    add_lexicon_options(parser)
    parser.set_defaults(func=run)


def listening(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` and listening; a :class:`UserError` naming them when
    it cannot be (the port taken, an address not of this machine)."""
    if not 0 <= port <= 65535:
        raise UserError(f"--port takes a port number from 0 to 65535, not {port}")
    try:
        info = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as why:
        raise UserError(f"--host {host!r}: not an address to listen on ({why})") from None
    family, kind, proto, _, address = info[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
        sock.listen(128)
    except OSError as why:
        sock.close()
        raise UserError(f"cannot listen on {host} port {port}: {why.strerror or why}") from None
    return sock


def page_address(sock: socket.socket) -> str:
    """The address of the page a socket serves, as a browser is pointed at it."""
    host, port = sock.getsockname()[:2]
    if host in ("0.0.0.0", "::"):
        host = "127.0.0.1"
    return f"http://{f'[{host}]' if ':' in host else host}:{port}/"


def run(args: argparse.Namespace) -> int:
    from ..web import Answers, create_app
    from ..web.answers import REQUEST_TIME_LIMIT
    from ..web.server import serve

    lex = lexicon_from_args(args)
    answers = Answers(lex, time_limit=REQUEST_TIME_LIMIT if args.time_limit is None else args.time_limit)
    sock = listening(args.host, args.port)
    loopback = args.host in ("127.0.0.1", "localhost", "::1")
    app = create_app(answers, hosts=None if loopback else ["*"])
    print(f"wordlog: serving {lex.name} on {page_address(sock)} (Ctrl-C stops)", file=sys.stderr, flush=True)
    serve(app, sock)
    return OK
