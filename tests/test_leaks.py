"""Leaks: a long-lived process asking the bridge many questions keeps its memory flat.

Resident memory (VmRSS in /proc/self/status) is measured after a warm-up and again
after 100,000 queries of every kind: ladders, counts, listings, unknown words, fresh
atoms, Prolog errors, limits hit. It may grow by less than 20 MB.
"""
from __future__ import annotations

import gc
from pathlib import Path

import pytest

from conftest import HIT_COG, run_in_threads
from wordlog import prolog
from wordlog.lexicon import LexiconError, from_words
from wordlog.prolog import InferenceLimitExceeded, PrologError, atom, first
from wordlog.prolog.ladders import PrologEngine, SearchLimitError

pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs /proc")

LIMIT_MB = 20


def rss_mb() -> float:
    """This process's resident memory, in MB."""
    gc.collect()
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS in /proc/self/status")


ENGINE = PrologEngine(from_words(HIT_COG))
TIGHT = PrologEngine(from_words(HIT_COG), max_expansions=0)


def query(i: int) -> None:
    """One query through the bridge, of the kind ``i`` picks; each checks its answer."""
    kind = i % 10
    if kind == 0:
        assert ENGINE.ladder("hit", "cog") == ["hit", "hot", "dot", "dog", "cog"]
    elif kind == 1:
        assert ENGINE.count("hit", "cog") == 2
    elif kind == 2:
        assert len(ENGINE.all_ladders("hit", "cog")) == 2
    elif kind == 3:
        assert ENGINE.lengths([("hit", "cog"), ("cog", "hit")]) == [5, 0]
    elif kind == 4:  # a fresh atom every time: Prolog must collect them
        word = f"w{i}x"
        assert first(f"atom_length({atom(word)}, N)") == {"N": len(word)}
    elif kind == 5:
        assert ENGINE.friendly("hit", "cog") == ["hit", "hot", "dot", "dog", "cog"]
    elif kind == 6:
        try:
            prolog.solve("atom_length(_, _)")
            raise AssertionError("no error")
        except PrologError:
            pass
    elif kind == 7:
        try:
            prolog.solve("between(1, inf, X), X < 0", inference_limit=5_000)
            raise AssertionError("no limit")
        except InferenceLimitExceeded:
            pass
    elif kind == 8:
        try:
            TIGHT.ladder("hit", "cog")
            raise AssertionError("no limit")
        except SearchLimitError:
            pass
    else:
        try:
            ENGINE.ladder("h'), halt, ('t", "cog")
            raise AssertionError("no error")
        except LexiconError:
            pass


@pytest.mark.slow
def test_100000_queries_keep_memory_flat():
    for i in range(5_000):  # warm-up: tables, caches, allocator pools
        query(i)
    before = rss_mb()
    for i in range(100_000):
        query(i)
    grown = rss_mb() - before
    assert grown < LIMIT_MB, f"resident memory grew by {grown:.1f} MB over 100,000 queries"


@pytest.mark.slow
def test_queries_from_threads_keep_memory_flat():
    """Threads hand their queries to the bridge's worker: no engine per thread, nothing left behind."""
    def work(base: int) -> None:
        for i in range(base, base + 2_500):
            query(i)

    def round_of_threads(base: int) -> None:
        assert run_in_threads(work, [(base + n * 2_500,) for n in range(4)]) == []

    round_of_threads(0)
    before = rss_mb()
    for r in range(1, 5):  # 40,000 queries from 16 threads that come and go
        round_of_threads(r * 10_000)
    grown = rss_mb() - before
    assert grown < LIMIT_MB, f"resident memory grew by {grown:.1f} MB"
    assert first("aggregate_all(count, thread_property(_, status(running)), N)")["N"] <= 2
