"""What a player may see of an Offboard position: all of it.

Offboard has no hidden information and no chance: both players see the
whole board, the targets and any returned marble, so a player's view holds
the state itself and ``View.determinize`` hands it back unchanged.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import View

if TYPE_CHECKING:
    from pygames.games.offboard.rules import OffboardState


def view(state: OffboardState, player: int) -> View:
    """Return ``player``'s view of ``state``: the whole position.

    >>> from pygames import get_game
    >>> start = get_game("offboard").new_game(seed=0)
    >>> view(start, 1).state is start
    True
    """
    return View(player, state)
