"""The table Down Under is played on: square cells, their four edges, and ports.

There is no board: the first card goes down at ``0,0`` and every later card
is placed relative to it, ``x`` growing eastwards and ``y`` northwards, so a
cell is named ``x,y`` (``2,-1`` is two cells east and one south of the first
card). Internally a cell is one int, ``(x + OFFSET) * STRIDE + (y + OFFSET)``,
because ints are the cheapest dictionary keys and a neighbour is one addition.

Path segments meet at the midpoints of cell edges. A *port* is one cell's
side of such a midpoint, ``cell * 4 + direction``; the port it meets across
the edge is its *facing* port in the neighbouring cell. Directions are
N, E, S, W = 0, 1, 2, 3, so turning right is ``+1`` and the opposite edge
``+2`` (mod 4).
"""

from __future__ import annotations

import re
from typing import TypeAlias

from pygames.core import InvalidNotation, Say

Cell: TypeAlias = int
Direction: TypeAlias = int
Port: TypeAlias = int

N, E, S, W = 0, 1, 2, 3
DIRECTIONS = (N, E, S, W)
DIRECTION_NAMES = "NESW"
DIRECTION_WORDS = ("north", "east", "south", "west")

#: Coordinates from -OFFSET to OFFSET - 1 fit; 4 sets of 18 cards in a row reach 72.
OFFSET = 128
STRIDE = 2 * OFFSET
ORIGIN: Cell = OFFSET * STRIDE + OFFSET

#: Added to a cell to reach its neighbour in each direction.
STEP = (1, STRIDE, -1, -STRIDE)
#: Added to a port to reach the port facing it across the edge.
_FACING_SHIFT = tuple(4 * STEP[d] + (d + 2) % 4 - d for d in DIRECTIONS)

_CELL = re.compile(r"\(?\s*([+-]?\d{1,3})\s*,\s*([+-]?\d{1,3})\s*\)?")


def cell_at(x: int, y: int) -> Cell:
    """The cell ``x`` east and ``y`` north of the first card."""
    return (x + OFFSET) * STRIDE + y + OFFSET


def coordinates(cell: Cell) -> tuple[int, int]:
    """The ``(x, y)`` of a cell."""
    column, row = divmod(cell, STRIDE)
    return column - OFFSET, row - OFFSET


def cell_name(cell: Cell) -> str:
    """``x,y``, the way cells are written in moves."""
    x, y = coordinates(cell)
    return f"{x},{y}"


def parse_cell(text: str) -> Cell:
    """Read ``x,y`` (brackets and spaces allowed).

    >>> cell_name(parse_cell("(2, -1)"))
    '2,-1'

    Raises:
        InvalidNotation: for anything else or a cell too far from the first card.
    """
    match = _CELL.fullmatch(text.strip())
    if not match:
        raise InvalidNotation(Say.of("down-under.notation.not_a_cell", text=repr(text)))
    x, y = int(match[1]), int(match[2])
    if not (-OFFSET <= x < OFFSET and -OFFSET <= y < OFFSET):
        raise InvalidNotation(Say.of("down-under.notation.too_far", cell=f"{x},{y}"))
    return cell_at(x, y)


def neighbour(cell: Cell, direction: Direction) -> Cell:
    """The cell across the edge on ``direction``'s side."""
    return cell + STEP[direction]


def port(cell: Cell, direction: Direction) -> Port:
    """The port on ``direction``'s edge of ``cell``."""
    return cell * 4 + direction


def facing(port: Port) -> Port:
    """The port across the edge, in the neighbouring cell."""
    return port + _FACING_SHIFT[port & 3]


def port_cell(port: Port) -> Cell:
    """The cell a port belongs to."""
    return port >> 2


def port_direction(port: Port) -> Direction:
    """The edge of its cell a port sits on."""
    return port & 3


def opposite(direction: Direction) -> Direction:
    """The edge across the cell."""
    return (direction + 2) % 4


def around(cell: Cell) -> tuple[Cell, ...]:
    """The eight cells orthogonally or diagonally next to ``cell``."""
    return tuple(cell + dx * STRIDE + dy for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
