"""Where the marks of a region go round its label: its tile and marker at the label, the
windmill and the planes there, each clear of the camps and ships, which answer taps.

On a phone the map is drawn at a third of its size while the marks stay large enough to
read, so the first place tried for a mark (the planes under the tile, the windmill up
and to the right of it) can lie on a camp: a plane under a ship marker could not be seen,
a windmill on a camp hid it. Each mark takes the first of its places that is clear,
inside the map, or else the clearest; the windmill first (it moves seldom), then the
planes round it. Pure geometry of the plan, so the motion (a plane flying to where it
will stand) and the drawing agree.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from functools import lru_cache

from pygames.games.australia import AustraliaState
from pygames.games.australia.actions import NOWHERE
from pygames.web.australia.layout import Plan
from pygames.web.australia.map_drawing import LABEL_POINTS, LOCATION_POINTS
from pygames.web.australia.sites import site_radius

Point = tuple[float, float]
#: A mark as the circle it covers: (x, y, radius).
Circle = tuple[float, float, float]

#: Where a plane is tried when the row under the tile has no room for it: how far from the
#: label (in tile sizes), and at which angles (degrees, 0 pointing right, counted clockwise
#: as the screen's y grows downwards): under the tile, then beside and above it.
PLANE_REACH = (1.05, 1.6, 2.2, 2.8)
PLANE_ANGLES = (90, 55, 125, 20, 160, -90, -55, -125, -20, -160, 0, 180)
#: Where the windmill is tried, the same way: first up and to the right of the tile.
MILL_REACH = (1.9, 2.4, 3.0, 3.6)
MILL_ANGLES = (-40, -60, -20, -80, 0, -100, 20, -120, 40, -140, 60, 180, 100, 140)


def mill_region(state: AustraliaState) -> int:
    """The region the windmill stands in, or NOWHERE (the simple game has none)."""
    return state.windmill if state.full_game else NOWHERE


def badge_size(plan: Plan) -> float:
    """The side of a tile on the map, in pixels (never too small to read)."""
    return max(30 * plan.scale, 15.0)


def plane_radius(plan: Plan) -> float:
    """The circle a plane on the map covers, in pixels."""
    return badge_size(plan) * 0.5


def windmill_marks(plan: Plan, x: float, y: float) -> tuple[Circle, Circle]:
    """The windmill drawn at (x, y) as two circles: its sails and, below, its value."""
    size = badge_size(plan) * 0.8
    value = max(size * 0.42, 8.0)
    return (x, y, size), (x, y + size + value * 0.9, value)


@lru_cache(maxsize=8)  # a plan per canvas size: a few, while a page is resized
def location_marks(plan: Plan) -> tuple[Circle, ...]:
    """Every camp and ship as drawn, with room for the rangers' shapes and a ship's hull."""
    r = site_radius(plan) * 1.3
    return tuple((*plan.point(*point), r) for point in LOCATION_POINTS)


def label_marks(plan: Plan, region: int) -> tuple[Circle, ...]:
    """A region's tile and conservation marker at its label."""
    x, y = plan.point(*LABEL_POINTS[region])
    size = badge_size(plan)
    return (x - size * 0.65, y, size * 0.62), (x + size * 0.65, y, size * 0.5)


def region_marks(plan: Plan, state: AustraliaState, region: int) -> tuple[Circle, ...]:
    """What is drawn for ``region`` at its label: its tile and marker, the planes there and
    the windmill when it stands there (each may reach over the region's border)."""
    marks = list(label_marks(plan, region))
    mill = mill_region(state)
    if region == mill:
        marks += windmill_marks(plan, *windmill_point(plan, region))
    radius = plane_radius(plan)
    for player, (x, y) in plane_points(plan, state.planes, mill).items():
        if state.planes[player] == region:
            marks.append((x, y, radius))
    return tuple(marks)


@lru_cache(maxsize=64)
def windmill_point(plan: Plan, region: int) -> Point:
    """Where the windmill stands in ``region``: near its tile, clear of the tile and of the
    camps and ships."""
    places = _round(plan, region, MILL_REACH, MILL_ANGLES)
    marks = [windmill_marks(plan, px, py) for px, py in places]
    return places[_clearest(marks, location_marks(plan) + label_marks(plan, region), plan)]


@lru_cache(maxsize=32)
def plane_points(plan: Plan, planes: tuple[int, ...], mill: int = NOWHERE) -> dict[int, Point]:
    """Where each player's plane stands on the map (the planes in ``planes``' regions):
    near their region's tile, first in a row under it, else round it, each clear of the
    camps and ships, of the windmill when it stands in region ``mill``, and of the planes
    placed before it."""
    radius = plane_radius(plan)
    points: dict[int, Point] = {}
    for player, region in enumerate(planes):
        if region == NOWHERE:
            continue
        avoid = [*location_marks(plan), *label_marks(plan, region)]
        if region == mill:
            avoid += windmill_marks(plan, *windmill_point(plan, region))
        avoid += [(x, y, radius) for other, (x, y) in points.items() if planes[other] == region]
        x, y = plan.point(*LABEL_POINTS[region])
        size = badge_size(plan)
        row = [(x + k * size * 1.1, y + size * 1.05) for k in (0, 1, -1, 2, -2)]
        places = row + _round(plan, region, PLANE_REACH, PLANE_ANGLES)
        marks = [[(x, y, radius)] for x, y in places]
        points[player] = places[_clearest(marks, avoid, plan)]
    return points


def _round(
    plan: Plan, region: int, reaches: Sequence[float], angles: Sequence[float]
) -> list[Point]:
    """Places round a region's label: at each of ``reaches`` (in tile sizes), each of
    ``angles`` (degrees clockwise from pointing right, y growing downwards)."""
    x, y = plan.point(*LABEL_POINTS[region])
    size = badge_size(plan)
    return [
        (x + reach * size * math.cos(angle), y + reach * size * math.sin(angle))
        for reach in reaches
        for angle in map(math.radians, angles)
    ]


def _clearest(choices: Sequence[Sequence[Circle]], avoid: Sequence[Circle], plan: Plan) -> int:
    """The first of ``choices`` (each a mark's circles) clear of ``avoid`` and inside the
    map, or else the one nearest to being so."""
    best, best_room = 0, -math.inf
    for index, circles in enumerate(choices):
        room = _clearance(circles, avoid, plan)
        if room >= 0:
            return index
        if room > best_room:
            best, best_room = index, room
    return best


def _clearance(marks: Iterable[Circle], avoid: Sequence[Circle], plan: Plan) -> float:
    """How far the nearest of ``marks`` is from touching one of ``avoid`` or leaving the
    map (negative: they overlap)."""
    frame = plan.map_box
    room = math.inf
    for x, y, r in marks:
        edges = (x - frame.x, frame.right - x, y - frame.y, frame.bottom - y)
        room = min(room, min(edges) - r)
        for ax, ay, ar in avoid:
            room = min(room, math.hypot(x - ax, y - ay) - r - ar)
    return room
