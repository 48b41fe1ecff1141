"""What a player may see: everything but the order of the card deck and the board pile.

Every board, card and timeline lies open (a later player races the times
of those who played before, as the screen shows them). Hidden alike from
everyone: which treasure cards and which spare boards come next. Those are
not stored in any order but drawn from the state's generator when needed,
so a view replaces the generator, and ``determinize`` puts in a new one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pygames.core import Rng, State, View

if TYPE_CHECKING:
    from pygames.games.out_of_mine.rules import OutOfMineState


@dataclass(frozen=True, slots=True)
class OutOfMineView(View):
    """A player's view of an Out of Mine! position (see the module docstring)."""

    def determinize(self, rng: Rng) -> State:
        """Return the state with ``rng`` drawing the cards and boards still to come."""
        return replace(self.state, rng=rng)


def view(state: OutOfMineState, player: int) -> OutOfMineView:
    """Return what ``player`` may see of ``state``: it without its generator."""
    return OutOfMineView(player, replace(state, rng=Rng(0)))
