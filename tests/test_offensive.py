"""Offensive words: prolog/data/offensive.txt, left out of the bundled lexicon unless let in."""
from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest

from conftest import run_main
from wordlog.engines import BfsEngine
from wordlog.languages import LANGUAGES
from wordlog.lexicon import bundled, offensive_words
from wordlog.puzzles import generate

ROOT = Path(__file__).resolve().parents[1]
LIST = ROOT / "prolog" / "data" / "offensive.txt"
SCRIPT = ROOT / "python" / "scripts" / "build_offensive_list.py"


def test_the_file_names_its_source_and_holds_one_lower_case_word_a_line():
    lines = LIST.read_text(encoding="utf-8").splitlines()
    header = [line for line in lines if line.startswith("#")]
    words = [line for line in lines if not line.startswith("#")]
    assert "naughty-words 1.2.0" in " ".join(header)
    assert lines[:len(header)] == header            # the header comes first
    assert all(re.fullmatch(r"[a-z]+", w) for w in words)
    assert words == sorted(set(words))
    assert {"slut", "rape", "nigger", "cunt"} <= set(words)
    assert offensive_words() == frozenset(words)


def test_the_script_makes_every_languages_file_from_the_package(tmp_path, monkeypatch):
    package = tmp_path / "package"
    package.mkdir()
    (package / "package.json").write_text(json.dumps({"name": "naughty-words", "version": "9.9.9"}))
    (package / "en.json").write_text(json.dumps(["Slut", "two girls one cup", "2g1c", "anus", "slut"]))
    for code in LANGUAGES:
        if code != "en":
            (package / f"{code}.json").write_text(json.dumps(["Cabrón", "dra åt helvete", "🖕", f"mot{code}"]))
    monkeypatch.syspath_prepend(str(SCRIPT.parent))       # as when run: its folder first on sys.path
    spec = importlib.util.spec_from_file_location("build_offensive_list", SCRIPT)
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    data = tmp_path / "data"
    assert script.main(["build_offensive_list.py", str(package), str(data)]) == 0
    text = (data / "offensive.txt").read_text()
    assert "naughty-words 9.9.9" in text and "English words" in text
    assert [line for line in text.splitlines() if not line.startswith("#")] == ["anus", "slut"]
    french = (data / "fr" / "offensive.txt").read_text()
    assert "French words" in french and "fr.json" in french
    assert [line for line in french.splitlines() if not line.startswith("#")] == ["cabrón", "motfr"]
    (package / "sv.json").unlink()
    assert script.main(["build_offensive_list.py", str(package), str(data)]) == 2
    assert (data / "offensive.txt").read_text() == text          # left as it was


@pytest.mark.parametrize("code", sorted(set(LANGUAGES) - {"en"}))
def test_each_languages_bundled_lexicon_leaves_its_own_list_out(code):
    listed = offensive_words(code)
    assert listed
    clean, everything = bundled(95, lang=code), bundled(95, lang=code, offensive=True)
    found = 0
    for n in range(3, 9):
        assert not set(clean.of_length(n)) & listed
        added = set(everything.of_length(n)) - set(clean.of_length(n))
        assert added <= listed
        found += len(added)
    assert found > 0            # the lists do name words of the lexicons


@pytest.mark.parametrize("tier", [10, 35, 60, 95])
def test_the_bundled_lexicon_leaves_them_out_unless_let_in(tier):
    clean, everything = bundled(tier), bundled(tier, offensive=True)
    for n in (4, 5):
        assert not set(clean.of_length(n)) & offensive_words()
        assert set(everything.of_length(n)) - set(clean.of_length(n)) <= offensive_words()
    assert "sex" not in clean and "sex" in everything       # a size-10 word
    assert clean.filtered(max_tier=10) is bundled(10)
    assert "sex" in everything.filtered(max_tier=10)


def test_a_year_of_default_puzzles_holds_none():
    """A sample of 2027's days, with every day that gives such a puzzle when offensive words are
    let in (02-09 lads -> slut, 04-20 through cock, 07-25 through suck, 12-29 cock -> moos, ...)."""
    days = ["2027-01-01", "2027-02-09", "2027-03-21", "2027-04-20", "2027-04-26", "2027-05-30",
            "2027-07-25", "2027-09-19", "2027-11-29", "2027-12-29"]
    lex = bundled()
    engine = BfsEngine(lex)
    for day in days:
        puzzle = generate(lex, seed=day, engine=engine)[0]
        assert not {puzzle.start, puzzle.target, *puzzle.solution} & offensive_words(), (day, puzzle)


def test_every_command_leaves_them_out_and_offensive_lets_them_in(tmp_path):
    status, out, err = run_main(["ladder", "lads", "slut"])
    assert status == 2 and "'slut'" in err
    status, out, _ = run_main(["ladder", "lads", "slut", "--offensive", "--json"])
    assert status == 0 and json.loads(out)["ladder"][-1] == "slut"
    status, out, _ = run_main(["ladder", "spit", "plug", "--json", "--engine", "bfs"])
    assert status == 0 and "slut" not in json.loads(out)["ladder"]
    status, out, _ = run_main(["boggle", "slut/eabc/defg/hijk", "--json"])
    assert status == 0 and "slut" not in json.loads(out)["words"]
    status, out, _ = run_main(["boggle", "slut/eabc/defg/hijk", "--json", "--offensive"])
    assert status == 0 and "slut" in json.loads(out)["words"]


def test_prolog_reads_the_bundled_lexicon_without_them():
    """The Prolog engine reads the bundled words itself (use_default_lexicon/1), less the same file."""
    status, out, _ = run_main(["ladder", "spit", "plug", "--json", "--engine", "astar"])
    assert status == 0 and "slut" not in json.loads(out)["ladder"]
    status, out, _ = run_main(["ladder", "spit", "plug", "--json", "--engine", "astar", "--offensive"])
    assert status == 0 and len(json.loads(out)["ladder"]) == 5


def test_a_users_own_list_is_used_as_given(tmp_path):
    mine = tmp_path / "mine.txt"
    mine.write_text("lads\nlass\nlast\nlust\nslut\nsmut\nslot\nlost\n")
    status, out, _ = run_main(["ladder", "smut", "slut", "--words", str(mine), "--json"])
    assert status == 0 and json.loads(out)["ladder"][-1] == "slut"
    status, _, err = run_main(["ladder", "smut", "slut", "--words", str(mine), "--offensive"])
    assert status == 2 and "--words list is used as given" in err
