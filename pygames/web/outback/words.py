"""What the Outback board says itself: the hint for the next tap, and the names it uses.

Moves, refusals and the score breakdown are the engine's own words
(``OutbackState.describe``, ``IllegalAction.reason``, ``Score.parts``). Every
text here is a ``Say`` (a catalog key and its fields), so it is read in the
player's language. A hex is named as the board shows it, by its row's number and
its place in the row (``the middle hex of row 4``, ``words.hex_at``): the board
draws no hex names.
"""

from __future__ import annotations

from pygames.core import Action
from pygames.games.outback import ANIMALS, Layout, OutbackState, Phase
from pygames.games.outback.actions import Place, Roll
from pygames.games.outback.landscape import Hex
from pygames.games.outback.odds import group_odds
from pygames.games.outback.words import counted_dice, hex_at
from pygames.web.outback.selection import Pick, kept
from pygames.web.text import Say
from pygames.web.ui import Caused

#: The joker as the dice show it.
JOKER = "\u2605"


def animal_name(animal: int) -> Say:
    """An animal's name with its article (``the koala``): the catalogs' sentences put it
    where no language has to change the article's case."""
    return Say(f"outback.the_animal.{ANIMALS[animal].label}")


def hex_words(layout: Layout, hex_: Hex) -> Say:
    """A hex as the board shows it: ``the middle hex of row 4``."""
    return hex_at(layout, layout.row_of[hex_], layout.column[hex_])


def prompt(state: OutbackState, selected: object) -> Say:
    """The hint shown to the person whose turn it is."""
    if state.phase is Phase.ROLL:
        if len(kept(state, selected)) == len(state.dice):
            return Say("outback.prompt.all_kept")
        return Say.of("outback.prompt.roll", rolls=state.rolls)
    if state.phase is Phase.BLOCK:
        return Say("outback.prompt.block")
    if isinstance(selected, Pick) and selected.hex is not None:
        return Say.of("outback.prompt.which_animal", hex=hex_words(state.layout, selected.hex))
    if isinstance(selected, Pick) and selected.animal is not None:
        animal, rows = animal_name(selected.animal), joker_rows(state, selected.animal)
        if rows:
            return Say.of("outback.prompt.place_animal_jokers", animal=animal, rows=rows)
        return Say.of("outback.prompt.place_animal", animal=animal)
    if state.placed:
        return Say("outback.prompt.place_more")
    return Say("outback.prompt.place")


def joker_rows(state: OutbackState, animal: int) -> str:
    """The rows ``animal`` may go into that take jokers, each with a star per joker as the
    dice show them ("3 ★, 4 ★★"): the row a player picks is their choice of jokers, so
    they see it before the tap ("" when no row takes one)."""
    rows = sorted(
        {
            (action.row, state.jokers_for(action))
            for action in state.legal_actions()
            if isinstance(action, Place) and int(action.animal) == animal
        }
    )
    return ", ".join(f"{row} {JOKER * count}" for row, count in rows if count)


def hint_note(state: OutbackState, action: Action) -> Say | None:
    """The odds behind a hinted keep: the chance of the group the kept dice aim at."""
    if not isinstance(action, Roll):
        return None
    odds = group_odds(state.dice, action.keep, state.rolls)
    if odds is None:
        return None
    # Never 0% or 100% for what is only likely or unlikely.
    percent = min(99, max(1, round(odds.chance * 100)))
    animals = Say.count(f"outback.faces.{ANIMALS[odds.animal].label}", odds.size)
    return Say.of("outback.hint.odds", animals=animals, percent=percent)


def aftermath(state: OutbackState) -> tuple[Caused, ...]:
    """After a roll, what the dice show: a roll's words say only what was kept, and after
    the third roll no "stops with" line follows, so the log never said what a computer
    rolled (a newcomer had to guess it from the animals it took)."""
    if not isinstance(state.last_action, Roll):
        return ()
    return (Caused(Say.of("outback.rolled", dice=counted_dice(state.dice))),)
