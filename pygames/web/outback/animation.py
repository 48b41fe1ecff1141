"""Outback's actions in motion (``BoardUI.motion``): dice just thrown (a roll, or the
next player's first throw when a turn ends) tumble, hopping and showing other faces
before they settle; an animal taken from the jeep travels to its hex.

``motion`` says how long the last action's motion lasts; ``scene`` what moves at a
progress from 0 to 1, worked out from the state before (``state.parent``); ``render``
draws the state after with the travelling animal's jeep slot and hex as they were.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.outback import OutbackState, Phase, Place, Roll, Stop
from pygames.games.outback.components import FACES
from pygames.web.motion import AT_REST, ease
from pygames.web.outback.selection import dice_order

#: Seconds: dice tumbling, an animal travelling from the jeep to its hex.
TUMBLE = 0.45
TRAVEL = 0.45
#: How many other faces a die shows while it tumbles, and from what share of the
#: motion it shows its own.
TUMBLE_FACES = 5
SETTLED = 0.75


def motion(state: OutbackState) -> float:
    """How long the last action's motion lasts, in seconds (0: nothing moves)."""
    if not isinstance(state.parent, OutbackState):
        return 0.0
    travels = TRAVEL if isinstance(state.last_action, Place) else 0.0
    return max(travels, TUMBLE if thrown(state) else 0.0)


def thrown(state: OutbackState) -> frozenset[int]:
    """The dice (places in ``dice_order``) the last action threw: a roll's, or all of
    them when it ended the turn and the next player's first throw came."""
    action = state.last_action
    if not isinstance(state.parent, OutbackState) or state.phase is not Phase.ROLL:
        return frozenset()
    if isinstance(action, Roll):
        return frozenset(range(len(action.keep), len(state.dice)))
    if isinstance(action, Stop) or state.placed:
        return frozenset()
    return frozenset(range(len(state.dice)))


@dataclass(frozen=True, slots=True)
class Scene:
    """What moves at some progress: the ``faces`` the dice show (in ``dice_order``) and
    how high the ``thrown`` ones hop (in die sides); the animal on its way from the
    ``slot`` it had on the jeep (``jeep`` as it was then) to the ``hex`` of ``player``'s
    landscape, ``travelled`` of the way."""

    faces: tuple[int, ...]
    thrown: frozenset[int]
    hop: float
    travelled: float = 1.0
    animal: int = -1
    slot: int = -1
    jeep: tuple[int, ...] = ()
    player: int = -1
    hex: int = -1


def scene(state: OutbackState, progress: float) -> Scene | None:
    """The last action in motion at ``progress`` (None: at rest)."""
    before = state.parent
    if progress >= AT_REST or not isinstance(before, OutbackState):
        return None
    faces, dice = list(dice_order(state)), thrown(state)
    seconds, tumble = progress * motion(state), 0.0
    if dice and seconds < TUMBLE:
        tumble = seconds / TUMBLE
        if tumble < SETTLED:  # another face each step of the tumble
            step = 1 + int(tumble / SETTLED * TUMBLE_FACES)
            faces = [
                (face + step * (place + 1)) % FACES if place in dice else face
                for place, face in enumerate(faces)
            ]
    hop = 0.35 * _bounce(tumble) if dice else 0.0
    shown = Scene(tuple(faces), dice, hop)
    action = state.last_action
    if not isinstance(action, Place):
        return shown
    hex_ = state.layout.hex_at(action.row, action.column)
    assert hex_ is not None
    travelled = ease(min(1.0, seconds / TRAVEL))
    if travelled >= 1.0:
        return shown
    slot = before.jeep.index(action.animal)
    return Scene(
        shown.faces, dice, hop, travelled, action.animal, slot, before.jeep, before.to_move, hex_
    )


def _bounce(tumble: float) -> float:
    """A die's height as it tumbles: two hops, the second lower, then at rest."""
    if tumble <= 0.0 or tumble >= 1.0:
        return 0.0
    if tumble < 0.6:
        t = tumble / 0.6
        return 4 * t * (1 - t)
    t = (tumble - 0.6) / 0.4
    return 1.6 * t * (1 - t)
