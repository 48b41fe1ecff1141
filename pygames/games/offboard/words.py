"""Offboard's moves in a player's words: what the message log and the list of moves say.

Each description is a ``Say`` naming the mover, and tells a step, a line's move,
a push, a marble pushed off into a target, or one bouncing back from a full
target apart, so the log reads as the game went. It names no cell: the board
draws the cells' names only when the player asks for them, so a sentence says
which way the marbles went and the log shows the notation beside it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.games.offboard.actions import Move, Pass, PlaceBack, RemoveReturned
from pygames.games.offboard.geometry import DIRECTION_NAMES, TARGET_VALUES

if TYPE_CHECKING:
    from pygames.games.offboard.rules import OffboardState


def player(number: int) -> Say:
    """A player's name: ``Red`` or ``Yellow``."""
    return Say(f"offboard.player.{number}")


def describe(state: OffboardState, action: Action) -> Say:
    """Say what the player to move does with ``action``.

    >>> from pygames import get_game
    >>> start = get_game("offboard").new_game(seed=0)
    >>> str(describe(start, Move.parse("C3>NE")))
    'Red moves a marble to the north-east'
    """
    who = player(state.to_move)
    if isinstance(action, Move):
        return _describe_move(state, who, action)
    if isinstance(action, PlaceBack):
        return Say.of("offboard.move.put_back", player=who)
    if isinstance(action, RemoveReturned):
        return Say.of("offboard.move.remove", player=who)
    if isinstance(action, Pass):
        return Say.of("offboard.move.pass", player=who)
    return Say.of("core.move", move=str(action))


def _describe_move(state: OffboardState, who: Say, move: Move) -> Say:
    """Say whether ``move`` steps, pushes, pushes a marble off, or bounces one back."""
    towards = Say(f"offboard.towards.{DIRECTION_NAMES[move.direction]}")
    train = state.train(move.tail, move.direction)
    if train.opponents == 0 and train.length == 1:
        return Say.of("offboard.move.step", player=who, towards=towards)
    if train.opponents == 0:
        return Say.of("offboard.move.line", player=who, towards=towards, count=train.length)
    if train.after != -1:
        return Say.of(
            "offboard.move.push",
            player=who,
            towards=towards,
            count=train.length,
            pushed=train.opponents,
        )
    target = state.exit_target(move)
    key = "offboard.move.push_off" if state.targets[target] == -1 else "offboard.move.bounce"
    return Say.of(key, player=who, towards=towards, value=TARGET_VALUES[target])
