"""A person's input on the board: clicks and taps, keys, the right button, the mouse at rest.

Each event is decided on the board as it stands (``OnBoard``, from ``board()``) and ends
in a tap to take (a new selection, actions to play, a message: ``take``), a redraw, or
nothing. The keyboard's focus ring, the touch lens and the place under the mouse are kept
here; the selection and the turn are the app's, reached only through the callables this is
built from, so the rules of input are tested in CPython with stand-ins.

- Any input first ends the show of the last move (``settle``), then acts as ever.
- A finger's tap that could mean several places opens the lens (``lens``); the next tap
  picks in it, or closes it beside it. A board dragged on has no lens: its pieces are
  big enough for fingers.
- Arrows move the focus ring over the board's places; Enter or Space taps it; Escape
  puts down what is picked and closes the lens. The board's own keys come first.
- A tap or a drop that earns a message (why not) leaves the place it speaks of noted
  (``noted``): the one the board's answer names (``Tap.marks``), else the place tapped,
  so the board can mark the place the message's "that cell", "the marked cell" mean.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pygames.core import Say, State
from pygames.web.canvas import Point
from pygames.web.dragging import Hand, held_as_pressed
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


class BoardInput:
    """Turns events on one board into taps taken, keeping the focus ring, lens and hover."""

    def __init__(
        self,
        ui: BoardUI[Any],
        hover: Hover,
        *,
        board: Callable[[], OnBoard],
        take: Callable[[Tap, Point | None], None],
        redraw: Callable[[], None],
        settle: Callable[[], object],
    ) -> None:
        """``board()`` is the board as it stands; ``take(tap, where)`` takes what a tap
        came to (``where``: the point tapped, None for a key); ``redraw()`` shows the
        board and page again; ``settle()`` ends the show of the last move at once.
        ``hover`` follows the place under the mouse (shared with the board's view, which
        hands ``site/hover.js`` the places to watch)."""
        self.ui = ui
        self.hover = hover
        self._board = board
        self._take = take
        self._redraw = redraw
        self._settle = settle
        #: The place the keyboard's ring is on (None while the keyboard is not in use).
        self.focus: Hashable | None = None
        #: Open while a finger's tap could mean several places.
        self.lens: Lens | None = None
        #: Whether the board has the keyboard's focus (its ring is drawn only then).
        self.has_keys = False
        #: The last tap that earned a message: the position and selection it left, and the
        #: place its message speaks of.
        self._noted: tuple[State, Selection, Hashable] | None = None

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

    def noted(self, state: State, selection: Selection) -> Hashable | None:
        """The place the last tap's message is about, while the board still shows what that
        tap left (None: none, or something changed since)."""
        if self._noted is None:
            return None
        at, left, place = self._noted
        return place if at is state and left == selection else None

    def click(self, x: float, y: float, *, fingers: bool) -> None:
        """A click or tap at (x, y) (``fingers``: a touch or a pen, which may be imprecise)."""
        self._settle()
        self.focus = None  # the mouse took over from the keyboard
        board = self._board()
        if self.lens is not None:
            lens, self.lens = self.lens, None
            key = hit_test(lens.hits(board.hits), x, y) if lens.contains(x, y) else None
            if key is None:
                self._redraw()  # a tap beside the lens closes it
            else:
                self._tap(key, (x, y), board)
            return
        if fingers and board.interactive and self.ui.drag is None:
            live = lambda key: _is_live(self.ui, board, key)  # noqa: E731
            self.lens = lens_for(board.hits, live, x, y, board.size)
            if self.lens is not None:  # said in the message line (a note beside the tap
                # would lie over the lens): a newcomer took it for a stray zoom
                self._take(Tap(selection=board.selection, message=Say("app.lens.open")), None)
                return
        self._tap(hit_test(board.hits, x, y), (x, y), board)

    def tap_at(self, x: float, y: float, lifted: Hand[Any] | None = None) -> None:
        """A plain tap at (x, y): a press on a piece to drag let go without moving, which
        would have lifted ``lifted`` (a piece the tap picks up is held as it, by the square
        pressed)."""
        self.focus = None
        board = self._board()
        self._tap(hit_test(board.hits, x, y), (x, y), board, lifted)

    def dropped(self, tap: Tap, where: Point) -> None:
        """A drag let go at ``where`` came to ``tap`` (``dragboard``): taken as a tap is,
        the place its message speaks of noted, as it taps no place itself."""
        self._note(self._board().state, tap, None)
        self._take(tap, where)

    def board_key(self, name: str) -> bool:
        """A key for the board's own handler (``ui.key``); True if it took it."""
        board = self._board()
        if self.ui.key is None or not board.interactive:
            return False
        tap = self.ui.key(board.state, board.selection, name, **board.timing)
        if tap is None:
            return False
        if name in ARROWS:  # they moved the board's own piece (Out of Mine!'s crystal in hand):
            # the ring, left where it was taken up, and the resting mouse are no longer the
            # place the board shows more about (``in_focus``); the piece is.
            self.focus = None
            self.hover.key = None
        self._take(tap, None)
        return True

    def key(self, name: str, *, ctrl: bool) -> bool:
        """A key pressed while the board has the keyboard's focus; True if the browser's own
        handling of it is to be prevented."""
        self._settle()
        if not ctrl and self.board_key(name):  # the board's own keys come first
            return True
        board = self._board()
        if name in ARROWS:
            self.focus = step_focus(board.hits, self.focus, name)
            self._redraw()
            return True
        if name in ("Enter", " "):
            hit = next((hit for hit in board.hits if hit.key == self.focus), None)
            if hit is None:  # no ring yet, or its place went with the last move: show one
                self.focus = step_focus(board.hits, None, "ArrowUp")
                self._redraw()
            else:
                self._tap(self.focus, (hit.x, hit.y), board)
            return True
        if name == "Escape" and (board.selection is not None or self.lens is not None):
            self.lens = None
            self._take(Tap(selection=None), None)
        return False

    def context_menu(self) -> bool:
        """A right-click on the board: the board's "ContextMenu" key (R's twin in Down
        Under); True where the board used it, so the browser's menu shows only elsewhere."""
        return self.board_key("ContextMenu")

    def keys_on_board(self, has_keys: bool) -> None:
        """The board got or lost the keyboard's focus (its ring shows only while it has it)."""
        self.has_keys = has_keys
        self._redraw()

    def hovered(self, index: int) -> bool:
        """The mouse came to rest on place ``index`` of those last handed to ``hover.js``;
        True if the board should be redrawn: not while a piece is dragged, which the drag
        redraws as it goes (a second drawing for each cell crossed would halve its frames)."""
        moved = self.hover.over(index)
        held = self._board().selection
        return moved and not (isinstance(held, Hand) and held.dragged)

    def _tap(
        self, key: Hashable | None, where: Point, board: OnBoard, lifted: Hand[Any] | None = None
    ) -> None:
        """A tap on the place ``key`` (None: on nothing) made at ``where`` (by a press that
        would have lifted ``lifted``)."""
        if board.interactive:
            tap = self.ui.tap(board.state, board.selection, key, **board.timing)
            self._note(board.state, tap, key)
            self._take(held_as_pressed(tap, lifted), where)

    def _note(self, state: State, tap: Tap, tapped: Hashable | None) -> None:
        """Keep the place ``tap``'s message speaks of (its ``marks``, else the place
        ``tapped``), while ``state`` and the selection it leaves stand; forget it when the
        tap says nothing or plays."""
        place = tap.marks if tap.marks is not None else tapped
        told = tap.message is not None and not tap.played() and place is not None
        self._noted = (state, tap.selection, place) if told else None


def _is_live(ui: BoardUI[Any], board: OnBoard, key: Hashable) -> bool:
    """Whether tapping ``key`` would do something: play, or pick or drop a selection."""
    tap = ui.tap(board.state, board.selection, key, **board.timing)
    return bool(tap.played()) or tap.selection != board.selection
