"""Draw a Down Under table: the area as it emerges, the cards, where each path goes on.

A pure function of the state and the UI's choices, after python-chess's
``chess.svg.board``: it draws on a canvas facade and returns hit regions
for every cell a tap could mean, so input handling never needs to know
pixels. ``layout`` fits the view to the cards, ``area`` shades and fences
the playing area, ``pieces`` draws the cards (``animals`` their animals),
``paths`` marks open and closed ends, ``hand`` draws the strip beside the
table (the mover's hand to pick from, everyone's counts). What is lit up
follows the input's selection (``selection``): the cells the picked card
may go to, the cards that fit the cell tapped, the card previewed in place.
"""

from __future__ import annotations

import math

from pygames.games.down_under import DownUnderAction, DownUnderState, Phase, Place, Turn
from pygames.games.down_under.chains import path_owners
from pygames.games.down_under.grid import Cell, cell_at, coordinates, facing, port_cell
from pygames.web.canvas import Canvas
from pygames.web.down_under.animation import Scene, scene
from pygames.web.down_under.area import TABLE, draw_area
from pygames.web.down_under.hand import draw_strip
from pygames.web.down_under.layout import Layout, fit, plan, steady_view
from pygames.web.down_under.legend import LEGEND
from pygames.web.down_under.paths import draw_ends
from pygames.web.down_under.pieces import CASING, PATH_COLOURS, Owners, draw_cards, draw_moving
from pygames.web.down_under.selection import Pick, as_pick, lit_cells
from pygames.web.hits import Hit
from pygames.web.motion import AT_REST

#: The outline round the cards of the last turn, and round the cell picked or previewed.
LAST_TURN = "#d6247f"
PICKED = "#2b2520"
#: The turning arrow's arc, in radians on screen (it ends pointing down at the right).
_TURN_ARC = [math.radians(-200 + 20 * step) for step in range(11)]
#: Where the turning arrow goes on a curve turning round NE, SE, SW or NW, from the centre.
_FREE_CORNERS = ((0.27, -0.27), (-0.27, -0.27), (-0.27, 0.27), (0.27, 0.27))
#: A cell's hit circle as a fraction of its side: through its corners, so cells leave no gaps.
CELL_REACH = 0.71


def draw(
    canvas: Canvas,
    state: DownUnderState,
    *,
    selected: object = None,
    interactive: bool = False,
    preview: DownUnderAction | None = None,
    progress: float = AT_REST,
) -> list[Hit]:
    """Draw ``state``; return a hit region for every cell and hand card a tap could mean.

    ``selected`` is the input's selection (``selection.Pick``: a card picked,
    a cell tapped, an action previewed); ``preview`` (or the selection's) is a
    legal action drawn as if played (the card in place, the paths as they
    would run), with its cell outlined. With ``interactive`` False (posters,
    someone else's turn) no hints are drawn and nothing can be tapped.
    ``progress`` is how far the last action's motion has come (``animation``).
    """
    interactive = interactive and not state.is_over()
    if canvas.width < 8 or canvas.height < 8:  # a page still being laid out
        canvas.clear(TABLE)
        return []
    pick = as_pick(selected if interactive else None)
    preview = preview if preview is not None else pick.preview
    layout = table_layout(state, canvas.width, canvas.height)
    motion = scene(state, layout, canvas.width, canvas.height, progress)
    if preview is not None:
        motion = None
    # Only the card in motion moves: the table under it (its cell as it was until the card
    # is at rest), the strip it comes from and the marks over it are still.
    owners = canvas.still(
        lambda table: _draw_table(table, state, layout, preview, motion), key=motion is None
    )
    strip = plan(canvas.width, canvas.height).strip
    card_hits = canvas.still(lambda hand: draw_strip(hand, state, strip, pick, interactive))
    if motion is not None:
        draw_moving(canvas, layout, motion.moving, owners)
    if not interactive:
        return []
    return canvas.still(lambda marks: _draw_marks(marks, state, layout, pick, preview)) + card_hits


def _draw_table(
    canvas: Canvas,
    state: DownUnderState,
    layout: Layout,
    preview: DownUnderAction | None,
    motion: Scene | None,
) -> Owners:
    """The table with the cards on it (as if ``preview`` were played; with the cell of
    the card in ``motion`` as it was); return who owns each path."""
    shown = state
    if preview is not None:
        shown = state.apply(preview)  # type: ignore[assignment]  # a DownUnderState
    canvas.clear(TABLE)
    seen = plan(canvas.width, canvas.height).table
    LEGEND.box(canvas, "table", seen)
    draw_area(canvas, layout, shown.table, seen)
    cells = shown.table.cells
    if motion is not None:
        held = {cell: square for cell, square in motion.held.items() if square is not None}
        cells = {cell: sq for cell, sq in cells.items() if cell not in motion.held} | held
    owners = path_owners(shown.table.cells)
    draw_cards(canvas, layout, cells, owners)
    draw_ends(canvas, layout, shown)
    for cell in _last_turn(state):
        _outline(canvas, layout, cell, LAST_TURN, 0.05)
        LEGEND.at(canvas, "last_turn", *layout.point(*coordinates(cell)), layout.size * 0.56)
    return owners


def _draw_marks(
    canvas: Canvas,
    state: DownUnderState,
    layout: Layout,
    pick: Pick,
    preview: DownUnderAction | None,
) -> list[Hit]:
    """Over everything, for the person to move: the hints (or the outline of the card
    previewed) and the picked cell; return a hit region for every cell a tap could mean."""
    if preview is None:
        _draw_hints(canvas, layout, state, lit_cells(state, pick), pick.card is None)
    else:
        _outline(canvas, layout, preview.cell, PICKED, 0.06)
    if pick.cell is not None and preview is None:
        _outline(canvas, layout, cell_at(*pick.cell), PICKED, 0.06)
    reach = layout.size * CELL_REACH
    places = [coordinates(cell) for cell in sorted(_tappable(state))]
    return [Hit(("cell", place), *layout.point(*place), reach) for place in places]


def table_layout(state: DownUnderState, width: float, height: float) -> Layout:
    """Where the table goes on a canvas of that size (the strip takes the rest): the same
    whatever is previewed (``layout.steady_view``), so nothing moves under the pointer."""
    box = plan(width, height).table
    return fit(box.w, box.h, steady_view(state), box.x, box.y)


def _tappable(state: DownUnderState) -> set[Cell]:
    """The cells a tap could mean: every card, every cell a legal action lays a card into,
    and every cell an open end of the player to move points into (a tap there may
    only earn a reason why not, but it means something)."""
    cells = set(state.table.cells)
    cells |= {action.cell for action in state.moves}
    for colour in state.colours:
        cells |= {port_cell(facing(end)) for end in state.table.open_ends(colour)}
    return cells


def _last_turn(state: DownUnderState) -> list[Cell]:
    """The cells of the last move: its action, and those before it in the same turn (a card
    that made paths meet, the billabong laid there, the card laid after it)."""
    cells: list[Cell] = []
    here = state
    while isinstance(here.parent, DownUnderState):
        action = here.last_action
        assert isinstance(action, Place | Turn), action
        cells.append(action.cell)
        if here.parent.phase == Phase.PLAY:
            break
        here = here.parent
    return cells


def _draw_hints(
    canvas: Canvas, layout: Layout, state: DownUnderState, lit: set[tuple[int, int]], turns: bool
) -> None:
    """In the mover's colour: a dot where a card may be laid (only the ``lit`` cells), a
    turning arrow on a curve that may be turned (in a corner its two arcs leave free)."""
    hints = {action.cell: action for action in state.moves}
    for cell, action in sorted(hints.items()):
        colour = PATH_COLOURS[state.moves[action]]
        if isinstance(action, Place):
            if coordinates(cell) not in lit:
                continue
            x, y = layout.point(*coordinates(cell))
            canvas.circle(x, y, layout.size * 0.12, fill=colour, stroke=CASING, width=1.5)
            LEGEND.at(canvas, "place_here", x, y, layout.size * 0.25)
            continue
        if not turns:
            continue
        # The corner clockwise from the one the curve's own arc turns around is free.
        cx, cy = coordinates(cell)
        du, dv = _FREE_CORNERS[state.table.cells[cell].rotation]
        x, y = layout.point(cx + du, cy + dv)
        r = layout.size * 0.11
        arc = [(x + r * math.cos(a), y + r * math.sin(a)) for a in _TURN_ARC]
        for stroke, width in ((CASING, 0.09), (colour, 0.05)):
            canvas.line(arc, stroke=stroke, width=layout.size * width)
        (tx, ty), head = arc[-1], layout.size * 0.07
        tip = [(tx - head, ty), (tx + head, ty), (tx, ty + head * 1.4)]
        canvas.polygon(tip, fill=colour, stroke=CASING, width=1.0)
        LEGEND.at(canvas, "turn_here", x, y, layout.size * 0.17)


def _outline(canvas: Canvas, layout: Layout, cell: Cell, colour: str, width: float) -> None:
    x, y = coordinates(cell)
    square = layout.square(x, y, 0.5 - width / 2)
    canvas.polygon(square, stroke=colour, width=layout.size * width)
