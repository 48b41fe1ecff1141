"""Offboard in the browser: its renderer and its tap handling (its words are in the catalogs)."""

from pygames.web.offboard import input, render
from pygames.web.ui import BoardUI

UI = BoardUI(
    game_id="offboard",
    player_keys=("offboard.player.0", "offboard.player.1"),
    player_colours=("#d7372f", "#f5c518"),
    rules_key="offboard.rules",
    draw=render.draw,
    tap=input.tap,
    buttons=input.buttons,
    prompt=input.prompt,
    score_parts=input.score_parts,
    describe=input.describe,
)
