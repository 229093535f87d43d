"""Regenerate the bundled lexicons of languages other than English, with commonness tiers.

For each language of ``wordlog/languages.py`` but English, reads its Debian word list
(``/usr/share/dict/french`` of ``wfrench``, ...), keeps the entries that are words
(letters only: ``aujourd'hui``, ``abat-jour``, ``A4`` are not; names, spelled with a
capital, neither, but German nouns are), lower-cases them (NFC), and gives each a tier
on SCOWL's scale of sizes (10 most common ... 95 rarest) from its Zipf frequency in
``wordfreq``'s large list of that language: the first size whose threshold the
frequency reaches, else 95.

The thresholds are calibrated on English: for each size, the Zipf frequency that best
tells the bundled SCOWL words of that size or less from the rarer ones (fewest words
on the wrong side). Written to ``prolog/data/tiers.txt``, they make a French word of
tier 35 about as frequent in French as an English word of size 35 is in English.

Writes, for each language CODE, ``prolog/data/CODE/LEN.txt`` (lines ``word<TAB>tier``
sorted by code point, as ``prolog/data/scowl``), ``COPYRIGHT`` (the Debian package's
copyright file), ``SOURCES`` (where each part came from, its licence and version) and
``letters.txt`` (the letters of its words as a Boggle board shows them, counted);
and ``prolog/data/wordfreq-LICENSE.txt``, ``wordfreq``'s licence and data attribution.

    python3 python/scripts/build_language_lexicons.py [--dict DIR] [--doc DIR] [--data DIR] [CODE ...]

``wordfreq`` (3.1.1 made the bundled data) must be importable: ``make lexicon`` installs
it in ``.venv-lexicon``. Every input is checked before anything is written: a missing
one is named on standard error (exit status 2) and the data is left as it was.
"""
from __future__ import annotations

import argparse
import importlib.metadata
import importlib.util
import shutil
import subprocess
import sys
import unicodedata
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType
from typing import Callable, Iterable

from build_scowl_lexicon import SIZES, bundled_dir     # the script beside this one

DICT_DIR = Path("/usr/share/dict")
DOC_DIR = Path("/usr/share/doc")
#: The default tier: the words whose letters make a language's Boggle dice.
DEFAULT_TIER = 60
#: The version of ``wordfreq`` the bundled tiers came from.
WORDFREQ_VERSION = "3.1.1"


def languages_module(script: Path) -> ModuleType:
    """``wordlog/languages.py``, loaded from its file beside this script's folder (in the
    repository ``python/wordlog``, in an unpacked sdist ``wordlog``), not imported with the
    package, whose dependencies a build does not need."""
    path = script.resolve().parents[1] / "wordlog" / "languages.py"
    spec = importlib.util.spec_from_file_location("wordlog_languages", path)
    module = importlib.util.module_from_spec(spec)      # type: ignore[arg-type]
    sys.modules[spec.name] = module                     # type: ignore[union-attr]  (dataclasses look it up)
    spec.loader.exec_module(module)                     # type: ignore[union-attr]
    return module


def is_word(entry: str) -> bool:
    """The word rule of ``wordlog.lexicon``: letters only (a combining mark may follow one).

    >>> is_word("été"), is_word("aujourd'hui"), is_word("abat-jour"), is_word("A4")
    (True, False, False, False)
    """
    return bool(entry) and all(unicodedata.category(ch).startswith("L")
                               or (i > 0 and unicodedata.category(ch).startswith("M"))
                               for i, ch in enumerate(entry))


def lower(entry: str) -> str:
    """Lower case as ``wordlog.lexicon.normalize`` has it: ``str.lower``, İ as i, NFC."""
    return unicodedata.normalize("NFC", entry.replace("\u0130", "i").lower())


def words_of(lines: Iterable[str], nouns_capitalized: bool) -> set[str]:
    """The words of a word list's ``lines``, lower-cased: entries of letters only, and of
    those only the lower-case ones (a capital starts a name or an abbreviation), or with
    ``nouns_capitalized`` those whose letters after the first are lower case (German
    nouns; not abbreviations such as ``ADAC``).

    >>> sorted(words_of(["chat", "Paris", "aujourd'hui", "été", "ADN"], False))
    ['chat', 'été']
    >>> sorted(words_of(["Hund", "ADAC", "müde", "Straße", "ABCs"], True))
    ['hund', 'müde', 'straße']
    """
    words = set()
    for line in lines:
        entry = unicodedata.normalize("NFC", line.strip())
        if not is_word(entry):
            continue
        rest = entry[1:] if nouns_capitalized else entry
        if rest == rest.lower():
            words.add(lower(entry))
    return words


def thresholds(size_of: dict[str, int], zipf: Callable[[str], float]) -> list[tuple[int, float, int]]:
    """For each SCOWL size but the last, the Zipf frequency (in hundredths, as wordfreq
    rounds them) that tells the words of ``size_of`` of that size or less from the rarer
    ones with the fewest words on the wrong side, the least such one; with that count.
    The last size takes every word: threshold 0.

    >>> sizes = {"the": 10, "cold": 10, "ward": 20, "zyzzyva": 95}
    >>> freq = {"the": 7.73, "cold": 5.02, "ward": 4.1, "zyzzyva": 0.0}
    >>> thresholds(sizes, freq.get)[:3]
    [(10, 4.11, 0), (20, 0.01, 0), (35, 0.01, 0)]
    """
    hundredths = {w: round(zipf(w) * 100) for w in size_of}
    top = max(hundredths.values(), default=0) + 1
    found = []
    for boundary in SIZES[:-1]:
        common, rare = [0] * top, [0] * top         # words at or below the boundary, and rarer, by frequency
        for word, size in size_of.items():
            (common if size <= boundary else rare)[hundredths[word]] += 1
        # wrong(t): common words under t, rare words at t or above; wrong(0) is every rare word
        wrong = sum(rare)
        best = (wrong, 0)
        for t in range(top):
            wrong += common[t] - rare[t]                # now wrong(t + 1)
            if wrong < best[0]:
                best = (wrong, t + 1)
        found.append((boundary, best[1] / 100, best[0]))
    return [*found, (SIZES[-1], 0.0, 0)]


def tier(zipf: float, limits: list[tuple[int, float, int]]) -> int:
    """The first size whose threshold ``zipf`` reaches (the last size's is 0).

    >>> tier(5.0, [(10, 4.5, 0), (20, 3.9, 0), (95, 0.0, 0)]), tier(4.0, [(10, 4.5, 0), (20, 3.9, 0), (95, 0.0, 0)])
    (10, 20)
    """
    return next(size for size, threshold, _ in limits if zipf >= threshold)


def scowl_sizes(scowl: Path) -> dict[str, int]:
    """The bundled English words with their SCOWL sizes (``prolog/data/scowl/LEN.txt``)."""
    size_of = {}
    for path in scowl.glob("*.txt"):
        for line in path.read_text(encoding="utf-8").splitlines():
            word, _, size = line.partition("\t")
            size_of[word] = int(size)
    return size_of


def package_version(package: str) -> str | None:
    """The installed Debian ``package``'s version, or None when dpkg does not know it."""
    try:
        done = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", package],
                              capture_output=True, text=True, timeout=60)
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 and done.stdout.strip() else None


def letters_text(lang: ModuleType, name: str, words: dict[str, int], board_spelling: Callable) -> str:
    """``letters.txt``: the letters of the words of tier <= 60 and of at least the Boggle
    minimum length, as a board spells them, counted, most frequent first, after a header
    that says how often q is followed by u."""
    counts: Counter[str] = Counter()
    q = qu = 0
    for word, size in words.items():
        if size <= DEFAULT_TIER and len(word) >= lang.min_length:
            spelled = board_spelling(word, lang.code)
            counts.update(spelled)
            q += spelled.count("q")
            qu += spelled.count("qu")
    share = f"{100 * qu / q:.1f}%" if q else "no q"
    header = (f"# Letters of the bundled {name} words of tier <= {DEFAULT_TIER} and {lang.min_length}+ letters,\n"
              f"# as a Boggle board shows them (wordlog.languages.board_spelling), counted; the\n"
              f"# letters a language's dice are made from. q is followed by u: {share}.\n"
              f"# Made by python/scripts/build_language_lexicons.py (make lexicon).\n")
    return header + "".join(f"{letter}\t{n}\n" for letter, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def sources_text(lang: ModuleType, version: str | None, wordfreq_version: str, counts: Counter) -> str:
    """``SOURCES``: where each part of a language's data came from, and its licence."""
    debian = f"{lang.debian} {version}" if version else lang.debian
    per_tier = ", ".join(f"{size}: {counts[size]:,}" for size in SIZES)
    return (f"wordlog's bundled {lang.name} lexicon: prolog/data/{lang.code}/\n\n"
            f"Words: Debian's word list package {debian} (/usr/share/dict/{lang.word_list}), words of\n"
            f"letters only, lower-cased (NFC). Its copyright and licence: COPYRIGHT, beside this file.\n\n"
            f"Tiers: Zipf frequencies of wordfreq {wordfreq_version} ('large' list, language '{lang.wordfreq}'),\n"
            f"by Robyn Speer, mapped to SCOWL's sizes by the thresholds of ../tiers.txt. wordfreq's\n"
            f"data is licensed CC-BY-SA 4.0 (its licence and attribution: ../wordfreq-LICENSE.txt), so\n"
            f"the tiers of LEN.txt are shared under CC-BY-SA 4.0 too.\n"
            f"Words per tier: {per_tier}.\n\n"
            f"Offensive words: offensive.txt, from the npm package naughty-words ({lang.offensive};\n"
            f"LDNOOBW, CC-BY-4.0), made by python/scripts/build_offensive_list.py.\n\n"
            f"Boggle letters: letters.txt, counted from LEN.txt.\n\n"
            f"Made by python/scripts/build_language_lexicons.py (make lexicon).\n")


def wordfreq_licence(wordfreq: ModuleType) -> str:
    """wordfreq's licence (LICENSE.txt) and the licence and attribution of its data (the
    "License" section of its README), from its installed distribution."""
    from importlib.metadata import distribution
    dist = distribution("wordfreq")
    readme = dist.metadata.get_payload() or ""            # type: ignore[attr-defined]
    start = readme.find("## License")
    section = readme[start:] if start >= 0 else readme
    code = dist.read_text("LICENSE.txt") or ""
    return (f"wordfreq {dist.version} (https://github.com/rspeer/wordfreq), whose word frequencies give\n"
            f"the tiers of wordlog's bundled lexicons other than English.\n\n{section.strip()}\n\n"
            f"----- LICENSE.txt -----\n{code.strip()}\n")


def write_language(out: Path, words: dict[str, int]) -> None:
    """``out/LEN.txt`` for each word length, replacing the old ones."""
    by_length: dict[int, list[str]] = defaultdict(list)
    for word in words:
        by_length[len(word)].append(word)
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.txt"):
        if old.stem.isdigit():
            old.unlink()
    for length, group in sorted(by_length.items()):
        lines = (f"{w}\t{words[w]}\n" for w in sorted(group))
        (out / f"{length}.txt").write_bytes("".join(lines).encode("utf-8"))


def main(argv: list[str]) -> int:
    script = Path(__file__)
    data_default = bundled_dir(script).parent
    parser = argparse.ArgumentParser(prog="build_language_lexicons.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--dict", type=Path, default=DICT_DIR, help="the folder of the word lists")
    parser.add_argument("--doc", type=Path, default=DOC_DIR, help="the folder of the packages' copyright files")
    parser.add_argument("--data", type=Path, default=data_default, help="prolog/data: scowl/ in, the rest out")
    parser.add_argument("codes", nargs="*", metavar="CODE", help="the languages to build (all by default)")
    args = parser.parse_args(argv[1:])
    langs = languages_module(script)
    codes = args.codes or [code for code in langs.LANGUAGES if code != "en"]
    unknown = [c for c in codes if c not in langs.LANGUAGES or c == "en"]
    if unknown:
        print(f"build_language_lexicons: no language {unknown[0]!r} to build here "
              f"(English is build_scowl_lexicon.py's); the languages: "
              f"{', '.join(c for c in langs.LANGUAGES if c != 'en')}", file=sys.stderr)
        return 2
    chosen = [langs.LANGUAGES[c] for c in codes]
    inputs = [p for lang in chosen for p in (args.dict / lang.word_list, args.doc / lang.debian / "copyright")]
    scowl = args.data / "scowl"
    missing = [p for p in inputs if not p.is_file()] + ([] if list(scowl.glob("*.txt")) else [scowl / "4.txt"])
    try:
        import wordfreq
    except ImportError:
        missing.append(Path("wordfreq (the Python package)"))
    if missing:
        packages = " ".join(lang.debian for lang in chosen)
        print(f"build_language_lexicons: {missing[0]} not found ({len(missing)} of the inputs missing): "
              f"install Debian's {packages} (apt-get install), wordfreq=={WORDFREQ_VERSION} (pip) and "
              f"build the English lexicon first (make lexicon does all three); {args.data} is unchanged",
              file=sys.stderr)
        return 2

    def zipf(code: str) -> Callable[[str], float]:
        return lambda word: wordfreq.zipf_frequency(word, code, wordlist="large")

    limits = thresholds(scowl_sizes(scowl), zipf("en"))
    version = importlib.metadata.version("wordfreq")
    (args.data / "tiers.txt").write_bytes((
        f"# Zipf frequency thresholds of SCOWL's sizes, calibrated on English: the bundled SCOWL\n"
        f"# words of each size or less told from the rarer ones by their wordfreq {version} Zipf\n"
        f"# frequency ('large' list) with the fewest words on the wrong side (of {len(scowl_sizes(scowl)):,}).\n"
        f"# A word of another language takes the first size whose threshold its frequency reaches.\n"
        f"# size<TAB>threshold<TAB>words on the wrong side\n"
        + "".join(f"{size}\t{threshold:.2f}\t{wrong}\n" for size, threshold, wrong in limits)).encode("utf-8"))
    (args.data / "wordfreq-LICENSE.txt").write_bytes(wordfreq_licence(wordfreq).encode("utf-8"))
    for lang in chosen:
        text = (args.dict / lang.word_list).read_bytes().decode(lang.encoding)
        frequency = zipf(lang.wordfreq)
        words = {w: tier(frequency(w), limits) for w in words_of(text.splitlines(), lang.nouns_capitalized)}
        out = args.data / lang.code
        write_language(out, words)
        shutil.copyfile(args.doc / lang.debian / "copyright", out / "COPYRIGHT")
        debian_version = package_version(lang.debian) if args.dict == DICT_DIR else None
        counts = Counter(words.values())
        (out / "SOURCES").write_bytes(sources_text(lang, debian_version, version, counts).encode("utf-8"))
        (out / "letters.txt").write_bytes(
            letters_text(lang, lang.name, words, langs.board_spelling).encode("utf-8"))
        print(f"{lang.code}: {len(words)} words, {counts[10] + counts[20] + counts[35]} of tier <= 35 -> {out}")
    if version != WORDFREQ_VERSION:
        print(f"wordfreq {version} is installed; the bundled tiers came from {WORDFREQ_VERSION}, "
              f"so 'git diff --stat prolog/data' shows what the new version changed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
