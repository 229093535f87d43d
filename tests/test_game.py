"""The terminal game: its state machine, its loop, and the real command in a pseudo-terminal."""
from __future__ import annotations

import io
import os
import signal
from pathlib import Path

import pytest

from conftest import ROOT, WORDLOG, run_in_process
from wordlog.engines import BfsEngine
from wordlog.game import Game, feedback, new_game, play, prompt, react
from wordlog.lexicon import bundled
from wordlog.puzzles import Puzzle, generate, pose
from wordlog.wording import COUNTED, GREEN

LEX = "bundled SCOWL size <= 60"


@pytest.fixture(scope="module")
def engine():
    return BfsEngine(bundled())


@pytest.fixture
def cold_warm(engine):
    return new_game(pose(engine.lexicon, "cold", "warm", engine=engine, seed="t"))


def moves(game, engine, *lines):
    said = []
    for line in lines:
        game, out = react(game, line, engine)
        said.append(out)
    return game, said


def test_a_legal_move_extends_the_chain(cold_warm, engine):
    game, said = react(cold_warm, "cord", engine)
    assert game.chain == ("cold", "cord") and said == [] and not game.over
    assert cold_warm.chain == ("cold",)  # the old state is untouched


def test_illegal_moves_are_refused_with_the_reason(cold_warm, engine):
    game, said = moves(cold_warm, engine, "card", "cxld", "colds", "c0ld", "cold")
    assert game == cold_warm
    assert said == [["  not allowed: 'cold' -> 'card' changes 2 letters (positions 2 and 3), not one"],
                    ["  not allowed: 'cxld' is not in the word list"],
                    ["  not allowed: 'colds' has 5 letters, not 4"],
                    ["  not allowed: 'c0ld' is not a word: '0' is not a letter"],
                    ["  not allowed: 'cold' -> 'cold' changes no letter"]]


def test_undo(cold_warm, engine):
    game, said = moves(cold_warm, engine, ":undo", "cord", "card", ":u")
    assert game.chain == ("cold", "cord")
    assert said[0] == ["  nothing to undo: you are at the start, cold"] and said[-1] == ["  back to cord"]


def test_a_word_already_on_the_ladder_goes_back_to_it(cold_warm, engine):
    """Typing a word already on the ladder goes back to it: cold cord cold cord card ward warm
    is solved as cold cord card ward warm, 5 words, and no loop counts as a step."""
    game, said = moves(cold_warm, engine, "cord", "cold")
    assert game.chain == ("cold",) and said[-1] == ["  back to cold: it is on your ladder already"]
    game, said = moves(game, engine, "cord", "card", "cord", "card", "ward", "warm")
    assert said[2] == ["  back to cord: it is on your ladder already"]
    assert said[-1] == ["Solved: cold cord card ward warm, 5 words; the shortest possible is 5."]
    game, said = moves(cold_warm, engine, "cord", "cold", ":quit")
    assert said[-1][0] == "You gave up at the start."


def test_any_earlier_word_typed_goes_back_to_it_even_two_letters_off(cold_warm, engine):
    """README: 'a word already on your ladder takes you back to it'. At card, typing cold
    (2 letters off) goes back to cold, never 'changes 2 letters'."""
    game, said = moves(cold_warm, engine, "cord", "card", "cold")
    assert game.chain == ("cold",) and said[-1] == ["  back to cold: it is on your ladder already"]
    game, said = moves(cold_warm, engine, "cord", "card", "ward", "cord")
    assert game.chain == ("cold", "cord") and said[-1] == ["  back to cord: it is on your ladder already"]


def test_a_start_outside_the_lexicon_can_be_gone_back_to(engine):
    """The start need not be a word of the lexicon; typing it goes back to it all the same."""
    assert "xold" not in engine.lexicon
    game = new_game(pose(engine.lexicon, "xold", "warm", engine=engine, seed="t"))
    game, said = moves(game, engine, "cold", "cord", "xold")
    assert game.chain == ("xold",) and said[-1] == ["  back to xold: it is on your ladder already"]


def test_hint_is_the_next_word_of_a_friendly_shortest_ladder_from_here(cold_warm, engine):
    game, said = moves(cold_warm, engine, ":hint")
    assert said == [["  hint: cord"]] and game.hints == 1 and game.chain == ("cold",)
    game, said = moves(game, engine, "bold", ":h")  # off the shortest ladders: hints start from here
    assert said[-1] == [f"  hint: {engine.friendly('bold', 'warm')[1]}"]
    assert len(engine.friendly("bold", "warm")) == 5  # bold is no nearer to warm


def test_solving_with_hints(cold_warm, engine):
    game = cold_warm
    while not game.over:
        game, said = react(game, ":hint", engine)
        game, said = react(game, said[0].split()[-1], engine)
    assert game.over == "solved" and game.chain == ("cold", "cord", "card", "ward", "warm")
    assert said == ["Solved: cold cord card ward warm, 5 words; the shortest possible is 5, with 4 hints."]


def test_a_longer_solution_is_compared_with_the_shortest(cold_warm, engine):
    game, said = moves(cold_warm, engine, "cord", "card", "hard", "ward", "warm")
    assert game.over == "solved"
    assert said[-1] == ["Solved: cold cord card hard ward warm, 6 words; 1 more than the shortest (5).",
                        "A shortest ladder: cold cord card ward warm"]
    assert react(game, "worm", engine) == (game, [])  # a finished game stays finished


def test_giving_up(cold_warm, engine):
    game, said = moves(cold_warm, engine, "bold", ":quit")
    assert game.over == "gave up"
    assert said[-1] == ["You gave up at bold, 1 step in.",
                        f"From there a shortest way on: {' '.join(engine.friendly('bold', 'warm'))} (4 steps)",
                        "A shortest ladder (5 words): cold cord card ward warm"]


def test_giving_up_where_no_ladder_leads_on_says_so(engine):
    """A start outside the lexicon can have neighbours in different components: from hot no
    ladder reaches bat (the way goes back through hit, which is not a word of the list).
    Giving up there says no ladder leads on; a hint there says the way on is back."""
    lex = BfsEngine(["hot", "bit", "bat"])
    game = new_game(pose(lex.lexicon, "hit", "bat", engine=lex))
    game, said = moves(game, lex, "hot", ":hint", ":quit")
    assert said[1] == ["  no ladder leads from hot to bat; :undo goes back"]
    assert said[-1] == ["You gave up at hot, 1 step in.",
                        "From there no ladder leads to bat",
                        "A shortest ladder (3 words): hit bit bat"]


def test_commands_and_odd_lines(cold_warm, engine):
    _, said = moves(cold_warm, engine, "", "  ", ":frob", "cord card", "?")
    assert said[:4] == [[], [], ["  unknown command ':frob'; commands: :undo :hint :quit :help"],
                        ["  one word at a time, please"]]
    assert said[4][0].startswith("  Type a word that changes one letter")
    # the hint in the words of play --help: the friendliest ladder's next word, not any shortest ladder's
    assert said[4][1:] == ["  :undo (:u) takes your last word back, :hint (:h) shows the next word of the friendliest",
                           "  shortest ladder from where you stand, :quit (:q) or Ctrl-D gives up, :help (?) "
                           "shows this."]


def test_a_command_typed_without_its_colon_is_refused_naming_the_command(cold_warm, engine):
    game, said = moves(cold_warm, engine, "quit", "Q", "undo")
    assert game == cold_warm
    assert said == [["  not allowed: 'cold' -> 'quit' changes 4 letters (positions 1, 2, 3 and 4), not one "
                     "(the command is :quit)"],
                    ["  not allowed: 'q' has 1 letter, not 4 (the command is :q)"],
                    ["  not allowed: 'cold' -> 'undo' changes 4 letters (positions 1, 2, 3 and 4), not one "
                     "(the command is :undo)"]]


def test_words_that_look_like_commands_are_moves(engine):
    game = new_game(pose(engine.lexicon, "mint", "hind", engine=engine))
    game, said = react(game, "hint", engine)
    assert game.chain == ("mint", "hint") and said == []


def test_the_loop_reads_until_solved(cold_warm, engine):
    typed, written = iter(["cord", "card", "ward", "warm", "never read"]), []
    game = play(cold_warm, engine, read=lambda prompt: written.append(prompt) or next(typed),
                write=written.append)
    assert game.over == "solved"
    assert written == ["From cold to warm, one letter at a time (puzzle seed t, easy).",
                       "The shortest ladder has 5 words (4 steps). Commands: :undo, :hint, :quit (or Ctrl-D), :help.",
                       "to warm: cold -> ", "to warm: cord -> ", "to warm: card -> ", "to warm: ward -> ",
                       "Solved: cold cord card ward warm, 5 words; the shortest possible is 5."]


#: The prompts of cold cord card ward warm with the letters in place of warm marked: in
#: bold green (the escape codes), or counted.
GREEN_PROMPTS = ["to warm: " + p for p in ["cold -> ", "co\x1b[1;32mr\x1b[0md -> ", "c\x1b[1;32mar\x1b[0md -> ",
                                           "\x1b[1;32mwar\x1b[0md -> "]]
COUNTED_PROMPTS = ["to warm: " + p for p in ["0 of 4 in place: cold -> ", "1 of 4 in place: cord -> ",
                                             "2 of 4 in place: card -> ", "3 of 4 in place: ward -> "]]


@pytest.mark.parametrize("marks, prompts", [(GREEN, GREEN_PROMPTS), (COUNTED, COUNTED_PROMPTS)])
def test_each_prompt_marks_the_letters_of_the_word_in_place(cold_warm, engine, marks, prompts):
    """Weaver shows each word of the ladder, the start too, with the letters that are the
    target's in the same place in green, the prompt included."""
    typed, asked = iter(["cord", "card", "ward", "warm"]), []
    game = play(cold_warm, engine, read=lambda prompt: asked.append(prompt) or next(typed),
                write=lambda line: None, marks=marks)
    assert game.over == "solved" and asked == prompts


def test_a_word_gone_back_to_is_marked_as_before(cold_warm, engine):
    game, _ = moves(cold_warm, engine, "cord", "card", "ward", "cord")
    assert prompt(game, GREEN) == GREEN_PROMPTS[1] and prompt(game, COUNTED) == COUNTED_PROMPTS[1]
    game, _ = moves(game, engine, ":undo")
    assert prompt(game, GREEN) == GREEN_PROMPTS[0] and prompt(game, COUNTED) == COUNTED_PROMPTS[0]


def test_letters_in_place_are_counted_per_character_of_a_word_that_is_not_english():
    """Greek with its accents: ά is one character, in place or not as a whole."""
    game = new_game(Puzzle("γάτα", "μάνα", 4, 2, ("γάτα", "μάτα", "μάνα"), ""))
    assert prompt(game, GREEN) == "to μάνα: γ\x1b[1;32mά\x1b[0mτ\x1b[1;32mα\x1b[0m -> "
    assert prompt(game, COUNTED) == "to μάνα: 2 of 4 in place: γάτα -> "


def test_the_loop_ends_cleanly_at_end_of_input(cold_warm, engine):
    def read(prompt):
        raise EOFError

    written: list[str] = []
    game = play(cold_warm, engine, read=read, write=written.append)
    assert game.over == "gave up" and written[-2:] == ["You gave up at the start.",
                                                       "A shortest ladder (5 words): cold cord card ward warm"]


def test_feedback_counts_hints_in_words(cold_warm, engine):
    game = Game(cold_warm.puzzle, ("cold", "cord", "card", "ward", "warm"), hints=1, over="solved")
    assert feedback(game, engine) == ["Solved: cold cord card ward warm, 5 words; the shortest possible is 5, "
                                      "with 1 hint."]


# --- the command, through pipes and through a real pseudo-terminal --------------------------

def test_a_game_given_up_exits_1_and_one_step_is_singular(wordlog_cli):
    done = wordlog_cli("play", "cold", "cord", stdin=":quit\n")
    assert done.returncode == 1, done.stderr
    assert "The shortest ladder has 2 words (1 step)." in done.stdout
    assert "You gave up at the start." in done.stdout


def test_a_typed_word_that_is_not_utf8_is_named_and_the_game_goes_on(wordlog_cli):
    done = wordlog_cli("play", "cold", "warm", stdin=b"c\xffrd\ncord\ncard\nward\nwarm\n")
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert "  not allowed: 'c\\xffrd' is not UTF-8 text: byte 0xff" in out     # not "U+DCFF is not a letter"
    assert out.rstrip().endswith("Solved: cold cord card ward warm, 5 words; the shortest possible is 5.")


def test_a_pasted_line_too_long_to_read_is_named_cut_not_echoed_whole(wordlog_cli):
    """A line of 100,000 letters is cut in the refusal, as in every error message, never
    echoed whole; and the game goes on."""
    done = wordlog_cli("play", "cold", "warm", stdin="x" * 100_000 + "\ncord\ncard\nward\nwarm\n")
    assert done.returncode == 0, done.stderr
    refusal = done.stdout.splitlines()[2]
    assert refusal == ("to warm: cold ->   not allowed: '" + "x" * 60 + "...' (100,000 characters) is not a word: "
                       "it has 100,000 characters; a word has at most 100")
    assert done.stdout.rstrip().endswith("Solved: cold cord card ward warm, 5 words; the shortest possible is 5.")


def test_moves_piped_from_a_file_with_a_bom_are_played_from_the_first_word(wordlog_cli):
    """A BOM opening the input is no part of the first word: every move is played from the
    first. A U+FEFF typed later is named as not a letter."""
    done = wordlog_cli("play", "cold", "warm", stdin="\ufeffcord\ncard\n\ufeffward\nward\nwarm\n")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[2] == ("to warm: cold -> to warm: cord -> to warm: card ->   not allowed: '\\ufeffward' is not a word: "
                        "U+FEFF is not a letter")
    assert lines[3] == "to warm: card -> to warm: ward -> Solved: cold cord card ward warm, 5 words; the shortest possible is 5."


def test_a_seed_with_a_control_character_is_shown_escaped_in_the_intro(wordlog_cli):
    """The intro shows the seed escaped, as 'wordlog puzzle' does: no line break splits it and
    no escape sequence (here: red) reaches the terminal."""
    done = wordlog_cli("play", "--seed", "a\x1b[31m\nb", stdin=":q\n")
    assert done.returncode == 1, done.stderr
    assert "\x1b" not in done.stdout
    assert done.stdout.splitlines()[0].endswith("(puzzle seed 'a\\x1b[31m\\nb', medium).")


def test_play_with_piped_input(wordlog_cli):
    done = wordlog_cli("play", "cold", "warm", stdin="cord\nxyzw\ncard\nward\nwarm\n")
    assert done.returncode == 0, done.stderr
    assert "  not allowed: 'xyzw' is not in the word list" in done.stdout
    assert done.stdout.rstrip().endswith("Solved: cold cord card ward warm, 5 words; the shortest possible is 5.")


@pytest.mark.slow
@pytest.mark.parametrize("args", [["--steps", "30"], ["--length", "30", "--difficulty", "hard"],
                                  ["--length", "3", "--friendly-tier", "1", "--seed", "s"]])
def test_no_puzzle_is_said_as_wordlog_puzzle_says_it(wordlog_cli, args):
    """play says that there is no puzzle in the words 'wordlog puzzle' uses: one fact in one
    wording, and without the seed, which only orders the puzzles."""
    played, made = wordlog_cli("play", *args, stdin=""), wordlog_cli("puzzle", *args)
    assert (played.returncode, made.returncode) == (1, 1)
    assert played.stderr == made.stderr and played.stdout == ""
    assert made.stderr.startswith("wordlog: there is no ") and "seed" not in made.stderr


@pytest.mark.parametrize("args, status, message", [
    (["cold"], 2, "wordlog: give both START and TARGET, or neither to play a generated puzzle"),
    (["cold", "wxrm"], 2, f"wordlog: target 'wxrm' is not a word of {LEX}"),
    (["cold", "warmer"], 1, "wordlog: no ladder from cold to warmer: every word of a ladder has the same "
                            "length, and they have 4 and 6 letters"),
    (["--length", "3", "--steps", "30"], 1, "wordlog: there is no 30-step puzzle of 3-letter words"),
    (["--date", "yesterday"], 2, "wordlog: --date 'yesterday' is not a date written YYYY-MM-DD"),
    # the options that choose a generated puzzle do not go with START TARGET: each is a
    # mistake, never silently ignored (a game of 4-letter words after --length 5)
    (["cold", "warm", "--seed", "x", "--steps", "3"], 2,
     "wordlog: START TARGET name the puzzle: leave out --steps, --seed\n"),
    (["cold", "warm", "--length", "5"], 2, "wordlog: START TARGET name the puzzle: leave out --length\n"),
    (["cold", "warm", "--friendly-tier", "20"], 2,
     "wordlog: START TARGET name the puzzle: leave out --friendly-tier\n"),
])
def test_play_mistakes(wordlog_cli, args, status, message):
    done = wordlog_cli("play", *args, stdin="")
    assert done.returncode == status and done.stderr.startswith(message)
    assert "Traceback" not in done.stderr


import pexpect  # noqa: E402  (a test dependency: the terminal tests below)


def spawn(*args: str):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", TERM="dumb")
    return pexpect.spawn(str(WORDLOG), ["play", *args], encoding="utf-8", timeout=60, env=env,
                         dimensions=(40, 200))


def test_a_game_in_a_pseudo_terminal():
    puzzle = generate(bundled(), steps=4, seed="pty")[0]
    child = spawn("--seed", "pty", "--steps", "4")
    child.expect_exact(f"From {puzzle.start} to {puzzle.target}, one letter at a time (puzzle seed pty, "
                       f"{puzzle.difficulty}).")
    child.expect_exact(f"{puzzle.start} -> ")
    child.sendline("zzzz")
    child.expect_exact("not allowed: 'zzzz' is not in the word list")
    child.sendline(":undo")
    child.expect_exact(f"nothing to undo: you are at the start, {puzzle.start}")
    here = puzzle.start
    for _ in range(puzzle.steps):
        child.expect_exact(f"{here} -> ")
        child.sendline(":hint")
        child.expect(r"hint: (\w+)")
        here = child.match.group(1)
        child.expect_exact(" -> ")
        child.sendline(here)
    child.expect_exact(f"Solved: {' '.join(puzzle.solution)}, {puzzle.words} words; "
                       f"the shortest possible is {puzzle.words}, with {puzzle.steps} hints.")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Traceback" not in child.before


def test_ctrl_d_in_a_pseudo_terminal_gives_up_cleanly():
    child = spawn("cold", "warm")
    child.expect_exact("cold -> ")
    child.sendline("cord")
    child.expect_exact("cord -> ")
    child.sendeof()
    child.expect_exact("You gave up at cord, 1 step in.")
    child.expect_exact("A shortest ladder (5 words): cold cord card ward warm")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1 and "Traceback" not in child.before      # given up: not solved


def test_ctrl_c_in_a_pseudo_terminal_exits_130():
    child = spawn("cold", "warm")
    child.expect_exact("cold -> ")
    child.sendintr()
    child.expect_exact("wordlog: interrupted")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130


@pytest.mark.parametrize("way_out", ["ctrl-c", "ctrl-d", ":quit", "SIGTERM", "SIGHUP"])
def test_every_way_out_leaves_the_terminal_as_found(way_out, tmp_path):
    """readline turns echo off while it reads a move: after a Ctrl-C or a signal the shell
    shows what is typed again. A shell in the pty records ``stty -a`` before and after the game."""
    before, after = tmp_path / "before", tmp_path / "after"
    script = (f"trap : INT HUP TERM; stty -a > {before}; {WORDLOG} play cold warm; "
              f"echo status $?; stty -a > {after}; echo done")
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    child = pexpect.spawn("sh", ["-c", script], encoding="utf-8", timeout=60, env=env, dimensions=(40, 200))
    child.expect_exact("cold -> ")
    if way_out == "ctrl-c":
        child.sendintr()
    elif way_out == "ctrl-d":
        child.sendeof()
    elif way_out == ":quit":
        child.sendline(":quit")
    else:
        game = int(Path(f"/proc/{child.pid}/task/{child.pid}/children").read_text().split()[0])
        os.kill(game, getattr(signal, way_out))
    child.expect(r"status (\d+)")
    status = int(child.match.group(1))
    child.expect_exact("done")
    child.expect(pexpect.EOF)
    assert status == {"ctrl-c": 130, "SIGTERM": 143, "SIGHUP": 129}.get(way_out, 1)
    assert after.read_text() == before.read_text()
    assert " echo " in f" {after.read_text()} " and "-icanon" not in after.read_text()


def test_the_target_typed_too_soon_is_not_taken_for_a_command(engine):
    """'help' is a command's name, but when the puzzle ends at help, typing it from cold is a
    move tried too soon: the fault is told without '(the command is :help)'."""
    game = new_game(pose(engine.lexicon, "cold", "help", engine=engine))
    game, said = moves(game, engine, "help", "hold", "help")
    assert said == [["  not allowed: 'cold' -> 'help' changes 3 letters (positions 1, 2 and 4), not one"],
                    [],
                    ["  not allowed: 'hold' -> 'help' changes 2 letters (positions 2 and 4), not one"]]
    assert game.chain == ("cold", "hold")
    _, said = moves(new_game(pose(engine.lexicon, "cold", "warm", engine=engine)), engine, "help")
    assert said == [["  not allowed: 'cold' -> 'help' changes 3 letters (positions 1, 2 and 4), not one "
                     "(the command is :help)"]]


def test_a_hint_is_the_friendliest_way_on_even_when_that_needs_a_rare_word(engine):
    """Without cord and card, every shortest ladder from cold to warm passes a rare word: the
    hint is wold (SCOWL size 55), the first word of the friendliest, and both helps (play --help
    and :help in the game) say 'friendliest', not 'a friendly shortest ladder' (there is none)."""
    lex = engine.lexicon.without(["cord", "card"])
    less = BfsEngine(lex)
    game = new_game(pose(lex, "cold", "warm", engine=less))
    _, said = react(game, ":hint", less)
    assert said == ["  hint: wold"] and lex.tier("wold") == 55
    done = run_in_process("play", "--help")
    assert done.returncode == 0
    assert "the friendliest shortest ladder from where you stand" in " ".join(done.stdout.split())
    _, said = react(game, ":help", less)
    assert "the friendliest shortest ladder from where you stand" in " ".join(" ".join(said).split())



# --- the letters in place, as the terminal shows them -------------------------------------

SOLVED = "Solved: cold cord card ward warm, 5 words; the shortest possible is 5."


def on_a_terminal(shell: str, *typed: str, **env: str) -> list[str]:
    """The lines a pseudo-terminal shows of ``shell`` (run by sh; ``$WORDLOG`` is the
    command), the ``typed`` lines answered one at each prompt; NO_COLOR unset and TERM
    xterm unless ``env`` says otherwise, and no inputrc of the user's."""
    environ = {name: value for name, value in os.environ.items() if name != "NO_COLOR"}
    environ.update({"PYTHONDONTWRITEBYTECODE": "1", "TERM": "xterm-256color", "INPUTRC": "/dev/null",
                    "WORDLOG": str(WORDLOG), **env})
    child = pexpect.spawn("/bin/sh", ["-c", shell], encoding="utf-8", timeout=60, env=environ,
                          dimensions=(40, 200))
    child.logfile_read = seen = io.StringIO()
    for line in typed:
        child.expect_exact(" -> ")
        child.sendline(line)
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, seen.getvalue()
    return seen.getvalue().split("\r\n")


# an empty NO_COLOR is no NO_COLOR; the rule is colour_shown's (test_checker.py), shown here in the slow tier
@pytest.mark.parametrize("env", [{}, pytest.param({"NO_COLOR": ""}, marks=pytest.mark.slow)])
def test_at_a_terminal_the_letters_in_place_are_green_and_nothing_else_is_written(env):
    """The prompt's escape codes reach the terminal as they are: the \\x01 and \\x02 around
    them are readline's, which leaves them out of the prompt's width, and never written."""
    lines = on_a_terminal('"$WORDLOG" play cold warm', "cord", "card", "ward", "warm", **env)
    assert lines[2:] == [prompt + move for prompt, move in zip(GREEN_PROMPTS, ["cord", "card", "ward", "warm"])] \
        + [SOLVED, ""]


def test_moves_piped_to_a_game_shown_on_a_terminal_are_marked_without_readline_codes():
    """Standard input a pipe, standard output a terminal: the game writes the prompt itself,
    so no \\x01 or \\x02 (which only readline takes out) may reach the terminal."""
    lines = on_a_terminal('printf "cord\\ncard\\nward\\nwarm\\n" | "$WORDLOG" play cold warm')
    assert lines[2:] == ["".join(GREEN_PROMPTS) + SOLVED, ""]


@pytest.mark.parametrize("env", [{"NO_COLOR": "1"}, pytest.param({"TERM": "dumb"}, marks=pytest.mark.slow)])
def test_a_terminal_without_colour_counts_the_letters_in_place(env):
    """NO_COLOR (https://no-color.org) and TERM=dumb: no escape code, the count instead."""
    lines = on_a_terminal('"$WORDLOG" play cold warm', "cord", "card", "ward", "warm", **env)
    assert lines[2:] == [prompt + move for prompt, move in zip(COUNTED_PROMPTS, ["cord", "card", "ward", "warm"])] \
        + [SOLVED, ""]
    assert "\x1b" not in "".join(lines)


def test_output_that_is_no_terminal_is_unmarked_even_with_the_player_at_one():
    """Standard output a pipe (a program, a file: `| tee game.txt`) gets the words unmarked,
    as typed, while the same game on the terminal is marked."""
    lines = on_a_terminal('"$WORDLOG" play cold warm | cat', "cord", "card", "ward", "warm")
    assert "\x1b" not in "".join(lines) and "in place" not in "".join(lines)
    assert lines[2:] == ["to warm: cold -> cord", "to warm: cord -> card", "to warm: card -> ward",
                         "to warm: ward -> warm", SOLVED, ""]
    marked = on_a_terminal('"$WORDLOG" play cold warm', "cord", "card", "ward", "warm")
    assert marked[3] == "to warm: co\x1b[1;32mr\x1b[0md -> card"


def test_a_greek_word_typed_decomposed_is_marked_per_character_as_read(tmp_path):
    """The move typed with a combining accent (μα + U+0301 + τα) is read composed: μάτα,
    four characters, its ά in place as one."""
    words = tmp_path / "greek.txt"
    words.write_text("γάτα\nμάτα\nμάνα\n", encoding="utf-8")
    lines = on_a_terminal(f'"$WORDLOG" play γάτα μάνα --words {words}', "μα\u0301τα", "μάνα")
    assert lines[2].startswith("to μάνα: γ\x1b[1;32mά\x1b[0mτ\x1b[1;32mα\x1b[0m -> ")
    assert lines[3] == "to μάνα: \x1b[1;32mμά\x1b[0mτ\x1b[1;32mα\x1b[0m -> μάνα"
    lines = on_a_terminal(f'"$WORDLOG" play γάτα μάνα --words {words}', "μα\u0301τα", "μάνα", NO_COLOR="x")
    assert lines[3] == "to μάνα: 3 of 4 in place: μάτα -> μάνα"


def test_play_help_and_the_readme_say_how_the_letters_in_place_are_shown():
    done = run_in_process("play", "--help")
    assert done.returncode == 0
    helped = " ".join(done.stdout.split())
    assert "letters in place (the target's letter in the same place) in green" in helped
    assert f"(NO_COLOR set, or TERM=dumb) their count comes first instead, '{COUNTED_PROMPTS[2]}'" in helped
    readme = " ".join((ROOT / "python" / "README.md").read_text(encoding="utf-8").split())
    assert f"their count comes first, `{COUNTED_PROMPTS[2]}`" in readme


def test_the_target_stays_in_view_and_a_hint_that_goes_back_says_so():
    """Every prompt names the target; a hint whose word is already on the ladder is a way
    back, and says so, not as a step on."""
    from wordlog.lexicon import from_words
    engine = BfsEngine(from_words(["hot", "dot", "dog", "cog", "dit"]))
    game = new_game(pose(engine.lexicon, "hot", "cog", engine=engine))
    game, said = moves(game, engine, "dot", "dit")
    assert prompt(game) == "to cog: dit -> "
    game, said = react(game, ":hint", engine)
    assert said == ["  hint: go back to dot: it is on your ladder already, and the shortest way on passes it "
                    "(type dot or :undo)"]
    game, said = react(game, "zot", engine)
    assert said == ["  not allowed: 'zot' is not in the word list; 'dit' -> 'zot' changes 2 letters "
                    "(positions 1 and 2), not one"]


def test_a_word_to_itself_is_solved_at_once(wordlog_cli):
    done = wordlog_cli("play", "cold", "cold", stdin="")
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.splitlines()[-1] == "Solved: cold, 1 word; the shortest possible is 1."
