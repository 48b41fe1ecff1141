"""A person's input on the board: clicks and taps, keys, the right button, the mouse at rest.

Each event comes with the board as it stands (``OnBoard``) and is answered with what to do
(``Response``): take a ``Tap`` (a new selection, actions to play, a message), redraw, or
nothing. The keyboard's focus ring, the touch lens and the place under the mouse are
kept here; the selection and the turn are the app's. No browser imports: the rules of
input are tested in CPython.

- A finger's tap that could mean several places opens the lens (``lens``); the next tap
  picks in it, or closes it beside it. A board dragged on has no lens: its pieces are
  big enough for fingers.
- Arrows move the focus ring over the board's places; Enter or Space taps it; Escape
  puts down what is picked and closes the lens. The board's own keys come first.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pygames.core import State
from pygames.web.canvas import Point
from pygames.web.hits import ARROWS, Hit, hit_test, step_focus
from pygames.web.hovering import Hover
from pygames.web.lens import Lens, lens_for
from pygames.web.ui import BoardUI, Selection, Tap


@dataclass(frozen=True, slots=True)
class OnBoard:
    """The board as an event finds it."""

    state: State
    selection: Selection
    interactive: bool
    hits: Sequence[Hit]
    size: tuple[float, float]
    #: ``clock=`` for a board played against the clock (see ``realtime``).
    timing: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Response:
    """What an event comes to: a tap to take where it was made, a redraw, or nothing; and
    whether the browser's own handling of it is to be prevented (a key the board used)."""

    tap: Tap | None = None
    where: Point | None = None
    redraw: bool = False
    prevent: bool = False
    #: Put down what is picked (Escape), before anything else.
    deselect: bool = False


NOTHING = Response()


class BoardInput:
    """Turns events on one board into responses, keeping the focus ring, lens and hover."""

    def __init__(self, ui: BoardUI[Any], hover: Hover) -> None:
        """``hover`` follows the place under the mouse (shared with the board's view, which
        hands ``site/hover.js`` the places to watch)."""
        self.ui = ui
        #: The place the keyboard's ring is on (None while the keyboard is not in use).
        self.focus: Hashable | None = None
        #: Open while a finger's tap could mean several places.
        self.lens: Lens | None = None
        self.hover = hover
        #: Whether the board has the keyboard's focus (its ring is drawn only then).
        self.has_keys = False

    def ring(self) -> Hashable | None:
        """The place the focus ring is drawn on: the focus, while the board has the keys."""
        return self.focus if self.has_keys else None

    def in_focus(self, told: Hashable | None) -> Hashable | None:
        """The place a board that follows the focus shows more about: the one a told line is
        about (``told``), else the keyboard's ring, else the mouse's."""
        if told is not None:
            return told
        ring = self.ring()
        return ring if ring is not None else self.hover.key

    def click(self, x: float, y: float, *, fingers: bool, board: OnBoard) -> Response:
        """A click or tap at (x, y) (``fingers``: a touch or a pen, which may be imprecise)."""
        self.focus = None  # the mouse took over from the keyboard
        if self.lens is not None:
            lens, self.lens = self.lens, None
            key = hit_test(lens.hits(board.hits), x, y) if lens.contains(x, y) else None
            if key is None:
                return Response(redraw=True)  # a tap beside the lens closes it
            return self.tap(key, (x, y), board)
        if fingers and board.interactive and self.ui.drag is None:
            self.lens = lens_for(
                board.hits, lambda key: _is_live(self.ui, board, key), x, y, board.size
            )
            if self.lens is not None:
                return Response(redraw=True)
        return self.tap(hit_test(board.hits, x, y), (x, y), board)

    def tap(self, key: Hashable | None, where: Point | None, board: OnBoard) -> Response:
        """A tap on the place ``key`` (None: on nothing) made at ``where`` on the board."""
        if not board.interactive:
            return NOTHING
        tap = self.ui.tap(board.state, board.selection, key, **board.timing)
        return Response(tap=tap, where=where)

    def board_key(self, name: str, board: OnBoard) -> Response:
        """A key for the board's own handler (``ui.key``); ``prevent`` is set if it took it."""
        if self.ui.key is None or not board.interactive:
            return NOTHING
        tap = self.ui.key(board.state, board.selection, name, **board.timing)
        return NOTHING if tap is None else Response(tap=tap, prevent=True)

    def key(self, name: str, *, ctrl: bool, board: OnBoard) -> Response:
        """A key pressed while the board has the keyboard's focus."""
        if not ctrl:
            taken = self.board_key(name, board)  # the board's own keys come first
            if taken.prevent:
                return taken
        if name in ARROWS:
            self.focus = step_focus(board.hits, self.focus, name)
            return Response(redraw=True, prevent=True)
        if name in ("Enter", " "):
            hit = next((hit for hit in board.hits if hit.key == self.focus), None)
            if hit is None:  # no ring yet, or its place went with the last move: show one
                self.focus = step_focus(board.hits, None, "ArrowUp")
                return Response(redraw=True, prevent=True)
            tapped = self.tap(self.focus, (hit.x, hit.y), board)
            return Response(tapped.tap, tapped.where, prevent=True)
        if name == "Escape" and (board.selection is not None or self.lens is not None):
            self.lens = None
            return Response(redraw=True, deselect=True)
        return NOTHING

    def context_menu(self, board: OnBoard) -> Response:
        """A right-click on the board: the board's "ContextMenu" key (R's twin in Down
        Under); the browser's menu shows only where the board has no use for it."""
        return self.board_key("ContextMenu", board)

    def hovered(self, index: int) -> bool:
        """The mouse came to rest on place ``index`` of those last handed to ``hover.js``;
        True if the board should be redrawn."""
        return self.hover.over(index)


def _is_live(ui: BoardUI[Any], board: OnBoard, key: Hashable) -> bool:
    """Whether tapping ``key`` would do something: play, or pick or drop a selection."""
    tap = ui.tap(board.state, board.selection, key, **board.timing)
    return bool(tap.played()) or tap.selection != board.selection
