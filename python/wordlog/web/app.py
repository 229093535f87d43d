"""The web app: the page, its scripts and style sheet, and the JSON API behind it (Starlette).

One route per question (the README lists them); each reads its fields, refuses a bad one
with a 400 JSON error naming it (``{"error": "...", "field": "start"}``), and asks
:class:`~wordlog.web.answers.Answers` in a thread of a lane (:mod:`wordlog.web.lanes`:
Prolog's questions one at a time, the others beside them), so that a long question leaves
the event loop free for the others. Every request's questions are due the server's time
limit after it came (:class:`Deadline`); one not answered by then, or a search cut off by
its own limit, is a 503 naming the limit, and its work is stopped.

Every word a request sends is read by the word rule (:func:`wordlog.lexicon.check_word`)
before anything else sees it, and reaches Prolog only through the library, which quotes it.

>>> from starlette.testclient import TestClient
>>> from wordlog.lexicon import from_words
>>> client = TestClient(create_app(Answers(from_words(["hot", "dot", "dog", "cog"]))), base_url="http://127.0.0.1")
>>> client.get("/api/ladder", params={"start": "hot", "target": "cog", "engine": "bfs"}).json()["ladder"]
['hot', 'dot', 'dog', 'cog']
>>> client.get("/api/ladder", params={"start": "h0t", "target": "cog"}).json()["field"]
'start'
"""
from __future__ import annotations

import contextvars
import datetime
import functools
import json
import re
import time
from pathlib import Path
from typing import Callable

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from ..boggle import BoardError
from ..lexicon import LexiconError, check_word
from ..picture import PictureError
from ..prolog import (InferenceLimitExceeded, MemoryLimitExceeded, PrologLimitError, PrologUnavailable,
                      TimeLimitExceeded)
from ..puzzles import DIFFICULTIES
from ..wording import no_ladder, shown as words_shown
from .answers import (ENGINES, REQUEST_TIME_LIMIT, AnswerError, Answers, LadderQuestion, NoAnswer, board_of,
                      seed_of)
from .lanes import Lane, OutOfTime

STATIC = Path(__file__).parent / "static"
#: The most bytes a request's JSON body may have: far more than a ladder of long words.
MAX_BODY = 64 * 1024
#: The longest text of a request quoted whole in an error; a longer one is cut.
SHOWN = 60
#: The most characters of a Boggle seed: any text, but not a page of it.
MAX_SEED = 200
#: The threads of the lane of the questions that Prolog does not answer: enough that a few
#: slow ones leave room for the quick (each is stopped at its deadline).
PYTHON_THREADS = 2
#: The page may load only what this server serves: no script, style or picture from elsewhere.
POLICY = "default-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"


def shown(text: str) -> str:
    """``text`` quoted for an error message, cut to :data:`SHOWN` characters.

    >>> shown("cold"), shown("x" * 100)
    ("'cold'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx...' (100 characters)")
    """
    return repr(text) if len(text) <= SHOWN else f"{text[:SHOWN]!r}"[:-1] + f"...' ({len(text):,} characters)"


def error(status: int, message: str, **more: object) -> JSONResponse:
    return JSONResponse({"error": message, **more}, status_code=status)


class Fields:
    """The fields of a request (its query, or its JSON body), read one by one; a field that
    is missing, unknown, given twice or not of its kind raises :class:`AnswerError` naming it."""

    def __init__(self, values: dict, allowed: tuple[str, ...]) -> None:
        unknown = [name for name in values if name not in allowed]
        if unknown:
            raise AnswerError(unknown[0], f"unknown field {shown(unknown[0])}; this route takes "
                                          f"{', '.join(allowed) or 'none'}")
        self.values = values

    @classmethod
    def of_query(cls, request: Request, *allowed: str) -> Fields:
        values: dict = {}
        for name, value in request.query_params.multi_items():
            if name in values:
                raise AnswerError(name, f"{name} is given twice")
            values[name] = value
        return cls(values, allowed)

    @classmethod
    async def of_body(cls, request: Request, *allowed: str) -> Fields:
        too_long = HTTPException(413, f"the request body has more than {MAX_BODY:,} bytes",
                                 headers={"Connection": "close"})    # the rest is not read
        if int(request.headers.get("content-length") or 0) > MAX_BODY:    # h11 admits digits only
            raise too_long
        body = b""
        try:
            async for chunk in request.stream():
                body += chunk
                if len(body) > MAX_BODY:
                    raise too_long
        except ClientDisconnect:    # gone, or closed by the server for coming too slowly
            raise HTTPException(400, "the request body was cut short") from None
        try:
            values = json.loads(body)
        except RecursionError:
            raise AnswerError("body", "the request body nests too deeply to be read") from None
        except (UnicodeDecodeError, json.JSONDecodeError) as why:
            raise AnswerError("body", f"the request body is not JSON: {why}") from None
        except ValueError:          # an integer of more digits than Python converts
            raise AnswerError("body", "the request body holds a number too long to be read") from None
        if not isinstance(values, dict):
            raise AnswerError("body", "the request body is a JSON object of fields")
        return cls(values, allowed)

    def text(self, name: str, default: str | None = None) -> str | None:
        value = self.values.get(name, default)
        if value is not None and not isinstance(value, str):
            raise AnswerError(name, f"{name} is text, not {type(value).__name__}")
        return value

    def required(self, name: str) -> str:
        value = self.text(name)
        if value is None or value == "":
            raise AnswerError(name, f"{name} is missing")
        return value

    def word(self, name: str) -> str:
        """A word, read by the word rule."""
        return word_field(name, self.required(name))

    def words(self, name: str) -> list[str]:
        value = self.values.get(name)
        if not isinstance(value, list):
            raise AnswerError(name, f"{name} is a list of words")
        return [word_field(name, w) if isinstance(w, str) else not_text(name, w) for w in value]

    def choice(self, name: str, choices: tuple[str, ...], default: str) -> str:
        value = self.text(name) or default
        if value not in choices:
            raise AnswerError(name, f"{name} {shown(value)} is not one of {', '.join(choices)}")
        return value

    def number(self, name: str, least: int, most: int) -> int | None:
        value = self.text(name)
        if value is None or value == "":
            return None
        if not re.fullmatch(r"[0-9]{1,12}", value) or not least <= int(value) <= most:
            raise AnswerError(name, f"{name} is a whole number from {least} to {most}, not {shown(value)}")
        return int(value)

    def date(self, name: str) -> str | None:
        value = self.text(name)
        if value is None or value == "":
            return None
        if not re.fullmatch(r"[0-9]{4}-[0-9]{2}-[0-9]{2}", value):
            raise AnswerError(name, f"{name} {shown(value)} is not a date written YYYY-MM-DD")
        try:
            return datetime.date.fromisoformat(value).isoformat()
        except ValueError:
            raise AnswerError(name, f"{name} {shown(value)} is not a day of the calendar") from None


def word_field(name: str, text: str) -> str:
    """``text`` read by the word rule; else an error naming the field, whose message names
    the text and what is wrong with it, as a player reads it ("12ab is not a word: '1' is
    not a letter"), the field being the response's ``field``."""
    try:
        return check_word(text)
    except LexiconError as why:
        reason = str(why).rpartition(" is not a word: ")[2]
        text = words_shown(text) if len(text) <= SHOWN else shown(text)
        raise AnswerError(name, f"{text} is not a word: {reason}") from None


def not_text(name: str, value: object) -> str:
    raise AnswerError(name, f"{name} holds words, not {type(value).__name__}")


def limit_kind(why: PrologLimitError) -> str:
    """Which limit a search hit, as the error names it."""
    for kind, name in ((TimeLimitExceeded, "time"), (InferenceLimitExceeded, "inferences"),
                       (MemoryLimitExceeded, "memory")):
        if isinstance(why, kind):
            return name
    return "expansions"


@functools.cache
def lane(prolog: bool) -> Lane:
    """The lane of Prolog's questions (one thread: one engine a process), or of the others."""
    return Lane("prolog", 1, stoppable=False) if prolog else Lane("python", PYTHON_THREADS, stoppable=True)


#: The time limit of the request being answered, and its deadline (time.monotonic()).
_due: contextvars.ContextVar[tuple[float, float]] = contextvars.ContextVar("wordlog_due")


class Deadline:
    """ASGI middleware: every request's questions are due ``seconds`` after it came."""

    def __init__(self, app, seconds: float) -> None:
        self.app, self.seconds = app, seconds

    async def __call__(self, scope, receive, send) -> None:
        token = _due.set((self.seconds, time.monotonic() + self.seconds))
        try:
            await self.app(scope, receive, send)
        finally:
            _due.reset(token)


async def answered(call: Callable[[], object], word: str = "start", *, prolog: bool = False) -> object:
    """``call()`` in a thread of its lane (``prolog``: it asks Prolog) by the request's
    deadline, its library errors as the API's (raised as :class:`Refusal`, which the app
    turns into a JSON response); ``word`` names the field of a word Prolog cannot read."""
    limit, deadline = _due.get((REQUEST_TIME_LIMIT, time.monotonic() + REQUEST_TIME_LIMIT))
    try:
        return await lane(prolog).run(call, deadline - time.monotonic(), limit=limit)
    except AnswerError:
        raise
    except NoAnswer as why:
        raise Refusal(error(404, str(why))) from None
    except OutOfTime as why:
        raise Refusal(error(503, str(why), limit="time")) from None
    except TimeLimitExceeded:       # Prolog's limit, the time the request had left
        raise Refusal(error(503, str(OutOfTime(limit)), limit="time")) from None
    except PrologLimitError as why:
        raise Refusal(error(503, str(why), limit=limit_kind(why))) from None
    except PrologUnavailable as why:
        raise Refusal(error(503, str(why))) from None
    except PictureError as why:
        raise Refusal(error(503, str(why))) from None
    except BoardError as why:
        raise AnswerError("board", str(why)) from None
    except LexiconError as why:     # a start word SWI-Prolog's Unicode tables cannot read
        raise AnswerError(word, str(why)) from None


class Refusal(Exception):
    """A question the server cannot answer now, with the response that says so."""

    def __init__(self, response: Response) -> None:
        super().__init__()
        self.response = response


def create_app(answers: Answers, *, hosts: list[str] | None = None) -> Starlette:
    """The app answering from ``answers``. ``hosts``: the names the ``Host`` header may give
    (default the loopback names, so that a page elsewhere cannot reach the API through a
    name it points at 127.0.0.1); ``["*"]`` admits any."""

    def ladder_question(fields: Fields) -> LadderQuestion:
        return LadderQuestion(fields.word("start"), fields.word("target"),
                              engine=fields.choice("engine", ENGINES, "astar"),
                              tier=fields.number("tier", 1, 1000))

    async def index(request: Request) -> Response:
        return FileResponse(STATIC / "index.html", headers={"Content-Security-Policy": POLICY})

    async def about(request: Request) -> Response:
        Fields.of_query(request)
        return JSONResponse({"lexicon": answers.lexicon.name, "tier": answers.tier,
                             "tiers": answers.plain_bundled or bool(answers.lexicon.tiers),
                             "engines": list(ENGINES), "time_limit": answers.time_limit,
                             "today": datetime.date.today().isoformat(), "difficulties": list(DIFFICULTIES)})

    async def puzzle(request: Request) -> Response:
        fields = Fields.of_query(request, "date", "difficulty", "seed")
        date, seed = fields.date("date"), fields.text("seed") or None
        if seed is not None and len(seed) > MAX_SEED:
            raise AnswerError("seed", f"seed {shown(seed)} has more than {MAX_SEED} characters")
        if date is not None and (seed is not None or fields.text("difficulty")):
            raise AnswerError("date", "give a date (the day's puzzle) or a difficulty and seed, not both")
        if seed is not None or fields.text("difficulty"):
            level = fields.choice("difficulty", DIFFICULTIES, "medium")
            return JSONResponse(await answered(lambda: answers.random_puzzle(level, seed)))
        day = date or datetime.date.today().isoformat()
        return JSONResponse(await answered(lambda: answers.puzzle(day)))

    async def move(request: Request) -> Response:
        fields = Fields.of_query(request, "from", "to")
        before, after = fields.word("from"), fields.word("to")
        return JSONResponse(answers.move(before, after))      # a look-up: no lane, answered under any load

    async def hint(request: Request) -> Response:
        fields = Fields.of_query(request, "from", "target")
        here, target = fields.word("from"), fields.word("target")
        return JSONResponse(await answered(lambda: answers.hint(here, target), word="from", prolog=True))

    async def check(request: Request) -> Response:
        fields = await Fields.of_body(request, "start", "target", "chain")
        start, target, chain = fields.word("start"), fields.word("target"), fields.words("chain")
        return JSONResponse(await answered(lambda: answers.check(start, target, chain)))

    async def ladder(request: Request) -> Response:
        question = ladder_question(Fields.of_query(request, "start", "target", "engine", "tier"))
        return JSONResponse(await answered(lambda: answers.ladder(question), prolog=question.engine == "astar"))

    async def graph(request: Request) -> Response:
        question = ladder_question(Fields.of_query(request, "start", "target", "tier"))
        svg = await answered(lambda: answers.picture_svg(question))
        if svg is None:
            return error(404, no_ladder(question.start, question.target))
        assert isinstance(svg, bytes)
        return Response(svg, media_type="image/svg+xml")

    async def boggle(request: Request) -> Response:
        fields = Fields.of_query(request, "date", "seed", "dice")
        date, seed_text = fields.date("date"), fields.text("seed") or None
        if seed_text is not None and len(seed_text) > MAX_SEED:
            raise AnswerError("seed", f"seed {shown(seed_text)} has more than {MAX_SEED} characters")
        if date is not None and seed_text is not None:
            raise AnswerError("seed", "give a date or a seed, not both")
        dice = fields.choice("dice", ("new", "classic", "big"), "new")
        seed = None if seed_text is None else seed_of(seed_text)
        return JSONResponse(answers.boggle_board(date=date, seed=seed, dice=dice))   # a roll of the dice: no lane

    def board_field(fields: Fields):
        try:
            return board_of(fields.required("board"))
        except BoardError as why:
            raise AnswerError("board", str(why)) from None

    async def boggle_word(request: Request) -> Response:
        fields = Fields.of_query(request, "board", "word")
        board, word = board_field(fields), fields.word("word")
        return JSONResponse(await answered(lambda: answers.boggle_word(board, word)))

    async def boggle_words(request: Request) -> Response:
        board = board_field(Fields.of_query(request, "board"))
        return JSONResponse(await answered(lambda: answers.boggle_round(board)))

    async def refused(request: Request, why: Exception) -> Response:
        if isinstance(why, AnswerError):
            return error(400, str(why), field=why.field)
        assert isinstance(why, Refusal)
        return why.response

    async def http_error(request: Request, why: Exception) -> Response:
        assert isinstance(why, HTTPException)
        response = error(why.status_code, why.detail, path=request.url.path)
        response.headers.update(why.headers or {})
        return response

    routes = [
        Route("/", index),
        Route("/api/about", about),
        Route("/api/puzzle", puzzle),
        Route("/api/move", move),
        Route("/api/hint", hint),
        Route("/api/check", check, methods=["POST"]),
        Route("/api/ladder", ladder),
        Route("/api/graph.svg", graph),
        Route("/api/boggle", boggle),
        Route("/api/boggle/word", boggle_word),
        Route("/api/boggle/words", boggle_words),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ]
    allowed = hosts if hosts is not None else ["127.0.0.1", "localhost", "[::1]", "::1"]
    return Starlette(routes=routes,
                     middleware=[Middleware(Deadline, seconds=answers.time_limit),
                                 Middleware(TrustedHostMiddleware, allowed_hosts=allowed)],
                     exception_handlers={AnswerError: refused, Refusal: refused, HTTPException: http_error})
