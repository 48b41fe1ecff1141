"""Down Under (Günter Cornett, Bambus Spielverlag): the longest path on an emerging area.

Two to four players, open information, no chance. Each card a player lays
extends their own path and draws a neutral segment that anyone's path may
take over. Unusual for a tile-laying game: the playing area has an agreed
size but no position until the cards fix it, paths must never be joined,
a closed loop is reopened by turning one of its curves, and billabongs
appear only where paths meet. Our rule decisions are listed in ``rules``.

The modules, one job each:

- ``rules``: the state, the engine hooks, scoring, ``GAME`` and ``start``;
- ``actions``: the actions (lay a card, turn a curve), their notation, ``Phase``;
- ``refusals``: why an action is illegal now, as a message;
- ``words``: a move in a player's words, and the colours, cards, sides and corners
  that messages are built from;
- ``view``: what a player may see (everything: open information);
- ``picture``: a plain-text picture of a position;
- ``ai``: what the shared agents know about the game, and its levels;
- ``table``: the cards down and what may be laid where;
- ``chains``: the segments that meet edge to edge, and the paths among them;
- ``cards``: what each card draws in its cell, the animals, a hand;
- ``area``: the playing area, agreed in size and placed by play;
- ``grid``: cells, their edges and ports, and how cells are written;
- ``locales``: the messages' texts in English, German, French and Dutch.
"""

from pygames.games.down_under.actions import DownUnderAction, Phase, Place, Turn
from pygames.games.down_under.cards import ANIMALS, Kind
from pygames.games.down_under.picture import picture
from pygames.games.down_under.rules import COLOUR_NAMES, GAME, DownUnderState

__all__ = [
    "ANIMALS",
    "COLOUR_NAMES",
    "GAME",
    "DownUnderAction",
    "DownUnderState",
    "Kind",
    "Phase",
    "Place",
    "Turn",
    "picture",
]
