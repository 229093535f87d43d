#!/usr/bin/env python3
"""``make bench``: the ladder engines side by side on the same questions, and issue 28's targets.

    tests/bench/run.py [--quick] [--words FILE] [--tier N] [--lengths 3,4,5] [--pairs N]
                       [--seed S] [--out FILE] [--skip boggle]

Per word length, three sets of seeded random questions: *all* (any two words), *reachable*
(two words of one component) and *longest* (the longest 10% of the reachable ones, by
ladder length). Engines: the Prolog search timed inside Prolog (one ``ladder/4`` a question,
its CPU time), ``PrologEngine.ladder`` through pyswip, the Python ``BfsEngine``, networkx's
``bidirectional_shortest_path`` and igraph's ``get_shortest_path`` (when installed) on graphs
built once, and, as one informational row, the post's A* over the successor that scans
every word. Each question's time is its median over the rounds, the engines taking turns
round by round (this thread's CPU time). Then all shortest ladders (count and list) in Prolog
against the Python engine, and what Prolog's tables of each length cost to build and hold.

The report (Markdown) goes to standard output and to ``bench-results/BENCHMARKS.md``
(``BENCHMARKS-quick.md`` with ``--quick``, a smoke run).
"""
from __future__ import annotations

import argparse
import importlib.util
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness  # noqa: E402
from harness import (Pair, Report, Table, Timing, cores, cpu_model, git_revision, load_average,  # noqa: E402
                     median, ms, package_version, ratio, time_once, time_side_by_side, times, us)

ROOT = Path(__file__).resolve().parents[2]
INSIDE, BRIDGED, BFS, NX, IG, SCAN = ("Prolog search, inside Prolog", "PrologEngine (pyswip)",
                                      "Python BfsEngine", "networkx bidirectional", "igraph",
                                      "Prolog scan A* (informational)")
SETS = ("all", "reachable", "longest")


@dataclass
class Settings:
    lengths: tuple[int, ...] = (3, 4, 5, 6, 7, 8)
    pairs: int = 200          # questions of each of the all and reachable sets, per length
    rounds: int = 3
    scan_pairs: int = 5       # questions the scan A* answers (reachable set), per length
    dag_pairs: int = 20       # questions of all shortest ladders, per length

    @classmethod
    def quick(cls) -> "Settings":
        return cls(lengths=(3, 4, 5), pairs=20, rounds=1, scan_pairs=2, dag_pairs=4)


def nx_graph(words):
    """The networkx graph of ``words``, one edge between words one letter apart (buckets)."""
    import networkx as nx
    graph = nx.Graph()
    graph.add_nodes_from(words)
    buckets: dict[str, list[str]] = {}
    for w in words:
        for i in range(len(w)):
            buckets.setdefault(w[:i] + "\0" + w[i + 1:], []).append(w)
    for ws in buckets.values():
        graph.add_edges_from((a, b) for i, a in enumerate(ws) for b in ws[i + 1:])
    return graph


def question_sets(words, component, distance, n: int, seed: str) -> dict[str, list[Pair]]:
    """The all, reachable and longest sets of one length (see the module docstring)."""
    rng = random.Random(seed)
    every: list[Pair] = []
    reachable: list[Pair] = []
    tries = 0
    while (len(every) < n or len(reachable) < n) and tries < 100 * n + 10**4:
        tries += 1
        a, b = rng.choice(words), rng.choice(words)
        if a == b:
            continue
        if len(every) < n:
            every.append((a, b))
        if component[a] == component[b] and len(reachable) < n:
            reachable.append((a, b))
    ordered = sorted(reachable, key=lambda p: -distance(*p))
    return {"all": every, "reachable": reachable, "longest": ordered[:max(1, len(reachable) // 10)]}


class Bench:
    def __init__(self, settings: Settings, seed: int, lex, source: str, skip: set[str]) -> None:
        self.settings, self.seed, self.lex, self.source, self.skip = settings, seed, lex, source, skip
        self.report = Report()
        self.targets: list[tuple[str, str, bool]] = []      # (target, measured, holds)

    def add(self, text: str = "") -> None:
        self.report.add(text)

    def header(self, argv: list[str]) -> None:
        self.add("# wordlog benchmarks")
        self.add()
        self.add(f"`tests/bench/run.py {' '.join(argv)}` on {self.source}; git {git_revision(ROOT)}; "
                 f"{cpu_model()}, {cores()}; load average at the start {load_average()}; "
                 f"networkx {package_version('networkx')}, igraph {package_version('igraph')}. "
                 "Times are CPU time per question (this thread's; inside Prolog, `statistics(cputime)`); "
                 "each question's time is its median over the rounds, the engines taking turns.")
        self.add()

    # ------------------------------------------------------------------ one ladder
    def ladders(self) -> None:
        from wordlog import BfsEngine, PrologEngine, prolog
        s = self.settings
        engine = PrologEngine(self.lex, time_limit=3600)
        bfs = BfsEngine(self.lex)
        have_igraph = importlib.util.find_spec("igraph") is not None
        rows = []
        self.add("## One shortest ladder per question")
        self.add()
        for n in s.lengths:
            words = list(self.lex.of_length(n))
            if len(words) < 2:
                continue
            print(f"  {n} letters ...", file=sys.stderr, flush=True)
            import networkx as nx
            graph = nx_graph(words)
            component = {w: i for i, c in enumerate(nx.connected_components(graph)) for w in c}
            sets = question_sets(words, component, lambda a, b: nx.shortest_path_length(graph, a, b), s.pairs,
                                 f"{self.seed}-{n}")
            engine.ladder(words[0], words[-1])                 # Prolog's tables of the length, untimed
            bfs.ladder(words[0], words[-1])
            calls = {BRIDGED: engine.ladder, BFS: bfs.ladder, NX: nx_call(graph)}
            if have_igraph:
                calls[IG] = igraph_call(words)
            for name in SETS:
                pairs = sets[name]
                timed = time_side_by_side({k: (call, pairs, s.rounds, 1) for k, call in calls.items()})
                inside = inside_times(pairs, "graph", s.rounds)
                lengths = [len(x) for x in timed[BRIDGED][1]]
                assert lengths == [len(x) for x in timed[BFS][1]], f"{n} letters: the engines disagree"
                results = {INSIDE: inside, **{k: t for k, (t, _) in timed.items()}}
                if name == "reachable":
                    results[SCAN] = inside_times(pairs[:s.scan_pairs], "scan", 1)
                nx_median = results[NX].median
                for k, t in results.items():
                    against = nx_median if k != SCAN else results[INSIDE].prefix(len(t.per_query)).median
                    rows.append([n, name, len(t.per_query), k, us(t.median), us(t.p95),
                                 times(ratio(t.median, against)) + (" of the search" if k == SCAN else "")])
                for k in (INSIDE, BRIDGED):
                    r = ratio(results[k].median, nx_median)
                    self.targets.append((f"{k} no slower than networkx, {n} letters, {name}",
                                         f"{times(r)} ({us(results[k].median)} against {us(nx_median)} µs)",
                                         r <= 1.0))
        self.add(f"{s.pairs} questions in the all and the reachable set of each length, the longest 10% of "
                 "the reachable ones; `vs networkx`: the engine's median over networkx's (the scan row: over "
                 "the Prolog search's on the same questions).")
        self.add()
        self.report.table(Table(["length", "set", "questions", "engine", "median µs", "p95 µs", "vs networkx"],
                                rows))

    # ------------------------------------------------------------------ all shortest ladders
    def all_ladders(self) -> None:
        from wordlog import BfsEngine, PrologEngine
        import networkx as nx
        s = self.settings
        prolog_engine, python = PrologEngine(self.lex, time_limit=3600), BfsEngine(self.lex)
        rows = []
        for n in s.lengths:
            words = list(self.lex.of_length(n))
            if len(words) < 2:
                continue
            graph = nx_graph(words)
            component = {w: i for i, c in enumerate(nx.connected_components(graph)) for w in c}
            pairs = question_sets(words, component, lambda a, b: 0, s.dag_pairs, f"{self.seed}-dag-{n}")["reachable"]
            for what, call_p, call_b, goal in (
                    ("count", prolog_engine.count, python.count, "ladder_count(S, G, _)"),
                    ("first 10 listed", lambda a, b: prolog_engine.all_ladders(a, b, 10),
                     lambda a, b: python.all_ladders(a, b, 10),
                     "findall(L, limit(10, shortest_ladder(S, G, L)), _)")):
                timed = time_side_by_side({"prolog": (call_p, pairs, s.rounds, 1),
                                           "python": (call_b, pairs, s.rounds, 1)})
                assert timed["prolog"][1] == timed["python"][1], f"{n} letters: all ladders disagree"
                inside = inside_goal_times(pairs, goal, s.rounds).median
                p, b = timed["prolog"][0].median, timed["python"][0].median
                rows.append([n, what, len(pairs), us(inside), us(p), us(b), times(ratio(inside, b)),
                             times(ratio(p, b))])
                for k, t in (("inside Prolog", inside), ("PrologEngine", p)):
                    self.targets.append((f"all shortest ladders ({what}, {k}) within 2x of the Python engine, "
                                         f"{n} letters", times(ratio(t, b)), ratio(t, b) <= 2.0))
        self.add("## All shortest ladders")
        self.add()
        self.add("Reachable questions; `ladder_count/3` and the first 10 of `shortest_ladder/3` timed inside "
                 "Prolog, and `PrologEngine.count` / `.all_ladders(a, b, 10)` through pyswip, against "
                 "`BfsEngine`'s (medians), the same answers checked.")
        self.add()
        self.report.table(Table(["length", "question", "questions", "inside Prolog µs", "PrologEngine µs",
                                 "Python µs", "inside / Python", "PrologEngine / Python"], rows))

    # ------------------------------------------------------------------ tables
    def tables(self) -> None:
        from wordlog import prolog
        rows = []
        for n in self.settings.lengths:
            words = self.lex.of_length(n)
            if not words:
                continue
            prolog.load_lexicon(self.lex)
            prolog.solve("flag(wordlog_lexicon_generation, G, G + 1)")     # a new generation:
                                                                           # the tables built anew
            answer = prolog.one(f"statistics(cputime, C0), word_graph({n}, G), statistics(cputime, C1), "
                                "C is C1 - C0, term_size(G, Cells)", time_limit=3600)
            letters = len(words) * n
            cells = int(answer["Cells"])
            rows.append([n, f"{len(words):,}", ms(float(answer["C"])), f"{cells * 8 / 1e6:.1f} MB",
                         f"{cells * 8 / letters:.0f}"])
        self.add("## Prolog's tables")
        self.add()
        self.add("The word graph of a length (graph.pl: numbered words, adjacency, components, "
                 "the search state), built once on first use: its CPU time and its size "
                 "(`term_size/2` cells x 8 bytes), also per letter of the list.")
        self.add()
        self.report.table(Table(["length", "words", "build ms", "size", "bytes per letter"], rows))

    def target_lines(self) -> list[str]:
        lines = ["## Targets (issue 28)", ""]
        for name, measured, holds in self.targets:
            lines.append(f"- **{'PASS' if holds else 'MISS'}** {name}: {measured}")
        passed = sum(holds for _, _, holds in self.targets)
        lines += ["", f"{passed} of {len(self.targets)} targets pass.", ""]
        return lines


def nx_call(graph):
    """networkx's bidirectional search as a call of two words, as a user writes it: no path
    is the exception it raises (after searching the start's component)."""
    import networkx as nx

    def call(a, b):
        try:
            return nx.bidirectional_shortest_path(graph, a, b)
        except nx.NetworkXNoPath:
            return []
    return call


def igraph_call(words):
    """igraph's shortest path on a graph built once, as a call of two words."""
    import igraph
    index = {w: i for i, w in enumerate(words)}
    edges = []
    buckets: dict[str, list[int]] = {}
    for w in words:
        for i in range(len(w)):
            buckets.setdefault(w[:i] + "\0" + w[i + 1:], []).append(index[w])
    for ids in buckets.values():
        edges.extend((a, b) for k, a in enumerate(ids) for b in ids[k + 1:])
    graph = igraph.Graph(n=len(words), edges=edges)
    return lambda a, b: graph.get_shortest_path(index[a], index[b])


#: The inferences the scan A*'s row may take a round (some 20 s): on a large list it can
#: take hours; beyond this its row shows no time.
SCAN_INFERENCES = 2 * 10**8


def inside_times(pairs: list[Pair], successor: str, rounds: int) -> Timing:
    """Each question's CPU time measured inside Prolog, one call for the whole set a round."""
    from wordlog import prolog
    if successor == "graph":                                        # as weaver/3 calls it
        return inside_goal_times(pairs, "ladder(S, G, [], _)", rounds)
    try:
        return inside_goal_times(pairs, f"ladder(S, G, [successor({successor})], _)", rounds,
                                 inference_limit=SCAN_INFERENCES)
    except prolog.InferenceLimitExceeded:
        return Timing([[float("nan")] * len(pairs)])


def inside_goal_times(pairs: list[Pair], goal: str, rounds: int, inference_limit: int | None = None) -> Timing:
    """The CPU time inside Prolog of ``goal`` (of the variables ``S`` and ``G``) on each pair, one
    call for the whole set a round, after an untimed one."""
    from wordlog import prolog
    atom = prolog.atom
    terms = ",".join(f"{atom(a)}-{atom(b)}" for a, b in pairs)
    timed = (f"findall(C, (member(S-G, [{terms}]), statistics(cputime, C0), "
             f"{goal}, statistics(cputime, C1), C is C1 - C0), Ts)")
    limits = {"time_limit": 3600} | ({"inference_limit": inference_limit} if inference_limit else {})
    prolog.solve(timed, **limits)
    return Timing([[float(t) for t in prolog.solve(timed, **limits)[0]["Ts"]] for _ in range(rounds)])


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a smoke run")
    parser.add_argument("--words", type=Path, help="a word list (one word a line) instead of the bundled lexicon")
    parser.add_argument("--tier", type=int, help="the bundled lexicon's largest SCOWL size (default 60)")
    parser.add_argument("--lengths", help="word lengths, e.g. 3,4,5 (default 3-8)")
    parser.add_argument("--pairs", type=int, help="questions a set and length (default 200)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--out", type=Path, help="the report file (default bench-results/BENCHMARKS.md)")
    parser.add_argument("--skip", default="", help="sections to leave out: all_ladders,tables,boggle")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = parse(argv)
    from wordlog.lexicon import bundled, load
    settings = Settings.quick() if args.quick else Settings()
    if args.lengths:
        settings.lengths = tuple(int(x) for x in args.lengths.split(","))
    if args.pairs:
        settings.pairs = args.pairs
    if args.words:
        lex, source = load(args.words), f"`{args.words.name}`"
    elif args.tier:
        lex, source = bundled(args.tier), f"the bundled lexicon, size {args.tier}"
    else:
        lex, source = bundled(), "the bundled lexicon (size 60)"
    skip = set(filter(None, args.skip.split(",")))
    out = args.out or ROOT / "bench-results" / ("BENCHMARKS-quick.md" if args.quick else "BENCHMARKS.md")
    started = time.perf_counter()
    bench = Bench(settings, args.seed, lex, source, skip)
    bench.header(argv)
    head = len(bench.report.lines)
    bench.ladders()
    if "all_ladders" not in skip:
        bench.all_ladders()
    if "tables" not in skip:
        bench.tables()
    if "boggle" not in skip and importlib.util.find_spec("boggle_bench") is not None:
        import boggle_bench
        boggle_bench.section(bench.report, lex, args.seed, args.quick)
    targets = bench.target_lines()
    footer = f"Finished in {time.perf_counter() - started:.0f} s; load average at the end {load_average()}."
    lines = bench.report.lines
    text = "\n".join(lines[:head] + targets + lines[head:] + ["", footer]) + "\n"
    for line in targets + [footer]:
        print(line)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"\nReport written to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
