"""What a player may see: everything but the order of the card deck and the board pile.

Every board, card and timeline lies open (a later player races the times
of those who played before, as the screen shows them). Hidden alike from
everyone: which treasure cards and which spare boards come next. Those are
not stored in any order but drawn from the state's generator when needed,
so a view drops the generator and the seed that would replay it, in the
position and in every position before it (``redact_history``), and
``determinize`` puts in a new generator.

The puzzle of the day is the one game whose seed is no secret (it is the
day): its state keeps the day apart from the seed (``day``), so a view hides
the seed there too and still says which day's puzzle it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from pygames.core import Rng, State, View, redact_history

if TYPE_CHECKING:
    from pygames.games.out_of_mine.rules import OutOfMineState


@dataclass(frozen=True, slots=True)
class OutOfMineView(View):
    """A player's view of an Out of Mine! position (see the module docstring)."""

    def determinize(self, rng: Rng) -> State:
        """Return the state with ``rng`` drawing the cards and boards still to come."""
        return replace(self.state, rng=rng)


def view(state: OutOfMineState, player: int) -> OutOfMineView:
    """Return what ``player`` may see of ``state``: it, and every position before it,
    without the seed and the generator."""
    return OutOfMineView(player, redact_history(state))
