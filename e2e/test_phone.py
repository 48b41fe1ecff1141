"""A portrait phone with touch: everything fits, controls are big enough, taps play."""

from __future__ import annotations

import math
from collections.abc import Hashable

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import NewContext, WaitReady
from e2e.playing import (
    PHONE,
    board_size,
    decline_the_lesson,
    pixels,
    rgb,
    wait_for_person_or_end,
)
from pygames.games.offboard import Move, OffboardState
from pygames.web.boards import board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.lens import lens_for
from pygames.web.offboard.layout import Layout
from pygames.web.offboard.render import BACKGROUND, HOLE_RADIUS
from pygames.web.offboard.selection import movable_tails

#: The smallest comfortable touch target, in CSS pixels (Apple's and WCAG 2.5.5's figure).
TOUCH = 44
FAST = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'fast'}))"
#: The boxes of elements, in the viewport, by id.
BOXES_JS = """ids => ids.map(id => {
    const r = document.getElementById(id).getBoundingClientRect();
    return [id, r.top, r.bottom];
})"""
CONTROLS_JS = """() => [...document.querySelectorAll('button, a, select, summary, input, textarea')]
    .filter(e => e.checkVisibility())
    .map(e => { const r = e.getBoundingClientRect();
                return [e.id || e.dataset.testid || e.textContent.trim(), r.width, r.height] })"""


@pytest.fixture
def phone(new_context: NewContext) -> Page:
    return new_context(**PHONE).new_page()


def assert_fits_and_controls_are_big(page: Page) -> None:
    width, inner = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert width <= inner, f"the page is {width} px wide in a {inner} px screen"
    small = [c for c in page.evaluate(CONTROLS_JS) if c[2] < TOUCH or c[1] < TOUCH]
    assert small == [], f"controls under {TOUCH} px: {small}"


def test_the_game_page_fits_a_phone_and_plays_by_touch(phone: Page, wait_ready: WaitReady) -> None:
    phone.goto("offboard.html")
    wait_ready(phone)
    phone.evaluate("() => window.pygames.newGame({seats: ['human', 'human'], seed: 5})")
    assert_fits_and_controls_are_big(phone)

    board = phone.get_by_test_id("board")
    box = board.bounding_box()
    assert box is not None and box["width"] >= 360
    layout = Layout.fit(box["width"], box["height"])
    state = pygames.get_game("offboard").new_game(seed=5)
    assert isinstance(state, OffboardState)
    move = Move.parse("C3>NE")
    for cell in (move.tail, state.train(move.tail, move.direction).beyond):
        x, y = layout.cell(cell)
        board.tap(position={"x": x, "y": y})
    expect(phone.get_by_test_id("log")).to_contain_text("C3>NE")


def test_the_embed_and_the_gallery_fit_a_phone(phone: Page, wait_ready: WaitReady) -> None:
    phone.goto("embed.html?game=offboard", wait_until="load")
    assert_fits_and_controls_are_big(phone)
    phone.get_by_test_id("start-play").tap()
    wait_ready(phone)
    assert_fits_and_controls_are_big(phone)
    phone.goto("./", wait_until="load")
    assert_fits_and_controls_are_big(phone)


def test_a_tap_on_an_embeds_picture_starts_the_game(phone: Page, wait_ready: WaitReady) -> None:
    """A reader's finger goes to the picture first; only Play started the game."""
    phone.goto("embed.html?game=outback", wait_until="load")
    phone.get_by_test_id("loading").tap()
    wait_ready(phone)
    expect(phone.get_by_test_id("loading")).to_be_hidden()
    expect(phone.get_by_test_id("status")).to_be_in_viewport()


def test_an_embed_stays_usable_in_a_320_px_iframe(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    """The board as large as the frame allows with the turn under it (site/play.css's turn
    room, 16.5rem, and the page's padding): 200 px of 480 (e2e/test_turn_on_screen.py)."""
    page = new_context(viewport={"width": 320, "height": 480}, has_touch=True).new_page()
    page.goto("embed.html?game=offboard&seats=human,human", wait_until="load")
    page.get_by_test_id("start-play").tap()
    wait_ready(page)
    assert_fits_and_controls_are_big(page)
    board = page.get_by_test_id("board").bounding_box()
    assert board is not None and board["height"] == pytest.approx(480 - 16 - 264, abs=1)


def test_a_tap_between_two_marbles_opens_a_lens_that_picks_one(
    phone: Page, wait_ready: WaitReady
) -> None:
    # Offboard's cells are ~31 px apart on this phone, closer than a fingertip: a tap
    # between two movable marbles magnifies them instead of guessing.
    phone.goto("offboard.html")
    wait_ready(phone)
    phone.evaluate("() => window.pygames.newGame({seats: ['human', 'human'], seed: 5})")
    board = phone.get_by_test_id("board")
    box = board.bounding_box()
    assert box is not None
    state = pygames.get_game("offboard").new_game(seed=5)
    assert isinstance(state, OffboardState)
    hits = board_for("offboard").draw(
        RecordingCanvas(box["width"], box["height"]), state, selected=None, interactive=True
    )
    tails = movable_tails(state)
    at = {hit.key: hit for hit in hits}

    def near(key: Hashable) -> bool:  # a movable marble's cell
        return isinstance(key, tuple) and key[1] in tails

    move = Move.parse("C3>NE")
    tail = at[("cell", move.tail)]
    other = min(
        (at[("cell", cell)] for cell in tails if cell != move.tail),
        key=lambda hit: math.hypot(hit.x - tail.x, hit.y - tail.y),
    )
    between = ((tail.x + other.x) / 2, (tail.y + other.y) / 2)

    board.tap(position={"x": between[0], "y": between[1]})
    expect(board).to_have_attribute("data-lens", "open")
    lens = lens_for(hits, near, *between, (box["width"], box["height"]))
    assert lens is not None
    x, y = lens.to_lens(tail.x, tail.y)
    board.tap(position={"x": x, "y": y})
    expect(board).to_have_attribute("data-lens", "")
    head = at[("cell", state.train(move.tail, move.direction).beyond)]
    board.tap(position={"x": head.x, "y": head.y})
    expect(phone.get_by_test_id("log")).to_contain_text("C3>NE")


def test_offboard_s_board_takes_the_phone_s_width(phone: Page, wait_ready: WaitReady) -> None:
    phone.goto("offboard.html")
    wait_ready(phone)
    width, height = board_size(phone)
    layout = Layout.fit(width, height)
    assert layout.spacing * HOLE_RADIUS * 2 >= 28  # holes a fingertip can find
    edges = pixels(phone, [(2, height / 2), (width - 2, height / 2)])
    assert rgb(BACKGROUND) not in edges  # the board's corners reach the canvas's sides


def test_outback_s_hint_on_a_phone_shows_the_dice_it_picks_without_scrolling(
    phone: Page, wait_ready: WaitReady
) -> None:
    """Hint sits with the turn on the first screen: pressing it scrolls nothing, and the
    board with the dice it picks, the hint's words and the turn's buttons stay in view
    (Hint was below the fold: reaching it scrolled the dice off the screen)."""
    phone.add_init_script(FAST)
    phone.goto("outback.html?seats=human,ai:easy,ai:easy&seed=11")
    wait_ready(phone)
    decline_the_lesson(phone, touch=True)
    wait_for_person_or_end(phone)
    phone.get_by_test_id("hint").tap()
    phone.wait_for_function("() => document.getElementById('board').dataset.hint")
    expect(phone.get_by_test_id("message")).not_to_be_empty()
    assert phone.evaluate("() => scrollY") == 0
    screen = phone.viewport_size
    assert screen is not None
    boxes = phone.evaluate(BOXES_JS, ["board", "message", "actions", "hint"])
    assert [box for box in boxes if box[1] < 0 or box[2] > screen["height"]] == []
