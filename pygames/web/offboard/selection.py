"""What a person has picked so far on the Offboard board, and what it offers next.

The selection is the tail marble of the line to move (a cell), or None.
A move is pick-then-target input: the marble, then the cell the line's head
enters (an empty cell, or the first opponent marble it pushes), indexed by
the shared ``pygames.web.picking.Choices``. The renderer (what to highlight)
and the tap handler (what a tap means) both read it here, so they agree.
"""

from __future__ import annotations

from collections.abc import Mapping

from pygames.games.offboard import Move, OffboardState
from pygames.web.per_position import per_position
from pygames.web.picking import Choices


@per_position
def choices(state: OffboardState) -> Choices[int, int, Move]:
    """Every legal move, by its tail marble and the cell its line enters first."""
    return Choices.of(
        (action for action in state.legal_actions() if isinstance(action, Move)),
        pick=lambda move: move.tail,
        target=lambda move: state.train(move.tail, move.direction).beyond,
    )


def destinations(state: OffboardState, tail: int) -> Mapping[int, Move]:
    """The cell each legal move from ``tail`` enters first, and that move."""
    return choices(state).targets(tail)


def movable_tails(state: OffboardState) -> frozenset[int]:
    """The marbles that start at least one legal move."""
    return choices(state).picks()
