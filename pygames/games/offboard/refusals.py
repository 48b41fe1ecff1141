"""Why an Offboard action is refused, in a player's words.

``explain`` is what the rules' ``_explain_illegal`` hook calls for an action
that is not among the legal ones; it names the first rule the action breaks.
It names no cell ("that marble", "there"): the board marks the place a refusal
is about, and draws cells' names only when the player asks for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Say
from pygames.games.offboard.actions import Move, Pass, Phase, PlaceBack, RemoveReturned
from pygames.games.offboard.words import player

if TYPE_CHECKING:
    from pygames.games.offboard.rules import OffboardState


def explain(state: OffboardState, action: object) -> Say:
    """Say why ``action``, which is not legal in ``state``, is refused.

    >>> from pygames import get_game
    >>> start = get_game("offboard").new_game(seed=0)
    >>> str(explain(start, Move.parse("E5>E")))
    'there is no marble there'
    """
    mover = player(state.to_move)
    if state.phase is Phase.DECIDE and not isinstance(action, PlaceBack | RemoveReturned):
        return Say.of("offboard.refusal.decide_first", player=mover)
    if isinstance(action, PlaceBack):
        if state.phase is not Phase.DECIDE:
            return Say.of("offboard.refusal.nothing_to_put_back", player=mover)
        return Say("offboard.refusal.not_empty")
    if isinstance(action, RemoveReturned):
        return Say.of("offboard.refusal.nothing_to_remove", player=mover)
    if isinstance(action, Pass):
        return Say.of("offboard.refusal.cannot_pass", player=mover)
    if isinstance(action, Move):
        return _explain_move(state, action)
    return Say.of("offboard.refusal.not_an_action", action=repr(action))


def _explain_move(state: OffboardState, move: Move) -> Say:
    owner = state.owner(move.tail)
    if owner is None:
        return Say("offboard.refusal.no_marble")
    if owner != state.to_move:
        return Say("offboard.refusal.not_yours")
    train = state.train(move.tail, move.direction)
    if train.beyond == -1:
        return Say("offboard.refusal.own_marble_off")
    if train.opponents >= train.length:
        return Say.count("offboard.refusal.outnumbered", train.opponents, length=train.length)
    return Say("offboard.refusal.blocked")
