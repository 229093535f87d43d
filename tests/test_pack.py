"""The SWI-Prolog pack: ``pack.pl`` at the top, ``prolog/`` its library folder.

``pack_install`` installs it offline and without questions (``interactive(false)``), from a
checkout or from a ``.tgz`` of ``pack.pl`` and ``prolog/``, into a pack folder of the test's
own; ``use_module(library(wordlog))`` then loads the solver, which finds its bundled word lists
in the installed pack.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from conftest import ROOT

pytestmark = pytest.mark.prolog


def install_and_ask(source: str, packs: Path, home: Path, question: str) -> subprocess.CompletedProcess:
    """``pack_install(source)`` into ``packs`` (made here), then ``question`` (printing its
    answer) of the installed pack, in a swipl whose home is ``home`` (no user configuration
    read or written)."""
    packs.mkdir()
    goal = (f"pack_install({source!r}, [interactive(false), package_directory({str(packs)!r})]), "
            f"use_module(library(wordlog)), {question}")
    env = {**os.environ, "HOME": str(home), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CONFIG_HOME": str(home / "config")}
    return subprocess.run(["swipl", "--on-error=status", "-g", goal, "-t", "halt"], cwd=home,
                          capture_output=True, text=True, timeout=300, env=env)


def pack_version() -> str:
    match = re.search(r"^version\('([^']+)'\)\.$", (ROOT / "pack.pl").read_text(encoding="utf-8"), re.MULTILINE)
    assert match, "pack.pl has no version('...')."
    return match.group(1)


def test_the_pack_and_the_python_package_have_one_version():
    import wordlog
    assert pack_version() == wordlog.__version__


def test_pack_install_from_a_checkout_skips_the_makefile_and_answers(tmp_path: Path):
    """A checkout holds the Makefile, which pack_install runs as a pack's build: it does
    nothing then (the test suite and set-up would run otherwise), and the pack answers."""
    checkout = tmp_path / "wordlog"
    checkout.mkdir()
    for name in ("pack.pl", "Makefile"):
        shutil.copy(ROOT / name, checkout / name)
    shutil.copytree(ROOT / "prolog", checkout / "prolog")
    done = install_and_ask(checkout.as_uri(), tmp_path / "packs", tmp_path,
                           "weaver(cold, warm, L), print(L), nl")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == "[cold,cord,card,ward,warm]"
    assert not (checkout / ".venv").exists() and not (tmp_path / "packs" / "wordlog" / ".venv").exists()
    assert (tmp_path / "packs" / "wordlog" / "prolog" / "data" / "scowl" / "4.txt").is_file()


def test_pack_install_from_a_tgz_answers_from_its_own_word_lists(tmp_path: Path):
    archive = tmp_path / f"wordlog-{pack_version()}.tgz"
    with tarfile.open(archive, "w:gz") as tar:
        for name in ("pack.pl", "prolog"):
            tar.add(ROOT / name, arcname=f"wordlog-{pack_version()}/{name}",
                    filter=lambda info: None if info.name.endswith(".qlf") else info)
    done = install_and_ask(str(archive), tmp_path / "packs", tmp_path,
                           "ladder(cold, warm, [], R), no_ladder(ague, ugly, W), print(R-W), nl, "
                           "module_property(wordlog_bundled, file(F)), format(\"~w~n\", [F])")
    assert done.returncode == 0, done.stderr
    answer, source = done.stdout.splitlines()[-2:]
    assert answer == "ladder([cold,wold,word,worm,warm])-separate_islands"
    assert source.startswith(str(tmp_path / "packs" / "wordlog" / "prolog"))
