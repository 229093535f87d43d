"""The lexicon loader: the word rule, honest file reading, tiers and filters, the bundled data, big lists."""
from __future__ import annotations

import os
import random
import re
import string
import unicodedata

import pytest
from hypothesis import given, settings, strategies as st

from wordlog import BfsEngine
from wordlog.lexicon import (
    COMMON_TIER, DEFAULT_TIER, SCOWL_SIZES, Lexicon, LexiconError, bundled, check_word, counts, decode,
    from_words, is_word, load, normalize, parse_lines, scowl_length_tiers, scowl_lengths, scowl_tiers,
)


def write(tmp_path, data: bytes | str, name: str = "words.txt"):
    path = tmp_path / name
    if isinstance(data, str):
        data = data.encode("utf-8")
    path.write_bytes(data)
    return path


# ---------------------------------------------------------------- the word rule

def test_normalize_is_nfc_and_lowercase():
    assert normalize("Mu\u0308de") == normalize("müde") == "müde" == unicodedata.normalize("NFC", "müde")
    assert normalize("NIÑO") == "niño"
    assert normalize("ΝΌΜΟΣ") == "νόμος"          # final sigma, as Greek writes it
    assert normalize("Straße") == "straße"        # lowercase, not casefold: ß stays one letter
    assert normalize("İST") == normalize("I\u0307ST") == "ist"    # İ is one letter, lowered to i
    assert normalize(" \tcold\r\n") == "cold"


@pytest.mark.parametrize("text", ["cold", "Müde", "niño", "été", "νόμος", "кот", "ǅemal", "e\u0301te\u0301"])
def test_words_in_any_script(text):
    assert is_word(text)


@pytest.mark.parametrize("text,why", [
    ("", "it is empty"),
    ("c4t", "'4' is not a letter"),
    ("ice cream", "a space is not a letter"),
    ("don't", "\"'\" is not a letter"),
    ("well-known", "'-' is not a letter"),
    ("be\x07ll", "U+0007 is not a letter"),
    ("nul\x00", "U+0000 is not a letter"),
    ("no\u00a0break", "a space is not a letter"),
    ("\u0301e", "U+0301 (a combining mark) does not follow a letter"),
])
def test_check_word_names_the_word_and_the_reason(text, why):
    with pytest.raises(LexiconError) as caught:
        check_word(text)
    assert str(caught.value) == f"{text!r} is not a word: {why}"
    assert not is_word(text)


# ---------------------------------------------------------------- reading files honestly

def test_bom_crlf_comments_blanks_and_duplicates(tmp_path):
    path = write(tmp_path, b"\xef\xbb\xbf# my words\r\nCold\r\n\r\n  warm \r\ncold\r\nWARM\r\n# end\r\n")
    lex = load(path, known_tiers=False)
    assert lex.words == ("cold", "warm")
    assert lex.tiers == {} and lex.skipped == 0 and lex.name == str(path)


def test_decomposed_and_composed_forms_are_one_word(tmp_path):
    lex = load(write(tmp_path, "mu\u0308de\nmüde\nMÜDE\n"), known_tiers=False)
    assert lex.words == ("müde",) and len(lex.words[0]) == 4


@pytest.mark.parametrize("line,why", [
    ("c4t", "'c4t' is not a word: '4' is not a letter"),
    ("2024", "'2024' is not a word: '2' is not a letter"),
    ("ice cream", "'ice cream' is not a word: a space is not a letter"),
    ("don't", "\"don't\" is not a word: \"'\" is not a letter"),
    ("well-known", "'well-known' is not a word: '-' is not a letter"),
    ("hello!", "'hello!' is not a word: '!' is not a letter"),
    ("be\x07ll", "'be\\x07ll' is not a word: U+0007 is not a letter"),
    ("nul\x00l", "'nul\\x00l' is not a word: U+0000 is not a letter"),
    ("esc\x1bape", "'esc\\x1bape' is not a word: U+001B is not a letter"),
    ("cold\u00a0", "'cold\\xa0' is not a word: a space is not a letter"),
    ("a\rb", "'a\\rb' is not a word: U+000D is not a letter"),
    # a size after a space or a comma, as many lists write it: the message says where a size goes
    ("cold 10", "'cold 10' is not a word: a space is not a letter (a size goes after a TAB)"),
    ("cold,10", "'cold,10' is not a word: ',' is not a letter (a size goes after a TAB)"),
    ("cold  10", "'cold  10' is not a word: a space is not a letter (a size goes after a TAB)"),
    ("cold\tten", "'cold\\tten': the size 'ten' after the TAB is not a whole number of 0 or more"),
    ("cold\t10\t20", "'cold\\t10\\t20': the size '10\\t20' after the TAB is not a whole number of 0 or more"),
    # '-5' is a number: the message says it is not one of 0 or more
    ("cold\t-5", "'cold\\t-5': the size '-5' after the TAB is not a whole number of 0 or more"),
])
def test_every_malformed_line_is_reported_with_file_and_line(tmp_path, line, why):
    path = write(tmp_path, f"# header\nwarm\n{line}\nword\n")
    with pytest.raises(LexiconError) as caught:
        load(path)
    assert str(caught.value) == f"{path}:3: {why}"


def test_skip_invalid_counts_every_bad_line_and_keeps_the_first_messages(tmp_path):
    path = write(tmp_path, "cold\nc4t\nwarm\nice cream\nx-y\n12\nword\n")
    lex = load(path, skip_invalid=True, known_tiers=False)
    assert lex.words == ("cold", "warm", "word")
    assert lex.skipped == 4
    assert lex.skipped_first == (f"{path}:2: 'c4t' is not a word: '4' is not a letter",
                                 f"{path}:4: 'ice cream' is not a word: a space is not a letter",
                                 f"{path}:5: 'x-y' is not a word: '-' is not a letter")


def test_not_utf8_names_the_byte_offset_and_line(tmp_path):
    path = write(tmp_path, b"cold\nw\xe4rm\n")                # Latin-1 'ä'
    with pytest.raises(LexiconError, match=rf"^{path}: not UTF-8: byte 0xe4 at offset 6 \(line 2\)$"):
        load(path)


def test_not_utf8_offset_counts_the_bom(tmp_path):
    path = write(tmp_path, b"\xef\xbb\xbfab\ncd\xff\n")
    with pytest.raises(LexiconError, match=r"byte 0xff at offset 8 \(line 2\)"):
        load(path)


def test_utf16_gets_a_hint(tmp_path):
    path = write(tmp_path, "cold\nwarm\n".encode("utf-16"))
    with pytest.raises(LexiconError, match="looks like UTF-16, save it as UTF-8"):
        load(path)


@pytest.mark.parametrize("encoding, offset", [("utf-16-le", 1), ("utf-16-be", 0)])
def test_utf16_without_a_byte_order_mark_gets_the_hint_too(tmp_path, encoding, offset):
    """Its bytes are UTF-8 too, of NUL characters: the file is named as looking like UTF-16,
    with skip_invalid too, never read as lines such as 'c\\x00o\\x00...' that are not words."""
    path = write(tmp_path, "cold\r\nwarm\r\n".encode(encoding))
    message = (f"{path}: not UTF-8 text: byte 0x00 at offset {offset} (line 1); "
               "it looks like UTF-16 without a byte order mark, save it as UTF-8")
    for skip_invalid in (False, True):
        with pytest.raises(LexiconError) as caught:
            load(path, skip_invalid=skip_invalid)
        assert str(caught.value) == message
    assert load(write(tmp_path, "a\nb\nc\nd\n", "short.txt")).words == ("a", "b", "c", "d")


def test_decode_reports_a_truncated_sequence():
    with pytest.raises(LexiconError, match=r"^x: not UTF-8: byte 0xc3 at offset 4 \(line 2\)$"):
        decode(b"abc\n\xc3", "x")


def test_empty_file_and_comment_only_file_give_no_words(tmp_path):
    assert len(load(write(tmp_path, b"", "empty.txt"))) == 0
    assert load(write(tmp_path, "# nothing\n\n   \n", "comments.txt")).words == ()


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(LexiconError, match=rf"^{tmp_path}/nope.txt: no such file$"):
        load(tmp_path / "nope.txt")
    with pytest.raises(LexiconError, match=rf"^{tmp_path}: is a directory, not a word list$"):
        load(tmp_path)


def spec_parse(text: str) -> tuple[tuple[str, ...], dict[str, int]] | int:
    """The file format as the docs state it, one line at a time: the words and sizes, or
    the number of the first bad line."""
    words: dict[str, int | None] = {}
    for number, line in enumerate(text.split("\n"), 1):
        line = line.strip(" \t\r\n\f\v")
        if not line or line.startswith("#"):
            continue
        entry, tab, size = line.partition("\t")
        try:
            word = check_word(entry)
        except LexiconError:
            return number
        size = size.strip(" \t")
        if tab and not (size and all(c in string.digits for c in size)):
            return number
        words.setdefault(word, int(size) if tab else None)
    return tuple(words), {w: s for w, s in words.items() if s is not None}


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet="abAB\u00e9\u0301\u00df\u03c3\u03a3 \t\r#1-\u00a0\x07", max_size=6), max_size=12))
def test_parsing_follows_the_line_by_line_rule(lines):
    text = "\n".join(lines)
    expected = spec_parse(text)
    if isinstance(expected, int):
        with pytest.raises(LexiconError, match=rf"^x:{expected}: "):
            parse_lines(text, "x")
    else:
        lex = parse_lines(text, "x")
        assert (lex.words, dict(lex.tiers)) == expected


# ---------------------------------------------------------------- tiers

def test_size_column_and_known_tiers(tmp_path):
    path = write(tmp_path, "cold\t40\nwarm\ncord\t70\nqwzx\nhund\ncold\t10\n")
    lex = load(path)
    # the file's own size wins; SCOWL gives the rest where it knows them; the first line counts
    assert dict(lex.tiers) == {"cold": 40, "warm": 10, "cord": 70, "hund": 95}
    assert lex.tier("qwzx") is None
    assert dict(load(path, known_tiers=False).tiers) == {"cold": 40, "cord": 70}


def test_filtered_by_tier_drops_unknown_words():
    lex = from_words(["cold", "cord", "card", "qwzx"], tiers={"cold": 10, "cord": 35, "card": 60})
    assert lex.filtered(max_tier=10).words == ("cold",)
    assert lex.filtered(max_tier=35).words == ("cold", "cord")
    assert lex.filtered(max_tier=95).words == ("cold", "cord", "card")
    assert dict(lex.filtered(max_tier=35).tiers) == {"cold": 10, "cord": 35}


def test_most_common_keeps_the_first_words_in_list_order():
    lex = from_words(["which", "there", "their", "about", "would"])   # most common first
    assert lex.filtered(most_common=3).words == ("which", "there", "their")
    assert lex.filtered(most_common=99).words == lex.words
    assert lex.filtered(most_common=3).name == "<words> (first 3)"


def test_tier_then_most_common_combine():
    lex = from_words(["aa", "bb", "cc", "dd", "ee"], tiers={"aa": 60, "bb": 10, "cc": 20, "dd": 10, "ee": 35})
    assert lex.filtered(max_tier=20, most_common=2).words == ("bb", "cc")
    assert lex.filtered(max_tier=35).filtered(most_common=2).words == ("bb", "cc")


def test_without_drops_the_listed_words_and_keeps_order_and_tiers():
    lex = from_words(["cold", "cord", "card", "ward"], tiers={"cold": 10, "cord": 35, "ward": 20})
    less = lex.without(["cord", "warm"], "unfit.txt")      # warm is not in it: passed over
    assert less.words == ("cold", "card", "ward")
    assert dict(less.tiers) == {"cold": 10, "ward": 20}
    assert less.name == "<words> (less unfit.txt)" and "cord" not in less


def test_without_on_the_bundled_lexicon_gives_prolog_every_word():
    """The bundled data does not describe the lexicon less a word, so bundled_tier is None."""
    less = bundled().without(["cord"])
    assert "cord" not in less and "cold" in less and less.tier("cold") == 10
    assert less.bundled_tier is None and len(less) == len(bundled()) - 1


def test_without_reads_its_words_as_words():
    """without() reads the given words by the word rule, as from_words takes them: 'Cord' and
    ' cord' leave cord out; one str, lex.without("cord"), is refused as from_words refuses it,
    never taken letter by letter."""
    lex = from_words(["cold", "cord", "card", "müde"])
    assert lex.without(["Cord", " CARD ", "Mu\u0308de"]).words == ("cold",)
    with pytest.raises(TypeError, match="without takes words, not one str: 'cord'"):
        lex.without("cord")
    with pytest.raises(LexiconError, match="'c0rd' is not a word"):
        lex.without(["c0rd"])
    for refuse in (lex.without, from_words):        # a long str is quoted only so far
        with pytest.raises(TypeError) as refused:
            refuse("x" * 100_000)
        assert len(str(refused.value)) == 200


def test_most_common_first_orders_by_tier_stably():
    lex = from_words(["aa", "bb", "cc", "dd"], tiers={"aa": 60, "bb": 10, "dd": 10})
    assert lex.most_common_first().words == ("bb", "dd", "aa", "cc")


def test_most_common_first_puts_unknown_sizes_after_sizes_past_95():
    """A list's own sizes may run past SCOWL's 95 (a size is any whole number); an unknown
    size comes after every size, so cc, of no size, comes after aa of size 200."""
    lex = from_words(["aa", "bb", "cc"], tiers={"aa": 200, "bb": 500})
    assert lex.most_common_first().words == ("aa", "bb", "cc")


# ---------------------------------------------------------------- the bundled lexicon

def test_bundled_tiers_nest_and_respect_their_cut():
    common, default = bundled(COMMON_TIER), bundled()
    assert default is bundled(DEFAULT_TIER)
    assert set(common.words) < set(default.words) < set(scowl_tiers())
    assert all(t <= COMMON_TIER for t in common.tiers.values())
    assert {default.tier(w) for w in default.words} <= set(SCOWL_SIZES[:SCOWL_SIZES.index(60) + 1])
    assert (default.tier("cold"), default.tier("cord"), default.tier("ape"), default.tier("qwzx")) == (10, 35, 35, None)
    assert "cold" in common and "hund" not in default and "hund" in bundled(95)


def test_bundled_lengths_read_lazily_agree_with_the_whole():
    lex = bundled(40)
    lazy = {n: lex.of_length(n) for n in scowl_lengths()}   # read before the whole is built
    assert "cold" in lex and lex.tier("cold") == 10
    assert lex.words == tuple(w for n in scowl_lengths() for w in lazy[n])
    assert lex.lengths() == [n for n in scowl_lengths() if lazy[n]]
    assert len(lex) == sum(len(ws) for ws in lazy.values()) == len(lex.tiers)
    assert all(lex.tier(w) == lex.tiers[w] <= 40 for w in lex.of_length(4))
    assert lex.of_length(4) == tuple(sorted(lex.of_length(4)))


def test_bundled_scowl_tiers_mapping():
    tiers = scowl_tiers()
    assert tiers["cold"] == 10 and "cold" in tiers and "qwzx" not in tiers
    assert len(tiers) == sum(len(scowl_length_tiers(n)) for n in scowl_lengths()) > 400_000
    assert set(tiers.values()) == set(SCOWL_SIZES)


def test_bundled_filtered_by_tier_is_the_smaller_bundled_lexicon():
    assert bundled().filtered(max_tier=35) is bundled(35)
    top = bundled().most_common_first().filtered(most_common=100)
    assert len(top) == 100 and all(top.tier(w) == 10 for w in top)
    assert top.bundled_tier is None        # not a SCOWL cut: Prolog is given the words


@pytest.mark.parametrize("tier", [0, 9, 96, -10])
def test_bundled_tier_out_of_range(tier):
    with pytest.raises(LexiconError, match="outside SCOWL's sizes"):
        bundled(tier)


@pytest.mark.parametrize("tier", ["60", 60.0, 55.5, True, None])
def test_bundled_tier_must_be_a_whole_number(tier):
    """A str, a float (55.5 is no size 55) or True (no number 1): each is a TypeError naming it."""
    with pytest.raises(TypeError, match=rf"^max_tier is a whole number, not {re.escape(repr(tier))}$"):
        bundled(tier)


@pytest.mark.parametrize("lex", [from_words(["cold", "cord"], tiers={"cold": 10}), bundled()],
                         ids=["user", "bundled"])
def test_filtered_arguments_must_be_whole_numbers(lex):
    with pytest.raises(TypeError, match=r"^max_tier is a whole number, not '35'$"):
        lex.filtered(max_tier="35")
    with pytest.raises(TypeError, match=r"^most_common is a whole number, not 2.5$"):
        lex.filtered(most_common=2.5)
    first_common = ("cold",) if lex.bundled_tier is None else ("a",)
    assert lex.filtered(max_tier=10, most_common=1).words == first_common


def test_counts_per_length_and_tier():
    table = counts(bundled(COMMON_TIER))
    assert sum(sum(c.values()) for c in table.values()) == len(bundled(COMMON_TIER))
    assert set(table[4]) <= {10, 20, 35}
    assert table[4][10] == sum(1 for w in bundled(COMMON_TIER).of_length(4) if bundled(COMMON_TIER).tier(w) == 10)


def test_repr_is_short():
    assert repr(bundled(COMMON_TIER)) == "<Lexicon bundled SCOWL size <= 35: 39,030 words>"


def test_repr_counts_one_word_in_the_singular(tmp_path):
    """Counts in the repr are written as every message writes them: '1 word', '2 words'."""
    assert repr(parse_lines("cold\nw4rm\n", "mine.txt", skip_invalid=True)) == "<Lexicon mine.txt: 1 word>"
    assert repr(from_words([])) == "<Lexicon <words>: 0 words>"


# ---------------------------------------------------------------- large lists

@pytest.mark.slow
def test_every_bundled_word_as_a_user_list_loads_and_answers(tmp_path):
    """425,015 words (all of SCOWL), one per line, no sizes: tiers come back from SCOWL."""
    words = list(scowl_tiers())
    random.Random(4).shuffle(words)
    path = write(tmp_path, "\n".join(words) + "\n")
    lex = load(path)
    assert len(lex) == len(words) and dict(lex.tiers) == dict(scowl_tiers())
    ladder = BfsEngine(lex).ladder("cold", "warm")
    assert len(ladder) == 5 and ladder[0] == "cold" and ladder[-1] == "warm"


@pytest.mark.slow
def test_370k_random_words_load_and_answer(tmp_path):
    rng = random.Random(370)
    unique: dict[str, None] = {}
    while len(unique) < 370_000:   # 3 to 9 of 10 letters: short words dense, long ones sparse
        unique["".join(rng.choices("abcdefghij", k=rng.randint(3, 9)))] = None
    words = list(unique)
    path = write(tmp_path, "\r\n".join(w.upper() if i % 3 == 0 else w for i, w in enumerate(words)) + "\r\n")
    lex = load(path, known_tiers=False)
    assert len(lex) == 370_000 and set(lex.words) == set(words)
    fives = lex.of_length(5)
    engine = BfsEngine(lex)
    ladder = engine.ladder(fives[0], fives[-1])
    assert ladder[0] == fives[0] and ladder[-1] == fives[-1]
    assert all(sum(a != b for a, b in zip(x, y)) == 1 for x, y in zip(ladder, ladder[1:]))


def test_a_big_unicode_list_takes_the_whole_text_path_and_agrees_with_the_line_rule():
    rng = random.Random(7)
    letters = "aäoöuüßeéèσςλ"
    words = ["".join(rng.choices(letters, k=rng.randint(2, 6))) for _ in range(3000)]
    forms = [unicodedata.normalize("NFD", w).upper() if i % 2 else w for i, w in enumerate(words)]
    text = "\r\n".join(forms) + "\n"
    assert parse_lines(text, "x").words == spec_parse(text)[0]
    assert parse_lines(text + "#\n", "x").words == spec_parse(text)[0]


def test_from_words_refuses_what_is_not_words_and_tiers():
    with pytest.raises(TypeError, match="from_words takes words, not one str: 'cold'"):
        from_words("cold")                          # it would be the words c, o, l, d
    with pytest.raises(TypeError, match="a word is a str, not bytes"):
        from_words([b"cold"])                       # bytes passed the word rule
    with pytest.raises(TypeError, match="the tier of 'cord' is a SCOWL size"):
        from_words(["cold", "cord"], tiers={"cord": "x"})
    assert from_words(["cold"], tiers={"Cold": 10}).tier("cold") == 10   # keys are words, normalized
    with pytest.raises(TypeError, match=r"^tiers map words to SCOWL sizes \(a dict\), not list: \[\('cold', 10\)\]$"):
        from_words(["cold"], tiers=[("cold", 10)])  # a TypeError naming what tiers are


def test_load_takes_a_file_name_not_a_descriptor(tmp_path):
    """An int is a TypeError, never opened as a file descriptor: load(fd) would read whatever
    the descriptor is, name the lexicon after its number and close it under its owner."""
    read, write_end = os.pipe()
    os.write(write_end, b"cold\nwarm\n")
    os.close(write_end)
    try:
        with pytest.raises(TypeError, match=rf"^the name of a word list is a str or a path, not int: {read}$"):
            load(read)
        assert os.read(read, 100) == b"cold\nwarm\n"      # still open, nothing read
    finally:
        os.close(read)
    for name in (None, True, 2.5, b"words.txt"):
        with pytest.raises(TypeError, match=f"^the name of a word list is a str or a path, not {type(name).__name__}"):
            load(name)
    with pytest.raises(TypeError) as refused:                   # a long value is quoted only so far
        load(["words.txt"] * 100_000)
    assert len(str(refused.value)) == 200
    path = write(tmp_path, "cold\nwarm\n")
    assert load(path).words == load(str(path)).words == ("cold", "warm")


def prolog_sizes(path) -> dict[str, int | None]:
    """The words ``load_words/1`` reads from ``path`` in swipl, with their sizes."""
    from wordlog import prolog
    with prolog.exclusive():
        try:
            answer = prolog.first(f"load_words({prolog.atom(str(path))}), "
                                  "findall([W, S], word_size(W, S), Pairs)")
        finally:
            prolog.bridge._bridge.forget_lexicon()   # Prolog's lexicon is no longer the one the bridge loaded
    return {w: (None if s == "unknown" else s) for w, s in answer["Pairs"]}


@pytest.mark.parametrize("line", ["cold\t\t10", "cold\t \t10 ", "cold \t10", "\tcold\t10\t", "cold\t\t"])
def test_prolog_load_words_reads_a_size_as_python_does(tmp_path, line):
    """The size is what follows the first TAB, stripped of spaces and TABs, on both sides:
    ``cold<TAB><TAB>10`` is cold of size 10 in Python and in swipl alike."""
    path = write(tmp_path, f"{line}\nwarm\t20\n")
    lex = load(path)
    # a word without a size takes SCOWL's in Python (cold: 10), none in swipl
    assert prolog_sizes(path) == {"cold": None if line.strip() == "cold" else 10, "warm": 20}
    assert lex.tier("warm") == 20 and lex.tier("cold") == 10


@pytest.mark.parametrize("line", ["cold\t10\t20", "cold\t1 0", "cold\t-1", "cold\t10x"])
def test_prolog_load_words_refuses_the_sizes_python_refuses(tmp_path, line):
    from wordlog.prolog import PrologError
    path = write(tmp_path, f"warm\n{line}\n")
    with pytest.raises(LexiconError, match=":2: .* is not a whole number of 0 or more"):
        load(path)
    with pytest.raises(PrologError, match=":2: .* is not a whole number of 0 or more"):
        prolog_sizes(path)


@pytest.mark.parametrize("text, line", [
    ("hund\na\x00b\n", 2), ("hund\nx\x00\n", 2), ("#c\x00\nhund\nc4t\n", 3),
    ("hund\ncold\t1\x00\n", 2), ("\x00\n", 1), (" c4\x00\n", 1),
])
def test_prolog_load_words_refuses_a_nul_on_the_line_python_names(tmp_path, text, line):
    """A NUL is no letter on either side, and both name its line: SWI-Prolog 9's
    split_string/4 takes NUL for a separator, so it is not what splits the lines: ``a<NUL>b``
    is no two words a and b, a NUL at a line's end is not dropped, and a NUL in a comment
    does not move the error of line 3 to line 4."""
    from wordlog.prolog import PrologError
    path = tmp_path / "w.txt"
    path.write_bytes(text.encode())
    with pytest.raises(LexiconError, match=f"w.txt:{line}: "):
        load(path)
    with pytest.raises(PrologError, match=f"w.txt:{line}: "):
        prolog_sizes(path)


@pytest.mark.parametrize("text, sizes", [
    # German: hand, land and tasse are English too (10, 10, 70), the 5 others are not
    ("Katze\nMütze\nKasse\nHand\nLand\nTasse\nZelt\nFeld\n", {}),
    # half of the words without a size are English: the list is taken for English
    ("Katze\nMütze\nHand\nLand\nHund\t20\n", {"hand": 10, "land": 10, "hund": 20}),
    # a size given in the file always counts; only the unsized words are weighed
    ("Katze\t30\nMütze\nKasse\nHand\n", {"katze": 30}),
])
def test_a_list_in_another_language_takes_no_english_sizes(tmp_path, text, sizes):
    """SCOWL's sizes are English: a German list's English look-alikes (hand, land) take
    none, lest every other word of the list count as rare (--tier, --friendly, puzzles).
    The bundled sizes apply only where SCOWL knows at least half of the unsized words."""
    path = write(tmp_path, text)
    lex = load(path)
    assert dict(lex.tiers) == sizes


def test_a_lexicon_cannot_be_changed_through_its_tiers_or_the_callers_list_and_dict():
    """A Lexicon is immutable: writing to ``lex.tiers`` (or to the dict it was given) does not
    change the friendliest ladder of an engine already built on it; ``scowl_length_tiers``
    hands out a dict no one can write to, shared by every bundled lexicon not yet read; and a list given as
    ``words`` is not kept as a list."""
    words = ["cold", "cord", "card", "ward", "warm", "wold", "word"]
    given = {"card": 10, "word": 50, "wold": 50, "cord": 10, "ward": 10}
    lex = Lexicon(words, given)
    engine = BfsEngine(lex)
    assert engine.friendly("cold", "warm") == ["cold", "cord", "card", "ward", "warm"]
    given["card"] = 95                               # the caller's dict: not the lexicon's
    for tiers in (lex.tiers, from_words(words, tiers=given).tiers, bundled().tiers, scowl_length_tiers(4)):
        with pytest.raises(TypeError, match="does not support item assignment"):
            tiers["card"] = 95                       # type: ignore[index]
    assert engine.friendly("cold", "warm") == ["cold", "cord", "card", "ward", "warm"]
    assert lex.tier("card") == 10 and bundled().tier("card") == scowl_length_tiers(4)["card"] == 10
    listed = list(words)
    lex = Lexicon(listed)
    listed.append("worm")
    assert lex.words == tuple(words) and isinstance(lex.words, tuple) and "worm" not in lex
