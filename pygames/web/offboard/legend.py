"""Every kind of mark Offboard draws, each explained by a line ``offboard.mark.<kind>``."""

from dataclasses import replace
from typing import Literal

from pygames.core import State
from pygames.web.marks import Legend

Kind = Literal[
    "hole",
    "marble",
    "target_1",
    "target_2",
    "target_3",
    "scored",
    "waiting",
    "last_move",
    "threat",
    "destination",
]


def built() -> tuple[State, ...]:
    """A marble lying in a target (Red's in target 0), and Yellow's bounced off a full
    target (3) waiting beside it: random games seldom reach the second."""
    from pygames.games.offboard import GAME, OffboardState
    from pygames.games.offboard.geometry import CELL_BY_NAME

    start = GAME.new_game(seed=0)
    assert isinstance(start, OffboardState)
    board = [0] * len(start.board)
    for player, cells in enumerate((("C3", "D4"), ("E5", "F5"))):
        for name in cells:
            board[CELL_BY_NAME[name]] = player + 1
    targets = [-1] * len(start.targets)
    targets[0], targets[3] = 0, 1
    return (replace(start, board=tuple(board), targets=tuple(targets), returned=3),)


LEGEND: Legend[Kind] = Legend("offboard", Kind, built=built)
