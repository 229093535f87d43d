"""Ladders beyond one changed letter: five moves, three costs, words added, avoided, required.

The Python counterpart of ``prolog/moves.pl``, written apart from it so the two can be
checked against each other. A step is one of the :data:`MOVES`:

- ``sub``: change one letter (``cold -> cord``);
- ``ins``: insert one letter (``cat -> coat``);
- ``del``: delete one letter (``coat -> cat``);
- ``swap``: exchange two adjacent letters (``form -> from``);
- ``anagram``: rearrange all the letters (``stop -> pots``).

A step costs, by one of the :data:`COSTS` (:func:`step_cost`): ``steps``, 1; ``alphabet``
(Knuth's ``ladders -a``), between words of one length the sum over the positions of the
distances between their letters' code points (``words -> woods`` costs 3), and 1 for an
insertion or deletion; ``frequency`` (Knuth's ``-f``), ``1 + size // 10`` for the SCOWL
size of the word reached (2 for the most common, 10 for the rarest), a word of unknown
size counting as :data:`UNKNOWN_SIZE`.

:func:`cheapest_ladder` answers with Dijkstra's algorithm; :func:`ladder_cost` and
:func:`is_step` check an answer from its words alone.

>>> cheapest_ladder("cat", "cost", ["coat", "cost"], moves=("sub", "ins"))
(['cat', 'coat', 'cost'], 2)
"""
from __future__ import annotations

import heapq
from collections import defaultdict
from typing import Callable, Iterable, Sequence

from .engines import BfsEngine
from .graph import WordGraph, collector_paused, patterns
from .ladders import ShortestDag, shortest_dag
from .lexicon import Lexicon, as_lexicon, bundled, check_word, fault

#: The moves a step may make.
MOVES = ("sub", "ins", "del", "swap", "anagram")

#: The cost models.
COSTS = ("steps", "alphabet", "frequency")

#: The size a word of unknown size counts as under the ``frequency`` cost (one past SCOWL's 95).
UNKNOWN_SIZE = 100

Ladder = tuple[list[str], int]


def check_moves(moves: Iterable[str]) -> tuple[str, ...]:
    """``moves`` as a sorted tuple of move names; a ValueError names one that is not a move.

    >>> check_moves(["swap", "sub"])
    ('sub', 'swap')
    >>> check_moves(["fly"])
    Traceback (most recent call last):
    ...
    ValueError: 'fly' is not a move: give some of sub, ins, del, swap, anagram
    """
    chosen = tuple(moves) if not isinstance(moves, str) else (moves,)
    for move in chosen:
        if move not in MOVES:
            raise ValueError(f"{move!r} is not a move: give some of {', '.join(MOVES)}")
    if not chosen:
        raise ValueError(f"give at least one move of {', '.join(MOVES)}")
    return tuple(sorted(set(chosen)))


def check_cost(cost: str) -> str:
    """``cost`` when it is a cost model, else a ValueError naming it."""
    if cost not in COSTS:
        raise ValueError(f"{cost!r} is not a cost: give one of {', '.join(COSTS)}")
    return cost


def is_step(word: str, other: str, moves: Iterable[str] = MOVES) -> bool:
    """Whether ``other`` is one of ``moves`` from ``word`` (never a word to itself), by
    comparing the two words.

    >>> is_step("cat", "coat", ["ins"]), is_step("form", "from", ["sub"]), is_step("stop", "pots", ["anagram"])
    (True, False, True)
    """
    if word == other:
        return False
    chosen = set(moves)
    if len(word) == len(other):
        diffs = [i for i, (a, b) in enumerate(zip(word, other)) if a != b]
        if "sub" in chosen and len(diffs) == 1:
            return True
        if ("swap" in chosen and len(diffs) == 2 and diffs[1] == diffs[0] + 1
                and word[diffs[0]] == other[diffs[1]] and word[diffs[1]] == other[diffs[0]]):
            return True
        return "anagram" in chosen and sorted(word) == sorted(other)
    if len(other) == len(word) + 1 and "ins" in chosen:
        return any(other[:i] + other[i + 1:] == word for i in range(len(other)))
    if len(other) == len(word) - 1 and "del" in chosen:
        return any(word[:i] + word[i + 1:] == other for i in range(len(word)))
    return False


def step_cost(word: str, other: str, cost: str = "steps",
              tier: Callable[[str], int | None] = lambda word: None) -> int:
    """The cost of the step ``word -> other`` by the model ``cost``; ``tier`` gives a word's
    SCOWL size, or None when unknown. It depends on the words, not on the move.

    >>> step_cost("words", "woods", "alphabet"), step_cost("form", "from", "alphabet")
    (3, 6)
    >>> step_cost("cat", "coat", "alphabet"), step_cost("hit", "hot", "frequency", {"hot": 10}.get)
    (1, 2)
    """
    if cost == "steps":
        return 1
    if cost == "alphabet":
        if len(word) != len(other):
            return 1
        return sum(abs(ord(a) - ord(b)) for a, b in zip(word, other))
    if cost == "frequency":
        size = tier(other)
        return 1 + (UNKNOWN_SIZE if size is None else size) // 10
    raise ValueError(f"{cost!r} is not a cost: give one of {', '.join(COSTS)}")


def ladder_cost(ladder: Sequence[str], cost: str = "steps",
                tier: Callable[[str], int | None] = lambda word: None) -> int:
    """The sum of the step costs of ``ladder``, recomputed from its words.

    >>> ladder_cost(["aa", "ac", "cc", "cb", "bb"], "alphabet")
    6
    """
    return sum(step_cost(a, b, cost, tier) for a, b in zip(ladder, ladder[1:]))


class MoveGraph:
    """The words of a lexicon, with ``add`` joined and ``avoid`` left out, linked by ``moves``.

    Each length is indexed on first use: wildcard buckets for ``sub``, the words under each
    of their deletions for ``ins``, under their sorted letters for ``anagram``; ``del`` and
    ``swap`` look their candidates up. A word outside the lexicon has successors too.

    >>> MoveGraph(["cat", "coat", "cost"], ["sub", "ins"]).successors("cot")
    ['cat', 'coat', 'cost']
    """

    def __init__(self, words: Lexicon | Iterable[str], moves: Iterable[str] = ("sub",),
                 add: Iterable[str] = (), avoid: Iterable[str] = ()) -> None:
        self.lexicon = as_lexicon(words)
        self.moves = check_moves(moves)
        self.added = frozenset(map(check_word, add))
        self.avoided = frozenset(map(check_word, avoid))
        self._indexes: dict[int, dict[str, dict[str, list[str]]]] = {}

    def __contains__(self, word: str) -> bool:
        return word not in self.avoided and (word in self.added or word in self.lexicon)

    def tier(self, word: str) -> int | None:
        """The size of a lexicon word, None for an added one or one of unknown size."""
        return self.lexicon.tier(word) if word in self.lexicon else None

    def index(self, n: int) -> dict[str, dict[str, list[str]]]:
        """The buckets of the words of ``n`` letters, added words included: ``sub`` by
        wildcard, ``ins`` by deletion, ``anagram`` by sorted letters."""
        found = self._indexes.get(n)
        if found is None:
            found = self._indexes[n] = {"sub": defaultdict(list), "ins": defaultdict(list),
                                        "anagram": defaultdict(list)}
            words = [*self.lexicon.of_length(n), *sorted(w for w in self.added if len(w) == n
                                                         and w not in self.lexicon)]
            for word in words:
                for key in patterns(word):
                    found["sub"][key].append(word)
                for key in {word[:i] + word[i + 1:] for i in range(n)}:
                    found["ins"][key].append(word)
                found["anagram"]["".join(sorted(word))].append(word)
        return found

    def successors(self, word: str) -> list[str]:
        """The words one move from ``word``, sorted, none avoided."""
        n, found = len(word), set[str]()
        for move in self.moves:
            if move == "sub":
                index = self.index(n)["sub"]
                for key in patterns(word):
                    found.update(index.get(key, ()))
            elif move == "ins":
                found.update(self.index(n + 1)["ins"].get(word, ()))
            elif move == "del":
                found.update(w for w in (word[:i] + word[i + 1:] for i in range(n)) if w and w in self)
            elif move == "swap":
                found.update(w for w in (word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(n - 1))
                             if w in self)
            else:
                found.update(self.index(n)["anagram"].get("".join(sorted(word)), ()))
        found.discard(word)
        return sorted(found - self.avoided)


class MoveWordGraph(WordGraph):
    """The :class:`~wordlog.graph.WordGraph` of ``words`` joined by the moves of ``moves``
    rather than by one changed letter, for everything that searches a word graph (puzzles,
    games, pictures, the analysis). Each edge is kept as a bucket of its two words, so
    adjacency, components and the analysis read it as they read a graph of one letter.

    >>> graph = MoveWordGraph(["form", "from", "fore"], MoveGraph(["form", "from", "fore"], ["swap"]))
    >>> graph.components(), graph.neighbours("fomr")
    ([['form', 'from'], ['fore']], ['form'])
    """

    def __init__(self, words: Iterable[str], moves: MoveGraph) -> None:
        self.words = tuple(dict.fromkeys(words))
        self.moves = moves
        inside = set(self.words)
        pairs = [[a, b] for a in self.words for b in moves.successors(a) if a < b and b in inside]
        self._shared = [pairs]
        self.buckets = {f"{a} {b}": pair for pair in pairs for a, b in [pair]}

    def neighbours(self, word: str) -> list[str]:
        """The words of the graph one move from ``word`` (in the graph or not), sorted."""
        ids = self.ids
        return [other for other in self.moves.successors(word) if other in ids]


class MoveEngine(BfsEngine):
    """:class:`~wordlog.engines.BfsEngine` over the graph of ``moves``: shortest ladders
    (in steps), every one of them, the friendliest, as the puzzles, the game and the
    pictures ask the engine. With ``ins`` and ``del`` the graph holds every length; one of
    them alone would make steps that cannot be taken back, so they come together.

    >>> engine = MoveEngine(["cat", "coat", "cost", "cast"], ["sub", "ins", "del"])
    >>> engine.ladder("cat", "cost"), engine.step_fault("cat", "cast")
    (['cat', 'cast', 'cost'], None)
    """

    def __init__(self, words: Lexicon | Iterable[str], moves: Iterable[str]) -> None:
        super().__init__(words)
        self.moves = MoveGraph(self.lexicon, moves)
        chosen = set(self.moves.moves)
        if len(chosen & {"ins", "del"}) == 1:
            raise ValueError("ins and del come together here: a word graph's steps go both ways")
        self.across = "ins" in chosen

    def __repr__(self) -> str:
        return f"<MoveEngine {','.join(self.moves.moves)} over {self.lexicon.name}>"

    def graph(self, n: int) -> WordGraph:
        """The graph of the words of ``n`` letters, or of every word with ``ins`` and ``del``."""
        key = 0 if self.across else n
        graph = self._graphs.get(key)
        if graph is None:
            with collector_paused():
                words = self.lexicon.words if self.across else self.lexicon.of_length(n)
                graph = self._graphs[key] = MoveWordGraph(words, self.moves)
                graph.root
        return graph

    def ladder(self, start: str, target: str) -> list[str]:
        """A shortest ladder, ``[]`` when there is none."""
        if not self.across:
            return super().ladder(start, target)
        dag = self.shortest_dag(start, target)
        return dag.ladders(1)[0] if dag.length else []

    def shortest_dag(self, start: str, target: str) -> ShortestDag:
        """Every shortest ladder as a DAG, across lengths with ``ins`` and ``del``."""
        if not self.across:
            return super().shortest_dag(start, target)
        start, target = self.word(start), self.word(target)
        graph = self.graph(0)
        if target not in graph.ids or not graph.joined(start, target):
            return ShortestDag(start, target, {}, exists=False)
        return shortest_dag(graph, start, target)

    def step_fault(self, before: str, after: str, word_list: str | None = None) -> str | None:
        """Why the step ``before -> after`` is illegal by these moves, or None when legal
        (as :func:`wordlog.puzzles.step_fault` for one changed letter)."""
        why = fault(after)
        if why:
            return f"{after!r} is not a word: {why}"
        faults = []
        if after not in self.lexicon:
            faults.append(f"{after!r} is not in {word_list}" if word_list else
                          f"{after!r} is not a word of {self.lexicon.name}")
        if not is_step(before, after, self.moves.moves):
            faults.append(f"{before!r} -> {after!r} is no step by {', '.join(self.moves.moves)}")
        return "; ".join(faults) or None


def engine_for(words: Lexicon | Iterable[str], moves: Iterable[str] | None) -> BfsEngine:
    """The engine of the graph searches for ``moves``: today's :class:`BfsEngine` for
    none or ``sub`` alone, else a :class:`MoveEngine`."""
    if moves is None or check_moves(moves) == ("sub",):
        return BfsEngine(words)
    return MoveEngine(words, moves)


def dijkstra(start: str, target: str, successors: Callable[[str], Iterable[str]],
             cost: Callable[[str, str], int]) -> Ladder | None:
    """A cheapest path from ``start`` to ``target`` and its cost, None when there is none:
    Dijkstra's algorithm with a heap of ``(cost so far, word)``; ties go to the word first
    in order.

    >>> graph = {"a": ["b", "c"], "b": ["d"], "c": ["d"], "d": []}
    >>> dijkstra("a", "d", graph.get, lambda u, v: 5 if v == "b" else 1)
    (['a', 'c', 'd'], 2)
    """
    best: dict[str, int] = {start: 0}
    parent: dict[str, str] = {}
    done: set[str] = set()
    heap = [(0, start)]
    while heap:
        g, word = heapq.heappop(heap)
        if word in done:
            continue
        if word == target:
            path = [word]
            while path[-1] != start:
                path.append(parent[path[-1]])
            return path[::-1], g
        done.add(word)
        for other in successors(word):
            g2 = g + cost(word, other)
            if other not in done and g2 < best.get(other, g2 + 1):
                best[other], parent[other] = g2, word
                heapq.heappush(heap, (g2, other))
    return None


def cheapest_ladder(start: str, target: str, words: Lexicon | Iterable[str] | None = None, *,
                    moves: Iterable[str] = ("sub",), cost: str = "steps", add: Iterable[str] = (),
                    avoid: Iterable[str] = (), via: str | None = None) -> Ladder | None:
    """A cheapest ladder from ``start`` to ``target`` and its cost, None when there is none.

    ``words`` defaults to the bundled lexicon. ``add`` words join it for this question,
    ``avoid`` words are left out (avoiding wins over adding; an avoided start, target or
    ``via`` has no ladder). The target and ``via`` must be words of the lexicon or added;
    the start need not be. ``via``: a cheapest ladder to it followed by a cheapest ladder
    from it, searched apart, so a word may come twice (the ladder goes there and back):
    the cheapest walk through ``via``, whose cost is the sum of the two.

    >>> words = ["hot", "dot", "dog", "lot", "log", "cog"]
    >>> cheapest_ladder("hit", "cog", words, avoid=["dot"])
    (['hit', 'hot', 'lot', 'log', 'cog'], 4)
    >>> cheapest_ladder("hit", "hot", ["hot", "dot", "dog"], via="dog")
    (['hit', 'hot', 'dot', 'dog', 'dot', 'hot'], 5)
    >>> cheapest_ladder("aa", "bb", ["za", "zb", "bb", "ac", "cc", "cb"], cost="alphabet")
    (['aa', 'ac', 'cc', 'cb', 'bb'], 6)
    """
    graph = MoveGraph(bundled() if words is None else words, moves, add, avoid)
    check_cost(cost)
    start, target = check_word(start), check_word(target)
    if via is None:
        return _cheapest(graph, cost, start, target)
    via = check_word(via)
    first = _cheapest(graph, cost, start, via)
    second = first and _cheapest(graph, cost, via, target)
    if not first or not second:
        return None
    return first[0] + second[0][1:], first[1] + second[1]


def _cheapest(graph: MoveGraph, cost: str, start: str, target: str) -> Ladder | None:
    """One search of :func:`cheapest_ladder`, without ``via``."""
    if target not in graph or start in graph.avoided:
        return None
    if len(start) != len(target) and not {"ins", "del"} & set(graph.moves):
        return None
    return dijkstra(start, target, graph.successors, lambda a, b: step_cost(a, b, cost, graph.tier))
