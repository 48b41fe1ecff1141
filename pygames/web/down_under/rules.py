"""Down Under's "How to play": the goal, the cards, a turn, ends and the playing area,
billabongs and loops, scoring, the variants and this screen, each shown on the table as
the board draws it.

Every figure is a real game: a bridge played by hand, and games between easy computers
(``THREE``, ``FOUR``, ``SPECIAL``, ``TWO_PATHS``) in which the rulebook's examples came
up: three paths meeting in a billabong, a loop opened by turning a curve, an end laid
outside the fenced area, the animals' sets and rabbits. A figure shows the cards round
what it is about (``Close``: the area, the cards and where each path goes on), or the
whole board with the hand (``Whole``); rings point at what a caption speaks of.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.core import Say
from pygames.games.down_under import DownUnderState
from pygames.games.down_under.chains import path_owners
from pygames.games.down_under.grid import coordinates
from pygames.web.canvas import Box, Canvas
from pygames.web.down_under import render
from pygames.web.down_under.area import TABLE, draw_area
from pygames.web.down_under.hand import COUNT_WIDTH
from pygames.web.down_under.layout import TALL_SIZE, Layout, fit, plan
from pygames.web.down_under.paths import draw_ends
from pygames.web.down_under.pieces import draw_cards
from pygames.web.rules import Frame, Position, RuleFigure, RuleSection

#: A bridge, played by hand: Blue's first straight meets the grey line under Red's.
BRIDGE = ("straight 0,0 EW", "straight 0,1 NS", "straight 1,0 EW", "straight 0,-1 NS")
#: Three players (seed 1): Blue lays a billabong where three paths meet (action 18).
THREE = (
    "curve 0,0 SW", "straight 1,0 EW", "straight 1,-1 NS", "curve 0,-1 NE", "curve 0,1 SE",
    "curve 1,-2 NW", "curve -1,0 SE", "curve 1,1 NW", "curve 0,-2 NE", "curve 2,-1 NW",
    "end 2,0 W", "straight -1,-1 EW", "curve -1,-2 NE", "curve 1,2 SE", "end -2,-1 E",
    "curve 0,-3 NE", "curve 2,2 SW", "billabong 2,1", "straight 3,1 EW", "curve 1,-3 NW",
    "curve 4,1 SW", "curve 2,-2 NW", "curve 4,0 NE", "end 3,-1 W", "curve 5,0 NW",
    "curve 5,1 SW", "curve 4,2 SW", "straight 3,2 EW", "end 2,3 S",
)  # fmt: skip
#: Four players (seed 3): an end outside the fenced rows (action 37), Yellow's loop
#: opened by turning a curve (action 38).
FOUR = (
    "curve 0,0 SW", "curve 1,0 SW", "curve 1,1 SW", "straight 2,1 EW", "curve 0,-1 NE",
    "curve 1,-1 NE", "curve 2,0 NW", "curve 3,1 SW", "straight -1,0 EW", "curve 2,-1 NW",
    "curve 2,2 SE", "curve 1,2 SE", "straight 1,-2 NS", "curve 3,0 SW", "curve 3,2 SW",
    "end 4,0 W", "curve 1,-3 NE", "curve 3,-1 NW", "curve 4,1 SW", "curve 2,3 SW",
    "end 2,-3 W", "straight 2,-2 NS", "curve 4,-1 NW", "curve 1,3 SE", "straight -2,0 EW",
    "end 2,-4 N", "curve 3,-2 NW", "straight 0,2 EW", "curve -3,0 NE", "straight 0,1 NS",
    "curve 0,-2 NE", "curve -1,2 SE", "end -3,1 S", "curve 0,3 SE", "curve -1,-1 NE",
    "curve -1,1 NW", "end 1,4 S", "turn 3,2 SE",
)  # fmt: skip
#: Two players with special scoring (seed 5), to the end.
SPECIAL = (
    "dingo curve 0,0 NE", "dingo curve -1,0 NE", "kangaroo curve 0,1 SE",
    "platypus curve -1,1 SE", "emu curve 1,0 NW", "rabbit curve 0,-1 NW",
    "emu straight 1,1 EW", "platypus curve -1,-1 NE", "platypus curve 2,1 NW",
    "emu curve -2,0 SE", "emu curve 2,2 SW", "emu curve -2,-1 NE", "kangaroo curve 1,2 NE",
    "rabbit straight 0,2 NS", "rabbit curve -1,2 SE", "emu straight 0,3 NS",
    "platypus curve -2,1 SE", "rabbit straight 0,4 NS", "rabbit curve 1,3 SW", "end 0,5 S",
    "platypus straight -1,3 EW", "rabbit curve -1,-2 NE", "end -2,3 E",
    "kangaroo curve 0,-2 NW", "end -3,0 E", "kangaroo curve 1,-1 NW", "end 2,0 W",
)  # fmt: skip
#: Two players with two paths each (seed 3): the four entrances, back to back in pairs.
TWO_PATHS = ("end 0,0 N", "end 0,0 S", "end 0,1 W", "end 0,1 E", "curve -1,1 NE")

THREE_START = Position("down-under", players=3, seed=1)
FOUR_START = Position("down-under", players=4, seed=3)
SPECIAL_START = Position("down-under", seed=5, options=(("special_scoring", True),))
TWO_PATHS_START = Position("down-under", seed=3, options=(("two_paths", "both"),))
RED, BLUE, YELLOW, GREEN = range(4)

#: What a figure's rings are drawn in: a colour no path, card or hint has.
RING = "#ff3d9a"
RING_CASING = "rgba(43,37,32,0.7)"
#: Cells of room round a close view's cards.
ROOM = 0.6

Place = tuple[int, int]


def _rings(canvas: Canvas, layout: Layout, cells: tuple[Place, ...]) -> None:
    width = max(2.0, layout.size * 0.07)
    for x, y in cells:
        for colour, line in ((RING_CASING, width * 2), (RING, width)):
            canvas.polygon(layout.square(x, y, 0.58), stroke=colour, width=line)


@dataclass(frozen=True, slots=True)
class Close:
    """The table round the cards ``around`` (all of them if empty) as the board draws it
    (the area, the cards, where each path goes on), as close as they fit, with rings round
    the cells ``ringed``."""

    ringed: tuple[Place, ...] = ()
    around: tuple[Place, ...] = ()

    def __call__(self, canvas: Canvas, state: DownUnderState) -> None:
        cells = self.around or tuple(coordinates(cell) for cell in state.table.cells)
        layout = fit(canvas.width, canvas.height, cells, least=1, margin=ROOM)
        canvas.clear(TABLE)
        draw_area(canvas, layout, state.table)
        draw_cards(canvas, layout, state.table.cells, path_owners(state.table.cells))
        draw_ends(canvas, layout, state)
        _rings(canvas, layout, self.ringed)


@dataclass(frozen=True, slots=True)
class Whole:
    """The whole board as a phone shows it: the table and, under it, the strip with the
    hand and every player's counts; ``hints`` as the player to move sees them, rings round
    the cells ``ringed`` and round the strip's rows of counts ``counts`` (a colour, or
    ``None``: the billabongs left)."""

    ringed: tuple[Place, ...] = ()
    counts: tuple[int | None, ...] = ()
    hints: bool = False

    def __call__(self, canvas: Canvas, state: DownUnderState) -> None:
        render.draw(canvas, state, interactive=self.hints)
        _rings(canvas, render.table_layout(state, canvas.width, canvas.height), self.ringed)
        strip = plan(canvas.width, canvas.height).strip
        width = max(2.0, canvas.width / 150)
        for colour in self.counts:
            row = _count_row(
                strip, len(state.hands), len(state.hands) if colour is None else colour
            )
            for ink, line in ((RING_CASING, width * 2), (RING, width)):
                canvas.polygon(row.corners(), stroke=ink, width=line)


def _count_row(strip: Box, colours: int, index: int) -> Box:
    """Where the strip under the table writes its ``index``-th row of counts (a colour, or
    the billabongs after the last), as ``hand.draw_strip`` lays a phone's strip out."""
    pad, row_h = 6.0, 24.0
    columns = max(2, min(3, int(strip.w // COUNT_WIDTH)))
    rows = math.ceil((colours + 1) / columns)
    width = (strip.w - 2 * pad) / columns
    row, column = divmod(index, columns)
    top = strip.bottom - pad - rows * row_h + row * row_h
    return Box(strip.x + pad + column * width - 2, top, width, row_h)


def _frame(caption: str, position: Position, draw: Close | Whole) -> Frame:
    return Frame(Say(f"down-under.figure.{caption}"), position, draw)


def _close(*frames: Frame, width: float = 300.0, height: float = 220.0) -> RuleFigure:
    return RuleFigure(frames, width=width, height=height)


def _whole(*frames: Frame) -> RuleFigure:
    """A figure of the whole board as a phone shows it, at the width of a narrow column."""
    width = 300.0
    return RuleFigure(frames, width=width, height=round(width * TALL_SIZE[1] / TALL_SIZE[0]))


def _three(actions: int) -> Position:
    return THREE_START.then(*THREE[:actions])


def _four(actions: int) -> Position:
    return FOUR_START.then(*FOUR[:actions])


BRIDGE_START = Position("down-under")
#: The cells round the bridge, and round the first cards of the three-player game.
BRIDGE_CELLS = ((-1, -1), (1, 1))
OPENING_CELLS = ((-1, -2), (2, 1))

SECTIONS = (
    RuleSection(
        "down-under.rules.title.goal",
        "down-under.rules.goal",
        (_close(_frame("goal", _three(len(THREE)), Close(ringed=((2, 1),)))),),
    ),
    RuleSection(
        "down-under.rules.title.cards",
        "down-under.rules.cards",
        (
            _close(
                _frame("bridge_red", BRIDGE_START.then(*BRIDGE[:1]), Close((), BRIDGE_CELLS)),
                _frame(
                    "bridge_blue", BRIDGE_START.then(*BRIDGE[:2]), Close(((0, 0),), BRIDGE_CELLS)
                ),
                _frame("bridge_under", BRIDGE_START.then(*BRIDGE), Close(((0, -1),), BRIDGE_CELLS)),
                height=200.0,
            ),
        ),
    ),
    RuleSection(
        "down-under.rules.title.turn",
        "down-under.rules.turn",
        (
            _close(
                _frame("first_red", _three(1), Close(((0, 0),), OPENING_CELLS)),
                _frame("first_blue", _three(2), Close(((1, 0),), OPENING_CELLS)),
                _frame("first_yellow", _three(3), Close(((1, -1),), OPENING_CELLS)),
                _frame("on_red", _three(4), Close(((0, -1),), OPENING_CELLS)),
                _frame("on_blue", _three(5), Close(((0, 1),), OPENING_CELLS)),
            ),
        ),
    ),
    RuleSection(
        "down-under.rules.title.area",
        "down-under.rules.area",
        (
            _close(
                _frame("fence", _four(36), Close()),
                _frame("outside", _four(37), Close(((1, 4),))),
                height=260.0,
            ),
        ),
    ),
    RuleSection(
        "down-under.rules.title.billabong",
        "down-under.rules.billabong",
        (
            _close(
                _frame("three_meet", _three(17), Close(((2, 1),))),
                _frame("billabong", _three(18), Close(((2, 1),))),
                _frame("far_side", _three(19), Close(((3, 1),))),
            ),
            _close(
                _frame("loop", _four(37), Close(((3, 2),))),
                _frame("turned", _four(38), Close(((3, 2),))),
                height=260.0,
            ),
        ),
    ),
    RuleSection(
        "down-under.rules.title.end",
        "down-under.rules.end",
        (_close(_frame("special", SPECIAL_START.then(*SPECIAL), Close())),),
    ),
    RuleSection(
        "down-under.rules.title.variants",
        "down-under.rules.variants",
        (
            _close(
                _frame(
                    "entrances", TWO_PATHS_START.then(*TWO_PATHS[:4]), Close((), ((-1, -1), (1, 2)))
                ),
                _frame(
                    "entrance_on",
                    TWO_PATHS_START.then(*TWO_PATHS),
                    Close(((-1, 1),), ((-1, -1), (1, 2))),
                ),
                height=200.0,
            ),
        ),
    ),
    RuleSection(
        "down-under.rules.title.screen",
        "down-under.rules.screen",
        (
            _whole(
                _frame("hand", _three(10), Whole(counts=(RED, None), hints=True)),
            ),
        ),
    ),
)
