"""The command line and the user's mistakes: one clear line on standard error, exit 2.

Every mistake (a missing, unreadable or undecodable file, an empty lexicon, words of
different lengths, an unknown option, ...) is named on one line, ``wordlog: ...``,
or one JSON object with ``--json``; never a traceback; exit status 2. The lexicon
mistakes are tried with every subcommand that reads a lexicon.
"""
from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from conftest import HIT_COG, WORDLOG, one_line, run_main, run_wordlog
from wordlog import cli


@pytest.fixture(scope="module")
def bad(tmp_path_factory) -> dict[str, Path]:
    """One file (or path) per kind of mistake in a word list."""
    root = tmp_path_factory.mktemp("bad")
    files = {"missing": root / "no-such-file.txt", "directory": root / "a-directory",
             "latin1": root / "latin1.txt", "utf16": root / "utf16.txt", "utf16-le": root / "utf16-le.txt",
             "empty": root / "empty.txt",
             "comments": root / "comments.txt", "not-a-word": root / "digits.txt",
             "size": root / "size.txt"}
    files["directory"].mkdir()
    files["latin1"].write_bytes("cold\nwärm\n".encode("latin-1"))
    files["utf16"].write_bytes("cold\nwarm\n".encode("utf-16"))
    files["utf16-le"].write_bytes("cold warm\nwarm cold\n".encode("utf-16-le"))    # no byte order mark
    files["empty"].write_bytes(b"")
    files["comments"].write_text("# nothing but comments\n\n   \n", encoding="utf-8")
    files["not-a-word"].write_text("cold\nc0ld\nwarm\n", encoding="utf-8")
    files["size"].write_text("cold\t10\nwarm\tten\n", encoding="utf-8")
    return files


#: What the message must say about each bad file (besides naming it).
SAYS = {"missing": "no such file", "directory": "is a directory",
        "latin1": "not UTF-8: byte 0xe4 at offset 6 (line 2)",
        "utf16": "looks like UTF-16", "empty": "no words", "comments": "no words",
        "not-a-word": ":2: 'c0ld' is not a word", "size": ":2: 'warm\\tten': the size 'ten'"}

#: Every subcommand that reads a lexicon, with a question for it.
COMMANDS = [["ladder", "cold", "warm"], ["ladder", "--all", "cold", "warm"], ["check", "cold", "warm", "cord"],
            ["graph", "cold", "warm"], ["lexicon", "info"], ["boggle", "abce/sfcs/adee"],
            ["component", "cold"], ["farthest", "cold"], ["isolated"], ["stats", "--length", "4"],
            ["puzzle"], ["play"], ["play", "cold", "warm"], ["demo"]]

#: The subcommands of COMMANDS without --json.
WITHOUT_JSON = ("graph", "play", "demo")


def assert_refused(argv: list[str], path: Path, says: str, json_wanted: bool) -> None:
    """``wordlog ARGV`` (``--json`` added when wanted and the command has it) ends with status 2
    and one line naming ``path`` and saying ``says``."""
    if json_wanted and argv[0] not in WITHOUT_JSON:
        argv = [*argv, "--json"]
    else:
        json_wanted = False
    status, out, err = run_main(argv)
    assert status == 2, (argv, out, err)
    message = one_line(err, json_wanted=json_wanted)
    assert str(path) in message and says in message


@pytest.mark.parametrize("mistake", sorted(SAYS))
@pytest.mark.parametrize("json_wanted", [False, True], ids=["text", "json"])
def test_every_lexicon_mistake_is_one_line_naming_the_file(bad, mistake, json_wanted):
    """Each mistake a word list can hold, as the command meets it (its wording is made, and
    checked word for word, in the lexicon reader: test_lexicon.py)."""
    assert_refused(["ladder", "cold", "warm", "--words", str(bad[mistake])], bad[mistake], SAYS[mistake],
                   json_wanted)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c[:2]))
@pytest.mark.parametrize("json_wanted", [False, True], ids=["text", "json"])
def test_every_command_refuses_a_bad_word_list_in_one_line(bad, command, json_wanted):
    """Every subcommand that reads a lexicon reads it in one place (cli.common.lexicon_from_args):
    one mistake that fails the file's opening and one inside it, through each."""
    for mistake in ("missing", "not-a-word"):
        assert_refused([*command, "--words", str(bad[mistake])], bad[mistake], SAYS[mistake], json_wanted)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c[:2]))
def test_an_empty_word_list_name_is_a_mistake(command):
    """--words '' names no file: a mistake (exit 2), never the bundled words;
    --exclude '' likewise."""
    status, out, err = run_main([*command, "--words", ""])
    assert (status, out) == (2, "") and one_line(err) == "--words takes a file name"
    status, out, err = run_main([*command, "--exclude", ""])
    assert (status, out) == (2, "") and one_line(err) == "--exclude takes a file name"


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: "-".join(c[:2]))
@pytest.mark.parametrize("option", ["--words", "--exclude"])
def test_a_dash_for_a_word_list_says_it_takes_a_file_name(command, option, tmp_path, monkeypatch):
    """'--words -' is refused as what it is (a word list is a file, not standard input as
    --pairs - is), never as a missing file, whatever the folder holds."""
    monkeypatch.chdir(tmp_path)
    status, out, err = run_main([*command, option, "-"])
    assert (status, out) == (2, "") and one_line(err) == (
        f"{option} takes a file name, not '-': a word list is not read from standard input (a file named '-' is ./-)")


def test_unreadable_file(tmp_path):
    """Without read permission (root reads everything, so this needs another user)."""
    if os.geteuid() == 0:
        pytest.skip("running as root: a file without read permission is still readable")
    path = tmp_path / "secret.txt"
    path.write_text("cold\nwarm\n", encoding="utf-8")
    path.chmod(0)
    done = run_wordlog("ladder", "--words", str(path), "cold", "warm")
    assert done.returncode == 2 and one_line(done.stderr) == f"{path}: cannot read: Permission denied"


def test_file_that_exists_but_cannot_be_read():
    """/proc/self/mem exists, yet reading it from the start fails (EIO), even for root."""
    if not Path("/proc/self/mem").exists():
        pytest.skip("no /proc")
    done = run_wordlog("ladder", "--words", "/proc/self/mem", "cold", "warm")
    assert done.returncode == 2
    assert one_line(done.stderr) == "/proc/self/mem: cannot read: Input/output error"


@pytest.fixture(scope="module")
def words(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("good") / "words.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    return path


QUESTION_MISTAKES = [
    (["ladder", "hot", "zzz"], "target 'zzz' is not a word of"),
    (["ladder", "hot", "c0g"], "'c0g' is not a word: '0' is not a letter"),
    (["ladder", "hot"], "give START and TARGET"),
    (["ladder", "--frobnicate", "hot", "cog"], "unrecognized arguments: --frobnicate"),
    (["ladder", "--engine", "dfs", "hot", "cog"], "invalid choice: 'dfs'"),
    (["ladder", "--tier", "many", "hot", "cog"], "argument --tier: invalid int value: 'many'"),
    (["ladder", "--limit", "3", "hot", "cog"], "--limit N goes with --all: it lists the first N shortest ladders"),
    (["ladder", "--all", "--limit", "-1", "hot", "cog"], "--limit takes a count of 0 or more, not -1"),
    (["ladder", "--pairs", "/no/such/pairs.txt"], "/no/such/pairs.txt: no such file"),
    (["ladder", "", "cog"], "'' is not a word: it is empty"),
    (["ladder", "--pairs", ""], "--pairs takes a file name ('-' for standard input)"),
    (["ladder", "--all", "--friendly", "hot", "cog"], "--all lists every shortest ladder, --friendly picks one"),
    (["puzzle", "--friendly-tier", "0"], "--friendly-tier takes a positive SCOWL size, not 0"),
    (["check", "hot", "dogs", "dot"], "target 'dogs' is not a word of"),
    (["graph", "--out", "picture.bmp", "hot", "cog"], "picture.bmp"),
    (["puzzle", "--seed", "a\udcffb"], "--seed is not UTF-8 text: byte 0xff"),   # bytes from the shell
    (["play", "--seed", "a\udcffb"], "--seed is not UTF-8 text: byte 0xff"),
    (["puzzle", "--date", "2026-\udcff"], "--date is not UTF-8 text: byte 0xff"),
    (["ladder", "c\udcffg", "hot"], "'c\\xffg' is not UTF-8 text: byte 0xff"),     # not "U+DCFF is not a letter"
    (["ladder", "m\u00fc\udcffe", "hot"], "'m\u00fc\\xffe' is not UTF-8 text: byte 0xff"),
    (["check", "hot", "cog", "hot", "h\udcfft", "cog"], "'h\\xfft' is not UTF-8 text: byte 0xff"),  # not exit 1
    (["boggle", "--random", "--seed", "\udcfe"], "--seed is not UTF-8 text: byte 0xfe"),
    (["boggle", "ab\udcffc/def/ghi"], "'ab\\xffc/def/ghi' is not UTF-8 text: byte 0xff"),   # not "'\\udcff' is not a die"
    (["boggle", "m\udcff.txt"], "m\\xff.txt: no such file"),      # a file name: the byte as it is
    (["ladder", "cold", "warm", "--words", "m\udcff.txt"], "m\\xff.txt: no such file"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    (["ladder", "--engine", "b\udcfffs", "hot", "cog"], "invalid choice: 'b\\xfffs'"),    # argparse quotes
    (["ladder", "--tier", "1\udcff", "hot", "cog"], "invalid int value: '1\\xff'"),       # it '\udcff'
    (["l\udcffdder", "hot", "cog"], "invalid choice: 'l\\xffdder'"),
    (["ladder", "--engine", "\\udcff", "hot", "cog"], "invalid choice: '\\\\udcff'"),   # typed: as it is
    ([], "the following arguments are required: COMMAND"),
]


def test_check_names_standard_input_that_is_not_utf8(words):
    """A ladder typed on standard input with a byte that is not UTF-8: a mistake (exit 2) naming
    it, not an illegal step (exit 1) of a word 'U+DCFF is not a letter', nor a traceback."""
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(b"hot h\xfft cog\n"), encoding="utf-8")   # strict, as some locales
    with mock.patch.object(cli, "exit_on_interrupt"), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err), mock.patch("sys.stdin", stdin):
        status = cli.main(["check", "--words", str(words), "hot", "cog", "-"])
    assert status == 2 and out.getvalue() == ""
    assert one_line(err.getvalue()) == "standard input: not UTF-8: byte 0xff at offset 5 (line 1)"


@pytest.mark.parametrize("argv, says", QUESTION_MISTAKES, ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_question_mistakes(words, argv, says):
    if argv and argv[0] != "frobnicate":
        argv = [argv[0], "--words", str(words), *argv[1:]]
    status, out, err = run_main(argv)
    assert status == 2 and out == ""
    assert says in one_line(err)


@pytest.mark.parametrize("argv, says", QUESTION_MISTAKES[:8],
                         ids=lambda a: " ".join(a) if isinstance(a, list) else "")
def test_question_mistakes_as_json(words, argv, says):
    argv = [argv[0], "--words", str(words), "--json", *argv[1:]]
    status, out, err = run_main(argv)
    assert status == 2 and out == ""
    assert says in one_line(err, json_wanted=True)


@pytest.mark.parametrize("option", ["--j", "--js", "--jso"])
def test_an_abbreviated_json_option_gives_errors_in_json(words, option):
    """argparse takes --js for --json: the answer is JSON, and so is an error."""
    status, out, err = run_main(["ladder", "--words", str(words), option, "hot", "zzz"])
    assert status == 2 and out == ""
    assert "target 'zzz' is not a word of" in one_line(err, json_wanted=True)
    status, out, err = run_main(["ladder", "--words", str(words), option, "--frobnicate", "hot", "cog"])
    assert status == 2 and "unrecognized arguments: --frobnicate" in one_line(err, json_wanted=True)


def test_json_after_the_end_of_options_is_a_word(words):
    """After ``--``, --json is a WORD of the ladder, not the option: the answer is text, and so
    is an error."""
    status, out, err = run_main(["check", "--words", str(words), "hot", "cog", "--", "--json"])
    assert status == 1 and err == "" and "'--json' is not a word" in out
    status, out, err = run_main(["check", "--words", str(words), "hot", "zzz", "--", "--json"])
    assert status == 2 and "target 'zzz' is not a word of" in one_line(err)


#: What a --pairs FILE that cannot be read at all says, besides its name.
PAIRS_SAY = {"missing": "no such file", "directory": "is a directory, not a pairs file",
             "utf16": "not UTF-8: it looks like UTF-16, save it as UTF-8",
             "utf16-le": "not UTF-8: it looks like UTF-16, save it as UTF-8"}   # the file, not each line



@pytest.mark.parametrize("mistake", sorted(PAIRS_SAY))
def test_pairs_file_that_cannot_be_read(bad, mistake):
    status, out, err = run_main(["ladder", "--pairs", str(bad[mistake])])
    assert (status, out) == (2, "") and one_line(err) == f"{bad[mistake]}: {PAIRS_SAY[mistake]}"


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_pairs_file_in_utf16_without_a_byte_order_mark_after_blank_lines(words, tmp_path, encoding):
    """A first line blank ('\\n', or '\\0\\n' big-endian) is too short to tell UTF-16 by: the
    lines after it tell, and the file is named as UTF-16, not each line as 'not a word'."""
    pairs = tmp_path / "pairs.txt"
    pairs.write_bytes("\n\r\ndot cog\n".encode(encoding))
    status, out, err = run_main(["ladder", "--words", str(words), "--pairs", str(pairs)])
    assert (status, out) == (2, "") and one_line(err) == f"{pairs}: not UTF-8: it looks like UTF-16, save it as UTF-8"


def test_pairs_file_in_utf8_after_short_lines_is_read(words, tmp_path):
    """The lines before one of 4 bytes are looked at for UTF-16 too: UTF-8 ones never are."""
    pairs = tmp_path / "pairs.txt"
    pairs.write_bytes(b"\n\r\n#\n \ndot cog\n")
    status, out, err = run_main(["ladder", "--words", str(words), "--pairs", str(pairs)])
    assert (status, out, err) == (0, "dot -> dog -> cog  (3 words)\n", "")


def test_pairs_file_that_fails_while_read():
    """/proc/self/mem opens, then reading fails (EIO): the message names the file."""
    if not Path("/proc/self/mem").exists():
        pytest.skip("no /proc")
    status, _, err = run_main(["ladder", "--pairs", "/proc/self/mem"])
    assert status == 2 and one_line(err) == "/proc/self/mem: cannot read: Input/output error"


def test_pairs_line_not_utf8_is_named_and_the_rest_answered(words, tmp_path):
    pairs = tmp_path / "pairs.txt"
    pairs.write_bytes("\ufeffhit cog\r\nh\xe4t cog\r\ndot cog\r\n".encode("utf-8").replace(b"\xc3\xa4", b"\xe4"))
    status, out, err = run_main(["ladder", "--words", str(words), "--pairs", str(pairs)])
    assert status == 2
    assert out.splitlines() == ["hit -> hot -> lot -> log -> cog  (5 words)", "dot -> dog -> cog  (3 words)"]
    assert err.splitlines() == [f"wordlog: {pairs}:2: not UTF-8: byte 0xe4"]


def test_pairs_from_standard_input_with_a_bom(words):
    status, out, err = run_main(["ladder", "--words", str(words), "--pairs", "-"], stdin="\ufeffdot cog\n")
    assert (status, out, err) == (0, "dot -> dog -> cog  (3 words)\n", "")


#: What a BOARD file of ``wordlog boggle`` that cannot be read says, besides its name.
BOARD_SAYS = {"missing": "no such file", "directory": "is a directory, not a board file",
              "latin1": "not UTF-8: byte 0xe4 at offset 6 (line 2)", "utf16": "looks like UTF-16"}


@pytest.mark.parametrize("mistake", sorted(BOARD_SAYS))
def test_board_file_that_cannot_be_read(bad, mistake):
    """A name with a dot, never among a board's letters, is a file's, so a missing one
    is named as such (not read as letters); so is a directory."""
    status, out, err = run_main(["boggle", str(bad[mistake])])
    assert (status, out) == (2, "")
    message = one_line(err)
    assert message.startswith(f"{bad[mistake]}: ") and BOARD_SAYS[mistake] in message


def test_pairs_with_mistakes_answer_the_rest(words, tmp_path):
    pairs = tmp_path / "pairs.txt"
    pairs.write_text("hit cog\nhot dogs\nhot\n\n# a comment\nhot c0g\ndot cog\n", encoding="utf-8")
    status, out, err = run_main(["ladder", "--words", str(words), "--pairs", str(pairs)])
    assert status == 2
    assert out.splitlines() == ["hit -> hot -> lot -> log -> cog  (5 words)", "dot -> dog -> cog  (3 words)"]
    assert err.splitlines() == [
        f"wordlog: {pairs}:2: target 'dogs' is not a word of {words}",
        f"wordlog: {pairs}:3: expected 'START TARGET', got 'hot'",
        f"wordlog: {pairs}:6: 'c0g' is not a word: '0' is not a letter"]


@pytest.mark.slow
def test_the_installed_command_reports_each_mistake_on_one_line(bad, words):
    """The same through the real ``wordlog`` process: no traceback reaches the terminal."""
    for mistake in ("missing", "latin1", "empty", "not-a-word"):
        done = run_wordlog("ladder", "--words", str(bad[mistake]), "cold", "warm")
        assert done.returncode == 2 and done.stdout == ""
        assert SAYS[mistake] in one_line(done.stderr)
        done = run_wordlog("ladder", "--json", "--words", str(bad[mistake]), "cold", "warm")
        assert done.returncode == 2 and SAYS[mistake] in one_line(done.stderr, json_wanted=True)
    done = run_wordlog("ladder", "--words", str(words), "hot", "cogs")
    assert done.returncode == 2 and "target 'cogs' is not a word of" in one_line(done.stderr)
    done = run_wordlog("ladder", "--bogus", "hot", "cog")
    assert done.returncode == 2 and "unrecognized arguments: --bogus" in one_line(done.stderr)


@pytest.mark.parametrize("argv, says", [
    (["lexicon", "info", "extra"], "lexicon info: unrecognized arguments: extra (see wordlog lexicon info --help)"),
    (["ladder", "cold", "warm", "extra"], "ladder: unrecognized arguments: extra (see wordlog ladder --help)"),
])
def test_unrecognized_arguments_point_at_the_subcommand_help(argv, says):
    status, out, err = run_main(argv)
    assert (status, out) == (2, "") and one_line(err) == says


@pytest.mark.parametrize("argv", [["ladder", "--pairs", "-"], ["check", "cold", "warm", "-"], ["play", "cold", "warm"]],
                         ids=lambda a: a[0])
def test_closed_standard_input_reads_as_empty(argv):
    """Started with file descriptor 0 closed (Python's sys.stdin is None): as /dev/null."""
    closed = subprocess.run([str(WORDLOG), *argv], capture_output=True, text=True, timeout=120,
                            preexec_fn=lambda: os.close(0))
    empty = subprocess.run([str(WORDLOG), *argv], capture_output=True, text=True, timeout=120,
                           stdin=subprocess.DEVNULL)
    assert "Traceback" not in closed.stderr
    assert (closed.returncode, closed.stdout, closed.stderr) == (empty.returncode, empty.stdout, empty.stderr)


@pytest.mark.parametrize("argv", [["check", "cold", "warm", "cord", "card", "ward"], ["play", "cold", "warm"],
                                  ["ladder", "cold", "warm"]], ids=lambda a: a[0])
def test_closed_standard_output_writes_nowhere(argv):
    """Started with file descriptor 1 closed (Python's sys.stdout is None): as /dev/null.
    check and play, asking whether standard output is a terminal to show the letters in
    place in colour, answer without an AttributeError traceback."""
    closed = subprocess.run([str(WORDLOG), *argv], stderr=subprocess.PIPE, text=True, timeout=120, input=":q\n",
                            preexec_fn=lambda: os.close(1))
    nowhere = subprocess.run([str(WORDLOG), *argv], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                             timeout=120, input=":q\n")
    assert "Traceback" not in closed.stderr
    assert (closed.returncode, closed.stderr) == (nowhere.returncode, nowhere.stderr)
    assert closed.returncode == {"check": 0, "play": 1, "ladder": 0}[argv[0]]


@pytest.mark.parametrize("argv, status, out", [
    (["ladder", "cold", "1234"], 2, ""),
    (["ladder", "cold", "1234", "--json"], 2, ""),
    (["check", "cold", "warm", "cord", "--words", "/nonexistent"], 2, ""),
    (["ladder", "cold", "warm", "--engine", "astar"], 0, "cold -> cord -> card -> ward -> warm  (5 words)\n"),
], ids=["error", "json", "check", "answer"])
def test_closed_standard_error_takes_no_message_to_standard_output(argv, status, out):
    """Started with file descriptor 2 closed (Python's sys.stderr is None): as /dev/null. Its
    messages never go to standard output (print's fallback for a file that is None), among
    the answers a program reads there."""
    closed = subprocess.run([str(WORDLOG), *argv], stdout=subprocess.PIPE, text=True, timeout=120,
                            stdin=subprocess.DEVNULL, preexec_fn=lambda: os.close(2))
    assert (closed.returncode, closed.stdout) == (status, out)


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc/self/fd")
@pytest.mark.parametrize("fd", [0, 1, 2])
def test_a_closed_standard_file_descriptor_is_taken_by_dev_null(fd):
    """Whichever of 0, 1 and 2 is closed as the command starts is /dev/null while it runs, not the
    wake-up socket of Ctrl-C (cli.exit_on_interrupt), so that Prolog's warnings to file
    descriptor 2, or its output to 1, never go into that socket."""
    read, write = os.pipe()
    script = (f"import os, sys\nfrom wordlog.cli import main\nsys.argv = ['wordlog', 'ladder', 'cold', 'warm']\n"
              f"main()\nos.write({write}, os.readlink('/proc/self/fd/{fd}').encode())\n")
    with os.fdopen(read) as answer:
        try:
            subprocess.run([sys.executable, "-c", script], stdin=subprocess.DEVNULL,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, pass_fds=(write,),
                           preexec_fn=lambda: os.close(fd))
        finally:
            os.close(write)
        assert answer.read() == os.devnull


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a device always full")
@pytest.mark.parametrize("unbuffered", ["", "1"], ids=["buffered", "PYTHONUNBUFFERED"])
@pytest.mark.parametrize("argv, says", [
    (["lexicon", "info", "--words", "{words}"], "wordlog: standard output: cannot write: No space left on device"),
    (["ladder", "hit", "cog", "--json", "--words", "{words}"],
     '{"error": "standard output: cannot write: No space left on device"}'),
], ids=["text", "json"])
def test_a_full_standard_output_is_named_once_without_a_traceback(words, argv, says, unbuffered):
    """`wordlog ... > file` on a full disk names what could not be written, in one line, beside
    'No space left on device'; what is left unwritten does not fail again at exit (status
    120 and an 'Exception ignored' traceback)."""
    env = dict(os.environ, PYTHONUNBUFFERED=unbuffered)
    with open("/dev/full", "w") as full:
        done = subprocess.run([str(WORDLOG), *(a.format(words=words) for a in argv)], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120, env=env)
    assert (done.returncode, done.stderr) == (2, says + "\n")


@pytest.mark.parametrize("json_wanted", [False, True], ids=["text", "json"])
def test_running_out_of_memory_is_one_line_and_status_3(json_wanted):
    """`wordlog stats` on all 8,000 words of {a..t}^3 under 'ulimit -v 1500000' runs out of
    memory: it keeps every pair at the diameter. Out of memory is told as Prolog's memory
    limit is, status 3, in one line, never a MemoryError traceback."""
    with mock.patch("wordlog.cli.lexicon.lexicon_from_args", side_effect=MemoryError):
        status, out, err = run_main(["lexicon", "info", *(["--json"] if json_wanted else [])])
    says = ("out of memory: the question needs more than this process may have (a limit of "
            "'ulimit -v', or the machine's memory)")
    assert (status, out) == (3, "")
    assert err == (json.dumps({"error": says}) if json_wanted else f"wordlog: {says}") + "\n"


def test_a_line_break_in_a_named_file_keeps_the_error_on_one_line():
    """A BOARD '.\\r' is a missing file's name, and its error stays on one line."""
    status, _, err = run_main(["boggle", ".\r"])
    assert status == 2 and one_line(err) == ".\\u000d: no such file"


def test_a_very_long_word_is_shown_cut_in_the_error_with_its_own_length():
    """The cut word shows its own length, not counting the quotes around it: one length for
    one word in one line."""
    status, _, err = run_main(["ladder", "a" * 100_000 + "1", "cold"])
    assert status == 2
    assert one_line(err) == ("'" + "a" * 60 + "...' (100,001 characters) is not a word: it has 100,001 "
                             "characters; a word has at most 100")


@pytest.mark.parametrize("length", [199, 200])
def test_a_word_just_long_enough_to_be_cut_shows_its_own_length(length):
    """A word of 199 or 200 letters is cut once quoted (201, 202 characters), and the cut
    shows the word's own length, not counting its quotes."""
    status, _, err = run_main(["ladder", "a" * length, "cold"])
    assert status == 2
    assert one_line(err) == (f"'{'a' * 60}...' ({length} characters) is not a word: it has {length} "
                             "characters; a word has at most 100")


def test_a_word_list_whose_name_is_not_utf8_works_with_prolog(tmp_path, wordlog_cli):
    """Importing pyswip starts Prolog with the process's arguments, encoded as UTF-8: a file
    name with a byte that is not UTF-8 among them would fail there. Prolog sees the
    program's name alone."""
    name = tmp_path / "m\udcff.txt"                 # the byte 0xff, as Python reads it from the shell
    name.write_text("cold\ncord\n", encoding="utf-8")
    for engine in ("astar", "bfs"):
        done = wordlog_cli("ladder", "--engine", engine, "--words", str(name), "cold", "cord")
        assert done.returncode == 0 and done.stdout == "cold -> cord  (2 words)\n", done.stderr
    done = wordlog_cli("boggle", "--engine", "prolog", "--words", str(name), "cold/ordx/xxxx", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["words"] == ["cold", "cord"], done.stderr


@pytest.mark.parametrize("argv", [["boggle", ".\x00"], ["ladder", "--pairs", "a\x00"],
                                  ["graph", "cold", "warm", "--out", "x\x00.svg"],
                                  ["ladder", "cold", "warm", "--words", "w\x00.txt"],
                                  ["boggle", "--random", "--words", "a\x00"]])
def test_a_file_name_with_a_nul_character_is_named(argv):
    # No shell passes a NUL in an argument, but main() and the API take any str; open() refuses
    # such a name with ValueError, which is named in one line, never a traceback.
    name = next(a for a in argv if "\x00" in a)
    status, out, err = run_main(argv)
    assert status == 2 and out == ""
    assert one_line(err) == name.replace("\x00", "\\x00") + ": not a file name: it holds a NUL character"


def test_the_api_names_a_word_list_name_with_a_nul_character():
    from wordlog import LexiconError, load
    with pytest.raises(LexiconError, match=r"^w\\x00\.txt: not a file name: it holds a NUL character$"):
        load("w\x00.txt")


def test_json_output_naming_a_file_whose_name_is_not_utf8_is_utf8_json(tmp_path):
    """A file name's byte that is not UTF-8 is written ``\\xff`` inside the JSON (``lexicon
    info --json``'s "lexicon", a pairs line's "error"), as the error on standard error has
    it: the output stays UTF-8, for any JSON parser to read."""
    words = tmp_path / "w\udcff.txt"                # the byte 0xff, as Python reads it from the shell
    words.write_text("hot\ndot\ndog\ncog\n", encoding="utf-8")
    pairs = tmp_path / "p\udcff.txt"
    pairs.write_text("hot cog\nh0t cog\n", encoding="utf-8")

    def run(*args: str) -> tuple[int, list[dict], list[dict]]:
        done = subprocess.run([str(WORDLOG), *args], capture_output=True, timeout=120)
        return (done.returncode, [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()],
                [json.loads(line) for line in done.stderr.decode("utf-8").splitlines()])

    status, out, err = run("lexicon", "info", "--json", "--words", str(words))
    assert status == 0 and err == []
    assert out[0]["lexicon"] == str(tmp_path / "w\\xff.txt") and out[0]["word_count"] == 4
    status, out, err = run("ladder", "--pairs", str(pairs), "--json", "--engine", "bfs", "--words", str(words))
    message = f"{tmp_path / 'p'}\\xff.txt:2: 'h0t' is not a word: '0' is not a letter"
    assert status == 2
    assert out == [{"start": "hot", "target": "cog", "length": 3, "word_count": 4, "ladder": ["hot", "dot", "dog", "cog"],
                    "choice": "friendliest", "engine": "bfs"}, {"line": 2, "error": message}]
    assert err == [{"error": message}]


def test_a_temporary_directory_whose_name_is_not_utf8_does_not_stop_prolog(tmp_path):
    """The Prolog engine reads a user's list (and a Boggle dictionary) from a temporary file
    wordlog writes. With TMPDIR holding a byte that is not UTF-8, whose name SWI-Prolog cannot
    open; Prolog is handed the file by descriptor, not by
    the directory's name, and answers."""
    temporary = tmp_path / "t\udcffmp"               # the byte 0xff, as Python reads it
    temporary.mkdir()
    words = tmp_path / "words.txt"
    words.write_text("hot\ndot\ndog\ncog\n", encoding="utf-8")
    env = dict(os.environ, TMPDIR=str(temporary))
    for args, answer in ((["ladder", "hot", "cog", "--engine", "astar"], b"hot -> dot -> dog -> cog  (4 words)\n"),
                         (["boggle", "hot/dog/cog", "--engine", "prolog", "--json"],
                          b'{"words": ["cog", "dog", "dot", "hot"], "score": 4, "count": 4}\n')):
        done = subprocess.run([str(WORDLOG), *args, "--words", str(words)], capture_output=True, env=env, timeout=120)
        assert (done.returncode, done.stdout, done.stderr) == (0, answer, b"")
    assert list(temporary.iterdir()) == []


def test_a_pairs_file_opening_with_a_lone_nul_names_that_line_and_answers_the_rest(words, tmp_path):
    """A first line '\\0' is too short to tell UTF-16 by (a blank line of UTF-16 big-endian is
    '\\0\\n'): a longer line tells, and this one is UTF-8; only the '\\0' line is named."""
    pairs = tmp_path / "pairs.txt"
    pairs.write_bytes(b"\0\ndot cog\n")
    status, out, err = run_main(["ladder", "--words", str(words), "--pairs", str(pairs)])
    assert (status, out) == (2, "dot -> dog -> cog  (3 words)\n")
    assert err == f"wordlog: {pairs}:1: expected 'START TARGET', got '\\x00'\n"


def test_a_size_of_more_digits_than_python_reads_is_named(tmp_path):
    """int() reads at most 4,300 digits: a longer size is named in one line, exit 2, never a traceback."""
    path = tmp_path / "sizes.txt"
    path.write_text(f"cold\t{'9' * 5000}\nwarm\t10\n", encoding="utf-8")
    status, out, err = run_main(["lexicon", "info", "--words", str(path)])
    assert (status, out) == (2, "")
    assert one_line(err) == f"{path}:1: 'cold': the size after the TAB has 5,000 digits; a size has at most 18"
    path.write_text(f"cold\t{'0' * 5000}7\n", encoding="utf-8")     # leading zeros say nothing
    status, out, err = run_main(["lexicon", "info", "--words", str(path), "--json"])
    assert (status, err) == (0, "") and (json.loads(out)["word_count"], json.loads(out)["by_tier"]) == (1, {"7": 1})


def test_a_board_of_more_rows_than_python_reads_is_named(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text(f"{'9' * 5000} 4\nA B C D\n", encoding="utf-8")
    status, out, err = run_main(["boggle", str(path)])
    assert (status, out) == (2, "")
    assert one_line(err) == (f"{path}:1: a {'9' * 60}... (5,002 characters) board is not supported: "
                             "rows and columns must each be 1 to 64")
    path.write_text(f"{'0' * 5000}3 3\nA B C\nD E F\nG H I\n", encoding="utf-8")   # leading zeros say nothing
    status, out, err = run_main(["boggle", str(path), "--json"])
    assert (status, err) == (0, "") and "badge" in json.loads(out)["words"]


def test_a_missing_word_list_is_a_file_not_found_error_in_the_api_and_one_line_from_the_command():
    from wordlog import LexiconError, load
    with pytest.raises(FileNotFoundError) as caught:
        load("nope.txt")
    assert (caught.value.filename, caught.value.errno, str(caught.value)) == ("nope.txt", 2, "nope.txt: no such file")
    assert isinstance(caught.value, LexiconError)       # as every other bad word list
    status, out, err = run_main(["lexicon", "info", "--words", "nope.txt"])
    assert (status, out) == (2, "") and one_line(err) == "nope.txt: no such file"


def test_graph_out_on_a_full_disk_leaves_the_old_file_as_it_was_and_no_partial_file(words, tmp_path):
    """--out never writes in place: on a full disk the old picture stays whole, and no new one of
    0 bytes is left."""
    old = tmp_path / "ladder.dot"
    old.write_text("the old picture\n", encoding="utf-8")

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    with mock.patch("wordlog.picture.os.fsync", full):
        status, out, err = run_main(["graph", "--words", str(words), "hot", "cog", "--out", str(old)])
        assert (status, out) == (2, "") and one_line(err) == f"{old}: cannot write: No space left on device"
        status, out, err = run_main(["graph", "--words", str(words), "hot", "cog", "--out", str(tmp_path / "new.dot")])
        assert status == 2
    assert old.read_text(encoding="utf-8") == "the old picture\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ladder.dot"]
    status, out, err = run_main(["graph", "--words", str(words), "hot", "cog", "--out", str(old)])
    assert (status, err) == (0, "") and old.read_text(encoding="utf-8").startswith("digraph ladder {")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["ladder.dot"]


def test_a_full_temporary_folder_is_named(words, monkeypatch):
    """`ladder --all --json` spools its line to an unnamed temporary file past 1 MB: a full
    temporary folder is named, beside 'No space left on device'."""
    import tempfile
    from wordlog.cli import ladder

    class Full(io.StringIO):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__()

        def write(self, text: str) -> int:
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(ladder.tempfile, "SpooledTemporaryFile", Full)
    status, out, err = run_main(["ladder", "--words", str(words), "--all", "--json", "hot", "cog"])
    assert (status, out) == (2, "")
    assert one_line(err, json_wanted=True) == f"{tempfile.gettempdir()}: cannot write a temporary file: No space left on device"


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a device always full")
@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["ladder", "--help"]], ids=" ".join)
def test_help_and_version_on_a_full_disk_say_so_in_one_line_with_status_2(argv):
    """argparse writes them and ends the command itself: on a full disk that is one line and
    status 2, never 'Exception ignored ... OSError' and status 120 at exit."""
    with open("/dev/full", "w") as full:
        done = subprocess.run([str(WORDLOG), *argv], stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert (done.returncode, done.stderr) == (2, "wordlog: standard output: cannot write: No space left on device\n")


@pytest.mark.parametrize("encoding", ["ascii", "latin-1", pytest.param("utf-16", marks=pytest.mark.slow)])
def test_the_answers_are_utf8_whatever_pythonioencoding_says(words, tmp_path, encoding):
    """The README promises UTF-8: a non-ASCII answer is UTF-8 with PYTHONIOENCODING=ascii (no
    UnicodeEncodeError traceback) or latin-1 alike."""
    accented = tmp_path / "mots.txt"
    accented.write_text("café\nsafé\n", encoding="utf-8")
    env = dict(os.environ, PYTHONIOENCODING=encoding)
    done = subprocess.run([str(WORDLOG), "ladder", "--words", str(accented), "café", "safé"], capture_output=True,
                          timeout=120, env=env)
    assert (done.returncode, done.stdout, done.stderr) == (0, "café -> safé  (2 words)\n".encode(), b"")
    done = subprocess.run([str(WORDLOG), "ladder", "--words", str(accented), "café", "zzzzé"], capture_output=True,
                          timeout=120, env=env)
    assert (done.returncode, done.stderr.decode("utf-8")) == (2, f"wordlog: target 'zzzzé' is not a word of "
                                                                 f"{accented}\n")
