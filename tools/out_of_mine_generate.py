"""Make Out of Mine!'s gallery layouts and treasure cards once, from a seed, and write its data.

The box's boards and cards were pictures we do not have, so we design our
own, to the rulebook's description of them, and check them in as
``pygames/games/out_of_mine/data.py``. From the repository root::

    .venv/bin/python -m tools.out_of_mine_generate

rewrites ``data.py`` identically for the same ``SEED`` (CPython's
``random.Random`` is the same on every platform). Only this script uses
``random``; the game itself never does, and never imports this tool.

Cards come first: 40 different colour counts that add up to 20 squares
within the per-colour caps, mostly of 6-8 tiles, and the 16 combinations of
a good find (gold or silver, +1 or +2) and a bad one (woodworm or rat, -1 or
-2), each on two or three cards.

Then layouts: 20 cells in one, two or three corridors that do not touch,
grown cell by cell in the 8 x 6 rock area with a preference for cells that
keep a corridor about two squares wide. A layout is kept only if the solver
covers it exactly with every one of the 40 cards, so every (layout, card)
pair of the game is solvable by construction, and then checked again by
the tests. Each layout gets three elves of different colours beside
different edge cells. Consecutive layouts are the two sides of a board.
"""

from __future__ import annotations

import random
import sys
from itertools import product
from pathlib import Path

from pygames.games.out_of_mine.shapes import (
    CELL_COUNT,
    CELL_NAMES,
    HEIGHT,
    WIDTH,
    Colour,
    Find,
    Mask,
    cells_of,
)
from pygames.games.out_of_mine.solver import neighbours, solve

SEED = 2014
LAYOUT_COUNT = 20
SQUARES = 20
#: Most tiles of each colour a card may ask for (yellow, blue, green, red, white).
CAPS = (3, 4, 4, 3, 2)
#: How many cards of each tile count: 5-10 tiles, mostly 6-8.
CARDS_BY_TILES = {5: 2, 6: 8, 7: 13, 8: 12, 9: 4, 10: 1}
#: Corridor sizes of the layouts, one entry per layout; every card's tiles can
#: be split into groups of these sizes, which a solvable layout needs.
CORRIDOR_SIZES = (
    *[(20,)] * 8,
    (8, 12),
    (8, 12),
    (10, 10),
    (10, 10),
    (7, 13),
    (9, 11),
    (6, 14),
    (4, 16),
    (4, 6, 10),
    (5, 7, 8),
    (5, 7, 8),
    (4, 6, 10),
)
#: Growth weights by how many corridor cells a new cell would touch (0-4).
_WEIGHTS = (0.0, 4.0, 5.0, 1.0, 0.2)
_SIDES = {"n": -WIDTH, "s": WIDTH, "w": -1, "e": 1}
DATA = Path(__file__).resolve().parents[1] / "pygames" / "games" / "out_of_mine" / "data.py"


def card_counts(rng: random.Random) -> list[tuple[int, ...]]:
    """Draw the 40 cards' tile counts per colour."""
    by_tiles: dict[int, list[tuple[int, ...]]] = {}
    for counts in product(*(range(cap + 1) for cap in CAPS)):
        area = sum(count * (colour + 1) for colour, count in enumerate(counts))
        if area == SQUARES and all(_splits(counts, sizes) for sizes in CORRIDOR_SIZES):
            by_tiles.setdefault(sum(counts), []).append(counts)
    chosen = []
    for tiles, number in CARDS_BY_TILES.items():
        chosen.extend(rng.sample(by_tiles[tiles], number))
    rng.shuffle(chosen)
    return chosen


def _splits(counts: tuple[int, ...], sizes: tuple[int, ...]) -> bool:
    """Can the tiles in ``counts`` be split into groups with these areas?"""
    if not sizes:
        return not any(counts)
    for taken in product(*(range(count + 1) for count in counts)):
        if sum(n * (colour + 1) for colour, n in enumerate(taken)) == sizes[0]:
            rest = tuple(count - n for count, n in zip(counts, taken, strict=True))
            if _splits(rest, sizes[1:]):
                return True
    return False


def card_finds(rng: random.Random, cards: int) -> list[tuple[Find, int, Find, int]]:
    """Spread the 16 (good, bad) find combinations over the cards, each 2 or 3 times."""
    combinations = [
        (good, good_value, bad, bad_value)
        for good in (Find.GOLD, Find.SILVER)
        for good_value in (1, 2)
        for bad in (Find.WOODWORM, Find.RAT)
        for bad_value in (-1, -2)
    ]
    spread = combinations * (cards // len(combinations))
    spread += rng.sample(combinations, cards - len(spread))
    rng.shuffle(spread)
    return spread


def grow_corridor(rng: random.Random, size: int, allowed: Mask) -> Mask | None:
    """Grow one corridor of ``size`` cells inside ``allowed``, or None if it gets stuck."""
    region = 1 << rng.choice(cells_of(allowed))
    while region.bit_count() < size:
        frontier = cells_of(neighbours(region) & allowed & ~region)
        if not frontier:
            return None
        weights = [_WEIGHTS[(neighbours(1 << cell) & region).bit_count()] for cell in frontier]
        region |= 1 << rng.choices(frontier, weights)[0]
    return region


def grow_layout(rng: random.Random, sizes: tuple[int, ...]) -> Mask:
    """Grow corridors of the given sizes that do not touch each other."""
    while True:
        allowed, region = (1 << CELL_COUNT) - 1, 0
        for size in sizes:
            corridor = grow_corridor(rng, size, allowed)
            if corridor is None:
                break
            region |= corridor
            allowed &= ~(corridor | neighbours(corridor))
        else:
            return region


def place_elves(rng: random.Random, region: Mask) -> list[tuple[Colour, int, str]]:
    """Three elves of different colours, beside different edge cells, on different spots."""
    spots = []
    for cell in cells_of(region):
        row, column = divmod(cell, WIDTH)
        for side, step in _SIDES.items():
            inside = {"n": row > 0, "s": row < HEIGHT - 1, "w": column > 0, "e": column < WIDTH - 1}
            beyond = cell + step
            if not inside[side] or not region >> beyond & 1:
                spot = beyond if inside[side] else (cell, side)
                spots.append((cell, side, spot))
    colours = rng.sample(list(Colour), 3)
    while True:
        picked = rng.sample(spots, 3)
        if len({cell for cell, _, _ in picked}) == len({spot for _, _, spot in picked}) == 3:
            return [
                (colour, cell, side)
                for colour, (cell, side, _) in zip(colours, picked, strict=True)
            ]


def generate(seed: int = SEED) -> str:
    """Return the text of ``data.py`` for ``seed``."""
    rng = random.Random(seed)
    counts = card_counts(rng)
    finds = card_finds(rng, len(counts))
    layouts: list[tuple[Mask, list[tuple[Colour, int, str]]]] = []
    attempts = 0
    for sizes in rng.sample(CORRIDOR_SIZES, len(CORRIDOR_SIZES)):
        while True:
            attempts += 1
            region = grow_layout(rng, sizes)
            seen = any(region == other for other, _ in layouts)
            if not seen and all(solve(region, card) is not None for card in counts):
                layouts.append((region, place_elves(rng, region)))
                break
    print(f"{attempts} layouts grown to find {len(layouts)} solvable ones", file=sys.stderr)
    return _render(seed, layouts, counts, finds)


def _render(
    seed: int,
    layouts: list[tuple[Mask, list[tuple[Colour, int, str]]]],
    counts: list[tuple[int, ...]],
    finds: list[tuple[Find, int, Find, int]],
) -> str:
    lines = [
        '"""Gallery layouts and treasure cards, made by ``tools/out_of_mine_generate.py``'
        f" with seed {seed}.",
        "",
        "Do not edit: change the generator and run it again.",
        '"""',
        "",
        "#: Per layout (two per board, side A first): its rows, '.' corridor and '#' rock,",
        "#: and its elves as (colour, cell, the side of the cell the elf stands on).",
        "LAYOUTS = (",
    ]
    for region, elves in layouts:
        lines.append("    (")
        lines.append("        (")
        for row in range(HEIGHT):
            cells = range(row * WIDTH, (row + 1) * WIDTH)
            drawn = "".join("." if region >> cell & 1 else "#" for cell in cells)
            lines.append(f'            "{drawn}",')
        lines.append("        ),")
        spelled = ", ".join(
            f'("{colour.label}", "{CELL_NAMES[cell]}", "{side}")' for colour, cell, side in elves
        )
        lines.append(f"        ({spelled}),")
        lines.append("    ),")
    lines += [
        ")",
        "",
        "#: Per card: tiles of each colour (yellow, blue, green, red, white), then the",
        "#: good find and its points, the bad find and its points.",
        "CARDS = (",
    ]
    for tiles, (good, good_value, bad, bad_value) in zip(counts, finds, strict=True):
        lines.append(f'    ({tiles}, "{good.label}", {good_value}, "{bad.label}", {bad_value}),')
    lines.append(")")
    return "\n".join(lines) + "\n"


def main() -> None:
    """Write the game's ``data.py``."""
    DATA.write_text(generate(), encoding="utf-8")
    print(f"wrote {DATA}", file=sys.stderr)


if __name__ == "__main__":
    main()
