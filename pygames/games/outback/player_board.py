"""A player's board: the landscape's hexes, the five markers and the bonus tiles earned.

``tiles[hex]`` is an ``Animal``, ``EMPTY`` or ``BLOCKED`` (a tile laid face
down). Which animal lies under each face-down tile is kept in
``face_down`` (in the order they were laid), because the 90 tiles stay
accounted for, though nobody may see it: a view shows ``HIDDEN`` there.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygames.games.outback.components import ANIMALS
from pygames.games.outback.landscape import Hex, Layout
from pygames.games.outback.track import advance

EMPTY = -1
BLOCKED = -2


@dataclass(frozen=True, slots=True)
class PlayerBoard:
    """One player's landscape, markers and bonus tiles.

    ``markers[animal]`` is the points that animal has earned (``track``
    turns it into a space). ``bonus`` lists, base game only, the animals
    whose bonus tile lies on the bonus spaces, first space first: the tile
    on space i is worth i + 1. ``plus_tiles`` lists, Outback Plus only, the
    public bonus tiles taken (indices into ``bonus.PLUS_TILES``).
    """

    tiles: tuple[int, ...]
    markers: tuple[int, ...] = (0,) * len(ANIMALS)
    face_down: tuple[int, ...] = ()
    bonus: tuple[int, ...] = ()
    plus_tiles: tuple[int, ...] = ()

    @classmethod
    def empty(cls, layout: Layout) -> PlayerBoard:
        """A fresh board: every hex empty, every marker in the start inlet."""
        return cls(tiles=(EMPTY,) * layout.size)

    # -- reading ------------------------------------------------------------

    def is_full(self) -> bool:
        """Whether every hex holds a tile (animals and face-down tiles alike)."""
        return EMPTY not in self.tiles

    def empty_hexes(self) -> tuple[Hex, ...]:
        """The hexes still free, in hex order."""
        return tuple(hex_ for hex_, tile in enumerate(self.tiles) if tile == EMPTY)

    def blocked_hexes(self) -> tuple[Hex, ...]:
        """The hexes covered by a face-down tile."""
        return tuple(hex_ for hex_, tile in enumerate(self.tiles) if tile == BLOCKED)

    def count(self, animal: int) -> int:
        """How many tiles of ``animal`` lie in the landscape."""
        return self.tiles.count(animal)

    def group(self, layout: Layout, hex_: Hex) -> frozenset[Hex]:
        """The hexes of the group of equal animals that ``hex_`` belongs to."""
        animal = self.tiles[hex_]
        assert animal >= 0, "only an animal belongs to a group"
        found = {hex_}
        frontier = [hex_]
        while frontier:
            here = frontier.pop()
            for neighbour in layout.neighbours[here]:
                if neighbour not in found and self.tiles[neighbour] == animal:
                    found.add(neighbour)
                    frontier.append(neighbour)
        return frozenset(found)

    def groups(self, layout: Layout) -> tuple[tuple[int, frozenset[Hex]], ...]:
        """Every group of equal animals as (animal, hexes), ordered by their first hex."""
        seen: set[Hex] = set()
        found = []
        for hex_, tile in enumerate(self.tiles):
            if tile >= 0 and hex_ not in seen:
                group = self.group(layout, hex_)
                seen |= group
                found.append((tile, group))
        return tuple(found)

    # -- changing (each returns a new board) ----------------------------------

    def with_tile(self, hex_: Hex, tile: int) -> PlayerBoard:
        """The board with ``tile`` (an animal) on the empty ``hex_``."""
        assert self.tiles[hex_] == EMPTY
        return replace(self, tiles=self.tiles[:hex_] + (tile,) + self.tiles[hex_ + 1 :])

    def with_blocked(self, hex_: Hex, animal: int) -> PlayerBoard:
        """The board with a face-down tile (really an ``animal``) on the empty ``hex_``."""
        board = self.with_tile(hex_, BLOCKED)
        return replace(board, face_down=(*self.face_down, animal))

    def scored(self, animal: int, points: int) -> PlayerBoard:
        """The board with ``animal``'s marker moved ``points`` on (capped at the track's end)."""
        markers = list(self.markers)
        markers[animal] = advance(markers[animal], points)
        return replace(self, markers=tuple(markers))
