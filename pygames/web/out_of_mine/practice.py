"""Racing alone, where the others' boards would be: practice's button that shows a way to
fill the gallery (each of its crystals outlined over the gallery, in its colour), or the
puzzle of the day's note that no way is shown before the call (the time counts)."""

from __future__ import annotations

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.shapes import WIDTH, cells_of
from pygames.games.out_of_mine.tiles import Board
from pygames.web.canvas import Box
from pygames.web.hits import Hit
from pygames.web.out_of_mine import selection, ways
from pygames.web.out_of_mine.crystals import PALETTE, outline
from pygames.web.out_of_mine.pen import BUTTON, BUTTON_EDGE, PANEL, SMALL, Pen


def way_button(pen: Pen, state: OutOfMineState, player: int, selected: object) -> list[Hit]:
    """Practice alone: a button showing a way to fill the gallery, drawn faintly on it."""
    area = pen.plan.others
    shown = selected == selection.SOLUTION
    height = min(50.0, area.h - 4)
    box = Box(area.x + area.w * 0.15, area.cy - height / 2, area.w * 0.7, height)
    label = Say("out-of-mine.board.hide_solution" if shown else "out-of-mine.board.solution")
    pen.button(box, label, BUTTON, BUTTON_EDGE, 16)
    if shown:
        grid = pen.plan.box(pen.plan.gallery)
        size = grid.w / WIDTH
        for tile in _way_of(state, player):  # each crystal's outline, in its colour
            cells = {(cell % WIDTH, cell // WIDTH) for cell in cells_of(tile.mask)}
            outline(pen.canvas, cells, grid.x, grid.y, size, PALETTE[tile.colour][1], 4)
    return [pen.hit("solution", box)]


def _way_of(state: OutOfMineState, player: int) -> Board:
    """A way to fill ``player``'s gallery this round."""
    card = state.card(player)
    assert card is not None
    return ways.way(state.layout(player).index, card.index, bool(state.options["finds"]))


def puzzle_note(pen: Pen) -> None:
    """The puzzle of the day: no way to fill it shown before the call (the time counts)."""
    area = pen.plan.others
    pen.rect(area, fill=PANEL)
    note, size = Say("out-of-mine.board.puzzle_race"), 16.0 if area.h > 60 else SMALL
    lines = len(pen.lines(note, area.w - 24, size, 3))
    pen.wrapped(area.cx, area.cy - lines * size * 1.25 / 2, note, area.w - 24, size, 3)
