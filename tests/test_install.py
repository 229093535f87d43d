"""``pip install ./python`` into a fresh virtual environment gives a working ``wordlog``.

The installed package carries its own copy of the Prolog rules and the bundled
lexicon, so it works from any directory, away from the checkout.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

from conftest import ROOT


@pytest.mark.slow
def test_non_editable_install_finds_its_prolog_files(tmp_path):
    # the fresh environment must see only what it installed: a PYTHONPATH naming a checkout
    # (as running the tests from a clone does) would put that checkout's wordlog first
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    # from a copy: pip builds in the source folder and would leave python/build in the checkout
    repo = tmp_path / "repo"
    skip = shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "*.qlf")
    shutil.copytree(ROOT / "python", repo / "python", ignore=skip)
    shutil.copytree(ROOT / "prolog", repo / "prolog", ignore=skip)
    checkout = sorted(p.name for p in (ROOT / "python").iterdir())
    pip = [str(env_dir / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    build = subprocess.run([*pip, str(repo / "python")], capture_output=True, text=True, timeout=600, env=env)
    assert build.returncode == 0, build.stderr
    assert sorted(p.name for p in (ROOT / "python").iterdir()) == checkout   # nothing left in the checkout
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    done = subprocess.run([str(env_dir / "bin" / "wordlog"), "ladder", "cold", "warm", "--json"],
                          capture_output=True, text=True, cwd=elsewhere, timeout=120, env=env)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["word_count"] == 5
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


def _build_wheel(python_dir: Path, out: Path) -> set[str]:
    """``pip wheel`` the package in ``python_dir``; the names of the files the wheel holds."""
    shutil.rmtree(out, ignore_errors=True)
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
                            "-w", str(out), str(python_dir)], capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    (wheel,) = out.glob("wordlog-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


@pytest.mark.slow
def test_wheel_holds_the_package_and_prolog_files_and_nothing_stale(tmp_path):
    """The wheel holds the Python package and a copy of ``prolog/`` (rules and the SCOWL lists),
    no tests, no caches, and no file deleted since an earlier build (pip builds in python/build,
    which outlives the build)."""
    repo = tmp_path / "repo"
    skip = shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "*.qlf")
    shutil.copytree(ROOT / "python", repo / "python", ignore=skip)
    shutil.copytree(ROOT / "prolog", repo / "prolog", ignore=skip)
    # files of an older version, removed before the second build
    (repo / "python" / "wordlog" / "retired.py").write_text("RETIRED = True\n")
    (repo / "prolog" / "retired.pl").write_text(":- module(retired, []).\n")
    (repo / "prolog" / "data" / "scowl" / "40.txt").write_text("abcdefghijklmnopqrstuvwxyzabcdefghijklmn\t10\n")
    # caches a user's runs leave in the source tree
    (repo / "prolog" / "weaver.qlf").write_bytes(b"qlf")
    (repo / "python" / "wordlog" / "__pycache__").mkdir()
    (repo / "python" / "wordlog" / "__pycache__" / "paths.cpython-311.pyc").write_bytes(b"pyc")
    first = _build_wheel(repo / "python", tmp_path / "first")
    assert {"wordlog/retired.py", "wordlog/_prolog/retired.pl", "wordlog/_prolog/data/scowl/40.txt"} <= first
    for old in ("python/wordlog/retired.py", "prolog/retired.pl", "prolog/data/scowl/40.txt"):
        (repo / old).unlink()

    names = _build_wheel(repo / "python", tmp_path / "second")

    package = {f"wordlog/{p.relative_to(ROOT / 'python' / 'wordlog').as_posix()}"
               for p in (ROOT / "python" / "wordlog").rglob("*.py")} | {"wordlog/py.typed"} | {
        f"wordlog/web/static/{p.name}" for p in (ROOT / "python" / "wordlog" / "web" / "static").iterdir()}
    prolog = {f"wordlog/_prolog/{p.relative_to(ROOT / 'prolog').as_posix()}"
              for p in (ROOT / "prolog").rglob("*")
              if p.is_file() and p.suffix != ".qlf" and "__pycache__" not in p.parts}
    assert "wordlog/_prolog/weaver.pl" in prolog and "wordlog/_prolog/data/scowl/4.txt" in prolog
    assert {n for n in names if not n.startswith("wordlog-0.1.0.dist-info/")} == package | prolog
    assert "wordlog-0.1.0.dist-info/licenses/LICENSE" in names


@pytest.mark.slow
def test_make_venv_installs_debian_venv_package_and_remakes_a_venv_without_pip(tmp_path):
    """On a fresh Debian, ``python3 -m venv`` has no ensurepip until pythonX.Y-venv is installed,
    and a failed attempt leaves a .venv without pip: ``make`` installs the package with apt-get
    and makes the .venv again, and a second ``make venv`` does nothing."""
    repo = tmp_path / "repo"
    skip = shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "*.qlf")
    shutil.copytree(ROOT / "python", repo / "python", ignore=skip)
    shutil.copytree(ROOT / "prolog", repo / "prolog", ignore=skip)
    shutil.copy(ROOT / "Makefile", repo / "Makefile")
    # Debian's python3 without python3.X-venv: no ensurepip, until apt-get installs it
    installed = tmp_path / "venv-package-installed"
    no_ensurepip = tmp_path / "no-ensurepip" / "ensurepip"
    no_ensurepip.mkdir(parents=True)
    (no_ensurepip / "__init__.py").write_text("raise ImportError('no ensurepip: python3-venv is missing')\n")
    python = tmp_path / "python3"
    python.write_text(f"#!/bin/sh\n[ -e '{installed}' ] || export PYTHONPATH='{no_ensurepip.parent}'\n"
                      f"exec '{sys.executable}' \"$@\"\n")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    apt_log = tmp_path / "apt-get.log"
    (bin_dir / "apt-get").write_text(f"#!/bin/sh\necho \"$@\" >> '{apt_log}'\n"
                                     f"case \"$*\" in *install*) touch '{installed}';; esac\n")
    (bin_dir / "id").write_text("#!/bin/sh\necho 0\n")   # root, as make must be to run apt-get
    for script in (python, bin_dir / "apt-get", bin_dir / "id"):
        script.chmod(0o755)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(repo / ".venv")], check=True)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    env["PATH"] = f"{bin_dir}:{env['PATH']}"

    first = subprocess.run(["make", "venv", f"PYTHON={python}"], cwd=repo, env=env, capture_output=True,
                           text=True, timeout=600)

    assert first.returncode == 0, first.stderr
    package = "python%d.%d-venv" % sys.version_info[:2]
    assert f"installing {package} with apt-get" in first.stdout
    assert apt_log.read_text().splitlines() == ["update -qq", f"install -y -qq {package}"]
    done = subprocess.run([str(repo / ".venv" / "bin" / "wordlog"), "ladder", "cold", "warm"],
                          capture_output=True, text=True, timeout=120, env=env)
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n", done.stderr
    again = subprocess.run(["make", "venv", f"PYTHON={python}"], cwd=repo, env=env, capture_output=True,
                           text=True, timeout=120)
    assert (again.returncode, again.stdout) == (0, "")
    assert len(apt_log.read_text().splitlines()) == 2


def _fake_debian(tmp_path: Path, uid: int) -> tuple[Path, dict[str, str], Path]:
    """A copy of the Makefile and a PATH with no ``swipl`` and no ``dot``, whose ``apt-get``
    logs its arguments and "installs" both, and whose ``id -u`` prints ``uid``."""
    repo = tmp_path / "repo"
    repo.mkdir()
    shutil.copy(ROOT / "Makefile", repo / "Makefile")
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    apt_log = tmp_path / "apt-get.log"
    installed = "".join(f"printf '#!/bin/sh\\n' > '{bin_dir / tool}'; {shutil.which('chmod')} +x '{bin_dir / tool}'; "
                        for tool in ("swipl", "dot"))
    (bin_dir / "apt-get").write_text(f"#!/bin/sh\necho \"$@\" >> '{apt_log}'\n"
                                     f"case \"$*\" in *install*) {installed};; esac\n")
    (bin_dir / "id").write_text(f"#!/bin/sh\necho {uid}\n")
    for script in ("apt-get", "id"):
        (bin_dir / script).chmod(0o755)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    env["PATH"] = str(bin_dir)      # the recipe runs only shell built-ins, apt-get and id
    return repo, env, apt_log


def test_make_installs_swi_prolog_and_graphviz_with_apt_get_when_missing(tmp_path):
    """On a fresh Debian, ``make`` installs swi-prolog-nox (and graphviz) once; a second
    ``make swipl`` finds them and does nothing."""
    repo, env, apt_log = _fake_debian(tmp_path, 0)
    first = subprocess.run(["make", "swipl", f"PYTHON={sys.executable}"], cwd=repo, env=env,
                           capture_output=True, text=True, timeout=120, executable=shutil.which("make"))
    assert first.returncode == 0, first.stderr
    assert first.stdout == "installing swi-prolog-nox graphviz with apt-get\n"
    assert apt_log.read_text().splitlines() == ["update -qq", "install -y -qq swi-prolog-nox graphviz"]
    again = subprocess.run(["make", "swipl", f"PYTHON={sys.executable}"], cwd=repo, env=env,
                           capture_output=True, text=True, timeout=120, executable=shutil.which("make"))
    assert (again.returncode, again.stdout, again.stderr) == (0, "", "")
    assert len(apt_log.read_text().splitlines()) == 2


def test_make_as_another_user_than_root_says_what_to_install(tmp_path):
    """Run by a user, make names the packages to install and how, not only apt-get's 'Could not
    open lock file /var/lib/apt/lists/lock'."""
    repo, env, apt_log = _fake_debian(tmp_path, 1000)
    done = subprocess.run(["make", "swipl", f"PYTHON={sys.executable}"], cwd=repo, env=env,
                          capture_output=True, text=True, timeout=120, executable=shutil.which("make"))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines()[0] == ("wordlog needs swi-prolog-nox graphviz: run make as root, "
                                           "or install them first (apt-get install swi-prolog-nox graphviz)")
    assert not apt_log.exists()


def test_make_help_names_every_target_of_the_makefile():
    """``make help`` lists each target of the Makefile, one a line."""
    phony = next(line for line in (ROOT / "Makefile").read_text().splitlines() if line.startswith(".PHONY:"))
    targets = set(phony.split(":", 1)[1].split()) - {"help", "all"}
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    done = subprocess.run(["make", "-s", "help"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert (done.returncode, done.stderr) == (0, "")
    listed = {line.split()[1] for line in done.stdout.splitlines() if line.startswith("make ")}
    assert listed == targets
    assert "make lexicon      regenerate prolog/data: scowl/ from Debian's scowl package, the other" in done.stdout.splitlines()


def _sdist(tmp_path: Path) -> tuple[subprocess.CompletedProcess, Path]:
    """``python -m build --sdist`` of a copy of the repository's package, as the README says (in
    an isolated build environment with the setuptools pyproject.toml asks for): the build's
    output and the folder the sdist unpacks to."""
    repo = tmp_path / "repo"
    skip = shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "*.qlf")
    shutil.copytree(ROOT / "python", repo / "python", ignore=skip)
    shutil.copytree(ROOT / "prolog", repo / "prolog", ignore=skip)
    dist = tmp_path / "dist"
    made = subprocess.run([sys.executable, "-m", "build", "--sdist", "--outdir", str(dist), str(repo / "python")],
                          capture_output=True, text=True, timeout=300)
    assert made.returncode == 0, made.stderr
    (sdist,) = dist.glob("wordlog-*.tar.gz")
    unpacked = tmp_path / "unpacked"
    shutil.unpack_archive(sdist, unpacked)
    (source,) = unpacked.iterdir()
    return made, source


@pytest.mark.slow
def test_a_wheel_built_from_the_sdist_holds_the_prolog_files_and_the_licence(tmp_path):
    """``python -m build`` builds the wheel from the sdist, so the sdist holds ``prolog/`` (or
    the build stops with 'prolog not found; build from the repository'). Both carry the MIT
    licence text (python/LICENSE), and setuptools warns of nothing deprecated."""
    made, source = _sdist(tmp_path)
    assert "deprecat" not in (made.stdout + made.stderr).lower(), made.stdout + made.stderr
    assert (source / "prolog" / "weaver.pl").read_bytes() == (ROOT / "prolog" / "weaver.pl").read_bytes()
    licence = (ROOT / "python" / "LICENSE").read_bytes()
    assert (source / "LICENSE").read_bytes() == licence
    info = (source / "PKG-INFO").read_text(encoding="utf-8")
    assert "License-Expression: MIT" in info.splitlines()
    # the long description is python/README.md, the package's own page
    assert "Description-Content-Type: text/markdown" in info.splitlines()
    assert info.split("\n\n", 1)[1].startswith("# wordlog, the Python package and the command line")

    names = _build_wheel(source, tmp_path / "wheel")

    assert {"wordlog/_prolog/weaver.pl", "wordlog/_prolog/boggle.pl", "wordlog/_prolog/data/scowl/4.txt",
            "wordlog/cli/__init__.py", "wordlog-0.1.0.dist-info/licenses/LICENSE"} <= names
    (wheel,) = (tmp_path / "wheel").glob("wordlog-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        assert archive.read("wordlog-0.1.0.dist-info/licenses/LICENSE") == licence


@pytest.mark.slow
def test_the_sdist_regenerates_its_own_lexicon_and_a_wheel_of_it_holds_the_new_lists(tmp_path):
    """The sdist carries the bundled lexicon and the script that makes it (``make lexicon``
    runs python/scripts/build_scowl_lexicon.py), in ``scripts/``; and the script,
    run there, rewrites the sdist's own ``prolog/data/scowl``, not a ``prolog/`` beside the
    folder the sdist unpacked to."""
    _, source = _sdist(tmp_path)
    script = Path("scripts") / "build_scowl_lexicon.py"
    assert (source / script).read_bytes() == (ROOT / "python" / script).read_bytes()
    scowl = tmp_path / "scowl"
    scowl.mkdir()
    missing = subprocess.run([sys.executable, str(script), str(scowl)], cwd=source, capture_output=True,
                             text=True, timeout=120)
    assert missing.returncode == 2
    assert missing.stderr.endswith(f"; {source / 'prolog' / 'data' / 'scowl'} is unchanged\n"), missing.stderr
    for size in (10, 20, 35, 40, 50, 55, 60, 70, 80, 95):
        for part in ("english-words", "american-words"):
            (scowl / f"{part}.{size}").write_text("cold\nwarm\ncord\n" if (part, size) == ("english-words", 10)
                                                  else "ward\ncard\n" if (part, size) == ("american-words", 60)
                                                  else "", encoding="utf-8")
    (tmp_path / "copyright").write_text("SCOWL copyright notice\n", encoding="utf-8")

    done = subprocess.run([sys.executable, str(script), str(scowl), "prolog/data/scowl", str(tmp_path / "copyright")],
                          cwd=source, capture_output=True, text=True, timeout=120)

    assert (done.returncode, done.stdout) == (0, "5 words in 1 lengths -> prolog/data/scowl\n"), done.stderr
    names = _build_wheel(source, tmp_path / "wheel")
    assert {n for n in names if n.startswith("wordlog/_prolog/data/scowl/")} == {
        "wordlog/_prolog/data/scowl/4.txt", "wordlog/_prolog/data/scowl/COPYRIGHT"}
    assert {"wordlog/_prolog/data/offensive.txt", "wordlog/_prolog/data/fr/4.txt",
            "wordlog/_prolog/data/fr/SOURCES", "wordlog/_prolog/data/wordfreq-LICENSE.txt"} <= names
    assert "scripts/build_scowl_lexicon.py" not in names and not any("scripts" in n for n in names)
    (wheel,) = (tmp_path / "wheel").glob("wordlog-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        assert archive.read("wordlog/_prolog/data/scowl/4.txt") == b"card\t60\ncold\t10\ncord\t10\nward\t60\nwarm\t10\n"
