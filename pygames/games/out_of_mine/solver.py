"""The packing solver: fill a gallery with a treasure card's crystals.

The problem is exact cover with counts: every corridor cell covered once, by
at most ``counts[colour]`` tiles of each colour and ``supply[shape]`` of each
shape (only the white shapes, one tile each, ever run short). When the
card's squares add up to the free cells, as they do on a fresh board, a
cover uses every tile of the card.

The search is Knuth's Algorithm X specialised to polyominoes, on bit masks
instead of dancing links: the column it branches on is always the first
free cell in reading order, so the only placements that can cover it are
the ones *anchored* there (every earlier cell is already full), and those
are precomputed per cell (dancing links would find the cell with the
fewest candidates instead; on 20 cells the fixed order, with no links to
maintain, is faster in Python). One cheap test cuts dead branches early:
every pocket of free cells (a 4-connected component) must have a size that
the tiles left can add up to, so a lone cell needs a yellow crystal.

Big, awkward crystals are tried first: they have the fewest places to go.
On the shipped content the first cover takes a few dozen nodes at most
(``benchmarks/out_of_mine.py`` has the times).

``best_cover`` maximises the covered cells when no exact cover exists:
the same search, allowed to leave up to ``h`` cells empty, for h = 0, 1, 2...
The first h that succeeds is optimal.

The search is a generator that also yields ``None`` every ``TICK`` nodes, so
an AI running in the browser can pause it between animation frames.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache

from pygames.games.out_of_mine.shapes import (
    CELL_COUNT,
    SHAPES,
    WIDTH,
    Cell,
    Mask,
    footprint,
)

#: Nodes searched between two pauses of the search generator.
TICK = 256

_ALL = (1 << CELL_COUNT) - 1
_NOT_LEFT = sum(1 << cell for cell in range(CELL_COUNT) if cell % WIDTH != 0)
_NOT_RIGHT = sum(1 << cell for cell in range(CELL_COUNT) if cell % WIDTH != WIDTH - 1)
FULL_SUPPLY = tuple(shape.supply for shape in SHAPES)


@dataclass(frozen=True, slots=True, order=True)
class Piece:
    """A crystal shape lying in one orientation with its anchor on a cell."""

    shape: int
    orientation: int
    anchor: Cell
    mask: Mask


#: A cover: the pieces, in the order the search placed them.
Cover = tuple[Piece, ...]


def _all_pieces() -> tuple[Piece, ...]:
    pieces = []
    for shape in sorted(SHAPES, key=lambda s: (-s.size, s.index)):
        for orientation in range(len(shape.orientations)):
            for anchor in range(CELL_COUNT):
                mask = footprint(shape.index, orientation, anchor)
                if mask is not None:
                    pieces.append(Piece(shape.index, orientation, anchor, mask))
    return tuple(pieces)


#: Every piece that fits on the grid, biggest shapes first.
ALL_PIECES = _all_pieces()


@lru_cache(maxsize=256)
def pieces_in(region: Mask) -> tuple[tuple[Piece, ...], ...]:
    """Per cell: the pieces anchored there that lie inside ``region``, biggest first."""
    by_anchor: list[list[Piece]] = [[] for _ in range(CELL_COUNT)]
    for piece in ALL_PIECES:
        if piece.mask & region == piece.mask:
            by_anchor[piece.anchor].append(piece)
    return tuple(tuple(pieces) for pieces in by_anchor)


def neighbours(mask: Mask) -> Mask:
    """The cells next to any cell of ``mask`` (left, right, up, down)."""
    return (
        ((mask << 1) & _NOT_LEFT) | ((mask >> 1) & _NOT_RIGHT) | (mask << WIDTH) | (mask >> WIDTH)
    ) & _ALL


def pockets(free: Mask) -> Iterator[Mask]:
    """The 4-connected components of ``free``, lowest cell first."""
    while free:
        pocket = free & -free
        while True:
            grown = (pocket | neighbours(pocket)) & free
            if grown == pocket:
                break
            pocket = grown
        yield pocket
        free ^= pocket


@lru_cache(maxsize=4096)
def _sums(counts: tuple[int, ...]) -> int:
    """A bit set of the areas that some of the tiles in ``counts`` can add up to."""
    sums = 1
    for colour, count in enumerate(counts):
        for _ in range(count):
            sums |= sums << (colour + 1)
    return sums


class Search:
    """One search for covers of ``region`` leaving at most ``holes`` cells empty.

    ``counts`` are the tiles allowed per colour, ``supply`` per shape. Iterate
    ``run()`` for covers (and ``None`` pauses); ``nodes`` counts the work done.
    """

    def __init__(
        self,
        region: Mask,
        counts: Sequence[int],
        supply: Sequence[int] = FULL_SUPPLY,
        holes: int = 0,
    ) -> None:
        self.region = region
        self.counts = list(counts)
        self.supply = list(supply)
        self.holes = holes
        self.nodes = 0
        self._by_anchor = pieces_in(region)
        self._placed: list[Piece] = []

    def run(self) -> Generator[Cover | None, None, None]:
        """Yield every cover found (and ``None`` every ``TICK`` nodes)."""
        area = sum(count * (colour + 1) for colour, count in enumerate(self.counts))
        if self.region.bit_count() - area > self.holes:
            return
        yield from self._fill(self.region, self.holes, area)

    def _fill(self, free: Mask, holes: int, area: int) -> Generator[Cover | None, None, None]:
        self.nodes += 1
        if self.nodes % TICK == 0:
            yield None
        if not free:
            yield tuple(self._placed)
            return
        if not self._viable(free, holes, area):
            return
        low = free & -free
        counts, supply, placed = self.counts, self.supply, self._placed
        for piece in self._by_anchor[low.bit_length() - 1]:
            mask = piece.mask
            shape = piece.shape
            colour = SHAPES[shape].colour
            if mask & free != mask or not counts[colour] or not supply[shape]:
                continue
            counts[colour] -= 1
            supply[shape] -= 1
            placed.append(piece)
            yield from self._fill(free ^ mask, holes, area - colour - 1)
            placed.pop()
            counts[colour] += 1
            supply[shape] += 1
        if holes:
            yield from self._fill(free ^ low, holes - 1, area)

    def _viable(self, free: Mask, holes: int, area: int) -> bool:
        """Can the tiles left still cover ``free`` but ``holes`` cells? A necessary test."""
        if free.bit_count() - area > holes:
            return False
        if holes:
            return True
        sums = _sums(tuple(self.counts))
        for pocket in pockets(free):
            if not sums >> pocket.bit_count() & 1:
                return False
        return True


def covers(
    region: Mask, counts: Sequence[int], supply: Sequence[int] = FULL_SUPPLY
) -> Iterator[Cover]:
    """Every exact cover of ``region`` within the counts and supply, one by one."""
    for found in Search(region, counts, supply).run():
        if found is not None:
            yield found


def solve(region: Mask, counts: Sequence[int], supply: Sequence[int] = FULL_SUPPLY) -> Cover | None:
    """Return one exact cover of ``region``, or None if there is none.

    >>> from pygames.games.out_of_mine.shapes import mask_of
    >>> cover = solve(mask_of("a1 b1 c1 a2 b2 c2"), [0, 0, 2, 0, 0])
    >>> sorted(SHAPES[piece.shape].code for piece in cover)
    ['GI', 'GI']
    """
    return next(covers(region, counts, supply), None)


def best_cover(
    region: Mask, counts: Sequence[int], supply: Sequence[int] = FULL_SUPPLY
) -> tuple[Cover, int]:
    """Return a cover leaving the fewest cells of ``region`` empty, and that number.

    >>> from pygames.games.out_of_mine.shapes import mask_of
    >>> best_cover(mask_of("a1 b1 c1"), [0, 1, 0, 0, 0])[1]
    1
    """
    holes = 0
    while True:
        for found in Search(region, counts, supply, holes).run():
            if found is not None:
                return found, holes
        holes += 1
