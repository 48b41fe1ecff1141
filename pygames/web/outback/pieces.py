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


#: The smallest text drawn, in CSS px: anything smaller is unreadable on a phone.
MIN_TEXT = 11.0


def label(
    canvas: Canvas, x: float, y: float, text: str, size: float, colour: str, bold: bool = True
) -> None:
    """Write ``text`` where it is legible; a picture too small for it keeps only its
    shapes (the points of a Plus tile drawn tiny in a player's header)."""
    if size >= MIN_TEXT:
        canvas.text(x, y, text, size=size, color=colour, bold=bold)


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
    """Draw an animal's mark, ``size`` across, centred on (x, y): a silhouette a child
    would name, told apart by its outline (an emu's long neck and legs, a kangaroo's
    tail and ears, a koala's big nose, a platypus's bill and paddle tail, a lizard's
    spread legs) as much as by its colour."""
    s = size / 2

    def at(points: list[Point]) -> list[Point]:
        return [(x + u * s, y + v * s) for u, v in points]

    if animal == 0:  # emu: a round shaggy body on long legs, long neck, small beaked head
        for leg in (
            [(-0.05, 0.2), (-0.12, 0.92), (-0.32, 0.92)],
            [(0.28, 0.2), (0.3, 0.92), (0.1, 0.92)],
        ):
            canvas.line(at(leg), stroke=colour, width=max(1.0, s * 0.13))
        canvas.polygon(ellipse(x + s * 0.12, y + s * 0.02, s * 0.56, s * 0.36), fill=colour)
        canvas.line(at([(-0.22, -0.1), (-0.42, -0.72)]), stroke=colour, width=max(1.0, s * 0.2))
        canvas.circle(x - s * 0.45, y - s * 0.74, s * 0.15, fill=colour)
        canvas.polygon(at([(-0.56, -0.82), (-0.86, -0.72), (-0.56, -0.64)]), fill=colour)
    elif animal == 1:  # kangaroo: sitting up on its big feet and long tail, ears up
        canvas.polygon(at(KANGAROO), fill=colour)
    elif animal == 2:  # koala: a round head, big fluffy ears and a big dark nose
        for side in (-1, 1):
            canvas.circle(x + side * s * 0.56, y - s * 0.38, s * 0.36, fill=colour)
        canvas.circle(x, y + s * 0.08, s * 0.6, fill=colour)
        canvas.polygon(ellipse(x, y + s * 0.18, s * 0.17, s * 0.25), fill=INK)
        for side in (-1, 1):
            canvas.circle(x + side * s * 0.3, y - s * 0.04, s * 0.07, fill=INK)
    elif animal == 3:  # platypus, from the side: a long flat bill, a body, a paddle tail
        canvas.polygon(ellipse(x + s * 0.05, y + s * 0.05, s * 0.52, s * 0.3), fill=colour)
        canvas.polygon(at(BILL), fill=colour)
        canvas.polygon(at(TAIL), fill=colour)
        for foot in (-0.2, 0.3):
            canvas.polygon(at([(foot, 0.25), (foot - 0.2, 0.52), (foot + 0.12, 0.52)]), fill=colour)
        canvas.circle(x - s * 0.3, y - s * 0.04, s * 0.06, fill=INK)
    else:  # lizard, from above: a curving body and tail, four legs spread out
        width = max(1.0, s * 0.12)
        for leg in LIZARD_LEGS:
            canvas.line(at(leg), stroke=colour, width=width)
        canvas.line(at(LIZARD_TAIL), stroke=colour, width=width * 1.2)
        canvas.polygon(at(LIZARD_BODY), fill=colour)
        canvas.polygon(ellipse(x + s * 0.42, y - s * 0.58, s * 0.17, s * 0.2), fill=colour)


#: Outlines in units of half a mark's size, y downwards.
KANGAROO = [
    (-0.95, 0.9),
    (-0.9, 0.78),
    (-0.3, 0.4),
    (-0.42, 0.05),
    (-0.3, -0.3),
    (0.0, -0.48),
    (0.1, -0.62),
    (0.02, -0.98),
    (0.22, -0.7),
    (0.3, -0.96),
    (0.36, -0.68),
    (0.68, -0.5),
    (0.64, -0.4),
    (0.32, -0.36),
    (0.22, -0.18),
    (0.44, -0.02),
    (0.38, 0.06),
    (0.14, 0.02),
    (0.1, 0.32),
    (0.14, 0.62),
    (0.66, 0.8),
    (0.62, 0.92),
    (-0.08, 0.92),
    (-0.22, 0.62),
    (-0.5, 0.76),
]
BILL = [(-0.36, -0.14), (-0.9, -0.04), (-0.98, 0.06), (-0.9, 0.14), (-0.36, 0.16)]
TAIL = [(0.45, -0.1), (0.92, -0.02), (0.98, 0.1), (0.92, 0.2), (0.45, 0.2)]
LIZARD_BODY = [(0.32, -0.5), (0.52, -0.4), (0.0, 0.22), (-0.22, 0.26), (-0.16, 0.06)]
LIZARD_TAIL = [(-0.12, 0.2), (-0.32, 0.5), (-0.22, 0.8), (0.1, 0.88), (0.4, 0.78)]
LIZARD_LEGS = [
    [(0.3, -0.38), (0.62, -0.2), (0.72, -0.34)],
    [(0.3, -0.38), (0.02, -0.62), (0.1, -0.78)],
    [(-0.08, 0.16), (0.16, 0.42), (0.1, 0.58)],
    [(-0.08, 0.16), (-0.42, 0.02), (-0.58, 0.12)],
]


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
