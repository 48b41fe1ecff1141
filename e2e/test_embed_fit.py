"""An embed fills its iframe: before Play its poster lies in the very box the board then takes.

Measured in real iframes of a blog page on another origin, at sizes a blog gives: the
board's box is the largest its layout allows (beside the panel or above it), the poster
fills that box in the board's own shape, Play swaps the poster for the canvas without
moving it, the Play button shows without scrolling, and nothing widens the page.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Frame, Page, expect

import build
from e2e.conftest import READY_TIMEOUT_MS, WAIT_FOR_READY_JS
from pygames.web.boards import board_for

#: The embed page's padding and gap, the panel's width beside the board with two players,
#: and the room kept under the board for the turn, its gap included (before Play the name
#: and Play stand there) (site/play.css).
PADDING, GAP, PANEL, TURN_ROOM = 8, 8, 192, 264
#: Pixels of rounding between two boxes that should be the same.
SAME = 2
#: The most of the frame's height (beside the panel) or width (above it) left empty next
#: to the board: the frame's shape and the board's differ, the panel needs its width, and
#: the turn its room under the board (there Australia's narrow map at 390x700 leaves 26%).
#: (Before, Offboard left 33% empty at 640x560 and Australia 60%.)
MOST_EMPTY = 0.27

BLOG = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<link rel="icon" href="data:,"></head><body style="margin:0">
{frames}
</body></html>
"""
FRAME = (
    '<iframe id="{name}" src="{site}embed.html?game={game}&amp;seats=human,human" '
    'width="{width}" height="{height}" style="display:block;border:0" title="{game}"></iframe>'
)

#: The boxes of the poster, the board, the Play button and the frame, in the frame.
BOXES_JS = """() => {
    const box = (id) => {
        const element = document.getElementById(id);
        if (!element.checkVisibility()) return null;
        const r = element.getBoundingClientRect();
        return {x: r.x, y: r.y, width: r.width, height: r.height};
    };
    const poster = document.getElementById("poster");
    return {
        layout: document.documentElement.dataset.layout,
        poster: box("poster"), board: box("board"), play: box("start-play"),
        picture: poster.naturalWidth / poster.naturalHeight,
        width: innerWidth, height: innerHeight,
        scrollWidth: document.documentElement.scrollWidth,
    };
}"""


@pytest.fixture
def blog(page: Page, tmp_path: Path, site_url: str) -> Iterator[Any]:
    """Return a function that opens a blog page of embeds: [(game, width, height)] -> frames."""
    with build.serving(tmp_path) as host:  # another port: another origin, as on a real blog

        def open_(embeds: list[tuple[str, int, int]]) -> list[Frame]:
            markup = "\n".join(
                FRAME.format(name=f"e{n}", site=site_url, game=game, width=w, height=h)
                for n, (game, w, h) in enumerate(embeds)
            )
            (tmp_path / "index.html").write_text(BLOG.format(frames=markup), "utf-8")
            page.set_viewport_size({"width": max(w for _, w, _ in embeds) + 20, "height": 900})
            page.goto(host, wait_until="load")
            frames = []
            for n in range(len(embeds)):
                frame = page.locator(f"#e{n}").element_handle().content_frame()
                assert frame is not None
                frame.wait_for_function("() => document.getElementById('poster').complete")
                frames.append(frame)
            return frames

        yield open_


def assert_fills(boxes: dict[str, Any], box: dict[str, float], aspect: float) -> None:
    """The board's box is as large as its layout allows, nothing sticks out sideways, and
    the space left empty beside it is bounded."""
    width, height = boxes["width"], boxes["height"]
    assert boxes["scrollWidth"] <= width
    assert box["width"] / box["height"] == pytest.approx(aspect, rel=0.01)
    if boxes["layout"] == "beside":
        room = (width - 2 * PADDING - GAP - PANEL, height - 2 * PADDING)
        empty = (height - 2 * PADDING - box["height"]) / height
    else:
        room = (width - 2 * PADDING, height - 2 * PADDING - TURN_ROOM)
        empty = (width - 2 * PADDING - box["width"]) / width
    assert box["width"] == pytest.approx(room[0], abs=SAME) or box["height"] == pytest.approx(
        room[1], abs=SAME
    ), (box, room)
    assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height
    assert empty <= MOST_EMPTY, f"{empty:.0%} of the frame is empty beside the board"


def shape(game: str, boxes: dict[str, Any]) -> float:
    """The board's aspect the page chose (its wide or narrow one), from the poster's box."""
    ui = board_for(game)
    ratio = boxes["poster"]["width"] / boxes["poster"]["height"]
    return min((ui.aspect, ui.narrow_aspect), key=lambda aspect: abs(aspect - ratio))


@pytest.mark.parametrize("game", ["offboard", "australia"])
@pytest.mark.parametrize("size", [(320, 560), (640, 560), (1200, 700)], ids="{0[0]}x{0[1]}".format)
def test_the_board_takes_the_posters_box_and_fills_the_frame(
    blog: Any, game: str, size: tuple[int, int]
) -> None:
    (frame,) = blog([(game, *size)])
    before = frame.evaluate(BOXES_JS)
    aspect = shape(game, before)
    assert before["picture"] == pytest.approx(aspect, rel=0.01)  # drawn in the box's shape
    assert_fills(before, before["poster"], aspect)
    play = before["play"]
    assert play["y"] + play["height"] <= size[1] and play["x"] + play["width"] <= size[0]

    frame.get_by_test_id("start-play").click()
    frame.wait_for_function("() => window.pygames && window.pygames.ready")
    frame.evaluate(WAIT_FOR_READY_JS, READY_TIMEOUT_MS)
    expect(frame.get_by_test_id("loading")).to_be_hidden()
    after = frame.evaluate(BOXES_JS)
    board = after["board"]
    for side in ("x", "y", "width", "height"):
        assert board[side] == pytest.approx(before["poster"][side], abs=SAME), side
    assert_fills(after, board, aspect)


def test_every_game_shows_its_poster_in_its_boards_shape(blog: Any) -> None:
    games = ["offboard", "outback", "down-under", "australia", "out-of-mine"]
    frames = blog([(game, 720, 640) for game in games] + [(game, 390, 700) for game in games])
    for game, frame in zip(games * 2, frames, strict=True):
        boxes = frame.evaluate(BOXES_JS)
        aspect = shape(game, boxes)
        assert boxes["picture"] == pytest.approx(aspect, rel=0.01), game
        assert_fills(boxes, boxes["poster"], aspect)
        assert boxes["play"]["y"] + boxes["play"]["height"] <= boxes["height"], game


@pytest.mark.parametrize("game", ["outback", "australia"])
def test_play_stays_in_the_smallest_frame_under_what_the_game_is(page: Page, game: str) -> None:
    """Before Play, the room the turn will take tells what the game is, in as many lines as
    leave Play inside the frame: French says the most (six lines at 320 px)."""
    page.set_viewport_size({"width": 320, "height": 480})
    page.goto(f"embed.html?game={game}&lang=fr", wait_until="load")
    expect(page.locator("#start-description")).to_contain_text(" ")
    play = page.get_by_test_id("start-play").bounding_box()
    assert play is not None and play["y"] + play["height"] <= 480 - PADDING
    assert page.evaluate("() => document.documentElement.scrollHeight") <= 480


def test_an_embed_in_another_language_shows_the_poster_drawn_in_it(page: Page) -> None:
    """A blogger's ?lang=de: Out of Mine!'s poster, which writes words, is the German one."""
    page.set_viewport_size({"width": 720, "height": 640})
    page.goto("embed.html?game=out-of-mine&lang=de")
    poster = page.locator("#poster")
    expect(poster).to_have_attribute(
        "src", re.compile(r"^posters/out-of-mine-(wide|narrow)-2p\.de\.svg$")
    )
    poster.evaluate("img => img.decode()")  # rejects if the picture does not load


#: An embed's address, and the picture its poster shows (the file name's end).
POSTERS = {
    "outback&seats=human,ai:easy,ai:easy": "outback-{shape}-3p",
    "outback&seats=human,ai:easy,ai:easy&variant=plus": "outback-{shape}-3p-variant-plus",
    "outback&players=4": "outback-{shape}-4p",
    "outback&end=all-complete": "outback-{shape}-2p",  # ends later: the table looks the same
    "australia&seats=human,human,human,human,human&full_game=False": (
        "australia-{shape}-5p-full_game-false"
    ),
    "down-under&two_paths=both": "down-under-{shape}-2p-two_paths-both",
    "down-under&seats=human,human,human&two_paths=both": "down-under-{shape}-3p",  # not with 3
}


@pytest.mark.parametrize("address", POSTERS)
def test_the_poster_shows_the_game_the_address_starts(page: Page, address: str) -> None:
    """Outback's poster showed two players while the embed was set for three."""
    page.set_viewport_size({"width": 720, "height": 640})
    page.goto(f"embed.html?game={address}", wait_until="load")
    poster = page.locator("#poster")
    picture = POSTERS[address].format(shape="(wide|narrow)")
    expect(poster).to_have_attribute("src", re.compile(rf"^posters/{picture}\.svg$"))
    poster.evaluate("img => img.decode()")  # rejects if the picture does not load
