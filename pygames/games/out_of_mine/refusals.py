"""Why an action is not legal now, in a player's words (``State._explain_illegal``).

``explain`` answers for the state: the wrong phase, the clock, the standing
call, the closed mine. ``change_refusal`` answers for a change to a board
(``tiles.allows`` is the same rule as a yes or no): a colour the card does
not show or has used up, a kind of tile the supply has no more of, a tile
that would stick out of the gallery or lie on another, a change that would
change nothing. The gallery draws no cell names, so a reason about a cell says
"the marked cell", and ``refusal_at`` (``marked_cell`` for a state) gives the board
the cell to mark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.games.out_of_mine.actions import (
    LIMIT,
    WAITS,
    Call,
    Change,
    ChooseSide,
    Move,
    Phase,
    Put,
    Stop,
    Take,
    Turn,
    Wait,
    time_said,
    wait_steps,
)
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.shapes import (
    Cell,
    Kind,
    cells_of,
    footprint,
    kind_supply,
)
from pygames.games.out_of_mine.tiles import (
    Board,
    Tile,
    covered,
    new_orientation,
    tile_at,
)
from pygames.games.out_of_mine.words import crystal

if TYPE_CHECKING:
    from pygames.games.out_of_mine.rules import OutOfMineState, Timeline


def explain(state: OutOfMineState, action: Action) -> Say:
    """Say why ``action`` is refused in ``state`` (the game is not over)."""
    if state.phase is Phase.SIDES:
        return _side(state, action)
    if isinstance(action, ChooseSide):
        return Say.of("out-of-mine.refusal.sides_before_round")
    player = state.current_player
    assert player is not None, "someone plays in every round"
    timeline = state.timelines[player]
    if isinstance(action, Stop):
        return Say.of("out-of-mine.refusal.first_must_call")
    if isinstance(action, Wait):
        return _wait(action, timeline, state.standing_call())
    if isinstance(action, Call | Change) and timeline.clock <= timeline.last_change:
        return Say.of("out-of-mine.refusal.one_change_per_tenth", time=time_said(timeline.clock))
    if isinstance(action, Change):
        if timeline.clock >= LIMIT:
            return Say.of("out-of-mine.refusal.mine_closed")
        card = state.card(player)
        assert card is not None, "cards are dealt before anyone plays"
        finds = bool(state.options["finds"])
        reason = change_refusal(state.layout(player), card, timeline.board, finds, action)
        if reason is not None:
            return reason
    return Say.of("out-of-mine.refusal.not_an_action", move=repr(action))


def marked_cell(state: OutOfMineState, action: Action) -> Cell | None:
    """The cell that the refusal of ``action`` (``explain``) calls "the marked cell", for the
    board to mark; None for an allowed action, or a refusal about no cell (the card, the
    clock)."""
    player = state.current_player
    if state.phase is not Phase.PLAY or player is None or not isinstance(action, Change):
        return None
    card = state.card(player)
    assert card is not None, "cards are dealt before anyone plays"
    board = state.timelines[player].board
    finds = bool(state.options["finds"])
    refused = refusal_at(state.layout(player), card, board, finds, action)
    if refused is None or refused[0] != explain(state, action):  # refused for the clock first
        return None
    return refused[1]


def _side(state: OutOfMineState, action: Action) -> Say:
    if not isinstance(action, ChooseSide):
        player = state.current_player
        assert player is not None
        return Say.of("out-of-mine.refusal.choose_side", board=state.boards[player] + 1)
    return Say.of("out-of-mine.refusal.not_a_side", side=action.side)


def _wait(wait: Wait, timeline: Timeline, standing: tuple[int, int] | None) -> Say:
    if wait.tenths not in WAITS:
        steps = " ".join(str(Wait(step)) for step in wait_steps(wait.tenths))
        return Say.of("out-of-mine.refusal.wait_steps", steps=steps)
    after = timeline.clock + wait.tenths
    if standing is not None and after >= standing[1]:
        caller, moment = standing
        return Say.of("out-of-mine.refusal.clock_stops", number=caller + 1, time=time_said(moment))
    if after > LIMIT:
        return Say.of("out-of-mine.refusal.mine_closes", limit=time_said(LIMIT))
    return Say.of("out-of-mine.refusal.wait_not_now", move=str(wait))


def change_refusal(
    layout: Layout, card: Card, board: Board, finds: bool, change: Change
) -> Say | None:
    """Why ``change`` is not allowed on ``board``, in a player's words; None if it is."""
    refused = refusal_at(layout, card, board, finds, change)
    return None if refused is None else refused[0]


def refusal_at(
    layout: Layout, card: Card, board: Board, finds: bool, change: Change
) -> tuple[Say, Cell | None] | None:
    """Why ``change`` is not allowed on ``board``, and the cell its words call "the marked
    cell" for the board to mark (None: they point at no cell); None if it is allowed."""
    if isinstance(change, Put):
        reason = _put(card, board, change.kind, finds)
        if reason is not None:
            return reason, None
        return _fit(layout, board, change.kind, change.orientation, change.anchor, None)
    tile = tile_at(board, change.anchor)
    if tile is None:
        if covered(board) >> change.anchor & 1:
            return Say("out-of-mine.refusal.not_an_anchor"), change.anchor
        return Say("out-of-mine.refusal.no_tile"), change.anchor
    if isinstance(change, Take):
        return None
    if isinstance(change, Move):
        if change.to == change.anchor:
            return Say("out-of-mine.refusal.already_there"), None
        return _fit(layout, board, tile.kind, tile.orientation, change.to, tile)
    orientation = new_orientation(tile, change)
    if footprint(tile.kind.shape, orientation, tile.anchor) == tile.mask:
        verb = "turn" if isinstance(change, Turn) else "flip"
        named = crystal(tile.kind, "the")
        return Say.of(f"out-of-mine.refusal.{verb}_changes_nothing", tile=named), None
    return _fit(layout, board, tile.kind, orientation, tile.anchor, tile)


def _put(card: Card, board: Board, kind: Kind, finds: bool) -> Say | None:
    """Why no tile of ``kind`` may be put on the board now (wherever it would go)."""
    colour = kind.colour
    name = colour.name.lower()
    allowed = card.counts[colour]
    if not allowed:
        return Say.of(f"out-of-mine.refusal.no_colour.{name}")
    if sum(tile.colour == colour for tile in board) >= allowed:
        return Say.count(f"out-of-mine.refusal.colour_placed.{name}", allowed)
    if kind.find is not None and not finds:
        return Say.of("out-of-mine.refusal.finds_off")
    supply = kind_supply(kind, finds)
    if not supply:
        return Say.of("out-of-mine.refusal.no_such_tile", kind=str(kind))
    if sum(tile.kind == kind for tile in board) >= supply:
        return Say.count("out-of-mine.refusal.kind_used_up", supply, kind=str(kind))
    return None


def _fit(
    layout: Layout, board: Board, kind: Kind, orientation: int, anchor: Cell, moving: Tile | None
) -> tuple[Say, Cell | None] | None:
    """Why a tile of ``kind`` cannot lie there, and where: off the grid (its anchor), in the
    rock (the first cell in it), on another tile (the first cell they share)."""
    mask = footprint(kind.shape, orientation, anchor)
    if mask is None:
        return Say("out-of-mine.refusal.off_gallery"), anchor
    rock = mask & ~layout.region
    if rock:
        return Say("out-of-mine.refusal.into_rock"), cells_of(rock)[0]
    for tile in board:
        if tile is not moving and tile.mask & mask:
            shared = cells_of(tile.mask & mask)[0]
            return Say.of("out-of-mine.refusal.on_tile", tile=crystal(tile.kind, "the")), shared
    return None
