"""Down Under's actions in motion (``BoardUI.motion``): a laid card slides in from the
hand strip to its cell, turning a quarter into its rotation as it comes; a turned curve
turns its quarter in place; a billabong grows out of the cell where the paths met.

``motion`` says how long the last action's motion lasts; ``scene`` what moves at a
progress from 0 to 1, worked out from the table before (``state.parent``); ``render``
draws the table after with the moving card lifted out (its cell as it was) and drawn on
its way, over the others.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from pygames.games.down_under import DownUnderState, Place, Turn
from pygames.games.down_under.cards import Kind, Square
from pygames.games.down_under.grid import Cell, coordinates
from pygames.web.down_under.layout import Layout, plan
from pygames.web.motion import AT_REST, ease

#: Seconds: a card laid from the hand, a curve turned, a billabong appearing.
LAY = 0.45
TURN = 0.35
POND = 0.35


def motion(state: DownUnderState) -> float:
    """How long the last action's motion lasts, in seconds (0: nothing moves)."""
    action = state.last_action
    if not isinstance(state.parent, DownUnderState):
        return 0.0
    if isinstance(action, Turn):
        return TURN
    if isinstance(action, Place):
        return POND if action.kind == Kind.BILLABONG else LAY
    return 0.0


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a card in motion is drawn: its centre (pixels), how far it is turned
    clockwise from where it rests (radians), and its size against a cell's."""

    x: float
    y: float
    angle: float = 0.0
    scale: float = 1.0


@dataclass(frozen=True, slots=True)
class Scene:
    """The table in motion: ``held`` cells drawn as they were (None: empty), and the
    ``moving`` card (its cell, what is drawn, where)."""

    held: Mapping[Cell, Square | None]
    moving: tuple[Cell, Square, Pose]


def scene(
    state: DownUnderState, layout: Layout, width: float, height: float, progress: float
) -> Scene | None:
    """The last action in motion at ``progress`` on a ``width`` x ``height`` canvas whose
    table is laid out as ``layout`` (None: at rest)."""
    action, before = state.last_action, state.parent
    if progress >= AT_REST or not isinstance(before, DownUnderState):
        return None
    if not isinstance(action, Place | Turn):
        return None
    cell = action.cell
    x, y = layout.point(*coordinates(cell))
    square, was = state.table.cells[cell], before.table.cells.get(cell)
    t = ease(progress)
    if isinstance(action, Turn):
        quarter = (square.rotation - was.rotation) % 4 if was else 1
        back = -math.pi / 2 if quarter == 1 else math.pi / 2
        return Scene({cell: None}, (cell, square, Pose(x, y, back * (1 - t))))
    if action.kind == Kind.BILLABONG:
        return Scene({cell: None}, (cell, square, Pose(x, y, scale=0.25 + 0.75 * t)))
    laid = square
    if was is not None:  # a second end: only its own stub comes from the hand
        laid = Square(square.kind, square.segments[len(was.segments) :])
    strip = plan(width, height).strip
    sx, sy = strip.cx, strip.cy
    pose = Pose(sx + (x - sx) * t, sy + (y - sy) * t, -math.pi / 2 * (1 - t), 0.8 + 0.2 * t)
    return Scene({cell: was}, (cell, laid, pose))
