"""The strip over the landscapes: the jeep and its animals, the roll count, the dice.

While rolling, each die keeps its column and a kept die sits raised on the
shelf at the top of the dice area, so kept dice are set apart without
anything moving sideways under a finger. Once the dice stand they are
sorted, so an animal's dice lie together, and the dice this turn's animals
have used are dimmed.
"""

from __future__ import annotations

from pygames.games.outback import JOKER, OutbackState, Phase
from pygames.games.outback.components import JEEP_SIZE, MAX_ROLLS
from pygames.web.canvas import Box, Canvas, rectangle
from pygames.web.hits import Hit
from pygames.web.outback.animation import Scene
from pygames.web.outback.legend import LEGEND, Kind
from pygames.web.outback.pieces import INK, draw_die, draw_tile, hexagon, rounded_square
from pygames.web.outback.selection import dice_order, kept

JEEP = "#6f7f3a"
JEEP_DARK = "#4b5726"
WHEEL = "#2b2520"
SHELF = "rgba(47,93,98,0.16)"
SHELF_EDGE = "rgba(47,93,98,0.55)"
KEPT_RING = "#2f5d62"
CHOSEN = "#0a5c8a"
PENALTY = "#4e3d2e"
#: A die's column is this many die sides wide.
DIE_PITCH = 1.14
#: While rolling, the dice area is this many die sides high: the shelf of kept dice
#: above, the dice to roll below, and a clear gap between.
DICE_ROWS = 2.25


def jeep_slot(box: Box, index: int) -> tuple[float, float, float]:
    """The centre and half width of the jeep's ``index``-th place in ``box``."""
    slot = min(box.h * 0.8, box.w * 0.62 / (JEEP_SIZE + 1))
    return box.x + slot * (index + 0.7), box.cy - slot * 0.08, slot * 0.5


def draw_jeep(
    canvas: Canvas,
    state: OutbackState,
    box: Box,
    chosen: tuple[int, ...],
    moving: Scene | None = None,
) -> list[Hit]:
    """The jeep with its animals at the left of ``box``; hit regions for its tiles. While
    an animal is ``moving`` off it, the jeep as it was, that animal's place empty."""
    slot = min(box.h * 0.8, box.w * 0.62 / (JEEP_SIZE + 1))
    x0 = box.x + slot * 0.2
    body_w = slot * (JEEP_SIZE + 0.9)
    y = box.cy - slot * 0.08
    jeep, gap = state.jeep, -1
    if moving is not None and moving.slot >= 0:
        jeep, gap = moving.jeep, moving.slot
    canvas.polygon(
        [
            (x0, y - slot * 0.36),
            (x0 + slot * JEEP_SIZE, y - slot * 0.36),
            (x0 + slot * (JEEP_SIZE + 0.35), y - slot * 0.2),
            (x0 + body_w, y - slot * 0.05),
            (x0 + body_w, y + slot * 0.42),
            (x0, y + slot * 0.42),
        ],
        fill=JEEP,
        stroke=JEEP_DARK,
        width=1.5,
    )
    for wheel in (x0 + slot * 0.9, x0 + body_w - slot * 0.7):
        canvas.circle(wheel, y + slot * 0.46, slot * 0.2, fill=WHEEL)
    LEGEND.box(canvas, "jeep", Box(x0, y - slot * 0.5, body_w, slot * 1.16))
    hits = []
    for index in range(JEEP_SIZE):
        x = x0 + slot * (index + 0.5)
        r = slot * 0.5
        if index >= len(jeep) or index == gap:
            canvas.polygon(hexagon(x, y, r * 0.88), stroke=JEEP_DARK, width=1.5)
            continue
        animal = jeep[index]
        if animal in chosen:
            canvas.polygon(hexagon(x, y, r * 1.08), fill=CHOSEN)
        draw_tile(canvas, animal, x, y, r * 0.9)
        LEGEND.at(canvas, "jeep_animal", x, y, r * 0.9)
        hits.append(Hit(("jeep", index), x, y, max(r, 22.0)))
    return hits


def draw_counter(canvas: Canvas, state: OutbackState, box: Box) -> None:
    """The rolls made this turn (filled pips out of three) and the penalty tile, if any."""
    r = min(box.h * 0.16, 10.0)
    right = box.right - r * 1.5
    if state.penalty is not None:
        size = box.h * 0.4
        canvas.polygon(hexagon(right - size * 0.2, box.cy, size), fill=PENALTY)
        canvas.text(
            right - size * 0.2, box.cy, state.penalty, size=size, color="#ffffff", bold=True
        )
        LEGEND.at(canvas, "penalty_tile", right - size * 0.2, box.cy, size)
        right -= size * 2.4
    if state.phase is Phase.OVER:
        return
    side = r * 2
    for index in range(MAX_ROLLS):
        x = right - (MAX_ROLLS - 1 - index) * side * 1.5
        done = index < state.rolls
        canvas.polygon(
            rounded_square(x, box.cy, side, side * 0.2),
            fill=INK if done else None,
            stroke=INK,
            width=1.5,
        )
    first = right - (MAX_ROLLS - 1) * side * 1.5
    LEGEND.box(
        canvas, "rolls", Box(first - side, box.cy - side, right - first + 2 * side, 2 * side)
    )


def used_dice(state: OutbackState) -> frozenset[int]:
    """The dice (places in ``dice_order``) that this turn's animals have used."""
    if not state.placed:
        return frozenset()
    needed = [0] * (JOKER + 1)
    for (animal, _), (own, jokers) in zip(state.groups(), state.dice_split(), strict=True):
        needed[animal] += own
        needed[JOKER] += jokers
    used = set()
    for place, face in enumerate(dice_order(state)):
        if needed[face]:
            needed[face] -= 1
            used.add(place)
    return frozenset(used)


def draw_dice(
    canvas: Canvas, state: OutbackState, box: Box, selection: object, moving: Scene | None = None
) -> list[Hit]:
    """The dice in ``box``; hit regions for each die. Dice just thrown tumble while the
    throw is ``moving``."""
    faces = dice_order(state) if moving is None else moving.faces
    count = len(faces)
    side = min(box.h / DICE_ROWS, box.w / (count * DIE_PITCH + 0.2), 58.0)
    pitch = side * DIE_PITCH
    first = box.cx - pitch * (count - 1) / 2
    rolling = state.phase is Phase.ROLL
    keep = kept(state, selection) if rolling else frozenset()
    used = used_dice(state)
    top_y, bottom_y = box.y + side * 0.62, box.bottom - side * 0.55
    if rolling:
        left, right = first - side * 0.66, first + pitch * (count - 1) + side * 0.66
        shelf = rectangle(left, box.y, right, top_y + side * 0.66)
        canvas.polygon(shelf, fill=SHELF, stroke=SHELF_EDGE, width=1.0)
        LEGEND.box(canvas, "shelf", Box(left, box.y, right - left, top_y + side * 0.66 - box.y))
    hits = []
    for place, face in enumerate(faces):
        x = first + place * pitch
        y = (top_y if place in keep else bottom_y) if rolling else box.cy
        if moving is not None and place in moving.thrown:
            y -= moving.hop * side
        draw_die(canvas, face, x, y, side, dimmed=place in used)
        die: Kind = "used_die" if place in used else "kept_die" if place in keep else "die"
        LEGEND.box(canvas, die, Box(x - side / 2, y - side / 2, side, side))
        if place in keep:
            canvas.polygon(
                rounded_square(x, y, side * 1.12, side * 0.24), stroke=KEPT_RING, width=2.5
            )
        hits.append(Hit(("die", place), x, y, max(side * 0.62, 22.0)))
    return hits
