"""Camps and ships, on the borders of the regions they belong to, and the rangers in them.

An empty camp is a small tent on a pale disc, an empty ship a boat; rangers
are a token of their player's colour and shape with how many stand there.
Locations a tap may use now are ringed in light; those picked, in ink; and
rangers picked to go back to the plane show how many with a minus.
"""

from __future__ import annotations

from collections.abc import Mapping, Set

from pygames.games.australia import AustraliaState
from pygames.games.australia.geography import IS_SHIP, LOCATION_COUNT
from pygames.games.australia.kinds import EMPTY
from pygames.web.australia.layout import Plan
from pygames.web.australia.legend import LEGEND
from pygames.web.australia.map_drawing import LOCATION_POINTS
from pygames.web.australia.pieces import INK, PAPER, token
from pygames.web.canvas import Canvas

TARGET = "#fffbe0"
TARGET_RIM = "#d48a00"
PICKED = "#b0005a"


def site_radius(plan: Plan) -> float:
    """A location's radius on the canvas, in pixels."""
    return max(13 * plan.scale, 8.0)


def draw_sites(
    canvas: Canvas,
    plan: Plan,
    state: AustraliaState,
    *,
    targets: Set[int] = frozenset(),
    picked: Set[int] = frozenset(),
    taken: Mapping[int, int] | None = None,
    held: Mapping[int, tuple[int, int]] | None = None,
) -> None:
    """Every location, empty or with its rangers, and the marks of the selection.
    ``held``: locations drawn with another owner and count (as they stood before the
    rangers on their way there arrive)."""
    r = site_radius(plan)
    for location in range(LOCATION_COUNT):
        x, y = plan.point(*LOCATION_POINTS[location])
        if location in targets:
            canvas.circle(x, y, r * 1.55, fill=TARGET, stroke=TARGET_RIM, width=max(2.0, r * 0.25))
            LEGEND.at(canvas, "target", x, y, r * 1.55)
        owner, count = (held or {}).get(location, (state.owner[location], state.count[location]))
        if owner == EMPTY:
            _empty(canvas, x, y, r, IS_SHIP[location])
            LEGEND.at(canvas, "ship" if IS_SHIP[location] else "camp", x, y, r)
        else:
            if IS_SHIP[location]:
                _boat(canvas, x, y + r * 0.55, r * 1.25)
            token(canvas, x, y, r, owner, count)
            LEGEND.at(canvas, "rangers_on_ship" if IS_SHIP[location] else "rangers", x, y, r)
        if location in picked:
            canvas.circle(x, y, r * 1.45, stroke=PICKED, width=max(2.5, r * 0.3))
        back = (taken or {}).get(location)
        if back:
            bx, by = x + r * 1.1, y - r * 1.1
            canvas.circle(bx, by, max(r * 0.75, 8.0), fill=PICKED, stroke="#ffffff", width=1.2)
            canvas.text(
                bx, by, f"\u2212{back}", size=max(r * 0.8, 11.0), color="#ffffff", bold=True
            )


def _empty(canvas: Canvas, x: float, y: float, r: float, ship: bool) -> None:
    if ship:
        canvas.circle(x, y, r * 0.95, fill=PAPER, stroke="#2f6f8c", width=max(1.0, r * 0.12))
        _boat(canvas, x, y + r * 0.1, r * 0.75)
        return
    canvas.circle(x, y, r * 0.95, fill=PAPER, stroke=INK, width=max(1.0, r * 0.12))
    tent = [(x - r * 0.6, y + r * 0.45), (x, y - r * 0.55), (x + r * 0.6, y + r * 0.45)]
    canvas.polygon(tent, fill="#c9a36b", stroke=INK, width=max(0.8, r * 0.08))


def _boat(canvas: Canvas, x: float, y: float, size: float) -> None:
    hull = [
        (x - size, y - size * 0.15),
        (x + size, y - size * 0.15),
        (x + size * 0.6, y + size * 0.35),
        (x - size * 0.6, y + size * 0.35),
    ]
    canvas.polygon(hull, fill="#35566b", stroke="#1d3342", width=max(0.8, size * 0.08))
