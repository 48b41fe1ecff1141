"""Why a move is good, in one line a player reads beside a hint: what it scores, saves or
threatens.

Read from the rules alone (no search), so it is instant and says only what is sure: a
push into an empty target scores its value (and may win); a move after which the other
side can no longer push one of the mover's marbles into a target it could before saves
that target's points; a move after which the mover could push one of the other side's
marbles into an empty target threatens to score. Anything else has no reason in one
line, and ``why`` says nothing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import NamedTuple

from pygames.core import Action, Say
from pygames.games.offboard.actions import Move, Phase
from pygames.games.offboard.geometry import NEIGHBOUR, TARGET_VALUES
from pygames.games.offboard.rules import WINNING_SCORE, OffboardState
from pygames.games.offboard.words import player


class Push(NamedTuple):
    """A push off the board into an empty target: the marble that falls, and the value."""

    cell: int
    value: int


def why(state: OffboardState, action: Action) -> Say | None:
    """Say why ``action``, legal in ``state``, is good, or None when no one line says it.

    >>> from pygames.games.offboard.rules import GAME
    >>> why(GAME.new_game(seed=1), Move.parse("C3>NE")) is None
    True
    """
    if not isinstance(action, Move) or state.phase is not Phase.MOVE:
        return None
    mover = state.to_move
    scored = push_off(state, action)
    if scored is not None:
        points = state.points(mover) + scored.value
        if points >= WINNING_SCORE:
            return Say.of("offboard.hint.wins", value=scored.value, points=points)
        return Say.count("offboard.hint.scores", points)
    after = state.apply(action)
    assert isinstance(after, OffboardState)
    feared = best_push(state, 1 - mover)
    left = best_push(after, 1 - mover)
    if feared is not None and (left is None or left.value < feared.value):
        return Say.of("offboard.hint.saves", player=player(1 - mover), value=feared.value)
    threat = best_push(after, mover)
    if threat is not None:
        return Say.of("offboard.hint.threatens", value=threat.value)
    return None


def push_off(state: OffboardState, move: Move) -> Push | None:
    """The marble a legal ``move`` pushes into an empty target, or None."""
    target = state.exit_target(move)
    if target == -1 or state.targets[target] != -1:
        return None
    train = state.train(move.tail, move.direction)
    cell = train.beyond
    for _ in range(train.opponents - 1):
        cell = NEIGHBOUR[move.direction][cell]
    return Push(cell, TARGET_VALUES[target])


def best_push(state: OffboardState, side: int) -> Push | None:
    """The most valuable push into an empty target ``side`` could make if it were to move now
    (the first of equal ones in the rules' order), or None."""
    turn = replace(state, to_move=side, returned=-1, passes=0)
    pushes = [push_off(turn, move) for move in turn.legal_actions() if isinstance(move, Move)]
    found = [push for push in pushes if push is not None]
    return max(found, key=lambda push: push.value) if found else None
