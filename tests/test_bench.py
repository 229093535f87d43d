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


@pytest.fixture(scope="module")
def bench():
    """A bench without Prolog, its query sets made (nothing timed)."""
    b = run.Bench(run.Settings(), 2024, {"prolog"}, quick=False)
    b.report.echo = False
    b.query_sets()
    return b


def components_by_brute_force(words: list[str]) -> dict[str, int]:
    """Each word's component number, from every pair of words compared letter by letter."""
    graph = nx.Graph()
    graph.add_nodes_from(words)
    graph.add_edges_from((a, b) for i, a in enumerate(words) for b in words[i + 1:]
                         if sum(x != y for x, y in zip(a, b)) == 1)
    return {w: k for k, c in enumerate(nx.connected_components(graph)) for w in c}


@pytest.mark.slow
@pytest.mark.parametrize("n", [3, 4])
def test_solvable_and_unsolvable_pairs_really_are(bench, n):
    component = components_by_brute_force(list(bench.lex.of_length(n)))
    solvable, unsolvable = bench.pairs[n]["solvable"], bench.pairs[n]["unsolvable"]
    assert (len(solvable), len(unsolvable)) == (200, 100)
    assert all(component[a] == component[b] for a, b in solvable)
    assert all(component[a] != component[b] for a, b in unsolvable)
    assert all(a != b for a, b in solvable + unsolvable)
    assert len(set(solvable + unsolvable)) == 300


def test_pair_sets_are_fixed_by_the_seed(bench):
    again = run.Bench(run.Settings(lengths=(3,)), 2024, {"prolog"}, quick=False)
    again.report.echo = False
    again.query_sets()
    assert again.pairs[3] == bench.pairs[3]
    assert bench.pairs[3]["solvable"][:3] == [("con", "bub"), ("pis", "led"), ("oik", "pol")]
    quick = run.Bench(run.Settings.quick(), 2024, {"prolog"}, quick=True)
    quick.report.echo = False
    quick.query_sets()
    # the quick run asks the first pairs of the full run's sets
    assert quick.pairs[3]["solvable"] == bench.pairs[3]["solvable"][:16]


@pytest.mark.slow
def test_famous_pairs_and_their_ladder_lengths(bench):
    lengths = {}
    for a, b in bench.famous:
        graph = run.nx_graph(bench.lex.of_length(len(a)))
        lengths[f"{a}-{b}"] = len(nx.shortest_path(graph, a, b))
    assert len(bench.famous) == 24
    assert lengths["ape-man"] == 6 and lengths["four-five"] == 8 and lengths["black-white"] == 8
    assert lengths["rouge-cheek"] == 11 and lengths["eye-lid"] == 4


def target_line(lines: list[str], name: str) -> str:
    return next(line for line in lines if name in line)


def test_a_target_nothing_measured_is_not_called_a_miss():
    """A run without 4-letter words measures no 4-letter median: the target says so, and
    is not reported as missed."""
    b = run.Bench(run.Settings(lengths=(3,)), 2024, {"prolog"}, quick=False)
    b.prolog_ok = True
    scan, buckets = Timing([[0.006, 0.009], [0.006, 0.009]]), Timing([[1e-4, 1e-4, 5e-5], [1e-4, 1e-4, 5e-5]])
    b.inside = {(3, "scan"): (scan, scan), (3, "buckets"): (buckets, buckets)}
    b.prolog_targets()
    lines = b.target_lines()
    assert target_line(lines, "50x faster").startswith("- **PASS**")
    assert "3 letters 75.0x" in target_line(lines, "50x faster")
    milli = target_line(lines, "under a millisecond")
    assert milli.startswith("- **NOT MEASURED**") and "MISS" not in milli
    assert milli.endswith(": 4-letter words are not among this run's lengths.")


def test_without_prolog_its_targets_are_listed_as_not_measured():
    b = run.Bench(run.Settings(lengths=(3, 4)), 2024, {"prolog"}, quick=False)
    b.prolog_targets()
    lines = b.target_lines()
    for name in ("50x faster", "under a millisecond"):
        assert target_line(lines, name).startswith("- **NOT MEASURED**")
        assert target_line(lines, name).endswith(": the Prolog engines did not run (skipped).")


def test_a_python_miss_says_by_how_much_with_the_runs_numbers():
    b = run.Bench(run.Settings(lengths=(3, 5)), 2024, {"prolog"}, quick=False)
    ours = Timing([[10e-6, 10e-6], [10e-6, 10e-6], [10e-6, 10e-6]])
    b.results = {(3, "solvable", run.BFS): ours, (3, "solvable", run.NX): Timing([[30e-6] * 2] * 3),
                 (5, "solvable", run.BFS): ours,
                 (5, "solvable", run.NX): Timing([[21e-6] * 2, [19e-6] * 2, [18.5e-6] * 2])}
    b.python_targets()
    lines = b.target_lines()
    assert target_line(lines, "2x faster").startswith("- **MISS**")
    assert "5 letters 1.90x (round by round 1.85x-2.10x; 10.0 vs 19.0 µs) (miss)" in lines[2]
    why = target_line(lines, "  - Why:")
    assert why.startswith("  - Why: this run: 5 letters 1.90x, 5.0% short of 2x (the BfsEngine's median "
                          "10.0 µs against the 9.5 µs 2x needs; 1 of 3 rounds at 2x or more). Both engines")
    assert "3 letters" not in why


def test_a_prolog_miss_says_by_how_much_with_the_runs_numbers():
    """3 letters at 20x (scan 400 µs, buckets 20 µs) miss 50x by 60%; 4 letters at 80x pass
    and are not in the Why."""
    from wordlog import BfsEngine
    b = run.Bench(run.Settings(lengths=(3, 4)), 2024, {"prolog"}, quick=False)
    b.prolog_ok = True
    b.engine = BfsEngine(b.lex)
    three = Timing([[400e-6, 400e-6], [400e-6, 400e-6]]), Timing([[20e-6, 20e-6, 10e-6]] * 2)
    four = Timing([[800e-6] * 2] * 2), Timing([[10e-6, 10e-6, 10e-6]] * 2)
    b.inside = {(3, "scan"): (three[0],) * 2, (3, "buckets"): (three[1],) * 2,
                (4, "scan"): (four[0],) * 2, (4, "buckets"): (four[1],) * 2}
    b.prolog_targets()
    lines = b.target_lines()
    assert target_line(lines, "50x faster").startswith("- **MISS**")
    assert "3 letters 20.0x (miss); 4 letters 80.0x" in target_line(lines, "50x faster")
    why = next(line for line in lines if line.startswith("  - Why:") and "scan" in line)
    assert ("This run: 3 letters 20.0x, 60.0% short of 50x: a scan query 400 µs (it reads all 658 words at "
            "every expansion), a bucket query 20.0 µs, of which about 10.0 µs is paid by every query") in why
    assert "50x needs 8.0 µs" in why and "4 letters" not in why
    close = next(line for line in lines if line.startswith("  - What would close it: 3 letters"))
    assert close.startswith("  - What would close it: 3 letters, a bucket query 2.50x as cheap in all its parts "
                            "(50x over this run's 20.0x; 2.50x over the whole set's 20.0x): the fastest query")
    assert "4 letters" not in close


@pytest.mark.prolog
def test_prologs_build_column_counts_the_class_lists_searches_keep():
    """The class lists partial expansion keeps word by word (successor:positions/4) are made
    for every word where the default expands partially (3 letters) and for none where it
    expands fully (6 letters), so the index build column does not leave them to the queries."""
    b = run.Bench(run.Settings(lengths=(3, 6)), 2024, set(), quick=False)
    assert b.prolog_ok, b.prolog_why
    wall, cpu, space, lists, lists_space, kept = b.prolog_build(3, 1)
    assert kept == len(b.lex.of_length(3)) == 658
    assert all(x == x for x in (wall, cpu, space, lists, lists_space))       # measured: not NaN
    *_, lists, lists_space, kept = b.prolog_build(6, 1)
    assert kept == 0 and lists != lists and lists_space != lists_space



@pytest.mark.prolog
def test_the_post_scans_give_the_successors_s_scan_gives():
    """The fairness check compares s_scan/3 with the post's own letter count and a scan that
    stops at the second difference (tests/bench/scans.pl): all three must be the same successor
    relation, in the same order, on every 3-letter word of the bundled lexicon and on a word
    outside it, and that relation the Python index's."""
    from wordlog import prolog
    from wordlog.graph import WordGraph
    from wordlog.lexicon import bundled
    lex = bundled()
    index = WordGraph(lex.of_length(3))
    assert "qat" not in index.ids
    prolog.load_lexicon(lex)
    prolog.solve(f"use_module({prolog.atom(str(Path(run.__file__).parent / 'scans.pl'))})")
    asked = "(length_word(3, W) ; W = qat)"
    answers = {name: prolog.solve(f"findall([W, Ns], ({asked}, findall(N, {name}(W, N, _), Ns)), All)")[0]["All"]
               for name in ("successor:s_scan", "scans:post_s", "scans:early_s")}
    scan = answers["successor:s_scan"]
    assert answers["scans:post_s"] == scan and answers["scans:early_s"] == scan
    assert len(scan) == 659 and sum(len(nexts) for _, nexts in scan[:-1]) == 8028
    assert {word: sorted(nexts) for word, nexts in scan} == \
        {**{word: sorted(index.neighbours(word)) for word in index.words}, "qat": sorted(index.neighbours("qat"))}
    assert len(scan[-1][1]) == 12         # bat cat eat fat hat mat oat pat rat sat tat vat


@pytest.mark.slow
@pytest.mark.prolog
def test_the_quick_run_reports_the_scan_baselines_fairness(tmp_path):
    """``run.py --quick`` (a smoke run of seconds) writes the report with the scan tables: one
    expansion with s_scan/3, the post's own count and the early stop, and the A* alone with
    each, for every length it measures; the scans agree (else the run stops, status 1)."""
    out = tmp_path / "quick.md"
    done = subprocess.run([sys.executable, str(Path(run.__file__)), "--quick", "--skip", "analysis,ladders95,boggle",
                           "--out", str(out)], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    report = out.read_text(encoding="utf-8")
    assert "| length | words of the length | words expanded | s_scan µs | post's count µs | early stop µs |" in report
    assert "| length | pairs | buckets µs | s_scan µs | early stop µs | s_scan / buckets | early stop / buckets |" \
        in report
    assert "| 3 | 658 | 5 |" in report and "| 4 | 2,572 | 5 |" in report        # words of the length, expanded
    assert "| 3 | 3 |" in report and "| 4 | 3 |" in report                    # the scan's pairs, quick run
