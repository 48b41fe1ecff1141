"""A player's board: the tiles lying on a gallery layout, and the changes they make.

A board is a tuple of ``Tile`` sorted by anchor. ``legal_changes`` lists
every change the rules allow on a board (the engine's ``legal_actions``);
``refusal`` says in words why one change is not allowed (the engine's
``_explain_illegal``); ``changed`` applies a change without checking it
(replays of timelines that were checked when they were played).

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
    CELL_NAMES,
    SHAPES,
    Cell,
    Colour,
    Kind,
    Mask,
    cells_of,
    footprint,
    kind_supply,
    kinds,
)
from pygames.games.out_of_mine.solver import ALL_PIECES, Cover, Piece


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

    def describe(self) -> str:
        """``red T on c2`` (``blue with gold on a1``)."""
        shape = SHAPES[self.kind.shape]
        name = (
            shape.colour.label if len(shape.code) == 1 else f"{shape.colour.label} {shape.code[1]}"
        )
        if self.kind.find is not None:
            name += f" with {self.kind.find.label}"
        return f"{name} on {CELL_NAMES[self.anchor]}"


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
        if _put_refusal(card, board, kind, finds) is None:
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


def refusal(layout: Layout, card: Card, board: Board, finds: bool, change: Change) -> str | None:
    """Why ``change`` is not allowed on ``board``, in a player's words; None if it is."""
    if isinstance(change, Put):
        reason = _put_refusal(card, board, change.kind, finds)
        if reason is not None:
            return reason
        return _fit_refusal(layout, board, change.kind, change.orientation, change.anchor, None)
    tile = tile_at(board, change.anchor)
    if tile is None:
        return (
            f"no tile has its anchor (its top-left square) on {CELL_NAMES[change.anchor]}"
            if covered(board) >> change.anchor & 1
            else f"there is no tile on {CELL_NAMES[change.anchor]}"
        )
    if isinstance(change, Take):
        return None
    if isinstance(change, Move):
        if change.to == change.anchor:
            return "the tile is already there"
        return _fit_refusal(layout, board, tile.kind, tile.orientation, change.to, tile)
    orientation = _new_orientation(tile, change)
    if footprint(tile.kind.shape, orientation, tile.anchor) == tile.mask:
        verb = "turning" if isinstance(change, Turn) else "flipping"
        return f"{verb} the {tile.describe()} would not change it"
    return _fit_refusal(layout, board, tile.kind, orientation, tile.anchor, tile)


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
        moved = Tile(tile.anchor, tile.kind, _new_orientation(tile, change))
    return tuple(sorted((*rest, moved)))


def _new_orientation(tile: Tile, change: Turn | Flip) -> int:
    shape = SHAPES[tile.kind.shape]
    if isinstance(change, Turn):
        return shape.turned(tile.orientation)
    return shape.flipped(tile.orientation)


def _reoriented(tile: Tile, change: Turn | Flip) -> Mask | None:
    return footprint(tile.kind.shape, _new_orientation(tile, change), tile.anchor)


def _put_refusal(card: Card, board: Board, kind: Kind, finds: bool) -> str | None:
    """Why no tile of ``kind`` may be put on the board now (wherever it would go)."""
    colour = kind.colour
    allowed = card.counts[colour]
    if not allowed:
        return f"your card shows no {colour.label} crystals"
    if sum(tile.colour == colour for tile in board) >= allowed:
        return f"your card allows {allowed} {colour.label} crystal{'s' * (allowed > 1)}, all placed"
    if kind.find is not None and not finds:
        return "finds are not in play: name the tile without a find (like B, not B:g)"
    supply = kind_supply(kind, finds)
    if not supply:
        return f"there is no {kind} tile"
    if sum(tile.kind == kind for tile in board) >= supply:
        return f"all {supply} of your {kind} tiles are on the board"
    return None


def _fit_refusal(
    layout: Layout, board: Board, kind: Kind, orientation: int, anchor: Cell, moving: Tile | None
) -> str | None:
    """Why a tile of ``kind`` cannot lie there: off the grid, in the rock, on another tile."""
    mask = footprint(kind.shape, orientation, anchor)
    where = f"with its anchor on {CELL_NAMES[anchor]}"
    if mask is None:
        return f"the tile would stick out of the gallery {where}"
    rock = mask & ~layout.region
    if rock:
        return f"the tile would stick out into the rock at {CELL_NAMES[cells_of(rock)[0]]} {where}"
    for tile in board:
        if tile is not moving and tile.mask & mask:
            return f"the tile would lie on the {tile.describe()} {where}"
    return None


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
