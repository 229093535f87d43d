"""Boggle in Python: boards, the trie solver, the one-word check, scoring, dice, the CLI.

Where expected values come from: the seed's three examples (the 3x4 board of
LeetCode 79 "Word Search"; a 4x4 board with seven words; a 3x3 board), the
standard scoring table (3-4 letters 1, 5 2, 6 3, 7 5, 8 or more 11), the
published dice sets, and boards worked by hand. Generated cases compare the
trie solver and the dynamic-programming check with a naive backtracking search
written here, which matches letters against dice one word at a time.
"""
from __future__ import annotations

import json
import re
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from wordlog.boggle import (Board, BoardError, Solver, fingerprint, load_board, parse_board, parse_board_file,
                            score, score_word, solver_for, trace, word_dice)
from wordlog.dice import BIG, CLASSIC, DICE, NEW, faces, roll
from wordlog.lexicon import LexiconError, bundled

LEETCODE = "abce/sfcs/adee"
KEAR = "kear/rune/zmwi/sate"


# --- a naive reference, independent of the trie and of word_dice ---------------------------

def near(board: Board, cell: int) -> list[int]:
    r, c = divmod(cell, board.cols)
    return [r2 * board.cols + c2 for r2 in range(board.rows) for c2 in range(board.cols)
            if max(abs(r2 - r), abs(c2 - c)) == 1]


def naive_traceable(board: Board, word: str) -> bool:
    """Backtracking from every cell: a die matches the letters it shows (two for qu)."""
    def go(rest: str, cell: int, used: frozenset) -> bool:
        face = board.dice[cell]
        if not rest.startswith(face):
            return False
        rest = rest[len(face):]
        return not rest or any(go(rest, n, used | {n}) for n in near(board, cell) if n not in used)
    return any(go(word, cell, frozenset([cell])) for cell in range(len(board.dice)))


def naive_words(board: Board, words, min_length: int) -> list[str]:
    return sorted(w for w in set(words) if len(w) >= min_length and naive_traceable(board, w))


def spells(board: Board, path, word: str) -> bool:
    """``path`` is a legal trace of ``word``: touching cells, each once, spelling the word."""
    cells = [(r - 1) * board.cols + (c - 1) for r, c in path]
    return (len(set(cells)) == len(cells)
            and all(b in near(board, a) for a, b in zip(cells, cells[1:]))
            and "".join(board.dice[c] for c in cells) == word)


@st.composite
def boards_and_words(draw):
    rows, cols = draw(st.integers(3, 4)), draw(st.integers(3, 4))
    alphabet = draw(st.sampled_from(["ab", "abc", "aeqtu", "éstu", "abcdefgh"]))
    dice = ["qu" if ch == "q" else ch for ch in alphabet]
    board = Board(rows, cols, tuple(draw(st.lists(st.sampled_from(dice), min_size=rows * cols,
                                                  max_size=rows * cols))))
    words = draw(st.lists(st.text(alphabet, min_size=1, max_size=7), min_size=1, max_size=30))
    return board, words, draw(st.integers(1, 4))


# --- the seed's examples ----------------------------------------------------------------------

@pytest.mark.parametrize("board, words, found", [
    (LEETCODE, ["abcced", "see", "abcb"], ["abcced", "see"]),
    (KEAR, ["run", "win", "wine", "earn", "ear", "mat", "mate"],
     ["ear", "earn", "mat", "mate", "run", "win", "wine"]),
    ("abc/def/ghi", ["abc", "cfi", "beh", "hgf"], ["abc", "beh", "cfi"]),
])
def test_seed_examples(board, words, found):
    assert Solver(words).solve(parse_board(board)) == found


def test_seed_paths_and_the_reused_cell():
    board = parse_board(LEETCODE)
    assert trace(board, "abcced") == ((1, 1), (1, 2), (1, 3), (2, 3), (3, 3), (3, 2))
    assert trace(board, "see") == ((2, 4), (3, 3), (3, 4))
    assert trace(board, "abcb") is None        # passes the reach table, would reuse b
    assert trace(board, "abz") is None
    assert trace(parse_board(KEAR), "mate") == ((3, 2), (4, 2), (4, 3), (4, 4))


# --- the rules ----------------------------------------------------------------------------------

def test_each_word_once_however_many_paths():
    assert Solver(["aaa", "aaaa", "aaaaaaaaaa"]).solve(parse_board("aaaaaaaaa")) == ["aaa", "aaaa"]


def test_solver_and_trace_read_words_by_the_word_rule():
    """As every function but the lessons' search does: 'Abcced' is found as abcced
    (the dice are lower case), trace(board, "SEE") is see's path, and text that is not a word
    is refused, never quietly matched with nothing."""
    board = parse_board(LEETCODE)
    assert Solver(["Abcced", "SEE", "se\u0301e"]).solve(board) == ["abcced", "see"]
    assert trace(board, "SEE") == trace(board, " see ") == ((2, 4), (3, 3), (3, 4))
    for text, fault in (("it's", "\"'\" is not a letter"), ("", "it is empty"), ("a b", "a space is not a letter")):
        with pytest.raises(LexiconError, match=rf"^{re.escape(repr(text))} is not a word: {fault}$"):
            trace(board, text)
        with pytest.raises(LexiconError, match=rf"^{re.escape(repr(text))} is not a word: {fault}$"):
            Solver(["see", text])


def test_a_cell_is_used_once():
    assert Solver(["aba", "bab", "abab"]).solve(parse_board("abx/bxx/xxx")) == ["bab"]


def test_qu_is_one_die_of_two_letters():
    board = parse_board("qit/een/sar")
    assert board.dice[0] == "qu"
    assert Solver(["quit", "quite", "quiet", "quits", "qit", "quint", "it"]).solve(board) == \
        ["quiet", "quint", "quit", "quite"]
    assert trace(board, "quit") == ((1, 1), (1, 2), (1, 3))
    assert trace(board, "qit") is None
    assert word_dice("quiz") == ("qu", "i", "z") and word_dice("qat") is None


def test_q_without_u_is_never_found_even_on_a_q_board():
    assert Solver(["qi", "qat", "qua"]).solve(parse_board("qat/iux/xxx"), 1) == ["qua"]


def test_min_length_default_and_setting():
    kear, words = parse_board(KEAR), ["e", "ea", "ear", "earn", "mate"]
    assert kear.min_length == 3
    assert Solver(words).solve(kear) == ["ear", "earn", "mate"]
    assert Solver(words).solve(kear, 4) == ["earn", "mate"]
    assert Solver(words).solve(kear, 1) == ["e", "ea", "ear", "earn", "mate"]
    big = parse_board("abcde" * 5)
    assert big.min_length == 4
    assert Solver(["abc", "abcd"]).solve(big) == ["abcd"]


def test_unicode_letters():
    board = parse_board("CAF/xxÉ/xxx")
    assert board.dice[5] == "é"
    assert Solver(["café", "cafe"]).solve(board) == ["café"]


def test_a_36_letter_word_on_6x6():
    word = "abcdefghijklmnoprstuvwxyzabcdefghijk"
    rows = [word[i:i + 6] if i // 6 % 2 == 0 else word[i:i + 6][::-1] for i in range(0, 36, 6)]
    board = parse_board("/".join(rows))
    assert Solver([word]).solve(board) == [word]
    assert len(trace(board, word)) == 36 and score_word(word) == 11


@pytest.mark.parametrize("board, word, traced", [
    ("aaaa/aaaa/aaaa/aaaa", "a" * 17, False),           # one a more than the board shows
    ("/".join(["aaaaa"] * 5), "a" * 26, False),
    ("/".join(["aaaa"] * 4), "a" * 16, True),            # every cell, once
    ("/".join(["aaaaaa"] * 6), "a" * 36, True),
    ("/".join(["aaaaaaa"] * 6 + ["aaaaaab"]), "a" * 48 + "b", True),
    ("/".join(["baaaaaa"] * 6 + ["aaaaaab"]), "b" + "a" * 47 + "b", False),   # no b next to an end
])
def test_trace_on_boards_of_one_letter(board, word, traced):
    """A word of one repeated letter on a board of that letter has exponentially many partial
    paths; trace answers from the letters' counts, or finds a path, or shows there is none,
    each time by looking at each state of the search once."""
    board = parse_board(board)
    path = trace(board, word)
    assert (path is not None) == traced
    assert path is None or spells(board, path, word)


@pytest.mark.slow
@pytest.mark.parametrize("engine", ["python", "prolog"])
@pytest.mark.parametrize("board, word", [("aaaa/aaaa/aaaa/aaaa", "a" * 17), ("/".join(["aaaaa"] * 5), "a" * 26)])
def test_check_of_a_long_word_on_a_board_of_one_letter(wordlog_process, engine, board, word):
    """``boggle BOARD --check WORD`` with a word of more a's than the board has: not traced,
    from the command line, with either engine (it used to search every path)."""
    done = wordlog_process("boggle", board, "--check", word, "--engine", engine, timeout=60)
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines()[0] == f"{word}: cannot be traced on this board"


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards_and_words())
def test_solver_and_trace_agree_with_naive_search(case):
    board, words, min_length = case
    expected = naive_words(board, words, min_length)
    assert Solver(words).solve(board, min_length) == expected
    for word in set(words):
        path = trace(board, word)
        assert (path is not None) == naive_traceable(board, word), word
        assert path is None or spells(board, path, word)


@st.composite
def boards_and_changes(draw):
    board, words, min_length = draw(boards_and_words())
    size = len(board.dice)
    faces = sorted(set(board.dice) | {"a", "b", "qu", "é", "z"})
    one = st.tuples(st.integers(0, size - 1), st.sampled_from(faces)).map(lambda change: [change])
    two = st.lists(st.integers(0, size - 1), min_size=2, max_size=2, unique=True).map(
        lambda cells: [(cells[0], board.dice[cells[1]]), (cells[1], board.dice[cells[0]])])
    return board, words, min_length, draw(st.lists(one | two, min_size=1, max_size=40))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards_and_changes())
def test_neighbour_scores_are_the_scores_of_the_changed_boards(case):
    """Scoring only the paths through the changed cells gives each changed board's score:
    letter changes (to dice the words have or not) and swaps, Qu among them."""
    board, words, min_length, changes = case
    solver = Solver(words)

    def changed(change):
        dice = list(board.dice)
        for cell, face in change:
            dice[cell] = face
        return Board(board.rows, board.cols, tuple(dice))
    expected = [points for _, points in solver.scores([changed(c) for c in changes], min_length)]
    assert solver.neighbour_scores(board, changes, min_length) == expected


def test_neighbour_scores_on_a_board_past_64_cells():
    """A 9x9 board keeps its used cells in Python ints; its changes score as its boards do."""
    solver = solver_for(bundled())
    board = parse_board("abcdefghijklmnoprstuvwxyzaeiousteraeioulmnrstdeaeioubcdfaeiouperstlanesxyzstaeiou")
    changes = [[(40, "s")], [(0, "e"), (80, "a")], [(3, "qu")]]
    boards = [Board(9, 9, tuple(dict(c).get(i, d) for i, d in enumerate(board.dice))) for c in changes]
    assert solver.neighbour_scores(board, changes) == [points for _, points in solver.scores(boards)]


# --- the cached trie ------------------------------------------------------------------------------

def test_a_cached_trie_answers_as_the_built_one(tmp_path, monkeypatch):
    """solver_for writes a large lexicon's trie to the cache folder once; a solver read back
    from it finds the same words and scores on every board."""
    monkeypatch.setenv("WORDLOG_CACHE", str(tmp_path))
    lex = bundled()
    built = solver_for.__wrapped__(lex)
    [path] = tmp_path.glob("boggle-*.npz")
    read = Solver.load(path, fingerprint(lex.words))
    assert read is not None and read.words == built.words
    boards = [roll(NEW, seed) for seed in range(20)] + [parse_board("perslatgsineters")]
    assert read.scores(boards) == built.scores(boards)
    assert read.solve(boards[-1]) == built.solve(boards[-1])


@pytest.mark.parametrize("damage", ["other words", "truncated", "a child past the nodes"])
def test_a_cache_file_is_checked_before_it_is_trusted(tmp_path, monkeypatch, damage):
    """A cache file of other words, cut short, or with a table that does not fit is not
    used: the trie is built again from the words, and the file written anew."""
    import numpy as np
    monkeypatch.setenv("WORDLOG_CACHE", str(tmp_path))
    lex = bundled()
    built = solver_for.__wrapped__(lex)
    [path] = tmp_path.glob("boggle-*.npz")
    mark = fingerprint(lex.words)
    if damage == "other words":
        built.save(path, fingerprint(["cat"]))
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[:1000])
    else:
        with np.load(path) as saved:
            tables = dict(saved)
        tables["to"] = tables["to"] + len(tables["word_at"])
        with open(path, "wb") as out:
            np.savez(out, **tables)
    assert Solver.load(path, mark) is None
    again = solver_for.__wrapped__(lex)
    assert again.scores([parse_board("perslatgsineters")]) == built.scores([parse_board("perslatgsineters")])
    assert Solver.load(path, mark) is not None


# --- scoring ------------------------------------------------------------------------------------

@pytest.mark.parametrize("length, points", [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 3), (7, 5),
                                            (8, 11), (9, 11), (16, 11), (17, 11), (36, 11)])
def test_score_table(length, points):
    assert score_word("a" * length) == points


def test_qu_counts_two_letters_in_the_score():
    assert [score_word(w) for w in ("quit", "quite", "quinquevalencies")] == [1, 2, 11]
    assert score(["abcced", "see", "mate", "earn"]) == 6


# --- dice ---------------------------------------------------------------------------------------

def test_dice_sets():
    assert (len(CLASSIC), len(NEW), len(BIG)) == (16, 16, 25)
    for dice in DICE.values():
        assert all(len(d) == 6 and d.isalpha() and d.isupper() for d in dice)
    assert "AACIOT" in CLASSIC and "ABJMOQ" in CLASSIC
    assert "AAEEGN" in NEW and "HIMNQU" in NEW
    assert "BJKQXZ" in BIG and "OOOTTU" in BIG
    letters = Counter("".join(NEW))
    assert sum(letters.values()) == 96 and letters["E"] == 11 and letters["Q"] == 1
    assert faces("HIMNQU") == ("h", "i", "m", "n", "qu", "u")


def test_big_dice_are_the_big_boggle_deluxe_set():
    """The 25 dice of Big Boggle Deluxe (Boggle Master): DHHNOT among them, not DDHNOT, a die
    of no edition."""
    assert "DHHNOT" in BIG and "DDHNOT" not in BIG
    letters = Counter("".join(BIG))
    assert sum(letters.values()) == 150 and (letters["D"], letters["H"], letters["E"]) == (6, 6, 18)


def assignable(board: Board, dice) -> bool:
    """Each cell's face can come from a different die (augmenting-path matching)."""
    owner: dict[int, int] = {}

    def place(cell: int, seen: set) -> bool:
        for d, spec in enumerate(dice):
            if d not in seen and board.dice[cell] in faces(spec):
                seen.add(d)
                if d not in owner or place(owner[d], seen):
                    owner[d] = cell
                    return True
        return False
    return all(place(cell, set()) for cell in range(len(board.dice)))


@pytest.mark.parametrize("name, side", [("classic", 4), ("new", 4), ("big", 5)])
def test_roll_is_seeded_and_uses_each_die_once(name, side):
    boards = [roll(DICE[name], seed) for seed in range(20)]
    assert boards == [roll(DICE[name], seed) for seed in range(20)]
    assert len(set(boards)) == 20
    assert all(b.rows == b.cols == side and assignable(b, DICE[name]) for b in boards)


# --- boards -------------------------------------------------------------------------------------

def test_board_formats_agree():
    letters = parse_board("perslatgsineters")
    assert parse_board("pers/latg/sine/ters") == letters
    assert parse_board_file("4 4\nP E R S\nL A T G\nS I N E\nT E R S\n") == letters
    assert (letters.rows, letters.cols) == (4, 4) and letters.spec == "pers/latg/sine/ters"
    assert parse_board(letters.spec) == letters
    assert parse_board("abcdefghijkl", rows=3) == parse_board("abcd/efgh/ijkl")
    assert str(parse_board("qab/cde/fgh")) == "Qu A  B\nC  D  E\nF  G  H"


def test_a_board_file_breaks_lines_at_line_feeds_only():
    """CRLF is a line break, a U+2028 inside a row is white space between dice (it split the
    row in two: 'the header says 3 rows, the file has 4')."""
    board = parse_board_file("3 3\r\nA B\u2028C\r\nD E F\r\nG H I\r\n", "x.txt")
    assert board.spec == "abc/def/ghi"


def test_board_file_with_qu(tmp_path):
    path = tmp_path / "board.txt"
    path.write_text("3 4\nQu A T S\n\nE R I E\nN D U S\n", encoding="utf-8")
    board = load_board(str(path))
    assert board.dice[:4] == ("qu", "a", "t", "s") and (board.rows, board.cols) == (3, 4)
    assert Solver(["quartz", "quart", "quarts", "quad"]).solve(board) == ["quart", "quarts"]


@pytest.mark.parametrize("text, rows, message", [
    ("", None, "empty"),
    ("pers/la1g/sine/ters", None, "'1' is not a die"),
    ("pers latg sine ters", None, "^board 'pers latg sine ters': ' ' is not a die: a die shows one letter or Qu; "
                                  "split the rows with '/'$"),
    ("pers/lat/sine/ters", None, "^board 'pers/lat/sine/ters': ragged rows: row 2 has 3 dice, row 1 has 4 dice$"),
    # Qu written out in letters is two dice: the message says q alone is the Qu die
    ("quat/ers/now", None, "^board 'quat/ers/now': ragged rows: row 2 has 3 dice, row 1 has 4 dice; "
                           "in letters q alone is the Qu die$"),
    ("quick/brow", None, "^board 'quick/brow': ragged rows: row 2 has 4 dice, row 1 has 5 dice; "
                         "in letters q alone is the Qu die$"),
    ("quatersnow", None, "^board 'quatersnow': 10 letters do not make a square; give the number of rows or "
                         "split the rows with '/'; in letters q alone is the Qu die$"),
    ("pers//sine/ters", None, "ragged rows"),
    ("perslatgsinet", None, "13 letters do not make a square"),
    ("perslatgsinet", 2, "do not fill 2 equal rows"),
    ("a" * 65, 1, "^board 'a+': a 1x65 board is not supported: rows and columns must each be 1 to 64$"),
    ("abc/def/ghi", 4, "has 3 rows, not 4"),
])
def test_bad_boards(text, rows, message):
    with pytest.raises(BoardError, match=message):
        parse_board(text, rows)


@pytest.mark.parametrize("text, message", [
    ("", "x.txt: the board is empty"),
    ("0 4\n", "x.txt:1: a 0x4 board has no cells"),
    ("4\nA B C D\n", "x.txt:1: expected 'ROWS COLS'"),
    ("3 3\nA B C\nD E\nG H I\n", "x.txt:3: ragged row: 2 dice, the header says 3"),
    ("3 3\nA B C\nD E F\n", "x.txt: the header says 3 rows, the file has 2"),
    ("3 3\nA B C\nD Th F\nG H I\n", "x.txt:3: 'Th' is not a die"),
    # letters run together are named as a die that is not one, not as a ragged row
    ("3 3\nABC\nDEF\nGHI\n", "^x.txt:2: 'ABC' is not a die: a die shows one letter or Qu; "
                             "separate a row's dice by spaces$"),
    ("3 3\nA B C\nD EF\nGHI\n", "^x.txt:3: 'EF' is not a die: a die shows one letter or Qu; "
                                "separate a row's dice by spaces$"),
    ("3 3\nA B C\nD Th F\nG H I\n", "^x.txt:3: 'Th' is not a die: a die shows one letter or Qu$"),
    # a form feed or NEL ends no line (as str.splitlines would): the error names line 3
    ("3 3\nA B C\x0c\nD E 1\nG H I\n", "x.txt:3: '1' is not a die"),
    ("3 3\nA B C\x85\nD E 1\nG H I\n", "x.txt:3: '1' is not a die"),
    # comment lines are skipped, and the lines after them keep their numbers
    ("# mine\n3 3\nA B C\n  # row two next\nD E 1\nG H I\n", "x.txt:5: '1' is not a die"),
    ("# only a comment\n", "x.txt: the board is empty"),
])
def test_bad_board_files(text, message):
    with pytest.raises(BoardError, match=message):
        parse_board_file(text, "x.txt")


def test_a_board_file_may_hold_comments_as_word_lists_and_pairs_files_do():
    """'# ...' lines are comments, skipped, never taken for the header."""
    board = parse_board_file("# my board\n3 3\nP E R\n# the middle row\nL A T\nS I N\n# end\n", "x.txt")
    assert (board.rows, board.cols, board.dice) == (3, 3, tuple("perlatsin"))


# --- the Python API given values of the wrong type ----------------------------------------------
# Each is refused at once with a TypeError or ValueError naming it, as the Prolog engine raises:
# never an AttributeError from inside, a value taken and failing later (Board(3.0, 3, ...), then
# grid()), or a wrong answer in silence (score("quiz") as 0, Solver("abc") holding the words a,
# b, c, solve(board, -1) taking every length).

LEET = parse_board(LEETCODE)


@pytest.mark.parametrize("call, error, message", [
    (lambda: parse_board(None), TypeError, "a board's text is a str, not NoneType: None"),
    (lambda: parse_board(list("abcdefghi")), TypeError, "a board's text is a str, not list"),
    (lambda: parse_board("abcdefghi", rows="3"), TypeError, "rows is a whole number, not '3'"),
    (lambda: parse_board("abcdefghi", rows=True), TypeError, "rows is a whole number, not True"),
    (lambda: parse_board_file(b"3 3\nA B C\n"), TypeError, "a board file's text is a str, not bytes"),
    (lambda: load_board(None), TypeError, r"a board \(letters or a file's name\) is a str, not NoneType"),
    (lambda: Board(3.0, 3, tuple("abcdefghi")), TypeError, "rows is a whole number, not 3.0"),
    (lambda: Board(3, 3, list("abcdefghi")), TypeError, "a board's dice are a tuple, not list"),
    (lambda: Board(3, 3, tuple(range(9))), TypeError, "a die is a str, not int: 0"),
    (lambda: Board.from_rows("abc"), TypeError, "from_rows takes rows of dice, not one str: 'abc'"),
    (lambda: Solver("abc"), TypeError, "Solver takes words, not one str: 'abc'"),
    (lambda: Solver([None]), TypeError, "a word is a str, not NoneType: None"),
    (lambda: Solver(["see"]).solve(LEETCODE), TypeError,
     r"a board is a Board \(parse_board makes one from letters\), not str: 'abce/sfcs/adee'"),
    # with a min_length the board is checked too
    (lambda: Solver(["see"]).solve(LEETCODE, 3), TypeError,
     r"a board is a Board \(parse_board makes one from letters\), not str: 'abce/sfcs/adee'"),
    (lambda: Solver(["see"]).solve(None, 0), TypeError, "a board is a Board .*, not NoneType: None"),
    (lambda: Solver(["see"]).solve(LEET, "3"), TypeError, "min_length is a whole number, not '3'"),
    (lambda: Solver(["see"]).solve(LEET, -1), ValueError, "min_length is 0 or more, not -1"),
    (lambda: trace(LEETCODE, "see"), TypeError, "a board is a Board"),
    (lambda: trace(LEET, None), TypeError, "a word is a str, not NoneType: None"),
    (lambda: score_word(5), TypeError, "a word is a str, not int: 5"),
    (lambda: score("quiz"), TypeError, "score takes words, not one str: 'quiz'"),
    (lambda: roll("new"), TypeError, r"roll takes dice, each written as its faces \(DICE\['new'\]\), not one str"),
    (lambda: faces(None), TypeError, r"a die \(its faces\) is a str, not NoneType"),
])
def test_api_given_a_wrong_type_raises_a_clear_error(call, error, message):
    with pytest.raises(error, match=message) as caught:
        call()
    assert type(caught.value) is error             # not a BoardError nor AttributeError


def test_load_board_takes_a_path_as_a_file_name(tmp_path):
    board = tmp_path / "board"                     # no dot: as a str, it would be letters
    with pytest.raises(BoardError, match="board: no such file"):    # a missing file, named
        load_board(board)
    board.write_text("3 3\nA B C\nD E F\nG H Qu\n", encoding="utf-8")
    assert load_board(board).dice[-1] == "qu"


# --- the bundled lexicon ------------------------------------------------------------------------

def test_solver_is_built_once_per_lexicon():
    lex = bundled()
    assert solver_for(lex) is solver_for(lex)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_bundled_lexicon_words_are_real_and_traceable(seed):
    lex = bundled()
    board = roll(NEW, seed)
    found = solver_for(lex).solve(board)
    assert found and all(w in lex and len(w) >= 3 for w in found)
    assert all(spells(board, trace(board, w), w) for w in found)
    sample = [w for w in lex.words[seed::997]]
    assert [w for w in sample if w in found] == [w for w in sample if len(w) >= 3 and naive_traceable(board, w)]


# --- the command line ---------------------------------------------------------------------------

@pytest.fixture
def leetcode_words(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("abcced\nsee\nabcb\n", encoding="utf-8")
    return str(path)


def test_cli_json(wordlog_cli, leetcode_words):
    done = wordlog_cli("boggle", LEETCODE, "--words", leetcode_words, "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"words": ["abcced", "see"], "score": 4, "count": 2}


def test_cli_text_and_paths(wordlog_cli, leetcode_words):
    done = wordlog_cli("boggle", LEETCODE, "--words", leetcode_words, "--paths")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].split() == ["abcced", "3", "A(1,1)", "B(1,2)", "C(1,3)", "C(2,3)", "E(3,3)", "D(3,2)"]
    assert lines[1].split() == ["see", "1", "S(2,4)", "E(3,3)", "E(3,4)"]
    assert lines[2].startswith("2 words, 4 points")


def test_cli_check(wordlog_cli, leetcode_words):
    done = wordlog_cli("boggle", LEETCODE, "--check", "ABCCED", "--words", leetcode_words)
    assert done.returncode == 0
    assert done.stdout.splitlines() == ["abcced: A(1,1) B(1,2) C(1,3) C(2,3) E(3,3) D(3,2)", "abcced scores 3 points"]
    done = wordlog_cli("boggle", LEETCODE, "--check", "abcb", "--words", leetcode_words, "--json")
    assert done.returncode == 1 and json.loads(done.stdout) == {
        "word": "abcb", "traced": False, "path": None, "in_lexicon": True, "long_enough": True, "min_length": 3,
        "score": 0, "lexicon": leetcode_words}
    done = wordlog_cli("boggle", "qit/een/sar", "--check", "quit", "--json")
    answer = json.loads(done.stdout)
    assert done.returncode == 0 and answer["path"] == [[1, 1], [1, 2], [1, 3]] and answer["score"] == 1


def test_cli_check_names_why_a_word_scores_nothing(wordlog_cli, leetcode_words):
    """A word traced on the board that is not in the words, or under the minimum length, scores
    nothing (exit 1), and the reason is named."""
    done = wordlog_cli("boggle", "caov/duvq/enet/urrs", "--check", "caov")
    assert done.returncode == 1 and done.stdout.splitlines() == [
        "caov: C(1,1) A(1,2) O(1,3) V(1,4)", "caov scores nothing: not a word of bundled SCOWL size <= 60"]
    done = wordlog_cli("boggle", LEETCODE, "--check", "see", "--words", leetcode_words, "--min-length", "4")
    assert done.returncode == 1 and done.stdout.splitlines()[1] == \
        "see scores nothing: too short: 3 letters, words here have 4 or more"
    done = wordlog_cli("boggle", LEETCODE, "--check", "zzz", "--words", leetcode_words, "--min-length", "4")
    assert done.stdout.splitlines() == ["zzz: cannot be traced on this board", "zzz scores nothing: it cannot be "
                                        f"traced on this board; not a word of {leetcode_words}; too short: 3 "
                                        "letters, words here have 4 or more"]


def test_cli_board_file(wordlog_cli, tmp_path):
    board, words = tmp_path / "b.txt", tmp_path / "w.txt"
    board.write_text("3 4\nQu A T S\nE R I E\nN D U S\n", encoding="utf-8")
    words.write_text("quart\nquarts\nquad\n", encoding="utf-8")
    done = wordlog_cli("boggle", str(board), "--words", str(words), "--json")
    assert json.loads(done.stdout) == {"words": ["quart", "quarts"], "score": 5, "count": 2}


def test_cli_random_is_reproducible(wordlog_cli):
    runs = [json.loads(wordlog_cli("boggle", "--random", "--seed", "5", "--json").stdout) for _ in range(2)]
    assert runs[0] == runs[1]
    assert runs[0]["board"] == roll(NEW, 5).spec and runs[0]["seed"] == 5 and runs[0]["dice"] == "new"
    assert runs[0]["count"] == len(runs[0]["words"]) == len(solver_for(bundled()).solve(roll(NEW, 5)))
    big = json.loads(wordlog_cli("boggle", "--random", "--dice", "big", "--seed", "5", "--json").stdout)
    assert big["board"].count("/") == 4 and all(len(w) >= 4 for w in big["words"])
    assert big["score"] == score(big["words"])


@pytest.mark.parametrize("options, seed", [
    (["--seed", "hello world"], "hello world"), (["--seed", "-5"], "-5"), (["--seed", "007"], 7),
    (["--date", "2026-12-01"], "2026-12-01"), (["--random", "--seed", "12"], 12)])
def test_cli_seed_is_any_text_and_date_is_a_day(wordlog_cli, options, seed):
    """--seed is any text, as puzzle's is; --date is a day."""
    answer = json.loads(wordlog_cli("boggle", *options, "--json").stdout)
    assert answer["seed"] == seed and answer["board"] == roll(NEW, seed).spec


def test_dice_roll_takes_the_seeds_random_takes():
    import typing
    import random
    for seed in (b"x", bytearray(b"x"), 1.5, "day", 7, None):
        assert roll(NEW, seed=seed).rows == 4
    assert roll(NEW, seed=b"x") == roll(NEW, seed=b"x") != roll(NEW, seed=b"y")
    hint = typing.get_type_hints(roll)["seed"]
    assert set(typing.get_args(hint)) >= {int, float, str, bytes, bytearray, type(None)}
    rng = random.Random("day")
    order = list(NEW)
    rng.shuffle(order)
    assert roll(NEW, seed="day").dice == tuple(rng.choice(faces(d)) for d in order)


def test_cli_check_on_a_rolled_board_shows_the_board_and_seed(wordlog_cli):
    done = wordlog_cli("boggle", "--random", "--seed", "3", "--check", "vent")
    board = roll(NEW, 3)
    assert done.stdout.splitlines()[:5] == [*str(board).splitlines(), f"({board.spec}: new dice, seed 3)"]
    assert done.stdout.splitlines()[-1] == "vent scores 1 point"
    assert done.stdout.splitlines()[-2] == "vent: " + " ".join(
        f"{board.label((r - 1) * 4 + c - 1)}({r},{c})" for r, c in trace(board, "vent"))
    answer = json.loads(wordlog_cli("boggle", "--random", "--seed", "3", "--check", "vent", "--json").stdout)
    assert answer["board"] == board.spec and answer["seed"] == 3 and answer["dice"] == "new"
    assert answer["traced"] is True


def test_cli_a_lexicon_name_with_brackets_is_not_put_in_brackets(wordlog_cli, tmp_path):
    """--exclude names the lexicon 'w.txt (less x.txt)': the summary read
    '(words of 3+ letters from w.txt (less x.txt))', brackets in brackets."""
    words, unfit = tmp_path / "w.txt", tmp_path / "x.txt"
    words.write_text("see\nseen\n", encoding="utf-8")
    unfit.write_text("seen\n", encoding="utf-8")
    done = wordlog_cli("boggle", LEETCODE, "--words", str(words), "--exclude", str(unfit))
    assert done.stdout.splitlines()[-1] == f"1 word, 1 point: words of 3+ letters from {words} (less {unfit})"


def test_cli_counts_of_one_are_singular(wordlog_cli, tmp_path):
    words = tmp_path / "w.txt"
    words.write_text("see\n", encoding="utf-8")
    done = wordlog_cli("boggle", LEETCODE, "--words", str(words))
    assert done.stdout.splitlines() == ["see", f"1 word, 1 point: words of 3+ letters from {words}"]


def test_a_letter_whose_capital_is_two_letters_is_shown_as_it_is():
    assert str(parse_board("stra/eßab/cdef/ghij")).splitlines()[1] == "E  ß  A  B"


def test_dice_that_share_a_capital_are_shown_apart():
    """Turkish ı and i both capitalize to I, Greek ς and σ to Σ: a die is shown as its capital
    only when that capital lowers back to the same letter, so a board with both dice of a pair
    shows them apart and reads back as it was shown."""
    assert str(parse_board("ıiςσ/abcd/efgh/ijkl")).splitlines()[0] == "ı  I  ς  Σ"
    assert str(parse_board("ǆab/cde/fgh")).splitlines()[0] == "ǅ  A  B"


@pytest.mark.parametrize("args, message", [
    (["pers/la1g/sine/ters"], "'1' is not a die"),
    (["pers/lat/sine/ters"], "ragged rows"),
    (["a" * 65 * 65], "65x65 board is not supported"),
    ([""], "the board is empty"),
    (["perslatgsinet"], "do not make a square"),
    (["perslatgsinet", "--rows", "2"], "do not fill 2 equal rows"),
    (["perslatgsineters", "--min-length", "0"], "--min-length takes a positive number"),
    (["perslatgsineters", "--random"], "not both"),
    (["--random", "--rows", "5"], "--rows goes with a BOARD of letters"),
    (["--seed", "5", "--date", "2026-12-01"], "not allowed with argument"),
    (["--date", "2026-13-01"], "is not a day of the calendar"),
    ([], "give a BOARD"),
    (["perslatgsineters", "--seed", "3"], "give a BOARD or roll one (--random, --seed, --date), not both"),
    (["perslatgsineters", "--check", "a1"], "'a1' is not a word"),
    (["perslatgsineters", "--words", "/nonexistent/words.txt"], "no such file"),
    (["--random", "--dice", "huge"], "invalid choice"),
    # --check reads the word list it checks the word against
    (["abc/def/ghi", "--check", "abe", "--words", "/nonexistent"], "no such file"),
    (["abc/def/ghi", "--check", "ab", "--min-length", "0"], "--min-length takes a positive number"),
    (["abc/def/ghi", "--check", "abe", "--exclude", "/nonexistent"], "no such file"),
    # a name with '/' that is no board's letters may have been meant as a file
    (["/no/such/board"], "ragged rows: row 2 has 2 dice, row 1 has 0 dice (and there is no file '/no/such/board')"),
    (["sub/dir/x"], "row 3 has 1 die, row 1 has 3 dice (and there is no file 'sub/dir/x')"),
])
def test_cli_bad_input(wordlog_cli, args, message):
    done = wordlog_cli("boggle", *args)
    assert done.returncode == 2
    assert message in done.stderr and done.stderr.startswith("wordlog")
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_cli_bad_board_file(wordlog_cli, tmp_path):
    path = tmp_path / "b.txt"
    path.write_text("0 4\n", encoding="utf-8")
    done = wordlog_cli("boggle", str(path))
    assert done.returncode == 2 and done.stderr.strip() == f"wordlog: {path}:1: a 0x4 board has no cells"
    path.write_text("3 3\nA B C\nD E\nG H I\n", encoding="utf-8")
    done = wordlog_cli("boggle", str(path), "--json")
    assert done.returncode == 2 and json.loads(done.stderr) == {
        "error": f"{path}:3: ragged row: 2 dice, the header says 3"}


def test_cli_long_board_argument_is_read_as_letters(wordlog_cli):
    # A 300-letter argument is too long to be a file name: it is letters, and too many.
    done = wordlog_cli("boggle", "a" * 300)
    assert done.returncode == 2
    assert "File name too long" not in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


# --- the fast solver and its cross-check --------------------------------------------------------

def test_solver_agrees_with_the_plain_solver_on_rolled_and_odd_boards():
    """Solver (a table of ints, all paths grown at once) and PlainSolver (nested dicts, a
    recursive search) find the same words: on rolled boards, one board a call and many in one,
    and on boards of odd shapes: an 8x8 one, whose 64 cells fill the used cells' uint64, and a
    9x9 one past it."""
    from wordlog.boggle import PlainSolver
    lex = bundled()
    fast, plain = solver_for(lex), PlainSolver(lex)
    boards = [roll(NEW, seed) for seed in range(40)] + [roll(BIG, seed) for seed in range(5)]
    boards += [parse_board("perslatgsinetersaeiou", rows=1), parse_board("perslatgsinetersaeiou", rows=21),
               parse_board("perslatgsinetersaeioulmnrstdeaeioubcdfaeiouperstlanesxyzstaeioux"),
               parse_board("abcdefghijklmnoprstuvwxyzaeiousteraeioulmnrstdeaeioubcdfaeiouperstlanesxyzstaeiou"),
               parse_board("a")]
    expected = [plain.solve(b) for b in boards]
    assert [fast.solve(b) for b in boards] == expected
    assert fast.solve_many(boards) == expected
    assert fast.scores(boards) == [(len(w), score(w)) for w in expected]
    assert fast.solve(boards[-2]) and boards[-2].rows == 9


# --- many boards at once, boards of any shape ---------------------------------------------------

def test_cli_boards_scores_one_board_a_line(wordlog_cli, leetcode_words, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text(f"# two boards\n{LEETCODE}\n\nabc/def/ghi\n", encoding="utf-8")
    done = wordlog_cli("boggle", "--boards", str(boards), "--words", leetcode_words)
    assert done.returncode == 0 and done.stdout.splitlines() == [
        "abce/sfcs/adee\t2 words\t4 points", "abc/def/ghi\t0 words\t0 points"]
    done = wordlog_cli("boggle", "--boards", str(boards), "--words", leetcode_words, "--json")
    assert [json.loads(line) for line in done.stdout.splitlines()] == [
        {"board": LEETCODE, "words": ["abcced", "see"], "score": 4, "count": 2},
        {"board": "abc/def/ghi", "words": [], "score": 0, "count": 0}]


def test_cli_boards_reads_thousands_from_standard_input(tmp_path):
    import subprocess
    import sys
    boards = [roll(NEW, seed) for seed in range(1200)]
    done = subprocess.run([sys.executable, "-m", "wordlog", "boggle", "--boards", "-", "--json"],
                          input="".join(b.spec + "\n" for b in boards), capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    got = [json.loads(line) for line in done.stdout.splitlines()]
    assert [g["board"] for g in got] == [b.spec for b in boards]
    solver = solver_for(bundled())
    assert [(g["count"], g["score"]) for g in got[::97]] == solver.scores(boards[::97])


def test_cli_boards_names_the_line_at_fault(wordlog_cli, tmp_path):
    boards = tmp_path / "boards.txt"
    boards.write_text("abc/def/ghi\nab1\n", encoding="utf-8")
    done = wordlog_cli("boggle", "--boards", str(boards))
    assert done.returncode == 2 and done.stdout.startswith("abc/def/ghi\t")
    assert done.stderr.strip() == f"wordlog: {boards}:2: board 'ab1': '1' is not a die: a die shows one letter or Qu"
    done = wordlog_cli("boggle", "abc/def/ghi", "--boards", str(boards))
    assert done.returncode == 2 and "leave out BOARD" in done.stderr


@pytest.mark.parametrize("text, rows, words, found", [
    ("a", None, ["a", "aa"], ["a"]),                                   # 1x1, min_length 1 below
    ("crane", 1, ["crane", "ran", "nar", "ear", "era"], ["crane", "nar", "ran"]),   # a row: neighbours only
    ("crane", 5, ["crane", "ran", "nar", "ear", "era"], ["crane", "nar", "ran"]),   # the same as a column
    ("ab/cd", None, ["abdc", "adcb", "acbd", "abcd"], ["abcd", "abdc", "acbd", "adcb"]),   # 2x2: all touch
])
def test_boards_of_odd_shapes(text, rows, words, found):
    board = parse_board(text, rows)
    assert Solver(words).solve(board, 1) == found
    from wordlog.boggle import PlainSolver
    assert PlainSolver(words).solve(board, 1) == found


def test_a_32_by_32_board():
    """1,024 cells: the used cells are the bits of a Python int. The first row spells 32
    letters (no q: that is the Qu die), the last row the same backwards, cells 992 to 1,023.
    Words have 4 letters or more from 5x5 up: not 'xxx'."""
    top = "abcdefghijklmnoprstuvwxyzabcdefg"
    board = parse_board("/".join([top] + ["x" * 32] * 30 + [top[::-1]]))
    assert (board.rows, board.cols) == (32, 32)
    words = [top, "fedcbazy", "xxx", "xxxa", "abcz"]
    assert Solver(words).solve(board) == [top, "fedcbazy", "xxxa"]
    from wordlog.boggle import PlainSolver
    assert PlainSolver(words).solve(board) == Solver(words).solve(board)
    with pytest.raises(BoardError, match="the board is empty"):
        parse_board("/")


def test_cli_rolls_until_the_board_has_the_words_asked_for(wordlog_cli):
    """--min-words rolls seeds 3, 3/1, 3/2 ... and stops at the first board with enough words,
    named by its seed, which rolls it again."""
    from wordlog.boggle import PlainSolver
    answer = json.loads(wordlog_cli("boggle", "--seed", "3", "--min-words", "150", "--json").stdout)
    k = int(answer["seed"].split("/")[1])
    plain = PlainSolver(bundled())
    assert answer["count"] >= 150 and answer["board"] == roll(NEW, answer["seed"]).spec
    assert all(len(plain.solve(roll(NEW, "3" if i == 0 else f"3/{i}"))) < 150 for i in range(k))
    few = json.loads(wordlog_cli("boggle", "--seed", "3", "--max-words", "10", "--json").stdout)
    assert few["count"] <= 10
    done = wordlog_cli("boggle", "--seed", "3", "--min-words", "20", "--max-words", "10")
    assert done.returncode == 2 and "must make a range" in done.stderr


def test_the_bench_cross_checks_its_solvers_and_states_its_targets(tmp_path):
    """tests/bench/boggle.py fails unless every solver finds the same counts and scores on
    random and dense boards; it ends with the targets against danvk's solver, each judged on
    ENABLE2K alone."""
    import subprocess
    import sys
    from pathlib import Path
    words = tmp_path / "words.txt"
    words.write_text("\n".join(bundled().words[::20]) + "\n", encoding="utf-8")
    out = tmp_path / "boggle.md"
    done = subprocess.run([sys.executable, str(Path(__file__).parent / "bench" / "boggle.py"), "--words", str(words),
                           "--boards", "40", "--rounds", "1", "--out", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    rows = [line for line in out.read_text(encoding="utf-8").splitlines() if line.startswith("| ")]
    assert any(row.startswith("| **dense boards**: 50,") for row in rows)
    targets = rows[rows.index("| target | measured | met |") + 2:]     # past the header and its rule
    assert [row.split(" | ")[0] for row in targets] == [
        f"| {solver}, {kind} boards: at most {most}x danvk"
        for solver, most in (("wordlog Solver, all boards in one call", "2.5"), ("wordlog Solver, a board a call", "4"),
                             ("boggle.pl, all boards in one query", "6"))
        for kind in ("random", "dense")] + [
        "| wordlog Solver's trie for ENABLE2K (173,528 words) built in 0.5 s",
        "| ENABLE2K into Prolog within 1 s, from the word list",
        "| ENABLE2K into Prolog within 1 s, read back from its saved file"]
    assert all(row.endswith("| not here: BOGGLE_WORDS=ENABLE2K's file measures it |") for row in targets)
