"""The crystals: five colours, nineteen shapes, 69 tiles, sixteen of them with a find.

A crystal's colour follows from its size (yellow 1 square, blue 2, green 3,
red 4, white 5), so a shape code starts with its colour's letter: ``Y``,
``B``, ``GI``, ``GL``, ``RI`` ... ``WZ`` (the white ones are the pentominoes
by their usual letters, all but X and I).

Tiles are printed on both sides, so a tile may lie in any of the eight ways
a square can be turned and flipped; symmetric shapes have fewer distinct
ones. An orientation is written ``<turns>[f]``: flip the drawing left to
right if ``f``, then turn it ``turns`` quarter turns clockwise. Of the codes
that give the same footprint only the first (in the order 0 1 2 3 0f 1f 2f
3f) is canonical.

A placed tile is named by its *anchor*, the first of its squares in reading
order (top row first, then left to right). Two tiles never share a square,
so the anchor names a tile on a board uniquely.

The gallery grid is ``WIDTH`` x ``HEIGHT``; cell ``r * WIDTH + c`` is named
by a column letter and a row number, ``a1`` top left to ``h6`` bottom right.

Decisions of ours (the rulebook leaves them open): which tiles
carry which find (``FINDS_ON`` below; good finds tend to sit on awkward
shapes, bad ones on handy shapes, so that scoring them is a real choice),
and that a find shows on both faces of its tile, so it counts however the
tile lies.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum
from typing import TypeAlias

Cell: TypeAlias = int
#: A set of cells as a bit mask: bit ``cell`` is set for each cell in it.
Mask: TypeAlias = int
#: A footprint relative to its anchor: (row, column) offsets, the anchor at (0, 0).
Offsets: TypeAlias = tuple[tuple[int, int], ...]

WIDTH, HEIGHT = 8, 6
CELL_COUNT = WIDTH * HEIGHT
COLUMNS = "abcdefgh"
CELL_NAMES = tuple(f"{COLUMNS[cell % WIDTH]}{cell // WIDTH + 1}" for cell in range(CELL_COUNT))
CELL_BY_NAME = {name: cell for cell, name in enumerate(CELL_NAMES)}


class Colour(IntEnum):
    """The five crystal colours; a crystal's size is its colour's value + 1."""

    YELLOW = 0
    BLUE = 1
    GREEN = 2
    RED = 3
    WHITE = 4

    @property
    def letter(self) -> str:
        """The one-letter code used in shape codes and pictures."""
        return self.name[0]

    @property
    def label(self) -> str:
        """The colour's English name, as ``data.py`` and ``picture`` write it."""
        return self.name.lower()

    @property
    def size(self) -> int:
        """The number of squares of every crystal of this colour."""
        return int(self) + 1


class Find(IntEnum):
    """The symbols printed on sixteen tiles, scored in the finds variant."""

    GOLD = 0
    SILVER = 1
    WOODWORM = 2
    RAT = 3

    @property
    def code(self) -> str:
        """The one-letter code written after a shape code: ``B:g`` is a blue tile with gold."""
        return "gswr"[self]

    @property
    def label(self) -> str:
        """The find's English name, as ``data.py`` and ``picture`` write it."""
        return self.name.lower()

    @property
    def is_good(self) -> bool:
        """Gold and silver are good finds; woodworms and rats are bad ones."""
        return self in (Find.GOLD, Find.SILVER)


FIND_BY_CODE = {find.code: find for find in Find}


@dataclass(frozen=True, slots=True)
class Shape:
    """One crystal shape: its code, colour, how many tiles of it exist, its orientations."""

    index: int
    code: str
    colour: Colour
    supply: int
    #: The distinct footprints, canonical orientation code first in each pair.
    orientations: tuple[tuple[str, Offsets], ...]

    @property
    def size(self) -> int:
        """The number of squares of the shape."""
        return self.colour.size

    def orientation_index(self, code: str) -> int:
        """Return the index of the footprint an orientation code gives (any of the eight codes).

        Raises:
            KeyError: if the code is not one of the eight.
        """
        return _ORIENTATION_OF[self.index][code]

    def turned(self, orientation: int) -> int:
        """The orientation one quarter turn clockwise from ``orientation``."""
        return _TURNED[self.index][orientation]

    def flipped(self, orientation: int) -> int:
        """The orientation after flipping the tile over, left to right, where it lies."""
        return _FLIPPED[self.index][orientation]


#: Each shape drawn in its orientation 0, with how many tiles of it are in the box.
_DRAWINGS: tuple[tuple[str, Colour, int, str], ...] = (
    ("Y", Colour.YELLOW, 12, "#"),
    ("B", Colour.BLUE, 16, "##"),
    ("GI", Colour.GREEN, 8, "###"),
    ("GL", Colour.GREEN, 8, "#. ##"),
    ("RI", Colour.RED, 3, "####"),
    ("RO", Colour.RED, 3, "## ##"),
    ("RT", Colour.RED, 3, "### .#."),
    ("RS", Colour.RED, 3, ".## ##."),
    ("RL", Colour.RED, 3, "#. #. ##"),
    ("WF", Colour.WHITE, 1, ".## ##. .#."),
    ("WL", Colour.WHITE, 1, "#. #. #. ##"),
    ("WN", Colour.WHITE, 1, "##.. .###"),
    ("WP", Colour.WHITE, 1, "## ## #."),
    ("WT", Colour.WHITE, 1, "### .#. .#."),
    ("WU", Colour.WHITE, 1, "#.# ###"),
    ("WV", Colour.WHITE, 1, "#.. #.. ###"),
    ("WW", Colour.WHITE, 1, "#.. ##. .##"),
    ("WY", Colour.WHITE, 1, ".#.. ####"),
    ("WZ", Colour.WHITE, 1, "##. .#. .##"),
)

#: Which tiles carry a find: four of each kind, one of each kind per colour
#: blue, green, red and white; a shape lists one find per tile that has one.
FINDS_ON: dict[str, tuple[Find, ...]] = {
    "B": (Find.GOLD, Find.SILVER, Find.WOODWORM, Find.RAT),
    "GL": (Find.GOLD, Find.WOODWORM),
    "GI": (Find.SILVER, Find.RAT),
    "RS": (Find.GOLD,),
    "RT": (Find.SILVER,),
    "RL": (Find.WOODWORM,),
    "RI": (Find.RAT,),
    "WW": (Find.GOLD,),
    "WF": (Find.SILVER,),
    "WP": (Find.WOODWORM,),
    "WL": (Find.RAT,),
}

ORIENTATION_CODES = ("0", "1", "2", "3", "0f", "1f", "2f", "3f")


def _footprint(drawing: str) -> set[tuple[int, int]]:
    return {
        (row, column)
        for row, line in enumerate(drawing.split())
        for column, mark in enumerate(line)
        if mark == "#"
    }


def _transform(cells: set[tuple[int, int]], code: str) -> Offsets:
    """Flip (if the code says so), turn, and shift so the anchor sits at (0, 0)."""
    if code.endswith("f"):
        cells = {(r, -c) for r, c in cells}
    for _ in range(int(code[0])):
        cells = {(c, -r) for r, c in cells}
    anchor = min(cells)
    return tuple(sorted((r - anchor[0], c - anchor[1]) for r, c in cells))


def _build() -> tuple[tuple[Shape, ...], list[dict[str, int]]]:
    shapes, orientation_of = [], []
    for index, (code, colour, supply, drawing) in enumerate(_DRAWINGS):
        cells = _footprint(drawing)
        assert len(cells) == colour.size, code
        distinct: list[tuple[str, Offsets]] = []
        by_code: dict[str, int] = {}
        for orientation in ORIENTATION_CODES:
            offsets = _transform(cells, orientation)
            known = [i for i, (_, seen) in enumerate(distinct) if seen == offsets]
            if not known:
                distinct.append((orientation, offsets))
            by_code[orientation] = known[0] if known else len(distinct) - 1
        shapes.append(Shape(index, code, colour, supply, tuple(distinct)))
        orientation_of.append(by_code)
    return tuple(shapes), orientation_of


SHAPES, _ORIENTATION_OF = _build()
SHAPE_BY_CODE = {shape.code: shape for shape in SHAPES}
_TURNED = tuple(
    tuple(
        _ORIENTATION_OF[shape.index][f"{(int(code[0]) + 1) % 4}{code[1:]}"]
        for code, _ in shape.orientations
    )
    for shape in SHAPES
)
_FLIPPED = tuple(
    tuple(
        _ORIENTATION_OF[shape.index][f"{-int(code[0]) % 4}{'' if code.endswith('f') else 'f'}"]
        for code, _ in shape.orientations
    )
    for shape in SHAPES
)


@dataclass(frozen=True, slots=True, order=True)
class Kind:
    """A kind of tile in the supply: a shape, and the find printed on it (None: plain)."""

    shape: int
    find: Find | None = None

    def __str__(self) -> str:
        code = SHAPES[self.shape].code
        return code if self.find is None else f"{code}:{self.find.code}"

    @property
    def colour(self) -> Colour:
        """The colour of tiles of this kind."""
        return SHAPES[self.shape].colour


def kind_supply(kind: Kind, finds: bool) -> int:
    """How many tiles of ``kind`` each player has.

    Without the finds variant the symbols mean nothing: every tile of a shape
    is the plain kind. With it, each find tile is a kind of its own.
    """
    shape = SHAPES[kind.shape]
    carried = FINDS_ON.get(shape.code, ())
    if kind.find is not None:
        return carried.count(kind.find) if finds else 0
    return shape.supply - len(carried) if finds else shape.supply


def kinds(finds: bool) -> tuple[Kind, ...]:
    """Every kind of tile in a player's supply, shape by shape, plain first."""
    found = []
    for shape in SHAPES:
        found.append(Kind(shape.index))
        if finds:
            found.extend(Kind(shape.index, find) for find in FINDS_ON.get(shape.code, ()))
    return tuple(found)


_KIND = re.compile(r"([A-Z]{1,2})(?::([gswr]))?", re.IGNORECASE)


def parse_kind(text: str) -> Kind | None:
    """Read ``RT`` or ``B:g``; None if it names no shape."""
    match = _KIND.fullmatch(text)
    if not match:
        return None
    shape = SHAPE_BY_CODE.get(match[1].upper())
    if shape is None:
        return None
    return Kind(shape.index, FIND_BY_CODE[match[2].lower()] if match[2] else None)


def _place(offsets: Offsets, anchor: Cell) -> Mask | None:
    row, column = divmod(anchor, WIDTH)
    mask = 0
    for dr, dc in offsets:
        r, c = row + dr, column + dc
        if not (0 <= r < HEIGHT and 0 <= c < WIDTH):
            return None
        mask |= 1 << (r * WIDTH + c)
    return mask


#: FOOTPRINTS[shape][orientation][anchor]: the cells covered, None off the grid.
FOOTPRINTS = tuple(
    tuple(
        tuple(_place(offsets, anchor) for anchor in range(CELL_COUNT))
        for _, offsets in shape.orientations
    )
    for shape in SHAPES
)


def footprint(shape: int, orientation: int, anchor: Cell) -> Mask | None:
    """The cells a tile covers with its anchor on ``anchor``; None if it leaves the grid."""
    return FOOTPRINTS[shape][orientation][anchor]


def cells_of(mask: Mask) -> list[Cell]:
    """The cells of a mask, in reading order."""
    cells = []
    while mask:
        low = mask & -mask
        cells.append(low.bit_length() - 1)
        mask ^= low
    return cells


def mask_of(names: str) -> Mask:
    """The mask of space-separated cell names (``"a1 b1"``); a helper for data and tests."""
    mask = 0
    for name in names.split():
        mask |= 1 << CELL_BY_NAME[name]
    return mask
