"""The board UI of every game, by game id (explicit, like the game registry).

Like the games, a board's modules are imported only when its page asks for it.
"""

from importlib import import_module
from typing import Any

from pygames.web.ui import BoardUI

#: Game id -> the package that defines its board's ``UI``: the games with a board.
BOARDS: dict[str, str] = {
    "australia": "pygames.web.australia",
    "down-under": "pygames.web.down_under",
    "offboard": "pygames.web.offboard",
    "out-of-mine": "pygames.web.out_of_mine",
    "outback": "pygames.web.outback",
}


def board_for(game_id: str) -> BoardUI[Any]:
    """Return the board UI for a game id in ``BOARDS``."""
    ui: BoardUI[Any] = import_module(BOARDS[game_id]).UI
    return ui
