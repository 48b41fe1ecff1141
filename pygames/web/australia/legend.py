"""Every kind of mark Australia draws, each explained by a line ``australia.mark.<kind>``."""

from typing import Literal

from pygames.web.marks import Legend

Kind = Literal[
    "land",
    "sea",
    "factory_down",
    "factory",
    "windmill_tile",
    "leaf",
    "windmill",
    "camp",
    "ship",
    "rangers",
    "rangers_on_ship",
    "target",
    "last_play",
    "plane",
    "stack",
    "stack_count",
    "player",
    "action_dots",
    "hand_card",
    "supply",
    "dollars",
    "score",
    "windmill_panel",
    "windmill_track",
    "ranger_track",
    "shares",
]

#: The short game draws its own panels.
LEGEND: Legend[Kind] = Legend("australia", Kind, options=({}, {"full_game": False}))
