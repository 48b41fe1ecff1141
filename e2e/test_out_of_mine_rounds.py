"""Out of Mine! between rounds in real Chromium: the deal runs in motion by itself, with
no long task while it runs, and a tap ends it at once; the move log keeps the dwarves'
race to itself until the person's clock gets there."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from e2e.conftest import OpenGame
from e2e.playing import wait_for_person_or_end
from e2e.test_out_of_mine import play, position, to_the_race
from pygames.games.out_of_mine.actions import wait_steps

STOP_THEN_MOTION = """() => { window.pygames.play('stop');
    return document.getElementById('board').dataset.motion; }"""
WATCH = """() => { window.longest = 0; new PerformanceObserver(list => {
    for (const e of list.getEntries()) window.longest = Math.max(window.longest, e.duration);
  }).observe({type: 'longtask'}); }"""


def to_the_call(page: Page) -> None:
    """Race to a tenth before the dwarf's call (through the API)."""
    state = to_the_race(page)
    log = page.locator("#log").inner_text().split("side")[-1]  # this round's, after the sides
    assert "put" not in log and "call" not in log  # none of the dwarf's race shown yet
    standing = state.standing_call()
    assert standing is not None
    moment = standing[1]
    for step in wait_steps(moment - 1 - state.timelines[0].clock):
        play(page, f"+{step / 10:g}s")


def test_the_deal_runs_in_motion_with_no_long_task_and_a_tap_ends_it(open_game: OpenGame) -> None:
    page = open_game("out-of-mine", "&seats=human,ai:hard&seed=5")
    board = page.get_by_test_id("board")
    to_the_call(page)
    page.evaluate(WATCH)
    assert page.evaluate(STOP_THEN_MOTION) == "running"
    expect(board).to_have_attribute("data-motion", "")  # by itself, after the deal
    longest = page.evaluate("() => window.longest")
    print(f"longest task during the deal: {longest} ms")
    assert longest <= 50
    assert "call" in page.locator("#log").inner_text()  # the round over: the dwarf's call told

    wait_for_person_or_end(page)
    to_the_call(page)
    assert page.evaluate(STOP_THEN_MOTION) == "running"
    board.click(position={"x": 10, "y": 10})
    assert board.get_attribute("data-motion") == ""  # ended at once by the tap
    assert len(position(page).results) == 2
