"""Hit regions: what a renderer says is under each part of the picture.

Renderers return these so that a click or tap maps to something in the game
(a cell, a marble, a die) without the renderer knowing about events.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Hit:
    """A circular region and the key it stands for (e.g. ``("cell", 40)``)."""

    key: Hashable
    x: float
    y: float
    r: float

    def contains(self, x: float, y: float) -> bool:
        """Return True if the point lies inside the region."""
        return (x - self.x) ** 2 + (y - self.y) ** 2 <= self.r**2


def hit_test(hits: Sequence[Hit], x: float, y: float) -> Hashable | None:
    """Return the key of the topmost region under (x, y), or None for a click on nothing."""
    for hit in reversed(hits):
        if hit.contains(x, y):
            return hit.key
    return None
