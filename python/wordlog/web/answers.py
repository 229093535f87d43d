"""The questions the web page asks, answered by wordlog's library: the one layer between
the routes (:mod:`wordlog.web.app`) and the engines, puzzles, pictures and Boggle, so
that a change of the library's functions is followed here alone.

Every function takes words already read by the word rule (the routes do that) and gives
back a plain dict, ready to be sent as JSON. Ladder questions go to the engine the request
names (``astar``, the Prolog A* of ``prolog/weaver.pl``, by default; or ``bfs``) under the
command line's limits; puzzles, pictures and Boggle use the Python engines, as the
``puzzle``, ``graph`` and ``boggle`` commands do.

>>> from wordlog.lexicon import from_words
>>> answers = Answers(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
>>> answers.ladder(LadderQuestion("hot", "cog", engine="bfs"))["count"]
2
>>> answers.move("hot", "hog")["fault"]
'hog is not in the word list'

The messages a player reads (a move refused, a Boggle word that does not count, a target
outside the list) name the word and what is wrong with it in the player's words: "the word
list", never the lexicon's name or a SCOWL size, nor a field of the request.
"""
from __future__ import annotations

import datetime
import functools
import random
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass

from ..boggle import Board, parse_board, score, score_word, solver_for, trace
from ..cli.ladder import pair_problem
from ..dice import DICE, roll
from ..engines import BfsEngine
from ..lexicon import SCOWL_SIZES, Lexicon, bundled, fault
from ..picture import RENDER_TIME_LIMIT, picture, render, to_dot
from ..prolog.ladders import PrologEngine
from ..puzzles import DIFFICULTIES, Puzzle, changed_positions, check, puzzles
from ..wording import no_ladder, plural, shown
from .lanes import OutOfTime, time_left

#: The ladder engines a request may name: the command line's, but for ``naive``, which has
#: no time limit and would hold a thread for minutes.
ENGINES = ("astar", "bfs")
#: Letters per word of the day's puzzle, as ``wordlog puzzle`` makes it by default.
PUZZLE_LENGTH = 4
#: Seconds of a Boggle round, as in the board game.
ROUND_SECONDS = 180
#: The name a player knows the server's lexicon by, in every message the page shows.
WORD_LIST = "the word list"


class AnswerError(ValueError):
    """A question that has no answer as asked; ``field`` names the part of the request at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class NoAnswer(LookupError):
    """A question asked rightly that has no answer in this lexicon (no puzzle of the day)."""


@dataclass(frozen=True)
class LadderQuestion:
    """A ladder question as the Solve form asks it: two words, the engine and the SCOWL
    size of the words admitted (None: the server's lexicon as it is)."""

    start: str
    target: str
    engine: str = "astar"
    tier: int | None = None


#: The seconds a web question may take, waiting for its turn included (``wordlog serve
#: --time-limit``): a ladder of the largest list takes a second, the first of a word length
#: a few more (its word graph is made).
REQUEST_TIME_LIMIT = 10.0
#: The most words of the word graphs of lexicons of other SCOWL sizes that are kept (with
#: their Python engines) beside the server's own: the least recently used go past it. A
#: graph takes some 1.4 kB a word: the largest size's 8-letter words, 57,000, some 80 MB.
KEPT_WORDS = 100_000
#: The most days whose puzzle is kept (a puzzle is some 2.5 kB).
KEPT_DAYS = 1000


class Answers:
    """The server's lexicon and the engines built over it, kept for every request.

    ``time_limit`` bounds each question (the web's lanes stop it: :mod:`wordlog.web.lanes`);
    a Prolog question is given the time its request has left (:func:`time_left`). A tier
    asked for is the largest SCOWL size at most it (tiers 80 to 94 are the same list), so
    the lexicons are a handful; beside the server's own, their Python engines' word graphs of
    at most :data:`KEPT_WORDS` words are kept, the least recently used let go. Prolog holds
    the tables of the lexicons it was last asked about (the bridge's own concern).
    """

    def __init__(self, lexicon: Lexicon, *, time_limit: float = REQUEST_TIME_LIMIT) -> None:
        self.lexicon = lexicon
        self.time_limit = time_limit
        self._lock = threading.Lock()     # guards the caches below, not the questions
        self._own = BfsEngine(lexicon)
        self._kept: OrderedDict[tuple[int, int], BfsEngine] = OrderedDict()   # (size, length), least recent first
        self._sizes = (SCOWL_SIZES if self.plain_bundled
                       else tuple(sorted({SCOWL_SIZES[0], *lexicon.tiers.values()})))
        self._warming: threading.Thread | None = None
        self._puzzle_lock = threading.Lock()    # one search per day's puzzle, however many ask
        self._puzzle_of = functools.lru_cache(maxsize=KEPT_DAYS)(self._find_puzzle)

    # --- lexicons and engines -------------------------------------------------------------

    @property
    def plain_bundled(self) -> bool:
        """Whether the server's lexicon is the bundled one as it comes, so that any tier of
        it can be asked for (a user's list, or one less some words, is only filtered)."""
        tier = self.lexicon.bundled_tier
        return tier is not None and self.lexicon is bundled(tier)

    @property
    def tier(self) -> int | None:
        """The SCOWL size of the server's lexicon, when it is the bundled one."""
        return self.lexicon.bundled_tier if self.plain_bundled else None

    def size_of(self, tier: int | None) -> int | None:
        """The size whose words a question at ``tier`` gets (None: the server's lexicon): the
        largest size of the lexicon's words at most ``tier``, as every tier up to the next
        size admits the same words.

        >>> Answers(bundled()).size_of(94), Answers(bundled()).size_of(60), Answers(bundled()).size_of(65)
        (80, None, None)
        """
        if tier is None or tier == self.tier:
            return None
        if not SCOWL_SIZES[0] <= tier <= SCOWL_SIZES[-1]:
            raise AnswerError("tier", f"tier {tier} is outside SCOWL's sizes "
                                      f"({SCOWL_SIZES[0]} most common ... {SCOWL_SIZES[-1]} rarest)")
        if not self.plain_bundled and not self.lexicon.tiers:
            raise AnswerError("tier", f"{self.lexicon.name} has no SCOWL sizes to choose words by")
        size = max(s for s in self._sizes if s <= tier)
        return None if size == self.tier else size

    def lexicon_of(self, tier: int | None) -> Lexicon:
        """The lexicon of a question asked at ``tier`` (None: the server's)."""
        size = self.size_of(tier)
        if size is None:
            return self.lexicon
        return bundled(size) if self.plain_bundled else self.lexicon.filtered(max_tier=size)

    def bfs(self, tier: int | None = None, length: int = 0) -> BfsEngine:
        """The Python engine over the lexicon of ``tier``, for questions of words of
        ``length`` letters: for another tier than the server's, one engine a size and a
        length, kept as the class says."""
        size = self.size_of(tier)
        if size is None:
            return self._own
        with self._lock:
            key = (size, length)
            engine = self._kept.pop(key, None) or BfsEngine(self.lexicon_of(size))
            self._kept[key] = engine            # the most recent, last
            while len(self._kept) > 1 and sum(len(e.lexicon.of_length(n))
                                              for (_, n), e in self._kept.items()) > KEPT_WORDS:
                self._kept.popitem(last=False)
            return engine

    def prolog(self, tier: int | None = None) -> PrologEngine:
        """The Prolog engine over the lexicon of ``tier``, its time limit the time the
        question has left (a handle: Prolog keeps the tables)."""
        left = time_left()
        if left is not None and left <= 0:
            raise OutOfTime(self.time_limit)
        limit = self.time_limit if left is None else min(left, self.time_limit)
        return PrologEngine(self.lexicon_of(tier), time_limit=limit)

    def engine(self, name: str, tier: int | None = None, length: int = 0) -> BfsEngine | PrologEngine:
        """The engine ``name`` (one of :data:`ENGINES`) over the lexicon of ``tier``."""
        if name not in ENGINES:
            raise AnswerError("engine", f"engine {name!r} is not one of {', '.join(ENGINES)}")
        return self.bfs(tier, length) if name == "bfs" else self.prolog(tier)

    # --- ladders --------------------------------------------------------------------------

    def check_pair(self, start: str, target: str, lex: Lexicon) -> None:
        """An :class:`AnswerError` naming the target when ``start -> target`` is no question
        to search for, as ``wordlog ladder`` refuses it (:func:`~wordlog.cli.ladder.pair_problem`:
        a target outside the lexicon). A word to itself is the one-word ladder, and words of
        two lengths have no ladder: questions answered, not mistakes."""
        if pair_problem(lex, start, target):
            raise AnswerError("target", f"{shown(target)} is not in {WORD_LIST}")

    def ladder(self, question: LadderQuestion) -> dict:
        """The friendliest shortest ladder (its rarest word most common) and how many
        shortest ladders there are, by the engine asked for; with no ladder, ``message``
        says so (and why, when the words' lengths differ), as ``wordlog ladder`` does."""
        def engine() -> BfsEngine | PrologEngine:      # for each call: Prolog's gets the time left
            return self.engine(question.engine, question.tier, len(question.target))
        start, target = question.start, question.target
        lex = engine().lexicon
        self.check_pair(start, target, lex)
        ladder = engine().friendly(start, target)
        answer = {"start": start, "target": target, "engine": question.engine, "tier": question.tier or self.tier,
                  "lexicon": lex.name, "ladder": ladder, "length": len(ladder),
                  "count": engine().count(start, target) if ladder else 0}
        return answer if ladder else answer | {"message": no_ladder(start, target)}

    def picture_svg(self, question: LadderQuestion) -> bytes | None:
        """The SVG ``wordlog graph`` draws of every shortest ladder (None: no ladder)."""
        engine = self.bfs(question.tier, len(question.target))
        self.check_pair(question.start, question.target, engine.lexicon)
        pic = picture(engine.lexicon, question.start, question.target, engine=engine)
        left = time_left()
        return None if pic is None else render(to_dot(pic) + "\n", "svg",
                                               time_limit=RENDER_TIME_LIMIT if left is None else max(left, 0.01))

    # --- the day's ladder -----------------------------------------------------------------

    def puzzle(self, date: str) -> dict:
        """The puzzle of ``date`` (YYYY-MM-DD), as ``wordlog puzzle --date DATE`` makes it with
        the server's lexicon; without its solution, which :meth:`check` gives at the end."""
        left = time_left()
        if not self._puzzle_lock.acquire(timeout=-1 if left is None else max(left, 0)):
            raise OutOfTime(self.time_limit, waited=True)
        try:
            puzzle = self._puzzle_of(date)
        finally:
            self._puzzle_lock.release()
        return self.posed(puzzle) | {"date": date, "seed": None}

    def random_puzzle(self, difficulty: str, seed: str | None = None) -> dict:
        """A puzzle of ``difficulty`` (easy, medium or hard), as ``wordlog puzzle --difficulty
        LEVEL --seed SEED`` makes it; with no seed a new one, given back so that the same
        ladder can be played again (a challenge for a friend)."""
        if difficulty not in DIFFICULTIES:
            raise AnswerError("difficulty", f"difficulty {difficulty!r} is not one of {', '.join(DIFFICULTIES)}")
        seed = seed if seed is not None else f"{random.randrange(16**6):06x}"
        found = puzzles(self.lexicon, length=PUZZLE_LENGTH, level=difficulty, seed=seed, engine=self._own)
        return self.posed(next(found, None)) | {"date": None, "seed": seed}

    def posed(self, puzzle: Puzzle | None) -> dict:
        """A puzzle as the page is given it (no solution), or :class:`NoAnswer` for none."""
        if puzzle is None:
            raise NoAnswer(f"there is no puzzle of {PUZZLE_LENGTH}-letter words in {self.lexicon.name} with "
                           "common ends and a friendly shortest ladder")
        return {"start": puzzle.start, "target": puzzle.target, "steps": puzzle.steps,
                "words": puzzle.words, "ladders": puzzle.ladders, "difficulty": puzzle.difficulty,
                "lexicon": self.lexicon.name}

    def _find_puzzle(self, date: str) -> Puzzle | None:
        return next(puzzles(self.lexicon, length=PUZZLE_LENGTH, seed=date, engine=self._own), None)

    def move(self, before: str, after: str) -> dict:
        """Whether one step of a game, ``before -> after``, is allowed, and if not why, in
        the player's words (:func:`move_fault`)."""
        why = move_fault(self.lexicon, before, after)
        return {"from": before, "to": after, "legal": why is None, "fault": why}

    def hint(self, here: str, target: str) -> dict:
        """The next word of the friendliest shortest ladder from ``here`` on, by the Prolog
        engine (``hint`` None when no ladder leads on: at the target, or none from ``here``,
        as from a word of another length, which ``message`` then says)."""
        engine = self.prolog()
        self.check_pair(here, target, self.lexicon)
        ladder = engine.friendly(here, target)
        answer = {"from": here, "target": target, "hint": ladder[1] if len(ladder) > 1 else None,
                  "steps": len(ladder) - 1 if ladder else None}
        return answer if ladder else answer | {"message": no_ladder(here, target)}

    def check(self, start: str, target: str, chain: list[str]) -> dict:
        """Weaver's verdict on a finished ladder (as ``wordlog check`` gives it), with the
        friendliest shortest ladder to compare."""
        self.check_pair(start, target, self.lexicon)     # as ``wordlog check`` refuses it
        engine = self._own
        verdict = check(self.lexicon, start, target, chain, engine=engine).as_dict()
        return verdict | {"solution": engine.friendly(start, target)}

    # --- Boggle ---------------------------------------------------------------------------

    def boggle_board(self, *, date: str | None = None, seed: int | str | None = None, dice: str = "new") -> dict:
        """A board rolled from ``dice``: the day's (seeded by ``date``, as ``wordlog boggle
        --date`` rolls it), or one of ``seed`` (any text; digits alone are that number, as
        ``wordlog boggle --seed`` reads it), or with neither a new one, whose seed is given
        back to roll it again."""
        if dice not in DICE:
            raise AnswerError("dice", f"dice {dice!r} are not one of {', '.join(DICE)}")
        if date is not None:
            seed = daily_seed(date)
        elif seed is None:
            seed = random.randrange(2**32)
        board = roll(DICE[dice], seed)
        self.warm_boggle()
        return {"board": board.spec, "rows": board.rows, "cols": board.cols,
                "dice": [board.label(cell) for cell in range(len(board.dice))],
                "set": dice, "seed": seed, "date": date, "min_length": board.min_length,
                "seconds": ROUND_SECONDS}

    def warm_boggle(self) -> None:
        """Build the Boggle solver of the lexicon (seconds, for the bundled words) in the
        background, once, while the player plays the first board."""
        with self._lock:
            if self._warming is None:
                self._warming = threading.Thread(target=solver_for, args=(self.lexicon,), daemon=True)
                self._warming.start()

    def boggle_words(self, board: Board) -> list[str]:
        """Every word of the server's lexicon on ``board``, of the board's least length."""
        if self._warming is not None:    # one solver built, not a second beside it
            self._warming.join(time_left())
            if self._warming.is_alive():
                raise OutOfTime(self.time_limit)
        return _board_words(solver_for(self.lexicon), board)

    def boggle_word(self, board: Board, word: str) -> dict:
        """Whether ``word`` counts on ``board``: long enough, in the lexicon, and traced
        through touching dice each used once; its points and a path when it does."""
        why, path = None, None
        if len(word) < board.min_length:
            why = f"{shown(word)} is too short: words have at least {board.min_length} letters"
        elif word not in self.lexicon:      # looked up first: only a word is traced
            why = f"{shown(word)} is not in {WORD_LIST}"
        elif (path := trace(board, word)) is None:
            why = f"{shown(word)} is not on the board: its letters do not join through dice that touch"
        return {"word": word, "counts": why is None, "fault": why,
                "points": score_word(word) if why is None else 0,
                "path": None if path is None else [list(cell) for cell in path]}

    def boggle_round(self, board: Board) -> dict:
        """The board's words with their points, for the end of a round."""
        words = self.boggle_words(board)
        return {"board": board.spec, "words": [{"word": w, "points": score_word(w)} for w in words],
                "count": len(words), "score": score(words)}


def move_fault(lexicon: Lexicon, before: str, after: str) -> str | None:
    """Why a player may not step from ``before`` to ``after``, or None when the step is
    allowed: the rule of :func:`wordlog.puzzles.step_fault` (a word, of the same length,
    in the lexicon, one letter changed), its first fault told in the player's words. A word
    of another length is refused, never cut to fit.

    >>> from wordlog.lexicon import from_words
    >>> lex = from_words(["putt", "butt", "cold"])
    >>> move_fault(lex, "putt", "butt") is None
    True
    >>> [move_fault(lex, "putt", w) for w in ("xqzt", "putts", "cold", "putt", "12ab")]
    ['xqzt is not in the word list', 'putts has 5 letters; the words of this ladder have 4', 'putt to cold changes 4 letters; change one letter at a time', 'you are on putt already', "12ab is not a word: '1' is not a letter"]
    """
    why = fault(after)
    if why:
        return f"{shown(after)} is not a word: {why}"
    if len(after) != len(before):
        return f"{after} has {plural(len(after), 'letter')}; the words of this ladder have {len(before)}"
    if after not in lexicon:
        return f"{after} is not in {WORD_LIST}"
    changed = changed_positions(before, after)
    if not changed:
        return f"you are on {after} already"
    if len(changed) > 1:
        return f"{before} to {after} changes {len(changed)} letters; change one letter at a time"
    return None


@functools.lru_cache(maxsize=64)
def _board_words(solver, board: Board) -> list[str]:
    return solver.solve(board)


def daily_seed(date: str) -> str:
    """The seed of the day's Boggle board: the date itself, YYYY-MM-DD, as ``wordlog boggle
    --date`` (the same as ``--seed YYYY-MM-DD``) rolls it.

    >>> daily_seed("2026-12-01")
    '2026-12-01'
    """
    return datetime.date.fromisoformat(date).isoformat()


def seed_of(text: str) -> int | str:
    """A seed as ``wordlog boggle --seed`` reads it: digits alone are that number (the boards
    of seeds 0, 1, 2 ...), any other text is itself.

    >>> seed_of("7"), seed_of("-1"), seed_of("my day")
    (7, '-1', 'my day')
    """
    return int(text) if re.fullmatch(r"[0-9]+", text) else text


def board_of(spec: str) -> Board:
    """The board written ``spec`` (rows split by '/'), as :func:`wordlog.boggle.parse_board` reads it."""
    return parse_board(spec)
