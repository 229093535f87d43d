"""Regenerate the offensive words each bundled lexicon leaves out: ``prolog/data/offensive.txt``
for English, ``prolog/data/CODE/offensive.txt`` for each other language.

The words come from LDNOOBW, the "List of Dirty, Naughty, Obscene, and Otherwise Bad
Words" that Shutterstock keeps to filter its autocomplete, as the npm package
``naughty-words`` ships it (``en.json``, ``fr.json``, ...: the file each language of
``wordlog/languages.py`` names; licensed CC-BY-4.0). Of its entries the single words
are kept (phrases and entries with digits or signs cannot be a word of a bundled
lexicon), lower-cased (NFC), one a line, sorted in code point order, after a header
comment naming the package and its version. Run on ``naughty-words`` 1.2.0, it rewrites
the same bytes.

    npm pack naughty-words@1.2.0
    python3 python/scripts/build_offensive_list.py naughty-words-1.2.0.tgz [DATA_DIR]

The package is given as the tarball ``npm pack`` fetches or as its unpacked folder
(the one holding ``package.json``). A missing or unreadable package is named on standard
error (exit status 2) and DATA_DIR (``prolog/data``) is left as it was.
"""
from __future__ import annotations

import json
import sys
import tarfile
from pathlib import Path

from build_language_lexicons import is_word, languages_module, lower      # the scripts beside this one
from build_scowl_lexicon import bundled_dir

#: The npm package and the version ``prolog/data/offensive.txt`` was made from.
PACKAGE = "naughty-words"
BUNDLED_VERSION = "1.2.0"


def package_files(source: Path, wanted: list[str]) -> dict[str, bytes]:
    """The files named ``wanted`` of the package at ``source`` (a tarball or a folder)."""
    if source.is_dir():
        return {name: (source / name).read_bytes() for name in wanted}
    with tarfile.open(source) as tar:       # npm's tarballs hold package/NAME
        return {name: tar.extractfile(f"package/{name}").read() for name in wanted}  # type: ignore[union-attr]


def offensive_words(entries: list[str]) -> list[str]:
    """The single words of the list's ``entries``, lower-cased, each once, sorted.

    >>> offensive_words(["Slut", "two girls one cup", "2g1c", "slut", "anus", "Cabrón", "🖕"])
    ['anus', 'cabrón', 'slut']
    """
    return sorted({lower(e.strip()) for e in entries if is_word(e.strip())})


def offensive_text(words: list[str], version: str, name: str, file: str) -> str:
    """The file's text: a header naming the source, then one word a line."""
    header = (f"# Offensive and vulgar {name} words, left out of wordlog's bundled lexicon by default.\n"
              f"# Source: npm package {PACKAGE} {version} (LDNOOBW, the List of Dirty, Naughty, Obscene,\n"
              f"# and Otherwise Bad Words, {file}; CC-BY-4.0), single words only.\n"
              f"# Made by python/scripts/build_offensive_list.py (make lexicon).\n")
    return header + "".join(f"{w}\n" for w in words)


def out_file(data: Path, code: str) -> Path:
    """Where the list of language ``code`` goes in ``data`` (``prolog/data``): English's
    beside ``scowl/``, another language's in its own folder.

    >>> out_file(Path("/repo/prolog/data"), "en").as_posix(), out_file(Path("/repo/prolog/data"), "fr").as_posix()
    ('/repo/prolog/data/offensive.txt', '/repo/prolog/data/fr/offensive.txt')
    """
    return data / "offensive.txt" if code == "en" else data / code / "offensive.txt"


def main(argv: list[str]) -> int:
    if len(argv) < 2:
        print(f"usage: build_offensive_list.py {PACKAGE}-{BUNDLED_VERSION}.tgz [DATA_DIR]", file=sys.stderr)
        return 2
    source = Path(argv[1])
    script = Path(__file__)
    data = Path(argv[2]) if len(argv) > 2 else bundled_dir(script).parent
    languages = languages_module(script).LANGUAGES.values()
    try:
        files = package_files(source, ["package.json", *(lang.offensive for lang in languages)])
        meta = json.loads(files["package.json"])
        lists = {lang.code: json.loads(files[lang.offensive]) for lang in languages}
    except (OSError, KeyError, tarfile.TarError, ValueError) as error:
        print(f"build_offensive_list: cannot read the {PACKAGE} package at {source}: {error}; "
              f"fetch it with 'npm pack {PACKAGE}@{BUNDLED_VERSION}'; {data} is unchanged", file=sys.stderr)
        return 2
    if meta.get("name") != PACKAGE or not all(isinstance(entries, list) for entries in lists.values()):
        print(f"build_offensive_list: {source} is not the {PACKAGE} package; {data} is unchanged", file=sys.stderr)
        return 2
    version = str(meta.get("version"))
    for lang in languages:
        words = offensive_words([e for e in lists[lang.code] if isinstance(e, str)])
        out = out_file(data, lang.code)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(offensive_text(words, version, lang.name, lang.offensive).encode("utf-8"))
        print(f"{lang.code}: {len(words)} offensive words from {PACKAGE} {version} -> {out}")
    if version != BUNDLED_VERSION:
        print(f"{PACKAGE} {version} given; the bundled lists came from {BUNDLED_VERSION}, "
              f"so 'git diff prolog/data' shows what the new version changed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
