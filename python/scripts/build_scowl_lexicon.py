"""Regenerate the bundled English lexicon from Debian's ``scowl`` package.

Reads ``/usr/share/dict/scowl/english-words.SIZE`` and ``american-words.SIZE``
(SIZE 10 most common ... 95 rarest), keeps lowercase a-z words, gives every
word the smallest SCOWL size it appears in, and writes one file per word length
to ``prolog/data/scowl/LEN.txt``, lines ``word<TAB>size`` sorted by word.

    python3 python/scripts/build_scowl_lexicon.py [SCOWL_DIR] [OUT_DIR]
"""
from __future__ import annotations

import re
import shutil
import sys
from collections import defaultdict
from pathlib import Path

SIZES = (10, 20, 35, 40, 50, 55, 60, 70, 80, 95)
PARTS = ("english-words", "american-words")
WORD = re.compile(r"[a-z]+")


def scowl_sizes(scowl_dir: Path) -> dict[str, int]:
    """Map each lowercase a-z word to the smallest SCOWL size listing it."""
    size_of: dict[str, int] = {}
    for size in SIZES:
        for part in PARTS:
            for line in (scowl_dir / f"{part}.{size}").read_text(encoding="utf-8").splitlines():
                word = line.strip()
                if WORD.fullmatch(word):
                    size_of.setdefault(word, size)
    return size_of


def main(argv: list[str]) -> int:
    root = Path(__file__).resolve().parents[2]
    scowl_dir = Path(argv[1]) if len(argv) > 1 else Path("/usr/share/dict/scowl")
    out_dir = Path(argv[2]) if len(argv) > 2 else root / "prolog" / "data" / "scowl"
    size_of = scowl_sizes(scowl_dir)
    by_length: dict[int, list[str]] = defaultdict(list)
    for word in size_of:
        by_length[len(word)].append(word)
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.txt"):
        old.unlink()
    for length, words in sorted(by_length.items()):
        lines = (f"{w}\t{size_of[w]}\n" for w in sorted(words))
        (out_dir / f"{length}.txt").write_text("".join(lines), encoding="utf-8")
    shutil.copyfile("/usr/share/doc/scowl/copyright", out_dir / "COPYRIGHT")
    print(f"{len(size_of)} words in {len(by_length)} lengths -> {out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
