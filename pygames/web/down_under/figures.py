"""Drawn examples for the rules summary, where words alone do not show it well: a straight
as a bridge, a billabong where three paths met, the playing area taking shape.

Each is a small position set up with the engine's own ``arrange`` and drawn by the
board's renderer, so the examples always look like the table and follow the rules.
"""

from __future__ import annotations

from pygames.games.down_under import GAME, DownUnderState, Place
from pygames.games.down_under.chains import path_owners
from pygames.games.down_under.rules import arrange
from pygames.web.canvas import Canvas
from pygames.web.down_under.area import TABLE, draw_area
from pygames.web.down_under.layout import fit
from pygames.web.down_under.paths import draw_ends
from pygames.web.down_under.pieces import draw_cards
from pygames.web.text import Say
from pygames.web.ui import RuleFigure

#: Cells of room round an example's cards.
ROOM = 0.6


def _position(
    cards: list[tuple[int, str]], players: int, to_move: int = 0, **options: object
) -> DownUnderState:
    """The position with ``cards`` down: (colour, move) pairs, moves in the game's notation."""
    start = GAME.new_game(players=players, seed=0, options=options or None)
    assert isinstance(start, DownUnderState)
    return arrange(start, [(colour, Place.parse(move)) for colour, move in cards], to_move)


def _draw(canvas: Canvas, state: DownUnderState, cells: list[tuple[int, int]]) -> None:
    """The table around ``cells`` as the board draws it (area, cards, open ends), as close
    as they fit with a little room round them (the board's own view keeps more room)."""
    layout = fit(canvas.width, canvas.height, cells, least=1, margin=ROOM)
    canvas.clear(TABLE)
    draw_area(canvas, layout, state.table)
    draw_cards(canvas, layout, state.table.cells, path_owners(state.table.cells))
    draw_ends(canvas, layout, state)


def _bridge(canvas: Canvas) -> None:
    """Red runs over the straight at 0,0; Blue's path has reached the grey line under it."""
    state = _position([(0, "straight -1,0 EW"), (0, "straight 0,0 EW"), (1, "straight 0,1 NS")], 2)
    _draw(canvas, state, [(-1, 0), (0, 0), (0, 1), (1, -1)])


def _billabong(canvas: Canvas) -> None:
    cards = [(0, "straight -1,0 EW"), (1, "straight 0,1 NS"), (2, "straight 1,1 NS")]
    met = _position(cards, 3, to_move=2).apply(Place.parse("curve 1,0 NW"))
    pond = met.apply(Place.parse("billabong 0,0"))
    assert isinstance(pond, DownUnderState)
    _draw(canvas, pond, [(-1, 0), (0, 0), (1, 1)])


def _area(canvas: Canvas) -> None:
    """The hard area for two, 4 x 8: a row of eight fixes the columns, the rows still open."""
    row = [(0, f"straight {x},0 EW") for x in range(-3, 4)] + [(1, "straight 4,0 NS")]
    state = _position(row, 2, area="hard")
    _draw(canvas, state, [(x, y) for x in range(-3, 5) for y in (-2, 2)])


FIGURES = (
    RuleFigure(1, Say("down-under.figure.bridge"), _bridge, 200.0, 170.0),
    RuleFigure(4, Say("down-under.figure.area"), _area, 300.0, 190.0),
    RuleFigure(6, Say("down-under.figure.billabong"), _billabong, 200.0, 170.0),
)
