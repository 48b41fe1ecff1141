"""A position as plain text, for logs, debugging and test failures: every player's gallery.

A line says where the game is; then each player's points, clock and
gallery (``gallery``) with the tiles on it and their treasure card:

>>> from pygames import get_game
>>> start = get_game("out-of-mine").new_game(players=2, seed=4)
>>> lines = picture(start).splitlines()
>>> lines[0]
'Out of Mine!, round 1 of 7: player 2 chooses a side'
>>> lines[2:4]
['Player 1: 0 points; clock 0, playing', 'gallery 10A']

In a gallery each cell is two characters: ``##`` rock, ``..`` an empty
corridor cell, and a tile's cells its colour letter and its number in the
legend (``R1``). An elf (``*b``: a blue elf) stands in the rock, or just
outside the area, beside the cell it watches.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pygames.games.out_of_mine.actions import Phase, seconds
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.shapes import (
    CELL_NAMES,
    COLUMNS,
    HEIGHT,
    SHAPES,
    WIDTH,
    Colour,
    cells_of,
    footprint,
)
from pygames.games.out_of_mine.tiles import Tile

if TYPE_CHECKING:
    from pygames.games.out_of_mine.rules import OutOfMineState

_STEPS = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
_NUMBERS = "123456789abcdefghijklmnopqrstuvwxyz"


def picture(state: OutOfMineState) -> str:
    """Draw where the game is, then every player's points, clock and gallery."""
    lines = [_headline(state)]
    totals = state.totals()
    for player in range(state.players):
        timeline = state.timelines[player]
        board = timeline.board if state.phase is Phase.PLAY else ()
        lines.append("")
        lines.append(
            f"Player {player + 1}: {totals[player]} points; "
            f"clock {seconds(timeline.clock)}, {timeline.end.name.lower()}"
        )
        lines.append(gallery(state.layout(player), board, state.card(player)))
    return "\n".join(lines)


def _headline(state: OutOfMineState) -> str:
    # Each round after the first deals one board of the pile.
    where = f"Out of Mine!, round {state.round} of {state.round + len(state.pile)}"
    if state.phase is Phase.OVER:
        winners = " and ".join(f"player {player + 1}" for player in state.winners())
        return f"{where}: the game is over, won by {winners}"
    player = state.current_player
    assert player is not None
    doing = "chooses a side" if state.phase is Phase.SIDES else "plays"
    return f"{where}: player {player + 1} {doing}"


def gallery(layout: Layout, tiles: Sequence[Tile] = (), card: Card | None = None) -> str:
    """Draw ``layout`` with ``tiles`` and, if given, the card.

    >>> from pygames.games.out_of_mine.content import LAYOUTS
    >>> print(gallery(LAYOUTS[0]).splitlines()[3])
    1     ## .. .. .. .. .. ## ##
    """
    grid = [["  "] * (WIDTH + 2) for _ in range(HEIGHT + 2)]
    for row in range(HEIGHT):
        for column in range(WIDTH):
            inside = layout.region >> (row * WIDTH + column) & 1
            grid[row + 1][column + 1] = ".." if inside else "##"
    legend = []
    for number, tile in enumerate(tiles):
        label = f"{tile.colour.letter}{_NUMBERS[number % len(_NUMBERS)]}"
        mask = footprint(tile.kind.shape, tile.orientation, tile.anchor) or 0
        for cell in cells_of(mask):
            grid[cell // WIDTH + 1][cell % WIDTH + 1] = label
        code = SHAPES[tile.kind.shape].orientations[tile.orientation][0]
        legend.append(f"{label} {_tile(tile)}, orientation {code}")
    for elf in layout.elves:
        dr, dc = _STEPS[elf.side]
        grid[elf.cell // WIDTH + 1 + dr][elf.cell % WIDTH + 1 + dc] = (
            f"*{elf.colour.letter.lower()}"
        )
        legend.append(
            f"*{elf.colour.letter.lower()} {elf.colour.label} elf beside {CELL_NAMES[elf.cell]}"
        )
    title = f"gallery {layout.name}"
    if card is not None:
        title += f", card {card.index + 1}: {_card(card)}"
    lines = [title, " " * 6 + "  ".join(COLUMNS)]
    for row, cells in enumerate(grid):
        label = str(row) if 1 <= row <= HEIGHT else ""
        lines.append((f"{label:<3}" + " ".join(cells)).rstrip())
    return "\n".join([*lines, *legend])


def _tile(tile: Tile) -> str:
    """``red T on c2`` (``blue with gold on a1``)."""
    shape = SHAPES[tile.kind.shape]
    name = shape.colour.label if len(shape.code) == 1 else f"{shape.colour.label} {shape.code[1]}"
    if tile.kind.find is not None:
        name += f" with {tile.kind.find.label}"
    return f"{name} on {CELL_NAMES[tile.anchor]}"


def _card(card: Card) -> str:
    """The card as a player reads it: ``2 red, 4 green; gold +2, rat -1``."""
    tiles = ", ".join(
        f"{count} {colour.label}"
        for colour, count in zip(Colour, card.counts, strict=True)
        if count
    )
    return f"{tiles}; {card.good.label} {card.good_value:+d}, {card.bad.label} {card.bad_value:+d}"
