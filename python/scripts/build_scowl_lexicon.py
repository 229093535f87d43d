"""Regenerate the bundled English lexicon from Debian's ``scowl`` package.

Reads ``/usr/share/dict/scowl/english-words.SIZE`` and ``american-words.SIZE``
(SIZE 10 most common ... 95 rarest), keeps lowercase a-z words, gives every
word the smallest SCOWL size it appears in, and writes one file per word length
to ``prolog/data/scowl/LEN.txt`` (the repository's, or an unpacked sdist's), lines
``word<TAB>size`` sorted by word (code point order, the same in every locale), with
SCOWL's copyright notice (``/usr/share/doc/scowl/copyright``) as ``COPYRIGHT``. The
bundled data came from scowl 2020.12.07-2 (Debian 12); run on that version, it rewrites
the same bytes.

    python3 python/scripts/build_scowl_lexicon.py [SCOWL_DIR [OUT_DIR [COPYRIGHT]]]
    python3 scripts/build_scowl_lexicon.py ...      (in an unpacked sdist)

Every input is checked before anything is written: a missing one is named on
standard error (exit status 2) and OUT_DIR is left as it was.
"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
PARTS = ("english-words", "american-words")
WORD = re.compile(r"[a-z]+")
SCOWL_DIR = Path("/usr/share/dict/scowl")
COPYRIGHT = Path("/usr/share/doc/scowl/copyright")
#: The Debian version of ``scowl`` the bundled ``prolog/data/scowl`` was made from.
BUNDLED_VERSION = "2020.12.07-2"


def inputs(scowl_dir: Path) -> list[Path]:
    """The SCOWL lists read, most common size first."""
    return [scowl_dir / f"{part}.{size}" for size in SIZES for part in PARTS]


def scowl_sizes(scowl_dir: Path) -> dict[str, int]:
    """Map each lowercase a-z word to the smallest SCOWL size listing it."""
    size_of: dict[str, int] = {}
    for path in inputs(scowl_dir):
        for line in path.read_text(encoding="utf-8").splitlines():
            word = line.strip()
            if WORD.fullmatch(word):
                size_of.setdefault(word, int(path.suffix[1:]))
    return size_of


def installed_version() -> str | None:
    """The installed Debian ``scowl`` package's version, or None when dpkg does not know it."""
    try:
        done = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "scowl"],
                              capture_output=True, text=True, timeout=60)
    except OSError:
        return None
    if done.returncode != 0 or not done.stdout.strip():
        return None
    return done.stdout.strip()


def bundled_dir(script: Path) -> Path:
    """Where the bundled lexicon is, for this script at ``script``: ``prolog/data/scowl`` of
    an unpacked sdist (``scripts/`` and ``prolog/`` side by side), else of the repository
    (``python/scripts/``, ``prolog/`` at the top), as ``setup.py`` finds ``prolog/``.

    >>> bundled_dir(Path("/repo/python/scripts/build_scowl_lexicon.py")).as_posix()
    '/repo/prolog/data/scowl'
    """
    here = script.resolve().parents[1]
    prolog = next((p for p in (here / "prolog", here.parent / "prolog") if p.is_dir()), here.parent / "prolog")
    return prolog / "data" / "scowl"


def main(argv: list[str]) -> int:
    scowl_dir = Path(argv[1]) if len(argv) > 1 else SCOWL_DIR
    out_dir = Path(argv[2]) if len(argv) > 2 else bundled_dir(Path(__file__))
    copyright_file = Path(argv[3]) if len(argv) > 3 else COPYRIGHT
    missing = [p for p in [*inputs(scowl_dir), copyright_file] if not p.is_file()]
    if missing:
        print(f"build_scowl_lexicon: {missing[0]} not found ({len(missing)} of the "
              f"{len(SIZES) * len(PARTS) + 1} input files missing): install Debian's scowl package "
              f"(apt-get install scowl), or name a SCOWL directory; {out_dir} is unchanged", file=sys.stderr)
        return 2
    size_of = scowl_sizes(scowl_dir)
    by_length: dict[int, list[str]] = defaultdict(list)
    for word in size_of:
        by_length[len(word)].append(word)
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.txt"):
        old.unlink()
    for length, words in sorted(by_length.items()):
        lines = (f"{w}\t{size_of[w]}\n" for w in sorted(words))
        # bytes, not text: no newline translation, whatever the platform
        (out_dir / f"{length}.txt").write_bytes("".join(lines).encode("utf-8"))
    shutil.copyfile(copyright_file, out_dir / "COPYRIGHT")
    print(f"{len(size_of)} words in {len(by_length)} lengths -> {out_dir}")
    version = installed_version() if scowl_dir == SCOWL_DIR else None
    if version is not None and version != BUNDLED_VERSION:
        print(f"scowl {version} is installed; the bundled data came from {BUNDLED_VERSION}, "
              f"so 'git diff --stat prolog/data' shows what the new version changed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
