"""Where the table sits on the canvas: it zooms and pans to fit the cards as they spread.

Down Under has no board. The cards start at ``0,0`` and spread every way
until the area's edges are fixed, so the view is worked out from the
position (``in_view``): the cards, and the empty cells where a card could go
next (where the paths' open ends point, which is also where their arrows
are drawn; in the first round every cell next to a card). The view is the
box of those, at least ``MIN_SPAN`` cells each way so that the first cards
are not drawn huge, scaled to the largest cell that fits the canvas and
centred. It depends on nothing but the position (not on whose turn it is
or on what is selected): the view holds, too, what each legal move would add
(``steady_view``), so a card previewed at the edge has room for its paths and
the table stays put while a player tries cards and turns them (it re-zoomed
under a newcomer's pointer at every preview); it moves only when a card is
laid. A capped path no longer needs room beyond its end, so at the end of a
game the view closes in on the cards. A 4-player game's 5 x 11 area, with an
end outside it at each end, spans 13 cells: 28 px each on a 390 px phone.

The canvas holds the table and, beside it, the strip with the hand and every
player's counts (``plan``): below the table on a phone-shaped canvas, to its
right on a wide one.

Table coordinates are the engine's: ``x`` grows eastwards, ``y`` northwards,
a cell's centre is at whole numbers and its edges at halves; the screen's
``y`` grows downwards.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass

from pygames.games.down_under import DownUnderState
from pygames.games.down_under.grid import around, coordinates, facing, port_cell
from pygames.web.canvas import Box, Point, rectangle
from pygames.web.per_position import per_position

#: Canvases at least this wide for their height get the strip beside the table.
WIDE_FROM = 1.0
#: The design sizes of the two arrangements (the CSS aspect ratios follow from them). The
#: tall one, on phones, is low enough that the panel's turn fits under it on the first
#: screen (the page leaves it site/play.css's turn room): the counts there stand three
#: colours to a row, and the hand's cards are drawn about 60 px instead of 84.
WIDE_SIZE = (1000.0, 720.0)
TALL_SIZE = (390.0, 546.0)
#: The strip's share of a wide canvas's width, and of a tall one's height.
WIDE_STRIP = 280.0 / 1000.0
TALL_STRIP = 160.0 / 546.0

#: The fewest cells the view spans each way (a first card is a fifth of the board).
MIN_SPAN = 5
#: Room left beyond the outermost cells, in cells: lines end in round caps past the edge.
MARGIN = 0.15


@dataclass(frozen=True, slots=True)
class Plan:
    """Where the table and the strip go on a canvas."""

    table: Box
    strip: Box
    wide: bool


def plan(width: float, height: float) -> Plan:
    """Split a canvas into the table and the strip (beside it when wide, below when tall)."""
    if width >= height * WIDE_FROM:
        strip_w = width * WIDE_STRIP
        return Plan(
            Box(0, 0, width - strip_w, height), Box(width - strip_w, 0, strip_w, height), True
        )
    strip_h = height * TALL_STRIP
    return Plan(Box(0, 0, width, height - strip_h), Box(0, height - strip_h, width, strip_h), False)


@dataclass(frozen=True, slots=True)
class Layout:
    """A cell's side in pixels and where the table's ``0,0`` lies on the canvas."""

    size: float
    ox: float
    oy: float

    def point(self, x: float, y: float) -> Point:
        """The pixel position of a point of the table (cell centres at whole numbers)."""
        return self.ox + x * self.size, self.oy - y * self.size

    def square(self, x: float, y: float, reach: float) -> list[Point]:
        """The corners of the square of the table centred on (x, y), ``reach`` from there
        to each side, on the canvas (where north is up)."""
        left, top = self.point(x - reach, y + reach)
        right, bottom = self.point(x + reach, y - reach)
        return rectangle(left, top, right, bottom)

    def visible(self, width: float, height: float) -> tuple[int, int, int, int]:
        """The cells at least partly on a canvas of that size: (x_min, x_max, y_min, y_max)."""
        half = 0.5 * self.size
        return (
            math.ceil((-self.ox - half) / self.size),
            math.floor((width - self.ox + half) / self.size),
            math.ceil((self.oy - height - half) / self.size),
            math.floor((self.oy + half) / self.size),
        )


def in_view(state: DownUnderState) -> set[tuple[int, int]]:
    """The cells (x, y) the view must hold: the cards and where cards may go next."""
    table = state.table
    cells = set(table.cells)
    for colour in range(len(state.hands)):
        cells |= {port_cell(facing(end)) for end in table.open_ends(colour)}
    if state.round_one:
        cells |= {near for cell in table.cells for near in around(cell)}
    return {coordinates(cell) for cell in cells}


@per_position
def steady_view(state: DownUnderState) -> set[tuple[int, int]]:
    """The cells the view holds in ``state`` whatever is previewed: its own, and those of
    the position after each legal move (worked out once per position: drawing and tapping
    ask at every frame and tap)."""
    cells = in_view(state)
    for action in state.moves:
        after = state.apply(action)
        assert isinstance(after, DownUnderState)
        cells |= in_view(after)
    return cells


def fit(
    width: float,
    height: float,
    cells: Collection[tuple[int, int]],
    left: float = 0.0,
    top: float = 0.0,
    *,
    least: int = MIN_SPAN,
    margin: float = MARGIN,
) -> Layout:
    """The largest view of ``cells`` that fits the box ``width`` x ``height`` at
    (``left``, ``top``), centred in it: at least ``least`` cells each way, with
    ``margin`` cells of room round them.

    >>> layout = fit(390, 560, [(x, 0) for x in range(-6, 7)])  # 13 cells in a row
    >>> round(layout.size, 1), layout.point(0, 0)
    (29.3, (195.0, 280.0))
    """
    xs, ys = zip(*cells, strict=True) if cells else ((0,), (0,))
    span_x = max(max(xs) - min(xs) + 1, least) + 2 * margin
    span_y = max(max(ys) - min(ys) + 1, least) + 2 * margin
    size = min(width / span_x, height / span_y)
    middle_x, middle_y = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return Layout(size, left + width / 2 - middle_x * size, top + height / 2 + middle_y * size)
