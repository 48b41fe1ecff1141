"""Down Under in the browser, in the one board shape: ``render`` draws and returns hits,
``controls`` turns taps into actions, ``selection`` holds what is picked, ``words`` the
hints; the other modules draw one part each: ``layout`` fits the table to the cards as
they spread and splits the canvas, ``area`` shades and fences the playing area as it
emerges, ``pieces`` draws the cards (``animals`` their animals), ``paths`` marks where
each path goes on or stops, ``hand`` the strip with the mover's hand and every count,
``animation`` the last action in motion, ``rules`` "How to play" with figures drawn from
real games; ``lesson`` is the guided first game, ``legend`` what each mark drawn is. A
hint says what its move does to the paths through the engine's ``advice.why``."""

from pygames.games.down_under import advice
from pygames.web.down_under import animation, controls, layout, render, words
from pygames.web.down_under.legend import LEGEND
from pygames.web.down_under.pieces import PATH_COLOURS
from pygames.web.down_under.rules import SECTIONS
from pygames.web.down_under.selection import Pick
from pygames.web.ui import BoardUI, Notes

UI = BoardUI(
    game_id="down-under",
    player_keys=tuple(f"down-under.player.{player}" for player in range(4)),
    player_colours=PATH_COLOURS,
    rules=SECTIONS,
    draw=render.draw,
    tap=controls.tap,
    buttons=controls.buttons,
    prompt=words.prompt,
    motion=animation.motion,
    selection_buttons=controls.selection_buttons,
    key=controls.key,
    notes=Notes(
        player_name=words.player_name,
        seat=words.seat_note,
        board=words.board_note,
        hint=advice.why,
    ),
    poster_plies=12,
    aspect=round(layout.WIDE_SIZE[0] / layout.WIDE_SIZE[1], 3),
    narrow_aspect=round(layout.TALL_SIZE[0] / layout.TALL_SIZE[1], 3),
    legend=LEGEND,
    picks=(Pick,),
)
