"""Every kind of mark Down Under draws, each explained by a line ``down-under.mark.<kind>``."""

from typing import Literal

from pygames.web.marks import Legend

Kind = Literal[
    "table",
    "shading",
    "fence",
    "card",
    "billabong",
    "animal",
    "stop",
    "open_end",
    "closed_end",
    "last_turn",
    "place_here",
    "turn_here",
    "hand_card",
    "hand_count",
    "pattern",
    "straights_left",
    "curves_left",
    "ends_left",
    "billabongs_left",
    "finished",
]

LEGEND: Legend[Kind] = Legend("down-under", Kind)
