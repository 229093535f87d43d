"""Lexicon replacement: engines over different lexicons share one Prolog, nothing goes stale.

Each PrologEngine loads its own lexicon into Prolog when it asks; the lexicon a
question sees must be exactly its engine's, with buckets, components and word
tables rebuilt for it, even when engines alternate question by question and
threads ask at the same time. Every answer is checked against the Python BFS
engine over the same words.
"""
from __future__ import annotations

import random

import pytest

from conftest import HIT_COG, run_in_threads
from wordlog import prolog
from wordlog.analysis import component
from wordlog.engines import BfsEngine
from wordlog.graph import WordGraph
from wordlog.lexicon import Lexicon, LexiconError, bundled, from_words
from wordlog.prolog import atom, first
from wordlog.prolog.ladders import PrologEngine

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
    # a word is a line of the file Prolog reads, never query text: a quote in it runs nothing
    assert PrologEngine(Lexicon(("hot", "h'), halt, ('t"))).ladder("hot", "hot") == ["hot"]
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


# --- a user lexicon goes over once, whole, through a file with no name ------------------------

def test_user_lexicon_goes_over_at_once_and_leaves_no_file(tmp_path, monkeypatch):
    """A user lexicon's words go over at once, through a file no folder names, and Prolog holds
    every length: no file in a temporary folder for a /tmp cleaner or another process's
    sweep to take, leaving a length empty ('no ladder')."""
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    words = ["hot", "dot", "dog", "cold", "cord", "card", "müde", "mühe", "straße"]
    lex = from_words(words, tiers={"hot": 10, "cord": 35})
    prolog.load_lexicon(lex)
    assert list(tmp_path.iterdir()) == []               # nothing to lose, nothing left
    assert first("findall(L, lexicon_length(L), Ls)")["Ls"] == [3, 4, 6]
    for n in (3, 4, 6):  # Prolog holds exactly Python's words, with their sizes
        held = first(f"findall([W, S], (length_word({n}, W), word_size(W, S)), Ws)")["Ws"]
        assert sorted(held) == sorted([w, lex.tier(w) or "unknown"] for w in lex.of_length(n))
    assert PrologEngine(lex).ladder("cold", "card") == ["cold", "cord", "card"]
    prolog.load_lexicon(bundled())


def test_a_full_temporary_folder_is_named(monkeypatch):
    import tempfile

    def full(*args, **options):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(tempfile, "TemporaryFile", full)
    with pytest.raises(prolog.PrologError, match=f"temporary folder {tempfile.gettempdir()}: No space left"):
        prolog.load_lexicon(from_words(["cat", "cot"]))
