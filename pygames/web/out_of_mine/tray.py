"""The tray: exactly the crystals the treasure card allows, with how many are left of each.

What it holds is read by the drawing here (greyed when used up) and by the tap handler
(what a tap or press on the tray picks up, held by the square pressed: ``square_at``), so
the two agree. Each crystal lies in the tray as a press picks it up (``lying``), in rows
at the largest size that fits (``places``).
"""

from __future__ import annotations

from dataclasses import dataclass

from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.shapes import SHAPES, Colour, Kind, kind_supply, kinds
from pygames.web.canvas import Box
from pygames.web.dragging import as_hand
from pygames.web.hits import Hit
from pygames.web.out_of_mine import selection
from pygames.web.out_of_mine.crystals import crystal
from pygames.web.out_of_mine.layout import Plan
from pygames.web.out_of_mine.pen import INK, MUTED, PANEL, SMALL, Pen
from pygames.web.out_of_mine.selection import Piece

#: Tray crystal sizes tried, largest first, until every crystal of the card fits the tray.
UNITS = (24.0, 22.0, 20.0, 18.0, 16.0, 14.0, 12.0, 10.0)


@dataclass(frozen=True, slots=True)
class Entry:
    """One kind of crystal in the tray, and how many more of it may go on the board now."""

    kind: Kind
    left: int


def lying(kind: Kind) -> int:
    """The orientation a crystal lies in the tray: flattest first, so the tray keeps to
    two rows (what the tray shows is what a press picks up)."""
    orientations = SHAPES[kind.shape].orientations

    def extent(orientation: int) -> tuple[int, int]:
        offsets = orientations[orientation][1]
        rows = 1 + max(r for r, _ in offsets)
        columns = 1 + max(c for _, c in offsets) - min(c for _, c in offsets)
        return rows, columns

    return min(range(len(orientations)), key=extent)


def colour_left(state: OutOfMineState, player: int, colour: Colour) -> int:
    """How many more crystals of ``colour`` the card allows on the board."""
    card = state.card(player)
    if card is None:
        return 0
    board = state.timelines[player].board
    return card.counts[colour] - sum(tile.colour == colour for tile in board)


def entries(state: OutOfMineState, player: int) -> list[Entry]:
    """The tray of ``player``: each kind of a colour on their card, in supply order."""
    card = state.card(player)
    if card is None:
        return []
    finds = bool(state.options["finds"])
    board = state.timelines[player].board
    found = []
    for kind in kinds(finds):
        if not card.counts[kind.colour] or not kind_supply(kind, finds):
            continue
        kind_left = kind_supply(kind, finds) - sum(tile.kind == kind for tile in board)
        found.append(Entry(kind, min(kind_left, colour_left(state, player, kind.colour))))
    return found


def places(tray: list[Entry], area: Box) -> list[tuple[Entry, Box, float]]:
    """Where each crystal of ``tray`` lies in ``area`` (its box, its cell size): rows filled
    left to right, at the largest size that fits."""
    for unit in UNITS:
        found, x, y, line = [], area.x + 12, area.y + 10, 0.0
        for entry in tray:
            squares = Piece(entry.kind, lying(entry.kind)).squares
            w = (1 + max(c for c, _ in squares) - min(c for c, _ in squares)) * unit
            h = (1 + max(r for _, r in squares)) * unit + 20
            if x + w > area.right - 10:
                x, y, line = area.x + 12, y + line + 8, 0.0
            found.append((entry, Box(x, y, w, h), unit))
            x += w + max(14.0, unit * 0.8)
            line = max(line, h)
        if y + line <= area.bottom - 4:
            return found
    return found


def square_at(
    state: OutOfMineState, player: int, kind: Kind, plan: Plan, x: float, y: float
) -> tuple[int, int]:
    """The square of the tray's ``kind`` crystal drawn nearest (x, y) on the canvas (the one
    under it, for a press on the crystal), counted from the crystal's anchor."""
    placed = places(entries(state, player), plan.tray)
    item, unit = next((box, unit) for entry, box, unit in placed if entry.kind == kind)
    squares = Piece(kind, lying(kind)).squares
    left = min(c for c, _ in squares)
    px = (x - plan.dx) / plan.scale - item.x  # design units from where the crystal is drawn
    py = (y - plan.dy) / plan.scale - item.y
    return min(
        squares,
        key=lambda square: (
            ((square[0] - left + 0.5) * unit - px) ** 2 + ((square[1] + 0.5) * unit - py) ** 2
        ),
    )


def draw(pen: Pen, state: OutOfMineState, player: int, selected: object) -> list[Hit]:
    """The tray of ``player`` in the plan's tray, the crystal picked from it ringed; returns
    a hit for each crystal."""
    area = pen.plan.tray
    pen.rect(area, fill=PANEL)
    hand = as_hand(selected)
    finds = bool(state.options["finds"])
    hits = []
    for entry, item, unit in places(entries(state, player), area):
        piece = Piece(entry.kind, lying(entry.kind))
        left = min(c for c, _ in piece.squares)
        squares = [(c - left, r) for c, r in piece.squares]
        picked = (
            hand is not None
            and selection.source_tile(hand) is None
            and hand.piece.kind == entry.kind
        )
        if picked:
            pen.rect(item.inset(-5), fill="#6d5a4c", stroke="#f0a000", width=2)
        px, py = pen.plan.point(item.x, item.y)
        size = unit * pen.s
        if entry.left > 0:
            crystal(
                pen.canvas,
                squares,
                px,
                py,
                size,
                entry.kind.colour,
                entry.kind.find if finds else None,
            )
        else:
            for c, r in squares:
                x, y = px + c * size, py + r * size
                pen.canvas.polygon(
                    Box(x, y, size, size).corners(),
                    fill=None,
                    stroke="#8d7a6b",
                    width=1,
                )
        pen.words(
            item.cx,
            item.bottom - 9,
            f"{entry.left}",
            size=SMALL,
            color=INK if entry.left else MUTED,
            bold=True,
        )
        hits.append(pen.hit(("tray", entry.kind), item.inset(-4)))
    return hits
