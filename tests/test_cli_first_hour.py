"""A new user's first hour with the command line: what they try before reading far."""
from __future__ import annotations

from importlib.metadata import version

from conftest import run_main


def test_version_says_which_wordlog_this_is():
    """``wordlog --version`` answered 'the following arguments are required: COMMAND', status 2:
    the first thing one asks a command whose bug one reports."""
    status, out, err = run_main(["--version"])
    assert (status, out, err) == (0, f"wordlog {version('wordlog')}\n", "")
