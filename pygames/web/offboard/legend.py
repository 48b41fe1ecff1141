"""Every kind of mark Offboard draws, each explained by a line ``offboard.mark.<kind>``."""

from typing import Literal

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

LEGEND: Legend[Kind] = Legend("offboard", Kind)
