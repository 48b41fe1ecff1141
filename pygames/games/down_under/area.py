"""The playing area: agreed in size, placed by play.

The players agree on a size (short x long side, from the rulebook's table)
but not on where it lies: it grows around the cards until they span the
agreed number of cells in a direction, which fixes its edges that way. For a
non-square area the direction that first spans more than the short side
becomes the long one. All of that follows from one test: a straight, curve
or billabong may go into a cell only if the bounding box of those cards,
with the new one, still fits into the area one way round or the other
(``windows`` turns that test into rectangles once per box).

Ends never count towards the box and may lie outside it, which is how a path
pointing out of the area gets closed. The only exception are ends laid in the
first round of the one-open-end and two-paths variants: they start paths the
way a first straight or curve does, so their cells count like one.
"""

from __future__ import annotations

from pygames.games.down_under.grid import OFFSET, STRIDE, Cell, coordinates

#: (x_min, x_max, y_min, y_max) of the cards that count towards the area.
Box = tuple[int, int, int, int]
#: (short side, long side) in cells, or None when the area has no limit.
Limit = tuple[int, int] | None
#: Rectangles (x_low, x_high, y_low, y_high) of cells where a full card fits; None: anywhere.
Windows = tuple[tuple[int, int, int, int], ...] | None

#: The rulebook's table, by number of paths: easy, recommended, other recommended, hard.
SIZES: dict[int, tuple[str, ...]] = {
    2: ("6x6", "5x7", "4x8"),
    3: ("7x7", "6x8", "5x9", "4x10"),
    4: ("8x8", "7x9", "6x10", "5x11"),
}
LEVELS = ("recommended", "easy", "hard")
UNLIMITED = "unlimited"
#: Every value the ``area`` option takes: a level, an explicit size, or no limit.
AREA_CHOICES: tuple[str, ...] = (
    *LEVELS,
    *dict.fromkeys(size for sizes in SIZES.values() for size in sizes),
    UNLIMITED,
)


def resolve(choice: str, paths: int) -> Limit:
    """The (short, long) size meant by an ``area`` choice for this many paths.

    >>> resolve("recommended", 3), resolve("easy", 2), resolve("5x11", 2)
    ((6, 8), (6, 6), (5, 11))
    """
    if choice == UNLIMITED:
        return None
    if choice in LEVELS:
        sizes = SIZES[paths]
        choice = {"easy": sizes[0], "recommended": sizes[1], "hard": sizes[-1]}[choice]
    short, long = (int(side) for side in choice.split("x"))
    return short, long


def grow(box: Box | None, cell: Cell) -> Box:
    """The box with ``cell`` in it."""
    x, y = coordinates(cell)
    if box is None:
        return x, x, y, y
    return min(box[0], x), max(box[1], x), min(box[2], y), max(box[3], y)


def windows(box: Box | None, limit: Limit) -> Windows:
    """Where cards counting towards the area may still go, as rectangles of cells.

    A cell fits if the box with it is at most ``a`` wide and ``b`` high for
    (a, b) one of the area's two orientations: for each orientation the box
    already fits, that is one rectangle around the box. Bounds are in the
    grid's offset coordinates (``divmod(cell, STRIDE)``), so testing a cell
    is four comparisons.

    >>> from pygames.games.down_under.grid import cell_at
    >>> rectangles = windows((0, 1, 0, 2), (5, 7))
    >>> inside(rectangles, cell_at(-5, 0)), inside(rectangles, cell_at(-6, 0))
    (True, False)
    """
    if limit is None or box is None:
        return None
    x0, x1, y0, y1 = (value + OFFSET for value in box)
    found = []
    for a, b in {limit, limit[::-1]}:
        if x1 - x0 < a and y1 - y0 < b:
            found.append((x1 - a + 1, x0 + a - 1, y1 - b + 1, y0 + b - 1))
    return tuple(sorted(found))


def inside(rectangles: Windows, cell: Cell) -> bool:
    """Whether ``cell`` lies in one of the rectangles (anywhere when there is no limit)."""
    if rectangles is None:
        return True
    x, y = divmod(cell, STRIDE)
    for x_low, x_high, y_low, y_high in rectangles:
        if x_low <= x <= x_high and y_low <= y <= y_high:
            return True
    return False


def room(box: Box, limit: tuple[int, int]) -> tuple[int, int]:
    """The widest and the tallest the box may still become, each with the other as it is."""
    short, long = limit
    width, height = box[1] - box[0] + 1, box[3] - box[2] + 1
    return (long if height <= short else short), (long if width <= short else short)


def describe(box: Box | None, limit: Limit) -> str:
    """Say in words how far the area has taken shape.

    >>> describe((0, 4, -1, 1), (5, 7)), describe((0, 6, -1, 1), (5, 7))
    ('5x7 playing area', '5x7 playing area (columns 0..6 fixed)')
    """
    if limit is None:
        return "no limit to the playing area"
    size = f"{limit[0]}x{limit[1]} playing area"
    if box is None:
        return size
    widest, tallest = room(box, limit)
    fixed = [
        f"{name} {low}..{high} fixed"
        for name, low, high, most in (
            ("columns", box[0], box[1], widest),
            ("rows", box[2], box[3], tallest),
        )
        if high - low + 1 >= most
    ]
    return size + (f" ({', '.join(fixed)})" if fixed else "")
