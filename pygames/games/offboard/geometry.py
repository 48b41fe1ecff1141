"""Offboard's geometry: 61 hexagonal cells, directions, the ring and the targets.

Cells use Abalone's names: a row letter A-I (A on Red's side, drawn at the
bottom) and a diagonal number 1-9; a cell (row r, diagonal d, counted from 1)
exists when |r - d| <= 4. Internally a cell is an index 0..60 in reading
order A1, A2, ... I9. Everything here is computed once at import.

Where a marble leaves the board it lands on the ring of 30 positions one step
outside the cells. Walking the ring clockwise (row A at the bottom, along row A
from A5's end towards A1's end) splits it into six sides of six positions,
numbered 0-5; positions 1-2 feed the side's first target, 3-4 its second, and
the corner positions 0/5 (reachable only along a great diagonal) feed the
lower-valued of the two targets that meet there (the rulebook's board note).
"""

from __future__ import annotations

from typing import TypeAlias

Cell: TypeAlias = int
Direction: TypeAlias = int

ROWS = "ABCDEFGHI"
CENTRE = (5, 5)

#: Direction names and their (row, diagonal) steps; the order is fixed.
DIRECTION_NAMES = ("E", "NE", "NW", "W", "SW", "SE")
DIRECTION_STEPS = ((0, 1), (1, 1), (1, 0), (0, -1), (-1, -1), (-1, 0))
OPPOSITE = (3, 4, 5, 0, 1, 2)

#: Target values as the rules file lists them, side by side (first, second),
#: clockwise from row A's side; target 2*side is a side's first, 2*side+1 its second.
_SIDE_TARGETS = ((1, 2), (3, 1), (2, 3), (1, 2), (3, 1), (2, 3))
TARGET_VALUES = tuple(value for side in _SIDE_TARGETS for value in side)
TARGET_COUNT = len(TARGET_VALUES)

#: Clockwise walk of the ring: start corner and the step along each side.
_RING_START = (0, 5)
_SIDE_STEPS = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1))


def _exists(row: int, diagonal: int) -> bool:
    return 1 <= row <= 9 and 1 <= diagonal <= 9 and abs(row - diagonal) <= 4


COORDS: tuple[tuple[int, int], ...] = tuple(
    (r, d) for r in range(1, 10) for d in range(1, 10) if _exists(r, d)
)
CELL_COUNT = len(COORDS)
_INDEX = {coord: cell for cell, coord in enumerate(COORDS)}
CELL_NAMES: tuple[str, ...] = tuple(f"{ROWS[r - 1]}{d}" for r, d in COORDS)
CELL_BY_NAME = {name: cell for cell, name in enumerate(CELL_NAMES)}


def _ring() -> tuple[tuple[int, int], ...]:
    """The 30 ring positions clockwise, starting at the corner beyond A5."""
    positions = []
    row, diagonal = _RING_START
    for step_row, step_diagonal in _SIDE_STEPS:
        for _ in range(5):
            positions.append((row, diagonal))
            row, diagonal = row + step_row, diagonal + step_diagonal
    return tuple(positions)


RING: tuple[tuple[int, int], ...] = _ring()


def _ring_target(ring_index: int) -> int:
    """The target a marble landing on this ring position drops into."""
    side, position = divmod(ring_index, 5)
    if position == 0:
        # A corner: between the previous side's second target and this side's first.
        before, after = (2 * side - 1) % TARGET_COUNT, 2 * side
        return min((before, after), key=lambda target: TARGET_VALUES[target])
    return 2 * side + (0 if position <= 2 else 1)


RING_TARGET: dict[tuple[int, int], int] = {pos: _ring_target(i) for i, pos in enumerate(RING)}


def _neighbours() -> tuple[tuple[int, ...], ...]:
    """NEIGHBOUR[direction][cell]: the next cell, or -1 beyond the edge."""
    table = []
    for step_row, step_diagonal in DIRECTION_STEPS:
        table.append(tuple(_INDEX.get((r + step_row, d + step_diagonal), -1) for r, d in COORDS))
    return tuple(table)


NEIGHBOUR: tuple[tuple[Cell, ...], ...] = _neighbours()


def _rays() -> tuple[tuple[tuple[Cell, ...], ...], ...]:
    """RAYS[cell][direction]: the cells from ``cell`` (left out) to the edge that way."""
    table = []
    for cell in range(CELL_COUNT):
        rays = []
        for step in NEIGHBOUR:
            ray, here = [], step[cell]
            while here != -1:
                ray.append(here)
                here = step[here]
            rays.append(tuple(ray))
        table.append(tuple(rays))
    return tuple(table)


#: Lines walked from a cell (moves, pushes) read the cells ahead as one tuple.
RAYS: tuple[tuple[tuple[Cell, ...], ...], ...] = _rays()


def _exits() -> tuple[tuple[int, ...], ...]:
    """EXIT_TARGET[direction][cell]: the target a marble pushed off there reaches, or -1."""
    table = []
    for direction, (step_row, step_diagonal) in enumerate(DIRECTION_STEPS):
        row = []
        for cell, (r, d) in enumerate(COORDS):
            if NEIGHBOUR[direction][cell] != -1:
                row.append(-1)
            else:
                row.append(RING_TARGET[(r + step_row, d + step_diagonal)])
        table.append(tuple(row))
    return tuple(table)


EXIT_TARGET: tuple[tuple[int, ...], ...] = _exits()


def distance_from_centre(cell: Cell) -> int:
    """Hex distance from E5: 0 at the centre, 4 on the edge."""
    r, d = COORDS[cell]
    dr, dd = r - CENTRE[0], d - CENTRE[1]
    return max(abs(dr), abs(dd), abs(dr - dd))


DISTANCE: tuple[int, ...] = tuple(distance_from_centre(cell) for cell in range(CELL_COUNT))


def target_cells(target: int) -> tuple[str, ...]:
    """The names of the edge cells from which a marble can reach ``target``."""
    return tuple(
        CELL_NAMES[cell]
        for cell in range(CELL_COUNT)
        if any(EXIT_TARGET[direction][cell] == target for direction in range(6))
    )
