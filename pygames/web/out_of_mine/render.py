"""Draw the race: the person's gallery, card, tray, clock, call button and the other boards.

``draw`` returns the hits: every gallery cell (rock too: a piece dropped there
is refused with the reason), each tray crystal, the call, turn, flip and place
buttons, the board's sides before a round and the start button. The piece in
hand shows as a ghost on the cells under it, green where it fits and red where it
does not, the engine's reason beside the gallery (at the foot of the others' area).
While the mouse rests on a cell of the gallery (``focus``) with a crystal in hand, not
dragged, the ghost shows where a click there lays it instead (``selection.laid_over``,
which the click itself calls): pieces drop where they are shown, for a click too.
The other players' boards are shown small as they stood at the person's moment, so
the dwarves' boards fill as the person's clock runs.

Here is the race itself; the other screens and parts have modules of their own, which
draw through the same ``pen``: ``rounds`` what comes before a round's race, ``results``
the last screen, ``tray`` the tray, ``practice`` what takes the others' place when racing
alone, ``dealing`` the boards dealt between rounds, in motion over the board.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import cast

from pygames.core import Action, Number, Say
from pygames.games.out_of_mine import ROUNDS, End, OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Put, time_said
from pygames.games.out_of_mine.content import Card
from pygames.games.out_of_mine.scoring import score
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH, Cell, Colour, Find
from pygames.games.out_of_mine.tiles import covered
from pygames.games.out_of_mine.words import day
from pygames.web.board_view import HINT_RING
from pygames.web.canvas import Box, Canvas
from pygames.web.dragging import Hand, as_hand
from pygames.web.hits import Hit
from pygames.web.motion import AT_REST
from pygames.web.out_of_mine import (
    dealing,
    practice,
    results,
    rounds,
    selection,
    timing,
    tray,
    ways,
)
from pygames.web.out_of_mine.crystals import gem, outline, symbol
from pygames.web.out_of_mine.gallery import draw_tile, elves, ghost, rock_and_corridors, small_board
from pygames.web.out_of_mine.layout import plan
from pygames.web.out_of_mine.legend import LEGEND, Kind
from pygames.web.out_of_mine.pen import (
    BACKGROUND,
    BUTTON,
    BUTTON_EDGE,
    BUTTON_OFF,
    CALL,
    INK,
    MUTED,
    PANEL,
    SMALL,
    Pen,
)
from pygames.web.out_of_mine.selection import Asked, Piece
from pygames.web.panels import points
from pygames.web.text import Text

CALL_EDGE = "#7a3f0c"


def draw(
    canvas: Canvas,
    state: OutOfMineState,
    *,
    selected: object = None,
    interactive: bool = False,
    clock: float | None = None,
    language: str = "en",
    progress: float = AT_REST,
    teaching: bool = False,
    aim: Action | None = None,
    focus: Hashable | None = None,
) -> list[Hit]:
    """Draw the board for the person whose gallery is shown, and over it the boards dealt
    for a new round while that is in motion (``progress`` below 1); return the hits (a tap
    ends the motion and acts on the board at rest). A lesson (``teaching``) is practice
    without the button that shows a way to fill the gallery: it would give the steps away.
    A crystal a hint or a lesson's step lays (``aim``) is outlined where it lands; with
    the mouse on a cell (``focus``), the crystal in hand shows where a click there lays it."""
    pen = Pen(canvas, plan(canvas.width, canvas.height), Text(language))
    canvas.clear(BACKGROUND)
    player = shown_player(state, interactive)
    hits = _still(pen, state, player, selected, interactive, clock, teaching, focus)
    if isinstance(aim, Put) and timing.racing(state, player):
        _aimed(pen, aim)
    dealt = dealing.scene(state, pen.plan, progress)
    if dealt is not None:
        dealing.draw_scene(pen, dealt, player, rounds.dealt_note(state, player))
    return hits


def _still(
    pen: Pen,
    state: OutOfMineState,
    player: int,
    selected: object,
    interactive: bool,
    clock: float | None,
    teaching: bool,
    focus: Hashable | None,
) -> list[Hit]:
    """The board at rest: the race, or what comes before it, or the last screen."""
    if state.phase is Phase.OVER:
        _header(pen, state, player, None)
        results.draw(pen, state)
        return []
    hits: list[Hit] = []
    racing = timing.racing(state, player)
    moment = timing.displayed_tenth(state, player, clock)
    _header(pen, state, player, moment if racing else None)
    ghosted = _ghosted(state, player, as_hand(selected), focus) if racing else None
    if state.phase is Phase.SIDES and state.sides[player] < 0:
        hits += rounds.sides(pen, state, player, interactive)
    else:
        hits += _gallery(pen, state, player, selected if racing else None, interactive, ghosted)
    _card(pen, state.card(player), bool(state.options["finds"]))
    if state.phase is Phase.SIDES or not racing:
        hits += rounds.draw(pen, state, player, selected, interactive)
        return hits
    if state.puzzle:
        practice.puzzle_note(pen)
    elif state.players == 1 and not teaching:
        hits += practice.way_button(pen, state, player, selected)
    else:
        _others(pen, state, player, moment)
    hits += tray.draw(pen, state, player, selected)
    hits += _call(pen, interactive)
    hits += _tools(pen, selected)
    if not _refusal(pen, state, player, ghosted):
        _dead_end(pen, state, player, moment)
    return hits


def _aimed(pen: Pen, put: Put) -> None:
    """Where the crystal ``put`` lays lands: its outline in the hint's green, over the
    gallery, so a step that teaches turning and flipping shows its goal from the start."""
    box = pen.plan.box(pen.plan.gallery)
    column, row = put.anchor % WIDTH, put.anchor // WIDTH
    squares = Piece(put.kind, put.orientation).squares
    cells = {(column + c, row + r) for c, r in squares}
    outline(pen.canvas, cells, box.x, box.y, box.w / WIDTH, HINT_RING, 3)


def shown_player(state: OutOfMineState, interactive: bool) -> int:
    """Whose gallery is drawn large: the person to act, else the person racing dwarves."""
    player = state.current_player
    if interactive and player is not None:
        return player
    if state.options["mode"] == "dwarves" or player is None:
        return 0
    return player


# -- the header ------------------------------------------------------------------------


def _header(pen: Pen, state: OutOfMineState, player: int, moment: int | None) -> None:
    box = pen.plan.header
    wide = pen.plan.size[0] > pen.plan.size[1]
    name = Say(f"out-of-mine.player.{player}")
    if wide:
        pen.words(box.x + 80, box.cy - 10, _title(state), color=MUTED, fit=150)
        pen.words(box.x + 80, box.cy + 12, name, bold=True, fit=150)
        _explain(pen, "round", Box(box.x + 5, box.cy - 20, 150, 20))
    else:
        pen.words(box.x + 70, box.y + 11, _title(state), color=MUTED, fit=136)
        pen.words(box.x + 210, box.y + 11, name, bold=True, fit=120)
        _explain(pen, "round", Box(box.x + 2, box.y + 2, 136, 18))
    if moment is None:
        return
    where = (box.x + 250, box.cy) if wide else (box.right - 44, box.y + 13)
    _explain(pen, "clock", Box(where[0] - 45, where[1] - 15, 90, 30))
    if timing.calm(state):  # practising with no clock: nothing shows time passing
        pen.words(*where, Say("out-of-mine.board.no_clock"), color=MUTED, fit=80)
    else:
        clock = Say.of("out-of-mine.board.clock", time=_clock_text(moment))
        soon = timing.calling_soon(state, player, moment) is not None
        pen.words(*where, clock, size=30 if wide else 24, bold=True, color=CALL if soon else INK)
    card = state.card(player)
    assert card is not None
    # The points as the board stands, and what calling now brings: with only the second, a
    # newcomer saw the points fall as cells filled (0 with 13 empty, -2 with 10).
    standing, called = (
        score(
            state.layout(player),
            card,
            state.timelines[player].board,
            caller=caller,
            elves=bool(state.options["elves"]),
            finds=bool(state.options["finds"]),
        )
        for caller in (False, True)
    )
    readout = Say.count(
        "out-of-mine.board.readout",
        standing.empty,
        points=Say.count("out-of-mine.board.points_now", standing.total),
        called=points(called.total),
    )
    if wide:
        pen.words(box.x + 660, box.cy, readout, size=16, fit=560)
        _explain(pen, "readout", Box(box.x + 380, box.cy - 12, 560, 24))
    else:
        pen.words(box.cx, box.y + 31, readout, size=15, fit=box.w)
        _explain(pen, "readout", Box(box.x, box.y + 21, box.w, 20))


def _explain(pen: Pen, kind: Kind, box: Box) -> None:
    """The mark of ``kind`` over ``box``, in the plan's design units."""
    LEGEND.box(pen.canvas, kind, pen.plan.box(box))


def _title(state: OutOfMineState) -> Say:
    """The round of seven, or the puzzle's date."""
    if state.puzzle:
        return Say.of("out-of-mine.board.puzzle", date=day(state.seed))
    return Say.of("out-of-mine.board.round", round=min(state.round, ROUNDS), rounds=ROUNDS)


def _clock_text(tenths: int) -> Number:
    """The running clock, always with its tenth (``6.0 s``), the reader's way."""
    return Number(tenths / 10, places=1)


# -- the gallery -----------------------------------------------------------------------


def _ghosted(
    state: OutOfMineState, player: int, hand: Hand[Piece] | None, focus: Hashable | None
) -> Hand[Piece] | None:
    """The crystal in hand as its ghost shows it: where it is held, or, with the mouse on a
    cell of the gallery (``focus``) and the crystal not dragged, where a click on that cell
    lays it, by the click's own rule. A click laid it the nearest way that fits over the
    cell while nothing showed where until it was laid."""
    if hand is None or hand.dragged or not (isinstance(focus, tuple) and len(focus) == 2):
        return hand
    what, cell = cast(tuple[str, Cell], focus)
    if what != "cell":
        return hand
    return selection.laid_over(state, player, hand, (cell % WIDTH, cell // WIDTH))


def _gallery(
    pen: Pen,
    state: OutOfMineState,
    player: int,
    selected: object,
    interactive: bool,
    ghosted: Hand[Piece] | None,
) -> list[Hit]:
    layout = state.layout(player)
    box = pen.plan.box(pen.plan.gallery)
    size = box.w / WIDTH
    board = state.timelines[player].board if state.phase is Phase.PLAY else ()
    hand = as_hand(selected)
    lifted = None if hand is None else selection.source_tile(hand)
    rock_and_corridors(pen.canvas, layout, box.x, box.y, size)
    for tile in board:
        if tile.anchor == lifted:
            continue
        draw_tile(
            pen.canvas,
            tile.kind,
            tile.orientation,
            tile.anchor,
            box.x,
            box.y,
            size,
            bool(state.options["finds"]),
        )
    if state.options["elves"]:  # in the rock beside the crystals, over their edges
        elves(pen.canvas, layout, box.x, box.y, size)
    if ghosted is not None and selection.is_over_grid(ghosted):  # exactly where it is laid
        reason = selection.refusal(state, player, ghosted)
        region = layout.region
        ghost(pen.canvas, selection.cells_of(ghosted), region, reason is None, box.x, box.y, size)
    if isinstance(selected, Asked):  # the empty cell whose fitting crystals the tray lights
        column, row = selected.cell % WIDTH, selected.cell // WIDTH
        ring = Box(box.x + column * size, box.y + row * size, size, size).inset(2)
        pen.canvas.polygon(ring.corners(), stroke=HINT_RING, width=3)
    hits = []
    for cell in range(WIDTH * HEIGHT):
        column, row = cell % WIDTH, cell // WIDTH
        hits.append(
            Hit(
                ("cell", cell),
                box.x + (column + 0.5) * size,
                box.y + (row + 0.5) * size,
                size * 0.72,
            )
        )
    return hits if interactive else []


def notes_at(width: float, height: float) -> tuple[float, float]:
    """Where the page's note about a tap goes (``ui.TapNotes.at``): above the foot of the
    others' area, where the board writes its own notes, clear of the gallery and the tray
    (above the place tapped, it hid the person's own crystals)."""
    plan_ = plan(width, height)
    others = plan_.box(plan_.others)
    return (others.cx, others.bottom)


def _refusal(pen: Pen, state: OutOfMineState, player: int, hand: Hand[Piece] | None) -> bool:
    """Why the piece in hand does not fit where it is held, at the foot of the others' area
    (beside the gallery on a desktop, under it on a phone): over the gallery it hid the
    person's own crystals. Whether it said so."""
    if hand is None or hand.cell is None:
        return False
    reason = selection.refusal(state, player, hand)
    if reason is not None:
        pen.band(reason, pen.plan.others, 15, 3, foot=True)
    return reason is not None


def _dead_end(pen: Pen, state: OutOfMineState, player: int, moment: int) -> None:
    """Where the crystals as laid leave gaps the rest cannot fill, the same place says so: a
    newcomer filled on until the last crystal would not go, and the hints then took the
    board apart one crystal at a time. Not in the puzzle of the day, whose way is hidden,
    nor while another player's call is near: the band would lie over their "Nearly done!",
    and with the round about to end, calling first or not is what is left to decide."""
    board, card = state.timelines[player].board, state.card(player)
    layout = state.layout(player)
    if state.puzzle or not board or card is None or covered(board) == layout.region:
        return
    if timing.calling_soon(state, player, moment) is not None:
        return
    if not ways.fillable(layout, card, board):
        # Two short lines at most: on a phone the others' row is low, and a taller band
        # would lie over Turn, Flip and Place, the very tools to get out of it.
        pen.band(Say("out-of-mine.board.dead_end"), pen.plan.others, 14, 2, foot=True)


# -- the card, the call, the tools ---------------------------------------------------


def _card(pen: Pen, card: Card | None, finds: bool) -> None:
    box = pen.plan.card
    pen.rect(box, fill="#f3e7c9", stroke="#a8894f", width=2)
    _explain(pen, "card", box)
    pen.words(
        box.cx,
        box.y + 14,
        Say("out-of-mine.board.card"),
        size=SMALL,
        color="#5b4420",
        bold=True,
        fit=box.w - 10,
    )
    if card is None:
        return
    items: list[tuple[Colour | tuple[Find], str]] = [
        (colour, f"× {card.counts[colour]}") for colour in Colour if card.counts[colour]
    ]
    if finds:
        for find, value in ((card.good, card.good_value), (card.bad, card.bad_value)):
            items.append(((find,), f"{value:+d}".replace("-", "\u2212")))
    rows = max(1, int((box.h - 28) // 19))
    columns = -(-len(items) // rows)
    width = box.w / columns
    step = (box.h - 28) / min(rows, len(items))
    gem_size = min(step * 0.75, 18)
    for number, (what, label) in enumerate(items):
        column, row = divmod(number, rows)
        x = box.x + column * width + (14 if columns < 3 else 6)
        cy = box.y + 28 + step * (row + 0.5)
        if isinstance(what, Colour):
            px, py = pen.plan.point(x, cy - gem_size / 2)
            gem(pen.canvas, px, py, gem_size * pen.s, what)
        else:
            px, py = pen.plan.point(x + gem_size / 2, cy)
            symbol(pen.canvas, px, py, gem_size * 0.45 * pen.s, what[0])
        pen.words(x + gem_size + 20, cy, label, size=15, color="#3b2c14", bold=True)
        row_box = Box(box.x + column * width + 4, cy - step / 2, width - 8, step)
        _explain(pen, "card_count" if isinstance(what, Colour) else "card_find", row_box)


def _call(pen: Pen, interactive: bool) -> list[Hit]:
    box = pen.plan.call
    pen.button(box, Say("out-of-mine.board.call"), CALL, CALL_EDGE, 24, "#ffffff")
    _explain(pen, "call", box)
    return [pen.hit("call", box)] if interactive else []


def _tools(pen: Pen, selected: object) -> list[Hit]:
    """Turn, Flip and Place, greyed while they would do nothing: Place lays the crystal in
    hand where its outline shows on the gallery, so it waits for one (the arrow keys, a
    hint, a tap it did not fit); a newcomer saw it lit beside a crystal in the tray and
    never learnt what it was for."""
    box = pen.plan.tools
    hand = as_hand(selected)
    width = (box.w - 12) / 3
    hits = []
    for number, name in enumerate(("turn", "flip", "place")):
        part = Box(box.x + number * (width + 6), box.y, width, box.h)
        ready = hand is not None and (name != "place" or selection.is_over_grid(hand))
        pen.button(
            part,
            Say(f"out-of-mine.board.{name}"),
            BUTTON if ready else BUTTON_OFF,
            BUTTON_EDGE,
            15,
            INK if ready else MUTED,
        )
        hits.append(pen.hit(name, part))
        _explain(pen, "tools", part)
    return hits


# -- the others' boards ----------------------------------------------------------------


#: Lower than this, an other player's place has their board beside their name and clock,
#: not under it (a phone's plan keeps the row low).
LOW = 80.0


def _others(pen: Pen, state: OutOfMineState, player: int, moment: int) -> None:
    others = [other for other in range(state.players) if other != player]
    if not others:
        return
    area = pen.plan.others
    width = area.w / max(len(others), 2)
    calling = timing.calling_soon(state, player, moment)  # the one about to call, if any
    for number, other in enumerate(others):
        timeline = state.timelines[other]
        column = Box(area.x + number * width + 4, area.y, width - 8, area.h)
        pen.rect(column, fill=PANEL)
        shown = min(moment, timeline.clock)
        called = timeline.end is End.CALLED and moment >= timeline.clock
        soon = other == calling
        if called:
            label = Say.of("out-of-mine.board.called", time=time_said(timeline.clock))
        elif soon:
            label = Say("out-of-mine.board.nearly_done")
        else:
            label = Say.of("out-of-mine.board.clock", time=_clock_text(shown))
        name = Say(f"out-of-mine.player.{other}")
        if column.h < LOW:
            board_h = column.h - 8
            board_w = board_h * WIDTH / HEIGHT
            board_box = Box(column.right - 4 - board_w, column.y + 4, board_w, board_h)
            words_x, fit = (column.x + board_box.x) / 2, board_box.x - column.x - 4
            name_y, label_y = column.y + 11, column.bottom - 10
        else:
            board_box = Box(column.x + 6, column.y + 26, column.w - 12, column.h - 48)
            words_x, fit = column.cx, column.w - 6
            name_y, label_y = column.y + 14, column.bottom - 11
        pen.words(words_x, name_y, name, bold=True, fit=fit)
        small_board(pen, state.layout(other), timeline.board_at(shown + 1), board_box)
        pen.words(
            words_x,
            label_y,
            label,
            size=SMALL,
            color=CALL if called or soon else MUTED,
            bold=called or soon,
            fit=fit,
        )
        _explain(pen, "other_clock", Box(words_x - fit / 2, label_y - 9, fit, 18))
