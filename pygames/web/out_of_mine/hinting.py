"""The Hint button in the race: the next step toward a full gallery, shown as the crystal held
over its place, and the place to tap that lays it.

The strongest dwarf would plan the person's whole turn, every clock step to the call, which
is slow and says "let the clock run on": no help. During the race the hint is instead the
engine's advice (``advice.next_change``: a crystal of a way to fill the gallery from the
board as it stands, or one in its way to move or take back), thought in slices; with the
gallery full, the call. Before the race it is Start; for a side, the strongest level's
choice, as on every board. ``shown`` turns a hinted step into what the board shows: the
crystal in hand over its place (its ghost), the button or tray crystal to tap, and words
naming the crystal as the board shows it. ``toward`` is the next tap that lays a given
crystal from the piece in hand, one step at a time (a lesson teaches turning and flipping,
so it marks the tray, Turn or Flip, then the cell, rather than showing the piece laid).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable

from pygames.ai.agent import Thinking
from pygames.core import Action, Say
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import CALL, ChooseSide, Move, Put, Take
from pygames.games.out_of_mine.advice import next_change
from pygames.games.out_of_mine.shapes import SHAPES, WIDTH, Kind
from pygames.games.out_of_mine.tiles import tile_at
from pygames.games.out_of_mine.words import crystal
from pygames.web.dragging import Hand, Shown, as_hand
from pygames.web.hints import hint_thinking
from pygames.web.out_of_mine import selection, timing
from pygames.web.out_of_mine.controls import START, tray_grab
from pygames.web.out_of_mine.selection import Piece


def think(state: OutOfMineState) -> Thinking:
    """The hint for the person to act in ``state`` (``ui.Realtime.hint``)."""
    if state.phase is Phase.SIDES:
        return (yield from hint_thinking(state))
    player = state.current_player
    assert player is not None, "a hint is asked for only while someone is to act"
    if not timing.racing(state, player):
        return START
    card = state.card(player)
    assert card is not None, "the cards are dealt before the race"
    step = yield from next_change(
        state.layout(player),
        card,
        state.timelines[player].board,
        elves=bool(state.options["elves"]),
        finds=bool(state.options["finds"]),
    )
    return CALL if step is None else step


def why(state: OutOfMineState, action: Action) -> Say | None:
    """The hint's line beyond its words (``Notes.hint``): for a side, that either will do
    (every gallery can be filled with every card, and the dwarves choose at random); a
    newcomer saw a side framed with no reason and looked for one."""
    return Say("out-of-mine.hint.any_side") if isinstance(action, ChooseSide) else None


def shown(state: OutOfMineState, action: Action) -> Shown | None:
    """How the board shows the hinted ``action`` (``Dragging.hinted``); None for a side,
    which a tap on it plays."""
    player = state.current_player
    if state.phase is not Phase.PLAY or player is None:
        return None
    if not timing.racing(state, player):
        return Shown(None, "start", Say("out-of-mine.hint.start"))
    if action == CALL:
        return Shown(None, "call", Say("out-of-mine.hint.call"))
    board = state.timelines[player].board
    if isinstance(action, Put):
        held = tray_grab(Piece(action.kind, action.orientation))
        said = Say.of("out-of-mine.hint.put", crystal=crystal(action.kind, "a"))
        return Shown(_over(held, action.anchor), "place", said)
    if isinstance(action, Move | Take):
        tile = tile_at(board, action.anchor)
        assert tile is not None, "the advice moves or takes back a crystal on the board"
        named = crystal(tile.kind, "the")
        square = (tile.anchor % WIDTH, tile.anchor // WIDTH)
        lifted = selection.from_board(board, tile.anchor, square)
        if isinstance(action, Take):  # lifted where it lies; its crystal in the tray puts it back
            said = Say.of("out-of-mine.hint.take", crystal=named)
            return Shown(lifted, ("tray", tile.kind), said)
        said = Say.of("out-of-mine.hint.move", crystal=named)
        return Shown(_over(lifted, action.to), "place", said)
    return None


def toward(state: OutOfMineState, selected: object, action: Action) -> Hashable | None:
    """The next tap toward ``action`` from ``selected`` (``Dragging.toward``): for a crystal
    to lay, its crystal in the tray, then Turn, or Flip while no turn makes it lie as laid,
    then the cell its held square goes on; the call button for the call. None for the rest
    (a side, Start: the shell's search finds them)."""
    if action == CALL:
        return "call"
    if not isinstance(action, Put):
        return None
    hand = as_hand(selected)
    if hand is None or selection.source_tile(hand) is not None or hand.piece.kind != action.kind:
        return ("tray", action.kind)
    how = _reorienting(action.kind, hand.piece.orientation, action.orientation)
    if how is not None:
        return how
    column, row = hand.grab
    return ("cell", selection.index((action.anchor % WIDTH + column, action.anchor // WIDTH + row)))


def _reorienting(kind: Kind, start: int, goal: int) -> str | None:
    """The first of the fewest taps on Turn and Flip that make a crystal lying in orientation
    ``start`` lie in ``goal`` (None: it does already)."""
    shape = SHAPES[kind.shape]
    first: dict[int, str | None] = {start: None}
    waiting = deque([start])
    while waiting:
        orientation = waiting.popleft()
        for how, then in (
            ("turn", shape.turned(orientation)),
            ("flip", shape.flipped(orientation)),
        ):
            if then not in first:
                first[then] = first[orientation] or how
                waiting.append(then)
    return first[goal]


def _over(hand: Hand[Piece], anchor: int) -> Hand[Piece]:
    """``hand`` held with its piece's anchor on cell ``anchor`` (the held square is counted
    from the anchor)."""
    return hand.over((anchor % WIDTH + hand.grab[0], anchor // WIDTH + hand.grab[1]))
