"""Offboard (Lalet & Lévi, 2011): Abalone-style marble pushing onto scoring targets.

Two players, perfect information, no chance. Unusual for the family: lines
of any length move and push, marbles score by the target they fall into,
and a marble bouncing off an occupied target gives its owner a decision
(put it back, or remove it and move), modelled as a phase of its own.

The modules, one job each (the same names do the same jobs in every game):

- ``rules``: the position (``OffboardState``), the engine hooks, scoring, ``GAME``;
- ``actions``: the actions, their notation and parsing, and the turn's ``Phase``;
- ``refusals``: why an action is refused, in a player's words;
- ``words``: a move in a player's words, for the log and the list of moves;
- ``view``: what a player may see (everything: the information is open);
- ``picture``: a position as plain text;
- ``ai``: what the shared agents know about Offboard, and the levels;
- ``advice``: why a move is good, in one line beside a hint (what it scores, saves or
  threatens);
- ``geometry``: cells and their names, directions, the ring, the targets.

Its words (player names, refusals, move descriptions, score labels) are in
``locales/<language>.json``.
"""

from pygames.games.offboard.actions import Move, Pass, Phase, PlaceBack, RemoveReturned
from pygames.games.offboard.rules import (
    GAME,
    MARBLES_EACH,
    PLAYER_NAMES,
    WINNING_SCORE,
    OffboardState,
)

__all__ = [
    "GAME",
    "MARBLES_EACH",
    "PLAYER_NAMES",
    "WINNING_SCORE",
    "Move",
    "OffboardState",
    "Pass",
    "Phase",
    "PlaceBack",
    "RemoveReturned",
]
