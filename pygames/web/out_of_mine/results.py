"""The last round's results drawn: who called when, and each board as judged with its points.

Between rounds they fill the tray's place (``rounds``); on the last screen, with a way to
fill each gallery beside or under it, they fill the whole board (``draw``).
"""

from __future__ import annotations

from collections.abc import Sequence

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import time_said
from pygames.games.out_of_mine.content import LAYOUTS
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH
from pygames.web.canvas import Box
from pygames.web.out_of_mine import timing, ways
from pygames.web.out_of_mine.gallery import small_board
from pygames.web.out_of_mine.pen import CALL, INK, MUTED, PANEL, SMALL, Pen

#: Columns narrower than this (design units) share one caption over their ways.
NARROW = 150.0


def draw(pen: Pen, state: OutOfMineState) -> None:
    """The game is over: the last round's boards and points across the board."""
    plan_ = pen.plan
    area = Box(
        plan_.gallery.x,
        plan_.gallery.y,
        plan_.size[0] - 2 * plan_.gallery.x,
        plan_.tray.bottom - plan_.gallery.y,
    )
    last_round(pen, state, area, ways_too=True)


def last_round(pen: Pen, state: OutOfMineState, area: Box, ways_too: bool = False) -> None:
    """The last round: who called when, and each board as judged with its points (and,
    ``ways_too``, a way to fill each gallery: beside a lone board, else at the column's
    foot)."""
    result = state.results[-1]
    pen.rect(area, fill=PANEL)
    pen.words(area.cx, area.y + 13, _round_title(state), bold=True, fit=area.w - 10)
    width = area.w / state.players
    totals = state.totals()
    finds = bool(state.options["finds"])
    for player in range(state.players):
        column = Box(area.x + player * width + 4, area.y + 26, width - 8, area.h - 30)
        layout = LAYOUTS[result.layouts[player]]
        board_box, way_box = _boxes(column, ways_too)
        if way_box is None and column.w >= 3 * column.h:  # wide and low: words beside it
            board_box = Box(column.x, column.y, column.h * WIDTH / HEIGHT, column.h)
            column = Box(
                board_box.right + 8, column.y, column.right - board_box.right - 8, column.h
            )
        small_board(pen, layout, result.boards[player], board_box)
        foot = column.bottom
        if way_box is not None:
            way = ways.way(layout.index, result.cards[player], finds)
            caption = Say("out-of-mine.board.a_way")
            if width >= NARROW:
                pen.words(way_box.cx, way_box.y - 11, caption, bold=True, fit=column.w)
            elif player == 0:  # columns too narrow for a caption each: one across them
                pen.words(area.cx, way_box.y - 11, caption, bold=True, fit=area.w)
            small_board(pen, layout, way, way_box)
            foot = min(foot, way_box.y - 22) if way_box.y > board_box.y else foot
        total = Say.of(
            "out-of-mine.board.points",
            player=Say(f"out-of-mine.player.{player}"),
            points=result.scores[player].total,
            total=totals[player],
        )
        colour = CALL if player == result.caller else INK
        beside = board_box.right < column.x
        below = column.y if beside else board_box.bottom
        below = max(below, way_box.bottom if way_box and foot == column.bottom else 0)
        top = pen.wrapped(column.cx, below + 3, total, column.w, SMALL, 4, colour)
        _parts(pen, result.scores[player].parts, column, top, foot)


def _parts(
    pen: Pen, parts: Sequence[tuple[Say, int]], column: Box, top: float, foot: float
) -> None:
    """A board's points part by part under it: a line each where there is room, else all
    in the lines there are (a part left out made a total that did not add up; the score's
    parts beside the board list them all)."""
    lines = [f"{pen.text.say(label)}: {panels_points(value)}" for label, value in parts]
    room = int((foot - top) // (13 * 1.25))
    if sum(len(pen.lines(line, column.w, 13, 4)) for line in lines) <= room:
        for line in lines:
            top = pen.wrapped(column.cx, top, line, column.w, 13, 4, MUTED)
    elif lines and room > 0:
        pen.wrapped(column.cx, top, " · ".join(lines), column.w, 13, room, MUTED)


def _round_title(state: OutOfMineState) -> Say:
    """Who called the last round, and when (practising with no clock: only who)."""
    result = state.results[-1]
    caller = Say(f"out-of-mine.player.{result.caller}")
    if state.puzzle:  # the time is the point
        return Say.of("out-of-mine.board.called", time=time_said(result.moment))
    if timing.calm(state):
        return Say.of("out-of-mine.board.round_done", round=result.round, player=caller)
    return Say.of(
        "out-of-mine.board.round_called",
        round=result.round,
        player=caller,
        time=time_said(result.moment),
    )


def _boxes(column: Box, ways_too: bool) -> tuple[Box, Box | None]:
    """Where a column's board goes, and its way to fill it: side by side when the column
    is wide enough, else the way at the column's foot."""
    most = (column.w - 4) * HEIGHT / WIDTH  # no taller than the column's width allows
    if not ways_too:
        return Box(column.x + 2, column.y, column.w - 4, min(column.h * 0.38, 80, most)), None
    tall = min(column.h * 0.45, 230)
    wide = tall * WIDTH / HEIGHT
    if column.w >= 2 * wide + 40:
        left = column.cx - 20 - wide
        return Box(left, column.y + 22, wide, tall), Box(column.cx + 20, column.y + 22, wide, tall)
    tall = min(column.h * 0.3, 150, most)
    board = Box(column.x + 2, column.y, column.w - 4, tall)
    return board, Box(board.x, column.bottom - tall, board.w, tall)


def panels_points(value: int) -> str:
    """Points as the panel writes them: a real minus sign, a plus on gains."""
    return f"+{value}" if value > 0 else f"\u2212{-value}" if value < 0 else "0"
