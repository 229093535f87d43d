"""The package's type hints hold: mypy finds no error in ``python/wordlog``.

A hint that says ``dict`` where a function can give ``None`` is where a caller's
``TypeError`` starts; checking every hint in CI keeps them true as the code changes.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile

import pytest

from conftest import ROOT


@pytest.mark.slow
def test_mypy_finds_no_error_in_the_package():
    done = subprocess.run([sys.executable, "-m", "mypy", "--cache-dir", str(ROOT / ".mypy_cache"),
                           str(ROOT / "python" / "wordlog")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("Success: no issues found")


@pytest.mark.slow
def test_a_program_using_the_installed_package_is_checked_against_its_hints(tmp_path):
    """The package ships ``py.typed`` (PEP 561). Without it, mypy skips an installed wordlog
    ("module is installed, but missing library stubs or py.typed marker") and a caller's
    type errors go unseen. Here the wheel is unpacked where the program's mypy finds it. A name
    misspelt is an error too: the package's ``__getattr__`` (its names imported on first use) must
    not make every name, ``wordlog.BfsEngin``, an ``object`` to mypy."""
    repo = tmp_path / "repo"
    skip = shutil.ignore_patterns("build", "*.egg-info", "__pycache__", "*.qlf")
    shutil.copytree(ROOT / "python", repo / "python", ignore=skip)   # pip leaves python/build behind
    shutil.copytree(ROOT / "prolog", repo / "prolog", ignore=skip)
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--disable-pip-version-check",
                            "-w", str(tmp_path / "wheel"), str(repo / "python")],
                           capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    (wheel,) = (tmp_path / "wheel").glob("wordlog-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tmp_path / "site")
    program = tmp_path / "program.py"
    program.write_text("import wordlog\n"
                       "steps: str = wordlog.ladder_length('cold', 'warm', ['cord', 'warm'])\n"
                       "lex: wordlog.Lexicon = wordlog.bundled()\n"
                       "import wordlog.prolog\n"
                       "wordlog.prolog.load_lexicon(['cold', 'warm'])\n"
                       "answer: dict = wordlog.prolog.first('true', time_limit='5')\n"
                       "engine = wordlog.BfsEngin(wordlog.bundled())\n"   # the package imports its names
                       "from wordlog import Lexicn\n")                      # on first use (__getattr__)
    env = {**{k: v for k, v in os.environ.items() if k != "MYPYPATH"}, "PYTHONPATH": str(tmp_path / "site")}
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--no-error-summary", "program.py"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=600, env=env)
    assert done.stdout.splitlines() == [
        'program.py:2: error: Incompatible types in assignment (expression has type "int", '
        'variable has type "str")  [assignment]',
        'program.py:5: error: Argument 1 to "load_lexicon" has incompatible type "list[str]"; '
        'expected "Lexicon"  [arg-type]',
        'program.py:6: error: Incompatible types in assignment (expression has type "dict[Any, Any] | None", '
        'variable has type "dict[Any, Any]")  [assignment]',
        'program.py:6: error: Argument "time_limit" to "first" has incompatible type "str"; '
        'expected "float"  [arg-type]',
        'program.py:7: error: Module has no attribute "BfsEngin"; maybe "BfsEngine"?  [attr-defined]',
        'program.py:8: error: Module "wordlog" has no attribute "Lexicn"; maybe "Lexicon"?  [attr-defined]']


def test_every_public_name_has_hints_that_resolve_at_run_time():
    """``typing.get_type_hints`` (as Sphinx, pydantic or typer read a signature) resolves the
    hints of every function and class of ``wordlog.__all__``. A function defined in
    ``wordlog/__init__.py``, whose names are imported on first use, would find no ``Lexicon``
    or ``Iterable`` there to resolve: NameError."""
    import inspect
    import typing

    import wordlog

    hinted = {}
    for name in wordlog.__all__:
        value = getattr(wordlog, name)
        if inspect.isfunction(value) or inspect.isclass(value):
            hinted[name] = typing.get_type_hints(value.__init__ if inspect.isclass(value) else value)
    assert set(hinted["all_ladders"]) == {"start", "target", "words", "limit", "return"}
    assert hinted["friendly_ladder"]["return"] == list[str]


def test_the_names_a_type_checker_reads_are_those_the_package_gives():
    """``wordlog`` gives its names by ``__getattr__`` at run time (:data:`wordlog._FROM`) and to
    a type checker by the imports under ``if TYPE_CHECKING:``, which alone it reads, as
    ``__getattr__`` is hidden from it. A name in one list and not the other would be an error
    mypy reports in a caller's right program ('Module has no attribute'), or one that works
    for mypy and fails when run: the two lists hold the same names from the same modules."""
    import ast

    import wordlog
    tree = ast.parse((ROOT / "python" / "wordlog" / "__init__.py").read_text(encoding="utf-8"))
    guarded = [node for node in tree.body if isinstance(node, ast.If) and isinstance(node.test, ast.Name)
               and node.test.id == "TYPE_CHECKING"]
    assert len(guarded) == 1
    typed = {node.module: sorted(alias.name for alias in node.names)
             for node in guarded[0].body if isinstance(node, ast.ImportFrom) and node.level == 1}
    assert typed == {module: sorted(names) for module, names in wordlog._FROM.items()}
    assert sorted(wordlog._MODULE_OF) == sorted(name for names in typed.values() for name in names)
    own = {node.name for node in tree.body if isinstance(node, ast.FunctionDef) and not node.name.startswith("_")}
    own |= {target.id for node in tree.body if isinstance(node, ast.Assign) for target in node.targets
            if isinstance(target, ast.Name)}        # __version__
    assert set(wordlog.__all__) <= set(wordlog._MODULE_OF) | own
