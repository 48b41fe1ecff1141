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
    "bounce",
]


def built() -> tuple[State, ...]:
    """A marble lying in a target (Red's in target 0), and Yellow's bounced off a full
    target (3) waiting beside it; and Red able to push Yellow's A3 into its own full
    target 1 (a bounce, previewed once C5 is picked): random games seldom reach these."""
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
    waiting = replace(start, board=tuple(board), targets=tuple(targets), returned=3)
    bounce = [0] * len(start.board)
    for name, mark in (("C5", 1), ("B4", 1), ("A3", 2), ("I9", 2)):
        bounce[CELL_BY_NAME[name]] = mark
    targets[1] = 0
    return waiting, replace(start, board=tuple(bounce), targets=tuple(targets))


LEGEND: Legend[Kind] = Legend("offboard", Kind, built=built)
