"""A new user's first hour with the command line: what they try before reading far."""
from __future__ import annotations

from importlib.metadata import version

from conftest import run_main


def test_version_says_which_wordlog_this_is():
    """``wordlog --version`` names this wordlog, status 0, with no COMMAND: the first thing one
    asks a command whose bug one reports."""
    status, out, err = run_main(["--version"])
    assert (status, out, err) == (0, f"wordlog {version('wordlog')}\n", "")


def test_a_pairs_file_as_the_readme_describes_it(tmp_path):
    """One START TARGET a line, separated by spaces or tabs; blank and '#' lines skipped; a line
    with a third column (a puzzle maker's note of the steps) named by its line, the rest answered."""
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("# famous ladders\ncold\twarm\n\nhead tail 5\nape  man\n", encoding="utf-8")
    status, out, err = run_main(["ladder", "--pairs", str(pairs), "--engine", "bfs"])
    assert status == 2
    assert out.splitlines() == ["cold -> cord -> card -> ward -> warm  (5 words)",
                                "ape -> apt -> opt -> oat -> mat -> man  (6 words)"]
    assert err == f"wordlog: {pairs}:4: expected 'START TARGET', got 'head tail 5'\n"


def test_start_and_target_quoted_as_one_argument_are_named():
    """``wordlog ladder "cold warm"`` (one argument): the message shows what was taken for START,
    not 'give START and TARGET (or --pairs FILE)' as if nothing had been given."""
    for given in ("cold warm", "cold->warm"):
        status, out, err = run_main(["ladder", given])
        assert (status, out) == (2, "")
        assert err == f"wordlog: give START and TARGET (or --pairs FILE): only START was given, '{given}'\n"
    status, out, err = run_main(["ladder"])
    assert (status, err) == (2, "wordlog: give START and TARGET (or --pairs FILE)\n")


def test_play_names_a_start_given_alone():
    status, out, err = run_main(["play", "cold warm"])
    assert (status, out) == (2, "")
    assert err == ("wordlog: give both START and TARGET, or neither to play a generated puzzle: "
                   "only START was given, 'cold warm'\n")
