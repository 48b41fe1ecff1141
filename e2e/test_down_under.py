"""Down Under in real Chromium: a three-player game with two computers, the person's
moves made by real taps on the canvas, to the end screen.

The person's choices come from an agent in CPython; ``tests.tapping`` turns each into
the taps and button presses the board needs (card, cell, rotation, confirm), found from
the board's own drawing at the page's canvas size, and the test clicks them.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

import pygames
from pygames.ai import choose
from pygames.games.levels import make_agent
from pygames.web.boards import board_for
from tests.tapping import taps_for


def state(page: Page) -> dict:
    return page.evaluate("window.pygames.state()")


def wait_for_person_or_end(page: Page) -> dict:
    page.wait_for_function(
        "() => { const s = window.pygames.state(); return s.over || s.awaiting === 'human' }"
    )
    return state(page)


def play_by_taps(page: Page, position, action) -> None:
    """Play ``action`` the way a person would: taps on the board and the buttons beside it."""
    board = page.get_by_test_id("board")
    box = board.bounding_box()
    for step in taps_for(board_for("down-under"), position, action, (box["width"], box["height"])):
        if step.button is None:
            board.click(position={"x": step.x, "y": step.y})
        else:
            page.get_by_test_id("action-button").nth(step.button).click()


def test_three_players_two_computers_a_person_tapping_to_the_end(open_game) -> None:
    page = open_game("down-under", "&seats=human,ai:easy,ai:easy&seed=11&area=unlimited")
    summary = wait_for_person_or_end(page)
    me = make_agent("down-under", "greedy", seed=3)
    moves = 0
    while not summary["over"]:
        position = pygames.replay(summary["record"])
        action = choose(me, position.view(0))
        played = len(summary["record"]["actions"])
        play_by_taps(page, position, action)
        page.wait_for_function(f"() => window.pygames.state().record.actions.length > {played}")
        summary = wait_for_person_or_end(page)
        assert summary["record"]["actions"][played] == str(action)
        moves += 1
        assert moves < 40, "the person's path should have ended"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    for player in range(3):
        expect(page.get_by_test_id(f"breakdown-{player}")).to_contain_text("path length")


def test_a_tap_that_is_no_move_changes_nothing_and_says_why(open_game) -> None:
    page = open_game("down-under", "&seats=human,human&seed=2")
    page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    before = state(page)["record"]
    board = page.get_by_test_id("board")
    board.click(position={"x": 4, "y": 4})  # a corner of the table, far from any card
    expect(page.get_by_test_id("message")).not_to_be_empty()
    assert state(page)["record"] == before
