"""Draw an Offboard position: the hexagon, its 61 cells, the twelve targets and the marbles.

A pure function of the state and the UI's selection, after python-chess's
``chess.svg.board``: it draws on a canvas facade and returns hit regions for
every cell, so input handling never needs to know pixels. ``targets`` draws the
targets, ``pieces`` the marbles, ``marks`` the last move and the threats over them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from pygames.games.offboard import OffboardState, PlaceBack
from pygames.games.offboard.geometry import CELL_COUNT, CELL_NAMES
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit
from pygames.web.motion import AT_REST
from pygames.web.offboard.animation import Scene, scene
from pygames.web.offboard.layout import FRAME_LINE, SMALLEST_TEXT, Layout
from pygames.web.offboard.legend import LEGEND
from pygames.web.offboard.marks import draw_last_move, draw_threats, last_way
from pygames.web.offboard.pieces import marble
from pygames.web.offboard.selection import destinations, movable_tails
from pygames.web.offboard.targets import BOUNCE, LANDING, draw_targets, landing
from pygames.web.offboard.threats import push_off, pushes_off

#: A cell's hit circle as a fraction of the cell spacing: the hexagon's circumradius (1/√3).
CELL_REACH = 0.578
#: A hole's and a marble's radius on the board, in cell spacings.
HOLE_RADIUS = 0.42
MARBLE_RADIUS = 0.44
BACKGROUND = "#f4efe6"
BOARD = "#2f5d62"
BOARD_EDGE = "#1e3d40"
HOLE = "#264d51"
HOLE_RIM = "#3c7378"
MOVABLE = "rgba(255,255,255,0.55)"
SELECTED = "#ffffff"
DESTINATION = "#8ef0b0"
PUSH = LANDING


def draw(
    canvas: Canvas,
    state: OffboardState,
    *,
    selected: int | None = None,
    interactive: bool = True,
    coordinates: bool = False,
    threats: bool = False,
    progress: float = AT_REST,
) -> list[Hit]:
    """Draw ``state`` and return a hit region for every cell.

    ``selected`` is the tail marble the player picked; its legal moves are
    highlighted, and the target each push off drops its marble into. With
    ``interactive`` False (posters, the AI's turn) no move hints are drawn. With
    ``coordinates`` every cell carries its name, so the notation in the move log
    (``C4>NW``) can be read against the board; with ``threats`` every marble that
    can be pushed off on its opponent's next turn is marked. ``progress`` is how far
    the last move's motion has come (``animation``): the marbles in motion are drawn
    on their way, and the last move's arrow once they are at rest.
    """
    layout = Layout.fit(canvas.width, canvas.height)
    moving = scene(state, layout, progress)
    # Only the marbles rolling move: the board under them (with the places they roll
    # from or to left empty) and the marks, hints and names over them are still.
    lifted = None if moving is None else (moving.cells, moving.target, moving.returned)
    canvas.still(lambda board: _draw_board(board, layout, state, moving), key=lifted)
    if moving is not None:
        for rolling in moving.rolling:
            marble(canvas, *rolling.at, layout.spacing * rolling.radius, rolling.player)
    hints = interactive and not state.is_over()
    at_rest = moving is None
    marks = Marks(hints=hints, coordinates=coordinates, threats=threats and at_rest, last=at_rest)
    canvas.still(lambda over: _draw_over(over, layout, state, selected, marks), key=at_rest)
    return [
        # Circles through the corners of each hexagonal cell: together they cover the board.
        Hit(("cell", cell), *layout.cell(cell), layout.spacing * CELL_REACH)
        for cell in range(CELL_COUNT)
    ]


def _draw_board(canvas: Canvas, layout: Layout, state: OffboardState, moving: Scene | None) -> None:
    """The board, its targets and every marble at rest (not those ``moving``)."""
    canvas.clear(BACKGROUND)
    canvas.polygon(
        layout.corners(), fill=BOARD, stroke=BOARD_EDGE, width=layout.spacing * FRAME_LINE
    )
    draw_targets(canvas, layout, state, moving)
    for cell in range(CELL_COUNT):
        x, y = layout.cell(cell)
        canvas.circle(x, y, layout.spacing * HOLE_RADIUS, fill=HOLE, stroke=HOLE_RIM, width=1.5)
        owner = state.board[cell]
        if owner and (moving is None or cell not in moving.cells):
            marble(canvas, x, y, layout.spacing * MARBLE_RADIUS, owner - 1)
            LEGEND.at(canvas, "marble", x, y, layout.spacing * MARBLE_RADIUS)
        else:
            LEGEND.at(canvas, "hole", x, y, layout.spacing * CELL_REACH)


@dataclass(frozen=True, slots=True)
class Marks:
    """What is drawn over the marbles: the hints for the person to move, the cells' names,
    the marbles that can be pushed off and the last move (both at rest only)."""

    hints: bool
    coordinates: bool
    threats: bool
    last: bool


def _draw_over(
    canvas: Canvas, layout: Layout, state: OffboardState, selected: int | None, marks: Marks
) -> None:
    """Over the marbles, in this order: the last move, the threats, the hints, the names."""
    way = last_way(state, layout) if marks.last else None
    if way is not None:
        draw_last_move(canvas, layout, way)
    if marks.threats:
        draw_threats(canvas, layout, pushes_off(state))
    if marks.hints:
        _draw_hints(canvas, layout, state, selected)
    if marks.coordinates:
        _draw_coordinates(canvas, layout, state)


#: A cell's name on an empty hole, and on a marble.
NAME_ON_HOLE = "#d3e4e2"
NAME_ON_MARBLE = "#1d2426"


def _draw_coordinates(canvas: Canvas, layout: Layout, state: OffboardState) -> None:
    size = max(SMALLEST_TEXT, layout.spacing * 0.28)
    for cell in range(CELL_COUNT):
        x, y = layout.cell(cell)
        colour = NAME_ON_MARBLE if state.board[cell] else NAME_ON_HOLE
        canvas.text(x, y, CELL_NAMES[cell], size=size, color=colour, bold=True)


def _draw_hints(canvas: Canvas, layout: Layout, state: OffboardState, selected: int | None) -> None:
    r = layout.spacing * MARBLE_RADIUS
    if state.returned != -1:
        _draw_dots(
            canvas, layout, (a.cell for a in state.legal_actions() if isinstance(a, PlaceBack))
        )
        return
    if selected is None:
        for tail in movable_tails(state):
            canvas.circle(*layout.cell(tail), r + 1.5, stroke=MOVABLE, width=2)
        return
    sx, sy = layout.cell(selected)
    canvas.circle(sx, sy, r + 2.5, stroke=SELECTED, width=3.5)
    for cell, move in destinations(state, selected).items():
        x, y = layout.cell(cell)
        if state.board[cell]:
            colour = PUSH
            canvas.circle(x, y, r + 2.5, stroke=PUSH, width=4)
            pushed = push_off(state, move)
            if pushed is not None:  # where the marble pushed off drops, or bounces back
                full = state.targets[pushed.target] != -1
                landing(canvas, layout, pushed.target, full=full)
                if full:
                    end = layout.waiting(pushed.target)
                    LEGEND.at(canvas, "bounce", *end, layout.spacing * 0.34)
                else:
                    end = layout.in_target(pushed.target)
                stroke = BOUNCE if full else PUSH
                canvas.line([layout.cell(pushed.marble), end], stroke=stroke, width=2)
        else:
            colour = DESTINATION
            canvas.circle(x, y, layout.spacing * 0.17, fill=DESTINATION)
            LEGEND.at(canvas, "destination", x, y, layout.spacing * 0.3)
        canvas.line([(sx, sy), (x, y)], stroke=colour, width=2)


def _draw_dots(canvas: Canvas, layout: Layout, cells: Iterable[int]) -> None:
    for cell in cells:
        canvas.circle(*layout.cell(cell), layout.spacing * 0.15, fill=DESTINATION)
        LEGEND.at(canvas, "destination", *layout.cell(cell), layout.spacing * 0.3)
