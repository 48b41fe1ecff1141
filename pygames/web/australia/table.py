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


def draw_stacks(canvas: Canvas, box: Box, state: AustraliaState, lit: bool) -> list[Hit]:
    """The four stacks; ``lit`` when a card is to be taken now. Returns their hits."""
    _frame(canvas, box)
    gap = max(box.w * 0.03, 4.0)
    across, w = _stack_cards(box, gap)
    h = w * 1.4
    down = 4 // across
    step_y = h + SMALLEST_TEXT * 1.6 + gap
    left = box.x + (box.w - (w * across + gap * (across - 1))) / 2
    first = box.y + (box.h - (step_y * down - gap)) / 2 if down > 1 else box.y + gap
    hits = []
    for stack, cards in enumerate(state.stacks):
        x = left + stack % across * (w + gap)
        top = first + stack // across * step_y
        if cards:
            rim, width = (LIT, 3.0) if lit else (INK, 1.2)
            top_card = cards[0]
            card(
                canvas,
                x,
                top,
                w,
                h,
                card_colour(top_card),
                STACK_RANGERS[stack],
                STACK_DOLLARS[stack],
                rim=rim,
                width=width,
            )
            hits.append(Hit(("stack", stack), x + w / 2, top + h / 2, max(w, h) * 0.55))
            LEGEND.box(canvas, "stack", Box(x, top, w, h))
        else:
            _frame(canvas, Box(x, top, w, h), fill=PANEL, stroke=FAINT)
        canvas.text(
            x + w / 2,
            top + h + SMALLEST_TEXT * 0.85,
            f"\u00d7{len(cards)}",
            size=SMALLEST_TEXT + 1,
            color=INK,
            bold=True,
        )
        count_y = top + h + SMALLEST_TEXT * 0.85
        LEGEND.box(canvas, "stack_count", Box(x, count_y - SMALLEST_TEXT, w, SMALLEST_TEXT * 2))
    return hits


def player_row(box: Box, players: int, player: int) -> Box:
    """The row of ``player`` in the players' part of the table."""
    row_h = min(box.h / players, 64.0)
    return Box(box.x, box.y + player * row_h, box.w, row_h - 3)


def _row_font(row: Box) -> float:
    return max(SMALLEST_TEXT, min(row.h * 0.3, row.w * 0.055))


def row_plane(box: Box, players: int, player: int) -> tuple[float, float]:
    """Where a player's first flight starts: from their rangers in the row, which it carries."""
    row = player_row(box, players, player)
    font = _row_font(row)
    x, y, _ = _row_supply(row.right - 4 - font * COUNTS_EM, row, font)
    return x, y


def _row_supply(x: float, row: Box, font: float) -> tuple[float, float, float]:
    """The centre and radius of the token counting a row's rangers not yet on the map, in
    the counts that start at ``x``."""
    return x + font * 1.25, row.cy, font * 0.95


def draw_players(
    canvas: Canvas,
    box: Box,
    state: AustraliaState,
    playable: Set[int],
    picked: int | None,
) -> list[Hit]:
    """A row per player. The mover's cards in ``playable`` are lit and tappable; the
    ``picked`` one is ringed. Returns the hits of the mover's cards."""
    hits: list[Hit] = []
    scores = state.scores()
    hands = held_hands(state)
    for player in range(state.players):
        row = player_row(box, state.players, player)
        mover = player == state.current_player
        _frame(canvas, row, fill=MOVER if mover else PANEL, stroke=LIT if mover else "#d9cfbd")
        unit = row.h
        r = unit * 0.26
        x = row.x + r + 6
        token(canvas, x, row.cy, r, player, None)
        LEGEND.at(canvas, "player", x, row.cy, r * 1.2)
        x += r + 6
        if mover:
            for k in range(ACTIONS_PER_TURN):
                filled = k < state.actions_left
                canvas.circle(
                    x + 3,
                    row.y + unit * (0.3 + 0.4 * k),
                    3.2,
                    fill=INK if filled else None,
                    stroke=INK,
                    width=1.0,
                )
            LEGEND.box(canvas, "action_dots", Box(x - 3, row.y + unit * 0.1, 12, unit * 0.8))
            x += 10
        font = _row_font(row)
        counts_w = font * COUNTS_EM
        room = row.right - 4 - counts_w - x
        card_h = min(unit * 0.8, (room / 2 - HAND_GAP) / 0.7)
        card_w = card_h * 0.7
        for held in hands[player]:
            top = row.cy - card_h / 2
            ring = picked == held and mover
            lit = mover and held in playable
            card(
                canvas,
                x,
                top,
                card_w,
                card_h,
                card_colour(held),
                STACK_RANGERS[card_stack(held)],
                STACK_DOLLARS[card_stack(held)],
                width=1.0,
            )
            if ring or lit:
                around = Box(x, top, card_w, card_h).inset(-RING_OUT).corners()
                canvas.polygon(around, stroke=PICKED if ring else LIT, width=3.0 if ring else 2.5)
            if lit:
                hits.append(Hit(("card", held), x + card_w / 2, row.cy, max(card_h * 0.6, 18.0)))
            LEGEND.box(canvas, "hand_card", Box(x, top, card_w, card_h))
            x += card_w + HAND_GAP
        x = row.right - 4 - counts_w
        # the rangers left as the map shows rangers: the player's token with their count
        # (a plane with a number read as flights left)
        token(canvas, *_row_supply(x, row, font), player, state.supply[player])
        dollars = f"${state.dollars[player]}"
        canvas.text(x + font * 4.0, row.cy, dollars, size=font, color="#1f6f3a", bold=True)
        total = str(scores[player].total)
        canvas.text(x + font * 6.8, row.cy, total, size=font * 1.15, color=INK, bold=True)
        top = row.cy - font
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
