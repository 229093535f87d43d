"""The terminal ladder game: a pure state machine, and a thin loop that reads and prints.

The player stands on the last word of their chain (at first the start) and types
the next word. A move must keep the length, change exactly one letter and land on
a word of the lexicon (:func:`wordlog.puzzles.step_fault` says why not). A word
already on the chain, one letter from the current word or not, the start even when
it is no word of the lexicon, goes back to it (the words after it are taken back), so
a finished ladder never holds a word twice. Commands
begin with a colon, since ``hint`` or ``undo`` may be words themselves:

``:undo`` (``:u``)
    take the last word back
``:hint`` (``:h``)
    the next word of the friendliest shortest ladder from where the player stands (its
    rarest word as common as can be: a rare one when every shortest way on needs one)
``:quit`` (``:q``), or end of input (Ctrl-D)
    give up and see a shortest ladder
``:help`` (``?``)
    the rules and commands

The prompt shows the word the player stands on (at first the start) with the letters
already in place (the target's letter in the same place) marked as ``marks`` says
(:class:`wordlog.wording.Marks`: in green on a terminal; by default not at all). The game
ends with Weaver's feedback when the target is reached (or on giving up).

>>> from wordlog.lexicon import from_words
>>> from wordlog.engines import BfsEngine
>>> from wordlog.puzzles import generate
>>> engine = BfsEngine(from_words(["hot", "dot", "dog", "lot", "log", "cog"]))
>>> game = new_game(generate(engine.lexicon, length=3, steps=3, seed="x")[0])
>>> game, said = react(game, "hit", engine)
>>> said
["  not allowed: 'hit' is not in the word list"]
>>> for word in ["dot", "dog", "cog"]:
...     game, said = react(game, word, engine)
>>> game.over, said[-1]
('solved', 'Solved: hot dot dog cog, 4 words; the shortest possible is 4.')
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .engines import BfsEngine
from .lexicon import normalize
from .moves import MOVES, MoveEngine
from .puzzles import Puzzle, comparison, in_place, step_fault
from .wording import UNMARKED, Marks, plural, shown

COMMANDS = {":undo": "undo", ":u": "undo", ":hint": "hint", ":h": "hint", ":quit": "quit",
            ":q": "quit", ":help": "help", "?": "help", ":?": "help"}

#: How the game names its lexicon to the player.
WORD_LIST = "the word list"

HELP = ["  Type a word that changes one letter of the word you are on; it must be in the word list.",
        "  :undo (:u) takes your last word back, :hint (:h) shows the next word of the friendliest",
        "  shortest ladder from where you stand, :quit (:q) or Ctrl-D gives up, :help (?) shows this."]


@dataclass(frozen=True)
class Game:
    """Where a game stands: the puzzle, the player's chain so far, hints taken, and
    ``over``: '' while playing, 'solved' or 'gave up'."""

    puzzle: Puzzle
    chain: tuple[str, ...]
    hints: int = 0
    over: str = ""

    @property
    def here(self) -> str:
        return self.chain[-1]


def new_game(puzzle: Puzzle) -> Game:
    """The game at its start; solved already when the start is the target (the one-word ladder)."""
    return Game(puzzle, (puzzle.start,), over="solved" if puzzle.start == puzzle.target else "")


def intro(game: Game, engine: BfsEngine | None = None) -> list[str]:
    """What the game says first; a :class:`~wordlog.moves.MoveEngine` names its moves.

    >>> intro(new_game(Puzzle("cold", "warm", 4, 3, (), "x")))[0]
    'From cold to warm, one letter at a time (puzzle seed x, medium).'
    >>> intro(new_game(Puzzle("cold", "warm", 4, 3, (), "a\\nb")))[0]     # a seed is shown as one line
    "From cold to warm, one letter at a time (puzzle seed 'a\\\\nb', medium)."
    >>> intro(new_game(Puzzle("cat", "cost", 4, 2, (), "")), MoveEngine(["cat"], ["sub", "ins", "del"]))[0]
    'From cat to cost, one move at a time (sub, ins, del) (medium).'
    """
    p = game.puzzle
    about = f"puzzle seed {shown(p.seed)}, {p.difficulty}" if p.seed else p.difficulty
    how = (f"one move at a time ({', '.join(m for m in MOVES if m in engine.moves.moves)})"
           if isinstance(engine, MoveEngine)
           else "one letter at a time")
    return [f"From {p.start} to {p.target}, {how} ({about}).",
            f"The shortest ladder has {p.words} words ({plural(p.steps, 'step')}). "
            "Commands: :undo, :hint, :quit (or Ctrl-D), :help."]


def prompt(game: Game, marks: Marks = UNMARKED) -> str:
    """The prompt: the target, kept in view, then the word the player stands on, its letters
    in place marked with ``marks``, and an arrow to the next.

    >>> from wordlog.wording import COUNTED
    >>> game = Game(Puzzle("cold", "warm", 4, 3, (), "x"), ("cold", "cord", "card"))
    >>> prompt(game), prompt(game, COUNTED)
    ('to warm: card -> ', 'to warm: 2 of 4 in place: card -> ')
    """
    return f"to {game.puzzle.target}: {marks.shown(game.here, in_place(game.here, game.puzzle.target))} -> "


def feedback(game: Game, engine: BfsEngine) -> list[str]:
    """Weaver's feedback on a finished game, with a shortest ladder when the player missed one,
    and, for one given up, the way on from where the player stands (there may be none: from a
    start outside the lexicon, a word one letter off it need not lead to the target)."""
    p = game.puzzle
    with_hints = f", with {plural(game.hints, 'hint')}" if game.hints else ""
    if game.over == "solved":
        lines = [f"Solved: {' '.join(game.chain)}, {comparison(len(game.chain), p.words)}{with_hints}."]
        if len(game.chain) > p.words:
            lines.append(f"A shortest ladder: {' '.join(p.solution)}")
        return lines
    if len(game.chain) == 1:
        lines = [f"You gave up at the start{with_hints}."]
    else:
        on = engine.friendly(game.here, p.target)
        lines = [f"You gave up at {game.here}, {plural(len(game.chain) - 1, 'step')} in{with_hints}.",
                 f"From there a shortest way on: {' '.join(on)} ({plural(len(on) - 1, 'step')})" if on
                 else f"From there no ladder leads to {p.target}"]
    lines.append(f"A shortest ladder ({p.words} words): {' '.join(p.solution)}")
    return lines


def react(game: Game, line: str, engine: BfsEngine) -> tuple[Game, list[str]]:
    """The game after the player typed ``line``, and what the game says back.

    Pure: the same game, line and engine always give the same answer.
    """
    if game.over:
        return game, []
    text = normalize(line)
    if not text:
        return game, []
    command = COMMANDS.get(text)
    if command == "help":
        return game, HELP
    if command == "undo":
        if len(game.chain) == 1:
            return game, [f"  nothing to undo: you are at the start, {game.here}"]
        game = replace(game, chain=game.chain[:-1])
        return game, [f"  back to {game.here}"]
    if command == "hint":
        ladder = engine.friendly(game.here, game.puzzle.target)
        if len(ladder) < 2:   # only off a start outside the lexicon: the way on is back through it
            return game, [f"  no ladder leads from {game.here} to {game.puzzle.target}; :undo goes back"]
        hint = ladder[1]
        if hint in game.chain:      # the shortest way on passes a word already on the ladder
            return replace(game, hints=game.hints + 1), [
                f"  hint: go back to {hint}: it is on your ladder already, and the shortest way on "
                f"passes it (type {hint}" + (" or :undo)" if hint == game.chain[-2] else ")")]
        return replace(game, hints=game.hints + 1), [f"  hint: {hint}"]
    if command == "quit":
        game = replace(game, over="gave up")
        return game, feedback(game, engine)
    if text.startswith(":"):
        return game, [f"  unknown command {text!r}; commands: :undo :hint :quit :help"]
    if len(text.split()) > 1:
        return game, ["  one word at a time, please"]
    # A loop only lengthens the ladder: the player goes back instead, to any earlier word,
    # one letter off or not (the start too, a word of the lexicon or not).
    if text in game.chain[:-1]:
        game = replace(game, chain=game.chain[:game.chain.index(text) + 1])
        return game, [f"  back to {text}: it is on your ladder already"]
    why = (engine.step_fault(game.here, text, WORD_LIST) if isinstance(engine, MoveEngine)
           else step_fault(engine.lexicon, game.here, text, WORD_LIST))
    if why:     # 'quit' typed for ':quit' is refused as a word: say what was meant, unless the
        # word is the target ('help' when the puzzle ends at help): then it is a move tried too soon
        tip = f" (the command is :{text})" if f":{text}" in COMMANDS and text != game.puzzle.target else ""
        return game, [f"  not allowed: {why}{tip}"]
    game = replace(game, chain=game.chain + (text,))
    if text != game.puzzle.target:
        return game, []
    game = replace(game, over="solved")
    return game, feedback(game, engine)


def play(game: Game, engine: BfsEngine, read: Callable[[str], str] = input,
         write: Callable[[str], None] = print, marks: Marks = UNMARKED) -> Game:
    """Run the game with ``read(prompt)`` and ``write(line)`` until it is over; end of input
    gives up. Each prompt marks the letters in place with ``marks`` (:func:`prompt`).

    >>> from wordlog.lexicon import from_words
    >>> engine = BfsEngine(from_words(["hot", "dot", "dog", "cog"]))
    >>> typed = ["dot", ":undo", ":hint"]
    >>> def read(prompt):
    ...     if not typed:
    ...         raise EOFError
    ...     return typed.pop(0)
    >>> play(new_game(Puzzle("hot", "cog", 3, 1, ("hot", "dot", "dog", "cog"), "x")), engine, read).over
    From hot to cog, one letter at a time (puzzle seed x, medium).
    The shortest ladder has 4 words (3 steps). Commands: :undo, :hint, :quit (or Ctrl-D), :help.
      back to hot
      hint: dot
    <BLANKLINE>
    You gave up at the start, with 1 hint.
    A shortest ladder (4 words): hot dot dog cog
    'gave up'
    """
    for line in intro(game, engine):
        write(line)
    if game.over:
        for line in feedback(game, engine):
            write(line)
    while not game.over:
        try:
            line = read(prompt(game, marks))
        except EOFError:
            write("")
            line = ":quit"
        game, said = react(game, line, engine)
        for text in said:
            write(text)
    return game
