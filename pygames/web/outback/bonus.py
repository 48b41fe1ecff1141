"""Bonus tiles as pictures: the base game's bonus spaces and Outback Plus's public tiles.

A Plus tile shows its condition as a small picture (no words: the canvas is
not translated) and its points in a corner:

- fill the whole landscape: a cluster of filled hexes;
- no marker left on -3: a struck-out -3;
- two markers on the orange track: 2 and the orange track's arrow (as on its chips);
- five animals of one kind: the animal's mark and a 5;
- a row filled with animals: a row of hexes and the row's number.

The rules summary and the end screen say the same in words.
"""

from __future__ import annotations

from pygames.games.outback import PlayerBoard
from pygames.games.outback.bonus import PLUS_KIND_THRESHOLD, PLUS_TILES, PLUS_UPPER_MARKERS
from pygames.web.canvas import Box, Canvas
from pygames.web.outback.legend import LEGEND
from pygames.web.outback.pieces import INK, MIN_TEXT, draw_tile, hexagon, label, rounded_square

TILE = "#fff3d6"
TILE_EDGE = "#b8925a"
POINTS = "#2f5d62"
SPACE = "#eadcc0"
FILLED_HEX = "#c8a46a"
EMPTY_POINTS = "#7a6a50"


def _cells(box: Box, count: int, *, gap: float = 3.0) -> list[Box]:
    """``count`` equal cells in a row, or a column when the box is taller than wide."""
    if box.w >= box.h:
        width = (box.w - gap * (count - 1)) / count
        return [Box(box.x + i * (width + gap), box.y, width, box.h) for i in range(count)]
    height = (box.h - gap * (count - 1)) / count
    return [Box(box.x, box.y + i * (height + gap), box.w, height) for i in range(count)]


def draw_bonus_spaces(canvas: Canvas, board: PlayerBoard, box: Box, *, points: bool) -> None:
    """The base game's five bonus spaces: the tile earned on each, and with ``points`` what
    each is worth (+1 for the first tile earned up to +5), written on the space."""
    for space, cell in enumerate(_cells(box, 5)):
        side = min(cell.w, cell.h)
        earned = space < len(board.bonus)
        worth = f"+{space + 1}"
        LEGEND.box(canvas, "bonus_tile" if earned else "bonus_space", cell)
        if not points:  # a small header: the tiles earned, in order, and empty places
            canvas.polygon(rounded_square(cell.cx, cell.cy, side * 0.94, side * 0.18), fill=SPACE)
            if earned:
                draw_tile(canvas, board.bonus[space], cell.cx, cell.cy, side * 0.46, shape="disc")
            continue
        canvas.polygon(cell.corners(), fill=SPACE, stroke=TILE_EDGE, width=1.0)
        size = max(MIN_TEXT, side * 0.44)
        if earned:
            r = side * 0.36
            draw_tile(canvas, board.bonus[space], cell.x + r + side * 0.1, cell.cy, r, shape="disc")
            canvas.text(cell.right - size * 0.9, cell.cy, worth, size=size, color=INK, bold=True)
        else:
            canvas.text(cell.cx, cell.cy, worth, size=size, color=EMPTY_POINTS, bold=True)


def draw_plus_tiles(canvas: Canvas, tiles: tuple[int, ...], box: Box, *, columns: int) -> None:
    """Plus tiles (indices into ``PLUS_TILES``) in a grid of ``columns`` across ``box``."""
    if not tiles:
        return
    rows = -(-len(tiles) // columns)
    width, height = box.w / columns, box.h / rows
    for index, tile in enumerate(tiles):
        row, column = divmod(index, columns)
        cell = Box(box.x + column * width, box.y + row * height, width, height)
        draw_plus_tile(canvas, tile, cell.inset(1.5))


def draw_plus_tile(canvas: Canvas, tile: int, box: Box) -> None:
    """One Plus tile: its condition as a picture and its points in the corner."""
    plus = PLUS_TILES[tile]
    side = min(box.w, box.h * 1.5)
    w, h = side, side / 1.5
    x0, y0 = box.cx - w / 2, box.cy - h / 2
    canvas.polygon(Box(x0, y0, w, h).corners(), fill=TILE, stroke=TILE_EDGE, width=1.0)
    LEGEND.box(canvas, "plus_tile", Box(x0, y0, w, h))
    icon = Box(x0 + h * 0.08, y0 + h * 0.08, w - h * 0.62, h * 0.84)
    _draw_condition(canvas, plus.kind, plus.subject, icon)
    r = h * 0.26
    canvas.circle(x0 + w - r - h * 0.06, y0 + h / 2, r, fill=POINTS)
    label(canvas, x0 + w - r - h * 0.06, y0 + h / 2, str(plus.points), r * 1.45, "#ffffff")


def _draw_condition(canvas: Canvas, kind: str, subject: int, box: Box) -> None:
    size = min(box.w, box.h)
    x, y = box.cx, box.cy
    if kind == "full":
        r = size * 0.2
        for dx, dy in (
            (0, 0),
            (-1.73, 0),
            (1.73, 0),
            (-0.87, -1.5),
            (0.87, -1.5),
            (-0.87, 1.5),
            (0.87, 1.5),
        ):
            canvas.polygon(
                hexagon(x + dx * r * 0.62, y + dy * r * 0.62, r * 0.6),
                fill=FILLED_HEX,
                stroke=INK,
                width=0.8,
            )
    elif kind == "start":
        label(canvas, x, y, "\u22123", size * 0.6, INK)
        canvas.line(
            [(x - size * 0.42, y + size * 0.3), (x + size * 0.42, y - size * 0.3)],
            stroke="#b3261e",
            width=max(1.5, size * 0.09),
        )
    elif kind == "upper":
        label(canvas, x - size * 0.22, y, str(PLUS_UPPER_MARKERS), size * 0.6, INK)
        ax = x + size * 0.25
        canvas.line(
            [(ax, y + size * 0.34), (ax, y - size * 0.32)], stroke=INK, width=max(1.2, size * 0.08)
        )
        canvas.polygon(
            [
                (ax - size * 0.16, y - size * 0.14),
                (ax, y - size * 0.4),
                (ax + size * 0.16, y - size * 0.14),
            ],
            fill=INK,
        )
    elif kind == "animal":
        draw_tile(canvas, subject, x - size * 0.18, y, size * 0.34, shape="disc")
        label(canvas, x + size * 0.34, y, str(PLUS_KIND_THRESHOLD), size * 0.5, INK)
    else:  # a row of hexes, filled, with the row's number
        r = size * 0.17
        for dx in (-1, 0, 1):
            canvas.polygon(
                hexagon(x - size * 0.2 + dx * r * 1.6, y, r * 0.9),
                fill=FILLED_HEX,
                stroke=INK,
                width=0.8,
            )
        label(canvas, x + size * 0.45, y, str(subject), size * 0.5, INK)
