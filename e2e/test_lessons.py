"""The guided first games in the page, by real clicks and taps: offered on a first visit,
played step by step where the board marks, a wrong move answered, and a real game after."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page, expect

from e2e.conftest import NewContext, WaitReady
from e2e.playing import PHONE, state
from pygames.web.lessons import LESSONS, lesson_for
from pygames.web.text import Text

pytestmark = pytest.mark.e2e


def follow_the_marks(page: Page, steps: int, *, touch: bool = False) -> None:
    """Play every step where the lesson marks: the ringed place on the board, or the
    outlined button beside it."""
    board = page.get_by_test_id("board")
    for step in range(steps):
        expect(page.get_by_test_id("lesson-step")).to_contain_text(f"{step + 1}")
        moves = len(state(page)["record"]["actions"])
        while len(state(page)["record"]["actions"]) == moves:
            page.wait_for_function(
                "() => document.getElementById('board').dataset.mark"
                " || document.querySelector('#actions button.hinted')"
            )
            mark = board.get_attribute("data-mark")
            if mark:
                x, y = json.loads(mark)
                if touch:
                    board.tap(position={"x": x, "y": y})
                else:
                    board.click(position={"x": x, "y": y})
            else:
                button = page.locator("#actions button.hinted")
                button.tap() if touch else button.click()
        page.wait_for_function(
            "() => window.pygames.state().awaiting !== 'ai' && !window.pygames.state().thinking"
        )


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_a_first_visit_learns_the_game_by_its_marks_and_plays_a_real_game_after(
    page: Page, wait_ready: WaitReady, game_id: str
) -> None:
    lesson = lesson_for(game_id)
    assert lesson is not None
    page.goto(f"{game_id}.html")
    wait_ready(page)
    expect(page.get_by_test_id("lesson")).to_be_visible()  # offered to a first visit
    page.get_by_test_id("lesson-start").click()
    first = page.get_by_test_id("lesson-text")
    expect(first).to_have_text(Text("en")(lesson.steps[0].say))
    expect(page.get_by_test_id("new-game")).to_be_hidden()  # Leave the lesson stands for it
    follow_the_marks(page, len(lesson.steps))
    en = Text("en")
    said = f"{en(lesson.done)} {en('lesson.marks')}"
    expect(page.get_by_test_id("lesson-text")).to_have_text(said)
    page.get_by_test_id("lesson-play").click()
    expect(page.get_by_test_id("lesson")).to_be_hidden()
    expect(page.get_by_test_id("new-game")).to_be_visible()
    summary = state(page)
    assert summary["record"]["actions"] == [] and summary["seats"][1] == "ai:easy"
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("lesson")).to_be_hidden()  # offered once


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_every_lesson_is_played_to_its_end_by_touch_on_a_phone_in_german(
    new_context: NewContext, wait_ready: WaitReady, game_id: str
) -> None:
    """By the marks a finger follows: on a phone, crowded places open the lens, and the
    mark moves into it."""
    lesson = lesson_for(game_id)
    assert lesson is not None
    page = new_context(**PHONE).new_page()
    page.goto(f"{game_id}.html?lang=de")
    wait_ready(page)
    page.get_by_test_id("lesson-start").tap()
    expect(page.get_by_test_id("lesson-text")).to_have_text(Text("de")(lesson.steps[0].say))
    follow_the_marks(page, len(lesson.steps), touch=True)
    de = Text("de")
    said = f"{de(lesson.done)} {de('lesson.marks')}"
    expect(page.get_by_test_id("lesson-text")).to_have_text(said)
    # At its end, Play and Leave stand under the step's number: beside it they squeezed it
    # into a column a letter wide.
    step = page.get_by_test_id("lesson-step").bounding_box()
    play = page.get_by_test_id("lesson-play").bounding_box()
    assert step is not None and play is not None
    assert step["height"] < 30 and play["y"] >= step["y"] + step["height"]
    page.get_by_test_id("lesson-play").tap()  # under the board: the game starts in view
    expect(page.get_by_test_id("lesson")).to_be_hidden()
    board = page.get_by_test_id("board").bounding_box()
    assert board is not None and board["y"] >= 0  # its top on the screen, not scrolled away


def test_a_wrong_move_in_a_lesson_says_why_and_a_reload_resumes_it(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    lesson = lesson_for("offboard")
    assert lesson is not None
    page = new_context(**PHONE).new_page()
    page.goto("offboard.html?lang=de")
    wait_ready(page)
    page.get_by_test_id("lesson-start").tap()
    start = lesson.start()
    taught = start.parse_action(lesson.steps[0].move or "")
    other = next(str(a) for a in start.legal_actions() if a != taught)
    result = page.evaluate("m => window.pygames.play(m)", other)
    assert result["ok"] is False and state(page)["record"]["actions"] == []
    why = Text("de")("lesson.not_this")
    expect(page.get_by_test_id("message")).to_have_text(why)
    follow_the_marks(page, 2, touch=True)
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("lesson-step")).to_contain_text("3")  # where it was left
    expect(page.get_by_test_id("lesson-text")).to_have_text(Text("de")(lesson.steps[2].say))


def test_a_crystal_laid_elsewhere_in_out_of_mine_s_lesson_is_answered_and_not_laid(
    page: Page, wait_ready: WaitReady
) -> None:
    lesson = lesson_for("out-of-mine")
    assert lesson is not None
    page.goto("out-of-mine.html")
    wait_ready(page)
    page.get_by_test_id("lesson-start").click()
    follow_the_marks(page, 2)  # a side, Start
    position = lesson.start()
    for notation in lesson.moves[:2]:
        position = position.apply(position.parse_action(notation))
    taught = position.parse_action(lesson.steps[2].move or "")
    other = next(
        str(a) for a in position.legal_actions() if str(a).startswith("put") and a != taught
    )
    result = page.evaluate("m => window.pygames.play(m)", other)
    assert result["ok"] is False and len(state(page)["record"]["actions"]) == 2
    expect(page.get_by_test_id("message")).to_have_text(Text("en")(lesson.otherwise or ""))
    expect(page.get_by_test_id("lesson-text")).to_have_text(Text("en")(lesson.steps[2].say))
