"""The web API (``wordlog serve``) through Starlette's test client, in-process: every route,
its errors, hostile words, concurrent requests, and the time limit."""
from __future__ import annotations

import concurrent.futures
import itertools
import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from wordlog import prolog
from wordlog.boggle import parse_board, solver_for, trace
from wordlog.dice import NEW, roll
from wordlog.lexicon import bundled, from_words
from wordlog.puzzles import puzzles, step_fault
from wordlog.web import Answers, create_app
from wordlog.web.answers import REQUEST_TIME_LIMIT

from conftest import run_main

DATE = "2026-12-01"


@pytest.fixture(scope="module")
def answers() -> Answers:
    return Answers(bundled())


@pytest.fixture(scope="module")
def client(answers):
    with TestClient(create_app(answers), base_url="http://127.0.0.1") as client:
        yield client


def refused(response, field: str, status: int = 400) -> str:
    """The error message of a refused request, which must name ``field``."""
    assert response.status_code == status, response.text
    body = response.json()
    assert body["field"] == field, body
    return body["error"]


# --- the page and its files --------------------------------------------------------------------

def test_page_and_its_files_come_from_the_package(client):
    page = client.get("/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert "default-src 'self'" in page.headers["content-security-policy"]
    sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert "/static/app.js" in sources and "/static/style.css" in sources
    for source in sources:
        assert not re.match(r"(https?:)?//", source), f"{source} is not served by the package"
        if source.startswith("/static/"):
            assert client.get(source).status_code == 200
    script = client.get("/static/app.js").text
    assert not re.search(r"""["'`](https?:)?//""", script)     # every address the script asks is this server's
    assert client.get("/static/style.css").headers["content-type"].startswith("text/css")


def test_other_hosts_are_refused(client):
    """A name pointed at 127.0.0.1 by someone else's page cannot reach the API."""
    assert client.get("/api/about", headers={"host": "attacker.example"}).status_code == 400
    assert client.get("/api/about", headers={"host": "localhost:8000"}).status_code == 200


def test_about(client):
    about = client.get("/api/about").json()
    assert about["lexicon"] == "bundled SCOWL size <= 60" and about["tier"] == 60
    assert about["engines"] == ["astar", "bfs"] and about["time_limit"] == REQUEST_TIME_LIMIT
    assert about["difficulties"] == ["easy", "medium", "hard"]


# --- today's ladder ----------------------------------------------------------------------------

def test_puzzle_is_the_one_of_wordlog_puzzle_date(client):
    status, out, _ = run_main(["puzzle", "--date", DATE, "--json"])
    made = json.loads(out)
    got = client.get("/api/puzzle", params={"date": DATE}).json()
    assert status == 0 and (got["start"], got["target"], got["steps"]) == (made["start"], made["target"],
                                                                            made["step_count"])
    assert (got["words"], got["ladders"], got["difficulty"]) == (made["word_count"], made["ladder_count"],
                                                                 made["difficulty"])
    assert got["date"] == DATE and "solution" not in got        # no spoiler before the end


def test_puzzle_defaults_to_today(client, answers):
    today = client.get("/api/about").json()["today"]
    got = client.get("/api/puzzle").json()
    expected = next(puzzles(answers.lexicon, length=4, seed=today))
    assert (got["date"], got["start"], got["target"]) == (today, expected.start, expected.target)


def test_moves_are_judged_as_the_game_judges_them(client, answers):
    assert client.get("/api/move", params={"from": "cold", "to": "Cord"}).json() == \
        {"from": "cold", "to": "cord", "legal": True, "fault": None}
    for after in ("card", "colx", "cold", "colds", "cor", "bold", "xqzt"):
        got = client.get("/api/move", params={"from": "cold", "to": after}).json()
        assert got["legal"] == (step_fault(answers.lexicon, "cold", after) is None), after


@pytest.mark.parametrize("before, after, message", [
    ("putt", "xqzt", "xqzt is not in the word list"),
    ("putt", "putts", "putts has 5 letters; the words of this ladder have 4"),
    ("putt", "put", "put has 3 letters; the words of this ladder have 4"),
    ("cold", "card", "cold to card changes 2 letters; change one letter at a time"),
    ("cold", "COLD", "you are on cold already"),
])
def test_a_refused_move_names_the_word_in_a_players_words(client, before, after, message):
    """The page shows the fault as it is: the word and what is wrong with it, no lexicon
    name or SCOWL size, no field of the request, and a word of another length refused whole."""
    got = client.get("/api/move", params={"from": before, "to": after}).json()
    assert (got["legal"], got["fault"]) == (False, message)


@pytest.mark.parametrize("path, params, field, message", [
    ("/api/move", {"from": "cold", "to": "12ab"}, "to", "12ab is not a word: '1' is not a letter"),
    ("/api/ladder", {"start": "c0ld", "target": "warm"}, "start", "c0ld is not a word: '0' is not a letter"),
    ("/api/ladder", {"start": "cold", "target": "wxrm"}, "target", "wxrm is not in the word list"),
    ("/api/hint", {"from": "cold", "target": "wxrm"}, "target", "wxrm is not in the word list"),
    ("/api/ladder", {"start": "my word", "target": "warm"}, "start", "'my word' is not a word: a space is not a letter"),
])
def test_a_word_refused_is_named_without_the_field(client, path, params, field, message):
    assert refused(client.get(path, params=params), field) == message


def test_a_random_puzzle_of_a_difficulty(client, answers):
    """A random ladder is ``wordlog puzzle --difficulty LEVEL --seed SEED``'s first, and its
    seed, given back, plays the same ladder again."""
    for level in ("easy", "medium", "hard"):
        got = client.get("/api/puzzle", params={"difficulty": level}).json()
        again = client.get("/api/puzzle", params={"difficulty": level, "seed": got["seed"]}).json()
        assert again == got and got["date"] is None and got["difficulty"] == level
        made = next(puzzles(answers.lexicon, length=4, level=level, seed=got["seed"]))
        assert (got["start"], got["target"], got["steps"]) == (made.start, made.target, made.steps)
        assert "solution" not in got
    assert refused(client.get("/api/puzzle", params={"difficulty": "fiendish"}), "difficulty")
    assert refused(client.get("/api/puzzle", params={"date": DATE, "seed": "ab"}), "date")


def test_hint_is_the_next_word_of_the_friendliest_ladder(client):
    got = client.get("/api/hint", params={"from": "cord", "target": "warm"}).json()
    assert got == {"from": "cord", "target": "warm", "hint": "card", "steps": 3}
    assert client.get("/api/hint", params={"from": "warm", "target": "warm"}).json()["hint"] is None
    other = client.get("/api/hint", params={"from": "cold", "target": "warmth"}).json()    # no ladder, no mistake
    assert (other["hint"], other["steps"]) == (None, None) and "4 and 6 letters" in other["message"]


def test_check_gives_weavers_verdict_and_the_friendliest_ladder(client):
    good = client.post("/api/check", json={"start": "cold", "target": "warm",
                                           "chain": ["cold", "cord", "card", "ward", "warm"]}).json()
    assert good["legal"] and good["message"] == "5 words; the shortest possible is 5"
    assert good["solution"] == ["cold", "cord", "card", "ward", "warm"]
    long = client.post("/api/check", json={"start": "cold", "target": "warm",
                                           "chain": ["cord", "lord", "word", "wore", "ware"]}).json()
    assert long["legal"] and long["message"] == "7 words; 2 more than the shortest (5)"
    loop = client.post("/api/check", json={"start": "cold", "target": "warm",
                                           "chain": ["cord", "word", "ward", "card", "ward"]}).json()
    assert not loop["legal"]        # a word twice is a loop: illegal, as ``wordlog check`` says
    bad = client.post("/api/check", json={"start": "cold", "target": "warm", "chain": ["card"]}).json()
    assert not bad["legal"] and bad["fault"]["step"] == 1


# --- solve ------------------------------------------------------------------------------------

@pytest.mark.parametrize("engine", ["astar", "bfs"])
def test_ladder_by_either_engine(client, engine):
    got = client.get("/api/ladder", params={"start": "COLD", "target": "warm", "engine": engine}).json()
    assert got["ladder"] == ["cold", "cord", "card", "ward", "warm"]
    assert (got["count"], got["length"], got["engine"]) == (6, 5, engine)


def test_ladder_at_another_tier(client):
    rare = client.get("/api/ladder", params={"start": "cold", "target": "warm", "tier": "95"}).json()
    common = client.get("/api/ladder", params={"start": "cold", "target": "warm", "tier": "35"}).json()
    assert (rare["count"], rare["lexicon"]) == (7, "bundled SCOWL size <= 95")
    assert common["tier"] == 35 and common["count"] <= 6


def test_no_ladder(client):
    got = client.get("/api/ladder", params={"start": "amount", "target": "poster", "engine": "bfs"}).json()
    assert (got["ladder"], got["count"], got["message"]) == ([], 0, "no ladder from amount to poster")
    assert client.get("/api/graph.svg", params={"start": "amount", "target": "poster"}).status_code == 404


@pytest.mark.parametrize("engine", ["astar", "bfs"])
def test_a_word_to_itself_and_words_of_two_lengths_are_answered(client, engine):
    """As ``wordlog ladder`` answers them: the one-word ladder, and no ladder (not a mistake)."""
    same = client.get("/api/ladder", params={"start": "cold", "target": "cold", "engine": engine}).json()
    assert (same["ladder"], same["count"], same["length"]) == (["cold"], 1, 1)
    status, out, _ = run_main(["ladder", "cold", "warmer", "--engine", engine, "--json"])
    other = client.get("/api/ladder", params={"start": "cold", "target": "warmer", "engine": engine}).json()
    assert status == 1 and (other["ladder"], other["count"]) == ([], 0)
    assert other["message"] == json.loads(out)["message"]
    picture = client.get("/api/graph.svg", params={"start": "cold", "target": "warmer"})
    assert picture.status_code == 404 and picture.json()["error"] == other["message"]


def test_graph_is_the_svg_wordlog_graph_draws(client, tmp_path):
    svg = client.get("/api/graph.svg", params={"start": "cold", "target": "warm"})
    assert svg.status_code == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    status, _, _ = run_main(["graph", "cold", "warm", "--out", str(tmp_path / "g.svg")])
    assert status == 0
    drawn = set(re.findall(r">([a-z]+)</text>", (tmp_path / "g.svg").read_text()))
    assert set(re.findall(r">([a-z]+)</text>", svg.text)) == drawn >= {"cold", "cord", "card", "ward", "warm"}


# --- Boggle ------------------------------------------------------------------------------------

def test_boggle_boards(client):
    daily = client.get("/api/boggle", params={"date": DATE}).json()
    assert daily == client.get("/api/boggle", params={"date": DATE}).json()
    status, out, _ = run_main(["boggle", "--date", DATE, "--json"])
    assert status == 0 and daily["board"] == json.loads(out)["board"] == roll(NEW, DATE).spec
    assert (daily["rows"], daily["min_length"], daily["seed"]) == (4, 3, DATE)
    rolled = client.get("/api/boggle").json()
    again = client.get("/api/boggle", params={"seed": str(rolled["seed"])}).json()
    assert again["board"] == rolled["board"]
    for text in ("my day", "-1"):       # any text seeds a board, as ``wordlog boggle --seed``
        seeded = client.get("/api/boggle", params={"seed": text}).json()
        assert (seeded["board"], seeded["seed"]) == (roll(NEW, text).spec, text)
    assert client.get("/api/boggle", params={"seed": "7"}).json()["board"] == roll(NEW, 7).spec
    big = client.get("/api/boggle", params={"dice": "big", "seed": "7"}).json()
    assert (big["rows"], big["cols"], big["min_length"], len(big["dice"])) == (5, 5, 4, 25)


def test_boggle_word_and_round(client, answers):
    spec = client.get("/api/boggle", params={"date": DATE}).json()["board"]
    board = parse_board(spec)
    round_ = client.get("/api/boggle/words", params={"board": spec}).json()     # the solver built once
    words = solver_for(answers.lexicon).solve(board)
    assert [w["word"] for w in round_["words"]] == words and round_["count"] == len(words) > 10
    word = max(words, key=len)
    got = client.get("/api/boggle/word", params={"board": spec, "word": word.upper()}).json()
    assert got["counts"] and got["path"] == [list(cell) for cell in trace(board, word)] and got["points"] >= 1
    short = client.get("/api/boggle/word", params={"board": spec, "word": word[:2]}).json()
    assert not short["counts"] and short["fault"] == f"{word[:2]} is too short: words have at least 3 letters"
    off = client.get("/api/boggle/word", params={"board": spec, "word": "zyzzyva"}).json()
    assert not off["counts"] and off["fault"] == "zyzzyva is not in the word list"
    unseen = next(w for w in ("cold", "warm", "ladder", "puzzle") if w not in words)
    away = client.get("/api/boggle/word", params={"board": spec, "word": unseen}).json()
    assert away["fault"] == f"{unseen} is not on the board: its letters do not join through dice that touch"


# --- errors ------------------------------------------------------------------------------------

@pytest.mark.parametrize("path, params, field", [
    ("/api/ladder", {"target": "warm"}, "start"),
    ("/api/ladder", {"start": "cold"}, "target"),
    ("/api/ladder", {"start": "c0ld", "target": "warm"}, "start"),
    ("/api/ladder", {"start": "cold", "target": "wxrm"}, "target"),
    ("/api/ladder", {"start": "cold", "target": "warm", "engine": "naive"}, "engine"),
    ("/api/ladder", {"start": "cold", "target": "warm", "tier": "9"}, "tier"),
    ("/api/ladder", {"start": "cold", "target": "warm", "tier": "sixty"}, "tier"),
    ("/api/ladder", {"start": "cold", "target": "warm", "moves": "swap"}, "moves"),
    ("/api/graph.svg", {"start": "cold", "target": "warm", "engine": "bfs"}, "engine"),
    ("/api/puzzle", {"date": "20261201"}, "date"),
    ("/api/puzzle", {"date": "2026-02-30"}, "date"),
    ("/api/move", {"from": "cold"}, "to"),
    ("/api/hint", {"target": "warm"}, "from"),
    ("/api/hint", {"from": "cold", "target": "wxrm"}, "target"),
    ("/api/boggle", {"dice": "loaded"}, "dice"),
    ("/api/boggle", {"seed": "x" * 201}, "seed"),
    ("/api/boggle", {"date": DATE, "seed": "1"}, "seed"),
    ("/api/boggle/word", {"board": "ab/cde", "word": "bad"}, "board"),
    ("/api/boggle/word", {"board": "ab1/def", "word": "bad"}, "board"),
    ("/api/boggle/word", {"board": "abcd/efgh/ijkl/mnop"}, "word"),
    ("/api/boggle/words", {}, "board"),
])
def test_bad_fields_are_named(client, path, params, field):
    message = refused(client.get(path, params=params), field)
    assert message and "Traceback" not in message


def test_a_field_given_twice(client):
    assert refused(client.get("/api/ladder?start=cold&start=cord&target=warm"), "start") == "start is given twice"


@pytest.mark.parametrize("body, field", [
    (b"{not json", "body"),
    (b"[1, 2]", "body"),
    (json.dumps({"start": "cold", "target": "warm", "chain": "cord card"}).encode(), "chain"),
    (json.dumps({"start": "cold", "target": "warm", "chain": ["cord", 7]}).encode(), "chain"),
    (json.dumps({"start": 7, "target": "warm", "chain": []}).encode(), "start"),
    (json.dumps({"start": "cold", "target": "wxrm", "chain": []}).encode(), "target"),
    (json.dumps({"start": "cold", "target": "warm", "chain": [], "extra": 1}).encode(), "extra"),
])
def test_bad_bodies_are_named(client, body, field):
    refused(client.post("/api/check", content=body, headers={"content-type": "application/json"}), field)


def test_a_body_too_large(client):
    chain = ["cord"] * 20_000
    response = client.post("/api/check", json={"start": "cold", "target": "warm", "chain": chain})
    assert response.status_code == 413 and "bytes" in response.json()["error"]


def test_unknown_routes_and_methods_answer_json(client):
    assert client.get("/api/nothing").json()["error"] == "Not Found"
    assert client.get("/api/check").status_code == 405


def test_a_long_word_is_cut_in_the_message(client):
    message = refused(client.get("/api/ladder", params={"start": "a" * 5000, "target": "warm"}), "start")
    assert len(message) < 300 and "5,000 characters" in message


# --- hostile words -----------------------------------------------------------------------------

def test_injection_canary(client, tmp_path):
    """Text built to break out of a quoted Prolog atom, in every field a request sends, makes
    no file: each is refused by the word rule (or as no such choice) before Prolog sees it."""
    canary = tmp_path / "canary"
    hostile = [f"a'),shell('touch {canary}'),('", f"a\"),shell(\"touch {canary}\"),(\"",
               f"cold), shell('touch {canary}'). %", f"\\x27),shell(touch {canary})"]
    for text in hostile:
        for path, fields in [("/api/ladder", {"start": "cold", "target": "warm", "engine": "astar"}),
                             ("/api/graph.svg", {"start": "cold", "target": "warm"}),
                             ("/api/hint", {"from": "cold", "target": "warm"}),
                             ("/api/move", {"from": "cold", "to": "cord"}),
                             ("/api/boggle/word", {"board": "abcd/efgh/ijkl/mnop", "word": "fin"}),
                             ("/api/puzzle", {"date": DATE}),
                             ("/api/boggle", {"dice": "new"})]:
            for name in [*fields, "tier"]:
                response = client.get(path, params={**fields, name: text})
                assert response.status_code == 400, (path, name, response.text)
        response = client.post("/api/check", json={"start": "cold", "target": "warm", "chain": [text]})
        assert response.status_code == 400
    assert not canary.exists()


def test_letters_that_look_like_quotes_reach_prolog_quoted(client):
    """U+02BC (a modifier letter, so a word's letter) looks like a quote; it goes to Prolog as
    part of the atom, and the question is answered."""
    got = client.get("/api/ladder", params={"start": "\u02bcold", "target": "cold", "engine": "astar"})
    assert got.status_code == 200 and got.json()["ladder"] == ["\u02bcold", "cold"]


# --- concurrency and limits --------------------------------------------------------------------

def test_concurrent_requests_all_answered(client):
    questions = [("/api/ladder", {"start": "cold", "target": "warm"}),
                 ("/api/ladder", {"start": "cold", "target": "warm", "engine": "bfs"}),
                 ("/api/hint", {"from": "cold", "target": "warm"}),
                 ("/api/boggle/words", {"board": roll(NEW, 20261201).spec}),
                 ("/api/move", {"from": "cold", "to": "cord"}),
                 ("/api/puzzle", {"date": DATE})]
    alone = [client.get(path, params=params).json() for path, params in questions]
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        together = list(pool.map(lambda q: client.get(q[0], params=q[1]).json(), questions * 4))
    assert together == alone * 4


def test_a_prolog_question_waiting_blocks_no_other_request(client):
    """While Prolog is busy (the bridge held, as by a long search), a Prolog question waits,
    and the questions for the Python engines and Boggle are answered meanwhile: the event
    loop is not held by the one waiting."""
    others = [("/api/ladder", {"start": "cold", "target": "warm", "engine": "bfs"}),
              ("/api/boggle", {"date": DATE}), ("/api/puzzle", {"date": DATE}), ("/", {})]
    with concurrent.futures.ThreadPoolExecutor(len(others) + 1) as pool:
        with prolog.exclusive():      # as a long search holds the bridge
            waiting = pool.submit(client.get, "/api/ladder", params={"start": "cold", "target": "warm"})
            time.sleep(0.5)           # the Prolog question is in
            answered = [pool.submit(client.get, path, params=params) for path, params in others]
            assert all(r.result(timeout=30).status_code == 200 for r in answered)
            assert not waiting.done()
        assert waiting.result(timeout=60).json()["count"] == 6


def test_a_long_question_is_cut_by_the_time_limit():
    """A question past the server's time limit is a 503 naming the limit; the server goes on."""
    # Every word of {a,b}^10 is one letter from ten others, and every one of the 10! ladders
    # from aaaaaaaaaa to bbbbbbbbbb is a shortest one: ranking them takes Prolog some 0.08 s
    # (the tables, made first, are outside the limit), and is cut every time.
    cube = from_words(("".join(p) for p in itertools.product("ab", repeat=10)), name="cube.txt")
    answers = Answers(cube, time_limit=0.01)
    question = {"start": "aaaaaaaaaa", "target": "bbbbbbbbbb"}
    with TestClient(create_app(answers), base_url="http://127.0.0.1") as client:
        for _ in range(2):      # the second time, with the tables made
            cut = client.get("/api/ladder", params=question)
            assert cut.status_code == 503 and cut.json()["limit"] == "time"
            assert "time limit" in cut.json()["error"]
    # Prolog goes on: the same question of a server with time for it (Prolog's answers after a
    # limit struck are test_limits.py's; any question may outlast 0.01 s on a loaded machine)
    with TestClient(create_app(Answers(cube)), base_url="http://127.0.0.1") as client:
        fast = client.get("/api/ladder", params=question)
        assert fast.status_code == 200 and (fast.json()["length"], fast.json()["count"]) == (11, 3628800)


def test_a_list_without_sizes_has_no_tiers():
    words = from_words(["hot", "dot", "dog", "cog"], name="mine.txt")
    with TestClient(create_app(Answers(words)), base_url="http://127.0.0.1") as client:
        assert client.get("/api/about").json()["tiers"] is False
        refused(client.get("/api/ladder", params={"start": "hot", "target": "cog", "tier": "35"}), "tier")
        got = client.get("/api/ladder", params={"start": "hot", "target": "cog"}).json()
        assert (got["ladder"], got["lexicon"]) == (["hot", "dot", "dog", "cog"], "mine.txt")
        none = client.get("/api/puzzle", params={"date": DATE})
        assert none.status_code == 404 and "no puzzle of 4-letter words in mine.txt" in none.json()["error"]


# --- the command -------------------------------------------------------------------------------

WORDLOG = Path(sys.executable).parent / "wordlog"


def test_wordlog_serve_serves_on_loopback(tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("hot\ndot\ndog\ncog\n")
    server = subprocess.Popen([str(WORDLOG), "serve", "--port", "0", "--words", str(words)],
                              stderr=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    try:
        line = server.stderr.readline()
        address = re.search(r"on (http://127\.0\.0\.1:\d+/)", line)
        assert address, line
        with urllib.request.urlopen(address[1] + "api/ladder?start=hot&target=cog&engine=bfs", timeout=30) as r:
            assert json.load(r)["ladder"] == ["hot", "dot", "dog", "cog"]
        taken = address[1].rsplit(":", 1)[1].strip("/")
        status, _, err = run_main(["serve", "--port", taken, "--words", str(words)])
        assert status == 2 and f"cannot listen on 127.0.0.1 port {taken}" in err
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.mark.parametrize("argv, message", [
    (["serve", "--port", "70000"], "--port takes a port number from 0 to 65535"),
    (["serve", "--host", "no such host.invalid"], "--host 'no such host.invalid'"),
    (["serve", "--time-limit", "0"], "expected a positive number of seconds"),
    (["serve", "--words", "/nonexistent/words.txt"], "/nonexistent/words.txt: no such file"),
])
def test_serve_mistakes(argv, message):
    status, _, err = run_main(argv)
    assert status == 2 and message in err and "Traceback" not in err
