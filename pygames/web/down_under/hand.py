"""The strip beside the table: the hand of the player to move, and everyone's counts.

The hand shows one card per card type (a straight, a curve, an end, each in
its place even when none is left, faded; with special scoring each animal's
straights and curves held, apart, since the animal is part of the choice), each drawn as it looks on
the table in the mover's colour, with how many are left on a badge. Cards
that may go somewhere now are bright; the one picked is ringed; after a tap
on a cell, the cards that fit there are ringed too and the rest are dimmed.
A billabong shows as a card while laying one is legal.

Under the hand, a row per colour: its path's pattern and how many straights,
curves and ends it still holds (a dimmed row: the path is finished); last,
the billabongs left in the middle. Only numbers are drawn: every word is
the shell's.
"""

from __future__ import annotations

import math

from pygames.games.down_under import DownUnderState, Kind
from pygames.games.down_under.cards import NEUTRAL, NO_ANIMAL, Square, billabong, card, count
from pygames.games.down_under.chains import path_owners
from pygames.games.down_under.grid import ORIGIN
from pygames.web.canvas import Box, Canvas, rectangle
from pygames.web.down_under import legend
from pygames.web.down_under.layout import Layout
from pygames.web.down_under.legend import LEGEND
from pygames.web.down_under.pieces import CASING, PATH_COLOURS, draw_cards, draw_pattern
from pygames.web.down_under.selection import BILLABONG_CARD, CardType, as_pick, hand, lit_cards
from pygames.web.hits import Hit

PANEL = "#efe6d4"
PANEL_EDGE = "#b9a886"
INK = "#2b2520"
PICKED = "#2b2520"
LIT = "#0a5c8a"
DIM = "rgba(239,230,212,0.68)"
BADGE = "#2b2520"
#: The biggest a hand card is drawn, in pixels, and the smallest text.
MOST_CARD = 84.0
LEAST_TEXT = 12.0
#: The narrowest a colour's counts are drawn side by side with another's, in pixels.
COUNT_WIDTH = 120.0
#: How each kind is shown in the hand: the rotation it is drawn at.
_SHOWN_ROTATION = {Kind.STRAIGHT: 1, Kind.CURVE: 2, Kind.END: 0}


def card_square(kind: int, animal: int, colour: int) -> Square:
    """What a hand card shows: the card in ``colour`` (a pond for a billabong)."""
    if kind == Kind.BILLABONG:
        return billabong(((0, 2), (1, 3)))
    return card(Kind(kind), _SHOWN_ROTATION[Kind(kind)], colour, animal)


def draw_card(canvas: Canvas, square: Square, x: float, y: float, size: float) -> None:
    """One card face, centred on (x, y), ``size`` pixels a side (nothing on a canvas too
    small to hold it, as while a page is still being laid out)."""
    if size < 4:
        return
    cells = {ORIGIN: square}
    draw_cards(canvas, Layout(size, x, y), cells, path_owners(cells), explained=False)


def draw_strip(
    canvas: Canvas, state: DownUnderState, box: Box, selected: object, interactive: bool
) -> list[Hit]:
    """Draw the strip in ``box``; return a hit region per hand card (none if not interactive)."""
    canvas.polygon(box.corners(), fill=PANEL, stroke=PANEL_EDGE, width=1.0)
    colours = len(state.hands)
    if box.w < box.h:  # beside the table: a count a row under the hand
        pad, columns, row_h = 8.0, 1, max(24.0, min(34.0, box.h * 0.08))
    else:  # under it, on a phone: low, so the hand keeps its height
        pad, columns, row_h = 6.0, max(2, min(3, int(box.w // COUNT_WIDTH))), 24.0
    rows = math.ceil((colours + 1) / columns)
    counts = Box(box.x + pad, box.bottom - pad - rows * row_h, box.w - 2 * pad, rows * row_h)
    _draw_counts(canvas, state, counts, columns, row_h)
    cards_box = Box(box.x + pad, box.y + pad, box.w - 2 * pad, counts.y - box.y - 2 * pad)
    if state.is_over() or state.current_player is None:
        return []
    return _draw_hand(canvas, state, cards_box, selected if interactive else None, interactive)


def _draw_hand(
    canvas: Canvas, state: DownUnderState, box: Box, selected: object, interactive: bool
) -> list[Hit]:
    held = _slots(state)
    if not held or box.w < 8 or box.h < 8:
        return []
    pitch, columns = _grid(len(held), box.w, box.h)
    size = pitch * 0.72
    rows = math.ceil(len(held) / columns)
    left = box.x + (box.w - pitch * columns) / 2
    top = box.y + (box.h - pitch * rows) / 2
    colour = state.colours[0]
    pick = as_pick(selected)
    lit = lit_cards(state, selected) if interactive else frozenset()
    hits = []
    for index, ((kind, animal), number) in enumerate(held):
        row, column = divmod(index, columns)
        x = left + pitch * (column + 0.5)
        y = top + pitch * (row + 0.5)
        key: CardType = (kind, animal)
        chosen = pick.card == key
        if chosen or (pick.cell is not None and pick.card is None and key in lit):
            ring = PICKED if chosen else LIT
            half = size * 0.6
            canvas.polygon(rectangle(x - half, y - half, x + half, y + half), fill=ring)
        draw_card(canvas, card_square(kind, animal, colour), x, y, size)
        if interactive and key not in lit:
            half = size * 0.5
            canvas.polygon(rectangle(x - half, y - half, x + half, y + half), fill=DIM)
        if not number:  # none left: its place kept, faded, so the others do not move
            half = size * 0.5
            canvas.polygon(rectangle(x - half, y - half, x + half, y + half), fill=DIM)
        badge = max(LEAST_TEXT, size * 0.2)
        _badge(canvas, x + size * 0.42, y - size * 0.42, badge, number)
        LEGEND.at(canvas, "hand_card", x, y, size * 0.5)
        LEGEND.at(canvas, "hand_count", x + size * 0.42, y - size * 0.42, badge * 0.9)
        if number:
            hits.append(Hit(("card", key), x, y, pitch * 0.5))
    return hits if interactive else []


def _slots(state: DownUnderState) -> list[tuple[CardType, int]]:
    """The hand as drawn: without special scoring a place for each of straight, curve and
    end, held or not (a newcomer's curve moved from under their finger when the straights
    ran out), then a billabong while one may be laid; with it, each card type held."""
    held = hand(state)
    if state.variant.special:
        return held
    counts = dict(held)
    kinds = (Kind.STRAIGHT, Kind.CURVE, Kind.END)
    slots = [((int(kind), NO_ANIMAL), counts.pop((int(kind), NO_ANIMAL), 0)) for kind in kinds]
    return slots + list(counts.items())


def _grid(cards: int, width: float, height: float) -> tuple[float, int]:
    """The pitch and number of columns that draw ``cards`` cards largest in the box."""
    best = (0.0, 1)
    for columns in range(1, cards + 1):
        rows = math.ceil(cards / columns)
        pitch = min(width / columns, height / rows, MOST_CARD / 0.72)
        if pitch > best[0] + 0.01:
            best = (pitch, columns)
    return best


def _badge(canvas: Canvas, x: float, y: float, size: float, number: int) -> None:
    canvas.circle(x, y, size * 0.78, fill=BADGE, stroke="#ffffff", width=1.5)
    canvas.text(x, y, str(number), size=size, color="#ffffff", bold=True)


def _draw_counts(
    canvas: Canvas, state: DownUnderState, box: Box, columns: int, row_h: float
) -> None:
    """A row per colour: its pattern, then its straights, curves and ends; last the
    billabongs left."""
    width = box.w / columns
    text = max(LEAST_TEXT, row_h * 0.5)
    # A row is the swatch (1.5 icons) and three slots of a card and its count; the last
    # count (centred 1.25 icons into its slot, half a digit wide) must end inside the row.
    icon = min(row_h * 0.8, (width / 3 - text * 0.4 - 4) / 1.75)
    items = list(range(len(state.hands))) + [None]
    for index, colour in enumerate(items):
        row, column = divmod(index, columns)
        x0 = box.x + column * width
        y = box.y + row * row_h + row_h / 2
        if colour is None:
            draw_card(canvas, card_square(*BILLABONG_CARD, NEUTRAL), x0 + icon * 0.6, y, icon)
            canvas.text(x0 + icon * 1.5, y, str(state.billabongs), size=text, color=INK, bold=True)
            LEGEND.box(canvas, "billabongs_left", Box(x0, y - row_h / 2, icon * 2.2, row_h))
            continue
        now = colour in state.colours and not state.is_over()
        if now:
            row_box = rectangle(x0, y - row_h / 2, x0 + width - 4, y + row_h / 2)
            canvas.polygon(row_box, fill="#ffffff")
        swatch = [(x0 + 4, y), (x0 + icon * 1.1, y)]
        canvas.line(swatch, stroke=CASING, width=icon * 0.5)
        canvas.line(swatch, stroke=PATH_COLOURS[colour], width=icon * 0.36)
        draw_pattern(canvas, swatch, colour, icon * 0.36)
        LEGEND.box(canvas, "pattern", Box(x0, y - row_h / 2, icon * 1.3, row_h))
        step = (width - icon * 1.5) / 3
        for slot, kind in enumerate((Kind.STRAIGHT, Kind.CURVE, Kind.END)):
            x = x0 + icon * 1.5 + slot * step
            LEGEND.box(canvas, _LEFT[kind], Box(x, y - row_h / 2, step, row_h))
            draw_card(canvas, _icon(kind, colour), x + icon * 0.45, y, icon * 0.85)
            number = count(state.hands[colour], kind)
            canvas.text(x + icon * 1.25, y, str(number), size=text, color=INK, bold=now)
        if state.is_done(colour):
            veil = [(x0, y - row_h / 2), (x0 + width - 4, y - row_h / 2)]
            veil += [(x0 + width - 4, y + row_h / 2), (x0, y + row_h / 2)]
            canvas.polygon(veil, fill=DIM)
            LEGEND.box(canvas, "finished", Box(x0, y - row_h / 2, width - 4, row_h))


#: The mark of each kind's count in a colour's row.
_LEFT: dict[Kind, legend.Kind] = {
    Kind.STRAIGHT: "straights_left",
    Kind.CURVE: "curves_left",
    Kind.END: "ends_left",
}


def _icon(kind: Kind, colour: int) -> Square:
    """A small card for the counts: the kind in the colour, no animal on it."""
    return card(kind, _SHOWN_ROTATION[kind], colour, NO_ANIMAL)
