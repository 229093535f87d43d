"""The ``wordlog`` command: a parser, one subcommand module each, and one table from the
errors a command can end with to its exit status.

Each subcommand module has ``register(subparsers)``, which adds its parser and sets
``func`` to a function of the parsed arguments returning the exit status. Exit statuses:
0 done, 1 something asked for does not exist (no ladder), 2 the user's mistake, 3 a search
hit a limit (time, inferences, expansions, memory) before it could answer, 130 interrupted.

Whatever the locale, the command writes UTF-8 and reads its words as UTF-8
(:func:`utf8_streams`, :func:`wordlog.cli.common.utf8_arg`). Ctrl-C ends it with one line
and status 130 at any moment, even inside a long Prolog call (:func:`exit_on_interrupt`).
The modules of the command load inside :func:`main`, so that a Ctrl-C while they do is
one of those moments.
"""
from __future__ import annotations

import argparse
import io
import os
import re
import signal
import sys
import threading
from typing import NoReturn

#: Exit statuses: done, not found, the user's mistake, a limit hit, interrupted.
OK, NOT_FOUND, USAGE, LIMIT, INTERRUPTED = 0, 1, 2, 3, 130
#: Subcommand modules of ``wordlog.cli``, in the order ``--help`` lists them.
SUBCOMMANDS = ["ladder", "check", "puzzle", "play", "graph", "stats", "lexicon", "boggle", "serve", "demo"]


#: A byte that is not UTF-8 as argparse quotes it (``%r`` of a lone surrogate: ``'\\udcff'``),
#: after any pairs of backslashes (a typed backslash is quoted as two).
QUOTED_BYTE = re.compile(r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])")


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage mistake as one line (JSON with ``--json``) and exit 2.

    Each parser puts itself in the arguments it parses as ``command_parser``; a subcommand's
    defaults override its parent's, so the parsed arguments name the innermost one, whose
    help a later mistake points to (``wordlog lexicon info --help``, not ``wordlog --help``).
    """

    json_wanted = False     # set by main() for the command line it parses

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.set_defaults(command_parser=self)

    def error(self, message: str) -> None:  # type: ignore[override]
        from .common import report
        command = self.prog.partition(" ")[2]  # '' for wordlog itself, 'ladder' for wordlog ladder
        message = QUOTED_BYTE.sub(r"\1\\x\2", message)     # 'b\udcfffs' shows the byte: 'b\xfffs'
        report(f"{command + ': ' if command else ''}{message} (see {self.prog} --help)",
               json_wanted=self.json_wanted)
        sys.exit(USAGE)


def installed_version() -> str:
    """The version of the installed ``wordlog`` package (``'0.1.0'``), or ``'(not installed)'``
    when the package runs from a source tree no installer has recorded.

    >>> installed_version().count(".") >= 1
    True
    """
    from importlib.metadata import PackageNotFoundError, version
    try:
        return version("wordlog")
    except PackageNotFoundError:
        return "(not installed)"


def build_parser() -> Parser:
    import importlib
    parser = Parser(prog="wordlog", description="Word ladders and Boggle, solved in Prolog and in Python.")
    parser.add_argument("--version", action="version", version=f"wordlog {installed_version()}",
                        help="show the version of wordlog and exit")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    subparsers.required = True
    for name in SUBCOMMANDS:
        importlib.import_module(f"{__name__}.{name}").register(subparsers)
    return parser


def wants_json(argv: list[str]) -> bool:
    """Whether ``argv`` asks for JSON as argparse reads it: ``--json`` or an abbreviation of
    it (``--js``; no other option starts with ``--j``), before a ``--`` that ends the options.
    An error found while the command line is parsed is then one JSON object too.

    >>> wants_json(["ladder", "a", "b", "--jso"]), wants_json(["check", "a", "b", "--", "--json"])
    (True, False)
    """
    options = argv[:argv.index("--")] if "--" in argv else argv
    return any(len(arg) >= 3 and "--json".startswith(arg) for arg in options)


def looks_like_option(arg: str) -> bool:
    """Whether argparse reads ``arg`` as an option (of a parser with no option that looks
    like a negative number): it starts with '-' and is not '-' alone or a negative number.

    >>> [looks_like_option(arg) for arg in ["--json", "-x", "-", "-1", "-2.5", "cold"]]
    [True, True, False, False, False, False]
    """
    return arg.startswith("-") and arg != "-" and not re.fullmatch(r"-\d+|-\d*\.\d+", arg)


def words_after_options(args: argparse.Namespace, extra: list[str]) -> list[str]:
    """What argparse left over that is still unrecognized, once the WORDs of ``check`` that
    follow an option are taken as WORDs: argparse ends a ``nargs='*'`` positional at the
    first option, so ``check cold warm --json cord card ward`` left ``cord card ward`` over.
    Anything that looks like an option before a ``--`` is left over, to be refused; ``-``
    (standard input) and a negative number are WORDs, as argparse takes them before an option.

    >>> args = argparse.Namespace(chain=["cord"])
    >>> words_after_options(args, ["card", "ward"]), args.chain
    ([], ['cord', 'card', 'ward'])
    >>> args = argparse.Namespace(chain=[])
    >>> words_after_options(args, ["--", "cord", "card"]), args.chain
    ([], ['cord', 'card'])
    >>> words_after_options(argparse.Namespace(chain=[]), ["card", "--jsn"])
    ['card', '--jsn']
    >>> words_after_options(argparse.Namespace(chain=[]), ["-", "-1", "-.5"])
    []
    """
    chain = getattr(args, "chain", None)
    ended = extra.index("--") if "--" in extra else len(extra)
    if chain is None or any(looks_like_option(word) for word in extra[:ended]):
        return extra
    chain.extend(extra[:ended] + extra[ended + 1:])
    return []


# The process: standard streams and Ctrl-C.

#: How long a Ctrl-C leaves the main thread to end the command itself, by the
#: KeyboardInterrupt it raises, before the watcher of :func:`exit_on_interrupt` ends it.
GRACE = 0.5
#: Set once the watcher of :func:`exit_on_interrupt` runs.
_watching = threading.Event()
#: The wake-up socket's two ends (:func:`exit_on_interrupt`).
_wake_up: list = []
#: Held by the thread that ends the process on Ctrl-C (the main thread or the watcher).
_ending = threading.Lock()


def exit_on_interrupt() -> None:
    """Make Ctrl-C end the process with one line and status 130 even inside a Prolog call.

    Python raises ``KeyboardInterrupt`` in the main thread only between bytecodes, so a
    long Prolog call (C code) would hold it back until it returned, and a signal that
    comes as readline starts to wait for a key would not wake it. The signal's C handler
    also writes the signal's number to a wake-up socket; a thread reading it leaves the
    main thread :data:`GRACE` seconds to end the command as usual (its ``finally`` blocks
    run: a terminal is restored) and ends the process itself when the main thread is held
    in Prolog, in readline, or in the exit. SIGTERM and SIGHUP are ended the same way
    while a game handles them (:func:`wordlog.cli.common.keep_terminal`).
    """
    if threading.current_thread() is not threading.main_thread() or _watching.is_set():
        return          # only the main thread gets signals; one watcher is enough
    import socket
    import time
    from .common import restore_and_die as dying    # SIGTERM's and SIGHUP's in a game
    reader, writer = _wake_up[:] = socket.socketpair()     # kept open for the process's life
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)

    def watch() -> None:
        while True:
            got = reader.recv(64)
            if signal.SIGINT in got:
                time.sleep(GRACE)
                end_interrupted()
            for signum in (signal.SIGTERM, signal.SIGHUP):
                if signum in got and signal.getsignal(signum) is dying:     # a game's
                    time.sleep(GRACE)
                    end_by_signal(signum)

    threading.Thread(target=watch, name="wordlog-interrupt", daemon=True).start()
    _watching.set()


def end_interrupted() -> NoReturn:
    """Say the command was interrupted and end the process with status 130 by ``os._exit``:
    what Python still holds for standard output, at most a line half printed (it is
    line-buffered), is dropped, and no exit handler runs. The first thread here does it,
    another waits for it; a standard error that cannot be written (a pipe whose reader has
    gone) ends the process all the same."""
    if not _ending.acquire(blocking=False):
        threading.Event().wait()
    try:
        from .common import restore_terminal
        restore_terminal(cut_short=True)
        say_interrupted()
    finally:
        os._exit(INTERRUPTED)


def end_by_signal(signum: int) -> NoReturn:
    """End the process as the signal ``signum`` would (status 128 + its number), the
    terminal put back first."""
    from .common import restore_terminal
    restore_terminal(cut_short=True)
    os._exit(128 + signum)


def say_interrupted() -> None:
    """Tell the user the command was interrupted: after a line break, so that it does not
    follow the terminal's ``^C``; with ``--json`` as the one JSON object ``{"error":
    "interrupted"}``, without that line break where standard error is no terminal."""
    if Parser.json_wanted:
        sys.stderr.write(("\n" if sys.stderr.isatty() else "") + '{"error": "interrupted"}\n')
    else:
        sys.stderr.write("\nwordlog: interrupted\n")
    sys.stderr.flush()


#: Standard input's encoding and errors, as :func:`utf8_streams` sets them.
UTF8_IN = ("utf-8", "surrogateescape")
#: What an error writing standard output names as its file.
STANDARD_OUTPUT = "standard output"


class StandardOutput(io.FileIO):
    """Standard output's file descriptor, whose write errors name it: a full disk under
    ``wordlog stats > out.txt`` says ``wordlog: standard output: cannot write: No space left
    on device``, where an ``OSError`` of a write has no file name of its own."""

    def write(self, data) -> int:  # type: ignore[override]
        try:
            return super().write(data)  # type: ignore[return-value]
        except OSError as error:
            error.filename, error.strerror = STANDARD_OUTPUT, f"cannot write: {error.strerror}"
            raise


def utf8_streams() -> None:
    """Standard input, output and error in UTF-8, whatever the locale (an ASCII locale, or
    ``PYTHONIOENCODING=latin-1``): the README promises UTF-8 answers. Output never fails on
    a character (a byte of a file name that is not UTF-8 is written ``\\udcff``); input reads
    a byte that is not UTF-8 as a lone surrogate, which :func:`~.common.utf8_arg` names.
    Standard output sends each line whole as it is printed (so a Ctrl-C that ends the
    process by ``os._exit`` loses no line printed before) and names itself in its write
    errors (:class:`StandardOutput`). A stream closed as the command starts (``>&-``:
    Python's ``sys.stdout`` is None) is ``/dev/null``: opened before any other file, each
    takes its own file descriptor, not the wake-up socket of :func:`exit_on_interrupt`."""
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")
    if isinstance(sys.stdin, io.TextIOWrapper) and (sys.stdin.encoding, sys.stdin.errors) != UTF8_IN:
        sys.stdin.reconfigure(encoding="utf-8", errors="surrogateescape")   # before any read
    if isinstance(sys.stderr, io.TextIOWrapper):
        sys.stderr.reconfigure(encoding="utf-8", errors="backslashreplace")
    if sys.stdout is sys.__stdout__ and isinstance(sys.stdout, io.TextIOWrapper) \
            and isinstance(getattr(sys.stdout.buffer, "raw", sys.stdout.buffer), io.FileIO):
        sys.stdout.flush()
        sys.stdout = io.TextIOWrapper(io.BufferedWriter(StandardOutput(sys.stdout.fileno(), "w", closefd=False)),
                                      encoding="utf-8", errors="backslashreplace", line_buffering=True)
    elif isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(encoding="utf-8", errors="backslashreplace", line_buffering=True)


def stdout_to_nowhere() -> None:
    """Point standard output's file descriptor at ``/dev/null``: what Python still holds for
    it, once it cannot be written (a closed pipe, a full disk), goes nowhere at exit rather
    than failing again there."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def exit_status(error: Exception) -> int | None:
    """The exit status of a command that ended in ``error``, the first kind of this table it
    is; None for an error no table row names (a bug: its traceback is shown)."""
    from ..lexicon import LexiconError
    from ..prolog import PrologError, PrologLimitError
    from .common import UserError
    table = [(PrologLimitError, LIMIT),     # a limit hit: no answer, but no mistake either
             (UserError, USAGE),            # a mistake in the question
             (LexiconError, USAGE),         # a word or a word list that is not one
             (PrologError, USAGE),          # no Prolog to run, or one it cannot run
             (OSError, USAGE)]              # a file the user named that cannot be used
    return next((status for kind, status in table if isinstance(error, kind)), None)


def message(error: Exception) -> str:
    """What the one line of an error says: an ``OSError`` names its file, as ``open`` sets it."""
    if isinstance(error, OSError) and error.strerror:
        return f"{error.filename}: {error.strerror}" if error.filename is not None else error.strerror
    return str(error)


#: What running out of memory is told, with status 3 as Prolog's memory limit.
OUT_OF_MEMORY = ("out of memory: the question needs more than this process may have (a limit of "
                 "'ulimit -v', or the machine's memory)")


def run(argv: list[str]) -> int:
    """Parse ``argv`` and run its command; argparse's own end (``--help``, ``--version``, a
    usage mistake: ``SystemExit``) is returned as a status, once standard output is written."""
    parser = build_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        extra = words_after_options(args, extra)
        if extra:
            args.command_parser.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as done:
        sys.stdout.flush()          # --help on a full disk: the error is told, not ignored at exit
        return int(done.code or 0)
    status = args.func(args)
    sys.stdout.flush()
    return status


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns (and as a script exits with) the exit status."""
    argv = sys.argv[1:] if argv is None else argv
    json_wanted = Parser.json_wanted = wants_json(argv)
    try:        # a Ctrl-C from here on ends the command with 130 and one line
        utf8_streams()
        exit_on_interrupt()
        try:
            return run(argv)
        finally:    # the command is done: a Ctrl-C in the exit handlers is the watcher's
            if _watching.is_set() and threading.current_thread() is threading.main_thread():
                signal.signal(signal.SIGINT, lambda signum, frame: None)
    except KeyboardInterrupt:
        if _watching.is_set():
            end_interrupted()
        say_interrupted()       # main() called by a program, without the watcher
        return INTERRUPTED
    except BrokenPipeError:         # wordlog ... | head -1: the reader has what it wanted
        stdout_to_nowhere()
        return OK
    except MemoryError:
        pass        # said below, once the exception and the frames it holds are let go
    except Exception as error:
        status = exit_status(error)
        if status is None:
            raise
        if getattr(error, "filename", None) is STANDARD_OUTPUT:
            stdout_to_nowhere()     # what it holds goes nowhere, not again at exit
        from .common import report
        report(message(error), json_wanted=json_wanted)
        return status
    from .common import report
    report(OUT_OF_MEMORY, json_wanted=json_wanted)
    return LIMIT


if __name__ == "__main__":
    sys.exit(main())
