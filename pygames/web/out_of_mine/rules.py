"""Out of Mine!'s "How to play": sections drawn from real rounds (``pygames.web.rules``).

Every figure is a record the engine replays. Most are the guided first game's round
(``lesson``: one player, no clock, so every change is a tenth after the last and the
record plays the same each time), drawn as the board draws it on a phone, with rings and
numbers on what the caption speaks of; the worked examples step through it crystal by
crystal. The galleries of the rulebook's scoring examples were pictures, now lost (its
tests use a made-up 5 x 4 gallery), so the examples are shown on real galleries making
the same points: a call with cells still empty (the rulebook's Tim), and elves and finds
counted on a full board (its Karsten and Annika). ``tests/test_out_of_mine_rules.py``
checks each caption's claim against the engine.
"""

from __future__ import annotations

from collections.abc import Callable

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Put
from pygames.games.out_of_mine.content import CARDS, LAYOUTS, Layout
from pygames.games.out_of_mine.scoring import RoundScore
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH, cells_of
from pygames.web.canvas import Box, Canvas
from pygames.web.out_of_mine import render
from pygames.web.out_of_mine.gallery import draw_tile, elves, ghost, rock_and_corridors
from pygames.web.out_of_mine.layout import TALL_SIZE, Plan, plan
from pygames.web.out_of_mine.lesson import LESSON
from pygames.web.out_of_mine.pen import BACKGROUND
from pygames.web.out_of_mine.selection import Piece
from pygames.web.rules import Frame, Position, RuleFigure, RuleSection

#: The rings and numbers a figure points with: bright on the dark rock and the cream card.
MARK = "#ff3d7f"
#: The lesson's round: side B of its board, then the clock's first tenth.
DEALT = Position(
    "out-of-mine", LESSON.moves[:2], players=1, seed=LESSON.seed, options=(("solo", "calm"),)
)
#: The lesson's crystals, each laid a tenth after the last: the worked example's frames.
LAID = tuple(DEALT.then(*LESSON.moves[2:end]) for end in range(3, 13, 2))
#: The first crystal down, the red L held unturned where it goes: one of its cells is rock.
HELD = "put RL a4 1"
#: The full gallery called: 10 points and 2 more.
CALLED = DEALT.then(*LESSON.moves[2:])
#: Called with the last white crystal still in the tray: 5 cells empty, 2 taken off.
CALLED_EARLY = LAID[3].then("+0.1s", "call")
#: A round with elves and finds (seed 7, side A), filled as the solver fills it and called:
#: the white elf's cell holds white; two crystals carry gold and one a rat, which the card
#: counts, and one a woodworm, which it does not.
ELVES_AND_FINDS = Position(
    "out-of-mine",
    (
        "side A",
        "+0.1s",
        *(
            step
            for put in (
                "put WL:r a1 2",
                "put RL f1 3f",
                "put B:g a2 1",
                "put GL:g c2 2",
                "put WP:w e4 0",
                "put Y f6 0",
            )
            for step in (put, "+0.1s")
        ),
        "call",
    ),
    players=1,
    seed=7,
    options=(("solo", "calm"), ("elves", True), ("finds", True)),
)

#: A phone's board, as the page draws it in a narrow column.
SCREEN = (360.0, 360.0 * TALL_SIZE[1] / TALL_SIZE[0])
#: A gallery alone: its cells, the room round it, and a line under it for the sum.
CELL = 34.0
ROOM = 8.0
SUM_LINE = 30.0
GALLERY = (2 * ROOM + WIDTH * CELL, 2 * ROOM + HEIGHT * CELL + SUM_LINE)

Mark = Callable[[Canvas, Plan, OutOfMineState], None]


def _screen(*marks: Mark) -> Callable[..., None]:
    """The board as a player sees it (in the reader's language), then ``marks`` over it."""

    def draw(canvas: Canvas, state: OutOfMineState, *, language: str = "en") -> None:
        render.draw(canvas, state, language=language)
        at = plan(canvas.width, canvas.height)
        for mark in marks:
            mark(canvas, at, state)

    return draw


def _ring(part: str, number: int | None = None) -> Mark:
    """A ring round one part of the board (``Plan``'s box of that name), numbered inside
    its top left corner if ``number`` is given (a button's ring has none: its words)."""

    def mark(canvas: Canvas, at: Plan, state: OutOfMineState) -> None:
        box = at.box(getattr(at, part)).inset(-3)
        canvas.polygon(box.corners(), stroke=MARK, width=3.0)
        if number is not None:
            _number(canvas, box.x + 14, box.y + 14, number)

    return mark


def _number(canvas: Canvas, x: float, y: float, number: int) -> None:
    canvas.circle(x, y, 11, fill=MARK, stroke="#ffffff", width=1.5)
    canvas.text(x, y, str(number), size=13, color="#ffffff", bold=True)


def _laid(canvas: Canvas, at: Plan, state: OutOfMineState) -> None:
    """A ring round each cell of the crystal laid last (each frame's record ends with it)."""
    put = state.last_action
    assert isinstance(put, Put)
    grid = at.grid()
    for column, row in _cells(put):
        box = Box(grid.x + column * grid.size, grid.y + row * grid.size, grid.size, grid.size)
        canvas.polygon(box.inset(1.5).corners(), stroke=MARK, width=3.0)


def _held(canvas: Canvas, at: Plan, state: OutOfMineState) -> None:
    """The red L held over the gallery where it does not fit, as the board shows a piece
    in hand: red, with a cross on the rock."""
    put = Put.parse(HELD)
    grid = at.grid()
    region = state.layout(0).region
    ghost(canvas, _cells(put), region, False, grid.x, grid.y, grid.size)


def _cells(put: Put) -> list[tuple[int, int]]:
    column, row = put.anchor % WIDTH, put.anchor // WIDTH
    return [(column + c, row + r) for c, r in Piece(put.kind, put.orientation).squares]


def _scored(*marks: Callable[[Canvas, Layout, OutOfMineState], None]) -> Callable[..., None]:
    """The last round's gallery as it was called (crystals with their finds, the elves),
    the sum of its points under it, then ``marks``."""

    def draw(canvas: Canvas, state: OutOfMineState) -> None:
        result = state.results[-1]
        layout = LAYOUTS[result.layouts[0]]
        canvas.clear(BACKGROUND)
        rock_and_corridors(canvas, layout, ROOM, ROOM, CELL)
        for tile in result.boards[0]:
            draw_tile(canvas, tile.kind, tile.orientation, tile.anchor, ROOM, ROOM, CELL, True)
        if state.options["elves"]:
            elves(canvas, layout, ROOM, ROOM, CELL)
        score = result.scores[0]
        canvas.text(
            GALLERY[0] / 2,
            GALLERY[1] - SUM_LINE / 2,
            f"{_sum(score)} = {score.total}",
            size=17,
            color="#ffffff",
            bold=True,
        )
        for mark in marks:
            mark(canvas, layout, state)

    return draw


def _sum(score: RoundScore) -> str:
    """The round's points as a sum a reader can follow: 10 less the empty cells, then
    each bonus and loss ("10 − 5 − 2"); the figures' rounds leave at most 10 cells empty."""
    (empty, _), *rest = score.parts
    start = f"10 − {empty.fields['count']}" if score.empty else "10"
    return " ".join([start, *(f"{'−' if points < 0 else '+'} {abs(points)}" for _, points in rest)])


def _empty_cells(canvas: Canvas, layout: Layout, state: OutOfMineState) -> None:
    """A numbered ring on each cell the called board left empty."""
    covered = 0
    for tile in state.results[-1].boards[0]:
        covered |= tile.mask
    for number, cell in enumerate(cells_of(layout.region & ~covered), start=1):
        x = ROOM + (cell % WIDTH + 0.5) * CELL
        y = ROOM + (cell // WIDTH + 0.5) * CELL
        canvas.circle(x, y, CELL * 0.36, stroke=MARK, width=3.0)
        canvas.text(x, y, str(number), size=13, color=MARK, bold=True)


def _served_elves(canvas: Canvas, layout: Layout, state: OutOfMineState) -> None:
    """A ring and +1 at each elf whose cell holds a crystal of its colour."""
    board = state.results[-1].boards[0]
    for watcher in layout.elves:
        if any(tile.mask >> watcher.cell & 1 and tile.colour == watcher.colour for tile in board):
            x = ROOM + (watcher.cell % WIDTH + 0.5) * CELL
            y = ROOM + (watcher.cell // WIDTH + 0.5) * CELL
            canvas.circle(x, y, CELL * 0.5, stroke=MARK, width=3.0)
            canvas.text(x + CELL * 0.6, y - CELL * 0.7, "+1", size=15, color=MARK, bold=True)


def _finds(canvas: Canvas, layout: Layout, state: OutOfMineState) -> None:
    """A ring round each crystal whose find the card counts (other finds score nothing)."""
    result = state.results[-1]
    card = CARDS[result.cards[0]]
    for tile in result.boards[0]:
        if tile.kind.find not in (card.good, card.bad):
            continue
        for cell in cells_of(tile.mask):
            box = Box(ROOM + cell % WIDTH * CELL, ROOM + cell // WIDTH * CELL, CELL, CELL)
            canvas.polygon(box.inset(1.5).corners(), stroke=MARK, width=3.0)


def _frame(key: str, position: Position, draw: Callable[..., None]) -> Frame:
    return Frame(Say(f"out-of-mine.rules.figure.{key}"), position, draw, worded=True)


def _figure(*frames: Frame) -> RuleFigure:
    return RuleFigure(frames, *SCREEN)


SECTIONS = (
    RuleSection(
        "out-of-mine.rules.goal.title",
        "out-of-mine.rules.goal",
        (_figure(_frame("goal", LAID[1], _screen(_ring("gallery", 1), _ring("card", 2)))),),
    ),
    RuleSection(
        "out-of-mine.rules.laying.title",
        "out-of-mine.rules.laying",
        (
            _figure(
                *(
                    _frame(key, position, _screen(_laid))
                    for key, position in zip(
                        ("drag", "turn", "flip", "corridor", "counts"), LAID, strict=True
                    )
                )
            ),
            _figure(_frame("rock", LAID[0].then("+0.1s"), _screen(_held))),
        ),
    ),
    RuleSection(
        "out-of-mine.rules.call.title",
        "out-of-mine.rules.call",
        (_figure(_frame("call", LAID[4].then("+0.1s"), _screen(_ring("call")))),),
    ),
    RuleSection(
        "out-of-mine.rules.scoring.title",
        "out-of-mine.rules.scoring",
        (
            RuleFigure(
                (
                    Frame(
                        Say("out-of-mine.rules.figure.early"), CALLED_EARLY, _scored(_empty_cells)
                    ),
                    Frame(Say("out-of-mine.rules.figure.full"), CALLED, _scored()),
                ),
                *GALLERY,
            ),
        ),
    ),
    RuleSection(
        "out-of-mine.rules.variants.title",
        "out-of-mine.rules.variants",
        (
            RuleFigure(
                (
                    Frame(
                        Say("out-of-mine.rules.figure.elves"),
                        ELVES_AND_FINDS,
                        _scored(_served_elves),
                    ),
                    Frame(Say("out-of-mine.rules.figure.finds"), ELVES_AND_FINDS, _scored(_finds)),
                ),
                *GALLERY,
            ),
        ),
    ),
    RuleSection(
        "out-of-mine.rules.first.title",
        "out-of-mine.rules.first",
        (_figure(_frame("no_clock", DEALT, _screen(_ring("header")))),),
    ),
)
