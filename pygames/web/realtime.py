"""The shell's part for boards played against the clock (``ui.Realtime``): the clock of the
person's turn, what the board is told of it, and what each tick of the page does.

Built from the board's capability and the page's clock (``now``), with no browser
imports, so its rules are tested in CPython: the clock runs only while the person may
act and the page is seen (not hidden, the rules not open), restarts where the game says
a new turn's clock stands, stops the turn by itself where the board says (another
player's call, the time limit), and the board is redrawn a few times a second to show
it. A board without the capability gets ``Untimed``, which never runs.

A reload never rewinds the clock: while it runs, the reading is kept with the moment it
was read (``Kept``, in the page's storage beside the save), and the same turn resumes at
that reading plus the time the reload took. Where the time since is longer than a
reload takes (``RELOAD_GRACE``: the tab was closed, the computer slept), it counts no
more than that, as a hidden page's clock stands still.
"""

from __future__ import annotations

import json
import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeGuard

from pygames.core import Action, State
from pygames.web.stopwatch import Stopwatch
from pygames.web.ui import BoardUI, Realtime

#: How often a running clock redraws the board (ms): the clock shows tenths.
TICK_MS = 200
#: The longest time (seconds) a reload may take: the time since the clock was last kept
#: counts up to this, and no more.
RELOAD_GRACE = 30.0


@dataclass(frozen=True, slots=True)
class Kept:
    """A running clock as last kept: which turn (its game's seed and the board's key for the
    turn, as text), its reading in seconds, and when it was read (wall clock, seconds)."""

    turn: str
    reading: float
    at: float

    def to_json(self) -> str:
        return json.dumps({"turn": self.turn, "reading": self.reading, "at": self.at})

    @classmethod
    def from_json(cls, text: str | None) -> Kept | None:
        """The clock kept in ``text``, or None for nothing or anything malformed."""
        try:
            data = json.loads(text) if text else None
        except ValueError:
            return None
        if not isinstance(data, dict):
            return None
        turn, reading, at = data.get("turn"), data.get("reading"), data.get("at")
        if not isinstance(turn, str) or not _is_time(reading) or not _is_time(at):
            return None
        return cls(turn, float(reading), float(at))


def _is_time(value: object) -> TypeGuard[float]:
    """Whether ``value`` is a number of seconds a clock can read: finite, not negative."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and value >= 0
    )


def turn_of(state: State, key: object) -> str:
    """The text that names a turn across reloads: its game's seed and the board's key."""
    return repr((state.seed, key))


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

    def __init__(
        self,
        realtime: Realtime[Any],
        now: Callable[[], float],
        *,
        kept: Kept | None = None,
        keep: Callable[[Kept], None] = lambda _kept: None,
        wall: Callable[[], float] = time.time,
    ) -> None:
        """``now()`` is the page's clock in seconds, ``wall()`` the wall clock's; ``kept`` is
        the clock kept before the page (re)loaded, and ``keep(kept)`` keeps it again."""
        self._realtime = realtime
        self._now = now
        self._kept = kept
        self._keep = keep
        self._wall = wall
        self.stopwatch = Stopwatch()

    def timing(self, interactive: bool) -> dict[str, Any]:
        running = self.stopwatch.key is not None and interactive
        return {"clock": self.stopwatch.read(self._now()) if running else None}

    def follow(self, state: State, interactive: bool) -> None:
        clocked = self._realtime.clock(state) if interactive else None
        key = None if clocked is None else clocked.key
        if key == self.stopwatch.key:
            return
        now = self._now()
        self.stopwatch.follow(clocked, now)
        kept, self._kept = self._kept, None  # the clock before a reload, asked once
        if clocked is not None and kept is not None and kept.turn == turn_of(state, key):
            since = min(max(0.0, self._wall() - kept.at), RELOAD_GRACE)
            self.stopwatch.set(max(clocked.start, kept.reading + since), now)

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
        reading = self.stopwatch.read(now)
        self._keep(Kept(turn_of(state, self.stopwatch.key), reading, self._wall()))
        clocked = self._realtime.clock(state)
        if clocked is not None and clocked.stop is not None:
            if reading >= clocked.stop:
                return Ticked(stop=clocked.at_stop)
        return Ticked(redraw=True)


def clock_for(
    ui: BoardUI[Any],
    now: Callable[[], float],
    *,
    kept: Kept | None = None,
    keep: Callable[[Kept], None] = lambda _kept: None,
) -> Clock:
    """The clock of ``ui``'s turns: a real one for a board with ``realtime``."""
    if ui.realtime is None:
        return Untimed()
    return RealtimeClock(ui.realtime, now, kept=kept, keep=keep)
