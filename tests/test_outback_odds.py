"""The odds a hint tells for a keep, against counting every way the dice can fall."""

from fractions import Fraction
from functools import cache
from itertools import combinations, product

import pytest

from pygames.games.outback.components import FACES, MAX_ROLLS, Animal
from pygames.games.outback.dice import Faces, largest_group, tally
from pygames.games.outback.odds import group_odds
from tests.outback_positions import faces


def counted(dice: Faces, keep: Faces, rolls_made: int, animal: int, size: int) -> Fraction:
    """The chance by brute force: every ordered throw of the loose dice, and at a throw
    with one roll left, the best of stopping and of every way to keep part of it."""

    @cache
    def made(final: Faces) -> bool:
        return largest_group(tally(final), [], animal) >= size

    def throws(kept: Faces) -> list[Faces]:
        return [
            tuple(sorted(kept + thrown))
            for thrown in product(range(FACES), repeat=len(dice) - len(kept))
        ]

    @cache
    def one_roll(kept: Faces) -> Fraction:
        finals = throws(kept)
        return Fraction(sum(made(final) for final in finals), len(finals))

    @cache
    def best_with_one_left(final: Faces) -> Fraction:
        smaller = {
            tuple(sorted(part)) for n in range(len(final)) for part in combinations(final, n)
        }
        return max([Fraction(made(final)), *(one_roll(part) for part in smaller)])

    kept = tuple(sorted(keep))
    if MAX_ROLLS - rolls_made == 1:
        return one_roll(kept)
    finals = throws(kept)
    return sum((best_with_one_left(final) for final in finals), Fraction(0)) / len(finals)


@pytest.mark.parametrize(
    ("dice", "keep", "animal", "size"),
    [
        ("koala*2 emu kangaroo lizard platypus", "koala*2", Animal.KOALA, 3),
        ("koala joker emu*2 lizard platypus kangaroo", "koala joker", Animal.KOALA, 3),
        ("lizard*3 emu*2 joker koala", "emu*2 lizard*3", Animal.LIZARD, 4),
    ],
)
@pytest.mark.parametrize("rolls_made", [1, 2])
def test_the_odds_match_counting_every_throw(
    dice: str, keep: str, animal: Animal, size: int, rolls_made: int
) -> None:
    odds = group_odds(faces(dice), faces(keep), rolls_made)
    assert odds is not None
    assert (odds.animal, odds.size) == (animal, size)
    exact = counted(faces(dice), faces(keep), rolls_made, animal, size)
    assert odds.chance == pytest.approx(float(exact), abs=1e-12)
    assert 0 < odds.chance < 1


def test_a_second_roll_to_come_raises_the_odds() -> None:
    dice, keep = faces("koala*2 emu kangaroo lizard platypus"), faces("koala*2")
    one_left, two_left = group_odds(dice, keep, 2), group_odds(dice, keep, 1)
    assert one_left is not None and two_left is not None
    assert two_left.chance > one_left.chance


@pytest.mark.parametrize(
    ("dice", "keep", "rolls_made"),
    [
        ("koala*2 emu kangaroo lizard platypus", "", 1),  # keeps nothing
        ("joker*2 emu kangaroo lizard platypus", "joker*2", 1),  # jokers alone
        ("koala*2 emu kangaroo lizard platypus", "koala*2", MAX_ROLLS),  # no roll left
    ],
)
def test_a_keep_that_aims_at_no_animal_has_no_odds(dice: str, keep: str, rolls_made: int) -> None:
    assert group_odds(faces(dice), faces(keep), rolls_made) is None


def test_a_keep_not_among_the_dice_is_refused() -> None:
    with pytest.raises(ValueError):
        group_odds(faces("koala emu kangaroo lizard platypus joker"), faces("koala*2"), 1)
