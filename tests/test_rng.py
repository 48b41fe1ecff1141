"""The state-owned RNG: identical everywhere, unbiased, immutable."""

from collections import Counter

import pytest

from pygames.core import Rng


def test_splitmix64_reference_values() -> None:
    first, rng = Rng.from_seed(0).next_u64()
    second, _ = rng.next_u64()
    assert (first, second) == (0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4)


def test_same_seed_same_sequence_and_the_value_is_untouched() -> None:
    rng = Rng.from_seed(2026)
    assert rng.roll(6, 10) == rng.roll(6, 10)
    assert rng == Rng.from_seed(2026)


def test_dice_are_fair_enough() -> None:
    faces, _ = Rng.from_seed(1).roll(6, 60_000)
    counts = Counter(faces)
    assert set(counts) == {1, 2, 3, 4, 5, 6}
    assert all(9_400 < n < 10_600 for n in counts.values())


def test_shuffle_and_draw_keep_every_item() -> None:
    items = tuple(range(90))
    shuffled, rng = Rng.from_seed(5).shuffle(items)
    assert sorted(shuffled) == list(items) and shuffled != items
    drawn, rest, _ = rng.draw(items, 5)
    assert len(drawn) == 5 and sorted(drawn + rest) == list(items)
    with pytest.raises(ValueError):
        rng.draw(items, 91)
    with pytest.raises(ValueError):
        rng.below(0)
