"""Exact dice probabilities, and the best way to roll them on (expectimax).

Dice are interchangeable, so a throw is a multiset: a tuple of counts per
face (``Counts``). Six or seven dice with six faces have only 462 or 792
outcomes, and what a player keeps is one of 924 smaller multisets at most,
so the whole tree of the remaining rolls can be valued exactly:

- ``value[d]``: what stopping with the dice ``d`` is worth (the caller's
  leaf values: the best placement those dice allow);
- with one roll left, keeping ``k`` is worth the average of ``value`` over
  every outcome of rolling the other dice (``Rolls.outcomes`` holds each
  keep's outcomes with their multinomial probabilities);
- a throw with one roll left is worth the best of stopping and of keeping
  any part of it; the best keep among all parts of a multiset is found once
  for every multiset, from those one die smaller;
- with two rolls left, the same again on top of those values.

That is about 60,000 multiply-adds for seven dice, a few milliseconds,
against a few hundred thousand to walk the tree naively.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations_with_replacement
from math import factorial
from operator import mul

from pygames.games.outback.components import FACES
from pygames.games.outback.dice import parts

Counts = tuple[int, ...]


def multisets(size: int) -> list[Counts]:
    """Every multiset of ``size`` dice, as counts per face, in a fixed order (ascending)."""
    found = []
    for faces in combinations_with_replacement(range(FACES), size):
        counts = [0] * FACES
        for face in faces:
            counts[face] += 1
        found.append(tuple(counts))
    return sorted(found)


def probability(counts: Counts) -> float:
    """The chance that rolling ``sum(counts)`` dice shows exactly these counts."""
    ways = factorial(sum(counts))
    for n in counts:
        ways //= factorial(n)
    return ways / float(FACES) ** sum(counts)


@dataclass(frozen=True, slots=True)
class Rolls:
    """What rolling ``dice`` dice looks like, whatever the position.

    ``finals`` are the multisets of all the dice; ``keeps`` the smaller ones
    (what may be kept), smallest first. For each keep, ``outcomes`` gives the
    finals that rolling the other dice can give and their probabilities.
    ``smaller_keeps[i]`` (``smaller_finals[i]``) lists the keeps one die
    smaller than keep (final) ``i``.
    """

    dice: int
    finals: tuple[Counts, ...]
    final_index: dict[Counts, int]
    keeps: tuple[Counts, ...]
    keep_index: dict[Counts, int]
    outcomes: tuple[tuple[tuple[int, ...], tuple[float, ...]], ...]
    smaller_keeps: tuple[tuple[int, ...], ...]
    smaller_finals: tuple[tuple[int, ...], ...]


@cache
def rolls(dice: int) -> Rolls:
    """The tables for ``dice`` dice, built once per process (about 10 ms in CPython for
    seven dice; a page builds them on its first hint or computer turn)."""
    finals = tuple(multisets(dice))
    final_index = {counts: index for index, counts in enumerate(finals)}
    keeps = tuple(counts for size in range(dice) for counts in multisets(size))
    keep_index = {counts: index for index, counts in enumerate(keeps)}
    # Adding counts is adding their codes (``_code``: one digit per face, none carries).
    index_of_code = {_code(counts): index for index, counts in enumerate(finals)}
    throws = {}
    for size in range(1, dice + 1):
        thrown = multisets(size)
        throws[size] = ([_code(c) for c in thrown], tuple(probability(c) for c in thrown))
    outcomes = []
    for keep in keeps:
        codes, chances = throws[dice - sum(keep)]
        kept = _code(keep)
        outcomes.append((tuple([index_of_code[kept + code] for code in codes]), chances))
    return Rolls(
        dice=dice,
        finals=finals,
        final_index=final_index,
        keeps=keeps,
        keep_index=keep_index,
        outcomes=tuple(outcomes),
        smaller_keeps=tuple(_smaller(keep, keep_index) for keep in keeps),
        smaller_finals=tuple(_smaller(final, keep_index) for final in finals),
    )


def _code(counts: Counts) -> int:
    """``counts`` as one number, a digit in base 8 per face: no die count reaches 8."""
    code = 0
    for n in counts:
        code = code * 8 + n
    return code


def _smaller(counts: Counts, keep_index: dict[Counts, int]) -> tuple[int, ...]:
    """The keeps one die smaller than ``counts``."""
    found = []
    for face, n in enumerate(counts):
        if n:
            found.append(keep_index[counts[:face] + (n - 1,) + counts[face + 1 :]])
    return tuple(found)


class Expectimax:
    """The value of rolling on, for given leaf values, and the best choice at each throw.

    ``values[i]`` is what stopping with ``rolls.finals[i]`` is worth.
    """

    def __init__(self, table: Rolls, values: Sequence[float]) -> None:
        self.table = table
        self.values = list(values)
        self._one_left = self._keep_values(self.values)
        best_part = self._best_parts(self._one_left)
        #: What a throw with one roll left is worth, playing it as well as possible.
        self.with_one_left = [
            max([value, *(best_part[i] for i in smaller)])
            for value, smaller in zip(self.values, table.smaller_finals, strict=True)
        ]

    def _keep_values(self, after: Sequence[float]) -> list[float]:
        """Per keep: the expected value of ``after`` over the outcomes of rolling the rest."""
        fetch = after.__getitem__
        return [
            sum(map(mul, chances, map(fetch, indices))) for indices, chances in self.table.outcomes
        ]

    def _best_parts(self, keep_values: Sequence[float]) -> list[float]:
        """Per keep: the best value of it or of any part of it (keeps come smallest first)."""
        best: list[float] = []
        for value, smaller in zip(keep_values, self.table.smaller_keeps, strict=True):
            best.append(max([value, *(best[i] for i in smaller)]))
        return best

    def opening(self) -> float:
        """What a turn is worth before its first throw, with the dice played as well as
        possible: the average over first throws of their value with two rolls left."""
        table = self.table
        best_part = self._best_parts(self._keep_values(self.with_one_left))
        with_two_left = [
            max([value, *(best_part[i] for i in smaller)])
            for value, smaller in zip(self.values, table.smaller_finals, strict=True)
        ]
        indices, chances = table.outcomes[table.keep_index[(0,) * FACES]]
        return sum(chance * with_two_left[i] for i, chance in zip(indices, chances, strict=True))

    def choices(self, dice: Counts, rolls_left: int) -> list[tuple[float, Counts | None]]:
        """Every choice at a throw, valued: (value, the dice to keep), None for stopping."""
        table = self.table
        found: list[tuple[float, Counts | None]] = [(self.values[table.final_index[dice]], None)]
        if rolls_left == 0:
            return found
        fetch = self.with_one_left.__getitem__
        for keep in parts(dice):
            index = table.keep_index[keep]
            if rolls_left == 1:
                value = self._one_left[index]
            else:
                indices, chances = table.outcomes[index]
                value = sum(map(mul, chances, map(fetch, indices)))
            found.append((value, keep))
        return found

    def best(self, dice: Counts, rolls_left: int) -> tuple[float, Counts | None]:
        """The best choice at a throw; stopping wins ties, then keeping more dice."""
        return max(
            self.choices(dice, rolls_left),
            key=lambda choice: (choice[0], choice[1] is None, sum(choice[1] or ())),
        )
