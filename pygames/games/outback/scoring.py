"""Final scoring: the markers that count, blocked hexes, Plus bonus tiles, the tie-break.

A score is the sum of the three lowest markers on the left track (all of
them if fewer are there), every marker on the upper track, the Outback Plus
tiles taken, minus the blocked hexes. Blocked hexes cost 2 each, or what
the penalty tile in play (Outback Plus only) says:

- ``A``: 3 per blocked hex;
- ``B``: the number of the blocked hex's row;
- ``C``: per blocked hex, for each animal touching it: koala and platypus 2,
  emu, kangaroo and lizard 1;
- ``D``: as C with emu, kangaroo and lizard 2, koala and platypus 1.

Ties go to the player with more bonus tiles (base game: on their bonus
spaces; Plus: taken from the middle); players still tied share the win.

Each part of a score is labelled with an ``outback.score.`` message.
"""

from __future__ import annotations

from collections.abc import Sequence

from pygames.core import Say, Score
from pygames.games.outback.bonus import PLUS_TILES
from pygames.games.outback.components import ANIMALS, Animal
from pygames.games.outback.landscape import Layout
from pygames.games.outback.player_board import PlayerBoard
from pygames.games.outback.track import counted_on_left, is_upper, value
from pygames.games.outback.words import animal as animal_words

STANDARD_PENALTY = 2
PENALTY_TILES = ("A", "B", "C", "D")
#: Tiles C and D: the points each touching animal costs, by animal.
_TOUCH_COSTS = {
    "C": (1, 1, 2, 2, 1),
    "D": (2, 2, 1, 1, 2),
}


def blocked_penalty(board: PlayerBoard, layout: Layout, tile: str | None) -> int:
    """What the blocked hexes cost (a positive number), under ``tile`` or the standard -2."""
    blocked = board.blocked_hexes()
    if tile is None:
        return STANDARD_PENALTY * len(blocked)
    if tile == "A":
        return 3 * len(blocked)
    if tile == "B":
        return sum(layout.row_of[hex_] for hex_ in blocked)
    costs = _TOUCH_COSTS[tile]
    return sum(
        costs[board.tiles[neighbour]]
        for hex_ in blocked
        for neighbour in layout.neighbours[hex_]
        if board.tiles[neighbour] >= 0
    )


def final_score(board: PlayerBoard, layout: Layout, tile: str | None) -> Score:
    """The score the board would get if the game ended now, part by part.

    Every point is told by its source: each marker (a base-game bonus tile's points,
    which went onto its animal's marker, named with it; a marker that does not count,
    and why, at 0), the blocked hexes and the Plus tiles.
    """
    counted = counted_on_left(board.markers)
    parts = []
    for animal, points in zip(ANIMALS, board.markers, strict=True):
        parts.append(_marker_part(animal, points, animal in counted, _bonus_points(board, animal)))
    blocked = len(board.blocked_hexes())
    if blocked:
        label = Say.count("outback.score.blocked_hexes", blocked)
        parts.append((label, -blocked_penalty(board, layout, tile)))
    for index in board.plus_tiles:
        plus = PLUS_TILES[index]
        parts.append((Say.of("outback.score.bonus_tile", tile=plus.label), plus.points))
    return Score(sum(points for _, points in parts), tuple(parts))


def _marker_part(animal: Animal, points: int, counted: bool, bonus: int) -> tuple[Say, int]:
    name = animal_words(animal, "label")
    if is_upper(points):
        label = Say.of("outback.score.marker_upper", animal=name, space=value(points))
    elif points == 0:
        label = Say.of("outback.score.marker_start", animal=name)
    else:
        label = Say.of("outback.score.marker_left", animal=name, space=points)
    if bonus:
        label = Say.of("outback.score.with_bonus", marker=label, points=bonus)
    if counted or is_upper(points):
        return label, value(points)
    return Say.of("outback.score.not_among_lowest", marker=label), 0


def _bonus_points(board: PlayerBoard, animal: Animal) -> int:
    """The points ``animal``'s base-game bonus tile put on its marker (0 without one)."""
    return board.bonus.index(animal) + 1 if animal in board.bonus else 0


def bonus_tiles(board: PlayerBoard) -> int:
    """How many bonus tiles the player has: the tie-break."""
    return len(board.bonus) + len(board.plus_tiles)


def leaders(totals: Sequence[int], tiebreaks: Sequence[int]) -> tuple[int, ...]:
    """The players with the best total, and among them the most bonus tiles."""
    best = max(zip(totals, tiebreaks, strict=True))
    return tuple(
        player for player, pair in enumerate(zip(totals, tiebreaks, strict=True)) if pair == best
    )
