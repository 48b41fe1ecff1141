"""The board's canvas in the page: the position as the board draws it, the keyboard's focus
ring, a hint's ring, the ring on a place a refusal speaks of, and the touch lens over them;
the places a tap can hit, kept from the last drawing for input to test against.

No browser imports: the canvas and the board's element are handed in (``browser`` and
the page in the page; a recording canvas and a stand-in element in CPython tests).
"""

from __future__ import annotations

import inspect
import json
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pygames.core import State
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit, hit_test
from pygames.web.hovering import Hover
from pygames.web.lens import Lens, LensCanvas
from pygames.web.marks import Mark
from pygames.web.motion import AT_REST
from pygames.web.ui import BoardUI, Selection

#: What a board's ``draw`` may be given beyond the position, each when its keyword
#: parameters name it: the motion's ``progress`` (0 to 1), the ``clock`` of a real-time
#: turn, the reader's ``language`` (a board that writes words), the ``seats`` (a board
#: that keeps a person's own area large), and the place in ``focus`` (a board that shows
#: more about the place the keyboard or the mouse is on), whether a lesson is
#: ``teaching`` (a board leaves out what would give a step's answer away), and the move a
#: hint or a lesson's step ``aim``s at (a board may show where it lands, beyond the ring
#: on the next tap). The board's switches (``ui.Switch``) come under their own names.
DRAW_OPTIONS = ("progress", "clock", "language", "seats", "focus", "teaching", "aim")

#: The keyboard focus ring on the board, the same amber as the page's focus outlines.
FOCUS_RING = "#f0a000"
#: A hint's ring on the place to tap next: green on white, unlike the focus ring.
HINT_RING = "#0b8a4c"
#: The ring on the place a refusal or note is about (the place tapped): the page's error red,
#: so that "that cell", "there" in its words point somewhere.
NOTED_RING = "#b3261e"
LENS_DIM = "rgba(20,30,32,0.45)"
LENS_RIM = "#ffffff"


#: Each board's draw options, by game id, read once from its ``draw``'s signature.
_TAKEN: dict[str, frozenset[str]] = {}


def takes(ui: BoardUI[Any], option: str) -> bool:
    """Whether the board's ``draw`` takes ``option`` (one of ``DRAW_OPTIONS``)."""
    taken = _TAKEN.get(ui.game_id)
    if taken is None:
        parameters = inspect.signature(ui.draw).parameters
        taken = _TAKEN[ui.game_id] = frozenset(n for n in DRAW_OPTIONS if n in parameters)
    return option in taken


#: Told the marks of each picture at rest and the place the focus ring is on (None: no
#: ring), for a board with a legend (``explaining``).
Drawn = Callable[[Sequence[Mark], Hit | None], None]


class PageCanvas(Canvas, Protocol):
    """The canvas of the page: a ``Canvas`` that collects a picture and paints it at once."""

    #: The marks said in the picture since ``begin`` (``Canvas.mark``).
    marks: list[Mark]

    def begin(self, scene: tuple[object, ...] | None) -> None:
        """Start a picture of ``scene`` (see ``browser.BrowserCanvas.begin``)."""

    def present(self) -> None:
        """Paint the picture."""

    def clip_circle(self, x: float, y: float, r: float) -> None:
        """Keep what is drawn until ``unclip`` inside this circle."""

    def unclip(self) -> None:
        """Draw everywhere again."""

    def resize(self) -> bool:
        """Match the element's size; True if it changed."""


@dataclass(frozen=True, slots=True)
class Picture:
    """One drawing of the board: the position and everything drawn over it."""

    state: State
    selection: Selection
    interactive: bool
    #: The draw options the board takes (``DRAW_OPTIONS``) but the motion's progress.
    options: Mapping[str, object] = field(default_factory=dict)
    #: The motion's progress, for a board in motion (None: the board has none).
    progress: float | None = None
    #: Whether this picture is a frame of a motion (or its first at rest): the canvas may
    #: then show the still parts it kept from the frame before.
    in_motion: bool = False
    #: The place the keyboard's focus ring is on, while the board has the keys.
    ring: Hashable | None = None
    #: The place a shown hint taps next.
    hinted: Hashable | None = None
    #: The place the message about the last tap speaks of (``Tap.marks``, else the place
    #: tapped).
    noted: Hashable | None = None
    lens: Lens | None = None


class BoardView:
    """Draws pictures on the page's canvas and keeps the places the last one can hit."""

    def __init__(
        self,
        ui: BoardUI[Any],
        canvas: PageCanvas,
        element: Any,
        *,
        hand_hover: Callable[[str], None] | None = None,
        drawn: Drawn | None = None,
    ) -> None:
        """``element`` is the board's canvas element (it tells tests what is drawn in its
        ``data-`` attributes); for a board that shows the place in ``focus``, ``hover``
        follows the mouse, and ``hand_hover`` hands ``site/hover.js`` the places to watch;
        ``drawn`` is told each picture's marks (none while the lens is open, whose taps
        pick places) and the focus ring's place."""
        self.ui = ui
        self.canvas = canvas
        self.element = element
        self.hover = Hover()
        self._hand_hover = hand_hover
        self._drawn = drawn
        self.hits: list[Hit] = []

    @property
    def size(self) -> tuple[float, float]:
        return (self.canvas.width, self.canvas.height)

    def hit_at(self, x: float, y: float) -> Hashable | None:
        """The place at (x, y) in the last picture (None: none)."""
        return hit_test(self.hits, x, y)

    def draw(self, picture: Picture) -> None:
        """Draw ``picture`` and keep the places it can hit."""
        options = dict(picture.options)
        # While a motion runs, frame after frame only its progress changes: the canvas
        # shows the board's still parts again as long as everything else is the same.
        scene = (picture.state, picture.selection, picture.interactive, *options.values())
        self.canvas.begin(scene if picture.in_motion else None)
        if picture.progress is not None:
            options["progress"] = picture.progress
        self.hits = self._draw_board(self.canvas, picture, options)
        marks = [] if picture.lens is not None else list(self.canvas.marks)
        ringed = self._ring(picture.ring, FOCUS_RING, width=3.5, gap=2)
        self._ring(picture.noted, NOTED_RING, width=3.0, gap=6, under="#ffffff")
        marked = self._hint_ring(picture.hinted, self.hits)
        if picture.lens is not None:
            self._draw_lens(picture, options)
            # Ringed where the lens shows it too, as the next tap picks in the lens (a place
            # the lens leaves out stays ringed on the board).
            marked = self._hint_ring(picture.hinted, picture.lens.hits(self.hits)) or marked
        # Where the hint's or lesson's ring is (CSS px), for tests to tap as a person would.
        self.element.dataset.mark = (
            json.dumps([round(marked.x, 1), round(marked.y, 1)]) if marked else ""
        )
        self.element.dataset.lens = "open" if picture.lens is not None else ""
        self.canvas.present()
        if "focus" in options:
            self.element.dataset.focus = json.dumps(options["focus"], default=str)
            areas = self.hover.areas(self.hits)
            if areas is not None and self._hand_hover is not None:
                self._hand_hover(areas)
        # A frame of a motion is not explained: the marks are told where they come to rest.
        at_rest = picture.progress is None or picture.progress >= AT_REST
        if self._drawn is not None and at_rest:
            self._drawn(marks, ringed)

    def _draw_board(self, canvas: Canvas, picture: Picture, options: dict[str, Any]) -> list[Hit]:
        return self.ui.draw(
            canvas,
            picture.state,
            selected=picture.selection,
            interactive=picture.interactive,
            **options,
        )

    def _hint_ring(self, key: Hashable | None, hits: list[Hit]) -> Hit | None:
        """Ring the hint's or the lesson's place ``key`` among ``hits``, on a white ring."""
        return self._ring(key, HINT_RING, width=3.5, gap=4, under="#ffffff", hits=hits)

    def _ring(
        self,
        key: Hashable | None,
        colour: str,
        *,
        width: float,
        gap: float,
        under: str = "",
        hits: list[Hit] | None = None,
    ) -> Hit | None:
        """Ring the place ``key`` among ``hits`` (the board's, unless given) (a focus ring;
        a hint's, on a white ring ``under`` it); return its hit (None: no such place)."""
        found = None
        for hit in self.hits if hits is None else hits:
            if key is not None and hit.key == key:
                if under:
                    self._outline(hit, gap, stroke=under, width=width * 2)
                self._outline(hit, gap, stroke=colour, width=width)
                found = found or hit
        return found

    def _outline(self, hit: Hit, gap: float, *, stroke: str, width: float) -> None:
        """A ring ``gap`` outside the place ``hit``: round it, or round its box if it has one."""
        if hit.box is None:
            self.canvas.circle(hit.x, hit.y, hit.r * 0.85 + gap, stroke=stroke, width=width)
        else:
            # Close round its box: buttons stand a few pixels apart.
            self.canvas.polygon(hit.box.inset(-min(gap, 2.0)).corners(), stroke=stroke, width=width)

    def _draw_lens(self, picture: Picture, options: dict[str, Any]) -> None:
        """Dim the board and draw the tapped neighbourhood magnified in a circle."""
        lens, canvas = picture.lens, self.canvas
        assert lens is not None
        (x, y), radius = lens.centre, lens.radius
        corners = [(0, 0), (canvas.width, 0), (canvas.width, canvas.height), (0, canvas.height)]
        canvas.polygon(corners, fill=LENS_DIM)
        canvas.circle(x, y, radius + 3, fill=LENS_RIM)
        canvas.clip_circle(x, y, radius)
        self._draw_board(LensCanvas(canvas, lens), picture, options)
        canvas.unclip()
        canvas.circle(x, y, radius, stroke=FOCUS_RING, width=2)
