"""Australia (Kramer & Kiesling, 2005): rangers, conservation and industrialization projects.

Two to five players fly over a map of 24 regions, playing cards to put
rangers in camps and on ships, and score whenever a region's project is
completed. Unusual here: locations on borders belong to several regions at
once, so one placement can complete several projects; the industrialization
tiles are hidden until a plane lands on them, and the cards under each
stack's top are unknown (the only chance, all dealt at the start); the full
game adds the windmill and its ranger track.

The modules, one job each:

- ``rules``: the state, the engine hooks (legal actions, what each does,
  scores), ``GAME`` and ``start``;
- ``actions``: the actions, their notation, and the ``Phase`` of play;
- ``refusals``: why an action is refused, in a player's words;
- ``words``: a move in a player's words, and how players, colours, cards and
  regions are named in messages;
- ``view``: what a player may see, and positions consistent with it;
- ``picture``: the position as plain text;
- ``ai``: the evaluation, move ordering and levels; ``planner``: the hard
  level's search over the rest of one's own turn;
- ``geography``: the map (regions, locations, borders); ``components``:
  cards, tiles, rangers, prices (where the board draws them is the browser's:
  ``pygames/web/australia/map_drawing.py`` and ``pygames/web/australia/layout.py``);
- ``kinds``: the shared vocabulary of scoring (``Source``, ``Scoring``,
  ``TileState``); ``draft``: the working copy an action changes, and the
  project and windmill evaluations;
- ``locales``: the engine's words in English, German, French and Dutch.
"""

from pygames.games.australia.actions import (
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    Phase,
    PlaceWindmill,
    Play,
    TakeBack,
)
from pygames.games.australia.components import PLAYER_NAMES
from pygames.games.australia.kinds import Scoring, Source, TileState
from pygames.games.australia.rules import GAME, ROUND_LIMIT, AustraliaState
from pygames.games.australia.view import AustraliaView

__all__ = [
    "GAME",
    "PLAYER_NAMES",
    "ROUND_LIMIT",
    "AustraliaState",
    "AustraliaView",
    "Draw",
    "EndTurn",
    "Fly",
    "MoveRanger",
    "Phase",
    "PlaceWindmill",
    "Play",
    "Scoring",
    "Source",
    "TakeBack",
    "TileState",
]
