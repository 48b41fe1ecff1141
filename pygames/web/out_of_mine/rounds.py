"""Before a round's race: the two sides of the dealt board in the gallery's place to choose
from (``sides``), or Start, over the last round's results, and a note on why the person's
gallery changed since then.

On request (the selection ``selection.SOLUTION``) the results give way to the person's
board as it stood at the call beside a way to fill that gallery. The note lies on a band
at the head of the others' area until tapped away (``selection.READ``): across the
gallery's foot it hid a row of the person's gallery. It is also what the end
of a round caused (``aftermath``), said in the message line and the move log: which board
the person plays next (at one screen, each player).
"""

from __future__ import annotations

from pygames.core import Say
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import time_said
from pygames.games.out_of_mine.content import LAYOUTS, layout_of
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH
from pygames.web.canvas import Box
from pygames.web.hits import Hit
from pygames.web.out_of_mine import results, selection, ways
from pygames.web.out_of_mine.gallery import crystal_board, small_board
from pygames.web.out_of_mine.pen import BUTTON, BUTTON_EDGE, MUTED, NOTE, PANEL, SMALL, Pen
from pygames.web.ui import Caused


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
    if state.results and interactive:
        shown = selected == selection.SOLUTION
        played = state.results[-1].round
        label = (
            Say("out-of-mine.board.hide_solution")
            if shown
            else Say.of("out-of-mine.board.solution_round", round=played)
        )
        pen.button(pen.plan.tools, label, BUTTON, BUTTON_EDGE, 15)
        hits.append(pen.hit("solution", pen.plan.tools))
    area = pen.plan.choice if state.results else pen.plan.first_choice
    pen.rect(area, fill=PANEL)
    noted = bool(state.results) and selected is None  # until tapped away
    if state.phase is Phase.SIDES and interactive:
        return hits + _choosing(pen, state, player, area, noted)
    rest = area
    if noted and area.h < LOW:  # the note fills a low area (the status line asks for Start)
        pen.rect(area, fill=NOTE)
        _note_in(pen, dealt_note(state, player), area)
        return hits + ([pen.hit("dealt", area)] if interactive else []) + _start(pen, interactive)
    if noted:
        band = pen.band(dealt_note(state, player), area, 15, 3)
        hits += [pen.hit("dealt", band)] if interactive else []
        rest = Box(area.x, band.bottom, area.w, area.bottom - band.bottom)
    if state.phase is Phase.SIDES:
        pen.words(rest.cx, rest.cy, Say("out-of-mine.board.dwarves_choose"), color=MUTED)
    elif interactive:
        hits += _start(pen, interactive)
        # Before the first race, what Start begins (from then on, a low area on a phone)
        first = state.options["mode"] == "dwarves" and state.players > 1 and not state.results
        key = "out-of-mine.board.ready_race" if first else "out-of-mine.board.ready"
        ready = Say.of(key, player=Say(f"out-of-mine.player.{player}"))
        most = max(2, int((rest.h - 8) // (16 * 1.25)))  # as many lines as the area holds
        lines = len(pen.lines(ready, rest.w - 20, 16, most))
        pen.wrapped(rest.cx, rest.cy - lines * 16 * 1.25 / 2, ready, rest.w - 20, 16, most)
    else:
        pen.words(rest.cx, rest.cy, Say("out-of-mine.board.dwarves_dig"), color=MUTED)
    return hits


def _start(pen: Pen, interactive: bool) -> list[Hit]:
    """The Start button, for a person to press once they are ready."""
    if not interactive:
        return []
    start = Say("out-of-mine.board.start")
    pen.button(pen.plan.call, start, "#2e9d57", "#17542e", 24, "#ffffff")
    return [pen.hit("start", pen.plan.call)]


#: Lower than this, the note on the board dealt fills the area alone.
LOW = 100.0


def _note_in(pen: Pen, note: Say, box: Box) -> None:
    """A note filling ``box`` of a low area, in as many small lines as it holds."""
    most = max(1, int((box.h - 4) // (SMALL * 1.25)))
    lines = len(pen.lines(note, box.w - 8, SMALL, most))
    pen.wrapped(box.cx, box.cy - lines * SMALL * 1.25 / 2, note, box.w - 8, SMALL, most)


def sides(pen: Pen, state: OutOfMineState, player: int, interactive: bool) -> list[Hit]:
    """The two sides of the person's board in the gallery's place, as large as it lets
    them, to tap one. The gallery shows no side before one is chosen: it showed side A
    while a lesson asked for B, and from the second round the sides were 40 px thumbnails
    under the results."""
    area = pen.plan.gallery
    board = state.boards[player]
    gap, label = 20.0, 26.0
    width = min((area.w - gap) / 2, (area.h - label) * WIDTH / HEIGHT)
    height = width * HEIGHT / WIDTH
    top = area.y + (area.h - label - height) / 2
    hits = []
    for side in (0, 1):
        left = area.cx - gap / 2 - width if side == 0 else area.cx + gap / 2
        box = Box(left, top, width, height)
        tapped = Box(box.x, box.y, box.w, box.h + label)
        pen.rect(tapped.inset(-5), fill=PANEL, stroke=BUTTON_EDGE, width=1.5)  # a tap target
        small_board(pen, layout_of(board, side), (), box)
        said = Say.of("out-of-mine.board.side", side="AB"[side])
        pen.words(box.cx, box.bottom + label / 2, said, size=16, bold=True)
        if interactive:
            hits.append(pen.hit(("side", side), tapped))
    return hits


def _choosing(pen: Pen, state: OutOfMineState, player: int, area: Box, noted: bool) -> list[Hit]:
    """Under the sides: why the gallery changed and which board it is (``noted``: until
    tapped away), else only which board, and to tap a side."""
    board = state.boards[player] + 1
    if noted:
        result = state.results[-1]
        caller = Say(f"out-of-mine.player.{result.caller}")
        said = Say.of(
            _own("out-of-mine.board.dealt.choose", result.caller == player),
            caller=caller,
            time=time_said(result.moment),
            board=board,
        )
        pen.rect(area, fill=NOTE)
        _note_in(pen, said, area)
        return [pen.hit("dealt", area)]
    middle = area.cy
    if not state.results:  # the first thing a player sees who skipped the lesson: the aim
        goal = Say("out-of-mine.board.goal")
        lines = len(pen.lines(goal, area.w - 20, 15, 4))
        pen.wrapped(area.cx, area.y + 12, goal, area.w - 20, 15, 4)
        middle = (area.y + 12 + lines * 15 * 1.25 + area.bottom) / 2
    title = Say.of("out-of-mine.board.choose_side", board=board)
    pen.words(area.cx, middle - 10, title, bold=True, fit=area.w - 10)
    pen.words(area.cx, middle + 12, Say("out-of-mine.board.tap.side"), color=MUTED, fit=area.w)
    return []


def dealt_note(state: OutOfMineState, player: int) -> Say:
    """Why ``player``'s gallery changed since the last round, and what they play next."""
    result = state.results[-1]
    caller, time = Say(f"out-of-mine.player.{result.caller}"), time_said(result.moment)
    board = state.boards[player] + 1
    if state.players == 1:  # alone, one's own board always leaves
        return Say.of("out-of-mine.board.dealt.solo", board=board)
    if _came_back(state, player):
        side = "AB"[state.sides[player]]
        return Say.of(
            "out-of-mine.board.dealt.back", caller=caller, time=time, board=board, side=side
        )
    key = _own("out-of-mine.board.dealt.new", result.caller == player)
    return Say.of(key, caller=caller, time=time, board=board)


def _own(key: str, own: bool) -> str:
    """The note's key for a round the player reading it called first themselves: "You
    called first ... your board", where "Player 1 called first ... their board ... Yours
    now" read as two people to the newcomer who was Player 1."""
    return f"{key}_own" if own else key


def aftermath(state: OutOfMineState) -> tuple[Caused, ...]:
    """What the end of a round caused, in plain words (``BoardUI.aftermath``): the caller's
    board left, and which board the person plays next (at one screen: which board each
    player plays). Nothing for any other action, or once the game is over."""
    before = state.parent
    if not isinstance(before, OutOfMineState) or state.phase is Phase.OVER:
        return ()
    if len(state.results) == len(before.results):
        return ()
    if state.options["mode"] == "dwarves" or state.players == 1:  # one person, seat 0
        return (Caused(dealt_note(state, 0)),)
    result = state.results[-1]
    caller = Say(f"out-of-mine.player.{result.caller}")
    left = Say.of("out-of-mine.next.left", caller=caller, time=time_said(result.moment))
    lines = [Caused(left)]
    for player in range(state.players):
        name, board = Say(f"out-of-mine.player.{player}"), state.boards[player] + 1
        if _came_back(state, player):
            side = "AB"[state.sides[player]]
            said = Say.of("out-of-mine.next.back", player=name, board=board, side=side)
        else:
            said = Say.of("out-of-mine.next.new", player=name, board=board)
        lines.append(Caused(said))
    return tuple(lines)


def _came_back(state: OutOfMineState, player: int) -> bool:
    """Whether ``player`` was dealt the board they played last round (its other side now)."""
    return state.boards[player] == state.results[-1].layouts[player] // 2


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
