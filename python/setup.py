"""Build hook: ship the repository's ``prolog/`` rules and data inside the package.

The Prolog sources live at the top of the repository (``prolog/``), where a person
consults them with ``swipl prolog/weaver.pl``. An installed ``wordlog`` finds them
in ``wordlog/_prolog``, copied here at build time (see ``wordlog.paths``).
A source distribution carries its own copy, ``prolog/`` beside this file, so that a
wheel can be built from it (``python -m build`` builds the wheel from the sdist).
"""
import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

HERE = Path(__file__).resolve().parent
#: ``prolog/`` of an unpacked sdist, else the repository's.
PROLOG_SOURCE = next((p for p in (HERE / "prolog", HERE.parent / "prolog") if p.is_dir()), HERE.parent / "prolog")
SKIP = shutil.ignore_patterns("*.qlf", "__pycache__")


class BuildWithProlog(build_py):
    def run(self) -> None:
        # build/lib outlives a build (pip builds in python/build): start from an empty package,
        # so a file since deleted from python/wordlog or prolog/ is not installed again
        shutil.rmtree(Path(self.build_lib) / "wordlog", ignore_errors=True)
        super().run()
        if not PROLOG_SOURCE.is_dir():
            raise SystemExit(f"wordlog build: {PROLOG_SOURCE} not found; build from the repository")
        target = Path(self.build_lib) / "wordlog" / "_prolog"
        shutil.copytree(PROLOG_SOURCE, target, ignore=SKIP)


class SdistWithProlog(sdist):
    def make_release_tree(self, base_dir: str, files: list[str]) -> None:
        super().make_release_tree(base_dir, files)
        if not PROLOG_SOURCE.is_dir():
            raise SystemExit(f"wordlog sdist: {PROLOG_SOURCE} not found; build from the repository")
        target = Path(base_dir) / "prolog"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(PROLOG_SOURCE, target, ignore=SKIP)


setup(cmdclass={"build_py": BuildWithProlog, "sdist": SdistWithProlog})
