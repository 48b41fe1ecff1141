"""Bonus tiles: the base game's three-of-a-kind bonus and Outback Plus's 14 public tiles.

Base game: the first time a player has ``BONUS_THRESHOLD`` animals of a kind
anywhere in the landscape, that kind's bonus tile goes on their first free
bonus space and its points (1 for the first tile, ... 5 for the fifth) go
straight onto that animal's marker. When one turn brings two kinds to
three, the kind that got there first, placement by placement, takes the
earlier space: placing emu, koala, emu with two koalas and one emu already
out, the koala reaches three first and takes the 1, though an emu was
placed before it.

Outback Plus: 14 tiles lie open for everyone, each taken by the first
player to meet its condition at the end of one of their turns (several at
once is possible) and worth its points at the end of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core import Say
from pygames.games.outback.components import ANIMALS
from pygames.games.outback.landscape import PLUS, Layout
from pygames.games.outback.player_board import PlayerBoard
from pygames.games.outback.track import is_upper

BONUS_THRESHOLD = 3
#: Outback Plus: animals of one kind for that kind's tile.
PLUS_KIND_THRESHOLD = 5
#: Outback Plus: markers on the upper track for the "two up" tile.
PLUS_UPPER_MARKERS = 2
#: Outback Plus: the points of the tile for completing each row (rows 2-7).
ROW_TILE_POINTS = {2: 2, 3: 3, 4: 4, 5: 4, 6: 3, 7: 3}


def earned_bonus(board: PlayerBoard, placed: tuple[int, ...]) -> tuple[int, ...]:
    """The animals whose base-game bonus tile ``board`` earns now, in the order they got it.

    ``board`` already holds this turn's animals, ``placed`` in the order they
    were placed. A kind earns its tile at the placement that brings it to
    ``BONUS_THRESHOLD``, so kinds are ordered by that placement.

    >>> from pygames.games.outback.landscape import BASE
    >>> board = PlayerBoard.empty(BASE)
    >>> for hex_, animal in enumerate((0, 2, 2, 0, 2, 0)):  # 3 emus, 3 koalas
    ...     board = board.with_tile(hex_, animal)
    >>> earned_bonus(board, (0, 2, 0))  # emu (2nd), koala (3rd: reaches three), emu (3rd)
    (2, 0)
    """
    counts = [board.count(animal) for animal in ANIMALS]
    for animal in placed:
        counts[animal] -= 1  # back to the counts before the turn
    earned: list[int] = []
    for animal in placed:
        counts[animal] += 1
        if animal not in board.bonus and animal not in earned and counts[animal] >= BONUS_THRESHOLD:
            earned.append(animal)
    return tuple(earned)


@dataclass(frozen=True, slots=True)
class PlusTile:
    """One of Outback Plus's public bonus tiles.

    ``kind`` is ``full``, ``start`` (no marker left on -3), ``upper`` (two
    markers on the upper track), ``animal`` (``PLUS_KIND_THRESHOLD`` of the
    animal ``subject``) or ``row`` (row ``subject`` holds animals only).
    """

    kind: str
    subject: int
    points: int

    @property
    def label(self) -> Say:
        """What the tile asks for: ``first to fill row 3 with animals``."""
        if self.kind == "animal":
            name = ANIMALS[self.subject].label
            return Say.of(f"outback.plus_tile.animal.{name}", count=PLUS_KIND_THRESHOLD)
        if self.kind == "row":
            return Say.of("outback.plus_tile.row", row=self.subject)
        return Say(f"outback.plus_tile.{self.kind}")

    def is_met(self, board: PlayerBoard, layout: Layout) -> bool:
        """Whether ``board`` meets the tile's condition."""
        if self.kind == "full":
            return board.is_full()
        if self.kind == "start":
            return min(board.markers) > 0
        if self.kind == "upper":
            return sum(map(is_upper, board.markers)) >= PLUS_UPPER_MARKERS
        if self.kind == "animal":
            return board.count(self.subject) >= PLUS_KIND_THRESHOLD
        assert self.kind == "row", self.kind
        return all(board.tiles[hex_] >= 0 for hex_ in layout.hexes_in_row(self.subject))


PLUS_TILES: tuple[PlusTile, ...] = (
    PlusTile("full", 0, 3),
    PlusTile("start", 0, 2),
    PlusTile("upper", 0, 2),
    *(PlusTile("animal", animal, 2) for animal in ANIMALS),
    *(PlusTile("row", row, ROW_TILE_POINTS[row]) for row in PLUS.rows),
)
#: Outback Plus option: play with this many tiles drawn at random instead of all 14.
RANDOM_PLUS_TILES = 5


def earned_plus_tiles(
    board: PlayerBoard, layout: Layout, available: tuple[int, ...]
) -> tuple[int, ...]:
    """The ``available`` Plus tiles (indices into ``PLUS_TILES``) that ``board`` meets."""
    return tuple(tile for tile in available if PLUS_TILES[tile].is_met(board, layout))
