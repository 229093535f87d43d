#!/usr/bin/env python3
"""``make bench``: wordlog's engines side by side on the same queries, and the speed targets.

    tests/bench/run.py [--quick] [--out FILE] [--seed S] [--lengths 3,4,5,6] [--skip SECTIONS]
                       [--clock cpu|wall]

Query sets are fixed by the seed: random solvable pairs, random unsolvable pairs (words in
different components) and famous pairs, on the bundled lexicon (SCOWL size <= 60), per word
length. Engines: the Prolog A* with the bucket successor and with the scan-every-word
successor (through pyswip, one call per query), the lessons' BFS (buckets rebuilt per call),
the Python BfsEngine (index built once) and networkx's bidirectional search on a graph built
once from the same buckets. Each timing has an untimed warm-up pass and several rounds; a
query's time is its median over the rounds (this thread's CPU time unless ``--clock wall``).

The report (Markdown) goes to standard output and to ``bench-results/BENCHMARKS.md``
(``BENCHMARKS-quick.md`` with ``--quick``, a smoke run of a few seconds).
Sections that need a module not there yet (analysis, Boggle) say so and are skipped.
"""
from __future__ import annotations

import argparse
import importlib.util
import itertools
import os
import random
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import harness  # noqa: E402
from harness import (Pair, Report, Table, Timing, cores, cpu_model, git_revision, load_average,  # noqa: E402
                     median, megabytes, memory_total, ms, package_version, peak_memory, ratio,
                     time_once, time_side_by_side, times, us)

ROOT = Path(__file__).resolve().parents[2]
CLOCK = "cpu"
CLOCK_TEXT = {"cpu": "this thread's CPU time (`time.thread_time`; pyswip runs Prolog on the same thread), "
                     "less the cost of reading it",
              "wall": "wall-clock time (`time.perf_counter`)"}
SECTIONS = ("prolog", "analysis", "ladders95", "boggle")

#: Carroll's Doublets and the lessons' favourites; kept when both words are in the lexicon.
FAMOUS = [("ape", "man"), ("pig", "sty"), ("eye", "lid"), ("oat", "rye"), ("pen", "ink"),
          ("one", "two"), ("hit", "cog"), ("four", "five"), ("pity", "good"), ("nose", "chin"),
          ("tree", "wood"), ("poor", "rich"), ("head", "tail"), ("cold", "warm"), ("sort", "kind"),
          ("wheat", "bread"), ("black", "white"), ("tears", "smile"), ("grass", "green"),
          ("flour", "bread"), ("rouge", "cheek"), ("sleep", "dream"), ("winter", "summer"),
          ("flower", "garden")]

PROLOG_BUCKETS, PROLOG_SCAN = "Prolog A* buckets", "Prolog A* scan"
LESSONS, BFS, NX = "lessons' BFS", "Python BfsEngine", "networkx bidirectional"
ENGINES = (PROLOG_BUCKETS, PROLOG_SCAN, LESSONS, BFS, NX)
#: Engines that answer from the components (the unsolvable-pairs target is theirs).
WITH_COMPONENTS = (PROLOG_BUCKETS, PROLOG_SCAN, BFS)
#: How many pairs of a set the memory peak is taken over.
PEAK_PAIRS = 10


@dataclass
class Settings:
    lengths: tuple[int, ...] = (3, 4, 5, 6)
    solvable: int = 200         # random solvable pairs per length
    unsolvable: int = 100       # random unsolvable pairs per length
    scan: dict[int, int] = field(default_factory=lambda: {3: 40, 4: 40, 5: 4, 6: 4})  # pairs the scan
    lessons: int = 10           # successor answers (per length; 12 elsewhere); the lessons' BFS answers
    rounds: int = 5             # timed rounds for fast engines
    slow_rounds: int = 2        # for the scan successor and the lessons' BFS
    build_rounds: int = 12
    scan_words: int = 50        # words expanded by each scan successor (the fairness check)
    boards: int = 2000          # Boggle boards for the Python solver
    prolog_boards: int = 100    # ... and the Prolog one (one call)
    bridged_boards: int = 20    # ... and the Prolog one, one call per board
    long_pairs: int = 2         # pairs per length for all shortest ladders on SCOWL 95
    long_lengths: tuple[int, ...] = (4, 5, 6)
    analysis_lengths: tuple[int, ...] = (3, 4, 5, 6)

    def scan_pairs(self, n: int) -> int:
        """How many pairs of a length the scan successor answers (0: all lengths, the famous set)."""
        return self.scan.get(n, 12)

    @classmethod
    def quick(cls) -> "Settings":
        return cls(lengths=(3, 4), solvable=16, unsolvable=8, scan={3: 3, 4: 3}, lessons=3, rounds=2, slow_rounds=1,
                   build_rounds=1, scan_words=5, boards=60, prolog_boards=4, bridged_boards=2, long_pairs=1,
                   long_lengths=(4,), analysis_lengths=(3,))


@dataclass
class Target:
    """One speed target: what was measured where, and whether it holds."""

    name: str
    required: str
    checks: list[tuple[str, str, bool]] = field(default_factory=list)  # (where, measured, holds)
    why: str = ""           # said when it is missed
    close: str = ""         # what would close the gap
    unmeasured: str = ""    # why nothing measured it, when nothing did

    @property
    def holds(self) -> bool:
        return bool(self.checks) and all(ok for _, _, ok in self.checks)


class Bench:
    def __init__(self, settings: Settings, seed: int, skip: set[str], quick: bool) -> None:
        from wordlog.lexicon import bundled
        self.settings, self.seed, self.skip, self.quick = settings, seed, skip, quick
        self.report = Report()
        self.lex = bundled()
        self.targets: list[Target] = []
        self.prolog_ok, self.prolog_why = self._prolog_available() if "prolog" not in skip else (False, "skipped")
        self.graphs: dict = {}
        self.engine = None
        self.pairs: dict[int, dict[str, list[Pair]]] = {}
        self.famous: list[Pair] = []
        self.results: dict = {}       # (length, class, engine) -> Timing
        self.inside: dict = {}        # (length, successor) -> (wall Timing, cpu Timing)

    # ------------------------------------------------------------------ setup
    @staticmethod
    def _prolog_available() -> tuple[bool, str]:
        from wordlog.paths import prolog_dir
        if not (prolog_dir() / "weaver.pl").is_file():
            return False, "prolog/weaver.pl is not there"
        try:
            from wordlog import prolog
            if prolog.first("current_predicate(weaver:ladder/4)") is None:
                return False, "prolog/weaver.pl has no ladder/4 yet"
        except Exception as error:  # pyswip missing or Prolog failing: the bench goes on without it
            return False, f"Prolog unavailable ({type(error).__name__}: {error})"
        return True, ""

    def add(self, text: str = "") -> None:
        self.report.add(text)

    def header(self, argv: list[str]) -> list[str]:
        import networkx
        lex = self.lex
        swipl = "-"
        if self.prolog_ok:
            from wordlog import prolog
            v = int(prolog.first("current_prolog_flag(version, V)")["V"])
            swipl = f"{v // 10000}.{v // 100 % 100}.{v % 100}"
        python = Path(sys.executable)
        python = python.relative_to(ROOT) if python.is_relative_to(ROOT) else python
        command = " ".join([str(python), "tests/bench/run.py", *argv])
        if os.environ.get("MAKELEVEL"):
            command = f"make bench, which ran: {command}"
        lines = [
            "# wordlog benchmarks" + (" (quick smoke run: numbers are not meaningful)" if self.quick else ""),
            "",
            f"- Date: {time.strftime('%Y-%m-%d %H:%M:%S %Z')}; commit {git_revision(ROOT)}",
            f"- Command: `{command}`",
            f"- Machine: {cpu_model()}, {cores()} cores, {memory_total()} RAM; "
            f"load average at start {load_average()} (1/5/15 min)",
            f"- Versions: Python {sys.version.split()[0]}, SWI-Prolog {swipl}, pyswip {package_version('pyswip')}, "
            f"networkx {networkx.__version__}, numpy {package_version('numpy')}, scipy {package_version('scipy')}",
            f"- Lexicon: {lex.name}, {len(lex):,} words; lengths {', '.join(map(str, self.settings.lengths))}; "
            f"seed {self.seed}",
            f"- Method: {self.settings.rounds} timed rounds ({self.settings.slow_rounds} for the slow engines, "
            "which get no warm-up) after an untimed warm-up pass, the engines taking turns round by round "
            "(every other round in reverse order); a query's time is its median over the rounds; "
            "tables give the median and 95th percentile over the queries, and the spread of the per-round "
            f"medians. Clock: {CLOCK_TEXT[CLOCK]}. "
            "Times inside Prolog are measured by Prolog within one call (statistics/2 cputime, and get_time/1 "
            "for wall-clock).",
            "",
        ]
        if not self.prolog_ok:
            lines += [f"- Prolog engines skipped: {self.prolog_why}.", ""]
        return lines

    def query_sets(self) -> None:
        from wordlog import BfsEngine
        s = self.settings
        self.engine = BfsEngine(self.lex)
        rows = []
        for n in s.lengths:
            words = self.lex.of_length(n)
            graph = self.engine.graph(n)
            root = dict(zip(graph.words, graph.root))
            rng = random.Random(f"{self.seed}-{n}")
            solvable: list[Pair] = []
            unsolvable: list[Pair] = []
            seen: set[Pair] = set()
            tries = 0
            while (len(solvable) < s.solvable or len(unsolvable) < s.unsolvable) and tries < 10**6:
                tries += 1
                a, b = rng.choice(words), rng.choice(words)
                if a == b or (a, b) in seen:
                    continue
                seen.add((a, b))
                if root[a] == root[b]:
                    if len(solvable) < s.solvable:
                        solvable.append((a, b))
                elif len(unsolvable) < s.unsolvable:
                    unsolvable.append((a, b))
            self.pairs[n] = {"solvable": solvable, "unsolvable": unsolvable}
            sizes = Counter(root.values())
            rows.append([n, f"{len(words):,}", f"{len(sizes):,}", f"{max(sizes.values()):,}",
                         len(solvable), len(unsolvable)])
        self.famous = [(a, b) for a, b in FAMOUS if len(a) == len(b) and len(a) in s.lengths
                       and a in self.lex and b in self.lex]
        self.add("## Query sets")
        self.add()
        self.report.table(Table(["length", "words", "components", "largest", "solvable pairs",
                                 "unsolvable pairs"], rows))
        self.add(f"Famous pairs ({len(self.famous)}, both words in the lexicon): "
                 + ", ".join(f"{a}-{b}" for a, b in self.famous) + ".")
        self.add()

    # ------------------------------------------------------------------ index build
    @staticmethod
    def nx_graph(words):
        return nx_graph(words)

    def index_build(self) -> None:
        from wordlog import BfsEngine
        s = self.settings
        self.add("## Index build")
        self.add()
        pairs = 2 if s.build_rounds > 1 else 1
        per_pair = s.build_rounds
        on_cores: list[int | None] = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else [None]
        self.add(f"Medians of {per_pair * pairs} builds each. Each builder builds in a fresh process of its own "
                 "(the bundled lexicon loaded, one untimed build first), so neither inherits the other's heap, "
                 f"and the two processes, pinned to the same core, take turns, one build at a time ({per_pair} "
                 "each, the first turn alternating), so both see the same core at the same moments (on this "
                 "kind of machine two fresh processes can run 1.7x apart on different cores)"
                 f"{'; then again with two new processes on another core' if pairs > 1 else ''}. "
                 "BfsEngine: wildcard buckets, numbered adjacency (a tuple per word), components. "
                 "networkx: the same buckets, then `Graph.add_nodes_from` and `add_edges_from` "
                 "(every pair in a bucket). Prolog: `ensure_components/1` (bucket facts and the "
                 f"flood fill) in a fresh `swipl`, after the length's words are read, median of "
                 f"{min(3, s.build_rounds)}; memory is the "
                 "growth of Prolog's program space. `+ Prolog class lists`: not part of that build, the lists "
                 "partial expansion takes a word's successors from, position by position (where the default "
                 "expands partially, else `-`), made here for every word of the length, with the program space "
                 "they take; a search makes a word's lists the first time it expands the word and keeps them, "
                 "so a fresh process's first queries pay for them, and the per-query times below, taken after "
                 "a warm-up pass over the same pairs, do not. "
                 "Python memory is tracemalloc's peak while building.")
        self.add()
        rows = []
        target = Target("Python index builds faster than networkx's graph", "BfsEngine build < networkx build "
                        "(median, per length)",
                        why="both builds start from the same wildcard buckets, most of either; on top the index "
                            "makes its numbered adjacency and the components where networkx adds nodes and "
                            "edges, and the two costs are close",
                        close="fewer passes over the buckets: the adjacency and the components from one walk "
                              "over the buckets of two or more words")
        for n in s.lengths:
            print(f"  index build, {n} letters ...", file=sys.stderr, flush=True)
            found: dict[str, dict] = {"bfs": {"times": []}, "networkx": {"times": []}}
            for p in range(pairs):
                core = on_cores[p % len(on_cores)]
                workers = {builder: BuildWorker(builder, n, core) for builder in ("bfs", "networkx")}
                try:
                    for r in range(per_pair):       # in turn, and which goes first alternates
                        for builder in sorted(workers, reverse=(p + r) % 2 == 1):
                            found[builder]["times"].append(workers[builder].build())
                    for builder, worker in workers.items():
                        found[builder]["peak"] = worker.peak()
                finally:
                    for worker in workers.values():
                        worker.close()
            bfs_t, nx_t = median(found["bfs"]["times"]), median(found["networkx"]["times"])
            bfs_mem, nx_mem = found["bfs"]["peak"], found["networkx"]["peak"]
            graph = self.graphs[n] = self.nx_graph(self.lex.of_length(n))
            pro_t = pro_cpu = pro_mem = lists_cpu = lists_mem = float("nan")
            if self.prolog_ok:
                pro_t, pro_cpu, pro_mem, lists_cpu, lists_mem, _ = self.prolog_build(n, min(3, s.build_rounds))
            lists = "-" if lists_cpu != lists_cpu else f"{ms(lists_cpu)} ({megabytes(int(lists_mem))})"
            rows.append([n, f"{graph.number_of_edges():,}", ms(bfs_t), ms(nx_t), times(ratio(nx_t, bfs_t)),
                         ms(pro_t), ms(pro_cpu), lists, megabytes(bfs_mem), megabytes(nx_mem),
                         megabytes(None if pro_mem != pro_mem else int(pro_mem))])
            target.checks.append((f"{n} letters", f"{ms(bfs_t)} vs {ms(nx_t)} ms ({times(ratio(nx_t, bfs_t))})",
                                  bfs_t < nx_t))
        self.report.table(Table(["length", "edges", "BfsEngine ms", "networkx ms", "networkx / BfsEngine",
                                 "Prolog ms (wall)", "Prolog ms (cpu)", "+ Prolog class lists ms (cpu, memory)",
                                 "BfsEngine memory", "networkx memory",
                                 "Prolog memory"], rows))
        self.targets.append(target)
        # the engine used from here on: built once, every length ready
        self.engine = BfsEngine(self.lex)
        for n in s.lengths:
            self.engine.graph(n)

    def prolog_build(self, n: int, rounds: int) -> tuple[float, float, float, float, float, int]:
        """Prolog's index build for length ``n`` in a fresh ``swipl``: (wall s, cpu s, bytes of
        program space), medians over ``rounds`` builds, each after the lexicon is reloaded; then
        (cpu s, bytes, how many words) for the class lists of partial expansion, made for every
        word of the length (NaN, NaN, 0 where the default expands fully and makes none). A search
        otherwise makes a word's class lists the first time it expands the word, and keeps them
        (``successor:positions/4``): the warm-up pass of the per-query tables makes them for
        the words its pairs reach."""
        import subprocess
        from wordlog.paths import prolog_dir
        from wordlog.prolog import atom
        tier, n = int(self.lex.bundled_tier), int(n)
        goal = ("create_prolog_flag(wordlog_library, true, []), "   # loaded as wordlog loads it
                f"use_module({atom(str(prolog_dir() / 'weaver.pl'))}), "
                f"forall(between(1, {int(rounds)}, _), "
                f"(use_default_lexicon({tier}), ensure_length({n}), garbage_collect, "
                "statistics(program, [P0|_]), get_time(W0), statistics(cputime, C0), "
                f"ensure_components({n}), statistics(cputime, C1), get_time(W1), statistics(program, [P1|_]), "
                f"once(lexicon:length_word({n}, G)), weaver:successor_closure(buckets, G, S), "
                f"(functor(S, classes, _) -> forall(lexicon:length_word({n}, X), "
                f"ignore(successor:positions(X, {n}, _, _))) ; true), "
                "statistics(cputime, C2), statistics(program, [P2|_]), "
                "aggregate_all(count, successor:positions_(_, _, _), K), "
                "W is W1 - W0, C is C1 - C0, P is P1 - P0, D is C2 - C1, Q is P2 - P1, "
                "format('~w ~w ~w ~w ~w ~w~n', [W, C, P, D, Q, K])))")
        done = subprocess.run(["swipl", "--on-error=status", "-g", goal, "-t", "halt"], capture_output=True,
                              text=True, timeout=600)
        rows = [line.split() for line in done.stdout.splitlines() if line.strip()]
        nan = float("nan")
        if done.returncode != 0 or not rows:
            return nan, nan, nan, nan, nan, 0
        walls, cpus, sizes, lists, list_sizes, kept = zip(*[(float(w), float(c), float(b), float(d), float(q),
                                                             int(k)) for w, c, b, d, q, k in rows])
        if not kept[-1]:
            return median(walls), median(cpus), median(sizes), nan, nan, 0
        return median(walls), median(cpus), median(sizes), median(lists), median(list_sizes), kept[-1]

    # ------------------------------------------------------------------ per query
    def engines(self) -> dict:
        """Each engine as ``call(a, b) -> ladder`` and the slice of a query set it answers."""
        from wordlog import PrologEngine, ladder_chain
        import networkx as nx
        s = self.settings
        graphs, lex = self.graphs, self.lex

        def nx_path(a: str, b: str) -> list[str]:
            try:
                return nx.bidirectional_shortest_path(graphs[len(b)], a, b)
            except nx.NetworkXNoPath:
                return []

        table = {}   # name -> (call, how many pairs of length n it answers (None: all), rounds, warm-up)
        if self.prolog_ok:
            table[PROLOG_BUCKETS] = (PrologEngine(lex, max_expansions=None, time_limit=600).ladder,
                                     lambda n: None, s.rounds, 1)
            table[PROLOG_SCAN] = (PrologEngine(lex, successor="scan", max_expansions=None, time_limit=600).ladder,
                                  s.scan_pairs, s.slow_rounds, 0)
        table[LESSONS] = (lambda a, b: ladder_chain(a, b, lex.of_length(len(b))), lambda n: s.lessons,
                          s.slow_rounds, 0)
        table[BFS] = (self.engine.ladder, lambda n: None, s.rounds, 1)
        table[NX] = (nx_path, lambda n: None, s.rounds, 1)
        return table

    def per_query(self) -> None:
        s = self.settings
        engines = self.engines()
        self.add("## Per query, side by side")
        self.add()
        scan = ", ".join(f"{s.scan_pairs(n)} ({n} letters)" for n in s.lengths)
        self.add(f"Times in µs per query. The scan successor answers the first pairs of each set ({scan}, "
                 f"{s.scan_pairs(0)} famous) and the lessons' BFS the first {s.lessons}; their `x fastest` "
                 "compares them with the fastest engine on those same pairs. Prolog engines are timed through "
                 "pyswip (one call per query); `inside Prolog` below takes the bridge out. `peak` is "
                 f"tracemalloc's peak over the first {PEAK_PAIRS} pairs (Python engines only; the lessons' BFS "
                 "builds its buckets in it).")
        self.add()
        classes = [(n, kind, self.pairs[n][kind]) for n in s.lengths for kind in ("solvable", "unsolvable")]
        classes.append((0, "famous", self.famous))
        disagreements: list[str] = []
        for n, kind, pairs in classes:
            if not pairs:
                continue
            title = f"### {n} letters, {kind} pairs" if n else "### Famous pairs, all lengths"
            print(f"  timing {title[4:]} ...", file=sys.stderr, flush=True)
            lengths: dict[str, list[int]] = {}
            found: dict[str, Timing] = {}
            peaks: dict[str, int] = {}
            runs = {}
            for name, (call, limit, rounds, warmup) in engines.items():
                k = limit(n)
                runs[name] = (call, pairs if k is None else pairs[:k], rounds, warmup)
            for name, (timing, answers) in time_side_by_side(runs).items():
                found[name] = self.results[(n, kind, name)] = timing
                lengths[name] = [len(answer) for answer in answers]
            for name, (call, subset, _, _) in runs.items():
                if not name.startswith("Prolog"):
                    _, peaks[name] = peak_memory(lambda: [call(a, b) for a, b in subset[:PEAK_PAIRS]])
            reference = lengths[BFS]
            for name, got in lengths.items():
                bad = [pairs[i] for i, k in enumerate(got) if k != reference[i]]
                if bad:
                    disagreements.append(f"{name} on {title[4:]}: {', '.join(f'{a}-{b}' for a, b in bad[:5])}")
            full = {name: t for name, t in found.items() if len(t.rounds[0]) == len(pairs)}
            fastest = min(full, key=lambda name: full[name].median)
            rows = []
            for name, t in found.items():
                k = len(t.rounds[0])
                best = full[fastest].prefix(k).median
                low, high = t.spread
                rows.append([name, k, us(t.median), us(t.p95), f"{us(low)}-{us(high)}",
                             times(ratio(t.median, best)), megabytes(peaks.get(name))])
            self.add(title)
            self.add()
            self.report.table(Table(["engine", "queries", "median µs", "p95 µs", "round medians µs",
                                     "x fastest", "peak"], rows))
            if kind == "famous":
                self.add("Ladder lengths (words; 0: none): " + ", ".join(
                    f"{a}-{b} {k}" for (a, b), k in zip(pairs, reference)) + ".")
                self.add()
        self.add("All engines agree on every ladder length." if not disagreements else
                 "**Ladder lengths disagree:** " + "; ".join(disagreements))
        self.add()
        self.python_targets()

    def python_targets(self) -> None:
        s = self.settings
        fast = Target("Python engine >= 2x faster per query than networkx", "networkx / BfsEngine >= 2 "
                      "(median over the solvable pairs, per length)",
                      why="both engines are interpreted Python over the same words, and the BfsEngine is "
                          "about 2x networkx: the ratio as each round measures it (the two taking turns, "
                          "in the parentheses) moves from round to round, so a length near 2x passes one "
                          "run and misses the next. The BfsEngine moves a "
                          "whole layer per set union (C), and before "
                          "it makes a layer it looks for a meeting, in a C loop that "
                          "stops at the first, as networkx stops at its first meeting. On 5- and 6-letter words, with 3-5 "
                          "neighbours a word, a median query is 5-8 layers and 500-1,000 neighbours taken "
                          "into sets, about 27-35 ns each in C against networkx's 100-150 ns each in the "
                          "interpreter, but networkx stops in the middle of its last layer, and only a third "
                          "of the neighbours are new words (a third are words of the same bucket reached in "
                          "the same layer, a fifth lead back to the layer before). Measured by "
                          "hand on these pairs, each query timed once a round as here, and not kept: the "
                          "adjacency as frozen sets (10-15% slower at 4-6 letters); numbering the words in "
                          "BFS order (2-8% faster); leaving out words with "
                          "one neighbour, or searching the 2-core and walking the trees hanging from it "
                          "(1-5%, the second at 4 ms more build at 6 letters); choosing the side to expand "
                          "by its neighbours rather than its words (slower); making the last layer in two "
                          "halves (slower); a loop with fewer steps per layer (30% less per layer on a "
                          "path of single words, no change here); a layer made as one set of a chain of the "
                          "neighbour tuples, or by one update per word (the same or slower); a bucket of three "
                          "or more words expanded once per search (0.65-0.69x); frozen-set or dict copies of "
                          "the adjacency for the union (0.83-0.92x); itemgetter for the frontier's tuples, "
                          "a leaner ladder() and no isdisjoint after a failed look for a meeting, together "
                          "(1.01-1.06x, within the noise); lower bounds from 8 landmark words (3-5 steps "
                          "short, 15-21 ms to build)",
                      close="a compiled frontier step (an extension module), which the pure-Python charter "
                            "rules out, or each word's two-step neighbourhood kept in the index, at a build "
                            "cost the build target forbids")
        short = []
        for n in s.lengths:
            bfs, nxt = self.results[(n, "solvable", BFS)], self.results[(n, "solvable", NX)]
            r = ratio(nxt.median, bfs.median)
            by_round = bfs.round_ratios(nxt)
            fast.checks.append((f"{n} letters", f"{times(r)} (round by round {times(min(by_round))}-"
                                f"{times(max(by_round))}; {us(bfs.median)} vs {us(nxt.median)} µs)", r >= 2))
            if not r >= 2:
                short.append(f"{n} letters {times(r)}, {100 * (1 - r / 2):.1f}% short of 2x (the BfsEngine's "
                             f"median {us(bfs.median)} µs against the {us(nxt.median / 2)} µs 2x needs; "
                             f"{sum(x >= 2 for x in by_round)} of {len(by_round)} rounds at 2x or more)")
        if short:
            fast.why = "this run: " + "; ".join(short) + ". " + fast.why[0].upper() + fast.why[1:]
        self.targets.append(fast)
        cheap = Target("Unsolvable pairs cost no more than solvable ones", "median unsolvable <= median "
                       "solvable, per length, for the engines that know the components",
                       why="an unsolvable pair is answered by a component look-up; where it measures slower "
                           "the difference is the fixed cost of a call (through pyswip for Prolog)",
                       close="nothing in the search; it is call overhead")
        for n in s.lengths:
            for name in WITH_COMPONENTS:
                if (n, "unsolvable", name) in self.results:
                    u = self.results[(n, "unsolvable", name)]
                    k = len(u.rounds[0])
                    v = self.results[(n, "solvable", name)].prefix(k)
                    cheap.checks.append((f"{name}, {n} letters", f"{us(u.median)} vs {us(v.median)} µs",
                                         u.median <= v.median))
        self.targets.append(cheap)

    # ------------------------------------------------------------------ bridge
    @staticmethod
    def timed_goal(each: str, items: str, call: str, setup: str = "") -> str:
        """A goal that runs ``call`` for ``each`` of ``items`` (Prolog terms, comma-separated)
        inside Prolog, after ``setup`` (untimed), timing each call: ``Ts`` holds [wall, cpu]
        seconds per item, as :meth:`inside_times` reads them."""
        return (f"findall([W, C], (member({each}, [{items}]), {setup}get_time(W0), statistics(cputime, C0), "
                f"{call}, statistics(cputime, C1), get_time(W1), W is W1 - W0, C is C1 - C0), Ts)")

    def inside_goal(self, pairs: list[Pair], successor: str) -> str:
        """A goal that solves ``pairs`` inside Prolog, timing each query (wall and cpu seconds)."""
        from wordlog import prolog
        atom = prolog.atom
        terms = ",".join(f"{atom(a)}-{atom(b)}" for a, b in pairs)
        return self.timed_goal("S-G", terms, f"ladder(S, G, [max_expansions(inf), successor({atom(successor)})], _)")

    def inside_times(self, blocks: dict[str, tuple[str, int]]) -> dict[str, tuple[Timing, Timing]]:
        """Per-query (wall, cpu) seconds measured by Prolog, one call per block and round.

        ``blocks`` maps a name to (goal, rounds); the blocks take turns round by round (each
        answers all its pairs in a row, so each runs as it would alone), so a drift of the
        machine during the run touches them alike. One untimed round of each first.
        """
        from wordlog import prolog
        prolog.load_lexicon(self.lex)
        found: dict[str, tuple[list, list]] = {name: ([], []) for name in blocks}
        for name, (goal, _) in blocks.items():
            prolog.solve(goal, time_limit=3600)
        for r in range(max(rounds for _, rounds in blocks.values())):
            for name, (goal, rounds) in blocks.items():
                if r < rounds:
                    answer = prolog.solve(goal, time_limit=3600)[0]["Ts"]
                    found[name][0].append([w for w, _ in answer])
                    found[name][1].append([c for _, c in answer])
        return {name: (Timing(walls), Timing(cpus)) for name, (walls, cpus) in found.items()}

    def bridge(self) -> None:
        from wordlog import PrologEngine
        s = self.settings
        self.add("## Through pyswip and inside Prolog")
        self.add()
        self.add("Solvable pairs. `one call per query`: `PrologEngine.ladder` per pair (median, from the table "
                 "above); `inside Prolog`: each query timed by Prolog within one call; `bridge per call`: the "
                 "median over the pairs of (one call - inside, same clock), and its share of the per-call "
                 "median. The whole set costs the sum of its calls one by one, or one `PrologEngine.lengths` "
                 "call (`ladder_lengths`-style batch, the loop in Prolog). The scan successor's ratio is on "
                 "the same first pairs of the set; each successor answers its pairs in its own call, the two "
                 "taking turns round by round. (Answered alternately, pair by pair, a bucket query starts with the caches full "
                 "of the scan's pass over every word, and its time grows by half or more: 26-37x at 4 letters "
                 "in trial runs, also with a garbage collection before each query.)")
        self.add()
        engine = PrologEngine(self.lex, max_expansions=None, time_limit=3600)
        rows = []
        for n in s.lengths:
            pairs = self.pairs[n]["solvable"]
            k = s.scan_pairs(n)
            print(f"  bridge and inside Prolog, {n} letters ...", file=sys.stderr, flush=True)
            per_call = self.results[(n, "solvable", PROLOG_BUCKETS)]
            batch = median(time_once(lambda: engine.lengths(pairs), s.rounds, warmup=1))
            timed = self.inside_times({"buckets": (self.inside_goal(pairs, "buckets"), s.rounds),
                                       "classes": (self.inside_goal(pairs, "classes"), s.rounds),
                                       "neighbours": (self.inside_goal(pairs, "neighbours"), s.rounds),
                                       "scan": (self.inside_goal(pairs[:k], "scan"), s.slow_rounds)})
            for name, walls_cpus in timed.items():
                self.inside[(n, name)] = walls_cpus
            (wall, cpu), (_, scan_cpu) = timed["buckets"], timed["scan"]
            inside = cpu if CLOCK == "cpu" else wall
            share = median(c - w for c, w in zip(per_call.per_query, inside.per_query))
            rows.append([n, us(per_call.median), us(wall.median), us(cpu.median), us(inside.p95),
                         f"{us(share)} ({100 * share / per_call.median:.0f}%)",
                         ms(per_call.total), ms(batch), times(ratio(per_call.total, batch)),
                         k, us(scan_cpu.median), us(cpu.prefix(k).median), times(self.scan_ratio(n))])
        self.report.table(Table(["length", "one call per query µs", "inside Prolog µs (wall)", "inside (cpu)",
                                 "inside p95", "bridge per call", "all pairs, one call each ms",
                                 "all pairs, one batch call ms", "batch gain", "scan pairs",
                                 "scan inside µs (cpu)", "buckets inside (cpu, same pairs)",
                                 "scan / buckets"], rows))
        self.expansion_table()
        self.scan_table()
        self.prolog_targets()

    def expansion_table(self) -> None:
        """Partial against full expansion of the bucket successor, inside Prolog (cpu)."""
        from wordlog import prolog
        prolog.load_lexicon(self.lex)
        self.add("Partial and full expansion of the bucket successor, inside Prolog (cpu, same pairs, the "
                 "blocks taking turns): `classes` expands a word one class of successors at a time (the "
                 "successors that put a goal letter in place first: one letter-code look-up each), "
                 "`neighbours` queues all its successors at once (plain A*). Both expand the same words and "
                 "give the same ladder. The default (`buckets`) expands partially where the words of the "
                 "length have on average at least half as many successors as letters (`branching/2`), else fully.")
        self.add()
        rows = []
        for n in self.settings.lengths:
            goal = prolog.atom(self.pairs[n]["solvable"][0][1])
            answer = prolog.solve(f"branching({int(n)}, B), weaver:successor_closure(buckets, {goal}, _S), "
                                  "functor(_S, How, _)")[0]
            mean, how = float(answer["B"]), answer["How"]
            classes, full, default = (self.inside[(n, name)][1] for name in ("classes", "neighbours", "buckets"))
            rows.append([n, f"{mean:.1f}", "partial" if how == "classes" else "full",
                         us(classes.median), us(classes.p95), ms(classes.total),
                         us(full.median), us(full.p95), ms(full.total),
                         times(ratio(full.median, classes.median)), us(default.median)])
        self.report.table(Table(["length", "successors a word", "default expands", "partial µs", "partial p95",
                                 "partial, all pairs ms", "full µs", "full p95", "full, all pairs ms",
                                 "full / partial (median)", "default µs"], rows))

    def scan_table(self) -> None:
        """The baseline's fairness: s_scan/3 against the post's own letter count and a scan that
        stops at the second difference (tests/bench/scans.pl), one expansion each, inside Prolog."""
        from wordlog import prolog
        s = self.settings
        prolog.load_lexicon(self.lex)
        prolog.solve(f"use_module({prolog.atom(str(Path(__file__).resolve().parent / 'scans.pl'))})")
        self.add("The scan successor, `s_scan/3`, is the post's way: it compares the word with every word of "
                 "its length and counts the letters that differ, as the Prolog post on Weaver does. Below, one "
                 "expansion (all the successors of a word, by `findall/3`) with it, with the post's own count "
                 "(`post_s/3` in tests/bench/scans.pl: character lists, a count that is not tail-recursive, "
                 "`\\=` for a difference) and with a scan that stops at the second difference, which the post "
                 "does not (`early_s/3`). All three read the words the same way and give the same successors "
                 f"(checked here). Words: the first {s.scan_words} starts of the solvable set; cpu µs per "
                 "expansion inside Prolog, median over the words; the three take turns round by round.")
        self.add()
        kinds = {"s_scan": "successor:s_scan", "post": "scans:post_s", "early": "scans:early_s"}
        rows = []
        for n in self.settings.lengths:
            words = list(dict.fromkeys(a for a, _ in self.pairs[n]["solvable"]))[:s.scan_words]
            listed = ",".join(prolog.atom(w) for w in words)
            same = {kind: prolog.solve(f"findall(Ns, (member(W, [{listed}]), findall(N, {name}(W, N, _), Ns)), All)")
                    [0]["All"] for kind, name in kinds.items()}
            if not same["s_scan"] == same["post"] == same["early"]:
                raise SystemExit(f"bench: the scans disagree on the successors of {n}-letter words")
            timed = self.inside_times({kind: (self.timed_goal("Word", listed, f"findall(N, {name}(Word, N, _), _)"),
                                              s.slow_rounds) for kind, name in kinds.items()})
            scan, post, early = (timed[kind][1] for kind in kinds)
            rows.append([n, f"{len(self.engine.graph(n).words):,}", len(words), us(scan.median),
                         us(post.median), us(early.median), times(ratio(post.median, scan.median)),
                         times(ratio(scan.median, early.median))])
        self.report.table(Table(["length", "words of the length", "words expanded", "s_scan µs",
                                 "post's count µs", "early stop µs", "post / s_scan", "s_scan / early stop"],
                                rows))
        self.add("The A* alone (`astar/6`, without `ladder/4`'s reading of the words and options) with the "
                 "bucket successor, with `s_scan/3` and with the early stop, on the pairs the scan successor "
                 "answers in the per-query tables, cpu µs per query inside Prolog, the three taking turns: what the 50x ratio would be "
                 "against each scan.")
        self.add()
        rows = []
        for n in self.settings.lengths:
            pairs = self.pairs[n]["solvable"][:s.scan_pairs(n)]
            terms = ",".join(f"{prolog.atom(a)}-{prolog.atom(b)}" for a, b in pairs)
            setup = "goal_heuristic(G, H), weaver:successor_closure(buckets, G, Succ0), "
            closures = {"buckets": "Succ0", "s_scan": "successor:s_scan", "early": "scans:early_s"}
            timed = self.inside_times({kind: (self.timed_goal("S-G", terms, f"astar(S, G, {closure}, H, path(_, _), "
                                                                            "[max_expansions(inf)])", setup),
                                              s.slow_rounds) for kind, closure in closures.items()})
            buckets, scan, early = (timed[kind][1] for kind in closures)
            rows.append([n, len(pairs), us(buckets.median), us(scan.median), us(early.median),
                         times(ratio(scan.median, buckets.median)), times(ratio(early.median, buckets.median))])
        self.report.table(Table(["length", "pairs", "buckets µs", "s_scan µs", "early stop µs",
                                 "s_scan / buckets", "early stop / buckets"], rows))

    def scan_and_buckets(self, n: int) -> tuple[Timing, Timing]:
        """The scan's and the buckets' times inside Prolog (cpu), on the pairs the scan answered."""
        scan = self.inside[(n, "scan")][1]
        return scan, self.inside[(n, "buckets")][1].prefix(len(scan.rounds[0]))

    def scan_ratio(self, n: int) -> float:
        """Median scan / median buckets inside Prolog (cpu), on the pairs the scan answered."""
        scan, buckets = self.scan_and_buckets(n)
        return ratio(scan.median, buckets.median)

    def fifty_misses(self) -> list[tuple[int, float, Timing, Timing]]:
        """The lengths where the scan / buckets ratio misses 50x: (length, ratio, scan, buckets)."""
        return [(n, self.scan_ratio(n), *self.scan_and_buckets(n)) for n in self.settings.lengths
                if not self.scan_ratio(n) >= 50]

    def fifty_why(self) -> str:
        """Why the ratio is bounded on short words, with this run's numbers."""
        parts = []
        for n, r, scan, buckets in self.fifty_misses():
            words = len(self.engine.graph(n).words)
            fastest = min(self.inside[(n, "buckets")][1].per_query)
            parts.append(f"{n} letters {times(r)}, {100 * (1 - r / 50):.1f}% short of 50x: a scan query "
                         f"{us(scan.median)} µs (it reads all {words:,} words at "
                         f"every expansion), a bucket query {us(buckets.median)} µs, of which about "
                         f"{us(fastest)} µs is paid by every query whatever the search (the fastest of the set); "
                         f"50x needs {us(scan.median / 50)} µs. Summed over the set the ratio is "
                         f"{times(ratio(scan.total, buckets.total))}: on the long searches, where the call's own "
                         f"cost hardly counts, reading {words:,} words is still only that many times what an "
                         "expansion costs the search itself (the open list, the trie of seen words, the "
                         "classes)")
        return ("the scan's cost is (expansions) x (words of the length), and on short words there are "
                "few words to read: the same A* expands the same words with either successor, so the ratio "
                "is at most what reading every word costs against what an expansion costs the search "
                "itself. On short searches the call's own cost comes on top of the bucket query: reading "
                "and normalizing both words, checking the options, the component look-up, setting up the "
                "A* and reversing the path (about a third of a 3-letter query's inferences in trial "
                "counts). With partial expansion the search handles about one successor per expansion. "
                "This run: " + "; ".join(parts))

    def fifty_close(self) -> str:
        """How much cheaper a bucket query must be for 50x, per length missed, with this run's numbers."""
        parts = []
        for n, r, scan, buckets in self.fifty_misses():
            whole = ratio(scan.total, buckets.total)
            over_whole = (f"{times(50 / whole)} over the whole set's {times(whole)}" if whole < 50
                          else f"the whole set's {times(whole)} passes")
            parts.append(f"{n} letters, a bucket query {times(50 / r)} as cheap in all its parts (50x over "
                         f"this run's {times(r)}; {over_whole})")
        return "; ".join(parts) + ": " if parts else ""

    def prolog_targets(self) -> None:
        s = self.settings
        fifty = Target("Prolog A* with buckets >= 50x faster per query than the scan successor",
                       "median scan / median buckets >= 50 on the same pairs, cpu time inside Prolog, per length",
                       why=self.fifty_why() if self.prolog_ok else "",
                       close=(self.fifty_close() if self.prolog_ok else "")
                             + "the fastest query "
                             "of the set (one or two expansions) takes most of the 50x budget on its own, and "
                             "the long searches, where the call hardly counts, stop at the same ratio (the sums), "
                             "so neither a cheaper call nor a cheaper expansion gets there alone. Of the two "
                             "cuts to the call tried, taking a lexicon word as it is (query_word/2) is in, for "
                             "a reason of its own (SWI-Prolog's Unicode tables are older than Python's), and "
                             "reading the options in one pass gains a point or two and stays out for the "
                             "clearer rules. The scan is the reference and stays as it is")
        milli = Target("Median query under a millisecond inside Prolog on four-letter words",
                       f"median inside Prolog ({CLOCK}) < 1 ms, 4-letter solvable pairs",
                       why="the A* expands more words than the median ladder needs on this machine",
                       close="see the per-expansion costs above",
                       unmeasured="4-letter words are not among this run's lengths")
        self.targets += [fifty, milli]
        if not self.prolog_ok:
            fifty.unmeasured = milli.unmeasured = f"the Prolog engines did not run ({self.prolog_why})"
            return
        for n in s.lengths:
            r = self.scan_ratio(n)
            fifty.checks.append((f"{n} letters", times(r), r >= 50))
        if 4 in s.lengths:
            wall, cpu = self.inside[(4, "buckets")]
            inside = cpu if CLOCK == "cpu" else wall
            milli.checks.append(("4 letters", f"{ms(wall.median)} ms wall, {ms(cpu.median)} ms cpu",
                                 inside.median < 1e-3))

    # ------------------------------------------------------------------ analysis
    def analysis(self) -> None:
        self.add("## Word-graph analysis against networkx")
        self.add()
        if importlib.util.find_spec("wordlog.analysis") is None:
            self.add("Skipped: `wordlog.analysis` is not there yet.")
            self.add()
            return
        import networkx as nx
        from wordlog import analysis
        s = self.settings
        self.add("wordlog: `analysis.analyze(lexicon, n)` from the words (graph, components, the diameter "
                 "of every component with its pairs, degrees). networkx: `connected_components` and "
                 "`diameter(usebounds=True)` of every component (each copied out of the graph built above) (build time "
                 "shown apart); plain `diameter` (one BFS per word) on the largest component when it has "
                 "at most 1,000 words.")
        self.add()
        rows = []
        for n in s.analysis_lengths:
            if n not in self.graphs:
                self.graphs[n] = self.nx_graph(self.lex.of_length(n))
            graph = self.graphs[n]
            print(f"  analysis, {n} letters ...", file=sys.stderr, flush=True)
            rounds = 1 if n > 4 else min(3, s.build_rounds)
            result = None

            def ours():
                nonlocal result
                result = analysis.analyze(self.lex, n)

            ours_t = median(time_once(ours, rounds))
            build_t = median(time_once(lambda: self.nx_graph(self.lex.of_length(n)), rounds))
            found = {}

            def theirs():
                comps = list(nx.connected_components(graph))
                found["components"] = comps
                found["diameters"] = [nx.diameter(graph.subgraph(c).copy(), usebounds=True) if len(c) > 1
                                      else 0 for c in comps]

            theirs_t = median(time_once(theirs, rounds))
            largest = max(found["components"], key=len)
            plain_t = float("nan")
            if len(largest) <= 1000:
                plain_t = median(time_once(lambda: nx.diameter(graph.subgraph(largest).copy()), 1))
            top = max(range(len(found["components"])), key=lambda i: len(found["components"][i]))
            same = (len(found["components"]) == len(result.components)
                    and len(largest) == result.largest.size
                    and found["diameters"][top] == result.largest.diameter
                    and max(found["diameters"]) == max(c.diameter for c in result.components))
            rows.append([n, f"{len(result.components):,}", f"{result.largest.size:,}", result.largest.diameter,
                         ms(ours_t), ms(theirs_t), ms(build_t), times(ratio(theirs_t + build_t, ours_t)),
                         ms(plain_t), "yes" if same else "**NO**"])
        self.report.table(Table(["length", "components", "largest", "diameter", "wordlog ms",
                                 "networkx ms", "+ graph build ms", "networkx total / wordlog",
                                 "networkx plain diameter ms", "same answers"], rows))

    # ------------------------------------------------------------------ all shortest ladders
    def long_ladders(self) -> None:
        from wordlog import BfsEngine, PrologEngine
        from wordlog.lexicon import bundled
        s = self.settings
        self.add("## All shortest ladders on the largest lexicon")
        self.add()
        lex = bundled(95)
        self.add(f"{lex.name}: {len(lex):,} words. For each length the longest of 300 random solvable pairs "
                 f"(seeded); `count` counts the shortest ladders on their DAG, `list` lists them (at most "
                 "10,000). The BfsEngine is built once per length (its time shown); Prolog's "
                 "`ladder_count/3` through pyswip on the same lexicon.")
        self.add()
        engine = BfsEngine(lex)
        prolog_engine = PrologEngine(lex, max_expansions=None, time_limit=3600) if self.prolog_ok else None
        rows = []
        for n in s.long_lengths:
            print(f"  all shortest ladders, {n} letters ...", file=sys.stderr, flush=True)
            build = median(time_once(lambda: BfsEngine(lex).graph(n), 1))
            graph = engine.graph(n)
            label = dict(zip(graph.words, graph.root))
            words = lex.of_length(n)
            rng = random.Random(f"{self.seed}-long-{n}")
            sample = []
            while len(sample) < 300:
                a, b = rng.choice(words), rng.choice(words)
                if a != b and label[a] == label[b]:
                    sample.append((a, b))
            sample.sort(key=lambda p: -engine.length(*p))
            for a, b in sample[:s.long_pairs]:
                count = engine.count(a, b)
                count_t = median(time_once(lambda: engine.count(a, b), max(1, s.slow_rounds)))
                listed = []
                list_t = median(time_once(lambda: listed.append(engine.all_ladders(a, b, 10_000)),
                                          max(1, s.slow_rounds)))
                pro_t, pro_count = float("nan"), None
                if prolog_engine is not None:
                    pro_count = prolog_engine.count(a, b)
                    pro_t = median(time_once(lambda: prolog_engine.count(a, b), max(1, s.slow_rounds)))
                rows.append([n, f"{a} -> {b}", engine.length(a, b), f"{count:,}", ms(build), ms(count_t),
                             f"{ms(list_t)} ({len(listed[-1]):,})", ms(pro_t),
                             "-" if pro_count is None else ("yes" if pro_count == count else f"**NO** ({pro_count})")])
        self.report.table(Table(["length", "pair", "words", "shortest ladders", "BfsEngine build ms",
                                 "count ms", "list ms (listed)", "Prolog count ms", "Prolog agrees"], rows))
        if self.prolog_ok:
            from wordlog import prolog
            prolog.load_lexicon(self.lex)

    # ------------------------------------------------------------------ Boggle
    def boggle(self) -> None:
        self.add("## Boggle boards per second")
        self.add()
        if importlib.util.find_spec("wordlog.boggle") is None or importlib.util.find_spec("wordlog.dice") is None:
            self.add("Skipped: `wordlog.boggle` (or `wordlog.dice`) is not there yet.")
            self.add()
            return
        from wordlog import boggle, dice
        s = self.settings
        lex = self.lex
        boards = [dice.roll(dice.NEW, seed=f"{self.seed}-board-{i}") for i in range(s.boards)]
        build = median(time_once(lambda: boggle.Solver(lex.words), 1))
        solver = boggle.Solver(lex.words)
        python = {}

        def solve_all():
            for i, b in enumerate(boards):
                found = solver.solve(b)
                python[i] = (len(found), boggle.score(found))

        print("  Boggle, Python ...", file=sys.stderr, flush=True)
        py_t = median(time_once(solve_all, max(1, s.slow_rounds), warmup=1))
        rows = [["Python trie solver", f"{s.boards:,}", ms(build), f"{s.boards / py_t:,.0f}", "-"]]
        have_prolog = self.prolog_ok and importlib.util.find_spec("wordlog.boggle_prolog") is not None
        if have_prolog:
            from wordlog import boggle_prolog
            print("  Boggle, Prolog ...", file=sys.stderr, flush=True)
            load_t = median(time_once(lambda: boggle_prolog.load(lex), 1))
            some = boards[:s.prolog_boards]
            got = []
            pro_t = median(time_once(lambda: got.append(boggle_prolog.scores(some, lex)), max(1, s.slow_rounds),
                                     warmup=1))
            agree = all(tuple(x) == python[i] for i, x in enumerate(got[-1]))
            rows.append([f"Prolog boggle.pl, {len(some)} boards in one call", f"{len(some):,}", ms(load_t),
                         f"{len(some) / pro_t:,.1f}", "yes" if agree else "**NO**"])
            few = boards[:s.bridged_boards]
            words_by_board = []
            one_t = median(time_once(lambda: words_by_board.append([boggle_prolog.words(b, lex) for b in few]),
                                     max(1, s.slow_rounds)))
            agree = all(len(w) == python[i][0] for i, w in enumerate(words_by_board[-1]))
            rows.append(["Prolog, one call per board", f"{len(few):,}", "-", f"{len(few) / one_t:,.1f}",
                         "yes" if agree else "**NO**"])
        else:
            rows.append(["Prolog", "-", "-", "-", "skipped: " + (self.prolog_why if not self.prolog_ok
                                                                 else "`wordlog.boggle_prolog` is not there yet")])
        self.add(f"4x4 boards rolled from the new 16 dice with seeds `{self.seed}-board-i`; each board is solved "
                 "and scored; the dictionary is the bundled lexicon. `agree`: the same number of words "
                 "(and score) as the Python solver on the same boards.")
        self.add()
        self.report.table(Table(["engine", "boards", "dictionary build ms", "boards / s", "agree"], rows))

    # ------------------------------------------------------------------ targets
    def target_lines(self) -> list[str]:
        lines = ["## Targets", ""]
        for t in self.targets:
            if not t.checks:
                lines.append(f"- **NOT MEASURED** {t.name} ({t.required}): "
                             f"{t.unmeasured or 'nothing in this run measured it'}.")
                continue
            verdict = "PASS" if t.holds else "MISS"
            lines.append(f"- **{verdict}** {t.name} ({t.required}): "
                         + "; ".join(f"{where} {measured}{'' if ok else ' (miss)'}" for where, measured, ok in t.checks))
            if not t.holds:
                lines.append(f"  - Why: {t.why}.")
                lines.append(f"  - What would close it: {t.close}.")
        lines.append("")
        return lines


def nx_graph(words):
    """The networkx graph of ``words``: the wildcard buckets, then every pair in a bucket."""
    import networkx as nx
    from wordlog.graph import buckets_of
    graph = nx.Graph()
    graph.add_nodes_from(words)
    graph.add_edges_from(itertools.chain.from_iterable(
        itertools.combinations(b, 2) for b in buckets_of(words).values() if len(b) > 1))
    return graph


def build_worker(builder: str, n: int) -> None:
    """Build one index on request, in this process: each line ``build`` on standard input
    is answered by the seconds one build took, ``peak`` by tracemalloc's peak bytes while
    building; the end of input ends it. The lexicon is loaded and one build made, untimed,
    before the first answer (the line ``ready``)."""
    from wordlog import BfsEngine
    from wordlog.lexicon import bundled
    lex = bundled()

    def make():
        if builder == "networkx":
            return nx_graph(lex.of_length(n))
        engine = BfsEngine(lex)
        engine.graph(n)
        return engine

    make()                                  # imports and first-use caches, untimed
    print("ready", flush=True)
    for line in sys.stdin:
        if line.strip() == "build":
            print(time_once(make, 1)[0], flush=True)
        elif line.strip() == "peak":
            print(peak_memory(make)[1], flush=True)


class BuildWorker:
    """:func:`build_worker` in a new Python process, so every builder starts from the same
    kind of heap; :meth:`build` asks it for one timed build.

    The process is pinned to ``core`` when given (where the platform can: see
    :func:`os.sched_getaffinity`): on this machine a process's speed
    depends on the core it lands on (up to 1.7x between two fresh processes), so two
    builders compared on different cores would measure the cores.
    """

    def __init__(self, builder: str, n: int, core: int | None = None) -> None:
        import subprocess
        self.process = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--clock", CLOCK,
                                         "--build-worker", builder, str(n)], cwd=ROOT, text=True,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if core is not None:
            os.sched_setaffinity(self.process.pid, {core})
        self.ask(None)

    def ask(self, request: str | None, timeout: float = 600) -> str:
        """The worker's answer to ``request`` (None: its first line); a worker that fails, or
        gives no answer within ``timeout`` seconds, is stopped and raises RuntimeError."""
        import select
        if request is not None:
            self.process.stdin.write(request + "\n")
            self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        line = self.process.stdout.readline() if ready else ""
        if not line:
            self.process.kill()
            why = self.process.stderr.read().strip()[-500:] if ready else f"no answer in {timeout:.0f} s"
            raise RuntimeError(f"a build worker failed: {why}")
        return line.strip()

    def build(self) -> float:
        return float(self.ask("build"))

    def peak(self) -> int:
        return int(self.ask("peak"))

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=60)


def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="a smoke run of a few seconds")
    parser.add_argument("--out", type=Path, help="the report file (default bench-results/BENCHMARKS.md)")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--lengths", help="word lengths, e.g. 3,4,5,6")
    parser.add_argument("--skip", default="", help=f"sections to leave out: {','.join(SECTIONS)}")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="time with this thread's CPU time (default: other processes disturb it least) "
                             "or with wall-clock time")
    parser.add_argument("--build-worker", nargs=2, metavar=("BUILDER", "LENGTH"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    unknown = set(filter(None, args.skip.split(","))) - set(SECTIONS)
    if unknown:
        parser.error(f"--skip: unknown section(s) {', '.join(sorted(unknown))}; known: {', '.join(SECTIONS)}")
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = parse(argv)
    settings = Settings.quick() if args.quick else Settings()
    if args.lengths:
        settings.lengths = tuple(int(x) for x in args.lengths.split(","))
    skip = set(filter(None, args.skip.split(",")))
    global CLOCK
    CLOCK = args.clock
    harness.use_clock(args.clock)
    if args.build_worker:
        builder, n = args.build_worker
        build_worker(builder, int(n))
        return 0
    out = args.out or ROOT / "bench-results" / ("BENCHMARKS-quick.md" if args.quick else "BENCHMARKS.md")
    started = time.perf_counter()
    bench = Bench(settings, args.seed, skip, args.quick)
    head = bench.header(argv)
    for line in head:
        bench.report.add(line)
    bench.query_sets()
    bench.index_build()
    bench.per_query()
    if bench.prolog_ok:
        bench.bridge()
    else:
        bench.add(f"## Through pyswip and inside Prolog\n\nSkipped: {bench.prolog_why}.\n")
        bench.prolog_targets()
    if "analysis" not in skip:
        bench.analysis()
    if "ladders95" not in skip:
        bench.long_ladders()
    if "boggle" not in skip:
        bench.boggle()
    elapsed = time.perf_counter() - started
    targets = bench.target_lines()
    for line in targets:
        bench.report.add(line)
    footer = f"Finished in {elapsed:.0f} s; load average at the end {load_average()}."
    bench.report.add(footer)
    body = bench.report.lines[len(head):-len(targets) - 1]
    text = "\n".join(head + targets + body + ["", footer]) + "\n"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    print(f"\nReport written to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
