"""The animals on the neutral lines, each a mark of its own drawn in ink on a light badge.

The five animals matter only with special scoring (a set of emu, kangaroo
and platypus, rabbits without a dingo), but they are printed on every card,
so they are always drawn. Each is told by its shape, not its colour, and
without words (the canvas is not translated): the kangaroo by tall pointed
ears, the emu by its three-toed footprint, the platypus by its flat bill,
the rabbit by long round-tipped ears, the dingo by a dog's paw print.
"""

from __future__ import annotations

import math

from pygames.games.down_under.cards import DINGO, EMU, KANGAROO, PLATYPUS, RABBIT
from pygames.web.canvas import Canvas, Point

BADGE = "#fffdf6"
BADGE_EDGE = "#5e564b"
INK = "#2b2520"


def draw_animal(canvas: Canvas, animal: int, x: float, y: float, size: float) -> None:
    """Draw ``animal``'s badge, ``size`` pixels across, centred on (x, y)."""
    s = size / 2
    canvas.circle(x, y, s, fill=BADGE, stroke=BADGE_EDGE, width=max(0.75, s * 0.1))
    line = max(0.75, s * 0.16)
    if animal == KANGAROO:
        canvas.circle(x, y + s * 0.3, s * 0.34, fill=INK)
        for side in (-1, 1):
            ear = [
                (x + side * s * 0.05, y + s * 0.1),
                (x + side * s * 0.45, y - s * 0.72),
                (x + side * s * 0.32, y + s * 0.12),
            ]
            canvas.polygon(ear, fill=INK)
    elif animal == EMU:
        heel = (x, y + s * 0.6)
        for toe in ((-0.5, -0.35), (0.0, -0.65), (0.5, -0.35)):
            canvas.line([heel, (x + s * toe[0], y + s * toe[1])], stroke=INK, width=line)
    elif animal == PLATYPUS:
        canvas.polygon(_ellipse(x, y, s * 0.68, s * 0.34), fill=INK)
        for side in (-1, 1):
            canvas.circle(x + side * s * 0.2, y - s * 0.06, s * 0.08, fill=BADGE)
    elif animal == RABBIT:
        canvas.circle(x, y + s * 0.34, s * 0.32, fill=INK)
        for side in (-1, 1):
            ear = _ellipse(x + side * s * 0.2, y - s * 0.26, s * 0.13, s * 0.42, side * 0.25)
            canvas.polygon(ear, fill=INK)
    else:
        assert animal == DINGO, animal
        canvas.polygon(_ellipse(x, y + s * 0.3, s * 0.3, s * 0.24), fill=INK)
        for toe_x, toe_y in ((-0.42, -0.08), (-0.15, -0.42), (0.15, -0.42), (0.42, -0.08)):
            canvas.circle(x + s * toe_x, y + s * toe_y, s * 0.14, fill=INK)


def _ellipse(x: float, y: float, rx: float, ry: float, tilt: float = 0.0) -> list[Point]:
    """An ellipse turned ``tilt`` radians clockwise, as a polygon (the facade has no ellipses)."""
    cos, sin = math.cos(tilt), math.sin(tilt)
    points = []
    for i in range(14):
        u, v = rx * math.cos(math.pi * i / 7), ry * math.sin(math.pi * i / 7)
        points.append((x + u * cos - v * sin, y + u * sin + v * cos))
    return points
