"""Turn taps on the Offboard board into actions, one step at a time.

Tap one of your marbles to pick it as the tail of a line: every legal move
it starts is highlighted at the cell the line's head enters (an empty cell,
or the first opponent marble it pushes). Tap a highlighted cell to play it.
With a returned marble to decide about, tap an empty cell to put it back.
"""

from __future__ import annotations

from collections.abc import Hashable

from pygames.games.offboard import OffboardState, PlaceBack, RemoveReturned
from pygames.web.offboard.selection import destinations, movable_tails
from pygames.web.text import Say
from pygames.web.ui import Button, Tap


def tap(state: OffboardState, selected: int | None, key: Hashable | None) -> Tap:
    """What a tap on ``key`` (a hit region key, or None for nothing) does."""
    if key is None or not isinstance(key, tuple) or key[0] != "cell":
        return Tap(selection=None)
    cell = key[1]
    if state.returned != -1:
        action = PlaceBack(cell)
        if action in state.legal_actions():
            return Tap(selection=None, action=action)
        return Tap(selection=None, message=Say("offboard.put_back_here"))
    if selected is not None:
        move = destinations(state, selected).get(cell)
        if move is not None:
            return Tap(selection=None, action=move)
    if cell in movable_tails(state):
        return Tap(selection=None if cell == selected else cell)
    if state.board[cell] == state.to_move + 1:
        return Tap(selection=None, message=Say("offboard.cannot_move"))
    return Tap(selection=None)


def buttons(state: OffboardState) -> list[Button]:
    """Actions that are not taps on the board: removing a returned marble, passing."""
    legal = state.legal_actions()
    found = []
    if any(isinstance(a, RemoveReturned) for a in legal):
        found.append(Button(Say("offboard.remove"), state.parse_action("x")))
    if [str(a) for a in legal] == ["pass"]:
        found.append(Button(Say("offboard.pass"), legal[0]))
    return found
