"""Each path at a glance: which grey stretches it has taken over, where it goes on, where it stops.

Which path each neutral segment belongs to is the engine's
``chains.path_owners`` (``pieces`` draws those with a core of the path's
colour). ``draw_ends`` marks every open end of a path with an
arrow in its colour just past the edge it leaves by, pointing into the cell
where it may go on; a path that will never move again gets a bar across
each of its open ends instead, so a finished path looks closed everywhere
(its end cards close it with their own stops).
"""

from __future__ import annotations

from pygames.games.down_under import DownUnderState
from pygames.games.down_under.grid import (
    Port,
    coordinates,
    port_cell,
    port_direction,
)
from pygames.web.canvas import Canvas, Point
from pygames.web.down_under.layout import Layout
from pygames.web.down_under.legend import LEGEND
from pygames.web.down_under.pieces import CASING, PATH_COLOURS, STOP

#: The arrow at an open end: how far past the edge it starts, reaches and spreads.
ARROW_FROM, ARROW_TO, ARROW_HALF = 0.04, 0.3, 0.15
#: The way out of a cell through each edge N, E, S, W, in table coordinates (north up).
_OUTWARD = ((0, 1), (1, 0), (0, -1), (-1, 0))


def draw_ends(canvas: Canvas, layout: Layout, state: DownUnderState) -> None:
    """An arrow at every open end of a path that may still move, a bar at those of the rest."""
    for colour in range(len(state.hands)):
        path = state.table.network.path(colour)
        if path is None:
            continue
        done = state.is_done(colour)
        for port in path.ports:
            if done:
                bar = [_beyond(layout, port, 0.06, side) for side in (-ARROW_HALF, ARROW_HALF)]
                canvas.line(bar, stroke=STOP, width=layout.size * 0.08)
                LEGEND.at(canvas, "closed_end", *_beyond(layout, port, 0.06, 0), layout.size * 0.2)
                continue
            arrow = [
                _beyond(layout, port, ARROW_FROM, -ARROW_HALF),
                _beyond(layout, port, ARROW_TO, 0.0),
                _beyond(layout, port, ARROW_FROM, ARROW_HALF),
            ]
            width = max(1.0, layout.size * 0.03)
            canvas.polygon(arrow, fill=PATH_COLOURS[colour], stroke=CASING, width=width)
            LEGEND.at(canvas, "open_end", *_beyond(layout, port, 0.17, 0), layout.size * 0.2)


def _beyond(layout: Layout, port: Port, out: float, side: float) -> Point:
    """The point ``out`` cells past the midpoint of a port's edge and ``side`` cells along it."""
    x, y = coordinates(port_cell(port))
    du, dv = _OUTWARD[port_direction(port)]
    return layout.point(x + du * (0.5 + out) + dv * side, y + dv * (0.5 + out) - du * side)
