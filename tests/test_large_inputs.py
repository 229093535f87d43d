"""Large inputs: a 370,000-word list and 10,000 lines of line noise.

Each file is generated here. The command either answers or refuses with one clear
line; its peak memory (its own high-water mark of resident memory) stays bounded.
A run that takes minutes instead of seconds fails by its timeout.
"""
from __future__ import annotations

import itertools
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import run_main
from wordlog.lexicon import MAX_LINE_BYTES, LexiconError, load

#: A timeout that only a hang reaches: these runs take seconds (see the README's guarantees).
TIMEOUT = 180
LETTERS = "abcdefghijklmnopqrstuvwxyz"


#: ``wordlog ARGS`` as its console script runs it, then its peak memory (VmHWM: this
#: process's own high-water mark, which, unlike a child's ru_maxrss, does not count the
#: memory of the pytest process it was forked from) written to the file $WORDLOG_PEAK.
MEASURED = """
import os, sys
from pathlib import Path
from wordlog.cli import main
try:
    status = main(sys.argv[1:])
finally:
    peak = [l for l in Path("/proc/self/status").read_text().splitlines() if l.startswith("VmHWM:")]
    Path(os.environ["WORDLOG_PEAK"]).write_text(peak[0].split()[1])
sys.exit(status)
"""


def run_measured(*args: str) -> tuple[int, str, str, float]:
    """Run ``wordlog ARGS``: (status, stdout, stderr, peak resident memory in MB)."""
    with tempfile.TemporaryDirectory() as tmp:
        peak = Path(tmp) / "peak"
        done = subprocess.run([sys.executable, "-c", MEASURED, *args], capture_output=True, text=True,
                              timeout=TIMEOUT, env=dict(os.environ, WORDLOG_PEAK=str(peak),
                                                        PYTHONDONTWRITEBYTECODE="1"))
        return done.returncode, done.stdout, done.stderr, int(peak.read_text()) / 1024


@pytest.fixture(scope="module")
def big_list(tmp_path_factory) -> Path:
    """370,000 distinct random words of 2 to 15 letters, with cold, cord, card, ward, warm among them."""
    rng = random.Random(370)
    words: set[str] = {"cold", "cord", "card", "ward", "warm"}
    lengths = [2, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 10, 11, 12, 13, 14, 15]
    while len(words) < 370_000:
        words.add("".join(rng.choices(LETTERS, k=rng.choice(lengths))))
    path = tmp_path_factory.mktemp("large") / "words.txt"
    path.write_text("\n".join(sorted(words)) + "\n", encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def noise(tmp_path_factory) -> dict[str, Path]:
    """10,000 lines of line noise: raw bytes, and printable Unicode with a few words among it."""
    rng = random.Random(10_000)
    root = tmp_path_factory.mktemp("noise")
    raw = root / "raw.bin"
    raw.write_bytes(b"\n".join(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 60)))
                               .replace(b"\n", b" ") for _ in range(10_000)))
    pool = "".join(map(chr, range(32, 127))) + "äöüßéñ日本語😀\u202e\u200f\u00a0\t"
    lines = ["".join(rng.choice(pool) for _ in range(rng.randrange(1, 40))) for _ in range(10_000)]
    for i in range(0, 10_000, 50):
        lines[i] = rng.choice(["cold", "cord", "card", "ward", "warm"])
    text = root / "text.txt"
    text.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return {"raw": raw, "text": text}


@pytest.mark.slow
def test_big_list_answers_through_prolog(big_list):
    status, out, err, peak = run_measured("ladder", "--words", str(big_list), "cold", "warm")
    assert (status, err) == (0, "")
    assert out.startswith("cold -> ") and out.rstrip().endswith("(5 words)")
    assert peak < 1024, f"peak memory {peak:.0f} MB"


@pytest.mark.slow
def test_big_list_answers_in_python(big_list):
    status, out, err, peak = run_measured("ladder", "--engine", "bfs", "--words", str(big_list), "cold", "warm")
    assert (status, err) == (0, "") and out.rstrip().endswith("(5 words)")
    assert peak < 512, f"peak memory {peak:.0f} MB"
    status, out, err, peak = run_measured("lexicon", "info", "--words", str(big_list))
    assert status == 0 and out.splitlines()[0] == f"{big_list}: 370,000 words"
    assert peak < 512, f"peak memory {peak:.0f} MB"


@pytest.mark.slow
def test_big_list_with_one_bad_line_deep_inside(big_list, tmp_path):
    lines = big_list.read_text(encoding="utf-8").splitlines()
    lines.insert(300_000, "w0rd")
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LexiconError, match=r":300001: 'w0rd' is not a word"):
        load(bad)
    status, out, err, peak = run_measured("ladder", "--words", str(bad), "cold", "warm")
    assert status == 2 and out == ""
    assert err.splitlines() == [f"wordlog: {bad}:300001: 'w0rd' is not a word: '0' is not a letter"]
    assert peak < 512


def test_raw_line_noise_is_refused_with_one_line(noise):
    for extra in ([], ["--skip-invalid"]):  # not UTF-8 is not a line to skip: the file is refused
        status, out, err, peak = run_measured("ladder", "--words", str(noise["raw"]), *extra, "cold", "warm")
        assert status == 2 and out == "" and "Traceback" not in err
        assert len(err.splitlines()) == 1 and f"{noise['raw']}: not UTF-8: byte 0x" in err
        assert peak < 300


def test_text_line_noise_is_refused_or_skipped(noise):
    status, out, err, peak = run_measured("ladder", "--words", str(noise["text"]), "cold", "warm")
    assert status == 2 and out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"wordlog: {noise['text']}:2: ") and "is not a word" in err
    status, out, err, peak = run_measured("ladder", "--words", str(noise["text"]), "--skip-invalid",
                                          "cold", "warm")
    assert status == 0 and out.startswith("cold -> ") and out.endswith("warm  (5 words)\n")
    assert len(err.splitlines()) == 1 and err.startswith("wordlog: skipped ")
    skipped = int(err.split()[2].replace(",", ""))
    assert 9_000 < skipped < 9_800  # all but the 200 words, blank and comment lines, and chance words
    assert peak < 300, f"peak memory {peak:.0f} MB"


def test_a_million_letter_word_in_a_checked_ladder_is_shown_cut(wordlog_cli):
    """Each line of the step table is cut as an error is, so the table stays a few lines long."""
    done = wordlog_cli("check", "cold", "warm", stdin=f"cord {'x' * 1_000_000} card ward\n")
    assert done.returncode == 1 and "Traceback" not in done.stderr
    assert len(done.stdout) < 2_000
    assert "  2. cord " in done.stdout and "x" * 60 + "... (1,000,000 characters)" in done.stdout


def test_a_word_of_a_million_letters_is_refused_at_once(tmp_path):
    """Indexing such a word would take a search past 7 GB (Prolog) or the whole machine
    (Python): it is refused by the word rule (at most 100 characters), naming its line."""
    path = tmp_path / "huge.txt"
    path.write_text("cold\ncord\ncard\nward\nwarm\n" + "a" * 1_000_000 + "\n", encoding="utf-8")
    for engine in ("astar", "bfs"):
        status, out, err, peak = run_measured("ladder", "--engine", engine, "--words", str(path), "cold", "warm")
        assert status == 2 and out == "" and len(err.splitlines()) == 1
        assert f"{path}:6: " in err and "it has 1,000,000 characters; a word has at most 100" in err
        assert peak < 300, f"peak memory {peak:.0f} MB"
    status, out, err, peak = run_measured("ladder", "--words", str(path), "--skip-invalid", "cold", "warm")
    assert status == 0 and out == "cold -> cord -> card -> ward -> warm  (5 words)\n" and peak < 300


@pytest.mark.slow
def test_listing_every_ladder_in_python_keeps_memory_flat(tmp_path):
    """`ladder --all --engine bfs` prints each shortest ladder as it is found, never building
    the list of them first: that list holds 362,880 ladders of {a,b}^9 in 80 MB (text) and
    170 MB (JSON) where one takes 30, 3,628,800 of {a,b}^10 in 620 MB, and {a,b}^12's
    479,001,600 in more than a machine has."""
    words = tmp_path / "ab9.txt"
    words.write_text("".join("".join(t) + "\n" for t in itertools.product("ab", repeat=9)), encoding="utf-8")
    ask = ("ladder", "a" * 9, "b" * 9, "--all", "--engine", "bfs", "--words", str(words))
    status, out, _, one = run_measured(*ask, "--limit", "1")
    assert status == 0 and out.splitlines()[-1] == "# 1 of 362,880 shortest ladders of 10 words"
    status, out, err, peak = run_measured(*ask)
    lines = out.splitlines()
    assert status == 0 and err == "" and len(lines) == 362_881
    assert lines[0] == "aaaaaaaaa aaaaaaaab aaaaaaabb aaaaaabbb aaaaabbbb aaaabbbbb aaabbbbbb aabbbbbbb abbbbbbbb bbbbbbbbb"
    assert lines[-1] == "# 362,880 shortest ladders of 10 words"
    assert peak < one + 20, f"peak memory {peak:.0f} MB, {one:.0f} MB for one ladder"
    status, out, err, peak = run_measured(*ask, "--json")
    answer = json.loads(out)
    assert status == 0 and err == "" and answer["ladder_count"] == len(answer["ladders"]) == 362_880
    assert answer["ladders"][-1] == ["aaaaaaaaa", "baaaaaaaa", "bbaaaaaaa", "bbbaaaaaa", "bbbbaaaaa",
                                     "bbbbbaaaa", "bbbbbbaaa", "bbbbbbbaa", "bbbbbbbba", "bbbbbbbbb"]
    assert peak < one + 20, f"peak memory {peak:.0f} MB, {one:.0f} MB for one ladder"


#: A line one byte longer than a line of a user's file may be: no word list, board, pairs file
#: or ladder has one, while /dev/zero or a binary without line breaks does.
TOO_LONG = MAX_LINE_BYTES + 1


@pytest.mark.parametrize("argv, says", [
    (["lexicon", "info", "--words", "{file}"], "{file}:2: a line of more than 1,048,576 bytes: not a word list"),
    (["ladder", "cold", "warm", "--exclude", "{file}"], "{file}:2: a line of more than 1,048,576 bytes: not a word list"),
    (["boggle", "{file}"], "{file}:2: a line of more than 1,048,576 bytes: not a board file"),
    (["ladder", "--pairs", "{file}"], "{file}:2: a line of more than 1,048,576 bytes: not a pairs file"),
], ids=["words", "exclude", "board", "pairs"])
def test_a_file_with_a_line_longer_than_any_list_has_is_refused_naming_it(tmp_path, argv, says):
    """Such a file's lines are looked at as it is read, never after reading it whole:
    `--words /dev/zero` (or `--pairs`, a board) is refused, not read without end into a
    MemoryError traceback or all of the machine."""
    path = tmp_path / "noise.txt"
    path.write_bytes(b"# noise\n" + b"a" * TOO_LONG)
    status, out, err = run_main([a.format(file=path) for a in argv])
    assert (status, out, err) == (2, "", f"wordlog: {says.format(file=path)}\n")


def test_a_binary_without_line_breaks_is_still_named_by_its_first_byte_that_is_not_utf8(tmp_path):
    path = tmp_path / "noise.bin"
    path.write_bytes(b"cold\n" + b"a" * 10 + b"\xff" + b"a" * TOO_LONG)
    status, _, err = run_main(["lexicon", "info", "--words", str(path)])
    assert (status, err) == (2, f"wordlog: {path}: not UTF-8: byte 0xff at offset 15 (line 2)\n")


@pytest.mark.parametrize("argv, says", [
    (["check", "cold", "warm"], "standard input:2: a line of more than 1,048,576 bytes: not a ladder"),
    (["ladder", "--pairs", "-"], "standard input:2: a line of more than 1,048,576 bytes: not a pairs file"),
    (["play", "cold", "warm"], "standard input:2: a line of more than 1,048,576 characters: not a move"),
], ids=["check", "pairs", "play"])
def test_standard_input_with_a_line_longer_than_any_is_refused_naming_it(argv, says):
    status, _, err = run_main(argv, stdin="# noise\n" + "a" * TOO_LONG)
    assert (status, err) == (2, f"wordlog: {says}\n")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
@pytest.mark.parametrize("argv", [["lexicon", "info", "--words", "/dev/zero"], ["ladder", "--pairs", "/dev/zero"],
                                  ["check", "cold", "warm", "-"], ["play", "cold", "warm"]],
                         ids=["words", "pairs", "check", "play"])
def test_an_endless_input_is_refused_at_its_first_line(argv):
    """Under a 2 GB address-space limit, so that an endless read fails rather than takes the machine."""
    import resource
    limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))   # noqa: E731
    with open("/dev/zero", "rb") as zero:
        done = subprocess.run([str(Path(sys.executable).parent / "wordlog"), *argv], stdin=zero,
                              capture_output=True, text=True, timeout=TIMEOUT, preexec_fn=limit)
    assert done.returncode == 2 and done.stderr.startswith("wordlog: ") and "Traceback" not in done.stderr
    assert ":1: a line of more than 1,048,576 " in done.stderr


def test_a_long_line_across_two_blocks_is_refused_as_every_reader_refuses_it(tmp_path):
    """read_lines reads a block of MAX_LINE_BYTES at a time and looks at line lengths across
    blocks: a line starting in one block and ending, line break and all, in the next (here
    500 bytes too long) is refused in a word list or check's standard input, as the pairs
    file reader refuses it, never let through up to almost twice the limit."""
    from wordlog.lexicon import read_lines
    import io
    long_line = b"cold warm\n" + b"b" * (TOO_LONG + 499) + b"\nhit cog\n"   # a pair, then the line
    with pytest.raises(LexiconError) as caught:
        read_lines(io.BytesIO(long_line), "w.txt", "word list")
    assert str(caught.value) == "w.txt:2: a line of more than 1,048,576 bytes: not a word list"
    # a line of exactly the limit passes, wherever the blocks fall
    at_limit = b"cold\n" + b"b" * MAX_LINE_BYTES + b"\nwarm\n"
    assert read_lines(io.BytesIO(at_limit), "w.txt", "word list") == at_limit
    path = tmp_path / "long.txt"
    path.write_bytes(long_line)
    for argv, says in ((["lexicon", "info", "--words", str(path)], f"{path}:2: a line of more than "
                                                                   "1,048,576 bytes: not a word list"),
                       (["ladder", "--pairs", str(path)], f"{path}:2: a line of more than 1,048,576 bytes: "
                                                          "not a pairs file")):
        status, _, err = run_main(argv)      # (the pairs file's first pair is answered)
        assert (status, err) == (2, f"wordlog: {says}\n")
    status, _, err = run_main(["check", "cold", "warm"], stdin=long_line.decode())
    assert (status, err) == (2, "wordlog: standard input:2: a line of more than 1,048,576 bytes: not a ladder\n")


def test_a_byte_that_is_not_utf8_after_a_long_line_is_not_named_for_it():
    """The long line is what is wrong, said as such: a byte that is not UTF-8 later in the
    same block is no part of it (only one before it is named first)."""
    from wordlog.lexicon import read_lines
    import io
    with pytest.raises(LexiconError) as caught:
        read_lines(io.BytesIO(b"cold\n" + b"b" * (TOO_LONG + 499) + b"\nwa\xffrm\n"), "w.txt", "word list")
    assert str(caught.value) == "w.txt:2: a line of more than 1,048,576 bytes: not a word list"


@pytest.mark.skipif(not os.path.exists("/dev/urandom"), reason="needs /dev/urandom")
@pytest.mark.parametrize("argv", [["lexicon", "info", "--words", "/dev/urandom"],
                                  ["ladder", "cold", "warm", "--exclude", "/dev/urandom"],
                                  ["boggle", "/dev/urandom"], ["check", "cold", "warm", "-"]],
                         ids=["words", "exclude", "board", "check"])
def test_input_that_is_not_text_is_refused_at_its_first_block_naming_the_byte(argv):
    """/dev/urandom has a line break every 256 bytes or so, so no line is too long: its first
    byte that is not UTF-8 is named, at its first block, not read on without end at 20 MB a
    second. Under a 2 GB address-space limit and a timeout, so that an endless read fails."""
    import resource
    limit = lambda: resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))   # noqa: E731
    with open("/dev/urandom", "rb") as noise:
        done = subprocess.run([str(Path(sys.executable).parent / "wordlog"), *argv], stdin=noise,
                              capture_output=True, text=True, timeout=60, preexec_fn=limit)
    name = "standard input" if argv[-1] == "-" else "/dev/urandom"
    assert done.returncode == 2 and done.stdout == ""
    assert re.fullmatch(rf"wordlog: {name}: not UTF-8: byte 0x[89a-f][0-9a-f] at offset \d+ \(line \d+\)\n",
                        done.stderr), done.stderr
