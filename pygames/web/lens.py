"""A magnifying lens for fingers: when a tap could mean several places, show them larger.

A fingertip covers about 44 CSS pixels. On a phone a board's places can sit
closer than that (Offboard's cells are ~31 px apart at 390 px wide), so a
tap between two of them is a guess. Instead of guessing, the app opens a
lens: the neighbourhood of the tap drawn magnified in a circle, where every
place is at least ``FINGER`` px from the next, and the next tap picks one.
A tap that lands within half a finger of exactly one place that would do
something (a "live" place) is taken at once, so the lens appears only when
it is needed. Pure geometry, tested in CPython; the app draws and routes
taps.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from pygames.web.canvas import Canvas, Fill, Point, RadialGradient, T
from pygames.web.hits import Hit
from pygames.web.marks import Mark

#: The side of a comfortable touch target, in CSS pixels.
FINGER = 44.0
#: How far (in finger widths) the lens reaches from its centre, before magnifying.
LENS_FINGERS = 3.0
MOST_ZOOM = 3.0


@dataclass(frozen=True, slots=True)
class Lens:
    """The neighbourhood of ``(x, y)`` drawn ``zoom`` times larger in a circle at ``centre``."""

    x: float
    y: float
    zoom: float
    centre: Point
    radius: float

    def to_lens(self, x: float, y: float) -> Point:
        """Where a point of the board appears in the lens."""
        cx, cy = self.centre
        return cx + (x - self.x) * self.zoom, cy + (y - self.y) * self.zoom

    def hits(self, hits: Sequence[Hit]) -> list[Hit]:
        """The board's regions as they appear in the lens (those whose centre it shows)."""
        cx, cy = self.centre
        shown = []
        for hit in hits:
            x, y = self.to_lens(hit.x, hit.y)
            if math.hypot(x - cx, y - cy) <= self.radius:
                shown.append(Hit(hit.key, x, y, hit.r * self.zoom))
        return shown

    def contains(self, x: float, y: float) -> bool:
        """Whether a tap at (x, y) is inside the lens."""
        return math.hypot(x - self.centre[0], y - self.centre[1]) <= self.radius


def under_finger(hits: Sequence[Hit], x: float, y: float) -> list[Hit]:
    """The regions whose centre lies within half a finger of a tap at (x, y)."""
    return [hit for hit in hits if math.hypot(hit.x - x, hit.y - y) <= FINGER / 2]


def lens_for(
    hits: Sequence[Hit],
    live: Callable[[Hashable], bool],
    x: float,
    y: float,
    size: tuple[float, float],
) -> Lens | None:
    """A lens if a tap at (x, y) could mean two or more live places, else None.

    The zoom brings the closest two of those places a finger apart; the lens
    stays inside the canvas of ``size`` (width, height).
    """
    candidates = [hit for hit in under_finger(hits, x, y) if live(hit.key)]
    if len(candidates) < 2:
        return None
    closest = min(
        math.hypot(a.x - b.x, a.y - b.y)
        for i, a in enumerate(candidates)
        for b in candidates[i + 1 :]
    )
    zoom = min(MOST_ZOOM, max(1.5, FINGER / max(closest, 1.0)))
    width, height = size
    radius = min(FINGER * LENS_FINGERS * zoom / 2, width / 2, height / 2)
    centre = (min(max(x, radius), width - radius), min(max(y, radius), height - radius))
    return Lens(x, y, zoom, centre, radius)


class LensCanvas:
    """A canvas facade that draws through a lens onto another canvas.

    Renderers draw on it as on the board; every coordinate, radius, line
    width and text size is magnified, and ``clear`` paints the lens's disc.
    The caller clips the real canvas to the disc.
    """

    def __init__(self, canvas: Canvas, lens: Lens) -> None:
        self._canvas = canvas
        self._lens = lens
        self.width = canvas.width
        self.height = canvas.height

    def _points(self, points: Sequence[Point]) -> list[Point]:
        return [self._lens.to_lens(x, y) for x, y in points]

    def _fill(self, fill: Fill) -> Fill:
        if not isinstance(fill, RadialGradient):
            return fill
        zoom = self._lens.zoom
        (ix, iy, ir), (ox, oy, outer) = fill.inner, fill.outer
        inner_x, inner_y = self._lens.to_lens(ix, iy)
        outer_x, outer_y = self._lens.to_lens(ox, oy)
        return RadialGradient(
            (inner_x, inner_y, ir * zoom), (outer_x, outer_y, outer * zoom), fill.stops
        )

    def clear(self, color: str) -> None:
        cx, cy = self._lens.centre
        self._canvas.circle(cx, cy, self._lens.radius, fill=color)

    def circle(
        self,
        x: float,
        y: float,
        r: float,
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        lx, ly = self._lens.to_lens(x, y)
        zoom = self._lens.zoom
        self._canvas.circle(
            lx, ly, r * zoom, fill=self._fill(fill), stroke=stroke, width=width * zoom
        )

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        self._canvas.polygon(
            self._points(points),
            fill=self._fill(fill),
            stroke=stroke,
            width=width * self._lens.zoom,
        )

    def line(self, points: Sequence[Point], *, stroke: str, width: float = 1.0) -> None:
        self._canvas.line(self._points(points), stroke=stroke, width=width * self._lens.zoom)

    def text(
        self, x: float, y: float, text: str, *, size: float, color: str, bold: bool = False
    ) -> None:
        lx, ly = self._lens.to_lens(x, y)
        self._canvas.text(lx, ly, text, size=size * self._lens.zoom, color=color, bold=bold)

    def mark(self, mark: Mark) -> None:
        """The lens explains nothing: its places are picked, the board's explained."""

    def still(self, draw: Callable[[Canvas], T], key: object = None) -> T:
        """Draw the part now, magnified: the lens is drawn anew with each frame."""
        return draw(self)
