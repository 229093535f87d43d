"""Ladder puzzles: a seeded generator, and a checker with Weaver's feedback.

**Common and rare.** A word is *rare* when the lexicon knows SCOWL sizes and the
word's size is above the friendly tier (default :data:`FRIENDLY_TIER`, 35: SCOWL's
common words, sizes 10, 20 and 35), or its size is unknown. A lexicon with no sizes
at all (a user's non-English list) has no rare words. A *common* word is one that
is not rare; a *friendly* ladder has no rare word.

**Puzzles.** Start and target are common words of the asked length; the shortest
ladder between them, over the whole playing lexicon (default SCOWL size 60), has
exactly the asked number of steps (steps = words - 1); and at least one shortest
ladder is friendly. The same seed, lexicon and options always give the same
puzzles: the only randomness is ``random.Random(seed)`` over sorted word lists.

**Difficulty** takes both the steps and the number of shortest ladders into
account, since fewer ways through are harder to find. A puzzle's score is its steps
plus a bonus: +2 when there is one shortest ladder, +1 for two or three, 0 for four
to nine, -1 for ten or more. Easy scores up to 4, medium 5 or 6, hard 7 or more.
Generated puzzles keep to 3-5 steps (easy), 3-7 (medium) and 5-9 (hard).

**Checking.** A chain is legal when every step keeps the length, changes exactly
one letter and lands on a word of the lexicon (the start need not be one), no word
comes twice, and the target comes only at the end. A word to itself is the one-word
ladder. A legal chain is compared with the optimum, as Weaver does.

>>> from wordlog.lexicon import from_words
>>> lex = from_words(["hot", "dot", "dog", "lot", "log", "cog"])
>>> [(p.start, p.target, p.steps, p.ladders) for p in generate(lex, length=3, steps=3, seed="x")]
[('hot', 'cog', 3, 2)]
>>> check(lex, "hot", "cog", ["dot", "dog"]).summary
'4 words; the shortest possible is 4'
>>> check(lex, "hot", "cog", ["dot", "cot"]).summary
"step 2, dot -> cot: 'cot' is not a word of <words>"
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Iterator, Sequence

from .engines import BfsEngine
from .graph import WordGraph
from .ladders import first
from .lexicon import COMMON_TIER, Lexicon, fault, read_word, word_in
from .wording import listed, no_ladder, not_one_str, plural, shown, whole_number

#: Words above this SCOWL size are rare: a friendly ladder avoids them.
FRIENDLY_TIER = COMMON_TIER
DIFFICULTIES = ("easy", "medium", "hard")
#: The steps a generated puzzle of each difficulty may have.
STEP_RANGES = {"easy": range(3, 6), "medium": range(3, 8), "hard": range(5, 10)}


class PuzzleError(ValueError):
    """A puzzle request that makes no sense (the message says why)."""


def has_sizes(lex: Lexicon) -> bool:
    """True when ``lex`` knows SCOWL sizes (asked without reading the bundled data)."""
    return lex.bundled_tier is not None or bool(lex.tiers)


def rare(lex: Lexicon, word: str, tier: int = FRIENDLY_TIER) -> bool:
    """True when ``word`` is rare: its SCOWL size is above ``tier`` or unknown.

    A lexicon without any sizes has no rare words.

    >>> from wordlog.lexicon import bundled
    >>> rare(bundled(), "cold"), rare(bundled(), "wold")
    (False, True)
    """
    if not has_sizes(lex):
        return False
    size = lex.tier(word)
    return size is None or size > tier


def score(steps: int, ladders: int) -> int:
    """Steps plus a bonus for few shortest ladders: +2 for one, +1 for 2-3, 0 for 4-9, -1 for 10+.

    >>> score(5, 1), score(5, 3), score(5, 4), score(5, 12)
    (7, 6, 5, 4)
    """
    return steps + (2 if ladders == 1 else 1 if ladders <= 3 else 0 if ladders <= 9 else -1)


def difficulty(steps: int, ladders: int) -> str:
    """'easy' (score <= 4), 'medium' (5-6) or 'hard' (7+); see :func:`score`.

    >>> difficulty(4, 6), difficulty(4, 2), difficulty(6, 1)
    ('easy', 'medium', 'hard')
    """
    points = score(steps, ladders)
    return "easy" if points <= 4 else "medium" if points <= 6 else "hard"


@dataclass(frozen=True)
class Puzzle:
    """A ladder to find: ``start`` to ``target`` in ``steps`` steps at best.

    ``ladders`` is how many shortest ladders there are, ``solution`` the friendliest
    of them (its rarest word most common) and ``seed`` what generated it.
    """

    start: str
    target: str
    steps: int
    ladders: int
    solution: tuple[str, ...]
    seed: str = ""

    @property
    def words(self) -> int:
        """Words in a shortest ladder, start and target included."""
        return self.steps + 1

    @property
    def difficulty(self) -> str:
        return difficulty(self.steps, self.ladders)

    def as_dict(self) -> dict:
        """The puzzle in the JSON vocabulary of every command (``wordlog puzzle --json``)."""
        return {"start": self.start, "target": self.target, "length": len(self.start),
                "step_count": self.steps, "word_count": self.words, "ladder_count": self.ladders,
                "difficulty": self.difficulty, "solution": list(self.solution), "seed": self.seed}


def search_from(graph: WordGraph, start: int, common: Sequence[bool]) -> tuple[list[int], list[int], list[bool]]:
    """Breadth-first search from word number ``start`` over all words (:meth:`WordGraph.layers`):
    for each word its distance (-1 when unreachable), its number of shortest ladders from
    ``start``, and whether one of them is friendly (every word ``common``), each from its
    neighbours of the layer before.

    >>> graph = WordGraph(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> search_from(graph, 0, [True, True, True, False, True, True])
    ([0, 1, 2, 1, 2, 3], [1, 1, 1, 1, 1, 2], [True, True, True, False, False, True])
    """
    n, adjacency = len(graph.words), graph.adjacency
    depth, paths, friendly = [-1] * n, [0] * n, [False] * n
    paths[start], friendly[start] = 1, common[start]
    for d, layer in enumerate(graph.layers([start])):
        for i in layer:
            depth[i] = d
        if d:
            for i in layer:
                before = [j for j in adjacency[i] if depth[j] == d - 1]
                paths[i] = sum(paths[j] for j in before)
                friendly[i] = common[i] and any(friendly[j] for j in before)
    return depth, paths, friendly


def reaches_friendly(graph: WordGraph, start: int, common: Sequence[bool], admitted: range) -> bool:
    """Whether some common word is a number of steps in ``admitted`` from word number
    ``start`` by ladders through common words alone (the layers over the common words,
    stopped at the first such layer). A friendly target needs this, as its friendly
    shortest ladder is such a ladder, so a start without one has no puzzle and
    :func:`search_from` need not search all the words from it.

    >>> graph = WordGraph(["hot", "dot", "dog", "lot", "log", "cog"])
    >>> common = [True, True, True, False, True, True]
    >>> reaches_friendly(graph, 0, common, range(3, 4)), reaches_friendly(graph, 0, common, range(4, 5))
    (True, False)
    """
    for depth, _ in enumerate(graph.layers([start], keep=common)):
        if depth in admitted:
            return True
        if depth + 1 >= admitted.stop:
            return False
    return False


def wanted_steps(steps: int | None, level: str | None) -> range:
    """The step counts a request admits; :class:`PuzzleError` for a bad request."""
    if steps is not None:
        whole_number(steps, "steps")
    if steps is not None and level is not None:
        raise PuzzleError("give a number of steps or a difficulty, not both")
    if level is not None:
        if level not in STEP_RANGES:
            raise PuzzleError(f"difficulty {level!r} is not one of {', '.join(DIFFICULTIES)}")
        return STEP_RANGES[level]
    if steps is None:
        return STEP_RANGES["medium"]
    if steps < 1:
        raise PuzzleError(f"a puzzle takes at least 1 step, not {steps}")
    return range(steps, steps + 1)


def puzzles(lex: Lexicon, *, length: int = 4, steps: int | None = None, level: str | None = None,
            seed: str = "", friendly_tier: int = FRIENDLY_TIER,
            engine: BfsEngine | None = None) -> Iterator[Puzzle]:
    """Distinct puzzles (no pair twice, in either direction), one per start word, in seed order.

    With neither ``steps`` nor ``level`` the level is 'medium'. The start words are
    drawn in a random order seeded by ``seed`` and what is asked, and a level gives its
    puzzles from the start words of the easier levels' first puzzles last (so a day's
    easy, medium and hard puzzles do not share a start); each costs one breadth-first
    search, which gives every target's distance, number of shortest ladders and
    friendliness at once; of the targets that fit, the seeded random choice takes
    one. A start whose distance to every common word is known to be too short (from
    the searches already done) is skipped unsearched, and so is one that reaches no
    common word at the asked steps through common words alone (a search over the common
    words only, far fewer than all on a large list). The iteration ends when every
    common word has been tried as a start; with fewer than two common words there is
    none. A bad request raises :class:`PuzzleError` here, before the first puzzle is
    asked for. The ``engine``'s graph is the one searched: a
    :class:`~wordlog.moves.MoveEngine` makes the puzzles of other moves.
    """
    if steps is None and level is None:
        level = "medium"
    admitted = wanted_steps(steps, level)
    engine = engine or BfsEngine(lex)
    graph = engine.graph(whole_number(length, "length"))
    common = [not rare(lex, w, friendly_tier) for w in graph.words]
    if level is None:
        return _drawn(lex, graph, common, admitted, None, seed, engine, length)
    return _level_drawn(lex, graph, common, level, seed, engine, length)


def _level_drawn(lex: Lexicon, graph: WordGraph, common: list[bool], level: str, seed: str,
                 engine: BfsEngine, length: int) -> Iterator[Puzzle]:
    """The puzzles of a difficulty, drawn as for any request, save that a puzzle from the
    start word of an easier level's first puzzle (as found for this seed) comes last, so a
    day's easy, medium and hard puzzles never share their start."""
    taken: list[str] = []
    for easier in DIFFICULTIES[:DIFFICULTIES.index(level)]:
        found = first(_drawn(lex, graph, common, STEP_RANGES[easier], easier, seed, engine, length, taken), 1)
        taken += [p.start for p in found]
    yield from _drawn(lex, graph, common, STEP_RANGES[level], level, seed, engine, length, taken)


def _drawn(lex: Lexicon, graph: WordGraph, common: list[bool], admitted: range, level: str | None,
           seed: str, engine: BfsEngine, length: int, last: Sequence[str] = ()) -> Iterator[Puzzle]:
    """:func:`puzzles` once the request is read: the search for them. A puzzle from a word
    of ``last`` is held back and given after all others; its target is drawn in its place
    all the same, so that every other puzzle is the one drawn without ``last``. Start and
    target have ``length`` letters (the graph may hold every length, as with the moves
    ``ins`` and ``del``: the ladder between them may pass through other lengths)."""
    rng = random.Random(f"{seed}\n{level or f'{admitted.start} steps'}")
    starts = sorted(w for w, ok in zip(graph.words, common) if ok and len(w) == length)
    some_rare = not all(common)     # else the search over common words is the search over all
    reach: dict[int, int] = {}  # an upper bound on a word's distance to any common word
    used: set[frozenset[str]] = set()
    held: list[tuple[str, str]] = []

    def posed(start: str, target: str) -> Puzzle:
        puzzle = pose(lex, start, target, seed=seed, engine=engine)
        assert puzzle is not None       # the target was drawn among the words the start reaches
        return puzzle

    for start in rng.sample(starts, len(starts)) if len(starts) > 1 else ():
        s = graph.ids[start]
        if reach.get(s, admitted.stop) < admitted.start:
            continue
        if some_rare and not reaches_friendly(graph, s, common, admitted):
            continue
        depth, paths, friendly = search_from(graph, s, common)
        near = [w for w, d in enumerate(depth) if d >= 0 and common[w]]
        farthest = max(depth[w] for w in near)
        for w in near:
            reach[w] = min(reach.get(w, depth[w] + farthest), depth[w] + farthest)
        targets = sorted(graph.words[w] for w in near if depth[w] in admitted and friendly[w]
                         and (level is None or difficulty(depth[w], paths[w]) == level)
                         and len(graph.words[w]) == length)
        targets = [t for t in targets if frozenset((start, t)) not in used]
        if targets:
            target = rng.choice(targets)
            used.add(frozenset((start, target)))
            if start in last:
                held.append((start, target))
            else:
                yield posed(start, target)
    for start, target in held:
        yield posed(start, target)


def pose(lex: Lexicon, start: str, target: str, *, seed: str = "",
         engine: BfsEngine | None = None) -> Puzzle | None:
    """The puzzle ``start -> target`` as given (no test of commonness; both read by the word
    rule, as the engines read them); None when no ladder joins them.

    >>> from wordlog.lexicon import bundled
    >>> pose(bundled(), "cold", "warm")
    Puzzle(start='cold', target='warm', steps=4, ladders=6, solution=('cold', 'cord', 'card', 'ward', 'warm'), seed='')
    """
    dag = (engine or BfsEngine(lex)).shortest_dag(start, target)    # reads both by the word rule
    if not dag.length:      # no ladder; a word to itself is the one-word ladder
        return None
    return Puzzle(dag.start, dag.target, dag.length - 1, dag.count(), tuple(dag.friendliest(lex.tier)), seed)


def generate(lex: Lexicon, *, count: int = 1, **options) -> list[Puzzle]:
    """The first ``count`` of :func:`puzzles` (fewer when there are not that many).

    >>> from wordlog.lexicon import bundled
    >>> p = generate(bundled(), steps=4, seed="2024-05-01")[0]
    >>> p.steps, len(p.solution), p.solution[0] == p.start
    (4, 5, True)
    """
    if whole_number(count, "count") < 1:
        raise PuzzleError(f"the number of puzzles must be at least 1, not {count}")
    return list(first(puzzles(lex, **options), count))



# --- the checker -------------------------------------------------------------------------

def in_place(word: str, target: str) -> tuple[bool, ...]:
    """For each character of ``word``, whether it is the character of ``target`` in the same
    place: Weaver's green tiles. Both are taken as the word rule has read them
    (:func:`~wordlog.lexicon.normalize`: lower case, composed), one position a character, as
    :func:`changed_positions` and every length count them; a character past the end of
    ``target`` is not in place.

    >>> in_place("card", "warm"), in_place("νόμος", "νόμοι"), in_place("cords", "cord")
    ((False, True, True, False), (True, True, True, True, False), (True, True, True, True, False))
    """
    return tuple(i < len(target) and ch == target[i] for i, ch in enumerate(word))


def changed_positions(a: str, b: str) -> list[int]:
    """1-based positions where two words of one length differ: the letters of ``b`` that
    are not in place in ``a`` (:func:`in_place`).

    >>> changed_positions("cold", "card")
    [2, 3]
    """
    return [i for i, same in enumerate(in_place(b, a), 1) if not same]


def step_fault(lex: Lexicon, before: str, after: str, word_list: str | None = None) -> str | None:
    """Why the step ``before -> after`` is illegal, or None when it is legal.

    The word rule comes first, then the length; otherwise every fault is named:
    a word outside the lexicon and a change of other than one letter. A word outside
    the lexicon is "not in ``word_list``" when that is given (a player's words: "the word
    list"), else "not a word of" the lexicon's name.

    >>> from wordlog.lexicon import from_words
    >>> lex = from_words(["cold", "cord", "card"], name="mini")
    >>> step_fault(lex, "cold", "cord") is None
    True
    >>> step_fault(lex, "cold", "card")
    "'cold' -> 'card' changes 2 letters (positions 2 and 3), not one"
    >>> step_fault(lex, "cord", "cards"), step_fault(lex, "cord", "c")
    ("'cards' has 5 letters, not 4", "'c' has 1 letter, not 4")
    >>> step_fault(lex, "cord", "ford"), step_fault(lex, "cord", "ford", "the word list")
    ("'ford' is not a word of mini", "'ford' is not in the word list")
    """
    why = fault(after)
    if why:
        return f"{after!r} is not a word: {why}"
    if len(after) != len(before):
        return f"{after!r} has {plural(len(after), 'letter')}, not {len(before):,}"
    faults = []
    if after not in lex:        # a name may hold brackets: none around it
        faults.append(f"{after!r} is not in {word_list}" if word_list else f"{after!r} is not a word of {lex.name}")
    changed = changed_positions(before, after)
    if not changed:
        faults.append(f"{before!r} -> {after!r} changes no letter")
    elif len(changed) > 1:
        faults.append(f"{before!r} -> {after!r} changes {len(changed)} letters "
                      f"(positions {listed(changed)}), not one")
    return "; ".join(faults) or None


def comparison(words: int, shortest: int) -> str:
    """Weaver's feedback on a legal ladder of ``words`` words.

    >>> comparison(6, 6), comparison(8, 6), comparison(7, 6), comparison(1, 1)
    ('6 words; the shortest possible is 6', '8 words; 2 more than the shortest (6)', \
'7 words; 1 more than the shortest (6)', '1 word; the shortest possible is 1')
    """
    if words == shortest:
        return f"{plural(words, 'word')}; the shortest possible is {shortest}"
    return f"{plural(words, 'word')}; {words - shortest} more than the shortest ({shortest})"


def full_chain(start: str, target: str, words: Iterable[str]) -> list[str]:
    """The chain ``start, *words, target``; ``words`` may already begin with the start
    and end with the target (as Weaver's rows, only the middle needs typing); a word to
    itself with no word between is the one-word ladder ``[start]``. Each word
    is normalized by the word rule (:func:`~wordlog.lexicon.read_word`; anything but a
    ``str`` raises TypeError), whether a word or not: the steps are judged afterwards.

    >>> full_chain("cold", "warm", ["cord", "card", "ward"]) == full_chain("cold", "warm",
    ...     ["cold", "cord", "card", "ward", "warm"])
    True
    >>> full_chain("cold", "cold", ["cold"]), full_chain("cold", "cold", ["cold", "cord", "cold"])
    (['cold'], ['cold', 'cord', 'cold'])
    >>> full_chain("cold", "warm", "cord")
    Traceback (most recent call last):
    ...
    TypeError: the words between start and target are a list of words, not one str: 'cord'
    """
    not_one_str(words, "the words between start and target are a list of words")
    middle = [read_word(w)[0] for w in words]
    if middle and middle[0] == start:
        middle = middle[1:]
    if middle and middle[-1] == target:
        middle = middle[:-1]
    return [start, *middle, target] if middle or start != target else [start]


def loop_fault(chain: Sequence[str], i: int) -> str | None:
    """Why the ``i``-th word of ``chain`` (0 is the start) makes a loop, or None: it is
    already on the ladder, or the word before it is the target, where a ladder ends.

    >>> chain = ["cold", "cord", "card", "cord", "card", "ward", "warm"]
    >>> loop_fault(chain, 2), loop_fault(chain, 3)
    (None, "'cord' is already on the ladder (word 2): a ladder visits each word once")
    >>> loop_fault(["cold", "cord", "card", "cord"], 2)
    "the ladder reached the target, 'cord', at word 2: it ends there"
    """
    word = chain[i]
    if word in chain[:i]:
        return (f"{word!r} is already on the ladder (word {chain.index(word) + 1}): "
                "a ladder visits each word once")
    if chain[i - 1] == chain[-1]:
        return f"the ladder reached the target, {chain[-1]!r}, at word {i}: it ends there"
    return None


@dataclass(frozen=True)
class Step:
    """Step ``number`` (1-based) of a chain, ``before -> after``; ``fault`` None when legal."""

    number: int
    before: str
    after: str
    fault: str | None

    @property
    def legal(self) -> bool:
        return self.fault is None


@dataclass(frozen=True)
class Verdict:
    """A checked chain: each step judged on its own, and ``shortest``, the words of a
    shortest ladder (0 when there is none)."""

    start: str
    target: str
    chain: tuple[str, ...]
    steps: tuple[Step, ...]
    shortest: int

    @property
    def legal(self) -> bool:
        return all(step.legal for step in self.steps)

    @property
    def first_fault(self) -> Step | None:
        return next((step for step in self.steps if not step.legal), None)

    @property
    def summary(self) -> str:
        """Weaver's comparison when legal, else the first fault, naming its step (a word
        that is not printable quoted with escapes, as the fault quotes it)."""
        bad = self.first_fault
        if bad is None:
            return comparison(len(self.chain), self.shortest)
        return f"step {bad.number}, {shown(bad.before)} -> {shown(bad.after)}: {bad.fault}"

    @property
    def optimum(self) -> str:
        """The best possible, in words."""
        if not self.shortest:
            return no_ladder(self.start, self.target)
        return f"the shortest possible is {plural(self.shortest, 'word')}"

    def as_dict(self) -> dict:
        bad = self.first_fault
        return {"start": self.start, "target": self.target,
                "length": len(self.start) if len(self.start) == len(self.target) else None,
                "ladder": list(self.chain), "legal": self.legal, "word_count": len(self.chain),
                "shortest_word_count": self.shortest,
                "extra_word_count": len(self.chain) - self.shortest if self.legal else None,
                "steps": [{"step": s.number, "from": s.before, "to": s.after, "legal": s.legal,
                           "fault": s.fault} for s in self.steps],
                "fault": None if bad is None else {"step": bad.number, "from": bad.before,
                                                   "to": bad.after, "fault": bad.fault},
                "message": self.summary}


def check(lex: Lexicon, start: str, target: str, words: Iterable[str],
          engine: BfsEngine | None = None) -> Verdict:
    """Judge the chain ``start, *words, target`` (see :func:`full_chain`) step by step.

    Start and target are read by the word rule, as the engines read them (text that is
    not a word raises :class:`~wordlog.lexicon.LexiconError`), and so are the words.

    >>> from wordlog.lexicon import from_words
    >>> check(from_words(["hot", "dot", "dog", "cog"]), "HOT", "Cog", ["Dot", "dog"]).summary
    '4 words; the shortest possible is 4'
    """
    start, target = word_in(lex, start), word_in(lex, target)
    chain = full_chain(start, target, words)
    steps = tuple(Step(i, a, b, "; ".join(f for f in (a != b and loop_fault(chain, i), step_fault(lex, a, b)) if f) or None)
                  for i, (a, b) in enumerate(zip(chain, chain[1:]), 1))
    shortest = (engine or BfsEngine(lex)).length(start, target)
    return Verdict(start, target, tuple(chain), steps, shortest)
