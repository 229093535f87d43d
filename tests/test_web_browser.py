"""The web page in a real headless browser: Debian's Chromium, driven by Selenium through
/usr/bin/chromedriver, against ``wordlog serve``'s app on a loopback port. A day's
puzzle played to the end (undo, hint, the share text, progress kept over a reload, the
streak), a ladder solved with its picture, a Boggle round to the clock.

Set WORDLOG_SCREENSHOTS to a directory to keep a screenshot of each state.
"""
from __future__ import annotations

import datetime
import os
import re
import shutil
import threading
import time
from pathlib import Path

import pytest

from wordlog.boggle import score_word, solver_for
from wordlog.dice import NEW, roll
from wordlog.lexicon import bundled
from wordlog.puzzles import puzzles

pytestmark = pytest.mark.slow

CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if not (CHROMIUM and CHROMEDRIVER):
    pytest.skip("the browser tests need Debian's chromium and chromium-driver (make test-all installs them)",
                allow_module_level=True)
webdriver = pytest.importorskip("selenium.webdriver", reason="the browser tests need selenium (the test extra)")
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

import uvicorn  # noqa: E402

from wordlog.cli.serve import listening, page_address  # noqa: E402
from wordlog.web import Answers, create_app  # noqa: E402
from wordlog.web.answers import daily_seed  # noqa: E402

#: A day of the past: its puzzle keeps no streak.
DATE = "2026-11-15"
#: Chromium's flags as root on a machine without a network: no sandbox (root), and none
#: of the background connections it would try at every start.
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
         "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1100,1000"]


@pytest.fixture(scope="module")
def address():
    """The page's address: the app served by uvicorn on a free loopback port, in a thread."""
    sock = listening("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(create_app(Answers(bundled())), log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    while not server.started:
        assert thread.is_alive(), "the server did not start"
        time.sleep(0.05)
    yield page_address(sock)
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture
def browser(tmp_path):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in [*FLAGS, f"--user-data-dir={tmp_path / 'profile'}"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def shot(driver, name: str) -> None:
    """A screenshot of the page as it stands, when WORDLOG_SCREENSHOTS names a directory."""
    folder = os.environ.get("WORDLOG_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(Path(folder) / f"{name}.png"))


def wait(driver, condition, seconds: float = 60):
    return WebDriverWait(driver, seconds, poll_frequency=0.1).until(lambda d: condition())


def text(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).text


def open_page(driver, url: str) -> None:
    driver.get(url)
    wait(driver, lambda: driver.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "yes")


def words_of(driver, rows: str) -> list[str]:
    """The words of the rows of tiles ``rows`` selects, read at once (each move draws them anew)."""
    return driver.execute_script("return Array.from(document.querySelectorAll(arguments[0]), r => r.dataset.word)",
                                 rows)


def played_rows(driver) -> list[str]:
    return words_of(driver, "#ladder-rows .played")


def green_tiles(driver, word: str) -> int:
    return driver.execute_script("return document.querySelector(`#ladder-rows .played[data-word='${arguments[0]}']`)"
                                 ".querySelectorAll('.tile.in-place').length", word)


def type_word(driver, element_id: str, word: str) -> None:
    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(word + "\n")


def test_play_the_days_puzzle_to_the_end(browser, address):
    puzzle = next(puzzles(bundled(), length=4, seed=DATE))
    solution = list(puzzle.solution)
    open_page(browser, address + f"?date={DATE}#ladder")
    about = text(browser, "ladder-about")
    assert f"from {puzzle.start.upper()} to {puzzle.target.upper()}" in about
    assert played_rows(browser) == [puzzle.start]
    shot(browser, "ladder-1-start")

    type_word(browser, "ladder-input", "qqqq")
    wait(browser, lambda: "Not allowed" in text(browser, "ladder-message"))
    assert played_rows(browser) == [puzzle.start]
    shot(browser, "ladder-2-refused")

    type_word(browser, "ladder-input", solution[1])
    wait(browser, lambda: played_rows(browser) == solution[:2])
    in_place = sum(a == b for a, b in zip(solution[1], puzzle.target))
    assert green_tiles(browser, solution[1]) == in_place
    browser.find_element(By.ID, "ladder-undo").click()
    wait(browser, lambda: played_rows(browser) == solution[:1])
    assert text(browser, "ladder-message") == f"Back to {puzzle.start}."
    shot(browser, "ladder-3-undone")

    browser.find_element(By.ID, "ladder-hint").click()
    wait(browser, lambda: text(browser, "ladder-message").startswith("Hint:"))
    assert text(browser, "ladder-message") == f"Hint: {solution[1]} ({puzzle.steps} steps to go from {puzzle.start})."
    shot(browser, "ladder-4-hint")

    for word in solution[1:-1]:
        type_word(browser, "ladder-input", word)
        wait(browser, lambda: played_rows(browser)[-1] == word)
    browser.refresh()       # the progress is kept in the browser
    wait(browser, lambda: played_rows(browser) == solution[:-1])
    type_word(browser, "ladder-input", solution[-1])
    wait(browser, lambda: browser.find_element(By.ID, "ladder-end").is_displayed())
    assert text(browser, "ladder-verdict") == (f"Solved: {puzzle.words} words; the shortest possible is "
                                               f"{puzzle.words}, with 1 hint.")
    assert text(browser, "ladder-solution") == " → ".join(solution)
    assert not browser.find_element(By.ID, "ladder-form").is_displayed()
    share = text(browser, "ladder-share").splitlines()
    assert share[0] == f"wordlog ladder {DATE}: {puzzle.steps} steps (the shortest), 1 hint"
    assert share[1:] == ["".join("🟩" if a == b else "⬜" for a, b in zip(word, puzzle.target)) for word in solution]
    assert not any(word in "\n".join(share) for word in solution)       # no spoiler
    assert text(browser, "ladder-streak") == ""      # a day other than today keeps no streak
    shot(browser, "ladder-5-solved")


def test_todays_puzzle_counts_the_streak(browser, address):
    open_page(browser, address + "#ladder")
    today = browser.execute_script("return ladder.date")
    puzzle = next(puzzles(bundled(), length=4, seed=today))
    browser.execute_script("localStorage.setItem('wordlog:streak', JSON.stringify("
                           "{last: dayBefore(ladder.date), count: 4, best: 6}))")
    for word in puzzle.solution[1:]:
        type_word(browser, "ladder-input", word)
        wait(browser, lambda: played_rows(browser)[-1] == word or browser.find_element(By.ID, "ladder-end")
             .is_displayed())
    wait(browser, lambda: text(browser, "ladder-streak") == "Streak: 5 days (best 6).")
    assert text(browser, "ladder-verdict").startswith(f"Solved: {puzzle.words} words")


def test_solve_a_ladder(browser, address):
    open_page(browser, address + "#solve")
    type_word(browser, "solve-start", "c0ld")
    browser.find_element(By.ID, "solve-target").send_keys("warm\n")
    wait(browser, lambda: "is not a word" in text(browser, "solve-message"))
    assert text(browser, "solve-message").startswith("start: 'c0ld' is not a word")
    shot(browser, "solve-1-refused")
    type_word(browser, "solve-start", "cold")
    Select(browser.find_element(By.ID, "solve-engine")).select_by_value("astar")
    assert Select(browser.find_element(By.ID, "solve-tier")).first_selected_option.text == "60"
    browser.find_element(By.ID, "solve-go").click()
    wait(browser, lambda: browser.find_element(By.ID, "solve-result").is_displayed())
    assert words_of(browser, "#solve-ladder .row") == ["cold", "cord", "card", "ward", "warm"]
    assert text(browser, "solve-count").startswith("6 shortest ladders of 5 words (4 steps)")
    picture = browser.find_element(By.ID, "solve-picture")
    wait(browser, lambda: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", picture))
    assert picture.is_displayed()
    shot(browser, "solve-2-ladder")
    Select(browser.find_element(By.ID, "solve-tier")).select_by_value("95")
    browser.find_element(By.ID, "solve-go").click()
    wait(browser, lambda: text(browser, "solve-count").startswith("7 shortest ladders"))


def test_a_boggle_round(browser, address):
    board = roll(NEW, daily_seed(datetime.date.today().isoformat()))
    words = solver_for(bundled()).solve(board)
    open_page(browser, address + "#boggle")
    browser.find_element(By.ID, "boggle-daily").click()
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")) == 16)
    dice = [die.text for die in browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")]
    assert dice == [board.label(cell) for cell in range(16)]
    assert re.fullmatch(r"[23]:[0-5][0-9]", text(browser, "boggle-timer"))
    longest = max(words, key=len)
    type_word(browser, "boggle-input", longest)
    wait(browser, lambda: text(browser, "boggle-message").startswith(f"{longest}:"))
    assert len(browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die.traced")) == len(longest)
    type_word(browser, "boggle-input", "zzz")
    wait(browser, lambda: "zzz" in text(browser, "boggle-message"))
    type_word(browser, "boggle-input", longest)
    wait(browser, lambda: text(browser, "boggle-message") == f"{longest}: found already.")
    assert browser.execute_script("return boggle.found.map(w => w.word)") == [longest]
    assert text(browser, "boggle-found").split() == [longest, str(score_word(longest))]
    shot(browser, "boggle-1-playing")
    browser.execute_script("boggle.ends = Date.now()")      # the clock runs out
    wait(browser, lambda: browser.find_element(By.ID, "boggle-end").is_displayed())
    assert text(browser, "boggle-timer") == "0:00"
    assert text(browser, "boggle-verdict").startswith(f"Time! You found 1 of {len(words)} words")
    missed = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "#boggle-missed li")]
    assert missed == [w for w in words if w != longest]
    assert not browser.find_element(By.ID, "boggle-form").is_displayed()
    shot(browser, "boggle-2-over")
