"""The picture of all shortest ladders: what it holds, its DOT text, and Graphviz renderings."""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import HIT_COG
from wordlog.engines import BfsEngine
from wordlog.lexicon import bundled, from_words
from wordlog.picture import PictureError, picture, render, save, to_dot

needs_dot = pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz 'dot' is not installed")


def one_letter_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum(x != y for x, y in zip(a, b)) == 1


def test_the_lessons_example_as_dot():
    pic = picture(from_words(HIT_COG), "hit", "cog")
    assert pic.columns == (("hit",), ("hot",), ("dot", "lot"), ("dog", "log"), ("cog",))
    assert pic.ladders == 2 and pic.marked == ("hit", "hot", "dot", "dog", "cog") and pic.extra == {}
    mark = 'color="#c62828", fontcolor="white", style="rounded,filled", fillcolor="#c62828"'
    assert to_dot(pic).splitlines() == [
        "digraph ladder {",
        '  graph [rankdir=LR, nodesep=0.2, ranksep=0.45, fontname="Helvetica", fontsize=11, labelloc=b, '
        'label="hit -> cog: 2 shortest ladders of 4 steps (red: the one with the most common words)"];',
        '  node [shape=box, style=rounded, fontname="Helvetica", fontsize=12, color="#37474f", '
        'fontcolor="#37474f"];',
        '  edge [color="#37474f", arrowsize=0.6];',
        '  { rank=same; "hit"; }',
        '  { rank=same; "hot"; }',
        '  { rank=same; "dot"; "lot"; }',
        '  { rank=same; "dog"; "log"; }',
        '  { rank=same; "cog"; }',
        f'  "hit" [{mark}, peripheries=2];',
        f'  "hot" [{mark}];',
        f'  "dot" [{mark}];',
        f'  "dog" [{mark}];',
        f'  "cog" [{mark}, peripheries=2];',
        '  "hit" -> "hot" [color="#c62828", penwidth=2.5];',
        '  "hot" -> "dot" [color="#c62828", penwidth=2.5];',
        '  "hot" -> "lot";',
        '  "dot" -> "dog" [color="#c62828", penwidth=2.5];',
        '  "lot" -> "log";',
        '  "dog" -> "cog" [color="#c62828", penwidth=2.5];',
        '  "log" -> "cog";',
        "}"]


def test_neighbours_around_the_ladders():
    pic = picture(from_words(HIT_COG + ["hat", "cot"]), "hit", "cog")
    assert pic.columns == (("hit",), ("hot",), ("cot",), ("cog",))
    assert pic.extra == {"hat": ("hit", "hot"), "dot": ("hot", "cot"), "lot": ("hot", "cot"),
                         "dog": ("cog",), "log": ("cog",)}
    text = to_dot(pic)
    assert '{ rank=same; "hot"; "dot"; "lot"; }' in text
    assert '"hot" -> "dot" [dir=none, style=dashed, color="#9e9e9e"];' in text
    assert "grey: other words one letter off them" in text
    assert picture(from_words(HIT_COG + ["hat", "cot"]), "hit", "cog", neighbours=0).extra == {}
    assert len(picture(from_words(HIT_COG + ["hat", "cot"]), "hit", "cog", max_extra=2).extra) == 2


def test_grey_words_of_unknown_size_come_after_a_lists_own_large_sizes():
    # ab -> cb; ab's other neighbours: ax (rank 500), ay (rank 20), az (no rank; cb has none):
    # with two grey words allowed, ay and ax, and az (unknown: the rarest) is left out.
    lex = from_words(["ab", "cb", "ax", "ay", "az"], tiers={"ab": 1, "cb": 2, "ax": 500, "ay": 20})
    assert picture(lex, "ab", "cb", neighbours=2).extra == {"ay": ("ab",), "ax": ("ab",)}
    assert list(picture(lex, "ab", "cb", neighbours=3).extra) == ["ay", "ax", "az"]


def test_cold_to_warm_on_the_bundled_lexicon():
    lex = bundled()
    engine = BfsEngine(lex)
    pic = picture(lex, "cold", "warm", engine=engine)
    ladders = engine.all_ladders("cold", "warm")
    assert pic.ladders == len(ladders) == 6
    assert pic.marked == ("cold", "cord", "card", "ward", "warm") == tuple(engine.friendly("cold", "warm"))
    assert pic.columns == tuple(tuple(sorted({ladder[i] for ladder in ladders})) for i in range(5))
    assert set(pic.links) == {pair for ladder in ladders for pair in zip(ladder, ladder[1:])}
    on_ladders = {w for column in pic.columns for w in column}
    assert 0 < len(pic.extra) <= 24
    for word, touched in pic.extra.items():
        assert word in lex and word not in on_ladders
        assert touched and all(one_letter_apart(word, t) and t in on_ladders for t in touched)
    # the marked ladder's words get their neighbours first, the most common first
    assert [w for w, t in pic.extra.items() if t[0] == "cold"] == ["hold", "sold"]


def test_no_ladder_no_picture():
    assert picture(from_words(["ab", "zz"]), "aa", "zz") is None


@needs_dot
def test_svg_and_png(tmp_path):
    pic = picture(bundled(), "cold", "warm")
    save(pic, tmp_path / "ladder.svg")
    svg = (tmp_path / "ladder.svg").read_text(encoding="utf-8")
    assert "<svg" in svg and ">cord</text>" in svg and ">warm</text>" in svg
    save(pic, tmp_path / "ladder.png")
    assert (tmp_path / "ladder.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_without_graphviz_dot_text_still_works(tmp_path):
    pic = picture(from_words(HIT_COG), "hit", "cog")
    with pytest.raises(PictureError, match="'no-such-dot' program is not installed, so no png"):
        render(to_dot(pic), "png", program="no-such-dot")
    save(pic, tmp_path / "ladder.dot", program="no-such-dot")
    assert (tmp_path / "ladder.dot").read_text(encoding="utf-8") == to_dot(pic) + "\n"
    with pytest.raises(PictureError, match="unknown picture format '.jpg'"):
        save(pic, tmp_path / "ladder.jpg")
    # no suffix: says so, not quoted as if '(no suffix)' were one
    with pytest.raises(PictureError, match=r"ladder: no suffix to say the picture format; use one of \.dot, "):
        save(pic, tmp_path / "ladder")


def test_graphviz_taking_too_long_is_stopped_and_named(tmp_path):
    """A DAG of thousands of words (16,384 for {a,b}^14) keeps dot busy for minutes: the
    time limit stops it, and that is named in one line, not a subprocess.TimeoutExpired
    traceback."""
    slow = tmp_path / "slow-dot"
    slow.write_text("#!/bin/sh\nexec sleep 30\n", encoding="utf-8")
    slow.chmod(0o755)
    pic = picture(from_words(HIT_COG), "hit", "cog")
    with pytest.raises(PictureError) as caught:
        render(to_dot(pic), "svg", program=str(slow), time_limit=0.5)
    assert str(caught.value) == (f"{slow} did not finish drawing the svg in 0.5 s, so it was stopped "
                                 "(a picture of thousands of words); write a .dot file instead, "
                                 "which needs no Graphviz")


# --- the command ----------------------------------------------------------------------

def test_cli_dot_on_standard_output(wordlog_cli):
    done = wordlog_cli("graph", "cold", "warm")
    assert done.returncode == 0
    assert done.stdout.startswith("digraph ladder {\n") and done.stdout.endswith("}\n")
    assert '"cold" -> "cord" [color="#c62828", penwidth=2.5];' in done.stdout


@needs_dot
def test_cli_png(wordlog_cli, tmp_path):
    out = tmp_path / "head-tail.png"
    done = wordlog_cli("graph", "head", "tail", "--out", str(out))
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"wrote {out}: 8 shortest ladders of 6 words, 37 words drawn\n"
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_cli_without_graphviz(wordlog_cli, tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))  # no 'dot' on this PATH
    done = wordlog_cli("graph", "cold", "warm", "--out", str(tmp_path / "x.svg"))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr.strip() == ("wordlog: Graphviz's 'dot' program is not installed, so no svg can be "
                                   "drawn; write a .dot file instead, or install graphviz")
    done = wordlog_cli("graph", "cold", "warm", "--out", str(tmp_path / "x.dot"))
    assert done.returncode == 0 and (tmp_path / "x.dot").read_text().startswith("digraph ladder {")


def test_cli_no_ladder_exits_1(wordlog_cli, tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("ab\nzz\n", encoding="utf-8")
    done = wordlog_cli("graph", "aa", "zz", "--words", str(path))
    assert done.returncode == 1 and done.stderr == "no ladder from aa to zz\n"


@pytest.mark.parametrize("args, message", [
    (["cold", "warm", "--out", "x.jpg"], "wordlog: x.jpg: unknown picture format '.jpg'; "
                                         "use one of .dot, .gv, .svg, .png, .pdf"),
    (["cold", "warm", "--out", "/no/such/dir/x.dot"], "wordlog: /no/such/dir/x.dot: cannot write: "
                                                      "No such file or directory"),
    (["cold", "wxrm"], "wordlog: target 'wxrm' is not a word of bundled SCOWL size <= 60"),
    (["cold", "warm", "--neighbours", "-1"], "wordlog: --neighbours and --max-extra take a number of "
                                             "words, 0 or more"),
    (["cold", "warm", "--out", ""], "wordlog: --out takes a file name (without --out the DOT text goes to "
                                    "standard output)"),     # not the DOT text on standard output
])
def test_cli_mistakes_exit_2(wordlog_cli, args, message):
    done = wordlog_cli("graph", *args)
    assert done.returncode == 2 and done.stderr.strip() == message



@pytest.mark.parametrize("start, target, plain", [("HOT", "cog", "hot"), ("hit", " COG ", "hit"),
                                                  ("hi\u0301t", "cog", "h\u00edt")])
def test_the_ends_are_read_by_the_word_rule(start, target, plain):
    """Upper case, surrounding spaces and a decomposed letter draw the normalized question's
    picture, as every engine answers it (never the raw text as a column's word)."""
    lex = from_words(HIT_COG)
    pic = picture(lex, start, target)
    assert pic == picture(lex, plain, "cog")
    assert (pic.start, pic.target, pic.columns[0], pic.columns[-1]) == (plain, "cog", (plain,), ("cog",))
    assert pic.marked[0] == plain and f'label="{plain} -> cog: ' in to_dot(pic)


# --- no file left behind, the path given written ---------------------------------------

KILLED_WHILE_WRITING = """
import os, signal, sys
from wordlog.cli import main
signum, unnamed = int(sys.argv[1]), sys.argv[2] == "unnamed"
if not unnamed:
    del os.O_TMPFILE                # as on a system or file system without it
sync = os.fsync
def fsync(fd):                      # the signal comes while the file is written
    sync(fd)
    print(sorted(os.listdir(".")), flush=True)
    os.kill(os.getpid(), signum)
    sync(fd)
os.fsync = fsync
sys.exit(main(["graph", "hit", "cog", "--words", "words.txt", "--out", "ladder.dot"]))
"""


@pytest.mark.parametrize("signum, status, unnamed", [
    (signal.SIGTERM, -signal.SIGTERM, "unnamed"), (signal.SIGTERM, -signal.SIGTERM, "named"),
    (signal.SIGHUP, -signal.SIGHUP, "named"), (signal.SIGINT, 130, "named")])
def test_a_signal_while_the_picture_is_written_leaves_no_file(tmp_path, signum, status, unnamed):
    """``kill``, a closed terminal or Ctrl-C while ``graph --out`` writes its file: the
    process ends by that signal, and neither the picture nor its temporary file is left
    (written without a name where the system can, else removed)."""
    (tmp_path / "words.txt").write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    done = subprocess.run([sys.executable, "-c", KILLED_WHILE_WRITING, str(int(signum)), unnamed],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == status, done.stderr
    seen = done.stdout.splitlines()[0]      # what the folder held as the file was written
    assert re.fullmatch(r"\['words\.txt'\]" if unnamed == "unnamed"
                        else r"\['\.ladder\.dot\.[0-9a-f]{16}\.tmp', 'words\.txt'\]", seen), seen
    assert sorted(os.listdir(tmp_path)) == ["words.txt"]


def test_out_through_a_symbolic_link_writes_the_file_it_names(wordlog_cli, tmp_path):
    (tmp_path / "pictures").mkdir()
    (tmp_path / "latest.dot").symlink_to(tmp_path / "pictures" / "cold-warm.dot")
    done = wordlog_cli("graph", "cold", "warm", "--out", str(tmp_path / "latest.dot"))
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "latest.dot").is_symlink()
    assert (tmp_path / "pictures" / "cold-warm.dot").read_text(encoding="utf-8").startswith("digraph ladder {")
    assert sorted(os.listdir(tmp_path)) == ["latest.dot", "pictures"]


def test_out_that_is_no_file_is_refused(wordlog_cli, tmp_path):
    """A pipe or a folder cannot be replaced whole: refused, left as it was; /dev/full has no
    suffix to say a format: refused before anything is written."""
    os.mkfifo(tmp_path / "pipe.dot")
    (tmp_path / "folder.svg").mkdir()
    for name in ("pipe.dot", "folder.svg"):
        done = wordlog_cli("graph", "cold", "warm", "--out", str(tmp_path / name))
        assert (done.returncode, done.stderr) == (2, f"wordlog: {tmp_path / name}: cannot write: not a file "
                                                     "(a picture replaces a file whole)\n")
    assert (tmp_path / "pipe.dot").is_fifo() and sorted(os.listdir(tmp_path)) == ["folder.svg", "pipe.dot"]
    done = wordlog_cli("graph", "cold", "warm", "--out", "/dev/full")
    assert (done.returncode, done.stderr) == (2, "wordlog: /dev/full: no suffix to say the picture format; use "
                                                 "one of .dot, .gv, .svg, .png, .pdf\n")


@pytest.mark.slow
def test_killed_at_any_moment_graph_out_leaves_no_file_behind(tmp_path):
    """The probe: SIGTERM at 15 moments of ``graph --out`` on a picture of 4,096 words (the
    probe found ``.big.dot.XXXXXXXX.tmp`` left 15 times in 15): no temporary file stays, and
    the picture is there whole or not at all."""
    import itertools
    words = tmp_path / "cube.txt"
    words.write_text("".join("".join(p) + "\n" for p in itertools.product("ab", repeat=12)), encoding="utf-8")
    argv = [str(Path(sys.executable).parent / "wordlog"), "graph", "a" * 12, "b" * 12, "--words", str(words),
            "--out", "big.dot"]
    whole = subprocess.run(argv, cwd=tmp_path, capture_output=True, timeout=120)
    assert whole.returncode == 0
    picture_text = (tmp_path / "big.dot").read_bytes()
    for i in range(15):
        (tmp_path / "big.dot").unlink(missing_ok=True)
        run = subprocess.Popen(argv, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.2 + 0.06 * i)
        run.terminate()
        assert run.wait(60) in (0, -signal.SIGTERM)
        left = sorted(os.listdir(tmp_path))
        assert left in (["cube.txt"], ["big.dot", "cube.txt"]), left
        assert "big.dot" not in left or (tmp_path / "big.dot").read_bytes() == picture_text
