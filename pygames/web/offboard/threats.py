"""Which marbles can be pushed off the board, by which move, and into which target.

A first-time player does not see that a marble on the edge with too few friends behind
it is lost on the opponent's next turn, nor which target a push off at an angle drops
into (the rules file's ring positions). The board marks both: ``pushes_off`` lists every
marble either player could push off on their next turn, ``push_off`` follows one push
to the marble that leaves and the target it lands in. Read from the engine's own moves,
so the marks never disagree with what is legal.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygames.games.offboard import Move, OffboardState
from pygames.games.offboard.geometry import NEIGHBOUR


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


def pushes_off(state: OffboardState) -> tuple[PushOff, ...]:
    """Every way a marble can be pushed off into an empty target on its opponent's next
    turn, as the board stands: the player to move's pushes now, and the other player's as
    if it were their turn (a marble bounced back and waiting to be put back is not on the
    board yet). A push into a full target costs nothing: the marble comes back."""
    if state.is_over():
        return ()
    found: set[PushOff] = set()
    for pusher in (state.to_move, 1 - state.to_move):
        turn = replace(state, to_move=pusher, returned=-1, parent=None, last_action=None)
        for action in turn.legal_actions():
            if isinstance(action, Move) and (pushed := push_off(turn, action)) is not None:
                if state.targets[pushed.target] == -1:
                    found.add(pushed)
    return tuple(sorted(found, key=lambda p: (p.marble, p.direction)))
