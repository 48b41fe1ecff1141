"""The gallery layouts and treasure cards as typed values, read from ``data.py``.

``data.py`` is written by ``tools/out_of_mine_generate.py``; this module
only gives its literals names and types, so the rest of the game never
parses strings.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygames.games.out_of_mine.data as data
from pygames.games.out_of_mine.shapes import (
    CELL_BY_NAME,
    CELL_COUNT,
    Cell,
    Colour,
    Find,
    Mask,
    cells_of,
)
from pygames.games.out_of_mine.solver import pockets

BOARD_COUNT = 10
SIDES = "AB"
#: Where an elf stands, seen from the corridor cell it watches.
ELF_SIDES = ("n", "e", "s", "w")


@dataclass(frozen=True, slots=True)
class Elf:
    """An elf of a crystal colour watching one corridor cell from the rock beside it."""

    colour: Colour
    cell: Cell
    side: str


@dataclass(frozen=True, slots=True)
class Layout:
    """One side of a gallery board: 20 corridor cells in the 8 x 6 rock area, three elves."""

    index: int
    region: Mask
    elves: tuple[Elf, ...]

    @property
    def board(self) -> int:
        """The board (0-9) this layout is a side of."""
        return self.index // 2

    @property
    def side(self) -> int:
        """0 for side A, 1 for side B."""
        return self.index % 2

    @property
    def name(self) -> str:
        """``1A`` ... ``10B``, as printed on the boards."""
        return f"{self.board + 1}{SIDES[self.side]}"

    @property
    def corridors(self) -> tuple[Mask, ...]:
        """The separate corridors (4-connected groups of cells)."""
        return tuple(pockets(self.region))

    @property
    def cells(self) -> list[Cell]:
        """The corridor cells in reading order."""
        return cells_of(self.region)


@dataclass(frozen=True, slots=True)
class Card:
    """A treasure card: tiles allowed per colour, and the finds it rewards and punishes."""

    index: int
    counts: tuple[int, ...]
    good: Find
    good_value: int
    bad: Find
    bad_value: int

    def find_value(self, find: Find | None) -> int:
        """The points a visible find of this kind is worth with this card."""
        if find is self.good:
            return self.good_value
        if find is self.bad:
            return self.bad_value
        return 0


def _layout(index: int, rows: tuple[str, ...], elves: tuple[tuple[str, str, str], ...]) -> Layout:
    region = sum(1 << cell for cell in range(CELL_COUNT) if "".join(rows)[cell] == ".")
    return Layout(
        index,
        region,
        tuple(
            Elf(Colour[colour.upper()], CELL_BY_NAME[cell], side) for colour, cell, side in elves
        ),
    )


LAYOUTS: tuple[Layout, ...] = tuple(
    _layout(index, rows, elves) for index, (rows, elves) in enumerate(data.LAYOUTS)
)
CARDS: tuple[Card, ...] = tuple(
    Card(index, counts, Find[good.upper()], good_value, Find[bad.upper()], bad_value)
    for index, (counts, good, good_value, bad, bad_value) in enumerate(data.CARDS)
)


def layout_of(board: int, side: int) -> Layout:
    """The layout on ``side`` (0 = A, 1 = B) of ``board`` (0-9)."""
    return LAYOUTS[2 * board + side]
