"""A progress bar on standard error, for work that takes a while.

It draws nothing unless the stream is a terminal, and nothing until the work has
taken ``delay`` seconds (one by default), so quick runs, pipes and files stay
clean. It redraws at most ten times a second and erases itself when done.

>>> import io
>>> with ProgressBar(100, "words", stream=io.StringIO()) as bar:   # not a terminal: silent
...     bar.advance(100)
>>> bar.done
100
"""
from __future__ import annotations

import sys
import time
from typing import Callable, TextIO

#: Seconds of work before the bar appears, and between redraws.
DELAY, INTERVAL = 1.0, 0.1


class ProgressBar:
    """``advance(n)`` as work is done; a context manager that erases the bar at the end."""

    def __init__(self, total: int, label: str = "", *, stream: TextIO | None = None,
                 delay: float = DELAY, clock: Callable[[], float] = time.monotonic, width: int = 30) -> None:
        self.total, self.label, self.width = max(total, 0), label, width
        self.stream = sys.stderr if stream is None else stream
        self.clock, self.delay = clock, delay
        self.began = clock()
        self.done = 0
        self.drawn_at: float | None = None  # when the bar was last drawn; None while hidden
        self.shown = 0                      # characters of the line drawn
        try:
            self.enabled = self.stream.isatty()
        except (AttributeError, ValueError):
            self.enabled = False

    def __enter__(self) -> "ProgressBar":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def advance(self, n: int = 1) -> None:
        """Count ``n`` more units done; redraw if the bar is due."""
        self.done = min(self.done + n, self.total)
        if not self.enabled:
            return
        now = self.clock()
        if now - self.began < self.delay or (self.drawn_at is not None and now - self.drawn_at < INTERVAL):
            return
        self.drawn_at = now
        line = self.line()
        self._write("\r" + line + " " * max(self.shown - len(line), 0))
        self.shown = len(line)

    def line(self) -> str:
        """The bar as text: label, bar, percentage, counts.

        >>> bar = ProgressBar(200, "5 letters", width=10)
        >>> bar.done = 50
        >>> bar.line()
        '5 letters [##........]  25% 50/200'
        """
        share = self.done / self.total if self.total else 1.0
        filled = int(share * self.width)
        return (f"{self.label} [" + "#" * filled + "." * (self.width - filled)
                + f"] {share:4.0%} {self.done}/{self.total}")

    def close(self) -> None:
        """Erase the bar if it was drawn."""
        if self.drawn_at is not None:
            self._write("\r" + " " * self.shown + "\r")
            self.drawn_at, self.shown = None, 0

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):  # a closed or broken terminal must not stop the work
            self.enabled = False
