"""The odds behind a keep: what the dice set aside aim for, and the exact chance of it.

A player who keeps two koalas hopes for a third by the last roll. The chance of it,
rolling on as well as possible for that one goal, comes from the same exact tables
the AI values its rolls with (``chances``): with leaf values 1 where the dice hold the
group and 0 elsewhere, a keep's expected value is its probability.

Decided here: a keep aims at its most numerous animal (the first in the order of the
faces on a tie), and at a group one die larger than that animal's dice and the kept
jokers form now. A keep of jokers alone, or of nothing, aims at no animal in
particular: it has no odds to tell.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.outback.chances import Expectimax, rolls
from pygames.games.outback.components import JOKER, MAX_ROLLS
from pygames.games.outback.dice import Faces, largest_group, tally


@dataclass(frozen=True, slots=True)
class GroupOdds:
    """Keeping some dice: the chance of a group of ``size`` of ``animal`` by the last roll."""

    animal: int
    size: int
    chance: float


def group_odds(dice: Faces, keep: Faces, rolls_made: int) -> GroupOdds | None:
    """The odds of keeping ``keep`` out of ``dice`` after ``rolls_made`` rolls this turn.

    None when the keep aims at no animal, the group would need more dice than there
    are, or no roll is left.
    """
    kept = tally(keep)
    counts = kept[:JOKER]
    if max(counts) == 0 or rolls_made >= MAX_ROLLS:
        return None
    animal = counts.index(max(counts))
    size = largest_group(kept, [], animal) + 1
    if size > len(dice):
        return None
    table = rolls(len(dice))
    made = [float(largest_group(final, [], animal) >= size) for final in table.finals]
    for chance, choice in Expectimax(table, made).choices(
        tuple(tally(dice)), MAX_ROLLS - rolls_made
    ):
        if choice == tuple(kept):
            return GroupOdds(animal, size, chance)
    raise ValueError(f"{keep} cannot be kept from {dice}")
