"""Why an action is not legal now, in a player's words (``State._explain_illegal``).

Every reason is a ``Say`` with an ``outback.refusal.`` key; animals and hexes
go into the sentences through ``words``, so each language can decline them and
a hex is named as the board shows it (a hex the side does not have, by its row);
``named_hex`` is the hex a refusal names, for the board to mark.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.games.outback.actions import Block, Done, Phase, Place, Roll, Stop
from pygames.games.outback.components import JOKER, MAX_ROLLS
from pygames.games.outback.dice import is_sub, jokers_needed, largest_group, tally
from pygames.games.outback.landscape import Hex
from pygames.games.outback.player_board import BLOCKED, EMPTY
from pygames.games.outback.words import animal, counted_dice, counted_tiles, hex_at

if TYPE_CHECKING:
    from pygames.games.outback.rules import OutbackState


def explain(state: OutbackState, action: Action) -> Say:
    """Say why ``action`` is refused in ``state`` (the game is not over)."""
    if isinstance(action, Roll | Stop):
        return _rolling(state, action)
    if isinstance(action, Place):
        return _not_now(state, "outback.refusal.stop_before_taking") or _place(state, action)
    if isinstance(action, Done):
        return _not_now(state, "outback.refusal.stop_before_done") or Say(
            "outback.refusal.take_one_first"
        )
    if isinstance(action, Block):
        return _block(state, action)
    return Say.of("outback.refusal.not_an_outback_move", action=repr(action))


def named_hex(state: OutbackState, action: Action) -> Hex | None:
    """The hex that the refusal of ``action`` (``explain``) names, taken or blocked, for the
    board to mark; None for a refusal that names none (or an action that is legal)."""
    if not isinstance(action, Place | Block):
        return None
    _, reason = _hex(state, action.row, action.column)
    if reason is None or reason != explain(state, action):  # refused for the phase first
        return None
    return state.layout.hex_at(action.row, action.column)


def _rolling(state: OutbackState, action: Roll | Stop) -> Say:
    if state.phase is not Phase.ROLL:
        if state.rolls == MAX_ROLLS:
            return Say("outback.refusal.rolled_three_times")
        return Say("outback.refusal.stopped_rolling")
    assert isinstance(action, Roll), "stop is always legal while rolling"
    dice = state.dice
    if not is_sub(action.keep, dice):
        return Say.of(
            "outback.refusal.cannot_keep", keep=counted_dice(action.keep), dice=counted_dice(dice)
        )
    return Say("outback.refusal.nothing_to_roll")


def _not_now(state: OutbackState, while_rolling: str) -> Say | None:
    """The refusal for acting outside the taking of animals, None in that phase."""
    if state.phase is Phase.ROLL:
        return Say(while_rolling)
    if state.phase is Phase.BLOCK:
        return Say("outback.refusal.must_block")
    return None


def _hex(state: OutbackState, row: int, column: int) -> tuple[Hex | None, Say | None]:
    """The hex at ``row``, ``column``, or None and why it is not free."""
    layout = state.layout
    hex_ = layout.hex_at(row, column)
    if hex_ is None:
        if row not in layout.rows:
            first, last = layout.rows[0], layout.rows[-1]
            return None, Say.of("outback.refusal.no_row", row=row, first=first, last=last)
        hexes = len(layout.hexes_in_row(row))
        return None, Say.count("outback.refusal.short_row", hexes, row=row)
    name = hex_at(layout, row, column)
    tile = state.boards[state.to_move].tiles[hex_]
    if tile == BLOCKED:
        return None, Say.of("outback.refusal.hex_blocked", hex=name)
    if tile != EMPTY:
        return None, Say.of("outback.refusal.hex_taken", hex=name, animal=animal(tile, "a"))
    return hex_, None


def _place(state: OutbackState, place: Place) -> Say:
    kind = place.animal
    _, reason = _hex(state, place.row, place.column)
    if reason is not None:
        return reason
    if kind not in state.jeep:
        return Say.of(
            "outback.refusal.not_on_jeep", animal=animal(kind, "no"), jeep=counted_tiles(state.jeep)
        )
    counts = tally(state.dice)
    groups = state.groups()
    if counts[kind] == 0:
        if counts[JOKER]:
            return Say.of(
                "outback.refusal.joker_alone", animal=animal(kind, "a"), die=animal(kind, "die")
            )
        return Say.of("outback.refusal.no_die_shows", animal=animal(kind, "a_object"))
    if jokers_needed(counts, [*groups, (kind, 1)]) is None:
        return Say.of(
            "outback.refusal.die_of_its_own", animal=animal(kind, "a"), dice=animal(kind, "dice")
        )
    row = place.row
    return Say.of(
        "outback.refusal.group_too_small",
        row=row,
        group=animal(kind, "group"),
        most=largest_group(counts, groups, kind),
    )


def _block(state: OutbackState, block: Block) -> Say:
    if state.phase is Phase.ROLL:
        return Say("outback.refusal.block_while_rolling")
    if state.phase is Phase.PLACE:
        if state.placed:
            return Say("outback.refusal.took_an_animal")
        return Say("outback.refusal.may_not_block")
    _, reason = _hex(state, block.row, block.column)
    assert reason is not None, "every free hex may be blocked"
    return reason
