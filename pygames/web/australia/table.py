"""Beside the map: the four stacks, a row per player, and the full game's two tracks.

- Stacks: the top card face up (colour, rangers, dollars) and how many cards
  are left under "×"; an empty stack is an outline.
- Players: the token (colour and shape), the open hand, the rangers still
  on the plane (the token again, with their count), dollars, points (dollars
  included, as the score will count them); the player to move is lit, with a
  dot per action left.
- Tracks (full game): the windmill with its value, the six spaces of the
  windmill track (filled as projects are scored), the ten of the ranger
  track top first, and what each player would get if the windmill scored now.

Only numbers and pictures are drawn here; every word is said in the page
beside the board, in the reader's language.
"""

from __future__ import annotations

from collections.abc import Set
from dataclasses import dataclass

from pygames.games.australia import AustraliaState
from pygames.games.australia.actions import Draw, Play
from pygames.games.australia.components import (
    ACTIONS_PER_TURN,
    RANGER_TRACK,
    STACK_DOLLARS,
    STACK_RANGERS,
    WINDMILL_TRACK,
    Card,
    card_colour,
    card_stack,
)
from pygames.games.australia.draft import windmill_shares
from pygames.web.australia.layout import SMALLEST_TEXT
from pygames.web.australia.legend import LEGEND
from pygames.web.australia.pieces import INK, PAPER, card, token, windmill
from pygames.web.canvas import Box, Canvas
from pygames.web.hits import Hit

PANEL = "#f4efe4"
MOVER = "#fff3c4"
LIT = "#d48a00"
PICKED = "#b0005a"
FAINT = "#8a7f70"
#: The space between hand cards: a lit card's ring stands clear of its neighbour's.
HAND_GAP = 9.0
#: How far a lit (or picked) card's ring stands out from its edge: on the edge itself, an
#: amber rim made a grey or green card read as yellow.
RING_OUT = 3.5
#: The least space between stacks, and how far a stack's ring (2 wide) stands out from
#: its top card: neighbouring rings stay apart.
STACK_GAP, STACK_RING_OUT = 7.0, 2.0
#: The width of a row's counts (rangers left, dollars, points), in its font's size.
COUNTS_EM = 8.2


def _frame(canvas: Canvas, box: Box, fill: str = PANEL, stroke: str | None = "#d9cfbd") -> None:
    canvas.polygon(box.corners(), fill=fill, stroke=stroke, width=1.0)


def _stack_cards(box: Box, gap: float) -> tuple[int, float]:
    """How many stacks stand in a row (four, or two by two in a tall box), and the card
    width that lets them fit, whichever gives the larger cards."""
    label = SMALLEST_TEXT * 1.6  # the count under each card

    def width(across: int) -> float:
        down = 4 // across
        by_width = (box.w - gap * (across + 1)) / across
        by_height = (box.h - gap * (down + 1) - label * down) / down / 1.4
        return min(by_width, by_height)

    across = max((4, 2), key=width)
    return across, width(across)


def stack_boxes(box: Box) -> tuple[Box, ...]:
    """Where each of the four stacks' top cards is drawn in the stacks' part of the table."""
    gap = max(box.w * 0.03, STACK_GAP)
    across, w = _stack_cards(box, gap)
    h = w * 1.4
    down = 4 // across
    step_y = h + SMALLEST_TEXT * 1.6 + gap
    left = box.x + (box.w - (w * across + gap * (across - 1))) / 2
    first = box.y + (box.h - (step_y * down - gap)) / 2 if down > 1 else box.y + gap
    return tuple(
        Box(left + stack % across * (w + gap), first + stack // across * step_y, w, h)
        for stack in range(4)
    )


def draw_stacks(canvas: Canvas, box: Box, state: AustraliaState, lit: bool) -> list[Hit]:
    """The four stacks; ``lit`` when a card is to be taken now. Returns their hits."""
    _frame(canvas, box)
    hits = []
    for stack, (cards, shown) in enumerate(zip(state.stacks, stack_boxes(box), strict=True)):
        x, top, w, h = shown.x, shown.y, shown.w, shown.h
        if cards:
            colour = card_colour(cards[0])
            card(canvas, x, top, w, h, colour, STACK_RANGERS[stack], STACK_DOLLARS[stack])
            if lit:  # ringed clear of the card's own edge, as a hand's cards are: an amber
                # rim on the edge made a grey top card read as orange to a newcomer
                around = shown.inset(-STACK_RING_OUT).corners()
                canvas.polygon(around, stroke=LIT, width=2.0)
            hits.append(Hit(("stack", stack), shown.cx, shown.cy, max(w, h) * 0.55))
            LEGEND.box(canvas, "stack", shown)
        else:
            _frame(canvas, shown, fill=PANEL, stroke=FAINT)
        count_y = top + h + SMALLEST_TEXT * 0.85
        canvas.text(
            shown.cx, count_y, f"\u00d7{len(cards)}", size=SMALLEST_TEXT + 1, color=INK, bold=True
        )
        LEGEND.box(canvas, "stack_count", Box(x, count_y - SMALLEST_TEXT, w, SMALLEST_TEXT * 2))
    return hits


#: A player's row is at most this high; on a narrow table (a phone's, under this wide) at
#: most twice as high, in two lines: the counts over the hand, whose cards in one line
#: beside the counts were 20 px wide there.
ROW_H, NARROW = 64.0, 240.0


def player_row(box: Box, players: int, player: int) -> Box:
    """The row of ``player`` in the players' part of the table."""
    row_h = min(box.h / players, ROW_H if box.w >= NARROW else 2 * ROW_H)
    return Box(box.x, box.y + player * row_h, box.w, row_h - 3)


def _row_font(row: Box) -> float:
    return max(SMALLEST_TEXT, min(ROW_H * 0.3, row.h * 0.3, row.w * 0.055))


@dataclass(frozen=True, slots=True)
class RowParts:
    """Where a row's parts go: the player's token (centre, radius), the mover's action dots
    (from their top left, one over the other), the hand's cards (the first one's top left,
    their size), and the counts (rangers left, dollars, points) from their left, on one
    line of ``font``."""

    token: tuple[float, float, float]
    dots: tuple[float, float, float]
    cards: Box
    counts: tuple[float, float]
    font: float


def row_parts(row: Box) -> RowParts:
    """A row in one line (token, dots, hand, counts), or in a row over ``ROW_H`` high, two:
    the token, dots and counts over the hand, whose cards then take the row's width."""
    font = _row_font(row)
    counts_x = row.right - 4 - font * COUNTS_EM
    if row.h <= ROW_H + 1:
        r = row.h * 0.26
        token_x = row.x + r + 6
        dots_x = token_x + r + 6
        cards_x = dots_x + 10
        room = counts_x - cards_x
        card_h = min(row.h * 0.8, (room / 2 - HAND_GAP) / 0.7)
        cards = Box(cards_x, row.cy - card_h / 2, card_h * 0.7, card_h)
        return RowParts(
            token=(token_x, row.cy, r),
            dots=(dots_x, row.y + row.h * 0.1, row.h * 0.8),
            cards=cards,
            counts=(counts_x, row.cy),
            font=font,
        )
    top_h = max(font * 2.6, row.h * 0.38)
    cy = row.y + top_h / 2
    r = top_h * 0.36
    token_x = row.x + r + 6
    band = Box(row.x + 6 + RING_OUT, row.y + top_h, row.w - 12 - 2 * RING_OUT, row.h - top_h)
    card_h = min(band.h - 2 * RING_OUT - 2, ((band.w - HAND_GAP) / 2) / 0.7)
    cards = Box(band.x, band.cy - card_h / 2, card_h * 0.7, card_h)
    return RowParts(
        token=(token_x, cy, r),
        dots=(token_x + r + 6, row.y + top_h * 0.1, top_h * 0.8),
        cards=cards,
        counts=(counts_x, cy),
        font=font,
    )


def hand_slot(box: Box, state: AustraliaState, player: int, held: Card) -> Box:
    """Where the card ``held`` in ``player``'s hand is drawn in their row."""
    cards = row_parts(player_row(box, state.players, player)).cards
    return _slot(cards, held_hands(state)[player].index(held))


def _slot(first: Box, index: int) -> Box:
    """The place of a hand's card ``index`` whose first card is drawn in ``first``."""
    return Box(first.x + index * (first.w + HAND_GAP), first.y, first.w, first.h)


def hand_card(canvas: Canvas, shown: Box, held: Card) -> None:
    """A card as it is drawn in a hand (and on its way there)."""
    stack = card_stack(held)
    colour, rangers, dollars = card_colour(held), STACK_RANGERS[stack], STACK_DOLLARS[stack]
    card(canvas, shown.x, shown.y, shown.w, shown.h, colour, rangers, dollars, width=1.0)


def row_plane(box: Box, players: int, player: int) -> tuple[float, float]:
    """Where a player's first flight starts: from their rangers in the row, which it carries."""
    parts = row_parts(player_row(box, players, player))
    x, y, _ = _row_supply(parts)
    return x, y


def _row_supply(parts: RowParts) -> tuple[float, float, float]:
    """The centre and radius of the token counting a row's rangers not yet on the map, at
    the head of the counts."""
    x, y = parts.counts
    return x + parts.font * 1.25, y, parts.font * 0.95


def draw_players(
    canvas: Canvas,
    box: Box,
    state: AustraliaState,
    playable: Set[int],
    picked: int | None,
    *,
    tappable: bool = False,
    arriving: tuple[int, Card] | None = None,
) -> list[Hit]:
    """A row per player. The mover's cards in ``playable`` are lit and tappable, and with
    ``tappable`` the others too (a tap on one says why it cannot be played: a newcomer's
    tap on an unlit card did nothing they could see); the ``picked`` one is ringed. The
    card ``arriving`` in a player's hand (player, card) leaves its place empty: it is on
    its way from its stack. Returns the hits of the mover's cards."""
    hits: list[Hit] = []
    scores = state.scores()
    hands = held_hands(state)
    for player in range(state.players):
        row = player_row(box, state.players, player)
        mover = player == state.current_player
        _frame(canvas, row, fill=MOVER if mover else PANEL, stroke=LIT if mover else "#d9cfbd")
        parts = row_parts(row)
        x, y, r = parts.token
        token(canvas, x, y, r, player, None)
        LEGEND.at(canvas, "player", x, y, r * 1.2)
        if mover:
            dots_x, dots_y, dots_h = parts.dots
            for k in range(ACTIONS_PER_TURN):
                filled = k < state.actions_left
                canvas.circle(
                    dots_x + 3,
                    dots_y + dots_h * (0.25 + 0.5 * k),
                    3.2,
                    fill=INK if filled else None,
                    stroke=INK,
                    width=1.0,
                )
            LEGEND.box(canvas, "action_dots", Box(dots_x - 3, dots_y, 12, dots_h))
        for index, held in enumerate(hands[player]):
            if arriving == (player, held):
                continue
            ring = picked == held and mover
            lit = mover and held in playable
            shown = _slot(parts.cards, index)
            hand_card(canvas, shown, held)
            if ring or lit:
                around = shown.inset(-RING_OUT).corners()
                canvas.polygon(around, stroke=PICKED if ring else LIT, width=3.0 if ring else 2.5)
            if lit or (mover and tappable):
                hits.append(Hit(("card", held), shown.cx, shown.cy, max(shown.h * 0.6, 18.0)))
            LEGEND.box(canvas, "hand_card", shown)
        x, y = parts.counts
        font = parts.font
        # the rangers left as the map shows rangers: the player's token with their count
        # (a plane with a number read as flights left)
        token(canvas, *_row_supply(parts), player, state.supply[player])
        dollars = f"${state.dollars[player]}"
        canvas.text(x + font * 4.0, y, dollars, size=font, color="#1f6f3a", bold=True)
        total = str(scores[player].total)
        canvas.text(x + font * 6.8, y, total, size=font * 1.15, color=INK, bold=True)
        top = y - font
        LEGEND.box(canvas, "supply", Box(x, top, font * 2.9, font * 2))
        LEGEND.box(canvas, "dollars", Box(x + font * 2.9, top, font * 2.4, font * 2))
        LEGEND.box(canvas, "score", Box(x + font * 5.7, top, font * 2.2, font * 2))
    return hits


@dataclass(frozen=True, slots=True)
class Panel:
    """Where the windmill's panel draws its parts in its box: the windmill (its size), the
    windmill track's squares, and the ranger track's circles, in one row or, where that
    makes them larger, two rows of five (read like a line of text: the first is on top)."""

    pad: float
    size: float
    left: float
    square: float
    dot: float
    circles: tuple[tuple[float, float], ...]

    @property
    def ranger_track(self) -> Box:
        """The box round the ranger track's circles."""
        xs = [x for x, _ in self.circles]
        ys = [y for _, y in self.circles]
        reach = self.dot + 1
        width, height = max(xs) - min(xs), max(ys) - min(ys)
        return Box(min(xs) - reach, min(ys) - reach, width + 2 * reach, height + 2 * reach)


def panel(box: Box) -> Panel:
    """The windmill's panel laid out in ``box``."""
    pad = 6.0
    size = min(box.h * 0.3, box.w * 0.16)
    left = box.x + pad * 2 + size * 1.9
    width = box.right - pad - left
    square = min(width / WINDMILL_TRACK - 3, box.h * 0.2)
    top = box.y + pad + square + 6
    shares = SMALLEST_TEXT * 2 + 4  # the line of shares under the circles
    best: tuple[float, int] = (0.0, 1)
    for rows in (1, 2):
        per_row = -(-RANGER_TRACK // rows)
        dot = min(width / per_row / 2 - 1, (box.bottom - top - shares) / rows / 2 - 1)
        best = max(best, (dot, rows))
    dot, rows = best
    per_row = -(-RANGER_TRACK // rows)
    circles = tuple(
        (left + dot + (k % per_row) * (2 * dot + 2), top + dot + (k // per_row) * (2 * dot + 2))
        for k in range(RANGER_TRACK)
    )
    return Panel(pad, size, left, square, dot, circles)


def held_hands(state: AustraliaState) -> tuple[tuple[Card, ...], ...]:
    """Each player's hand as it has been held: a card drawn after a card played takes that
    card's place, so the cards kept stay where they were (the engine keeps hands sorted,
    and a newcomer tapped a card that had moved into the played one's place). Read from
    the history in one walk; a hand whose history is not there is in the engine's order."""
    line: list[AustraliaState] = []
    at: AustraliaState | None = state
    while at is not None:
        line.append(at)
        at = at.parent if isinstance(at.parent, AustraliaState) else None
    orders: list[list[Card]] = [[] for _ in state.hands]
    gaps: list[int | None] = [None for _ in state.hands]
    for before, after in zip(reversed(line[1:]), reversed(line[:-1]), strict=True):
        action, order = after.last_action, orders[before.to_move]
        if isinstance(action, Play) and action.card in order:
            gaps[before.to_move] = order.index(action.card)
            order.remove(action.card)
        elif isinstance(action, Draw):
            gap = gaps[before.to_move]
            order.insert(len(order) if gap is None else gap, action.card)
            gaps[before.to_move] = None
    return tuple(
        tuple(order) if sorted(order) == sorted(hand) else hand
        for order, hand in zip(orders, state.hands, strict=True)
    )


def draw_tracks(canvas: Canvas, box: Box, state: AustraliaState, pending: int = 0) -> None:
    """The windmill, its track and the ranger track, and the windmill's shares now, with
    ``pending`` rangers of the player to move shown going onto the ranger track (a card
    picked, the track tapped)."""
    if not state.full_game:
        return
    _frame(canvas, box)
    laid = panel(box)
    pad, size, left, square, dot = laid.pad, laid.size, laid.left, laid.square, laid.dot
    windmill(canvas, box.x + pad + size * 0.9, box.y + pad + size, size * 0.8, state.windmill_value)
    LEGEND.box(canvas, "windmill_panel", box)
    LEGEND.at(canvas, "windmill", box.x + pad + size * 0.9, box.y + pad + size, size)
    for k in range(WINDMILL_TRACK):
        x = left + k * (square + 3)
        full = k < state.windmill_track
        _frame(
            canvas,
            Box(x, box.y + pad, square, square),
            fill="#6b5846" if full else PAPER,
            stroke=INK,
        )
    track_w = WINDMILL_TRACK * (square + 3)
    LEGEND.box(canvas, "windmill_track", Box(left, box.y + pad, track_w, square))
    track = laid.ranger_track
    LEGEND.box(canvas, "ranger_track", track)
    on_track = len(state.ranger_track)
    for k, (x, y) in enumerate(laid.circles):
        if k < on_track:
            token(canvas, x, y, dot * 0.9, state.ranger_track[k], None)
        elif k < on_track + pending:  # going there: the mover's token on a lit ring
            canvas.circle(x, y, dot, fill=PAPER, stroke=LIT, width=2.0)
            token(canvas, x, y, dot * 0.7, state.to_move, None)
        else:
            canvas.circle(x, y, dot * 0.9, fill=PAPER, stroke=FAINT, width=1.0)
    shares = windmill_shares(state.ranger_track, state.windmill_value)
    share_y = track.bottom + SMALLEST_TEXT
    mark = 7.0
    x = left + mark
    for player, value in shares:
        token(canvas, x, share_y, mark, player, None)
        canvas.text(
            x + mark + SMALLEST_TEXT,
            share_y,
            f"+{value}",
            size=SMALLEST_TEXT + 1,
            color=INK,
            bold=True,
        )
        share_w = mark * 2 + SMALLEST_TEXT * 2.6
        LEGEND.box(canvas, "shares", Box(x - mark, share_y - 9, share_w, 18))
        x += share_w
