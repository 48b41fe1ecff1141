"""What Offboard draws over its marbles to tell the story of the game: the last move and
the marbles that can be pushed off.

- The last move stays on the board until the next one: a ring on the cell its line
  left and an arrow along the way its marbles went, over them, to where the farthest
  one ended (a cell, or the target a marble was pushed into), white on a dark casing
  so it reads on both players' marbles and on the board (a marble pushed off goes into
  its target, even one it bounced back from). A marble put back comes from beside its
  target. Removing a bounced marble moves nothing: the push before it stays.
- A marble that can be pushed off on its opponent's next turn (``threats``) carries a
  small arrowhead pointing where it would go, in the colour of the target it would drop
  into.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.games.offboard import Move, OffboardState, PlaceBack, RemoveReturned
from pygames.games.offboard.geometry import COORDS, DIRECTION_STEPS, TARGET_VALUES
from pygames.web.canvas import Canvas, Point
from pygames.web.offboard.layout import Layout
from pygames.web.offboard.legend import LEGEND
from pygames.web.offboard.targets import POCKET, VALUE_COLOURS
from pygames.web.offboard.threats import PushOff

LAST_MOVE = "#ffffff"
CASING = "rgba(8,20,22,0.8)"


@dataclass(frozen=True, slots=True)
class Way:
    """The last move as drawn: the cell its line left (None: a marble put back), and the
    way its marbles went, from ``start`` to where the farthest ended."""

    left: int | None
    start: Point
    end: Point


def last_way(state: OffboardState, layout: Layout) -> Way | None:
    """The way the last move on the board went (None: no move yet, or a pass)."""
    after = state
    while isinstance(after.last_action, RemoveReturned) and isinstance(after.parent, OffboardState):
        after = after.parent
    action, before = after.last_action, after.parent
    if not isinstance(before, OffboardState):
        return None
    if isinstance(action, PlaceBack):
        return Way(None, layout.waiting(before.returned), layout.cell(action.cell))
    if not isinstance(action, Move):
        return None
    train = before.train(action.tail, action.direction)
    if train.opponents and train.after == -1:  # the last marble pushed went off, into here
        end = layout.in_target(before.exit_target(action))
    else:
        end = layout.cell(train.after if train.opponents else train.beyond)
    return Way(action.tail, layout.cell(action.tail), end)


def draw_last_move(canvas: Canvas, layout: Layout, way: Way) -> None:
    """The ring on the cell the last move left and the arrow along its way."""
    s = layout.spacing
    if way.left is not None:
        x, y = layout.cell(way.left)
        canvas.circle(x, y, s * 0.27, stroke=CASING, width=s * 0.14)
        canvas.circle(x, y, s * 0.27, stroke=LAST_MOVE, width=s * 0.07)
        LEGEND.at(canvas, "last_move", x, y, s * 0.34)
    arrow(canvas, way.start, way.end, s * 0.09, LAST_MOVE, CASING)


def arrow(canvas: Canvas, start: Point, end: Point, width: float, colour: str, casing: str) -> None:
    """A straight arrow from ``start`` to its tip at ``end``, on a casing that sets it off
    from whatever lies under it."""
    length = math.dist(start, end)
    if length < 1e-6:
        return
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    head = width * 3.2
    base = (end[0] - ux * head, end[1] - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    tip = [end, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    canvas.line([start, base], stroke=casing, width=width * 2)
    canvas.polygon(tip, fill=casing, stroke=casing, width=width)
    canvas.line([start, base], stroke=colour, width=width)
    canvas.polygon(tip, fill=colour)


def draw_threats(canvas: Canvas, layout: Layout, threats: tuple[PushOff, ...]) -> None:
    """A small arrowhead on each marble that can be pushed off, pointing where it would go,
    in the colour of the target it would drop into."""
    s = layout.spacing
    for threat in threats:
        x, y = layout.cell(threat.marble)
        row, diagonal = COORDS[threat.marble]
        dr, dd = DIRECTION_STEPS[threat.direction]
        bx, by = layout.point(row + dr, diagonal + dd)
        ux, uy = (bx - x) / s, (by - y) / s  # a cell spacing apart: a unit vector
        tip = (x + ux * s * 0.84, y + uy * s * 0.84)
        middle = (x + ux * s * 0.47, y + uy * s * 0.47)
        wing = (-uy * s * 0.15, ux * s * 0.15)
        head = [tip, (middle[0] + wing[0], middle[1] + wing[1])]
        head.append((middle[0] - wing[0], middle[1] - wing[1]))
        colour = VALUE_COLOURS[TARGET_VALUES[threat.target]]
        canvas.polygon(head, fill=colour, stroke=POCKET, width=max(1.0, s * 0.03))
        LEGEND.at(canvas, "threat", x + ux * s * 0.62, y + uy * s * 0.62, s * 0.2)
