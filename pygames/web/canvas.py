"""A thin drawing facade that renderers draw on, and two back ends that need no browser.

Renderers call these few methods in CSS pixels; the browser back end
(``pygames.web.browser``) maps them onto ``CanvasRenderingContext2D``, the
recording back end captures them for tests, and the SVG back end turns the
same drawing into a picture at build time (gallery and embed posters).

While a move is in motion a board is drawn every frame, and most of it does not move: a
renderer draws those parts through ``still``, which the browser keeps as pictures and
shows again on the next frames without running their drawing code (see ``still``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from pygames.web.marks import Mark

Point = tuple[float, float]
#: A recorded call: its name, its arguments and keywords (what tests read back).
Call = tuple[str, tuple[Any, ...], dict[str, Any]]
#: What a still part's drawing returns (its hit regions, what it worked out on the way).
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle on the canvas (left, top, width, height), for boards laying out their parts."""

    x: float
    y: float
    w: float
    h: float

    @property
    def cx(self) -> float:
        return self.x + self.w / 2

    @property
    def cy(self) -> float:
        return self.y + self.h / 2

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def inset(self, by: float) -> Box:
        """The box shrunk by ``by`` on every side."""
        return Box(self.x + by, self.y + by, self.w - 2 * by, self.h - 2 * by)

    def mapped(self, scale: float, dx: float, dy: float) -> Box:
        """The box from design units to canvas pixels."""
        return Box(self.x * scale + dx, self.y * scale + dy, self.w * scale, self.h * scale)

    def corners(self) -> list[Point]:
        """Its corners, for ``Canvas.polygon`` to draw the box.

        >>> Box(10, 20, 30, 40).corners()
        [(10, 20), (40, 20), (40, 60), (10, 60)]
        """
        return rectangle(self.x, self.y, self.right, self.bottom)


def rectangle(left: float, top: float, right: float, bottom: float) -> list[Point]:
    """The corners of an upright rectangle known by its edges, clockwise from the top left:
    what ``Canvas.polygon`` draws a rectangle from (the facade has no shape of its own for
    one: a polygon is drawn alike on every back end)."""
    return [(left, top), (right, top), (right, bottom), (left, bottom)]


@dataclass(frozen=True, slots=True)
class RadialGradient:
    """A radial fill from an inner circle to an outer one, as canvas and SVG both know it."""

    inner: tuple[float, float, float]
    outer: tuple[float, float, float]
    stops: tuple[tuple[float, str], ...]


Fill = str | RadialGradient | None


class Canvas(Protocol):
    """What a renderer may do: shapes and text in CSS pixels, nothing else."""

    width: float
    height: float

    def clear(self, color: str) -> None:
        """Fill the whole canvas."""

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
        """Draw a circle."""

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        """Draw a closed polygon."""

    def line(self, points: Sequence[Point], *, stroke: str, width: float = 1.0) -> None:
        """Draw an open polyline with round ends."""

    def text(
        self, x: float, y: float, text: str, *, size: float, color: str, bold: bool = False
    ) -> None:
        """Draw text centred on (x, y)."""

    def mark(self, mark: Mark) -> None:
        """Say what is drawn in an area (``marks.Legend``): the page explains it on hover,
        long-press and the keyboard's focus; a picture without a page ignores it."""

    def still(self, draw: Callable[[Canvas], T], key: object = None) -> T:
        """Draw what ``draw`` draws on this canvas and return what it returns: a part of the
        picture that looks the same at every ``progress`` of a motion and at rest, or only
        changes with ``key`` (compared by ``==``). While a motion runs, and when it comes
        to rest, a canvas may show the picture it kept of this part on the frame before,
        and return the value that frame's ``draw`` returned, without calling it. Parts
        are told apart by their order in the drawing: the first ``still`` of a frame is
        the first of the next."""


@dataclass
class RecordingCanvas:
    """Records every call, so tests can check what a renderer drew without a browser."""

    width: float = 800.0
    height: float = 800.0
    calls: list[Call] = field(default_factory=list)
    #: The marks said, apart from the shapes (``Canvas.mark``).
    marks: list[Mark] = field(default_factory=list)

    def clear(self, color: str) -> None:
        self.calls.append(("clear", (color,), {}))

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
        self.calls.append(("circle", (x, y, r), {"fill": fill, "stroke": stroke, "width": width}))

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        self.calls.append(("polygon", (tuple(points),), {"fill": fill, "stroke": stroke}))

    def line(self, points: Sequence[Point], *, stroke: str, width: float = 1.0) -> None:
        self.calls.append(("line", (tuple(points),), {"stroke": stroke, "width": width}))

    def text(
        self, x: float, y: float, text: str, *, size: float, color: str, bold: bool = False
    ) -> None:
        self.calls.append(("text", (x, y, text), {"size": size, "color": color, "bold": bold}))

    def mark(self, mark: Mark) -> None:
        self.marks.append(mark)

    def still(self, draw: Callable[[Canvas], T], key: object = None) -> T:
        """Draw the part now: a recording keeps no pictures."""
        return draw(self)

    def named(self, kind: str) -> list[Call]:
        """The recorded calls of one kind."""
        return [call for call in self.calls if call[0] == kind]


@dataclass
class SvgCanvas:
    """Collects drawing as SVG elements; ``to_svg()`` returns the finished picture, or the
    part of it in a box (a legend's picture of one mark, ``legend_icons``)."""

    width: float
    height: float
    ids: str = "g"  # the start of each gradient's id (several SVGs inline in one page)
    #: The marks said (``Canvas.mark``): where each kind of mark is drawn.
    marks: list[Mark] = field(default_factory=list)
    _defs: list[str] = field(default_factory=list)
    #: Each element, with the box it may paint in (None: anywhere, a background).
    _body: list[tuple[Box | None, str]] = field(default_factory=list)

    def _add(self, element: str, points: Sequence[Point] = (), reach: float = 0.0) -> None:
        """Add an element painting within ``reach`` of ``points`` (none: everywhere)."""
        if not points:
            self._body.append((None, element))
            return
        xs, ys = [x for x, _ in points], [y for _, y in points]
        left, top = min(xs) - reach, min(ys) - reach
        self._body.append((Box(left, top, max(xs) + reach - left, max(ys) + reach - top), element))

    def _paint(self, fill: Fill, stroke: str | None, width: float) -> str:
        if isinstance(fill, RadialGradient):
            gradient_id = f"{self.ids}{len(self._defs)}"
            (fx, fy, fr), (cx, cy, r) = fill.inner, fill.outer
            stops = "".join(
                f'<stop offset="{offset:g}" stop-color="{escape(color)}"/>'
                for offset, color in fill.stops
            )
            self._defs.append(
                f'<radialGradient id="{gradient_id}" gradientUnits="userSpaceOnUse" '
                f'fx="{fx:.1f}" fy="{fy:.1f}" fr="{fr:.1f}" cx="{cx:.1f}" cy="{cy:.1f}" '
                f'r="{r:.1f}">{stops}</radialGradient>'
            )
            fill_text = f"url(#{gradient_id})"
        else:
            fill_text = escape(fill) if fill else "none"
        stroke_text = f' stroke="{escape(stroke)}" stroke-width="{width:g}"' if stroke else ""
        return f'fill="{fill_text}"{stroke_text}'

    def clear(self, color: str) -> None:
        self._add(f'<rect width="100%" height="100%" fill="{escape(color)}"/>')

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
        paint = self._paint(fill, stroke, width)
        self._add(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" {paint}/>', [(x, y)], r + width)

    def polygon(
        self,
        points: Sequence[Point],
        *,
        fill: Fill = None,
        stroke: str | None = None,
        width: float = 1.0,
    ) -> None:
        coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        paint = self._paint(fill, stroke, width)
        self._add(f'<polygon points="{coords}" {paint} stroke-linejoin="round"/>', points, width)

    def line(self, points: Sequence[Point], *, stroke: str, width: float = 1.0) -> None:
        coords = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        self._add(
            f'<polyline points="{coords}" fill="none" stroke="{escape(stroke)}" '
            f'stroke-width="{width:g}" stroke-linecap="round" stroke-linejoin="round"/>',
            points,
            width,
        )

    def text(
        self, x: float, y: float, text: str, *, size: float, color: str, bold: bool = False
    ) -> None:
        weight = ' font-weight="bold"' if bold else ""
        self._add(
            f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:g}" fill="{escape(color)}"{weight} '
            f'text-anchor="middle" dominant-baseline="central" '
            f'font-family="system-ui, sans-serif">{escape(text)}</text>',
            [(x, y)],
            size * max(1, len(text)) / 2,  # an em a letter: wider than any font's letters
        )

    def mark(self, mark: Mark) -> None:
        self.marks.append(mark)

    def still(self, draw: Callable[[Canvas], T], key: object = None) -> T:
        """Draw the part now: a picture has no frames."""
        return draw(self)

    def to_svg(self, view: Box | None = None, *, fades: Mapping[str, float] = {}) -> str:
        """Return the picture as a standalone SVG document: all of it, or what shows of it
        in ``view`` (its ``viewBox``, without the elements painting wholly outside it).
        ``fades`` names edges of the view (``"left"``, ``"right"``, ``"top"``, ``"bottom"``)
        that fade out, each over so many pixels: what the view cuts there fades away rather
        than ending in a sliced edge (a legend's picture of the jeep cut a die in half)."""
        box = view if view is not None else Box(0, 0, self.width, self.height)
        body = "".join(
            element
            for extent, element in self._body
            if extent is None or view is None or overlaps(extent, view)
        )
        defs = "".join(self._defs)
        if view is not None and fades:
            mask_id = f"{self.ids}fade"
            defs += _fade_mask(mask_id, view, fades)
            body = f'<g mask="url(#{mask_id})">{body}</g>'
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" '
            f'viewBox="{box.x:g} {box.y:g} {box.w:g} {box.h:g}" '
            f'width="{box.w:g}" height="{box.h:g}">'
            f"<defs>{defs}</defs>{body}</svg>"
        )


def _fade_mask(mask_id: str, view: Box, fades: Mapping[str, float]) -> str:
    """A mask showing all of ``view`` but for a band along each edge of ``fades``, as wide
    as it says, fading from nothing at the edge to everything inside."""
    bands = {  # band, and the gradient's direction from the edge inwards
        "left": (Box(view.x, view.y, fades.get("left", 0), view.h), "0 0 1 0"),
        "right": (
            Box(view.right - fades.get("right", 0), view.y, fades.get("right", 0), view.h),
            "1 0 0 0",
        ),
        "top": (Box(view.x, view.y, view.w, fades.get("top", 0)), "0 0 0 1"),
        "bottom": (
            Box(view.x, view.bottom - fades.get("bottom", 0), view.w, fades.get("bottom", 0)),
            "0 1 0 0",
        ),
    }
    parts = [
        f'<rect x="{view.x:g}" y="{view.y:g}" width="{view.w:g}" height="{view.h:g}" fill="#fff"/>'
    ]
    gradients = []
    for edge in sorted(fades):
        band, direction = bands[edge]
        x1, y1, x2, y2 = direction.split()
        gradient_id = f"{mask_id}-{edge}"
        gradients.append(
            f'<linearGradient id="{gradient_id}" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}">'
            f'<stop offset="0" stop-color="#000"/>'
            f'<stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>'
        )
        parts.append(
            f'<rect x="{band.x:g}" y="{band.y:g}" width="{band.w:g}" height="{band.h:g}" '
            f'fill="url(#{gradient_id})"/>'
        )
    return "".join(gradients) + f'<mask id="{mask_id}">{"".join(parts)}</mask>'


def overlaps(one: Box, other: Box) -> bool:
    """Whether two boxes share some area (or an edge).

    >>> overlaps(Box(0, 0, 10, 10), Box(10, 5, 4, 4)), overlaps(Box(0, 0, 10, 10), Box(11, 0, 1, 1))
    (True, False)
    """
    return (
        one.x <= other.right
        and other.x <= one.right
        and one.y <= other.bottom
        and other.y <= one.bottom
    )
