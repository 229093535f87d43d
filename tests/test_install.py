"""``pip install ./python`` into a fresh virtual environment gives a working ``wordlog``.

The installed package carries its own copy of the Prolog rules and the bundled
lexicon, so it works from any directory, away from the checkout.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import venv

from conftest import ROOT


def test_non_editable_install_finds_its_prolog_files(tmp_path):
    # the fresh environment must see only what it installed: a PYTHONPATH naming a checkout
    # (as running the tests from a clone does) would put that checkout's wordlog first
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    pip = [str(env_dir / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    build = subprocess.run([*pip, str(ROOT / "python")], capture_output=True, text=True, timeout=600, env=env)
    assert build.returncode == 0, build.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run([str(env_dir / "bin" / "wordlog"), "ladder", "cold", "warm", "--json"],
                          capture_output=True, text=True, cwd=elsewhere, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["length"] == 5
    where = subprocess.run([str(env_dir / "bin" / "python"), "-c",
                            "import wordlog.paths as p; print(p.prolog_dir())"],
                           capture_output=True, text=True, cwd=elsewhere, timeout=60, env=env)
    assert where.stdout.strip().startswith(str(env_dir)), where.stdout
    assert sys.prefix != str(env_dir)


def test_python_dash_m_wordlog_is_the_command():
    """``python -m wordlog`` runs the command where its script is not on PATH."""
    done = subprocess.run([sys.executable, "-m", "wordlog", "ladder", "cold", "warm"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"
