"""A small picture of each kind of mark, for the "What's on the board" list: the board's own
renderer drawing a sample position (``legend_samples``), cropped to the area where that
kind was first declared, with a little room round it. The picture is the board's drawing,
so it cannot disagree with the board. Drawn at build time (``build.py``), a file per kind,
which the list shows beside its line (``explaining.legend_html``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pygames.web.canvas import Box, SvgCanvas, overlaps
from pygames.web.legend_samples import samples
from pygames.web.marks import Mark
from pygames.web.text import DEFAULT_LANGUAGE, LANGUAGES
from pygames.web.ui import BoardUI

#: The room round a mark's area: this share of its longer side, and at least ``LEAST_ROOM``
#: CSS px, so a small mark shows a little of what it lies on.
ROOM = 0.15
LEAST_ROOM = 6.0
#: A picture is at most this many times as long as it is wide, or wide as it is long: a
#: long panel shows with some of its surroundings rather than as a thin strip.
MOST_STRETCH = 2.0
#: The widest band, in CSS px, over which a picture's edges fade what they cut, and the
#: narrowest worth fading.
MOST_FADE = 14.0
LEAST_FADE = 3.0


@dataclass(frozen=True, slots=True)
class Icon:
    """The picture of one kind: the part ``view`` of a drawing ``width`` by ``height``."""

    kind: str
    view: Box
    width: float
    height: float
    svg: str


def icons(
    ui: BoardUI[Any], languages: Sequence[str] = (DEFAULT_LANGUAGE,)
) -> dict[str, dict[str, Icon]]:
    """By language, then by kind, the picture of each kind of ``ui``'s legend where the
    board's sample drawings first draw it, any words in that language; a kind never drawn
    has no picture."""
    legend = ui.legend
    assert legend is not None, f"{ui.game_id} has no legend"
    kinds = dict(zip(legend.keys(), legend.kinds, strict=True))  # by catalog key
    found: dict[str, dict[str, Icon]] = {language: {} for language in languages}
    pictured: set[str] = set()  # the catalog keys pictured so far
    for sample, drawn in samples(ui, SvgCanvas):
        new = first_of_each(drawn.marks, set(kinds) - pictured)
        if not new:
            continue
        pictured |= {mark.key for mark in new}
        for language in languages:
            canvas = drawn if language == DEFAULT_LANGUAGE else SvgCanvas(*sample.size)
            if canvas is not drawn:
                sample.draw(ui, canvas, language)
            for mark in new:
                view = view_of(mark, canvas.width, canvas.height)
                faded = fades(view, mark, canvas.marks) if legend.fades else {}
                svg = canvas.to_svg(view, fades=faded)
                icon = Icon(kinds[mark.key], view, canvas.width, canvas.height, svg)
                found[language][icon.kind] = icon
        if pictured == set(kinds):
            break
    return {
        language: {kind: pictures[kind] for kind in legend.kinds if kind in pictures}
        for language, pictures in found.items()
    }


def first_of_each(marks: list[Mark], keys: set[str]) -> list[Mark]:
    """The first mark drawn of each of ``keys``."""
    first: dict[str, Mark] = {}
    for mark in marks:
        if mark.key in keys:
            first.setdefault(mark.key, mark)
    return list(first.values())


def view_of(mark: Mark, width: float, height: float) -> Box:
    """The part of a ``width`` by ``height`` drawing that pictures ``mark``: its area with
    room round it, stretched at most ``MOST_STRETCH`` times, moved and cut to lie inside the
    drawing, to the tenth of a pixel.

    >>> view_of(Mark("dot", 50, 50, 4, 4), 100, 100)
    Box(x=40.0, y=40.0, w=20.0, h=20.0)
    >>> view_of(Mark("panel", 50, 95, 50, 5, round=False), 100, 100)
    Box(x=0.0, y=35.0, w=100.0, h=65.0)
    """
    room = max(LEAST_ROOM, ROOM * 2 * max(mark.rx, mark.ry))
    w, h = 2 * mark.rx + 2 * room, 2 * mark.ry + 2 * room
    w, h = max(w, h / MOST_STRETCH), max(h, w / MOST_STRETCH)
    w, h = min(w, width), min(h, height)
    x = min(max(mark.x - w / 2, 0.0), width - w)
    y = min(max(mark.y - h / 2, 0.0), height - h)
    return Box(*(math.floor(edge * 10) / 10 for edge in (x, y, w, h)))


def fades(view: Box, subject: Mark, marks: Sequence[Mark]) -> dict[str, float]:
    """The edges of ``view``, a picture of ``subject``, that cut another mark beside it (not
    one it lies on, nor one on it), each with how far in it fades: over the room between
    the edge and the subject, at most ``MOST_FADE`` CSS px, so a neighbour is not shown
    sliced and the subject is never faded.

    >>> jeep, die = Mark("jeep", 50, 20, 40, 10, round=False), Mark("die", 95, 45, 8, 8)
    >>> fades(Box(0, 0, 100, 60), jeep, [jeep, die])
    {'right': 10}
    """
    area = _area(subject)
    room = {
        "left": area.x - view.x,
        "right": view.right - area.right,
        "top": area.y - view.y,
        "bottom": view.bottom - area.bottom,
    }
    cut: set[str] = set()
    for mark in marks:
        other = _area(mark)
        lies_on = _within(area, other) or _within(other, area)  # a panel, or a mark on it
        if mark == subject or lies_on or not overlaps(other, view):
            continue
        cut |= {"left"} if other.x < view.x else set()
        cut |= {"right"} if other.right > view.right else set()
        cut |= {"top"} if other.y < view.y else set()
        cut |= {"bottom"} if other.bottom > view.bottom else set()
    return {edge: min(MOST_FADE, room[edge]) for edge in sorted(cut) if room[edge] >= LEAST_FADE}


def _within(inner: Box, outer: Box) -> bool:
    return (
        outer.x <= inner.x
        and inner.right <= outer.right
        and outer.y <= inner.y
        and inner.bottom <= outer.bottom
    )


def _area(mark: Mark) -> Box:
    return Box(mark.x - mark.rx, mark.y - mark.ry, 2 * mark.rx, 2 * mark.ry)


def icon_files(ui: BoardUI[Any]) -> dict[str, str]:
    """Every picture of ``ui``'s legend by its address (``Legend.icon``): one per kind, or
    one per kind and language if its pictures show words."""
    legend = ui.legend
    assert legend is not None, f"{ui.game_id} has no legend"
    languages = tuple(LANGUAGES) if legend.words else (DEFAULT_LANGUAGE,)
    return {
        legend.icon(kind, language): icon.svg
        for language, pictures in icons(ui, languages).items()
        for kind, icon in pictures.items()
    }
