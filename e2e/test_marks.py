"""Every board explains its marks in the page: three marks per board by a resting mouse,
one per board by a finger held still on a phone, the mark under the keyboard's ring, and
"What's on the board" beside the rules, a picture per line; a tap still plays, and Out of
Mine!'s drag still drops. Where the marks are is read from the board's own drawing at the
canvas's size."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

import pytest
from playwright.sync_api import CDPSession, Locator, Page, expect

import pygames
from e2e.conftest import NewContext, wait_until_ready
from e2e.playing import (
    PHONE,
    board_size,
    pixels,
    play_by_taps,
    rgb,
    wait_for_person_or_end,
)
from e2e.playing import state as summary
from e2e.test_out_of_mine import (
    drag_by_touch,
    drawn,
    drop_cell,
    keys_to,
    pressed,
    to_the_race,
    touch,
)
from pygames.core import State
from pygames.games.out_of_mine.shapes import HEIGHT, WIDTH
from pygames.web.board_view import NOTED_RING, takes
from pygames.web.boards import BOARDS, board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.marks import Mark, mark_at
from pygames.web.out_of_mine import selection, tray
from pygames.web.text import Text

#: Each board's page with two people at it, so a person is always to act.
ADDRESSES = {
    "australia": "australia.html?seats=human,human&seed=5&full_game=True",
    "down-under": "down-under.html?seats=human,human&seed=3",
    "offboard": "offboard.html?seats=human,human&seed=5",
    "out-of-mine": "out-of-mine.html?seats=human,human&seed=21&mode=hot-seat",
    "outback": "outback.html?seats=human,human&seed=4",
}
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
RECORD_LENGTH = "() => window.pygames.state().record.actions.length"
PLAYED_MORE = "played => window.pygames.state().record.actions.length > played"
#: Four points on a ring round its place, as (dx, dy) of its radius.
CROSS = ((1, 0), (0, 1), (-1, 0), (0, -1))


def opened(
    new_context: NewContext, game_id: str, device: Mapping[str, object], query: str = ""
) -> Page:
    """A board's page on ``device``, ready, the lesson's offer declined, a person to act."""
    page = new_context(**device).new_page()
    page.goto(ADDRESSES[game_id] + query)
    wait_until_ready(page)
    lesson = page.get_by_test_id("lesson-decline")
    if lesson.is_visible():
        lesson.tap() if device.get("has_touch") else lesson.click()
        expect(page.get_by_test_id("lesson")).to_be_hidden()
    wait_for_person_or_end(page)
    return page


def position(page: Page) -> State:
    return pygames.replay(summary(page)["record"])


def marks_drawn(page: Page, state: State) -> list[Mark]:
    """The marks the page's board draws now, as its renderer draws them at its size."""
    ui = board_for(state.game.id)
    given = {"language": "en", "seats": ("human",) * state.players, "focus": None, "clock": None}
    options: dict[str, Any] = {name: value for name, value in given.items() if takes(ui, name)}
    options |= {switch.name: switch.default for switch in ui.switches}
    canvas = RecordingCanvas(*board_size(page))
    ui.draw(canvas, state, selected=None, interactive=True, **options)
    return canvas.marks


#: The marks the page explains, as it handed them to site/marks.js.
HANDED = "() => JSON.parse(document.getElementById('board').dataset.marks || '[]')"


def pointable(page: Page, marks: list[Mark], most: int, language: str = "en") -> list[Mark]:
    """``most`` marks of different kinds, spread over those drawn, each the mark at its own
    centre, in view, and explained there by the page with its line (the page's picture
    is the one the renderer draws at the canvas's size)."""
    box = page.get_by_test_id("board").bounding_box()
    viewport = page.viewport_size
    assert box is not None and viewport is not None
    text = Text(language)
    handed = {(x, y, line) for x, y, _rx, _ry, _round, line in page.evaluate(HANDED)}
    chosen: list[Mark] = []
    for mark in marks:
        in_view = 0 < box["y"] + mark.y < viewport["height"] - 10
        explained = (round(mark.x, 1), round(mark.y, 1), text(mark.key)) in handed
        if in_view and explained and _owns_its_middle(marks, mark):
            if mark.key not in {kept.key for kept in chosen}:
                chosen.append(mark)
    assert len(chosen) >= most, [mark.key for mark in chosen]
    step = len(chosen) / most
    return [chosen[int(index * step)] for index in range(most)]


def _owns_its_middle(marks: list[Mark], mark: Mark) -> bool:
    """Whether ``mark`` is the mark at its centre and a few pixels round it: not a panel
    whose middle lies on the seam between two of its cells, where the page's rounding of
    the areas may decide otherwise."""
    return all(
        mark_at(marks, mark.x + dx, mark.y + dy) == mark for dx in (-3, 0, 3) for dy in (-3, 0, 3)
    )


def point(page: Page, mark: Mark) -> tuple[float, float]:
    """Where ``mark``'s centre is in the page."""
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    return box["x"] + mark.x, box["y"] + mark.y


def hold(session: CDPSession, page: Page, x: float, y: float) -> None:
    """A finger pressed at (x, y) and held until the line shows (no sleep: the page's own
    timer decides), then lifted."""
    touch(session, "touchStart", x, y)
    expect(page.get_by_test_id("mark-tip")).to_be_visible()
    touch(session, "touchEnd", 0, 0)


def test_no_line_covers_what_a_click_just_showed_until_the_mouse_moves_on(
    new_context: NewContext,
) -> None:
    """A click picks or shows a piece where the mouse rests: a line popping up there would
    cover it (a newcomer's complaint on Down Under's previews). Past the rest's time it does
    not come; once the mouse moves on and comes back, it does. Nor during a drag, or where
    it was dropped."""
    page = new_context(**DESKTOP).new_page()
    page.clock.install()
    page.goto(ADDRESSES["offboard"])
    wait_until_ready(page)
    wait_for_person_or_end(page)
    tip = page.get_by_test_id("mark-tip")
    (mark,) = pointable(page, marks_drawn(page, position(page)), 1)
    x, y = point(page, mark)
    handed = page.evaluate(HANDED)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.up()
    page.wait_for_function(f"json => JSON.stringify({HANDED}()) !== json", arg=json.dumps(handed))
    page.clock.run_for(1_000)  # twice the rest's time
    assert not tip.is_visible()
    page.mouse.move(x + 60, y + 60)
    page.mouse.move(x, y)
    page.clock.run_for(1_000)
    expect(tip).to_be_visible()
    # Dragged away and dropped back on the mark: no line while the button is held, nor
    # where it fell (after an Out of Mine! drag one covered the cells just laid).
    page.mouse.down()
    page.mouse.move(x + 60, y + 60, steps=4)
    page.mouse.move(x, y, steps=4)
    page.clock.run_for(1_000)
    assert not tip.is_visible()
    page.mouse.up()
    page.clock.run_for(1_000)
    assert not tip.is_visible()


@pytest.mark.parametrize("game_id", BOARDS)
def test_a_resting_mouse_explains_three_marks_and_the_board_lists_them(
    new_context: NewContext, game_id: str
) -> None:
    page = opened(new_context, game_id, DESKTOP)
    marks = marks_drawn(page, position(page))
    tip = page.get_by_test_id("mark-tip")
    english = Text("en")
    for mark in pointable(page, marks, 3):
        page.mouse.move(*point(page, mark))
        expect(tip).to_have_text(english(mark.key))
    page.mouse.move(1, 1)  # off the board: the line goes
    expect(tip).to_be_hidden()
    legend = board_for(game_id).legend
    assert legend is not None
    page.get_by_test_id("legend").locator("summary").click()
    items = page.get_by_test_id("legend-list").locator("li")
    expect(items).to_have_count(len(legend.kinds))
    expect(items.first).to_have_text(english(legend.keys()[0]))
    pictures = items.locator("img")
    expect(pictures).to_have_count(len(legend.kinds))
    for picture in pictures.all():  # each line's picture, an SVG the build drew
        picture.scroll_into_view_if_needed()  # fetched lazily, once near the view
        assert picture.evaluate("img => img.decode().then(() => img.naturalWidth)") > 0
        _shown_at_the_boards_scale(picture)


def _shown_at_the_boards_scale(picture: Locator) -> None:
    """A legend picture is as large as the board draws its mark, within the line's width
    and the page's bound (240 by 150 CSS px), and never under 44 px: a panel shrunk to an
    icon could not be read."""
    width, height, natural_w, natural_h, line = picture.evaluate(
        "img => [img.getBoundingClientRect().width, img.getBoundingClientRect().height,"
        " img.naturalWidth, img.naturalHeight, img.parentElement.clientWidth]"
    )
    scale = min(1.0, 240 / natural_w, 150 / natural_h, line / natural_w)
    assert min(width, height) >= 43.5
    assert width >= natural_w * scale - 1 and height >= natural_h * scale - 1


@pytest.mark.parametrize("game_id", BOARDS)
def test_a_finger_held_still_explains_a_mark_and_plays_nothing(
    new_context: NewContext, game_id: str
) -> None:
    page = opened(new_context, game_id, PHONE, "&lang=de")
    [mark] = pointable(page, marks_drawn(page, position(page)), 1, "de")
    played = page.evaluate(RECORD_LENGTH)
    hold(page.context.new_cdp_session(page), page, *point(page, mark))
    tip = page.get_by_test_id("mark-tip")
    expect(tip).to_have_text(Text("de")(mark.key))
    expect(page.get_by_test_id("board")).not_to_have_attribute("data-lens", "open")
    assert page.evaluate(RECORD_LENGTH) == played
    page.get_by_test_id("status").tap()  # the next touch, anywhere: the line goes
    expect(tip).to_be_hidden()


def test_after_a_finger_held_still_a_tap_still_plays(new_context: NewContext) -> None:
    page = opened(new_context, "offboard", PHONE)
    state = position(page)
    [mark] = pointable(page, marks_drawn(page, state), 1)
    hold(page.context.new_cdp_session(page), page, *point(page, mark))
    played = page.evaluate(RECORD_LENGTH)
    play_by_taps(page, state, state.legal_actions()[0], touch=True)
    page.wait_for_function(PLAYED_MORE, arg=played)


def test_the_keyboard_ring_s_mark_is_shown_and_said(new_context: NewContext) -> None:
    page = opened(new_context, "offboard", DESKTOP)
    page.get_by_test_id("board").focus()
    page.keyboard.press("ArrowUp")  # the ring starts on the middle cell, a marble or hole
    tip = page.get_by_test_id("mark-tip")
    english = Text("en")
    lines = {english("offboard.mark.hole"), english("offboard.mark.marble")}
    expect(tip).to_be_visible()
    assert tip.text_content() in lines
    expect(page.get_by_test_id("announce")).to_contain_text(tip.text_content() or "")


def test_out_of_mine_s_drag_still_drops_after_a_finger_held_still_on_a_crystal(
    new_context: NewContext,
) -> None:
    page = new_context(**PHONE).new_page()
    page.goto("play.html?game=out-of-mine&seats=human,ai:easy,ai:easy&seed=21")
    wait_until_ready(page)
    state = to_the_race(page)
    solution = state.solution(0)
    assert solution is not None
    session = page.context.new_cdp_session(page)
    first = next(tile for tile in solution if keys_to(tile)[0] == [])
    box, _, grid = drawn(page, state)
    start, held = pressed(page, state, first.kind)
    hold(session, page, box["x"] + start.x, box["y"] + start.y)  # explained, not picked up
    expect(page.get_by_test_id("mark-tip")).to_have_text(Text("en")("out-of-mine.mark.tray_piece"))
    drag_by_touch(session, box, start, *grid.centre(drop_cell(first, held)))
    page.wait_for_function(
        "() => window.pygames.state().record.actions.some(a => a.startsWith('put'))"
    )


def test_out_of_mine_s_drop_refused_for_the_rock_rings_the_cell_its_words_mark(
    new_context: NewContext,
) -> None:
    """Dropped reaching into the rock, a crystal goes back and the message says it would
    stick out into the rock "at the marked cell": the board rings that cell, in the
    message's red, though no cell was tapped."""
    page = new_context(**PHONE).new_page()
    page.goto("play.html?game=out-of-mine&seats=human,ai:easy,ai:easy&seed=21")
    wait_until_ready(page)
    state = to_the_race(page)
    box, hits, grid = drawn(page, state)
    start, cell, marked = next(
        (start, cell, refused[1])
        for entry in tray.entries(state, 0)
        for start, held in [pressed(page, state, entry.kind)]
        for cell in ((column, row) for row in range(HEIGHT) for column in range(WIDTH))
        for refused in [selection.refusal_there(state, 0, held.over(cell))]
        if refused is not None and refused[0].key == "out-of-mine.refusal.into_rock"
    )
    played = page.evaluate(RECORD_LENGTH)
    drag_by_touch(page.context.new_cdp_session(page), box, start, *grid.centre(cell))
    words = Text("en")("out-of-mine.refusal.into_rock")
    expect(page.get_by_test_id("message")).to_contain_text(words)
    assert page.evaluate(RECORD_LENGTH) == played
    ring = hits[("cell", marked)]
    radius = ring.r * 0.85 + 6  # board_view's ring for the noted place
    around = [(ring.x + dx * radius, ring.y + dy * radius) for dx, dy in CROSS]
    assert pixels(page, around) == [rgb(NOTED_RING)] * len(CROSS)
