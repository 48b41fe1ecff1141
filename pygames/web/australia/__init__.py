"""Australia in the browser, in the one board shape: ``render`` draws and returns hits,
``controls`` turns taps into actions, ``selection`` holds what is picked, ``words`` the
hints, the buttons and what an action caused; the other modules draw one part each:
``layout`` places the map and the table beside it, ``map_drawing`` says where on the map
each coast, border, location and name lies, ``terrain`` the land and what each region
holds, ``sites`` the camps, ships and rangers, ``table`` the stacks, players and tracks,
``pieces`` the small things, ``animation`` the last action in motion; ``spots`` says
where the marks round a region's label go, ``areas`` where a tap means a region;
``lesson`` is the guided first game, ``rules`` "How to play" in sections drawn from real
games, ``legend`` what each mark drawn is. A hint says what its move scores or earns
through the engine's ``advice.why``.

A first-timer's first game is the full game with its windmill placed by the game
(``FIRST_GAME``): choosing its region is a decision about a rule not met yet."""

from pygames.games.australia import advice
from pygames.web.australia import animation, controls, layout, render, rules, words
from pygames.web.australia.legend import LEGEND
from pygames.web.australia.pieces import PLAYER_COLOURS
from pygames.web.australia.selection import Pick
from pygames.web.ui import BoardUI, FirstGame, Notes

#: A first game does not open on the windmill's region: the game draws it (New game asks).
FIRST_GAME = FirstGame("australia.first_game", options={"windmill": "drawn"})

UI = BoardUI(
    game_id="australia",
    player_keys=tuple(f"australia.player.{player}" for player in range(5)),
    player_colours=PLAYER_COLOURS,
    draw=render.draw,
    tap=controls.tap,
    buttons=controls.buttons,
    prompt=words.prompt,
    selection_buttons=controls.selection_buttons,
    aftermath=words.aftermath,
    motion=animation.motion,
    notes=Notes(hint=advice.why),
    poster_plies=60,
    aspect=round(layout.WIDE_SIZE[0] / layout.WIDE_SIZE[1], 3),
    narrow_aspect=round(layout.TALL_SIZE[0] / layout.TALL_SIZE[1], 3),
    first_game=FIRST_GAME,
    rules=rules.SECTIONS,
    legend=LEGEND,
    picks=(Pick,),
)
