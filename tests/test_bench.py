"""The benchmark harness (tests/bench) computes what its report says: what falls inside a
timed interval, the pair sets, and the target lines. No speed is asserted: the clock is a
fake one that the calls advance by hand.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import networkx as nx
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "bench"))

import harness  # noqa: E402
import run  # noqa: E402
from harness import Timing  # noqa: E402


@pytest.fixture
def fake_clock(monkeypatch):
    """A clock that moves only when a test moves it (``now[0] += seconds``)."""
    now = [0.0]
    monkeypatch.setattr(harness, "clock", lambda: now[0])
    return now


def test_freeing_an_answer_is_not_timed_as_the_next_query(fake_clock):
    """Each call takes 1 ms on the fake clock and freeing its answer 1 s: every query is
    timed 1 ms, also the ones after the first of a round (which freed the answer before)."""
    class Answer:
        def __del__(self) -> None:
            fake_clock[0] += 1.0

    def call(a: str, b: str) -> Answer:
        fake_clock[0] += 0.001
        return Answer()

    for warmup in (0, 1):
        timing, answers = harness.time_side_by_side({"x": (call, [("a", "b")] * 3, 2, warmup)})["x"]
        assert [[round(t, 6) for t in r] for r in timing.rounds] == [[0.001] * 3, [0.001] * 3]
        assert len(answers) == 3


def test_engines_take_turns_on_the_same_pairs_every_other_round_reversed(fake_clock):
    order = []
    pairs = [("cat", "dog"), ("pig", "sty")]
    runs = {name: ((lambda a, b, name=name: order.append((name, a, b))), pairs, 3, 0) for name in "xy"}
    harness.time_side_by_side(runs)
    assert order == [("x", "cat", "dog"), ("x", "pig", "sty"), ("y", "cat", "dog"), ("y", "pig", "sty"),
                     ("y", "cat", "dog"), ("y", "pig", "sty"), ("x", "cat", "dog"), ("x", "pig", "sty"),
                     ("x", "cat", "dog"), ("x", "pig", "sty"), ("y", "cat", "dog"), ("y", "pig", "sty")]


def test_timing_statistics():
    t = Timing([[1.0, 4.0, 2.0, 10.0], [3.0, 2.0, 2.0, 20.0], [2.0, 9.0, 2.0, 30.0]])
    assert t.per_query == [2.0, 4.0, 2.0, 20.0]          # each query's median over the rounds
    assert t.median == 3.0
    assert t.p95 == pytest.approx(17.6)                   # 4 + (20 - 4) * 0.85, between the two largest
    assert t.spread == (2.5, 5.5)                         # the medians of single rounds: 3, 2.5, 5.5
    assert t.prefix(2).per_query == [2.0, 4.0]
    assert t.total == 28.0
    assert Timing([[1.0, 3.0], [2.0, 2.0]]).round_ratios(Timing([[4.0, 8.0], [4.0, 4.0]])) == [3.0, 2.0]


def brute_force_graph(words: list[str]) -> nx.Graph:
    """The ladder graph of ``words`` from every pair compared letter by letter."""
    graph = nx.Graph()
    graph.add_nodes_from(words)
    graph.add_edges_from((a, b) for i, a in enumerate(words) for b in words[i + 1:]
                         if sum(x != y for x, y in zip(a, b)) == 1)
    return graph


def test_the_networkx_graph_has_the_edges_of_one_letter():
    from wordlog.lexicon import bundled
    words = list(bundled().of_length(3))
    assert sorted(map(sorted, run.nx_graph(words).edges)) == sorted(map(sorted, brute_force_graph(words).edges))


def test_question_sets_are_what_they_say_and_fixed_by_the_seed():
    """Reachable questions join two words of one component; the longest are the longest tenth
    of them; all questions are any two different words; the same seed, the same sets."""
    from wordlog.lexicon import bundled
    words = list(bundled().of_length(4))
    graph = brute_force_graph(words)
    component = {w: i for i, c in enumerate(nx.connected_components(graph)) for w in c}
    distance = lambda a, b: nx.shortest_path_length(graph, a, b)  # noqa: E731
    sets = run.question_sets(words, component, distance, 50, "2024-4")
    assert len(sets["all"]) == len(sets["reachable"]) == 50 and len(sets["longest"]) == 5
    assert all(a != b for a, b in sets["all"])
    assert all(component[a] == component[b] for a, b in sets["reachable"])
    shortest_kept = min(distance(a, b) for a, b in sets["longest"])
    assert sum(distance(a, b) > shortest_kept for a, b in sets["reachable"]) < 5
    assert any(component[a] != component[b] for a, b in sets["all"])    # most pairs of 4 letters join
    assert run.question_sets(words, component, distance, 50, "2024-4") == sets


def test_the_targets_say_pass_or_miss_with_the_ratio():
    b = run.Bench(run.Settings(lengths=(3,)), 2024, None, "words", set())
    b.report.echo = False
    b.targets = [("x no slower than networkx, 3 letters, all", "0.80x (8 against 10 µs)", True),
                 ("x no slower than networkx, 3 letters, longest", "1.50x (15 against 10 µs)", False)]
    lines = b.target_lines()
    assert "- **PASS** x no slower than networkx, 3 letters, all: 0.80x (8 against 10 µs)" in lines
    assert "- **MISS** x no slower than networkx, 3 letters, longest: 1.50x (15 against 10 µs)" in lines
    assert "1 of 2 targets pass." in lines


@pytest.mark.slow
def test_the_quick_run_writes_every_engine_row_and_the_targets(tmp_path):
    """``run.py --quick`` (a smoke run) writes the report: each engine timed on each set, and
    a PASS or MISS line per target."""
    out = tmp_path / "b.md"
    done = subprocess.run([sys.executable, str(Path(run.__file__)), "--quick", "--lengths", "3",
                           "--skip", "all_ladders,tables,boggle", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    for engine in (run.INSIDE, run.BRIDGED, run.BFS, run.NX, run.SCAN):
        assert f"| {engine} |" in text
    assert text.count("**PASS**") + text.count("**MISS**") == 6
