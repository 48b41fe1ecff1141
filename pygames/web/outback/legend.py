"""Every kind of mark Outback draws, each explained by a line ``outback.mark.<kind>``."""

from typing import Literal

from pygames.web.marks import Legend

Kind = Literal[
    "jeep",
    "jeep_animal",
    "die",
    "kept_die",
    "used_die",
    "shelf",
    "rolls",
    "penalty_tile",
    "score",
    "space",
    "row",
    "animal",
    "blocked",
    "target",
    "new",
    "blockable",
    "track",
    "marker",
    "pale_marker",
    "bonus_space",
    "bonus_tile",
    "plus_tile",
]

#: Plus adds its bonus tiles, a penalty tile its own mark. The table is drawn light, as the
#: list is: a picture's edges fade out the neighbours they cut (the jeep's picture cut a
#: die in half at its right edge).
LEGEND: Legend[Kind] = Legend(
    "outback", Kind, options=({}, {"variant": "plus", "penalty": "A"}), fades=True
)
