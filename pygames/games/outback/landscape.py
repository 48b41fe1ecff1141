"""The two sides of a player's landscape: rows of hexes, their numbers, who touches whom.

Hexes are pointy-top, in horizontal rows, each row offset half a hex from
its neighbours (as the rulebook's pictures show). A hex sits at column ``x`` in
half-hex units and row ``y`` from the top: two hexes touch when they are in
the same row two half-hexes apart, or in neighbouring rows one half-hex
apart. That single rule gives both sides their adjacency:

- base side, rows 2-6 with 3, 4, 3, 4, 1 hexes: the 3-rows sit at x 1, 3, 5
  between the 4-rows' x 0, 2, 4, 6, and row 6's hex at x 3 under the middle
  of row 5, touching its two central hexes;
- Plus side, rows 2-7 with 2, 3, 4, 3, 2, 1 hexes, centred on x 3.

A hex is named by its row number and its place in the row from the left:
``2a`` is the leftmost hex of row 2, ``5d`` the rightmost of row 5.
Layouts are plain data for the renderer: ``x``, ``y``, ``row_of``,
``NEIGHBOURS``, the names.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core import InvalidNotation, Say

Hex = int
COLUMN_LETTERS = "abcd"


@dataclass(frozen=True, slots=True)
class Layout:
    """One side of the landscape board.

    ``rows`` lists the row numbers from the top; ``row_hexes[i]`` the hexes of
    ``rows[i]`` from left to right. Per hex: ``row_of`` its row number,
    ``column`` its place in the row (0 = leftmost), ``x``/``y`` its position
    (half-hex columns, rows from the top) and ``neighbours`` the hexes it
    touches. ``bonus_spaces`` is 5 on the base side and 0 on the Plus side.
    """

    name: str
    rows: tuple[int, ...]
    row_hexes: tuple[tuple[Hex, ...], ...]
    row_of: tuple[int, ...]
    column: tuple[int, ...]
    x: tuple[int, ...]
    y: tuple[int, ...]
    neighbours: tuple[tuple[Hex, ...], ...]
    bonus_spaces: int

    @property
    def size(self) -> int:
        """How many hexes the landscape has (15 on either side)."""
        return len(self.row_of)

    def hexes_in_row(self, row: int) -> tuple[Hex, ...]:
        """The hexes of the row numbered ``row``, left to right (none if there is no such row)."""
        if row not in self.rows:
            return ()
        return self.row_hexes[self.rows.index(row)]

    def hex_at(self, row: int, column: int) -> Hex | None:
        """The hex at a row number and a place in it, or None if the side has no such hex."""
        hexes = self.hexes_in_row(row)
        return hexes[column] if 0 <= column < len(hexes) else None

    def name_of(self, hex_: Hex) -> str:
        """The hex's name, like ``4c``."""
        return hex_name(self.row_of[hex_], self.column[hex_])


def hex_name(row: int, column: int) -> str:
    """Name a hex by its row number and its place in the row (0 = leftmost).

    >>> hex_name(4, 2), parse_hex_name("4C")
    ('4c', (4, 2))
    """
    return f"{row}{COLUMN_LETTERS[column]}"


def parse_hex_name(text: str) -> tuple[int, int]:
    """Read ``4c`` as (row 4, column 2); the layout decides later whether it exists.

    Raises:
        InvalidNotation: for anything not shaped like a hex name.
    """
    name = text.strip().lower()
    if len(name) != 2 or not name[0].isdigit() or name[1] not in COLUMN_LETTERS:
        raise InvalidNotation(Say.of("outback.notation.not_a_hex", text=repr(text)))
    return int(name[0]), COLUMN_LETTERS.index(name[1])


def _layout(name: str, rows: tuple[tuple[int, tuple[int, ...]], ...], bonus_spaces: int) -> Layout:
    """Build a layout from each row's number and the half-hex columns of its hexes."""
    row_hexes: list[tuple[Hex, ...]] = []
    row_of: list[int] = []
    column: list[int] = []
    xs: list[int] = []
    ys: list[int] = []
    for y, (number, columns) in enumerate(rows):
        hexes = []
        for place, x in enumerate(columns):
            hexes.append(len(row_of))
            row_of.append(number)
            column.append(place)
            xs.append(x)
            ys.append(y)
        row_hexes.append(tuple(hexes))
    neighbours = tuple(
        tuple(
            other
            for other in range(len(xs))
            if (ys[other] == ys[hex_] and abs(xs[other] - xs[hex_]) == 2)
            or (abs(ys[other] - ys[hex_]) == 1 and abs(xs[other] - xs[hex_]) == 1)
        )
        for hex_ in range(len(xs))
    )
    return Layout(
        name=name,
        rows=tuple(number for number, _ in rows),
        row_hexes=tuple(row_hexes),
        row_of=tuple(row_of),
        column=tuple(column),
        x=tuple(xs),
        y=tuple(ys),
        neighbours=neighbours,
        bonus_spaces=bonus_spaces,
    )


BASE = _layout(
    "base",
    ((2, (1, 3, 5)), (3, (0, 2, 4, 6)), (4, (1, 3, 5)), (5, (0, 2, 4, 6)), (6, (3,))),
    bonus_spaces=5,
)
PLUS = _layout(
    "plus",
    ((2, (2, 4)), (3, (1, 3, 5)), (4, (0, 2, 4, 6)), (5, (1, 3, 5)), (6, (2, 4)), (7, (3,))),
    bonus_spaces=0,
)
