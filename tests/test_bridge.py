"""The pyswip bridge: one escaping function, limits, errors, a usable engine after each."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from conftest import run_in_threads

from wordlog import prolog
from wordlog.prolog import (InferenceLimitExceeded, PrologError, TimeLimitExceeded, atom, first,
                            solve)

HOSTILE = ["it's", "a\\b", "x), shell('touch /tmp/wordlog-pwned'), (", "'", "\\", "\n", "\x00",
           "halt", "Cap", "two words", "müde", "日本", "a\"b", "%p", ":- halt.", "\u202e", "😀"]


@pytest.mark.parametrize("text", HOSTILE)
def test_atom_round_trips_any_text(text):
    answer = first(f"atom_codes({atom(text)}, Codes)")
    assert answer is not None and answer["Codes"] == [ord(c) for c in text]


def test_atom_escapes_everything_outside_identifier_characters():
    assert atom("cold") == "'cold'"
    assert atom("Ab_9") == "'Ab_9'"
    assert atom("it's") == "'it\\x27\\s'"
    assert atom("ü") == "'\\xfc\\'"


@pytest.mark.parametrize("text", HOSTILE)
def test_any_text_comes_back_as_it_went_in(text):
    # The answer travels as JSON: quotes, backslashes, control characters and
    # characters beyond the BMP must survive the trip out as well as in.
    assert first(f"atom_string({atom(text)}, S), X = {atom(text)}") == {"S": text, "X": text}


def test_values_of_every_kind():
    answer = first("X = [true, false, null, 'Cap'], N = 7, F = 2.5, S = \"a\\\"b\", "
                   "T = f('x y', 1), L = [[a], []], U = _, _Hidden = secret")
    assert answer == {"X": ["true", "false", "null", "Cap"], "N": 7, "F": 2.5, "S": 'a"b',
                      "T": "f('x y',1)", "L": [["a"], []], "U": None}


def test_every_answer_in_order():
    assert solve("member(X-Y, [1-a, 2-b])") == [{"X": 1, "Y": "a"}, {"X": 2, "Y": "b"}]
    assert solve("fail") == []
    assert solve("true") == [{}]


def test_a_goal_prolog_cannot_read_is_an_error_and_engine_stays_usable():
    with pytest.raises(PrologError, match="[Ss]yntax error"):
        solve("atom_length(a, N")
    assert first("atom_length(abc, N)") == {"N": 3}


def test_prolog_error_keeps_message_and_engine_stays_usable():
    with pytest.raises(PrologError, match="atom_length/2"):
        solve("atom_length(_, _)")
    assert solve("X = 1") == [{"X": 1}]


def test_time_limit_raises_and_next_query_works():
    with pytest.raises(TimeLimitExceeded):
        solve("repeat, fail", time_limit=0.2)
    assert first("X is 6 * 7") == {"X": 42}


def test_inference_limit_raises_and_next_query_works():
    with pytest.raises(InferenceLimitExceeded):
        solve("between(1, inf, X), X > 10000000", inference_limit=100_000)
    assert first("X is 6 * 7") == {"X": 42}


def test_threads_share_the_one_engine():
    def work(n: int) -> None:
        for i in range(200):
            assert first(f"X is {n} * {i}") == {"X": n * i}

    assert run_in_threads(work, [(n,) for n in range(8)]) == []


def test_only_the_bridge_imports_pyswip():
    import re
    from pathlib import Path
    package = Path(prolog.__file__).parent
    pattern = re.compile(r"^\s*(from|import)\s+pyswip", re.M)
    importers = sorted(p.name for p in package.rglob("*.py") if pattern.search(p.read_text(encoding="utf-8")))
    assert importers == ["bridge.py"]


def test_one_names_the_goal_that_had_no_answer_and_the_bridge_stays_usable():
    with pytest.raises(PrologError, match=r"^no answer from the goal member\(x, \[a, b\]\)$"):
        prolog.one("member(x, [a, b])")
    long_goal = "member(x, [" + ", ".join(["a"] * 200) + "])"
    with pytest.raises(PrologError, match=r"\.\.\.$") as caught:
        prolog.one(long_goal)
    assert len(str(caught.value)) < 230
    assert prolog.one("member(X, [a, b])")["X"] == "a"


def test_load_lexicon_takes_a_lexicon_and_says_so_and_the_loaded_one_stays():
    """A list of words is refused, naming what load_lexicon takes, before the bridge forgets
    which lexicon Prolog holds: that one stays loaded."""
    from wordlog.lexicon import from_words
    lex = from_words(["ab", "bb"])
    with prolog.lexicon_loaded(lex):
        with pytest.raises(TypeError, match=r"^a lexicon is a Lexicon \(from_words makes one from words\), "
                                            r"not list: \['ab', 'cb'\]$"):
            prolog.load_lexicon(["ab", "cb"])
        assert prolog.bridge._bridge.lexicon is lex
        assert first("length_word(2, W)")["W"] == "ab"


#: The start of the scripts below: ``interrupt_at(n, codes)``, a trace function that raises
#: KeyboardInterrupt (as a Python signal handler does) at the nth line run in ``codes``.
INTERRUPT_AT = textwrap.dedent("""
    import sys

    def interrupt_at(n, codes):
        lines = 0

        def line(frame, event, arg):
            nonlocal lines
            if event == "line":
                lines += 1
                if lines == n:
                    sys.settrace(None)
                    raise KeyboardInterrupt
            return line

        return lambda frame, event, arg: line if frame.f_code in codes else None
""")


#: Ctrl-C at every line of the bridge: a process that raises KeyboardInterrupt (as a Python
#: signal handler does) at the Nth line of the bridge's functions run during a question, for
#: N = 1, 2, ... until a question gets through; after each, both engines must answer right.
INTERRUPTED = textwrap.dedent("""
    import inspect
    import sys
    from wordlog import prolog
    from wordlog.lexicon import from_words
    from wordlog.prolog.ladders import PrologEngine

    one = PrologEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
    other = PrologEngine(from_words(["hot", "hog", "cog", "dog"]))

    # the bridge's code
    functions = (*vars(prolog.bridge).values(), *vars(prolog.bridge._Bridge).values(), *vars(prolog.bridge._BridgeRun).values())
    BRIDGE = {inspect.unwrap(f).__code__ for f in functions if inspect.isfunction(f)
              and f.__module__ == prolog.bridge.__name__}

    def answers_right():
        return (one.ladder("hit", "cog") == ["hit", "hot", "dot", "dog", "cog"]
                and other.ladder("hot", "cog") == ["hot", "hog", "cog"])

    interrupts = 0
    for engine in (one, other, one):     # the second and third switch the lexicon
        n = 0
        while True:
            n += 1
            sys.settrace(interrupt_at(n, BRIDGE))
            try:
                engine.ladder("hit", "cog")
                break
            except KeyboardInterrupt:
                interrupts += 1
            finally:
                sys.settrace(None)
            assert answers_right(), n
            other.ladder("hot", "cog") if engine is one else one.ladder("hit", "cog")
    print(interrupts)
""")


@pytest.mark.slow
def test_an_interrupt_anywhere_in_the_bridge_leaves_prolog_usable():
    # A KeyboardInterrupt raised between PL_open_query and PL_cut_query must leave no query
    # open under a discarded frame, or SWI-Prolog aborts the process on the next question.
    done = subprocess.run([sys.executable, "-c", INTERRUPT_AT + INTERRUPTED], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout) > 10     # the interrupts struck inside the bridge


#: Ctrl-C at every line of the bridge during a question bridge_run/4 raises from (its
#: answers' JSON text does not fit Prolog's stack): an exception passed on by
#: PL_call_predicate and left pending by the interrupt must not be the next question's.
INTERRUPTED_FAILURE = textwrap.dedent("""
    import sys
    from wordlog import prolog

    prolog.solve("set_prolog_flag(stack_limit, 8000000)")
    TOO_LONG = "numlist(1, 200000, L)"
    BRIDGE = {f.__code__ for f in vars(prolog.bridge._BridgeRun).values() if callable(f)}

    interrupts, n = 0, 0
    while True:
        n += 1
        sys.settrace(interrupt_at(n, BRIDGE))
        try:
            prolog.solve(TOO_LONG)
        except KeyboardInterrupt:
            interrupts += 1
        except prolog.PrologError:
            break
        finally:
            sys.settrace(None)
        assert prolog.solve("X = 1") == [{"X": 1}], n
    print(interrupts)
""")


@pytest.mark.slow
def test_an_interrupt_while_the_bridge_reads_an_error_leaves_no_error_for_the_next_question():
    done = subprocess.run([sys.executable, "-c", INTERRUPT_AT + INTERRUPTED_FAILURE], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert int(done.stdout) > 5


def test_a_float_json_cannot_hold_comes_back_as_none_and_finite_floats_as_numbers():
    # NaN and the infinities have no JSON number; the bridge
    # writes them null, so the answer still parses (Prolog's own 1.0Inf would not).
    assert first("X is inf, Y is -inf, Z is nan, F is 1 / 4.0") == {"X": None, "Y": None, "Z": None,
                                                                    "F": 0.25}
    assert first("X is 6 * 7") == {"X": 42}


# ---------------------------------------------------------------- no SWI-Prolog

#: A pyswip whose import fails as pyswip's does on a machine without SWI-Prolog, counting tries.
NO_SWI = '''
import builtins
builtins.pyswip_tries = getattr(builtins, "pyswip_tries", 0) + 1
class SwiPrologNotFoundError(Exception):
    pass
raise SwiPrologNotFoundError("SWI-Prolog not found")
'''


@pytest.fixture
def without_swi(tmp_path):
    """An environment in which ``import pyswip`` fails as it does without SWI-Prolog."""
    import os
    (tmp_path / "pyswip").mkdir()
    (tmp_path / "pyswip" / "__init__.py").write_text(NO_SWI)
    return {**os.environ, "PYTHONPATH": str(tmp_path)}


def test_without_swi_prolog_the_command_says_what_to_install(without_swi):
    """One line naming what to install, exit status 2 (the README's status for a mistake), never
    a SwiPrologNotFoundError traceback."""
    from conftest import WORDLOG
    done = subprocess.run([str(WORDLOG), "ladder", "cold", "warm"], env=without_swi, capture_output=True,
                          text=True, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("wordlog: SWI-Prolog cannot be started (SWI-Prolog not found): install SWI-Prolog "
                           "(Debian: apt-get install swi-prolog-nox; elsewhere: "
                           "https://www.swi-prolog.org/download/stable), or use the Python engine "
                           "(BfsEngine; --engine bfs on the command line)\n")
    done = subprocess.run([str(WORDLOG), "ladder", "cold", "warm", "--engine", "bfs"], env=without_swi,
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (0, "cold -> cord -> card -> ward -> warm  (5 words)\n")


INSTALL = ("install SWI-Prolog (Debian: apt-get install swi-prolog-nox; elsewhere: "
           "https://www.swi-prolog.org/download/stable)")


@pytest.mark.parametrize("args", [["abc/def/ghi", "--engine", "prolog"],
                                  ["abc/def/ghi", "--engine", "prolog", "--check", "bed"]])
def test_without_swi_prolog_boggle_names_its_own_python_engine(without_swi, args):
    """boggle's engines are python and prolog: the hint names '--engine python', not ladder's
    '--engine bfs', which boggle refuses as an invalid choice."""
    from conftest import WORDLOG
    done = subprocess.run([str(WORDLOG), "boggle", *args], env=without_swi, capture_output=True,
                          text=True, timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"wordlog: SWI-Prolog cannot be started (SWI-Prolog not found): {INSTALL}, "
                           "or solve with Python (--engine python, the default)\n")


def test_without_swi_prolog_demo_says_so_before_any_line(without_swi):
    """demo says so before any line, and points to 'wordlog ladder ... --engine bfs', not to an
    --engine option demo does not have."""
    from conftest import WORDLOG
    done = subprocess.run([str(WORDLOG), "demo"], env=without_swi, capture_output=True, text=True,
                          timeout=120)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == ("wordlog: SWI-Prolog cannot be started (SWI-Prolog not found): the demo sets the "
                           f"Prolog engine beside the Python one, so {INSTALL}; without it, 'wordlog ladder "
                           "START TARGET --engine bfs' answers with Python\n")


def test_without_swi_prolog_the_api_raises_prolog_unavailable_and_tries_again(without_swi):
    """From any thread, each question tries again (installing SWI-Prolog mends a running
    process) and no worker thread is left waiting."""
    code = textwrap.dedent('''
        import builtins, threading, wordlog
        engine = wordlog.PrologEngine(wordlog.from_words(["cold", "cord", "card", "ward", "warm"]))
        caught = []
        def ask():
            try:
                engine.ladder("cold", "warm")
            except wordlog.PrologUnavailable as error:
                caught.append(type(error).__name__)
        ask()
        for _ in range(2):
            thread = threading.Thread(target=ask)
            thread.start()
            thread.join()
        print(caught, builtins.pyswip_tries, [t.name for t in threading.enumerate() if t.name == "wordlog-prolog"])
        ''')
    done = subprocess.run([sys.executable, "-c", code], env=without_swi, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "['PrologUnavailable', 'PrologUnavailable', 'PrologUnavailable'] 3 []\n"


def test_a_question_is_one_call_and_a_bundled_length_goes_over_with_the_first(monkeypatch):
    """In `wordlog ladder cold warm` the lexicon is one Prolog call, each question one more,
    and the words Python read of a length go with the first; Prolog does not read 4.txt
    again after Python."""
    from wordlog import bundled
    from wordlog.prolog.ladders import PrologEngine
    seen: list[str] = []
    call = prolog.bridge._bridge.call

    def spy(predicate, text, time_limit, inference_limit):
        seen.append(text)
        return call(predicate, text, time_limit, inference_limit)

    with prolog.exclusive():
        prolog.bridge._bridge.forget_lexicon()
        monkeypatch.setattr(prolog.bridge._bridge, "call", spy)
        engine = PrologEngine(bundled())
        assert engine.friendly("cold", "warm") == ["cold", "cord", "card", "ward", "warm"]
        assert engine.length("cold", "warm") == 5
    assert len(seen) == 3 and "use_default_lexicon(60)" in seen[0]
    assert seen[1].startswith("question([4-'\\x2f\\dev\\x2f\\fd\\x2f\\") and "friendly_ladder('cold','warm',_)" in seen[1]
    assert seen[2].startswith("question([4], ladder_answer('cold','warm',")
    counted = prolog.one("findall(W, length_word(4, W), Ws), length(Ws, N)")["N"]
    assert counted == len(bundled().of_length(4))
