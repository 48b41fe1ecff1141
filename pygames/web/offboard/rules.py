"""Offboard's "How to play": the goal, a turn, pushing, where a pushed marble lands, the
end and this screen, each shown on the board as ``render`` draws it.

Every figure is a real game: the opening, a corner push played out by hand, and a whole
game between two easy computers (``EASY_GAME``) whose scoring pushes, bounced marble and
winning push are the worked examples. Rings point at what a caption speaks of, so a
caption never names a cell by coordinates the board does not show.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core import Say
from pygames.games.offboard import OffboardState
from pygames.games.offboard.geometry import CELL_BY_NAME
from pygames.web.canvas import Canvas
from pygames.web.offboard import render
from pygames.web.offboard.layout import BADGE_RADIUS, Layout
from pygames.web.rules import Frame, Position, RuleFigure, RuleSection

OPENING = Position("offboard")
#: A corner push, played by hand: Red builds a line of three on the long diagonal, pushes
#: Yellow's two, then pushes the last one straight off the top corner (Yellow's own moves
#: stay out of the way).
CORNER = (
    "B2>NE", "H4>SW", "B3>W", "G3>SW", "B2>NE", "F2>SW", "C3>NE", "E1>E",
    "D4>NE", "I6>W", "E5>NE",
)  # fmt: skip
#: A whole game between two easy computers (seed 5): Red wins 6-0.
EASY_GAME = (
    "B1>NE", "G7>SW", "A3>NW", "I8>SW", "D3>E", "I7>SW", "A4>NW", "H5>SE", "C4>NW", "F6>W",
    "C2>E", "H4>E", "B4>NW", "G6>SW", "B6>W", "I6>SW", "C3>NE", "H5>SW", "D1>SE", "H4>E",
    "B5>NW", "E2>SE", "D4>W", "D1>NE", "D3>E", "E2>E", "D4>W", "F6>SE", "A2>NE", "F5>E",
    "C4>NE", "H9>W", "E6>NE", "H9>SE", "C1>E", "E4>W", "C2>NW", "F2>E", "D5>NW", "I5>E",
    "F5>NW", "I5>E", "D2>SE", "G4>SW", "G5>W", "H4>NE", "D1>SE", "H8>W", "H4>SE", "G9>SE",
    "C1>E", "I5>SE", "B3>NW", "F3>W", "D3>NW", "I7>SE", "E3>NW", "H6>SW", "F7>SW", "E4>NW",
    "G3>SE", "I6>SE", "D3>W", "F2>SW", "E6>W", "H6>SW", "C1>NW", "G7>SW", "B2>NW", "F2>NE",
    "D1>NE", "F4>SW", "C1>NW", "I6>E", "C3>E", "H7>SW", "H4>SE", "G3>NE", "D1>NE", "I6>SE",
    "F4>NW", "@E7", "C5>NE", "G6>W", "G3>SE", "H6>SW", "E4>W", "I7>SE", "E1>E", "F4>NW",
    "@D7", "E5>NE", "E3>E", "E7>W", "F3>SE", "G4>E", "E2>E", "F6>NW", "D6>NW", "G6>E",
    "G9>SW", "D2>E", "F6>SW", "G8>SW", "F8>SE", "G7>SE", "C7>W", "H7>SW", "D5>W", "G5>E",
    "C6>NW", "F9>W", "B4>E", "D7>SW", "E6>SE", "F8>SW", "E3>E", "G7>SW", "E4>SE", "B6>NE",
    "C5>E",
)  # fmt: skip


def played(record: tuple[str, ...], moves: int) -> Position:
    """The position after the first ``moves`` moves of ``record``."""
    return OPENING.then(*record[:moves])


#: What a figure's rings are drawn in: a colour neither player, nor a target, nor a hint has.
RING = "#ff3d9a"
RING_CASING = "rgba(8,20,22,0.8)"


@dataclass(frozen=True, slots=True)
class Board:
    """The board as the game draws it, with rings round the cells and targets a caption
    speaks of; ``picked`` shows the hints for that marble as the person's turn does."""

    cells: tuple[str, ...] = ()
    targets: tuple[int, ...] = ()
    picked: str | None = None
    threats: bool = False

    def __call__(self, canvas: Canvas, state: OffboardState) -> None:
        picked = None if self.picked is None else CELL_BY_NAME[self.picked]
        render.draw(
            canvas, state, selected=picked, interactive=picked is not None, threats=self.threats
        )
        layout = Layout.fit(canvas.width, canvas.height)
        width = max(2.0, layout.spacing * 0.1)
        for name in self.cells:
            x, y = layout.cell(CELL_BY_NAME[name])
            for colour, line in ((RING_CASING, width * 2), (RING, width)):
                canvas.circle(x, y, layout.spacing * 0.58, stroke=colour, width=line)
        for target in self.targets:
            x, y = layout.badge(target)
            for colour, line in ((RING_CASING, width * 2), (RING, width)):
                canvas.polygon(layout.pocket(target), stroke=colour, width=line)
                canvas.circle(x, y, layout.spacing * BADGE_RADIUS, stroke=colour, width=line)


def _frame(caption: str, position: Position, board: Board = Board()) -> Frame:
    return Frame(Say(f"offboard.figure.{caption}"), position, board)


def _figure(*frames: Frame) -> RuleFigure:
    return RuleFigure(frames, width=300.0, height=300.0)


#: Targets by their value and place round the board (counted clockwise from the bottom
#: edge's right half, as ``geometry.TARGET_VALUES``).
BOTTOM_ONE, LOWER_LEFT_THREE, UPPER_LEFT_THREE, TOP_TWO, LOWER_RIGHT_TWO = 0, 2, 5, 7, 10

SECTIONS = (
    RuleSection(
        "offboard.rules.title.goal",
        "offboard.rules.goal",
        (_figure(_frame("start", OPENING, Board(targets=(LOWER_LEFT_THREE, BOTTOM_ONE)))),),
    ),
    RuleSection(
        "offboard.rules.title.turn",
        "offboard.rules.turn",
        (
            _figure(
                _frame("one", OPENING.then("C3>NE"), Board(cells=("D4",))),
                _frame("reply", OPENING.then("C3>NE", "G7>SW"), Board(cells=("F6",))),
                _frame("line", OPENING.then("C3>NE", "G7>SW", "A2>NE"), Board(("B3", "C4", "D5"))),
            ),
        ),
    ),
    RuleSection(
        "offboard.rules.title.push",
        "offboard.rules.push",
        (
            _figure(
                _frame("three_meet_two", played(CORNER, 8), Board(("G7", "H8"))),
                _frame("three_push_two", played(CORNER, 9), Board(("H8", "I9"))),
                _frame("corner", played(CORNER, 11), Board(targets=(TOP_TWO,))),
            ),
        ),
    ),
    RuleSection(
        "offboard.rules.title.landing",
        "offboard.rules.landing",
        (
            _figure(
                _frame("preview", played(EASY_GAME, 56), Board(picked="E3")),
                _frame("scored", played(EASY_GAME, 57), Board(targets=(UPPER_LEFT_THREE,))),
            ),
            _figure(
                _frame("full", played(EASY_GAME, 80), Board(picked="F4")),
                _frame("bounced", played(EASY_GAME, 81), Board(targets=(UPPER_LEFT_THREE,))),
                _frame("put_back", played(EASY_GAME, 82), Board(cells=("E7",))),
            ),
        ),
    ),
    RuleSection(
        "offboard.rules.title.end",
        "offboard.rules.end",
        (
            _figure(
                _frame("four", played(EASY_GAME, 120), Board(picked="C5")),
                _frame("six", played(EASY_GAME, 121), Board(targets=(LOWER_RIGHT_TWO,))),
            ),
        ),
    ),
    RuleSection(
        "offboard.rules.title.screen",
        "offboard.rules.screen",
        (
            _figure(
                _frame("picked", played(EASY_GAME, 12), Board(picked="B4")),
                _frame("threats", played(EASY_GAME, 72), Board(("C1", "I6"), threats=True)),
            ),
        ),
    ),
)
