"""Boggle dice, and boards rolled from them with a seed.

Each die is written as its six faces; a ``Q`` face shows ``Qu``. The sets are the
classic 16 dice (Boggle before 1987), the new 16 (the redesigned set in the game
since) and the 25 dice of Big Boggle Deluxe (the Boggle Master set). For the other
bundled languages no published set was found: their dice share out the letters of
the language's lexicon in proportion (:func:`letter_dice`, :func:`language_dice`).

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
from typing import Mapping, Sequence

from .boggle import Board, die
from .languages import language
from .paths import lexicon_dir
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


def letter_dice(counts: Mapping[str, int], n: int = 16) -> tuple[str, ...]:
    """``n`` dice whose 6n faces share out the letters of ``counts`` in proportion to their
    counts (largest remainders: a letter too rare for half a face has none), dealt round
    the dice from the most frequent letter on, so a die shows a letter twice only when
    that letter has more faces than there are dice. A ``q`` face shows Qu.

    >>> letter_dice({"e": 5, "a": 4, "t": 2, "z": 1}, n=1)
    ('EEEAAT',)
    >>> letter_dice({"e": 5, "a": 4, "t": 2, "z": 1}, n=2)
    ('EEEAAT', 'EEAATZ')
    """
    faces = 6 * n
    total = sum(counts.values())
    quota = {letter: count * faces / total for letter, count in counts.items()}
    share = {letter: int(q) for letter, q in quota.items()}
    for letter in sorted(quota, key=lambda x: (share[x] - quota[x], x))[:faces - sum(share.values())]:
        share[letter] += 1
    order = sorted((x for x in share if share[x]), key=lambda x: (-counts[x], x))
    dealt = [x.upper() for x in order for _ in range(share[x])]
    return tuple("".join(dealt[i::n]) for i in range(n))


def language_dice(lang: str, n: int = 16) -> tuple[str, ...]:
    """The ``n`` dice (16 or 25) of language ``lang``: English's published sets (``NEW``,
    ``BIG``), else :func:`letter_dice` of the letters of its bundled lexicon as a board
    shows them (``prolog/data/LANG/letters.txt``, :func:`wordlog.languages.board_spelling`).

    >>> language_dice("en") == NEW, len(language_dice("fr")), len(language_dice("de", 25))
    (True, 16, 25)
    """
    language(lang)
    if n not in (16, 25):
        raise ValueError(f"a board has 16 or 25 dice, not {n!r}")
    if lang == "en":
        return NEW if n == 16 else BIG
    lines = (lexicon_dir(lang) / "letters.txt").read_text(encoding="utf-8").splitlines()
    counts = {letter: int(count) for letter, _, count in
              (line.partition("\t") for line in lines if line and not line.startswith("#"))}
    return letter_dice(counts, n)
