"""Playing without a mouse: arrows and Enter on the board, the move list, announcements."""

from __future__ import annotations

from collections.abc import Hashable

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import OpenGame
from e2e.playing import state, tab_to_button, wait_for_person_or_end
from pygames.ai import choose
from pygames.games.levels import make_agent
from pygames.games.offboard import Move, OffboardState, PlaceBack
from pygames.web.canvas import RecordingCanvas
from pygames.web.hits import ARROWS, Hit, step_focus
from pygames.web.offboard import UI
from tests.keyboard import arrows_between


class Keyboard:
    """Walks the page's keyboard focus over the board with arrow keys, as a person would."""

    def __init__(self, page: Page) -> None:
        self.page = page
        box = page.get_by_test_id("board").bounding_box()
        assert box is not None
        start = pygames.get_game("offboard").new_game(seed=0)
        assert isinstance(start, OffboardState)
        canvas = RecordingCanvas(box["width"], box["height"])
        self.hits: list[Hit] = UI.draw(canvas, start, selected=None, interactive=True)
        self.focus: Hashable | None = None

    def go_to(self, cell: int) -> None:
        if self.focus is None:
            self.press("ArrowUp")  # the first arrow puts the ring in the middle
        for arrow in arrows_between(self.hits, self.focus, ("cell", cell)):
            self.press(arrow)

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        if key in ARROWS:
            self.focus = step_focus(self.hits, self.focus, key)


def test_a_whole_game_by_keyboard_alone(open_game: OpenGame) -> None:
    page = open_game("offboard")
    page.evaluate("() => window.pygames.newGame({seats: ['human', 'ai:easy'], seed: 3})")
    page.get_by_test_id("board").focus()
    keyboard = Keyboard(page)
    me = make_agent("offboard", "greedy", seed=2)
    summary = wait_for_person_or_end(page)
    while not summary["over"]:
        position = pygames.replay(summary["record"])
        assert isinstance(position, OffboardState)
        played = len(summary["record"]["actions"])
        action = choose(me, position.view(0))
        if isinstance(action, Move):
            keyboard.go_to(action.tail)
            keyboard.press("Enter")
            keyboard.go_to(position.train(action.tail, action.direction).beyond)
            keyboard.press("Enter")
        elif isinstance(action, PlaceBack):
            keyboard.go_to(action.cell)
            keyboard.press("Enter")
        else:  # a button beside the board: Tab reaches it from the board
            tab_to_button(page, 0)
            page.keyboard.press("Enter")
            page.get_by_test_id("board").focus()
        page.wait_for_function(f"() => window.pygames.state().record.actions.length > {played}")
        summary = wait_for_person_or_end(page)
    assert summary["winners"] == [0]
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    expect(page.get_by_test_id("announce")).to_contain_text("You win")  # Red is the person


def test_the_move_list_plays_a_move_and_it_is_announced(open_game: OpenGame) -> None:
    page = open_game("offboard")
    page.evaluate("() => window.pygames.newGame({seats: ['human', 'human'], seed: 3})")
    page.get_by_test_id("move-list").locator("summary").focus()
    page.keyboard.press("Enter")
    options = page.get_by_test_id("legal-moves").locator("input")
    expect(options).to_have_count(len(page.evaluate("() => window.pygames.legal()")))
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")
    chosen = page.get_by_test_id("legal-moves").locator("input:checked").input_value()
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    assert state(page)["record"]["actions"] == [chosen]
    start = pygames.get_game("offboard").new_game(seed=3)
    said = str(start.describe(start.parse_action(chosen)))
    expect(page.get_by_test_id("announce").locator("p").last).to_have_text(f"{said}.")
