"""A player's scoring track, one strip: the -3 start, the green track 1-9, the orange
track 1-15 (the rulebook's board has them as a left and an upper track; the words name
them by their colours, as drawn here).

Drawn as five lanes, one per animal, across the 25 spaces, so markers that
share a space simply stand in the same column; where a column is too narrow
for every space's number at a legible size, every other one is written. Where
the lanes would be too small to read (the other players' small areas, and a
phone's large one, kept low so the turn fits under the board), each marker
becomes a chip with its space written next to it (orange-track spaces on orange,
with an arrow). Markers on the green track that will not count at the end (not
among the three lowest) are drawn faded.
"""

from __future__ import annotations

from pygames.games.outback import ANIMALS, PlayerBoard
from pygames.games.outback.track import CAP, LEFT_END, counted_on_left, is_upper, value
from pygames.web.canvas import Box, Canvas
from pygames.web.outback.legend import LEGEND, Kind
from pygames.web.outback.pieces import (
    ANIMAL_COLOURS,
    INK,
    MARK,
    MIN_TEXT,
    draw_mark,
    faded,
    rounded_square,
)

SPACES = CAP + 1  # the start and the 24 spaces after it
START_SPACE = "#d8d0c2"
LEFT_SPACE = "#dde8cc"
UPPER_SPACE = "#f3e0ae"
LANE = "rgba(43,37,32,0.18)"
#: Narrower columns, or lower lanes, than this (CSS px) get chips instead of lanes: a
#: column must hold its number, and a lane its marker, at a legible size.
LANES_FROM = 13.0
LANE_FROM = 14.0
#: Every space is numbered when its number can be this much of the column's width (two
#: bold digits then fit in it).
NUMBER_WIDTH = 0.7


def space_label(points: int) -> str:
    """The number printed on a space (the minus sign is a real one)."""
    number = value(points)
    return f"\u2212{-number}" if number < 0 else str(number)


def draw_track(canvas: Canvas, board: PlayerBoard, box: Box) -> None:
    """Draw the track with the five markers of ``board`` in ``box``."""
    column = box.w / SPACES
    lane = (box.h - _header(box)) / len(ANIMALS)
    if column >= LANES_FROM and lane >= LANE_FROM:
        _draw_lanes(canvas, board, box)
    else:
        _draw_chips(canvas, board, box)


def _header(box: Box) -> float:
    """The height of the lanes' row of numbers."""
    return max(MIN_TEXT * 1.1, min(box.w / SPACES, box.h * 0.2))


def _draw_lanes(canvas: Canvas, board: PlayerBoard, box: Box) -> None:
    column = box.w / SPACES
    header = _header(box)
    lane = (box.h - header) / len(ANIMALS)
    size = min(header * 0.8, column * NUMBER_WIDTH)
    every = 1 if size >= MIN_TEXT else 2  # too narrow: the start, then odd numbers
    size = max(size, MIN_TEXT)
    LEGEND.box(canvas, "track", box)
    for space in range(SPACES):
        x = box.x + space * column
        colour = START_SPACE if space == 0 else LEFT_SPACE if space <= LEFT_END else UPPER_SPACE
        canvas.polygon(
            Box(x, box.y, column, box.h).corners(),
            fill=colour,
            stroke="rgba(255,255,255,0.7)",
            width=1.0,
        )
        if space and value(space) % every != 1 % every:
            continue
        canvas.text(
            x + column / 2,
            box.y + header / 2,
            space_label(space),
            size=size,
            color=INK,
            bold=space in (0, 1, LEFT_END, LEFT_END + 1, CAP),
        )
    # The step from the green track to the orange one.
    step_x = box.x + (LEFT_END + 1) * column
    canvas.line([(step_x, box.y), (step_x, box.bottom)], stroke=INK, width=2.0)
    counted = counted_on_left(board.markers)
    for animal, points in zip(ANIMALS, board.markers, strict=True):
        y = box.y + header + lane * (animal + 0.5)
        canvas.line([(box.x + 2, y), (box.right - 2, y)], stroke=LANE, width=1.0)
        x = box.x + (points + 0.5) * column
        colour = ANIMAL_COLOURS[animal]
        if not is_upper(points) and animal not in counted:
            colour = faded(colour)
        r = min(lane * 0.5, column * 0.95)
        canvas.circle(x, y, r, fill=colour, stroke=MARK, width=1.0)
        draw_mark(canvas, animal, x, y, r * 1.3, MARK)
        LEGEND.at(canvas, _marker(board.markers, animal), x, y, r)


def _draw_chips(canvas: Canvas, board: PlayerBoard, box: Box) -> None:
    per_row = max(range(1, len(ANIMALS) + 1), key=lambda n: _chip_text(box, n))
    rows = -(-len(ANIMALS) // per_row)
    width, height = box.w / per_row, min(box.h / rows, box.w / per_row * 0.6)
    top = box.y + (box.h - height * rows) / 2
    size = max(MIN_TEXT, _chip_text(box, per_row))
    counted = counted_on_left(board.markers)
    for animal, points in zip(ANIMALS, board.markers, strict=True):
        row, place = divmod(animal, per_row)
        cx = box.x + width * (place + 0.5)
        cy = top + height * (row + 0.5)
        upper = is_upper(points)
        chip = rounded_square(cx, cy, min(width, height) * 0.9, height * 0.3)
        chip = [(cx + (x - cx) * width / min(width, height), y) for x, y in chip]
        canvas.polygon(chip, fill=UPPER_SPACE if upper else LEFT_SPACE if points else START_SPACE)
        r = min(height * 0.36, width * 0.2)
        colour = ANIMAL_COLOURS[animal]
        if not upper and animal not in counted:
            colour = faded(colour)
        disc_x = cx - width * 0.45 + r + 1
        canvas.circle(disc_x, cy, r, fill=colour)
        LEGEND.box(
            canvas,
            _marker(board.markers, animal),
            Box(cx - width / 2, cy - height / 2, width, height),
        )
        draw_mark(canvas, animal, disc_x, cy, r * 1.5, MARK)
        label = ("\u2191" if upper else "") + space_label(points)
        canvas.text(
            (disc_x + r + cx + width * 0.45) / 2, cy, label, size=size, color=INK, bold=True
        )


def _marker(markers: tuple[int, ...], animal: int) -> Kind:
    """A marker's kind: pale while it would not count if the game ended now."""
    counted = is_upper(markers[animal]) or animal in counted_on_left(markers)
    return "marker" if counted else "pale_marker"


def _chip_text(box: Box, per_row: int) -> float:
    """The size of the chips' numbers with ``per_row`` chips a row: as high as a chip
    allows, and narrow enough that the widest (an arrow and two digits) fits beside
    the disc."""
    rows = -(-len(ANIMALS) // per_row)
    width = box.w / per_row
    height = min(box.h / rows, width * 0.6)
    r = min(height * 0.36, width * 0.2)
    return min(height * 0.6, (width * 0.9 - 2 * r - 4) / 1.9)
