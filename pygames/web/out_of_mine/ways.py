"""A way to fill a gallery with a card's crystals, from the engine's solver, remembered;
whether a board as laid can still be filled (``fillable``), remembered the same way; and
which crystals fit over an empty cell (``fitting``).

Shown on request during practice and after every round beside the player's board,
and on the last screen. The board redraws several times a second while a clock
runs, so each (layout, card) pair is solved once and kept: the first cover of a
fresh gallery takes the solver well under a millisecond in CPython (all 800 pairs:
``benchmarks/out_of_mine.py``), a few in Pyodide.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import takewhile

from pygames.games.out_of_mine.actions import Put
from pygames.games.out_of_mine.advice import can_be_filled
from pygames.games.out_of_mine.content import CARDS, LAYOUTS, Card, Layout
from pygames.games.out_of_mine.shapes import Cell, Kind, footprint
from pygames.games.out_of_mine.solver import solve
from pygames.games.out_of_mine.tiles import Board, legal_changes, tiles_for


@lru_cache(maxsize=64)
def way(layout: int, card: int, finds: bool) -> Board:
    """The tiles of one way to fill layout ``layout`` with card ``card`` (both indexes);
    with finds in play, the card's good finds first. Every pair shipped has one."""
    cover = solve(LAYOUTS[layout].region, CARDS[card].counts)
    assert cover is not None, "every layout and card pair is solvable (tests/test_out_of_mine)"
    return tuple(sorted(tiles_for(cover, CARDS[card], finds, ())))


@lru_cache(maxsize=256)
def fillable(layout: Layout, card: Card, board: Board) -> bool:
    """``advice.can_be_filled``, once per board: the race redraws several times a second."""
    return can_be_filled(layout, card, board)


@lru_cache(maxsize=64)
def fitting(layout: Layout, card: Card, board: Board, finds: bool, cell: Cell) -> frozenset[Kind]:
    """The kinds of crystal the card still allows on ``board`` that can be laid over ``cell``
    in some way, turned or flipped as need be."""
    puts = takewhile(
        lambda change: isinstance(change, Put), legal_changes(layout, card, board, finds)
    )
    return frozenset(
        put.kind
        for put in puts
        if isinstance(put, Put)
        and (footprint(put.kind.shape, put.orientation, put.anchor) or 0) >> cell & 1
    )
