"""What a person has picked so far in a turn, and what the position offers them next.

The selection lives in the app controller between taps and is dropped after
every action, so ``None`` always means "as the position stands":

- rolling: ``Keep`` lists the dice (by place in ``dice_order``) set aside to
  keep; without one, the dice kept before the last roll stay kept;
- taking animals: ``Pick`` names the animal chosen on the jeep, or the hex
  tapped when more than one animal could go there (the player then picks
  which: we never guess).

These readers are shared by the renderer (what to highlight) and the tap
handler (what a tap means), so the two cannot disagree; taking an animal is
pick-then-target input, indexed by the shared ``pygames.web.picking.Choices``.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.outback import OutbackState, Phase, Place
from pygames.games.outback.dice import Faces
from pygames.games.outback.landscape import Hex
from pygames.web.per_position import per_position
from pygames.web.picking import Choices


@dataclass(frozen=True, slots=True)
class Keep:
    """The dice to keep at the next roll, by their place in ``dice_order``."""

    dice: frozenset[int]


@dataclass(frozen=True, slots=True)
class Pick:
    """The animal chosen for the next placement, or the hex waiting for an animal."""

    animal: int | None = None
    hex: Hex | None = None


def dice_order(state: OutbackState) -> Faces:
    """The dice in the order they are drawn.

    While rolling, the dice kept before the last roll come first, so a die
    keeps its place across rolls; once the dice stand they are sorted, so the
    dice of one animal lie together.
    """
    if state.phase is Phase.ROLL:
        return state.held + state.rolled
    return state.dice


def kept(state: OutbackState, selection: object) -> frozenset[int]:
    """The dice (places in ``dice_order``) to keep at the next roll."""
    if isinstance(selection, Keep):
        return selection.dice
    return frozenset(range(len(state.held)))


def kept_faces(state: OutbackState, selection: object) -> Faces:
    """The faces of the dice to keep, sorted, as ``Roll`` takes them."""
    order = dice_order(state)
    return tuple(sorted(order[place] for place in kept(state, selection)))


@per_position
def choices(state: OutbackState) -> Choices[int, Hex, Place]:
    """The animals that may be taken now, by animal and by the hex each may go to."""
    layout = state.layout

    def hex_of(action: Place) -> Hex:
        hex_ = layout.hex_at(action.row, action.column)
        assert hex_ is not None, "legal placements are on the landscape"
        return hex_

    return Choices.of(
        state.legal_placements(), pick=lambda action: int(action.animal), target=hex_of
    )


def placements(state: OutbackState) -> dict[Hex, tuple[int, ...]]:
    """Every hex an animal may go to now, with the animals that may go there."""
    return choices(state).all_targets()


def place(state: OutbackState, animal: int, hex_: Hex) -> Place:
    """The legal placement of ``animal`` on ``hex_``.

    Raises:
        ValueError: if the dice do not let ``animal`` go to ``hex_``.
    """
    action = choices(state).action(animal, hex_)
    if action is None:
        raise ValueError(f"no legal placement of animal {animal} on hex {hex_}")
    return action


def targets(state: OutbackState, selection: object) -> dict[Hex, tuple[int, ...]]:
    """The hexes to highlight while taking animals, and for which animals.

    With an animal chosen, only that animal's hexes; with a hex waiting, that
    hex and the animals that could go there.
    """
    found = placements(state)
    if isinstance(selection, Pick) and selection.hex is not None:
        return {selection.hex: found.get(selection.hex, ())}
    if isinstance(selection, Pick) and selection.animal is not None:
        return {
            hex_: (selection.animal,)
            for hex_, animals in found.items()
            if selection.animal in animals
        }
    return found


def chosen_animals(state: OutbackState, selection: object) -> tuple[int, ...]:
    """The animals on the jeep to mark as chosen (one picked, or those a waiting hex takes)."""
    if not isinstance(selection, Pick):
        return ()
    if selection.hex is not None:
        return placements(state).get(selection.hex, ())
    return () if selection.animal is None else (selection.animal,)


def movable_animals(state: OutbackState) -> frozenset[int]:
    """The animals that have at least one hex to go to now."""
    return choices(state).picks()


def last_turn(state: OutbackState) -> tuple[int | None, frozenset[Hex]]:
    """The player who played the turn before the one under way, and the hexes they filled.

    Once the game is over, that is the game's last turn.
    """
    end = state if state.phase is Phase.OVER else _turn_start(state)
    if not isinstance(end.parent, OutbackState):
        return None, frozenset()
    start = _turn_start(end.parent)
    player = start.to_move
    before, after = start.boards[player].tiles, end.boards[player].tiles
    return player, frozenset(h for h, tile in enumerate(before) if tile != after[h])


def _turn_start(state: OutbackState) -> OutbackState:
    """The first position of the turn ``state`` belongs to: the only one with the first
    roll still on the table (each roll counts, and the turn's first is the engine's)."""
    while not (state.phase is Phase.ROLL and state.rolls == 1) and state.parent is not None:
        state = state.parent  # type: ignore[assignment]  # a game's positions are one class
    return state
