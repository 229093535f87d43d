"""All shortest ladders, their count and the friendliest: Python and Prolog agree.

Fixed cases on the bundled default lexicon (SCOWL size <= 60) were checked by hand
against a plain BFS that enumerates every path; generated cases compare the two
engines and a brute-force enumeration written here.
"""
from __future__ import annotations

import io
import json
import sys
from collections import deque
from itertools import product

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from conftest import GRID
from wordlog import BfsEngine, PrologEngine, all_ladders, bundled, from_words, friendly_ladder


def brute_force(start, target, words):
    """Every shortest ladder by enumerating paths layer by layer (fine for tiny lists)."""
    words = set(words)
    if target not in words:
        return []
    if start == target:
        return [[start]]
    paths, done = [[start]], []
    while paths and not done:
        grown = []
        for path in paths:
            for w in sorted(words):
                if w not in path and len(w) == len(path[-1]) and sum(a != b for a, b in zip(w, path[-1])) == 1:
                    grown.append(path + [w])
        done = sorted(p for p in grown if p[-1] == target)
        paths = grown
    return done


def test_cold_warm_on_default_lexicon():
    ladders = all_ladders("cold", "warm")
    assert len(ladders) == 6 and all(len(ladder) == 5 for ladder in ladders)
    assert ladders == sorted(ladders)
    assert ["cold", "cord", "card", "ward", "warm"] in ladders


def test_friendly_classics_both_engines():
    lex = bundled()
    for engine in (BfsEngine(lex), PrologEngine(lex)):
        assert engine.friendly("cold", "warm") == ["cold", "cord", "card", "ward", "warm"]
        assert engine.friendly("ape", "man") == ["ape", "apt", "opt", "oat", "mat", "man"]
    assert friendly_ladder("cold", "warm") == ["cold", "cord", "card", "ward", "warm"]


def test_grid_counts_without_listing():
    # {a,b,c}^3 + x: from aaax to cccx every order of the three changes, 3! ways.
    for engine in (BfsEngine(from_words(GRID)), PrologEngine(from_words(GRID))):
        assert engine.count("aaax", "cccx") == 6
        assert engine.all_ladders("aaax", "cccx", limit=2) == [
            ["aaax", "aacx", "accx", "cccx"], ["aaax", "aacx", "cacx", "cccx"]]


def test_count_of_a_huge_grid_is_exact():
    words = ["".join("ab"[(n >> i) & 1] for i in range(10)) for n in range(1024)]
    lex = from_words(words)
    # 10 letters to change, in any order: 10! shortest ladders, counted, not listed.
    assert BfsEngine(lex).count("a" * 10, "b" * 10) == PrologEngine(lex).count("a" * 10, "b" * 10) == 3628800
    assert len(PrologEngine(lex).all_ladders("a" * 10, "b" * 10, limit=3)) == 3


@st.composite
def lexicon_with_tiers(draw):
    length = draw(st.integers(2, 3))
    word = st.text("abc", min_size=length, max_size=length)
    words = draw(st.lists(word, min_size=2, max_size=20, unique=True))
    tiers = {w: draw(st.sampled_from([10, 20, 35, 50, 60, 70, 95])) for w in words}
    start = draw(word)
    return words, tiers, start, draw(st.sampled_from(words))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(lexicon_with_tiers())
def test_engines_agree_with_brute_force(case):
    words, tiers, start, target = case
    lex = from_words(words, tiers=tiers)
    expected = brute_force(start, target, words)
    python, prolog = BfsEngine(lex), PrologEngine(lex)
    assert python.all_ladders(start, target) == prolog.all_ladders(start, target) == expected
    assert python.count(start, target) == prolog.count(start, target) == len(expected)
    friendly = python.friendly(start, target)
    assert prolog.friendly(start, target) == friendly
    if expected and start != target:
        def score(ladder):
            middle = [tiers[w] for w in ladder[1:-1]]
            return (max(middle, default=0), sum(middle), ladder)
        assert friendly == min(expected, key=score)


def test_cli_all_with_limit(wordlog_cli):
    done = wordlog_cli("ladder", "cold", "warm", "--all", "--limit", "2", "--json")
    answer = json.loads(done.stdout)
    assert done.returncode == 0
    assert answer["word_count"] == 5 and answer["ladder_count"] == 6 and len(answer["ladders"]) == 2
    text = wordlog_cli("ladder", "cold", "warm", "--all", "--limit", "2", "--engine", "bfs").stdout
    assert text.splitlines()[-1] == "# 2 of 6 shortest ladders of 5 words"


def test_start_equal_to_a_target_outside_the_lexicon_has_no_ladder():
    lex = from_words(["ab", "bb"])
    for engine in (BfsEngine(lex), PrologEngine(lex)):
        assert engine.ladder("zz", "zz") == [] and engine.all_ladders("zz", "zz") == []
        assert engine.count("zz", "zz") == 0 and engine.friendly("zz", "zz") == []
        assert engine.all_ladders("ab", "ab") == [["ab"]] and engine.count("ab", "ab") == 1


def test_a_limit_past_sys_maxsize_lists_them_all(wordlog_cli):
    """--limit 99999999999999999999 (more than islice takes) lists them all, with --engine bfs too."""
    assert len(BfsEngine(bundled()).all_ladders("cold", "warm", 10**20)) == 6
    for engine in ("bfs", "astar"):
        done = wordlog_cli("ladder", "cold", "warm", "--all", "--limit", "99999999999999999999",
                           "--engine", engine, "--json")
        assert done.returncode == 0 and done.stderr == ""
        assert len(json.loads(done.stdout)["ladders"]) == 6


def test_cli_all_says_one_shortest_ladder_in_the_singular(wordlog_cli, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("hot\ndot\ndog\n", encoding="utf-8")
    for engine in ("astar", "bfs"):
        done = wordlog_cli("ladder", "hot", "dog", "--all", "--words", str(words), "--engine", engine)
        assert done.stdout.splitlines() == ["hot dot dog", "# 1 shortest ladder of 3 words"]


def long_chain(steps: int) -> list[str]:
    """A ladder of ``2 * steps + 1`` two-letter words and nothing else: the first letters
    are CJK ideographs from U+4E00, the second from U+6000 (letters, so words), and word
    ``x_i y_i`` leads only to ``x_i+1 y_i``, which leads only to ``x_i+1 y_i+1``."""
    xs = [chr(0x4E00 + i) for i in range(steps + 1)]
    ys = [chr(0x6000 + i) for i in range(steps + 1)]
    return [w for i in range(steps) for w in (xs[i] + ys[i], xs[i + 1] + ys[i])] + [xs[steps] + ys[steps]]


def test_count_and_friendly_on_a_ladder_of_thousands_of_words(wordlog_cli, tmp_path):
    """Counting and choosing the friendliest recurse no Python call per word of the ladder:
    on a ladder of ~500 words or more, count(), friendly(), `ladder --all` and `--friendly`
    (bfs) and `graph` answer, no RecursionError traceback."""
    chain = long_chain(1500)
    start, target = chain[0], chain[-1]
    python = BfsEngine(from_words(chain))
    assert python.count(start, target) == 1
    assert python.friendly(start, target) == chain and python.all_ladders(start, target) == [chain]
    assert friendly_ladder(start, target, chain) == chain
    words = tmp_path / "chain.txt"
    words.write_text("\n".join(chain) + "\n", encoding="utf-8")
    done = wordlog_cli("ladder", start, target, "--all", "--engine", "bfs", "--words", str(words))
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines() == [" ".join(chain), "# 1 shortest ladder of 3,001 words"]
    done = wordlog_cli("ladder", start, target, "--friendly", "--engine", "bfs", "--words", str(words))
    assert done.returncode == 0 and done.stdout == " -> ".join(chain) + "  (3,001 words)\n"
    done = wordlog_cli("graph", start, target, "--out", str(tmp_path / "chain.dot"), "--words", str(words))
    assert done.returncode == 0 and done.stderr == ""
    assert (tmp_path / "chain.dot").read_text(encoding="utf-8").count(" -> ") >= 3000


def test_an_interrupted_json_listing_prints_no_half_line(monkeypatch):
    """`ladder --all --json --engine bfs` writes its one JSON line only once it is whole, so
    Ctrl-C in the middle of a long listing (--words of {a,b}^10: 49 MB after 1.5 s) leaves
    no half line on standard output: the README says a line half printed is dropped and
    every other JSON answer is printed in one write. Standard output here is what the
    command line makes it, line-buffered over a pipe's bytes."""
    from wordlog.cli.ladder import print_ladders_json
    sent = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(sent, encoding="utf-8", line_buffering=True))

    def interrupted(n):
        yield from (["müde", f"w{i:06d}"] for i in range(n))
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        print_ladders_json({"start": "müde", "count": 10**6}, interrupted(20_000), "bfs")
    sys.stdout.flush()
    assert sent.getvalue() == b""
    ladders = [["müde", f"w{i:06d}"] for i in range(20_000)]
    print_ladders_json({"start": "müde", "count": 20_000}, iter(ladders), "bfs")
    line = sent.getvalue().decode("utf-8")
    assert line.endswith("}\n") and line.count("\n") == 1
    assert json.loads(line) == {"start": "müde", "count": 20_000, "ladders": ladders, "engine": "bfs"}


@st.composite
def words_and_two_ends(draw):
    """Half or more of the words of one length (over 'abc', or 'ab' for 4 letters: many
    ladders of one length), a few of other lengths, at times none at all; and a start
    and a target: each a word of the list, another word of its length, or any text."""
    length = draw(st.integers(1, 4))
    every = ["".join(w) for w in product("ab" if length == 4 else "abc", repeat=length)]
    words = draw(st.lists(st.sampled_from(every), min_size=len(every) // 2, max_size=20, unique=True)
                 if draw(st.integers(0, 9)) else st.just([]))
    words += draw(st.lists(st.text("abc", min_size=1, max_size=4), max_size=3))
    end = st.one_of(st.sampled_from(words or every), st.sampled_from(every), st.text("abcd", max_size=4))
    ends = [draw(st.sampled_from(words)) if words and draw(st.booleans()) else draw(end) for _ in range(2)]
    return draw(st.permutations(words)), ends[0], ends[1]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(words_and_two_ends())
def test_shortest_dag_from_both_ends_is_every_shortest_ladder(case):
    """ladders.shortest_dag meets two searches in the middle over the index's numbers; the
    engines call it only for two words of one component, so here it is called directly:
    starts outside the list (no number), targets outside it, words of other lengths, an
    empty list, a start with no neighbours, a start that is the target. Its DAG is the brute
    force's ladders, link by link, and no ladder is ``exists`` False."""
    from wordlog.graph import WordGraph
    from wordlog.ladders import shortest_dag
    words, start, target = case
    dag = shortest_dag(WordGraph(words), start, target)
    expected = brute_force(start, target, words)
    links: dict[str, set[str]] = {}
    for ladder in expected:
        for word, after in zip(ladder, ladder[1:]):
            links.setdefault(word, set()).add(after)
    assert dag.exists == bool(expected)
    assert dict(dag.children) == {word: tuple(sorted(after)) for word, after in links.items()}
    assert dag.ladders() == expected and dag.count() == len(expected)


def test_shortest_dag_of_a_word_to_itself_needs_the_word_in_the_list():
    """As every engine answers (a target outside the list has no ladder, the start need
    not be in it), shortest_dag gives no ladder from zzz to zzz over a list without zzz,
    not the one-word ladder ['zzz']."""
    from wordlog.graph import WordGraph
    from wordlog.ladders import shortest_dag
    index = WordGraph(["hot", "dot"])
    outside, inside = shortest_dag(index, "zzz", "zzz"), shortest_dag(index, "hot", "hot")
    assert (outside.exists, outside.length, outside.count(), outside.ladders()) == (False, 0, 0, [])
    assert (inside.exists, inside.length, inside.count(), inside.ladders()) == (True, 1, 1, [["hot"]])
    assert BfsEngine(["hot", "dot"]).ladder("zzz", "zzz") == []
