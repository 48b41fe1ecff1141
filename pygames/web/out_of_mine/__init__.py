"""Out of Mine! in the browser: a packing race played by dragging crystals, against the clock.

The one board shape, plus the shell's hooks for dragging and clocks:
``render`` draws the race and returns hits, ``controls`` turns taps, keys, drags and
the clock into timed actions, the selection is a ``dragging.Hand`` holding a
``selection.Piece``, ``words`` the hints. The other modules draw or reckon one part
each: ``layout`` the wide and tall plans, ``pen`` writing and drawing on them,
``crystals`` the cut stones, elves and finds, ``gallery`` a gallery with its
crystals, ``tray`` what the card allows and the tray drawn, ``selection`` the piece
in hand and what letting go of it plays, ``timing`` the person's clock and when their
changes happen, ``rounds`` what comes before a round's race, ``results`` the last
round's boards and points, ``practice`` what racing alone shows instead of the others'
boards, ``ways`` a way to fill a gallery (the solver's, remembered), ``rules`` "How to
play" in sections drawn from real rounds, ``dealing`` the boards dealt between rounds in
motion, ``known`` what the move log may say of the race, ``hinting`` the Hint button's help
in the race, ``lesson`` the guided first game, ``legend`` what each mark drawn is.

A first-timer's first game races one easy dwarf (``FIRST_GAME``): the normal dwarves
call before a newcomer has learnt to drag, turn and flip; the page says that New game
has faster dwarves, and a round alone with no clock.
"""

from pygames.games.out_of_mine.shapes import Find, Kind
from pygames.web.dragging import Dragging, Hand
from pygames.web.out_of_mine import (
    controls,
    dealing,
    hinting,
    known,
    layout,
    render,
    rounds,
    rules,
    words,
)
from pygames.web.out_of_mine.legend import LEGEND
from pygames.web.out_of_mine.selection import Asked, Piece
from pygames.web.ui import BoardUI, FirstGame, Notes, Realtime, TapNotes

#: A first game races one easy dwarf, and the page suggests a round with no clock.
FIRST_GAME = FirstGame("out-of-mine.first_game", seats=("human", "ai:easy"))
#: The players' colours in the panel: the dwarves' lanterns.
COLOURS = ("#d9822b", "#4f8fd6", "#5fb35a", "#b565c9")

UI = BoardUI(
    game_id="out-of-mine",
    player_keys=tuple(f"out-of-mine.player.{player}" for player in range(4)),
    player_colours=COLOURS,
    draw=render.draw,
    tap=controls.tap,
    buttons=controls.buttons,
    prompt=words.prompt,
    aspect=round(layout.WIDE_SIZE[0] / layout.WIDE_SIZE[1], 3),
    narrow_aspect=round(layout.TALL_SIZE[0] / layout.TALL_SIZE[1], 3),
    key=controls.key,
    notes=Notes(hint=hinting.why),
    drag=Dragging(
        lift=controls.lift,
        grid=controls.grid_of,
        over=controls.over,
        drop=controls.drop,
        picture=controls.picture,
        hinted=hinting.shown,
        toward=hinting.toward,
    ),
    realtime=Realtime(
        clock=controls.clocked,
        listed=controls.listed,
        logged=known.logged,
        daily=lambda options: options.get("solo") == "puzzle",
        hint=hinting.think,
    ),
    tap_notes=TapNotes(at=render.notes_at),
    poster_plies=40,  # into the race, a few crystals down: the start is an empty gallery
    rules=rules.SECTIONS,
    motion=dealing.motion,
    aftermath=rounds.aftermath,
    first_game=FIRST_GAME,
    legend=LEGEND,
    # A crystal in hand is kept over a reload, as every board's half-made move is; so are
    # a way to fill the gallery shown, the note on the deal read and a cell asked about
    # (``selection``).
    picks=(Hand, Piece, Kind, Find, Asked, str),
)
