"""The land and the sea: region fills, borders, and what each region holds at its label
(the industrialization tile, the conservation marker, the windmill, the planes, placed
by ``spots``).

Borders are drawn once each, by kind, from the engine's polygons of named points:
a border between two territories is drawn strong, one between regions of a
territory fine, the coast in the sea's darker blue, and the lines between seas
faint. Lit regions (the one tapped, the regions of a location picked, the
plane's region while a card is picked) are drawn brighter with a strong rim.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from pygames.games.australia import AustraliaState, TileState
from pygames.games.australia.actions import NOWHERE
from pygames.games.australia.components import WINDMILL_TILES
from pygames.games.australia.geography import REGION_COUNT, REGIONS, WATER
from pygames.games.australia.words import region as region_name
from pygames.web.australia.layout import Plan, region_outline
from pygames.web.australia.legend import LEGEND, Kind
from pygames.web.australia.map_drawing import LABEL_POINTS, OUTLINES, POINTS
from pygames.web.australia.pieces import INK, REGION_FILLS, leaf, plane, tile, windmill
from pygames.web.australia.spots import (
    badge_size,
    mill_region,
    plane_points,
    plane_radius,
    windmill_point,
)
from pygames.web.canvas import Canvas
from pygames.web.text import Text

SEA = REGION_FILLS[0]
LIT_RIM = "#fff7c2"
TERRITORY_LINE = "#4a3826"
REGION_LINE = "#7d6b57"
COAST = "#2f6f8c"
SEA_LINE = "#7fb6d0"
#: Over the regions not lit while some are.
SHADE = "rgba(43,37,32,0.28)"
#: The paper of a region's name label.
LABEL = "#fffdf6"


def _edges() -> dict[str, list[tuple[str, str]]]:
    """Every border segment once, by kind: territory, region, coast, sea."""
    sides: dict[frozenset[str], list[int]] = {}
    for index, region in enumerate(REGIONS):
        names = OUTLINES[region.code].split()
        for a, b in zip(names, names[1:] + names[:1], strict=True):
            sides.setdefault(frozenset((a, b)), []).append(index)
    kinds: dict[str, list[tuple[str, str]]] = {
        "territory": [],
        "region": [],
        "coast": [],
        "sea": [],
    }
    for edge, regions in sides.items():
        a, b = sorted(edge)
        if len(regions) < 2:
            continue  # the frame
        first, second = (REGIONS[r] for r in regions[:2])
        if first.is_water and second.is_water:
            kinds["sea"].append((a, b))
        elif first.is_water or second.is_water:
            kinds["coast"].append((a, b))
        elif first.territory != second.territory:
            kinds["territory"].append((a, b))
        else:
            kinds["region"].append((a, b))
    return kinds


EDGES = _edges()
assert WATER == ""  # the territory of the seas, as ``is_water`` reads it


def draw_terrain(canvas: Canvas, plan: Plan, lit: Iterable[int], named: Iterable[int] = ()) -> None:
    """The regions in their colours, lit ones brighter (and the rest of the map a shade
    darker), those ``named`` by the focus brighter too, and every border."""
    lit, named = set(lit), set(named)
    for region in range(REGION_COUNT):
        points = region_outline(plan, region)
        canvas.polygon(points, fill=REGION_FILLS[REGIONS[region].colour])
        # Round its label, where its tile and marker stand: what the region is.
        x, y = plan.point(*LABEL_POINTS[region])
        shown: Kind = "sea" if REGIONS[region].is_water else "land"
        LEGEND.at(canvas, shown, x, y, badge_size(plan) * 3.2)
    s = plan.scale
    styles = (
        ("sea", SEA_LINE, 1.0),
        ("region", REGION_LINE, 1.2),
        ("coast", COAST, 1.8),
        ("territory", TERRITORY_LINE, 2.6),
    )
    for kind, colour, width in styles:
        for a, b in EDGES[kind]:
            canvas.line(
                [plan.point(*POINTS[a]), plan.point(*POINTS[b])],
                stroke=colour,
                width=max(width * s * 1.6, width * 0.7),
            )
    if lit:  # the rest of the map a shade darker: on a phone a lit region's rim alone was
        # not seen, and a newcomer could not tell which region a tap had chosen
        for region in range(REGION_COUNT):
            if region not in lit:
                canvas.polygon(region_outline(plan, region), fill=SHADE)
    for region in sorted(lit | named):
        points = region_outline(plan, region)
        canvas.polygon(points, fill="rgba(255,255,255,0.28)", stroke=LIT_RIM, width=max(3.0, 5 * s))
        canvas.polygon(points, stroke=INK, width=max(2.0, 2.4 * s))


def draw_holdings(
    canvas: Canvas,
    plan: Plan,
    state: AustraliaState,
    turned: int,
    *,
    turn: float = 1.0,
    mill: tuple[int, int] | None = None,
) -> None:
    """At each region's label: its tile and conservation marker while they stand, and the
    windmill where it is. ``turned``: a region whose tile was just turned face up (ringed),
    or NOWHERE; ``turn``: how far it has turned over yet (0 face down, 1 face up).
    ``mill``: where the windmill stands and its value, if not yet where the state has it
    (it follows a turned windmill tile once the tile is face up)."""
    size = badge_size(plan)
    for region in range(REGION_COUNT):
        x, y = plan.point(*LABEL_POINTS[region])
        face = state.tile_state[region]
        standing = [face != TileState.SCORED, state.conservation[region]]
        width = size * (sum(standing) + 0.3 * (sum(standing) - 1))
        left = x - width / 2 + size / 2
        if face != TileState.SCORED:
            value = state.tiles[region] if face == TileState.FACE_UP else None
            squeeze = 1.0
            if region == turned and turn < 1.0:  # a card turned over: narrow, then wide again
                squeeze = max(abs(math.cos(math.pi * turn)), 0.05)
                value = value if turn >= 0.5 else None
            tile(canvas, left, y, size, value, value in WINDMILL_TILES, squeeze=squeeze)
            shows: Kind = "factory_down" if value is None else "factory"
            if value in WINDMILL_TILES:  # its small windmill stands above its right corner
                LEGEND.at(canvas, "windmill_tile", left + size * 0.2, y - size * 0.1, size * 0.9)
            else:
                LEGEND.at(canvas, shows, left, y, size * 0.6)
            if region == turned:
                canvas.circle(left, y, size * 0.9, stroke="#ffffff", width=max(2.0, size * 0.12))
            left += size * 1.3
        if state.conservation[region]:
            leaf(canvas, left, y, size * 0.45)
            LEGEND.at(canvas, "leaf", left, y, size * 0.55)
    where, value = mill or (state.windmill, state.windmill_value)
    if state.full_game and where != NOWHERE:
        x, y = windmill_point(plan, where)
        windmill(canvas, x, y, size * 0.8, value)
        LEGEND.at(canvas, "windmill", x, y, size * 0.9)


def draw_planes(canvas: Canvas, plan: Plan, state: AustraliaState, flying: int | None) -> None:
    """The planes on the map (not the one ``flying``), over everything else there."""
    for player, (x, y) in plane_points(plan, state.planes, mill_region(state)).items():
        if player != flying:
            plane(canvas, x, y, plane_radius(plan), player)
            LEGEND.at(canvas, "plane", x, y, plane_radius(plan))


def draw_names(
    canvas: Canvas,
    plan: Plan,
    regions: Iterable[int],
    text: Text,
    clear_of: tuple[float, float, float] | None = None,
) -> None:
    """Each region's name on a label above its tile (and above the focus ring round it),
    in the reader's language, moved off the circle ``clear_of`` (x, y, radius: the camp
    in focus, which a label over it hid)."""
    size = max(12.0, 15 * plan.scale)
    for region in sorted(regions):
        named = region_name(region)
        name = named if isinstance(named, str) else text.say(named)
        half_w, half_h = len(name) * size * 0.33 + 6, size * 0.75
        x, y = plan.point(*LABEL_POINTS[region])
        y -= badge_size(plan) * 1.3 + half_h  # above the tile and the ring round it
        x = min(max(x, half_w + 2), canvas.width - half_w - 2)  # whole on the canvas
        if clear_of is not None:
            cx, cy, r = clear_of
            if abs(x - cx) < half_w + r and abs(y - cy) < half_h + r:  # over it: go by
                y = cy - r - half_h if y <= cy and cy - r - half_h * 2 > 0 else cy + r + half_h
        box = [(x - half_w, y - half_h), (x + half_w, y - half_h)]
        box += [(x + half_w, y + half_h), (x - half_w, y + half_h)]
        canvas.polygon(box, fill=LABEL, stroke=INK, width=1.5)
        canvas.text(x, y, name, size=size, color=INK, bold=True)
