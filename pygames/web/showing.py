"""The page showing a move once it is played: its motion (``motion``), then what it caused
told a line at a time (``telling``).

The board is redrawn by animation frames only while a motion runs, and once more as
each line's turn comes (its place shown as the focus would be). A tap, a key, a button
or Skip ends the show at once, and then does what it does (nothing is lost); the
computers wait until a show ends (``ComputerTurns``'s ``busy``). A reader whose system
asks for reduced motion gets no motion, only the told lines.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from pygames.web.motion import AT_REST, Motion
from pygames.web.telling import Telling
from pygames.web.ui import Caused

if TYPE_CHECKING:
    from pygames.web.app import App

REDUCED_MOTION = "(prefers-reduced-motion: reduce)"


class Showing:
    """One app's show of the last move: started after each move, ended by any input."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.motion: Motion | None = None
        self.telling: Telling | None = None
        self._on_frame = app.keep(create_proxy(self._frame))
        self._on_timer = app.keep(create_proxy(self._timer))
        self._frame_asked = False
        self._timer_id: Any = None
        self._settling = False  # drawing the first picture at rest after a motion

    def start(self, lines: Sequence[Caused], *, hurried: bool = False) -> None:
        """Show the move just played: its motion, and ``lines`` one at a time (``hurried``:
        no motion, every line at once, as when the computers are skipped ahead)."""
        self._stop_timer()
        app, now = self.app, _now()
        motion = app.ui.motion
        reduced = bool(window.matchMedia(REDUCED_MOTION).matches)
        length = 0.0
        if not (hurried or reduced or motion is None):
            length = motion(app.shown()) * app.settings.motion_scale()
        self.motion = Motion(now, length) if length > 0 else None
        pace = 0.0 if hurried else app.settings.telling_pace()
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

    def follows_motion(self) -> bool:
        """Whether the board is drawn as a motion's picture: while one runs, and the first
        time at rest after it (still parts that look the same at rest are shown again, so
        the motion's end costs what changed)."""
        return self.motion is not None or self._settling

    def board(self) -> dict[str, Any]:
        """What ``draw`` gets from the show: the motion's ``progress`` (for boards with
        motion)."""
        if self.app.ui.motion is None:
            return {}
        now = _now()
        return {"progress": self.motion.progress(now) if self.motion is not None else AT_REST}

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
        self.app.draw_board()

    def _draw_at_rest(self, moved: bool) -> None:
        """Draw the board at rest; after a motion (``moved``), as its last picture."""
        self._settling = moved
        try:
            self.app.draw_board()
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
        self.app.say(self.app.text.say(line.say), heard=False)  # heard with the move
        change = telling.next_change(now)
        assert change is not None
        self._timer_id = window.setTimeout(self._on_timer, max(0.0, change - now) * 1000 + 1)

    def _timer(self) -> None:
        self._timer_id = None
        self._tell(_now())
        if self.motion is None:  # else the next frame shows the new line's place
            self.app.draw_board()

    def _say_all(self, telling: Telling) -> None:
        lines = " ".join(self.app.text.say(line.say) for line in telling.lines)
        self.app.say(lines, heard=False)

    def _stop_timer(self) -> None:
        if self._timer_id is not None:
            window.clearTimeout(self._timer_id)
            self._timer_id = None


def _now() -> float:
    return float(window.performance.now()) / 1000


def _board():  # noqa: ANN202 - a JS element proxy
    return document.getElementById("board")
