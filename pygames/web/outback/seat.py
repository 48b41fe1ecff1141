"""One player's area: frame, badge, landscape, track and the bonus tiles they own.

The landscape is drawn as the board shows it: pointy-top hexes in offset
rows with each row's number on the right, on the small landscapes of the other players
too (the log names their hexes by row), at least ``MIN_TEXT`` high. Hexes are drawn with a small gap
on an earth-coloured base, and neighbouring animals of one kind are joined
across that gap, so the herds that score are visible at a glance.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from pygames.games.outback import BLOCKED, EMPTY, Layout, PlayerBoard
from pygames.games.outback.landscape import Hex
from pygames.web.canvas import Box, Canvas, Point
from pygames.web.outback.bonus import draw_bonus_spaces, draw_plus_tiles
from pygames.web.outback.layout import Seat
from pygames.web.outback.legend import LEGEND
from pygames.web.outback.pieces import (
    ANIMAL_COLOURS,
    INK,
    MARK,
    MIN_TEXT,
    draw_mark,
    faded,
    hexagon,
)
from pygames.web.outback.track import draw_track

PANEL = "#fbf5e8"
EARTH = "#c49a5c"
SAND = "#f1e5c6"
FACE_DOWN = "#4e3d2e"
FACE_DOWN_LINE = "#7a6450"
TARGET = "#0a5c8a"
WAITING = "#111111"
BLOCK_TARGET = "#b3261e"
NEW = "#ffffff"
#: Tiles are drawn this much smaller than their hex, leaving the gap that shows the edges.
TILE_SCALE = 0.9
_SQRT3 = math.sqrt(3)


@dataclass(frozen=True, slots=True)
class HexGrid:
    """Where a landscape's hexes are drawn: the circumradius and each hex's centre."""

    r: float
    centres: tuple[Point, ...]
    labels: tuple[tuple[float, float, int], ...]  # x, y and number of each row's label

    @classmethod
    def fit(cls, layout: Layout, box: Box) -> HexGrid:
        """The largest landscape, with its row numbers, that fits ``box``, centred."""
        columns = max(layout.x) + 2  # half-hex widths across the widest row
        across = (columns + 1.6) * _SQRT3 / 2  # and a column for the row numbers
        down = (len(layout.rows) - 1) * 1.5 + 2
        r = min(box.w / across, box.h / down)
        step = r * _SQRT3 / 2
        left = box.cx - across * r / 2
        top = box.cy - down * r / 2
        centres = tuple(
            (left + (x + 1) * step, top + r + y * 1.5 * r)
            for x, y in zip(layout.x, layout.y, strict=True)
        )
        labels = tuple(
            (left + (columns + 0.8) * step, top + r + y * 1.5 * r, number)
            for y, number in enumerate(layout.rows)
        )
        return cls(r, centres, labels)


@dataclass(frozen=True, slots=True)
class Marks:
    """What to point out on a landscape: where animals may go (and which), the hex
    waiting for a choice of animal, the hexes that may be blocked, new tiles."""

    targets: Mapping[Hex, tuple[int, ...]] = field(default_factory=dict)
    waiting: Hex | None = None
    blockable: frozenset[Hex] = frozenset()
    new: frozenset[Hex] = frozenset()


def draw_frame(canvas: Canvas, seat: Seat, colour: str, score: int) -> None:
    """The area's frame in the player's colour, and the badge: number and score."""
    frame = seat.frame
    canvas.polygon(frame.corners(), fill=PANEL, stroke=colour, width=4.0 if seat.large else 2.0)
    badge = seat.badge
    r = badge.h / 2
    canvas.circle(badge.x + r, badge.cy, r, fill=colour)
    canvas.text(
        badge.x + r, badge.cy, str(seat.player + 1), size=r * 1.25, color="#ffffff", bold=True
    )
    text = f"\u2212{-score}" if score < 0 else str(score)
    canvas.text(
        badge.x + 2 * r + r * 0.6 + len(text) * r * 0.35,
        badge.cy,
        text,
        size=r * 1.3,
        color=INK,
        bold=True,
    )
    LEGEND.box(
        canvas, "score", Box(badge.x, badge.y, 2 * r + r * 0.6 + len(text) * r * 0.7, badge.h)
    )


def draw_landscape(
    canvas: Canvas,
    layout: Layout,
    board: PlayerBoard,
    box: Box,
    marks: Marks = Marks(),
) -> HexGrid:
    """Draw a landscape in ``box``, its rows numbered, and return where its hexes are."""
    grid = HexGrid.fit(layout, box)
    r = grid.r
    for x, y in grid.centres:
        canvas.polygon(hexagon(x, y, r * 1.02), fill=EARTH)
    tiles = board.tiles
    for hex_, neighbours in enumerate(layout.neighbours):
        for other in neighbours:
            if other > hex_ and tiles[hex_] >= 0 and tiles[hex_] == tiles[other]:
                _draw_bridge(canvas, grid.centres[hex_], grid.centres[other], r, tiles[hex_])
    for hex_, (x, y) in enumerate(grid.centres):
        _draw_hex(canvas, tiles[hex_], x, y, r)
    for x, y, number in grid.labels:
        canvas.text(x, y, str(number), size=max(r * 0.62, MIN_TEXT), color=INK, bold=True)
        LEGEND.at(canvas, "row", x, y, r * 0.5)
    for hex_ in marks.new:
        x, y = grid.centres[hex_]
        canvas.polygon(hexagon(x, y, r * 0.76), stroke=NEW, width=max(1.5, r * 0.08))
        LEGEND.at(canvas, "new", x, y, r * 0.8)
    for hex_ in marks.blockable:
        x, y = grid.centres[hex_]
        canvas.polygon(hexagon(x, y, r * TILE_SCALE), stroke=BLOCK_TARGET, width=r * 0.1)
        LEGEND.at(canvas, "blockable", x, y, r * 0.85)
        d = r * 0.22
        for sign in (-1, 1):
            canvas.line(
                [(x - d, y - sign * d), (x + d, y + sign * d)],
                stroke=BLOCK_TARGET,
                width=max(1.0, r * 0.06),
            )
    for hex_, animals in marks.targets.items():
        _draw_target(canvas, grid.centres[hex_], r, animals, waiting=hex_ == marks.waiting)
    return grid


def _draw_bridge(canvas: Canvas, a: Point, b: Point, r: float, animal: int) -> None:
    """Fill the gap between two touching tiles of one animal, so the herd reads as one."""
    (ax, ay), (bx, by) = a, b
    length = math.hypot(bx - ax, by - ay)
    dx, dy = (bx - ax) / length, (by - ay) / length
    half = r * TILE_SCALE * 0.42  # along the shared edge, a little short of its corners
    reach = r * TILE_SCALE * _SQRT3 / 2 - 1  # from a centre to its tile's edge
    ends = ((ax + dx * reach, ay + dy * reach), (bx - dx * reach, by - dy * reach))
    (px, py), (qx, qy) = ends
    canvas.polygon(
        [
            (px - dy * half, py + dx * half),
            (qx - dy * half, qy + dx * half),
            (qx + dy * half, qy - dx * half),
            (px + dy * half, py - dx * half),
        ],
        fill=ANIMAL_COLOURS[animal],
    )


def _draw_hex(canvas: Canvas, tile: int, x: float, y: float, r: float) -> None:
    corners = hexagon(x, y, r * TILE_SCALE)
    if tile == EMPTY:
        canvas.polygon(corners, fill=SAND)
        LEGEND.at(canvas, "space", x, y, r * 0.9)
    elif tile == BLOCKED:
        canvas.polygon(corners, fill=FACE_DOWN)
        inner = hexagon(x, y, r * 0.55)
        canvas.polygon(inner, stroke=FACE_DOWN_LINE, width=max(1.0, r * 0.07))
        LEGEND.at(canvas, "blocked", x, y, r * 0.9)
    else:
        canvas.polygon(corners, fill=ANIMAL_COLOURS[tile])
        draw_mark(canvas, tile, x, y, r * 1.05, MARK)
        LEGEND.at(canvas, "animal", x, y, r * 0.9)


def _draw_target(
    canvas: Canvas, centre: Point, r: float, animals: tuple[int, ...], *, waiting: bool
) -> None:
    """A hex an animal may go to: a strong outline and the marks of the animals that fit."""
    x, y = centre
    colour = WAITING if waiting else TARGET
    canvas.polygon(
        hexagon(x, y, r * TILE_SCALE),
        fill="#fffaf0",
        stroke=colour,
        width=r * (0.16 if waiting else 0.11),
    )
    LEGEND.at(canvas, "target", x, y, r * 0.85)
    if len(animals) == 1:
        draw_mark(canvas, animals[0], x, y, r * 0.95, faded(ANIMAL_COLOURS[animals[0]], 0.25))
        return
    # Several animals fit: small discs around the middle, one per animal.
    small = r * (0.3 if len(animals) <= 3 else 0.24)
    ring = r * 0.38
    for index, animal in enumerate(animals):
        angle = math.radians(-90 + 360 * index / len(animals))
        ax, ay = x + ring * math.cos(angle), y + ring * math.sin(angle)
        canvas.circle(ax, ay, small, fill=ANIMAL_COLOURS[animal])
        draw_mark(canvas, animal, ax, ay, small * 1.35, MARK)


def draw_owned(canvas: Canvas, board: PlayerBoard, box: Box, plus: bool, *, large: bool) -> None:
    """The bonus tiles a player owns: base-game bonus spaces (with their points on the
    large area), or the Plus tiles taken."""
    if not plus:
        draw_bonus_spaces(canvas, board, box, points=large)
        return
    taken = board.plus_tiles
    share = len(taken) / max(5, len(taken))  # room for five before the tiles shrink
    if box.w >= box.h:
        row = Box(box.x, box.y, box.w * share, box.h)
        draw_plus_tiles(canvas, taken, row, columns=max(1, len(taken)))
    else:
        draw_plus_tiles(canvas, taken, Box(box.x, box.y, box.w, box.h * share), columns=1)


def draw_seat(
    canvas: Canvas,
    seat: Seat,
    layout: Layout,
    board: PlayerBoard,
    *,
    colour: str,
    score: int,
    plus: bool,
    marks: Marks = Marks(),
) -> HexGrid:
    """Draw one player's whole area; return where the landscape's hexes are."""
    draw_frame(canvas, seat, colour, score)
    grid = draw_landscape(canvas, layout, board, seat.landscape, marks)
    draw_track(canvas, board, seat.track)
    draw_owned(canvas, board, seat.owned, plus, large=seat.large)
    return grid
