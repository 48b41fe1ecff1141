"""Offboard's moves in motion (``BoardUI.motion``): the moved line and the marbles it
pushes slide one cell along their line; a marble pushed off slides over the edge and
drops into its target (or to the edge of a full one, where it waits); a marble put back
rolls in from there.

``motion`` says how long the last action's motion lasts; ``scene`` where the marbles
in motion are at a progress from 0 to 1, worked out from the position before
(``state.parent``); ``render`` draws the position after with those marbles lifted out
and drawn on their way.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.offboard import Move, OffboardState, PlaceBack
from pygames.games.offboard.geometry import COORDS, DIRECTION_STEPS, NEIGHBOUR
from pygames.web.canvas import Point
from pygames.web.motion import AT_REST, ease
from pygames.web.offboard.layout import Layout

#: Seconds: a line sliding one cell, a pushed-off marble dropping into its target.
SLIDE = 0.35
DROP = 0.2

#: A marble's radius on the board and in a target, in cell spacings.
ON_BOARD = 0.44
IN_TARGET = 0.36


def motion(state: OffboardState) -> float:
    """How long the last action's motion lasts, in seconds (0: nothing moves)."""
    action, before = state.last_action, state.parent
    if not isinstance(before, OffboardState):
        return 0.0
    if isinstance(action, Move):
        return SLIDE + (DROP if before.exit_target(action) != -1 else 0.0)
    if isinstance(action, PlaceBack):
        return SLIDE
    return 0.0


@dataclass(frozen=True, slots=True)
class Rolling:
    """A marble of ``player`` on its way: ``at`` where it is now (pixels), ``radius`` its
    size there in cell spacings (it shrinks as it drops into a target)."""

    player: int
    at: Point
    radius: float


@dataclass(frozen=True, slots=True)
class Scene:
    """What moves at some progress: the marbles rolling, the cells and target whose marble
    in the position after is one of them (so drawn only as it rolls), and whether the
    returned marble is one of them."""

    rolling: tuple[Rolling, ...]
    cells: frozenset[int]
    target: int = -1
    returned: bool = False


def scene(state: OffboardState, layout: Layout, progress: float) -> Scene | None:
    """The last action in motion at ``progress`` (None: at rest)."""
    action, before = state.last_action, state.parent
    if progress >= AT_REST or not isinstance(before, OffboardState):
        return None
    length = motion(state)
    seconds = progress * length
    if isinstance(action, PlaceBack):
        start = layout.waiting(before.returned)
        end = layout.point(*COORDS[action.cell])
        rolled = _between(start, end, ease(progress))
        return Scene((Rolling(before.to_move, rolled, ON_BOARD),), frozenset({action.cell}))
    if not isinstance(action, Move):
        return None
    slid = ease(min(1.0, seconds / SLIDE))
    step = NEIGHBOUR[action.direction]
    rolling, cells, cell = [], set(), action.tail
    while cell != -1 and before.board[cell]:
        player, after = before.board[cell] - 1, step[cell]
        start = layout.point(*COORDS[cell])
        if after != -1:
            rolling.append(
                Rolling(player, _between(start, layout.point(*COORDS[after]), slid), ON_BOARD)
            )
            cells.add(after)
            cell = after
            continue
        dr, dd = DIRECTION_STEPS[action.direction]
        row, diagonal = COORDS[cell]
        edge = layout.point(row + dr, diagonal + dd)
        target = before.exit_target(action)
        returned = state.returned != -1
        end = layout.waiting(target) if returned else layout.in_target(target)
        if seconds < SLIDE:
            rolling.append(Rolling(player, _between(start, edge, slid), ON_BOARD))
        else:
            dropped = ease(min(1.0, (seconds - SLIDE) / DROP))
            size = ON_BOARD + (IN_TARGET - ON_BOARD) * dropped
            rolling.append(Rolling(player, _between(edge, end, dropped), size))
        return Scene(tuple(rolling), frozenset(cells), -1 if returned else target, returned)
    return Scene(tuple(rolling), frozenset(cells))


def _between(start: Point, end: Point, travelled: float) -> Point:
    return start[0] + (end[0] - start[0]) * travelled, start[1] + (end[1] - start[1]) * travelled
