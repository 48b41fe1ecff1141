"""Where the map and the table beside it go on a canvas of a given size.

Two arrangements, in design units scaled to fit (the map's own frame is
1050 x 850, from ``map_drawing``):

- *wide* (desktop, posters): the map, and a column on its right with the
  stacks, every player's row (hand, rangers, dollars, points) and, in the
  full game, the two windmill tracks;
- *tall* (a phone in portrait, the page's panel below the board): the map
  over the same table, laid out in two columns.

The simple game has no tracks: their room goes to the players' rows (wide) or to
the stacks, whose cards then stand two by two, larger to tap (tall).

The table's parts are boxes in canvas pixels, so its text is sized in
pixels too and stays readable (at least ``SMALLEST_TEXT``) on a phone.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from pygames.web.australia.map_drawing import HEIGHT, WIDTH, outline
from pygames.web.canvas import Box

#: Canvases at least this wide for their height get the wide arrangement.
WIDE_FROM = 1.0
#: The design sizes of the two arrangements (the page's aspect ratios follow from them).
WIDE_SIZE = (WIDTH + 420.0, float(HEIGHT))
TALL_SIZE = (float(WIDTH), HEIGHT + 760.0)
#: The smallest text drawn, in CSS pixels.
SMALLEST_TEXT = 11.0


@dataclass(frozen=True, slots=True)
class Plan:
    """The map's placement (``scale`` canvas pixels per map unit, from ``(dx, dy)``) and
    the table's parts in canvas pixels: the stacks, the players' rows, the tracks."""

    scale: float
    dx: float
    dy: float
    stacks: Box
    players: Box
    tracks: Box
    wide: bool

    def point(self, x: float, y: float) -> tuple[float, float]:
        """A map point in canvas pixels."""
        return self.dx + x * self.scale, self.dy + y * self.scale

    @property
    def map_box(self) -> Box:
        """The map's frame on the canvas."""
        return Box(self.dx, self.dy, WIDTH * self.scale, HEIGHT * self.scale)


def plan(width: float, height: float, with_tracks: bool = True) -> Plan:
    """Lay the board out for a canvas of ``width`` x ``height`` CSS pixels, with room for
    the full game's tracks or without (the ``tracks`` box is then empty)."""
    wide = width >= height * WIDE_FROM
    design_w, design_h = WIDE_SIZE if wide else TALL_SIZE
    scale = min(width / design_w, height / design_h)
    dx, dy = (width - design_w * scale) / 2, (height - design_h * scale) / 2
    if wide:
        side = Box(dx + WIDTH * scale, dy, (design_w - WIDTH) * scale, design_h * scale).inset(
            6 * scale
        )
        stacks_h = side.h * 0.2
        tracks_h = side.h * 0.24 if with_tracks else 0.0
        stacks = Box(side.x, side.y, side.w, stacks_h)
        tracks = Box(side.x, side.bottom - tracks_h, side.w, tracks_h)
        players = Box(side.x, stacks.bottom + 4, side.w, tracks.y - stacks.bottom - 8)
    else:
        side = Box(dx, dy + HEIGHT * scale, design_w * scale, (design_h - HEIGHT) * scale).inset(4)
        left_w = side.w * 0.42
        stacks = Box(side.x, side.y, left_w, side.h * (0.45 if with_tracks else 1.0))
        tracks = Box(side.x, stacks.bottom + 4, left_w, max(0.0, side.bottom - stacks.bottom - 4))
        players = Box(side.x + left_w + 6, side.y, side.w - left_w - 6, side.h)
    return Plan(scale, dx, dy, stacks, players, tracks, wide)


@lru_cache(maxsize=96)  # the regions of a few plans: one per canvas size, while it is resized
def region_outline(plan: Plan, region: int) -> tuple[tuple[float, float], ...]:
    """A region's outline in canvas pixels, drawn and hit-tested in every picture."""
    return tuple(plan.point(*corner) for corner in outline(region))
