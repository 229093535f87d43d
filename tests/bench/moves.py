#!/usr/bin/env python3
"""``make bench``: cheapest ladders by cost, the Prolog A* (``ladder_moves/5``) against networkx.

    tests/bench/moves.py [--quick] [--lengths 3,4,5] [--pairs N] [--seed S] [--out FILE]

Per word length of the bundled lexicon and per cost model (steps, alphabet, frequency), seeded
random questions between two words of one component of the substitution graph. Engines: the
Prolog A* timed inside Prolog (its CPU time a question), networkx's ``astar_path`` with the
same heuristic (the letters to change; for alphabet their distances; for frequency the goal's
cost plus the least cost of a word for each other letter to change) and ``dijkstra_path`` with the same step costs, on
the graph of the length built once, and wordlog's Python Dijkstra (:mod:`wordlog.moves`, its buckets made once).
For steps, ``ladder/4``'s own search (no options) is shown too. The costs every engine finds
are checked to agree. The report goes to standard output and ``bench-results/moves.md``.
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from harness import Report, Table, Timing, cores, cpu_model, git_revision, load_average, package_version, ratio, \
    time_side_by_side, times, us  # noqa: E402
from run import nx_graph  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
COSTS = ("steps", "alphabet", "frequency")


def heuristic(cost: str, tier, words):
    """networkx's heuristic ``h(word, goal)``: moves_heuristic/5 of moves.pl for ``sub`` alone,
    on ``words`` (of one length): for frequency, the goal's cost plus the least cost of a
    word times the other letters to change."""
    from wordlog.moves import step_cost
    least = min(step_cost("", w, "frequency", tier) for w in words)

    def h(word: str, goal: str) -> int:
        if word == goal:
            return 0
        if cost == "alphabet":
            return sum(abs(ord(a) - ord(b)) for a, b in zip(word, goal))
        changes = sum(a != b for a, b in zip(word, goal))
        return changes if cost == "steps" else step_cost(word, goal, "frequency", tier) + least * (changes - 1)
    return h


def inside_times(pairs, cost: str, rounds: int, options: str | None = None) -> tuple[Timing, list]:
    """Each question's CPU time inside Prolog (one call a round for the whole set), and the
    costs found: ``ladder_moves/5`` with cost(Cost), or ``ladder/4`` with ``options``."""
    from wordlog import prolog
    atom = prolog.atom
    terms = ",".join(f"{atom(a)}-{atom(b)}" for a, b in pairs)
    call = (f"ladder(S, G, {options}, ladder(L)), length(L, N), C is N - 1" if options is not None else
            f"ladder_moves(S, G, [cost({atom(cost)})], _, C)")
    goal = (f"findall(T, (member(S-G, [{terms}]), statistics(cputime, C0), {call}, "
            f"statistics(cputime, C1), T is C1 - C0), Ts), "
            f"findall(C, (member(S-G, [{terms}]), {call}), Cs)")
    answers = [prolog.solve(goal, time_limit=3600)[0] for _ in range(rounds + 1)][1:]    # one warm-up pass
    return Timing([[float(t) for t in a["Ts"]] for a in answers]), [int(c) for c in answers[0]["Cs"]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run")
    parser.add_argument("--lengths", default="3,4,5,6,7,8")
    parser.add_argument("--pairs", type=int, help="questions a length and cost (default 40; quick 5)")
    parser.add_argument("--rounds", type=int, help="default 3; quick 1")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    import networkx as nx
    from wordlog import PrologEngine, bundled
    from wordlog.moves import MoveGraph, dijkstra, step_cost
    n_pairs = args.pairs or (5 if args.quick else 40)
    rounds = args.rounds or (1 if args.quick else 3)
    lengths = [int(x) for x in args.lengths.split(",")]
    lex = bundled()
    moves = MoveGraph(lex)                              # its buckets made once a length, as networkx's graph
    engine = PrologEngine(lex, time_limit=3600)
    report = Report()
    report.add("# Cheapest ladders: the Prolog A* against networkx")
    report.add()
    report.add(f"`tests/bench/moves.py {' '.join(argv or sys.argv[1:])}` on the bundled lexicon (size 60), moves "
               f"`sub`; git {git_revision(ROOT)}; {cpu_model()}, {cores()}; load average at the start "
               f"{load_average()}; networkx {package_version('networkx')}. CPU time per question (inside "
               f"Prolog, `statistics(cputime)`), its median over {rounds} rounds; {n_pairs} questions a length "
               "and cost, between words of one component. `vs nx A*`: the median over networkx astar_path's.")
    report.add()
    rows = []
    for n in lengths:
        words = list(lex.of_length(n))
        graph = nx_graph(words)
        component = {w: i for i, c in enumerate(nx.connected_components(graph)) for w in c}
        rng = random.Random(f"{args.seed}-{n}")
        pairs = []
        while len(pairs) < n_pairs:
            a, b = rng.choice(words), rng.choice(words)
            if a != b and component[a] == component[b]:
                pairs.append((a, b))
        engine.ladder(words[0], words[-1])              # Prolog's tables of the length, untimed
        print(f"  {n} letters ...", file=sys.stderr, flush=True)
        for cost in COSTS:
            def weight(u, v, _, cost=cost):
                return step_cost(u, v, cost, lex.tier)
            h = heuristic(cost, lex.tier, words)

            def nx_astar(a, b, weight=weight, h=h):
                return nx.astar_path(graph, a, b, heuristic=h, weight=weight)

            def nx_dijkstra(a, b, weight=weight):
                return nx.dijkstra_path(graph, a, b, weight=weight)

            def ours(a, b, cost=cost):
                return dijkstra(a, b, moves.successors, lambda u, v: step_cost(u, v, cost, lex.tier))[0]
            calls = {"networkx astar_path": nx_astar, "networkx dijkstra_path": nx_dijkstra,
                     "wordlog.moves Dijkstra": ours}
            timed = time_side_by_side({k: (call, pairs, rounds, 1) for k, call in calls.items()})
            with_cost = {k: [sum(weight(a, b, None) for a, b in zip(p, p[1:])) for p in answers]
                         for k, (_, answers) in timed.items()}
            results = {k: t for k, (t, _) in timed.items()}
            inside, costs = inside_times(pairs, cost, rounds)
            results = {"Prolog A* (ladder_moves/5)": inside, **results}
            with_cost["Prolog A* (ladder_moves/5)"] = costs
            if cost == "steps":
                results["Prolog ladder/4 (no options)"], with_cost["Prolog ladder/4 (no options)"] = \
                    inside_times(pairs, cost, rounds, "[]")
            expected = with_cost["networkx dijkstra_path"]
            for k, found in with_cost.items():
                assert found == expected, f"{n} letters, {cost}: {k} finds other costs"
            against = results["networkx astar_path"].median
            for k, t in results.items():
                rows.append([n, cost, k, us(t.median), us(t.p95), times(ratio(t.median, against))])
    report.table(Table(["length", "cost", "engine", "median µs", "p95 µs", "vs nx A*"], rows))
    out = args.out or ROOT / "bench-results" / ("moves-quick.md" if args.quick else "moves.md")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(report.text(), encoding="utf-8")
    print(f"\nReport written to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
