"""What the Down Under board says itself: the hint for the next tap, and its buttons.

Moves, refusals and the score breakdown are the engine's own words
(``DownUnderState.describe``, ``refusals.explain``, ``Score.parts``); the
colours are the engine's too (``words.colour``). Every text here is a
``Say`` (a catalog key and its fields), read in the player's language.
"""

from __future__ import annotations

from pygames.core.say import listing
from pygames.games.down_under import DownUnderState, Phase, Place, Turn
from pygames.games.down_under import words as engine
from pygames.games.down_under.grid import cell_name
from pygames.web.down_under.selection import as_pick, ways
from pygames.web.text import Say


def paths(state: DownUnderState) -> Say | str:
    """The paths the player to move may lay on now, by colour: ``Red``, ``Red or Yellow``."""
    return listing([engine.colour(colour) for colour in state.colours], "or")


def prompt(state: DownUnderState, selected: object) -> Say:
    """The hint shown to the person whose turn it is: what they can do now."""
    pick = as_pick(selected)
    if pick.preview is not None:
        several = len(ways(state, pick.preview)) > 1
        if isinstance(pick.preview, Turn):
            return Say("down-under.prompt.turn_preview" + (".ways" if several else ""))
        return Say("down-under.prompt.preview" + (".ways" if several else ""))
    if state.phase == Phase.POND:
        cells = [cell_name(a.cell) for a in state.moves]
        return Say.of("down-under.prompt.pond", cells=listing(cells, "and"))
    if state.phase == Phase.BONUS:
        return Say("down-under.prompt.bonus")
    if pick.card is not None:
        return Say("down-under.prompt.card_picked")
    if pick.cell is not None:
        return Say("down-under.prompt.cell_picked")
    if state.moves and all(isinstance(a, Turn) for a in state.moves):
        return Say("down-under.prompt.loop")
    if state.round_one:
        if not state.table.cells:
            return Say("down-under.prompt.first_card")
        return Say("down-under.prompt.first_round")
    if any(isinstance(a, Turn) for a in state.moves):
        return Say.of("down-under.prompt.lay_or_turn", paths=paths(state))
    return Say.of("down-under.prompt.lay", paths=paths(state))


def lay_label(action: Place | Turn) -> Say:
    """The button confirming the previewed action."""
    return Say("down-under.button.turn" if isinstance(action, Turn) else "down-under.button.lay")


def billabong_label(action: Place) -> Say:
    """A button laying the billabong where paths meet."""
    return Say.of("down-under.button.billabong", cell=cell_name(action.cell))
