"""The Boggle benchmark: boards scored a second by each solver, side by side in one run.

    .venv/bin/python tests/bench/boggle.py [--words FILE] [--boards N] [--rounds N]

Two sets of 4x4 boards: random ones, rolled with the new dice (seeds 0, 1, 2, ...), and
dense ones, the 50 local maxima of a greedy hill climb (letter changes and swaps) with
ENABLE2K listed below, 2,640 points each on average. Each solver scores the same boards;
every solver's counts and scores must agree with the textbook search, or the run fails.
The solvers:

* the textbook trie search, written here as the common way is: a trie of nested dicts,
  a recursive depth-first search over the 8 directions with a set of visited cells;
* wordlog's PlainSolver (the cross-check), its Solver one board a call (``scores([board])``,
  as a program scoring its boards one by one calls it), and Solver with all boards in one
  call (as ``boggle --boards`` and ``boggle best`` use it);
* boggle.pl, all boards in one query (only the two numbers per board come back).

Times are CPU seconds of this process (Prolog runs in it), the best of ``--rounds``
rounds, so that other work on a shared machine counts less. The reference is danvk's
C++ solver (hybrid-boggle's ``Boggler<4,4>``, g++ -O3), which is not part of wordlog: build
it elsewhere, time it on the same boards with the same words, and give its microseconds a
board with ``--danvk RANDOM DENSE`` (default: the figures measured on the development
machine with ENABLE2K at a quiet moment, 18 and 88). The targets (issue 41) are judged
against it: Python, all boards in one call, at most 2.5x; one board a call at most 4x; boggle.pl at most 6x;
ENABLE2K into Prolog within 1 s and the Solver's trie built in 0.5 s (judged only when
``--words`` is ENABLE2K, by its number of words). Without ``--words`` the words are the
bundled lexicon at its largest (tier 95).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "python"))

from wordlog import boggle  # noqa: E402
from wordlog.prolog import boggle as boggle_prolog  # noqa: E402
from wordlog.dice import NEW, roll  # noqa: E402
from wordlog.lexicon import bundled, from_words  # noqa: E402


# --- the textbook solver ----------------------------------------------------------------------

def textbook_trie(words: list[str]) -> dict:
    """A trie of nested dicts; ``"$"`` marks the end of a word."""
    root: dict = {}
    for word in words:
        node = root
        for letter in word:
            node = node.setdefault(letter, {})
        node["$"] = word
    return root


def textbook_solve(trie: dict, grid: list[list[str]], min_length: int) -> set[str]:
    """Depth-first from every cell, with a set of visited cells, going on to a neighbour
    only when its letters (one, or ``qu``) lead on in the trie."""
    rows, cols = len(grid), len(grid[0])
    found: set[str] = set()

    def step(node: dict, letters: str) -> dict | None:
        for letter in letters:
            node = node.get(letter)
            if node is None:
                return None
        return node

    def dfs(r: int, c: int, node: dict, visited: set) -> None:
        if "$" in node and len(node["$"]) >= min_length:
            found.add(node["$"])
        visited.add((r, c))
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if 0 <= nr < rows and 0 <= nc < cols and (nr, nc) not in visited:
                    child = step(node, grid[nr][nc])
                    if child is not None:
                        dfs(nr, nc, child, visited)
        visited.remove((r, c))

    for r in range(rows):
        for c in range(cols):
            child = step(trie, grid[r][c])
            if child is not None:
                dfs(r, c, child, set())
    return found


# --- the boards ---------------------------------------------------------------------------------

#: Dense boards: local maxima of a greedy hill climb with ENABLE2K, as spelt for parse_board.
DENSE = [
    "tsndpieglarrstes", "lschpatirenssdeg", "irelntapetsmrsie", "setantrdiaesclpr", "demacinelatspsre", "strdhaescelprsil",
    "tsteihardecbtsro", "rdnsseittareleps", "plgnsaigrtnedesr", "opecslasiertntse", "sigelansretidser", "pasoretrnieagsld",
    "sresetipdnalgres", "geesdnrpaeiaslts", "seraplcraiesstnd", "eacsprtioenodsrg", "tsgaaenmcraisets", "hsrdteetilassmph",
    "slpseaietnrtseds", "prepicalhseterts", "delssiapntredest", "taesrstruoeandlb", "crtsiaetlpseders", "desptirrsaetmpls",
    "siosdlproeaercst", "rgetsenslitepard", "dirseatepsldreim", "derslitepantsers", "retostrseaieblnd", "seisrdmreaepstls",
    "lchpuoassrtndesi", "bldroaesprthseac", "dltspeoasurcesti", "drsdeienmlatupsr", "rdsgetinsarelets", "decotnrhsaespilp",
    "gipsnelasarcmtes", "sngsoierpltesias", "esiadntlieaesprs", "pstrateaerinssed", "destniletarpsems", "cdsriletstanheri",
    "sthiretcdeassrpl", "rplcseaidrtnates", "scipklaseretrstd", "seosctrplaeiesnd", "nglsaierrtseoutd", "degsminalateders",
    "hmiscopdsaleters", "dersgntaasittrel",
]


# --- measuring --------------------------------------------------------------------------------

TEXTBOOK = "textbook trie search, a board a call"
ONE_A_CALL = "wordlog Solver, a board a call"
ALL_IN_ONE = "wordlog Solver, all boards in one call"
PROLOG = "boggle.pl, all boards in one query"
#: The words of ENABLE2K, the list the build targets are set for.
ENABLE2K = 173_528
#: danvk's Boggler<4,4> on this project's development machine with ENABLE2K, µs a board
#: (best of 20 runs over the random and the dense boards; tests/README.md says how).
DANVK = (18.0, 88.0)
#: Each target: the solver, and the most times danvk's time it may take.
TARGETS = [(ALL_IN_ONE, 2.5), (ONE_A_CALL, 4.0), (PROLOG, 6.0)]
#: A target's last column: met, missed, or not measured by this run.
MET = {True: "yes", False: "**no**", None: "not here: BOGGLE_WORDS=ENABLE2K's file measures it"}


def best_time(work: Callable[[], object], rounds: int) -> tuple[float, object]:
    """The least CPU time of ``rounds`` calls of ``work``, and its last answer."""
    best, answer = float("inf"), None
    for _ in range(rounds):
        start = time.process_time()
        answer = work()
        best = min(best, time.process_time() - start)
    return best, answer


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--words", help="a word list, one word a line (default: the bundled words, tier 95)")
    parser.add_argument("--boards", type=int, default=1000, help="random 4x4 boards to score (default 1000)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per solver, the best kept (default 3)")
    parser.add_argument("--danvk", type=float, nargs=2, metavar=("RANDOM", "DENSE"), default=DANVK,
                        help="danvk's microseconds a random and a dense board, measured beside "
                             f"(default {DANVK[0]:g} and {DANVK[1]:g}: ENABLE2K on the development machine)")
    parser.add_argument("--no-prolog", action="store_true", help="leave out boggle.pl")
    parser.add_argument("--out", help="also write the table to this file")
    args = parser.parse_args()
    if args.words:
        lines = Path(args.words).read_text(encoding="utf-8").split()
        lex = from_words(lines, args.words)
    else:
        lex = bundled(95)
    words = list(lex.words)
    sets = {"random": [roll(NEW, seed) for seed in range(args.boards)],
            "dense": [boggle.parse_board(b) for b in DENSE]}

    builds = [("textbook trie (nested dicts)", lambda: textbook_trie(words)),
              ("wordlog Solver (a table of ints, numpy)", lambda: boggle.Solver(lex))]
    built, rows = {}, []
    build_seconds = {}
    for name, build in builds:
        build_seconds[name], built[name] = best_time(build, args.rounds)
        rows.append((f"build: {name}", f"{build_seconds[name]:.3f} s", "", ""))
    trie, solver = (built[name] for name, _ in builds)
    load_seconds = read_seconds = None
    if not args.no_prolog:
        def load() -> None:
            boggle_prolog._loaded.clear()
            boggle_prolog.load(lex)
        with tempfile.TemporaryDirectory() as cache:
            os.environ["WORDLOG_CACHE"] = "off"         # built from the word list
            load_seconds, _ = best_time(load, 1)
            os.environ["WORDLOG_CACHE"] = cache         # saved once, then read back (large lists)
            load()
            read_seconds, _ = best_time(load, 1)
        rows.append(("build: boggle.pl trie (one term) from the word list", f"{load_seconds:.3f} s", "", ""))
        rows.append(("boggle.pl trie read back from its saved file", f"{read_seconds:.3f} s", "", ""))

    def counted(found_lists) -> list[tuple[int, int]]:
        """The number of words and the score of each list, as a textbook counts them."""
        return [(len(f), sum(boggle.SCORES[min(len(w), 8)] for w in f)) for f in found_lists]

    micros: dict[tuple[str, str], float] = {}
    for kind, boards in sets.items():
        grids = [[list(row) for row in b.grid()] for b in boards]
        solvers: list[tuple[str, Callable[[], list[tuple[int, int]]]]] = [
            (TEXTBOOK, lambda: counted(textbook_solve(trie, g, 3) for g in grids)),
            (ONE_A_CALL, lambda: [solver.scores([b])[0] for b in boards]),
            (ALL_IN_ONE, lambda: solver.scores(boards)),
        ]
        if not args.no_prolog:
            solvers.append((PROLOG, lambda: boggle_prolog.scores(boards, lex)))
        answers = {}
        for name, solve in solvers:
            seconds, answers[name] = best_time(solve, args.rounds)
            micros[kind, name] = seconds / len(boards) * 1e6
        first = answers[TEXTBOOK]
        for name, answer in answers.items():
            if answer != first:
                raise SystemExit(f"{name} disagrees with the textbook search on the {kind} boards")
        points = sum(score for _, score in first)
        rows.append((f"**{kind} boards**: {len(boards):,}, {points / len(boards):,.0f} points each", "", "", ""))
        reference = args.danvk[0 if kind == "random" else 1]
        rows.append(("danvk's Boggler<4,4> (C++, measured beside)", f"{reference:,.0f} µs", "1.00x", ""))
        for name, _ in solvers:
            rows.append((name, f"{micros[kind, name]:,.0f} µs", f"{micros[kind, name] / reference:.2f}x",
                         f"{micros[kind, TEXTBOOK] / micros[kind, name]:.2f}x"))
    enable = len(words) == ENABLE2K
    targets: list[tuple[str, str, bool | None]] = []
    for name, most in TARGETS:
        if (name == PROLOG) and args.no_prolog:
            continue
        for kind, reference in zip(sets, args.danvk):
            ratio = micros[kind, name] / reference
            targets.append((f"{name}, {kind} boards: at most {most:g}x danvk", f"{ratio:.2f}x",
                            ratio <= most if enable else None))
    build = build_seconds[builds[1][0]]
    targets.append((f"wordlog Solver's trie for ENABLE2K ({ENABLE2K:,} words) built in 0.5 s",
                    f"{build:.3f} s" + ("" if enable else f" for {len(words):,} words"),
                    build <= 0.5 if enable else None))
    if load_seconds is not None and read_seconds is not None:
        targets.append(("ENABLE2K into Prolog within 1 s, from the word list", f"{load_seconds:.3f} s" + ("" if enable else f" for {len(words):,} words"),
                        load_seconds <= 1.0 if enable else None))
        targets.append(("ENABLE2K into Prolog within 1 s, read back from its saved file", f"{read_seconds:.3f} s" + ("" if enable else f" for {len(words):,} words"),
                        read_seconds <= 1.0 if enable else None))
    table = [f"Boggle: 4x4 boards, words of {lex.name} ({len(words):,} words). CPU time a board, best of "
             f"{args.rounds} rounds; danvk's figures measured beside (--danvk).", "",
             "| what | time | vs danvk | textbook's time / this |", "| --- | ---: | ---: | ---: |",
             *(f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows), "",
             "| target | measured | met |", "| --- | ---: | --- |",
             *(f"| {a} | {b} | {MET[met]} |" for a, b, met in targets)]
    print("\n".join(table))
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text("\n".join(table) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
