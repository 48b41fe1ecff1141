"""Crystals, finds and elves, drawn: cut gems with facets, not flat squares.

Each square of a crystal is a small cut stone: a table in the crystal's
colour, four bevels catching the light from the top left, a glint; the
edges a tile does not share with itself get a dark rim, so a tile of five
squares reads as one stone. Everything is drawn on the canvas facade in
canvas pixels.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet

from pygames.games.out_of_mine.shapes import Colour, Find
from pygames.web.canvas import Canvas, rectangle

#: Per colour: light, table, shade, and the rim.
PALETTE = {
    Colour.YELLOW: ("#fff7b0", "#f4c718", "#c99a06", "#7a5c00"),
    Colour.BLUE: ("#b5dcff", "#2f86e0", "#1a559c", "#0d2f5c"),
    Colour.GREEN: ("#b6f5be", "#2fb457", "#1b7434", "#0c3d1a"),
    Colour.RED: ("#ffb3b3", "#dc3b42", "#961d24", "#4f0b10"),
    Colour.WHITE: ("#ffffff", "#e3eaf2", "#a9b6c4", "#56626e"),
}
ROCK = "#5a4a3f"
ROCK_DARK = "#46392f"
FLOOR = "#e9dcc3"
FLOOR_LINE = "#cdbb9a"
ELF_FACE = "#f3cfa8"


def gem(canvas: Canvas, x: float, y: float, size: float, colour: Colour) -> None:
    """One faceted square of a crystal with its top-left corner at (x, y)."""
    light, table, shade, _ = PALETTE[colour]
    pad = size * 0.04
    x0, y0, x1, y1 = x + pad, y + pad, x + size - pad, y + size - pad
    bevel = size * 0.2
    a, b, c, d = (
        (x0 + bevel, y0 + bevel),
        (x1 - bevel, y0 + bevel),
        (x1 - bevel, y1 - bevel),
        (
            x0 + bevel,
            y1 - bevel,
        ),
    )
    canvas.polygon([(x0, y0), (x1, y0), b, a], fill=light)
    canvas.polygon([(x0, y0), a, d, (x0, y1)], fill=table)
    canvas.polygon([(x1, y0), (x1, y1), c, b], fill=shade)
    canvas.polygon([(x0, y1), d, c, (x1, y1)], fill=shade)
    canvas.polygon([a, b, c, d], fill=table)
    glint = size * 0.12
    canvas.line(
        [(a[0] + glint * 0.4, a[1] + glint * 1.6), (a[0] + glint * 1.6, a[1] + glint * 0.4)],
        stroke=light,
        width=max(1.0, size * 0.06),
    )


def crystal(
    canvas: Canvas,
    squares: Iterable[tuple[int, int]],
    x: float,
    y: float,
    size: float,
    colour: Colour,
    find: Find | None = None,
) -> None:
    """A crystal of ``squares`` (column, row) with its origin at (x, y), cells of ``size``."""
    cells = set(squares)
    for column, row in cells:
        gem(canvas, x + column * size, y + row * size, size, colour)
    outline(canvas, cells, x, y, size, PALETTE[colour][3], max(1.0, size * 0.06))
    if find is not None:
        column, row = min(cells, key=lambda square: (square[1], square[0]))
        symbol(canvas, x + (column + 0.5) * size, y + (row + 0.5) * size, size * 0.3, find)


def flat_crystal(
    canvas: Canvas,
    squares: Iterable[tuple[int, int]],
    x: float,
    y: float,
    size: float,
    colour: Colour,
) -> None:
    """A crystal on a small board: flat cells of its colour, each shaded along its lower
    right, and a dark rim round the whole stone, so every colour reads as a crystal against
    the pale floor of the corridors (a white one drawn flat looked like an empty cell)."""
    _, table, shade, rim = PALETTE[colour]
    cells = set(squares)
    bevel = size * 0.22
    for column, row in cells:
        left, top = x + column * size, y + row * size
        right, bottom = left + size, top + size
        canvas.polygon(rectangle(left, top, right, bottom), fill=table)
        canvas.polygon(
            [
                (right, top),
                (right, bottom),
                (left, bottom),
                (left + bevel, bottom - bevel),
                (right - bevel, bottom - bevel),
                (right - bevel, top + bevel),
            ],
            fill=shade,
        )
    outline(canvas, cells, x, y, size, rim, max(1.5, size * 0.1))


def outline(
    canvas: Canvas,
    cells: AbstractSet[tuple[int, int]],
    x: float,
    y: float,
    size: float,
    colour: str,
    width: float,
) -> None:
    """The outer edges of a shape of ``cells`` (column, row) with its origin at (x, y),
    cells of ``size``: the edges it does not share with itself, so it reads as one."""
    for column, row in cells:
        left, top = x + column * size, y + row * size
        right, bottom = left + size, top + size
        edges = (
            ((0, -1), [(left, top), (right, top)]),
            ((0, 1), [(left, bottom), (right, bottom)]),
            ((-1, 0), [(left, top), (left, bottom)]),
            ((1, 0), [(right, top), (right, bottom)]),
        )
        for (dc, dr), points in edges:
            if (column + dc, row + dr) not in cells:
                canvas.line(points, stroke=colour, width=width)


def symbol(canvas: Canvas, x: float, y: float, r: float, find: Find) -> None:
    """A find's symbol: a gold or silver nugget, a woodworm, a rat."""
    if find in (Find.GOLD, Find.SILVER):
        face, edge = ("#f7c948", "#8a6400") if find is Find.GOLD else ("#e6e9ee", "#5c6570")
        canvas.polygon(
            [
                (x - r, y),
                (x - r * 0.4, y - r * 0.9),
                (x + r * 0.6, y - r * 0.7),
                (x + r, y + r * 0.1),
                (x + r * 0.3, y + r * 0.9),
                (x - r * 0.7, y + r * 0.7),
            ],
            fill=face,
            stroke=edge,
            width=max(1.0, r * 0.2),
        )
        canvas.circle(x - r * 0.25, y - r * 0.3, r * 0.22, fill="#ffffff")
        return
    canvas.circle(x, y, r * 1.05, fill="rgba(255,255,255,0.85)")
    if find is Find.WOODWORM:
        points = [
            (x - r * 0.8 + i * r * 0.2, y + (r * 0.3 if i % 2 else -r * 0.3)) for i in range(9)
        ]
        canvas.line(points, stroke="#7a4a1c", width=max(1.5, r * 0.35))
        canvas.circle(points[-1][0], points[-1][1], r * 0.22, fill="#7a4a1c")
        return
    canvas.circle(x + r * 0.1, y + r * 0.1, r * 0.55, fill="#6b6f76")
    canvas.circle(x - r * 0.45, y - r * 0.25, r * 0.32, fill="#6b6f76")
    canvas.circle(x - r * 0.5, y - r * 0.6, r * 0.16, fill="#e8a0a8")
    canvas.line(
        [(x + r * 0.6, y + r * 0.3), (x + r * 0.9, y - r * 0.3)],
        stroke="#6b6f76",
        width=max(1.0, r * 0.15),
    )


def elf(canvas: Canvas, x: float, y: float, r: float, colour: Colour) -> None:
    """An elf of a crystal colour: a face under a pointed hat of that colour."""
    _, table, _, rim = PALETTE[colour]
    canvas.circle(x, y + r * 0.35, r * 0.55, fill=ELF_FACE, stroke=rim, width=1.0)
    canvas.polygon(
        [(x - r * 0.75, y + r * 0.05), (x + r * 0.75, y + r * 0.05), (x + r * 0.1, y - r * 1.1)],
        fill=table,
        stroke=rim,
        width=1.0,
    )
    canvas.circle(x - r * 0.2, y + r * 0.35, r * 0.08, fill="#2b2b2b")
    canvas.circle(x + r * 0.2, y + r * 0.35, r * 0.08, fill="#2b2b2b")
