"""Where each part of the race sits: a wide plan beside the panel, a tall one for phones.

Both are drawn in design units and scaled to fit the canvas (``Plan.frame``);
every box here is in design units, so tests and the renderer agree on them. The tall
plan is low enough that the panel's status, Undo and Hint fit under it on a phone's first
screen (the page leaves it ``site/play.css``'s turn room), its tray still holds every
crystal a card allows as a 32 CSS px target: the others' boards there are a low row, and
between rounds the side to choose and the last round's boards share their place and the
tray's (``choice``, ``results``), which beside the panel are the others' and the tray's.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH
from pygames.web.canvas import Box
from pygames.web.dragging import Grid

WIDE_SIZE = (1000.0, 640.0)
TALL_SIZE = (400.0, 560.0)


@dataclass(frozen=True, slots=True)
class Plan:
    """The parts of the board in design units, and how they map onto the canvas."""

    size: tuple[float, float]
    header: Box
    gallery: Box  # the 8 x 6 rock area; cells are gallery.w / WIDTH
    card: Box
    call: Box
    tools: Box  # turn, flip, place
    others: Box  # the other players' small boards
    tray: Box
    choice: Box  # between rounds: a side to choose, or Start's note
    results: Box  # between rounds: the last round's boards
    first_choice: Box  # the choice before the first round, with no results to show
    scale: float = 1.0
    dx: float = 0.0
    dy: float = 0.0

    @property
    def cell(self) -> float:
        return self.gallery.w / WIDTH

    def box(self, box: Box) -> Box:
        """A design box on the canvas."""
        return box.mapped(self.scale, self.dx, self.dy)

    def point(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.scale + self.dx, y * self.scale + self.dy)

    def grid(self) -> Grid:
        """The gallery's cells on the canvas."""
        box = self.box(self.gallery)
        return Grid(box.x, box.y, box.w / WIDTH, WIDTH, HEIGHT)


def _wide() -> Plan:
    cell = 56.0
    gallery = Box(24, 64, cell * WIDTH, cell * HEIGHT)
    return Plan(
        size=WIDE_SIZE,
        header=Box(16, 6, 968, 52),
        gallery=gallery,
        card=Box(500, 64, 240, 150),
        call=Box(756, 64, 228, 86),
        tools=Box(756, 160, 228, 54),
        others=Box(500, 226, 484, 176),
        tray=Box(16, 436, 968, 198),
        choice=Box(500, 226, 484, 176),
        results=Box(16, 436, 968, 198),
        first_choice=Box(500, 226, 484, 176),
    )


def _tall() -> Plan:
    # Gallery cells of 36 units (35 CSS px on a 390 px phone, a tap lays a crystal where it
    # fits) leave the tray 24 more: with a card of many white kinds, the tray's squares
    # were 8-13 px, the first thing three newcomers named.
    cell = 36.0
    gallery = Box((400 - cell * WIDTH) / 2, 44, cell * WIDTH, cell * HEIGHT)
    return Plan(
        size=TALL_SIZE,
        header=Box(8, 2, 384, 40),
        gallery=gallery,
        card=Box(8, 266, 170, 84),
        call=Box(186, 266, 206, 44),
        tools=Box(186, 314, 206, 36),
        others=Box(8, 356, 384, 40),
        tray=Box(8, 400, 384, 158),
        choice=Box(8, 356, 384, 90),
        results=Box(8, 450, 384, 108),
        first_choice=Box(8, 356, 384, 202),
    )


WIDE, TALL = _wide(), _tall()


def plan(width: float, height: float) -> Plan:
    """The plan for a canvas of this size: wide beside the panel, tall on a phone."""
    base = WIDE if width / max(height, 1.0) >= 1.0 else TALL
    design_w, design_h = base.size
    scale = min(width / design_w, height / design_h)
    return Plan(
        **{name: getattr(base, name) for name in base.__dataclass_fields__ if name != "scale"}
        | {
            "scale": scale,
            "dx": (width - design_w * scale) / 2,
            "dy": (height - design_h * scale) / 2,
        }
    )
