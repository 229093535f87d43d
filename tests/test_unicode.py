"""Any alphabet: German, Spanish, French, Greek, Russian, Turkish, Hindi and Gothic lists, the
ladder rule per character, NFC and case on the way in, and the same strings back out of Prolog.
"""
from __future__ import annotations

import json
import unicodedata

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import is_valid_ladder
from wordlog import BfsEngine, LexiconError, PrologEngine, from_words, load

NFD = lambda text: unicodedata.normalize("NFD", text)

#: Per language: the file's lines (mixed case, some decomposed) and ladders expected on them.
LISTS = {
    "de": (["Hund", "Mund", "mond", "rund", "Rind", "KIND", NFD("Müde"), "mühe", NFD("HÖLLE"), "hülle",
            "Fülle", "muß", "maß", "faß", "Straße"],
           [("hund", "mund", ["hund", "mund"]), ("müde", "mühe", ["müde", "mühe"]),
            ("hund", "kind", ["hund", "rund", "rind", "kind"]),
            ("hölle", "fülle", ["hölle", "hülle", "fülle"]), ("muß", "faß", ["muß", "maß", "faß"])]),
    "es": (["NIÑO", "niña", "Piña", "año", NFD("baño"), "caño"],
           [("niño", "niña", ["niño", "niña"]), ("niño", "piña", ["niño", "niña", "piña"]),
            ("año", "año", ["año"]), ("baño", "caño", ["baño", "caño"])]),
    "fr": (["Père", NFD("mère"), "mare", "ÉTÉ", "ôté", "côte", "cote", NFD("coté")],
           [("père", "mare", ["père", "mère", "mare"]), ("été", "ôté", ["été", "ôté"]),
            ("côte", "coté", ["côte", "cote", "coté"])]),
    "el": (["ΝΌΜΟΣ", "τόμος", NFD("τόνος"), "Τόνοι", "λόγος", "λόγοι"],
           [("νόμος", "τόνοι", ["νόμος", "τόμος", "τόνος", "τόνοι"]), ("λόγος", "λόγοι", ["λόγος", "λόγοι"])]),
    "ru": (["КОТ", "код", "год", "гол", NFD("Бой")],
           [("кот", "гол", ["кот", "код", "год", "гол"])]),
    "tr": (["ışık", "ışın", "Kış", "kaş", "TAŞ", NFD("baş"), NFD("İş"), "diş", "DUŞ"],   # capital I is i: written ı
           [("kış", "taş", ["kış", "kaş", "taş"]), ("diş", "duş", ["diş", "duş"]),
            ("ışık", "ışın", ["ışık", "ışın"])]),
    "hi": (["कि", "का", "खा"],                                  # a vowel sign is a character of its own
           [("कि", "खा", ["कि", "का", "खा"])]),
    "got": (["𐌰𐌱", "𐌰𐌲", "𐌳𐌲"],                              # outside the Basic Multilingual Plane
            [("𐌰𐌱", "𐌳𐌲", ["𐌰𐌱", "𐌰𐌲", "𐌳𐌲"])]),
}
CASES = [(lang, start, target, ladder) for lang, (_, ladders) in LISTS.items() for start, target, ladder in ladders]
needs_prolog = [pytest.mark.prolog]


@pytest.fixture(scope="module")
def word_files(tmp_path_factory):
    # Saved as a Windows editor saves them: with a BOM and CRLF line ends.
    folder = tmp_path_factory.mktemp("lists")
    paths = {}
    for lang, (lines, _) in LISTS.items():
        paths[lang] = folder / f"{lang}.txt"
        text = f"\ufeff# {lang}\r\n" + "".join(f"{line}\r\n" for line in lines)
        paths[lang].write_bytes(text.encode("utf-8"))
    return paths


def test_loading_normalizes_every_form(word_files):
    de = load(word_files["de"])
    assert de.words[:7] == ("hund", "mund", "mond", "rund", "rind", "kind", "müde")
    assert all(w == unicodedata.normalize("NFC", w) for w in de.words)
    assert "straße" in de and len("straße") == 6 and de.lengths() == [3, 4, 5, 6]
    assert load(word_files["el"]).words[0] == "νόμος"          # final sigma kept final
    assert load(word_files["hi"]).of_length(2) == ("कि", "का", "खा")
    assert load(word_files["tr"]).words == ("ışık", "ışın", "kış", "kaş", "taş", "baş", "iş", "diş", "duş")
    assert load(word_files["ru"]).words[0] == "кот"            # the BOM is no part of the first word


def test_the_readmes_languages_are_tested_in_nfc_and_nfd_with_capitals():
    # README, The lexicon: German, French, Spanish, Turkish, Greek and Russian lists are
    # tested in NFC and NFD (the Turkish and Russian lists held no decomposed line).
    for lang in ("de", "fr", "es", "tr", "el", "ru"):
        lines = LISTS[lang][0]
        assert any(line != unicodedata.normalize("NFC", line) for line in lines), lang
        assert any(line != line.lower() for line in lines), lang


@pytest.mark.parametrize("lang,start,target,expected", CASES)
def test_python_ladders_in_any_alphabet(word_files, lang, start, target, expected):
    assert BfsEngine(load(word_files[lang])).ladder(start, target) == expected


@pytest.mark.parametrize("lang,start,target,expected", [c for c in CASES if c[1] != c[2]])
@pytest.mark.parametrize("engine", ["bfs", pytest.param("astar", marks=needs_prolog)])
def test_cli_ladders_in_any_alphabet(wordlog_cli, word_files, engine, lang, start, target, expected):
    # the words as a user might type them: capitalized (but ı, whose capital I lowers to i:
    # see the next test), decomposed
    typed = start if start.startswith("ı") else start.capitalize()
    done = wordlog_cli("ladder", NFD(typed), NFD(target), "--words", str(word_files[lang]),
                       "--engine", engine, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["ladder"] == expected


def test_cli_reads_the_turkish_capital_i_as_i(wordlog_cli, word_files):
    # Lower case is Unicode's, not Turkish (README, The lexicon): Işık is işık, a word outside
    # this list, one letter from ışık.
    done = wordlog_cli("ladder", "Işık", "ışın", "--words", str(word_files["tr"]), "--engine", "bfs")
    assert done.returncode == 0 and done.stdout.strip() == "işık -> ışık -> ışın  (3 words)"


def test_cli_decomposed_input_is_the_composed_word(wordlog_cli, word_files):
    done = wordlog_cli("ladder", "mu\u0308de", "MÜHE", "--words", str(word_files["de"]), "--engine", "bfs")
    assert done.returncode == 0 and done.stdout.strip() == "müde -> mühe  (2 words)"


def test_cli_rejects_a_non_letter_in_any_script(wordlog_cli, word_files):
    done = wordlog_cli("ladder", "ni-o", "niña", "--words", str(word_files["es"]))
    assert done.returncode == 2 and done.stderr.strip() == "wordlog: 'ni-o' is not a word: '-' is not a letter"


def test_lexicon_info_counts_characters_not_bytes(wordlog_cli, word_files):
    done = wordlog_cli("lexicon", "info", "--words", str(word_files["el"]), "--json")
    info = json.loads(done.stdout)
    assert [(r["length"], r["word_count"]) for r in info["by_length"]] == [(5, 6)]


@pytest.mark.parametrize("lang,start,target,expected", CASES)
@pytest.mark.parametrize("successor", ["graph", "scan"])
@pytest.mark.prolog
def test_prolog_round_trip_gives_back_the_same_strings(word_files, successor, lang, start, target, expected):
    lex = load(word_files[lang])
    ladder = PrologEngine(lex, successor=successor).ladder(start, target)
    assert ladder == expected == BfsEngine(lex).ladder(start, target)
    assert all(type(w) is str and w in lex for w in ladder)


@st.composite
def foreign_lexicon_and_pairs(draw):
    alphabet = draw(st.sampled_from(["äöüßé", "αβγδεσς", "ñáéíóú", "кодгтл", "ab\u0101\U00010330"]))
    length = draw(st.integers(1, 4))
    word = st.text(alphabet, min_size=length, max_size=length)
    words = draw(st.lists(word, min_size=1, max_size=40, unique=True))
    pairs = draw(st.lists(st.tuples(word, st.sampled_from(words)), min_size=1, max_size=6))
    return words, pairs


@pytest.mark.prolog
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(foreign_lexicon_and_pairs())
def test_prolog_and_python_agree_on_generated_foreign_lexicons(case):
    words, pairs = case
    lex = from_words(words)
    prolog, bfs = PrologEngine(lex), BfsEngine(lex)
    lengths = prolog.lengths(pairs)
    for (start, target), expected in zip(pairs, lengths):
        ladder, python = prolog.ladder(start, target), bfs.ladder(start, target)
        assert len(ladder) == len(python) == expected, (start, target, words)
        if ladder:
            assert is_valid_ladder(ladder, start, target, lex.words)


# --- each side's word rule ----------------------------------------------------------------------

def prolog_word(text: str) -> str | None:
    """Prolog's normalize_word/2 of ``text``: the word, or None when Prolog says it is none."""
    from wordlog.prolog import atom, first
    answer = first(f"catch((normalize_word({atom(text)}, W), Is = word), "
                   "error(domain_error(word, _), _), Is = fault)")
    assert answer is not None, text
    return answer["W"] if answer["Is"] == "word" else None


def test_a_lexicon_word_newer_than_prologs_unicode_tables_is_found_by_both_engines():
    """U+0487 (a combining mark) is no letter to Prolog's plain rule; Python's admits it to a
    list, and Prolog takes a lexicon word as it is (query_word/2): both engines answer."""
    lex = from_words(["a\u0487b", "aab", "cab", "\u0cf1\u0cf1", "\u0cf1a"])
    assert prolog_word("a\u0487b") is None                      # the tables differ ...
    for engine in (BfsEngine(lex), PrologEngine(lex)):           # ... and the engines agree
        assert engine.ladder("a\u0487b", "cab") == ["a\u0487b", "aab", "cab"]
        assert engine.ladder("cab", "a\u0487b") == ["cab", "aab", "a\u0487b"]
        assert engine.ladder("\u0cf1\u0cf1", "\u0cf1a") == ["\u0cf1\u0cf1", "\u0cf1a"]
        assert engine.count("a\u0487b", "cab") == 1


def test_a_start_outside_the_lexicon_that_prologs_rule_cannot_read_is_answered_by_both_engines():
    """Python owns input: a start its rule admits, outside the lexicon, goes to Prolog as Python
    read it and is never judged again there, whatever characters SWI-Prolog's older Unicode
    tables know (U+0487, and the 𝐀 of the fuzz's `éȀ𝐀`). The Prolog engine refused both."""
    lex = from_words(["aab", "cab", "aac", "ca\u0200", "\u00e9\u0200a"])
    assert prolog_word("a\u0487b") is None and prolog_word("\u00e9\u0200\U0001d400") is None
    bfs, prolog_engine = BfsEngine(lex), PrologEngine(lex)
    for start, target in [("a\u0487b", "cab"), ("\u00e9\u0200\U0001d400", "\u00e9\u0200a"),
                          ("\u00e9\u0200\U0001d400", "aac")]:
        expected = bfs.ladder(start, target)
        assert prolog_engine.ladder(start, target) == expected
        assert prolog_engine.length(start, target) == len(expected)
        assert prolog_engine.lengths([(start, target)]) == [len(expected)]
        assert prolog_engine.count(start, target) == bfs.count(start, target)
        assert prolog_engine.all_ladders(start, target) == bfs.all_ladders(start, target)
        assert prolog_engine.friendly(start, target) == bfs.friendly(start, target)
    assert prolog_engine.ladder("a\u0487b", "cab") == ["a\u0487b", "aab", "cab"]
    assert prolog_engine.ladder("\u00e9\u0200\U0001d400", "\u00e9\u0200a") == [   # read as lower case
        "\u00e9\u0201\U0001d400", "\u00e9\u0201a"]
    assert prolog_engine.ladder("\u00e9\u0200\U0001d400", "aac") == []


def test_a_target_outside_the_lexicon_that_prologs_tables_cannot_read_has_no_ladder_in_both_engines():
    """A target outside the lexicon has no ladder, whatever its characters: the Prolog engine
    says so as the Python engines do, for 'a\u0487c' too (no PrologWordError,
    though its word rule cannot read U+0487)."""
    lex = from_words(["cab", "aab", "aac"])
    for engine in (BfsEngine(lex), PrologEngine(lex)):
        for start in ("cab", "a\u0487c"):
            assert engine.ladder(start, "a\u0487c") == [] and engine.length(start, "a\u0487c") == 0
            assert engine.all_ladders(start, "a\u0487c") == [] and engine.count(start, "a\u0487c") == 0
            assert engine.friendly(start, "a\u0487c") == []
    assert PrologEngine(lex).lengths([("cab", "a\u0487c"), ("aac", "cab"), ("cab", "zzz")]) == [0, 3, 0]
    assert PrologEngine(lex).lengths([("cab", "a\u0487c")]) == [0]


@pytest.mark.parametrize("letter", ["a", "ж"])
def test_both_rules_take_100_characters_and_no_more(letter):
    """The word rule bounds a word's length on both sides (MAX_LETTERS, max_word_length/1)."""
    from wordlog.lexicon import MAX_LETTERS, read_word
    assert MAX_LETTERS == 100
    longest, longer = letter * 100, letter * 101
    assert read_word(longest)[1] is None and prolog_word(longest) == longest
    assert read_word(longer)[1] == "it has 101 characters; a word has at most 100"
    assert prolog_word(longer) is None
