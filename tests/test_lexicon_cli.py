"""The lexicon options and ``wordlog lexicon info`` as a user runs them, bad files included."""
from __future__ import annotations

import json

import pytest

from wordlog.lexicon import bundled, counts

#: A list with a size column: two shortest ladders cold -> warm, cord-card-ward (cord is 35)
#: and wold-wald-ward (55 and 80).
SIZED = "cold\t10\ncord\t35\ncard\t10\nward\t20\nwarm\t10\nwold\t55\nworm\t20\nwald\t80\n"


@pytest.fixture
def sized(tmp_path):
    path = tmp_path / "sized.txt"
    path.write_text(SIZED, encoding="utf-8")
    return str(path)


def write(tmp_path, data: bytes | str, name: str = "words.txt") -> str:
    path = tmp_path / name
    path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
    return str(path)


def ladder_json(wordlog_cli, *args: str) -> tuple[int, dict | None]:
    done = wordlog_cli("ladder", *args, "--engine", "bfs", "--json")
    return done.returncode, json.loads(done.stdout) if done.stdout else None


def all_ladders(wordlog_cli, *args: str) -> list[list[str]]:
    """Every shortest ladder, sorted (so no test depends on which one a search meets first)."""
    return ladder_json(wordlog_cli, *args, "--all")[1]["ladders"]


VIA_CORD = ["cold", "cord", "card", "ward", "warm"]
VIA_WOLD = ["cold", "wold", "wald", "ward", "warm"]


# ---------------------------------------------------------------- lexicon info

def test_info_on_a_sized_list(wordlog_cli, sized):
    done = wordlog_cli("lexicon", "info", "--words", sized)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        f"{sized}: 8 words",
        "length  words     10     20     35     55     80",
        "     4      8      3      2      1      1      1",
        " total      8      3      2      1      1      1",
    ]


def test_info_json_after_a_tier_filter(wordlog_cli, sized):
    done = wordlog_cli("lexicon", "info", "--words", sized, "--tier", "20", "--json")
    assert json.loads(done.stdout) == {
        "lexicon": f"{sized} (size <= 20)", "word_count": 5, "skipped_count": 0,
        "by_tier": {"10": 3, "20": 2},
        "by_length": [{"length": 4, "word_count": 5, "by_tier": {"10": 3, "20": 2}}]}


def test_info_on_the_bundled_lexicon_matches_the_library(wordlog_cli):
    info = json.loads(wordlog_cli("lexicon", "info", "--common", "--json").stdout)
    lex = bundled(35)
    table = counts(lex)
    assert info["lexicon"] == "bundled SCOWL size <= 35" and info["word_count"] == len(lex)
    assert list(info["by_tier"]) == ["10", "20", "35"]
    assert sum(info["by_tier"].values()) == len(lex)
    assert {r["length"]: r["word_count"] for r in info["by_length"]} == {n: sum(c.values()) for n, c in table.items()}
    assert info["by_length"][3]["by_tier"]["10"] == table[4][10]


def test_info_unknown_tiers_and_skipped_lines(wordlog_cli, tmp_path):
    # an English list (SCOWL knows cold and warm, 2 of its 3 words): SCOWL's sizes, qwzx unknown
    path = write(tmp_path, "qwzx\ncold\nx1\nwarm\n")
    done = wordlog_cli("lexicon", "info", "--words", path, "--skip-invalid")
    assert done.returncode == 0
    assert done.stdout.splitlines()[0] == f"{path}: 3 words (1 line skipped)"
    assert done.stdout.splitlines()[1].split() == ["length", "words", "10", "unknown"]
    assert done.stdout.splitlines()[-1].split() == ["total", "3", "2", "1"]
    assert done.stderr.strip() == (f"wordlog: skipped 1 line of {path} that is not a word: "
                                   f"{path}:3: 'x1' is not a word: '1' is not a letter")


def test_info_needs_an_action(wordlog_cli):
    done = wordlog_cli("lexicon")
    assert done.returncode == 2 and "required: ACTION" in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_lexicon_help_says_the_options_follow_the_action(wordlog_cli):
    """'wordlog lexicon --words FILE info' is refused as "argument ACTION: invalid choice:
    'FILE'"; the help says the lexicon options follow the action, for
    wordlog lexicon takes no lexicon option itself."""
    done = wordlog_cli("lexicon", "--help")
    assert "Look at a lexicon. The lexicon options (--words FILE, --tier N, ...) follow the ACTION: " \
           "wordlog lexicon info --words FILE." in " ".join(done.stdout.split())


# ---------------------------------------------------------------- tiers and filters on ladders

def test_tier_filter_changes_the_ladder(wordlog_cli, sized):
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", sized) == [VIA_CORD, VIA_WOLD]
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", sized, "--tier", "55") == [VIA_CORD]
    assert ladder_json(wordlog_cli, "cold", "warm", "--words", sized, "--tier", "35")[1]["ladder"] == VIA_CORD
    status, answer = ladder_json(wordlog_cli, "cold", "warm", "--words", sized, "--tier", "20")
    assert status == 1 and answer["ladder"] == []                       # cord is 35: no ladder left


def test_common_is_tier_35(wordlog_cli, sized):
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", sized, "--common") == [VIA_CORD]


def test_bundled_tiers(wordlog_cli):
    # 'wold' is SCOWL size 55: in the default lexicon (60), not in the common one
    default = all_ladders(wordlog_cli, "cold", "warm")
    common = all_ladders(wordlog_cli, "cold", "warm", "--common")
    assert ["cold", "wold", "word", "worm", "warm"] in default and VIA_CORD in default
    assert VIA_CORD in common and set(map(tuple, common)) < set(map(tuple, default))
    assert all(bundled().tier(w) <= 35 for ladder in common for w in ladder)
    done = wordlog_cli("ladder", "cold", "wold", "--tier", "50")
    assert done.returncode == 2 and "'wold' is not a word of bundled SCOWL size <= 50" in done.stderr


def test_most_common_keeps_the_first_n_lines(wordlog_cli, tmp_path):
    # a frequency-ordered list, rare words last
    path = write(tmp_path, "cold\nwarm\ncord\ncard\nward\nwold\nwald\n")
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", path) == [VIA_CORD, VIA_WOLD]
    status, answer = ladder_json(wordlog_cli, "cold", "warm", "--words", path, "--most-common", "5")
    assert (status, answer["ladder"]) == (0, ["cold", "cord", "card", "ward", "warm"])
    status, answer = ladder_json(wordlog_cli, "cold", "warm", "--words", path, "--most-common", "4")
    assert (status, answer["ladder"]) == (1, [])
    info = json.loads(wordlog_cli("lexicon", "info", "--words", path, "--most-common", "3", "--json").stdout)
    assert info["word_count"] == 3 and info["lexicon"] == f"{path} (first 3)"


def test_tier_and_most_common_combine(wordlog_cli, tmp_path):
    path = write(tmp_path, "wold\t55\ncold\t10\nwarm\t10\ncord\t35\ncard\t10\nward\t20\nqwzx\t10\n")
    info = json.loads(wordlog_cli("lexicon", "info", "--words", path, "--tier", "35", "--most-common", "5",
                                  "--json").stdout)
    assert info["word_count"] == 5 and info["by_tier"] == {"10": 3, "20": 1, "35": 1}   # wold dropped, qwzx cut
    assert ladder_json(wordlog_cli, "cold", "warm", "--words", path, "--common", "--most-common", "5")[1]["word_count"] == 5


def test_most_common_on_the_bundled_lexicon_orders_by_size(wordlog_cli):
    info = json.loads(wordlog_cli("lexicon", "info", "--most-common", "500", "--json").stdout)
    assert info["word_count"] == 500 and info["by_tier"] == {"10": 500}


def test_english_list_without_sizes_gets_scowl_tiers(wordlog_cli, tmp_path):
    path = write(tmp_path, "cold\ncord\ncard\nward\nwarm\nwold\nwald\n")   # wold 55, wald unknown
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", path) == [VIA_CORD, VIA_WOLD]
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", path, "--tier", "35") == [VIA_CORD]


@pytest.mark.parametrize("args,message", [
    (["--common", "--tier", "20"], "--common and --tier are two ways to say the same thing; give one"),
    (["--most-common", "0"], "--most-common takes a positive number, not 0"),
    (["--tier", "5"], "tier 5 is outside SCOWL's sizes (10 most common ... 95 rarest)"),
    (["--tier", "ten"], "argument --tier: invalid int value: 'ten'"),
])
def test_bad_lexicon_options(wordlog_cli, args, message):
    done = wordlog_cli("lexicon", "info", *args)
    assert done.returncode == 2 and message in done.stderr and len(done.stderr.splitlines()) == 1


@pytest.mark.parametrize("option", [["--tier", "35"], ["--common"]], ids=["tier", "common"])
def test_tier_on_a_list_without_any_known_size(wordlog_cli, tmp_path, option):
    """The message names the option as given: --common, not '--tier 35'."""
    path = write(tmp_path, "qwzx\nqwzy\n")
    done = wordlog_cli("lexicon", "info", "--words", path, *option)
    assert done.returncode == 2
    assert done.stderr.strip() == (f"wordlog: {' '.join(option)}: no word of {path} has a known SCOWL size "
                                   "(give sizes as 'word<TAB>size' lines)")


def test_a_filter_that_leaves_nothing(wordlog_cli, sized):
    done = wordlog_cli("lexicon", "info", "--words", sized, "--tier", "5")
    assert done.returncode == 2 and done.stderr.strip() == f"wordlog: {sized} (size <= 5): no words left"


# ---------------------------------------------------------------- --exclude

@pytest.mark.parametrize("engine", ["astar", "bfs"])
def test_exclude_leaves_words_out_of_every_ladder(wordlog_cli, sized, tmp_path, engine):
    unfit = write(tmp_path, "cord\n", "unfit.txt")
    done = wordlog_cli("ladder", "cold", "warm", "--words", sized, "--exclude", unfit, "--engine", engine, "--json")
    assert json.loads(done.stdout)["ladder"] == VIA_WOLD
    done = wordlog_cli("ladder", "cold", "warm", "--exclude", write(tmp_path, "cord\nwold\n", "two.txt"),
                       "--engine", engine, "--friendly")
    assert done.stdout == "cold -> fold -> ford -> form -> farm -> warm  (6 words)\n"


def test_exclude_on_a_list_then_the_size_filter(wordlog_cli, sized, tmp_path):
    unfit = write(tmp_path, "cord\n", "unfit.txt")
    assert all_ladders(wordlog_cli, "cold", "warm", "--words", sized, "--exclude", unfit) == [VIA_WOLD]
    info = json.loads(wordlog_cli("lexicon", "info", "--words", sized, "--exclude", unfit, "--tier", "20",
                                  "--json").stdout)
    assert (info["lexicon"], info["word_count"]) == (f"{sized} (less {unfit}) (size <= 20)", 5)


def test_exclude_on_the_bundled_lexicon(wordlog_cli, tmp_path):
    unfit = write(tmp_path, "cord\nwold\nnotaword\n", "unfit.txt")     # notaword: not in it, passed over
    info = json.loads(wordlog_cli("lexicon", "info", "--exclude", unfit, "--json").stdout)
    assert info["lexicon"] == f"bundled SCOWL size <= 60 (less {unfit})"
    assert info["word_count"] == len(bundled()) - 2
    empty = write(tmp_path, "", "empty.txt")                              # nothing to leave out
    assert json.loads(wordlog_cli("lexicon", "info", "--exclude", empty, "--json").stdout)["word_count"] == len(bundled())


def test_exclude_keeps_words_out_of_puzzles(wordlog_cli, tmp_path):
    """A puzzle maker's list of words unfit for a puzzle: no start, target or solution uses one."""
    def puzzles(*extra: str) -> list[dict]:
        done = wordlog_cli("puzzle", "--date", "2026-11-29", "--count", "5", "--json", *extra)
        assert done.returncode == 0, done.stderr
        return [json.loads(line) for line in done.stdout.splitlines()]

    first = puzzles()
    unfit = sorted({p["start"] for p in first} | {p["target"] for p in first})
    found = puzzles("--exclude", write(tmp_path, "\n".join(unfit) + "\n", "unfit.txt"))
    assert len(found) == 5
    used = {word for p in found for word in p["solution"]}
    assert used and not used & set(unfit)


@pytest.mark.parametrize("kind", ["digits", "space", "latin1", "directory", "missing"])
def test_a_bad_exclude_file_exits_2_naming_it(wordlog_cli, tmp_path, kind):
    path, message = bad_files(tmp_path)[kind]
    done = wordlog_cli("ladder", "cold", "warm", "--exclude", path)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("wordlog: ") and done.stderr.strip().endswith(message)
    assert len(done.stderr.splitlines()) == 1


# ---------------------------------------------------------------- honest loading from the command line

def bad_files(tmp_path):
    return {
        "digits": (write(tmp_path, "cold\nc0ld\n", "digits.txt"), "digits.txt:2: 'c0ld' is not a word: '0' is not a letter"),
        "space": (write(tmp_path, "ice cream\n", "space.txt"), "space.txt:1: 'ice cream' is not a word: a space is not a letter"),
        "punctuation": (write(tmp_path, "#\nit's\n", "punct.txt"), "punct.txt:2: \"it's\" is not a word: \"'\" is not a letter"),
        "control": (write(tmp_path, "ok\nbe\x07ll\n", "control.txt"), "control.txt:2: 'be\\x07ll' is not a word: U+0007 is not a letter"),
        "size": (write(tmp_path, "cold\tcommon\n", "size.txt"), "size.txt:1: 'cold\\tcommon': the size 'common' after the TAB is not a whole number of 0 or more"),
        "latin1": (write(tmp_path, b"cold\nw\xe4rm\n", "latin1.txt"), "latin1.txt: not UTF-8: byte 0xe4 at offset 6 (line 2)"),
        "empty": (write(tmp_path, b"", "empty.txt"), "empty.txt: no words in it"),
        "comments": (write(tmp_path, "# only\n\n", "comments.txt"), "comments.txt: no words in it"),
        "directory": (str(tmp_path), f"{tmp_path}: is a directory, not a word list"),
        "missing": (str(tmp_path / "missing.txt"), "missing.txt: no such file"),
    }


@pytest.mark.parametrize("kind", ["digits", "space", "punctuation", "control", "size", "latin1", "empty",
                                  "comments", "directory", "missing"])
@pytest.mark.parametrize("command", [["lexicon", "info"], ["ladder", "cold", "warm", "--engine", "bfs"]])
def test_bad_word_files_exit_2_with_one_line(wordlog_cli, tmp_path, kind, command):
    path, message = bad_files(tmp_path)[kind]
    done = wordlog_cli(*command, "--words", path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("wordlog: ") and done.stderr.strip().endswith(message)
    assert len(done.stderr.splitlines()) == 1 and "Traceback" not in done.stderr


def test_bad_word_file_with_json_reports_json(wordlog_cli, tmp_path):
    path, message = bad_files(tmp_path)["digits"]
    done = wordlog_cli("lexicon", "info", "--words", path, "--json")
    assert done.returncode == 2 and json.loads(done.stderr)["error"].endswith(message)


def test_skip_invalid_reports_the_count_and_goes_on(wordlog_cli, tmp_path):
    path = write(tmp_path, "cold\nc0ld\ncord\nit's\ncard\nward\nx y\nwarm\nbe\x07ll\n")
    done = wordlog_cli("ladder", "cold", "warm", "--words", path, "--skip-invalid", "--engine", "bfs")
    assert done.returncode == 0 and done.stdout.strip() == "cold -> cord -> card -> ward -> warm  (5 words)"
    assert done.stderr.startswith(f"wordlog: skipped 4 lines of {path} that are not words: "
                                  f"{path}:2: 'c0ld' is not a word")
    assert done.stderr.strip().endswith("; ...") and len(done.stderr.splitlines()) == 1


def test_skip_invalid_with_nothing_left(wordlog_cli, tmp_path):
    path = write(tmp_path, "1\n2\n")
    done = wordlog_cli("lexicon", "info", "--words", path, "--skip-invalid")
    assert done.returncode == 2
    assert done.stderr.splitlines()[-1] == f"wordlog: {path}: no words in it (all 2 word lines skipped)"


def test_bom_crlf_and_duplicates_from_the_command_line(wordlog_cli, tmp_path):
    path = write(tmp_path, b"\xef\xbb\xbfCOLD\r\ncord\r\ncard\r\ncard\r\nward\r\nWarm\r\n")
    done = wordlog_cli("ladder", "cold", "warm", "--words", path, "--engine", "bfs")
    assert done.returncode == 0 and done.stdout.strip() == "cold -> cord -> card -> ward -> warm  (5 words)"
    info = json.loads(wordlog_cli("lexicon", "info", "--words", path, "--json").stdout)
    assert info["word_count"] == 5


def test_skip_invalid_with_json_warns_in_json(wordlog_cli, tmp_path):
    path = write(tmp_path, "cold\nc0ld\ncord\ncard\nward\nwarm\n")
    done = wordlog_cli("ladder", "cold", "warm", "--words", path, "--skip-invalid", "--engine", "bfs", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["word_count"] == 5
    assert [json.loads(line) for line in done.stderr.splitlines()] == [
        {"warning": f"skipped 1 line of {path} that is not a word: {path}:2: 'c0ld' is not a word: "
                    "'0' is not a letter"}]


def test_counts_of_one_are_said_in_the_singular(wordlog_cli, tmp_path):
    # the one plural() (wording.py) counts every message: no '1 words', no 'line(s)'
    path = write(tmp_path, "cold\nx1\n")
    done = wordlog_cli("lexicon", "info", "--words", path, "--skip-invalid")
    assert done.stdout.splitlines()[0] == f"{path}: 1 word (1 line skipped)"
    assert done.stderr.startswith(f"wordlog: skipped 1 line of {path} that is not a word: ")
    stats = wordlog_cli("stats", "--words", path, "--skip-invalid")
    assert stats.stdout.splitlines()[0] == f"lexicon: {path}, 1 word"
    assert wordlog_cli("lexicon", "info").stdout.splitlines()[0] == "bundled SCOWL size <= 60: 76,959 words"


def test_info_exits_0_with_and_without_json(wordlog_cli, sized):
    # status 0 after the JSON too; a script
    # reading the JSON takes a nonzero status for a failure.
    for json_option in ([], ["--json"]):
        done = wordlog_cli("lexicon", "info", "--words", sized, *json_option)
        assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout)["word_count"] == 8
