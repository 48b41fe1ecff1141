"""The turn on one screen: on a phone, and in an embed's frame, a player sees the board and
everything a turn needs together, without scrolling.

One rule for every board (a new one is held to it too): mid-game, with a person to act,
the board, the status line, the slot of the turn's buttons, Undo, Hint and every
player's score lie inside the first screen (a 390x844 phone with touch), or inside the
frame of an embed at any size from 320x480 to 1200x900 (the rest of the panel may
scroll), and nothing covers them there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Frame, Page

import build
import pygames
from e2e.conftest import READY_TIMEOUT_MS, WAIT_FOR_READY_JS
from e2e.playing import PHONE, wait_for_person_or_end
from pygames.web.boards import BOARDS
from pygames.web.panels import embed_snippet

PLAYABLE = [game for game in pygames.list_games() if game.id in BOARDS]
FAST = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'fast'}))"
#: The person's actions played before looking: into the game, past any opening choice.
MOVES = 3
#: Frames a blog gives an embed, from a phone's column to a wide post, and the corners
#: between: the smallest, the narrowest and tallest, the widest and shortest, the largest.
FRAMES = [(320, 480), (390, 640), (320, 900), (720, 640), (1000, 500), (1200, 480), (1200, 900)]
#: Frames of a desktop's post, where the move log is in view beside the board too.
DESKTOP = [(720, 640), (1200, 900)]
BLOG = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<link rel="icon" href="data:,"></head><body style="margin:0">
<iframe id="embed" src="{site}embed.html?game={game}&amp;seats={seats}&amp;seed=3"
  width="720" height="640" style="display:block;border:0" title="{game}"></iframe>
</body></html>
"""
#: Two frames later: the page has laid itself out at its new size.
SETTLED_JS = "() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))"

#: What a turn needs, each as [name, left, top, right, bottom], and whether something else
#: covers it (the element found at its centre is neither it nor inside it).
NEEDED_JS = """() => {
    const needed = [
        document.getElementById("board"), document.getElementById("status"),
        document.querySelector(".turn"), document.getElementById("undo"),
        document.getElementById("hint"), ...document.querySelectorAll("[data-testid^='score-']"),
    ];
    return needed.map((element) => {
        const r = element.getBoundingClientRect();
        const found = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        const name = element.id || element.dataset.testid || element.className;
        return [name, r.left, r.top, r.right, r.bottom, !element.contains(found)];
    });
}"""


def seats(game: Any) -> str:
    """A person and computers, as many players as fit two rows of players (four), or fewer."""
    count = min(game.max_players, 4)
    return ",".join(["human"] + ["ai:easy"] * (count - 1))


def into_the_game(page: Page | Frame) -> None:
    """Play the person's first listed move ``MOVES`` times, then wait for their turn."""
    for _ in range(MOVES):
        if wait_for_person_or_end(page)["over"]:
            break
        page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    wait_for_person_or_end(page)


#: The boxes of the move log's heading, the log and the panel that holds them (its edge
#: hides what lies beyond it), and how far that panel is scrolled.
LOG_JS = """() => {
    const box = (element) => {
        const r = element.getBoundingClientRect();
        return [r.left, r.top, r.right, r.bottom];
    };
    const log = document.getElementById("log");
    const panel = document.querySelector(".panel");
    return {heading: box(log.previousElementSibling), log: box(log), panel: box(panel),
            scrolled: panel.scrollTop};
}"""
#: The least of the log to be seen: about three entries (site/play.css).
LOG_HEIGHT = 72


def off_screen(page: Page | Frame, width: float, height: float) -> list[list[Any]]:
    """What a turn needs that lies outside ``width`` x ``height`` or is covered there."""
    return [
        box
        for box in page.evaluate(NEEDED_JS)
        if box[1] < 0 or box[2] < 0 or box[3] > width or box[4] > height or box[5]
    ]


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda game: game.id)
def test_a_phone_shows_the_board_and_the_turn_on_its_first_screen(
    new_context: Callable[..., BrowserContext], wait_ready: Callable[[Page], None], game: Any
) -> None:
    phone = new_context(**PHONE).new_page()
    phone.add_init_script(FAST)
    phone.goto(f"{game.id}.html?seats={seats(game)}&seed=3")
    wait_ready(phone)
    into_the_game(phone)
    assert phone.evaluate("() => scrollY") == 0
    viewport = phone.viewport_size
    assert viewport is not None
    assert off_screen(phone, viewport["width"], viewport["height"]) == []


@pytest.fixture
def blog(page: Page, tmp_path: Path, site_url: str) -> Iterator[Callable[[Any], Frame]]:
    """Return a function that opens a blog post embedding a game, and its frame."""
    with build.serving(tmp_path) as host:  # another port: another origin, as on a real blog

        def open_(game: Any) -> Frame:
            post = BLOG.format(site=site_url, game=game.id, seats=seats(game))
            (tmp_path / "index.html").write_text(post, "utf-8")
            page.set_viewport_size({"width": 1240, "height": 920})
            page.goto(host, wait_until="load")
            frame = page.locator("#embed").element_handle().content_frame()
            assert frame is not None
            return frame

        yield open_


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda game: game.id)
def test_an_embed_shows_the_board_and_the_turn_in_its_frame_at_any_size(
    page: Page, blog: Callable[[Any], Frame], game: Any
) -> None:
    frame = blog(game)
    frame.locator("#loading").click()  # a tap on the picture starts the game, as Play does
    frame.wait_for_function("() => window.pygames && window.pygames.ready")
    frame.evaluate(WAIT_FOR_READY_JS, READY_TIMEOUT_MS)
    into_the_game(frame)
    for width, height in FRAMES:
        page.evaluate(
            "([width, height]) => Object.assign(document.getElementById('embed'),"
            " {width: width, height: height})",
            [width, height],
        )
        frame.wait_for_function(f"() => innerWidth === {width} && innerHeight === {height}")
        frame.evaluate(SETTLED_JS)
        assert frame.evaluate("() => scrollY") == 0
        assert off_screen(frame, width, height) == [], (width, height)
        if (width, height) in DESKTOP:
            assert_log_in_view(frame, width, height)


def assert_log_in_view(frame: Frame, width: float, height: float) -> None:
    """The log's heading and its first lines lie inside the frame, the panel unscrolled (on
    a desktop's embed "Moves" was cut off and the log reached only by scrolling the panel)."""
    seen = frame.evaluate(LOG_JS)
    assert seen["scrolled"] == 0
    left, top, right, bottom = seen["heading"]
    assert 0 <= left and right <= width and 0 <= top and bottom <= height, ("Moves", seen)
    left, top, right, bottom = seen["log"]
    assert 0 <= left and right <= width and top >= 0, ("log", seen)
    assert min(bottom, seen["panel"][3], height) - top >= LOG_HEIGHT, ("log", seen)


POST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"></head>
<body style="margin:0 auto;padding:16px;max-width:720px"><p>A game to play here.</p>
{snippet}
</body></html>
"""
SCREENS: dict[str, Mapping[str, Any]] = {
    "phone": PHONE,
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}


@pytest.mark.parametrize("screen", SCREENS)
def test_the_embed_code_fills_the_post_s_width_and_holds_the_turn(
    new_context: Callable[..., BrowserContext], tmp_path: Path, site_url: str, screen: str
) -> None:
    """The code the Share dialog gives, in a post on a phone and on a desktop: as wide as the
    post's column, no taller than the screen, and the turn in it after Play (it was 720 by
    640 px whatever the post: on a phone Outback's page ran 1,344 px down its frame)."""
    outback = pygames.get_game("outback")
    snippet = embed_snippet(site_url, outback.title, "outback", seats(outback).split(","), None)
    (tmp_path / "index.html").write_text(POST.format(snippet=snippet), "utf-8")
    page = new_context(**SCREENS[screen]).new_page()
    with build.serving(tmp_path) as host:
        page.goto(host, wait_until="load")
        embed = page.locator("iframe")
        embed.scroll_into_view_if_needed()
        box, column = embed.bounding_box(), page.evaluate("() => document.body.clientWidth - 32")
        screen_height = page.evaluate("() => innerHeight")
        assert box is not None and box["width"] == pytest.approx(column, abs=1)
        assert box["height"] <= 0.9 * screen_height + 1
        frame = embed.element_handle().content_frame()
        assert frame is not None
        frame.get_by_test_id("start-play").click()
        frame.wait_for_function("() => window.pygames && window.pygames.ready")
        frame.evaluate(WAIT_FOR_READY_JS, READY_TIMEOUT_MS)
        into_the_game(frame)
        assert off_screen(frame, box["width"], box["height"]) == []
