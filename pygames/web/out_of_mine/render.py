"""Draw the race: the person's gallery, card, tray, clock, call button and the other boards.

``draw`` returns the hits: every gallery cell (rock too: a piece dropped there
is refused with the reason), each tray crystal, the call, turn, flip and place
buttons, the board's sides before a round and the start button. The piece in
hand shows as a ghost on the cells under it, green where it fits and red with
the engine's reason where it does not. The other players' boards are shown
small as they stood at the person's moment, so the dwarves' boards fill as
the person's clock runs.
"""

from __future__ import annotations

from pygames.core import Say
from pygames.games.out_of_mine import ROUNDS, End, OutOfMineState, Phase
from pygames.games.out_of_mine.actions import seconds
from pygames.games.out_of_mine.content import LAYOUTS, Card, Layout, layout_of
from pygames.games.out_of_mine.scoring import score
from pygames.games.out_of_mine.shapes import HEIGHT, SHAPES, WIDTH, Colour, cells_of
from pygames.games.out_of_mine.tiles import Board
from pygames.games.out_of_mine.words import day
from pygames.web.canvas import Box, Canvas
from pygames.web.dragging import as_hand
from pygames.web.hits import Hit
from pygames.web.motion import AT_REST
from pygames.web.out_of_mine import dealing, selection, tray, ways
from pygames.web.out_of_mine.crystals import (
    FLOOR,
    FLOOR_LINE,
    PALETTE,
    ROCK,
    ROCK_DARK,
    crystal,
    elf,
    gem,
    symbol,
)
from pygames.web.out_of_mine.layout import Plan, plan
from pygames.web.out_of_mine.selection import Piece
from pygames.web.text import Text

BACKGROUND = "#2f2621"
INK = "#f6efe3"
MUTED = "#c9b9a3"
PANEL = "#43372f"
CALL = "#d9822b"
CALL_EDGE = "#7a3f0c"
FITS = "rgba(80,200,120,0.45)"
FITS_EDGE = "#2e9d57"
REFUSED = "rgba(220,50,50,0.45)"
REFUSED_EDGE = "#ff6b6b"
BUTTON = "#5b4b40"
BUTTON_OFF = "#3f342d"
#: Small text, and the least any text shrinks to fit, in design units: the canvas is
#: at least 0.88 of its design size, so no text is under 11 pixels.
SMALL = 14.0
SMALLEST = 12.5


class Pen:
    """Draws in design units onto the canvas, through the plan's scale, in one language."""

    def __init__(self, canvas: Canvas, plan_: Plan, text: Text) -> None:
        self.canvas, self.plan, self.text = canvas, plan_, text
        self.s = plan_.scale

    def rect(
        self, box: Box, fill: str | None = None, stroke: str | None = None, width: float = 1.0
    ) -> None:
        b = self.plan.box(box)
        self.canvas.polygon(
            [(b.x, b.y), (b.right, b.y), (b.right, b.bottom), (b.x, b.bottom)],
            fill=fill,
            stroke=stroke,
            width=width * self.s,
        )

    def words(
        self,
        x: float,
        y: float,
        said: Say | str,
        size: float = SMALL,
        color: str = INK,
        bold: bool = False,
        fit: float | None = None,
    ) -> None:
        """Write centred on (x, y); ``fit``: the width it must keep within (it shrinks)."""
        shown = said if isinstance(said, str) else self.text.say(said)
        if fit is not None:  # never below the smallest readable size
            size = max(min(size, fit / (0.56 * max(len(shown), 1))), SMALLEST)
        px, py = self.plan.point(x, y)
        self.canvas.text(px, py, shown, size=size * self.s, color=color, bold=bold)

    def wrapped(
        self,
        cx: float,
        top: float,
        said: Say | str,
        width: float,
        size: float,
        most: int,
        color: str = INK,
    ) -> float:
        """Write centred lines under ``top`` within ``width``, at most ``most`` of them (the
        last one shrinks to fit what is left); return where the next line goes."""
        for line in self.lines(said, width, size, most):
            self.words(cx, top + size * 0.6, line, size=size, color=color, fit=width)
            top += size * 1.25
        return top

    def lines(self, said: Say | str, width: float, size: float, most: int) -> list[str]:
        """The lines ``wrapped`` would write (a last one too long even at the smallest
        size is cut)."""
        shown = said if isinstance(said, str) else self.text.say(said)
        per_line = max(8, int(width / (0.56 * size)))
        lines: list[str] = []
        for word in shown.split():
            if lines and len(lines[-1]) + 1 + len(word) <= per_line:
                lines[-1] += " " + word
            elif len(lines) < most:
                lines.append(word)
            else:
                lines[-1] += " " + word
        room = int(width / (0.56 * SMALLEST))
        if lines and len(lines[-1]) > room:
            lines[-1] = lines[-1][: room - 1].rstrip() + "\u2026"
        return lines

    def hit(self, key: object, box: Box) -> Hit:
        b = self.plan.box(box)
        return Hit(key, b.cx, b.cy, max(b.w, b.h) / 2)


def draw(
    canvas: Canvas,
    state: OutOfMineState,
    *,
    selected: object = None,
    interactive: bool = False,
    clock: float | None = None,
    language: str = "en",
    progress: float = AT_REST,
) -> list[Hit]:
    """Draw the board for the person whose gallery is shown, and over it the boards dealt
    for a new round while that is in motion (``progress`` below 1); return the hits (a tap
    ends the motion and acts on the board at rest)."""
    pen = Pen(canvas, plan(canvas.width, canvas.height), Text(language))
    canvas.clear(BACKGROUND)
    player = tray.shown_player(state, interactive)
    hits = _still(pen, state, player, selected, interactive, clock)
    dealt = dealing.scene(state, pen.plan, progress)
    if dealt is not None:
        dealing.draw_scene(pen, dealt, player, dealt_note(state, player))
    return hits


def _still(
    pen: Pen,
    state: OutOfMineState,
    player: int,
    selected: object,
    interactive: bool,
    clock: float | None,
) -> list[Hit]:
    """The board at rest: the race, or what comes before it, or the last screen."""
    if state.phase is Phase.OVER:
        _header(pen, state, player, None)
        _results(pen, state)
        return []
    hits: list[Hit] = []
    racing = tray.racing(state, player)
    moment = _moment(state, player, clock)
    _header(pen, state, player, moment if racing else None)
    hits += _gallery(pen, state, player, selected if racing else None, interactive)
    _card(pen, state.card(player), bool(state.options["finds"]))
    if state.phase is Phase.SIDES or not racing:
        hits += _before(pen, state, player, selected, interactive)
        return hits
    if state.puzzle:
        _puzzle_note(pen)
    elif state.players == 1:
        hits += _practice(pen, state, player, selected)
    else:
        _others(pen, state, player, moment)
    hits += _tray(pen, state, player, selected)
    hits += _call(pen, interactive)
    hits += _tools(pen, selected)
    return hits


def _moment(state: OutOfMineState, player: int, clock: float | None) -> int:
    """The tenth of a second the screen shows: the running clock, else the timeline's."""
    own = state.timelines[player].clock
    if clock is None:
        return own
    return max(own, min(round(clock * 10), selection.deadline(state)))


# -- the header ------------------------------------------------------------------------


def _header(pen: Pen, state: OutOfMineState, player: int, moment: int | None) -> None:
    box = pen.plan.header
    wide = pen.plan.size[0] > pen.plan.size[1]
    name = Say(f"out-of-mine.player.{player}")
    if wide:
        pen.words(box.x + 80, box.cy - 10, _title(state), color=MUTED, fit=150)
        pen.words(box.x + 80, box.cy + 12, name, bold=True, fit=150)
    else:
        pen.words(box.x + 70, box.y + 12, _title(state), color=MUTED, fit=136)
        pen.words(box.x + 210, box.y + 12, name, bold=True, fit=120)
    if moment is None:
        return
    where = (box.x + 250, box.cy) if wide else (box.right - 44, box.y + 14)
    if selection.calm(state):  # practising with no clock: nothing shows time passing
        pen.words(*where, Say("out-of-mine.board.no_clock"), color=MUTED, fit=80)
    else:
        clock = Say.of("out-of-mine.board.clock", time=_clock_text(moment))
        pen.words(*where, clock, size=30 if wide else 24, bold=True)
    card = state.card(player)
    assert card is not None
    judged = score(
        state.layout(player),
        card,
        state.timelines[player].board,
        caller=False,
        elves=bool(state.options["elves"]),
        finds=bool(state.options["finds"]),
    )
    points = Say.count("out-of-mine.board.points_now", judged.total)
    readout = Say.count("out-of-mine.board.readout", judged.empty, points=points)
    if wide:
        pen.words(box.x + 660, box.cy, readout, size=16, fit=560)
    else:
        pen.words(box.cx, box.y + 38, readout, size=15, fit=box.w)


def _title(state: OutOfMineState) -> Say:
    """The round of seven, or the puzzle's date."""
    if state.puzzle:
        return Say.of("out-of-mine.board.puzzle", date=day(state.seed))
    return Say.of("out-of-mine.board.round", round=min(state.round, ROUNDS), rounds=ROUNDS)


def _clock_text(tenths: int) -> str:
    whole, tenth = divmod(tenths, 10)
    return f"{whole}.{tenth}"


# -- the gallery -----------------------------------------------------------------------


def _gallery(
    pen: Pen, state: OutOfMineState, player: int, selected: object, interactive: bool
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
    if hand is not None and hand.cell is not None:
        _ghost(pen, state, player, hand, box.x, box.y, size)
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


def rock_and_corridors(canvas: Canvas, layout: Layout, x: float, y: float, size: float) -> None:
    """The 8 x 6 rock with the layout's corridor cells, cells of ``size`` from (x, y)."""
    w, h = size * WIDTH, size * HEIGHT
    canvas.polygon(
        [(x, y), (x + w, y), (x + w, y + h), (x, y + h)], fill=ROCK, stroke=ROCK_DARK, width=2
    )
    for cell in layout.cells:
        cx, cy = x + (cell % WIDTH) * size, y + (cell // WIDTH) * size
        canvas.polygon(
            [(cx, cy), (cx + size, cy), (cx + size, cy + size), (cx, cy + size)],
            fill=FLOOR,
            stroke=FLOOR_LINE,
            width=1,
        )


_SIDE_STEP = {"n": (0, -1), "s": (0, 1), "w": (-1, 0), "e": (1, 0)}


def elves(canvas: Canvas, layout: Layout, x: float, y: float, size: float) -> None:
    """The layout's elves, each in the rock beside the cell it watches."""
    for watcher in layout.elves:
        dx, dy = _SIDE_STEP[watcher.side]
        cx = x + (watcher.cell % WIDTH + 0.5 + dx * 0.62) * size
        cy = y + (watcher.cell // WIDTH + 0.5 + dy * 0.62) * size
        elf(canvas, cx, cy, size * 0.3, watcher.colour)


def draw_tile(
    canvas: Canvas,
    kind,
    orientation: int,
    anchor: int,
    x: float,
    y: float,
    size: float,
    finds: bool,
) -> None:  # noqa: ANN001
    """A tile of ``kind`` lying in ``orientation`` with its anchor on cell ``anchor``."""
    squares = SHAPES[kind.shape].orientations[orientation][1]
    column, row = anchor % WIDTH, anchor // WIDTH
    crystal(
        canvas,
        [(c, r) for r, c in squares],
        x + column * size,
        y + row * size,
        size,
        kind.colour,
        kind.find if finds else None,
    )


def _ghost(
    pen: Pen, state: OutOfMineState, player: int, hand, x: float, y: float, size: float
) -> None:  # noqa: ANN001
    reason = selection.refusal(state, player, hand)
    region = state.layout(player).region
    ghost(pen.canvas, selection.cells_of(hand), region, reason is None, x, y, size)
    if reason is not None:  # on a dark band across the gallery's foot, where the eye is
        gallery = pen.plan.gallery
        band = Box(gallery.x, gallery.bottom - 46, gallery.w, 46)
        pen.rect(band, fill="rgba(30,20,16,0.88)")
        pen.wrapped(band.cx, band.y + 4, reason, band.w - 12, 15, 2)


def ghost(
    canvas: Canvas,
    cells: list[tuple[int, int]],
    region: int,
    fits: bool,
    x: float,
    y: float,
    size: float,
) -> None:
    """The piece in hand on the cells under it: green where it fits, else red with a
    cross on each cell outside the corridors (``region``)."""
    fill, edge = (FITS, FITS_EDGE) if fits else (REFUSED, REFUSED_EDGE)
    for column, row in cells:
        left, top = x + column * size, y + row * size
        canvas.polygon(
            [(left, top), (left + size, top), (left + size, top + size), (left, top + size)],
            fill=fill,
            stroke=edge,
            width=2.5,
        )
        outside = (
            not selection.on_grid((column, row)) or not region >> selection.index((column, row)) & 1
        )
        if not fits and outside:
            pad = size * 0.25
            canvas.line(
                [(left + pad, top + pad), (left + size - pad, top + size - pad)],
                stroke=edge,
                width=3,
            )
            canvas.line(
                [(left + size - pad, top + pad), (left + pad, top + size - pad)],
                stroke=edge,
                width=3,
            )


# -- the card, the call, the tools ---------------------------------------------------


def _card(pen: Pen, card: Card | None, finds: bool) -> None:
    box = pen.plan.card
    pen.rect(box, fill="#f3e7c9", stroke="#a8894f", width=2)
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
    items: list[tuple[Colour | tuple, str]] = [
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


def _button(
    pen: Pen, box: Box, label: Say, fill: str, edge: str, size: float, color: str = INK
) -> None:
    pen.rect(box, fill=fill, stroke=edge, width=2)
    pen.words(box.cx, box.cy, label, size=size, color=color, bold=True, fit=box.w - 12)


def _call(pen: Pen, interactive: bool) -> list[Hit]:
    box = pen.plan.call
    _button(pen, box, Say("out-of-mine.board.call"), CALL, CALL_EDGE, 24, "#ffffff")
    return [pen.hit("call", box)] if interactive else []


def _tools(pen: Pen, selected: object) -> list[Hit]:
    box = pen.plan.tools
    holding = as_hand(selected) is not None
    width = (box.w - 12) / 3
    hits = []
    for number, name in enumerate(("turn", "flip", "place")):
        part = Box(box.x + number * (width + 6), box.y, width, box.h)
        fill = BUTTON if holding else BUTTON_OFF
        _button(
            pen,
            part,
            Say(f"out-of-mine.board.{name}"),
            fill,
            "#8c7a6b",
            15,
            INK if holding else MUTED,
        )
        hits.append(pen.hit(name, part))
    return hits


# -- the others' boards ----------------------------------------------------------------


def _small_board(pen: Pen, layout: Layout, board: Board, box: Box) -> None:
    b = pen.plan.box(box)
    size = min(b.w / WIDTH, b.h / HEIGHT)
    x = b.x + (b.w - size * WIDTH) / 2
    rock_and_corridors(pen.canvas, layout, x, b.y, size)
    for tile in board:
        _, table, _, rim = PALETTE[tile.colour]
        for cell in cells_of(tile.mask):
            cx, cy = x + (cell % WIDTH) * size, b.y + (cell // WIDTH) * size
            pen.canvas.polygon(
                [(cx, cy), (cx + size, cy), (cx + size, cy + size), (cx, cy + size)],
                fill=table,
                stroke=rim,
                width=0.8,
            )


def _practice(pen: Pen, state: OutOfMineState, player: int, selected: object) -> list[Hit]:
    """Practice alone: a button showing a way to fill the gallery, drawn faintly on it."""
    area = pen.plan.others
    shown = selected == selection.SOLUTION
    box = Box(area.x + area.w * 0.15, area.y + area.h / 2 - 25, area.w * 0.7, 50)
    label = Say("out-of-mine.board.hide_solution" if shown else "out-of-mine.board.solution")
    _button(pen, box, label, BUTTON, "#8c7a6b", 16)
    if shown:
        grid = pen.plan.box(pen.plan.gallery)
        size = grid.w / WIDTH
        for tile in _way_of(state, player):  # each crystal's outline, in its colour
            cells = {(cell % WIDTH, cell // WIDTH) for cell in cells_of(tile.mask)}
            colour = PALETTE[tile.colour][1]
            for column, row in cells:
                x0, y0 = grid.x + column * size, grid.y + row * size
                x1, y1 = x0 + size, y0 + size
                edges = (
                    ((0, -1), [(x0, y0), (x1, y0)]),
                    ((0, 1), [(x0, y1), (x1, y1)]),
                    ((-1, 0), [(x0, y0), (x0, y1)]),
                    ((1, 0), [(x1, y0), (x1, y1)]),
                )
                for (dc, dr), points in edges:
                    if (column + dc, row + dr) not in cells:
                        pen.canvas.line(points, stroke=colour, width=4)
    return [pen.hit("solution", box)]


def _way_of(state: OutOfMineState, player: int) -> Board:
    """A way to fill ``player``'s gallery this round."""
    card = state.card(player)
    assert card is not None
    return ways.way(state.layout(player).index, card.index, bool(state.options["finds"]))


def _puzzle_note(pen: Pen) -> None:
    """The puzzle of the day: no way to fill it shown before the call (the time counts)."""
    area = pen.plan.others
    pen.rect(area, fill=PANEL)
    pen.wrapped(area.cx, area.cy - 24, Say("out-of-mine.board.puzzle_race"), area.w - 24, 16, 3)


def _others(pen: Pen, state: OutOfMineState, player: int, moment: int) -> None:
    others = [other for other in range(state.players) if other != player]
    if not others:
        return
    area = pen.plan.others
    width = area.w / max(len(others), 2)
    for number, other in enumerate(others):
        timeline = state.timelines[other]
        column = Box(area.x + number * width + 4, area.y, width - 8, area.h)
        pen.rect(column, fill=PANEL)
        pen.words(column.cx, column.y + 14, Say(f"out-of-mine.player.{other}"), bold=True)
        shown = min(moment, timeline.clock)
        called = timeline.end is End.CALLED and moment >= timeline.clock
        board_box = Box(column.x + 6, column.y + 26, column.w - 12, column.h - 48)
        _small_board(pen, state.layout(other), timeline.board_at(shown + 1), board_box)
        label = (
            Say.of("out-of-mine.board.called", time=seconds(timeline.clock))
            if called
            else Say.of("out-of-mine.board.clock", time=_clock_text(shown))
        )
        pen.words(
            column.cx,
            column.bottom - 11,
            label,
            size=SMALL,
            color=CALL if called else MUTED,
            bold=called,
            fit=column.w - 6,
        )


# -- the tray ----------------------------------------------------------------------------


#: Tray crystal sizes tried, largest first, until every crystal of the card fits the tray.
TRAY_UNITS = (24.0, 22.0, 20.0, 18.0, 16.0, 14.0, 12.0, 10.0)


def tray_places(entries: list[tray.Entry], area: Box) -> list[tuple[tray.Entry, Box, float]]:
    """Where each tray crystal lies (its box, its cell size): rows filled left to right, at
    the largest size that fits."""
    for unit in TRAY_UNITS:
        places, x, y, line = [], area.x + 12, area.y + 10, 0.0
        for entry in entries:
            squares = Piece(entry.kind, tray.lying(entry.kind)).squares
            w = (1 + max(c for c, _ in squares) - min(c for c, _ in squares)) * unit
            h = (1 + max(r for _, r in squares)) * unit + 20
            if x + w > area.right - 10:
                x, y, line = area.x + 12, y + line + 8, 0.0
            places.append((entry, Box(x, y, w, h), unit))
            x += w + max(14.0, unit * 0.8)
            line = max(line, h)
        if y + line <= area.bottom - 4:
            return places
    return places


def _tray(pen: Pen, state: OutOfMineState, player: int, selected: object) -> list[Hit]:
    area = pen.plan.tray
    pen.rect(area, fill=PANEL)
    hand = as_hand(selected)
    finds = bool(state.options["finds"])
    hits = []
    for entry, item, unit in tray_places(tray.entries(state, player), area):
        piece = Piece(entry.kind, tray.lying(entry.kind))
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
                    [(x, y), (x + size, y), (x + size, y + size), (x, y + size)],
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


# -- before the round, and the scores ------------------------------------------------------


def _before(
    pen: Pen, state: OutOfMineState, player: int, selected: object, interactive: bool
) -> list[Hit]:
    """Between rounds: the last round's scores below (or, on request, the person's board
    beside a way to fill it), a side to choose or Start above."""
    hits: list[Hit] = []
    if not state.results:
        pen.rect(pen.plan.tray, fill=PANEL)
    elif interactive and selected == selection.SOLUTION:
        _way_beside(pen, state, player, pen.plan.tray)
    else:
        _last_round(pen, state, pen.plan.tray)
    if state.results and selected is None:
        hits += _dealt(pen, state, player, interactive)
    if state.results and interactive:
        shown = selected == selection.SOLUTION
        label = Say("out-of-mine.board.hide_solution" if shown else "out-of-mine.board.solution")
        _button(pen, pen.plan.tools, label, BUTTON, "#8c7a6b", 15)
        hits.append(pen.hit("solution", pen.plan.tools))
    area = pen.plan.others
    pen.rect(area, fill=PANEL)
    if state.phase is Phase.SIDES:
        if not interactive:
            pen.words(area.cx, area.cy, Say("out-of-mine.board.dwarves_choose"), color=MUTED)
            return hits
        board = state.boards[player]
        title = Say.of("out-of-mine.board.choose_side", board=board + 1)
        pen.words(area.cx, area.y + 14, title, bold=True, fit=area.w - 10)
        height = area.h - 50
        width = min(area.w / 2 - 24, height * WIDTH / HEIGHT)
        for side in (0, 1):
            box = Box(area.cx + (side - 1) * (width + 24) + 12, area.y + 28, width, height)
            _small_board(pen, layout_of(board, side), (), box)
            label = Say.of("out-of-mine.board.side", side="AB"[side])
            pen.words(box.cx, box.bottom + 11, label, bold=True)
            hits.append(pen.hit(("side", side), Box(box.x, box.y, box.w, box.h + 20)))
        return hits
    if interactive:
        start = Say("out-of-mine.board.start")
        _button(pen, pen.plan.call, start, "#2e9d57", "#17542e", 24, "#ffffff")
        hits.append(pen.hit("start", pen.plan.call))
        ready = Say.of("out-of-mine.board.ready", player=Say(f"out-of-mine.player.{player}"))
        pen.wrapped(area.cx, area.cy - 18, ready, area.w - 20, 16, 3)
    else:
        pen.words(area.cx, area.cy, Say("out-of-mine.board.dwarves_dig"), color=MUTED)
    return hits


def _dealt(pen: Pen, state: OutOfMineState, player: int, interactive: bool) -> list[Hit]:
    """Why the gallery changed since the last round, on a band across its foot (a tap there
    puts it away): the caller's board left, and this player's came back turned over, or
    the rest were shuffled with one from the pile and dealt."""
    note = dealt_note(state, player)
    gallery = pen.plan.gallery
    band = Box(gallery.x, gallery.bottom - 58, gallery.w, 58)
    pen.rect(band, fill="rgba(30,20,16,0.88)")
    pen.wrapped(band.cx, band.y + 4, note, band.w - 12, 14, 3)
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


def _round_title(state: OutOfMineState) -> Say:
    """Who called the last round, and when (practising with no clock: only who)."""
    result = state.results[-1]
    caller = Say(f"out-of-mine.player.{result.caller}")
    if state.puzzle:  # the time is the point
        return Say.of("out-of-mine.board.called", time=seconds(result.moment))
    if selection.calm(state):
        return Say.of("out-of-mine.board.round_done", round=result.round, player=caller)
    return Say.of(
        "out-of-mine.board.round_called",
        round=result.round,
        player=caller,
        time=seconds(result.moment),
    )


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
        _crystal_board(
            pen, layout, board, Box(column.x, column.y + 22, column.w, column.h - 24), finds
        )


def _crystal_board(pen: Pen, layout: Layout, board: Board, box: Box, finds: bool) -> None:
    """A gallery with its crystals cut as on the person's own, as large as fits ``box``."""
    b = pen.plan.box(box)
    size = min(b.w / WIDTH, b.h / HEIGHT)
    x = b.x + (b.w - size * WIDTH) / 2
    rock_and_corridors(pen.canvas, layout, x, b.y, size)
    for tile in board:
        draw_tile(pen.canvas, tile.kind, tile.orientation, tile.anchor, x, b.y, size, finds)


#: Columns narrower than this (design units) share one caption over their ways.
NARROW = 150.0


def _last_round(pen: Pen, state: OutOfMineState, area: Box, ways_too: bool = False) -> None:
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
        _small_board(pen, layout, result.boards[player], board_box)
        foot = column.bottom
        if way_box is not None:
            way = ways.way(layout.index, result.cards[player], finds)
            caption = Say("out-of-mine.board.a_way")
            if width >= NARROW:
                pen.words(way_box.cx, way_box.y - 11, caption, bold=True, fit=column.w)
            elif player == 0:  # columns too narrow for a caption each: one across them
                pen.words(area.cx, way_box.y - 11, caption, bold=True, fit=area.w)
            _small_board(pen, layout, way, way_box)
            foot = min(foot, way_box.y - 22) if way_box.y > board_box.y else foot
        total = Say.of(
            "out-of-mine.board.points",
            player=Say(f"out-of-mine.player.{player}"),
            points=result.scores[player].total,
            total=totals[player],
        )
        colour = CALL if player == result.caller else INK
        below = max(board_box.bottom, way_box.bottom if way_box and foot == column.bottom else 0)
        top = pen.wrapped(column.cx, below + 3, total, column.w, SMALL, 4, colour)
        for label, value in result.scores[player].parts:
            line = f"{pen.text.say(label)}: {panels_points(value)}"
            if top + len(pen.lines(line, column.w, 13, 4)) * 13 * 1.25 > foot:
                break  # the rest of the parts are in the panel's end screen and log
            top = pen.wrapped(column.cx, top, line, column.w, 13, 4, MUTED)


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


def _results(pen: Pen, state: OutOfMineState) -> None:
    """The game is over: the last round's boards and points across the board."""
    plan_ = pen.plan
    area = Box(
        plan_.gallery.x,
        plan_.gallery.y,
        plan_.size[0] - 2 * plan_.gallery.x,
        plan_.tray.bottom - plan_.gallery.y,
    )
    _last_round(pen, state, area, ways_too=True)
