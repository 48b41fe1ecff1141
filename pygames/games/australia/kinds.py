"""The small vocabulary the rules, views, refusals and the picture share.

(The phases of play are in ``actions``, with the actions.)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from pygames.games.australia.geography import RegionIndex

#: The owner of an empty location.
EMPTY = -1


class TileState(IntEnum):
    """Where a region's industrialization tile is."""

    FACE_DOWN = 0
    FACE_UP = 1
    SCORED = 2


class Source(IntEnum):
    """Where points come from: the index into a player's tally ``points[player]``.

    The first three are also what an evaluation scores.
    """

    CONSERVATION = 0
    INDUSTRIALIZATION = 1
    WINDMILL = 2
    BONUSES = 3
    CARDS = 4


@dataclass(frozen=True, slots=True)
class Scoring:
    """One evaluation: what was scored where, who caused it, the points each player got.

    ``region`` is the windmill's region for a windmill scoring, whose
    ``causer`` is -1 (nobody completes a windmill scoring).
    """

    project: Source
    region: RegionIndex
    causer: int
    points: tuple[int, ...]
