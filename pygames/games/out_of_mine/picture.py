"""A gallery and its tiles as plain text, for logs, debugging and test failures.

>>> from pygames.games.out_of_mine.content import LAYOUTS
>>> print(picture(LAYOUTS[0]).splitlines()[3])
1     ## .. .. .. .. .. ## ##

Each cell is two characters: ``##`` rock, ``..`` an empty corridor cell,
and a tile's cells its colour letter and its number in the legend (``R1``).
An elf (``*b``: a blue elf) stands in the rock, or just outside the area,
beside the cell it watches.
"""

from __future__ import annotations

from collections.abc import Sequence

from pygames.games.out_of_mine.board import Tile
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.shapes import (
    CELL_NAMES,
    COLUMNS,
    HEIGHT,
    SHAPES,
    WIDTH,
    Colour,
    cells_of,
    footprint,
)

_STEPS = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
_NUMBERS = "123456789abcdefghijklmnopqrstuvwxyz"


def picture(layout: Layout, tiles: Sequence[Tile] = (), card: Card | None = None) -> str:
    """Draw ``layout`` with ``tiles`` and, if given, the card."""
    grid = [["  "] * (WIDTH + 2) for _ in range(HEIGHT + 2)]
    for row in range(HEIGHT):
        for column in range(WIDTH):
            inside = layout.region >> (row * WIDTH + column) & 1
            grid[row + 1][column + 1] = ".." if inside else "##"
    legend = []
    for number, tile in enumerate(tiles):
        label = f"{tile.colour.letter}{_NUMBERS[number % len(_NUMBERS)]}"
        mask = footprint(tile.kind.shape, tile.orientation, tile.anchor) or 0
        for cell in cells_of(mask):
            grid[cell // WIDTH + 1][cell % WIDTH + 1] = label
        code = SHAPES[tile.kind.shape].orientations[tile.orientation][0]
        legend.append(f"{label} {_tile(tile)}, orientation {code}")
    for elf in layout.elves:
        dr, dc = _STEPS[elf.side]
        grid[elf.cell // WIDTH + 1 + dr][elf.cell % WIDTH + 1 + dc] = (
            f"*{elf.colour.letter.lower()}"
        )
        legend.append(
            f"*{elf.colour.letter.lower()} {elf.colour.label} elf beside {CELL_NAMES[elf.cell]}"
        )
    title = f"gallery {layout.name}"
    if card is not None:
        title += f", card {card.index + 1}: {_card(card)}"
    lines = [title, " " * 6 + "  ".join(COLUMNS)]
    for row, cells in enumerate(grid):
        label = str(row) if 1 <= row <= HEIGHT else ""
        lines.append((f"{label:<3}" + " ".join(cells)).rstrip())
    return "\n".join([*lines, *legend])


def _tile(tile: Tile) -> str:
    """``red T on c2`` (``blue with gold on a1``)."""
    shape = SHAPES[tile.kind.shape]
    name = shape.colour.label if len(shape.code) == 1 else f"{shape.colour.label} {shape.code[1]}"
    if tile.kind.find is not None:
        name += f" with {tile.kind.find.label}"
    return f"{name} on {CELL_NAMES[tile.anchor]}"


def _card(card: Card) -> str:
    """The card as a player reads it: ``2 red, 4 green; gold +2, rat -1``."""
    tiles = ", ".join(
        f"{count} {colour.label}"
        for colour, count in zip(Colour, card.counts, strict=True)
        if count
    )
    return f"{tiles}; {card.good.label} {card.good_value:+d}, {card.bad.label} {card.bad_value:+d}"
