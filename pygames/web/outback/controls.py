"""Turn taps on the Outback table into actions, one step at a time.

- Rolling: tap dice to keep them (they rise onto the shelf) or to put them
  back; the buttons roll the others again or stop.
- Taking animals: tap a highlighted hex. When more than one animal could go
  there, the hex waits and the player picks the animal (on the jeep, on a
  die, or with a button): a tap never guesses. Picking an animal first
  narrows the highlights to its hexes.
- Blocking: tap an empty hex.

A tap that cannot mean anything now changes nothing and says why.
"""

from __future__ import annotations

from collections.abc import Hashable

from pygames.games.outback import Block, OutbackState, Phase, Roll
from pygames.games.outback.actions import DONE, STOP
from pygames.games.outback.components import JOKER
from pygames.games.outback.player_board import EMPTY
from pygames.web.outback.selection import (
    Keep,
    Pick,
    dice_order,
    kept,
    kept_faces,
    movable_animals,
    place,
    placements,
)
from pygames.web.outback.words import animal_name
from pygames.web.text import Say
from pygames.web.ui import Button, Tap


def tap(state: OutbackState, selected: object, key: Hashable | None) -> Tap:
    """What a tap on ``key`` (a hit region key, or None for nothing) does."""
    if state.phase is Phase.ROLL:
        return _tap_rolling(state, selected, key)
    if state.phase is Phase.PLACE:
        return _tap_placing(state, selected, key)
    return _tap_blocking(state, key)


def _tap_rolling(state: OutbackState, selected: object, key: Hashable | None) -> Tap:
    if not isinstance(key, tuple):
        return Tap(selection=selected)
    if key[0] == "die":
        return Tap(selection=Keep(kept(state, selected) ^ {key[1]}))
    return Tap(selection=selected, message=Say("outback.tap.roll_first"))


def _tap_placing(state: OutbackState, selected: object, key: Hashable | None) -> Tap:
    if not isinstance(key, tuple):
        return Tap()
    kind, index = key
    if kind == "hex":
        return _tap_hex(state, selected, index)
    if kind == "jeep":
        return _pick_animal(state, selected, state.jeep[index])
    face = dice_order(state)[index]
    if face == JOKER:
        return Tap(selection=selected, message=Say("outback.tap.joker"))
    if face not in state.jeep:
        return Tap(
            selection=selected,
            message=Say.of("outback.tap.not_on_jeep", animal=animal_name(face)),
        )
    return _pick_animal(state, selected, face)


def _pick_animal(state: OutbackState, selected: object, animal: int) -> Tap:
    """Choose ``animal`` for the next placement (a second tap on it lets go)."""
    if animal not in movable_animals(state):
        return Tap(
            selection=selected, message=Say.of("outback.tap.no_room", animal=animal_name(animal))
        )
    if isinstance(selected, Pick) and selected.hex is not None:
        if animal in placements(state).get(selected.hex, ()):
            return Tap(action=place(state, animal, selected.hex))
    if isinstance(selected, Pick) and selected.animal == animal:
        return Tap()
    return Tap(selection=Pick(animal=animal))


def _tap_hex(state: OutbackState, selected: object, hex_: int) -> Tap:
    animals = placements(state).get(hex_, ())
    chosen = selected.animal if isinstance(selected, Pick) else None
    if chosen is not None and chosen in animals:
        return Tap(action=place(state, chosen, hex_))
    if not animals:
        return Tap(selection=selected, message=_why_not_here(state, hex_))
    if chosen is not None:
        return Tap(
            selection=selected,
            message=Say.of("outback.tap.not_for_animal", animal=animal_name(chosen)),
        )
    if len(animals) == 1:
        return Tap(action=place(state, animals[0], hex_))
    return Tap(selection=Pick(hex=hex_))


def _why_not_here(state: OutbackState, hex_: int) -> Say:
    if state.boards[state.to_move].tiles[hex_] != EMPTY:
        return Say("outback.tap.taken")
    return Say.of("outback.tap.row_out_of_reach", row=state.layout.row_of[hex_])


def _tap_blocking(state: OutbackState, key: Hashable | None) -> Tap:
    if not isinstance(key, tuple):
        return Tap()
    if key[0] == "hex":
        hex_ = key[1]
        if state.boards[state.to_move].tiles[hex_] == EMPTY:
            layout = state.layout
            return Tap(action=Block(layout.row_of[hex_], layout.column[hex_]))
        return Tap(message=Say("outback.tap.block_empty"))
    return Tap(message=Say("outback.tap.must_block"))


def buttons(state: OutbackState) -> list[Button]:
    """The buttons that do not depend on a selection: stop rolling, end the turn."""
    legal = state.legal_actions()
    if state.phase is Phase.ROLL:
        return [Button(Say("outback.button.stop"), STOP)]
    if DONE in legal:
        return [Button(Say("outback.button.done"), DONE)]
    return []


def selection_buttons(state: OutbackState, selected: object) -> list[Button]:
    """The buttons that act on the selection: roll keeping the chosen dice; which animal
    goes to the hex waiting for one."""
    if state.phase is Phase.ROLL:
        keep = kept_faces(state, selected)
        if len(keep) == len(state.dice):
            return []  # keeping every die leaves nothing to roll
        label = Say.of("outback.button.roll", roll=state.rolls + 1)
        return [Button(label, Roll(keep))]
    if isinstance(selected, Pick) and selected.hex is not None:
        hex_ = selected.hex
        return [
            Button(
                Say.of("outback.button.place", animal=animal_name(animal)),
                place(state, animal, hex_),
            )
            for animal in placements(state).get(hex_, ())
        ]
    return []
