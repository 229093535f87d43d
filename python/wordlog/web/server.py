"""The web server: uvicorn, with the limits a server any client can reach needs.

uvicorn (0.55) sets no time for a request to arrive: its keep-alive timer starts only
after a response and stops at every byte received, so a client that sends half a request,
or a body a byte at a time, holds a connection (and a file descriptor) for ever (uvicorn's
issue 157 asks for such limits since 2018). Its HTTP protocol is a class it lets a server
choose, so :class:`TimedProtocol` adds the one limit missing: a request must arrive whole,
headers and body, within :data:`RECEIVE_TIME_LIMIT` seconds of the moment the server waits
for it (the connection made, or the last response sent), or the connection is closed. The
time to answer is the app's own (:class:`wordlog.web.app.Deadline`).

Out of file descriptors, asyncio reports every accept that fails, with its traceback, up
to the listening backlog's times per turn of its loop (CPython 3.11): some 100 MB of log a
minute. :func:`serve` says it once a minute, in one line, and passes uvicorn's own warnings
by (one a malformed request); errors, a bug's traceback, still show.
"""
from __future__ import annotations

import asyncio
import ctypes
import socket
import sys
import time

import h11
import uvicorn
from uvicorn.protocols.http.h11_impl import H11Protocol

#: Seconds a request has to arrive whole, headers and body, once the server waits for it.
RECEIVE_TIME_LIMIT = 10.0
#: Seconds an idle connection is kept open after a response.
KEEP_ALIVE = 5
#: Connections the system may hold for the server to accept (listen's backlog).
BACKLOG = 128
#: Seconds between two reports of running out of file descriptors.
REPORT_EVERY = 60.0
#: The malloc arenas the server's threads share (:func:`few_malloc_arenas`), and the
#: ``mallopt`` parameter that sets them (glibc's malloc.h).
MALLOC_ARENAS, M_ARENA_MAX = 2, -8


class TimedProtocol(H11Protocol):
    """uvicorn's HTTP/1.1 protocol, with a time limit on the arrival of each request:
    a connection whose request is not whole within ``receive_time_limit`` seconds of the
    moment the server waits for it is closed."""

    receive_time_limit = RECEIVE_TIME_LIMIT

    def connection_made(self, transport) -> None:  # type: ignore[override]
        self._receiving: asyncio.TimerHandle | None = None
        super().connection_made(transport)
        self._time_the_request()

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        self._time_the_request()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        self._time_the_request()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._receiving is not None:
            self._receiving.cancel()
            self._receiving = None
        super().connection_lost(exc)

    def _time_the_request(self) -> None:
        """Time the request while it arrives (h11: the client is to send a request, or its
        body); not while the app answers one received whole."""
        arriving = self.conn.their_state in (h11.IDLE, h11.SEND_BODY)
        if arriving and self._receiving is None and not self.transport.is_closing():
            self._receiving = self.loop.call_later(self.receive_time_limit, self._too_slow)
        elif not arriving and self._receiving is not None:
            self._receiving.cancel()
            self._receiving = None

    def _too_slow(self) -> None:
        self._receiving = None
        self.transport.close()      # an app waiting for the body is told the client is gone


class QuietAccepts:
    """An asyncio exception handler that reports the accepts failed for want of file
    descriptors once every :data:`REPORT_EVERY` seconds, in one line on standard error, and
    passes every other report to asyncio's own handler."""

    def __init__(self) -> None:
        self.next_report = 0.0

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict) -> None:
        if context.get("message") != "socket.accept() out of system resource":
            loop.default_exception_handler(context)
            return
        now = time.monotonic()
        if now >= self.next_report:
            self.next_report = now + REPORT_EVERY
            why = context.get("exception")
            print(f"wordlog: cannot take new connections ({getattr(why, 'strerror', why)}): they wait "
                  "until others end (raise 'ulimit -n' for more)", file=sys.stderr, flush=True)


def make_server(app, *, receive_time_limit: float = RECEIVE_TIME_LIMIT) -> uvicorn.Server:
    """A uvicorn server of ``app`` with :class:`TimedProtocol` and its own limits, quiet
    but for errors; :func:`serving` runs it."""
    protocol = type("TimedProtocol", (TimedProtocol,), {"receive_time_limit": receive_time_limit})
    return uvicorn.Server(uvicorn.Config(app, http=protocol, log_level="error", lifespan="off",
                                         backlog=BACKLOG, timeout_keep_alive=KEEP_ALIVE))


async def serving(server: uvicorn.Server, sock: socket.socket) -> None:
    """Run ``server`` on the listening socket ``sock`` until it is told to stop (SIGINT or
    SIGTERM in the main thread, ``server.should_exit``), its loop's reports quiet."""
    asyncio.get_running_loop().set_exception_handler(QuietAccepts())
    await server.serve(sockets=[sock])


def serve(app, sock: socket.socket) -> None:
    """Serve ``app`` on the listening socket ``sock`` until SIGINT or SIGTERM."""
    few_malloc_arenas()
    asyncio.run(serving(make_server(app), sock))


def few_malloc_arenas() -> None:
    """Have glibc's malloc share :data:`MALLOC_ARENAS` arenas among the server's threads.
    By default each thread that allocates gets one of its own (up to eight a core), and
    the word graphs that the lanes' threads make and let go leave each arena's memory
    spread in pieces the process keeps (as ``MALLOC_ARENA_MAX`` in the environment would;
    nothing where the C library is not glibc)."""
    try:
        libc = ctypes.CDLL(None)
        libc.mallopt(M_ARENA_MAX, MALLOC_ARENAS)
    except (OSError, AttributeError):
        pass
