"""A crystal in hand: its squares, turning and flipping it, and what letting go of it plays.

The selection is ``SOLUTION`` while a way to fill the gallery is shown
(practising, or after a round), ``READ`` once the note on why the gallery changed
since the last round was tapped away, an ``Asked`` cell (an empty one tapped with no
crystal in hand: the tray lights the crystals that fit over it), else a
``dragging.Hand`` whose piece is a ``Piece`` (a kind of
tile in an orientation) and whose source is where it came from: ``TRAY`` for
a new tile, or the anchor cell of a tile on the board. The held square
(``Hand.grab``, column and row within the piece) stays under the finger when
the piece turns or flips, as a tile turned in the hand would.

What a drop plays is the engine's own change: a ``Put`` from the tray, a
``Move`` of a board tile kept as it was, and for a board tile turned or
flipped in the hand a ``Take`` and a ``Put`` a tenth of a second apart (the
engine turns tiles only where they lie). Every change is timed by the person's
clock (``timing``), so it becomes their timeline with times in tenths of a second
since the start signal.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Change, Move, Put, Take
from pygames.games.out_of_mine.refusals import refusal_at
from pygames.games.out_of_mine.shapes import HEIGHT, SHAPES, WIDTH, Cell, Kind
from pygames.games.out_of_mine.tiles import Board, changed, tile_at
from pygames.web.dragging import Hand

#: Where a new tile comes from.
TRAY = "tray"
#: The selection while a way to fill the gallery is shown (practice, or after a round).
SOLUTION = "solution"
#: The selection once the note on why the gallery changed was tapped away.
READ = "read"
GridCell = tuple[int, int]


@dataclass(frozen=True, slots=True)
class Asked:
    """An empty cell tapped with no crystal in hand: the tray lights the crystals that can
    go over it. Three newcomers could not tell fifteen white shapes apart on a phone; the
    gap they look at tells them which few to look at."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class Piece:
    """A kind of tile lying in one of its orientations."""

    kind: Kind
    orientation: int

    @property
    def squares(self) -> tuple[tuple[int, int], ...]:
        """Its squares as (column, row) from its anchor (the first in reading order)."""
        offsets = SHAPES[self.kind.shape].orientations[self.orientation][1]
        return tuple((column, row) for row, column in offsets)

    def turned(self, grab: GridCell) -> tuple[Piece, GridCell]:
        """The piece a quarter turn clockwise, and where the held square went."""
        shape = SHAPES[self.kind.shape]
        return Piece(self.kind, shape.turned(self.orientation)), _moved(
            self.squares, grab, lambda c, r: (-r, c)
        )

    def flipped(self, grab: GridCell) -> tuple[Piece, GridCell]:
        """The piece flipped over left to right, and where the held square went."""
        shape = SHAPES[self.kind.shape]
        return Piece(self.kind, shape.flipped(self.orientation)), _moved(
            self.squares, grab, lambda c, r: (-c, r)
        )


def _moved(
    squares: Iterable[GridCell], grab: GridCell, move: Callable[[int, int], GridCell]
) -> GridCell:
    """Where the held square lies after moving every square, from the new anchor."""
    moved = [move(c, r) for c, r in squares]
    anchor = min(moved, key=lambda square: (square[1], square[0]))
    c, r = move(*grab)
    return (c - anchor[0], r - anchor[1])


def anchor_of(hand: Hand[Piece]) -> GridCell | None:
    """The grid cell the piece's anchor lies over (None while not over the grid)."""
    if hand.cell is None:
        return None
    return (hand.cell[0] - hand.grab[0], hand.cell[1] - hand.grab[1])


def held_by(hand: Hand[Piece], cell: GridCell) -> Hand[Piece]:
    """The piece in hand held instead by its square over grid ``cell`` (it does not move):
    the square a finger presses or taps stays under it, as it is dragged or turned."""
    anchor = anchor_of(hand)
    assert anchor is not None, "only a piece over the grid has a square over a cell"
    return hand.holding(hand.piece, (cell[0] - anchor[0], cell[1] - anchor[1])).over(cell)


def cells_of(hand: Hand[Piece]) -> list[GridCell]:
    """The grid cells under the piece's squares (some may lie off the grid)."""
    anchor = anchor_of(hand)
    if anchor is None:
        return []
    return [(anchor[0] + c, anchor[1] + r) for c, r in hand.piece.squares]


def on_grid(cell: GridCell) -> bool:
    return 0 <= cell[0] < WIDTH and 0 <= cell[1] < HEIGHT


def is_over_grid(hand: Hand[Piece]) -> bool:
    """Whether a square of the piece lies over the grid: let go there, it is laid (or said
    why not); anywhere else it goes back, and no ghost shows."""
    return any(on_grid(cell) for cell in cells_of(hand))


def index(cell: GridCell) -> Cell:
    """The engine's number of a grid cell."""
    return cell[1] * WIDTH + cell[0]


def from_tray(kind: Kind, orientation: int = 0) -> Hand[Piece]:
    """A new tile of ``kind`` in hand, held by its anchor square."""
    return Hand(Piece(kind, orientation), TRAY)


def from_board(board: Board, anchor: Cell, held: GridCell) -> Hand[Piece]:
    """The tile anchored on ``anchor`` picked up by its square on grid cell ``held``."""
    tile = tile_at(board, anchor)
    assert tile is not None
    column, row = anchor % WIDTH, anchor // WIDTH
    grab = (held[0] - column, held[1] - row)
    return Hand(Piece(tile.kind, tile.orientation), anchor, grab, held)


def source_tile(hand: Hand[Piece]) -> Cell | None:
    """The anchor of the board tile in hand (None for a new tile from the tray)."""
    return hand.source if isinstance(hand.source, int) else None


def changes(hand: Hand[Piece], board: Board) -> list[Change]:
    """The changes letting go of ``hand`` where it is would make (empty: none at all).

    Held beside the gallery, a board tile goes back into the supply and a new one
    back into the tray. Over it, the piece goes where it is shown, even where it
    does not fit: ``refusal`` then says why not.
    """
    anchor = anchor_of(hand)
    source = source_tile(hand)
    if anchor is None or not any(on_grid(cell) for cell in cells_of(hand)):
        return [] if source is None else [Take(source)]
    put = Put(hand.piece.kind, index(anchor) if on_grid(anchor) else -1, hand.piece.orientation)
    if source is None:
        return [put]
    tile = tile_at(board, source)
    assert tile is not None
    if tile.orientation == hand.piece.orientation:
        return [] if put.anchor == source else [Move(source, put.anchor)]
    return [Take(source), put]


def laid_over(state: OutOfMineState, player: int, hand: Hand[Piece], cell: GridCell) -> Hand[Piece]:
    """Where a tap on grid ``cell`` lays the piece in hand: by its held square if it fits
    there, else the way it fits over that cell with the least shift from there (nearest
    held square first, then reading order). A finger cannot be sure of one square of a
    small tray picture, and the held square differs from shape to shape; turning and
    flipping stay the person's to choose, so only the place changes. Where no way fits,
    held by its square on ``cell``, which the refusal then speaks of."""
    held = hand.over(cell)
    if refusal_there(state, player, held) is None:
        return held
    grab = hand.grab
    board = state.timelines[player].board
    for square in sorted(
        (square for square in hand.piece.squares if square != grab),
        key=lambda s: ((s[0] - grab[0]) ** 2 + (s[1] - grab[1]) ** 2, s[1], s[0]),
    ):
        shifted = hand.holding(hand.piece, square).over(cell)
        if refusal_there(state, player, shifted) is None and changes(shifted, board):
            return shifted
    return held


def fitted_over(
    state: OutOfMineState, player: int, piece: Piece, cell: GridCell
) -> Hand[Piece] | None:
    """A new crystal of ``piece``'s kind taken up for the empty ``cell`` asked about, turned
    or flipped to a way it fits over it (as it lies first, then its other ways) and shown
    there, held by the square on it: a tap on the cell, or Place, lays it. None: no way."""
    orientations = range(len(SHAPES[piece.kind.shape].orientations))
    for orientation in sorted(orientations, key=lambda o: o != piece.orientation):
        turned = Piece(piece.kind, orientation)
        squares = turned.squares
        cx = sum(c for c, _ in squares) / len(squares)
        cy = sum(r for _, r in squares) / len(squares)
        for square in sorted(squares, key=lambda s: ((s[0] - cx) ** 2 + (s[1] - cy) ** 2, s)):
            hand = Hand(turned, TRAY, square, cell)
            if refusal_there(state, player, hand) is None:
                return hand
    return None


def refusal(state: OutOfMineState, player: int, hand: Hand[Piece]) -> Say | None:
    """Why the piece cannot go where it is held (None: it fits, or nothing would change)."""
    refused = refusal_there(state, player, hand)
    return None if refused is None else refused[0]


def refusal_there(
    state: OutOfMineState, player: int, hand: Hand[Piece]
) -> tuple[Say, Cell | None] | None:
    """Why the piece cannot go where it is held, and the cell those words call "the marked
    cell" (None: they point at no cell); None if it fits, or nothing would change. Each
    change is judged on the board the ones before it leave (a tile turned as it moves is
    taken, then put), so the cell is the engine's ``refusal_at`` for that board."""
    if hand.cell is None:
        return None
    card = state.card(player)
    assert card is not None
    board = state.timelines[player].board
    finds = bool(state.options["finds"])
    for change in changes(hand, board):
        if isinstance(change, Put) and change.anchor < 0:
            return Say("out-of-mine.board.sticks_out"), None
        refused = refusal_at(state.layout(player), card, board, finds, change)
        if refused is not None:
            reason, cell = refused
            if cell is not None and cell < 0:  # its anchor beside the gallery: no cell to mark
                return Say("out-of-mine.board.sticks_out"), None
            return reason, cell
        board = changed(board, change)
    return None


def source_key(hand: Hand[Piece]) -> Hashable:
    """The hit key of where the piece came from (the tray entry, or the tile's anchor)."""
    source = source_tile(hand)
    return ("tray", hand.piece.kind) if source is None else ("cell", source)
