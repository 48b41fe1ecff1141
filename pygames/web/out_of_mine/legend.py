"""Every kind of mark Out of Mine! draws, each explained by a line ``out-of-mine.mark.<kind>``."""

from typing import Literal

from pygames.web.marks import Legend

Kind = Literal[
    "rock",
    "corridor",
    "crystal",
    "find",
    "elf",
    "card",
    "card_count",
    "card_find",
    "round",
    "clock",
    "readout",
    "call",
    "tools",
    "tray_piece",
    "tray_count",
    "other_clock",
]

#: Elves and finds are options; the pictures show the panels' words.
LEGEND: Legend[Kind] = Legend(
    "out-of-mine", Kind, options=({}, {"elves": True, "finds": True}), words=True
)
