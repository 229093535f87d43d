"""The Boggle benchmark: boards scored a second by each solver, side by side in one run.

    .venv/bin/python tests/bench/boggle.py [--words FILE] [--boards N] [--rounds N]

Boards are rolled with the new dice (seeds 0, 1, 2, ...) and each solver scores the same
ones; every solver's counts and scores must agree, or the run fails. The solvers:

* the textbook trie search, written here as the common way is: a trie of nested dicts,
  a recursive depth-first search over the 8 directions with a set of visited cells;
* wordlog's PlainSolver (the cross-check), its Solver one board a call (``scores([board])``,
  as a program scoring its boards one by one calls it), and Solver with all boards in one
  call (as ``boggle --boards`` and ``boggle best`` use it);
* boggle.pl, all boards in one query (only the two numbers per board come back).

Times are CPU seconds of this process (Prolog runs in it), the best of ``--rounds``
rounds, so that other work on a shared machine counts less; the ratios are what to read.
A second table gives the targets: wordlog's Solver, a board a call, at least 4x the textbook
search; boggle.pl at least as fast as it; the Solver's trie for ENABLE2K built in under
0.5 s (judged only when ``--words`` is ENABLE2K, by its number of words).
Without ``--words`` the words are the bundled lexicon at its largest (tier 95).
"""
from __future__ import annotations

import argparse
import sys
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


# --- measuring --------------------------------------------------------------------------------

TEXTBOOK = "textbook trie search, a board a call"
ONE_A_CALL = "wordlog Solver, a board a call"
PROLOG = "boggle.pl, all boards in one query"
#: The words of ENABLE2K, the list the trie's target is set for.
ENABLE2K = 173_528
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
    parser.add_argument("--boards", type=int, default=1000, help="4x4 boards to score (default 1000)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds per solver, the best kept (default 3)")
    parser.add_argument("--no-prolog", action="store_true", help="leave out boggle.pl")
    parser.add_argument("--out", help="also write the table to this file")
    args = parser.parse_args()
    if args.words:
        lines = Path(args.words).read_text(encoding="utf-8").split()
        lex = from_words(lines, args.words)
    else:
        lex = bundled(95)
    words = list(lex.words)
    boards = [roll(NEW, seed) for seed in range(args.boards)]
    grids = [[list(row) for row in b.grid()] for b in boards]

    builds = [("textbook trie (nested dicts)", lambda: textbook_trie(words)),
              ("wordlog PlainSolver (nested dicts)", lambda: boggle.PlainSolver(lex)),
              ("wordlog Solver (a table of ints, numpy)", lambda: boggle.Solver(lex))]
    built, build_seconds = {}, {}
    rows = []
    for name, build in builds:
        build_seconds[name], built[name] = best_time(build, args.rounds)
        rows.append((f"build: {name}", f"{build_seconds[name]:.3f} s", ""))
    trie, plain, solver = (built[name] for name, _ in builds)

    def counted(found_lists) -> list[tuple[int, int]]:
        """The number of words and the score of each list, as a textbook counts them."""
        return [(len(f), sum(boggle.SCORES[min(len(w), 8)] for w in f)) for f in found_lists]

    solvers: list[tuple[str, Callable[[], list[tuple[int, int]]]]] = [
        (TEXTBOOK, lambda: counted(textbook_solve(trie, g, 3) for g in grids)),
        ("wordlog PlainSolver, a board a call", lambda: counted(plain.solve(b) for b in boards)),
        (ONE_A_CALL, lambda: [solver.scores([b])[0] for b in boards]),
        ("wordlog Solver, all boards in one call", lambda: solver.scores(boards)),
    ]
    if not args.no_prolog:
        load_seconds, _ = best_time(lambda: boggle_prolog.load(lex), 1)
        rows.append(("build: boggle.pl trie (facts)", f"{load_seconds:.3f} s", ""))
        solvers.append((PROLOG, lambda: boggle_prolog.scores(boards, lex)))
    answers = {}
    rates = {}
    for name, solve in solvers:
        seconds, answers[name] = best_time(solve, args.rounds)
        rates[name] = len(boards) / seconds
    first = next(iter(answers.values()))
    for name, answer in answers.items():
        if answer != first:
            raise SystemExit(f"{name} disagrees with the textbook search")
    base = rates[solvers[0][0]]
    for name, _ in solvers:
        rows.append((name, f"{rates[name]:,.0f} boards/s", f"{rates[name] / base:.2f}x"))
    build = build_seconds[builds[2][0]]
    targets: list[tuple[str, str, bool | None]] = [
        (f"{ONE_A_CALL} at least 4x the textbook search", f"{rates[ONE_A_CALL] / base:.2f}x",
         rates[ONE_A_CALL] >= 4 * base)]
    if not args.no_prolog:
        targets.append((f"{PROLOG} at least as fast as the textbook search", f"{rates[PROLOG] / base:.2f}x",
                        rates[PROLOG] >= base))
    enable = len(words) == ENABLE2K         # the trie's target is set for ENABLE2K alone
    targets.append((f"wordlog Solver's trie for ENABLE2K ({ENABLE2K:,} words) built in under 0.5 s",
                    f"{build:.3f} s" + ("" if enable else f" for {len(words):,} words"),
                    build < 0.5 if enable else None))
    total = sum(score for _, score in first)
    table = [f"Boggle: {len(boards):,} 4x4 boards rolled with the new dice, words of {lex.name} "
             f"({len(words):,} words); {total:,} points in all. CPU time, best of {args.rounds} rounds.", "",
             "| what | time or rate | vs the textbook search |", "| --- | ---: | ---: |",
             *(f"| {a} | {b} | {c} |" for a, b, c in rows), "",
             "| target | measured | met |", "| --- | ---: | --- |",
             *(f"| {a} | {b} | {MET[met]} |" for a, b, met in targets)]
    print("\n".join(table))
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text("\n".join(table) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
