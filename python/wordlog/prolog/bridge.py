"""The bridge to SWI-Prolog: the only module that talks to pyswip.

One Prolog engine per process, consulted once; one lock around every call; every
query consumed fully; every word put into query text through :func:`atom`; every
goal run under a time limit and an inference limit enforced on the Prolog side.

A question is one call of one exported predicate (:func:`ask`): its arguments, each
written by :func:`term`, go as text to ``bridge_call/4`` (``prolog/bridge.pl``), which
reads it, builds the word graphs of the lengths the question names outside its limits,
calls the predicate once under both limits, trusting its words (Python's rule admitted
them), and gives its answer back as one JSON text. Any other goal goes through
``bridge_run/4`` (:func:`solve`), which gives back all its answers. Both are called
through the C functions pyswip wraps rather than ``Prolog.query``, whose conversion of
answers into Python objects would take most of a call's time. Prolog starts with wordlog's own
flags only (:data:`ENGINE_ARGS`: no user init file, no packs, no signal handlers).

A user lexicon goes to Prolog once, whole, through a file with no name in any folder
(:func:`word_file`), and Prolog builds its word tables at once; the bundled lexicon
Prolog reads itself. Prolog builds every table in one transaction, so a question cut
short by a limit costs only that question: the lexicon and the tables stay.

Threads: Prolog runs on the thread that started it (normally the main thread);
a query from any other thread is handed to one worker thread the bridge owns, so
Prolog never gets an engine per Python thread. At exit the worker gives its
engine back before pyswip shuts Prolog down, so the process ends silently.

>>> atom("it's")
"'it\\\\x27\\\\s'"
>>> first("atom_length(" + atom("müde") + ", N)")["N"]
4
>>> ask("atom_length", "müde")
4
"""
from __future__ import annotations

import atexit
import json
import math
import queue
import re
import sys
import tempfile
import threading
from contextlib import ExitStack, contextmanager
from typing import Callable, Iterable, Iterator, Mapping, Sequence, TypedDict, TypeVar, Union

from ..lexicon import Lexicon, LexiconError
from ..paths import prolog_dir
from ..wording import MESSAGE_LIMIT, bytes_shown, clipped, instance_of, not_utf8, plural

T = TypeVar("T")

#: The Prolog modules (files of ``prolog/``) the bridge loads once per process.
PROLOG_MODULES = ["bridge", "wordlog", "boggle"]
#: Default limits for one query: seconds, and inferences (about 10^7 a second).
TIME_LIMIT = 60.0
INFERENCE_LIMIT = 2_000_000_000
#: The largest inference limit SWI-Prolog counts to (an int64); a larger one is taken as this,
#: which no search reaches (about 30,000 years at 10^7 inferences a second).
INFERENCE_CEILING = 2**63 - 1
#: Seconds allowed to load a user lexicon into Prolog (a few for 425,000 words).
LOAD_TIME_LIMIT = 600.0
#: Seconds the exit hook waits for the worker thread to give its Prolog engine back.
EXIT_WAIT = 5.0


class Limits(TypedDict):
    """The limits of one call to Prolog, as :func:`solve`, :func:`first` and :func:`one` take them."""

    time_limit: float
    inference_limit: int


class PrologError(Exception):
    """Prolog raised an error; the message is Prolog's own."""


class PrologWordError(PrologError, LexiconError):
    """Prolog did not read a text as a word (``domain_error(word, Text)``) in a goal sent
    through :func:`solve`: its plain rule is lower-case letters as SWI-Prolog's Unicode
    tables, older than Python's, know them. A question (:func:`ask`) never raises it: Prolog
    takes the words Python read as they are."""


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
        if text.isalnum():                      # nothing to escape (most words)
            return f"'{text}'"
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

    >>> openable("/opt/m\\udcffx/weaver.pl", "wordlog's Prolog file", "install wordlog elsewhere")
    Traceback (most recent call last):
    ...
    wordlog.prolog.bridge.PrologError: wordlog's Prolog file '/opt/m\\xffx/weaver.pl' has a name that is not UTF-8 text (byte 0xff), which SWI-Prolog cannot open: install wordlog elsewhere
    """
    wrong = not_utf8(path)
    if wrong is not None:
        raise PrologError(f"{what} '{bytes_shown(path)}' has a name that is not UTF-8 text"
                          f"{wrong and f' ({wrong})'}, which SWI-Prolog cannot open: {remedy}")
    return path


#: A value :func:`term` writes: a str (an atom), an int, or a list of them.
Arg = Union[str, int, Sequence["Arg"]]


def term(value: Arg) -> str:
    """``value`` as Prolog text: a str as an atom (:func:`atom`), an int as its digits (an
    int subclass's own ``str`` never reaches Prolog), a list or tuple as a list of terms.

    >>> term(["cold", 4, ("a'b",)])
    "['cold',4,['a\\\\x27\\\\b']]"
    """
    if type(value) is str or isinstance(value, str):      # the first test is the quick one
        return atom(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return str(int(value))
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(map(term, value)) + "]"
    raise TypeError(clipped(f"a Prolog argument is a str, an int or a list of them, not {value!r}"))


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
        self._call: _BridgeRun | None = None  # bridge_run/4 and bridge_call/4, once Prolog is started
        self.lexicon: Lexicon | None = None  # the Lexicon currently loaded for ladders
        self.given: set[int] = set()         # the lengths of its bundled words handed to Prolog (ask)

    @staticmethod
    def _start():
        Prolog = _pyswip_prolog()
        prolog = Prolog()
        # weaver.pl collects its comments for help/1 unless a library loads it (it costs 0.1 s)
        _consume(prolog, "create_prolog_flag(wordlog_library, true, [])")
        # Answers come back through bridge_run/4 alone: nothing Prolog writes to its standard
        # output reaches the process's (the answers, --json), nor fails on a closed pipe there.
        _consume(prolog, "open_null_stream(S), set_stream(S, alias(user_output)), set_output(S)")
        for module in PROLOG_MODULES:
            path = prolog_dir() / f"{module}.pl"
            if path.is_file():
                openable(str(path), "wordlog's Prolog file", "install wordlog where every directory's name is UTF-8 text")
                _consume(prolog, f"use_module({atom(str(path))})")
        return prolog, _BridgeRun()

    def engine(self):
        """The pyswip Prolog object, started on first use (call with the lock held)."""
        if self._prolog is None:
            if threading.current_thread() is threading.main_thread():
                (self._prolog, self._call), self._home = self._start(), threading.get_ident()
            else:  # the worker starts Prolog and stays its home until exit
                worker = _Worker()
                try:
                    prolog, call = worker.call(self._start)
                except BaseException:      # no Prolog (PrologUnavailable): the thread ends
                    worker.call(lambda: None, last=True)
                    raise
                self._worker, self._prolog, self._call, self._home = worker, prolog, call, worker.ident
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

    def call(self, predicate: str, text: str, time_limit: float, inference_limit: int) -> object:
        """``text`` through ``bridge_run/4`` (``predicate`` "run": every answer, as dicts) or
        ``bridge_call/4`` ("call": the one answer, None when the call failed), under the limits.

        Prolog builds each of its tables in one transaction: a limit that strikes while one
        is made leaves none of it, and the lexicon and the tables made before stay."""
        check_limits(time_limit, inference_limit)
        seconds = float(min(time_limit, sys.float_info.max))   # an int beyond a float's range is no error
        inferences = int(inference_limit)
        with self.lock:
            call = self._call
            if call is None:
                self.engine()
                call = self._call
                assert call is not None
            if threading.get_ident() == self._home:
                reply = call(predicate, text, seconds, inferences)
            else:
                reply = self.run(lambda _: call(predicate, text, seconds, inferences))
        return _outcome(json.loads(reply.decode("utf-8")), time_limit, inference_limit)  # a str: no guessing

    def forget_lexicon(self) -> None:
        """Take no lexicon for loaded (as after a program changed Prolog's lexicon itself).
        Call it with the lock held."""
        self.lexicon = None
        self.given.clear()


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


def _outcome(report: list, time_limit: float, inference_limit: int) -> object:
    """What ``bridge_run/4`` or ``bridge_call/4`` (prolog/bridge.pl) reports, read from its
    JSON: ``bridge_run/4``'s answers as dicts, ``bridge_call/4``'s answer (None when its
    predicate failed), or the error either reports, raised."""
    kind = report[0]
    if kind == "true":
        return report[1]
    if kind == "false":
        return None
    if kind == "none":
        names = report[1]
        return [dict(zip(names, values)) for values in report[2]]
    if kind == "time":
        raise TimeLimitExceeded(f"the search ran past its time limit of {time_limit:g} s")
    if kind == "inferences":
        raise InferenceLimitExceeded(f"the search ran past {plural(inference_limit, 'inference')}")
    if kind == "memory":
        raise MemoryLimitExceeded("the search ran out of Prolog memory: " + report[1].strip().splitlines()[0])
    if kind == "word":
        raise PrologWordError(report[2].strip())
    raise PrologError(report[1].strip())


#: The command line of the embedded SWI-Prolog: quiet, no signal handlers of its own (Python
#: keeps Ctrl-C), no user init file (``init.pl``), no add-on packs: wordlog's code alone.
ENGINE_ARGS = ["wordlog", "-q", "--no-signals", "--no-tty", "--no-packs", "-f", "none"]


def _pyswip_prolog():
    """pyswip's ``Prolog`` class, imported here: only when Prolog is used.

    Importing pyswip starts SWI-Prolog with pyswip's own arguments, which load the user's
    init file. So pyswip's C functions are loaded first, without the package (whose import
    starts Prolog), and Prolog is started with :data:`ENGINE_ARGS`; pyswip's own start then
    finds it started and does nothing. A program that imported pyswip before keeps its
    engine as it started it."""
    argv = sys.argv
    sys.argv = ["wordlog"]     # pyswip encodes it as UTF-8, which a file name may not be
    try:
        if "pyswip" not in sys.modules:
            _start_prolog()
        from pyswip import Prolog
    except Exception as error:  # pyswip raises its own classes, ImportError or OSError when libswipl is missing
        if not hasattr(sys.modules.get("pyswip"), "Prolog"):
            sys.modules.pop("pyswip", None)
            sys.modules.pop("pyswip.core", None)
        why = clipped(str(error)) or type(error).__name__
        unavailable = PrologUnavailable(cannot_start(why))
        unavailable.why = why
        raise unavailable from error
    finally:
        sys.argv = argv
    return Prolog


def _start_prolog() -> None:
    """Start SWI-Prolog with :data:`ENGINE_ARGS` through pyswip's C functions, then import
    the pyswip package around them."""
    import importlib
    import importlib.util
    spec = importlib.util.find_spec("pyswip")
    if spec is None or spec.loader is None:
        raise ImportError("No module named 'pyswip'")
    package = importlib.util.module_from_spec(spec)
    sys.modules["pyswip"] = package
    try:
        core = importlib.import_module("pyswip.core")
    except ModuleNotFoundError:         # not pyswip as we know it: let its own import say why
        del sys.modules["pyswip"]
        return
    args = ENGINE_ARGS + ([f"--home={core.SWI_HOME_DIR}"] if core.SWI_HOME_DIR else [])
    if not core.PL_initialise(len(args), args):
        raise OSError("PL_initialise failed")
    spec.loader.exec_module(package)


class _BridgeRun:
    """bridge_run/4 and bridge_call/4 called through SWI-Prolog's C interface, with the
    library pyswip loaded.

    The text goes in as a string and the JSON text comes out as UTF-8 bytes, in one
    foreign frame that is discarded afterwards, so nothing stays on Prolog's stacks; the
    C functions are called directly (ctypes, not pyswip's Python wrappers), ten a call.

    The query is opened, run and closed by one C function (``PL_call_predicate``), so no
    Python code runs while it is open: an exception a Python signal handler raises
    between two calls (``KeyboardInterrupt`` on Ctrl-C) cannot leave a query open under
    a discarded frame, which made SWI-Prolog abort the process on the next call.
    When bridge_run/4 raises, PL_call_predicate leaves the exception pending for the
    caller: :meth:`_failure` reads and clears it, and each call first clears one an
    interrupt kept from being cleared, so it is never raised again in the next question.
    """

    def __init__(self) -> None:
        import ctypes
        from ctypes import POINTER, c_char_p, c_double, c_int, c_int64, c_size_t, c_uint, c_void_p
        from pyswip import core
        lib = ctypes.CDLL(core._lib._name, handle=core._lib._handle)   # functions of its own

        def function(name: str, argtypes: list, restype=c_int):
            f = getattr(lib, name)
            f.argtypes, f.restype = argtypes, restype
            return f

        term, frame = c_void_p, c_void_p
        self.thread_self = function("PL_thread_self", [])
        self.attach_engine = function("PL_thread_attach_engine", [c_void_p])
        self.clear_exception = function("PL_clear_exception", [], None)
        self.exception = function("PL_exception", [c_void_p], term)
        self.open_frame = function("PL_open_foreign_frame", [], frame)
        self.discard_frame = function("PL_discard_foreign_frame", [frame], None)
        self.new_term_refs = function("PL_new_term_refs", [c_int], term)
        self.put_chars = function("PL_put_chars", [term, c_int, c_size_t, c_char_p])
        self.put_float = function("PL_put_float", [term, c_double])
        self.put_int64 = function("PL_put_int64", [term, c_int64])
        self.call_predicate = function("PL_call_predicate", [c_void_p, c_int, c_void_p, term])
        # BUF_DISCARDABLE (no BUF_ flag): the text is copied at once (string_at), before
        # any other call could reuse its buffer
        self.get_nchars = function("PL_get_nchars", [term, POINTER(c_size_t), POINTER(c_char_p), c_uint])
        predicate = function("PL_predicate", [c_char_p, c_int, c_char_p], c_void_p)
        self.predicates = {"run": predicate(b"bridge_run", 4, b"wordlog_bridge"),
                           "call": predicate(b"bridge_call", 4, b"wordlog_bridge")}
        self.string_flags = core.PL_STRING | core.REP_UTF8
        self.call_flags = core.PL_Q_NODEBUG | core.PL_Q_PASS_EXCEPTION
        self.text_flags = _CVT_ATOM | core.REP_UTF8
        self.mark_buffers = function("PL_mark_string_buffers", [POINTER(c_size_t)], None)
        self.release_buffers = function("PL_release_string_buffers_from_mark", [c_size_t], None)
        self.size, self.chars, self.mark = c_size_t(), c_char_p(), c_size_t()   # buf_mark_t: uintptr_t
        self.size_ref, self.chars_ref, self.mark_ref = (ctypes.byref(self.size), ctypes.byref(self.chars),
                                                        ctypes.byref(self.mark))
        self.string_at = ctypes.string_at

    def __call__(self, predicate: str, goal: str, seconds: float, inferences: int) -> bytes:
        if self.thread_self() == -1:       # a thread other than Prolog's home needs an engine
            self.attach_engine(None)
        self.clear_exception()  # one left pending by an interrupt after an earlier call failed
        frame = self.open_frame()
        try:
            args = self.new_term_refs(4)
            text = goal.encode("utf-8")
            self.put_chars(args, self.string_flags, len(text), text)
            self.put_float(args + 1, seconds)
            self.put_int64(args + 2, min(inferences, INFERENCE_CEILING))   # more would wrap around
            if not self.call_predicate(None, self.call_flags, self.predicates[predicate], args):
                raise PrologError("Prolog could not run the query: " + self._failure())
            self.mark_buffers(self.mark_ref)    # the text's UTF-8 buffer is released after the copy
            try:
                if not self.get_nchars(args + 3, self.size_ref, self.chars_ref, self.text_flags):
                    raise PrologError("the bridge gave back no text")
                return self.string_at(self.chars, self.size.value)
            finally:
                self.release_buffers(self.mark)
        finally:
            self.discard_frame(frame)

    def _failure(self) -> str:
        """Why the bridge's predicate failed: the exception it passed on (then cleared), if any."""
        error = self.exception(None)
        try:
            return _term_text(error) if error else "the bridge's predicate failed"
        finally:
            self.clear_exception()


def _term_text(term) -> str:
    """A term (an exception the bridge's predicate did not catch) as text, briefly."""
    from pyswip.easy import getTerm
    try:
        return clipped(str(getTerm(term)))
    except Exception:  # noqa: BLE001 - only a message is at stake
        return "an error the bridge's predicate did not catch"


_CVT_ATOM = 0x1         # SWI-Prolog.h: accept an atom


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
    answers = _bridge.call("run", goal, time_limit, inference_limit)
    assert isinstance(answers, list)
    return answers


def ask(predicate: str, *args: Arg, lengths: Iterable[int] = (), lexicon: Lexicon | None = None,
        time_limit: float = TIME_LIMIT, inference_limit: int = INFERENCE_LIMIT):
    """The answer of one question: ``predicate(Args..., Answer)``, an exported predicate of
    wordlog's Prolog modules whose last argument is its answer, called once with ``args``
    (each written by :func:`term`), with ``lexicon`` loaded (:func:`load_lexicon`) when one
    is given, once the word graphs of ``lengths`` are built. None when the predicate fails.
    The bundled lexicon's words of each of ``lengths`` go to Prolog with the first question
    about them, as Python read them: each of its files is read once.

    The words in ``args`` are Python's: words its rule admitted, normalized, which Prolog
    takes as they are. The limits bound the call of the predicate, not the one-off making
    of the tables of ``lengths`` (under ``max(time_limit, 600)`` seconds); limits and
    errors are raised as by :func:`solve`. One call to Prolog, safe from any thread.

    >>> ask("atom_length", "abc"), ask("sub_atom", "abc", 9, 1, 0)
    (3, None)
    """
    given = "".join([(atom(a) if type(a) is str else term(a)) + "," for a in args])
    with _bridge.lock:
        if lexicon is not None:
            if _bridge.lexicon is not lexicon:
                load_lexicon(lexicon)
            if lexicon.bundled_tier is not None and not _bridge.given.issuperset(lengths):
                return _handing_over(lexicon, lengths, f"{predicate}({given}_)", time_limit, inference_limit)
        text = f"question([{','.join([str(int(n)) for n in lengths])}], {predicate}({given}_))"
        return _bridge.call("call", text, time_limit, inference_limit)


def _handing_over(lexicon: Lexicon, lengths: Iterable[int], goal: str, time_limit: float,
                  inference_limit: int) -> object:
    """:func:`ask`'s question ``goal``, the words of the bundled ``lexicon`` of each of
    ``lengths`` not yet handed to Prolog going with it (call it with the bridge's lock held)."""
    items, handed = [], []
    with ExitStack() as files:
        for n in map(int, lengths):
            if n in _bridge.given:
                items.append(str(n))
                continue
            words = lexicon.of_length(n)
            name = files.enter_context(word_file(words, {w: lexicon.tier(w) for w in words}))  # type: ignore
            items.append(f"{n}-{atom(name)}")
            handed.append(n)
        answer = _bridge.call("call", f"question([{','.join(items)}], {goal})", time_limit, inference_limit)
    _bridge.given.update(handed)
    return answer


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


@contextmanager
def word_file(words: Iterable[str], tiers: Mapping[str, int] | None = None) -> Iterator[str]:
    """A file of ``words``, one a line (``word<TAB>size`` where ``tiers`` has a size), for
    Prolog to read within the ``with`` block: a name ``/dev/fd/N`` of a temporary file that
    has no name in any folder, so nothing can remove it before Prolog reads it and nothing
    is left when the process ends, however it ends.

    The words must be words Python's rule admitted (a :class:`~wordlog.lexicon.Lexicon`'s);
    one holding a line break, a TAB or a NUL, which would change the lines Prolog reads, raises
    :class:`LexiconError`. A temporary folder that cannot take the file raises
    :class:`PrologError` naming it.

    >>> with word_file(["cold", "warm"], {"cold": 10}) as name:
    ...     open(name, encoding="utf-8").read()
    'cold\\t10\\nwarm\\n'
    """
    sizes = tiers or {}
    words = list(words)
    for word in words:
        if not word or "\n" in word or "\t" in word or "\0" in word:
            raise LexiconError(f"{word!r} is not a word: Prolog cannot be handed it")
    text = "".join(f"{word}\t{int(sizes[word])}\n" if word in sizes else f"{word}\n" for word in words)
    try:
        with tempfile.TemporaryFile("w+", encoding="utf-8", newline="\n") as out:
            out.write(text)
            out.flush()
            out.seek(0)
            yield f"/dev/fd/{out.fileno()}"
    except OSError as error:
        folder = tempfile.gettempdir()
        raise PrologError(f"cannot write the word file for Prolog in the temporary folder {folder}: "
                          f"{error.strerror or error} (set TMPDIR to another folder)") from None


def load_lexicon(lex: Lexicon) -> None:
    """Make ``lex`` the ladder lexicon of the Prolog engine.

    The bundled lexicon's words go over one length at a time, as Python read them, with
    the first question about that length (:func:`ask`); a question that names no length
    has Prolog read the length it needs itself. Any other lexicon is handed over whole, at once, through :func:`word_file` and
    ``load_words/2`` with ``normalized(true)``: Prolog takes Python's words as they are and
    builds its tables of words now, so nothing is read later. Loading the lexicon already
    loaded does nothing; anything but a :class:`Lexicon` raises TypeError.
    """
    with _bridge.lock:
        if _bridge.lexicon is lex:
            return
        instance_of(lex, Lexicon, "a lexicon", " (from_words makes one from words)")
        _bridge.forget_lexicon()
        if lex.bundled_tier is not None:
            one(f"use_default_lexicon({int(lex.bundled_tier)})")
        else:
            words = sorted(sorted(lex.words), key=len)     # as Prolog orders them: read fastest
            with word_file(words, lex.tiers) as name:
                one(f"load_words({atom(name)}, [normalized(true)])", time_limit=LOAD_TIME_LIMIT)
        _bridge.lexicon = lex


#: Calls to make at exit once Prolog is stopped (:func:`at_exit_once_prolog_is_stopped`).
_before_exit: list[Callable[[], None]] = []


def _at_exit() -> None:
    for call in _before_exit:
        call()


atexit.register(_at_exit)   # at import, before Prolog's own exit handlers: runs after them


def at_exit_once_prolog_is_stopped(call: Callable[[], None]) -> None:
    """Have ``call()`` run at exit after Prolog is stopped (the bridge's and pyswip's exit
    handlers, whenever Prolog was started). (A program that imports pyswip itself before
    wordlog has pyswip's handler run after.)

    >>> at_exit_once_prolog_is_stopped(lambda: None)
    """
    _before_exit.append(call)


@contextmanager
def exclusive() -> Iterator[None]:
    """Hold the bridge: the queries made inside run with no other thread's in between
    (for instance: load a table, then ask about it)."""
    with _bridge.lock:
        yield


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
