"""Offboard in the browser, in the one board shape: ``render`` draws and returns hits,
``controls`` turns taps into actions, ``selection`` holds what is picked, ``words`` the hints,
``layout`` where the board sits on the canvas, ``animation`` the last move in motion;
``targets`` draws the targets, ``pieces`` the marbles, ``marks`` the last move and the
marbles in danger over them, found by ``threats``; ``lesson`` is the guided first game,
``rules`` "How to play" with figures drawn from real games; ``legend`` what each mark
drawn is.
A hint says why its move is good through the engine's ``advice.why``."""

from pygames.games.offboard import advice
from pygames.web.offboard import animation, controls, render, words
from pygames.web.offboard.legend import LEGEND
from pygames.web.offboard.rules import SECTIONS
from pygames.web.ui import BoardUI, Notes, Switch

UI = BoardUI(
    game_id="offboard",
    player_keys=("offboard.player.0", "offboard.player.1"),
    player_colours=("#d7372f", "#f5c518"),
    rules=SECTIONS,
    draw=render.draw,
    tap=controls.tap,
    buttons=controls.buttons,
    prompt=words.prompt,
    motion=animation.motion,
    notes=Notes(hint=advice.why),
    switches=(
        Switch("coordinates", "page.coordinates"),
        Switch("threats", "offboard.threats", default=True),
    ),
    legend=LEGEND,
    picks=(int,),
)
