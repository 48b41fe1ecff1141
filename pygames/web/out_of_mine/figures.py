"""Drawn examples for the rules summary: a crystal that would stick out into the rock, and
an elf scoring beside one that does not.

Each is a real gallery (side A of board 1) with crystals of a real card written in the
game's own notation, drawn as the board draws its galleries, so the examples look like the
game; the tests check that the engine refuses the held crystal and scores the elves as the
captions say.
"""

from __future__ import annotations

from pygames.games.out_of_mine.actions import Put, parse
from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH
from pygames.games.out_of_mine.tiles import Board, Tile
from pygames.web.canvas import Canvas
from pygames.web.out_of_mine.gallery import draw_tile, elves, ghost, rock_and_corridors
from pygames.web.out_of_mine.pen import BACKGROUND, INK
from pygames.web.out_of_mine.selection import Piece
from pygames.web.text import Say
from pygames.web.ui import RuleFigure

#: Side A of board 1: its yellow elf watches b2, its blue elf c4, its white elf f3.
LAYOUT = LAYOUTS[0]
#: The treasure card the crystals are from (number 10: yellow, blue, green, red, white).
CARD = CARDS[9]
#: A few crystals down, and a red L held over d5, e5, f5 and f4: f5 is rock.
LAID = ("put Y b2 0", "put GI c4 0")
HELD = "put RL f4 3"
#: The gallery filled but for d5 and e5: the yellow elf's cell holds yellow (+1), the blue
#: elf's green and the white elf's red (no point); two empty cells still let elves score.
FILLED = (
    "put WL b1 3f",
    "put RI f1 1",
    "put Y b2 0",
    "put B d2 1",
    "put B g2 1",
    "put Y h3 0",
    "put GI c4 0",
)
#: Figure cells, and room round the gallery.
CELL = 32.0
ROOM = 8.0


def board(laid: tuple[str, ...] = LAID) -> Board:
    """Crystals written in the game's notation, as tiles."""
    puts = [parse(text) for text in laid]
    return tuple(
        Tile(put.anchor, put.kind, put.orientation) for put in puts if isinstance(put, Put)
    )


def _gallery(canvas: Canvas, tiles: Board, with_elves: bool) -> None:
    canvas.clear(BACKGROUND)
    rock_and_corridors(canvas, LAYOUT, ROOM, ROOM, CELL)
    for laid in tiles:
        draw_tile(canvas, laid.kind, laid.orientation, laid.anchor, ROOM, ROOM, CELL, False)
    if with_elves:
        elves(canvas, LAYOUT, ROOM, ROOM, CELL)


def _sticks_out(canvas: Canvas) -> None:
    _gallery(canvas, board(), with_elves=False)
    held = parse(HELD)
    assert isinstance(held, Put)
    squares = Piece(held.kind, held.orientation).squares
    column, row = held.anchor % WIDTH, held.anchor // WIDTH
    cells = [(column + c, row + r) for c, r in squares]
    ghost(canvas, cells, LAYOUT.region, False, ROOM, ROOM, CELL)


def _elf_scores(canvas: Canvas) -> None:
    _gallery(canvas, board(FILLED), with_elves=True)
    watched = board(FILLED)[2].anchor  # the yellow crystal on b2: its elf scores
    x = ROOM + (watched % WIDTH - 0.6) * CELL
    y = ROOM + (watched // WIDTH - 0.55) * CELL
    canvas.text(x, y, "+1", size=15, color=INK, bold=True)


SIZE = (2 * ROOM + WIDTH * CELL, 2 * ROOM + HEIGHT * CELL)
FIGURES = (
    RuleFigure(1, Say("out-of-mine.figure.sticks_out"), _sticks_out, *SIZE),
    RuleFigure(3, Say("out-of-mine.figure.elf"), _elf_scores, *SIZE),
)
