"""Regenerate ``prolog/data/offensive.txt``, the words the bundled lexicon leaves out.

The words come from the English list of LDNOOBW, the "List of Dirty, Naughty, Obscene,
and Otherwise Bad Words" that Shutterstock keeps to filter its autocomplete, as the npm
package ``naughty-words`` ships it (``en.json``, licensed CC-BY-4.0). Of its entries the
single words are kept (phrases and entries with digits or signs cannot be a word of the
bundled lexicon), lower-cased, one a line, sorted in code point order, after a header
comment naming the package and its version. Run on ``naughty-words`` 1.2.0, it rewrites
the same bytes.

    npm pack naughty-words@1.2.0
    python3 python/scripts/build_offensive_list.py naughty-words-1.2.0.tgz [OUT_FILE]

The package is given as the tarball ``npm pack`` fetches or as its unpacked folder
(the one holding ``package.json``). A missing or unreadable package is named on standard
error (exit status 2) and OUT_FILE is left as it was.
"""
from __future__ import annotations

import json
import re
import sys
import tarfile
from pathlib import Path

from build_scowl_lexicon import bundled_dir     # the script beside this one

#: The npm package and the version ``prolog/data/offensive.txt`` was made from.
PACKAGE = "naughty-words"
BUNDLED_VERSION = "1.2.0"
WORD = re.compile(r"[a-z]+")


def package_files(source: Path) -> dict[str, bytes]:
    """``package.json`` and ``en.json`` of the package at ``source`` (a tarball or a folder)."""
    wanted = ("package.json", "en.json")
    if source.is_dir():
        return {name: (source / name).read_bytes() for name in wanted}
    with tarfile.open(source) as tar:       # npm's tarballs hold package/NAME
        return {name: tar.extractfile(f"package/{name}").read() for name in wanted}  # type: ignore[union-attr]


def offensive_words(entries: list[str]) -> list[str]:
    """The single words of the list's ``entries``, lower-cased, each once, sorted.

    >>> offensive_words(["Slut", "two girls one cup", "2g1c", "slut", "anus"])
    ['anus', 'slut']
    """
    return sorted({e.strip().lower() for e in entries if WORD.fullmatch(e.strip().lower())})


def offensive_text(words: list[str], version: str) -> str:
    """The file's text: a header naming the source, then one word a line."""
    header = (f"# Offensive and vulgar English words, left out of wordlog's bundled lexicon by default.\n"
              f"# Source: npm package {PACKAGE} {version} (LDNOOBW, the List of Dirty, Naughty, Obscene,\n"
              f"# and Otherwise Bad Words, en.json; CC-BY-4.0), single words only.\n"
              f"# Made by python/scripts/build_offensive_list.py (make lexicon).\n")
    return header + "".join(f"{w}\n" for w in words)


def default_out(script: Path) -> Path:
    """``prolog/data/offensive.txt`` beside the bundled SCOWL lexicon (of an unpacked sdist,
    else of the repository), found as ``build_scowl_lexicon.py`` finds that.

    >>> default_out(Path("/repo/python/scripts/build_offensive_list.py")).as_posix()
    '/repo/prolog/data/offensive.txt'
    """
    return bundled_dir(script).parent / "offensive.txt"


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(f"usage: build_offensive_list.py {PACKAGE}-{BUNDLED_VERSION}.tgz [OUT_FILE]", file=sys.stderr)
        return 2
    source = Path(argv[1])
    out = Path(argv[2]) if len(argv) > 2 else default_out(Path(__file__))
    try:
        files = package_files(source)
        meta = json.loads(files["package.json"])
        entries = json.loads(files["en.json"])
    except (OSError, KeyError, tarfile.TarError, ValueError) as error:
        print(f"build_offensive_list: cannot read the {PACKAGE} package at {source}: {error}; "
              f"fetch it with 'npm pack {PACKAGE}@{BUNDLED_VERSION}'; {out} is unchanged", file=sys.stderr)
        return 2
    if meta.get("name") != PACKAGE or not isinstance(entries, list):
        print(f"build_offensive_list: {source} is not the {PACKAGE} package; {out} is unchanged", file=sys.stderr)
        return 2
    words = offensive_words([e for e in entries if isinstance(e, str)])
    version = str(meta.get("version"))
    out.write_bytes(offensive_text(words, version).encode("utf-8"))
    print(f"{len(words)} offensive words from {PACKAGE} {version} -> {out}")
    if version != BUNDLED_VERSION:
        print(f"{PACKAGE} {version} given; the bundled list came from {BUNDLED_VERSION}, "
              f"so 'git diff prolog/data/offensive.txt' shows what the new version changed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
