"""Hit regions: what a renderer says is under each part of the picture.

Renderers return these so that a click or tap maps to something in the game
(a cell, a marble, a die) without the renderer knowing about events.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pygames.web.canvas import Box


@dataclass(frozen=True, slots=True)
class Hit:
    """A circular region and the key it stands for (e.g. ``("cell", 40)``).

    A wide button takes taps in a circle round it but is ringed by its own ``box``, if
    given: a circle round it would cover the buttons beside it."""

    key: Hashable
    x: float
    y: float
    r: float
    box: Box | None = None

    def contains(self, x: float, y: float) -> bool:
        """Return True if the point lies inside the region."""
        return (x - self.x) ** 2 + (y - self.y) ** 2 <= self.r**2


def hit_test(hits: Sequence[Hit], x: float, y: float) -> Hashable | None:
    """Return the key of the region under (x, y), or None for a click on nothing.

    Where regions overlap, the one whose centre is nearest (for its size) wins,
    so a board can give its cells overlapping circles that leave no gaps: every
    point then belongs to its nearest cell, as on the printed board.
    """
    under = [hit for hit in hits if hit.contains(x, y)]
    if not under:
        return None
    return min(under, key=lambda hit: math.hypot(x - hit.x, y - hit.y) / hit.r).key


#: Arrow keys as screen directions (y grows downwards).
ARROWS = {
    "ArrowRight": (1.0, 0.0),
    "ArrowLeft": (-1.0, 0.0),
    "ArrowDown": (0.0, 1.0),
    "ArrowUp": (0.0, -1.0),
}


def step_focus(hits: Sequence[Hit], current: Hashable | None, arrow: str) -> Hashable | None:
    """Return the key an arrow key moves the keyboard focus to, from the region ``current``.

    The next region is the nearest one whose centre lies within 60 degrees of
    the arrow's direction (distance ahead plus distance aside), so
    on a hex board or a grid the arrows go where the eye expects. Without a
    current region the focus starts at the region nearest the middle.
    """
    if not hits:
        return None
    here = next((hit for hit in hits if hit.key == current), None)
    if here is None:
        middle_x = sum(hit.x for hit in hits) / len(hits)
        middle_y = sum(hit.y for hit in hits) / len(hits)
        return min(hits, key=lambda hit: (hit.x - middle_x) ** 2 + (hit.y - middle_y) ** 2).key
    dx, dy = ARROWS[arrow]
    best, best_cost = here, float("inf")
    for hit in hits:
        ahead = (hit.x - here.x) * dx + (hit.y - here.y) * dy
        aside = abs((hit.x - here.x) * dy - (hit.y - here.y) * dx)
        if ahead <= 0 or aside > ahead * 1.74:  # tan(60°)
            continue
        cost = ahead + aside
        if cost < best_cost:
            best, best_cost = hit, cost
    return best.key
