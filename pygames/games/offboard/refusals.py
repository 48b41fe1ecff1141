"""Why an Offboard action is refused, in a player's words.

``explain`` is what the rules' ``_explain_illegal`` hook calls for an action
that is not among the legal ones; it names the first rule the action breaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Say
from pygames.games.offboard.actions import Move, Pass, Phase, PlaceBack, RemoveReturned
from pygames.games.offboard.geometry import CELL_NAMES
from pygames.games.offboard.words import player

if TYPE_CHECKING:
    from pygames.games.offboard.rules import OffboardState


def explain(state: OffboardState, action: object) -> Say:
    """Say why ``action``, which is not legal in ``state``, is refused.

    >>> from pygames import get_game
    >>> start = get_game("offboard").new_game(seed=0)
    >>> str(explain(start, Move.parse("E5>E")))
    'there is no marble on E5'
    """
    mover = player(state.to_move)
    if state.phase is Phase.DECIDE and not isinstance(action, PlaceBack | RemoveReturned):
        return Say.of("offboard.refusal.decide_first", player=mover)
    if isinstance(action, PlaceBack):
        if state.phase is not Phase.DECIDE:
            return Say.of("offboard.refusal.nothing_to_put_back", player=mover)
        return Say.of("offboard.refusal.not_empty", cell=CELL_NAMES[action.cell])
    if isinstance(action, RemoveReturned):
        return Say.of("offboard.refusal.nothing_to_remove", player=mover)
    if isinstance(action, Pass):
        return Say.of("offboard.refusal.cannot_pass", player=mover)
    if isinstance(action, Move):
        return _explain_move(state, action)
    return Say.of("offboard.refusal.not_an_action", action=repr(action))


def _explain_move(state: OffboardState, move: Move) -> Say:
    here = CELL_NAMES[move.tail]
    owner = state.owner(move.tail)
    if owner is None:
        return Say.of("offboard.refusal.no_marble", cell=here)
    if owner != state.to_move:
        return Say.of("offboard.refusal.not_yours", cell=here)
    train = state.train(move.tail, move.direction)
    if train.beyond == -1:
        return Say("offboard.refusal.own_marble_off")
    if train.opponents >= train.length:
        return Say.count("offboard.refusal.outnumbered", train.opponents, length=train.length)
    return Say("offboard.refusal.blocked")
