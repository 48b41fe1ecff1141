"""What the person's taps, keys, drags and clock do on the Out of Mine! board.

- Before the round: a side of the dealt board (tap it), then Start, which
  starts the person's clock (it plays the first tenth of a second, so a
  reload resumes the race where it was).
- Drag a crystal from the tray or the gallery, held by the square pressed (it
  stays under the pointer): its ghost snaps to the cells, the piece lies on it,
  and it shows whether it fits, and why not; dropped where it fits it is laid
  (or moved), dropped where it does not it goes back and the reason shows,
  dropped beside the gallery a laid tile goes back into the tray, and a new one
  back to it with a line saying it was dropped off the board.
- Or tap: a crystal in the tray (or on the board) into the hand, held by the
  square tapped, then a cell of the gallery, where that square goes if it fits
  there, else the nearest way it fits over that cell (``selection.laid_over``).
  A tap never turns it: Turn and Flip do, round the held square. An empty cell
  tapped with nothing in hand lights the crystals in the tray that fit over it.
- Keys: arrows move the piece in hand a cell, R (or the wheel) turns, F flips,
  Enter lays it, Escape lets go (the shell's), Tab-free: the arrows reach the
  tray, the gallery and the buttons.
- The call button, always there, calls Out of Mine! at the clock's moment.
- After a round (and practising alone), a button shows a way to fill the gallery.
- The move list beside the board offers a side, Start or the call (``listed``).

Every change is timed by the clock (``timing.timed``); what a drop cannot do is
said with the engine's reason (``selection.refusal_there``), and changes nothing; the
cell that reason calls "the marked cell" is the one the board marks (``Tap.marks``).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, cast

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import CALL, ChooseSide, Wait
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH, Kind
from pygames.games.out_of_mine.tiles import covered, legal_changes
from pygames.web.canvas import Canvas
from pygames.web.dragging import Floating, Grid, Hand, as_hand
from pygames.web.hits import ARROWS
from pygames.web.out_of_mine import layout, selection, timing, tray, ways
from pygames.web.out_of_mine.crystals import crystal
from pygames.web.out_of_mine.selection import Asked, Piece
from pygames.web.stopwatch import Clocked
from pygames.web.ui import Button, Listed, Tap

#: The first action of a person's round: their clock starts.
START = Wait(1)
#: The gallery's rows and columns, for arrow keys (where it lies on the canvas does not matter).
GALLERY = Grid(0, 0, 1, WIDTH, HEIGHT)


def _player(state: OutOfMineState) -> int:
    player = state.current_player
    assert player is not None
    return player


def tap(
    state: OutOfMineState, selected: object, key: Hashable | None, clock: float | None = None
) -> Tap:
    """What a tap on ``key`` does."""
    hand = as_hand(selected)
    what, value = key if isinstance(key, tuple) and len(key) == 2 else (key, None)
    value = cast(Any, value)
    if what == "solution":  # a way to fill the gallery, shown or hidden again
        return Tap(selection=None if selected == selection.SOLUTION else selection.SOLUTION)
    if what == "dealt":  # the note on why the gallery changed, read: put away
        return Tap(selection=selection.READ)
    if state.phase is Phase.SIDES:
        if what == "side":
            return Tap(action=ChooseSide(value))
        return Tap(message=Say("out-of-mine.board.tap.side"))
    player = _player(state)
    if not timing.racing(state, player):
        if what == "start":
            return Tap(action=START)
        return Tap(message=Say("out-of-mine.board.tap.start"))
    if what == "call":
        return Tap(actions=timing.timed(state, player, timing.moment(state, player, clock), [CALL]))
    if what in ("turn", "flip"):
        return _reorient(hand, what) if hand else Tap(message=Say("out-of-mine.board.tap.pick"))
    if what == "place":
        return (
            _place(state, hand, clock) if hand else Tap(message=Say("out-of-mine.board.tap.pick"))
        )
    if what == "tray":
        asked = selected if isinstance(selected, Asked) else None
        return _tap_tray(state, player, hand, value, clock, asked)
    if what == "cell":
        if selected == Asked(value):  # asked again: the question put away
            return Tap()
        return _tap_cell(state, player, hand, value, clock)
    if hand is not None:
        return Tap(message=Say("out-of-mine.board.tap.dropped"))
    return Tap(message=Say("out-of-mine.board.tap.pick"))


def _tap_tray(
    state: OutOfMineState,
    player: int,
    hand: Hand[Piece] | None,
    kind: Kind,
    clock: float | None,
    asked: Asked | None = None,
) -> Tap:
    """A crystal taken up from the tray (or the one in hand let go, or a laid one put back);
    for an empty cell ``asked`` about, taken up turned to fit over it and shown there."""
    if (
        hand is not None and selection.source_tile(hand) is not None
    ):  # a laid tile, back to the tray
        return _drop(state, player, hand.over(None), clock)
    if hand is not None and hand.piece.kind == kind:
        return Tap()  # the crystal in hand, tapped in the tray again: let go
    entry = next((entry for entry in tray.entries(state, player) if entry.kind == kind), None)
    if entry is None or entry.left <= 0:
        reason = selection.refusal(state, player, selection.from_tray(kind).over((0, 0)))
        return Tap(selection=hand, message=reason or Say("out-of-mine.board.tap.used_up"))
    lying = tray.in_tray(state, player, kind, None)
    if asked is not None:
        square = (asked.cell % WIDTH, asked.cell // WIDTH)
        fitted = selection.fitted_over(state, player, lying, square)
        if fitted is not None:
            return Tap(selection=fitted)
    return Tap(selection=tray_grab(lying))


def _tap_cell(
    state: OutOfMineState, player: int, hand: Hand[Piece] | None, cell: int, clock: float | None
) -> Tap:
    square = (cell % WIDTH, cell // WIDTH)
    if hand is None:
        board = state.timelines[player].board
        tile = next((tile for tile in board if tile.mask >> cell & 1), None)
        if tile is None:
            return _asked(state, player, cell)
        return Tap(selection=selection.from_board(board, tile.anchor, square))
    laid = selection.laid_over(state, player, hand, square)
    return _drop(state, player, laid, clock, keep=True)


def _asked(state: OutOfMineState, player: int, cell: int) -> Tap:
    """An empty cell tapped with nothing in hand: the tray lights what fits over it, and
    the message says how many kinds (rock: what a tap on the gallery is for)."""
    card, gallery = state.card(player), state.layout(player)
    if card is None or not gallery.region >> cell & 1:
        return Tap(message=Say("out-of-mine.board.tap.pick"))
    finds = bool(state.options["finds"])
    fit = ways.fitting(gallery, card, state.timelines[player].board, finds, cell)
    if not fit:
        return Tap(selection=Asked(cell), message=Say("out-of-mine.board.tap.none_fits"))
    return Tap(selection=Asked(cell), message=Say.count("out-of-mine.board.tap.fits", len(fit)))


def _reorient(hand: Hand[Piece], how: str) -> Tap:
    """Turn or flip the piece in hand round its held square."""
    piece, grab = getattr(hand.piece, "turned" if how == "turn" else "flipped")(hand.grab)
    return Tap(selection=hand.holding(piece, grab))


def _place(state: OutOfMineState, hand: Hand[Piece], clock: float | None) -> Tap:
    if hand.cell is None:
        return Tap(selection=hand, message=Say("out-of-mine.board.tap.where"))
    return _drop(state, _player(state), hand, clock, keep=True)


def _drop(
    state: OutOfMineState, player: int, hand: Hand[Piece], clock: float | None, keep: bool = False
) -> Tap:
    """Let go of ``hand`` where it is: the timed changes, or why not (``keep``: the piece
    stays in hand where it was shown, as after a tap, instead of going back)."""
    refused = selection.refusal_there(state, player, hand)
    if refused is not None:  # kept in hand, the board says why beside it (``render._refusal``)
        reason, cell = refused
        marks = None if cell is None else ("cell", cell)
        return Tap(selection=hand if keep else None, message=reason, marks=marks, on_board=keep)
    changes = selection.changes(hand, state.timelines[player].board)
    if not changes:
        return Tap()
    at = timing.moment(state, player, clock)
    if at >= timing.deadline(state):
        return Tap()
    return Tap(actions=timing.timed(state, player, at, list(changes)))


def key(
    state: OutOfMineState, selected: object, name: str, clock: float | None = None
) -> Tap | None:
    """Keys for the piece in hand: arrows move it, R or the wheel turn it, F flips it,
    Enter lays it. None for keys the shell handles (no piece in hand)."""
    hand = as_hand(selected)
    if hand is None or state.phase is not Phase.PLAY:
        return None
    lowered = name.lower()
    if name in ARROWS:
        dx, dy = ARROWS[name]
        return Tap(selection=hand.stepped(int(dx), int(dy), GALLERY))
    if lowered in ("r", "wheel"):
        return _reorient(hand, "turn")
    if lowered == "f":
        return _reorient(hand, "flip")
    if name in ("Enter", " "):
        return _place(state, hand, clock)
    return None


def buttons(state: OutOfMineState) -> list[Button]:
    """No buttons beside the board: sides, start, turning and the call are on it."""
    return []


def listed(state: OutOfMineState, clock: float | None = None) -> tuple[list[Listed], Say | None]:
    """The move list: a side, Start, or in the race the call, timed as a tap on the call
    button. Not the clock's steps (the clock runs by itself), nor the hundreds of ways to
    lay a crystal: their count, and how to lay one by drag or by keys."""
    if state.phase is Phase.SIDES:
        return [Listed((ChooseSide(0),)), Listed((ChooseSide(1),))], None
    player = _player(state)
    if not timing.racing(state, player):
        return [Listed((START,), Say("out-of-mine.board.list.start"))], None
    call = timing.timed(state, player, timing.moment(state, player, clock), [CALL])
    card = state.card(player)
    assert card is not None
    board, finds = state.timelines[player].board, bool(state.options["finds"])
    # Counted on the board, not among the legal actions: right after a change the engine
    # allows none until the clock has run on a tenth.
    changes = sum(1 for _ in legal_changes(state.layout(player), card, board, finds))
    note = Say.count("out-of-mine.board.list.changes", changes)
    return [Listed(call, Say("out-of-mine.board.list.call"))], note


def clocked(state: OutOfMineState) -> Clocked | None:
    """The person's clock once they pressed start: it stops at the standing call (none runs
    when they practise with no clock: nothing reads it)."""
    if state.phase is not Phase.PLAY or timing.calm(state):
        return None
    player = _player(state)
    if not timing.racing(state, player):
        return None
    return Clocked(
        key=(state.round, player),
        start=state.timelines[player].clock / 10,
        stop=timing.deadline(state) / 10,
        at_stop=timing.closing(state, player),
    )


# -- dragging ------------------------------------------------------------------------


def lift(
    state: OutOfMineState,
    selected: object,
    key: Hashable | None,
    x: float,
    y: float,
    width: float,
    height: float,
) -> Hand[Piece] | None:
    """What a press at (x, y) on ``key`` picks up to drag: a crystal of the tray, a tile on
    the board, or the piece in hand, each held by the square pressed (it stays under the
    pointer); None where nothing can be dragged."""
    if state.phase is not Phase.PLAY or not isinstance(key, tuple) or len(key) != 2:
        return None
    player = _player(state)
    if not timing.racing(state, player):
        return None
    what, value = key
    hand = as_hand(selected)
    grid = grid_of(state, width, height)
    square = grid.cell_at(x, y)
    if what == "cell" and hand is not None and square in selection.cells_of(hand):
        return selection.held_by(hand, square)
    if what == "cell":
        board = state.timelines[player].board
        if not covered(board) >> value & 1:
            return None
        tile = next(tile for tile in board if tile.mask >> value & 1)
        return selection.from_board(board, tile.anchor, square)
    if what == "tray":
        entry = next((e for e in tray.entries(state, player) if e.kind == value), None)
        if entry is None or entry.left <= 0:
            return None
        plan = layout.plan(width, height)
        pressed = tray.square_at(state, player, value, selected, plan, x, y)
        return Hand(tray.in_tray(state, player, value, selected), selection.TRAY, pressed)
    return None


def tray_grab(piece: Piece) -> Hand[Piece]:
    """A tray crystal held by its middle square (the one nearest the piece's centre), as the
    keyboard picks it (a press or a tap holds it by the square pressed: ``lift``)."""
    squares = piece.squares
    cx = sum(c for c, _ in squares) / len(squares)
    cy = sum(r for _, r in squares) / len(squares)
    grab = min(squares, key=lambda s: (s[0] - cx) ** 2 + (s[1] - cy) ** 2)
    return Hand(piece, selection.TRAY, grab)


def grid_of(state: OutOfMineState, width: float, height: float) -> Grid:
    """The gallery's cells on a canvas of this size."""
    return layout.plan(width, height).grid()


def over(state: OutOfMineState, hand: Hand[Piece], cell: tuple[int, int]) -> Hand[Piece]:
    """The held square moved over ``cell``."""
    return hand.over(cell)


def drop(state: OutOfMineState, hand: Hand[Piece], clock: float | None = None) -> Tap:
    """Let go of a dragged piece: laid, moved or taken back, or back where it came from. A
    new crystal let go off the gallery goes back to the tray and the message line says so
    (issue 27's bad input: a drop on nothing says why nothing changed)."""
    if hand.cell is not None and not selection.is_over_grid(hand):
        hand = hand.over(None)
    if hand.cell is None and selection.source_tile(hand) is None:
        return Tap(message=Say("out-of-mine.board.dropped_off"))
    return _drop(state, _player(state), hand, clock)


def picture(canvas: Canvas, state: OutOfMineState, hand: Hand[Piece], size: float) -> Floating:
    """Draw the piece in hand for floating under the pointer, cells of ``size`` pixels."""
    squares = hand.piece.squares
    left = min(c for c, _ in squares)
    top = min(r for _, r in squares)
    columns = max(c for c, _ in squares) - left + 1
    rows = max(r for _, r in squares) - top + 1
    pad = size * 0.15
    crystal(
        canvas,
        [(c - left, r - top) for c, r in squares],
        pad,
        pad,
        size,
        hand.piece.kind.colour,
        hand.piece.kind.find,
    )
    return Floating(
        columns * size + 2 * pad,
        rows * size + 2 * pad,
        pad + (hand.grab[0] - left + 0.5) * size,
        pad + (hand.grab[1] - top + 0.5) * size,
    )
