"""Where the Offboard board sits on a canvas of a given size: the pixel centre of every
cell, target and ring position, for the renderer, the motion and the tests to agree on."""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.games.offboard.geometry import COORDS, RING
from pygames.web.canvas import Point

#: Half the board's size in cell spacings, including the targets and their values.
_EXTENT = 6.25
_SQRT3_2 = math.sqrt(3) / 2


@dataclass(frozen=True, slots=True)
class Layout:
    """Where the board sits on a canvas of a given size."""

    cx: float
    cy: float
    spacing: float

    @classmethod
    def fit(cls, width: float, height: float) -> Layout:
        """The largest board that fits the canvas, centred."""
        spacing = min(width / (2 * _EXTENT), height / (2 * _EXTENT * _SQRT3_2 + 0.6))
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

    def target_ends(self, target: int) -> tuple[Point, Point]:
        """The two ring positions that feed a target."""
        side, half = divmod(target, 2)
        first = side * 5 + (1 if half == 0 else 3)
        return self.point(*RING[first]), self.point(*RING[first + 1])

    def _target_middle(self, target: int) -> Point:
        (ax, ay), (bx, by) = self.target_ends(target)
        return (ax + bx) / 2, (ay + by) / 2

    def in_target(self, target: int) -> Point:
        """Where a marble lying in a target is drawn."""
        return self.outward(self._target_middle(target), 1.065)

    def waiting(self, target: int) -> Point:
        """Where a marble bounced off a full target waits, between it and the board."""
        return self.outward(self._target_middle(target), 0.93)
