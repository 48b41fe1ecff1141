"""Outback in the browser, in the one board shape: ``render`` draws and returns hits,
``controls`` turns taps into actions, ``selection`` holds what is picked, ``words`` the
hints and names; the other modules draw one part of the table each (``layout``,
``seat``, ``strip``, ``track``, ``bonus``, ``pieces``); ``animation`` the last action in
motion; ``lesson`` the guided first game; ``rules`` "How to play" with figures drawn from
real games; ``legend`` what each mark drawn is."""

from pygames.web.outback import animation, controls, layout, render, words
from pygames.web.outback.legend import LEGEND
from pygames.web.outback.rules import SECTIONS
from pygames.web.outback.selection import Keep, Pick
from pygames.web.ui import BoardUI, Notes

UI = BoardUI(
    game_id="outback",
    player_keys=tuple(f"outback.player.{seat}" for seat in range(4)),
    player_colours=render.PLAYER_COLOURS,
    rules=SECTIONS,
    draw=render.draw,
    tap=controls.tap,
    buttons=controls.buttons,
    prompt=words.prompt,
    motion=animation.motion,
    aftermath=words.aftermath,
    notes=Notes(hint=words.hint_note),
    selection_buttons=controls.selection_buttons,
    poster_plies=50,
    aspect=layout.WIDE_SIZE[0] / layout.WIDE_SIZE[1],
    narrow_aspect=round(layout.TALL_SIZE[0] / layout.TALL_SIZE[1], 3),
    legend=LEGEND,
    picks=(Keep, Pick),
)
