"""Which marble a push takes off the board, and into which target.

A first-time player does not see which target a push off at an angle drops into (the
rules file's ring positions): ``push_off`` follows one push to the marble that leaves
and the target it lands in, read from the engine's own move.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.offboard import Move, OffboardState
from pygames.games.offboard.board import NEIGHBOUR


@dataclass(frozen=True, slots=True)
class PushOff:
    """A move that pushes ``marble`` off the board towards ``direction``, into ``target``."""

    marble: int
    direction: int
    target: int


def push_off(state: OffboardState, move: Move) -> PushOff | None:
    """Where ``move``, legal in ``state``, pushes a marble off (None: none leaves)."""
    target = state.exit_target(move)
    if target == -1:
        return None
    train = state.train(move.tail, move.direction)
    marble = train.beyond
    for _ in range(train.opponents - 1):
        marble = NEIGHBOUR[move.direction][marble]
    return PushOff(marble, move.direction, target)
