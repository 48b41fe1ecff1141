"""The board UI of every game, by game id (explicit, like the game registry)."""

from typing import Any

from pygames.web import offboard, outback
from pygames.web.ui import BoardUI

BOARDS: dict[str, BoardUI[Any]] = {ui.game_id: ui for ui in (offboard.UI, outback.UI)}


def board_for(game_id: str) -> BoardUI[Any]:
    """Return the board UI for a registered game id."""
    return BOARDS[game_id]
