"""What a move caused, told a line at a time (``BoardUI.aftermath``): one project scored
after another, each with its place shown on the board, at a pace a person can follow.

Plain Python, so the pacing is tested in CPython; ``showing`` runs it on the page: it
says each line when its time comes, lets a tap or key skip ahead, and makes computers
wait until every line was told.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from pygames.web.ui import Caused


class Telling:
    """Lines told one after another from ``start``, each for ``pace`` seconds (0: all at
    once, nothing to wait for)."""

    def __init__(self, lines: Sequence[Caused], start: float, pace: float) -> None:
        self.lines = tuple(lines)
        self.start = start
        self.pace = pace

    def _index(self, now: float) -> int:
        if self.pace <= 0:
            return len(self.lines)
        return max(0, math.floor((now - self.start) / self.pace))

    def line(self, now: float) -> Caused | None:
        """The line being told at ``now``; None once every line has been told."""
        index = self._index(now)
        return self.lines[index] if index < len(self.lines) else None

    def next_change(self, now: float) -> float | None:
        """When the line told next changes (another line, or the telling ends); None
        once it has ended."""
        index = self._index(now)
        if index >= len(self.lines):
            return None
        return self.start + (index + 1) * self.pace
