"""Offboard's twelve targets, the gutters round the board that score 1, 2 or 3.

A target's look is its own: cool colours no player has (a 2 framed yellow and a 3
framed orange read as Yellow's and Red's), lighter as they are worth less, and its
value written large enough to read on a phone. The marbles lying in them are drawn
here, and the marble bounced off a full one waiting for its owner beside it. ``landing``
marks the target a push previewed on the board drops its marble into, or bounces off.
"""

from __future__ import annotations

from pygames.games.offboard import OffboardState
from pygames.games.offboard.geometry import TARGET_COUNT, TARGET_VALUES
from pygames.web.canvas import Canvas
from pygames.web.offboard.animation import Scene
from pygames.web.offboard.layout import BADGE_RADIUS, SMALLEST_TEXT, Layout
from pygames.web.offboard.legend import LEGEND, Kind
from pygames.web.offboard.pieces import marble

POCKET = "#1b3437"
#: Each value's colour: silver, sky, lavender (the players are red and yellow).
VALUE_COLOURS = {1: "#c5d3d6", 2: "#7cc4e6", 3: "#b99bf0"}
VALUE_INK = "#1d2426"
WAITING_RING = "#ffffff"
#: The mark on a target a previewed push drops its marble into (the push's own colour),
#: and on a full one it bounces off (the waiting marble's ring).
LANDING = "#ff9f43"
BOUNCE = WAITING_RING
#: Each value's kind of mark.
TARGET_KINDS: dict[int, Kind] = {1: "target_1", 2: "target_2", 3: "target_3"}


def draw_targets(
    canvas: Canvas, layout: Layout, state: OffboardState, moving: Scene | None
) -> None:
    """Every target with its value and the marble lying in it, and a marble waiting to be
    put back (those ``moving`` are drawn on their way instead)."""
    size = max(SMALLEST_TEXT, layout.spacing * 0.38)
    for target in range(TARGET_COUNT):
        value = TARGET_VALUES[target]
        canvas.polygon(layout.pocket(target), fill=POCKET, stroke=VALUE_COLOURS[value], width=2.5)
        x, y = layout.badge(target)
        canvas.circle(
            x,
            y,
            layout.spacing * BADGE_RADIUS,
            fill=VALUE_COLOURS[value],
            stroke=POCKET,
            width=1.0,
        )
        canvas.text(x, y, str(value), size=size, color=VALUE_INK, bold=True)
        # The badge and its pocket say what the target is worth.
        LEGEND.at(canvas, TARGET_KINDS[value], x, y, layout.spacing * 0.45)
        LEGEND.at(canvas, TARGET_KINDS[value], *layout.in_target(target), layout.spacing * 0.5)
        owner = state.targets[target]
        if owner != -1 and (moving is None or moving.target != target):
            marble(canvas, *layout.in_target(target), layout.spacing * 0.36, owner)
            LEGEND.at(canvas, "scored", *layout.in_target(target), layout.spacing * 0.36)
    if state.returned != -1 and (moving is None or not moving.returned):
        # The bounced marble waits between the board and the occupied target for its owner.
        x, y = layout.waiting(state.returned)
        marble(canvas, x, y, layout.spacing * 0.3, state.to_move)
        canvas.circle(x, y, layout.spacing * 0.38, stroke=WAITING_RING, width=2)
        LEGEND.at(canvas, "waiting", x, y, layout.spacing * 0.34)


def landing(canvas: Canvas, layout: Layout, target: int, *, full: bool = False) -> None:
    """Mark ``target`` as the one a push drops its marble into, or, ``full``, bounces off:
    a newcomer pushed into a full target lit like any other and expected its points."""
    width = max(3.0, layout.spacing * 0.12)
    canvas.polygon(layout.pocket(target), stroke=BOUNCE if full else LANDING, width=width)
