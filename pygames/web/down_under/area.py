"""The playing area as it emerges: where a full card may still go, and the edges play has fixed.

The players agree on the area's size but not on where it lies (the engine's
``area`` module). So the board shades every cell where a straight, curve or
billabong may still go, however far that reaches, and leaves the rest in
the table's colour, where only an end may lie. Once the cards span the
agreed number of cells in a direction, the area's two edges that way are
fixed and drawn as a fence; until then the shading alone shows how far the
area could still grow. The agreed size and how much of it is used are
words the shell will write; ``area_caption`` gives it the numbers.
"""

from __future__ import annotations

from typing import NamedTuple

from pygames.games.down_under import DownUnderState
from pygames.games.down_under.area import room
from pygames.games.down_under.grid import OFFSET, cell_at
from pygames.games.down_under.table import Table
from pygames.web.canvas import Box, Canvas, Point
from pygames.web.down_under.layout import Layout
from pygames.web.down_under.legend import LEGEND

TABLE = "#ddd3c1"
SAND = "#efd9a8"
FENCE = "#6b4a2b"


class AreaCaption(NamedTuple):
    """The numbers for the words about the area: agreed size, span now, span at most."""

    short: int
    long: int
    columns: int  # how many columns the cards that count span now
    rows: int
    most_columns: int  # how many they may come to span; equal to ``columns``: fixed
    most_rows: int


def area_caption(state: DownUnderState) -> AreaCaption | None:
    """How far the area has taken shape, or None when it has no limit.

    >>> from pygames.games.down_under import GAME, Place
    >>> from pygames.games.down_under.rules import arrange
    >>> row = [(0, Place.parse(f"straight {x},0 EW")) for x in range(7)]  # 5x7 for two
    >>> area_caption(arrange(GAME.new_game(seed=0), row))
    AreaCaption(short=5, long=7, columns=7, rows=1, most_columns=7, most_rows=5)
    """
    table = state.table
    if table.limit is None:
        return None
    short, long = table.limit
    if table.box is None:
        return AreaCaption(short, long, 0, 0, long, long)
    x0, x1, y0, y1 = table.box
    most_columns, most_rows = room(table.box, table.limit)
    return AreaCaption(short, long, x1 - x0 + 1, y1 - y0 + 1, most_columns, most_rows)


def draw_area(canvas: Canvas, layout: Layout, table: Table, view: Box | None = None) -> None:
    """Shade the cells where full cards may go and fence the edges that are fixed; the
    shading is explained where the table is seen (``view``: the canvas's part the strip
    leaves it, None: the whole canvas)."""
    seen = view or Box(0, 0, canvas.width, canvas.height)
    x_min, x_max, y_min, y_max = layout.visible(canvas.width, canvas.height)
    x_min, y_min = max(x_min, -OFFSET), max(y_min, -OFFSET)
    x_max, y_max = min(x_max, OFFSET - 1), min(y_max, OFFSET - 1)
    inset = 0.47
    for x in range(x_min, x_max + 1):
        for y in range(y_min, y_max + 1):
            if table.fits(cell_at(x, y)):
                canvas.polygon(layout.square(x, y, inset), fill=SAND)
                cx, cy = layout.point(x, y)
                half = layout.size / 2
                if seen.x <= cx <= seen.right and seen.y <= cy <= seen.bottom:
                    LEGEND.box(canvas, "shading", Box(cx - half, cy - half, 2 * half, 2 * half))
    if table.box is None or table.limit is None or table.windows is None:
        return
    width = max(2.0, layout.size * 0.07)
    box, windows = table.box, table.windows
    most_columns, most_rows = room(box, table.limit)
    # Once a direction is fixed, every window shares the box's edges that way; the
    # fence runs as far as the windows reach the other way (at most to the canvas).
    if box[1] - box[0] + 1 >= most_columns:
        bottom = max(min(w[2] for w in windows) - OFFSET, y_min) - 0.5
        top = min(max(w[3] for w in windows) - OFFSET, y_max) + 0.5
        for edge in (box[0] - 0.5, box[1] + 0.5):
            ends = [layout.point(edge, bottom), layout.point(edge, top)]
            canvas.line(ends, stroke=FENCE, width=width)
            _fence(canvas, ends, width)
    if box[3] - box[2] + 1 >= most_rows:
        left = max(min(w[0] for w in windows) - OFFSET, x_min) - 0.5
        right = min(max(w[1] for w in windows) - OFFSET, x_max) + 0.5
        for edge in (box[2] - 0.5, box[3] + 0.5):
            ends = [layout.point(left, edge), layout.point(right, edge)]
            canvas.line(ends, stroke=FENCE, width=width)
            _fence(canvas, ends, width)


def _fence(canvas: Canvas, ends: list[Point], width: float) -> None:
    """The mark of a fence drawn between ``ends``, as wide as a finger can find it."""
    (ax, ay), (bx, by) = ends
    reach = max(width, 8.0)
    left, top = min(ax, bx) - reach, min(ay, by) - reach
    LEGEND.box(canvas, "fence", Box(left, top, abs(bx - ax) + 2 * reach, abs(by - ay) + 2 * reach))
