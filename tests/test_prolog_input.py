"""The embedded Prolog's input: what it starts with, what it reads, what a limit costs.

- It starts with wordlog's flags only: no user init file (``init.pl``), no packs.
- Nothing it writes to its standard output reaches the process's.
- A user lexicon goes over once, whole; a time or inference limit afterwards costs only
  its own question: the lexicon and the tables built stay.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from conftest import WORDLOG
from wordlog import prolog
from wordlog.lexicon import from_words
from wordlog.prolog import InferenceLimitExceeded
from wordlog.prolog.ladders import PrologEngine

#: An init.pl that makes a canary file, writes to standard output and standard error, sets a
#: stack limit no question fits in, and ends the process with status 0 once loaded.
INIT = textwrap.dedent("""
    :- open('{canary}', write, S), write(S, made), close(S).
    :- format("init.pl was here~n"), format(user_error, "init.pl on stderr~n", []).
    :- set_prolog_flag(stack_limit, 100000).
    :- initialization(halt(0)).
""")


@pytest.fixture
def init_files(tmp_path):
    """An environment whose SWI-Prolog init file (both places SWI-Prolog looks) is :data:`INIT`."""
    canary = tmp_path / "canary"
    for config in (tmp_path / "xdg", tmp_path / "home" / ".config"):
        (config / "swi-prolog").mkdir(parents=True)
        (config / "swi-prolog" / "init.pl").write_text(INIT.format(canary=canary), encoding="utf-8")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "xdg"), "HOME": str(tmp_path / "home")}
    return env, canary


def test_the_users_init_file_is_not_loaded(init_files):
    """Code in the user's init.pl never runs inside wordlog: it would make a canary file, its
    output break --json, a stack limit make every question fail, and halt(0) make every
    command exit 0 without a word."""
    env, canary = init_files
    done = subprocess.run([str(WORDLOG), "ladder", "cold", "warm", "--json"], env=env,
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["ladder"] == ["cold", "cord", "card", "ward", "warm"]
    assert not canary.exists()


def test_the_init_file_still_loads_for_a_person(init_files):
    """``swipl`` as a person runs it is SWI-Prolog as it is: the init file loads."""
    env, canary = init_files
    subprocess.run(["swipl", "-g", "halt"], env=env, capture_output=True, text=True, timeout=60)
    assert canary.exists()


def test_prologs_standard_output_never_reaches_the_process():
    """What Prolog writes to its standard output never goes to the process's: not among the
    answers, nor as 'ERROR: format/2: I/O error ... (Broken pipe)' on a closed pipe."""
    script = ("from wordlog import prolog\n"
              "print(prolog.solve('write(hello), nl, format(user_output, \"x~n\", []), flush_output(user_output)'))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "[{}]\n", "")


#: 4,096 words, each with 28 neighbours: counting the ladders of aaaa to hhhh takes some
#: 3,500 inferences, past a limit of 1,000; a ladder of two steps far fewer.
OCTAL = from_words("".join(p) for p in __import__("itertools").product("abcdefgh", repeat=4))


def test_a_limit_costs_only_its_question(monkeypatch):
    """After a time or inference limit the bridge forgot the lexicon: the next question
    loaded it again and rebuilt its tables (1.9-4.5 s on a 127,000-word list)."""
    engine = PrologEngine(OCTAL)
    assert engine.ladder("aaaa", "aahh") == ["aaaa", "aaha", "aahh"]
    with pytest.raises(InferenceLimitExceeded):
        PrologEngine(OCTAL, inference_limit=1_000).count("aaaa", "hhhh")
    generation = prolog.one("flag(wordlog_lexicon_generation, G, G)")["G"]   # of the lexicon and its tables
    seen: list[str] = []
    call = prolog.bridge._bridge.call

    def spy(predicate, text, time_limit, inference_limit):
        seen.append(text)
        return call(predicate, text, time_limit, inference_limit)

    monkeypatch.setattr(prolog.bridge._bridge, "call", spy)
    assert engine.ladder("aaaa", "aahh") == ["aaaa", "aaha", "aahh"]
    assert engine.count("aaaa", "aahh") == 2
    assert not [text for text in seen if "load_words" in text or "use_word_dir" in text]
    assert len(seen) == 2
    assert prolog.one("flag(wordlog_lexicon_generation, G, G)")["G"] == generation
