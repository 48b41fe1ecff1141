"""The boards between rounds in motion (``BoardUI.motion``): the caller's board leaves the
table, the others and one from the pile are gathered and shuffled, and each player is
dealt a board; one that comes back to its player turns over to its other side on the way.

``motion`` says how long it lasts after a round's last action; ``scene`` where each board
lies at a progress from 0 to 1 (design units, over the top of the board); ``draw_scene``
draws it. At rest none of it is drawn: the still note on the gallery says it in words.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.content import LAYOUTS, Layout, layout_of
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH, cells_of
from pygames.games.out_of_mine.tiles import Board
from pygames.web.canvas import Box
from pygames.web.motion import AT_REST, ease
from pygames.web.out_of_mine.crystals import FLOOR, FLOOR_LINE, ROCK, ROCK_DARK
from pygames.web.out_of_mine.gallery import flat_crystals
from pygames.web.out_of_mine.layout import Plan
from pygames.web.out_of_mine.pen import INK, Pen

#: Seconds the deal takes; the stages end at these parts of it: the caller's board leaves,
#: the rest are gathered and shuffled with one from the pile, then dealt.
DEAL = 1.3
LEFT, GATHERED = 0.3, 0.6
#: Design units above each player's place for their name.
NAME = 22.0
#: Design units under the places for the note on why the person's gallery changed.
NOTE = 44.0
TABLE = "#2f2621"
HIGHLIGHT = "#f0a000"
PLACE = "#6d5a4c"


def motion(state: OutOfMineState) -> float:
    """How long the last action's motion lasts: the deal, if it ended a round with more
    to come (0: nothing moves)."""
    before = state.parent
    if not isinstance(before, OutOfMineState) or state.phase is Phase.OVER:
        return 0.0
    return DEAL if len(state.results) > len(before.results) else 0.0


@dataclass(frozen=True, slots=True)
class Shown:
    """A board on the table: the side its face shows, its crystals, its box (design units),
    and how much of its width shows (1 lying flat, 0 on its edge while turning over)."""

    layout: Layout
    crystals: Board
    box: Box
    width: float = 1.0


@dataclass(frozen=True, slots=True)
class Scene:
    """The table in motion: the area it covers, each player's place, the boards on it."""

    area: Box
    places: tuple[Box, ...]
    boards: tuple[Shown, ...]


def table(plan: Plan) -> Box:
    """The area the deal is shown on: the gallery, the card and the others' boards."""
    left = min(plan.gallery.x, plan.others.x)
    return Box(
        left,
        plan.gallery.y,
        plan.others.right - left,
        plan.others.bottom - plan.gallery.y,
    )


def places(plan: Plan, players: int) -> tuple[Box, ...]:
    """Each player's board on the table: in a row beside the panel, two a row on a phone."""
    area = table(plan)
    columns = players if plan.size[0] > plan.size[1] else min(players, 2)
    rows = -(-players // columns)
    width, height = area.w / columns, (area.h - NOTE) / rows
    w = min(width - 16, (height - NAME - 10) * WIDTH / HEIGHT, 300)
    h = w * HEIGHT / WIDTH
    found = []
    for player in range(players):
        row, column = divmod(player, columns)
        cx = area.x + (column + 0.5) * width
        top = area.y + row * height + NAME + (height - NAME - h) / 2
        found.append(Box(cx - w / 2, top, w, h))
    return tuple(found)


def scene(state: OutOfMineState, plan: Plan, progress: float) -> Scene | None:
    """The deal at ``progress`` (None at rest, or when the last action dealt nothing)."""
    before = state.parent
    if progress >= AT_REST or not motion(state) or not isinstance(before, OutOfMineState):
        return None
    result = state.results[-1]
    slots = places(plan, state.players)
    area = table(plan)
    size = slots[0]
    stack = Box(
        area.cx - size.w * 0.4, area.cy - size.h * 0.4 + NAME / 2, size.w * 0.8, size.h * 0.8
    )
    gone = Box(area.right - size.w * 0.2, area.cy, size.w * 0.2, size.h * 0.2)
    old = [LAYOUTS[index] for index in result.layouts]
    kept = [player for player in range(state.players) if player != result.caller]
    if progress < LEFT:  # the caller's board slides away, the others' lie as judged
        t = ease(progress / LEFT)
        boards = [Shown(old[player], result.boards[player], slots[player]) for player in kept]
        leaving = _between(slots[result.caller], gone, t)  # over the others as it goes
        boards.append(Shown(old[result.caller], result.boards[result.caller], leaving))
        return Scene(area, slots, tuple(boards))
    if progress < GATHERED:  # emptied, gathered with one from the pile, and shuffled
        t = ease((progress - LEFT) / (GATHERED - LEFT))
        fresh = next(board for board in state.boards if board not in before.boards)
        gathering = [(old[player], slots[player]) for player in kept]
        gathering.append((layout_of(fresh, 0), gone))
        boards = []
        for number, (layout, start) in enumerate(gathering):
            sway = math.sin(math.pi * t) * (1 if number % 2 else -1) * size.w * 0.25
            spot = _moved(stack, (number - len(gathering) / 2) * 5 + sway, number * -4)
            boards.append(Shown(layout, (), _between(start, spot, t)))
        return Scene(area, slots, tuple(boards))
    t = ease((progress - GATHERED) / (1 - GATHERED))  # dealt, a returning board turning over
    boards = []
    for player in range(state.players):
        board, side = state.boards[player], state.sides[player]
        box = _between(stack, slots[player], t)
        if board == old[player].board:  # back to its player, to be played on its other side
            face = old[player] if t < 0.5 else layout_of(board, side)
            boards.append(Shown(face, (), box, abs(1 - 2 * t)))
        else:
            boards.append(Shown(layout_of(board, max(side, 0)), (), box))
    return Scene(area, slots, tuple(boards))


def _between(start: Box, end: Box, t: float) -> Box:
    return Box(
        start.x + (end.x - start.x) * t,
        start.y + (end.y - start.y) * t,
        start.w + (end.w - start.w) * t,
        start.h + (end.h - start.h) * t,
    )


def _moved(box: Box, dx: float, dy: float) -> Box:
    return Box(box.x + dx, box.y + dy, box.w, box.h)


def draw_scene(pen: Pen, shown: Scene, player: int, note: Say) -> None:
    """The table over the top of the board: each player's name over their place, the
    boards where the scene has them (``player``'s name stands out: their gallery), and
    under them ``note``, why that gallery changed."""
    pen.rect(shown.area.inset(-6), fill=TABLE)  # over the edges of what lies beneath too
    for number, place in enumerate(shown.places):
        mine = number == player
        name = Say(f"out-of-mine.player.{number}")
        colour = HIGHLIGHT if mine else INK
        pen.words(place.cx, place.y - NAME / 2, name, bold=mine, color=colour, fit=place.w)
        pen.rect(place, stroke=HIGHLIGHT if mine else PLACE, width=1.5)  # a board's place
    for board in shown.boards:
        _face(pen, board)
    below = max(place.bottom for place in shown.places) + 6
    pen.wrapped(shown.area.cx, below, note, shown.area.w - 24, 15, 2, color=INK)


def _face(pen: Pen, board: Shown) -> None:
    """A board as the scene has it, narrowed while it turns over."""
    box = pen.plan.box(board.box)
    cw, ch = box.w * board.width / WIDTH, box.h / HEIGHT
    if cw * WIDTH < 1:
        return
    x, y = box.x + box.w * (1 - board.width) / 2, box.y
    canvas = pen.canvas
    canvas.polygon(
        Box(x, y, cw * WIDTH, box.h).corners(),
        fill=ROCK,
        stroke=ROCK_DARK,
        width=2,
    )
    for cell in cells_of(board.layout.region):
        left, top = x + (cell % WIDTH) * cw, y + (cell // WIDTH) * ch
        canvas.polygon(
            Box(left, top, cw, ch).corners(),
            fill=FLOOR,
            stroke=FLOOR_LINE,
            width=0.8,
        )
    flat_crystals(canvas, board.crystals, x, y, ch)  # only boards lying flat show crystals
