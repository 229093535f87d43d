"""``make clean`` removes what set-up and builds leave in a clone, and nothing else."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest

from conftest import ROOT


def test_make_clean_removes_the_venv_and_every_build_output(tmp_path):
    """``python -m build ./python`` leaves python/dist (sdist and wheel): make clean
    removes it, with every other file set-up and builds leave."""
    repo = tmp_path / "repo"
    (repo / "python" / "wordlog").mkdir(parents=True)
    shutil.copy(ROOT / "Makefile", repo / "Makefile")
    (repo / "python" / "wordlog" / "paths.py").write_text("# kept\n")
    made = [".venv/bin/python", "python/build/lib/wordlog/paths.py", "python/dist/wordlog-0.1.0.tar.gz",
            "python/dist/wordlog-0.1.0-py3-none-any.whl", "python/wordlog.egg-info/PKG-INFO",
            ".pytest_cache/README.md"]
    for name in made:
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text("x\n")
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}

    done = subprocess.run(["make", "-s", "clean"], cwd=repo, env=env, capture_output=True, text=True, timeout=60)

    assert (done.returncode, done.stderr) == (0, "")
    left = sorted(p.relative_to(repo).as_posix() for p in repo.rglob("*") if p.is_file())
    assert left == ["Makefile", "python/wordlog/paths.py"]


def test_git_ignores_what_set_up_and_builds_leave():
    names = [".venv/bin/python", "python/build/lib/x.py", "python/dist/wordlog-0.1.0.tar.gz",
             "python/wordlog.egg-info/PKG-INFO", "bench-results/BENCHMARKS.md"]
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    done = subprocess.run(["git", "check-ignore", "--no-index", *names], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.stdout.splitlines() == names
