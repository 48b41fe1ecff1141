"""Where each part of the Outback table goes on a canvas of a given size.

Two arrangements, drawn in fixed design units and scaled to fit:

- *wide* (desktop, posters): jeep and dice over the landscape of the player
  to act, its track and the Outback Plus tiles on the left; the other
  players, smaller, stacked on the right;
- *tall* (a phone, panel below the board): the same from top to bottom, short
  enough that the panel's turn fits under it on the first screen (the page leaves it
  ``site/play.css``'s turn room): the large track becomes a row of chips (its 25 spaces
  in lanes would be under 11 px across), the other players side by side at the bottom.

One player gets the large landscape (its hexes are what gets tapped: on a
390 px phone a hex is about 48 CSS px across): the person to act, and while a
computer plays, the person at the screen (``render.shown_player``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.web.canvas import Box

#: Canvases at least this wide for their height get the wide arrangement.
WIDE_FROM = 0.8
#: The design sizes of the two arrangements (the CSS aspect ratios follow from them).
WIDE_SIZE = (800.0, 800.0)
TALL_SIZE = (390.0, 546.0)


@dataclass(frozen=True, slots=True)
class Seat:
    """One player's area: the frame around it, the badge (number and score), the
    landscape, the scoring track and the row of bonus tiles the player owns."""

    player: int
    large: bool
    frame: Box
    badge: Box
    landscape: Box
    track: Box
    owned: Box

    def mapped(self, scale: float, dx: float, dy: float) -> Seat:
        boxes = (self.frame, self.badge, self.landscape, self.track, self.owned)
        return Seat(self.player, self.large, *(box.mapped(scale, dx, dy) for box in boxes))


@dataclass(frozen=True, slots=True)
class Table:
    """The whole table on one canvas: ``top`` holds the jeep and the roll count,
    ``dice`` the dice; ``common`` holds the Outback Plus tiles (None in the
    base game) and ``scale`` is canvas pixels per design unit."""

    top: Box
    dice: Box
    seats: tuple[Seat, ...]
    common: Box | None
    scale: float
    wide: bool

    @property
    def active(self) -> Seat:
        """The seat drawn large."""
        return self.seats[0]


def plan(width: float, height: float, players: int, active: int, plus: bool) -> Table:
    """Lay the table out for a canvas of ``width`` x ``height`` CSS pixels."""
    wide = width >= height * WIDE_FROM
    design_w, design_h = WIDE_SIZE if wide else TALL_SIZE
    others = [(active + step) % players for step in range(1, players)]
    table = _wide(players, active, others, plus) if wide else _tall(active, others, plus)
    scale = min(width / design_w, height / design_h)
    dx, dy = (width - design_w * scale) / 2, (height - design_h * scale) / 2
    return Table(
        top=table.top.mapped(scale, dx, dy),
        dice=table.dice.mapped(scale, dx, dy),
        seats=tuple(seat.mapped(scale, dx, dy) for seat in table.seats),
        common=table.common.mapped(scale, dx, dy) if table.common else None,
        scale=scale,
        wide=wide,
    )


def _wide(players: int, active: int, others: list[int], plus: bool) -> Table:
    common_h = 112.0 if plus else 0.0
    frame = Box(8, 178, 488, 614 - (common_h + 8 if plus else 0))
    inner = frame.inset(8)
    track_h = 118.0
    landscape = Box(inner.x, inner.y + 38, inner.w, inner.h - 38 - track_h - 6)
    seats = [
        Seat(
            active,
            True,
            frame,
            badge=Box(inner.x, inner.y, 150, 32),
            landscape=landscape,
            track=Box(inner.x, inner.bottom - track_h, inner.w, track_h),
            owned=Box(inner.right - 250, inner.y, 250, 32),
        )
    ]
    slot = (784.0 - 8 * (len(others) - 1)) / max(len(others), 2)
    for index, player in enumerate(others):
        seats.append(_small_seat(player, Box(508, 8 + index * (slot + 8), 284, slot)))
    return Table(
        top=Box(8, 6, 488, 56),
        dice=Box(8, 64, 488, 108),
        seats=tuple(seats),
        common=Box(8, 800 - 8 - common_h, 488, common_h) if plus else None,
        scale=1.0,
        wide=True,
    )


def _tall(active: int, others: list[int], plus: bool) -> Table:
    # Outback Plus has a row more and the public tiles in the side column: its
    # landscape takes room from the other players' (the player's own bonus tiles sit in
    # the header instead of beside the landscape).
    top = 136.0  # below the jeep and the dice
    land_h = 228.0 if plus else 200.0
    frame = Box(4, top, 382, 30 + land_h + 4 + 34 + 6)
    landscape = Box(10, top + 30, 262, land_h)
    side = Box(278, top + 32, 102, land_h - 4)
    seats = [
        Seat(
            active,
            True,
            frame,
            badge=Box(10, top + 4, 130, 24),
            landscape=landscape,
            track=Box(10, landscape.bottom + 4, 370, 34),
            owned=Box(190, top + 4, 190, 24) if plus else side,
        )
    ]
    width = (382.0 - 4 * (len(others) - 1)) / max(len(others), 2)
    others_top = frame.bottom + 4
    for index, player in enumerate(others):
        box = Box(4 + index * (width + 4), others_top, width, TALL_SIZE[1] - 4 - others_top)
        seats.append(_small_seat(player, box))
    return Table(
        top=Box(4, 2, 382, 42),
        dice=Box(4, 46, 382, 86),
        seats=tuple(seats),
        common=side if plus else None,
        scale=1.0,
        wide=False,
    )


def _small_seat(player: int, frame: Box) -> Seat:
    """A player who is not acting: badge and owned tiles over a small landscape, with
    the track beside it as a column of markers, each with its space written out (a
    25-space track this small would need digits too small to read)."""
    inner = frame.inset(5)
    owned_w = min(inner.w * 0.45, 130.0)
    body = Box(inner.x, inner.y + 27, inner.w, inner.h - 27)
    land_w = body.w * 0.55
    return Seat(
        player,
        False,
        frame,
        badge=Box(inner.x, inner.y, inner.w - owned_w, 24),
        landscape=Box(body.x, body.y, land_w, body.h),
        track=Box(body.x + land_w + 4, body.y, body.w - land_w - 4, body.h),
        owned=Box(inner.right - owned_w, inner.y + 2, owned_w, 20),
    )
