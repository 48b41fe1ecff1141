"""The shell's part for boards played against the clock (``ui.Realtime``): the clock of the
person's turn, what the board is told of it, and what each tick of the page does.

Built from the board's capability and the page's clock (``now``), with no browser
imports, so its rules are tested in CPython: the clock runs only while the person may
act and the page is seen (not hidden, the rules not open), restarts where the game says
a new turn's clock stands, stops the turn by itself where the board says (another
player's call, the time limit), and the board is redrawn a few times a second to show
it. A board without the capability gets ``Untimed``, which never runs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from pygames.core import Action, State
from pygames.web.stopwatch import Stopwatch
from pygames.web.ui import BoardUI, Realtime

#: How often a running clock redraws the board (ms): the clock shows tenths.
TICK_MS = 200


@dataclass(frozen=True, slots=True)
class Ticked:
    """What a tick of the page asks for: the actions that stop the turn now (None: it goes
    on), and whether the board should be redrawn to show the time."""

    stop: tuple[Action, ...] | None = None
    redraw: bool = False


class Clock(Protocol):
    """The clock of a person's turn, as the shell sees it."""

    def timing(self, interactive: bool) -> dict[str, Any]:
        """``clock=`` for the board's hooks (nothing for a board without a clock)."""

    def follow(self, state: State, interactive: bool) -> None:
        """Run for the turn ``state`` is in, if the person may act in it."""

    def tick(self, state: State, interactive: bool, *, seen: bool) -> Ticked:
        """A tick of the page (``seen``: the page is visible and the rules closed)."""


class Untimed:
    """The clock of a board whose turns are not timed: it never runs."""

    def timing(self, interactive: bool) -> dict[str, Any]:
        return {}

    def follow(self, state: State, interactive: bool) -> None:
        return None

    def tick(self, state: State, interactive: bool, *, seen: bool) -> Ticked:
        return Ticked()


class RealtimeClock:
    """One stopwatch following the turns a real-time board says are against the clock."""

    def __init__(self, realtime: Realtime[Any], now: Callable[[], float]) -> None:
        """``now()`` is the page's clock in seconds."""
        self._realtime = realtime
        self._now = now
        self.stopwatch = Stopwatch()

    def timing(self, interactive: bool) -> dict[str, Any]:
        running = self.stopwatch.key is not None and interactive
        return {"clock": self.stopwatch.read(self._now()) if running else None}

    def follow(self, state: State, interactive: bool) -> None:
        clocked = self._realtime.clock(state) if interactive else None
        self.stopwatch.follow(clocked, self._now())

    def tick(self, state: State, interactive: bool, *, seen: bool) -> Ticked:
        """Keep a running clock honest: stand still while the page is not ``seen``, stop
        the turn where the board says, else redraw the time."""
        self.follow(state, interactive)
        if self.stopwatch.key is None:
            return Ticked()
        now = self._now()
        if not seen:
            self.stopwatch.pause(now)
            return Ticked()
        self.stopwatch.resume(now)
        clocked = self._realtime.clock(state)
        if clocked is not None and clocked.stop is not None:
            if self.stopwatch.read(now) >= clocked.stop:
                return Ticked(stop=clocked.at_stop)
        return Ticked(redraw=True)


def clock_for(ui: BoardUI[Any], now: Callable[[], float]) -> Clock:
    """The clock of ``ui``'s turns: a real one for a board with ``realtime``."""
    return Untimed() if ui.realtime is None else RealtimeClock(ui.realtime, now)
