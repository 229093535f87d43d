"""Lexicon replacement: engines over different lexicons share one Prolog, nothing goes stale.

Each PrologEngine loads its own lexicon into Prolog when it asks; the lexicon a
question sees must be exactly its engine's, with buckets, components and word
tables rebuilt for it, even when engines alternate question by question and
threads ask at the same time. Every answer is checked against the Python BFS
engine over the same words.
"""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from conftest import HIT_COG, run_in_threads
from wordlog import prolog
from wordlog.analysis import component
from wordlog.engines import BfsEngine
from wordlog.graph import WordGraph
from wordlog.lexicon import Lexicon, LexiconError, bundled, from_words
from wordlog.prolog import atom, first
from wordlog.prolog_ladders import PrologEngine

#: The same words joined differently: hit -> cog is 5 words, 4 words, or no ladder at all.
VARIANTS = {"five": from_words(HIT_COG), "four": from_words(["hot", "hog", "cog", "dot"]),
            "none": from_words(["dot", "dog", "cog", "lot"])}
EXPECTED = {"five": ["hit", "hot", "dot", "dog", "cog"], "four": ["hit", "hot", "hog", "cog"], "none": []}
COUNT = {"five": 2, "four": 1, "none": 0}
DOT_COG = {"five": 3, "four": 4, "none": 3}  # dot dog cog; dot hot hog cog


def test_alternating_lexicons_give_each_its_own_answer():
    engines = {name: PrologEngine(lex) for name, lex in VARIANTS.items()}
    for _ in range(5):
        for name, engine in engines.items():
            assert engine.ladder("hit", "cog") == EXPECTED[name]
            assert engine.count("hit", "cog") == COUNT[name]
            assert engine.length("dot", "cog") == DOT_COG[name]
            assert engine.lengths([("hit", "cog")]) == [len(EXPECTED[name])]


def component_in_prolog(lex: Lexicon, word: str) -> list[str] | None:
    with prolog.lexicon_loaded(lex):
        answer = first(f"component({atom(word)}, Ms)")
    return None if answer is None else list(answer["Ms"])


def sample_lexicons(seed: int) -> list[Lexicon]:
    """Random halves of the bundled 4-letter words, and bundled lexicons of two sizes."""
    rng = random.Random(seed)
    words = list(bundled().of_length(4))
    halves = [from_words(rng.sample(words, len(words) // 2), name=f"half {i}") for i in range(3)]
    return halves + [bundled(35), bundled(60)]


def test_differential_after_many_reloads():
    lexicons = sample_lexicons(7)
    pythons = [BfsEngine(lex) for lex in lexicons]
    engines = [PrologEngine(lex, max_expansions=None) for lex in lexicons]
    rng = random.Random(11)
    for _ in range(4):
        for lex, engine, python in zip(lexicons, engines, pythons):
            words = lex.of_length(4)
            for _ in range(6):
                s, t = rng.sample(words, 2)
                assert engine.length(s, t) == python.length(s, t), (lex.name, s, t)
                assert engine.count(s, t) == python.count(s, t), (lex.name, s, t)
                assert engine.all_ladders(s, t, limit=3) == python.all_ladders(s, t, limit=3)
            word = rng.choice(words)
            expected = component(WordGraph(words), word)
            assert component_in_prolog(lex, word) == expected, (lex.name, word)


def test_a_failed_load_leaves_nothing_stale():
    engine = PrologEngine(VARIANTS["four"])
    assert engine.ladder("hit", "cog") == EXPECTED["four"]
    with pytest.raises(LexiconError):
        prolog.load_lexicon(Lexicon(("hot", "d\not", "cog")))  # built around from_words' checks
    assert engine.ladder("hit", "cog") == EXPECTED["four"]
    with pytest.raises(LexiconError):
        PrologEngine(Lexicon(("hot", "h'), halt, ('t"))).ladder("hot", "hot")
    assert PrologEngine(VARIANTS["five"]).ladder("hit", "cog") == EXPECTED["five"]
    assert engine.ladder("hit", "cog") == EXPECTED["four"]


def test_threads_with_different_lexicons_at_once():
    """Each thread's engine has its own lexicon; the swaps between them must not leak answers."""
    def work(name: str, rounds: int) -> None:
        engine = PrologEngine(VARIANTS[name])
        for _ in range(rounds):
            assert engine.ladder("hit", "cog") == EXPECTED[name], name
            assert engine.lengths([("hit", "cog"), ("dot", "cog")]) == [len(EXPECTED[name]), DOT_COG[name]]
            assert engine.count("hit", "cog") == COUNT[name]

    assert run_in_threads(work, [(name, 30) for name in VARIANTS for _ in range(2)]) == []


@pytest.mark.slow
def test_threads_with_sampled_lexicons_differential():
    lexicons = sample_lexicons(3)

    def work(n: int) -> None:
        lex = lexicons[n % len(lexicons)]
        engine, python = PrologEngine(lex, max_expansions=None), BfsEngine(lex)
        rng = random.Random(n)
        words = lex.of_length(4)
        for _ in range(40):
            s, t = rng.sample(words, 2)
            assert engine.length(s, t) == python.length(s, t), (lex.name, s, t)
            assert engine.count(s, t) == python.count(s, t), (lex.name, s, t)

    assert run_in_threads(work, [(n,) for n in range(10)]) == []


# --- a user lexicon goes over one file per length, read lazily ----------------------------------

def test_user_lexicon_goes_over_by_length_and_is_read_lazily():
    words = ["hot", "dot", "dog", "cold", "cord", "card", "müde", "mühe", "straße"]
    lex = from_words(words, tiers={"hot": 10, "cord": 35})
    prolog.load_lexicon(lex)
    directory = prolog._word_dirs.current
    assert sorted(p.name for p in Path(directory).iterdir()) == ["3.txt", "4.txt", "6.txt"]
    assert first("findall(L, lexicon:loaded_(L), Ls)")["Ls"] == []
    assert PrologEngine(lex).ladder("cold", "card") == ["cold", "cord", "card"]
    assert first("findall(L, lexicon:loaded_(L), Ls)")["Ls"] == [4]
    for n in (3, 4, 6):  # Prolog holds exactly Python's words, with their sizes
        held = first(f"findall([W, S], (length_word({n}, W), word_size(W, S)), Ws)")["Ws"]
        assert sorted(held) == sorted([w, lex.tier(w) or "unknown"] for w in lex.of_length(n))
    prolog.load_lexicon(from_words(["cat", "cot"]))
    assert not Path(directory).exists()          # the old files are gone
    prolog.load_lexicon(bundled())
    assert prolog._word_dirs.current is None


# --- a killed process's word directory is removed by the next ---------------------------------

def test_word_directory_of_a_killed_process_is_removed_by_the_next():
    import os
    import signal
    import subprocess
    import sys
    child = subprocess.Popen(
        [sys.executable, "-c", "import time\nfrom wordlog import prolog, from_words\n"
         "prolog.load_lexicon(from_words(['cat', 'cot']))\nprint(prolog._word_dirs.current, flush=True)\n"
         "time.sleep(120)"], stdout=subprocess.PIPE, text=True)
    try:
        left = Path(child.stdout.readline().strip())
        assert left.name.startswith(f"wordlog-words-{child.pid}-") and (left / "3.txt").exists()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
    assert left.exists()                            # no exit handler ran
    prolog.load_lexicon(from_words(["dog", "dot"]))
    assert not left.exists()
    ours = Path(prolog._word_dirs.current)
    assert ours.name.startswith(f"wordlog-words-{os.getpid()}-") and ours.exists()
    prolog.load_lexicon(bundled())


def test_sweep_keeps_the_directories_of_running_processes(tmp_path):
    import os
    import subprocess
    import sys
    done = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(done.stdout)
    names = [f"wordlog-words-{dead}-a", f"wordlog-words-{os.getpid()}-b", "wordlog-words-x-c", "wordlog-other"]
    for name in names:
        (tmp_path / name).mkdir()
    assert prolog._WordDirs.sweep(tmp_path) == [tmp_path / names[0]]
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names[1:])
