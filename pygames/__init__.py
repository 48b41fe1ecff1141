"""pygames: rules engines and AI opponents for five tabletop games.

>>> import pygames
>>> state = pygames.get_game("offboard").new_game(seed=7)
>>> state = state.apply(state.parse_action("C3>NE"))
>>> pygames.replay(state.record()) == state
True
"""

from typing import Any

from pygames.core import IllegalAction, InvalidNotation, InvalidRecord, State, UnknownGame
from pygames.core import record as _record
from pygames.games import get_game, list_games

__all__ = [
    "IllegalAction",
    "InvalidNotation",
    "InvalidRecord",
    "UnknownGame",
    "get_game",
    "list_games",
    "replay",
]


def replay(record: Any) -> State:
    """Check a game record and replay it to its final state.

    Raises:
        InvalidRecord: saying which field or which move is wrong.
    """
    return _record.replay(record, get_game)
