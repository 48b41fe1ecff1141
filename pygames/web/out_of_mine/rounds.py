"""Before a round's race: a side of the dealt board to choose, or Start, over the last
round's results, and a note on why the person's gallery changed since then.

On request (the selection ``selection.SOLUTION``) the results give way to the person's
board as it stood at the call beside a way to fill that gallery. The note lies on a band
across the gallery's foot until tapped away (``selection.READ``).
"""

from __future__ import annotations

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.content import LAYOUTS, layout_of
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH
from pygames.web.canvas import Box
from pygames.web.hits import Hit
from pygames.web.out_of_mine import results, selection, ways
from pygames.web.out_of_mine.gallery import crystal_board, small_board
from pygames.web.out_of_mine.pen import BUTTON, BUTTON_EDGE, MUTED, PANEL, SMALL, Pen


def draw(
    pen: Pen, state: OutOfMineState, player: int, selected: object, interactive: bool
) -> list[Hit]:
    """Between rounds: the last round's scores below (or, on request, the person's board
    beside a way to fill it), a side to choose or Start above."""
    hits: list[Hit] = []
    if interactive and state.results and selected == selection.SOLUTION:
        _way_beside(pen, state, player, pen.plan.results)
    elif state.results:
        results.last_round(pen, state, pen.plan.results)
    elif pen.plan.first_choice == pen.plan.choice:  # the results' place stands empty
        pen.rect(pen.plan.results, fill=PANEL)
    if state.results and selected is None:
        hits += _dealt(pen, state, player, interactive)
    if state.results and interactive:
        shown = selected == selection.SOLUTION
        label = Say("out-of-mine.board.hide_solution" if shown else "out-of-mine.board.solution")
        pen.button(pen.plan.tools, label, BUTTON, BUTTON_EDGE, 15)
        hits.append(pen.hit("solution", pen.plan.tools))
    area = pen.plan.choice if state.results else pen.plan.first_choice
    pen.rect(area, fill=PANEL)
    if state.phase is Phase.SIDES:
        if not interactive:
            pen.words(area.cx, area.cy, Say("out-of-mine.board.dwarves_choose"), color=MUTED)
            return hits
        return hits + _sides(pen, state.boards[player], area)
    if interactive:
        start = Say("out-of-mine.board.start")
        pen.button(pen.plan.call, start, "#2e9d57", "#17542e", 24, "#ffffff")
        hits.append(pen.hit("start", pen.plan.call))
        ready = Say.of("out-of-mine.board.ready", player=Say(f"out-of-mine.player.{player}"))
        pen.wrapped(area.cx, area.cy - 18, ready, area.w - 20, 16, 3)
    else:
        pen.words(area.cx, area.cy, Say("out-of-mine.board.dwarves_dig"), color=MUTED)
    return hits


#: Lower than this, the choice of a side has its title beside the sides, not over them.
LOW = 100.0


def _sides(pen: Pen, board: int, area: Box) -> list[Hit]:
    """The title and the board's two sides to choose from, each a hit."""
    title = Say.of("out-of-mine.board.choose_side", board=board + 1)
    if area.h < LOW:  # the title on the left, the sides on the right
        pen.wrapped(area.x + area.w / 6, area.cy - SMALL * 1.25, title, area.w / 3 - 8, SMALL, 2)
        sides = Box(area.x + area.w / 3, area.y + 4, area.w * 2 / 3, area.h - 8)
    else:
        pen.words(area.cx, area.y + 14, title, bold=True, fit=area.w - 10)
        sides = Box(area.x, area.y + 28, area.w, area.h - 28)
    height = sides.h - 22
    width = min(sides.w / 2 - 24, height * WIDTH / HEIGHT)
    hits = []
    for side in (0, 1):
        box = Box(sides.cx + (side - 1) * (width + 24) + 12, sides.y, width, height)
        small_board(pen, layout_of(board, side), (), box)
        label = Say.of("out-of-mine.board.side", side="AB"[side])
        pen.words(box.cx, box.bottom + 11, label, bold=True)
        hits.append(pen.hit(("side", side), Box(box.x, box.y, box.w, box.h + 20)))
    return hits


def _dealt(pen: Pen, state: OutOfMineState, player: int, interactive: bool) -> list[Hit]:
    """Why the gallery changed since the last round, on a band across its foot (a tap there
    puts it away): the caller's board left, and this player's came back turned over, or
    the rest were shuffled with one from the pile and dealt."""
    band = pen.band(dealt_note(state, player), 58, 14, 3)
    return [pen.hit("dealt", band)] if interactive else []


def dealt_note(state: OutOfMineState, player: int) -> Say:
    """Why ``player``'s gallery changed since the last round, in words."""
    result = state.results[-1]
    caller = Say(f"out-of-mine.player.{result.caller}")
    board = state.boards[player]
    if board == result.layouts[player] // 2:
        side = "AB"[state.sides[player]]
        return Say.of("out-of-mine.board.dealt.back", caller=caller, side=side)
    return Say.of("out-of-mine.board.dealt.new", caller=caller, board=board + 1)


def _way_beside(pen: Pen, state: OutOfMineState, player: int, area: Box) -> None:
    """The person's board as it stood at the call, and a way to fill that gallery."""
    result = state.results[-1]
    pen.rect(area, fill=PANEL)
    layout = LAYOUTS[result.layouts[player]]
    finds = bool(state.options["finds"])
    way = ways.way(layout.index, result.cards[player], finds)
    judged = Say.of(
        "out-of-mine.board.judged",
        player=Say(f"out-of-mine.player.{player}"),
        points=result.scores[player].total,
    )
    half = area.w / 2
    for number, (caption, board) in enumerate(
        ((judged, result.boards[player]), (Say("out-of-mine.board.a_way"), way))
    ):
        column = Box(area.x + number * half + 8, area.y + 4, half - 16, area.h - 8)
        pen.words(column.cx, column.y + 10, caption, bold=True, fit=column.w)
        crystal_board(
            pen, layout, board, Box(column.x, column.y + 22, column.w, column.h - 24), finds
        )
