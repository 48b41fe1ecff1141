"""Pieces picked up and laid on a grid: the drag state every board with pieces to drag shares.

The pointer side is ``site/drag.js``: it listens on the canvas, floats the
piece's picture under the pointer at the browser's frame rate, and tells
Python only what matters to the game, through ``app``: a press (may a drag
start here?), the grid cell under the held square whenever it changes (at
most once a frame), the drop, and a cancel (the browser took the pointer
away: the piece goes back). Taps (pick, then place) and the keyboard (pick,
arrows, place) move the very same ``Hand``, so the three ways to play cannot
drift apart; a tap picks a piece up by the square pressed, as a drag does
(``held_as_pressed``).

A board gives the shell its ``Dragging`` hooks (``ui.BoardUI.drag``); what a
piece is, and what a drop plays, stay the board's business.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar

from pygames.core import Action, Say
from pygames.web.canvas import Canvas
from pygames.web.ui import S, S_in, Tap

#: A grid cell as (column, row); cells outside the grid exist too (a piece held beside it).
Cell = tuple[int, int]
P = TypeVar("P")
#: How far (CSS pixels) the floating piece sits above a finger, so the finger does not hide it.
FINGER_LIFT = 44.0


@dataclass(frozen=True, slots=True)
class Grid:
    """Where a board's grid lies on the canvas: its top-left corner, cell size and extent."""

    x: float
    y: float
    size: float
    columns: int
    rows: int

    def cell_at(self, x: float, y: float) -> Cell:
        """The cell a point lies in (possibly outside the grid)."""
        return (int((x - self.x) // self.size), int((y - self.y) // self.size))

    def contains(self, cell: Cell) -> bool:
        """Whether ``cell`` is on the grid."""
        return 0 <= cell[0] < self.columns and 0 <= cell[1] < self.rows

    def centre(self, cell: Cell) -> tuple[float, float]:
        """The centre of ``cell`` on the canvas."""
        return (self.x + (cell[0] + 0.5) * self.size, self.y + (cell[1] + 0.5) * self.size)

    def to_json(self) -> dict[str, float]:
        """What ``site/drag.js`` needs to know the cell under the pointer by itself, and to
        lay the floating piece on its cells while that cell is on the grid."""
        return {
            "x": self.x,
            "y": self.y,
            "size": self.size,
            "columns": self.columns,
            "rows": self.rows,
        }


@dataclass(frozen=True, slots=True)
class Hand(Generic[P]):
    """A piece in hand: what it is, where it was picked up, and where it is held now.

    ``grab`` is the square of the piece that is held (the one under the pointer, in
    the piece's own rows and columns); ``cell`` the grid cell under that square (None
    until it has been over the grid); ``dragged`` whether a pointer carries it (else it
    was tapped or keyed into the hand and waits for a tap or Enter to place it).
    """

    piece: P
    source: Hashable
    grab: Cell = (0, 0)
    cell: Cell | None = None
    dragged: bool = False

    def over(self, cell: Cell | None) -> Hand[P]:
        """The hand with its held square over ``cell``."""
        return replace(self, cell=cell)

    def holding(self, piece: P, grab: Cell) -> Hand[P]:
        """The hand holding ``piece`` (turned or flipped) by its square ``grab``."""
        return replace(self, piece=piece, grab=grab)

    def stepped(self, dx: int, dy: int, grid: Grid) -> Hand[P]:
        """The hand moved one cell by an arrow key, kept on the grid."""
        column, row = self.cell if self.cell is not None else (grid.columns // 2, grid.rows // 2)
        column = min(max(column + dx, 0), grid.columns - 1)
        row = min(max(row + dy, 0), grid.rows - 1)
        return self.over((column, row))


def as_hand(selected: object) -> Hand[Any] | None:
    """The selection as a hand (None: nothing held)."""
    return selected if isinstance(selected, Hand) else None


def held_as_pressed(tap: Tap, lifted: Hand[Any] | None) -> Tap:
    """``tap``, made by a press that would have lifted ``lifted`` had it moved: a piece it
    picks up is held as the press held it, by the square pressed, so a tap and a drag hold
    a piece alike (the board's ``tap`` sees only the place tapped, not the point)."""
    hand = as_hand(tap.selection)
    if lifted is None or hand is None:
        return tap
    if (hand.piece, hand.source, hand.cell) != (lifted.piece, lifted.source, lifted.cell):
        return tap
    return replace(tap, selection=replace(hand, grab=lifted.grab))


@dataclass(frozen=True, slots=True)
class Floating:
    """The floating picture of a held piece: its size, and where the held square's centre is."""

    width: float
    height: float
    hold_x: float
    hold_y: float


@dataclass(frozen=True, slots=True)
class Shown:
    """A hinted action as a board with pieces to drag shows it: the ``selection`` (the piece
    held over its place, drawn as its ghost; None: nothing held), the ``place`` (a hit key)
    to tap that plays it, and words naming the piece and its place as the board shows them
    (``said``, in place of the engine's description, which names cells by notation)."""

    selection: Any
    place: Hashable
    said: Say


class LiftHook(Protocol[S_in]):
    """``lift(state, selected, key, x, y, width, height) -> Hand | None``."""

    def __call__(
        self,
        state: S_in,
        selected: Any,
        key: Hashable | None,
        x: float,
        y: float,
        width: float,
        height: float,
        /,
    ) -> Hand[Any] | None: ...


class GridHook(Protocol[S_in]):
    """``grid(state, width, height) -> Grid``."""

    def __call__(self, state: S_in, width: float, height: float, /) -> Grid: ...


class OverHook(Protocol[S_in]):
    """``over(state, hand, cell) -> Hand``."""

    def __call__(self, state: S_in, hand: Hand[Any], cell: Cell, /) -> Hand[Any]: ...


class DropHook(Protocol[S_in]):
    """``drop(state, hand, *, clock) -> Tap``."""

    def __call__(self, state: S_in, hand: Hand[Any], /, *, clock: float | None = None) -> Tap: ...


@dataclass(frozen=True, slots=True)
class Dragging(Generic[S]):
    """A board's hooks for dragging (all receive the game's state first).

    - ``lift(state, selected, key, x, y, width, height) -> Hand | None``: a press at
      (x, y) on the hit ``key``, on a canvas of this size, picks this up (the shell
      makes it the selection once the pointer moves), or None;
    - ``grid(state, width, height) -> Grid``: where the cells lie at this canvas size;
    - ``over(state, hand, cell) -> Hand``: the held square moved over ``cell``;
    - ``drop(state, hand, *, clock=None) -> Tap``: let go where the hand is (a ``Tap``:
      actions to play, or a message why the piece went back); ``clock`` is the reading
      of a board played against the clock (``ui.Realtime``), which others ignore;
    - ``picture(canvas, state, hand, size) -> Floating``: draw the held piece for
      floating, with cells of ``size`` pixels (the grid's);
    - ``hinted(state, action) -> Shown | None``: how a hinted action is shown, so the
      shell need not search the taps that play it (on a board with hundreds of places to
      hold a piece that search takes seconds); None: search them;
    - ``toward(state, selected, action) -> key | None``: the next place to tap toward
      ``action`` from the piece in hand (where a lesson's step is played), for the same
      reason; None: search the taps.
    """

    lift: LiftHook[S]
    grid: GridHook[S]
    over: OverHook[S]
    drop: DropHook[S]
    picture: Callable[[Canvas, S, Hand[Any], float], Floating]
    hinted: Callable[[S, Action], Shown | None] | None = None
    toward: Callable[[S, Any, Action], Hashable | None] | None = None
