"""The ``wordlog`` command's entry, for its script and ``python -m wordlog``: Ctrl-C is held
from its first statement, so that one pressed while Python imports the command (tens of
milliseconds: the parsers, the engines, pyswip) ends it as during the command, with one
line and status 130, not a ``KeyboardInterrupt`` traceback.

This module and ``wordlog/__init__.py`` import nothing heavy: the command's modules load
after the hold is in place (:func:`main`), and :func:`wordlog.cli.main` takes Ctrl-C back
first thing (:func:`take_back_ctrl_c`), inside the ``try`` that ends an interrupted command.

>>> hold = Hold(signal.default_int_handler)
>>> hold(signal.SIGINT, None); hold.held
True
"""
from __future__ import annotations

import os
import signal


class Hold:
    """The SIGINT handler while the command starts: a first Ctrl-C is kept for
    :func:`take_back_ctrl_c` to raise; a second ends the process at once, by the signal
    itself (quietly, status 130 in a shell), should the start-up hang."""

    def __init__(self, previous) -> None:
        self.previous = previous    # the handler to put back: Python's default_int_handler
        self.held = False

    def __call__(self, signum: int, frame) -> None:
        if self.held:
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.kill(os.getpid(), signal.SIGINT)
        self.held = True


def take_back_ctrl_c() -> None:
    """Put back the SIGINT handler :func:`main` replaced with a :class:`Hold`, and raise the
    ``KeyboardInterrupt`` of a Ctrl-C it held. Does nothing where no hold is in place (a
    program calling :func:`wordlog.cli.main`)."""
    hold = signal.getsignal(signal.SIGINT)
    if isinstance(hold, Hold):
        signal.signal(signal.SIGINT, hold.previous)
        if hold.held:
            raise KeyboardInterrupt


def main() -> int:
    """Run the ``wordlog`` command (:func:`wordlog.cli.main`), Ctrl-C held until it can end it.
    A Ctrl-C that Python's handler would not raise (ignored, as for a background job) is left
    as it is."""
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, Hold(signal.default_int_handler))
    from .cli import main as command
    return command()
