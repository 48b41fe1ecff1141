"""The clock of a real-time turn: it runs while the person plays, and stands while they cannot.

A board whose turns are played against the clock says which turn's clock
runs and where it stands (``Clocked``, from ``ui.BoardUI.clock``); the app
keeps one ``Stopwatch`` on the page's clock (``performance.now()``), pauses
it while the page is hidden or the rules are open, and hands the reading to
the board. A new turn (a new key) restarts it where the game says that turn's
clock stands, so a reload resumes a turn where it was.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from pygames.core import Action


@dataclass(frozen=True, slots=True)
class Clocked:
    """A turn played against the clock: which one, its time so far, and how it ends.

    ``stop``: the reading (seconds) at which the clock stops by itself (another
    player's call, the time limit), and ``at_stop`` the actions played then.
    """

    key: Hashable
    start: float
    stop: float | None = None
    at_stop: tuple[Action, ...] = ()


class Stopwatch:
    """A clock for one turn at a time, on a page clock given in seconds."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self._base = 0.0
        self._since: float | None = None

    def follow(self, clocked: Clocked | None, now: float) -> None:
        """Run for ``clocked``'s turn: restart on a new turn, keep running on the same."""
        key = None if clocked is None else clocked.key
        if key == self.key:
            return
        self.key = key
        self._base = 0.0 if clocked is None else clocked.start
        self._since = None if clocked is None else now

    def set(self, reading: float, now: float) -> None:
        """Read ``reading`` at ``now`` (a turn resumed where it stood)."""
        self._base = reading
        if self._since is not None:
            self._since = now

    def read(self, now: float) -> float:
        """The seconds on the clock at page time ``now``."""
        return self._base + (0.0 if self._since is None else max(0.0, now - self._since))

    @property
    def paused(self) -> bool:
        return self._since is None

    def pause(self, now: float) -> None:
        """Stand still from ``now`` (until ``resume``)."""
        if self._since is not None:
            self._base, self._since = self.read(now), None

    def resume(self, now: float) -> None:
        """Run on from ``now`` (only a clock following a turn runs)."""
        if self._since is None and self.key is not None:
            self._since = now
