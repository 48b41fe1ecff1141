"""The place the mouse rests on, for boards that show more about it (``BoardUI.follows_focus``).

A pointer move is far too frequent to cross into Python each time, so ``site/hover.js``
hit-tests the mouse itself, against the places the board's last drawing returned
(handed over as JSON only when they change), and tells Python only when the place under
the mouse changes, at most once an animation frame. The board then sees the hovered
place as it sees the keyboard's focus ring (``focus=``). Fingers have no hover: a tap
is a tap, and the touch lens is for crowded places.
"""

from __future__ import annotations

import json
from collections.abc import Hashable, Sequence

from pygames.web.hits import Hit


class Hover:
    """The hit key under the mouse, as the board last drew its places."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self._hits: tuple[Hit, ...] = ()
        self._handed: tuple[str, tuple[Hashable, ...]] = ("[]", ())

    def areas(self, hits: Sequence[Hit]) -> str | None:
        """The places for ``hover.js`` as JSON (``[[x, y, r], ...]``), or None when neither
        they nor their keys changed since they were last handed over."""
        self._hits = tuple(hits)
        shapes = json.dumps([[round(h.x, 1), round(h.y, 1), round(h.r, 1)] for h in hits])
        handed = (shapes, tuple(h.key for h in hits))
        if handed == self._handed:
            return None
        self._handed = handed
        return shapes

    def over(self, index: int) -> bool:
        """The mouse is over place ``index`` of those last handed over (-1: over none, or
        off the board); return True if that changed the key under it."""
        key = self._hits[index].key if 0 <= index < len(self._hits) else None
        changed, self.key = key != self.key, key
        return changed
