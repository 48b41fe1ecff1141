"""The odds a hint tells for a keep, against counting every way the dice can fall."""

from fractions import Fraction
from functools import cache
from itertools import combinations, product

import pytest

from pygames.games.outback.components import FACES, MAX_ROLLS, Animal
from pygames.games.outback.dice import largest_group, tally
from pygames.games.outback.odds import group_odds
from tests.outback_positions import faces


def counted(dice, keep, rolls_made, animal, size):
    """The chance by brute force: every ordered throw of the loose dice, and at a throw
    with one roll left, the best of stopping and of every way to keep part of it."""

    @cache
    def made(final):
        return largest_group(tally(final), [], animal) >= size

    def throws(kept):
        return [
            tuple(sorted(kept + thrown))
            for thrown in product(range(FACES), repeat=len(dice) - len(kept))
        ]

    @cache
    def one_roll(kept):
        finals = throws(kept)
        return Fraction(sum(made(final) for final in finals), len(finals))

    @cache
    def best_with_one_left(final):
        smaller = {
            tuple(sorted(part)) for n in range(len(final)) for part in combinations(final, n)
        }
        return max([Fraction(made(final)), *(one_roll(part) for part in smaller)])

    kept = tuple(sorted(keep))
    if MAX_ROLLS - rolls_made == 1:
        return one_roll(kept)
    finals = throws(kept)
    return sum(best_with_one_left(final) for final in finals) / len(finals)


@pytest.mark.parametrize(
    ("dice", "keep", "animal", "size"),
    [
        ("koala*2 emu kangaroo lizard platypus", "koala*2", Animal.KOALA, 3),
        ("koala joker emu*2 lizard platypus kangaroo", "koala joker", Animal.KOALA, 3),
        ("lizard*3 emu*2 joker koala", "emu*2 lizard*3", Animal.LIZARD, 4),
    ],
)
@pytest.mark.parametrize("rolls_made", [1, 2])
def test_the_odds_match_counting_every_throw(dice, keep, animal, size, rolls_made) -> None:
    odds = group_odds(faces(dice), faces(keep), rolls_made)
    assert odds is not None
    assert (odds.animal, odds.size) == (animal, size)
    exact = counted(faces(dice), faces(keep), rolls_made, animal, size)
    assert odds.chance == pytest.approx(float(exact), abs=1e-12)
    assert 0 < odds.chance < 1


def test_a_second_roll_to_come_raises_the_odds() -> None:
    dice, keep = faces("koala*2 emu kangaroo lizard platypus"), faces("koala*2")
    assert group_odds(dice, keep, 1).chance > group_odds(dice, keep, 2).chance


@pytest.mark.parametrize(
    ("dice", "keep", "rolls_made"),
    [
        ("koala*2 emu kangaroo lizard platypus", "", 1),  # keeps nothing
        ("joker*2 emu kangaroo lizard platypus", "joker*2", 1),  # jokers alone
        ("koala*2 emu kangaroo lizard platypus", "koala*2", MAX_ROLLS),  # no roll left
    ],
)
def test_a_keep_that_aims_at_no_animal_has_no_odds(dice, keep, rolls_made) -> None:
    assert group_odds(faces(dice), faces(keep), rolls_made) is None


def test_a_keep_not_among_the_dice_is_refused() -> None:
    with pytest.raises(ValueError):
        group_odds(faces("koala emu kangaroo lizard platypus joker"), faces("koala*2"), 1)
