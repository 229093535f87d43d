"""wordlog in the browser: the day's ladder, the solver and Boggle on a local web page.

``wordlog serve`` starts it (:mod:`wordlog.cli.serve`); :func:`create_app` makes the
ASGI app of a lexicon's :class:`Answers`, to serve or to test in-process.
"""
from __future__ import annotations

from .answers import Answers, LadderQuestion
from .app import create_app

__all__ = ["Answers", "LadderQuestion", "create_app"]
