"""The README's examples, run as a reader would run them, each giving what the README shows.

- ``$ wordlog ...`` lines of its code blocks run in bash, in an empty folder holding the
  files the examples name (``board.txt``, ``my-words.txt``). Each exits 0 and prints the
  lines shown under it, where the README shows some.
- ``?- Query.`` lines under ``$ swipl FILE`` are asked of SWI-Prolog with FILE consulted.
  Each succeeds and gives the bindings shown under it, where the README shows some.
- The ``>>>`` lines of the Python block run as a doctest.
"""
from __future__ import annotations

import doctest
import os
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import ROOT, WORDLOG

README = ROOT / "README.md"

#: The files the examples name, as a reader might have them: the README's own board, and
#: a word list with the words its Prolog example asks about.
FILES = {
    "board.txt": "4 4\np e r s\nl a t g\ns i n e\nt e r s\n",
    "my-words.txt": "Hund\nMund\nline\nlines\nrest\nsine\n",
}

#: Asks one query (the last command-line argument) and prints its bindings as the toplevel does.
ASK = r"""
ask :-
    current_prolog_flag(argv, Argv),
    last(Argv, Text),
    term_string(Query, Text, [variable_names(Bindings)]),
    (   call(Query)
    ->  forall(( member(Name = Value, Bindings), \+ sub_atom(Name, 0, _, _, '_') ),
               format("~w = ~W.~n", [Name, Value, [quoted(true), portray(true), spacing(next_argument)]]))
    ;   format("false.~n"),
        halt(1)
    ).
"""


@dataclass
class Example:
    line: int                       # where it starts in the README
    program: str                    # 'wordlog', or the file swipl consults
    text: str                       # the command or the query
    shown: list[str] = field(default_factory=list)      # the output the README shows


def examples(text: str) -> list[Example]:
    """The shell commands and Prolog queries of the README's code blocks, with what each shows."""
    found: list[Example] = []
    program, fenced, query = "", False, None
    for number, line in enumerate(text.splitlines(), 1):
        if line.startswith("```"):
            fenced, program, query = not fenced, "", None
        elif not fenced:
            continue
        elif line.startswith("$ swipl "):
            program, query = line.split()[2], None
        elif line.startswith("$ wordlog "):
            program, query = "wordlog", None
            found.append(Example(number, "wordlog", re.sub(r"\s{2,}#.*$", "", line[2:])))
        elif line.startswith("?- "):
            query = Example(number, program, line[3:].strip())
            found.append(query)
        elif query is not None and not query.text.endswith("."):
            query.text += " " + line.strip()                    # a query over several lines
        elif program == "wordlog" or (query is not None and line.strip()):
            found[-1].shown.append(line)                        # output, blank lines and all
        else:
            query = None                                        # a blank line ends an answer
    for example in found:
        while example.shown and not example.shown[-1].strip():
            example.shown.pop()
    return found


EXAMPLES = examples(README.read_text(encoding="utf-8"))
COMMANDS = [e for e in EXAMPLES if e.program == "wordlog"]
QUERIES = [e for e in EXAMPLES if e.program != "wordlog"]


def test_the_readme_has_its_examples():
    # The parser finds what is there: a wrong parse would leave examples untested.
    assert len(COMMANDS) >= 15 and len(QUERIES) == 6
    assert COMMANDS[0].text == "wordlog ladder cold warm --friendly"
    assert COMMANDS[0].shown == ["cold -> cord -> card -> ward -> warm  (5 words)"]
    assert [q.program for q in QUERIES] == ["prolog/weaver.pl"] * 5 + ["prolog/boggle.pl"]
    assert QUERIES[0].shown == ["S = [sort, fort, font, fond, find, kind]."]
    assert QUERIES[-1].text.startswith("boggle_load_words('my-words.txt'), boggle_words(")


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("example", COMMANDS, ids=lambda e: f"line {e.line}")
def test_readme_command(example: Example, folder: Path):
    env = dict(os.environ, PATH=f"{WORDLOG.parent}{os.pathsep}{os.environ.get('PATH', '')}",
               PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run(["bash", "-c", example.text], cwd=folder, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, (example.text, done.stderr)
    if example.shown:
        assert done.stdout.splitlines() == example.shown, example.text


@pytest.mark.parametrize("example", QUERIES, ids=lambda e: f"line {e.line}")
def test_readme_prolog_query(example: Example, folder: Path):
    (folder / "ask.pl").write_text(ASK, encoding="utf-8")
    done = subprocess.run(["swipl", "--on-error=status", "--on-warning=status", "-g", "ask", "-t", "halt",
                           str(ROOT / example.program), "ask.pl", "--", example.text.removesuffix(".")],
                          cwd=folder, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, (example.text, done.stdout, done.stderr)
    if example.shown:
        assert done.stdout.splitlines() == example.shown, example.text


def test_readme_python_examples():
    # A fence line ends the example before it, as a blank line would.
    text = re.sub(r"^```.*$", "", README.read_text(encoding="utf-8"), flags=re.MULTILINE)
    parser, out = doctest.DocTestParser(), []
    test = parser.get_doctest(text, {}, "README.md", str(README), 0)
    assert len(test.examples) >= 10
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=out.append)
    assert runner.failures == 0, "".join(out)
