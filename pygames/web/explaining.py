"""The part of the shell that serves a board's legend (``BoardUI.legend``): "what is this?"
on every mark the board draws, and the "What's on the board" list beside the rules.

A pointer's hover and a finger's long-press are decided in ``site/marks.js``, which is
handed the marks of each picture at rest (only when they change, as ``hovering`` hands
the places) with their lines already in the reader's language, so no pointer event
crosses into Python. The keyboard's focus ring is the shell's: the line of the mark
under it is shown beside it and said politely to screen readers. The decisions are
plain functions (``marks.mark_at``, ``press_kind``) tested in CPython.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Sequence
from html import escape
from typing import Any

from pygames.web.hits import Hit
from pygames.web.marks import Legend, Mark, mark_at
from pygames.web.text import Text

#: How long a finger rests without moving before its press explains (``site/marks.js``).
HOLD_SECONDS = 0.5
#: How far (CSS px) a finger may wander and still hold: beyond it the press is a drag.
HOLD_SLACK = 10.0


def press_kind(held: float, moved: float) -> str:
    """What a finger's press is, held ``held`` seconds and moved ``moved`` px at most (the
    rule ``site/marks.js`` follows): a "drag" once it moved, a "hold" (explained, not
    tapped) once it rested long enough, else a "tap".

    >>> press_kind(0.2, 3), press_kind(0.7, 3), press_kind(0.7, 25)
    ('tap', 'hold', 'drag')
    """
    if moved > HOLD_SLACK:
        return "drag"
    return "hold" if held >= HOLD_SECONDS else "tap"


def areas_json(marks: Sequence[Mark], text: Text) -> str:
    """The marks for ``marks.js``: ``[[x, y, rx, ry, round, line], ...]`` in CSS px."""
    lines: dict[str, str] = {}
    return json.dumps(
        [
            [
                round(mark.x, 1),
                round(mark.y, 1),
                round(mark.rx, 1),
                round(mark.ry, 1),
                int(mark.round),
                lines.setdefault(mark.key, text(mark.key)),
            ]
            for mark in marks
        ],
        ensure_ascii=False,
    )


def legend_html(legend: Legend[Any], text: Text) -> str:
    """The "What's on the board" list: a line per kind, in the legend's order, each beside
    a picture of the mark as the board draws it (``legend_icons``, drawn at build time and
    fetched once the list is opened), which screen readers skip: the line says it. A picture
    shows at the size the board draws its mark, within a bound the page's style sets
    (``.legend-icon``): a panel or a track shrunk to an icon's 44 px could not be read."""
    return "".join(
        f'<li><img class="legend-icon" src="{escape(legend.icon(kind, text.language))}" '
        f'alt="" loading="lazy">'
        f"<span>{escape(text(legend.key(kind)))}</span></li>"
        for kind in legend.kinds
    )


class Explaining:
    """Hands a board's marks to ``marks.js``, explains the mark under the focus ring, and
    keeps the legend's list in the reader's language."""

    def __init__(
        self,
        legend: Legend[Any],
        text: Callable[[], Text],
        *,
        hand: Callable[[str], None],
        point: Callable[[str], None],
        announce: Callable[[str], None],
        listing: Any,
    ) -> None:
        """``text()`` is the page's language; ``hand(areas)`` gives ``marks.js`` the marks
        (``areas_json``), ``point(shown)`` shows a line beside the focus ring
        (``[x, y, rx, ry, line]`` as JSON: the ring's circle, "" to hide it),
        ``announce(line)`` tells screen readers politely; ``listing`` is the list's
        element."""
        self.legend = legend
        self._text = text
        self._hand = hand
        self._point = point
        self._announce = announce
        self._listing = listing
        self._handed = ""
        self._listed_in = ""
        self._ringed: tuple[Hashable, str] | None = None

    def drawn(self, marks: Sequence[Mark], ring: Hit | None) -> None:
        """A picture at rest showed ``marks``, with the focus ring on ``ring`` (None: none)."""
        text = self._text()
        if text.language != self._listed_in:
            self._listing.innerHTML = legend_html(self.legend, text)
            self._listed_in = text.language
        areas = areas_json(marks, text)
        if areas != self._handed:
            self._handed = areas
            self._hand(areas)
        self._explain_ring(marks, ring, text)

    def _explain_ring(self, marks: Sequence[Mark], ring: Hit | None, text: Text) -> None:
        """Show the line of the mark under the focus ring, and say it as the ring comes to
        a place (a move that changes what lies under the ring shows its new line, unsaid:
        the move's own words are what is heard then)."""
        mark = mark_at(marks, ring.x, ring.y) if ring is not None else None
        if ring is None or mark is None:
            if self._ringed is not None:
                self._ringed = None
                self._point("")
            return
        line = text(mark.key)
        if self._ringed == (ring.key, line):
            return
        moved = self._ringed is None or self._ringed[0] != ring.key
        self._ringed = (ring.key, line)
        half_w, half_h = (ring.r, ring.r) if ring.box is None else (ring.box.w / 2, ring.box.h / 2)
        self._point(json.dumps([ring.x, ring.y, half_w, half_h, line], ensure_ascii=False))
        if moved:
            self._announce(line)
