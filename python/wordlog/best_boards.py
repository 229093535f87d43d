"""The search for high-scoring Boggle boards: tabu search over letter changes and swaps.

A board's neighbours are the boards one move away: another letter in one cell, or two
cells' letters swapped (with dice, another face of a cell's die, or two dice swapped).
Each step scores every neighbour, which :meth:`~wordlog.boggle.Solver.change_scores` does
cheaply by searching again only the paths through the changed cells, and moves to the
best one even when it scores less than the board it leaves: that is how the search gets
off a local maximum. What keeps it from walking straight back is the tabu list: for
:data:`TENURE` steps a move may not put back a letter that a cell has just lost, unless it
makes a board better than any of this run's. A run that has not improved on its best
board for :data:`STALL` steps starts again from a new random board.

With ENABLE2K, greedy hill climbing from random 4x4 boards stops on local maxima of
about 2,400-3,500 points. This search reaches ``perslatgsineters`` (3,625 points, proven
the best by Dan Vanderkam in 2025) after 30,000 to 500,000 boards scored, 3 to 45 s of
one core, as the seed falls; a run that wanders off to the 3,603-point board and its
like is what makes the long waits. Workers searching at once in separate processes
(:func:`best_boards`'s ``workers``) make a long wait less likely.

>>> from wordlog.boggle import Solver, parse_board
>>> found = best_boards(Solver(["tab", "bat", "tabs", "stab", "bats"]), 2, 2, seed=1,
...                     start=parse_board("tb/ax"), min_length=3)
>>> [(b.spec, points) for b, points, _ in [next(found), next(found)]]
[('tb/ax', 2), ('tb/as', 5)]
"""
from __future__ import annotations

import multiprocessing
import queue
import random
import time
import traceback
from typing import Callable, Iterator, Sequence

import numpy as np

from .boggle import QU, Board, Solver, least_length

#: Steps for which a move may not put back the letter a cell lost, and the steps a run
#: goes on without beating its best board before it starts again from a random one.
TENURE, STALL = 10, 100

#: A worker reports the boards it has scored at most this often, in seconds.
REPORT_EVERY = 0.2

#: What :func:`best_boards` yields: a board, its points, the boards scored so far.
Found = tuple[Board, int, int]


def best_boards(solver: Solver, rows: int, cols: int, *, dice: Sequence[Sequence[str]] | None = None,
                seed: object = None, min_length: int | None = None, start: Board | None = None,
                stop: Callable[[int], bool] = lambda scored: False, workers: int = 1) -> Iterator[Found]:
    """High-scoring boards of ``rows`` x ``cols`` by tabu search (the module's header): each
    board that beats the best so far, as (board, points, boards scored so far), until
    ``stop(boards scored so far)``, asked after each step, is true.

    With ``dice`` (the faces of each die, one die a cell) the boards are those the dice can
    show; else any letter of the solver's words may go in any cell. The first run starts
    from ``start`` when given (letters only). The same ``seed`` gives the same boards in the
    same order. With ``workers`` > 1, that many processes search at once (forked, so the
    solver is shared, not copied), worker k with the seed ``seed/k`` (worker 0 with ``seed``
    itself), all from ``start`` when given; which of them finds a board first depends on
    the machine, so only each worker's own boards are the same from run to run.
    """
    if workers <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        yield from search(solver, rows, cols, dice=dice, seed=seed, min_length=min_length, start=start,
                          stop=stop)
        return
    for shown, points, scored in _in_parallel(workers, stop, lambda k, report: _worker(
            solver, rows, cols, dice, seed if k == 0 else f"{seed}/{k}", min_length, start, k, report)):
        yield Board(rows, cols, shown), points, scored


def search(solver: Solver, rows: int, cols: int, *, dice: Sequence[Sequence[str]] | None = None,
           seed: object = None, min_length: int | None = None, start: Board | None = None,
           stop: Callable[[int], bool] = lambda scored: False) -> Iterator[Found]:
    """:func:`best_boards` in this process: one tabu search, restarted when it stalls."""
    rng = random.Random(seed)                   # type: ignore[arg-type]
    size = rows * cols
    if dice is not None and len(dice) != size:
        raise ValueError(f"{len(dice)} dice do not fill a {rows}x{cols} board")
    if start is not None and dice is not None:
        raise ValueError("a start board goes with letters, not dice")
    code = solver.codes
    letters = sorted({QU if c == "q" else c for c in code}) or ["a"]
    faces_of = [sorted(set(d)) for d in dice] if dice is not None else [letters] * size
    width = len(code) + 1

    def coded(shown: Sequence[str]) -> np.ndarray:
        return np.array([code.get(face[0], 0) for face in shown] + [0])

    def fresh() -> tuple[list[int], list[str]]:
        order = list(range(size))
        if dice is not None:
            rng.shuffle(order)
        return order, [rng.choice(faces_of[d]) for d in order]

    scored, best = 0, -1
    order, shown = (list(range(size)), list(start.dice)) if start is not None else fresh()
    least = least_length(Board(rows, cols, tuple(shown)), min_length)
    points = np.where(solver.letters >= least, solver.points, 0)
    while True:
        now = coded(shown)
        points_now = solver.scores([Board(rows, cols, tuple(shown))], least)[0][1]
        scored += 1
        run_best, since = points_now, 0
        until = np.zeros((size + 1, width), dtype=np.int64)    # the step until which a letter may not come back
        step = 0
        while since < STALL:
            if points_now > best:
                best = points_now
                yield Board(rows, cols, tuple(shown)), points_now, scored
            if stop(scored):
                return
            moves = [(cell, face) for cell in range(size) for face in faces_of[order[cell]] if face != shown[cell]]
            moves += [(a, b) for a in range(size) for b in range(a + 1, size)
                      if dice is not None or shown[a] != shown[b]]
            if not moves:
                since = STALL
                break
            cells = np.array([(c, size) if isinstance(x, str) else (c, x) for c, x in moves])
            faces = np.array([(code.get(x[0], 0), 0) if isinstance(x, str) else (now[x], now[c])
                              for c, x in moves])
            scores = solver.change_scores(now, rows, cols, cells, faces, points)
            scored += len(moves)
            step += 1
            taboo = (until[cells, faces] > step).any(axis=1) & (scores <= run_best)
            allowed = np.where(taboo, -1, scores) if not taboo.all() else scores
            top = int(allowed.max())
            pick = moves[rng.choice(np.flatnonzero(allowed == top).tolist())]
            cell, other = pick
            until[cell, now[cell]] = step + TENURE
            if isinstance(other, str):
                shown[cell] = other
            else:
                until[other, now[other]] = step + TENURE
                shown[cell], shown[other] = shown[other], shown[cell]
                order[cell], order[other] = order[other], order[cell]
            now = coded(shown)
            points_now = top
            if points_now > run_best:
                run_best, since = points_now, 0
            else:
                since += 1
        order, shown = fresh()


def _worker(solver: Solver, rows: int, cols: int, dice: Sequence[Sequence[str]] | None, seed: object,
            min_length: int | None, start: Board | None, k: int, report: Callable[[tuple], None]) -> None:
    """Worker k of :func:`best_boards`: report (k, dice or None, points, scored) for each of its
    boards that beats its best, and every :data:`REPORT_EVERY` seconds its count of boards."""
    last = time.monotonic()

    def tell(scored: int) -> bool:
        nonlocal last
        if time.monotonic() - last >= REPORT_EVERY:
            last = time.monotonic()
            report((k, None, 0, scored))
        return False

    for board, points, scored in search(solver, rows, cols, dice=dice, seed=seed, min_length=min_length,
                                        start=start, stop=tell):
        report((k, board.dice, points, scored))


def _in_parallel(workers: int, stop: Callable[[int], bool],
                 work: Callable[[int, Callable[[tuple], None]], None]) -> Iterator[tuple[tuple, int, int]]:
    """Run ``work(k, report)`` for k < ``workers`` in forked processes; yield the dice of
    each board they report (k, dice, points, scored) that beats the best so far, its
    points and the boards all have scored, until ``stop`` says so; then end the processes."""
    context = multiprocessing.get_context("fork")
    reports: multiprocessing.Queue = context.Queue()

    def run(k: int) -> None:
        try:
            work(k, reports.put)
        except BaseException:                       # the parent raises it
            reports.put((k, "error", traceback.format_exc()))

    processes = [context.Process(target=run, args=(k,), daemon=True) for k in range(workers)]
    for process in processes:
        process.start()
    try:
        counts, best = [0] * workers, -1
        while True:
            try:
                message = reports.get(timeout=REPORT_EVERY)
            except queue.Empty:
                message = None
            if message is not None:
                if message[1] == "error":
                    raise RuntimeError(f"a best-board worker failed:\n{message[2]}")
                k, shown, points, counts[k] = message
                if shown is not None and points > best:
                    best = points
                    yield shown, points, sum(counts)
            if stop(sum(counts)):
                return
    finally:
        for process in processes:
            process.terminate()
        for process in processes:
            process.join()
        reports.close()

