"""Down Under (Günter Cornett, Bambus Spielverlag): the longest path on an emerging area.

Two to four players, open information, no chance. Each card a player lays
extends their own path and draws a neutral segment that anyone's path may
take over. Unusual for a tile-laying game: the playing area has an agreed
size but no position until the cards fix it, paths must never be joined,
a closed loop is reopened by turning one of its curves, and billabongs
appear only where paths meet. Cell, card and chain modelling follow
``rules/down-under.md``; our rule decisions are listed in ``rules``.
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
