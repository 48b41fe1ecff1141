"""Down Under in real Chromium: a three-player game with two computers, the person's
moves made by real taps on the canvas, to the end screen; then the other ways in: the
keyboard alone, a phone's touch, the two-paths entrances, a reload, a share link.

The person's choices come from an agent in CPython; ``tests.tapping`` turns each into
the taps and button presses the board needs (card, cell, rotation, confirm), found from
the board's own drawing at the page's canvas size, and the test clicks them.
"""

from __future__ import annotations

from playwright.sync_api import expect

import pygames
from e2e.conftest import NewContext, OpenGame, WaitReady
from e2e.playing import (
    PHONE,
    Keyboard,
    decline_the_lesson,
    play_by_taps,
    play_each,
    state,
    wait_for_person_or_end,
)
from pygames.ai import Agent
from pygames.core import Action, State, to_fragment
from pygames.games.down_under import DownUnderState
from pygames.games.levels import make_agent
from pygames.web.boards import board_for
from pygames.web.down_under.selection import ways
from tests.down_under_positions import legal_actions

UI = board_for("down-under")


def me() -> Agent:
    """The person's choices: a greedy player, fresh for each run of moves."""
    return make_agent("down-under", "greedy", seed=3)


def test_three_players_two_computers_a_person_tapping_to_the_end(open_game: OpenGame) -> None:
    page = open_game("down-under", "&seats=human,ai:easy,ai:easy&seed=11&area=unlimited")
    summary = wait_for_person_or_end(page)
    moves = 0
    while not summary["over"]:
        summary = play_each(page, 1, play_by_taps, me())
        moves += 1
        assert moves < 40, "the person's path should have ended"
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    for player in range(3):
        expect(page.get_by_test_id(f"breakdown-{player}")).to_contain_text("path length")


def test_a_tap_that_is_no_move_changes_nothing_and_says_why(open_game: OpenGame) -> None:
    page = open_game("down-under", "&seats=human,human&seed=2")
    page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    before = state(page)["record"]
    board = page.get_by_test_id("board")
    board.click(position={"x": 4, "y": 4})  # a corner of the table, far from any card
    expect(page.get_by_test_id("message")).not_to_be_empty()
    assert state(page)["record"] == before


def second_way(position: State) -> Action | None:
    """A move shown only once its preview is turned: the second legal way at a cell."""
    assert isinstance(position, DownUnderState)
    several = [ways(position, action) for action in legal_actions(position)]
    return next((found[1] for found in several if len(found) > 1), None)


def test_several_turns_by_keyboard_alone(open_game: OpenGame) -> None:
    page = open_game("down-under", "&seats=human,ai:easy&seed=4&area=unlimited")
    decline_the_lesson(page)
    keyboard = Keyboard(page)
    play_each(page, 5, keyboard.play, me(), pick=second_way)
    assert keyboard.turns > 0, "no move needed a preview turned"


def test_two_paths_entrances_are_laid_by_taps_back_to_back(open_game: OpenGame) -> None:
    page = open_game("down-under", "&seats=human,human&seed=6&two_paths=both")
    expect(page.get_by_test_id("player-0")).to_contain_text("Red/Yellow")
    summary = play_each(page, 4, play_by_taps, me())
    position = pygames.replay(summary["record"])
    assert isinstance(position, DownUnderState)
    # Four entrances, two to a square, back to back: each square holds two colours' stubs.
    squares = position.table.cells.values()
    assert not position.round_one and len(squares) == 2
    assert all(len({seg.colour for seg in square.segments} - {-1}) == 2 for square in squares)
    expect(page.get_by_test_id("player-1")).to_contain_text("Blue path")


def test_on_a_phone_by_touch_then_reload_resumes_and_a_share_link_replays(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    phone = new_context(**PHONE).new_page()
    phone.goto("down-under.html?seats=human,human&seed=8&special_scoring=true")
    wait_ready(phone)
    summary = play_each(phone, 3, lambda *move: play_by_taps(*move, touch=True), me())
    expect(phone.get_by_test_id("board-note")).to_contain_text("Playing area")
    expect(phone.get_by_test_id("player-0")).to_contain_text("animal points")
    phone.reload()
    wait_ready(phone)
    assert state(phone)["record"] == summary["record"]
    fragment = to_fragment(pygames.replay(summary["record"]).record())
    phone.goto(f"play.html?game=down-under#{fragment}")
    wait_ready(phone)
    expect(phone.get_by_test_id("replay-position")).to_have_text("Move 3 of 3")
