"""Outback in the browser: the table's renderer and its tap handling (its words are in
the catalogs)."""

from pygames.web.outback import input, layout, render, words
from pygames.web.ui import BoardUI

UI = BoardUI(
    game_id="outback",
    player_keys=tuple(f"outback.player.{seat}" for seat in range(4)),
    player_colours=render.PLAYER_COLOURS,
    rules_key="outback.rules",
    draw=render.draw,
    tap=input.tap,
    buttons=input.buttons,
    prompt=input.prompt,
    score_parts=words.score_parts,
    describe=words.describe,
    selection_buttons=input.selection_buttons,
    poster_plies=50,
    aspect=layout.WIDE_SIZE[0] / layout.WIDE_SIZE[1],
    narrow_aspect=round(layout.TALL_SIZE[0] / layout.TALL_SIZE[1], 3),
)
