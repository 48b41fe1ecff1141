"""The canvas facade on a real ``<canvas>``: devicePixelRatio, resizing, gradients.

Renderers draw in CSS pixels; this back end sizes the canvas's backing store
to CSS size x devicePixelRatio and scales the context, so lines stay sharp
on phones and high-density screens.
"""

from __future__ import annotations

import math

from pyscript import window  # type: ignore[import-not-found]

from pygames.web.canvas import Fill, RadialGradient


class BrowserCanvas:
    """Wraps a ``CanvasRenderingContext2D`` behind the facade's few methods."""

    def __init__(self, element) -> None:  # noqa: ANN001 - a JS element proxy
        self.element = element
        self.ctx = element.getContext("2d")
        self.width = 0.0
        self.height = 0.0
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
        return True

    def _fill_style(self, fill: Fill):  # noqa: ANN202 - returns a JS value
        if isinstance(fill, RadialGradient):
            gradient = self.ctx.createRadialGradient(*fill.inner, *fill.outer)
            for offset, colour in fill.stops:
                gradient.addColorStop(offset, colour)
            return gradient
        return fill

    def _paint(self, fill: Fill, stroke: str | None, width: float) -> None:
        ctx = self.ctx
        if fill is not None:
            ctx.fillStyle = self._fill_style(fill)
            ctx.fill()
        if stroke is not None:
            ctx.strokeStyle = stroke
            ctx.lineWidth = width
            ctx.stroke()

    def clear(self, color: str) -> None:
        self.ctx.fillStyle = color
        self.ctx.fillRect(0, 0, self.width, self.height)

    def circle(self, x, y, r, *, fill=None, stroke=None, width=1.0) -> None:
        self.ctx.beginPath()
        self.ctx.arc(x, y, r, 0, 2 * math.pi)
        self._paint(fill, stroke, width)

    def _trace(self, points) -> None:  # noqa: ANN001 - a sequence of points
        """Start a path through the points."""
        self.ctx.beginPath()
        first, *rest = points
        self.ctx.moveTo(*first)
        for point in rest:
            self.ctx.lineTo(*point)

    def polygon(self, points, *, fill=None, stroke=None, width=1.0) -> None:
        self._trace(points)
        self.ctx.closePath()
        self.ctx.lineJoin = "round"
        self._paint(fill, stroke, width)

    def line(self, points, *, stroke, width=1.0) -> None:
        self._trace(points)
        self.ctx.lineCap = "round"
        self._paint(None, stroke, width)

    def text(self, x, y, text, *, size, color, bold=False) -> None:
        ctx = self.ctx
        ctx.font = f"{'bold ' if bold else ''}{size:.1f}px system-ui, sans-serif"
        ctx.fillStyle = color
        ctx.textAlign = "center"
        ctx.textBaseline = "middle"
        ctx.fillText(text, x, y)
