"""The ``wordlog`` command: one subcommand per module of this package.

Each subcommand module has ``register(subparsers)``, which adds its parser and
sets ``func`` to a function of the parsed arguments returning the exit status.
Exit statuses: 0 done, 1 something asked for does not exist (no ladder),
2 the user's mistake, 3 a search hit a limit (time, inferences, expansions,
memory) before it could answer, 130 interrupted.
"""
from __future__ import annotations

import argparse
import codecs
import importlib
import io
import os
import re
import signal
import socket
import sys
import threading
from importlib.metadata import PackageNotFoundError, version
from typing import NoReturn

from .. import start
from ..lexicon import LexiconError
from ..prolog import PrologError, PrologLimitError, at_exit_once_prolog_is_stopped, remove_word_files
from .common import ENDING, INTERRUPTED, USAGE, UserError, report, restore_terminal

#: Exit status when a search hit a limit before it could answer.
LIMIT = 3
#: Subcommand modules of ``wordlog.cli``, in the order ``--help`` lists them.
SUBCOMMANDS = ["ladder", "check", "puzzle", "play", "graph", "stats", "lexicon", "boggle", "demo"]


#: A byte that is not UTF-8 as argparse quotes it (``%r`` of a lone surrogate: ``'\\udcff'``),
#: after any pairs of backslashes (a typed backslash is quoted as two).
QUOTED_BYTE = re.compile(r"(?<!\\)((?:\\\\)*)\\udc([89a-f][0-9a-f])")


class Parser(argparse.ArgumentParser):
    """argparse that reports a usage mistake as one line (JSON with ``--json``) and exit 2.

    Each parser puts itself in the arguments it parses as ``command_parser``; a subcommand's
    defaults override its parent's, so the parsed arguments name the innermost one, whose
    help a later mistake points to (``wordlog lexicon info --help``, not ``wordlog --help``).
    """

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.set_defaults(command_parser=self)

    def error(self, message: str) -> None:  # type: ignore[override]
        command = self.prog.partition(" ")[2]  # '' for wordlog itself, 'ladder' for wordlog ladder
        message = QUOTED_BYTE.sub(r"\1\\x\2", message)     # 'b\udcfffs' shows the byte: 'b\xfffs'
        report(f"{command + ': ' if command else ''}{message} (see {self.prog} --help)",
               json_wanted=self.json_wanted)
        sys.exit(USAGE)

    json_wanted = False


def installed_version() -> str:
    """The version of the installed ``wordlog`` package (``'0.1.0'``), or ``'(not installed)'``
    when the package runs from a source tree no installer has recorded.

    >>> installed_version().count(".") >= 1
    True
    """
    try:
        return version("wordlog")
    except PackageNotFoundError:
        return "(not installed)"


def build_parser() -> Parser:
    parser = Parser(prog="wordlog", description="Word ladders and Boggle, solved in Prolog and in Python.")
    parser.add_argument("--version", action="version", version=f"wordlog {installed_version()}",
                        help="show the version of wordlog and exit")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    subparsers.required = True
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"{__name__}.{name}":
                raise
            continue
        module.register(subparsers)
    return parser


#: Signals that end the command silently, with status 128 + the signal, after removing the
#: word files: ``kill PID`` and the terminal closing.
ENDINGS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def exit_on_interrupt() -> None:
    """Make Ctrl-C end the process at once with status 130, even inside a Prolog call, and
    the :data:`ENDINGS` with 128 + the signal; each removes the word files first.

    Python runs signal handlers only between bytecodes, so a long Prolog query
    would hold Ctrl-C back until it returned. The C-level handler still writes the
    signal number to a wake-up socket; a watcher thread, free to run while Prolog
    computes, ends the process from there.
    """
    if threading.current_thread() is not threading.main_thread() or hasattr(exit_on_interrupt, "sockets"):
        return  # only the main thread gets signals; one watcher per process is enough
    reader, writer = socket.socketpair()
    writer.setblocking(False)
    signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    for ending in ENDINGS:
        if signal.getsignal(ending) == signal.SIG_DFL:   # not one ignored, as nohup ignores SIGHUP
            signal.signal(ending, lambda signum, frame: None)   # the watcher ends the process

    def watch() -> None:
        while True:
            data = reader.recv(64)
            ended = [s for s in ENDINGS if s in data]
            if (signal.SIGINT in data or ended) and not begin_ending():
                continue                            # too late: the exit ends the process
            if signal.SIGINT in data:
                end_interrupted()
            if ended:
                end_now(128 + ended[0])             # as a shell reports a process the signal ended

    threading.Thread(target=watch, name="wordlog-interrupt", daemon=True).start()
    exit_on_interrupt.sockets = (reader, writer)  # type: ignore[attr-defined]
    at_exit_once_prolog_is_stopped(close_the_exit)     # and before the word files go


#: Held while the watcher decides to end the process and while the exit decides it is past
#: the watcher's help (:func:`close_the_exit`), so that one of them, not both, ends it.
_gate = threading.Lock()
_closed = threading.Event()


def begin_ending() -> bool:
    """Set :data:`ENDING` for the watcher to end the process, unless the exit is past
    :func:`close_the_exit` (then False: it ends the process itself, as it would have)."""
    with _gate:
        if _closed.is_set():
            return False
        ENDING.set()
        return True


def close_the_exit() -> None:
    """Run at exit once Prolog is stopped, whether a program started Prolog before calling
    :func:`main` or main started it: from here on a signal changes nothing, and the exit goes
    on (the word files' removal, then Python's own end). If the watcher has begun to end the
    process, wait for it: the exit would otherwise end it first, with status 0 after the
    watcher said 'interrupted'."""
    with _gate:
        if not ENDING.is_set():
            _closed.set()
            return
    threading.Event().wait()


def end_now(status: int) -> NoReturn:
    """Remove the word files and end the process with ``status`` (``os._exit``: no exit
    handler runs), whatever goes wrong in between; the terminal is left as the command found it."""
    try:
        restore_terminal(cut_short=True)
        remove_word_files()
    finally:
        os._exit(status)


def leave_ctrl_c_to_the_watcher() -> None:
    """Once the command is done (or argparse ended it: ``--help``, ``--version``, a usage
    mistake), a Ctrl-C raises no KeyboardInterrupt in the main thread: it would strike in the
    exit handlers (removing the word files, stopping Prolog), outside any ``except``, as a
    traceback. The watcher thread of :func:`exit_on_interrupt` ends the process
    as during the command (status 130, one line, the word files removed)."""
    if hasattr(exit_on_interrupt, "sockets") and threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, lambda signum, frame: None)


#: Held while "interrupted" is said: by the watcher thread or by the main thread's
#: KeyboardInterrupt (in Python code both see the same Ctrl-C). The watcher waits for
#: the main thread's line to be out before it ends the process.
_saying = threading.Lock()
_said = threading.Event()


def end_interrupted() -> NoReturn:
    """End the process now with status 130, saying so once: the word files go first
    (``os._exit`` runs no exit handler), and what Python still holds for standard output,
    at most a line half printed (it is line-buffered), is dropped, not flushed. A standard
    error that cannot be written (a pipe whose reader has gone) ends it all the same."""
    ENDING.set()
    try:
        say_interrupted()
    finally:
        end_now(INTERRUPTED)


def say_interrupted() -> None:
    """Tell the user the command was interrupted, once however many see it: after a line
    break, so that it does not follow the terminal's ``^C``; with ``--json`` as the one JSON
    object ``{"error": "interrupted"}``, as any error, without that line break where
    standard error is no terminal (a blank line is no JSON)."""
    with _saying:
        if not _said.is_set():
            if Parser.json_wanted:
                sys.stderr.write(("\n" if sys.stderr.isatty() else "") + '{"error": "interrupted"}\n')
            else:
                sys.stderr.write("\nwordlog: interrupted\n")
            sys.stderr.flush()
            _said.set()


def line_buffered_stdout() -> None:
    """Send each line of standard output on as soon as it is printed, whole, in one write.

    Python buffers a pipe or a file in blocks of 8 KB, and Ctrl-C during a Prolog search
    ends the process by ``os._exit`` (:func:`exit_on_interrupt`), which drops that buffer:
    the answers printed before would be lost, and a block cut mid-line would leave half a
    line. ``PYTHONUNBUFFERED`` (write-through) would write a line and its line break apart.
    """
    if not isinstance(sys.stdout, io.TextIOWrapper):
        return
    raw = getattr(sys.stdout.buffer, "raw", sys.stdout.buffer)     # the buffer itself with PYTHONUNBUFFERED
    if sys.stdout is sys.__stdout__ and isinstance(raw, io.FileIO):
        sys.stdout.flush()      # its own file, whose failed writes name it (StandardOutput)
        sys.stdout = io.TextIOWrapper(io.BufferedWriter(StandardOutput(sys.stdout.fileno(), "w", closefd=False)),
                                      encoding=sys.stdout.encoding, errors=sys.stdout.errors,
                                      line_buffering=True, write_through=False)
    else:
        sys.stdout.reconfigure(line_buffering=True, write_through=False)


def closed_streams_to_nowhere() -> None:
    """A standard stream closed as the command starts (``<&-``, ``>&-``, ``2>&-``: Python's
    ``sys.stdin``, ``sys.stdout`` or ``sys.stderr`` is None) is opened on ``/dev/null``: input
    reads as empty, and what is written goes nowhere. A message for standard error went to
    standard output (print's fallback for a file that is None), among the answers; and check
    and play ask standard output whether it is a terminal. Opened before any other file, each
    takes the lowest free number, its own where one alone is closed: the wake-up socket of
    :func:`exit_on_interrupt` took it, and Prolog's warnings to 2 (or its output to 1) went
    into that socket."""
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")


def stdout_to_nowhere() -> None:
    """Point standard output's file descriptor at ``/dev/null``: what Python still holds for
    it, once it cannot be written (a closed pipe, a full disk), goes nowhere at exit rather
    than failing again there."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


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
            if error.filename is None:
                error.filename = STANDARD_OUTPUT
            raise


def wants_json(argv: list[str]) -> bool:
    """Whether ``argv`` asks for JSON as argparse reads it: ``--json`` or an abbreviation of
    it (``--js``; no other option starts with ``--j``), before a ``--`` that ends the options.

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


def utf8_mode() -> None:
    """Run this command again in Python's UTF-8 mode when the locale's encoding is another
    (an ASCII or Latin-1 locale, where Python's UTF-8 mode is off).

    wordlog reads and writes UTF-8 text: its word lists, the words of its command line and of
    standard input (:func:`wordlog.cli.common.utf8_arg` names a byte that is not UTF-8), and
    its answers. Python would decode the command line and standard input, encode standard
    output and file names, by the locale's encoding: ``café``, typed in UTF-8, was refused as
    not UTF-8 text, and an accented word printed from ``--pairs -`` ended in a traceback.
    Only the ``wordlog`` script and ``python -m wordlog`` start again, each as it was started
    (their ``__main__`` module holds :func:`wordlog.start.main`); a program calling
    :func:`main`, even one that imported it into its own ``__main__``, is left as it is (it
    would run again from its top).
    """
    if sys.flags.utf8_mode or os.name != "posix" or not sys.executable:
        return
    if codecs.lookup(sys.getfilesystemencoding()).name == "utf-8":
        return
    script = sys.modules.get("__main__")
    if getattr(script, "main", None) is not start.main:
        return
    spec = getattr(script, "__spec__", None)
    again = ["-m", spec.name] if spec is not None else [sys.argv[0]]
    os.execv(sys.executable, [sys.executable, "-X", "utf8", *again, *sys.argv[1:]])


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns (and as a script exits with) the exit status."""
    started_here = argv is None
    argv = sys.argv[1:] if argv is None else argv
    json_wanted = wants_json(argv)
    Parser.json_wanted = json_wanted
    try:        # a Ctrl-C from here on ends the command as below: 130 and one line
        closed_streams_to_nowhere()     # first: no file or socket opened after takes their numbers
        start.take_back_ctrl_c()    # and one held since the command's first statement, before
        if started_here:            # the start again in UTF-8 mode would lose it
            utf8_mode()
        exit_on_interrupt()
        line_buffered_stdout()
        if isinstance(sys.stdin, io.TextIOWrapper):
            sys.stdin.reconfigure(errors="surrogateescape")    # a byte that is not UTF-8 is named, in
                                                                # any locale (utf8_arg), not a traceback
        parser = build_parser()
        try:        # argparse ends --help, --version and a usage mistake itself (SystemExit)
            args, extra = parser.parse_known_args(argv)
            extra = words_after_options(args, extra)
            if extra:
                args.command_parser.error(f"unrecognized arguments: {' '.join(extra)}")
            return args.func(args)
        finally:
            leave_ctrl_c_to_the_watcher()
    except (UserError, LexiconError) as error:
        report(str(error), json_wanted=json_wanted)
        return USAGE
    except PrologLimitError as error:
        report(str(error), json_wanted=json_wanted)
        return LIMIT
    except PrologError as error:
        report(str(error), json_wanted=json_wanted)
        return USAGE
    except KeyboardInterrupt:
        if hasattr(exit_on_interrupt, "sockets"):  # the command, not main() called with Ctrl-C off
            end_interrupted()
        say_interrupted()
        return INTERRUPTED
    except BrokenPipeError:
        stdout_to_nowhere()
        return 0
    except MemoryError:
        pass        # said below, once the exception and the frames it holds are let go
    except OSError as error:  # a file the user named that cannot be used, wherever it was opened
        where = f"{error.filename}: " if error.filename else ""
        if error.filename is STANDARD_OUTPUT:
            where += "cannot write: "   # and what it holds goes nowhere, not again at exit
            stdout_to_nowhere()
        report(f"{where}{error.strerror or error}", json_wanted=json_wanted)
        return USAGE
    report("out of memory: the question needs more than this process may have (a limit of "
           "'ulimit -v', or the machine's memory)", json_wanted=json_wanted)
    return LIMIT


if __name__ == "__main__":
    sys.exit(main())
