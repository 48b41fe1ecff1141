"""How the Out of Mine! board writes and draws its panels: in design units, in one language.

Every part of the board is placed in the plan's design units (``layout``); a ``Pen``
maps them onto the canvas and writes words that fit where they are put, shrinking a
line or wrapping it (by an estimate of the letters' width: the canvas facade cannot
measure text). The board's colours of words and panels are here too, so every part
writes alike.
"""

from __future__ import annotations

from pygames.core import Say
from pygames.web.canvas import Box, Canvas
from pygames.web.hits import Hit
from pygames.web.out_of_mine.layout import Plan
from pygames.web.text import Text

BACKGROUND = "#2f2621"
INK = "#f6efe3"
MUTED = "#c9b9a3"
PANEL = "#43372f"
CALL = "#d9822b"
BUTTON = "#5b4b40"
BUTTON_OFF = "#3f342d"
BUTTON_EDGE = "#8c7a6b"
NOTE = "rgba(30,20,16,0.88)"
#: Small text, and the least any text shrinks to fit, in design units: the canvas is
#: at least 0.88 of its design size, so no text is under 11 pixels.
SMALL = 14.0
SMALLEST = 12.5
#: A letter's width as a part of the text's size, on average (for fitting and wrapping).
LETTER = 0.56


class Pen:
    """Draws in design units onto the canvas, through the plan's scale, in one language."""

    def __init__(self, canvas: Canvas, plan_: Plan, text: Text) -> None:
        self.canvas, self.plan, self.text = canvas, plan_, text
        self.s = plan_.scale

    def rect(
        self, box: Box, fill: str | None = None, stroke: str | None = None, width: float = 1.0
    ) -> None:
        """A box of the plan, filled or outlined (``width`` in design units too)."""
        self.canvas.polygon(
            self.plan.box(box).corners(), fill=fill, stroke=stroke, width=width * self.s
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
            size = max(min(size, fit / (LETTER * max(len(shown), 1))), SMALLEST)
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
        per_line = max(8, int(width / (LETTER * size)))
        lines: list[str] = []
        for word in shown.split():
            if lines and len(lines[-1]) + 1 + len(word) <= per_line:
                lines[-1] += " " + word
            elif len(lines) < most:
                lines.append(word)
            else:
                lines[-1] += " " + word
        room = int(width / (LETTER * SMALLEST))
        if lines and len(lines[-1]) > room:
            lines[-1] = lines[-1][: room - 1].rstrip() + "\u2026"
        return lines

    def button(
        self, box: Box, label: Say, fill: str, edge: str, size: float, color: str = INK
    ) -> None:
        """A button: its face, and its label fitted inside."""
        self.rect(box, fill=fill, stroke=edge, width=2)
        self.words(box.cx, box.cy, label, size=size, color=color, bold=True, fit=box.w - 12)

    def band(self, note: Say, area: Box, size: float, most: int, *, foot: bool = False) -> Box:
        """``note`` on a dark band across the head of ``area`` (or its foot), as tall as its
        lines (at most ``most`` of ``size``); returns the band. Notes go in the others'
        area (``Plan.others``), never over the gallery or the tray: there they hid the
        person's own crystals."""
        height = len(self.lines(note, area.w - 12, size, most)) * size * 1.25 + 8
        band = Box(area.x, area.bottom - height if foot else area.y, area.w, height)
        self.rect(band, fill=NOTE)
        self.wrapped(band.cx, band.y + 4, note, band.w - 12, size, most)
        return band

    def hit(self, key: object, box: Box) -> Hit:
        """Where a tap on ``box`` counts, on the canvas."""
        b = self.plan.box(box)
        return Hit(key, b.cx, b.cy, max(b.w, b.h) / 2, b)
