"""The small things drawn on the map and the table: ranger stacks, planes, the windmill,
tiles, conservation markers, cards. Each is drawn at a point in canvas pixels and a size.

A player's rangers carry their colour and a shape of their own (circle, square,
diamond, hexagon, triangle), so that no one needs to tell colours apart.
"""

from __future__ import annotations

import math

from pygames.games.australia.geography import BLUE, GRAY, GREEN, ORANGE, RED, YELLOW
from pygames.web.canvas import Box, Canvas, rectangle

#: Black, White, Orange, Blue, Brown, as the rulebook orders them.
PLAYER_COLOURS = ("#262626", "#f4f1ea", "#ef8a17", "#2d6cc0", "#7b4a26")
#: The number on a player's token: light on dark colours, dark on light ones.
NUMBER_COLOURS = ("#ffffff", "#1d1d1d", "#1d1d1d", "#ffffff", "#ffffff")
#: Each token's rim: a light rim on black, a dark one on the others.
RIMS = ("#d9d9d9", "#3a3a3a", "#3a3a3a", "#1d2f4d", "#2e1a0b")
#: Land and card colours by colour index (blue: the sea).
REGION_FILLS = {
    BLUE: "#a6d5ea",
    GREEN: "#8fbf6a",
    ORANGE: "#eaa55a",
    GRAY: "#b7b1a6",
    RED: "#c9614f",
    YELLOW: "#ecd271",
}
#: Cards are a shade stronger than the land, so a blue card reads as blue on white; red is
#: darker than orange by more than its hue (a newcomer took red cards for orange on a phone).
CARD_FILLS = {
    BLUE: "#4f9fd0",
    GREEN: "#5f9f3c",
    ORANGE: "#e08a2c",
    GRAY: "#8f897e",
    RED: "#a93a2e",
    YELLOW: "#e2bd2f",
}
INK = "#2b2520"
#: A plane's edge: dark, to read on every land and sea colour.
PLANE_EDGE = "#16120e"
PAPER = "#fbf7ee"
TILE_BACK = "#6b5846"
LEAF = "#2f7d32"

#: Each player's token shape: corners (None for a circle) and the turn of the first.
_SHAPES: tuple[tuple[int | None, float], ...] = (
    (None, 0.0),
    (4, math.pi / 4),
    (4, 0.0),
    (6, 0.0),
    (3, -math.pi / 2),
)


def regular(x: float, y: float, r: float, corners: int, turn: float) -> list[tuple[float, float]]:
    """The corners of a regular polygon centred on (x, y)."""
    return [
        (
            x + r * math.cos(turn + 2 * math.pi * k / corners),
            y + r * math.sin(turn + 2 * math.pi * k / corners),
        )
        for k in range(corners)
    ]


def token(canvas: Canvas, x: float, y: float, r: float, player: int, count: int | None) -> None:
    """A player's token in their colour and shape, with ``count`` on it (None: no number)."""
    corners, turn = _SHAPES[player]
    fill, rim = PLAYER_COLOURS[player], RIMS[player]
    if corners is None:
        canvas.circle(x, y, r, fill=fill, stroke=rim, width=max(1.2, r * 0.14))
    else:
        size = r * (1.5 if corners == 3 else 1.22 if corners == 4 else 1.08)
        cy = y + (r * 0.3 if corners == 3 else 0.0)
        canvas.polygon(
            regular(x, cy, size, corners, turn), fill=fill, stroke=rim, width=max(1.2, r * 0.14)
        )
    if count is not None:
        shift = r * 0.28 if corners == 3 else 0.0
        canvas.text(
            x,
            y + shift,
            str(count),
            size=max(r * 1.15, 10.5),
            color=NUMBER_COLOURS[player],
            bold=True,
        )


def plane(canvas: Canvas, x: float, y: float, size: float, player: int) -> None:
    """A small aeroplane pointing right, ``size`` from its middle to its nose, in the
    player's colour with a dark edge (``PLANE_EDGE``), so it is seen on every land and sea
    whatever its colour (a white plane on green land was nearly invisible)."""
    half = [
        (1.0, 0.0),
        (0.72, 0.2),
        (0.25, 0.2),
        (-0.08, 0.8),
        (-0.34, 0.8),
        (-0.14, 0.2),
        (-0.6, 0.2),
        (-0.8, 0.46),
        (-0.98, 0.46),
        (-0.86, 0.0),
    ]
    outline = half + [(px, -py) for px, py in reversed(half[1:-1])]
    points = [(x + px * size, y + py * size) for px, py in outline]
    canvas.polygon(
        points, fill=PLAYER_COLOURS[player], stroke=PLANE_EDGE, width=max(1.6, size * 0.2)
    )


def windmill(canvas: Canvas, x: float, y: float, size: float, value: int | None) -> None:
    """The windmill: a tower, four sails and, below it, its value."""
    tower = [
        (x - size * 0.22, y + size),
        (x + size * 0.22, y + size),
        (x + size * 0.08, y),
        (x - size * 0.08, y),
    ]
    canvas.polygon(tower, fill="#f2efe6", stroke=INK, width=1.2)
    for k in range(4):
        angle = math.pi / 4 + k * math.pi / 2
        tip = (x + size * 0.95 * math.cos(angle), y + size * 0.95 * math.sin(angle))
        side = angle + 0.35
        blade = [(x, y), tip, (x + size * 0.75 * math.cos(side), y + size * 0.75 * math.sin(side))]
        canvas.polygon(blade, fill="#f8f6f0", stroke=INK, width=1.0)
    canvas.circle(x, y, size * 0.12, fill=INK)
    if value is not None:
        r = max(size * 0.42, 8.0)
        canvas.circle(x, y + size + r * 0.9, r, fill="#1f5f8b", stroke="#ffffff", width=1.2)
        canvas.text(
            x, y + size + r * 0.9, str(value), size=max(r * 1.2, 11.0), color="#ffffff", bold=True
        )


def _factory(x: float, y: float, size: float) -> list[tuple[float, float]]:
    """A factory's outline centred on (x, y): a body under a saw-tooth roof, so a tile
    never looks like a player's square token."""
    half, body = size / 2, y - size * 0.2
    tooth = size / 3
    points = [(x - half, y + half), (x + half, y + half), (x + half, body)]
    for k in range(3):
        right = x + half - k * tooth
        points += [(right - tooth, body - size * 0.3), (right - tooth, body)]
    return points


def tile(
    canvas: Canvas,
    x: float,
    y: float,
    size: float,
    value: int | None,
    mill: bool,
    *,
    squeeze: float = 1.0,
) -> None:
    """An industrialization tile, drawn as a factory: face down (``value`` None) or showing
    its value, with a small windmill on the sixes and sevens. ``squeeze`` narrows it, as
    it looks while being turned over (its marks show only once it is wide enough)."""
    outline = [(x + (px - x) * squeeze, py) for px, py in _factory(x, y, size)]
    if value is None:
        canvas.polygon(outline, fill=TILE_BACK, stroke=INK, width=1.0)
        half, wide = size / 2, size / 2 * squeeze
        canvas.line(
            [(x - wide * 0.5, y + half * 0.7), (x + wide * 0.5, y - half * 0.1)],
            stroke="#9c8670",
            width=max(1.0, size * 0.08),
        )
        return
    canvas.polygon(outline, fill="#f3e3c3", stroke=TILE_BACK, width=max(1.4, size * 0.08))
    if squeeze < 0.6:
        return
    canvas.text(x, y + size * 0.12, str(value), size=max(size * 0.6, 11.0), color=INK, bold=True)
    if mill:
        small = size * 0.22
        cx, cy = x + size * 0.62, y - size * 0.5
        for k in range(4):
            angle = math.pi / 4 + k * math.pi / 2
            canvas.line(
                [(cx, cy), (cx + small * math.cos(angle), cy + small * math.sin(angle))],
                stroke="#1f5f8b",
                width=max(1.2, size * 0.08),
            )


def leaf(canvas: Canvas, x: float, y: float, r: float) -> None:
    """The conservation marker: a green disc with a leaf."""
    canvas.circle(x, y, r, fill=PAPER, stroke=LEAF, width=max(1.0, r * 0.16))
    blade = [
        (x - r * 0.55, y + r * 0.45),
        (x - r * 0.35, y - r * 0.25),
        (x + r * 0.1, y - r * 0.6),
        (x + r * 0.6, y - r * 0.55),
        (x + r * 0.45, y - r * 0.05),
        (x - r * 0.05, y + r * 0.35),
    ]
    canvas.polygon(blade, fill=LEAF)


def card(
    canvas: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    colour: int,
    rangers: int,
    dollars: int,
    *,
    rim: str = INK,
    width: float = 1.2,
) -> None:
    """A card (top left at x, y): its colour, the rangers it places, the dollars it pays."""
    canvas.polygon(Box(x, y, w, h).corners(), fill=CARD_FILLS[colour], stroke=rim, width=width)
    inner = rectangle(x + w * 0.14, y + h * 0.1, x + w * 0.86, y + h * 0.62)
    canvas.polygon(inner, fill=PAPER)
    canvas.text(
        x + w / 2, y + h * 0.36, str(rangers), size=max(h * 0.34, 11.0), color=INK, bold=True
    )
    canvas.text(
        x + w / 2, y + h * 0.8, f"${dollars}", size=max(h * 0.22, 11.0), color="#ffffff", bold=True
    )
