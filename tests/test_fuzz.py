"""A hostile-input fuzz, in the slow tier (``make test-all``): about 17,500 generated inputs.

Seeded, so a failure can be run again: 6,000 lines of a ``ladder --pairs`` file through
the real command, 6,000 questions to the Python API's two engines (A* in Prolog and BFS
in Python), and 3,000 Boggle boards for Prolog, with a word to trace on each board read.
The inputs string together Prolog syntax, quotes, payloads that would create a canary
file if they ever ran, odd Unicode, bytes that are not UTF-8, and real words. Each input
is answered or refused in one line, never a traceback; a status is one of the documented
ones; nothing runs (the canary); nothing hangs (timeouts); and every answer agrees with
the Python engine (ladder lengths, Boggle words and paths).
"""
from __future__ import annotations

import faulthandler
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from conftest import HIT_COG
from wordlog import boggle
from wordlog.prolog import boggle as boggle_prolog
from wordlog.boggle import BoardError
from wordlog.engines import BfsEngine
from wordlog.lexicon import LexiconError, from_words, read_word
from wordlog.prolog import first
from wordlog.prolog.ladders import PrologEngine

pytestmark = [pytest.mark.slow, pytest.mark.prolog]

#: A file a payload would create, were it ever run as Prolog.
CANARY = Path(tempfile.gettempdir()) / f"wordlog-fuzz-canary-{os.getpid()}"
TOUCH = f"shell('touch {CANARY}')"
#: Pieces the inputs are made of.
FRAGMENTS = ["'", '"', "`", "\\", "\\x27\\", "0'", "\x00", "\r", "\t", " ", ")", "(", ",", ".", ":-", "%",
             "/*", "|", "[", "]", "{", "}", "halt", "halt.", TOUCH, f"'), {TOUCH}, ('", f":- initialization({TOUCH}).",
             "assertz(wordlog_pwned)", "'), nb_setval(wordlog_pwned, 1), ('", "😀", "\u202e", "\u200f", "\ufeff",
             "é", "e\u0301", "ß", "İ", "Σ", "ς", "ı", "\u0130", "日本", "\U0001d400", "\u0487", "\ufdd0", "#",
             "hot", "cog", "dog", "Dot", "LOG", "hit", "x", "qu", "9" * 40]
#: Words of the fuzz lexicon besides HIT_COG: a ladder or two, and words that are not ASCII.
WORDS = HIT_COG + ["hit", "hat", "cat", "cot", "cog", "lit", "bit", "bot", "bog", "café", "safé", "sage", "cage",
                   "straße", "σας", "νόμος", "ıi", "æble", "dots", "dogs", "cogs", "lots", "logs"]
SEED = 20261201


def hostile(rng: random.Random) -> str:
    """Text of one to four fragments, a random character or two among them."""
    parts = [rng.choice(FRAGMENTS) for _ in range(rng.randint(1, 4))]
    if rng.random() < 0.3:
        parts.insert(rng.randrange(len(parts) + 1), chr(rng.choice([rng.randrange(32, 0x250),
                                                                      rng.randrange(0x250, 0x30000)])))
    return "".join(parts)


def a_word(rng: random.Random) -> str:
    """A word of the lexicon, sometimes in capitals or with blanks around."""
    word = rng.choice(WORDS)
    return rng.choice([word, word.upper(), f" {word}\t", word.title()])


def untouched() -> None:
    """Nothing ran: no canary file, no asserted predicate or global; Prolog still answers."""
    assert not CANARY.exists(), "a payload ran a shell command"
    assert first("current_predicate(wordlog_pwned/_)") is None, "a payload asserted a clause"
    assert first("nb_current(wordlog_pwned, _)") is None, "a payload set a global variable"
    assert first("X is 6 * 7") == {"X": 42}


@pytest.fixture(autouse=True)
def no_hang_and_no_canary():
    """A hang ends the run with every thread's traceback (faulthandler); no canary before or after."""
    CANARY.unlink(missing_ok=True)
    faulthandler.dump_traceback_later(900, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()
    assert not CANARY.exists()


@pytest.fixture(scope="module")
def lexicon():
    return from_words(WORDS)


@pytest.fixture(scope="module")
def python_engine(lexicon):
    return BfsEngine(lexicon)


def outcome(engine, start: str, target: str) -> tuple[str, int]:
    """What an engine makes of a question: ``("refused", 0)`` for text that is not a word,
    else ``("answered", number of words of the ladder)``, the ladder checked."""
    try:
        ladder = engine.ladder(start, target)
    except LexiconError:
        return "refused", 0
    if ladder:
        assert all(sum(a != b for a, b in zip(x, y)) == 1 for x, y in zip(ladder, ladder[1:])), ladder
        assert ladder[-1] in engine_words(engine)
    return "answered", len(ladder)


def engine_words(engine) -> frozenset[str]:
    return frozenset(getattr(engine, "lexicon", None) or getattr(engine, "words", None) or WORDS)


def test_the_api_engines_agree_on_hostile_questions(lexicon, python_engine):
    rng = random.Random(SEED)
    prolog_engine = PrologEngine(lexicon)
    questions, began = 0, time.monotonic()
    for _ in range(6_000):
        start = hostile(rng) if rng.random() < 0.6 else a_word(rng)
        target = hostile(rng) if rng.random() < 0.4 else a_word(rng)
        expected = outcome(python_engine, start, target)
        got = outcome(prolog_engine, start, target)
        assert got == expected, (start, target)      # Prolog takes the words Python read
        questions += 1
    untouched()
    print(f"\nAPI: {questions:,} questions in {time.monotonic() - began:.1f} s")


def pairs_line(rng: random.Random) -> bytes:
    """A line of a pairs file: two words, hostile text, a byte that is not UTF-8, or a comment."""
    kind = rng.random()
    if kind < 0.5:
        text = f"{a_word(rng)} {a_word(rng)}"
    elif kind < 0.85:
        text = " ".join(hostile(rng) if rng.random() < 0.6 else a_word(rng) for _ in range(rng.randint(1, 3)))
    elif kind < 0.95:
        return f"{a_word(rng)} ".encode() + bytes([rng.randrange(0x80, 0x100)]) + b"og"
    else:
        text = f"# {hostile(rng)}"
    return text.replace("\n", " ").encode("utf-8", "surrogatepass")


def expected_line(python_engine, fields: list[str]) -> str:
    """What a line of these fields must get: an ``error``, a ``ladder`` of a known length,
    or ``either`` (the rule of a pair the command may refuse or answer with no ladder:
    start and target the same, of different lengths, or a target outside the lexicon)."""
    if len(fields) != 2:
        return "error"
    (start, start_fault), (target, target_fault) = read_word(fields[0]), read_word(fields[1])
    if start_fault or target_fault:
        return "error"
    if start == target or len(start) != len(target) or target not in python_engine.lexicon:
        return "either"
    return "ladder"


def test_a_pairs_file_of_hostile_lines_through_the_command(tmp_path, python_engine):
    rng = random.Random(SEED + 1)
    words = tmp_path / "words.txt"
    words.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    lines = [pairs_line(rng) for _ in range(6_000)]
    pairs = tmp_path / "pairs.txt"
    pairs.write_bytes(b"hot cog\n" + b"\n".join(lines) + b"\n")     # a first line of text: not UTF-16
    began = time.monotonic()
    done = subprocess.run([str(Path(sys.executable).parent / "wordlog"), "ladder", "--words", str(words),
                           "--pairs", str(pairs), "--json"], capture_output=True, timeout=600)
    took = time.monotonic() - began
    assert done.returncode in (0, 1, 2, 3), done.stderr[-2000:]
    err = [json.loads(line) for line in done.stderr.decode("utf-8").splitlines()]    # JSON, no traceback
    assert all(set(said) <= {"error", "warning"} for said in err)
    answers = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    by_line = {}
    answered = iter(a for a in answers if "line" not in a)
    errors = {a["line"]: a["error"] for a in answers if "line" in a}
    for number, raw in enumerate([b"hot cog", *lines], 1):
        try:
            fields = raw.decode("utf-8").split()
        except UnicodeDecodeError:
            assert number in errors and "not UTF-8" in errors[number]
            continue
        if not fields or fields[0].startswith("#"):
            assert number not in errors
            continue
        if number in errors:
            by_line[number] = "error"
            assert expected_line(python_engine, fields) in ("error", "either"), (number, fields, errors[number])
            continue
        answer = next(answered)
        expected = expected_line(python_engine, fields)
        assert expected in ("ladder", "either"), (number, fields, answer)
        start, target = (read_word(f)[0] for f in fields)
        assert (answer["start"], answer["target"]) == (start, target)
        if expected == "ladder":
            assert len(answer["ladder"]) == python_engine.length(start, target), (number, fields, answer)
    assert next(answered, None) is None
    assert (done.returncode == 2) == bool(errors)
    untouched()
    print(f"\npairs: {len(lines):,} lines in {took:.1f} s, {len(errors):,} refused")


#: The faces of a board's dice as letters write them ('q' is the Qu die), and of a dictionary's words.
BOGGLE_FACES = list("abcdefghijklmnopqrstuvwxyz") + ["é", "ß", "ı", "σ", "ς", "æ"]


def a_board(rng: random.Random) -> str:
    """Letters of a board (rows by '/'), or hostile text in its place."""
    if rng.random() < 0.2:
        return hostile(rng)
    rows, cols = rng.choice(boggle.SIZES), rng.choice(boggle.SIZES)
    return "/".join("".join(rng.choice(BOGGLE_FACES) for _ in range(cols)) for _ in range(rows))


def traced_word(rng: random.Random, board: boggle.Board) -> str:
    """The faces of a random walk on ``board`` (a word the board holds), or hostile text."""
    if rng.random() < 0.3:
        return hostile(rng)
    cell, used = rng.randrange(len(board.dice)), set()
    faces = []
    for _ in range(rng.randint(1, 8)):
        used.add(cell)
        faces.append(board.dice[cell])
        free = [n for n in board.neighbours[cell] if n not in used]
        if not free:
            break
        cell = rng.choice(free)
    return "".join(faces)


def test_prolog_boggle_agrees_with_python_on_hostile_boards_and_words():
    rng = random.Random(SEED + 2)
    boards = words = refused = 0
    began = time.monotonic()
    for _ in range(30):                  # 30 dictionaries of 100 boards each
        texts = [hostile(rng) if rng.random() < 0.3 else "".join(rng.choice(BOGGLE_FACES + ["qu"]) for _ in range(
            rng.randint(1, 9))) for _ in range(300)]
        dictionary = from_words(t for t in texts if read_word(t)[1] is None)
        solver = boggle.Solver(dictionary.words)
        for _ in range(100):
            text = a_board(rng)
            boards += 1
            try:
                board = boggle.parse_board(text)
            except BoardError as error:
                assert str(error)
                refused += 1
                continue
            assert boggle_prolog.words(board, dictionary) == solver.solve(board), text
            word = traced_word(rng, board)
            words += 1
            try:
                expected = boggle.trace(board, word)
            except LexiconError:
                with pytest.raises(LexiconError):
                    boggle_prolog.word_path(board, word)
                continue
            assert boggle_prolog.word_path(board, word) == expected, (text, word)
    untouched()
    print(f"\nBoggle: {boards:,} boards ({refused:,} refused) and {words:,} words in {time.monotonic() - began:.1f} s")
