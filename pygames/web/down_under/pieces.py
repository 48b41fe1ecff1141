"""The cards as they look: each card's own segment in its player's colour, the neutral one
in grey with its animal, straights as bridges, ends as half cards, billabongs as ponds.

The cards are drawn in stages, each over every card before the next
(``draw_cards``): first the faces, then every line's dark outline, then the
neutral lines, the water, the bridges, the players' lines and last the marks.
Drawing card by card instead would let a card's outline cut across the line
of the card beside it wherever two lines meet at an edge; stage by stage the
joins are seamless, and a straight's neutral line visibly runs under the
player's line (a gap in the card's colour on either side of it).

Colour alone does not tell the paths apart for everyone, so the four colours
differ in lightness and each carries a pattern along its line: Red plain,
Blue a light centre line, Yellow dark dots, Green light dashes. A neutral
line that a path has taken over carries a thin core in that path's colour,
so a path can be followed across its grey stretches.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from pygames.games.down_under.cards import NEUTRAL, NO_ANIMAL, Kind, Segment, Square
from pygames.games.down_under.grid import Cell, coordinates
from pygames.web.canvas import Canvas, Point
from pygames.web.down_under.animals import draw_animal
from pygames.web.down_under.animation import Pose
from pygames.web.down_under.layout import Layout
from pygames.web.down_under.legend import LEGEND

#: Red, Blue, Yellow, Green (the engine's order): dark to light they run Blue, Red,
#: Green, Yellow, so the four part by lightness as well as by hue.
PATH_COLOURS = ("#c0271d", "#183a8a", "#f6c915", "#3aa657")
#: Each colour's pattern and the colour it is drawn in (None: plain).
PATTERNS: tuple[tuple[str | None, str], ...] = (
    (None, ""),
    ("line", "#dbe4ff"),
    ("dots", "#5c4500"),
    ("dashes", "#f0fff2"),
)
NEUTRAL_LINE = "#b4aea4"
CASING = "#3a3026"
CARD = "#fbf6ea"
CARD_EDGE = "#b9a886"
WATER = "#4a94c4"
WATER_EDGE = "#23618a"
WATER_SHINE = "#a9d4ee"
STOP = "#2b2520"

#: In cell sides: a line's width, its outline on each side, the gap either side of a bridge.
WIDTH = 0.2
OUTLINE = 0.035
GAP = 0.05
#: How far from the middle line an end's stub stops (its bar clear of the line), a pond's size.
STUB_REACH = 0.25
POND = 0.28
#: The midpoints of the edges N, E, S, W, where lines meet the next card's.
_MIDPOINTS: tuple[Point, ...] = ((0.0, 0.5), (0.5, 0.0), (0.0, -0.5), (-0.5, 0.0))

Owners = Mapping[tuple[Cell, int], int]


class Card:
    """One card of the table in pixels: its cell's centre, size and segments (or, for a
    card in motion, where its ``pose`` has it)."""

    def __init__(
        self, layout: Layout, cell: Cell, square: Square, owners: Owners, pose: Pose | None = None
    ) -> None:
        self.square = square
        if pose is None:
            pose = Pose(*layout.point(*coordinates(cell)))
        self.x, self.y, self.size = pose.x, pose.y, layout.size * pose.scale
        self._cos, self._sin = math.cos(pose.angle), math.sin(pose.angle)
        #: The path each segment belongs to (NEUTRAL while on none).
        self.paths = tuple(owners.get((cell, i), NEUTRAL) for i in range(len(square.segments)))
        self._routes: dict[tuple[int, ...], list[Point]] = {}  # each stage draws them again

    def to_pixels(self, points: list[Point]) -> list[Point]:
        """Local points (a cell is -0.5..0.5 each way, north up) on the canvas."""
        c, s = self._cos, self._sin
        if s == 0.0:  # at rest (every card but one in motion): no turning to work out
            return [(self.x + u * self.size, self.y - v * self.size) for u, v in points]
        return [
            (self.x + (u * c + v * s) * self.size, self.y - (v * c - u * s) * self.size)
            for u, v in points
        ]

    def route(self, segment: Segment) -> list[Point]:
        """The line a segment draws, in pixels."""
        route = self._routes.get(segment.edges)
        if route is None:
            route = self._routes[segment.edges] = self._route(segment)
        return route

    def _route(self, segment: Segment) -> list[Point]:
        edges = segment.edges
        if len(edges) == 1:
            u, v = _MIDPOINTS[edges[0]]  # 0.5 from the middle
            stop = 2 * STUB_REACH if self.square.kind == Kind.END else 0.0  # ponds: to the middle
            return self.to_pixels([(u, v), (u * stop, v * stop)])
        (au, av), (bu, bv) = _MIDPOINTS[edges[0]], _MIDPOINTS[edges[1]]
        if (edges[0] - edges[1]) % 2 == 0:
            return self.to_pixels([(au, av), (0.0, 0.0), (bu, bv)])
        corner_u, corner_v = au + bu, av + bv
        start = math.atan2(av - corner_v, au - corner_u)
        turn = math.remainder(math.atan2(bv - corner_v, bu - corner_u) - start, 2 * math.pi)
        return self.to_pixels(
            [
                (
                    corner_u + 0.5 * math.cos(start + turn * i / 8),
                    corner_v + 0.5 * math.sin(start + turn * i / 8),
                )
                for i in range(9)
            ]
        )

    def over_water(self, segment: Segment) -> bool:
        """Whether a segment runs across a pond (drawn over the water, not under it)."""
        return self.square.kind == Kind.BILLABONG and len(segment.edges) == 2


def draw_cards(
    canvas: Canvas,
    layout: Layout,
    cells: Mapping[Cell, Square],
    owners: Owners,
    *,
    explained: bool = True,
) -> None:
    """Draw every card, stage by stage (see the module's docstring); ``explained``: as
    cards on the table, their animals and stops (a card in the hand is explained there)."""
    cards = [Card(layout, cell, square, owners) for cell, square in sorted(cells.items())]
    for stage in _STAGES:
        for card in cards:
            stage(canvas, card)
    if explained:
        for card in cards:
            _explain(canvas, card)


def _explain(canvas: Canvas, card: Card) -> None:
    """The marks of a card on the table: the card, and its animals and stops."""
    is_pond = card.square.kind == Kind.BILLABONG
    LEGEND.at(canvas, "billabong" if is_pond else "card", card.x, card.y, card.size * 0.5)
    for segment in card.square.segments:
        route = card.route(segment)
        if segment.colour != NEUTRAL and segment.is_dead_end:
            LEGEND.at(canvas, "stop", *route[1], card.size * 0.12)
        elif segment.colour == NEUTRAL and segment.animal != NO_ANIMAL:
            LEGEND.at(canvas, "animal", *_animal_spot(card, segment, route), card.size * 0.14)


def draw_moving(
    canvas: Canvas, layout: Layout, moving: tuple[Cell, Square, Pose], owners: Owners
) -> None:
    """Draw a card in motion (its cell, what it is, where it is on its way) over
    everything, the hand strip too: it comes from there."""
    card = Card(layout, *moving[:2], owners, moving[2])
    for stage in _STAGES:
        stage(canvas, card)


def _faces(canvas: Canvas, card: Card) -> None:
    """A card's face: the whole cell, or for each end the half against its stub's edge."""
    inset = 0.47
    if card.square.kind != Kind.END:
        corners = [(-inset, inset), (inset, inset), (inset, -inset), (-inset, -inset)]
        canvas.polygon(card.to_pixels(corners), fill=CARD, stroke=CARD_EDGE, width=1.0)
        return
    inner = -(WIDTH / 2 + OUTLINE + 0.04)  # just past the middle line, which lies on the card
    for segment in card.square.segments:
        if segment.colour == NEUTRAL:
            continue
        corners = [(-inset, inset), (inset, inset), (inset, inner), (-inset, inner)]
        canvas.polygon(
            card.to_pixels(_turned(corners, segment.edges[0])),
            fill=CARD,
            stroke=CARD_EDGE,
            width=1.0,
        )


def _casings(canvas: Canvas, card: Card) -> None:
    for segment in card.square.segments:
        if not card.over_water(segment):
            _stroke(canvas, card, card.route(segment), WIDTH + 2 * OUTLINE, CASING)


def _neutral(canvas: Canvas, card: Card) -> None:
    for segment, path in zip(card.square.segments, card.paths, strict=True):
        if segment.colour == NEUTRAL and not card.over_water(segment):
            _neutral_line(canvas, card, card.route(segment), path)


def _water(canvas: Canvas, card: Card) -> None:
    if card.square.kind != Kind.BILLABONG:
        return
    shore = [
        (
            POND * (1 + 0.09 * math.sin(3 * a)) * math.cos(a),
            POND * (1 + 0.09 * math.sin(3 * a)) * math.sin(a),
        )
        for a in (2 * math.pi * i / 24 for i in range(24))
    ]
    canvas.polygon(card.to_pixels(shore), fill=WATER, stroke=WATER_EDGE, width=card.size * OUTLINE)
    shine = [(0.12 * math.cos(a) - 0.04, 0.12 * math.sin(a) + 0.06) for a in (2.2, 2.6, 3.0)]
    canvas.line(card.to_pixels(shine), stroke=WATER_SHINE, width=card.size * 0.03)


def _bridges(canvas: Canvas, card: Card) -> None:
    """Lift a straight's own line over its neutral one; outline the lines across a pond."""
    if card.square.kind == Kind.STRAIGHT:
        # Cut the neutral line a gap either side of the own line, then outline the own
        # line across the cut (a little further, to hide the cut's edges): the neutral
        # line disappears under it.
        side, cut = WIDTH / 2 + OUTLINE, WIDTH / 2 + OUTLINE + GAP
        edge = card.square.segments[0].edges[0]
        for low, high, along, fill in (
            (side, cut, cut, CARD),
            (-cut, -side, cut, CARD),
            (-side, side, cut + 0.02, CASING),
        ):
            corners = [(low, along), (high, along), (high, -along), (low, -along)]
            canvas.polygon(card.to_pixels(_turned(corners, edge)), fill=fill)
    for segment in card.square.segments:
        if card.over_water(segment):
            _stroke(canvas, card, card.route(segment), WIDTH + 2 * OUTLINE, CASING)


def _own(canvas: Canvas, card: Card) -> None:
    for segment, path in zip(card.square.segments, card.paths, strict=True):
        if segment.colour != NEUTRAL:
            _stroke(canvas, card, card.route(segment), WIDTH, PATH_COLOURS[segment.colour])
        elif card.over_water(segment):
            _neutral_line(canvas, card, card.route(segment), path)


def _marks(canvas: Canvas, card: Card) -> None:
    """Each colour's pattern, the stop at an end's stub, and the animals."""
    for segment in card.square.segments:
        route = card.route(segment)
        if segment.colour != NEUTRAL:
            draw_pattern(canvas, route, segment.colour, card.size * WIDTH)
            if segment.is_dead_end:
                _stop(canvas, card, route)
        elif segment.animal != NO_ANIMAL:
            x, y = _animal_spot(card, segment, route)
            draw_animal(canvas, segment.animal, x, y, card.size * 0.26)


def draw_pattern(canvas: Canvas, route: list[Point], colour: int, width: float) -> None:
    """The pattern that marks ``colour`` along a line ``width`` pixels wide."""
    pattern, ink = PATTERNS[colour]
    if pattern == "line":
        canvas.line(route, stroke=ink, width=width * 0.22)
    elif pattern == "dots":
        for x, y in _along(route, width * 0.9, width * 0.45):
            canvas.circle(x, y, width * 0.16, fill=ink)
    elif pattern == "dashes":
        spots = _along(route, width * 0.6, width * 0.3)
        for start, end in zip(spots[::2], spots[1::2], strict=False):
            canvas.line([start, end], stroke=ink, width=width * 0.22)


def _stop(canvas: Canvas, card: Card, route: list[Point]) -> None:
    """The bar across the inner end of a stub: the path stops here."""
    (ex, ey), (sx, sy) = route
    length = math.hypot(sx - ex, sy - ey)
    half = card.size * WIDTH * 1.1 / length
    across_x, across_y = (ey - sy) * half, (sx - ex) * half
    bar = [(sx - across_x, sy - across_y), (sx + across_x, sy + across_y)]
    canvas.line(bar, stroke=STOP, width=card.size * WIDTH * 0.5)


def _animal_spot(card: Card, segment: Segment, route: list[Point]) -> Point:
    """Where an animal sits: a curve's middle, or a straight's line between edge and bridge."""
    if card.square.kind == Kind.CURVE:
        return route[len(route) // 2]
    (ex, ey), (cx, cy) = route[0], route[1]
    return ex + (cx - ex) * 0.3, ey + (cy - ey) * 0.3


def _neutral_line(canvas: Canvas, card: Card, route: list[Point], path: int) -> None:
    """A neutral line in grey, with a core of the colour of the path that took it over."""
    _stroke(canvas, card, route, WIDTH, NEUTRAL_LINE)
    if path != NEUTRAL:
        _stroke(canvas, card, route, WIDTH * 0.36, PATH_COLOURS[path])


def _stroke(canvas: Canvas, card: Card, route: list[Point], width: float, colour: str) -> None:
    canvas.line(route, stroke=colour, width=card.size * width)


def _turned(points: list[Point], edge: int) -> list[Point]:
    """Points drawn for the north edge, turned clockwise to face ``edge``."""
    for _ in range(edge):
        points = [(v, -u) for u, v in points]
    return points


def _along(route: list[Point], step: float, start: float) -> list[Point]:
    """Points every ``step`` pixels along a polyline, the first ``start`` from its beginning."""
    found, travelled, wanted = [], 0.0, start
    for (ax, ay), (bx, by) in zip(route, route[1:], strict=False):
        length = math.hypot(bx - ax, by - ay)
        while length and wanted <= travelled + length:
            t = (wanted - travelled) / length
            found.append((ax + (bx - ax) * t, ay + (by - ay) * t))
            wanted += step
        travelled += length
    return found


_STAGES: tuple[Callable[[Canvas, Card], None], ...] = (
    _faces,
    _casings,
    _neutral,
    _water,
    _bridges,
    _own,
    _marks,
)
