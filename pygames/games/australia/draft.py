"""A mutable working copy of a position while one action is carried out.

States are immutable; ``AustraliaState._apply`` copies the fields an action
can touch into a ``Draft``, lets the rules change them in place with the
small verbs below (place, take, reveal, evaluate...), then freezes the
result into the next state. The project and windmill evaluations live here
because every action and every paid move ends with them.

Evaluation decisions:

- After every action and paid move, every project that holds in a region
  the move touched is scored at once for the player who made the move:
  their 3-point bonus, then 1 point per ranger (2 on ships) to everyone
  with rangers in the region. The rulebook lets the acting player pick the
  order, and lets a later player claim a project nobody noticed; scoring at
  once makes the second moot, and the order changes no score (a project
  reads only the board, the windmill only its tracks, and evaluations
  change neither), so we score in map order, conservation before
  industrialization in each region.
- Full game: each scored tile goes on the windmill track; the moment it
  holds six, the windmill is scored and the track cleared, and any tiles
  still to come from the same move start the next six.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from pygames.games.australia.components import (
    COMPLETION_BONUS,
    MOVE_PRICE,
    WINDMILL_TILES,
    WINDMILL_TRACK,
)
from pygames.games.australia.geography import IS_SHIP, REGION_LOCATIONS, RegionIndex
from pygames.games.australia.kinds import EMPTY, Scoring, Source, TileState

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState


def can_move_ranger(owner: Sequence[int], dollars: int, player: int) -> bool:
    """Can ``player`` pay for a ranger move: the dollars, a ranger, and somewhere to go."""
    if dollars < MOVE_PRICE:
        return False
    mine = owner.count(player)
    return mine > 0 and mine + owner.count(EMPTY) > 1


def windmill_shares(track: Sequence[int], value: int) -> list[tuple[int, int]]:
    """Who the windmill pays if it scores now, best first: (player, points).

    The most rangers on the ranger track win ``value``, the next half of
    that, the third half again (rounding down); ties go to the player whose
    ranger is highest. Players without rangers there, and any fourth or
    fifth player, get nothing.
    """
    ranked = sorted(set(track), key=lambda player: (-track.count(player), track.index(player)))
    shares = []
    for player in ranked[:3]:
        shares.append((player, value))
        value //= 2
    return shares


class Draft:
    """The changeable copy of a state's fields (see the module docstring)."""

    def __init__(self, state: AustraliaState) -> None:
        self.players = state.players
        self.full_game = state.full_game
        self.to_move = state.to_move
        self.actions_left = state.actions_left
        self.round = state.round
        self.final_round = state.final_round
        self.phase = state.phase
        self.planes = list(state.planes)
        self.supply = list(state.supply)
        self.dollars = list(state.dollars)
        self.points = [list(tally) for tally in state.points]
        self.hands = [list(hand) for hand in state.hands]
        self.stacks = [list(stack) for stack in state.stacks]
        self.discard = list(state.discard)
        self.owner = list(state.owner)
        self.count = list(state.count)
        self.tiles = state.tiles
        self.tile_state = list(state.tile_state)
        self.conservation = list(state.conservation)
        self.windmill = state.windmill
        self.windmill_value = state.windmill_value
        self.windmill_track = state.windmill_track
        self.ranger_track = list(state.ranger_track)
        self.scorings: list[Scoring] = []

    def fields(self) -> dict[str, Any]:
        """The changed fields, ready for ``dataclasses.replace``."""
        return {
            "to_move": self.to_move,
            "actions_left": self.actions_left,
            "round": self.round,
            "final_round": self.final_round,
            "phase": self.phase,
            "planes": tuple(self.planes),
            "supply": tuple(self.supply),
            "dollars": tuple(self.dollars),
            "points": tuple(tuple(tally) for tally in self.points),
            "hands": tuple(tuple(sorted(hand)) for hand in self.hands),
            "stacks": tuple(tuple(stack) for stack in self.stacks),
            "discard": tuple(self.discard),
            "owner": tuple(self.owner),
            "count": tuple(self.count),
            "tile_state": tuple(self.tile_state),
            "conservation": tuple(self.conservation),
            "windmill": self.windmill,
            "windmill_value": self.windmill_value,
            "windmill_track": self.windmill_track,
            "ranger_track": tuple(self.ranger_track),
            "scorings": tuple(self.scorings),
        }

    # -- rangers ------------------------------------------------------------

    def place(self, location: int, rangers: int, player: int) -> None:
        """Move ``rangers`` from the player's plane to ``location`` (empty or theirs)."""
        self.supply[player] -= rangers
        self.owner[location] = player
        self.count[location] += rangers

    def take(self, location: int, rangers: int) -> None:
        """Take ``rangers`` off ``location`` back to their owner's plane."""
        player = self.owner[location]
        self.supply[player] += rangers
        self.count[location] -= rangers
        if not self.count[location]:
            self.owner[location] = EMPTY

    # -- tiles and the windmill ----------------------------------------------

    def reveal(self, region: RegionIndex) -> None:
        """Turn a face-down industrialization tile over; a windmill tile draws the windmill."""
        if self.tile_state[region] != TileState.FACE_DOWN:
            return
        self.tile_state[region] = TileState.FACE_UP
        if self.full_game and self.tiles[region] in WINDMILL_TILES:
            self.windmill = region
            self.windmill_value += 1

    def evaluate(self, regions: Iterable[RegionIndex], causer: int) -> None:
        """Score every project that holds in ``regions`` for ``causer`` (map order)."""
        for region in sorted(set(regions)):
            locations = REGION_LOCATIONS[region]
            if self.conservation[region] and all(self.owner[loc] != EMPTY for loc in locations):
                self.conservation[region] = False
                self._score_project(Source.CONSERVATION, region, causer)
            if (
                self.tile_state[region] == TileState.FACE_UP
                and sum(self.count[loc] for loc in locations) == self.tiles[region]
            ):
                self.tile_state[region] = TileState.SCORED
                self._score_project(Source.INDUSTRIALIZATION, region, causer)

    def _score_project(self, project: Source, region: RegionIndex, causer: int) -> None:
        """1 point per ranger in the region (2 on ships) to each player, 3 more to the causer."""
        gained = [0] * self.players
        for loc in REGION_LOCATIONS[region]:
            owner = self.owner[loc]
            if owner != EMPTY:
                gained[owner] += self.count[loc] * (2 if IS_SHIP[loc] else 1)
        for player, points in enumerate(gained):
            self.points[player][project] += points
        self.points[causer][Source.BONUSES] += COMPLETION_BONUS
        gained[causer] += COMPLETION_BONUS
        self.scorings.append(Scoring(project, region, causer, tuple(gained)))
        if self.full_game:
            self.windmill_track += 1
            if self.windmill_track == WINDMILL_TRACK:
                self.score_windmill()

    def score_windmill(self) -> None:
        """Score the ranger track (``windmill_shares``), clear the windmill track, and
        return the top half of the rangers on the ranger track to their owners."""
        track = self.ranger_track
        gained = [0] * self.players
        for player, value in windmill_shares(track, self.windmill_value):
            gained[player] = value
            self.points[player][Source.WINDMILL] += value
        self.scorings.append(Scoring(Source.WINDMILL, self.windmill, -1, tuple(gained)))
        returned = len(track) // 2
        for player in track[:returned]:
            self.supply[player] += 1
        self.ranger_track = track[returned:]
        self.windmill_track = 0
