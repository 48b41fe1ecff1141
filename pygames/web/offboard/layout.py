"""Where the Offboard board sits on a canvas of a given size: the pixel centre of every
cell, target and ring position, for the renderer, the motion and the tests to agree on.

The board is as large as the canvas allows: ``fit`` measures what is drawn (the frame
and the targets' value badges, the parts farthest out) at one pixel per cell spacing, so
no margin is left beyond them; on a phone every pixel of width makes the cells larger.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.games.offboard.geometry import COORDS, RING, TARGET_COUNT
from pygames.web.canvas import Point

_SQRT3_2 = math.sqrt(3) / 2
#: How far out the frame's corners, a target's pocket (from its inner to its outer
#: edge) and its value badge stand, as factors of their distance from the centre.
FRAME = 1.08
POCKET_INNER, POCKET_OUTER = 1.0, 1.13
BADGE = 1.19
#: A value badge's radius, in cell spacings.
BADGE_RADIUS = 0.3
#: The frame's edge line, in cell spacings (half of it lies outside the corners).
FRAME_LINE = 0.12
#: The smallest text a player is asked to read (CSS px).
SMALLEST_TEXT = 11.0


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the board sits on a canvas of a given size."""

    cx: float
    cy: float
    spacing: float

    @classmethod
    def fit(cls, width: float, height: float) -> Layout:
        """The largest board that fits the canvas, centred."""
        spacing = min(width / (2 * _HALF_WIDTH), height / (2 * _HALF_HEIGHT))
        return cls(width / 2, height / 2, spacing)

    def point(self, row: float, diagonal: float) -> Point:
        """The pixel centre of a (row, diagonal) position, on or off the board."""
        x = (diagonal - row / 2) - 2.5
        return self.cx + x * self.spacing, self.cy - (row - 5) * self.spacing * _SQRT3_2

    def cell(self, cell: int) -> Point:
        """The pixel centre of a cell."""
        return self.point(*COORDS[cell])

    def outward(self, point: Point, factor: float) -> Point:
        """Scale a point away from the board's centre."""
        x, y = point
        return self.cx + (x - self.cx) * factor, self.cy + (y - self.cy) * factor

    def corners(self) -> list[Point]:
        """The frame's six corners."""
        return [self.outward(self.point(*RING[i]), FRAME) for i in range(0, 30, 5)]

    def target_ends(self, target: int) -> tuple[Point, Point]:
        """The two ring positions that feed a target."""
        side, half = divmod(target, 2)
        first = side * 5 + (1 if half == 0 else 3)
        return self.point(*RING[first]), self.point(*RING[first + 1])

    def _target_middle(self, target: int) -> Point:
        (ax, ay), (bx, by) = self.target_ends(target)
        return (ax + bx) / 2, (ay + by) / 2

    def pocket(self, target: int) -> list[Point]:
        """A target's pocket: the gutter beyond the ring positions that feed it."""
        (ax, ay), (bx, by) = self.target_ends(target)
        dx, dy = (bx - ax) * 0.3, (by - ay) * 0.3
        inner_a, inner_b = (ax - dx, ay - dy), (bx + dx, by + dy)
        return [
            self.outward(inner_a, POCKET_INNER),
            self.outward(inner_b, POCKET_INNER),
            self.outward(inner_b, POCKET_OUTER),
            self.outward(inner_a, POCKET_OUTER),
        ]

    def badge(self, target: int) -> Point:
        """Where a target's value is written, just beyond its pocket."""
        return self.outward(self._target_middle(target), BADGE)

    def in_target(self, target: int) -> Point:
        """Where a marble lying in a target is drawn."""
        return self.outward(self._target_middle(target), 1.065)

    def waiting(self, target: int) -> Point:
        """Where a marble bounced off a full target waits, between it and the board."""
        return self.outward(self._target_middle(target), 0.93)


def _extent() -> tuple[float, float]:
    """Half the board's width and height in cell spacings: its frame and value badges."""
    unit = Layout(0.0, 0.0, 1.0)
    reach = FRAME_LINE / 2
    xs = [abs(x) + reach for x, _ in unit.corners()]
    ys = [abs(y) + reach for _, y in unit.corners()]
    for target in range(TARGET_COUNT):
        x, y = unit.badge(target)
        xs.append(abs(x) + BADGE_RADIUS)
        ys.append(abs(y) + BADGE_RADIUS)
    return max(xs), max(ys)


_HALF_WIDTH, _HALF_HEIGHT = _extent()
