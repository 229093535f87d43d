"""``wordlog boggle play`` through a pseudo-terminal (pexpect), as a player meets it.

The board of seed 5 with the new dice is oftt/eoed/nlnm/iohd (``roll(NEW, 5)``):
tone is on it (T(1,3) O(2,2) N(3,3) E(2,3)); lines is a word but has no S on the board;
xyzzy is in no word list; 'at' is too short.
"""
from __future__ import annotations

import sys

import pytest

pexpect = pytest.importorskip("pexpect")

from wordlog.dice import NEW, roll  # noqa: E402


@pytest.fixture
def words(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("tone\nnote\nlines\nat\nfoot\n", encoding="utf-8")
    return str(path)


def game(*args: str):
    child = pexpect.spawn(sys.executable, ["-m", "wordlog", "boggle", "play", *args], encoding="utf-8",
                          timeout=120, env={"TERM": "dumb", "PATH": "/usr/bin:/bin"})
    return child


def test_a_game_answers_each_word_and_ends_with_found_and_missed(words):
    assert roll(NEW, 5).spec == "oftt/eoed/nlnm/iohd"
    child = game("--seed", "5", "--untimed", "--words", words)
    child.expect_exact("oftt/eoed/nlnm/iohd")
    child.expect_exact("0 > ")
    for typed, answer in [("tone", "tone: scores 1 point"), ("tone", "tone: already found"),
                          ("lines", "lines: not on the board"), ("xyzzy", "xyzzy: not in the word list"),
                          ("at", "at: too short (words have 3 letters or more)"), ("it's", "not a word")]:
        child.sendline(typed)
        child.expect_exact(answer)
    child.sendeof()
    child.expect_exact("ended: 1 point, 1 word found of 3")
    child.expect_exact("found:")
    child.expect_exact("tone  1")
    child.expect_exact("missed:")
    child.expect_exact("foot  1")
    child.expect_exact("note  1")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_time_runs_out(words):
    child = game("--seed", "5", "--minutes", "0.02", "--words", words, "--paths")
    child.expect_exact("0:01 0 > ")
    child.expect_exact("time is up")
    child.expect_exact("time is up: 0 points, 0 words found of 3")
    child.expect_exact("foot  1  F(1,2) O(1,1) O(2,2) T(1,3)")
    child.expect(pexpect.EOF)


def test_ctrl_c_quits_at_once(words):
    child = game("--seed", "5", "--untimed", "--words", words)
    child.expect_exact("0 > ")
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130 or child.signalstatus is not None


def test_the_board_of_a_day_is_the_same_everywhere(wordlog_cli, words):
    import json
    answer = json.loads(wordlog_cli("boggle", "--date", "2027-01-01", "--json").stdout)
    child = game("--date", "2027-01-01", "--untimed", "--words", words)
    child.expect_exact(answer["board"])
    child.expect_exact("0 > ")
    child.sendeof()
    child.expect(pexpect.EOF)
