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
        # build/lib outlives a build (pip builds in python/build): start from an empty package,
        # so a file since deleted from python/wordlog or prolog/ is not installed again
        shutil.rmtree(Path(self.build_lib) / "wordlog", ignore_errors=True)
        super().run()
        if not PROLOG_SOURCE.is_dir():
            raise SystemExit(f"wordlog build: {PROLOG_SOURCE} not found; build from the repository")
        target = Path(self.build_lib) / "wordlog" / "_prolog"
        shutil.copytree(PROLOG_SOURCE, target,
                        ignore=shutil.ignore_patterns("*.qlf", "__pycache__"))


setup(cmdclass={"build_py": BuildWithProlog})
