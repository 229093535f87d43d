"""The ladder checker: each step judged, the first fault named, Weaver's comparison."""
from __future__ import annotations

import json

import pytest

from conftest import HIT_COG, run_main
from wordlog.lexicon import LexiconError, bundled, from_words, normalize
from wordlog.puzzles import changed_positions, check, comparison, full_chain, in_place, step_fault

LEX = "bundled SCOWL size <= 60"


@pytest.fixture(scope="module")
def english():
    return bundled()


def test_a_shortest_ladder(english):
    verdict = check(english, "cold", "warm", ["cord", "card", "ward"])
    assert verdict.legal and verdict.chain == ("cold", "cord", "card", "ward", "warm")
    assert verdict.summary == "5 words; the shortest possible is 5"
    assert [s.legal for s in verdict.steps] == [True] * 4


def test_a_longer_ladder(english):
    verdict = check(english, "cold", "warm", ["cold", "cord", "card", "hard", "ward", "warm"])
    assert verdict.legal and verdict.summary == "6 words; 1 more than the shortest (5)"
    verdict = check(english, "cold", "warm", "bold bald bard hard card cord word worm".split())
    assert verdict.summary == "10 words; 5 more than the shortest (5)"


def test_weaver_comparison_wording():
    assert comparison(6, 6) == "6 words; the shortest possible is 6"
    assert comparison(8, 6) == "8 words; 2 more than the shortest (6)"


def test_the_first_fault_is_named_with_its_step(english):
    verdict = check(english, "cold", "warm", ["cord", "wxrd", "ward"])
    assert not verdict.legal
    assert verdict.first_fault.number == 2
    assert verdict.summary == (f"step 2, cord -> wxrd: 'wxrd' is not a word of {LEX}; "
                               "'cord' -> 'wxrd' changes 2 letters (positions 1 and 2), not one")
    assert [s.legal for s in verdict.steps] == [True, False, True, True]  # each step on its own


@pytest.mark.parametrize("before, after, fault", [
    ("cold", "card", "'cold' -> 'card' changes 2 letters (positions 2 and 3), not one"),
    ("cold", "warm", "'cold' -> 'warm' changes 4 letters (positions 1, 2, 3 and 4), not one"),
    ("cord", "cord", "'cord' -> 'cord' changes no letter"),
    ("cord", "cxrd", f"'cxrd' is not a word of {LEX}"),
    ("cord", "cords", "'cords' has 5 letters, not 4"),
    ("cord", "q", "'q' has 1 letter, not 4"),       # one letter, singular
    ("a" * 10_000, "warm", "'warm' has 4 letters, not 10,000"),    # counts as plural() writes them
    ("cord", "c0rd", "'c0rd' is not a word: '0' is not a letter"),
    ("cord", "card", None),
])
def test_step_faults(english, before, after, fault):
    assert step_fault(english, before, after) == fault


@pytest.mark.parametrize("word, target, flags", [
    ("cold", "warm", (False, False, False, False)),
    ("ward", "warm", (True, True, True, False)),
    ("ılık", "ilik", (False, True, False, True)),          # Turkish dotless ı is not i
    (normalize("ΝΌΜΟΣ"), "νόμοι", (True, True, True, True, False)),    # as read: lower case, ό one character
    (normalize("ma\u0301s"), "más", (True, True, True)),   # a combining accent composed: 3 characters, not 4
    ("cords", "cord", (True, True, True, True, False)),    # a character past the target's end is not in place
])
def test_letters_in_place_are_weavers_green_tiles(word, target, flags):
    assert in_place(word, target) == flags
    if len(word) == len(target):        # the positions a step changes are the others
        assert changed_positions(target, word) == [i for i, same in enumerate(flags, 1) if not same]


def test_the_start_need_not_be_a_word_but_the_rest_must(english):
    assert check(english, "cxld", "warm", ["cold", "cord", "card", "ward"]).legal
    assert not check(english, "cold", "warm", ["cxld", "cord"]).legal


def test_the_chain_may_name_its_ends_or_not():
    assert full_chain("cold", "warm", ["cord"]) == ["cold", "cord", "warm"]
    assert full_chain("cold", "warm", ["cold", "cord", "warm"]) == ["cold", "cord", "warm"]
    assert full_chain("cold", "warm", ["COLD", " Cord "]) == ["cold", "cord", "warm"]
    assert full_chain("cold", "warm", []) == ["cold", "warm"]


def test_start_and_target_are_read_by_the_word_rule(english):
    # as the words between them are, and as every engine reads them: 'COLD' -> 'cord' is
    # no change of 4 letters, and ' cold' no word of 5
    for start, target in [("COLD", "WARM"), (" cold", "Warm\n")]:
        verdict = check(english, start, target, ["cord", "card", "ward"])
        assert verdict.chain == ("cold", "cord", "card", "ward", "warm")
        assert verdict.summary == "5 words; the shortest possible is 5"
    with pytest.raises(LexiconError, match="'c ld' is not a word"):
        check(english, "c ld", "warm", ["cord", "card", "ward"])


@pytest.mark.parametrize("words, says", [
    ("cord", "the words between start and target are a list of words, not one str: 'cord'"),
    (["cord", None], "a word is a str, not NoneType: None"),
    ([b"cord"], "a word is a str, not bytes: b'cord'"),
    ([["cord"]], "a word is a str, not list: ['cord']"),
])
def test_words_that_are_not_a_list_of_str_are_refused(english, words, says):
    """One str, None or bytes is a TypeError naming the words, never judged letter by letter;
    the checker reads its words by the word rule, as it reads start and target."""
    with pytest.raises(TypeError) as raised:
        check(english, "cold", "card", words)
    assert str(raised.value) == says
    assert check(english, "cold", "card", ["cord"]).summary == "3 words; the shortest possible is 3"


def test_no_ladder_at_all():
    verdict = check(from_words(["ab", "zz"]), "aa", "zz", ["ab"])
    assert not verdict.legal and verdict.shortest == 0
    assert verdict.summary == "step 2, ab -> zz: 'ab' -> 'zz' changes 2 letters (positions 1 and 2), not one"
    assert verdict.optimum == "no ladder from aa to zz"


# --- the command ----------------------------------------------------------------------

def test_cli_legal(wordlog_cli):
    done = wordlog_cli("check", "cold", "warm", "cord", "card", "ward")
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == ["  1. cold -> cord  ok", "  2. cord -> card  ok",
                                        "  3. card -> ward  ok", "  4. ward -> warm  ok",
                                        "legal: 5 words; the shortest possible is 5"]


def test_cli_a_word_with_a_control_character_reaches_the_terminal_escaped(wordlog_cli):
    """The table and the verdict show a typed word escaped, as the fault beside it quotes it:
    no escape sequence in it (here: red) reaches the terminal."""
    done = wordlog_cli("check", "cold", "warm", "co\x1b[31mrd", "cord", "card", "ward")
    assert done.returncode == 1 and "\x1b" not in done.stdout
    assert done.stdout.splitlines()[0] == ("  1. cold           -> 'co\\x1b[31mrd'  'co\\x1b[31mrd' is not a word: "
                                           "U+001B is not a letter")
    assert done.stdout.splitlines()[-2] == ("illegal: step 1, cold -> 'co\\x1b[31mrd': 'co\\x1b[31mrd' "
                                            "is not a word: U+001B is not a letter")


def test_cli_a_word_left_out_names_the_lexicon_without_brackets_in_brackets(wordlog_cli, tmp_path):
    """With --exclude the lexicon is 'bundled SCOWL size <= 60 (less x.txt)', and the fault read
    "'ward' is not in the lexicon (bundled SCOWL size <= 60 (less x.txt))"."""
    unfit = tmp_path / "x.txt"
    unfit.write_text("ward\n", encoding="utf-8")
    done = wordlog_cli("check", "cold", "warm", "cord", "card", "ward", "--exclude", str(unfit))
    assert done.returncode == 1
    assert done.stdout.splitlines()[-2] == f"illegal: step 3, card -> ward: 'ward' is not a word of {LEX} (less {unfit})"


def test_cli_illegal_exits_1(wordlog_cli):
    done = wordlog_cli("check", "cold", "warm", "cord", "cord", "card", "ward")
    assert done.returncode == 1
    assert done.stdout.splitlines()[-2:] == ["illegal: step 2, cord -> cord: 'cord' -> 'cord' changes no letter",
                                             "the shortest possible is 5 words"]


def test_cli_chain_on_standard_input(wordlog_cli):
    done = wordlog_cli("check", "cold", "warm", "--json",
                       stdin="# my ladder\ncold -> cord -> card\ncard, hard, ward\n")
    assert done.returncode == 1  # 'card' twice
    answer = json.loads(done.stdout)
    assert answer["ladder"] == ["cold", "cord", "card", "card", "hard", "ward", "warm"]
    assert answer["legal"] is False and answer["fault"]["step"] == 3
    done = wordlog_cli("check", "cold", "warm", "-", stdin="cord card\nhard ward\n")
    assert done.returncode == 0 and done.stdout.endswith("legal: 6 words; 1 more than the shortest (5)\n")


def test_cli_words_are_split_as_on_standard_input(wordlog_cli):
    """A ladder `wordlog ladder` printed, pasted quoted as one WORD (unquoted, the shell takes
    '->' for a redirection), or WORDs with commas, are split into words as standard input
    splits them."""
    for argv in (["cold -> cord -> card -> ward -> warm"], ["cord,", "card,", "ward"], ["cord,card", "ward"]):
        done = wordlog_cli("check", "cold", "warm", "--json", *argv)
        assert done.returncode == 0, (argv, done.stdout, done.stderr)
        assert json.loads(done.stdout)["ladder"] == ["cold", "cord", "card", "ward", "warm"]
    for empty, fault in (("", "'' is not a word: it is empty"), (" ", "'' is not a word: it is empty"),
                         (",", "',' is not a word: ',' is not a letter")):
        # a WORD with no word in it (an empty $VAR) is judged, not dropped
        done = wordlog_cli("check", "cold", "warm", "--json", "cord", empty, "card", "ward")
        verdict = json.loads(done.stdout)
        assert done.returncode == 1 and verdict["fault"]["step"] == 2 and verdict["steps"][1]["fault"] == fault


def test_cli_an_empty_word_is_shown_quoted_in_the_steps(wordlog_cli):
    """An empty WORD is shown quoted, '', never as nothing."""
    done = wordlog_cli("check", "cold", "warm", "cord", "", "card", "ward")
    assert done.returncode == 1
    assert done.stdout.splitlines()[1] == "  2. cord -> ''    '' is not a word: it is empty"
    assert done.stdout.splitlines()[-2] == "illegal: step 2, cord -> '': '' is not a word: it is empty"


def test_cli_a_word_to_itself_is_the_one_word_ladder(wordlog_cli):
    """START and TARGET the same is the one-word ladder, as the engines answer
    it, not a mistake; a ladder that leaves the target and comes back is a loop."""
    status, out, err = run_main(["check", "cold", "cold", "cold"])
    assert (status, out, err) == (0, "legal: 1 word; the shortest possible is 1\n", "")
    status, out, _ = run_main(["check", "cold", "cold", "--json", "cold"])
    assert status == 0 and json.loads(out)["ladder"] == ["cold"] and json.loads(out)["word_count"] == 1
    status, out, _ = run_main(["check", "cold", "cold", "cord"])
    assert status == 1 and out.splitlines()[-2:] == [
        "illegal: step 1, cold -> cord: the ladder reached the target, 'cold', at word 1: it ends there",
        "the shortest possible is 1 word"]
    assert "1 illegal (or no ladder: START and TARGET of different lengths), 2 a mistake in the question" \
           in " ".join(wordlog_cli("check", "--help").stdout.split())


@pytest.mark.parametrize("words, fault", [
    (["cord", "card", "cord", "card", "ward"],
     "step 3, card -> cord: 'cord' is already on the ladder (word 2): a ladder visits each word once"),
    (["cord", "card", "ward", "warm", "worm", "warm"],
     "step 5, warm -> worm: the ladder reached the target, 'warm', at word 5: it ends there"),
    (["cold", "cord", "cold", "cord", "card", "ward"],
     "step 2, cord -> cold: 'cold' is already on the ladder (word 1): a ladder visits each word once"),
])
def test_cli_a_loop_is_illegal_with_the_fault_named(words, fault):
    """check called both legal, where play forbids them."""
    status, out, _ = run_main(["check", "cold", "warm", *words])
    assert status == 1
    assert out.splitlines()[-2:] == [f"illegal: {fault}", "the shortest possible is 5 words"]


def test_cli_chain_typed_at_a_terminal_ends_at_one_ctrl_d():
    """One Ctrl-D ends what is typed at a terminal: standard input is not read a block at a
    time, which would wait for a second one."""
    import os
    import pty
    import subprocess
    from conftest import WORDLOG
    master, slave = pty.openpty()
    try:
        with subprocess.Popen([str(WORDLOG), "check", "cold", "warm", "-"], stdin=slave,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) as process:
            os.write(master, b"cord card ward\n\x04")     # a line, then Ctrl-D at the start of the next
            try:
                out, err = process.communicate(timeout=60)
            finally:
                process.kill()
    finally:
        os.close(master)
        os.close(slave)
    assert (process.returncode, err) == (0, "")
    assert out.splitlines()[-1] == "legal: 5 words; the shortest possible is 5"


def test_read_lines_ends_at_a_short_buffered_read():
    """A buffered read comes back short only at the end: one more read of a terminal would
    wait for a second Ctrl-D (here it fails the test instead)."""
    import io
    from wordlog.lexicon import read_lines

    class Terminal(io.RawIOBase):
        def __init__(self) -> None:
            self.typed = [b"cord card\n", b"ward\n", b""]      # b"": the Ctrl-D

        def readable(self) -> bool:
            return True

        def readinto(self, buffer) -> int:
            assert self.typed, "read again after the Ctrl-D"
            line = self.typed.pop(0)
            buffer[:len(line)] = line
            return len(line)

    assert read_lines(io.BufferedReader(Terminal()), "standard input", "ladder") == b"cord card\nward\n"


def test_cli_chain_on_standard_input_with_a_bom(wordlog_cli):
    """A file saved with a BOM, piped in: the BOM is no part of the first word, as in every file wordlog reads."""
    done = wordlog_cli("check", "cold", "warm", "-", stdin="\ufeffcord card ward\n")
    assert done.returncode == 0 and done.stdout.endswith("legal: 5 words; the shortest possible is 5\n")


def test_cli_json(wordlog_cli):
    done = wordlog_cli("check", "cold", "warm", "cord", "card", "hard", "ward", "--json")
    answer = json.loads(done.stdout)
    assert done.returncode == 0
    assert {k: answer[k] for k in ("legal", "length", "word_count", "shortest_word_count", "extra_word_count",
                                   "fault", "message", "engine")} == {
        "legal": True, "length": 4, "word_count": 6, "shortest_word_count": 5, "extra_word_count": 1,
        "fault": None, "message": "6 words; 1 more than the shortest (5)", "engine": "bfs"}
    assert answer["steps"][2] == {"step": 3, "from": "card", "to": "hard", "legal": True, "fault": None}


def test_cli_words_after_an_option_are_still_the_ladder(wordlog_cli, tmp_path):
    """argparse ends WORD... at the first option: 'check cold warm --json cord card ward'
    exited 2 with 'unrecognized arguments: cord card ward'."""
    done = wordlog_cli("check", "cold", "warm", "--json", "cord", "card", "ward")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["ladder"] == ["cold", "cord", "card", "ward", "warm"]
    path = tmp_path / "w.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    done = wordlog_cli("check", "hit", "cog", "hot", "--words", str(path), "lot", "log")
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "legal: 5 words; the shortest possible is 5"
    done = wordlog_cli("check", "cold", "warm", "--json", "--", "cord", "card", "ward")
    assert done.returncode == 0 and json.loads(done.stdout)["legal"] is True, done.stderr
    done = wordlog_cli("check", "cold", "warm", "--json", "cord", "--jsn")   # an unknown option is refused
    assert done.returncode == 2 and json.loads(done.stderr) == {
        "error": "check: unrecognized arguments: cord --jsn (see wordlog check --help)"}


def test_cli_after_an_option_dash_and_negative_numbers_are_words_as_before_it(wordlog_cli):
    """'-' (standard input) and '-1' are WORDs to argparse before an option; after one too:
    'check cold warm --json -1' judges '-1' as a word (exit 1), as 'check cold warm -1 --json'
    does, never 'unrecognized arguments'."""
    done = wordlog_cli("check", "cold", "warm", "--json", "-", stdin="cord card ward\n")
    assert done.returncode == 0 and json.loads(done.stdout)["ladder"] == ["cold", "cord", "card", "ward", "warm"]
    for argv in (["-1", "--json"], ["--json", "-1"]):
        done = wordlog_cli("check", "cold", "warm", *argv)
        assert done.returncode == 1, done.stderr
        assert json.loads(done.stdout)["message"] == "step 1, cold -> -1: '-1' is not a word: '-' is not a letter"


def test_cli_no_ladder_exits_1(wordlog_cli, tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("ab\nzz\n", encoding="utf-8")
    done = wordlog_cli("check", "aa", "zz", "ab", "--words", str(path))
    assert done.returncode == 1
    assert done.stdout.splitlines()[-1] == "no ladder from aa to zz"
    status, out, _ = run_main(["check", "cold", "warms", "cord"])
    assert status == 1 and out.splitlines()[-1] == ("no ladder from cold to warms: every word of a ladder has "
                                                    "the same length, and they have 4 and 5 letters")


@pytest.mark.parametrize("args, message", [
    (["cold", "wxrm", "cord"], f"wordlog: target 'wxrm' is not a word of {LEX}"),
    (["c0ld", "warm", "cord"], "wordlog: 'c0ld' is not a word: '0' is not a letter"),
    (["cold", "warm", "-", "cord"], "wordlog: '-' (standard input) stands alone, without other WORDs"),
])
def test_cli_mistakes_exit_2(wordlog_cli, args, message):
    done = wordlog_cli("check", *args)
    assert done.returncode == 2
    assert done.stderr.strip() == message and done.stdout == ""


def test_cli_mistake_as_json(wordlog_cli):
    done = wordlog_cli("check", "cold", "wxrm", "--json", "cord")
    assert done.returncode == 2
    assert json.loads(done.stderr) == {"error": f"target 'wxrm' is not a word of {LEX}"}


def test_cli_own_word_list(wordlog_cli, tmp_path):
    path = tmp_path / "w.txt"
    path.write_text("\n".join(HIT_COG) + "\n", encoding="utf-8")
    done = wordlog_cli("check", "hit", "cog", "hot", "lot", "log", "--words", str(path))
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "legal: 5 words; the shortest possible is 5"


def test_cli_chain_on_standard_input_in_utf16_is_named():
    status, _, err = run_main(["check", "cold", "warm", "-"], stdin="cord card ward\n".encode("utf-16"))
    assert status == 2
    assert err.strip() == (
        "wordlog: standard input: not UTF-8: byte 0xff at offset 0 (line 1); it looks like UTF-16, save it as UTF-8")


def test_cli_chain_on_standard_input_in_utf16_without_a_byte_order_mark_is_named():
    """Without a byte order mark the bytes are UTF-8 too, of NUL characters: the input is
    named as looking like UTF-16, not judged as one word holding them."""
    status, out, err = run_main(["check", "cold", "warm", "-"], stdin="cord card ward\n".encode("utf-16-be"))
    assert (status, out) == (2, "")
    assert err.strip() == "wordlog: standard input: not UTF-8: it looks like UTF-16, save it as UTF-8"


# --- the letters in place, as a terminal shows them ---------------------------------------

def check_on_a_terminal(*args: str, **env: str) -> tuple[int, list[str]]:
    """``wordlog check ARGS`` in a pseudo-terminal, NO_COLOR unset and TERM xterm unless
    ``env`` says otherwise: its exit status and the lines it showed."""
    import os
    import pexpect
    from conftest import WORDLOG
    environ = {name: value for name, value in os.environ.items() if name != "NO_COLOR"}
    environ.update({"PYTHONDONTWRITEBYTECODE": "1", "TERM": "xterm-256color", **env})
    child = pexpect.spawn(str(WORDLOG), ["check", *args], encoding="utf-8", timeout=60, env=environ,
                          dimensions=(40, 200))
    child.expect(pexpect.EOF)
    child.close()
    return child.exitstatus, child.before.split("\r\n")


def test_cli_at_a_terminal_each_word_shows_its_letters_in_place_in_green():
    """As play's prompt and Weaver's board: the start, each word and the target."""
    status, lines = check_on_a_terminal("cold", "warm", "cord", "card", "ward")
    assert status == 0
    assert lines == ["  1. cold -> co\x1b[1;32mr\x1b[0md  ok",
                     "  2. co\x1b[1;32mr\x1b[0md -> c\x1b[1;32mar\x1b[0md  ok",
                     "  3. c\x1b[1;32mar\x1b[0md -> \x1b[1;32mwar\x1b[0md  ok",
                     "  4. \x1b[1;32mwar\x1b[0md -> \x1b[1;32mwarm\x1b[0m  ok",
                     "legal: 5 words; the shortest possible is 5", ""]


def test_cli_a_word_shown_quoted_is_not_marked_and_the_padding_counts_what_shows():
    """An escaped word is shown as the table showed it; the marked words are padded by
    their letters, not by their escape codes."""
    status, lines = check_on_a_terminal("cold", "warm", "co\x1b[31mrd", "cord", "card", "ward")
    assert status == 1
    assert lines[:2] == ["  1. cold           -> 'co\\x1b[31mrd'  'co\\x1b[31mrd' is not a word: U+001B is not a letter",
                         "  2. 'co\\x1b[31mrd' -> co\x1b[1;32mr\x1b[0md" + " " * 10 + "  'cord' has 4 letters, not 9"]


@pytest.mark.parametrize("environ, shown", [({}, True), ({"NO_COLOR": ""}, True), ({"NO_COLOR": "1"}, False),
                                            ({"TERM": "dumb"}, False), ({"TERM": "xterm"}, True)])
def test_colour_is_for_a_terminal_without_no_color_or_term_dumb(monkeypatch, environ, shown):
    """The one rule check and play show the letters in place by (an empty NO_COLOR is no
    NO_COLOR: https://no-color.org); a pipe or a file gets no colour whatever the variables say."""
    import os
    from wordlog.cli.common import colour_shown
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    for name, value in environ.items():
        monkeypatch.setenv(name, value)
    leader, follower = os.openpty()
    with open(follower, "w") as terminal, open(os.devnull, "w") as nowhere:
        assert colour_shown(terminal) is shown
        assert colour_shown(nowhere) is False
    os.close(leader)


# NO_COLOR and TERM=dumb are one rule (colour_shown, above): the slow tier shows TERM=dumb too.
@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, pytest.param({"TERM": "dumb"}, marks=pytest.mark.slow)])
def test_cli_a_terminal_without_colour_gets_the_table_as_a_pipe_does(wordlog_cli, env):
    status, lines = check_on_a_terminal("cold", "warm", "cord", "card", "ward", **env)
    piped = wordlog_cli("check", "cold", "warm", "cord", "card", "ward")
    assert status == 0 and lines == piped.stdout.split("\n") and "\x1b" not in piped.stdout
    status, marked = check_on_a_terminal("cold", "warm", "cord", "card", "ward")
    assert marked[1] == "  2. co\x1b[1;32mr\x1b[0md -> c\x1b[1;32mar\x1b[0md  ok"


def test_cli_a_row_cut_for_a_word_too_long_is_not_marked():
    """A cut row could end inside an escape code, and the terminal stay green."""
    from wordlog.cli.check import step_row
    from wordlog.puzzles import Step
    from wordlog.wording import GREEN
    step = Step(1, "w" + "a" * 299, "warm", "'warm' has 4 letters, not 300")
    assert step_row(step, 30, "warm", GREEN) == ("  1. w" + "a" * 59 + "... (300 characters) -> warm"
                                                 + " " * 26 + "  'warm' has 4 letters, not 300")
