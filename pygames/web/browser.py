"""The canvas facade on a real ``<canvas>``: devicePixelRatio, resizing, one crossing a frame.

Renderers draw in CSS pixels; this back end sizes the canvas's backing store
to CSS size x devicePixelRatio and scales the context, so lines stay sharp
on phones and high-density screens. Every call from Pyodide into JavaScript
is costly (a shape took five to ten of them), so shapes are only listed here,
and ``present`` hands the whole frame to ``site/paint.js`` as one JSON text.

While a motion runs, each still part of the board (``still``) is painted into a hidden
canvas of its own once, and the frames after it show that picture again: a frame then
costs the moving piece, not the whole board (a late Down Under table is ~700 shapes,
whose listing took most of a frame's time in Pyodide).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any, cast

from pyscript import window

from pygames.web.canvas import Canvas, Fill, Point, RadialGradient, T
from pygames.web.marks import Mark


def _fill(fill: Fill) -> object:
    if isinstance(fill, RadialGradient):
        return [_circle(*fill.inner), _circle(*fill.outer), fill.stops]
    return fill


def _circle(x: float, y: float, r: float) -> tuple[float, float, float]:
    """A circle the browser accepts: a board squeezed into a tiny canvas (a phone turning,
    a window being resized) can work out a negative radius, and ``arc`` and radial
    gradients throw on one (``IndexSizeError``); it is drawn as a point instead."""
    return (x, y, max(0.0, r))


def _hundredths(points: Sequence[Point]) -> list[int]:
    """The points' coordinates in a flat list, in hundredths of a pixel: rounding to whole
    numbers and writing them as JSON costs a third of rounding to two decimals (a late
    Down Under table has ~7,000 of them)."""
    return [round(c * 100) for point in points for c in point]


class BrowserCanvas:
    """Lists a frame's shapes behind the facade's few methods; ``present`` paints them."""

    def __init__(self, element: Any) -> None:  # a JS element proxy
        self.element = element
        self.ctx = element.getContext("2d")
        self.width = 0.0
        self.height = 0.0
        self._frame: list[list[Any]] = []
        #: The marks said in this picture (``Canvas.mark``), for the page to explain.
        self.marks: list[Mark] = []
        #: What the picture shows besides a motion's progress (``begin``), None at rest.
        self._scene: tuple[object, ...] | None = None
        #: Each still part kept in ``paint.js`` (by its order): its key, drawing's value and
        #: the marks it said.
        self._kept: list[tuple[object, object, list[Mark]]] = []
        self._parts = 0  # still parts met so far in this picture
        self._inside = False  # drawing a still part (one inside it is drawn into it)
        self.resize()

    def resize(self) -> bool:
        """Match the backing store to the element's size; return True if it changed."""
        rect = self.element.getBoundingClientRect()
        ratio = window.devicePixelRatio or 1
        width, height = max(1.0, rect.width), max(1.0, rect.height)
        pixels = (round(width * ratio), round(height * ratio))
        if (self.element.width, self.element.height) == pixels and self.width == width:
            return False
        self.element.width, self.element.height = pixels
        self.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        self.width, self.height = width, height
        self._kept = []
        return True

    def begin(self, scene: tuple[object, ...] | None) -> None:
        """Start a picture of ``scene``: everything it shows besides a motion's progress,
        compared item by item by identity with the last picture's (None: at rest, every
        part is drawn as it comes). If they are the same, the still parts kept on the last
        picture are shown again."""
        last = self._scene
        same = (
            scene is not None
            and last is not None
            and len(scene) == len(last)
            and all(a is b for a, b in zip(scene, last, strict=True))
        )
        if not same:
            self._kept = []
        self._scene, self._parts = scene, 0
        self.marks = []

    def still(self, draw: Callable[[Canvas], T], key: object = None) -> T:
        """A still part (``canvas.Canvas.still``): kept in a hidden canvas of its own while
        the picture has a scene, and shown again while the scene and ``key`` stay."""
        if self._scene is None or self._inside:
            return draw(self)
        part = self._parts
        self._parts += 1
        if part < len(self._kept) and self._kept[part][0] == key:
            self._frame.append(["again", part])
            _key, value, marks = self._kept[part]
            self.marks.extend(marks)
            return cast(T, value)  # what this part's draw returned last frame
        outer, self._frame, self._inside = self._frame, [], True
        said = len(self.marks)
        try:
            value = draw(self)
        finally:
            shapes, self._frame, self._inside = self._frame, outer, False
        self._frame.append(["keep", part, shapes])
        kept = (key, value, self.marks[said:])
        if part < len(self._kept):
            self._kept[part] = kept
        else:
            self._kept.append(kept)
        return value

    def present(self) -> None:
        """Paint every shape listed since the last frame, in one call into the page."""
        frame, self._frame = self._frame, []
        window.pygamesPaint(self.ctx, json.dumps(frame, separators=(",", ":")))

    def clip_circle(self, x: float, y: float, r: float) -> None:
        """Keep what is drawn until ``unclip`` inside this circle (the touch lens)."""
        self._frame.append(["clip", x, y, r])

    def unclip(self) -> None:
        self._frame.append(["unclip"])

    def clear(self, color: str) -> None:
        self._frame.append(["clear", color, self.width, self.height])

    def mark(self, mark: Mark) -> None:
        self.marks.append(mark)

    def circle(
        self,
        x: float,
        y: float,
        r: float,
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        self._frame.append(["circle", *_circle(x, y, r), _fill(fill), stroke, width])

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        self._frame.append(["polygon", _hundredths(points), _fill(fill), stroke, width])

    def line(self, points: Sequence[Point], *, stroke: str, width: float = 1.0) -> None:
        self._frame.append(["line", _hundredths(points), stroke, width])

    def text(
        self, x: float, y: float, text: str, *, size: float, color: str, bold: bool = False
    ) -> None:
        self._frame.append(["text", x, y, text, size, color, bold])
