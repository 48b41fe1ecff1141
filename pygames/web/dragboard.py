"""The page side of dragging pieces: ``site/drag.js`` wired to a board's ``Dragging`` hooks.

``drag.js`` follows the pointer; this answers its few calls (a press: may a drag start
here, and with what picture; the cell under the held square; the drop; a cancel; a tap
on something draggable; the wheel) by asking the board (``ui.BoardUI.drag``) and
changing the app's selection, as a tap would. The piece in hand is drawn on a floating
canvas above the board, so the board itself is not redrawn at every pointer move.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from pygames.web.browser import BrowserCanvas
from pygames.web.canvas import RecordingCanvas
from pygames.web.dragging import Hand, as_hand
from pygames.web.hits import hit_test

if TYPE_CHECKING:
    from pygames.web.app import App


class DragBoard:
    """Dragging on one app's board: the piece floated, the pointer's calls answered."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.floating = BrowserCanvas(document.getElementById("board-float"))
        self._lifted: Hand | None = None  # pressed on, not yet dragged (see _press)

    def connect(self) -> None:
        """Hand ``site/drag.js`` the few calls it makes: press, over, drop, cancel, a tap on
        something draggable, and the wheel."""
        calls = window.Object.new()
        calls.press = self.app.keep(create_proxy(self._press))
        calls.over = self.app.keep(create_proxy(self._over))
        calls.drop = self.app.keep(create_proxy(self._drop))
        calls.cancel = self.app.keep(create_proxy(self._cancel))
        calls.tap = self.app.keep(create_proxy(self._tap))
        calls.wheel = self.app.keep(create_proxy(self._wheel))
        board, floating = document.getElementById("board"), document.getElementById("board-float")
        window.pygamesDrag.connect(board, floating, calls)

    def dragging(self) -> Hand | None:
        hand = as_hand(self.app.selection)
        return hand if hand is not None and hand.dragged else None

    def _press(self, x: float, y: float, time: float) -> str:
        """A press on the board: the JSON drag.js floats a piece with, or "" (no drag here)."""
        self._lifted = None
        if not self.app.interactive() or time < self.app.ready_at or self.app.lens is not None:
            return ""
        state, size = self.app.match.state, (self.app.canvas.width, self.app.canvas.height)
        key = hit_test(self.app.hits, x, y)
        hand = self.app.ui.drag.lift(state, self.app.selection, key, x, y, *size)
        if hand is None:
            return ""
        self._lifted = hand
        return self._float(hand)

    def _float(self, hand: Hand) -> str:
        """Draw ``hand``'s piece on the floating canvas; its size, hold point and the grid."""
        grid = self.app.ui.drag.grid(
            self.app.match.state, self.app.canvas.width, self.app.canvas.height
        )
        floating, element = self.floating, document.getElementById("board-float")
        probe = RecordingCanvas()
        shape = self.app.ui.drag.picture(probe, self.app.match.state, hand, grid.size)
        element.style.width = f"{shape.width}px"
        element.style.height = f"{shape.height}px"
        floating.resize()
        floating.clear("rgba(0,0,0,0)")
        self.app.ui.drag.picture(floating, self.app.match.state, hand, grid.size)
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
        hand = self.dragging()
        if hand is not None:
            window.pygamesDrag.reshape(self._float(hand))

    def _over(self, column: int, row: int) -> None:
        """The held square moved over another cell (the first move lifts the piece)."""
        hand = self.dragging() or self._lifted
        if hand is None or not self.app.interactive():
            return
        self._lifted = None
        self.app.lens = None
        lifted = Hand(hand.piece, hand.source, hand.grab, hand.cell, True, hand.tapped)
        self.app.selection = self.app.ui.drag.over(
            self.app.match.state, lifted, (int(column), int(row))
        )
        self.app.say("")
        self.app.render()

    def _drop(self, column: int, row: int, x: float, y: float) -> None:
        """Let go: the board plays the change, or says why the piece went back."""
        hand = self.dragging()
        if hand is None or not self.app.interactive():
            return
        state = self.app.match.state
        hand = self.app.ui.drag.over(state, hand, (int(column), int(row)))
        self.app.apply(self.app.ui.drag.drop(state, hand, **self.app.timing()), (x, y))

    def _tap(self, x: float, y: float) -> None:
        """A press on something draggable let go without moving: a tap there."""
        self._lifted = None
        self.app.focus = None
        self.app.tap(hit_test(self.app.hits, x, y), (x, y))

    def _cancel(self) -> None:
        """The browser took the pointer away (a call, a gesture): the piece goes back."""
        self._lifted = None
        if self.dragging() is not None:
            self.app.selection = None
            self.app.render()

    def _wheel(self) -> bool:
        """The wheel over the board: the board's ``Wheel`` key (turning the piece in hand)."""
        return self.app.board_key("Wheel")
