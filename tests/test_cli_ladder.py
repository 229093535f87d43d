"""``wordlog ladder`` as a user runs it: answers, JSON, pairs, exit statuses, errors."""
from __future__ import annotations

import json

import pytest

from conftest import HIT_COG, run_main


@pytest.fixture
def hit_cog_file(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("engine, choice, ladder", [
    ("astar", "friendliest", ["hit", "hot", "lot", "log", "cog"]),     # dot (size 35) is rarer than lot
    ("bfs", "friendliest", ["hit", "hot", "lot", "log", "cog"]),
    ("naive", "first", ["hit", "hot", "dot", "dog", "cog"]),           # naive finds one ladder
])
def test_json_answer(wordlog_cli, hit_cog_file, engine, choice, ladder):
    done = wordlog_cli("ladder", "hit", "cog", "--words", hit_cog_file, "--engine", engine, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"start": "hit", "target": "cog", "length": 3, "word_count": 5,
                                       "ladder": ladder, "choice": choice, "engine": engine}


@pytest.mark.parametrize("engine", ["astar", "bfs"])
def test_the_default_answer_is_the_friendliest_and_first_the_engines_own(engine):
    """Carroll's ape -> man without --friendly; --first gives the engine's own shortest one."""
    status, out, _ = run_main(["ladder", "ape", "man", "--engine", engine])
    assert (status, out) == (0, "ape -> apt -> opt -> oat -> mat -> man  (6 words)\n")
    status, out, _ = run_main(["ladder", "ape", "man", "--engine", engine, "--first", "--json"])
    answer = json.loads(out)
    assert status == 0 and answer["choice"] == "first" and answer["engine"] == engine
    assert answer["word_count"] == 6
    if engine == "astar":       # the search from both ends: the first word both reach
        assert answer["ladder"] == ["ape", "awe", "awn", "pwn", "pan", "man"]
    status, _, err = run_main(["ladder", "ape", "man", "--first", "--friendly"])
    assert status == 2 and "not allowed with argument" in err


def test_default_lexicon_famous_ladder(wordlog_cli):
    done = wordlog_cli("ladder", "sort", "kind", "--json")
    answer = json.loads(done.stdout)
    assert done.returncode == 0 and answer["word_count"] == 6 and answer["length"] == 4
    assert answer["ladder"][0] == "sort" and answer["ladder"][-1] == "kind"


@pytest.mark.parametrize("argv", [["ladder", "cold", "cold"], ["ladder", "cold", "cold", "--engine", "bfs"],
                                  ["ladder", "cold", "cold", "--engine", "naive"],
                                  ["ladder", "cold", "cold", "--all"], ["ladder", "cold", "cold", "--first"]])
def test_a_word_to_itself_is_the_one_word_ladder(argv):
    status, out, err = run_main(argv)
    assert (status, err) == (0, "")
    assert out.splitlines()[0] in ("cold  (1 word)", "cold")
    status, out, _ = run_main(argv + ["--json"])
    answer = json.loads(out)
    assert status == 0 and answer["word_count"] == 1 and answer.get("ladder", ["cold"]) == ["cold"]


def test_a_word_to_itself_in_a_pairs_file_and_a_graph(tmp_path):
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("threw threw\ncold warm\n")
    status, out, err = run_main(["ladder", "--pairs", str(pairs)])
    assert (status, err) == (0, "")
    assert out.splitlines() == ["threw  (1 word)", "cold -> cord -> card -> ward -> warm  (5 words)"]
    status, out, err = run_main(["graph", "cold", "cold"])
    assert status == 0 and '"cold"' in out and "1 shortest ladder of 0 steps " in out


@pytest.mark.parametrize("argv", [["ladder", "cold", "colds"], ["ladder", "cold", "colds", "--all"],
                                  ["ladder", "cold", "colds", "--engine", "naive"], ["graph", "cold", "colds"]])
def test_words_of_two_lengths_have_no_ladder_and_one_line_says_why(argv):
    status, out, err = run_main(argv)
    assert (status, out) == (1, "")
    assert err == ("no ladder from cold to colds: every word of a ladder has the same length, "
                   "and they have 4 and 5 letters\n")


def test_words_of_two_lengths_in_json_and_in_a_pairs_file(tmp_path):
    status, out, _ = run_main(["ladder", "cold", "colds", "--json"])
    assert status == 1 and json.loads(out) == {
        "start": "cold", "target": "colds", "length": None, "word_count": 0, "ladder": [], "choice": "friendliest",
        "engine": "astar", "message": "no ladder from cold to colds: every word of a ladder has the same "
                                      "length, and they have 4 and 5 letters"}
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("cold colds\ncold warm\n")
    status, out, err = run_main(["ladder", "--pairs", str(pairs)])
    assert status == 1 and "no ladder from cold to colds: every word" in err
    assert out == "cold -> cord -> card -> ward -> warm  (5 words)\n"


def test_all_with_limit_0_lists_none_and_counts_them_all():
    """as all_ladders(..., limit=0) answers []: the count alone"""
    for engine in ("astar", "bfs"):
        status, out, _ = run_main(["ladder", "cold", "warm", "--all", "--limit", "0", "--engine", engine])
        assert (status, out) == (0, "# 0 of 6 shortest ladders of 5 words\n")
        status, out, _ = run_main(["ladder", "cold", "warm", "--all", "--limit", "0", "--json", "--engine", engine])
        assert json.loads(out) == {"start": "cold", "target": "warm", "length": 4, "word_count": 5,
                                   "ladder_count": 6, "ladders": [], "engine": engine}
    status, _, err = run_main(["ladder", "cold", "warm", "--all", "--limit", "-1"])
    assert status == 2 and "--limit takes a count of 0 or more, not -1" in err


def test_target_outside_lexicon_is_a_mistake(wordlog_cli, hit_cog_file):
    done = wordlog_cli("ladder", "cog", "lot", "--words", hit_cog_file, "--json")
    assert json.loads(done.stdout)["word_count"] > 0
    done = wordlog_cli("ladder", "hit", "lit", "--words", hit_cog_file)
    assert done.returncode == 2 and "'lit' is not a word of" in done.stderr


def test_unreachable_target_exits_1(wordlog_cli, tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("ab\nzz\n", encoding="utf-8")
    done = wordlog_cli("ladder", "aa", "zz", "--words", str(path), "--json")
    assert done.returncode == 1
    assert json.loads(done.stdout) == {"start": "aa", "target": "zz", "length": 2, "word_count": 0, "ladder": [],
                                       "choice": "friendliest", "engine": "astar",
                                       "message": "no ladder from aa to zz"}


def test_ladder_help_gives_its_exit_statuses():
    """ladder exits 0, 1, 2 or 3 (and the worst of the lines with --pairs), and its --help says
    so, as check's, graph's, puzzle's, play's and boggle's do."""
    from wordlog.cli import build_parser
    ladder = build_parser()._subparsers._group_actions[0].choices["ladder"]  # noqa: SLF001
    assert ladder.description.endswith(
        "TARGET must be. A word to itself is the one-word ladder; words of different lengths have none. "
        "Exit status: 0 found, 1 no ladder, 2 a mistake in the question, 3 a search "
        "limit hit (--time-limit, --max-expansions); with --pairs, the most serious of the lines'.")


def test_ladder_help_says_the_naive_engine_is_slow():
    """--engine naive takes 14-20 s for cold -> warm and sort -> kind, and 60 s for work -> play
    on a 127,000-word list: its help says it is slow, not only 'compare every word'."""
    from wordlog.cli import build_parser
    ladder = build_parser()._subparsers._group_actions[0].choices["ladder"]  # noqa: SLF001
    engine = next(a for a in ladder._actions if "--engine" in a.option_strings)  # noqa: SLF001
    assert engine.help.endswith("naive: compare every word, slowly (many seconds a question on the bundled "
                                "words, minutes on larger lists) and without a time limit")


def test_pairs_from_stdin(wordlog_cli, hit_cog_file):
    done = wordlog_cli("ladder", "--pairs", "-", "--words", hit_cog_file, "--json", "--engine", "bfs",
                       stdin="hit cog\n# a comment\n\ndot log\n")
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0
    assert [(a["start"], a["target"], a["word_count"]) for a in answers] == [("hit", "cog", 5), ("dot", "log", 3)]


def test_pairs_with_a_bad_line_answer_the_rest_and_exit_2(wordlog_cli, hit_cog_file):
    done = wordlog_cli("ladder", "--pairs", "-", "--words", hit_cog_file,
                       stdin="hit cog\nhit\nh1t cog\nhot dog\n")
    assert done.returncode == 2
    assert "standard input:2: expected 'START TARGET'" in done.stderr
    assert "'h1t' is not a word" in done.stderr
    assert done.stdout.splitlines() == ["hit -> hot -> lot -> log -> cog  (5 words)",
                                        "hot -> dot -> dog  (3 words)"]


def test_pairs_with_json_give_each_bad_line_in_json_on_both_streams(wordlog_cli, hit_cog_file):
    """stdout keeps one object per pair, in order; stderr, as for any mistake with --json, one
    JSON object per mistake, never plain text."""
    done = wordlog_cli("ladder", "--pairs", "-", "--words", hit_cog_file, "--json", "--engine", "bfs",
                       stdin="hit cog\nhit\nhot dog\n")
    assert done.returncode == 2
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    assert answers[1] == {"line": 2, "error": "standard input:2: expected 'START TARGET', got 'hit'"}
    assert [a.get("word_count") for a in answers] == [5, None, 3]
    assert [json.loads(line) for line in done.stderr.splitlines()] == [
        {"error": "standard input:2: expected 'START TARGET', got 'hit'"}]


def test_pairs_with_a_start_prologs_rule_cannot_read_are_answered_by_every_engine(wordlog_cli, hit_cog_file):
    """A start Python admits but SWI-Prolog's older Unicode tables do not (U+0487) is answered
    by the Prolog engine as by the Python one: Python reads it, Prolog takes it as it is."""
    runs = [wordlog_cli("ladder", "--pairs", "-", "--words", hit_cog_file, "--json", "--engine", engine,
                        stdin="hit cog\nh\u0487t cog\nhot dog\n") for engine in ("astar", "bfs")]
    for done in runs:
        assert done.returncode == 0 and done.stderr == ""
    answers = [[json.loads(line) for line in done.stdout.splitlines()] for done in runs]
    assert [a["word_count"] for a in answers[0]] == [a["word_count"] for a in answers[1]] == [5, 5, 3]
    assert answers[0][1]["ladder"][0] == "h\u0487t"


@pytest.mark.parametrize("args,message", [
    (["hit"], "give START and TARGET"),
    (["hit", "lo"], "target 'lo' is not a word of"),
    (["h'x", "cog"], "is not a word"),
    (["hit", "cog", "--words", "/nonexistent/words.txt"], "no such file"),
    (["hit", "cog", "--engine", "dfs"], "invalid choice"),
    (["hit", "cog", "--bogus"], "unrecognized arguments"),
])
def test_user_mistakes_exit_2_with_one_line(wordlog_cli, hit_cog_file, args, message):
    done = wordlog_cli("ladder", *args, *(["--words", hit_cog_file] if "--words" not in args else []))
    assert done.returncode == 2
    assert message in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_json_errors_are_json(wordlog_cli):
    done = wordlog_cli("ladder", "cold", "w4rm", "--json")
    assert done.returncode == 2
    assert json.loads(done.stderr) == {"error": "'w4rm' is not a word: '4' is not a letter"}


def test_demo_on_the_bundled_lexicon(wordlog_cli):
    """``make demo``: each famous pair solved by both engines, ladders of equal length, and
    the friendliest ladders the same from both."""
    done = wordlog_cli("demo")
    assert done.returncode == 0 and done.stderr == ""
    rows = [line.split() for line in done.stdout.splitlines() if " -> " in line and "ms" not in line]
    solved = [row for row in rows if row[3] in ("astar", "bfs")]
    assert [(row[0], row[2], row[3]) for row in solved[:4]] == [
        ("sort", "kind", "astar"), ("sort", "kind", "bfs"), ("cold", "warm", "astar"), ("cold", "warm", "bfs")]
    lengths = [row[-2] for row in solved]
    assert len(solved) == 12 and lengths[0::2] == lengths[1::2]
    assert "  cold -> cord -> card -> ward -> warm  (both agree)" in done.stdout.splitlines()
    assert done.stdout.count("(both agree)") == 6


def test_demo_says_why_a_pair_has_no_ladder(wordlog_cli, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\ncard\nward\nwarm\nsort\n", encoding="utf-8")
    done = wordlog_cli("demo", "--words", str(words))
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert sum(line.endswith(f"  target 'kind' is not a word of {words}") for line in lines) == 2
    assert "  sort -> kind: no ladder  (both agree)" in lines
    assert "  cold -> cord -> card -> ward -> warm  (both agree)" in lines
