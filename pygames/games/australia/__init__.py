"""Australia (Kramer & Kiesling, 2005): rangers, conservation and industrialization projects.

Two to five players fly over a map of 24 regions, playing cards to put
rangers in camps and on ships, and score whenever a region's project is
completed. Unusual here: locations on borders belong to several regions at
once, so one placement can complete several projects; the industrialization
tiles are hidden until a plane lands on them, and the cards under each
stack's top are unknown (the only chance, all dealt at the start); the full
game adds the windmill and its ranger track.
"""

from pygames.games.australia.actions import (
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    PlaceWindmill,
    Play,
    TakeBack,
)
from pygames.games.australia.components import PLAYER_NAMES
from pygames.games.australia.kinds import Phase, Scoring, Source, TileState
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
