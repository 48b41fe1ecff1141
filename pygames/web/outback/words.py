"""What the Outback board says itself: the hint for the next tap, and the names it uses.

Moves, refusals and the score breakdown are the engine's own words
(``OutbackState.describe``, ``IllegalAction.reason``, ``Score.parts``). Every
text here is a ``Say`` (a catalog key and its fields), so it is read in the
player's language; hexes keep their board names (``4c``: row 4, third hex),
which need no translation.
"""

from __future__ import annotations

from pygames.games.outback import ANIMALS, Layout, OutbackState, Phase
from pygames.games.outback.landscape import Hex
from pygames.web.outback.selection import Pick, kept
from pygames.web.text import Say


def animal_name(animal: int) -> Say:
    """An animal's name with its article (``the koala``): the catalogs' sentences put it
    where no language has to change the article's case."""
    return Say(f"outback.the_animal.{ANIMALS[animal].label}")


def hex_label(layout: Layout, hex_: Hex) -> str:
    """A hex's name on the board (``4c``), the same in every language."""
    return layout.name_of(hex_)


def prompt(state: OutbackState, selected: object) -> Say:
    """The hint shown to the person whose turn it is."""
    if state.phase is Phase.ROLL:
        if len(kept(state, selected)) == len(state.dice):
            return Say("outback.prompt.all_kept")
        return Say.of("outback.prompt.roll", rolls=state.rolls)
    if state.phase is Phase.BLOCK:
        return Say("outback.prompt.block")
    if isinstance(selected, Pick) and selected.hex is not None:
        return Say.of("outback.prompt.which_animal", hex=hex_label(state.layout, selected.hex))
    if isinstance(selected, Pick) and selected.animal is not None:
        return Say.of("outback.prompt.place_animal", animal=animal_name(selected.animal))
    if state.placed:
        return Say("outback.prompt.place_more")
    return Say("outback.prompt.place")
