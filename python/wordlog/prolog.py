"""The bridge to SWI-Prolog: the only module that talks to pyswip.

One Prolog engine per process, consulted once; one lock around every call; every
query consumed fully; every word put into query text through :func:`atom`; every
goal run under a time limit and an inference limit enforced on the Prolog side.

Every question goes through one Prolog predicate, ``bridge_run/4`` (``prolog/bridge.pl``):
it reads the goal from its text, finds all answers under both limits and gives them
back as one JSON text. It is called through the C functions pyswip wraps rather than
``Prolog.query``, whose conversion of answers into Python objects took most of a
call's time (about 0.4 ms of a 0.5 ms ladder query).

Threads: Prolog runs on the thread that started it (normally the main thread);
a query from any other thread is handed to one worker thread the bridge owns, so
Prolog never gets an engine per Python thread. At exit the worker gives its
engine back before pyswip shuts Prolog down, so the process ends silently.

>>> atom("it's")
"'it\\\\x27\\\\s'"
>>> first("atom_length(" + atom("müde") + ", N)")["N"]
4
"""
from __future__ import annotations

import atexit
import json
import math
import os
import queue
import re
import shutil
import sys
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterable, Iterator, TypedDict, TypeVar

from .lexicon import Lexicon, LexiconError, is_word, read_word
from .paths import prolog_dir
from .wording import MESSAGE_LIMIT, bytes_shown, clipped, instance_of, not_utf8, plural

T = TypeVar("T")

#: The Prolog modules (files of ``prolog/``) the bridge loads once per process.
PROLOG_MODULES = ["bridge", "weaver", "boggle"]
#: Default limits for one query: seconds, and inferences (about 10^7 a second).
TIME_LIMIT = 60.0
INFERENCE_LIMIT = 2_000_000_000
#: The largest inference limit SWI-Prolog counts to (an int64); a larger one is taken as this,
#: which no search reaches (about 30,000 years at 10^7 inferences a second).
INFERENCE_CEILING = 2**63 - 1
#: Seconds the exit hook waits for the worker thread to give its Prolog engine back.
EXIT_WAIT = 5.0


class Limits(TypedDict):
    """The limits of one call to Prolog, as :func:`solve`, :func:`first` and :func:`one` take them."""

    time_limit: float
    inference_limit: int


class PrologError(Exception):
    """Prolog raised an error; the message is Prolog's own."""


class PrologWordError(PrologError, LexiconError):
    """Prolog did not read a text as a word. Python's rule reads every word first, so from
    an engine this is a word Python admits whose characters SWI-Prolog's Unicode tables,
    older than Python's, do not know."""


class PrologLimitError(PrologError):
    """A query hit a limit set from Python; the engine stays usable."""


class TimeLimitExceeded(PrologLimitError):
    """The query ran past its time limit."""


class InferenceLimitExceeded(PrologLimitError):
    """The query ran past its inference limit."""


class MemoryLimitExceeded(PrologLimitError):
    """The query needed more memory than Prolog's stack limit allows."""


class PrologUnavailable(PrologError):
    """SWI-Prolog (or pyswip) cannot be started: not installed, or not found. Asked again,
    it is tried again, so installing it mends a running process. ``why`` is the reason
    given, for a command to say what to do in its own words (:func:`cannot_start`)."""

    why: str = ""


#: How to install SWI-Prolog.
INSTALL_SWI = ("install SWI-Prolog (Debian: apt-get install swi-prolog-nox; elsewhere: "
               "https://www.swi-prolog.org/download/stable)")
#: What :class:`PrologUnavailable` tells a user to do.
INSTALL_HINT = f"{INSTALL_SWI}, or use the Python engine (BfsEngine; --engine bfs on the command line)"


def cannot_start(why: str, remedy: str = INSTALL_HINT) -> str:
    """What is said when SWI-Prolog cannot be started: ``why``, then what to do.

    >>> cannot_start("libswipl.so not found", "install it")
    'SWI-Prolog cannot be started (libswipl.so not found): install it'
    """
    return f"SWI-Prolog cannot be started ({why}): {remedy}"


def atom(text: str) -> str:
    """Quote ``text`` as a Prolog atom, escaping every character outside ``[A-Za-z0-9_]``.

    This is the one way text enters a Prolog query. Each escaped character is
    written ``\\xHEX\\``, so quotes, backslashes, newlines and NUL stay inside the atom.
    A lone surrogate (possible in a Python string, never in a Prolog atom) raises
    :class:`ValueError`, anything but a str :class:`TypeError`.

    >>> atom("cold")
    "'cold'"
    >>> atom("a'b")
    "'a\\\\x27\\\\b'"
    """
    if not isinstance(text, str):
        raise TypeError(clipped(f"a Prolog atom is made from a str, not {type(text).__name__}: {text!r}"))
    if text.isascii():
        return "'" + text.translate(_ASCII_ESCAPES) + "'"
    return "'" + "".join(ch if ch.isascii() and (ch.isalnum() or ch == "_") else _escape(ch)
                         for ch in text) + "'"


def _escape(ch: str) -> str:
    """One character as it goes into a quoted atom: ``\\xHEX\\``, with two exceptions.

    SWI-Prolog 9 refuses the escapes of U+D8000..U+DFFFF (unassigned, plane 13) as if
    they were surrogates, so those go in as they are: inside quotes such a character
    is only itself. A lone surrogate cannot be in an atom at all: :class:`ValueError`.
    """
    code = ord(ch)
    if 0xD800 <= code <= 0xDFFF:
        raise ValueError(f"U+{code:04X} is a lone surrogate, which no Prolog atom can hold")
    if 0xD8000 <= code <= 0xDFFFF:
        return ch
    return f"\\x{code:x}\\"


#: The escapes of the ASCII characters outside ``[A-Za-z0-9_]``, for ``str.translate``.
_ASCII_ESCAPES = {code: _escape(chr(code)) for code in range(128)
                  if not (chr(code).isalnum() or chr(code) == "_")}


def openable(path: str, what: str, remedy: str) -> str:
    """``path``, a file name Prolog is to open, or a :class:`PrologError` naming ``what``
    it is when it holds a byte that is not UTF-8 (Python reads one as a lone surrogate):
    no Prolog atom can hold that byte, so Prolog cannot open the file; ``remedy`` says
    what to do.

    >>> openable("/tmp/m\\udcffx", "the temporary directory", "set TMPDIR to another directory")
    Traceback (most recent call last):
    ...
    wordlog.prolog.PrologError: the temporary directory '/tmp/m\\xffx' has a name that is not UTF-8 text (byte 0xff), which SWI-Prolog cannot open: set TMPDIR to another directory
    """
    wrong = not_utf8(path)
    if wrong is not None:
        raise PrologError(f"{what} '{bytes_shown(path)}' has a name that is not UTF-8 text"
                          f"{wrong and f' ({wrong})'}, which SWI-Prolog cannot open: {remedy}")
    return path


def atom_list(words: Iterable[str]) -> str:
    """A Prolog list of atoms, each through :func:`atom`.

    >>> atom_list(["a", "b"])
    "['a','b']"
    """
    return "[" + ",".join(map(atom, words)) + "]"


class _Worker:
    """A thread of the bridge's own that runs Prolog calls for the other threads, one at a time."""

    def __init__(self) -> None:
        self.jobs: queue.SimpleQueue = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._serve, name="wordlog-prolog", daemon=True)
        self.thread.start()

    @property
    def ident(self) -> int | None:
        return self.thread.ident

    def _serve(self) -> None:
        while True:
            call, box, done, last = self.jobs.get()
            try:
                box["value"] = call()
            except BaseException as error:  # noqa: BLE001 - handed to the caller
                box["error"] = error
            done.set()
            if last:
                return

    def call(self, call: Callable[[], object], timeout: float | None = None, *, last: bool = False):
        """Run ``call()`` on the worker thread and return (or raise) what it does;
        with ``last`` the thread ends after it."""
        box: dict = {}
        done = threading.Event()
        self.jobs.put((call, box, done, last))
        if not done.wait(timeout):
            raise TimeoutError("the Prolog worker thread is busy")
        if "error" in box:
            raise box["error"]
        return box["value"]


class _Bridge:
    """The process's single Prolog engine, its lock, and the thread it runs on."""

    def __init__(self) -> None:
        self.lock = threading.RLock()
        self._prolog = None
        self._home: int | None = None       # the thread Prolog was started on
        self._worker: _Worker | None = None  # runs Prolog for every other thread
        self.lexicon: Lexicon | None = None  # the Lexicon currently loaded for ladders
        self.built: set[int] = set()         # the word lengths whose tables it has built (tables_built)

    @staticmethod
    def _start():
        Prolog = _pyswip_prolog()
        prolog = Prolog()
        # weaver.pl collects its comments for help/1 unless a library loads it (it costs 0.1 s)
        _consume(prolog, "create_prolog_flag(wordlog_library, true, [])")
        for module in PROLOG_MODULES:
            path = prolog_dir() / f"{module}.pl"
            if path.is_file():
                openable(str(path), "wordlog's Prolog file", "install wordlog where every directory's name is UTF-8 text")
                _consume(prolog, f"use_module({atom(str(path))})")
        return prolog

    def engine(self):
        """The pyswip Prolog object, started on first use (call with the lock held)."""
        if self._prolog is None:
            if threading.current_thread() is threading.main_thread():
                self._prolog, self._home = self._start(), threading.get_ident()
            else:  # the worker starts Prolog and stays its home until exit
                worker = _Worker()
                try:
                    prolog = worker.call(self._start)
                except BaseException:      # no Prolog (PrologUnavailable): the thread ends
                    worker.call(lambda: None, last=True)
                    raise
                self._worker, self._prolog, self._home = worker, prolog, worker.ident
            atexit.register(self.shutdown)  # after pyswip's own hook, so it runs before it
        return self._prolog

    def run(self, job: Callable[[object], T]) -> T:
        """``job(prolog)``, run on Prolog's home thread or on the worker."""
        with self.lock:
            prolog = self.engine()
            if threading.get_ident() == self._home:
                return job(prolog)
            if self._worker is None:
                self._worker = _Worker()
            return self._worker.call(lambda: job(prolog))

    def shutdown(self) -> None:
        """At exit: the worker gives back its Prolog engine, or, when it is Prolog's
        home, shuts Prolog down itself (pyswip's own hook then has nothing to do)."""
        worker = self._worker
        if worker is None or not worker.thread.is_alive():
            return
        from pyswip.core import _lib
        if self._home == worker.ident:
            def last() -> None:
                _lib.PL_cleanup(0)
        else:
            def last() -> None:
                _lib.PL_thread_destroy_engine()
        try:
            worker.call(last, timeout=EXIT_WAIT, last=True)
        except TimeoutError:
            # A query of a daemon thread still runs. pyswip's hook would stop Prolog around
            # it (PL_cleanup), which at times waits for ever (1 exit in 4, in library(time)'s
            # alarms): the process ends without, as it ends the thread.
            from pyswip import core
            atexit.unregister(core.cleanupProlog)

    def solve(self, goal: str, time_limit: float, inference_limit: int) -> list[dict]:
        check_limits(time_limit, inference_limit)
        with self.lock:
            seconds = float(min(time_limit, sys.float_info.max))   # an int beyond a float's range is no error
            text = self.run(lambda _: _call_bridge_run(goal, seconds, int(inference_limit)))
            try:
                return _answers(text, time_limit, inference_limit)
            except PrologLimitError:
                # A limit may strike while Prolog builds its tables of a lexicon (words of a
                # length, buckets, components), leaving them half made: load it afresh next time.
                self.forget_lexicon()
                raise

    def forget_lexicon(self) -> None:
        """Take no lexicon for loaded, nor any of its tables for built: the next question
        loads its lexicon afresh (:func:`load_lexicon`) and builds the tables it uses
        (:func:`tables_built`). Call it with the lock held."""
        self.lexicon = None
        self.built.clear()


def check_limits(time_limit: float, inference_limit: int) -> None:
    """A ValueError unless ``time_limit`` is a positive number of seconds and
    ``inference_limit`` a positive integer (True and False are neither).

    >>> check_limits(0.5, 10**6)
    >>> check_limits(1.0, True)
    Traceback (most recent call last):
    ...
    ValueError: the inference limit must be a positive integer, not True
    """
    if isinstance(time_limit, bool) or not (isinstance(time_limit, (int, float)) and 0 < time_limit < math.inf):
        raise ValueError(f"the time limit must be a positive number of seconds, not {time_limit!r}")
    if isinstance(inference_limit, bool) or not (isinstance(inference_limit, int) and inference_limit > 0):
        raise ValueError(f"the inference limit must be a positive integer, not {inference_limit!r}")


def _answers(text: bytes, time_limit: float, inference_limit: int) -> list[dict]:
    """The answers ``bridge_run/4`` (prolog/bridge.pl) gives back as JSON, or the error it reports."""
    report = json.loads(text)
    kind = report["kind"]
    if kind == "time":
        raise TimeLimitExceeded(f"the search ran past its time limit of {time_limit:g} s")
    if kind == "inferences":
        raise InferenceLimitExceeded(f"the search ran past {plural(inference_limit, 'inference')}")
    if kind == "memory":
        raise MemoryLimitExceeded("the search ran out of Prolog memory: " + report["text"].strip().splitlines()[0])
    if kind == "word":
        word = report["word"]
        if is_word(word):
            raise PrologWordError(f"{word!r} is a word by Python's rule, but SWI-Prolog's Unicode tables, "
                                  "older than Python's, do not know a character of it: the Prolog engine "
                                  "cannot read it (the Python engine can)")
        raise PrologWordError(report["text"].strip())
    if kind != "none":
        raise PrologError(report["text"].strip())
    names = report["names"]
    return [dict(zip(names, values)) for values in report["answers"]]


def _pyswip_prolog():
    """pyswip's ``Prolog`` class, imported here: only when Prolog is used. Importing pyswip
    starts SWI-Prolog with this process's ``sys.argv``, which it encodes as UTF-8: an
    argument with a byte that is not UTF-8 (a file name may have one) would make the import
    fail, and Prolog needs none of them, so it sees the program's name alone."""
    argv = sys.argv
    sys.argv = ["wordlog"]
    try:
        from pyswip import Prolog
    except Exception as error:  # pyswip raises its own classes, ImportError or OSError when libswipl is missing
        why = clipped(str(error)) or type(error).__name__
        unavailable = PrologUnavailable(cannot_start(why))
        unavailable.why = why
        raise unavailable from error
    finally:
        sys.argv = argv
    return Prolog


class _BridgeRun:
    """bridge_run/4 called through SWI-Prolog's C interface (the functions pyswip wraps).

    pyswip's ``Prolog.query`` would turn every answer into Python objects one term node
    at a time, tens of microseconds even for the single string bridge_run/4 gives back.
    Here the goal goes in as a string and the JSON text comes out as UTF-8 bytes, in
    one foreign frame that is discarded afterwards, so nothing stays on Prolog's stacks.

    The query is opened, run and closed by one C function (``PL_call_predicate``), so no
    Python code runs while it is open: an exception a Python signal handler raises
    between two calls (``KeyboardInterrupt`` on Ctrl-C) cannot leave a query open under
    a discarded frame, which made SWI-Prolog abort the process on the next call.
    When bridge_run/4 raises, PL_call_predicate leaves the exception pending for the
    caller: :meth:`_failure` reads and clears it, and each call first clears one an
    interrupt kept from being cleared, so it is never raised again in the next question.
    """

    def __init__(self) -> None:
        from ctypes import POINTER, c_char_p, c_double, c_int, c_int64, c_size_t, c_uint, c_void_p
        from pyswip import Prolog, core
        self.core, self.attach = core, Prolog._init_prolog_thread
        lib = core._lib
        self.put_float = lib.PL_put_float
        self.put_float.argtypes, self.put_float.restype = [c_void_p, c_double], c_int
        self.put_int64 = lib.PL_put_int64
        self.put_int64.argtypes, self.put_int64.restype = [c_void_p, c_int64], c_int
        self.get_nchars = lib.PL_get_nchars
        self.get_nchars.argtypes = [c_void_p, POINTER(c_size_t), POINTER(c_char_p), c_uint]
        self.get_nchars.restype = c_int
        self.call_predicate = lib.PL_call_predicate
        self.call_predicate.argtypes = [c_void_p, c_int, c_void_p, c_void_p]
        self.call_predicate.restype = c_int
        self.clear_exception = lib.PL_clear_exception
        self.clear_exception.argtypes, self.clear_exception.restype = [], None
        self.size, self.chars = c_size_t(), c_char_p()
        self.predicate = core.PL_predicate("bridge_run", 4, "bridge")

    def __call__(self, goal: str, seconds: float, inferences: int) -> bytes:
        from ctypes import byref, string_at
        core = self.core
        self.attach()       # a thread other than Prolog's home needs its own engine first
        self.clear_exception()  # one left pending by an interrupt after an earlier call failed
        frame = core.PL_open_foreign_frame()
        try:
            args = core.PL_new_term_refs(4)
            text = goal.encode("utf-8")
            core.PL_put_chars(args, core.PL_STRING | core.REP_UTF8, len(text), text)
            self.put_float(args + 1, seconds)
            self.put_int64(args + 2, min(inferences, INFERENCE_CEILING))   # more would wrap around
            if not self.call_predicate(None, core.PL_Q_NODEBUG | core.PL_Q_PASS_EXCEPTION,
                                       self.predicate, args):
                raise PrologError("Prolog could not run the query: " + self._failure())
            with core.PL_STRINGS_MARK():    # the text's buffer is released after the copy
                if not self.get_nchars(args + 3, byref(self.size), byref(self.chars),
                                       _CVT_STRING | core.REP_UTF8):
                    raise PrologError("bridge_run/4 gave back no text")
                return string_at(self.chars, self.size.value)
        finally:
            core.PL_discard_foreign_frame(frame)

    def _failure(self) -> str:
        """Why bridge_run/4 failed: the exception it passed on (then cleared), if any."""
        error = self.core.PL_exception(0)
        try:
            return _term_text(error) if error else "bridge_run/4 failed"
        finally:
            self.clear_exception()


def _term_text(term) -> str:
    """A term (an exception bridge_run/4 did not catch) as text, briefly."""
    from pyswip.easy import getTerm
    try:
        return clipped(str(getTerm(term)))
    except Exception:  # noqa: BLE001 - only a message is at stake
        return "an error bridge_run/4 did not catch"


_CVT_STRING = 0x2       # SWI-Prolog.h: accept a Prolog string
_bridge_run: _BridgeRun | None = None


def _call_bridge_run(goal: str, seconds: float, inferences: int) -> bytes:
    """The JSON text of bridge_run/4 for ``goal`` (call on Prolog's home thread, lock held)."""
    global _bridge_run
    if _bridge_run is None:
        _bridge_run = _BridgeRun()
    return _bridge_run(goal, seconds, inferences)


def _consume(prolog, goal: str) -> list[dict]:
    """Run ``goal`` and read every answer, so no query is left open.

    pyswip's own errors (a goal Prolog cannot even read) become :class:`PrologError`.
    """
    from pyswip.prolog import PrologError as PyswipError
    try:
        return list(prolog.query(goal))
    except PyswipError as error:
        found = re.search(r"error\((\w+\([^()]*\))", str(error))
        raise PrologError("Prolog could not run the query: "
                          + (found.group(1) if found else clipped(str(error)))) from None


_bridge = _Bridge()


def solve(goal: str, *, time_limit: float = TIME_LIMIT,
          inference_limit: int = INFERENCE_LIMIT) -> list[dict]:
    """Every answer of ``goal`` (text built only with :func:`atom` and numbers), as dicts.

    Each dict maps the goal's named variables (not those whose names start with ``_``)
    to their values: atoms and strings as ``str``, numbers, lists, None for an unbound
    variable, and any other term as its text.

    Raises :class:`TimeLimitExceeded`, :class:`InferenceLimitExceeded` or
    :class:`MemoryLimitExceeded` when a limit is hit, :class:`PrologError` (with
    Prolog's message) when Prolog raises. Safe to call from any thread.

    >>> solve("member(X, [a, b])")
    [{'X': 'a'}, {'X': 'b'}]
    """
    return _bridge.solve(goal, time_limit, inference_limit)


def first(goal: str, *, time_limit: float = TIME_LIMIT, inference_limit: int = INFERENCE_LIMIT) -> dict | None:
    """The first answer of ``goal``, or None when it fails (limits and errors as :func:`solve`)."""
    answers = solve(f"once(({goal}))", time_limit=time_limit, inference_limit=inference_limit)
    return answers[0] if answers else None


def one(goal: str, *, time_limit: float = TIME_LIMIT, inference_limit: int = INFERENCE_LIMIT) -> dict:
    """The first answer of ``goal``, a goal that always has one (a ``findall``, a predicate
    documented ``is det``); should it fail, a :class:`PrologError` says which goal.

    >>> one("atom_length(abc, N)")["N"]
    3
    """
    answer = first(goal, time_limit=time_limit, inference_limit=inference_limit)
    if answer is None:
        raise PrologError(f"no answer from the goal {clipped(goal)}" + ("..." if len(goal) > MESSAGE_LIMIT else ""))
    return answer


def write_word_file(words: Iterable[str], path: str | Path,
                    tiers: dict[str, int] | None = None) -> None:
    """Write words one per line in UTF-8 (``word<TAB>size`` where a size is known).

    Each must be a word by :func:`wordlog.lexicon.read_word` and already normalized,
    so no text can change the lines Prolog reads; otherwise :class:`LexiconError`.
    """
    tiers = tiers or {}
    with _word_dirs.lock, open(path, "w", encoding="utf-8", newline="\n") as out:   # not while they go
        for word in words:
            normal, why = read_word(word)
            if why or normal != word:
                raise LexiconError(f"{word!r} is not a normalized word" + (f": {why}" if why else ""))
            out.write(f"{word}\t{int(tiers[word])}\n" if word in tiers else f"{word}\n")


def load_lexicon(lex: Lexicon) -> None:
    """Make ``lex`` the ladder lexicon of the Prolog engine.

    The bundled lexicon is read by Prolog itself, lazily per word length. Any other is
    written to a temporary directory, one file per length (``use_word_dir/1``), which
    Prolog also reads lazily: a question about four-letter words reads only those.
    The directory lasts until another lexicon replaces it, or the process ends.
    Loading the lexicon already loaded does nothing; anything but a :class:`Lexicon`
    raises TypeError.
    """
    with _bridge.lock:
        if _bridge.lexicon is lex:
            return
        instance_of(lex, Lexicon, "a lexicon", " (from_words makes one from words)")
        _bridge.forget_lexicon()
        if lex.bundled_tier is not None:
            solve(f"use_default_lexicon({int(lex.bundled_tier)})")
            _word_dirs.replace(None)
        else:
            directory = _word_dirs.make()
            _word_dirs.replace(directory)
            tiers = dict(lex.tiers)
            for n in lex.lengths():
                write_word_file(lex.of_length(n), Path(directory) / f"{n}.txt", tiers)
            solve(f"use_word_dir({atom(directory)})")
        _bridge.lexicon = lex


class _WordDirs:
    """The temporary directory of the user lexicon Prolog holds: one at a time, removed
    when replaced and at exit; and the short-lived ones of :func:`scratch_directory`.
    Their names carry the process id, so a directory left by a process
    that was killed (no exit handler ran) is removed by the next one made.
    """

    PREFIX = "wordlog-words-"

    def __init__(self) -> None:
        self.current: str | None = None
        #: Held while a directory is made or a word file written, and for good once
        #: :func:`remove_word_files` takes it: nothing is written into a directory as it goes.
        self.lock = threading.RLock()
        #: Run at exit before the word files go (:func:`at_exit_once_prolog_is_stopped`).
        self.before_exit: list[Callable[[], None]] = []
        atexit.register(self.exit)  # at import, before Prolog's own exit handlers: runs after them

    def exit(self) -> None:
        """At exit, once Prolog is stopped: the calls of :func:`at_exit_once_prolog_is_stopped`,
        then the user lexicon's directory goes."""
        try:
            for call in self.before_exit:
                call()
        finally:
            self.replace(None)

    def make(self) -> str:
        """A new directory, after removing those of processes that are gone; a
        :class:`PrologError` when the temporary directory's name is not UTF-8 text."""
        parent = tempfile.gettempdir()
        openable(parent, "the temporary directory", "set TMPDIR to another directory")
        self.sweep(Path(parent))
        with self.lock:
            return tempfile.mkdtemp(prefix=f"{self.PREFIX}{os.getpid()}-")

    def replace(self, directory: str | None) -> str | None:
        old, self.current = self.current, directory
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
        return directory

    @classmethod
    def sweep(cls, parent: Path) -> list[Path]:
        """Remove this user's word directories in ``parent`` whose process is gone; the
        ones removed. A process that is running, or may be, keeps its own."""
        if os.name != "posix":
            return []
        gone = []
        for path in parent.glob(f"{cls.PREFIX}*-*"):
            pid = path.name[len(cls.PREFIX):].split("-", 1)[0]
            try:
                mine = path.is_dir() and path.stat().st_uid == os.getuid()
            except OSError:
                continue
            if mine and pid.isdigit() and not _running(int(pid)):
                shutil.rmtree(path, ignore_errors=True)
                gone.append(path)
        return gone


def _running(pid: int) -> bool:
    """Whether a process ``pid`` exists (one of another user's counts)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


_word_dirs = _WordDirs()


def at_exit_once_prolog_is_stopped(call: Callable[[], None]) -> None:
    """Have ``call()`` run at exit after Prolog is stopped (the bridge's and pyswip's exit
    handlers, whenever Prolog was started), just before the word files are removed. (A
    program that imports pyswip itself before wordlog has pyswip's handler run after.)

    >>> at_exit_once_prolog_is_stopped(lambda: None)
    """
    _word_dirs.before_exit.append(call)


@contextmanager
def scratch_directory() -> Iterator[Path]:
    """A new temporary directory for files Prolog reads once (as the Boggle dictionary),
    removed after the ``with`` block, or by the next one made if this process is killed."""
    directory = _word_dirs.make()
    try:
        yield Path(directory)
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def remove_word_files() -> None:
    """Remove this process's word files now, the user lexicon's and those of a
    :func:`scratch_directory` in use (a Boggle dictionary Prolog is reading), for a process
    about to end without its exit handlers (``os._exit``, as on Ctrl-C); Prolog must not
    read that lexicon again. A file being written is finished first; then no other thread
    makes or writes one again (it waits for the end)."""
    _word_dirs.lock.acquire()      # never released: the process ends
    _word_dirs.replace(None)
    for path in Path(tempfile.gettempdir()).glob(f"{_WordDirs.PREFIX}{os.getpid()}-*"):
        shutil.rmtree(path, ignore_errors=True)


@contextmanager
def exclusive() -> Iterator[None]:
    """Hold the bridge: the queries made inside run with no other thread's in between
    (for instance: load a table, then ask about it)."""
    with _bridge.lock:
        yield


def tables_built(lengths: Iterable[int], *, time_limit: float = TIME_LIMIT,
                 inference_limit: int = INFERENCE_LIMIT) -> None:
    """Build Prolog's tables of the loaded lexicon's words of each of ``lengths`` letters
    (their buckets, components and mean branching), as the first question of a length
    would, but under the default limits, or the larger ones given: a question's own limit
    then bounds its search, not the one-off making of these tables. (Under a short limit
    on a large list, each question of a length was cut short while they were made, and
    the next, with the lexicon loaded afresh, made them again.) Each length is one call,
    with limits of its own, so a batch of many lengths has the whole limit for each; a
    length already built since the lexicon was loaded costs no call. Call it with the
    lexicon held (:func:`lexicon_loaded`).

    >>> from wordlog.lexicon import from_words
    >>> with lexicon_loaded(from_words(["ab", "bb", "abc"])):
    ...     tables_built([2, 3]); sorted(_bridge.built)
    [2, 3]
    """
    with _bridge.lock:
        for n in sorted({int(n) for n in lengths} - _bridge.built):
            first(f"ensure_components({n}), branching({n}, _)",
                  time_limit=max(time_limit, TIME_LIMIT), inference_limit=max(inference_limit, INFERENCE_LIMIT))
            _bridge.built.add(n)


@contextmanager
def lexicon_loaded(lex: Lexicon) -> Iterator[None]:
    """Hold the bridge with ``lex`` loaded, so no other thread swaps the lexicon meanwhile.

    >>> from wordlog.lexicon import from_words
    >>> with lexicon_loaded(from_words(["ab", "bb"])):
    ...     first("length_word(2, W)")["W"]
    'ab'
    """
    with exclusive():
        load_lexicon(lex)
        yield
