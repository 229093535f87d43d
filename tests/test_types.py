"""The package's type hints hold: mypy finds no error in ``python/wordlog``.

A hint that says ``dict`` where a function can give ``None`` is where a caller's
``TypeError`` starts; checking every hint in CI keeps them true as the code changes.
"""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT

pytest.importorskip("mypy")


def test_mypy_finds_no_error_in_the_package():
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(ROOT / ".mypy_cache"),
                           str(ROOT / "python" / "wordlog")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")
