"""Why an action is not legal now, in a player's words (``State._explain_illegal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action
from pygames.games.outback.actions import Block, Done, Place, Roll, Stop
from pygames.games.outback.board import BLOCKED, EMPTY
from pygames.games.outback.components import (
    ANIMALS,
    FACE_PLURALS,
    JOKER,
    MAX_ROLLS,
    counted,
)
from pygames.games.outback.dice import is_sub, jokers_needed, largest_group, tally
from pygames.games.outback.landscape import Hex, hex_name
from pygames.games.outback.phase import Phase

if TYPE_CHECKING:
    from pygames.games.outback.rules import OutbackState


def explain(state: OutbackState, action: Action) -> str:
    """Say why ``action`` is refused in ``state`` (the game is not over)."""
    if isinstance(action, Roll | Stop):
        return _rolling(state, action)
    if isinstance(action, Place):
        return _not_now(state, "take an animal") or _place(state, action)
    if isinstance(action, Done):
        return (
            _not_now(state, "end your turn") or "take at least one animal first: the dice allow it"
        )
    if isinstance(action, Block):
        return _block(state, action)
    return f"{action!r} is not an Outback move"


def _rolling(state: OutbackState, action: Roll | Stop) -> str:
    if state.phase is not Phase.ROLL:
        if state.rolls == MAX_ROLLS:
            return "you have rolled three times: the dice stand as they are"
        return "you have stopped rolling: the dice stand as they are"
    assert isinstance(action, Roll), "stop is always legal while rolling"
    dice = state.dice
    if not is_sub(action.keep, dice):
        return f"you cannot keep {counted(action.keep)}: the dice show {counted(dice)}"
    return "keeping every die leaves nothing to roll: stop instead"


def _not_now(state: OutbackState, doing: str) -> str | None:
    """The refusal for acting outside the taking of animals, None in that phase."""
    if state.phase is Phase.ROLL:
        return f"stop rolling before you {doing}"
    if state.phase is Phase.BLOCK:
        return "the dice take no animal from the jeep: block a hex instead"
    return None


def _hex(state: OutbackState, row: int, column: int) -> tuple[Hex | None, str]:
    """The hex at ``row``, ``column`` and its name, or None and why it is not free."""
    layout = state.layout
    name = hex_name(row, column)
    hex_ = layout.hex_at(row, column)
    side = "Plus" if state.is_plus else "base"
    if hex_ is None:
        return None, f"there is no hex {name} on the {side} side of the landscape"
    tile = state.boards[state.to_move].tiles[hex_]
    if tile == BLOCKED:
        return None, f"hex {name} is blocked by a face-down tile"
    if tile != EMPTY:
        return None, f"hex {name} already holds {ANIMALS[tile].with_article}"
    return hex_, name


def _place(state: OutbackState, place: Place) -> str:
    animal = place.animal
    hex_, reason = _hex(state, place.row, place.column)
    if hex_ is None:
        return reason
    if animal not in state.jeep:
        jeep = ", ".join(ANIMALS[tile].label for tile in state.jeep)
        return f"there is no {animal.label} on the jeep (it carries {jeep})"
    counts = tally(state.dice)
    groups = state.groups()
    name, one = animal.label, animal.with_article
    if counts[animal] == 0:
        if counts[JOKER]:
            return f"a joker never stands alone: {one} group needs at least one {name} die"
        return f"none of your dice shows {one}"
    if jokers_needed(counts, [*groups, (animal, 1)]) is None:
        return (
            f"each group needs {one} die of its own, and your {FACE_PLURALS[animal]} "
            "are all in this turn's other groups"
        )
    row = place.row
    most = largest_group(counts, groups, animal)
    return (
        f"row {row} takes a group of {row} equal dice; with the dice left "
        f"your {name} group has at most {most}"
    )


def _block(state: OutbackState, block: Block) -> str:
    if state.phase is Phase.ROLL:
        return "stop rolling first: you block a hex only if the dice take no animal"
    if state.phase is Phase.PLACE:
        if state.placed:
            return "you have taken an animal this turn: take another or say done"
        return "the dice take an animal from the jeep, so you may not block a hex"
    hex_, reason = _hex(state, block.row, block.column)
    assert hex_ is None, "every free hex may be blocked"
    return reason
