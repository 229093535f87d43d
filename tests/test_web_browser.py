"""The web page in a real headless browser: Debian's Chromium, driven by Selenium through
/usr/bin/chromedriver, against ``wordlog serve``'s app on a loopback port.

Every flow runs in four views: 1280 px wide and a phone's 390 px (touch, as a phone's
browser lays the page out), each light and dark (``prefers-color-scheme``). In every
state a flow reaches, :func:`looked_at` checks that nothing scrolls sideways, that the
browser logged no error, and audits the page with axe-core (WCAG 2.1 A and AA and axe's
best practices): no violation passes. The flows: how to play on the first visit, a day's
ladder played to the end (a refused word, a word of the wrong length, undo, hint, the
verdict and share text in steps, statistics, the archive), the streak, a random ladder
given up, the settings (remembered, high contrast), a ladder solved with its picture
zoomed, and Boggle rounds typed, tapped, dragged and played by keyboard on 4x4 and 5x5
boards.

Set WORDLOG_SCREENSHOTS to a directory to keep a screenshot of the whole page in each
state; WORDLOG_AXE names axe-core's script (``make axe`` fetches it into .venv).
"""
from __future__ import annotations

import base64
import datetime
import glob
import json
import os
import re
import shutil
import sys
import threading
import time
from pathlib import Path

import pytest

from wordlog.boggle import parse_board, score_word, solver_for, trace
from wordlog.dice import BIG, NEW, roll
from wordlog.lexicon import bundled
from wordlog.puzzles import in_place, puzzles

pytestmark = pytest.mark.slow

CHROMIUM, CHROMEDRIVER = shutil.which("chromium"), shutil.which("chromedriver")
if not (CHROMIUM and CHROMEDRIVER):
    pytest.skip("the browser tests need Debian's chromium and chromium-driver (make test-all installs them)",
                allow_module_level=True)
webdriver = pytest.importorskip("selenium.webdriver", reason="the browser tests need selenium (the test extra)")
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.actions.action_builder import ActionBuilder  # noqa: E402
from selenium.webdriver.common.actions.interaction import POINTER_TOUCH  # noqa: E402
from selenium.webdriver.common.actions.pointer_input import PointerInput  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
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
         "--window-size=1280,900"]
#: The views every flow runs in: width, height, colour scheme.
VIEWS = {"wide-light": (1280, 900, "light"), "wide-dark": (1280, 900, "dark"),
         "phone-light": (390, 844, "light"), "phone-dark": (390, 844, "dark")}
#: The axe-core rules run: WCAG 2.0 and 2.1, levels A and AA, and axe's best practices.
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]


def axe_script() -> str | None:
    named = os.environ.get("WORDLOG_AXE")
    found = [named] if named else sorted(glob.glob(os.path.join(sys.prefix, "axe-core-*.min.js")))
    return Path(found[-1]).read_text() if found and Path(found[-1]).is_file() else None


AXE = axe_script()


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


def start_browser(profile: Path, width: int, height: int, scheme: str):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in [*FLAGS, f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(60)
    phone = width < 600
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": phone})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": phone, "maxTouchPoints": 5})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.view = f"{'phone' if phone else 'wide'}-{scheme}"
    driver.phone = phone
    return driver


@pytest.fixture(scope="module", params=list(VIEWS))
def browser(request, tmp_path_factory):
    """A browser in one of :data:`VIEWS`, for all the flows of that view."""
    driver = start_browser(tmp_path_factory.mktemp("profile"), *VIEWS[request.param])
    yield driver
    driver.quit()


def wait(driver, condition, seconds: float = 60):
    return WebDriverWait(driver, seconds, poll_frequency=0.1).until(lambda d: condition())


def text(driver, element_id: str) -> str:
    return driver.find_element(By.ID, element_id).text


def shown(driver, element_id: str) -> bool:
    return driver.find_element(By.ID, element_id).is_displayed()


def open_page(driver, address: str, path: str = "", *, first_visit: bool = False) -> None:
    """The page at ``path``, in a browser that has kept nothing (but that it has seen the
    help, unless ``first_visit``)."""
    go(driver, address + "?date=2026-01-01")       # the origin, to clear its storage
    driver.execute_script("localStorage.clear()" + ("" if first_visit else
                          "; localStorage.setItem('wordlog:seen-help', 'true')"))
    driver.get_log("browser")                   # the log read so far is left behind
    go(driver, address + path)


def go(driver, url: str) -> None:
    """The page at ``url``, loaded anew (an address that differs from the page's only by its
    fragment would not reload it), once it is ready."""
    if driver.current_url.split("#")[0] == url.split("#")[0]:
        driver.execute_script("location.hash = arguments[0]", "#" + url.partition("#")[2])
        driver.refresh()
    else:
        driver.get(url)
    wait(driver, lambda: driver.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "yes")


def looked_at(driver, name: str) -> None:
    """The checks of every state: nothing wider than the screen, no error in the browser's
    log (but the API's answers 400 and 404, a word refused or no ladder), no violation of axe-core's rules; and a screenshot of the whole page when asked."""
    width, inner = driver.execute_script("return [document.documentElement.scrollWidth, innerWidth]")
    assert width <= inner, f"{name}: the page is {width} px wide in a {inner} px window"
    errors = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"
              and not re.search(r"/api/\S+ - Failed to load resource: .* status of 40[04]", entry["message"])]
    assert not errors, f"{name}: {errors}"
    if AXE is not None:
        if not driver.execute_script("return typeof axe !== 'undefined'"):
            driver.execute_script(AXE)
        found = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}, resultTypes: ['violations']})"
            ".then(r => done(JSON.stringify(r.violations)), e => done(JSON.stringify([{id: 'axe', help: String(e)}])));",
            AXE_TAGS)
        violations = [(v["id"], v["help"], [n["target"] for n in v.get("nodes", [])][:5]) for v in json.loads(found)]
        assert not violations, f"{name}: {violations}"
    folder = os.environ.get("WORDLOG_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        png = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True})
        (Path(folder) / f"{driver.view}-{name}.png").write_bytes(base64.b64decode(png["data"]))


def test_the_accessibility_audit_finds_what_is_wrong(tmp_path, address):
    """The audit runs, and fails a page with a fault: skipped only where npm could not fetch
    axe-core (no root for apt-get)."""
    if AXE is None:
        pytest.skip("axe-core is not fetched (make axe): the browser tests run without the accessibility audit")
    driver = start_browser(tmp_path / "profile", 1280, 900, "light")
    try:
        open_page(driver, address, "#solve")
        looked_at(driver, "audit")
        driver.execute_script("document.getElementById('solve-start').closest('label').replaceWith("
                              "document.getElementById('solve-start'))")       # a box without its label
        with pytest.raises(AssertionError, match="label"):
            looked_at(driver, "audit")
    finally:
        driver.quit()


def words_of(driver, rows: str) -> list[str]:
    """The words of the rows of tiles ``rows`` selects, read at once (each move draws them anew)."""
    return driver.execute_script("return Array.from(document.querySelectorAll(arguments[0]), r => r.dataset.word)",
                                 rows)


def played_rows(driver) -> list[str]:
    return words_of(driver, "#ladder-rows .played")


def read_aloud(driver, selector: str) -> list[str]:
    """What a screen reader reads of each row ``selector`` selects: its accessible text,
    the tiles being hidden from it."""
    return driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0]), r => Array.from(r.childNodes)"
        ".filter(n => !(n.getAttribute && n.getAttribute('aria-hidden') === 'true')).map(n => n.textContent).join(''))",
        selector)


def type_word(driver, element_id: str, word: str) -> None:
    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(word + "\n")


def press(driver, element_id: str) -> None:
    driver.find_element(By.ID, element_id).click()


def said(word: str, target: str) -> str:
    """A row as the page has a screen reader read it: the word and its letters in place."""
    placed = [c.upper() for c, same in zip(word, in_place(word, target)) if same]
    if not placed:
        return f"{word}, no letter in place"
    if len(placed) == len(word):
        return f"{word}, every letter in place"
    letters = placed[0] if len(placed) == 1 else ", ".join(placed[:-1]) + " and " + placed[-1]
    return f"{word}, {len(placed)} letter{'s' if len(placed) > 1 else ''} in place: {letters}"


# --- the ladder ----------------------------------------------------------------------------------

def test_how_to_play_on_the_first_visit(browser, address):
    open_page(browser, address, f"?date={DATE}#ladder", first_visit=True)
    assert shown(browser, "help") and "one letter at a time" in text(browser, "help")
    assert read_aloud(browser, "#help .example .row")[1] == "cord, 1 letter in place: R"
    looked_at(browser, "ladder-0-help")
    browser.find_element(By.CSS_SELECTOR, "#help button").click()
    wait(browser, lambda: not shown(browser, "help"))
    go(browser, address + f"?date={DATE}#ladder")          # seen once: not again
    assert not shown(browser, "help")
    press(browser, "open-help")
    assert shown(browser, "help")
    browser.find_element(By.ID, "help").send_keys(Keys.ESCAPE)
    wait(browser, lambda: not shown(browser, "help"))


def test_play_a_past_day_to_the_end(browser, address):
    puzzle = next(puzzles(bundled(), length=4, seed=DATE))
    solution = list(puzzle.solution)
    open_page(browser, address, f"?date={DATE}#ladder")
    assert text(browser, "ladder-title") == "The ladder of Sunday, 15 November 2026"
    about = text(browser, "ladder-about")
    assert f"From {puzzle.start.upper()} to {puzzle.target.upper()}" in about
    assert f"the shortest ladder has {puzzle.steps} steps" in about and "You: 0 steps so far" in about
    assert played_rows(browser) == [puzzle.start]
    looked_at(browser, "ladder-1-start")

    type_word(browser, "ladder-input", "xqzt")
    wait(browser, lambda: text(browser, "ladder-message") == "xqzt is not in the word list.")
    type_word(browser, "ladder-input", solution[1] + "s")       # five letters: refused, not cut
    wait(browser, lambda: text(browser, "ladder-message") ==
         f"{solution[1]}s has 5 letters; the words of this ladder have 4.")
    assert played_rows(browser) == [puzzle.start]
    looked_at(browser, "ladder-2-refused")

    type_word(browser, "ladder-input", solution[1])
    wait(browser, lambda: played_rows(browser) == solution[:2])
    assert read_aloud(browser, "#ladder-rows .played")[1] == said(solution[1], puzzle.target)
    assert browser.execute_script(
        "return document.querySelector(`#ladder-rows .played[data-word='${arguments[0]}']`)"
        ".querySelectorAll('.tile.in-place').length", solution[1]) == sum(in_place(solution[1], puzzle.target))
    press(browser, "ladder-undo")
    wait(browser, lambda: played_rows(browser) == solution[:1])
    assert text(browser, "ladder-message") == f"Back to {puzzle.start}."

    press(browser, "ladder-hint")
    wait(browser, lambda: text(browser, "ladder-message").startswith("Hint:"))
    assert text(browser, "ladder-message") == f"Hint: {solution[1]} ({puzzle.steps} steps to go from {puzzle.start})."
    looked_at(browser, "ladder-3-hint")

    for word in solution[1:-1]:
        type_word(browser, "ladder-input", word)
        wait(browser, lambda: played_rows(browser)[-1] == word)
    go(browser, address + f"?date={DATE}#ladder")      # the progress is kept in the browser
    assert played_rows(browser) == solution[:-1]
    type_word(browser, "ladder-input", solution[-1])
    wait(browser, lambda: shown(browser, "ladder-end"))
    assert text(browser, "ladder-verdict") == f"Solved in {puzzle.steps} steps: the shortest possible, with 1 hint."
    assert words_of(browser, "#ladder-solution .row") == []       # the player's is the friendliest shortest
    assert text(browser, "ladder-solution-about") == "Yours is the shortest ladder whose words are the most common."
    assert not shown(browser, "ladder-form")
    share = text(browser, "ladder-share").splitlines()
    assert share[0] == f"wordlog ladder {DATE}: {puzzle.steps} steps (the shortest), 1 hint"
    assert share[1:] == ["".join("🟩" if same else "⬜" for same in in_place(word, puzzle.target)) for word in solution]
    assert not any(word in "\n".join(share) for word in solution)       # no spoiler
    assert text(browser, "ladder-streak") == ""      # a day other than today keeps no streak
    looked_at(browser, "ladder-4-solved")

    press(browser, "ladder-stats")
    numbers = browser.execute_script("return Object.fromEntries(Array.from(document.querySelectorAll("
                                     "'#stats-numbers div'), g => [g.querySelector('dt').textContent, "
                                     "g.querySelector('dd').textContent]))")
    assert {numbers[k] for k in ("Played", "Solved")} == {"1"} and numbers["Streak"] == "0", numbers
    assert bars(browser) == ["1", "0", "0", "0", "0"]
    looked_at(browser, "ladder-5-statistics")
    browser.find_element(By.CSS_SELECTOR, "#stats button").click()


def bars(driver) -> list[str]:
    """The counts of the statistics' chart, the shortest first."""
    return driver.execute_script("return Array.from(document.querySelectorAll('#stats-chart .bar'),"
                                 " b => b.firstChild.textContent)")


def test_the_archive_of_past_days(browser, address):
    open_page(browser, address, f"?date={DATE}#ladder")
    type_word(browser, "ladder-input", next(puzzles(bundled(), length=4, seed=DATE)).solution[1])
    wait(browser, lambda: len(played_rows(browser)) == 2)
    press(browser, "ladder-today")
    wait(browser, lambda: text(browser, "ladder-title") == "Today's ladder")
    press(browser, "open-archive")
    today = datetime.date.today()
    assert text(browser, "archive-month") == today.strftime("%B %Y")
    days = browser.find_elements(By.CSS_SELECTOR, "#archive-days a")
    assert len(days) == today.day and days[-1].get_attribute("aria-current") == "date"
    looked_at(browser, "archive-1-month")
    while text(browser, "archive-month") != "November 2026":
        press(browser, "archive-before")
    day = browser.find_element(By.CSS_SELECTOR, f"#archive-days a[data-date='{DATE}']")
    assert day.get_attribute("aria-label") == "Sunday 15 November: begun"
    day.click()
    wait(browser, lambda: text(browser, "ladder-title") == "The ladder of Sunday, 15 November 2026")
    wait(browser, lambda: len(played_rows(browser)) == 2)
    assert browser.current_url.endswith(f"?date={DATE}#ladder")
    browser.back()
    wait(browser, lambda: text(browser, "ladder-title") == "Today's ladder")


def test_todays_ladder_counts_the_streak(browser, address):
    open_page(browser, address, "#ladder")
    today = browser.execute_script("return ladder.date")
    browser.execute_script("""
        for (const [days, steps] of [[-1, 4], [-2, 5]]) {
          const date = localDate(days);
          store('ladder:' + date, {start: 'a', target: 'b', shortest: 4, chain: Array(steps + 1).fill('x'),
                                   done: true, gaveUp: false, solvedOn: date});
        }""")
    puzzle = next(puzzles(bundled(), length=4, seed=today))
    for word in puzzle.solution[1:]:
        type_word(browser, "ladder-input", word)
        wait(browser, lambda: played_rows(browser)[-1] == word or shown(browser, "ladder-end"))
    wait(browser, lambda: text(browser, "ladder-streak") == "Streak: 3 days (best 3).")
    assert text(browser, "ladder-verdict").startswith(f"Solved in {puzzle.steps} steps")
    press(browser, "open-stats")
    assert bars(browser) == ["2", "1", "0", "0", "0"]
    assert browser.find_element(By.CSS_SELECTOR, "#stats-chart li.last").text.startswith("Shortest")
    browser.find_element(By.CSS_SELECTOR, "#stats button").click()


def test_a_random_ladder_given_up(browser, address):
    open_page(browser, address, "#ladder")
    Select(browser.find_element(By.ID, "random-level")).select_by_value("hard")
    press(browser, "ladder-random")
    wait(browser, lambda: text(browser, "ladder-title") == "A random ladder (hard)")
    wait(browser, lambda: browser.execute_script("return ladder.puzzle && ladder.puzzle.seed === ladder.seed"))
    seed = browser.execute_script("return ladder.seed")
    assert f"level=hard&seed={seed}" in browser.current_url
    puzzle = next(puzzles(bundled(), length=4, level="hard", seed=seed))
    assert played_rows(browser) == [puzzle.start] and "(hard)" in text(browser, "ladder-about")
    press(browser, "ladder-give-up")
    assert text(browser, "ladder-give-up") == "Show the answer"
    looked_at(browser, "random-1-give-up")
    press(browser, "ladder-give-up")
    wait(browser, lambda: shown(browser, "ladder-end"))
    assert text(browser, "ladder-verdict") == "You gave up after 0 steps."
    assert words_of(browser, "#ladder-solution .row") == list(puzzle.solution)
    assert text(browser, "ladder-share").splitlines()[0] == \
        f"wordlog ladder, hard #{seed}: gave up after 0 steps (shortest {puzzle.steps})"
    looked_at(browser, "random-2-revealed")
    go(browser, browser.current_url)            # the challenge's address plays the same ladder
    assert played_rows(browser) == [puzzle.start] and shown(browser, "ladder-end")


def test_the_ladder_by_keyboard_alone(browser, address):
    puzzle = next(puzzles(bundled(), length=4, seed=DATE))
    open_page(browser, address, f"?date={DATE}#ladder")
    browser.execute_script("document.activeElement.blur()")
    for _ in range(30):     # Tab from the top of the page reaches the word's box
        ActionChains(browser).send_keys(Keys.TAB).perform()
        if browser.switch_to.active_element.get_attribute("id") == "ladder-input":
            break
    assert browser.switch_to.active_element.get_attribute("id") == "ladder-input"
    ActionChains(browser).send_keys(puzzle.solution[1] + Keys.ENTER).perform()
    wait(browser, lambda: len(played_rows(browser)) == 2)
    ActionChains(browser).send_keys(Keys.TAB, Keys.TAB, Keys.ENTER).perform()     # Enter, then Undo
    wait(browser, lambda: len(played_rows(browser)) == 1)


def test_settings_are_remembered(browser, address):
    open_page(browser, address, f"?date={DATE}#ladder")
    solution = next(puzzles(bundled(), length=4, seed=DATE)).solution
    type_word(browser, "ladder-input", solution[1])
    wait(browser, lambda: len(played_rows(browser)) == 2)
    scheme = browser.view.split("-")[1]
    other = "light" if scheme == "dark" else "dark"
    background = "return getComputedStyle(document.body).backgroundColor"
    before = browser.execute_script(background)
    press(browser, "open-settings")
    browser.find_element(By.CSS_SELECTOR, f"input[name=theme][value={other}]").click()
    looked_at(browser, "settings-1-open")
    assert browser.execute_script(background) != before
    browser.find_element(By.ID, "contrast").click()
    browser.find_element(By.CSS_SELECTOR, "#settings button").click()
    go(browser, address + f"?date={DATE}#ladder")
    root = browser.find_element(By.TAG_NAME, "html")
    assert (root.get_attribute("data-theme"), root.get_attribute("data-contrast")) == (other, "more")
    assert browser.execute_script(background) in ("rgb(0, 0, 0)", "rgb(255, 255, 255)")
    # a letter in place is marked by a bar under it, not by colour alone
    mark = browser.execute_script("const t = document.querySelector('#ladder-rows .tile.in-place');"
                                  "return t && [getComputedStyle(t, '::after').content, getComputedStyle(t, '::after').height]")
    if any(in_place(solution[1], solution[-1])) or any(in_place(solution[0], solution[-1])):
        assert mark == ['""', "3px"]
    looked_at(browser, "settings-2-high-contrast")


# --- solve ---------------------------------------------------------------------------------------

def test_solve_a_ladder(browser, address):
    open_page(browser, address, "#solve")
    type_word(browser, "solve-start", "c0ld")
    browser.find_element(By.ID, "solve-target").send_keys("warm\n")
    wait(browser, lambda: text(browser, "solve-message") == "c0ld is not a word: '0' is not a letter.")
    assert browser.switch_to.active_element.get_attribute("id") == "solve-start"
    looked_at(browser, "solve-1-refused")
    type_word(browser, "solve-start", "cold")
    Select(browser.find_element(By.ID, "solve-engine")).select_by_value("astar")
    press(browser, "solve-go")
    wait(browser, lambda: shown(browser, "solve-result"))
    assert words_of(browser, "#solve-ladder .row") == ["cold", "cord", "card", "ward", "warm"]
    assert text(browser, "solve-count") == ("4 steps. 6 shortest ladders; this one's words are the most common. "
                                            "Found by Prolog's A* search.")
    picture = browser.find_element(By.ID, "solve-picture")
    wait(browser, lambda: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth", picture))
    wait(browser, lambda: shown(browser, "solve-figure"))
    width = lambda: browser.execute_script("return arguments[0].getBoundingClientRect().width", picture)  # noqa: E731
    natural = browser.execute_script("return arguments[0].naturalWidth", picture)
    assert width() == pytest.approx(natural, abs=1)         # at its own size, readable
    looked_at(browser, "solve-2-ladder")
    press(browser, "picture-in")
    assert width() == pytest.approx(natural * 1.25, abs=1)
    box = browser.find_element(By.ID, "solve-figure")
    assert browser.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth "
                                  "|| arguments[0].scrollHeight > arguments[0].clientHeight", box)   # panned in its box
    press(browser, "picture-fit")
    assert width() <= box.size["width"]
    looked_at(browser, "solve-3-zoomed")
    Select(browser.find_element(By.ID, "solve-tier")).select_by_value("95")
    press(browser, "solve-go")
    wait(browser, lambda: text(browser, "solve-count").startswith("4 steps. 7 shortest ladders"))
    type_word(browser, "solve-target", "cold")
    wait(browser, lambda: text(browser, "solve-count") == "cold is the word to reach: 0 steps.")
    type_word(browser, "solve-target", "warmth")
    wait(browser, lambda: text(browser, "solve-message").startswith("No ladder from cold to warmth: every word"))
    looked_at(browser, "solve-4-no-ladder")


# --- Boggle --------------------------------------------------------------------------------------

def lit(driver) -> list[int]:
    return driver.execute_script("return Array.from(document.querySelectorAll('#boggle-board .die.traced'),"
                                 " d => Number(d.dataset.cell))")


def die_element(driver, cell: int):
    return driver.find_elements(By.CSS_SELECTOR, "#boggle-board .die")[cell]


def cells(board, word: str) -> list[int]:
    """The cells, by number, of ``word``'s path on ``board`` as wordlog traces it."""
    return [(r - 1) * board.cols + (c - 1) for r, c in trace(board, word)]


def spells(board, path: list[int], word: str) -> bool:
    return "".join(board.label(cell).lower() for cell in sorted(path, key=path.index)) == word


def test_a_boggle_round_typed(browser, address):
    board = roll(NEW, daily_seed(datetime.date.today().isoformat()))
    words = solver_for(bundled()).solve(board)
    open_page(browser, address, "#boggle")
    looked_at(browser, "boggle-0-choose")
    press(browser, "boggle-daily")
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")) == 16)
    dice = [die.text for die in browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")]
    assert dice == [board.label(cell) for cell in range(16)]
    assert text(browser, "boggle-timer") in ("3:00", "2:59", "2:58")
    longest = max(words, key=len)
    browser.find_element(By.ID, "boggle-input").send_keys(longest)
    assert len(lit(browser)) == len(cells(board, longest))           # the word being formed is lit
    looked_at(browser, "boggle-1-forming")
    browser.find_element(By.ID, "boggle-input").send_keys("\n")
    wait(browser, lambda: text(browser, "boggle-message") == f"{longest}: {score_word(longest)} point"
         + ("s." if score_word(longest) > 1 else "."))
    assert lit(browser) == []                                          # given: no longer lit
    type_word(browser, "boggle-input", "zzz")
    wait(browser, lambda: text(browser, "boggle-message") == "zzz is not in the word list.")
    assert lit(browser) == []                    # a refused word leaves no earlier word's path lit
    type_word(browser, "boggle-input", longest)
    wait(browser, lambda: text(browser, "boggle-message") == f"{longest} is found already.")
    assert browser.execute_script("return boggle.found.map(w => w.word)") == [longest]
    looked_at(browser, "boggle-2-playing")
    press(browser, "boggle-stop")                # the player ends the round
    wait(browser, lambda: shown(browser, "boggle-end"))
    assert text(browser, "boggle-timer") == "Round over"
    assert text(browser, "boggle-verdict").startswith(f"Round over: you found 1 of {len(words)} words")
    time.sleep(1.2)
    assert text(browser, "boggle-timer") == "Round over"          # the clock has stopped
    assert not shown(browser, "boggle-form")
    missed = [b.get_attribute("data-word") for b in browser.find_elements(By.CSS_SELECTOR, "#boggle-missed button")]
    assert missed == sorted((w for w in words if w != longest), key=lambda w: (-len(w), w))   # the longest first
    for word in (missed[0], missed[-1]):       # pointing at a missed word lights its path
        button = browser.find_element(By.CSS_SELECTOR, f"#boggle-missed button[data-word='{word}']")
        ActionChains(browser).move_to_element(button).perform()
        wait(browser, lambda: len(lit(browser)) == len(cells(board, word)))
        path = browser.execute_script("return tracePath(arguments[0])", word)
        assert sorted(path) == sorted(lit(browser)) and spells(board, path, word)
    looked_at(browser, "boggle-3-over")
    browser.execute_script("boggle.ends = Date.now()")
    time.sleep(0.5)
    assert text(browser, "boggle-timer") == "Round over"          # an ended round stays ended


def test_a_boggle_round_to_the_clock(browser, address):
    open_page(browser, address, "#boggle")
    press(browser, "boggle-random")
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")) == 16)
    browser.execute_script("boggle.ends = Date.now()")      # the clock runs out
    wait(browser, lambda: shown(browser, "boggle-end"))
    assert text(browser, "boggle-timer") == "Time's up"
    assert text(browser, "boggle-verdict").startswith("Time's up: you found 0 of")


def qu_board():
    """A Big Boggle board with a Qu die, and a word through it, by the first seed that has one."""
    solver = solver_for(bundled())
    for seed in range(1000):
        board = roll(BIG, seed)
        words = [w for w in solver.solve(board) if "qu" in w and 4 <= len(w) <= 6]
        if words:
            return seed, board, words[0]
    raise AssertionError("no Big Boggle board of seeds 0-999 has a word through its Qu die")


def drag(driver, path: list[int], touch: bool) -> None:
    """A drag through the dice of ``path``, by a finger or the mouse."""
    centres = [driver.execute_script("const b = arguments[0].getBoundingClientRect();"
                                     "return [b.left + b.width / 2, b.top + b.height / 2]", die_element(driver, c))
               for c in path]
    pointer = PointerInput(POINTER_TOUCH, "finger") if touch else None
    actions = ActionBuilder(driver, mouse=pointer) if touch else ActionBuilder(driver)
    mover = actions.pointer_action
    mover.move_to_location(*map(round, centres[0])).pointer_down()
    for x, y in centres[1:]:
        mover.move_to_location(round(x), round(y))
    mover.pointer_up()
    actions.perform()


def tap(driver, cell: int, touch: bool) -> None:
    x, y = driver.execute_script("const b = arguments[0].getBoundingClientRect();"
                                 "return [b.left + b.width / 2, b.top + b.height / 2]", die_element(driver, cell))
    actions = ActionBuilder(driver, mouse=PointerInput(POINTER_TOUCH, "finger")) if touch else ActionBuilder(driver)
    actions.pointer_action.move_to_location(round(x), round(y)).pointer_down().pointer_up()
    actions.perform()


def test_boggle_by_touch_and_mouse_on_a_5x5_board(browser, address):
    seed, board, word = qu_board()
    others = [w for w in solver_for(bundled()).solve(board) if w != word and len(w) >= 5]
    open_page(browser, address, "#boggle")
    Select(browser.find_element(By.ID, "boggle-dice")).select_by_value("big")
    browser.execute_script(f"newBoard(false, {seed})")
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")) == 25)
    assert "Qu" in [die.text for die in browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")]
    path = cells(board, word)
    touch = browser.phone
    for cell in path[:-1]:          # taps form the word, each lit as it comes
        tap(browser, cell, touch)
    assert sorted(lit(browser)) == sorted(path[:-1])
    assert browser.find_element(By.ID, "boggle-input").get_attribute("value") == word[:len(word) - len(
        board.label(path[-1]))]
    tap(browser, path[-1], touch)
    looked_at(browser, "boggle-4-tapped")
    tap(browser, path[-1], touch)   # the last die again: the word is given
    wait(browser, lambda: text(browser, "boggle-message").startswith(f"{word}:"))
    assert lit(browser) == []
    other = cells(board, others[0])
    drag(browser, other, not touch)       # a drag by the other pointer
    wait(browser, lambda: text(browser, "boggle-message").startswith(f"{others[0]}:"))
    assert lit(browser) == [] and [w["word"] for w in browser.execute_script("return boggle.found")] == [word, others[0]]
    drag(browser, path[:2], touch)        # too short: refused, and nothing stays lit
    wait(browser, lambda: "too short" in text(browser, "boggle-message"))
    assert lit(browser) == []
    looked_at(browser, "boggle-5-big")


def test_boggle_by_keyboard(browser, address):
    open_page(browser, address, "#boggle")
    press(browser, "boggle-daily")
    wait(browser, lambda: len(browser.find_elements(By.CSS_SELECTOR, "#boggle-board .die")) == 16)
    board = parse_board(browser.execute_script("return boggle.board.board"))
    word = next(w for w in solver_for(bundled()).solve(board) if len(w) >= 4)
    path = cells(board, word)
    first = die_element(browser, 0)
    first.send_keys(Keys.ENTER)                      # a die pressed, then cleared by Escape
    assert lit(browser) == [0]
    first.send_keys(Keys.ESCAPE)
    assert lit(browser) == []
    at = 0
    for cell in path:      # the arrows move between dice; Enter presses one
        while at % 4 < cell % 4:
            browser.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
            at += 1
        while at % 4 > cell % 4:
            browser.switch_to.active_element.send_keys(Keys.ARROW_LEFT)
            at -= 1
        while at // 4 < cell // 4:
            browser.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
            at += 4
        while at // 4 > cell // 4:
            browser.switch_to.active_element.send_keys(Keys.ARROW_UP)
            at -= 4
        assert browser.switch_to.active_element.get_attribute("data-cell") == str(cell)
        browser.switch_to.active_element.send_keys(Keys.ENTER)
    assert sorted(lit(browser)) == sorted(path)
    looked_at(browser, "boggle-6-keyboard")
    browser.switch_to.active_element.send_keys(Keys.ENTER)      # the last die again: given
    wait(browser, lambda: text(browser, "boggle-message").startswith(f"{word}:"))


# --- phones of every width ---------------------------------------------------------------------

@pytest.mark.parametrize("width", [360, 430])
def test_nothing_scrolls_sideways_on_phones(tmp_path, address, width):
    driver = start_browser(tmp_path / "profile", width, 800, "light")
    try:
        open_page(driver, address, f"?date={DATE}#ladder")
        driver.execute_script("ladder.armed = true")
        press(driver, "ladder-give-up")
        wait(driver, lambda: shown(driver, "ladder-end"))
        looked_at(driver, f"{width}-ladder-end")
        go(driver, address + "#solve")
        type_word(driver, "solve-start", "cold")
        type_word(driver, "solve-target", "warm")
        wait(driver, lambda: shown(driver, "solve-figure"))
        looked_at(driver, f"{width}-solve")
        go(driver, address + "#boggle")
        Select(driver.find_element(By.ID, "boggle-dice")).select_by_value("big")
        press(driver, "boggle-random")
        wait(driver, lambda: len(driver.find_elements(By.CSS_SELECTOR, "#boggle-board .die")) == 25)
        press(driver, "boggle-stop")
        wait(driver, lambda: shown(driver, "boggle-end"))
        looked_at(driver, f"{width}-boggle-over")
    finally:
        driver.quit()
