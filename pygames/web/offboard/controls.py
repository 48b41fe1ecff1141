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
    """What a tap on ``key`` (a hit region key, or None for nothing) does.

    A tap that cannot lead to a move says why, and keeps or drops the marble picked.
    """
    if key is None or not isinstance(key, tuple) or key[0] != "cell":
        if selected is not None:
            return Tap(selection=None, message=Say("offboard.tap.dropped"))
        return Tap(selection=None, message=Say("offboard.tap.pick_yours"))
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
    owner = state.owner(cell)
    if owner == state.to_move:
        return Tap(selection=selected, message=Say("offboard.cannot_move"))
    if owner is not None:
        return Tap(
            selection=selected,
            message=Say.of("offboard.tap.not_yours", owner=Say(f"offboard.player.{owner}")),
        )
    if selected is not None:
        return Tap(selection=selected, message=Say("offboard.tap.not_a_destination"))
    return Tap(selection=None, message=Say("offboard.tap.pick_yours"))


def buttons(state: OffboardState) -> list[Button]:
    """Actions that are not taps on the board: removing a returned marble, passing."""
    legal = state.legal_actions()
    found = []
    if any(isinstance(a, RemoveReturned) for a in legal):
        found.append(Button(Say("offboard.remove"), state.parse_action("x")))
    if [str(a) for a in legal] == ["pass"]:
        found.append(Button(Say("offboard.pass"), legal[0]))
    return found
