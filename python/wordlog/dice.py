"""Boggle dice, and boards rolled from them with a seed.

Each die is written as its six faces; a ``Q`` face shows ``Qu``. The sets are the
classic 16 dice (Boggle before 1987), the new 16 (the redesigned set in the game
since) and the 25 dice of Big Boggle Deluxe (the Boggle Master set).

>>> len(CLASSIC), len(NEW), len(BIG)
(16, 16, 25)
>>> roll(NEW, seed=7) == roll(NEW, seed=7)
True
>>> roll(BIG, seed=7).rows
5
"""
from __future__ import annotations

import random
from math import isqrt
from typing import Sequence

from .boggle import Board, die
from .wording import not_one_str, text_of

CLASSIC = ("AACIOT", "ABILTY", "ABJMOQ", "ACDEMP", "ACELRS", "ADENVZ", "AHMORS", "BIFORX",
           "DENOSW", "DKNOTU", "EEFHIY", "EGKLUY", "EGINTV", "EHINPS", "ELPSTU", "GILRUW")
NEW = ("AAEEGN", "ABBJOO", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX", "DELRVY",
       "DISTTY", "EEGHNW", "EEINSU", "EHRTVW", "EIOSST", "ELRTTY", "HIMNQU", "HLNNRZ")
BIG = ("AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN", "AFIRSY",
       "BJKQXZ", "CCNSTW", "CEIILT", "CEILPT", "CEIPST", "DDLNOR", "DHHLOR", "DHHNOT",
       "DHLNOR", "EIIITT", "EMOTTT", "ENSSSU", "FIPRSY", "GORRVW", "HIPRRY", "NOOTUW",
       "OOOTTU")
#: The dice sets by name, as ``--dice`` names them.
DICE = {"classic": CLASSIC, "new": NEW, "big": BIG}


def faces(spec: str) -> tuple[str, ...]:
    """The faces of a die written as its letters, as a board holds them.

    >>> faces("HIMNQU")
    ('h', 'i', 'm', 'n', 'qu', 'u')
    """
    return tuple(map(die, text_of(spec, "a die (its faces)")))


def roll(dice: Sequence[str], seed: int | float | str | bytes | bytearray | None = None) -> Board:
    """Shake ``dice`` into a square board: shuffle them into the cells, then roll each.
    The same dice and seed give the same board; a seed is what :class:`random.Random`
    takes (None, an int, float, str, bytes or bytearray).

    >>> print(roll(CLASSIC, seed=1))
    A  H  I  T
    A  Z  E  N
    X  G  U  A
    I  E  D  A
    """
    not_one_str(dice, "roll takes dice, each written as its faces (DICE['new'])")
    side = isqrt(len(dice))
    if side * side != len(dice):
        raise ValueError(f"{len(dice)} dice do not make a square board")
    rng = random.Random(seed)
    order = list(dice)
    rng.shuffle(order)
    return Board(side, side, tuple(rng.choice(faces(spec)) for spec in order))
