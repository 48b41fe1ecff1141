"""Advice for a person racing: the next change toward a full gallery from their board as it
stands (what the page's hint suggests).

The aim is the hard dwarf's (``ai.target``): the crystals on the board completed where the
solver can, else a way to fill the gallery from scratch. The step toward it is what a tidy
player would do first: put right a crystal that is not part of the aim (slide it onto a
place of the aim where it fits as it lies, else take it back, first those in the way of
the aim), so that nothing more is built on it; then lay a crystal of the aim, biggest first
(big crystals have the fewest places to go). No step disturbs a crystal of the aim, so
following the advice fills the gallery. The aim is a search, so this is a generator that
yields now and then, like the dwarves' thinking, and the page thinks it in slices.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator

from pygames.games.out_of_mine.actions import Change, Move, Put, Take
from pygames.games.out_of_mine.ai import LEVEL_SETTINGS, target
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.shapes import SHAPES
from pygames.games.out_of_mine.solver import solve
from pygames.games.out_of_mine.tiles import Board, Tile, allows, covered, left_to_lay

#: Whose aim the advice follows: the strongest dwarf's.
AIM = LEVEL_SETTINGS["hard"]


def can_be_filled(layout: Layout, card: Card, board: Board) -> bool:
    """Whether the card's crystals not yet laid can still fill every empty cell of the
    gallery, the ones laid staying where they are (a dead end otherwise: some must move).
    The solver answers in about a millisecond at worst in CPython."""
    counts, supply = left_to_lay(card, board)
    return solve(layout.region & ~covered(board), counts, supply) is not None


def next_change(
    layout: Layout, card: Card, board: Board, *, elves: bool, finds: bool
) -> Generator[None, None, Change | None]:
    """The change that brings ``board`` a step nearer a full gallery (None: it is full)."""
    if covered(board) == layout.region:
        return None
    aim = yield from target(layout, card, board, AIM, elves, finds)
    missing = sorted(
        (tile for tile in aim if tile not in board),
        key=lambda tile: (-SHAPES[tile.kind.shape].size, tile.anchor),
    )
    stray = [tile for tile in board if tile not in aim]
    for change in _steps(missing, stray):
        if allows(layout, card, board, finds, change):
            return change
    raise AssertionError("unreachable: a stray crystal can be taken back, else a missing one fits")


def _steps(missing: list[Tile], stray: list[Tile]) -> Iterator[Change]:
    """The changes toward the aim, in the order a tidy player would try them: slide a stray
    crystal onto a missing one's place; take one back (first those in a missing one's way
    or of its colour); lay a missing crystal."""
    for laid in stray:
        for tile in missing:
            if (laid.kind, laid.orientation) == (tile.kind, tile.orientation):
                yield Move(laid.anchor, tile.anchor)
    in_the_way = [
        laid
        for laid in stray
        if any(laid.mask & tile.mask or laid.colour == tile.colour for tile in missing)
    ]
    for laid in (*in_the_way, *stray):
        yield Take(laid.anchor)
    for tile in missing:
        yield Put(tile.kind, tile.anchor, tile.orientation)
