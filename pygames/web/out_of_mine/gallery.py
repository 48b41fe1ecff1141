"""A gallery drawn: the rock, its corridors, the crystals laid in it, its elves, and the
ghost of a crystal held over it.

The person's gallery, the others' small boards, the boards between rounds and on the
last screen, and the rules' figures all draw their galleries here, so they look alike.
These draw in canvas pixels from a top-left corner and a cell size; ``small_board`` and
``crystal_board`` fit a gallery into a box of the plan (design units) through the pen.
"""

from __future__ import annotations

from pygames.games.out_of_mine.content import Layout
from pygames.games.out_of_mine.shapes import HEIGHT, SHAPES, WIDTH, Kind, cells_of
from pygames.games.out_of_mine.tiles import Board
from pygames.web.canvas import Box, Canvas
from pygames.web.out_of_mine import selection
from pygames.web.out_of_mine.crystals import (
    FLOOR,
    FLOOR_LINE,
    ROCK,
    ROCK_DARK,
    crystal,
    elf,
    flat_crystal,
)
from pygames.web.out_of_mine.legend import LEGEND
from pygames.web.out_of_mine.pen import Pen

FITS = "rgba(80,200,120,0.45)"
FITS_EDGE = "#2e9d57"
REFUSED = "rgba(220,50,50,0.45)"
REFUSED_EDGE = "#ff6b6b"
#: Where an elf sits from the cell it watches, by the side it watches from.
_SIDE_STEP = {"n": (0, -1), "s": (0, 1), "w": (-1, 0), "e": (1, 0)}


def rock_and_corridors(canvas: Canvas, layout: Layout, x: float, y: float, size: float) -> None:
    """The 8 x 6 rock with the layout's corridor cells, cells of ``size`` from (x, y)."""
    w, h = size * WIDTH, size * HEIGHT
    canvas.polygon(Box(x, y, w, h).corners(), fill=ROCK, stroke=ROCK_DARK, width=2)
    LEGEND.box(canvas, "rock", Box(x, y, w, h))
    for cell in layout.cells:
        cx, cy = x + (cell % WIDTH) * size, y + (cell // WIDTH) * size
        canvas.polygon(
            Box(cx, cy, size, size).corners(),
            fill=FLOOR,
            stroke=FLOOR_LINE,
            width=1,
        )
        LEGEND.box(canvas, "corridor", Box(cx, cy, size, size))


def elves(canvas: Canvas, layout: Layout, x: float, y: float, size: float) -> None:
    """The layout's elves, each in the rock beside the cell it watches."""
    for watcher in layout.elves:
        dx, dy = _SIDE_STEP[watcher.side]
        cx = x + (watcher.cell % WIDTH + 0.5 + dx * 0.62) * size
        cy = y + (watcher.cell // WIDTH + 0.5 + dy * 0.62) * size
        elf(canvas, cx, cy, size * 0.3, watcher.colour)
        LEGEND.at(canvas, "elf", cx, cy, size * 0.3)


def draw_tile(
    canvas: Canvas,
    kind: Kind,
    orientation: int,
    anchor: int,
    x: float,
    y: float,
    size: float,
    finds: bool,
) -> None:
    """A tile of ``kind`` lying in ``orientation`` with its anchor on cell ``anchor``."""
    squares = SHAPES[kind.shape].orientations[orientation][1]
    column, row = anchor % WIDTH, anchor // WIDTH
    cells = [(c, r) for r, c in squares]
    left, top = x + column * size, y + row * size
    crystal(canvas, cells, left, top, size, kind.colour, kind.find if finds else None)
    _crystal_marks(canvas, cells, left, top, size)
    if finds and kind.find is not None:  # where ``crystal`` draws it: its first square
        first_column, first_row = min(cells, key=lambda square: (square[1], square[0]))
        cx, cy = left + (first_column + 0.5) * size, top + (first_row + 0.5) * size
        LEGEND.at(canvas, "find", cx, cy, size * 0.3)


def _crystal_marks(
    canvas: Canvas, cells: list[tuple[int, int]], x: float, y: float, size: float
) -> None:
    """A crystal's squares (column, row from (x, y)) as the marks of a crystal laid."""
    for column, row in cells:
        LEGEND.box(canvas, "crystal", Box(x + column * size, y + row * size, size, size))


def ghost(
    canvas: Canvas,
    cells: list[tuple[int, int]],
    region: int,
    fits: bool,
    x: float,
    y: float,
    size: float,
) -> None:
    """The piece in hand on the cells under it: green where it fits, else red with a
    cross on each cell outside the corridors (``region``)."""
    fill, edge = (FITS, FITS_EDGE) if fits else (REFUSED, REFUSED_EDGE)
    for column, row in cells:
        left, top = x + column * size, y + row * size
        canvas.polygon(
            Box(left, top, size, size).corners(),
            fill=fill,
            stroke=edge,
            width=2.5,
        )
        outside = (
            not selection.on_grid((column, row)) or not region >> selection.index((column, row)) & 1
        )
        if not fits and outside:
            pad = size * 0.25
            canvas.line(
                [(left + pad, top + pad), (left + size - pad, top + size - pad)],
                stroke=edge,
                width=3,
            )
            canvas.line(
                [(left + size - pad, top + pad), (left + pad, top + size - pad)],
                stroke=edge,
                width=3,
            )


def small_board(pen: Pen, layout: Layout, board: Board, box: Box) -> None:
    """A gallery as large as fits ``box``, its crystals flat stones of their colour."""
    x, y, size = _fitted(pen, layout, box)
    flat_crystals(pen.canvas, board, x, y, size)


def flat_crystals(canvas: Canvas, board: Board, x: float, y: float, size: float) -> None:
    """The crystals of ``board`` as small boards show them, cells of ``size`` from (x, y)."""
    for tile in board:
        squares = [(cell % WIDTH, cell // WIDTH) for cell in cells_of(tile.mask)]
        flat_crystal(canvas, squares, x, y, size, tile.colour)
        _crystal_marks(canvas, squares, x, y, size)


def crystal_board(pen: Pen, layout: Layout, board: Board, box: Box, finds: bool) -> None:
    """A gallery with its crystals cut as on the person's own, as large as fits ``box``."""
    x, y, size = _fitted(pen, layout, box)
    for tile in board:
        draw_tile(pen.canvas, tile.kind, tile.orientation, tile.anchor, x, y, size, finds)


def _fitted(pen: Pen, layout: Layout, box: Box) -> tuple[float, float, float]:
    """The rock and corridors as large as fits ``box`` (design units), centred across it;
    returns where its cells start on the canvas, and their size."""
    b = pen.plan.box(box)
    size = min(b.w / WIDTH, b.h / HEIGHT)
    x = b.x + (b.w - size * WIDTH) / 2
    rock_and_corridors(pen.canvas, layout, x, b.y, size)
    return x, b.y, size
