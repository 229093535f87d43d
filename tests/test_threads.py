"""Threads: many Python threads share the one Prolog engine, answers right, a silent exit.

Each test runs the threads in a fresh Python process, so it sees what a user sees:
every answer, every error, and whatever the process prints on its way out (never
"WARNING: Failed to stop Prolog threads" after threaded queries).
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
import textwrap

import pytest

from conftest import is_valid_ladder, run_in_threads
from wordlog.engines import BfsEngine
from wordlog.lexicon import bundled

#: The worker script: THREADS threads, each solving the ladders of its seeded pairs.
SCRIPT = textwrap.dedent("""
    import json, random, sys, threading
    from wordlog import prolog
    from wordlog.lexicon import bundled
    from wordlog.prolog.ladders import PrologEngine

    threads, per_thread, main_first, mixed = map(int, sys.argv[1:5])
    lex = bundled()
    engine = PrologEngine(lex, max_expansions=None)
    if main_first:
        assert engine.ladder("cold", "warm") == ["cold", "wold", "word", "worm", "warm"]

    def pairs(seed):
        rng = random.Random(seed)
        out = []
        for _ in range(per_thread):
            words = lex.of_length(rng.choice([3, 4, 5]))
            out.append((rng.choice(words), rng.choice(words)))
        return out

    results, errors = {}, []
    start = threading.Barrier(threads)

    def work(n):
        try:
            start.wait()
            answers = []
            for i, (a, b) in enumerate(pairs(n)):
                if mixed and i % 10 == 3:  # a limit hit in between changes nothing
                    try:
                        prolog.solve("repeat, fail", time_limit=0.02)
                        errors.append("no time limit")
                    except prolog.TimeLimitExceeded:
                        pass
                if mixed and i % 10 == 7:  # a Prolog error in between changes nothing
                    try:
                        prolog.solve("atom_length(_, _)")
                        errors.append("no error")
                    except prolog.PrologError:
                        pass
                answers.append([a, b, engine.ladder(a, b)])
            results[n] = answers
        except BaseException as error:
            errors.append(f"{type(error).__name__}: {error}")

    workers = [threading.Thread(target=work, args=(n,)) for n in range(threads)]
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print(json.dumps({"results": results, "errors": errors}))
""")


def run_threads(threads: int, per_thread: int, *, main_first: bool, mixed: bool = False) -> dict:
    done = subprocess.run([sys.executable, "-c", SCRIPT, str(threads), str(per_thread),
                           str(int(main_first)), str(int(mixed))],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr
    assert done.stderr == "", "the process printed on standard error (at exit?)"
    return json.loads(done.stdout)


def check(outcome: dict, threads: int, per_thread: int) -> None:
    assert outcome["errors"] == []
    assert sorted(outcome["results"]) == sorted(str(n) for n in range(threads))
    lex = bundled()
    bfs = BfsEngine(lex)
    found = 0
    for answers in outcome["results"].values():
        assert len(answers) == per_thread
        for start, target, ladder in answers:
            assert len(ladder) == bfs.length(start, target), (start, target, ladder)
            if ladder:
                found += 1
                assert is_valid_ladder(ladder, start, target, lex)
    assert found > threads * per_thread // 2  # most random pairs of the bundled words are joined


@pytest.mark.slow
@pytest.mark.parametrize("main_first", [True, False], ids=["main-thread-first", "threads-first"])
def test_threads_share_the_engine_and_exit_silently(main_first):
    outcome = run_threads(8, 30, main_first=main_first, mixed=True)
    check(outcome, 8, 30)


@pytest.mark.slow
@pytest.mark.parametrize("main_first", [True, False], ids=["main-thread-first", "threads-first"])
def test_eight_threads_solve_500_ladders_each(main_first):
    outcome = run_threads(8, 500, main_first=main_first)
    check(outcome, 8, 500)


def test_a_process_that_used_prolog_only_from_the_main_thread_exits_silently():
    done = subprocess.run([sys.executable, "-c", "from wordlog import prolog; print(prolog.first('X = 1'))"],
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, "{'X': 1}\n", "")


def test_threads_in_this_process_see_no_nested_query_error():
    """The same in the test process itself: 8 threads, mixed questions, every answer right."""
    from wordlog.lexicon import from_words
    from wordlog.prolog.ladders import PrologEngine
    words = ["hot", "dot", "dog", "lot", "log", "cog"]
    engine = PrologEngine(from_words(words))

    def work(n: int) -> None:
        rng = random.Random(n)
        for _ in range(40):
            question = rng.choice(["ladder", "count", "all", "lengths"])
            if question == "ladder":
                assert engine.ladder("hit", "cog") == ["hit", "hot", "dot", "dog", "cog"]
            elif question == "count":
                assert engine.count("hit", "cog") == 2
            elif question == "all":
                assert engine.all_ladders("hit", "cog") == [["hit", "hot", "dot", "dog", "cog"],
                                                            ["hit", "hot", "lot", "log", "cog"]]
            else:
                assert engine.lengths([("hit", "cog"), ("dot", "lot"), ("cog", "hit")]) == [5, 2, 0]

    assert run_in_threads(work, [(n,) for n in range(8)]) == []
