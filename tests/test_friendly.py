"""The friendliest ladder: among all shortest ladders, the one whose rarest word is most common,
then the smallest sum of tiers, then the first alphabetically (words between the two ends).

Checked on the bundled lexicon (Carroll's ape -> man, the blog's cold -> warm), on user lists
with a size column, and against brute force: every shortest ladder enumerated by a plain
depth-first search over an explicit word graph, with no bucket index and no DAG.
"""
from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from wordlog import BfsEngine, PrologEngine, bundled, friendly_ladder, from_words, ladder_chain
from wordlog.ladders import UNKNOWN_TIER
from wordlog.lexicon import SCOWL_SIZES

ENGINES = ["bfs", pytest.param("astar", marks=pytest.mark.prolog)]


# ---------------------------------------------------------------- fixed cases

@pytest.mark.parametrize("start,target,expected", [
    ("cold", "warm", ["cold", "cord", "card", "ward", "warm"]),
    ("ape", "man", ["ape", "apt", "opt", "oat", "mat", "man"]),       # Lewis Carroll's own
])
def test_friendliest_on_the_bundled_lexicon(start, target, expected):
    assert friendly_ladder(start, target) == expected
    assert BfsEngine(bundled()).friendly(start, target) == expected


def test_plain_shortest_ladder_is_not_always_friendly():
    """The reason for the feature: cold -> warm by the lessons' plain BFS goes through rarer words."""
    lex = bundled()
    plain, friendly = ladder_chain("cold", "warm", lex.of_length(4)), friendly_ladder("cold", "warm")
    assert len(plain) == len(friendly) == 5
    rarest = lambda ladder: max(lex.tier(w) for w in ladder[1:-1])
    assert rarest(friendly) == 35 < rarest(plain) == 55       # cord; wold
    assert BfsEngine(lex).count("cold", "warm") > 1


@pytest.mark.parametrize("engine", ENGINES)
@pytest.mark.parametrize("start,target,expected", [
    ("cold", "warm", "cold -> cord -> card -> ward -> warm  (5 words)"),
    ("ape", "man", "ape -> apt -> opt -> oat -> mat -> man  (6 words)"),
])
def test_cli_friendly(wordlog_cli, engine, start, target, expected):
    done = wordlog_cli("ladder", start, target, "--friendly", "--engine", engine)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == expected


@pytest.mark.prolog
def test_cli_friendly_default_engine(wordlog_cli):
    done = wordlog_cli("ladder", "cold", "warm", "--friendly", "--json")
    assert json.loads(done.stdout)["ladder"] == ["cold", "cord", "card", "ward", "warm"]


@pytest.mark.parametrize("engine", ENGINES)
def test_cli_friendly_uses_the_size_column_of_a_users_list(wordlog_cli, tmp_path, engine):
    # two shortest ladders aa -> cc: through ab (size 80) or through ba (size 20)
    path = tmp_path / "sized.txt"
    path.write_text("aa\t10\nab\t80\nba\t20\ncb\t10\nac\t95\nca\t10\ncc\t10\n", encoding="utf-8")
    done = wordlog_cli("ladder", "aa", "cc", "--friendly", "--json", "--words", str(path), "--engine", engine)
    assert json.loads(done.stdout)["ladder"] == ["aa", "ca", "cc"]
    done = wordlog_cli("ladder", "ab", "cb", "--friendly", "--json", "--words", str(path), "--engine", engine)
    assert json.loads(done.stdout)["ladder"] == ["ab", "cb"]


def test_friendly_ties_break_on_tier_sum_then_alphabet():
    # aaa -> bbb: six shortest ladders, one per order of the three changes
    tiers = {"baa": 10, "bba": 35, "bab": 20, "aba": 10, "abb": 20, "aab": 10, "bbb": 10}
    friendly = lambda: BfsEngine(from_words(tiers, tiers=tiers)).friendly("aaa", "bbb")
    # rarest 20 on four of them (bba is 35), all with sum 40: the first alphabetically
    assert friendly() == ["aaa", "aab", "abb", "bbb"]
    tiers["aab"] = 20           # two ladders have sum 50: aba-abb before baa-bab
    assert friendly() == ["aaa", "aba", "abb", "bbb"]
    tiers["bab"] = 10           # the smallest sum wins over the alphabet
    assert friendly() == ["aaa", "baa", "bab", "bbb"]
    tiers["bba"] = 10           # ... and the most common rarest word over the sum
    tiers["bab"], tiers["aba"] = 20, 20
    assert friendly() == ["aaa", "baa", "bba", "bbb"]


def test_friendly_rarest_word_decides_before_the_sum():
    # two shortest ladders: sizes 20, 20, 20 (sum 60) and 35, 10, 10 (sum 55)
    tiers = {"baaa": 20, "bbaa": 20, "bbba": 20, "aaab": 35, "aabb": 10, "abbb": 10, "bbbb": 10}
    lex = from_words(tiers, tiers=tiers)
    assert BfsEngine(lex).count("aaaa", "bbbb") == 2
    assert BfsEngine(lex).friendly("aaaa", "bbbb") == ["aaaa", "baaa", "bbaa", "bbba", "bbbb"]


@pytest.mark.parametrize("engine", ["bfs", pytest.param("astar", marks=pytest.mark.prolog)])
def test_a_rare_target_does_not_hide_the_choice_in_between(engine):
    # baa, bba: 40 and 10 (sum 50); aab, abb: 35 and 20 (sum 55); the target itself is 40
    tiers = {"baa": 40, "bba": 10, "aab": 35, "abb": 20, "bbb": 40}
    lex = from_words(tiers, tiers=tiers)
    solver = BfsEngine(lex) if engine == "bfs" else PrologEngine(lex)
    assert solver.friendly("aaa", "bbb") == ["aaa", "aab", "abb", "bbb"]


def test_unknown_tiers_count_as_rarest():
    lex = from_words(["ab", "bb", "ba", "aa"], tiers={"ab": 95})
    # ca -> ab? no: aa -> bb through ab (95) or ba (unknown: rarer than 95)
    assert BfsEngine(lex).friendly("aa", "bb") == ["aa", "ab", "bb"]
    assert UNKNOWN_TIER > SCOWL_SIZES[-1]


@pytest.mark.parametrize("engine", ENGINES)
def test_unknown_sizes_are_rarer_than_a_lists_own_large_sizes(wordlog_cli, tmp_path, engine):
    # A list ranked by frequency (1 most common): jjj -> qqq through jjq (500), jqq (600), or
    # through qjj, qqj, which have no rank and SCOWL has not: they are the rarer, not size 100.
    path = tmp_path / "ranked.txt"
    path.write_text("jjj\t1\njjq\t500\njqq\t600\nqqq\t2\nqjj\nqqj\n", encoding="utf-8")
    done = wordlog_cli("ladder", "jjj", "qqq", "--friendly", "--json", "--words", str(path), "--engine", engine)
    assert json.loads(done.stdout)["ladder"] == ["jjj", "jjq", "jqq", "qqq"]


def test_no_ladder_and_same_word():
    lex = from_words(["ab", "cd"], tiers={"ab": 10, "cd": 10})
    assert BfsEngine(lex).friendly("ab", "cd") == []
    assert BfsEngine(lex).friendly("ab", "ab") == ["ab"]


# ---------------------------------------------------------------- against brute force

def one_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def all_shortest_ladders(start: str, target: str, words: list[str]) -> list[list[str]]:
    """Every shortest ladder, by distances from the target over an explicit graph and a plain DFS."""
    if target not in words:
        return []
    if start == target:
        return [[start]]
    distance, layer = {target: 0}, [target]
    while layer:
        nxt = [w for w in words if w not in distance and any(one_apart(w, u) for u in layer)]
        for w in nxt:
            distance[w] = distance[layer[0]] + 1
        layer = nxt
    firsts = [w for w in words if one_apart(start, w) and w in distance]
    if not firsts:
        return []
    d = min(distance[w] for w in firsts) + 1

    def paths(word: str, left: int) -> list[list[str]]:
        if left == 0:
            return [[word]] if word == target else []
        return [[word] + rest for w in words if one_apart(word, w) and distance.get(w) == left - 1
                for rest in paths(w, left - 1)]

    return paths(start, d)


def friendliness(ladder: list[str], tier, unknown: int = UNKNOWN_TIER) -> tuple:
    """The order of the issue: rarest word, tier sum, alphabet; over the words between the ends
    (the ends are in every ladder, so a rare target does not hide the choice in between);
    a word of unknown tier counts as ``unknown``."""
    ranks = [unknown if tier(w) is None else tier(w) for w in ladder[1:-1]] or [0]
    return max(ranks), sum(ranks), ladder


def unknown_rank(ladders: list[list[str]], tier) -> int:
    """Rarer than every known tier between the ends of ``ladders``: 100, or one more than the largest."""
    return max([UNKNOWN_TIER] + [tier(w) + 1 for ladder in ladders for w in ladder[1:-1] if tier(w) is not None])


@st.composite
def tiered_lexicons(draw):
    """Dense lexicons (most words of a small grid, so there are many shortest ladders) with random tiers."""
    length = draw(st.integers(2, 4))
    alphabet = draw(st.sampled_from(["ab", "abc"] if length < 4 else ["ab"]))
    grid = ["".join(p) for p in itertools.product(alphabet, repeat=length)]
    words = [w for w, keep in zip(grid, draw(st.lists(st.booleans(), min_size=len(grid), max_size=len(grid))))
             if keep or draw(st.integers(0, 3))]
    assume(len(words) >= 2)
    sizes = draw(st.sampled_from([SCOWL_SIZES, (*SCOWL_SIZES, 100, 150, 500)]))      # a list's own ranks too
    tiers = {w: t for w in words if (t := draw(st.sampled_from([*sizes, None]))) is not None}
    start = draw(st.sampled_from(grid))
    target = draw(st.sampled_from(words).filter(lambda w: w != start))
    return words, tiers, start, target


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tiered_lexicons())
def test_friendliest_is_the_best_shortest_ladder_by_brute_force(case):
    words, tiers, start, target = case
    lex = from_words(words, tiers=tiers)
    ladders = all_shortest_ladders(start, target, words)
    friendly = BfsEngine(lex).friendly(start, target)
    if not ladders:
        assert friendly == []
        return
    assert friendly in ladders                                   # a shortest ladder
    unknown = unknown_rank(ladders, lex.tier)
    rarest = lambda ladder: friendliness(ladder, lex.tier, unknown)[0]
    assert all(rarest(friendly) <= rarest(other) for other in ladders)   # none has a more common rarest word
    assert friendly == min(ladders, key=lambda l: friendliness(l, lex.tier, unknown))   # and the full order


@pytest.mark.prolog
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tiered_lexicons())
def test_prolog_and_python_friendliest_agree(case):
    words, tiers, start, target = case
    lex = from_words(words, tiers=tiers)
    assert PrologEngine(lex).friendly(start, target) == BfsEngine(lex).friendly(start, target)
