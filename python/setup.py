"""Build hook: ship the repository's ``prolog/`` rules and data inside the package.

The Prolog sources live at the top of the repository (``prolog/``), where a person
consults them with ``swipl prolog/weaver.pl``. An installed ``wordlog`` finds them
in ``wordlog/_prolog``, copied here at build time (see ``wordlog.paths``).
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

PROLOG_SOURCE = Path(__file__).resolve().parent.parent / "prolog"


class BuildWithProlog(build_py):
    def run(self) -> None:
        super().run()
        if not PROLOG_SOURCE.is_dir():
            raise SystemExit(f"wordlog build: {PROLOG_SOURCE} not found; build from the repository")
        target = Path(self.build_lib) / "wordlog" / "_prolog"
        shutil.copytree(PROLOG_SOURCE, target, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("*.qlf", "__pycache__"))


setup(cmdclass={"build_py": BuildWithProlog})
