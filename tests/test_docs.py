"""The examples the READMEs and the PlDoc comments show, run as a reader would run them.

The READMEs are the top one, ``prolog/README.md``, ``python/README.md`` and ``tests/README.md``.

- ``$ wordlog ...`` lines of the READMEs' code blocks run in bash, in an empty folder
  holding the files the examples name (``board.txt``, ``my-words.txt``). Each exits 0
  and prints the lines shown under it, where the README shows some.
- ``?- Query.`` lines are asked of SWI-Prolog: a README's under ``$ swipl FILE`` with
  FILE consulted, the PlDoc examples (``==`` or ```` ``` ```` blocks of the ``%`` comments and
  the modules' ``/** ... */`` headers in ``prolog/*.pl``) with
  ``weaver.pl`` and their own file consulted, and the default lexicon, or the lessons'
  six words where the query's comment says ``lessons' words``. Each succeeds and gives
  the bindings shown under it (``...`` ends a shown value early, as in ``B = 12.2...``).
- The ``>>>`` lines of each README run as a doctest.
"""
from __future__ import annotations

import doctest
import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from conftest import HIT_COG, ROOT, WORDLOG, run_in_process
from wordlog.prolog import atom

README = ROOT / "README.md"
PROLOG = ROOT / "prolog"
#: Every README, the top one first.
READMES = [README, PROLOG / "README.md", ROOT / "python" / "README.md", ROOT / "tests" / "README.md"]

#: The files the examples name, as a reader might have them: the README's own board, a
#: word list with the words its Prolog example asks about, and the lessons' words.
FILES = {
    "board.txt": "4 4\np e r s\nl a t g\ns i n e\nt e r s\n",
    "my-words.txt": "Hund\nMund\nline\nlines\nrest\nsine\n",
    "lessons.txt": "\n".join(HIT_COG) + "\n",
}

#: Asks one query (the last command-line argument), with the word list before it loaded
#: unless it is `default`, and prints its bindings, one a line.
ASK = r"""
ask :-
    current_prolog_flag(argv, Argv),
    append(_, [Words, Text], Argv),
    (   Words == default
    ->  true
    ;   load_words(Words)
    ),
    term_string(Query, Text, [variable_names(Bindings)]),
    (   call(Query)
    ->  forall(member(Name = Value, Bindings),
               format("~w = ~W~n", [Name, Value, [quoted(true), portray(true), spacing(next_argument)]]))
    ;   format("false~n"),
        halt(1)
    ).
"""


@dataclass
class Example:
    where: str                      # file:line
    program: str                    # 'wordlog', or the Prolog file to consult
    text: str                       # the command or the query
    shown: list[str] = field(default_factory=list)      # the output shown under it
    words: str = "default"          # the word list of a Prolog query

    def __str__(self) -> str:
        return self.where


def readme_examples(path: Path) -> list[Example]:
    """The shell commands and Prolog queries of a README's code blocks, with what each shows."""
    name = path.relative_to(ROOT).as_posix()
    text = path.read_text(encoding="utf-8")
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
            found.append(Example(f"{name}:{number}", "wordlog", re.sub(r"\s{2,}#.*$", "", line[2:])))
        elif line.startswith("?- "):
            query = Example(f"{name}:{number}", program, line[3:].strip())
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


def pldoc_examples(path: Path) -> list[Example]:
    """The queries of the ``==`` (or ```` ``` ````) blocks of a Prolog file's comments, ``%``
    comments and ``/** ... */`` ones (a module's header) alike, with what each shows."""
    found: list[Example] = []
    fenced, query, block = False, None, False
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("/**"):
            block = True
        elif block and line.startswith("*/"):
            block = False
        text = line[1:].strip() if line.startswith("%") else line.strip() if block else None
        if text in ("==", "```"):
            fenced, query = not fenced, None
        elif not fenced or text is None:
            continue
        elif text.startswith("?- ") or (query is not None and not query.text.endswith(".")):
            body, _, comment = text.removeprefix("?- ").partition("%")
            if text.startswith("?- "):
                query = Example(f"{path.name}:{number}", path.name, "")
                found.append(query)
            assert query is not None
            query.text = f"{query.text} {body.strip()}".strip()
            if "lessons' words" in comment:
                query.words = "lessons.txt"
        elif query is not None and text:
            query.shown.append(text)
    return found


EXAMPLES = [example for path in READMES for example in readme_examples(path)]
COMMANDS = [e for e in EXAMPLES if e.program == "wordlog"]
QUERIES = [e for e in EXAMPLES if e.program != "wordlog"]
PLDOC = [e for path in sorted(PROLOG.glob("*.pl")) for e in pldoc_examples(path)]


def test_the_examples_are_found():
    # The parsers find what is there: a wrong parse would leave examples untested.
    where = {path.relative_to(ROOT).as_posix(): [e for e in EXAMPLES if e.where.startswith(
        f"{path.relative_to(ROOT).as_posix()}:")] for path in READMES}
    assert len(COMMANDS) >= 15 and len(PLDOC) >= 8
    assert len(where["README.md"]) >= 8 and len(where["python/README.md"]) >= 8
    assert COMMANDS[0].where.startswith("README.md:") and COMMANDS[0].text == "wordlog ladder wheat bread"
    assert COMMANDS[0].shown == ["wheat -> cheat -> cleat -> bleat -> bleak -> break -> bread  (7 words)"]
    assert [q.program for q in where["README.md"] if q.program != "wordlog"] == ["prolog/weaver.pl"] * 2
    assert [q.program for q in where["prolog/README.md"]] == ["prolog/weaver.pl"] * 7 + ["prolog/boggle.pl"] \
        + ["prolog/weaver.pl"] * 3
    assert QUERIES[0].shown == ["S = [sort, fort, font, fond, find, kind]."]
    boggle = [q for q in QUERIES if q.program == "prolog/boggle.pl"]
    assert boggle[-1].text.startswith("boggle_load_words('my-words.txt'), boggle_words(")
    assert all(e.shown for e in PLDOC)
    # The examples of the modules' headers (/** <module> ... */) are run too.
    headers = {(e.program, e.text): e.shown for e in PLDOC}
    assert headers[("weaver.pl", "weaver(head, tail, Ladder).")] == ["Ladder = [head, heal, teal, tell, tall, tail]."]
    assert headers[("weaver.pl", "with_goal(warm, h(cold, H)).")] == ["H = 4."]
    assert headers[("lexicon.pl", "use_words([hot, dot, dog, lot, log, cog]), weaver(hit, cog, L).")] \
        == ["L = [hit, hot, dot, dog, cog]."]
    assert any(program == "bridge.pl" for program, _ in headers)
    assert headers[("boggle.pl", "boggle_clear_words, boggle_add_words([run, win, wine, earn, ear, mat, mate]), "
                                 "boggle_words([[k,e,a,r],[r,u,n,e],[z,m,w,i],[s,a,t,e]], Words).")] \
        == ["Words = [ear, earn, mat, mate, run, win, wine]."]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "ask.pl").write_text(ASK, encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize("example", COMMANDS, ids=str)
def test_readme_command(example: Example, folder: Path, monkeypatch: pytest.MonkeyPatch):
    # A plain command runs in this process, as its words would reach the script; one that
    # needs the shell (a here-string, a pipe) runs in bash with the installed script.
    if not re.search(r"[<>|$;&`]", example.text):
        monkeypatch.chdir(folder)
        done = run_in_process(*shlex.split(example.text)[1:])
    else:
        env = dict(os.environ, PATH=f"{WORDLOG.parent}{os.pathsep}{os.environ.get('PATH', '')}",
                   PYTHONDONTWRITEBYTECODE="1")
        done = subprocess.run(["bash", "-c", example.text], cwd=folder, env=env, capture_output=True,
                              text=True, timeout=300)
    assert done.returncode == 0, (example.text, done.stderr)
    if example.shown:
        assert done.stdout.splitlines() == example.shown, example.text


def ask(files: list[Path], example: Example, folder: Path) -> None:
    """Ask ``example`` with ``files`` consulted; it must succeed and show what the example shows."""
    done = subprocess.run(["swipl", "--on-error=status", "--on-warning=status", "-g", "ask", "-t", "halt",
                           *map(str, files), "ask.pl", "--", example.words, example.text.removesuffix(".")],
                          cwd=folder, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, (example.text, done.stdout, done.stderr)
    if example.shown:                   # the bindings shown, as the toplevel shows them
        shown = " ".join(example.shown)
        shown = shown if shown.endswith("...") else shown.removesuffix(".")
        bindings = dict(line.split(" = ", 1) for line in done.stdout.splitlines())
        names = re.findall(r"(?:^|, )([A-Z]\w*) = ", shown)
        got = ", ".join(f"{name} = {bindings.get(name)}" for name in names)
        if shown.endswith("..."):
            assert got.startswith(shown.removesuffix("...")), (example.text, got)
        else:
            assert got == shown, example.text


@pytest.mark.parametrize("example", QUERIES, ids=str)
def test_readme_prolog_query(example: Example, folder: Path):
    ask([ROOT / example.program], example, folder)


@pytest.mark.parametrize("example", PLDOC, ids=str)
def test_pldoc_example(example: Example, folder: Path):
    ask([PROLOG / "weaver.pl", PROLOG / example.program], example, folder)


@pytest.mark.parametrize("readme", [path for path in READMES if ">>> " in path.read_text(encoding="utf-8")],
                         ids=lambda path: path.relative_to(ROOT).as_posix())
def test_readme_python_examples(readme: Path):
    # A fence line ends the example before it, as a blank line would.
    text = re.sub(r"^```.*$", "", readme.read_text(encoding="utf-8"), flags=re.MULTILINE)
    parser, out = doctest.DocTestParser(), []
    test = parser.get_doctest(text, {}, readme.name, str(readme), 0)
    assert len(test.examples) >= 5
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    runner.run(test, out=out.append)
    assert runner.failures == 0, "".join(out)


def test_the_python_examples_are_found():
    assert {path.relative_to(ROOT).as_posix() for path in READMES
            if ">>> " in path.read_text(encoding="utf-8")} == {"README.md", "python/README.md"}


def _module_map() -> dict[str, set[str]]:
    """The files python/README.md's module map names, folder by folder (its code block's
    lines: a folder ``python/wordlog/cli/``, then one ``name.py  its idea`` a line)."""
    text = (ROOT / "python" / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## How the pieces fit"):text.index("## What wordlog guarantees")]
    named: dict[str, set[str]] = {}
    folder = ""
    for line in section.split("```")[1].splitlines():
        if line.strip().endswith("/"):
            folder = line.strip()
            named[folder] = set()
        elif line.startswith("  ") and line.split():
            named[folder].add(line.split()[0])
    return named


def test_how_the_pieces_fit_names_every_module():
    # python/README.md's map of the code is how a developer finds their way: a module missing
    # from it is a module unfound,
    # and a file named there that is gone misleads.
    named = _module_map()
    package = ROOT / "python" / "wordlog"
    files = {f"{folder.relative_to(ROOT).as_posix()}/": {p.name for p in folder.glob("*.py")}
             for folder in (package, package / "cli", package / "prolog", package / "web")}
    files["prolog/"] = {p.name for p in PROLOG.glob("*.pl")}
    assert named == files


def test_how_the_pieces_fit_names_every_command_module():
    # one module of wordlog/cli/ for each command or group of commands that --help lists
    from wordlog.cli import SUBCOMMANDS
    named = _module_map()["python/wordlog/cli/"]
    assert {f"{command}.py" for command in SUBCOMMANDS} <= named


def test_every_public_function_and_method_of_the_package_says_what_it_does():
    # A developer reads help(wordlog.PrologEngine.ladder) before the README: every function and
    # every public method of the classes `wordlog` exports has a docstring of its own (the
    # engines' ladder and length say what they return or raise).
    import inspect

    import wordlog
    missing = []
    for name in wordlog.__all__:
        thing = getattr(wordlog, name)
        if not inspect.isclass(thing):
            missing += [] if inspect.getdoc(thing) else [name]
        elif not issubclass(thing, BaseException):
            for member, value in vars(thing).items():
                if not member.startswith("_") and (callable(value) or isinstance(value, property)):
                    missing += [] if getattr(value, "__doc__", None) else [f"{name}.{member}"]
    assert missing == []
    assert "SearchLimitError" in inspect.getdoc(wordlog.PrologEngine.ladder)
    assert "[]" in inspect.getdoc(wordlog.BfsEngine.ladder)


def test_pldoc_tags_come_last_in_each_comment():
    # PlDoc takes everything after the first @tag of a %! comment as that tag's text: an
    # example written after an @error line shows as part of that error in the rendered
    # documentation.
    misplaced = []
    for path in sorted(PROLOG.glob("*.pl")):
        in_doc, tagged = False, False
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("%!"):
                in_doc, tagged = True, False
            elif not line.startswith("%"):
                in_doc = False
            elif in_doc and re.match(r"%\s+@\w", line):
                tagged = True
            elif in_doc and tagged and re.match(r"%   \S", line):
                misplaced.append(f"{path.name}:{number}: {line}")
    assert misplaced == []


@pytest.mark.parametrize("consulted", ["started", "at the prompt"])
def test_help_finds_every_module_once_weaver_is_consulted(tmp_path: Path, consulted: str):
    """``swipl prolog/weaver.pl`` or ``?- [prolog/weaver].`` and help/1: SWI-Prolog 9.0.4's
    help/1, having read weaver.pl's comments, takes the first comment of each module loaded
    after them for the whole module and finds no help for the rest (``help(ladder_count/3)``
    after ``help(weaver/3)``). Consulted either way, weaver.pl collects the comments as it
    loads, so help/1 finds every predicate."""
    asked = ["weaver/3", "ladder_count/3", "astar/6", "components/2", "h/3", "load_words/1"]
    helps = ", ".join(f"help({pi})" for pi in asked)
    weaver = str(PROLOG / "weaver.pl")
    run = ["-g", helps, "-t", "halt", weaver] if consulted == "started" else \
          ["-g", f"[{atom(weaver[:-3])}], {helps}", "-t", "halt"]
    done = subprocess.run(["swipl", "--on-error=status", "--on-warning=status", *run],
                          capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "No help" not in done.stdout + done.stderr
    for head in ["weaver(+Start, +Goal, -Solution:list) is semidet",
                 "ladder_count(+Start, +Goal, -Count:nonneg) is det",
                 "astar(+Start, +Goal, :Successor, :Heuristic, -Outcome, +Options) is det",
                 "components(+Length, -Components:list(list)) is det",
                 "h(+Goal, +Word, -H:nonneg) is det",
                 "load_words(+File) is det"]:
        assert head in done.stdout


def test_python_loads_the_rules_without_collecting_their_comments():
    """Collecting PlDoc comments costs a tenth of a second at start-up, which every command
    would pay: the bridge sets ``wordlog_library`` before loading weaver.pl, which then
    goes without (started by a person, it collects: the test above)."""
    from wordlog import prolog
    assert prolog.solve("current_prolog_flag(wordlog_library, X)") == [{"X": "true"}]
    assert prolog.solve("current_prolog_flag(pldoc_collecting, X)") == []
