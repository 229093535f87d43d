"""The bundled languages besides English: their build, tiers, letters, ladders and dice.

``make lexicon`` builds prolog/data/CODE from Debian's word lists with tiers from wordfreq
(python/scripts/build_language_lexicons.py); here the script runs on small word lists
and a stand-in ``wordfreq`` whose frequencies the test sets, and the bundled data is
checked as a player would check it.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
import unicodedata
from collections import deque
from pathlib import Path

import pytest

from conftest import ROOT
from wordlog import BfsEngine, bundled, ladder_chain
from wordlog.dice import faces, language_dice, letter_dice
from wordlog.languages import LANGUAGES, board_spelling
from wordlog.lexicon import LexiconError, SCOWL_SIZES, offensive_words, scowl_length_tiers, scowl_lengths

SCRIPT = ROOT / "python" / "scripts" / "build_language_lexicons.py"
DATA = ROOT / "prolog" / "data"
OTHERS = sorted(set(LANGUAGES) - {"en"})


def _bfs_length(start: str, target: str, words: tuple[str, ...]) -> int:
    """Words in a shortest ladder, by a plain breadth-first search that tries every letter
    of the alphabet at every place of a word: the test's own, independent of the engines'
    wildcard buckets."""
    known, alphabet = set(words), sorted({ch for word in words for ch in word})
    seen, queue = {start: 1}, deque([start])
    while queue:
        word = queue.popleft()
        if word == target:
            return seen[word]
        for i in range(len(word)):
            for ch in alphabet:
                other = word[:i] + ch + word[i + 1:]
                if other in known and other not in seen:
                    seen[other] = seen[word] + 1
                    queue.append(other)
    return 0


# Shortest ladders over each bundled lexicon at the default tier (60); the lengths were
# found by BfsEngine and are checked here by it, by the lessons' BFS and by _bfs_length.
LADDERS = [("fr", "chat", "main", 8), ("fr", "pâte", "pâté", 2), ("de", "kalt", "warm", 5),
           ("de", "müde", "mühe", 2), ("es", "casa", "gato", 4), ("es", "niño", "niña", 2),
           ("it", "casa", "cane", 3), ("pt", "gato", "casa", 4), ("pt", "mão", "pão", 2),
           ("nl", "koud", "warm", 5), ("nl", "huis", "boom", 6), ("sv", "kall", "varm", 4),
           ("sv", "katt", "hund", 6)]


@pytest.mark.parametrize("code, start, target, length", LADDERS)
def test_shortest_ladders_agree_on_each_languages_bundled_lexicon(code, start, target, length):
    lex = bundled(lang=code)
    ladder = BfsEngine(lex).ladder(start, target)
    assert len(ladder) == length and ladder[0] == start and ladder[-1] == target
    assert all(word in lex for word in ladder)
    assert all(sum(x != y for x, y in zip(a, b)) == 1 for a, b in zip(ladder, ladder[1:]))
    assert len(ladder_chain(start, target, lex.of_length(len(start)))) == length
    assert _bfs_length(start, target, lex.of_length(len(start))) == length


# Everyday words of each language, which a player expects among the most common.
COMMON = {"fr": ["chat", "main", "chien", "maison", "eau"], "de": ["hund", "haus", "wasser", "straße", "über"],
          "es": ["casa", "perro", "agua", "niño", "año"], "it": ["casa", "cane", "acqua", "città", "perché"],
          "pt": ["casa", "gato", "água", "mão", "coração"], "nl": ["huis", "kat", "water", "boom", "hond"],
          "sv": ["hus", "barn", "vatten", "hund", "år"]}


@pytest.mark.parametrize("code", OTHERS)
def test_everyday_words_are_in_the_most_common_tiers_and_rare_ones_are_not(code):
    lex = bundled(95, lang=code)
    assert {word: lex.tier(word) for word in COMMON[code]} == dict.fromkeys(COMMON[code], 10)
    assert "chat" in bundled(10, lang="fr") and "chat" in bundled(35, lang="fr")
    rare = [w for w in lex.of_length(9) if lex.tier(w) == 95]
    assert len(rare) > len(lex.of_length(9)) / 4          # most inflected forms are rare
    assert all(w not in bundled(35, lang=code) for w in rare[:50])


@pytest.mark.parametrize("code", OTHERS)
def test_each_language_at_the_default_tier_is_about_as_large_as_english(code):
    """The tiers mean the same in every language: sizes calibrated on English give each
    language's default lexicon (tier <= 60) a number of words near English's 76,959."""
    english = sum(len(bundled().of_length(n)) for n in scowl_lengths())
    own = sum(len(bundled(lang=code).of_length(n)) for n in scowl_lengths(code))
    assert english / 3 < own < english * 1.5, own


@pytest.mark.parametrize("code", OTHERS)
def test_words_are_letters_only_normalized_and_lower_case_with_tiers_on_scowls_scale(code):
    for n in (2, 5, 8):
        tiers = scowl_length_tiers(n, code)
        assert tiers and set(tiers.values()) <= set(SCOWL_SIZES)
        for word in tiers:
            assert len(word) == n and word.isalpha() and word == word.lower()
            assert unicodedata.normalize("NFC", word) == word


def test_the_letters_of_each_language_are_kept_as_written():
    """python/README.md's table: an accented letter is a letter of its own in a ladder."""
    fr, de, nl = bundled(95, lang="fr"), bundled(95, lang="de"), bundled(95, lang="nl")
    assert {"pâte", "pâté", "été"} <= set(fr.of_length(4)) | set(fr.of_length(3))
    assert "straße" in de.of_length(6) and "strasse" not in de    # ß is one letter; no Swiss spelling
    assert "wijn" in nl.of_length(4)                             # ij is two letters, i and j
    assert not any(re.search(r"[-'’.0-9]", w) for code in OTHERS for n in (5, 9)
                   for w in scowl_length_tiers(n, code))         # aujourd'hui, abat-jour: not words
    assert "aujourd" not in fr and "paris" in fr                 # no pieces of words; paris: bets
    assert "amsterdam" not in nl                                 # Dutch names are capitalized: left out
    assert "hund" in de and "adac" not in de                     # German nouns, not abbreviations


def test_a_language_not_bundled_is_named_and_the_error_says_which_are():
    with pytest.raises(LexiconError, match=r"no bundled lexicon for language 'xx' \(bundled: de, en, es, fr"):
        bundled(lang="xx")
    with pytest.raises(TypeError):
        bundled(lang=None)      # type: ignore[arg-type]
    assert bundled(lang="en") is bundled()
    assert bundled(35, lang="fr").filtered(max_tier=20) is bundled(20, lang="fr")


def test_a_bundled_lexicon_of_another_language_goes_to_prolog_word_by_word():
    """Prolog's use_default_lexicon/1 reads English; another language is handed over as words."""
    assert bundled().bundled_tier == 60
    assert bundled(lang="fr").bundled_tier is None
    assert bundled(lang="fr").name == "bundled French tier <= 60"


@pytest.mark.parametrize("code", OTHERS)
def test_each_language_has_its_sources_and_licences_beside_its_data(code):
    folder = DATA / code
    sources = (folder / "SOURCES").read_text(encoding="utf-8")
    lang = LANGUAGES[code]
    assert f"Debian's word list package {lang.debian} " in sources and "CC-BY-SA 4.0" in sources
    assert "wordfreq 3.1.1" in sources and "naughty-words" in sources
    assert "Copyright" in (folder / "COPYRIGHT").read_text(encoding="utf-8")
    assert (folder / "offensive.txt").read_text(encoding="utf-8").startswith(f"# Offensive and vulgar {lang.name}")
    assert offensive_words(code)
    licence = (DATA / "wordfreq-LICENSE.txt").read_text(encoding="utf-8")
    assert "Creative Commons Attribution-ShareAlike 4.0" in licence and "Apache License" in licence


def test_the_makefile_installs_the_word_list_of_every_language():
    makefile = (ROOT / "Makefile").read_text()
    listed = re.search(r"^WORD_LISTS := (.*?)(?<!\\)$", makefile, re.M | re.S).group(1)
    pairs = set(listed.replace("\\\n", " ").split())
    assert pairs == {f"{lang.debian}:{lang.word_list}" for lang in LANGUAGES.values() if lang.code != "en"}


# Boggle, as data: each language's dice, its Qu rule and its minimum word length.

@pytest.mark.parametrize("code", OTHERS)
def test_each_languages_dice_show_the_letters_of_its_board_spelling(code):
    lex = bundled(lang=code)
    letters = {ch for n in (4, 6) for w in lex.of_length(n) for ch in board_spelling(w, code)}
    for n in (16, 25):
        dice = language_dice(code, n)
        assert len(dice) == n and all(len(spec) == 6 for spec in dice)
        shown = {face for spec in dice for face in faces(spec)}
        assert {face for face in shown if face != "qu"} <= letters
        assert "e" in shown or "a" in shown
    header = (DATA / code / "letters.txt").read_text(encoding="utf-8").splitlines()[2]
    share = float(re.search(r"q is followed by u: ([0-9.]+)%", header).group(1))
    assert LANGUAGES[code].qu == (share >= 95) and LANGUAGES[code].min_length == 3


def test_boards_show_letters_as_each_languages_scrabble_set_has_them():
    assert board_spelling("été", "fr") == "ete" and board_spelling("œuvre", "fr") == "oeuvre"
    assert board_spelling("größe", "de") == "grösse"
    assert board_spelling("año", "es") == "año" and board_spelling("acción", "es") == "accion"
    assert board_spelling("caçar", "pt") == "caçar" and board_spelling("città", "it") == "citta"
    assert board_spelling("år", "sv") == "år" and board_spelling("café", "sv") == "cafe"


def test_letter_dice_share_out_the_faces_in_proportion():
    dice = letter_dice({"e": 50, "a": 30, "q": 10, "z": 1}, n=2)
    counts = {ch: "".join(dice).count(ch) for ch in "EAQZ"}
    assert counts == {"E": 7, "A": 4, "Q": 1, "Z": 0}
    assert [spec.count("E") for spec in dice] == [4, 3]        # dealt round the dice


# The build script, on small inputs and a stand-in wordfreq.

def _fake_wordfreq(root: Path, zipf: dict[str, dict[str, float]]) -> Path:
    """A ``wordfreq`` package whose zipf_frequency gives ``zipf[lang][word]`` (0 when not
    there), with the distribution files the script copies its licence from."""
    package = root / "wordfreq"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(
        f"TABLE = {json.dumps(zipf, ensure_ascii=False)}\n"
        "def zipf_frequency(word, lang, wordlist='best'):\n"
        "    return TABLE.get(lang, {}).get(word.lower(), 0.0)\n", encoding="utf-8")
    info = root / "wordfreq-9.9.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: wordfreq\nVersion: 9.9\n\n# wordfreq\n\n"
                                   "## License\n\nData: Creative Commons Attribution-ShareAlike 4.0.\n")
    (info / "LICENSE.txt").write_text("Apache License 2.0 (stand-in)\n")
    return root


def _inputs(tmp_path: Path) -> tuple[Path, Path, Path]:
    """Word lists and copyright files for every language, and prolog/data with a tiny scowl/."""
    dict_dir, doc_dir, data = tmp_path / "dict", tmp_path / "doc", tmp_path / "data"
    lists = {code: "" for code in OTHERS}
    lists["fr"] = "chat\nchats\nParis\naujourd'hui\nabat-jour\nété\nA4\nÉté\nzyzzyva\n"
    lists["de"] = "Hund\nHunde\nADAC\nStraße\nmüde\nABCs\n"
    for code, text in lists.items():
        lang = LANGUAGES[code]
        dict_dir.mkdir(exist_ok=True)
        (dict_dir / lang.word_list).write_bytes((text or "ord\n").encode(lang.encoding))
        (doc_dir / lang.debian).mkdir(parents=True)
        (doc_dir / lang.debian / "copyright").write_text(f"{lang.debian} copyright notice\n")
    (DATA_SCOWL := data / "scowl").mkdir(parents=True)
    (DATA_SCOWL / "4.txt").write_text("cold\t10\nward\t20\nwarm\t35\nzarf\t95\n")
    return dict_dir, doc_dir, data


def _build(tmp_path: Path, *args: str, fake: Path | None = None) -> subprocess.CompletedProcess:
    env = {"PATH": "/usr/bin:/bin", "LC_ALL": "C"}
    if fake is not None:
        env["PYTHONPATH"] = str(fake)
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120,
                          env=env, cwd=tmp_path)


def test_the_build_keeps_words_gives_tiers_by_frequency_and_records_its_sources(tmp_path):
    dict_dir, doc_dir, data = _inputs(tmp_path)
    fake = _fake_wordfreq(tmp_path / "site", {
        "en": {"cold": 5.0, "ward": 4.0, "warm": 3.0, "zarf": 0.0},
        "fr": {"chat": 5.5, "chats": 3.5, "été": 2.0},
        "de": {"hund": 6.0, "hunde": 4.5, "straße": 3.5, "müde": 3.9}})

    done = _build(tmp_path, "--dict", str(dict_dir), "--doc", str(doc_dir), "--data", str(data), fake=fake)

    assert done.returncode == 0, done.stderr
    assert f"fr: 4 words, 3 of tier <= 35 -> {data / 'fr'}" in done.stdout.splitlines()
    # thresholds from English: cold (5.0) alone at 10; ward (4.0) at 20; warm (3.0) at 35; zarf unknown
    tiers = [line.split("\t") for line in (data / "tiers.txt").read_text().splitlines() if not line.startswith("#")]
    assert [(size, threshold) for size, threshold, _ in tiers][:3] == [("10", "4.01"), ("20", "3.01"), ("35", "0.01")]
    assert (data / "fr" / "4.txt").read_bytes() == b"chat\t10\n"
    assert (data / "fr" / "5.txt").read_bytes() == b"chats\t20\n"
    assert (data / "fr" / "3.txt").read_bytes() == "été\t35\n".encode()       # 2.0: above 0.01 only
    assert (data / "fr" / "7.txt").read_bytes() == b"zyzzyva\t95\n"            # unknown to wordfreq
    assert sorted(p.name for p in (data / "de").iterdir()) == [
        "4.txt", "5.txt", "6.txt", "COPYRIGHT", "SOURCES", "letters.txt"]
    assert (data / "de" / "4.txt").read_bytes() == "hund\t10\nmüde\t20\n".encode()
    assert (data / "de" / "6.txt").read_bytes() == "straße\t20\n".encode()
    assert (data / "de" / "COPYRIGHT").read_text() == "wngerman copyright notice\n"
    letters = dict(line.split("\t") for line in (data / "de" / "letters.txt").read_text().splitlines()
                   if not line.startswith("#"))
    assert letters["s"] == "3" and "ß" not in letters and letters["ü"] == "1"   # strasse, müde
    assert "wordfreq 9.9" in (data / "fr" / "SOURCES").read_text()
    assert "Attribution-ShareAlike" in (data / "wordfreq-LICENSE.txt").read_text()
    assert "the bundled tiers came from 3.1.1" in done.stdout


def test_a_missing_word_list_is_named_and_nothing_is_written(tmp_path):
    dict_dir, doc_dir, data = _inputs(tmp_path)
    (dict_dir / "swedish").unlink()
    fake = _fake_wordfreq(tmp_path / "site", {})

    done = _build(tmp_path, "--dict", str(dict_dir), "--doc", str(doc_dir), "--data", str(data), fake=fake)

    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(f"build_language_lexicons: {dict_dir / 'swedish'} not found (1 of the inputs")
    assert sorted(p.name for p in data.iterdir()) == ["scowl"]


def test_without_wordfreq_the_script_says_how_to_get_it(tmp_path):
    dict_dir, doc_dir, data = _inputs(tmp_path)
    (absent := tmp_path / "site").mkdir()
    (absent / "wordfreq.py").write_text("raise ImportError('no wordfreq here')\n")    # even if one is installed
    done = _build(tmp_path, "--dict", str(dict_dir), "--doc", str(doc_dir), "--data", str(data), fake=absent)
    assert done.returncode == 2 and "wordfreq (the Python package) not found" in done.stderr
    assert "make lexicon does all three" in done.stderr


LEXICON_PYTHON = ROOT / ".venv-lexicon" / "bin" / "python"      # make lexicon's, with wordfreq


def _debian_lists_installed() -> bool:
    return all((Path("/usr/share/dict") / lang.word_list).is_file() for lang in LANGUAGES.values()
               if lang.code != "en")


@pytest.mark.skipif(not (LEXICON_PYTHON.exists() and _debian_lists_installed()),
                    reason="needs make lexicon's .venv-lexicon and Debian's word lists (make lexicon makes both)")
@pytest.mark.slow
def test_debian_word_lists_and_wordfreq_regenerate_the_bundled_data_byte_for_byte(tmp_path):
    """``make lexicon`` on a clean clone leaves ``git status`` clean, in any locale."""
    data = tmp_path / "data"
    (data / "scowl").mkdir(parents=True)
    for path in (DATA / "scowl").glob("*.txt"):
        (data / "scowl" / path.name).write_bytes(path.read_bytes())
    done = subprocess.run([str(LEXICON_PYTHON), str(SCRIPT), "--data", str(data)], capture_output=True, text=True,
                          timeout=600, env={"PATH": "/usr/bin:/bin", "LC_ALL": "C"})
    assert done.returncode == 0, done.stderr
    made = sorted(p.relative_to(data).as_posix() for p in data.rglob("*") if p.is_file() and p.parent.name != "scowl")
    bundled_files = sorted(p.relative_to(DATA).as_posix() for p in DATA.rglob("*")
                           if p.is_file() and p.parent.name != "scowl" and p.name != "offensive.txt")
    assert made == bundled_files
    for name in made:
        assert (data / name).read_bytes() == (DATA / name).read_bytes(), name
