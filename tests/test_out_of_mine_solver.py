"""Out of Mine!'s solver: exact and best covers of a gallery with a card's crystals."""

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from pygames.games.out_of_mine.shapes import SHAPES, Colour, Mask, mask_of
from pygames.games.out_of_mine.solver import Cover, best_cover, covers, solve

#: (layout name, card number) pairs the content may leave unsolvable, with the reason.
#: Empty: the generator keeps only layouts that every card covers.
UNSOLVABLE: dict[tuple[str, int], str] = {}


def assert_valid_cover(region: Mask, counts: Sequence[int], cover: Cover) -> None:
    union = 0
    used: Counter[Colour] = Counter()
    per_shape: Counter[int] = Counter()
    for piece in cover:
        assert piece.mask & region == piece.mask
        assert not piece.mask & union
        union |= piece.mask
        used[SHAPES[piece.shape].colour] += 1
        per_shape[piece.shape] += 1
    assert union == region
    assert all(used[Colour(c)] == n for c, n in enumerate(counts))
    assert all(per_shape[s] <= SHAPES[s].supply for s in per_shape)


@pytest.mark.parametrize("index", range(0, 800, 37))
def test_every_cover_the_solver_returns_is_valid_with_the_cards_counts(index: int) -> None:
    lay, crd = LAYOUTS[index // 40], CARDS[index % 40]
    for number, cover in enumerate(covers(lay.region, crd.counts)):
        assert_valid_cover(lay.region, crd.counts, cover)
        if number == 30:
            break


def test_every_layout_and_card_pair_is_solvable() -> None:
    unsolvable = []
    for lay in LAYOUTS:
        for crd in CARDS:
            cover = solve(lay.region, crd.counts)
            if cover is None:
                if (lay.name, crd.index + 1) not in UNSOLVABLE:
                    unsolvable.append((lay.name, crd.index + 1))
            else:
                assert_valid_cover(lay.region, crd.counts, cover)
    assert not unsolvable, f"unsolvable and not listed: {unsolvable}"


def test_the_solver_respects_the_single_white_tiles() -> None:
    # A 2 x 5 room takes two white P pentominoes, but there is only one.
    region = mask_of("a1 b1 c1 d1 e1 a2 b2 c2 d2 e2")
    for cover in covers(region, (0, 0, 0, 0, 2)):
        assert len({piece.shape for piece in cover}) == 2


def test_the_solver_reports_no_cover_and_the_best_partial_one() -> None:
    line = mask_of("a1 b1 c1 d1 e1")  # one cell wide: no white, red I or green L bends
    assert solve(line, (0, 1, 1, 0, 0)) is not None
    assert solve(line, (0, 0, 0, 0, 1)) is None
    cover, holes = best_cover(line, (0, 0, 1, 0, 1))
    assert holes == 2 and len(cover) == 1


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_best_cover_never_beats_brute_force_on_small_rooms(seed: int) -> None:
    rng = random.Random(seed)
    cells = rng.sample([f"{c}{r}" for c in "abc" for r in (1, 2, 3)], rng.randint(3, 7))
    region = mask_of(" ".join(cells))
    counts = tuple(rng.randint(0, 2) for _ in range(4)) + (0,)
    cover, holes = best_cover(region, counts)
    assert sum(piece.mask.bit_count() for piece in cover) == region.bit_count() - holes
    # Nothing covers more: every cover with one hole fewer is missed by an exhaustive search.
    if holes:
        from pygames.games.out_of_mine.solver import Search

        better = [c for c in Search(region, counts, holes=holes - 1).run() if c is not None]
        assert not better
