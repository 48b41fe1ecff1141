"""The touch lens: it opens only when a tap could mean two live places, and then parts them."""

import math
from collections.abc import Hashable

from pygames.web.canvas import RecordingCanvas
from pygames.web.hits import Hit
from pygames.web.lens import FINGER, LensCanvas, lens_for

SPACING = 31.0  # Offboard's cells on a 390 px phone
ROW = [Hit(("cell", i), 100 + i * SPACING, 200, SPACING * 0.578) for i in range(5)]


def every(_key: Hashable) -> bool:
    return True


def test_a_tap_on_a_place_needs_no_lens() -> None:
    assert lens_for(ROW, every, ROW[2].x + 3, ROW[2].y - 2, (390, 390)) is None


def test_a_tap_between_two_live_places_opens_a_lens_that_parts_them_by_a_finger() -> None:
    x = (ROW[1].x + ROW[2].x) / 2
    lens = lens_for(ROW, every, x, 200, (390, 390))
    assert lens is not None
    shown = {hit.key: hit for hit in lens.hits(ROW)}
    assert {("cell", 1), ("cell", 2)} <= set(shown)
    a, b = shown[("cell", 1)], shown[("cell", 2)]
    assert math.hypot(a.x - b.x, a.y - b.y) >= FINGER
    assert lens.contains(x, 200)


def test_only_live_places_count() -> None:
    x = (ROW[1].x + ROW[2].x) / 2
    assert lens_for(ROW, lambda key: key != ("cell", 2), x, 200, (390, 390)) is None


def test_the_lens_stays_on_the_canvas() -> None:
    near_edge = [Hit(("cell", i), 5 + i * SPACING, 5, 18) for i in range(2)]
    lens = lens_for(near_edge, every, 20, 5, (390, 390))
    assert lens is not None
    cx, cy = lens.centre
    assert lens.radius <= cx <= 390 - lens.radius and lens.radius <= cy <= 390 - lens.radius


def test_drawing_through_the_lens_magnifies_around_the_tap() -> None:
    x = (ROW[1].x + ROW[2].x) / 2
    lens = lens_for(ROW, every, x, 200, (390, 390))
    assert lens is not None
    recording = RecordingCanvas(390, 390)
    canvas = LensCanvas(recording, lens)
    canvas.clear("#fff")
    canvas.circle(ROW[2].x, 200, 10, fill="red", stroke="black", width=2)
    canvas.text(x, 200, "3", size=12, color="black")
    (_, disc, _), (_, (cx, cy, r), style), (_, (tx, ty, _), text) = recording.calls
    assert disc == (*lens.centre, lens.radius)
    assert (cx, cy) == lens.to_lens(ROW[2].x, 200) and r == 10 * lens.zoom
    assert style["width"] == 2 * lens.zoom
    assert (tx, ty) == lens.centre and text["size"] == 12 * lens.zoom
