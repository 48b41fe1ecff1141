"""The page showing a move once it is played: its motion (``motion``), then what it caused
told a line at a time (``telling``).

The board is redrawn by animation frames only while a motion runs, and once more as
each line's turn comes (its place shown as the focus would be). A tap, a key, a button
or Skip ends the show at once, and then does what it does (nothing is lost); the
computers wait until a show ends (``ComputerTurns``'s ``busy``). A reader whose system
asks for reduced motion gets no motion, only the told lines.

Built from callables, so it holds nothing of the app's: ``draw()`` redraws the board for
a frame of the motion, ``settle()`` brings the whole page up to date once it ends (the
status line waits for the move to come to rest), and ``tell(lines)`` puts lines in the
message line (screen readers heard them with the move).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from pygames.core import Say
from pygames.web.motion import AT_REST, Motion
from pygames.web.telling import Telling
from pygames.web.ui import Caused

REDUCED_MOTION = "(prefers-reduced-motion: reduce)"


class Showing:
    """The show of the last move on one board: started after each move, ended by any input."""

    def __init__(
        self,
        draw: Callable[[], None],
        settle: Callable[[], None],
        tell: Callable[[Sequence[Say]], None],
        keep: Callable[[Any], Any],
    ) -> None:
        """``keep`` keeps a proxy handed to JavaScript alive as long as the page."""
        self._draw = draw
        self._settle = settle
        self._tell_lines = tell
        self.motion: Motion | None = None
        self.telling: Telling | None = None
        self._on_frame = keep(create_proxy(self._frame))
        self._on_timer = keep(create_proxy(self._timer))
        self._frame_asked = False
        self._timer_id: Any = None
        self._settling = False  # drawing the first picture at rest after a motion

    def start(self, lines: Sequence[Caused], *, length: float, pace: float) -> None:
        """Show the move just played: its motion for ``length`` seconds (none if the
        reader's system asks for reduced motion), and ``lines`` one at a time, each for
        ``pace`` seconds (0: every line at once)."""
        self._stop_timer()
        now = _now()
        if bool(window.matchMedia(REDUCED_MOTION).matches):
            length = 0.0
        self.motion = Motion(now, length) if length > 0 else None
        self.telling = Telling(lines, now, pace)
        if self.motion is not None and not self._frame_asked:
            self._frame_asked = True
            window.requestAnimationFrame(self._on_frame)
        _board().dataset.motion = "running" if self.motion is not None else ""
        self._tell(now)

    def busy(self) -> bool:
        """Whether the last move is still being shown (the computers wait for it)."""
        return self.motion is not None or self.telling is not None

    def finish(self) -> bool:
        """End the show at once (a tap, a key, Skip): the move at rest, every line said.
        Return True if one was running."""
        if not self.busy():
            return False
        self._stop_timer()
        moved, self.motion = self.motion is not None, None
        _board().dataset.motion = ""
        if self.telling is not None:
            self._say_all(self.telling)
            self.telling = None
        self._draw_at_rest(moved)
        return True

    def is_moving(self) -> bool:
        """Whether a motion runs (the status line still shows the moment before it)."""
        return self.motion is not None

    def follows_motion(self) -> bool:
        """Whether the board is drawn as a motion's picture: while one runs, and the first
        time at rest after it (still parts that look the same at rest are shown again, so
        the motion's end costs what changed)."""
        return self.motion is not None or self._settling

    def progress(self) -> float:
        """How far the motion has come (0 to 1; at rest, 1)."""
        return self.motion.progress(_now()) if self.motion is not None else AT_REST

    def place(self) -> Hashable | None:
        """The place of the line being told, which the board shows as the focus."""
        if self.telling is None:
            return None
        line = self.telling.line(_now())
        return line.place if line is not None else None

    def _frame(self, _time: float) -> None:
        self._frame_asked = False
        if self.motion is None:
            return
        if not self.motion.running(_now()):
            self.motion = None
            _board().dataset.motion = ""
            self._draw_at_rest(True)
            return
        self._frame_asked = True
        window.requestAnimationFrame(self._on_frame)
        self._draw()

    def _draw_at_rest(self, moved: bool) -> None:
        """Show the page at rest; after a motion (``moved``), the board as its last picture."""
        self._settling = moved
        try:
            self._settle()
        finally:
            self._settling = False

    def _tell(self, now: float) -> None:
        """Say the line whose turn it is (or all of them, once told) and wake for the next."""
        telling = self.telling
        if telling is None:
            return
        line = telling.line(now)
        if line is None:
            self._say_all(telling)
            self.telling = None
            return
        self._tell_lines((line.say,))
        change = telling.next_change(now)
        assert change is not None
        self._timer_id = window.setTimeout(self._on_timer, max(0.0, change - now) * 1000 + 1)

    def _timer(self) -> None:
        self._timer_id = None
        self._tell(_now())
        if self.motion is None:  # else the next frame shows the new line's place
            self._draw()

    def _say_all(self, telling: Telling) -> None:
        self._tell_lines([line.say for line in telling.lines])

    def _stop_timer(self) -> None:
        if self._timer_id is not None:
            window.clearTimeout(self._timer_id)
            self._timer_id = None


def _now() -> float:
    return float(window.performance.now()) / 1000


def _board() -> Any:  # a JS element proxy
    return document.getElementById("board")
