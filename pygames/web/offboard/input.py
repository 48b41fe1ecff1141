"""Turn taps on the Offboard board into actions, one step at a time.

Tap one of your marbles to pick it as the tail of a line: every legal move
it starts is highlighted at the cell the line's head enters (an empty cell,
or the first opponent marble it pushes). Tap a highlighted cell to play it.
With a returned marble to decide about, tap an empty cell to put it back.
"""

from __future__ import annotations

from collections.abc import Hashable

from pygames.core import Action
from pygames.games.offboard import Move, OffboardState, PlaceBack, RemoveReturned
from pygames.games.offboard.board import CELL_NAMES, DIRECTION_NAMES, TARGET_VALUES
from pygames.web.offboard.render import destinations, movable_tails
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


def prompt(state: OffboardState, selected: int | None) -> Say:
    """The hint shown to the human whose turn it is."""
    if state.returned != -1:
        return Say("offboard.prompt.returned")
    if selected is None:
        return Say("offboard.prompt.pick")
    return Say("offboard.prompt.destination")


def score_parts(state: OffboardState, player: int) -> list[tuple[Say, int]]:
    """The end screen's breakdown: how many targets of each value the player filled."""
    hits = [TARGET_VALUES[t] for t, owner in enumerate(state.targets) if owner == 1 - player]
    parts = []
    for value in (3, 2, 1):
        count = hits.count(value)
        if count:
            key = "offboard.score.targets.one" if count == 1 else "offboard.score.targets.other"
            parts.append((Say.of(key, count=count, value=value), count * value))
    return parts


def describe(state: OffboardState, action: Action) -> Say:
    """An action in words, for the list of legal moves (and so for screen readers)."""
    if isinstance(action, PlaceBack):
        return Say.of("offboard.describe.place", cell=CELL_NAMES[action.cell])
    if isinstance(action, RemoveReturned):
        return Say("offboard.remove")
    if not isinstance(action, Move):
        return Say("offboard.pass")
    cell = CELL_NAMES[action.tail]
    direction = Say(f"offboard.direction.{DIRECTION_NAMES[action.direction]}")
    train = state.train(action.tail, action.direction)
    if not train.opponents:
        return Say.of("offboard.describe.step", cell=cell, direction=direction, count=train.length)
    target = state.exit_target(action)
    if target != -1 and state.targets[target] == -1:
        value = TARGET_VALUES[target]
        return Say.of("offboard.describe.score", cell=cell, direction=direction, value=value)
    return Say.of("offboard.describe.push", cell=cell, direction=direction, count=train.opponents)
