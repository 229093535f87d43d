"""The command reads and writes UTF-8 whatever the locale says.

Python decodes the command line and standard input, and encodes standard output, by the
locale's encoding unless its UTF-8 mode is on (it is by default only in the C and POSIX
locales). The command's standard streams are UTF-8 in any locale, and in an ASCII one its words are
read as UTF-8: with UTF-8 mode off, ``wordlog ladder café safé`` reads 'café' as a word, and
a ladder of accented words from ``--pairs -`` is printed, no UnicodeEncodeError traceback.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from conftest import WORDLOG

WORDS = ["café", "safé", "sage", "cage", "cafe"]

#: A locale whose encoding is ASCII, with Python's UTF-8 mode off as in any non-UTF-8 locale.
ASCII_LOCALE = {"LC_ALL": "C", "LANG": "C", "PYTHONUTF8": "0", "PYTHONDONTWRITEBYTECODE": "1"}


@pytest.fixture
def words(tmp_path):
    path = tmp_path / "mots-é.txt"        # a file name that is not ASCII, too
    path.write_text("\n".join(WORDS) + "\n", encoding="utf-8")
    return path


def run(command: list[str], stdin: bytes = b"") -> subprocess.CompletedProcess:
    """``command`` in the ASCII locale; bytes in, text (UTF-8) out."""
    done = subprocess.run(command, input=stdin, capture_output=True, timeout=120,
                          env={**os.environ, **ASCII_LOCALE})
    return subprocess.CompletedProcess(done.args, done.returncode, done.stdout.decode("utf-8"),
                                       done.stderr.decode("utf-8"))


@pytest.mark.parametrize("engine", ["astar", "bfs"])
def test_words_of_the_command_line_are_utf8_in_an_ascii_locale(words, engine):
    done = run([str(WORDLOG), "ladder", "café", "safé", "--words", str(words), "--engine", engine])
    assert (done.returncode, done.stdout, done.stderr) == (0, "café -> safé  (2 words)\n", "")


def test_pairs_from_standard_input_print_in_utf8_in_an_ascii_locale(words):
    done = run([str(WORDLOG), "ladder", "--pairs", "-", "--words", str(words)], "café safé\n".encode())
    assert (done.returncode, done.stdout, done.stderr) == (0, "café -> safé  (2 words)\n", "")


def test_python_dash_m_wordlog_reads_utf8_in_an_ascii_locale(words):
    done = run([sys.executable, "-m", "wordlog", "check", "café", "safé", "safé", "--words", str(words)])
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == "  1. café -> safé  ok"


def test_a_byte_that_is_not_utf8_is_still_named_in_an_ascii_locale(words):
    done = subprocess.run([str(WORDLOG).encode(), b"ladder", b"caf\xe9", "safé".encode(), b"--words",
                           bytes(words)], capture_output=True, timeout=120, env={**os.environ, **ASCII_LOCALE})
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr == b"wordlog: 'caf\\xe9' is not UTF-8 text: byte 0xe9\n"


#: Words whose lower case the C library knows only in a UTF-8 locale.
UPPER_CASE = ["ΛΌΓΟΙ", "İST", "ЖУК", "ÆBLE"]


@pytest.mark.prolog
def test_prologs_word_rule_reads_letters_alike_in_an_ascii_locale():
    """Prolog's plain rule, for a person at ``?-``, lowers a word by the C library
    (downcase_atom/2), which in the C locale knows ASCII alone: lexicon.pl then classifies
    characters as C.UTF-8 does, so a word reads the same in any locale. (Python hands Prolog
    its words normalized: the rule is never asked about them.)"""
    from wordlog.paths import prolog_dir
    from wordlog.prolog import atom
    words = ", ".join(atom(w) for w in ["COLD", *UPPER_CASE])
    goal = (f"forall(member(T, [{words}]), (catch(normalize_word(T, W), error(domain_error(word, _), "
            "context(_, Why)), W = Why), atom_codes(W, Cs), format('~w~n', [Cs])))")
    said = {}
    for name, env in (("utf8", {"LC_ALL": "C.UTF-8"}), ("ascii", ASCII_LOCALE)):
        done = subprocess.run(["swipl", "--on-error=status", "--on-warning=status", "-g", goal, "-t", "halt",
                               str(prolog_dir() / "lexicon.pl")],
                              capture_output=True, text=True, timeout=120, env={**os.environ, **env})
        assert done.returncode == 0, done.stderr
        said[name] = ["".join(map(chr, json.loads(line))) for line in done.stdout.split()]
    assert said["utf8"] == said["ascii"] == ["cold", "λόγοι", "ist", "жук", "æble"]
