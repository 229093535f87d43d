"""The suite passes in any collection order: the package is imported once, whatever comes first.

With ``--import-mode=importlib`` and ``--doctest-modules``, pytest imports a module it collects for
doctests by its own name; collected before anything imported ``wordlog``, a submodule that the
package's ``__init__`` imports would be executed twice (conftest.py imports ``wordlog`` first to stop it).
"""
from __future__ import annotations

import subprocess
import sys
import types

import pytest

import wordlog
from conftest import ROOT


def test_package_names_are_the_modules_own():
    # Each class or function a wordlog module holds under another module's name is the object
    # that module in sys.modules holds: one BfsEngine class, one PrologError, one Prolog lock,
    # so isinstance and except clauses work across the package.
    for name in wordlog.__all__:    # the package imports the modules behind its names on first use
        getattr(wordlog, name)
    checked = 0
    for module in [m for name, m in sys.modules.items() if name.split(".")[0] == "wordlog"]:
        for name, value in vars(module).items():
            home = getattr(value, "__module__", None)
            if (isinstance(value, (type, types.FunctionType)) and home != module.__name__
                    and str(home).split(".")[0] == "wordlog" and value.__qualname__ == name):
                assert getattr(sys.modules[home], name) is value, (module.__name__, name, home)
                checked += 1
    assert checked > 20
    assert wordlog.BfsEngine is sys.modules["wordlog.engines"].BfsEngine


@pytest.mark.slow
@pytest.mark.parametrize("first", ["engines.py", "prolog/bridge.py"])
def test_suite_passes_with_a_package_module_collected_first(first):
    # `pytest python/wordlog/engines.py tests/...` runs engines.py once: run twice, the engine
    # would make BitRows of the first import, the tests import the second, and isinstance fail.
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-c", "tests/pytest.ini", f"python/wordlog/{first}",
         # by -k, not node id: with the node id given, the collection order is not the one tested
         "tests/test_collection_order.py", "-k", "test_package_names_are_the_modules_own"],
        cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "failed" not in done.stdout and " passed" in done.stdout
