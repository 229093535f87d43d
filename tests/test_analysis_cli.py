"""``wordlog stats``, ``component``, ``isolated`` and ``farthest`` as a user runs them."""
from __future__ import annotations

import json

import pytest

from conftest import run_main
from wordlog import analysis
from wordlog.graph import WordGraph
from wordlog.lexicon import bundled

#: A path cold-cord-card-ward-warm, a chain ordo-orzo-ouzo, a triangle bats-cats-hats,
#: two isolated words; and hit-hot-dot.
WORDS = ["cold", "cord", "card", "ward", "warm", "ordo", "orzo", "ouzo",
         "bats", "cats", "hats", "able", "lynx", "hit", "hot", "dot"]


@pytest.fixture
def words(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return str(path)


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_stats_json_one_object_per_length(wordlog_cli, words):
    done = wordlog_cli("stats", "--words", words, "--json")
    assert done.returncode == 0 and done.stderr == ""
    three, four = json_lines(done.stdout)
    assert three == {"length": 3, "word_count": 3, "edge_count": 2, "isolated_count": 0, "component_count": 1,
                     "largest_word_counts": [3], "diameter": 2,
                     "diameter_pairs": [["dot", "hit"]], "max_diameter": 2,
                     "degree_histogram": {"1": 2, "2": 1}}
    assert four == {"length": 4, "word_count": 13, "edge_count": 9, "isolated_count": 2, "component_count": 5,
                    "largest_word_counts": [5, 3, 3, 1, 1], "diameter": 4,
                    "diameter_pairs": [["cold", "warm"]], "max_diameter": 4,
                    "degree_histogram": {"0": 2, "1": 4, "2": 7}}


def test_stats_one_length_with_members(wordlog_cli, words):
    done = wordlog_cli("stats", "--words", words, "--length", "4", "--members", "--json")
    [report] = json_lines(done.stdout)
    assert [c["words"] for c in report["components"]] == [
        ["card", "cold", "cord", "ward", "warm"], ["bats", "cats", "hats"], ["ordo", "orzo", "ouzo"],
        ["able"], ["lynx"]]
    assert report["components"][1]["word_count"] == 3
    assert report["components"][1]["diameter_pairs"] == [["bats", "cats"], ["bats", "hats"], ["cats", "hats"]]


def test_stats_readable(wordlog_cli, words):
    done = wordlog_cli("stats", "--words", words, "--length", "4", "--members")
    assert done.returncode == 0
    lines = done.stdout.splitlines()
    assert "4-letter words: 13 words, 9 edges (mean degree 1.38)" in lines
    assert "  5 components, 2 isolated words" in lines
    assert "  largest components: 5, 3, 3, 1, 1 words" in lines
    assert "  diameter of the largest: 4 steps, reached by 1 pair: cold-warm" in lines
    assert "  degrees: 0: 2, 1: 4, 2: 7" in lines
    assert "  component 3 (3 words, diameter 2): ordo orzo ouzo" in lines
    assert "  isolated: able lynx" in lines


def test_stats_on_bundled_lexicon_matches_the_analysis(wordlog_cli):
    done = wordlog_cli("stats", "--length", "4", "--json")
    [report] = json_lines(done.stdout)
    expected = analysis.analyze(bundled(), 4).summary()
    assert (report["edge_count"], report["component_count"], report["diameter"]) == (
        expected["edges"], expected["components"], expected["diameter"])
    assert report["word_count"] == len(bundled().of_length(4))
    assert report["isolated_count"] == len(analysis.isolated(WordGraph(bundled().of_length(4))))


def test_component(wordlog_cli, words):
    done = wordlog_cli("component", "orzo", "--words", words)
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "# orzo: a component of 3 words of 4 letters, diameter 2 steps (ordo-ouzo)", "ordo", "orzo", "ouzo"]
    done = wordlog_cli("component", "CATS", "--words", words, "--json")
    assert json.loads(done.stdout) == {
        "word": "cats", "length": 4, "word_count": 3, "diameter": 1,
        "diameter_pairs": [["bats", "cats"], ["bats", "hats"], ["cats", "hats"]],
        "words": ["bats", "cats", "hats"]}


def test_component_of_an_isolated_word(wordlog_cli, words):
    done = wordlog_cli("component", "lynx", "--words", words)
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "# lynx: a component of 1 word of 4 letters: isolated, no word is one letter away", "lynx"]


def test_isolated(wordlog_cli, words):
    done = wordlog_cli("isolated", "--words", words)
    assert done.stdout.splitlines() == ["able", "lynx", f"# 2 isolated words in {words}"]
    done = wordlog_cli("isolated", "--words", words, "--json")
    assert json_lines(done.stdout) == [{"length": 3, "word_count": 0, "words": []},
                                       {"length": 4, "word_count": 2, "words": ["able", "lynx"]}]


def test_isolated_bundled(wordlog_cli):
    done = wordlog_cli("isolated", "--length", "3", "--json")
    [answer] = json_lines(done.stdout)
    words = bundled().of_length(3)
    known = set(words)
    lonely = sorted(w for w in words
                    if not any(w[:i] + c + w[i + 1:] in known for i in range(3) for c in "abcdefghijklmnopqrstuvwxyz"
                               if c != w[i]))
    assert answer == {"length": 3, "word_count": len(lonely), "words": lonely} and lonely


def test_farthest(wordlog_cli, words):
    done = wordlog_cli("farthest", "card", "--words", words)
    assert done.returncode == 0
    assert done.stdout.splitlines() == ["# card: 2 steps to its farthest 2 words",
                                        "card -> cord -> cold", "card -> ward -> warm"]
    done = wordlog_cli("farthest", "cold", "--words", words, "--json")
    assert json.loads(done.stdout) == {"word": "cold", "length": 4, "eccentricity": 4, "farthest": [
        {"word": "warm", "ladder": ["cold", "cord", "card", "ward", "warm"]}]}


def test_farthest_from_an_isolated_word_exits_1(wordlog_cli, words):
    done = wordlog_cli("farthest", "able", "--words", words)
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == "able is isolated: no word is one letter away\n"


def test_farthest_help_gives_its_exit_status():
    """farthest exits 1 for an isolated word, and its --help says so."""
    from wordlog.cli import build_parser
    parser = build_parser()
    farthest = parser._subparsers._group_actions[0].choices["farthest"]  # noqa: SLF001
    assert farthest.description.endswith("Exit status 1 when WORD is isolated: no word is one letter away.")


def test_farthest_on_bundled_lexicon(wordlog_cli):
    done = wordlog_cli("farthest", "cold", "--json")
    expected = analysis.farthest(WordGraph(bundled().of_length(4)), "cold")
    assert json.loads(done.stdout) == {"length": 4} | expected.summary() and expected.steps > 5


@pytest.mark.parametrize("args, message", [
    (["stats", "--length", "7"], "no 7-letter words in {words}"),
    (["stats", "--length", "0"], "--length takes a positive number of letters, not 0"),
    (["isolated", "--length", "9"], "no 9-letter words in {words}"),
    (["farthest", "co1d"], "'co1d' is not a word: '1' is not a letter"),
    (["component"], "the following arguments are required: WORD"),
])
def test_mistakes_exit_2_with_one_line(wordlog_cli, words, args, message):
    done = wordlog_cli(*args, "--words", words)
    assert done.returncode == 2 and done.stdout == ""
    assert message.format(words=words) in done.stderr
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


def test_mistake_with_json_is_json(wordlog_cli, words):
    done = wordlog_cli("component", "zzz1", "--words", words, "--json")
    assert done.returncode == 2
    assert json.loads(done.stderr) == {"error": "'zzz1' is not a word: '1' is not a letter"}


def test_a_start_outside_the_lexicon_as_ladder_and_the_library_take_it():
    """farthest inta and component inta take inta as a start, as ladder inta onto and
    analysis.farthest() do, never 'inta' is not a word (exit 2); analysis.component()
    answers [] for it, component inta says it is in no component (exit 1)."""
    index = WordGraph(bundled().of_length(4))
    status, out, _ = run_main(["farthest", "inta", "--json"])
    found = analysis.farthest(index, "inta")
    assert status == 0 and json.loads(out)["eccentricity"] == found.steps == 16
    assert [f["ladder"] for f in json.loads(out)["farthest"]] == [list(ladder) for ladder in found.ladders]
    assert analysis.component(index, "inta") == []
    status, out, err = run_main(["component", "inta"])
    assert (status, out) == (1, "")
    assert err == ("inta is in no component: it is not a word of bundled SCOWL size <= 60 "
                   "(a ladder may start from it: wordlog farthest inta)\n")
    status, out, _ = run_main(["component", "inta", "--json"])
    assert status == 1 and json.loads(out)["words"] == [] and json.loads(out)["word_count"] == 0


@pytest.mark.parametrize("command", [["stats"], ["isolated"], ["component", "cold"], ["farthest", "cold"]])
def test_empty_lexicon_exits_2(wordlog_cli, tmp_path, command):
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing here\n", encoding="utf-8")
    done = wordlog_cli(*command, "--words", str(empty))
    assert done.returncode == 2 and "no words" in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_stats_of_one_word_speaks_in_the_singular(wordlog_cli, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("cold\ncord\nhouse\n", encoding="utf-8")
    lines = wordlog_cli("stats", "--words", str(words), "--length", "5").stdout.splitlines()
    assert "5-letter words: 1 word, 0 edges (mean degree 0.00)" in lines
    assert "  largest components: 1 word" in lines


# The messages a user reads, word for word, so that a changed
# bound or count is noticed.

def test_farthest_with_one_farthest_word_speaks_in_the_singular(wordlog_cli, words):
    done = wordlog_cli("farthest", "cold", "--words", words)
    assert done.returncode == 0
    assert done.stdout.splitlines() == ["# cold: 4 steps to its farthest word",
                                        "cold -> cord -> card -> ward -> warm"]


def test_stats_names_the_longest_ladder_of_another_component_only_when_it_is_longer(wordlog_cli, tmp_path,
                                                                                     words):
    # the largest component (cold ... warm) has the longest ladder: no second line says it again
    lines = wordlog_cli("stats", "--words", words, "--length", "4").stdout.splitlines()
    assert "  diameter of the largest: 4 steps, reached by 1 pair: cold-warm" in lines
    assert not [line for line in lines if "longest ladder of any component" in line]
    # the largest (four words, all one letter apart) is shorter across than the chain ordo-orzo-ouzo
    clique = tmp_path / "clique.txt"
    clique.write_text("bats\ncats\nhats\nmats\nordo\norzo\nouzo\n", encoding="utf-8")
    lines = wordlog_cli("stats", "--words", str(clique), "--length", "4").stdout.splitlines()
    assert "  diameter of the largest: 1 step, reached by 6 pairs: bats-cats, bats-hats, bats-mats, " \
           "cats-hats, cats-mats, ... (1 more)" in lines
    assert "  longest ladder of any component: 2 steps (a component of 3 words): ordo-ouzo" in lines


def test_stats_counts_the_pairs_not_shown_with_thousands_separators(wordlog_cli, tmp_path):
    """The pairs not shown are counted with the separator every other count has:
    "(1,019 more)", not "(1019 more)". All 2,048 words of {a,b}^11 are 11 steps from their
    opposite, and only from it."""
    import itertools
    words = tmp_path / "words.txt"
    words.write_text("\n".join("".join(t) for t in itertools.product("ab", repeat=11)) + "\n", encoding="utf-8")
    lines = wordlog_cli("stats", "--words", str(words)).stdout.splitlines()
    assert "  diameter of the largest: 11 steps, reached by 1,024 pairs: aaaaaaaaaaa-bbbbbbbbbbb, " \
           "aaaaaaaaaab-bbbbbbbbbba, aaaaaaaaaba-bbbbbbbbbab, aaaaaaaaabb-bbbbbbbbbaa, " \
           "aaaaaaaabaa-bbbbbbbbabb, ... (1,019 more)" in lines


def test_one_letter_words_speak_in_the_singular(wordlog_cli, tmp_path):
    """'a component of 3 words of 1 letters': one letter, in the singular."""
    words = tmp_path / "words.txt"
    words.write_text("a\nb\nc\nox\n", encoding="utf-8")
    done = wordlog_cli("component", "B", "--words", str(words))
    assert done.stdout.splitlines() == [
        "# b: a component of 3 words of 1 letter, diameter 1 step (a-b, a-c, b-c)", "a", "b", "c"]
    done = wordlog_cli("isolated", "--length", "2", "--words", str(words))
    assert done.stdout.splitlines() == ["ox", f"# 1 isolated word in {words} of 2 letters"]
    done = wordlog_cli("isolated", "--length", "1", "--words", str(words))
    assert done.stdout.splitlines() == [f"# 0 isolated words in {words} of 1 letter"]
