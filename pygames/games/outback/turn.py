"""The end of a turn: the turn's animals score, then bonus tiles are handed out.

One function, shared by the engine and by the AI's planner, so that what the
AI expects a turn to score is exactly what the rules then score.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from pygames.games.outback.bonus import earned_bonus, earned_plus_tiles
from pygames.games.outback.landscape import Hex, Layout
from pygames.games.outback.player_board import PlayerBoard


def score_turn(
    board: PlayerBoard,
    layout: Layout,
    placed: Sequence[tuple[int, Hex]],
    plus: bool,
    available: tuple[int, ...] = (),
) -> tuple[PlayerBoard, tuple[int, ...]]:
    """Score a turn whose animals ``placed`` (animal, hex) already lie on ``board``.

    Each animal scores the size of its group once all of them lie. In the base
    game, kinds that reach three earn their bonus tile, in the order they got there;
    in Outback Plus the board takes the ``available`` tiles it qualifies for.
    Returns the scored board and the Plus tiles it took.
    """
    for animal, hex_ in placed:
        board = board.scored(animal, len(board.group(layout, hex_)))
    if plus:
        taken = earned_plus_tiles(board, layout, available)
        return replace(board, plus_tiles=board.plus_tiles + taken), taken
    for animal in earned_bonus(board, tuple(animal for animal, _ in placed)):
        points = len(board.bonus) + 1
        board = replace(board, bonus=(*board.bonus, animal)).scored(animal, points)
    return board, ()
