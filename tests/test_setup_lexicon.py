"""``make lexicon``: python/scripts/build_scowl_lexicon.py regenerates prolog/data/scowl
(the other languages' build: tests/test_languages.py).

On a tiny SCOWL directory made here (every machine), and on Debian's own ``scowl``
package where it is installed: regenerated, the bundled data comes back byte for byte.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import ROOT

SCRIPT = ROOT / "python" / "scripts" / "build_scowl_lexicon.py"
SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
DEBIAN_SCOWL = Path("/usr/share/dict/scowl")
BUNDLED_VERSION = "2020.12.07-2"     # the README's, and the script's BUNDLED_VERSION


def _scowl_dir(tmp_path: Path, lists: dict[str, str]) -> tuple[Path, Path]:
    """A SCOWL directory with every english-words.N and american-words.N (empty unless
    ``lists`` gives its text), and a copyright file."""
    scowl = tmp_path / "scowl"
    scowl.mkdir()
    for size in SIZES:
        for part in ("english-words", "american-words"):
            name = f"{part}.{size}"
            (scowl / name).write_bytes(lists.get(name, "").encode("utf-8"))
    notice = tmp_path / "copyright"
    notice.write_text("SCOWL copyright notice\n", encoding="utf-8")
    return scowl, notice


def _build(*args: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(SCRIPT), *map(str, args)], capture_output=True, text=True,
                          timeout=120, env=env)


def test_each_word_takes_its_smallest_size_and_only_lowercase_a_z_words_are_kept(tmp_path):
    scowl, notice = _scowl_dir(tmp_path, {
        "english-words.10": "cold\nwarm\n",
        "american-words.35": "cold\ncard\r\nCard\ncafé\ndon't\nWord\n",   # cold again: stays 10
        "english-words.95": "card\nab\nzyzzyva\n",
    })
    out = tmp_path / "out"
    out.mkdir()
    (out / "12.txt").write_text("retiredwords\t10\n")          # a length the new lists lack

    done = _build(scowl, out, notice)

    assert (done.returncode, done.stderr) == (0, ""), done.stderr
    assert done.stdout == f"5 words in 3 lengths -> {out}\n"
    assert sorted(p.name for p in out.iterdir()) == ["2.txt", "4.txt", "7.txt", "COPYRIGHT"]
    assert (out / "4.txt").read_bytes() == b"card\t35\ncold\t10\nwarm\t10\n"
    assert (out / "2.txt").read_bytes() == b"ab\t95\n"
    assert (out / "7.txt").read_bytes() == b"zyzzyva\t95\n"
    assert (out / "COPYRIGHT").read_text() == "SCOWL copyright notice\n"


def test_a_missing_input_is_named_and_nothing_is_written(tmp_path):
    """With no copyright file the script names it and writes nothing: no new lists beside the
    old COPYRIGHT, no FileNotFoundError traceback."""
    scowl, notice = _scowl_dir(tmp_path, {"english-words.10": "cold\n"})
    notice.unlink()
    out = tmp_path / "out"
    out.mkdir()
    (out / "4.txt").write_text("warm\t10\n")

    done = _build(scowl, out, notice)

    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"build_scowl_lexicon: {notice} not found (1 of the 21 input files missing): "
                           "install Debian's scowl package (apt-get install scowl), or name a SCOWL "
                           f"directory; {out} is unchanged\n")
    assert sorted(p.name for p in out.iterdir()) == ["4.txt"]
    assert (out / "4.txt").read_text() == "warm\t10\n"


def _installed_scowl() -> str | None:
    if not DEBIAN_SCOWL.is_dir() or shutil.which("dpkg-query") is None:
        return None
    done = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "scowl"], capture_output=True, text=True,
                          timeout=60)
    return done.stdout.strip() if done.returncode == 0 else None


@pytest.mark.skipif(_installed_scowl() != BUNDLED_VERSION,
                    reason=f"needs Debian's scowl {BUNDLED_VERSION} installed (make lexicon installs it)")
@pytest.mark.slow
def test_debian_scowl_regenerates_the_bundled_data_byte_for_byte_in_any_locale(tmp_path):
    """``make lexicon`` on a clean clone leaves ``git status`` clean: run with no locale set
    (as on a fresh machine), the script writes the very files the repository holds."""
    out = tmp_path / "scowl"
    env = {"PATH": os.environ["PATH"], "LC_ALL": "C"}

    done = _build(DEBIAN_SCOWL, out, env=env)

    assert done.returncode == 0, done.stderr
    assert done.stdout == f"425015 words in 34 lengths -> {out}\n"
    bundled = ROOT / "prolog" / "data" / "scowl"
    assert sorted(p.name for p in out.iterdir()) == sorted(p.name for p in bundled.iterdir())
    for path in sorted(bundled.iterdir()):
        assert (out / path.name).read_bytes() == path.read_bytes(), path.name


def _fake_debian_without_scowl(tmp_path: Path, uid: int) -> tuple[Path, dict[str, str], Path]:
    """A copy of the Makefile and the script, and a PATH whose ``apt-get`` only logs its
    arguments and whose ``id -u`` prints ``uid``."""
    repo = tmp_path / "repo"
    (repo / "python" / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "Makefile", repo / "Makefile")
    shutil.copy(SCRIPT, repo / "python" / "scripts" / SCRIPT.name)
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    apt_log = tmp_path / "apt-get.log"
    (bin_dir / "apt-get").write_text(f"#!/bin/sh\necho \"$@\" >> '{apt_log}'\n")
    (bin_dir / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    (bin_dir / "npm").write_text("#!/bin/sh\nexit 0\n")     # there: only scowl is missing
    for script in ("apt-get", "id", "npm"):
        (bin_dir / script).chmod(0o755)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    env["PATH"] = str(bin_dir)      # the recipe runs shell built-ins, apt-get, id and $(PYTHON)
    return repo, env, apt_log


def _make_lexicon(repo: Path, env: dict[str, str], scowl: Path) -> subprocess.CompletedProcess:
    """``make lexicon`` with no SCOWL and no word list of another language installed."""
    return subprocess.run(["make", "lexicon", f"PYTHON={sys.executable}", f"SCOWL_DIR={scowl}",
                           f"DICT_DIR={scowl.parent / 'no-dict'}"], cwd=repo,
                          env=env, capture_output=True, text=True, timeout=120, executable=shutil.which("make"))


#: The Debian packages make lexicon installs: SCOWL, then the other languages' word lists.
PACKAGES = "scowl wfrench wngerman wspanish witalian wportuguese wdutch wswedish"


def test_make_lexicon_as_another_user_than_root_says_what_to_install(tmp_path):
    """Run by a user, make names the packages to install and how, not only apt-get's 'Could not
    open lock file /var/lib/apt/lists/lock'."""
    repo, env, apt_log = _fake_debian_without_scowl(tmp_path, 1000)

    done = _make_lexicon(repo, env, tmp_path / "no-scowl")

    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines()[0] == (f"wordlog needs {PACKAGES} for make lexicon: run make as root, "
                                           f"or install it first (apt-get install {PACKAGES})")
    assert not apt_log.exists()


def test_make_lexicon_as_root_installs_the_word_lists_with_apt_get_then_runs_the_scripts(tmp_path):
    repo, env, apt_log = _fake_debian_without_scowl(tmp_path, 0)
    scowl = tmp_path / "no-scowl"      # the fake apt-get installs nothing: the script says so

    done = _make_lexicon(repo, env, scowl)

    assert done.stdout.splitlines()[0] == f"installing {PACKAGES} with apt-get"
    assert apt_log.read_text().splitlines() == ["update -qq", f"install -y -qq {PACKAGES}"]
    assert done.returncode == 2
    assert done.stderr.splitlines()[0].startswith(f"build_scowl_lexicon: {scowl}/english-words.10 not found")
    assert not (repo / "prolog").exists()
