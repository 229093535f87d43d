"""Every web question under a time limit, and its work stopped when the time is up.

A question runs in a thread of one of two lanes (:class:`Lane`): ``prolog``, one thread,
as the one Prolog engine answers one question at a time, and ``python``, a few threads for
the Python engines, puzzles, pictures and Boggle, so that no number of slow questions can
take the threads the server's own work needs (Starlette's pool sends the page's files).

Each question has a deadline: the server's time limit from when it was asked. A question
still waiting for its thread at its deadline is never run. One running then is stopped: a
Prolog question by Prolog itself, which was given the time left as its limit
(:func:`time_left`); a Python question by :class:`Stopped`, raised in its thread at its
next line of Python (CPython's ``PyThreadState_SetAsyncExc``), so that the stack unwinds
as from any exception, every ``finally`` and ``with`` run. Either way the request is
answered at once, by :class:`OutOfTime`. A Python question must not call Prolog: in the
bridge's C calls an exception between two lines could leave a Prolog frame open.

>>> import asyncio
>>> lane = Lane("doc", 1, stoppable=True)
>>> asyncio.run(lane.run(lambda: 6 * 7, seconds=5))
42
>>> def forever():
...     while True:
...         pass
>>> asyncio.run(lane.run(forever, seconds=0.1))
Traceback (most recent call last):
...
wordlog.web.lanes.OutOfTime: the question took more than the server's time limit of 0.1 s
>>> asyncio.run(lane.run(time_left, seconds=5)) > 4
True
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import ctypes
import queue
import threading
import time
from dataclasses import dataclass, field
from typing import Callable


class OutOfTime(Exception):
    """A question not answered within the server's time limit: it ran too long, or waited
    for its turn that long (``waited``)."""

    def __init__(self, limit: float, *, waited: bool = False) -> None:
        super().__init__(f"the server is busy: the question waited for its turn past the server's time limit of "
                         f"{limit:g} s; ask again"
                         if waited else f"the question took more than the server's time limit of {limit:g} s")
        self.waited = waited


class Stopped(BaseException):
    """Raised in a Python question's thread at its deadline: a BaseException, so that no
    ``except Exception`` of the library takes it for a failure of its own."""


_here = threading.local()      # .deadline: the time.monotonic() deadline of the thread's question


def time_left() -> float | None:
    """Seconds left before the deadline of the question the calling thread runs (None
    outside a lane): the time limit to give Prolog."""
    deadline = getattr(_here, "deadline", None)
    return None if deadline is None else deadline - time.monotonic()


_raise_in = ctypes.pythonapi.PyThreadState_SetAsyncExc
_raise_in.argtypes, _raise_in.restype = (ctypes.c_ulong, ctypes.py_object), ctypes.c_int
#: The same function, to take back an exception not yet raised (its second argument NULL).
_drop_in = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p)(
    ("PyThreadState_SetAsyncExc", ctypes.pythonapi))


@dataclass(eq=False)
class _Job:
    call: Callable[[], object]
    deadline: float
    future: concurrent.futures.Future = field(default_factory=concurrent.futures.Future)
    started: bool = False


class Lane:
    """``threads`` threads of their own, each running one question at a time, first come
    first served, each by its deadline; ``stoppable``: a question running at its deadline
    is stopped by :class:`Stopped` (else it is left to its own limit)."""

    def __init__(self, name: str, threads: int, *, stoppable: bool) -> None:
        self.stoppable = stoppable
        self._jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self._lock = threading.Lock()             # guards _running, and every stop
        self._running: dict[int, _Job] = {}       # thread ident -> the job it runs
        for i in range(threads):
            threading.Thread(target=self._serve, name=f"wordlog-{name}-{i}", daemon=True).start()

    async def run(self, call: Callable[[], object], seconds: float, *, limit: float | None = None) -> object:
        """``call()`` in one of the lane's threads: its value, or the exception it raised;
        :class:`OutOfTime` (naming ``limit``, by default ``seconds``) when it is not done
        within ``seconds``."""
        job = _Job(call, time.monotonic() + seconds)
        self._jobs.put(job)
        try:
            return await asyncio.wait_for(asyncio.wrap_future(job.future), max(seconds, 0))
        except asyncio.TimeoutError:
            started = self._stop(job)
            raise OutOfTime(seconds if limit is None else limit, waited=not started) from None

    def _stop(self, job: _Job) -> bool:
        """Stop ``job`` if a thread runs it (and the lane is stoppable); whether it started."""
        with self._lock:
            if self.stoppable:
                for ident, running in self._running.items():
                    if running is job:
                        _raise_in(ident, Stopped)
            return job.started

    def _serve(self) -> None:
        ident = threading.get_ident()
        while True:
            try:
                self._next(ident)
            except Stopped:         # the stop of a question that ended just before it came
                pass

    def _next(self, ident: int) -> None:
        job = self._jobs.get()
        if not job.future.set_running_or_notify_cancel():
            return                  # given up while it waited
        with self._lock:
            self._running[ident] = job
            job.started = True
        _here.deadline = job.deadline
        try:
            try:
                value = job.call()
            except BaseException as error:   # noqa: BLE001 - handed to the request, Stopped too
                job.future.set_exception(error)
            else:
                job.future.set_result(value)
        finally:
            _here.deadline = None
            with self._lock:        # no stop of this job can come after this
                del self._running[ident]
                _drop_in(ident, None)
