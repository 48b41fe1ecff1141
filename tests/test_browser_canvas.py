"""The canvas facade on a real ``<canvas>`` (``pygames.web.browser``), with the page stood in
for: what it hands ``site/paint.js`` on each frame, at rest and while a motion runs."""

from __future__ import annotations

import importlib
import json
import sys
import types
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from pygames.web.canvas import Canvas

if TYPE_CHECKING:  # imported for real under a stood-in page only: it needs pyscript
    from pygames.web.browser import BrowserCanvas

#: A frame as ``site/paint.js`` is handed it: a JSON list of shapes, each a list.
Frame = list[list[Any]]


class Page:
    """The window and the board's canvas element (``size`` in CSS px), recording each frame
    painted."""

    def __init__(self) -> None:
        self.devicePixelRatio = 1
        self.size = (300.0, 200.0)
        self.width, self.height = 0, 0  # the backing store, set by the canvas
        self.frames: list[Frame] = []

    def pygamesPaint(self, ctx: object, frame: str) -> None:  # noqa: N802 - the page's name
        self.frames.append(json.loads(frame))

    def getContext(self, kind: str) -> types.SimpleNamespace:  # noqa: N802 - the DOM's name
        return types.SimpleNamespace(setTransform=lambda *matrix: None)

    def getBoundingClientRect(self) -> types.SimpleNamespace:  # noqa: N802 - the DOM's name
        return types.SimpleNamespace(width=self.size[0], height=self.size[1])


# Not named "browser": that is pytest-playwright's fixture, and a test asking for that name
# joins the Chromium tests' session (pytest ran every e2e test before the rest of tests/).
@pytest.fixture
def stood_in(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[BrowserCanvas, Page]]:
    page = Page()
    monkeypatch.setitem(sys.modules, "pyscript", types.SimpleNamespace(window=page))
    sys.modules.pop("pygames.web.browser", None)
    module = importlib.import_module("pygames.web.browser")
    yield module.BrowserCanvas(page), page
    sys.modules.pop("pygames.web.browser", None)


def _picture(
    canvas: BrowserCanvas, scene: tuple[object, ...] | None, drawn: list[str], key: object = None
) -> str:
    """A board of two still parts with a marble moving between them."""

    def under(c: Canvas) -> str:
        drawn.append("under")
        c.clear("green")
        return "hits"

    def over(c: Canvas) -> None:
        drawn.append("over")
        c.text(5, 5, "1", size=11, color="k")

    canvas.begin(scene)
    hits = canvas.still(under)
    canvas.circle(10, 10, 5, fill="red")
    canvas.still(over, key)
    canvas.present()
    return hits


def test_at_rest_every_part_is_painted_in_place(stood_in: tuple[BrowserCanvas, Page]) -> None:
    canvas, page = stood_in
    drawn: list[str] = []
    for _ in range(2):
        _picture(canvas, None, drawn)
    assert drawn == ["under", "over"] * 2
    assert [shape[0] for shape in page.frames[-1]] == ["clear", "circle", "text"]


def test_in_motion_still_parts_are_kept_once_and_shown_again(
    stood_in: tuple[BrowserCanvas, Page],
) -> None:
    canvas, page = stood_in
    drawn: list[str] = []
    state = object()
    assert _picture(canvas, (state, None, True), drawn) == "hits"
    assert _picture(canvas, (state, None, True), drawn) == "hits"  # the value kept
    assert drawn == ["under", "over"]
    first, second = page.frames
    assert [shape[:2] for shape in first] == [["keep", 0], ["circle", 10], ["keep", 1]]
    assert first[0][2] == [["clear", "green", 300.0, 200.0]]
    assert second == [["again", 0], ["circle", 10, 10, 5, "red", None, 1.0], ["again", 1]]


def test_a_part_is_drawn_again_when_its_key_or_the_scene_changes(
    stood_in: tuple[BrowserCanvas, Page],
) -> None:
    canvas, page = stood_in
    drawn: list[str] = []
    state = object()
    _picture(canvas, (state, None, True), drawn, key=1)
    _picture(canvas, (state, None, True), drawn, key=2)  # the part over it changed
    assert drawn == ["under", "over", "over"]
    assert [shape[0] for shape in page.frames[-1]] == ["again", "circle", "keep"]
    _picture(canvas, (object(), None, True), drawn, key=2)  # another position: all anew
    _picture(canvas, (state, "picked", True), drawn, key=2)  # another selection
    assert drawn[3:] == ["under", "over", "under", "over"]
    page.size = (320.0, 200.0)
    assert canvas.resize()
    _picture(canvas, (state, "picked", True), drawn, key=2)  # the same, on a larger canvas
    assert drawn[7:] == ["under", "over"]


def test_a_still_part_inside_another_is_painted_into_it(
    stood_in: tuple[BrowserCanvas, Page],
) -> None:
    canvas, page = stood_in
    canvas.begin((1,))
    canvas.still(lambda c: c.still(lambda inner: inner.clear("blue")))
    canvas.present()
    assert page.frames[-1] == [["keep", 0, [["clear", "blue", 300.0, 200.0]]]]


def test_points_go_as_hundredths_of_a_pixel(stood_in: tuple[BrowserCanvas, Page]) -> None:
    canvas, page = stood_in
    canvas.begin(None)
    canvas.polygon([(1.234, 5.0), (7.005, -2.5)], fill="red")
    canvas.line([(0.5, 0.25)], stroke="blue", width=2.0)
    canvas.present()
    assert page.frames[-1] == [
        ["polygon", [123, 500, 700, -250], "red", None, 1.0],
        ["line", [50, 25], "blue", 2.0],
    ]


def _radii(frame: Frame) -> list[float]:
    """Every circle's and radial gradient's radius in a painted frame (kept parts too)."""
    found = []
    for shape in frame:
        if shape[0] == "keep":
            found += _radii(shape[2])
        elif shape[0] == "circle":
            found.append(shape[3])
            fills = [shape[4]]
        else:
            fills = [shape[2]] if shape[0] == "polygon" else []
        if shape[0] in ("circle", "polygon"):
            for fill in fills:
                if isinstance(fill, list):
                    found += [fill[0][2], fill[1][2]]
    return found


@pytest.mark.parametrize("size", [(1.0, 1.0), (24.0, 12.0), (70.0, 40.0)])
def test_every_board_draws_on_a_tiny_canvas_with_no_radius_below_zero(
    stood_in: tuple[BrowserCanvas, Page], size: tuple[float, float]
) -> None:
    """A board squeezed into a few pixels (a phone turning, a window resized) still draws,
    and hands the browser nothing it would throw on (``arc`` with a negative radius)."""
    import pygames
    from pygames.web.boards import BOARDS, board_for
    from tests.playouts import playout

    canvas, page = stood_in
    page.size = size
    canvas.resize()
    for game_id in BOARDS:
        ui, game = board_for(game_id), pygames.get_game(game_id)
        for state in list(playout(game, 3, [(ply * 37) % 101 for ply in range(30)]))[::10]:
            canvas.begin(None)
            ui.draw(canvas, state, selected=None, interactive=True)
            canvas.present()
    radii = [r for frame in page.frames for r in _radii(frame)]
    assert radii and min(radii) >= 0
