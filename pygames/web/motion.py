"""The last move's motion on the board: a plane flying, a tile turning, a piece sliding.

A board says how long a move's motion lasts (``BoardUI.motion``) and draws the move at
a ``progress`` from 0 (it starts) to 1 (at rest); the shell (``showing``) redraws by
animation frames only while a motion runs, ends it at once on a tap or key (which then
acts as usual), and starts none for a reader whose system asks for reduced motion.
Plain Python, so the timing is tested in CPython.
"""

from __future__ import annotations

from dataclasses import dataclass

#: At rest: what a board draws when no motion runs.
AT_REST = 1.0


@dataclass(frozen=True, slots=True)
class Motion:
    """A motion started at ``start`` (seconds, on any clock) lasting ``length`` seconds."""

    start: float
    length: float

    def progress(self, now: float) -> float:
        """How far the motion has come at ``now``: 0 at its start, 1 at its end and after.

        >>> Motion(10.0, 0.5).progress(10.25), Motion(10.0, 0.5).progress(11.0)
        (0.5, 1.0)
        """
        if self.length <= 0:
            return AT_REST
        return min(AT_REST, max(0.0, (now - self.start) / self.length))

    def running(self, now: float) -> bool:
        """Whether the motion still has frames to draw at ``now``."""
        return now < self.start + self.length


def ease(progress: float) -> float:
    """Slow out, fast through the middle, slow in: how a thing moved by hand travels.

    >>> ease(0.0), ease(0.5), ease(1.0)
    (0.0, 0.5, 1.0)
    """
    return progress * progress * (3 - 2 * progress)
