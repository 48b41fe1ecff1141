"""Where a tap means a region: anywhere on its painted land or sea, as the eye sees it.

The shell's hits are circles (``hits.Hit``), and a circle round a region's label left
most of a region dead to taps (a tap on Barkly below its factory cleared the choice).
A region's ``Area`` is a hit whose shape is the region's outline, and its own marks
(its tile, marker, planes and windmill, which may reach over a border); the camps and
ships drawn on top of it are cut out, so the smaller mark on top wins. Only the marks
as drawn reach over a border: a circle round them all took taps on a neighbour's
painted land, and a newcomer tapping an orange region got the green one beside it.
Round a camp's mark, its wider reach for fingers goes to the camp or the region's
marks, whichever is nearer for its size, as ``hits.hit_test`` decides.

``hit_test`` asks a hit whether it contains a point, so it tests the shape; the rest of
the shell (the keyboard's ring, the touch lens, the mouse's hover in ``hover.js``, the
taps a route makes) sees the circle at the label, as before.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygames.web.canvas import Point
from pygames.web.hits import Hit

#: A circle drawn on top of a region, which answers for itself: (x, y, radius).
Circle = tuple[float, float, float]


@dataclass(frozen=True, slots=True)
class Area(Hit):
    """A region's hit: its ``outline`` and the ``marks`` drawn for it, less the circles of
    the places drawn ``over`` it; (``x``, ``y``, ``r``) is the circle at its label, where
    the rest of the shell sees it."""

    outline: tuple[Point, ...] = ()
    over: tuple[Circle, ...] = ()
    marks: tuple[Circle, ...] = ()

    def contains(self, x: float, y: float) -> bool:
        """Whether (x, y) is on the region as drawn, and on none of the places over it."""
        if _within(self.over, x, y):
            return False
        return _within(self.marks, x, y) or inside(self.outline, x, y)


def _within(circles: Sequence[Circle], x: float, y: float) -> bool:
    return any((x - cx) ** 2 + (y - cy) ** 2 <= r * r for cx, cy, r in circles)


def inside(outline: Sequence[Point], x: float, y: float) -> bool:
    """Whether (x, y) lies inside the polygon ``outline`` (a ray cast to the right crosses
    its edges an odd number of times).

    >>> square = [(0, 0), (10, 0), (10, 10), (0, 10)]
    >>> inside(square, 5, 5), inside(square, 15, 5)
    (True, False)
    """
    if not outline:
        return False
    crossings = False
    for (ax, ay), (bx, by) in zip(outline, [*outline[1:], outline[0]], strict=True):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            crossings = not crossings
    return crossings
