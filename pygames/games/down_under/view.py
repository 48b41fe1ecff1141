"""What a player may see: everything, since Down Under has open information.

Every card is laid face up, every player's cards are in view (each colour
starts with the same set, so what is down shows what is left), and nothing
is left to chance: a player's view is the whole position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import View

if TYPE_CHECKING:
    from pygames.games.down_under.rules import DownUnderState


def view(state: DownUnderState, player: int) -> View:
    """Return ``player``'s view of ``state``: the state itself."""
    return View(player, state)
