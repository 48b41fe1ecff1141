"""Outback's "How to play": the goal, a turn, taking animals, scoring, the end, the
variants and this screen, each shown on the table as ``render`` draws it.

Every figure is a position of one real game (``GAME``, two players, seed 452): its first
turn is the rulebook's first example played with these dice (three koalas and a joker
kept, a lizard and a joker rolled again, a koala into row 4 and a lizard into row 2), and
easy computers played the rest, which holds the rulebook's other examples: a herd that
scores, a bonus tile, a marker reaching the orange track, a blocked hex and a final score
of 10. An Outback Plus game (``PLUS_GAME``) shows the shared bonus tiles. Rings point at
what a caption speaks of.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.core import Say
from pygames.games.outback import OutbackState
from pygames.games.outback.components import JEEP_SIZE
from pygames.games.outback.landscape import parse_hex_name
from pygames.web.canvas import Box, Canvas
from pygames.web.match import HUMAN
from pygames.web.outback import render
from pygames.web.outback.layout import TALL_SIZE, Table, plan
from pygames.web.outback.seat import HexGrid
from pygames.web.outback.strip import jeep_slot
from pygames.web.rules import Frame, Position, RuleFigure, RuleSection

#: Two players; Player 2 starts (the automatic roll-off) and plays the first turn by hand.
GAME = (
    "roll keep koala*3 joker", "stop", "koala 4c", "lizard 2a",
    "roll keep koala*2 platypus", "roll keep koala*2 platypus", "koala 2a", "platypus 2b",
    "roll keep kangaroo*2 joker", "roll keep kangaroo*3 joker*2", "kangaroo 5a",
    "roll keep lizard*2 joker*2", "roll keep emu lizard*2 joker*2", "emu 2c", "lizard 3a",
    "roll keep koala*2 platypus joker", "roll keep platypus*2 joker", "platypus 4a",
    "lizard 2b", "roll keep platypus joker", "roll keep platypus*2 joker", "platypus 3b",
    "stop", "emu 6a", "roll keep platypus*2 joker", "roll keep platypus*4 joker",
    "platypus 3c", "platypus 3d", "roll keep joker", "roll keep joker*2", "koala 3c",
    "platypus 3a", "roll keep kangaroo*3", "roll keep kangaroo*3", "block 5a",
    "roll keep platypus lizard joker*2", "stop", "platypus 4b", "lizard 2c",
    "roll keep kangaroo*2", "roll keep kangaroo*3 joker", "kangaroo 5b",
    "roll keep kangaroo lizard*2 joker", "roll keep kangaroo*2 lizard*2 joker", "kangaroo 3b",
    "lizard 3d", "stop", "emu 4a", "roll keep kangaroo*2 joker", "roll keep kangaroo*2 joker",
    "kangaroo 5b", "roll keep platypus*3", "stop", "platypus 4b", "roll keep kangaroo*2 joker",
    "roll keep kangaroo*2 joker", "block 5c", "roll", "roll keep platypus joker", "block 4c",
    "roll keep lizard*2", "roll keep lizard*3 joker", "block 5d", "stop", "lizard 5c",
)  # fmt: skip
START = Position("outback", seed=452)
PLAYER_1, PLAYER_2 = 0, 1


def played(moves: int) -> Position:
    """The position after the first ``moves`` actions of ``GAME``."""
    return START.then(*GAME[:moves])


#: What a figure's rings are drawn in: a colour no animal, player or hint has.
RING = "#ff3d9a"
RING_CASING = "rgba(43,37,32,0.75)"


@dataclass(frozen=True, slots=True)
class Board:
    """The table as the game draws it, with ``player``'s landscape large (as it stays for
    the person at the screen), and rings round the hexes and parts a caption speaks of;
    ``hints`` shows the marks the player to act gets."""

    player: int
    hexes: tuple[str, ...] = ()
    parts: tuple[str, ...] = ()
    hints: bool = False

    def __call__(self, canvas: Canvas, state: OutbackState) -> None:
        seats = tuple(HUMAN if seat == self.player else "easy" for seat in range(state.players))
        render.draw(canvas, state, interactive=self.hints, seats=seats)
        table = plan(canvas.width, canvas.height, state.players, self.player, state.is_plus)
        width = max(2.0, table.scale * 3.0)
        grid = HexGrid.fit(state.layout, table.active.landscape)
        for name in self.hexes:
            hex_ = state.layout.hex_at(*parse_hex_name(name))
            assert hex_ is not None, name
            x, y = grid.centres[hex_]
            for colour, line in ((RING_CASING, width * 2), (RING, width)):
                canvas.circle(x, y, grid.r * 0.95, stroke=colour, width=line)
        for part in self.parts:
            box = _part(part, table, grid).inset(-width)
            for colour, line in ((RING_CASING, width * 2), (RING, width)):
                canvas.polygon(box.corners(), stroke=colour, width=line)


def _part(part: str, table: Table, grid: HexGrid) -> Box:
    """Where a part of the table is drawn: the jeep, the counter, the dice, the row
    numbers, or the large seat's track, owned bonus tiles, or the Plus tiles."""
    seat = table.active
    if part == "jeep":  # as strip.draw_jeep draws it: five places and the bonnet
        x, y, half = jeep_slot(table.top, 0)
        slot = half * 2
        return Box(x - slot * 0.5, y - slot * 0.4, slot * (JEEP_SIZE + 0.9), slot * 1.1)
    if part == "counter":  # the rolls made, or the penalty tile once the game is over
        top = table.top
        return Box(top.right - top.h * 2.4, top.y + top.h * 0.15, top.h * 2.3, top.h * 0.7)
    if part == "rows":
        ys = [y for _, y, _ in grid.labels]
        x = grid.labels[0][0]
        return Box(
            x - grid.r * 0.45,
            min(ys) - grid.r * 0.6,
            grid.r * 0.9,
            max(ys) - min(ys) + grid.r * 1.2,
        )
    boxes = {"dice": table.dice, "track": seat.track, "owned": seat.owned, "common": table.common}
    box = boxes[part]
    assert box is not None, part
    return box


def _frame(caption: str, position: Position, board: Board) -> Frame:
    return Frame(Say(f"outback.figure.{caption}"), position, board)


def _figure(*frames: Frame) -> RuleFigure:
    """A figure of the table as a phone shows it, at the width of a narrow column."""
    width = 300.0
    return RuleFigure(frames, width=width, height=round(width * TALL_SIZE[1] / TALL_SIZE[0]))


#: An Outback Plus game with penalty tile B, between two easy computers (seed 8).
PLUS_GAME = (
    "roll keep kangaroo*2 platypus lizard joker", "stop", "kangaroo 2a", "platypus 2b",
    "lizard 3a", "roll keep emu*2 joker", "roll keep emu*3 joker", "emu 5a",
    "roll keep koala joker", "roll keep koala joker*2", "koala 3b",
    "roll keep koala*3 lizard joker", "roll keep koala*3 lizard joker*2", "koala 5b",
    "lizard 2a", "roll keep koala*3 joker", "roll keep koala*4 joker", "koala 6a",
    "roll keep kangaroo*2 joker*2", "roll keep kangaroo*2 joker*2", "kangaroo 5c",
    "roll keep emu joker", "roll keep emu joker*2", "emu 3c", "roll keep platypus*2 joker*3",
    "roll keep platypus*2 joker*3", "platypus 6a", "roll keep kangaroo*2 joker",
    "roll keep kangaroo*3 joker*3", "kangaroo 6b", "roll keep lizard*2 joker",
    "roll keep lizard*3 joker", "lizard 4a", "done", "roll keep platypus*4",
    "roll keep platypus*4", "platypus 5a", "roll keep emu*2 koala*2 joker", "stop", "emu 3a",
    "koala 4b", "roll keep kangaroo*2 joker", "roll keep kangaroo*2 joker*3", "kangaroo 7a",
    "roll keep joker*2", "roll keep lizard joker*3", "lizard 4c", "roll keep lizard*2 joker*2",
    "roll keep lizard*2 joker*3", "lizard 5b", "roll keep platypus*2 joker",
    "roll keep emu platypus*3 joker", "emu 4d", "done", "roll keep platypus*3",
    "roll keep platypus*3 joker", "platypus 5c", "roll keep platypus", "roll keep platypus*3",
    "platypus 3b", "done", "roll keep emu*2 joker", "roll keep emu*2 joker", "emu 4c",
    "roll keep kangaroo koala*4 joker", "roll keep koala*4 joker*2", "koala 7a",
    "roll keep lizard*2", "roll keep lizard*3", "lizard 4a", "roll keep joker",
    "roll keep kangaroo joker", "kangaroo 3c", "done", "stop", "koala 4b",
    "roll keep lizard joker", "roll keep lizard joker", "emu 2b", "roll keep lizard*2 joker",
    "roll keep lizard*2 joker*3", "kangaroo 4d", "roll keep koala*2",
    "roll keep koala*3 joker", "block 6b",
)  # fmt: skip
PLUS_START = Position("outback", seed=8, options=(("variant", "plus"), ("penalty", "B")))

SECTIONS = (
    RuleSection(
        "outback.rules.title.goal",
        "outback.rules.goal",
        (_figure(_frame("goal", played(65), Board(PLAYER_2, parts=("track",)))),),
    ),
    RuleSection(
        "outback.rules.title.turn",
        "outback.rules.turn",
        (
            _figure(
                _frame("first_roll", played(0), Board(PLAYER_2, parts=("dice",))),
                _frame("kept", played(1), Board(PLAYER_2, parts=("dice", "counter"))),
                _frame("koala", played(3), Board(PLAYER_2, hexes=("4c",), parts=("rows",))),
                _frame("refilled", played(4), Board(PLAYER_2, hexes=("2a",), parts=("jeep",))),
            ),
        ),
    ),
    RuleSection(
        "outback.rules.title.take",
        "outback.rules.take",
        (
            _figure(
                _frame("no_room", played(34), Board(PLAYER_1, parts=("dice", "rows"))),
                _frame("blocked", played(35), Board(PLAYER_1, hexes=("5a",))),
            ),
        ),
    ),
    RuleSection(
        "outback.rules.title.score",
        "outback.rules.score",
        (
            _figure(
                _frame("herd_before", played(26), Board(PLAYER_1, hexes=("2b", "3b"))),
                _frame("herd_first", played(27), Board(PLAYER_1, hexes=("3c",))),
                _frame("herd_scored", played(28), Board(PLAYER_1, parts=("track", "owned"))),
            ),
        ),
    ),
    RuleSection(
        "outback.rules.title.end",
        "outback.rules.end",
        (
            _figure(
                _frame("full", played(64), Board(PLAYER_2, parts=("track",))),
                _frame("final", played(65), Board(PLAYER_2, parts=("track", "owned"))),
            ),
        ),
    ),
    RuleSection(
        "outback.rules.title.variants",
        "outback.rules.variants",
        (
            _figure(
                _frame(
                    "plus",
                    PLUS_START.then(*PLUS_GAME[:44]),
                    Board(PLAYER_1, parts=("common", "owned")),
                ),
                _frame(
                    "penalty",
                    PLUS_START.then(*PLUS_GAME),
                    Board(PLAYER_1, hexes=("6b",), parts=("counter",)),
                ),
            ),
        ),
    ),
    RuleSection(
        "outback.rules.title.screen",
        "outback.rules.screen",
        (
            _figure(
                _frame("rolling", played(0), Board(PLAYER_2, parts=("dice",), hints=True)),
                _frame("fits", played(2), Board(PLAYER_2, hints=True)),
            ),
        ),
    ),
)
