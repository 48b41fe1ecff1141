"""A player's board: the tiles lying on a gallery layout, and the changes they make.

A board is a tuple of ``Tile`` sorted by anchor. ``legal_changes`` lists
every change the rules allow on a board (the engine's ``legal_actions``);
``allows`` says whether one change is allowed (``refusals`` says why not);
``changed`` applies a change without checking it (replays of timelines that
were checked when they were played).

What the digital board refuses, where the table only scores zero for it: a
tile sticking out into the rock, lying on another tile, of a colour the
card does not show, beyond the card's count of its colour, or beyond the
player's supply of that kind of tile.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from pygames.games.out_of_mine.actions import Change, Flip, Move, Put, Take, Turn
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.shapes import (
    SHAPES,
    Cell,
    Colour,
    Kind,
    Mask,
    footprint,
    kind_supply,
    kinds,
)
from pygames.games.out_of_mine.solver import ALL_PIECES, FULL_SUPPLY, Cover, Piece


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """A tile lying on a board: anchor cell first, so boards sort by anchor."""

    anchor: Cell
    kind: Kind
    orientation: int

    @property
    def mask(self) -> Mask:
        """The cells the tile covers (tiles on a board never leave the grid)."""
        mask = footprint(self.kind.shape, self.orientation, self.anchor)
        assert mask is not None, self
        return mask

    @property
    def colour(self) -> Colour:
        """The tile's colour."""
        return self.kind.colour


Board = tuple[Tile, ...]


def covered(board: Board) -> Mask:
    """The cells covered by the board's tiles."""
    mask = 0
    for tile in board:
        mask |= tile.mask
    return mask


def tile_at(board: Board, anchor: Cell) -> Tile | None:
    """The tile anchored on ``anchor``, if any."""
    for tile in board:
        if tile.anchor == anchor:
            return tile
    return None


@lru_cache(maxsize=64)
def _pieces_by_shape(region: Mask) -> tuple[tuple[Piece, ...], ...]:
    """Per shape: every piece lying inside ``region``."""
    by_shape: list[list[Piece]] = [[] for _ in SHAPES]
    for piece in ALL_PIECES:
        if piece.mask & region == piece.mask:
            by_shape[piece.shape].append(piece)
    for pieces in by_shape:
        pieces.sort(key=lambda piece: (piece.orientation, piece.anchor))
    return tuple(tuple(pieces) for pieces in by_shape)


def legal_changes(layout: Layout, card: Card, board: Board, finds: bool) -> Iterator[Change]:
    """Every change the rules allow: puts, then moves, turns, flips and takes, tile by tile."""
    full = covered(board)
    by_shape = _pieces_by_shape(layout.region)
    for kind in kinds(finds):
        if can_put(card, board, kind, finds):
            for piece in by_shape[kind.shape]:
                if not piece.mask & full:
                    yield Put(kind, piece.anchor, piece.orientation)
    for tile in board:
        others = full ^ tile.mask
        for piece in by_shape[tile.kind.shape]:
            if piece.orientation == tile.orientation and piece.anchor != tile.anchor:
                if not piece.mask & others:
                    yield Move(tile.anchor, piece.anchor)
        for change in (Turn(tile.anchor), Flip(tile.anchor)):
            mask = _reoriented(tile, change)
            if mask is not None and mask != tile.mask:
                if mask & layout.region == mask and not mask & others:
                    yield change
        yield Take(tile.anchor)


def allows(layout: Layout, card: Card, board: Board, finds: bool, change: Change) -> bool:
    """Whether the rules allow ``change`` on ``board`` (``refusals`` says why not)."""
    if isinstance(change, Put):
        return can_put(card, board, change.kind, finds) and fits(
            layout, board, change.kind, change.orientation, change.anchor
        )
    tile = tile_at(board, change.anchor)
    if tile is None:
        return False
    if isinstance(change, Take):
        return True
    if isinstance(change, Move):
        return change.to != change.anchor and fits(
            layout, board, tile.kind, tile.orientation, change.to, tile
        )
    orientation = new_orientation(tile, change)
    if footprint(tile.kind.shape, orientation, tile.anchor) == tile.mask:
        return False
    return fits(layout, board, tile.kind, orientation, tile.anchor, tile)


def can_put(card: Card, board: Board, kind: Kind, finds: bool) -> bool:
    """Whether a tile of ``kind`` may join the board: its colour and its kind are not used up."""
    colour = kind.colour
    return sum(tile.colour == colour for tile in board) < card.counts[colour] and sum(
        tile.kind == kind for tile in board
    ) < kind_supply(kind, finds)


def fits(
    layout: Layout,
    board: Board,
    kind: Kind,
    orientation: int,
    anchor: Cell,
    moving: Tile | None = None,
) -> bool:
    """Whether a tile of ``kind`` can lie there: in the corridors, on no other tile."""
    mask = footprint(kind.shape, orientation, anchor)
    if mask is None or mask & ~layout.region:
        return False
    return not any(tile is not moving and tile.mask & mask for tile in board)


def changed(board: Board, change: Change) -> Board:
    """The board after ``change`` (which must be allowed)."""
    if isinstance(change, Put):
        return tuple(sorted((*board, Tile(change.anchor, change.kind, change.orientation))))
    tile = tile_at(board, change.anchor)
    assert tile is not None, change
    rest = tuple(other for other in board if other is not tile)
    if isinstance(change, Take):
        return rest
    if isinstance(change, Move):
        moved = Tile(change.to, tile.kind, tile.orientation)
    else:
        moved = Tile(tile.anchor, tile.kind, new_orientation(tile, change))
    return tuple(sorted((*rest, moved)))


def new_orientation(tile: Tile, change: Turn | Flip) -> int:
    """The orientation ``tile`` takes when turned or flipped where it lies."""
    shape = SHAPES[tile.kind.shape]
    if isinstance(change, Turn):
        return shape.turned(tile.orientation)
    return shape.flipped(tile.orientation)


def _reoriented(tile: Tile, change: Turn | Flip) -> Mask | None:
    return footprint(tile.kind.shape, new_orientation(tile, change), tile.anchor)


def left_to_lay(card: Card, board: Board) -> tuple[list[int], list[int]]:
    """What is not on ``board`` yet: the card's crystals per colour, and the supply per
    shape (the solver's counts and supply for the gallery's empty cells)."""
    counts = [
        n - sum(tile.colour == colour for tile in board) for colour, n in enumerate(card.counts)
    ]
    supply = [
        n - sum(tile.kind.shape == shape for tile in board) for shape, n in enumerate(FULL_SUPPLY)
    ]
    return counts, supply


def tiles_for(cover: Cover, card: Card, finds: bool, board: Board) -> list[Tile]:
    """Lay a cover with real tiles: for each piece a kind left in the supply.

    With finds in play the card's good find goes first and its bad one last.
    """
    left = {kind: kind_supply(kind, finds) for kind in kinds(finds)}
    for tile in board:
        left[tile.kind] -= 1

    def preference(kind: Kind) -> int:
        return -card.find_value(kind.find) if finds else 0

    tiles = []
    for piece in cover:
        options = [kind for kind in left if kind.shape == piece.shape and left[kind] > 0]
        kind = min(options, key=lambda kind: (preference(kind), kind.find is not None, kind))
        left[kind] -= 1
        tiles.append(Tile(piece.anchor, kind, piece.orientation))
    return tiles
