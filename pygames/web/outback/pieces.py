"""The pieces of Outback as drawn shapes: animal marks, tiles, dice, the jeep's tiles.

Each animal has a colour and a mark of its own (a footprint, long ears,
round ears, a bill, a wriggle), so the animals are told apart without
colour too, and without words: the canvas is not translated. Everything
here draws around a centre at a size, so the same mark serves a hex of the
large landscape, a die, a track marker and a bonus tile.
"""

from __future__ import annotations

import math

from pygames.games.outback.components import JOKER
from pygames.web.canvas import Canvas, Point

#: Emu, kangaroo, koala, platypus, lizard: earth brown, red-orange, grey, teal, leaf green.
ANIMAL_COLOURS = ("#7b5232", "#d4672a", "#7d8e9c", "#16808a", "#5e9a2c")
#: The marks are drawn in cream on the animal's colour.
MARK = "#fff8e8"
INK = "#2b2520"
JOKER_FACE = "#2b2520"
JOKER_STAR = "#f2c12e"
DIE_EDGE = "rgba(0,0,0,0.35)"


def hexagon(x: float, y: float, r: float) -> list[Point]:
    """The corners of a pointy-top hexagon of circumradius ``r``."""
    return [
        (x + r * math.cos(math.radians(90 + 60 * i)), y + r * math.sin(math.radians(90 + 60 * i)))
        for i in range(6)
    ]


def rounded_square(x: float, y: float, side: float, radius: float) -> list[Point]:
    """A square centred on (x, y) with rounded corners, as a polygon."""
    half = side / 2
    inner = half - radius
    points = []
    for cx, cy, start in ((1, 1, 0), (-1, 1, 90), (-1, -1, 180), (1, -1, 270)):
        for step in range(4):
            angle = math.radians(start + 30 * step)
            points.append(
                (
                    x + cx * inner + radius * math.cos(angle),
                    y + cy * inner + radius * math.sin(angle),
                )
            )
    return points


def ellipse(x: float, y: float, rx: float, ry: float, steps: int = 16) -> list[Point]:
    """An ellipse as a polygon (the facade draws circles, not ellipses)."""
    return [
        (x + rx * math.cos(2 * math.pi * i / steps), y + ry * math.sin(2 * math.pi * i / steps))
        for i in range(steps)
    ]


def faded(colour: str, amount: float = 0.55) -> str:
    """A ``#rrggbb`` colour blended towards white, for things that do not count."""
    red, green, blue = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return "#" + "".join(f"{round(c + (255 - c) * amount):02x}" for c in (red, green, blue))


def draw_mark(canvas: Canvas, animal: int, x: float, y: float, size: float, colour: str) -> None:
    """Draw an animal's mark, ``size`` across, centred on (x, y)."""
    s = size / 2
    width = max(1.0, s * 0.22)
    if animal == 0:  # emu: a three-toed footprint
        heel = (x, y + s * 0.7)
        toes = [(x - s * 0.62, y - s * 0.42), (x, y - s * 0.75), (x + s * 0.62, y - s * 0.42)]
        for toe in toes:
            canvas.line([heel, toe], stroke=colour, width=width)
        canvas.circle(x, y + s * 0.45, s * 0.2, fill=colour)
    elif animal == 1:  # kangaroo: a head with two tall pointed ears
        canvas.circle(x, y + s * 0.38, s * 0.38, fill=colour)
        for side in (-1, 1):
            canvas.polygon(
                [
                    (x + side * s * 0.06, y + s * 0.2),
                    (x + side * s * 0.42, y - s * 0.82),
                    (x + side * s * 0.4, y + s * 0.18),
                ],
                fill=colour,
            )
    elif animal == 2:  # koala: a round head with big round ears
        for side in (-1, 1):
            canvas.circle(x + side * s * 0.5, y - s * 0.32, s * 0.32, fill=colour)
        canvas.circle(x, y + s * 0.12, s * 0.5, fill=colour)
    elif animal == 3:  # platypus: a wide flat bill
        canvas.polygon(ellipse(x, y, s * 0.8, s * 0.36), fill=colour)
        canvas.circle(x - s * 0.25, y - s * 0.05, s * 0.08, fill=INK)
        canvas.circle(x + s * 0.25, y - s * 0.05, s * 0.08, fill=INK)
    else:  # lizard: a wriggling body with a head
        body = [
            (x - s * 0.78, y + s * 0.55),
            (x - s * 0.3, y - s * 0.05),
            (x + s * 0.15, y + s * 0.35),
            (x + s * 0.55, y - s * 0.3),
        ]
        canvas.line(body, stroke=colour, width=width * 1.2)
        canvas.circle(x + s * 0.62, y - s * 0.42, s * 0.22, fill=colour)


def draw_star(canvas: Canvas, x: float, y: float, size: float, colour: str) -> None:
    """The joker's mark: a five-pointed star."""
    outer, inner = size / 2, size / 5
    points = []
    for i in range(10):
        r = outer if i % 2 == 0 else inner
        angle = math.radians(-90 + 36 * i)
        points.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    canvas.polygon(points, fill=colour)


def draw_tile(
    canvas: Canvas, animal: int, x: float, y: float, r: float, *, shape: str = "hex"
) -> None:
    """An animal tile: its colour with its mark; ``shape`` is ``hex`` or ``disc``."""
    colour = ANIMAL_COLOURS[animal]
    if shape == "hex":
        canvas.polygon(hexagon(x, y, r), fill=colour, stroke=DIE_EDGE, width=max(1.0, r * 0.04))
    else:
        canvas.circle(x, y, r, fill=colour)
    draw_mark(canvas, animal, x, y, r * 1.15, MARK)


def draw_die(
    canvas: Canvas, face: int, x: float, y: float, side: float, *, dimmed: bool = False
) -> None:
    """A die showing ``face`` (an animal or the joker); ``dimmed`` for dice already used."""
    if face == JOKER:
        body, mark = JOKER_FACE, JOKER_STAR
    else:
        body, mark = ANIMAL_COLOURS[face], MARK
    if dimmed:
        body, mark = faded(body, 0.6), faded(mark, 0.3)
    canvas.polygon(rounded_square(x, y + side * 0.06, side, side * 0.18), fill="rgba(0,0,0,0.25)")
    canvas.polygon(rounded_square(x, y, side, side * 0.18), fill=body, stroke=DIE_EDGE, width=1.0)
    if face == JOKER:
        draw_star(canvas, x, y, side * 0.72, mark)
    else:
        draw_mark(canvas, face, x, y, side * 0.7, mark)
