"""A plain-text picture of a position, for logs, debugging and test failures.

Each cell is three characters wide and three lines high, north up. The
characters on the middle of its four sides say what touches that edge:

- a capital (``R`` ``B`` ``Y`` ``G``): that colour's own segment;
- a small letter: a neutral segment that has become part of that colour's path;
- ``.``: a neutral segment on nobody's path yet; blank: nothing.

The centre says what card lies there: ``+`` a straight, ``/`` or ``\\`` a curve
(its two arcs hug the corners the stroke points to), ``-`` or ``|`` the line
of an end cell, ``O`` a billabong; an empty cell shows ``·`` while a straight
or curve may still go there, and nothing once it lies outside the area.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.games.down_under.actions import Phase
from pygames.games.down_under.area import describe
from pygames.games.down_under.cards import KIND_NAMES, NEUTRAL, Kind, Square, count
from pygames.games.down_under.chains import path_owners
from pygames.games.down_under.grid import (
    Cell,
    cell_at,
    cell_name,
    coordinates,
    facing,
    port_cell,
)

if TYPE_CHECKING:
    from pygames.games.down_under.rules import DownUnderState

#: Row, column of each edge's character inside a cell's 3x3 block.
_EDGE_SPOTS = ((0, 1), (1, 2), (2, 1), (1, 0))


def picture(state: DownUnderState) -> str:
    """Draw the position: a header, one line per colour, then the table.

    >>> from pygames import get_game
    >>> state = get_game("down-under").new_game(seed=1)
    >>> print(picture(state.apply(state.parse_action("curve 0,0 NE"))))
    Down Under, 2 players, 5x7 playing area; Blue to lay a first card
    Red: 1 segment, goes on into 0,1 and 1,0; holds 7 straights, 8 curves, 2 ends
    Blue: no card down yet; holds 7 straights, 9 curves, 2 ends
       -1  0  1
    <BLANKLINE>
     1  ·  ·  ·
    <BLANKLINE>
           R
     0  · ./R ·
           .
    <BLANKLINE>
    -1  ·  ·  ·
    """
    lines = [_headline(state)]
    lines += [_colour_line(state, colour) for colour in range(len(state.hands))]
    lines += _grid(state)
    return "\n".join(lines).rstrip()


def _headline(state: DownUnderState) -> str:
    table = state.table
    head = f"Down Under, {state.players} players, {describe(table.box, table.limit)}"
    if state.current_player is None:
        winners = " and ".join(state.player_name(p) for p in state.winners())
        return f"{head}; over, won by {winners}"
    name = state.player_name(state.player)
    doing = {
        Phase.POND: "to lay a billabong",
        Phase.BONUS: "to lay a card after the billabong",
    }.get(state.phase, "to lay a first card" if state.round_one else "to move")
    return f"{head}; {name} {doing}"


def _colour_line(state: DownUnderState, colour: int) -> str:
    hand = state.hands[colour]
    held = ", ".join(
        _count(count(hand, kind), KIND_NAMES[kind])
        for kind in (Kind.STRAIGHT, Kind.CURVE, Kind.END)
    )
    path = state.table.network.path(colour)
    if path is None:
        where = "no card down yet"
    else:
        targets = sorted({cell_name(port_cell(facing(end))) for end in path.ports})
        where = _count(path.length, "segment")
        if targets:
            where += ", goes on into " + " and ".join(targets)
        else:
            where += ", a closed loop" if path.is_loop else ", capped at both ends"
    if state.finished[colour]:
        where += ", finished"
    return f"{state.colour_name(colour)}: {where}; holds {held}"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def _grid(state: DownUnderState) -> list[str]:
    cells = state.table.cells
    if not cells:
        return ["(no card down yet)"]
    xs = [coordinates(c)[0] for c in cells]
    ys = [coordinates(c)[1] for c in cells]
    columns = range(min(xs) - 1, max(xs) + 2)
    rows = range(max(ys) + 1, min(ys) - 2, -1)
    owners = path_owners(cells)
    lines = ["   " + "".join(f"{x:^3}" for x in columns).rstrip()]
    for y in rows:
        blocks = [_block(state, cell_at(x, y), owners) for x in columns]
        for line in range(3):
            label = f"{y:>2} " if line == 1 else "   "
            lines.append((label + "".join(block[line] for block in blocks)).rstrip())
    return lines


def _block(state: DownUnderState, cell: Cell, owners: dict[tuple[Cell, int], int]) -> list[str]:
    """The 3x3 characters of one cell."""
    grid = [[" "] * 3 for _ in range(3)]
    square = state.table.cells.get(cell)
    if square is None:
        grid[1][1] = "·" if state.table.fits(cell) else " "
        return ["".join(row) for row in grid]
    grid[1][1] = _centre(square)
    for index, segment in enumerate(square.segments):
        owner = owners.get((cell, index), NEUTRAL)
        if segment.colour != NEUTRAL:
            mark = state.colour_name(segment.colour)[0]
        elif owner != NEUTRAL:
            mark = state.colour_name(owner)[0].lower()
        else:
            mark = "."
        for edge in segment.edges:
            row, column = _EDGE_SPOTS[edge]
            grid[row][column] = mark
    return ["".join(row) for row in grid]


def _centre(square: Square) -> str:
    if square.kind == Kind.STRAIGHT:
        return "+"
    if square.kind == Kind.CURVE:
        return "/" if square.rotation in (0, 2) else "\\"
    if square.kind == Kind.END:
        return "-" if square.segments[0].edges[0] in (0, 2) else "|"
    return "O"
