"""The benchmark's tools: timing loops, order statistics, Markdown tables, machine facts.

Nothing here knows about word ladders; ``run.py`` holds the benchmarks themselves.

>>> t = Timing([[1.0, 4.0, 2.0], [3.0, 2.0, 2.0]])
>>> t.per_query, t.median, t.spread
([2.0, 3.0, 2.0], 2.0, (2.0, 2.0))
>>> print(Table(["engine", "ms"], [["a", 1.5]]).markdown())
| engine | ms |
|:--|--:|
| a | 1.5 |
"""
from __future__ import annotations

import gc
import os
import platform
import statistics
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

Pair = tuple[str, str]


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0..100) by linear interpolation between order statistics.

    >>> percentile([1, 2, 3, 4, 5], 95)
    4.8
    """
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    k = (len(ordered) - 1) * q / 100
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


@dataclass
class Timing:
    """Seconds per query: ``rounds[r][i]`` is query ``i`` in round ``r``.

    A query's time is its median over the rounds; the summary is the median and the 95th
    percentile of those over the queries; the spread is the lowest and highest median of a
    single round (how much the whole run moved from round to round).
    """

    rounds: list[list[float]]

    @property
    def per_query(self) -> list[float]:
        return [statistics.median(times) for times in zip(*self.rounds)]

    @property
    def median(self) -> float:
        return statistics.median(self.per_query) if self.rounds and self.rounds[0] else float("nan")

    @property
    def p95(self) -> float:
        return percentile(self.per_query, 95)

    @property
    def total(self) -> float:
        """The sum over the queries of their times (the cost of the whole set)."""
        return sum(self.per_query)

    @property
    def spread(self) -> tuple[float, float]:
        medians = [statistics.median(r) for r in self.rounds if r]
        return (min(medians), max(medians)) if medians else (float("nan"), float("nan"))

    def round_ratios(self, other: "Timing") -> list[float]:
        """Per round, the median of ``other`` over the median of this timing: the ratio as
        each round measured it, the two taking turns (how far the ratio moves with the
        machine). The same queries; rounds beyond the shorter timing's are left out.

        >>> Timing([[1.0, 2.0], [2.0, 2.0]]).round_ratios(Timing([[4.0, 2.0], [2.0, 6.0]]))
        [2.0, 2.0]
        """
        return [ratio(statistics.median(theirs), statistics.median(ours))
                for ours, theirs in zip(self.rounds, other.rounds)]

    def prefix(self, n: int) -> "Timing":
        """The timing of the first ``n`` queries only."""
        return Timing([r[:n] for r in self.rounds])


#: The clocks a benchmark can use: this thread's CPU time (what other processes on a busy
#: machine disturb least) or wall-clock time.
CLOCKS = {"cpu": time.thread_time, "wall": time.perf_counter}
clock = CLOCKS["cpu"]


def use_clock(name: str) -> None:
    """Time with ``name`` (``cpu`` or ``wall``) from now on."""
    global clock
    clock = CLOCKS[name]


def clock_cost(samples: int = 2000) -> float:
    """What reading the clock twice adds to a timed interval (the median of empty intervals)."""
    read = clock
    gaps = []
    for _ in range(samples):
        start = read()
        gaps.append(read() - start)
    return statistics.median(gaps)


def time_side_by_side(runs: dict[str, tuple[Callable[[str, str], object], Sequence[Pair], int, int]]
                      ) -> dict[str, tuple[Timing, list]]:
    """Time several ``name: (call, pairs, rounds, warmup)`` in turns, round by round, so a busy
    moment of the machine falls on all of them alike. Every other round takes them in the
    reverse order, so a machine that speeds up or slows down during the run favours none.

    Each gets its untimed warm-up passes first. Returns per name the timing and what the
    calls returned (in the warm-up pass, or else the first round), so the answers can be
    checked without another pass. The collector runs before each pass; the cost of
    reading the clock is taken off every time. A call's answer is freed after the clock
    is read, so no query pays for freeing the one before.
    """
    read, cost = clock, clock_cost(200)
    answers: dict[str, list] = {name: [] for name in runs}
    tables: dict[str, list[list[float]]] = {name: [] for name in runs}
    for name, (call, pairs, _, warmup) in runs.items():
        for _ in range(warmup):
            answers[name] = [call(a, b) for a, b in pairs]
    for r in range(max((rounds for _, _, rounds, _ in runs.values()), default=0)):
        turns = list(runs.items())
        for name, (call, pairs, rounds, warmup) in turns[::-1] if r % 2 else turns:
            if r >= rounds:
                continue
            gc.collect()
            keep = not warmup and r == 0
            spent = []
            for a, b in pairs:
                start = read()
                answer = call(a, b)
                stop = read()
                spent.append(max(stop - start - cost, 0.0))
                if keep:
                    answers[name].append(answer)
                del answer      # freed here, not inside the next query's interval
            tables[name].append(spent)
    return {name: (Timing(tables[name]), answers[name]) for name in runs}


def time_once(call: Callable[[], object], rounds: int, warmup: int = 0) -> list[float]:
    """Seconds taken by ``call()``, once per round (after ``warmup`` untimed calls).

    What the call returns is freed after the clock is read, so freeing a big result
    (an index, a graph) is not counted as making it.
    """
    read = clock
    for _ in range(warmup):
        call()
    spent = []
    for _ in range(rounds):
        gc.collect()
        start = read()
        made = call()
        spent.append(read() - start)
        del made
    return spent


def peak_memory(build: Callable[[], object]) -> tuple[object, int]:
    """What ``build()`` returns and the peak bytes it allocated (tracemalloc), kept alive."""
    import tracemalloc
    gc.collect()
    tracemalloc.start()
    try:
        made = build()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return made, peak


def us(seconds: float) -> str:
    """Microseconds, three significant figures or so.

    >>> us(0.0000123), us(0.0123), us(12.3)
    ('12.3', '12,300', '12,300,000')
    """
    value = seconds * 1e6
    if value != value:
        return "-"
    return f"{value:,.1f}" if value < 100 else f"{value:,.0f}"


def ms(seconds: float) -> str:
    """Milliseconds.

    >>> ms(0.0123), ms(1.5)
    ('12.3', '1,500')
    """
    value = seconds * 1e3
    if value != value:
        return "-"
    return f"{value:,.2f}" if value < 10 else f"{value:,.1f}" if value < 100 else f"{value:,.0f}"


def ratio(a: float, b: float) -> float:
    """``a / b``, infinite when ``b`` is 0 and NaN when either is unknown."""
    if a != a or b != b:
        return float("nan")
    return a / b if b else float("inf")


def times(x: float) -> str:
    """A ratio written as a factor.

    >>> times(2.345), times(123.4)
    ('2.35x', '123x')
    """
    if x != x:
        return "-"
    return f"{x:.2f}x" if x < 10 else f"{x:.1f}x" if x < 100 else f"{x:,.0f}x"


def megabytes(n: int | None) -> str:
    return "-" if n is None else f"{n / 1e6:.1f} MB"


@dataclass
class Table:
    """A Markdown table; the first column is left-aligned, the others right-aligned."""

    header: list[str]
    rows: list[list[object]]

    def markdown(self) -> str:
        align = [":--"] + ["--:"] * (len(self.header) - 1)
        lines = ["| " + " | ".join(self.header) + " |", "|" + "|".join(align) + "|"]
        lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in self.rows]
        return "\n".join(lines)


class Report:
    """The report, built as Markdown; each line is also printed (standard output) as it
    comes, so a long run shows its progress."""

    def __init__(self, echo: bool = True) -> None:
        self.lines: list[str] = []
        self.echo = echo

    def add(self, text: str = "") -> None:
        self.lines.append(text)
        if self.echo:
            print(text, flush=True)

    def table(self, table: Table) -> None:
        self.add(table.markdown())
        self.add()

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def cpu_model() -> str:
    """The CPU's model name (Linux /proc/cpuinfo), else what ``platform`` knows."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def memory_total() -> str:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return f"{int(line.split()[1]) / 1e6:.1f} GB"
    except (OSError, ValueError):
        pass
    return "unknown"


def cores() -> str:
    logical = os.cpu_count() or 0
    try:
        usable = len(os.sched_getaffinity(0))
    except AttributeError:
        usable = logical
    return f"{logical} logical" + (f", {usable} usable" if usable != logical else "")


def load_average() -> str:
    try:
        return " / ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def package_version(name: str) -> str:
    from importlib import metadata
    try:
        return metadata.version(name)
    except metadata.PackageNotFoundError:
        return "not installed"


def git_revision(root: Path) -> str:
    """The commit of the working tree, with ``+changes`` when it has uncommitted edits."""
    try:
        head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=root, capture_output=True,
                              text=True, timeout=10).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=root,
                               capture_output=True, text=True, timeout=10).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return (head or "unknown") + (" +changes" if dirty else "")


def median(values: Iterable[float]) -> float:
    values = list(values)
    return statistics.median(values) if values else float("nan")
