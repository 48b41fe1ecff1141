"""The page side of dragging pieces: ``site/drag.js`` wired to a board's ``Dragging`` hooks.

``drag.js`` follows the pointer; this answers its few calls (a press: may a drag start
here, and with what picture; the cell under the held square; the drop; a cancel; a tap
on something draggable; the wheel) by asking the board (``ui.BoardUI.drag``) and
changing the app's selection, as a tap would. The piece in hand is drawn on a floating
canvas above the board, so the board itself is not redrawn at every pointer move.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from pygames.web.board_input import OnBoard
from pygames.web.browser import BrowserCanvas
from pygames.web.canvas import Point, RecordingCanvas
from pygames.web.dragging import Dragging, Hand, as_hand
from pygames.web.hits import hit_test
from pygames.web.ui import Selection, Tap


class DragBoard:
    """Dragging on one board: the piece floated, the pointer's calls answered."""

    def __init__(
        self,
        drag: Dragging[Any],
        board: Callable[[], OnBoard],
        *,
        accepts: Callable[[float], bool],
        hold: Callable[[Selection], None],
        take: Callable[[Tap, Point], None],
        tap_at: Callable[[float, float, Hand[Any] | None], None],
        wheel: Callable[[], bool],
    ) -> None:
        """``board()`` is the board as it stands; ``accepts(time)`` whether a press made
        at that page time may start a drag (the board is ready, no lens is open);
        ``hold(selection)`` makes the piece held over a new cell the selection; ``take``
        takes a drop's tap where it was let go; ``tap_at(x, y, lifted)`` is a plain tap
        there, by a press that would have lifted ``lifted``;
        ``wheel()`` hands the board the wheel as its "Wheel" key (True if it took it)."""
        self.drag = drag
        self._board = board
        self._accepts = accepts
        self._hold = hold
        self._take = take
        self._tap_at = tap_at
        self._wheel = wheel
        self.floating = BrowserCanvas(document.getElementById("board-float"))
        self._lifted: Hand[Any] | None = None  # pressed on, not yet dragged (see _press)

    def connect(self, keep: Callable[[Any], Any]) -> None:
        """Hand ``site/drag.js`` the few calls it makes: press, over, drop, cancel, a tap on
        something draggable, and the wheel (``keep`` keeps their proxies alive)."""
        calls = window.Object.new()
        calls.press = keep(create_proxy(self._press))
        calls.over = keep(create_proxy(self._over))
        calls.drop = keep(create_proxy(self._drop))
        calls.cancel = keep(create_proxy(self._cancel))
        calls.tap = keep(create_proxy(self._tap))
        calls.wheel = keep(create_proxy(self._wheel))
        board, floating = document.getElementById("board"), document.getElementById("board-float")
        window.pygamesDrag.connect(board, floating, calls)

    def dragging(self, selection: Selection) -> Hand[Any] | None:
        """The piece a pointer carries, if ``selection`` is one."""
        hand = as_hand(selection)
        return hand if hand is not None and hand.dragged else None

    def _press(self, x: float, y: float, time: float) -> str:
        """A press on the board: the JSON drag.js floats a piece with, or "" (no drag here)."""
        self._lifted = None
        board = self._board()
        if not board.interactive or not self._accepts(time):
            return ""
        key = hit_test(board.hits, x, y)
        hand = self.drag.lift(board.state, board.selection, key, x, y, *board.size)
        if hand is None:
            return ""
        self._lifted = hand
        return self._float(board, hand)

    def _float(self, board: OnBoard, hand: Hand[Any]) -> str:
        """Draw ``hand``'s piece on the floating canvas; its size, hold point and the grid."""
        grid = self.drag.grid(board.state, *board.size)
        floating, element = self.floating, document.getElementById("board-float")
        shape = self.drag.picture(RecordingCanvas(), board.state, hand, grid.size)
        element.style.width = f"{shape.width}px"
        element.style.height = f"{shape.height}px"
        floating.resize()
        floating.clear("rgba(0,0,0,0)")
        self.drag.picture(floating, board.state, hand, grid.size)
        floating.present()
        return json.dumps(
            {
                "grid": grid.to_json(),
                "hold": [shape.hold_x, shape.hold_y],
                "size": [shape.width, shape.height],
            }
        )

    def refloat(self) -> None:
        """A piece turned or flipped while dragged: float its new picture."""
        board = self._board()
        hand = self.dragging(board.selection)
        if hand is not None:
            window.pygamesDrag.reshape(self._float(board, hand))

    def _over(self, column: int, row: int) -> None:
        """The held square moved over another cell (the first move lifts the piece)."""
        board = self._board()
        hand = self.dragging(board.selection) or self._lifted
        if hand is None or not board.interactive:
            return
        self._lifted = None
        lifted = replace(hand, dragged=True)
        self._hold(self.drag.over(board.state, lifted, (int(column), int(row))))

    def _drop(self, column: int, row: int, x: float, y: float) -> None:
        """Let go: the board plays the change, or says why the piece went back."""
        board = self._board()
        hand = self.dragging(board.selection)
        if hand is None or not board.interactive:
            return
        hand = self.drag.over(board.state, hand, (int(column), int(row)))
        self._take(self.drag.drop(board.state, hand, **board.timing), (x, y))

    def _tap(self, x: float, y: float) -> None:
        """A press on something draggable let go without moving: a tap there, which picks
        it up by the square pressed, as a drag would have."""
        lifted, self._lifted = self._lifted, None
        self._tap_at(x, y, lifted)

    def _cancel(self) -> None:
        """The browser took the pointer away (a call, a gesture): the piece goes back."""
        self._lifted = None
        if self.dragging(self._board().selection) is not None:
            self._hold(None)
