"""Offboard (Lalet & Lévi, 2011): Abalone-style marble pushing onto scoring targets.

Two players, perfect information, no chance. Unusual for the family: lines
of any length move and push, marbles score by the target they fall into,
and a marble bouncing off an occupied target gives its owner a decision
(put it back, or remove it and move), modelled as a pending action.
"""

from pygames.games.offboard.rules import (
    GAME,
    MARBLES_EACH,
    PLAYER_NAMES,
    WINNING_SCORE,
    Move,
    OffboardState,
    Pass,
    PlaceBack,
    RemoveReturned,
)

__all__ = [
    "GAME",
    "MARBLES_EACH",
    "PLAYER_NAMES",
    "WINNING_SCORE",
    "Move",
    "OffboardState",
    "Pass",
    "PlaceBack",
    "RemoveReturned",
]
