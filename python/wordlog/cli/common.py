"""What every subcommand shares: lexicon options, user errors, JSON output.

A user's mistake raises :class:`UserError`; :func:`wordlog.cli.main` prints it as one
line on standard error (JSON with ``--json``) and exits with status 2.
"""
from __future__ import annotations

import argparse
import io
import json
import os
import re
import signal
import sys
import termios
import threading
from contextlib import contextmanager
from typing import Iterable, Iterator, TextIO

from ..lexicon import COMMON_TIER, DEFAULT_TIER, Lexicon, LexiconError, bundled, check_word, load
from ..wording import UNDECODED_BYTES, bytes_shown, not_utf8, plural

#: Exit statuses: all found, something not found, the user's mistake, interrupted.
OK, NOT_FOUND, USAGE, INTERRUPTED = 0, 1, 2, 130


class UserError(Exception):
    """A mistake in what the user asked for; the message says what and where."""


def add_lexicon_options(parser: argparse.ArgumentParser) -> None:
    """``--words FILE``, ``--tier N``, ``--common``, ``--most-common N``, ``--exclude FILE``,
    ``--offensive``, ``--skip-invalid``."""
    group = parser.add_argument_group("lexicon")
    group.add_argument("--words", metavar="FILE",
                       help="your own word list, one word per line (default: the bundled SCOWL English)")
    group.add_argument("--tier", metavar="N", type=int,
                       help=f"admit words up to SCOWL size N (10 common ... 95 rare; the bundled words: "
                            f"default {DEFAULT_TIER}; your --words list: all)")
    group.add_argument("--common", action="store_true",
                       help=f"common words only: same as --tier {COMMON_TIER}")
    group.add_argument("--most-common", metavar="N", type=int,
                       help="keep the first N words of a list given most common first "
                            "(the bundled words: by SCOWL size)")
    group.add_argument("--exclude", metavar="FILE",
                       help="leave out the words of FILE, one per line (words unfit for puzzles, say)")
    group.add_argument("--offensive", action="store_true",
                       help="let in the offensive and vulgar words the bundled words leave out "
                            "(LDNOOBW's list; your --words list is used as given)")
    group.add_argument("--skip-invalid", action="store_true",
                       help="skip lines that are not words (counted on standard error) instead of failing")


def option_names(dests: Iterable[str]) -> str:
    """The options whose argparse ``dest`` names are ``dests``, as the user writes them.

    >>> option_names(["friendly_tier", "seed"])
    '--friendly-tier, --seed'
    """
    return ", ".join("--" + dest.replace("_", "-") for dest in dests)


def lexicon_from_args(args: argparse.Namespace) -> Lexicon:
    """The lexicon the options describe; raises :class:`UserError` for a bad file or option.

    ``--exclude FILE`` leaves out the words of FILE (read as ``--words`` reads a list, with
    ``--skip-invalid`` alike); ``--tier`` (or ``--common``) keeps the words of a known size
    up to N; ``--most-common N`` then keeps the first N words: of the user's list as given
    (most common first), or of the bundled lexicon ordered by SCOWL size.
    """
    tier = COMMON_TIER if args.common else args.tier
    if args.common and args.tier is not None:
        raise UserError("--common and --tier are two ways to say the same thing; give one")
    positive(args.most_common, "--most-common")
    if args.offensive and args.words is not None:
        raise UserError("--offensive lets offensive words into the bundled words; "
                        "a --words list is used as given")
    for option, value in (("--words", args.words), ("--exclude", args.exclude)):
        if value == "":         # names no file; not the bundled words, as if the option were left out
            raise UserError(f"{option} takes a file name")
        if value == "-":        # standard input for --pairs and check, where a lexicon cannot come from
            raise UserError(f"{option} takes a file name, not '-': a word list is not read from standard "
                            "input (a file named '-' is ./-)")
    try:
        excluded = None if args.exclude is None else read_list(args, args.exclude)
        if args.words is not None:
            lex = read_list(args, args.words)
            if not len(lex):
                raise UserError(f"{lex.name}: no words in it" + (f" (all {plural(lex.skipped, 'word line')} skipped)"
                                                                 if lex.skipped else ""))
            if tier is not None and not lex.tiers:
                option = "--common" if args.common else f"--tier {tier}"     # as the user wrote it
                raise UserError(f"{option}: no word of {args.words} has a known SCOWL size "
                                "(give sizes as 'word<TAB>size' lines)")
            if excluded is not None:
                lex = lex.without(excluded, excluded.name)
            lex = lex.filtered(max_tier=tier, most_common=args.most_common)
        else:
            lex = bundled(DEFAULT_TIER if tier is None else tier, offensive=args.offensive)
            if excluded is not None:
                lex = lex.without(excluded, excluded.name)
            if args.most_common is not None:
                lex = lex.most_common_first().filtered(most_common=args.most_common)
    except LexiconError as error:
        raise UserError(str(error)) from None
    if not lex:
        raise UserError(f"{lex.name}: no words left")
    return lex


def read_list(args: argparse.Namespace, path: str) -> Lexicon:
    """The word list at ``path`` (``--words`` or ``--exclude``), read by :func:`load`; lines
    skipped by ``--skip-invalid`` are counted in a warning on standard error. Its words' SCOWL
    sizes are looked up unless the command uses none (``uses_tiers`` false, as Boggle's
    commands set it) and ``--tier``/``--common`` is not given."""
    tiers = getattr(args, "uses_tiers", True) or args.common or args.tier is not None
    lex = load(path, skip_invalid=args.skip_invalid, known_tiers=tiers)
    if lex.skipped:
        shown = "; ".join(lex.skipped_first) + ("; ..." if lex.skipped > len(lex.skipped_first) else "")
        not_words = "is not a word" if lex.skipped == 1 else "are not words"
        report(f"skipped {plural(lex.skipped, 'line')} of {lex.name} that {not_words}: {shown}",
               json_wanted=getattr(args, "json", False), kind="warning")
    return lex


#: The characters other than ``\n`` (which becomes a space) that end a line for
#: ``str.splitlines``, written as escapes (valid in JSON too) so an error stays one line,
#: whatever a file name it quotes holds.
LINE_BREAKS = {c: f"\\u{c:04x}" for c in (0x0B, 0x0C, 0x0D, 0x1C, 0x1D, 0x1E, 0x85, 0x2028, 0x2029)}


#: A run of text without spaces this long in an error (a word of 100,000 letters) is
#: shown by its first :data:`SHOWN` characters and its length.
LONG, SHOWN = 200, 60


def shortened(message: str) -> str:
    """``message`` with each run of more than :data:`LONG` characters without a space cut.
    The quotes around a quoted word are kept and not counted, so a word's length reads the
    same quoted or not.

    >>> shortened("see " + "ab" * 150 + " here") == "see " + "ab" * 30 + "... (300 characters) here"
    True
    >>> shortened("a" * 300 + ": no ladder")        # the colon after the run stays after it
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa... (300 characters): no ladder'
    >>> shortened(repr("a" * 300) + " is not a word") == "'" + "a" * 60 + "...' (300 characters) is not a word"
    True
    >>> shortened(repr("a" * 200) + " is not a word")    # cut for its quotes, counted without
    "'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...' (200 characters) is not a word"
    """
    def cut(run: re.Match[str]) -> str:
        text = run[1]
        quote = text[0] if text[0] in "'\"" and text[-1] == text[0] else ""
        word = text[1:-1] if quote else text
        return f"{quote}{word[:SHOWN]}...{quote} ({len(word):,} characters){run[2]}"
    return re.sub(rf"(\S{{{LONG + 1},}}?)([:;,]?)(?=\s|$)", cut, message)


def colour_shown(stream: TextIO) -> bool:
    """True when ``stream`` is a terminal to write in colour: not when the NO_COLOR
    environment variable is set and not empty (https://no-color.org), nor when TERM is
    ``dumb``, and never when ``stream`` is no terminal (a pipe, a file).

    >>> import io
    >>> colour_shown(io.StringIO())
    False
    """
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def positive(value: int | None, option: str, what: str = "number") -> None:
    """A :class:`UserError` unless ``value`` (when given) is 1 or more, naming the option.

    >>> positive(3, "--count"), positive(None, "--steps")
    (None, None)
    >>> positive(0, "--length", "number of letters")
    Traceback (most recent call last):
    wordlog.cli.common.UserError: --length takes a positive number of letters, not 0
    """
    if value is not None and value < 1:
        raise UserError(f"{option} takes a positive {what}, not {value}")


#: Standard input's terminal settings as the command found them (:func:`keep_terminal`).
_found_terminal: list | None = None


def keep_terminal() -> None:
    """Remember the settings of the terminal on standard input (none when it is no terminal),
    for :func:`restore_terminal` to put back on every way out: readline turns echo and line
    editing off while it reads a line, and a signal that ends the process then (``os._exit``)
    would leave the shell showing nothing that is typed."""
    global _found_terminal
    _found_terminal = None
    try:
        if sys.stdin.isatty():
            _found_terminal = termios.tcgetattr(sys.stdin.fileno())
    except (OSError, ValueError, io.UnsupportedOperation, termios.error):
        pass
    if _found_terminal is not None and threading.current_thread() is threading.main_thread():
        for name in ("SIGTERM", "SIGHUP"):
            if signal.getsignal(getattr(signal, name)) == signal.SIG_DFL:
                signal.signal(getattr(signal, name), restore_and_die)


class Ended(BaseException):
    """SIGTERM or SIGHUP came within :func:`ended_cleanly`: the block's cleanup runs, then
    the process ends by the signal."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


@contextmanager
def ended_cleanly() -> Iterator[None]:
    """Within the block, ``kill`` (SIGTERM) or a closed terminal (SIGHUP) raises
    :class:`Ended` in the main thread, so that its ``finally`` and ``except`` clauses run (a
    temporary file is removed), and then ends the process by that signal, as it would have
    ended (the shell sees 128 + the signal). A second signal meanwhile is ignored, so the
    cleanup is not cut short; Ctrl-C raises KeyboardInterrupt as ever."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    names = [signal.SIGTERM, signal.SIGHUP]
    found = {signum: signal.getsignal(signum) for signum in names}

    def end(signum: int, frame: object) -> None:
        for other in names:
            signal.signal(other, signal.SIG_IGN)
        raise Ended(signum)

    for signum in names:
        signal.signal(signum, end)
    try:
        yield
    except Ended as ended:
        signal.signal(ended.signum, signal.SIG_DFL)
        os.kill(os.getpid(), ended.signum)
        raise SystemExit(128 + ended.signum) from None    # not reached: the signal ends the process
    finally:
        for signum, handler in found.items():
            signal.signal(signum, handler)


def restore_and_die(signum: int, frame: object) -> None:
    """``kill`` or a closed terminal while a game reads: put the terminal back, then end
    by the signal itself, so that the shell sees 128 + the signal."""
    restore_terminal(cut_short=True)
    signal.signal(signum, signal.SIG_DFL)
    os.kill(os.getpid(), signum)


def restore_terminal(*, cut_short: bool = False) -> None:
    """Put back the terminal settings :func:`keep_terminal` found, if it found any; safe from
    any thread. A read ``cut_short`` by the end of the process also leaves on the bracketed
    paste mode readline turns on while it reads: that is turned off too."""
    if _found_terminal is None:
        return
    try:
        termios.tcsetattr(sys.stdin.fileno(), termios.TCSANOW, _found_terminal)
        if cut_short and "readline" in sys.modules:
            os.write(sys.stdin.fileno(), b"\x1b[?2004l")
    except (OSError, ValueError, io.UnsupportedOperation, termios.error):
        pass


def report(message: str, *, json_wanted: bool, kind: str = "error") -> None:
    """Print an error (or a warning: ``kind``) as one line on standard error (long runs
    :func:`shortened`, bytes that are not UTF-8 shown as ``\\xff``), ``{kind: message}``
    in JSON.

    >>> import contextlib, io
    >>> with contextlib.redirect_stderr(io.StringIO()) as err:
    ...     report("a.txt\\r: no such file\\nat all", json_wanted=False)
    ...     report("m\\udcff.txt: no such file", json_wanted=False)
    >>> print(err.getvalue(), end="")
    wordlog: a.txt\\u000d: no such file at all
    wordlog: m\\xff.txt: no such file
    """
    message = shortened(message).translate(UNDECODED_BYTES)
    line = json.dumps({kind: message}, ensure_ascii=False) if json_wanted else f"wordlog: {message}"
    print(line.replace("\n", " ").translate(LINE_BREAKS), file=sys.stderr, flush=True)


def utf8_arg(text: str, what: str | None = None) -> str:
    """``text`` as given on the command line, which must be UTF-8 text: Python reads a byte
    that is not (from the shell, or from standard input) as a lone surrogate, and a
    :class:`UserError` names the first such byte, and ``what`` it is in (default: ``text``).

    >>> utf8_arg("müde")
    'müde'
    >>> utf8_arg("c\\udcffld")
    Traceback (most recent call last):
    wordlog.cli.common.UserError: 'c\\xffld' is not UTF-8 text: byte 0xff
    """
    if sys.getfilesystemencoding() == "ascii":     # an ASCII locale: what is not ASCII is read as UTF-8
        try:
            text = os.fsencode(text).decode("utf-8", "surrogateescape")
        except UnicodeEncodeError:
            pass        # text decoded as UTF-8 already (standard input's)
    wrong = not_utf8(text)
    if wrong is not None:
        what = what or f"'{bytes_shown(text)}'"
        raise UserError(f"{what} is not UTF-8 text{wrong and ': ' + wrong}")
    return text


def word_arg(text: str) -> str:
    """A word given on the command line, normalized; a :class:`UserError` names it when it is not one."""
    text = utf8_arg(text)
    try:
        return check_word(text)
    except LexiconError as error:
        raise UserError(str(error)) from None


#: :data:`UNDECODED_BYTES` as a JSON string holds them, its backslash escaped: ``\\xff``.
UNDECODED_BYTES_IN_JSON = {code: text.replace("\\", "\\\\") for code, text in UNDECODED_BYTES.items()}


def print_json(obj: object) -> None:
    """One JSON object on one line of standard output (line-buffered: sent as it is printed),
    UTF-8 text throughout: a byte of a file name that is not UTF-8 (a lexicon's name, a pairs
    file's in an error) is written ``\\xff``, as :func:`report` shows it.

    >>> print_json({"lexicon": "m\\udcff.txt", "words": ["müde"]})
    {"lexicon": "m\\\\xff.txt", "words": ["müde"]}
    """
    print(json.dumps(obj, ensure_ascii=False).translate(UNDECODED_BYTES_IN_JSON))
