"""What each mark on a board is: a board's legend, and the areas its drawing explains.

A board draws its marks (pieces, spaces, icons, counters, panels) through its
``Legend``: ``LEGEND.at(canvas, "factory", x, y, r)`` tells the canvas what is drawn
there, and the legend is the table of every kind the board draws, each with its one line
under ``<game>.mark.<kind>`` in the board's catalogs. The kinds are a ``Literal`` type,
so a kind not in the table fails mypy, and at run time too; the areas explained are the
ones drawn, as the renderer declares them beside what it draws. ``explaining`` shows
them: on hover, long-press and the keyboard's focus, and as the "What's on the board"
list.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, get_args

from pygames.core import OptionValue, State
from pygames.web.canvas import Box

K = TypeVar("K", bound=str)


@dataclass(frozen=True, slots=True)
class Mark:
    """An area of the picture and the catalog key of what is drawn there: a circle
    (``round``) or an upright rectangle, ``rx`` by ``ry`` around (x, y)."""

    key: str
    x: float
    y: float
    rx: float
    ry: float
    round: bool = True

    def contains(self, x: float, y: float) -> bool:
        """Whether the point lies inside the area."""
        dx, dy = (x - self.x) / max(self.rx, 1e-9), (y - self.y) / max(self.ry, 1e-9)
        return dx * dx + dy * dy <= 1 if self.round else abs(dx) <= 1 and abs(dy) <= 1

    @property
    def size(self) -> float:
        return self.rx * self.ry


def mark_at(marks: Sequence[Mark], x: float, y: float) -> Mark | None:
    """The mark a point is on (None: none): of the areas containing it, the smallest (a
    ship on its sea, a count on its panel), and of equal ones the last drawn, on top.

    >>> sea, ship = Mark("sea", 0, 0, 50, 50), Mark("ship", 10, 0, 8, 8)
    >>> mark_at([sea, ship], 12, 1).key, mark_at([sea, ship], -30, 0).key
    ('ship', 'sea')
    """
    under = [mark for mark in marks if mark.contains(x, y)]
    if not under:
        return None
    smallest = min(mark.size for mark in under)
    return [mark for mark in under if mark.size == smallest][-1]


class Marked(Protocol):
    """A canvas that is told what its marks are (``canvas.Canvas.mark``)."""

    def mark(self, mark: Mark) -> None: ...


class Legend(Generic[K]):
    """A board's table of the kinds of marks it draws (``kinds``, a ``Literal`` of them),
    each explained by the line ``<game>.mark.<kind>``, listed in this order, and where
    each kind is drawn (``legend_samples``: the list's pictures, and the test that every
    kind is drawn)."""

    def __init__(
        self,
        game_id: str,
        kinds: object,
        *,
        options: Sequence[Mapping[str, OptionValue]] = ({},),
        built: Callable[[], Sequence[State]] = tuple,
        words: bool = False,
        fades: bool = False,
    ) -> None:
        """``kinds`` is the ``Literal`` type of the board's kinds; ``options`` are the
        option sets whose random games draw them (those that add marks of their own,
        beside the defaults), ``built()`` positions for the marks random games seldom
        reach; ``words``: some kind's picture shows words, so it is drawn in each
        language (``legend_icons``); ``fades``: a picture's edges fade out what they cut
        beside its mark, into the list's light background (for a board drawn light, as the
        list is: a dark board's panels would fade into a pale haze)."""
        self.game_id = game_id
        self.kinds: tuple[K, ...] = get_args(kinds)
        assert self.kinds, "a legend names the kinds of a Literal"
        self.options = tuple(options)
        self.built = built
        self.words = words
        self.fades = fades

    def key(self, kind: K) -> str:
        """The catalog key of the line explaining ``kind``; an unknown kind fails."""
        if kind not in self.kinds:
            raise KeyError(f"{self.game_id} draws no mark {kind!r}: add it to its legend")
        return f"{self.game_id}.mark.{kind}"

    def icon(self, kind: K, language: str) -> str:
        """The address of ``kind``'s picture, in ``language`` if its pictures show words:
        ``legend/<game>/<kind>.svg``, ``legend/<game>/<kind>.de.svg`` (``build.py``)."""
        self.key(kind)  # an unknown kind fails
        worded = f".{language}" if self.words else ""
        return f"legend/{self.game_id}/{kind}{worded}.svg"

    def keys(self) -> list[str]:
        """Every line's catalog key, in the legend's order."""
        return [self.key(kind) for kind in self.kinds]

    def at(self, canvas: Marked, kind: K, x: float, y: float, r: float) -> None:
        """Tell ``canvas`` a mark of ``kind`` is drawn in the circle at (x, y)."""
        canvas.mark(Mark(self.key(kind), x, y, r, r))

    def box(self, canvas: Marked, kind: K, box: Box) -> None:
        """Tell ``canvas`` a mark of ``kind`` is drawn over ``box``."""
        canvas.mark(Mark(self.key(kind), box.cx, box.cy, box.w / 2, box.h / 2, round=False))
