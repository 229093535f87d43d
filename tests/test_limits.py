"""Limits: every Prolog search is bounded from Python, and hitting a bound is an answer.

A time limit and an inference limit go with every call to Prolog, an expansion limit
with every A* search. Hitting one raises its own exception (never a generic error,
never a hang, never a wrong "no ladder"); the next query is answered, and answered
right even when the limit struck while Prolog was building its tables. Ctrl-C ends
a long search from the command line at once, with exit status 130.
"""
from __future__ import annotations

import itertools
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

import pytest

from conftest import HIT_COG, WORDLOG
from wordlog import prolog
from wordlog.engines import BfsEngine
from wordlog.lexicon import bundled, from_words
from wordlog.prolog import (InferenceLimitExceeded, MemoryLimitExceeded, PrologError, PrologLimitError,
                            TimeLimitExceeded)
from wordlog.prolog.ladders import PrologEngine, SearchLimitError

#: {a,b}^10: 1024 words; aaaaaaaaaa -> bbbbbbbbbb has 10! = 3,628,800 shortest ladders of 11 words.
GRID = from_words("".join(p) for p in itertools.product("ab", repeat=10))
A, B = "a" * 10, "b" * 10
#: One ladder of 4,001 two-letter words and no other edge: word x_i y_i leads only to
#: x_i+1 y_i, which leads only to x_i+1 y_i+1 (CJK ideographs, letters to the word rule).
CHAIN = from_words([w for i in range(2000) for w in (chr(0x4E00 + i) + chr(0x6000 + i),
                                                     chr(0x4E01 + i) + chr(0x6000 + i))]
                   + [chr(0x4E00 + 2000) + chr(0x6000 + 2000)])
QUESTIONS = {
    "ladder": lambda e, s, t: e.ladder(s, t),
    "length": lambda e, s, t: e.length(s, t),
    "lengths": lambda e, s, t: e.lengths([(s, t), (t, s)]),
    "all_ladders": lambda e, s, t: e.all_ladders(s, t),
    "count": lambda e, s, t: e.count(s, t),
    "friendly": lambda e, s, t: e.friendly(s, t),
}


def grid_answers_right() -> None:
    engine = PrologEngine(GRID)
    assert engine.count(A, B) == 3_628_800
    first = ["a" * (10 - k) + "b" * k for k in range(11)]  # aaaaaaaaaa, aaaaaaaaab, ..., bbbbbbbbbb
    assert engine.all_ladders(A, B, limit=2) == [first, first[:9] + ["babbbbbbbb", B]]
    assert engine.length(A, B) == 11


# --- the limits are applied on every path ------------------------------------------------------

@pytest.mark.parametrize("question", sorted(QUESTIONS))
def test_every_question_goes_to_prolog_with_the_engines_limits(question, monkeypatch):
    seen: list[tuple[str, float, int]] = []
    call = prolog.bridge._bridge.call

    def spy(predicate, text, time_limit, inference_limit):
        seen.append((text, time_limit, inference_limit))
        return call(predicate, text, time_limit, inference_limit)

    monkeypatch.setattr(prolog.bridge._bridge, "call", spy)
    engine = PrologEngine(from_words(HIT_COG), time_limit=7.5, inference_limit=123_456_789, max_expansions=77)
    QUESTIONS[question](engine, "hit", "cog")
    # Loading the lexicon is not a question; the question names the length whose tables
    # bridge_call/4 builds before its limits apply (bridge.pl).
    asked = [s for s in seen if "load_words" not in s[0]]
    assert len(asked) == 1 and asked[0][1:] == (7.5, 123_456_789)
    assert asked[0][0].startswith("question([3], ")
    if question in ("ladder", "length", "lengths"):
        assert "'hit','cog'" in asked[0][0] and "77,'graph'" in asked[0][0]


#: 4,096 words, each with 28 neighbours: Prolog's tables of them take hundreds of thousands of
#: inferences, a search from aaaa to aahh (two steps, two shortest ladders) a few thousand.
OCTAL = from_words("".join(p) for p in itertools.product("abcdefgh", repeat=4))
OCTAL_ANSWERS = {"ladder": ["aaaa", "aaha", "aahh"], "length": 3, "lengths": [3, 3], "count": 2,
                 "friendly": ["aaaa", "aaah", "aahh"], "all_ladders": [["aaaa", "aaah", "aahh"], ["aaaa", "aaha", "aahh"]]}


@pytest.mark.parametrize("question", sorted(QUESTIONS))
def test_a_limit_bounds_the_search_not_the_making_of_a_lengths_tables(question):
    """A limit too short for Prolog to make a length's tables (its buckets, components) in, but
    not for the search: every question is answered, for the tables are made outside its
    limits, once."""
    engine = PrologEngine(OCTAL, inference_limit=20_000)
    assert [QUESTIONS[question](engine, "aaaa", "aahh") for _ in range(2)] == [OCTAL_ANSWERS[question]] * 2


def graphs_built() -> dict[int, int]:
    """The word lengths whose graphs Prolog holds, each with the lexicon generation it was built for."""
    answer = prolog.one("findall([L, Gen], (between(1, 10, L), atom_concat(wordlog_graph_, L, Key), "
                        "nb_current(Key, G), arg(1, G, Gen)), Built)")
    return dict(answer["Built"])


def test_tables_are_built_once_a_load_and_a_limit_keeps_them():
    """A question of a length already built since the lexicon was loaded finds its tables, also
    after a limit hit: a limit costs only its question."""
    engine = PrologEngine(from_words(HIT_COG + ["abcd", "abce"]))
    assert [engine.length("hit", "cog"), engine.length("dog", "cog"), engine.length("abcd", "abce")] == [5, 2, 2]
    built = graphs_built()
    generation = prolog.one("flag(wordlog_lexicon_generation, G, G)")["G"]
    assert built[3] == built[4] == generation
    with pytest.raises(SearchLimitError):
        PrologEngine(engine.lexicon, max_expansions=1).ladder("hit", "cog")
    with pytest.raises(InferenceLimitExceeded):
        PrologEngine(engine.lexicon, inference_limit=1).length("hot", "cog")    # the search's, not the tables'
    assert engine.length("hit", "cog") == 5
    assert graphs_built() == built


def test_a_batch_builds_each_length_before_its_limits():
    """The tables of every length of a batch are made before the batch's limits apply."""
    lex = from_words([*OCTAL.words, *HIT_COG])
    pairs = [("aaaa", "aahh"), ("hit", "cog"), ("dog", "cog"), ("aahh", "aaaa")]
    assert PrologEngine(lex, inference_limit=40_000).lengths(pairs) == [3, 5, 2, 3]


@pytest.mark.parametrize("question", sorted(QUESTIONS))
def test_a_start_of_another_length_builds_no_tables(question):
    """No ladder joins words of two lengths, and that is decided before any table is made
    (before Prolog is asked: :meth:`PrologEngine._pair`): a question from a 3-letter start to
    a 4-letter target, or a batch holding one, builds no tables of the target's length. It
    built them (on ENABLE2K, 'cat' to 'abandons': 0.8 s and the 8-letter buckets, for a
    ladder that cannot be)."""
    engine = PrologEngine(from_words(HIT_COG + ["abcd", "abce"]))
    prolog.load_lexicon(engine.lexicon)     # Prolog holds it, with no tables yet (the question asks nothing)
    generation = prolog.one("flag(wordlog_lexicon_generation, G, G)")["G"]
    assert QUESTIONS[question](engine, "cog", "abcd") == {"lengths": [0, 0], "length": 0, "count": 0}.get(question, [])
    assert generation not in graphs_built().values()
    assert engine.lengths([("hit", "abce"), ("hot", "log"), ("abcd", "cog")]) == [0, 3, 0]
    assert [n for n, g in graphs_built().items() if g == generation] == [3]


@pytest.mark.parametrize("question", sorted(QUESTIONS))
def test_a_start_of_another_length_is_answered_whatever_the_limits(question):
    """A pair of two lengths has no ladder, and the answer is not cut short by a limit: Prolog
    reads the words of each length (``lexicon_word/1``) outside the question's limits, so on
    a large list a short limit (150,000 8-letter words, ``time_limit=0.2``: 'cat' to an
    8-letter word, either way round) still answers 'no ladder', and the lexicon is not read
    again by the next. An inference limit of 1, which any call to Prolog exceeds, stands in
    for that limit here."""
    engine = PrologEngine(from_words(HIT_COG + ["abcd", "abce"]), inference_limit=1)
    none = {"lengths": [0, 0], "length": 0, "count": 0}.get(question, [])
    assert [QUESTIONS[question](engine, s, t) for s, t in [("cog", "abcd"), ("abcd", "cog"), ("hit", "abce")]] == [
        none] * 3
    assert engine.lengths([("hit", "abce"), ("abcd", "cog"), ("hot", "zzz")]) == [0, 0, 0]


def test_defaults_are_sane():
    engine = PrologEngine(from_words(HIT_COG))
    assert engine.limits == {"time_limit": prolog.TIME_LIMIT, "inference_limit": prolog.INFERENCE_LIMIT}
    assert 0 < prolog.TIME_LIMIT <= 600 and 0 < prolog.INFERENCE_LIMIT < 10**12
    assert engine.max_expansions is None          # time and memory bound a question


@pytest.mark.parametrize("bad", [0, -1, float("inf"), float("nan"), "10"])
def test_a_time_limit_must_be_a_positive_number(bad):
    with pytest.raises(ValueError, match="time limit"):
        PrologEngine(from_words(HIT_COG), time_limit=bad)
    with pytest.raises(ValueError, match="time limit"):
        prolog.solve("true", time_limit=bad)


@pytest.mark.parametrize("huge", [2**63, 2**64, 2**64 + 5, 10**30])
def test_an_inference_limit_beyond_what_prolog_counts_is_never_reached(huge):
    """SWI-Prolog counts inferences in an int64: a larger limit is never reached, and must not
    wrap around (2**64 to 0, a limit hit before the first inference; 2**63 to a negative
    number, a generic error)."""
    assert PrologEngine(bundled(), inference_limit=huge).ladder("cold", "warm") == [
        "cold", "wold", "word", "worm", "warm"]
    assert prolog.first("X = 1", inference_limit=huge) == {"X": 1}


@pytest.mark.parametrize("huge", [10**308, 10**309, 10**400], ids=["1e308", "1e309", "1e400"])
def test_a_time_limit_beyond_what_a_float_holds_is_never_reached(huge):
    """A whole number of seconds too large for a float is never reached, never an OverflowError
    ('int too large to convert to float') from inside the bridge."""
    assert PrologEngine(bundled(), time_limit=huge).ladder("cold", "warm") == [
        "cold", "wold", "word", "worm", "warm"]
    assert prolog.first("X = 1", time_limit=huge) == {"X": 1}


@pytest.mark.parametrize("bad", [-1, 1.5, True, "lots", "", "²", "1e3"])
def test_a_bad_expansion_limit_is_a_value_error_naming_the_limit(bad):
    """'²' is a digit to str.isdigit() but no number to int(): a ValueError naming the limit,
    not int()'s own error."""
    with pytest.raises(ValueError, match=r"^the expansion limit must be a count of 0 or more, or 'inf', not "):
        PrologEngine(from_words(HIT_COG), max_expansions=bad)


# --- each limit raises its own exception, and the next query works ----------------------------

@pytest.mark.parametrize("question", sorted(QUESTIONS))
def test_inference_limit_on_every_question(question):
    tight = PrologEngine(CHAIN, inference_limit=500)
    with pytest.raises(InferenceLimitExceeded, match="500 inferences"):
        QUESTIONS[question](tight, CHAIN.words[0], CHAIN.words[-1])
    grid_answers_right()


@pytest.mark.parametrize("question", sorted(QUESTIONS))
def test_time_limit_on_every_question(question):
    """A ladder of 4,001 words and nothing else: no heuristic shortens it, so every question
    walks all of it, far longer than the millisecond allowed, even with the tables built."""
    start, target = CHAIN.words[0], CHAIN.words[-1]
    engine = PrologEngine(CHAIN)
    assert engine.length(start, target) == BfsEngine(CHAIN).length(start, target) == 4001
    tight = PrologEngine(CHAIN, time_limit=0.001)
    with pytest.raises(TimeLimitExceeded, match="time limit"):
        QUESTIONS[question](tight, start, target)
    assert engine.length(start, target) == 4001 and engine.count(start, target) == 1


def test_time_limit_on_a_runaway_listing():
    with pytest.raises(TimeLimitExceeded):
        PrologEngine(GRID, time_limit=0.5).all_ladders(A, B)
    grid_answers_right()


def test_answers_are_right_after_limits_strike_while_tables_are_built():
    """A limit can strike halfway through building a length's words, buckets or components;
    the next question must not see half a table (each is built in one transaction)."""
    lex = from_words(bundled().of_length(5))
    bfs = BfsEngine(lex)
    rng = random.Random(5)
    pairs = [(rng.choice(lex.words), rng.choice(lex.words)) for _ in range(12)]
    for seconds in (0.001, 0.003, 0.01, 0.03, 0.1):
        prolog.load_lexicon(from_words(["ab"]))  # so that ``lex`` is loaded from scratch
        try:
            PrologEngine(lex, time_limit=seconds).count(*pairs[0])
        except TimeLimitExceeded:
            pass
        engine = PrologEngine(lex)
        for s, t in pairs:
            assert engine.count(s, t) == bfs.count(s, t), (seconds, s, t)
            assert engine.length(s, t) == bfs.length(s, t), (seconds, s, t)


def test_expansion_limit_is_a_limit_not_no_ladder():
    lex = bundled()
    tight = PrologEngine(lex, max_expansions=2)
    with pytest.raises(SearchLimitError, match="cold -> warm: no answer within 2 expansions"):
        tight.ladder("cold", "warm")
    with pytest.raises(SearchLimitError):
        tight.length("cold", "warm")
    with pytest.raises(SearchLimitError, match="ape -> man"):
        tight.lengths([("cat", "cot"), ("ape", "man")])
    assert tight.ladder("cold", "cord") == ["cold", "cord"]  # within the limit
    assert tight.ladder("cold", "zzzz") == []  # no ladder is decided before searching
    unlimited = PrologEngine(lex, max_expansions=None)
    assert unlimited.lengths([("cat", "cot"), ("ape", "man")]) == [2, 6]
    assert issubclass(SearchLimitError, PrologLimitError) and issubclass(PrologLimitError, PrologError)


def test_bridge_limits_directly():
    with pytest.raises(TimeLimitExceeded):
        prolog.solve("repeat, fail", time_limit=0.1)
    with pytest.raises(InferenceLimitExceeded):
        prolog.solve("between(1, inf, X), X < 0", inference_limit=10_000)
    with pytest.raises(PrologError, match="atom_length"):
        prolog.solve("atom_length(_, _)")
    assert prolog.solve("member(X, [a, b, c])") == [{"X": "a"}, {"X": "b"}, {"X": "c"}]


def test_every_limit_exception_the_readme_names_is_importable_from_wordlog():
    """A program embedding wordlog catches what the README says a limit raises, by the names it
    gives, from the package itself (``from wordlog import TimeLimitExceeded``)."""
    import wordlog
    readme = (Path(__file__).resolve().parents[1] / "python" / "README.md").read_text(encoding="utf-8")
    said = readme.split("Hitting a limit raises its own exception:", 1)[1].split(". All of them are", 1)[0]
    names = re.findall(r"`(\w+)`", said)
    assert names == ["TimeLimitExceeded", "InferenceLimitExceeded", "MemoryLimitExceeded", "SearchLimitError"]
    for name in [*names, "PrologLimitError", "PrologError", "PrologWordError", "LexiconError"]:
        assert name in wordlog.__all__, name
    assert (wordlog.TimeLimitExceeded, wordlog.InferenceLimitExceeded, wordlog.MemoryLimitExceeded,
            wordlog.SearchLimitError) == (TimeLimitExceeded, InferenceLimitExceeded, MemoryLimitExceeded,
                                          SearchLimitError)
    with pytest.raises(wordlog.InferenceLimitExceeded):
        wordlog.PrologEngine(bundled(), inference_limit=1000).ladder("stone", "money")
    assert wordlog.PrologEngine(bundled()).length("stone", "money") == 12


@pytest.mark.slow
def test_memory_limit_on_a_runaway_listing():
    """Listing 3.6 million ladders outgrows Prolog's 1 GB stack: a limit, then business as usual."""
    with pytest.raises(MemoryLimitExceeded, match="memory"):
        PrologEngine(GRID, time_limit=600).all_ladders(A, B)
    grid_answers_right()


# --- the command line -------------------------------------------------------------------------

@pytest.fixture(scope="module")
def grid_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("limits") / "grid.txt"
    path.write_text("\n".join(GRID.words) + "\n", encoding="utf-8")
    return path


def test_cli_expansion_limit_exits_3_with_one_line(wordlog_cli):
    done = wordlog_cli("ladder", "--max-expansions", "2", "cold", "warm")
    assert done.returncode == 3 and done.stdout == ""
    assert done.stderr.splitlines() == ["wordlog: cold -> warm: no answer within 2 expansions; "
                                        "raise --max-expansions (or give 'inf')"]
    done = wordlog_cli("ladder", "--max-expansions", "2", "--json", "cold", "warm")
    assert done.returncode == 3 and "2 expansions" in json.loads(done.stderr)["error"]
    done = wordlog_cli("ladder", "--max-expansions", "inf", "cold", "warm")
    assert done.returncode == 0 and done.stdout.startswith("cold -> wold -> word -> worm -> warm")


def test_cli_time_limit_exits_3(wordlog_cli, grid_file):
    done = wordlog_cli("ladder", "--words", str(grid_file), "--all", "--time-limit", "0.5", A, B)
    assert done.returncode == 3 and done.stderr.splitlines() == [
        f"wordlog: {A} -> {B}: the search ran past its time limit of 0.5 s; raise --time-limit"]


def test_cli_pairs_go_on_after_a_limit(wordlog_cli, tmp_path):
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("cold warm\ncold cord\n", encoding="utf-8")
    done = wordlog_cli("ladder", "--max-expansions", "2", "--pairs", str(pairs))
    assert done.returncode == 3
    assert "cold -> cord  (2 words)" in done.stdout
    assert done.stderr.splitlines() == [f"wordlog: {pairs}:1: cold -> warm: no answer "
                                        "within 2 expansions; raise --max-expansions (or give 'inf')"]


@pytest.mark.parametrize("lines", [["aha ebb", "cold warm"], ["cold warm", "aha ebb"]], ids=["none-first", "limit-first"])
def test_cli_pairs_with_a_limit_hit_and_no_ladder_exit_3_in_either_order(wordlog_cli, lines):
    """A limit hit leaves an answer missing, more serious than a definite "no ladder" (aha and
    ebb are isolated): the status is 3 whichever line comes first."""
    done = wordlog_cli("ladder", "--max-expansions", "2", "--pairs", "-", stdin="\n".join(lines) + "\n")
    assert done.returncode == 3
    assert "wordlog: standard input:" in done.stderr and "no ladder from aha to ebb" in done.stderr


@pytest.mark.parametrize("argv, message", [
    (["--max-expansions", "-1"], "--max-expansions: expected a count of 0 or more, or 'inf'"),
    (["--max-expansions", "lots"], "--max-expansions: expected a count"),
    (["--time-limit", "0"], "--time-limit: expected a positive number of seconds"),
    (["--time-limit", "nan"], "--time-limit: expected a positive number of seconds"),
    (["--engine", "bfs", "--time-limit", "5"], "--max-expansions and --time-limit go with --engine astar"),
    (["--all", "--max-expansions", "5"], "--max-expansions limits the A* search for one ladder; --all and "
                                         "--friendly search layer by layer: limit them with --time-limit"),
    (["--friendly", "--max-expansions", "inf"], "--max-expansions limits the A* search for one ladder"),
])
def test_cli_refuses_bad_limits(wordlog_cli, argv, message):
    done = wordlog_cli("ladder", *argv, "cold", "warm")
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and message in done.stderr


def wait_for_search(proc: subprocess.Popen, seconds: float = 2.5) -> None:
    """Give the command time to start Prolog and get deep into the search."""
    time.sleep(seconds)
    assert proc.poll() is None, "the search ended before it could be interrupted"


def test_ctrl_c_ends_a_long_prolog_search_with_130(grid_file):
    """SIGINT while Prolog lists millions of ladders (a search of many seconds)."""
    proc = subprocess.Popen([str(WORDLOG), "ladder", "--words", str(grid_file), "--all",
                             "--time-limit", "600", A, B],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_search(proc)
        sent = time.monotonic()
        proc.send_signal(signal.SIGINT)
        status = proc.wait(timeout=5)  # the search itself would run for 10 s and more
        assert time.monotonic() - sent < 5
    finally:
        proc.kill()
        proc.wait()
    assert status == 130
    assert proc.stderr.read().strip() == "wordlog: interrupted"
    assert not word_files_left(proc.pid)


def test_ctrl_c_ends_a_long_prolog_search_when_standard_error_cannot_be_written(grid_file):
    """Ctrl-C during a long search whose standard error goes nowhere it can be written (a pipe
    whose reader has gone: ``wordlog ... 2>&1 | less``, less quit): the process still ends at
    once, with status 130, and its word files go: a BrokenPipeError saying 'interrupted'
    ends neither the watcher thread nor the process in a traceback."""
    reader, writer = os.pipe()
    os.close(reader)
    proc = subprocess.Popen([str(WORDLOG), "ladder", "--words", str(grid_file), "--all",
                             "--time-limit", "600", A, B], stdout=subprocess.DEVNULL, stderr=writer)
    os.close(writer)
    try:
        wait_for_search(proc)
        proc.send_signal(signal.SIGINT)
        status = proc.wait(timeout=5)  # the search itself would run for 10 s and more
    finally:
        proc.kill()
        proc.wait()
    assert status == 130
    assert not list(Path(tempfile.gettempdir()).glob(f"wordlog-words-{proc.pid}-*"))


def test_ctrl_c_while_prolog_reads_a_boggle_dictionary_says_interrupted_alone(tmp_path):
    """Ctrl-C while Prolog reads a large Boggle dictionary: status 130 and the one line, with
    standard output a pipe, and no 'ERROR: format/2: I/O error in write on stream
    user_output (Broken pipe)' from Prolog. The
    dictionary goes over through a file no folder names: nothing is left either way."""
    rng = random.Random(200)
    words = tmp_path / "words.txt"
    words.write_text("\n".join({"".join(rng.choices("abcdefghij", k=9)) for _ in range(300_000)}) + "\n",
                     encoding="utf-8")
    for delay in (0.8, 1.5):
        proc = subprocess.Popen([str(WORDLOG), "boggle", "--engine", "prolog", "--words", str(words),
                                 "pers/latg/sine/ters"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            time.sleep(delay)                   # Python reads the list, Prolog its copy
            proc.send_signal(signal.SIGINT)
            proc.stdout.close()                 # a reader gone, as `| head` goes
            status = proc.wait(timeout=30)
        finally:
            proc.kill()
            proc.wait()
        assert status == 130 and proc.stderr.read().strip() == "wordlog: interrupted", delay
        assert not word_files_left(proc.pid)


def test_ctrl_c_in_python_code_says_so_once():
    """SIGINT during a search in Python (the naive engine: minutes for a pair with no
    ladder) reaches both the main thread and the watcher; the message comes once."""
    proc = subprocess.Popen([str(WORDLOG), "ladder", "--engine", "naive", "seven", "eight"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        wait_for_search(proc)
        proc.send_signal(signal.SIGINT)
        status = proc.wait(timeout=5)
    finally:
        proc.kill()
        proc.wait()
    assert status == 130
    assert proc.stderr.read() == "\nwordlog: interrupted\n"


def test_ctrl_c_typed_at_a_terminal(grid_file):
    import pexpect
    child = pexpect.spawn(str(WORDLOG),
                          ["ladder", "--words", str(grid_file), "--all", "--time-limit", "600", A, B],
                          encoding="utf-8", timeout=10, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    try:
        time.sleep(2.5)
        assert child.isalive()
        child.sendintr()  # the terminal's Ctrl-C
        child.expect("wordlog: interrupted")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 130


#: ``wordlog ARGV`` with ``wordlog.cli.ladder.answer`` wrapped: its second call does ``HOOK``
#: (with ``os``, ``signal``, ``sys``, ``threading`` and ``prolog`` at hand) before it answers.
HOOKED_LADDER = textwrap.dedent("""
    import os, signal, sys, threading
    from wordlog import cli, prolog
    from wordlog.cli import ladder

    real, asked = ladder.answer, []

    def answer(*args):
        asked.append(args)
        if len(asked) == 2:
            HOOK
        return real(*args)

    ladder.answer = answer
    sys.exit(cli.main(sys.argv[1:]))
""")


def run_script(script: str, *argv: str, stdin: str = "", env: dict | None = None) -> subprocess.CompletedProcess:
    """``python -c script ARGV`` to its end (killed if still there after 60 s), its output
    as text; the process id is the result's ``pid``, to look for its word files."""
    with subprocess.Popen([sys.executable, "-c", script, *argv], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env) as proc:
        try:
            out, err = proc.communicate(stdin, timeout=60)
        finally:
            proc.kill()
    done = subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
    done.pid = proc.pid  # type: ignore[attr-defined]
    return done


def run_hooked_ladder(hook: str, *argv: str, stdin: str) -> subprocess.CompletedProcess:
    """``wordlog ladder ARGV`` whose second answer first runs ``hook`` (one line of Python),
    with standard output a pipe, buffered as Python buffers it by default."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    return run_script(HOOKED_LADDER.replace("HOOK", hook), "ladder", *argv, stdin=stdin, env=env)


def word_files_left(pid: int) -> list[Path]:
    """The files process ``pid`` left in the temporary directory under wordlog's name (it
    writes none: the words go to Prolog through a file no folder names)."""
    return list(Path(tempfile.gettempdir()).glob(f"wordlog*{pid}*"))


def test_ctrl_c_during_a_prolog_search_keeps_the_answers_printed_before():
    """Ctrl-C while Prolog searches for the second pair: the first pair's answer, printed
    before, is on standard output, a pipe or a file too: ``ladder --pairs F > out``
    interrupted at its 300th pair leaves the answers before it in out."""
    done = run_hooked_ladder('threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT)).start(); '
                             'prolog.solve("between(1, inf, _), fail")',     # a search of 60 s
                             "--pairs", "-", stdin="cold warm\nape man\n")
    assert done.returncode == 130 and done.stderr == "\nwordlog: interrupted\n"
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"


def test_ctrl_c_with_json_says_so_in_json():
    """With --json every error on standard error is one JSON object, Ctrl-C's line too, for a
    JSON-lines reader."""
    done = run_hooked_ladder('threading.Timer(0.5, os.kill, (os.getpid(), signal.SIGINT)).start(); '
                             'prolog.solve("between(1, inf, _), fail")',     # a search of 60 s
                             "--json", "--pairs", "-", stdin="cold warm\nape man\n")
    assert done.returncode == 130 and done.stderr == '{"error": "interrupted"}\n'
    assert json.loads(done.stdout)["ladder"] == ["cold", "cord", "card", "ward", "warm"]


def test_ctrl_c_in_the_middle_of_a_line_leaves_no_half_line():
    """Ctrl-C in Python code, as a line is half written (a KeyboardInterrupt can come between
    print's text and its line break): standard output holds only whole lines, never ``{"start": "surfs", ... "length": 5}``
    without its line break in ``puzzle --json``."""
    done = run_hooked_ladder('sys.stdout.write("ape -> a"); raise KeyboardInterrupt',
                             "--pairs", "-", stdin="cold warm\nape man\n")
    assert done.returncode == 130 and done.stderr == "\nwordlog: interrupted\n"
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_kill_or_hangup_during_a_prolog_search_removes_the_word_files(name, tmp_path):
    """``kill PID`` (SIGTERM), or the terminal closing (SIGHUP), while Prolog searches: the
    process ends at once, silently, with status 128 + the signal, as a shell reports it,
    and the user lexicon's word files go, as on Ctrl-C: no copy of the word list stays in the
    temporary directory."""
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n", encoding="utf-8")
    done = run_hooked_ladder(f"os.kill(os.getpid(), signal.{name}); "
                             'prolog.solve("between(1, inf, _), fail")',     # a search of 60 s
                             "--words", str(words), "--pairs", "-", stdin="cold warm\ncold cord\n")
    assert done.returncode in (128 + getattr(signal, name), -getattr(signal, name)) and done.stderr == ""
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"
    assert not word_files_left(done.pid)


#: ``wordlog ARGV`` that, once the command is done, gets ``SIGNAL`` while its exit handlers run
#: (an exit handler of its own, the first to run, sends it and waits).
SIGNALLED_AT_EXIT = textwrap.dedent("""
    import atexit, os, signal, sys, time
    from wordlog import cli

    status = cli.main(sys.argv[1:])
    atexit.register(lambda: (os.kill(os.getpid(), signal.SIGNAL), time.sleep(5)))
    sys.exit(status)
""")


@pytest.mark.parametrize("name, says", [("SIGINT", "\nwordlog: interrupted\n"), ("SIGTERM", "")])
def test_a_signal_while_the_command_exits_ends_it_as_during_the_command(name, says, tmp_path):
    """Ctrl-C after the answer is out, while the exit handlers remove the word files and stop
    Prolog: the process ends as a Ctrl-C during the command ends it, with status 130, one line
    and no word file left, never 'Exception ignored in atexit callback' and a traceback."""
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n", encoding="utf-8")
    done = run_script(SIGNALLED_AT_EXIT.replace("SIGNAL", name), "ladder", "--words", str(words), "cold", "warm")
    assert done.returncode in (128 + getattr(signal, name), -getattr(signal, name))
    assert done.stderr == says
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"
    assert not word_files_left(done.pid)


#: As :data:`SIGNALLED_AT_EXIT`, for a command line that argparse ends itself (``--version``,
#: ``--help``, a usage mistake: ``SystemExit`` from inside the parsing).
SIGNALLED_AT_EXIT_AFTER_PARSING = textwrap.dedent("""
    import atexit, os, signal, sys, time
    from wordlog import cli

    try:
        status = cli.main(sys.argv[1:])
    except SystemExit as exit:
        status = exit.code
    atexit.register(lambda: (os.kill(os.getpid(), signal.SIGINT), time.sleep(5)))
    sys.exit(status)
""")


@pytest.mark.parametrize("argv, out, err", [
    (["--version"], "wordlog ", ""),
    (["ladder", "--help"], "usage: wordlog ladder", ""),
    (["ladder", "--bogus", "cold", "warm"], "",
     "wordlog: ladder: unrecognized arguments: --bogus (see wordlog ladder --help)\n"),
])
def test_ctrl_c_while_a_command_line_argparse_ended_exits_ends_it_as_during_the_command(argv, out, err):
    """A Ctrl-C in the exit handlers after ``--version``, ``--help`` or a usage mistake, which
    end the command from inside argparse (``SystemExit``), before the command's function ran:
    status 130 and one line, as after a command's answer: no 'Exception ignored in atexit
    callback' and traceback, and never the command's status (0 or 2) with 'wordlog: interrupted'."""
    done = run_script(SIGNALLED_AT_EXIT_AFTER_PARSING, *argv)
    assert (done.returncode, done.stderr) == (130, err + "\nwordlog: interrupted\n")
    assert done.stdout.startswith(out) and (out or done.stdout == "")


#: ``wordlog ARGV`` that gets SIGINT in its last exit handlers (registered after main's, so
#: it runs first of them, and the watcher has the rest of the exit to act in).
SIGNALLED_AS_THE_EXIT_ENDS = textwrap.dedent("""
    import atexit, os, signal, sys, time
    from wordlog import cli

    atexit.register(lambda: (os.kill(os.getpid(), signal.SIGINT), time.sleep(0.2)))
    sys.exit(cli.main(sys.argv[1:]))
""")


def test_ctrl_c_as_the_exit_ends_says_interrupted_only_with_status_130(tmp_path):
    """Ctrl-C in the last moments of the exit, once the command's answer is out: the process
    says 'interrupted' and ends with status 130, or ends as it would have, with 0 and saying
    nothing; never both (not 'interrupted' with status 0)."""
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n", encoding="utf-8")
    done = run_script(SIGNALLED_AS_THE_EXIT_ENDS, "ladder", "--words", str(words), "cold", "warm")
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"
    assert (done.returncode, done.stderr) in [(130, "\nwordlog: interrupted\n"), (0, "")]
    assert not word_files_left(done.pid)


#: ``wordlog ARGV`` that gets SIGINT as main() sets up standard output, once the watcher runs.
SIGNALLED_AS_MAIN_SETS_UP = textwrap.dedent("""
    import os, signal, sys, time
    from wordlog import cli

    def utf8_streams():
        os.kill(os.getpid(), signal.SIGINT)
        time.sleep(5)

    cli.utf8_streams = utf8_streams
    sys.exit(cli.main(sys.argv[1:]))
""")


def test_ctrl_c_as_main_sets_up_says_interrupted_without_a_traceback():
    """Ctrl-C between the watcher's start and the command (standard output and input being
    set up): status 130 and one line, no traceback after 'interrupted'."""
    done = run_script(SIGNALLED_AS_MAIN_SETS_UP, "--version")
    assert (done.returncode, done.stderr, done.stdout) == (130, "\nwordlog: interrupted\n", "")


#: ``sitecustomize`` for a ``wordlog`` process that, as it starts to import the module named
#: by $WORDLOG_MOMENT, says so on the file descriptor $WORDLOG_READY and waits for a byte on
#: $WORDLOG_GO: the test sends SIGINT at that moment of the start-up, whatever the machine's speed.
PAUSED_AT_AN_IMPORT = textwrap.dedent("""
    import os, sys

    def pause(event, args, moment=[os.environ["WORDLOG_MOMENT"]]):
        if event == "import" and moment and args[0] == moment[0]:
            moment.clear()
            os.write(int(os.environ["WORDLOG_READY"]), b"x")
            os.read(int(os.environ["WORDLOG_GO"]), 1)

    sys.addaudithook(pause)
""")


def interrupted_at_an_import(command: list[str], moment: str, tmp_path: Path,
                             signals: int = 1, **environ: str) -> subprocess.CompletedProcess:
    """``command`` (``wordlog ...``), its environment with ``environ``, sent ``signals``
    SIGINTs as it starts to import ``moment``."""
    (tmp_path / "sitecustomize.py").write_text(PAUSED_AT_AN_IMPORT)
    ready_r, ready_w = os.pipe()
    go_r, go_w = os.pipe()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(PYTHONPATH=str(tmp_path), WORDLOG_MOMENT=moment, WORDLOG_READY=str(ready_w), WORDLOG_GO=str(go_r),
               **environ)
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                          pass_fds=(ready_w, go_r)) as proc:
        os.close(ready_w)
        os.close(go_r)
        try:
            assert os.read(ready_r, 1) == b"x", f"{moment} was not imported"
            for _ in range(signals):
                proc.send_signal(signal.SIGINT)
                time.sleep(0.1)
            if proc.poll() is None:     # and a go for the process's start again in UTF-8 mode, if any
                os.write(go_w, b"xx")
            out, err = proc.communicate(timeout=60)
        finally:
            proc.kill()
            os.close(ready_r)
            os.close(go_w)
    return subprocess.CompletedProcess(command, proc.returncode, out, err)


#: Modules the command imports as it starts, in that order, as main() builds the parsers
#: (``wordlog.cli`` itself imports nothing heavy before main() runs).
START_UP_IMPORTS = ["wordlog.cli.common", "wordlog.lexicon", "wordlog.engines", "wordlog.dice"]


@pytest.mark.parametrize("entry", ["script", "python -m wordlog"])
@pytest.mark.parametrize("moment", [pytest.param(m, marks=[pytest.mark.slow] if m != "wordlog.cli.common" else [])
                                    for m in START_UP_IMPORTS])
def test_ctrl_c_while_the_command_starts_says_interrupted_without_a_traceback(entry, moment, tmp_path):
    """Ctrl-C as Python imports the command (its first 50 ms or so) ends it as later, without a
    ``KeyboardInterrupt`` traceback: the command's modules load inside main(), which catches it."""
    command = [str(WORDLOG)] if entry == "script" else [sys.executable, "-m", "wordlog"]
    done = interrupted_at_an_import([*command, "ladder", "cold", "warm", "--engine", "bfs"], moment, tmp_path)
    assert (done.returncode, done.stderr, done.stdout) == (130, "\nwordlog: interrupted\n", "")


def test_ctrl_c_while_the_command_starts_with_json_says_so_in_json(tmp_path):
    done = interrupted_at_an_import([str(WORDLOG), "ladder", "cold", "warm", "--json"], "wordlog.lexicon", tmp_path)
    assert (done.returncode, done.stderr, done.stdout) == (130, '{"error": "interrupted"}\n', "")


#: A daemon thread in a Prolog query that never ends, as the scripts below leave at exit.
BUSY_THREAD = textwrap.dedent("""
    def search():
        try:
            prolog.solve("between(1, inf, _), fail", time_limit=600, inference_limit=10**15)
        except prolog.PrologError:
            pass            # Prolog stopped around it

    threading.Thread(target=search, daemon=True).start()
    time.sleep(0.5)
""")


#: ``wordlog ARGV`` called by a program that started Prolog first, which exits while a daemon
#: thread of its own is in a Prolog query, so that stopping Prolog takes ``EXIT_WAIT`` (3 s);
#: SIGINT comes 1 s into the exit.
SIGNALLED_AS_PROLOG_STOPS = textwrap.dedent("""
    import atexit, os, signal, sys, threading, time
    from wordlog import cli, prolog

    prolog.EXIT_WAIT = 3
    prolog.solve("true")
    status = cli.main(sys.argv[1:])

    BUSY_THREAD
    atexit.register(lambda: threading.Timer(1, os.kill, (os.getpid(), signal.SIGINT)).start())
    sys.exit(status)
""").replace("BUSY_THREAD\n", BUSY_THREAD)


def test_ctrl_c_while_the_exit_stops_prolog_ends_it_with_130_whenever_prolog_started(tmp_path):
    """Ctrl-C while the exit stops Prolog ends the process (130, 'interrupted', the word files
    removed), as README says, also in a program that started Prolog before calling main():
    the Ctrl-C is not ignored while Prolog stops (seconds, or for ever), and the status is not 0."""
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\n", encoding="utf-8")
    done = run_script(SIGNALLED_AS_PROLOG_STOPS, "ladder", "--words", str(words), "cold", "warm")
    assert (done.returncode, done.stderr) == (130, "\nwordlog: interrupted\n")
    assert done.stdout == "cold -> cord -> card -> ward -> warm  (5 words)\n"
    assert not word_files_left(done.pid)


#: A program that started Prolog and exits while a daemon thread of its own is still in a
#: Prolog query (the bridge waits ``EXIT_WAIT`` seconds for it, here 1).
BUSY_AT_EXIT = textwrap.dedent("""
    import threading, time
    from wordlog import prolog

    prolog.EXIT_WAIT = 1
    prolog.solve("true")

    BUSY_THREAD
    print("exiting")
""").replace("BUSY_THREAD\n", BUSY_THREAD)


@pytest.mark.slow
def test_a_program_exits_while_a_daemon_thread_is_in_a_prolog_query():
    """The program ends, with its status, however long the daemon thread's query would run:
    Prolog is not stopped (PL_cleanup) around the query, which can wait for ever (run_script's
    60 s then fail here)."""
    for _ in range(8):
        done = run_script(BUSY_AT_EXIT)
        assert (done.returncode, done.stdout, done.stderr) == (0, "exiting\n", "")


def test_a_limit_of_one_expansion_is_said_in_the_singular(wordlog_cli):
    done = wordlog_cli("ladder", "cold", "warm", "--max-expansions", "1")
    assert done.returncode == 3
    assert done.stderr.splitlines() == ["wordlog: cold -> warm: no answer within 1 expansion; "
                                        "raise --max-expansions (or give 'inf')"]
    with pytest.raises(SearchLimitError, match=r"^cold -> warm: no answer within 1 expansion; raise"):
        PrologEngine(bundled(), max_expansions=1).ladder("cold", "warm")


def test_a_limit_of_one_inference_is_said_in_the_singular():
    with pytest.raises(InferenceLimitExceeded, match=r"^the search ran past 1 inference$"):
        PrologEngine(GRID, inference_limit=1).ladder(A, B)
    with pytest.raises(InferenceLimitExceeded, match=r"^the search ran past 2,000 inferences$"):
        PrologEngine(GRID, inference_limit=2000, max_expansions=None).ladder(A, B)
    grid_answers_right()
