"""The package ``make`` installs, as a user's program meets it: from any folder, and to mypy."""
from __future__ import annotations

import subprocess
import sys

import pytest

from conftest import ROOT


def test_import_from_the_folder_above_a_checkout_named_wordlog(tmp_path):
    """Python looks in the current folder first: there a checkout named ``wordlog`` (no
    ``__init__.py`` at its top) must not be taken for an empty namespace package, ahead of
    the package installed by setuptools' import hook."""
    (tmp_path / "wordlog").symlink_to(ROOT, target_is_directory=True)
    done = subprocess.run([sys.executable, "-c", "import wordlog; "
                           "print(wordlog.ladder_length('hit', 'cog', ['hot', 'dot', 'dog', 'cog']))"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "5\n", "")


@pytest.mark.slow
def test_mypy_finds_the_package_in_a_users_script(tmp_path):
    script = tmp_path / "mine.py"
    script.write_text("import wordlog\n\n"
                      "steps: int = wordlog.ladder_length('hit', 'cog', ['hot', 'dot', 'dog', 'cog'])\n"
                      "oops: str = wordlog.ladder_length('hit', 'cog', ['hot'])\n")
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "cache"), str(script)],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    # found and checked: the one error is the wrong type, not a missing module
    assert "import-not-found" not in done.stdout, done.stdout
    assert "mine.py:4: error: Incompatible types in assignment" in done.stdout, done.stdout
    assert "Found 1 error" in done.stdout
