"""The tray: exactly the crystals the treasure card allows, with how many are left of each.

What it holds is read by the drawing here (greyed when used up) and by the tap handler
(what a tap or press on the tray picks up, held by the square pressed: ``square_at``), so
the two agree. Each crystal lies in the tray as a press picks it up (``in_tray``), in a
square slot of its own, as large as the tray lets every slot be (``places``): the slot is
what a finger taps, so a lone yellow crystal is as easy to take as a long white one (on a
phone at least 32 CSS px across, where the crystals drawn in rows at one size made it 9).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Put
from pygames.games.out_of_mine.shapes import SHAPES, Colour, Kind, kind_supply, kinds
from pygames.web.board_view import HINT_RING
from pygames.web.canvas import Box
from pygames.web.dragging import Hand, as_hand
from pygames.web.hits import Hit
from pygames.web.out_of_mine import selection, ways
from pygames.web.out_of_mine.crystals import crystal
from pygames.web.out_of_mine.layout import Plan
from pygames.web.out_of_mine.legend import LEGEND
from pygames.web.out_of_mine.pen import INK, MUTED, PANEL, SMALL, Pen
from pygames.web.out_of_mine.selection import Asked, Piece

#: The largest a crystal's square is drawn in the tray, in design units, and as a part of
#: its slot's side (a lone crystal is drawn no larger than a long one's squares look).
MOST_UNIT, MOST_SHARE = 24.0, 0.3
#: The radius of the count's badge in a slot's corner, and its fill (darker than the tray).
BADGE, BADGE_FILL = SMALL * 0.58, "#231c17"


@dataclass(frozen=True, slots=True)
class Entry:
    """One kind of crystal in the tray, and how many more of it may go on the board now."""

    kind: Kind
    left: int


def lying(kind: Kind) -> int:
    """The orientation a crystal lies in the tray before one of its kind is laid: the
    flattest, which reads most easily in a small slot."""
    orientations = SHAPES[kind.shape].orientations

    def extent(orientation: int) -> tuple[int, int]:
        offsets = orientations[orientation][1]
        rows = 1 + max(r for r, _ in offsets)
        columns = 1 + max(c for _, c in offsets) - min(c for _, c in offsets)
        return rows, columns

    return min(range(len(orientations)), key=extent)


def in_tray(state: OutOfMineState, player: int, kind: Kind, selected: object) -> Piece:
    """The crystal of ``kind`` as the tray draws it, and so as a press or a tap takes it up:
    as held while it is picked from the tray (turned, flipped), else as the last of its
    kind was laid this round (a second one often goes the same way; the tray shows it so,
    for what comes up to be what was seen), else as it lies flattest (``lying``)."""
    hand = as_hand(selected)
    if hand is not None and selection.source_tile(hand) is None and hand.piece.kind == kind:
        held: Piece = hand.piece
        return held
    laid = (
        change.orientation
        for _, change in reversed(state.timelines[player].events)
        if isinstance(change, Put) and change.kind == kind
    )
    return Piece(kind, next(laid, lying(kind)))


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
    """Where each crystal of ``tray`` lies in ``area``: its slot (squares of one size, filled
    in rows, as large as fit) and the size of its squares."""
    if not tray:
        return []
    inner = area.inset(4)
    side, columns = max(
        (min(inner.w / columns, inner.h / -(-len(tray) // columns)), columns)
        for columns in range(1, len(tray) + 1)
    )
    left = inner.x + (inner.w - side * columns) / 2
    found = []
    for number, entry in enumerate(tray):
        row, column = divmod(number, columns)
        slot = Box(left + column * side, inner.y + row * side, side, side)
        found.append((entry, slot, _unit(entry, slot)))
    return found


def _unit(entry: Entry, slot: Box) -> float:
    """The size of the crystal's squares in its slot, whichever way it lies (a slot is
    square: turned or flipped, a crystal fits it alike)."""
    return fitting(Piece(entry.kind, lying(entry.kind)).squares, slot)


def fitting(squares: Sequence[tuple[int, int]], slot: Box) -> float:
    """The size of squares that fit ``slot`` (its count is a badge in a corner, over them:
    a line of its own under them took a third of a phone's slot, and the crystals were
    drawn a few pixels a square)."""
    columns = 1 + max(c for c, _ in squares) - min(c for c, _ in squares)
    rows = 1 + max(r for _, r in squares) - min(r for _, r in squares)
    room = slot.w - max(8.0, slot.w * 0.16)
    return min(MOST_UNIT, slot.w * MOST_SHARE, room / columns, room / rows)


def drawn(
    squares: Sequence[tuple[int, int]], slot: Box, unit: float
) -> tuple[list[tuple[int, int]], float, float]:
    """A crystal's squares from its top left, and where in its slot (design units) their
    corner lies: centred, then moved down and left out from under the count's badge in the
    top right corner as far as the slot leaves room."""
    left, top = min(c for c, _ in squares), min(r for _, r in squares)
    shifted = [(c - left, r - top) for c, r in squares]
    width = (1 + max(c for c, _ in shifted)) * unit
    height = (1 + max(r for _, r in shifted)) * unit
    below = min(max(slot.cy - height / 2, slot.y + 2 * BADGE + 1), slot.bottom - 1 - height)
    if below > slot.cy - height / 2:  # a low crystal goes under the badge
        return shifted, slot.cx - width / 2, below
    beside = max(min(slot.cx - width / 2, slot.right - 2 * BADGE - 1 - width), slot.x + 1)
    return shifted, beside, slot.cy - height / 2


def square_at(
    state: OutOfMineState,
    player: int,
    kind: Kind,
    selected: object,
    plan: Plan,
    x: float,
    y: float,
) -> tuple[int, int]:
    """The square of the tray's ``kind`` crystal drawn nearest (x, y) on the canvas (the one
    under it, for a press on the crystal), counted from the crystal's anchor."""
    placed = places(entries(state, player), plan.tray)
    slot, unit = next((slot, unit) for entry, slot, unit in placed if entry.kind == kind)
    squares = in_tray(state, player, kind, selected).squares
    shifted, corner_x, corner_y = drawn(squares, slot, unit)
    px = (x - plan.dx) / plan.scale - corner_x  # design units from where the crystal is drawn
    py = (y - plan.dy) / plan.scale - corner_y
    nearest = min(
        range(len(squares)),
        key=lambda i: (
            ((shifted[i][0] + 0.5) * unit - px) ** 2 + ((shifted[i][1] + 0.5) * unit - py) ** 2
        ),
    )
    return squares[nearest]


def draw(pen: Pen, state: OutOfMineState, player: int, selected: object) -> list[Hit]:
    """The tray of ``player`` in the plan's tray, the crystal picked from it ringed and shown
    the way it is held (turned, flipped: a tap lays it so); with an empty cell ``Asked``
    about, the crystals that fit over it lit and the others dimmed. Returns a hit for each
    crystal's slot."""
    area = pen.plan.tray
    pen.rect(area, fill=PANEL)
    hand = as_hand(selected)
    finds = bool(state.options["finds"])
    lit = _fitting(state, player, selected)
    hits = []
    for entry, slot, unit in places(entries(state, player), area):
        if lit is not None and entry.kind in lit:
            pen.rect(slot.inset(2), fill="#4d5a3a", stroke=HINT_RING, width=2.5)
        picked = (
            hand is not None
            and selection.source_tile(hand) is None
            and hand.piece.kind == entry.kind
        )
        shape = in_tray(state, player, entry.kind, selected).squares
        if picked:
            pen.rect(slot.inset(2), fill="#6d5a4c", stroke="#f0a000", width=2)
        squares, corner_x, corner_y = drawn(shape, slot, unit)
        px, py = pen.plan.point(corner_x, corner_y)
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
        if picked:
            assert hand is not None
            _held_square(pen, hand, px, py, size)
        if lit is not None and entry.kind not in lit:  # no way over the cell asked about
            pen.rect(slot.inset(1), fill="rgba(47,38,33,0.72)")
        badge = _count(pen, slot, entry.left)
        LEGEND.box(pen.canvas, "tray_piece", pen.plan.box(slot))
        LEGEND.box(pen.canvas, "tray_count", pen.plan.box(badge))
        # The whole slot takes the crystal, its corners too: a circle through them (the
        # slots' circles overlap alike, so each point goes to its own slot's middle).
        x, y = pen.plan.point(slot.cx, slot.cy)
        hits.append(Hit(("tray", entry.kind), x, y, slot.w * pen.s / math.sqrt(2)))
    return hits


def _fitting(state: OutOfMineState, player: int, selected: object) -> frozenset[Kind] | None:
    """The kinds that fit over the empty cell asked about (None: no cell asked about)."""
    if not isinstance(selected, Asked):
        return None
    card = state.card(player)
    assert card is not None
    board, finds = state.timelines[player].board, bool(state.options["finds"])
    return ways.fitting(state.layout(player), card, board, finds, selected.cell)


def _count(pen: Pen, slot: Box, left: int) -> Box:
    """How many more of a slot's crystal may go on the board, on a badge in its top right
    corner (greyed at 0); returns the badge's box."""
    r = BADGE
    x, y = slot.right - r - 0.5, slot.y + r + 0.5
    cx, cy = pen.plan.point(x, y)
    pen.canvas.circle(cx, cy, r * pen.s, fill=BADGE_FILL, stroke=MUTED, width=1.0)
    pen.words(x, y, f"{left}", size=SMALL * 0.9, color=INK if left else MUTED, bold=True)
    return Box(x - r, y - r, 2 * r, 2 * r)


def _held_square(pen: Pen, hand: Hand[Piece], x: float, y: float, size: float) -> None:
    """A dot on the square the crystal in hand is held by, drawn from (``x``, ``y``) with
    squares of ``size``: a tap on a cell lays that square there."""
    squares = hand.piece.squares
    left, top = min(c for c, _ in squares), min(r for _, r in squares)
    column, row = hand.grab
    cx, cy = x + (column - left + 0.5) * size, y + (row - top + 0.5) * size
    pen.canvas.circle(cx, cy, max(3.5, size * 0.3), fill="#ffffff", stroke=PANEL, width=1.5)
