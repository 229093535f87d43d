"""Shared fixtures: the lessons' word lists, the CLI runners, and the fast tier's hypothesis runs.

- ``wordlog_cli(*args, stdin=...)`` runs ``wordlog ARGS`` in this process (``cli.main``),
  as a ``CompletedProcess``: the command's parsing, work, printing and exit status, without
  the second or so a process of its own spends starting Python, pyswip and Prolog.
- ``wordlog_process`` (``run_wordlog``) runs the installed script in a process of its own,
  for what only a process shows: signals, the locale, file descriptors, the exit.
- The fast tier (``-m "not slow"``, ``make test``) runs each hypothesis test on a tenth of
  its examples (at least 10); ``make test-all`` runs them all.
"""
from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from unittest import mock

import pytest

# Import the package by its own name before pytest collects its modules for doctests. With
# --import-mode=importlib, collecting python/wordlog/engines.py (say) first makes pytest import
# `wordlog`, whose __init__ imports wordlog.engines, and then execute engines.py a second time
# over it in sys.modules: two BitRows classes, two Prolog locks in two wordlog.prolog.bridge modules.
# With `wordlog` and its subpackage `wordlog.prolog` already imported, pytest takes the module
# from sys.modules instead.
import wordlog  # noqa: E402,F401 - imported for that effect
import wordlog.prolog  # noqa: E402,F401 - imported for that effect

ROOT = Path(__file__).resolve().parent.parent
WORDLOG = Path(sys.executable).parent / "wordlog"

# Boggle's cached tries (wordlog.boggle.cache_dir) go to a folder of this run, not the user's
# cache, for the tests in this process and the commands they start.
if "WORDLOG_CACHE" not in os.environ:
    import tempfile
    os.environ["WORDLOG_CACHE"] = tempfile.mkdtemp(prefix="wordlog-test-cache-")

# The Ctrl-C tests send SIGINT to wordlog processes. Tests started in the background by a
# shell without job control (`make test &` in a script, nohup) ignore SIGINT, and so would
# every process they start: take the usual disposition back, for this process and its children.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

#: The 27-word grid of the lessons: {a,b,c}^3 followed by x, in lexicographic order.
GRID = ["".join(p) + "x" for p in itertools.product("abc", repeat=3)]
HIT_COG = ["hot", "dot", "dog", "lot", "log", "cog"]


def run_wordlog(*args: str, stdin: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run the installed ``wordlog`` command; text in and out."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    return subprocess.run([str(WORDLOG), *args], input=stdin, capture_output=True, text=True,
                          timeout=timeout, env=env)


def run_main(argv: list[str], stdin: str | bytes = "") -> tuple[int, str, str]:
    """``wordlog ARGV`` in this process: (status, stdout, stderr); ``stdin`` is text (read as
    UTF-8) or bytes as they come. Ctrl-C handling stays off: no watcher thread, and this
    process's SIGINT handler is left as it is."""
    out, err = io.StringIO(), io.StringIO()
    from wordlog import cli
    with mock.patch.object(cli, "exit_on_interrupt", lambda: None), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err), \
            mock.patch("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin if isinstance(stdin, bytes) else stdin.encode()),
                                                    encoding="utf-8")):
        try:
            status = cli.main(argv)
        except SystemExit as done:
            status = done.code
    return status, out.getvalue(), err.getvalue()


def one_line(err: str, *, json_wanted: bool = False) -> str:
    """The single error line's message; fails unless there is exactly one, well formed."""
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    if json_wanted:
        return json.loads(lines[0])["error"]
    assert lines[0].startswith("wordlog: ")
    return lines[0][len("wordlog: "):]


def run_in_process(*args: str, stdin: str | bytes | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """``wordlog ARGS`` by :func:`run_main`, answered as :func:`run_wordlog` answers
    (``timeout`` is taken and not used: nothing here can hang the test alone)."""
    status, out, err = run_main(list(args), stdin or "")
    return subprocess.CompletedProcess(["wordlog", *args], status, out, err)


@pytest.fixture
def wordlog_cli():
    """The command, run in this process."""
    return run_in_process


@pytest.fixture
def wordlog_process():
    """The installed command, in a process of its own."""
    return run_wordlog


def pytest_collection_modifyitems(config, items) -> None:
    """In the fast tier, each hypothesis test runs a tenth of its examples (at least 10)."""
    if "not slow" not in (config.option.markexpr or ""):
        return
    from hypothesis import settings
    for test in {item.obj for item in items if hasattr(getattr(item, "obj", None), "hypothesis")}:
        full = test._hypothesis_internal_use_settings      # what @settings (or the profile) gave it
        test._hypothesis_internal_use_settings = settings(full, max_examples=max(10, full.max_examples // 10))


def run_in_threads(work, calls) -> list[str]:
    """Call ``work(*args)`` for each ``args`` of ``calls``, each in a thread of its own,
    and wait for all; what any of them raised, as ``"Type: message"`` lines.

    >>> run_in_threads(lambda n: 1 // n, [(1,), (0,)])
    ['ZeroDivisionError: integer division or modulo by zero']
    """
    errors: list[str] = []

    def run(args) -> None:
        try:
            work(*args)
        except BaseException as error:  # noqa: BLE001 - reported to the caller
            errors.append(f"{type(error).__name__}: {error}")

    threads = [threading.Thread(target=run, args=(args,)) for args in calls]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


def is_valid_ladder(ladder: list[str], start: str, target: str, words) -> bool:
    """Each step one letter, every word after the first in ``words``, right ends."""
    words = set(words)
    return (ladder[0] == start and ladder[-1] == target
            and all(w in words for w in ladder[1:])
            and all(len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1
                    for a, b in zip(ladder, ladder[1:])))
