"""No injection, ever: hostile text through every public entry point.

Arbitrary Unicode text (quotes, backslashes, NUL, newlines, Prolog syntax such as
``)``, ``,``, ``:-``, ``shell(...)``, ``halt``, emoji, right-to-left marks) goes in
as start, target, lexicon words (Python and ``--words`` file) and Boggle boards.
Each input is either handled as a word or refused with a clear error; nothing runs
as Prolog (canaries: a file that a payload would create, a predicate it would
assert, a global it would set); the engine answers a normal query right after.
"""
from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from conftest import HIT_COG, is_valid_ladder, run_main, run_wordlog
from wordlog import cli, prolog
from wordlog.prolog import boggle as boggle_prolog
from wordlog.boggle import parse_board
from wordlog.engines import BfsEngine
from wordlog.lexicon import Lexicon, LexiconError, check_word, from_words, is_word, load
from wordlog.prolog import PrologError, atom, first
from wordlog.prolog.ladders import PrologEngine

#: A file every payload tries to create, and a predicate and a global they try to set.
CANARY = Path(tempfile.gettempdir()) / f"wordlog-canary-{os.getpid()}"
SHELL = f"shell('touch {CANARY}')"


def payloads(canary: Path = CANARY) -> list[str]:
    """Texts that would run Prolog (create ``canary``, assert, halt) if pasted unquoted."""
    touch = f"shell('touch {canary}')"
    write = f"open('{canary}', write, S), close(S)"
    return [
        f"x'), {touch}, ('", f'x"), {touch}, ("', f"x'), {write}, ('",
        f"a', [], R), {touch}, ladder('a", f"') :- {touch}. %", f":- initialization({touch}).",
        f"x\\'), {touch}, (\\'", f"x\\x27\\), {touch}, (\\x27\\", f"0'), {touch}, ('",
        f"x')\n:- {touch}.\n", f"x\x00'), {touch}, ('", f"{{{touch}}}", f"`), {touch}, (`",
        "'), assertz(wordlog_pwned), ('", "'), nb_setval(wordlog_pwned, 1), ('", "halt", "halt.",
        "'), halt, ('", "abort", "x), halt(3), (", "', '", ")", ",", ":-", "%p", "'", '"', "\\",
        "\x00", "\n", "\r\n", "😀", "\u202e", "\u200fabc\u200f", "ab\u202ecd", "Cog", "  hot\t",
        "e\u0301te", "\U0001d400", "日本", "a\\b", "\u0000hot",
    ]


def payload_id(text: str) -> str:
    """The test id of a payload, the same in every process (the canary's name holds a pid)."""
    return text.replace(str(CANARY), "CANARY")


#: Pieces the strategy below strings together: Prolog syntax, quoting, odd Unicode, words.
FRAGMENTS = ["'", '"', "`", "\\", "\\x27\\", "0'", "\x00", "\n", "\r", "\t", " ", ")", "(", ",",
             ".", ":-", "%", "/*", "|", "[", "]", "{", "}", "halt", SHELL, "assertz(wordlog_pwned)",
             "😀", "\u202e", "\u200f", "\ufeff", "é", "e\u0301", "ß", "İ", "Σ", "hot", "cog", "Dog", "x"]

hostile = st.one_of(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=12),
    st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=2).filter(
        lambda s: not any(0xD800 <= ord(c) <= 0xDFFF for c in s))), max_size=6).map("".join),
    st.sampled_from(payloads()),
)


def untouched() -> None:
    """Nothing ran: no canary file, no asserted predicate, no global; the engine still answers."""
    assert not CANARY.exists(), "a payload ran a shell command"
    assert first("current_predicate(wordlog_pwned/_)") is None, "a payload asserted a clause"
    assert first("nb_current(wordlog_pwned, _)") is None, "a payload set a global variable"
    assert first("X is 6 * 7") == {"X": 42}


@pytest.fixture(autouse=True, scope="module")
def no_canary_left():
    CANARY.unlink(missing_ok=True)
    yield
    assert not CANARY.exists()


# --- the escaping function -------------------------------------------------------------------

@settings(max_examples=300, deadline=None)
@given(st.text(st.characters(blacklist_categories=("Cs",))))
def test_atom_round_trips_any_text(text):
    """Whatever the text, Prolog reads back exactly its characters, as one atom."""
    answer = first(f"X = {atom(text)}, atom(X), atom_codes(X, Codes)")
    assert answer is not None and answer["Codes"] == [ord(c) for c in text]


def test_atom_holds_the_characters_swi_prolog_will_not_escape():
    text = "a\U000d8000\U000dffff'"  # SWI-Prolog 9 refuses \xd8000\ as an escape
    assert first(f"atom_codes({atom(text)}, C)") == {"C": [ord(c) for c in text]}


def test_atom_refuses_a_lone_surrogate_and_the_engine_goes_on():
    with pytest.raises(ValueError, match="U\\+D800"):
        atom("ab\ud800")
    untouched()


@pytest.mark.parametrize("value, says", [(None, "NoneType: None"), (b"see", "bytes: b'see'"),
                                         (5, "int: 5"), (["see"], "list: ['see']")])
def test_atom_refuses_what_is_not_a_str_and_the_engine_goes_on(value, says):
    """None, a number or bytes is a TypeError naming it, from atom() and from every caller
    handing one on, as boggle_prolog.word_path; never an AttributeError from inside."""
    with pytest.raises(TypeError, match=re.escape(f"a Prolog atom is made from a str, not {says}")):
        atom(value)
    with pytest.raises(TypeError, match=re.escape(f"a word is a str, not {says}")):    # the word rule's
        boggle_prolog.word_path(parse_board("abce/sfcs/adee"), value)
    assert boggle_prolog.word_path(parse_board("abce/sfcs/adee"), "see") == ((2, 4), (3, 3), (3, 4))
    untouched()


@pytest.mark.parametrize("text", payloads(), ids=payload_id)
def test_payload_is_one_atom(text):
    assert first(f"atom_length({atom(text)}, N)") == {"N": len(text)}
    untouched()


# --- the Python API ---------------------------------------------------------------------------

LEX = from_words(HIT_COG + ["hit"])
ENGINE = PrologEngine(LEX)
BFS = BfsEngine(LEX)


def ask_all(engine, start: str, target: str) -> dict:
    """Every question of the Python API, for one pair."""
    return {"ladder": engine.ladder(start, target), "length": engine.length(start, target),
            "lengths": engine.lengths([(start, target), ("hit", "cog")]),
            "all": engine.all_ladders(start, target), "count": engine.count(start, target),
            "friendly": engine.friendly(start, target)}


@pytest.mark.parametrize("text", payloads(), ids=payload_id)
def test_an_engines_successor_set_after_it_is_made_is_one_atom(text):
    """PrologEngine checks ``successor`` when it is made, and every ladder query puts it in
    through atom(): set afterwards (``engine.successor = ...``), its text never runs as
    Prolog (a payload asserting a clause), and ladder/4 refuses a successor it does not know
    with a domain error naming it."""
    engine = PrologEngine(LEX)
    engine.successor = text
    for ask in (lambda: engine.ladder("hit", "cog"), lambda: engine.lengths([("hit", "cog")])):
        with pytest.raises(PrologError, match=r"Domain error: `successor' expected"):
            ask()
    untouched()
    engine.successor = "scan"
    assert engine.ladder("hit", "cog") == ENGINE.ladder("hit", "cog")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=hostile, other=st.sampled_from(["hit", "cog", "dog"]))
def test_engine_handles_a_word_or_refuses_it(text, other):
    for start, target in ((text, other), (other, text), (text, text)):
        if is_word(start) and is_word(target):
            got = ask_all(ENGINE, start, target)
            s, t = check_word(start), check_word(target)
            expected = BFS.ladder(s, t)
            assert len(got["ladder"]) == len(expected) == got["length"]
            if expected:
                assert is_valid_ladder(got["ladder"], s, t, LEX)
            assert got["lengths"] == [len(expected), 5]
            if s == t:  # the rule: a lexicon word's ladder to itself is that word; else none
                expected_same = ([[t]], 1, [t]) if t in LEX else ([], 0, [])
                assert (got["all"], got["count"], got["friendly"]) == expected_same
            else:
                assert got["all"] == BFS.all_ladders(s, t) and got["count"] == BFS.count(s, t)
                assert got["friendly"] == BFS.friendly(s, t)
        else:
            for question in ("ladder", "length", "all_ladders", "count", "friendly"):
                with pytest.raises(LexiconError, match="is not a word"):
                    getattr(ENGINE, question)(start, target)
            with pytest.raises(LexiconError):
                ENGINE.lengths([("hit", "cog"), (start, target)])
    untouched()
    assert ENGINE.ladder("hit", "cog") == ["hit", "hot", "dot", "dog", "cog"]


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(hostile, min_size=1, max_size=5))
def test_lexicon_words_are_words_or_refused(texts):
    """``from_words`` and the bridge's ``load_lexicon``: a word list of hostile text."""
    words = HIT_COG + texts
    if not all(is_word(t) for t in texts):
        with pytest.raises(LexiconError, match="is not a word"):
            from_words(words)
        # A Lexicon built around the checks cannot smuggle text into Prolog either: its words
        # are lines of a file, never query text; one that would break a line is refused.
        raw = Lexicon(tuple(dict.fromkeys(words)))
        if any(not t or "\n" in t or "\t" in t or "\0" in t for t in texts):
            with pytest.raises(LexiconError):
                prolog.load_lexicon(raw)
        else:
            prolog.load_lexicon(raw)
            held = first("findall(W, lexicon_word(W), Ws)")["Ws"]
            assert sorted(held) == sorted(raw.words)
    else:
        lex = from_words(words)
        prolog.load_lexicon(lex)
        n = len(check_word(texts[0]))
        assert first(f"aggregate_all(count, length_word({n}, _), N)")["N"] == len(lex.of_length(n))
        engine, bfs = PrologEngine(lex), BfsEngine(lex)
        for word in lex.words[-len(texts):]:
            for target in (word, "cog"):
                assert engine.length("hit", target) == bfs.length("hit", target)
                assert engine.count(word, target) == bfs.count(word, target)
    untouched()
    assert ENGINE.ladder("hit", "cog") == ["hit", "hot", "dot", "dog", "cog"]


# --- Boggle -----------------------------------------------------------------------------------

from wordlog import boggle  # noqa: E402  (the Boggle section's own imports)
BOGGLE_LEX = from_words(["abcced", "see", "abcb", "sea", "cab", "ace", "bee", "fee"])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=hostile, word=hostile)
def test_boggle_board_and_word_are_handled_or_refused(text, word):
    board_text = "abce/sfcs/adee" if not text.strip() else text
    try:
        board = boggle.parse_board(board_text)
    except boggle.BoardError as error:
        assert str(error)  # refused, with a message
        board = boggle.parse_board("abce/sfcs/adee")
    assert boggle_prolog.words(board, BOGGLE_LEX) == boggle.Solver(BOGGLE_LEX.words).solve(board)
    if is_word(word):
        w = check_word(word)
        assert boggle_prolog.word_path(board, w) == boggle.trace(board, w)
    else:   # refused by the word rule in Python, before any Prolog query is made of it
        for trace in (boggle_prolog.word_path, boggle.trace):
            with pytest.raises(LexiconError, match="is not a word"):
                trace(board, word)
    untouched()


class _Payload(int):
    """An int whose text is Prolog: what an f-string of it writes, unless int() makes it plain."""

    def __format__(self, spec: str) -> str:
        return "3, _), assertz(wordlog_pwned), boggle_words(_, 3"

    __str__ = __repr__ = lambda self: format(self)


def test_boggle_min_length_of_an_int_subclass_is_only_its_number():
    """Numbers in queries go through int(), as the README says, ``min_length`` too, never
    ``f"{least}"``: an int subclass whose ``__format__`` gives Prolog text asserts no clause
    (words, words_with_paths) and breaks no query (scores)."""
    board = parse_board("abce/sfcs/adee")
    plain = boggle_prolog.words(board, BOGGLE_LEX, 3)
    assert plain == ["abcced", "fee", "see"]
    assert boggle_prolog.words(board, BOGGLE_LEX, _Payload(3)) == plain
    assert list(boggle_prolog.words_with_paths(board, BOGGLE_LEX, _Payload(3))) == plain
    assert boggle_prolog.scores([board], BOGGLE_LEX, _Payload(3)) == boggle_prolog.scores([board], BOGGLE_LEX, 3)
    untouched()


# --- the command line, in process -------------------------------------------------------------

@pytest.fixture(scope="module")
def files(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("security")
    words = root / "words.txt"
    words.write_text("\n".join(HIT_COG + ["hit"]) + "\n", encoding="utf-8")
    return {"root": root, "words": words}


def assert_clear(status: int, err: str, *, json_wanted: bool = False) -> None:
    """Exit 0, 1 or 2; an error is one line on standard error (JSON with --json), no traceback."""
    assert status in (0, 1, 2), (status, err)
    assert "Traceback" not in err
    if status == 2:
        lines = err.splitlines()
        assert len(lines) == 1, err
        if json_wanted:
            assert json.loads(lines[0])["error"]
        else:
            assert lines[0].startswith("wordlog: ") and len(lines[0]) > len("wordlog: ")


def registered(name: str) -> bool:
    return name in cli.build_parser()._subparsers._group_actions[0].choices  # noqa: SLF001


def command_lines(text: str, words: Path) -> list[list[str]]:
    """Every subcommand that takes a word or a board, with ``text`` in each place."""
    w = ["--words", str(words)]
    lines = [["ladder", *w, "--", text, "cog"], ["ladder", *w, "--", "hit", text],
             ["ladder", *w, "--json", "--", text, "cog"], ["ladder", *w, "--all", "--", text, "cog"],
             ["ladder", *w, "--friendly", "--", "hit", text], ["ladder", *w, "--engine", "bfs", "--", text, "cog"],
             ["check", *w, "--", "hit", "cog", "hot", text, "dog"], ["check", *w, "--", text, "cog", "cog"],
             ["graph", *w, "--", text, "cog"]]
    for name in ("component", "farthest"):
        if registered(name):
            lines.append([name, *w, "--", text])
    if registered("boggle"):
        lines += [["boggle", *w, "--engine", "prolog", "--", text],
                  ["boggle", *w, "--engine", "prolog", "--check", text, "abce/sfcs/adee"]]
    return lines


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(text=hostile)
def test_command_line_handles_or_refuses(files, text):
    extra = []
    if registered("boggle"):  # board files with the text as a die, and as the header
        for name, board in (("die.txt", f"3 3\n{text} b c\nd e f\ng h i\n"), ("head.txt", f"{text}\na b c\n")):
            (files["root"] / name).write_text(board, encoding="utf-8")
            extra.append(["boggle", "--words", str(files["words"]), "--engine", "prolog",
                          str(files["root"] / name)])
    for argv in command_lines(text, files["words"]) + extra:
        status, _, err = run_main(argv)
        assert_clear(status, err, json_wanted="--json" in argv)
        if "ladder" in argv[:1] and "--engine" not in argv and argv[-2:] == [text, "cog"] and not is_word(text):
            assert status == 2
    untouched()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                 HealthCheck.function_scoped_fixture])
@given(texts=st.lists(hostile, min_size=1, max_size=3))
@example(texts=["\x00\n"])    # a line of NUL alone
def test_words_file_and_pairs_file_of_hostile_lines(files, texts):
    words = files["root"] / "hostile-words.txt"
    words.write_bytes(("\n".join(HIT_COG + ["hit"] + texts) + "\n").encode("utf-8"))
    try:
        load(words)
        readable = True
    except LexiconError:
        readable = False
    for extra in ([], ["--skip-invalid"]):
        status, out, err = run_main(["ladder", "--words", str(words), *extra, "hit", "cog"])
        assert_clear(status, err)
        if readable or extra:
            assert status == 0 and "(" in out and "words)" in out  # a ladder, whatever words joined
        else:
            assert status == 2 and str(words) in err
    pairs = files["root"] / "pairs.txt"
    # a first line of text: a file that opens with lines of NUL reads as UTF-16 and is refused whole
    pairs.write_text("hot cog\n" + "\n".join(f"{t} cog" for t in texts) + "\nhit cog\n", encoding="utf-8")
    status, out, err = run_main(["ladder", "--words", str(files["words"]), "--pairs", str(pairs)])
    assert status in (0, 1, 2) and "Traceback" not in err
    assert all(line.startswith(("wordlog: ", "no ladder from ")) for line in err.splitlines())
    assert "hot -> lot -> log -> cog" in out and "hit -> hot -> lot -> log -> cog" in out  # good lines answered (the friendliest)
    untouched()


# --- the real command, with canaries ----------------------------------------------------------

@pytest.mark.slow     # test_command_line_handles_or_refuses sends the same payloads in-process
def test_installed_command_runs_no_payload(tmp_path):
    canary = tmp_path / "pwned"
    words = tmp_path / "words.txt"
    words.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    refused = [p for p in payloads(canary) if "\x00" not in p and not is_word(p)]  # argv holds no NUL
    for text in refused[:10]:
        for argv in (["ladder", "--words", str(words), "--", text, "cog"],
                     ["check", "--words", str(words), "--json", "--", text, "cog", "cog"],
                     ["boggle", "--engine", "prolog", "--words", str(words), "--check", text, "abce/sfcs/adee"]):
            done = run_wordlog(*argv)
            assert done.returncode == 2, (argv, done.stderr)
            assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr
            if "--json" in argv:
                assert json.loads(done.stderr)["error"]
            assert not canary.exists()
        done = run_wordlog("check", "--words", str(words), "--json", "--", "hit", "cog", text)
        assert done.returncode == 1 and "Traceback" not in done.stderr  # judged: an illegal step
        assert json.loads(done.stdout)["legal"] is False and "is not a word" in done.stdout
    bad_words = tmp_path / "bad.txt"
    bad_words.write_text("hot\n" + refused[0] + "\ndot\n", encoding="utf-8")
    done = run_wordlog("ladder", "--words", str(bad_words), "hot", "dot")
    assert done.returncode == 2 and f"{bad_words}:2:" in done.stderr
    assert len(done.stderr.splitlines()) == 1
    done = run_wordlog("ladder", "--words", str(bad_words), "--skip-invalid", "hot", "dot")
    assert done.returncode == 0 and "hot -> dot" in done.stdout
    assert not canary.exists()
