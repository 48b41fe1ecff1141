"""Outback in real Chromium: a four-player table played by clicks, the setup dialog, bad taps.

The person's turns are real clicks on the canvas: the test replays the page's
record in CPython, lets an agent choose the action, and clicks where the
renderer's own hit regions say the dice, jeep tiles and hexes are (drawn on
a recording canvas of the board's size, with the same selection the page
holds), then the buttons beside the board.
"""

from __future__ import annotations

import re
import time
from collections.abc import Hashable
from typing import Any

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import NewContext, WaitReady
from e2e.playing import PHONE, decline_the_lesson, state, wait_for_person_or_end
from e2e.test_phone import assert_fits_and_controls_are_big
from pygames.ai import choose
from pygames.core import Action
from pygames.games.levels import make_agent
from pygames.games.outback import Block, OutbackState, Place, Roll
from pygames.games.outback.actions import DONE, STOP
from pygames.games.outback.components import FACE_NAMES
from pygames.web.canvas import RecordingCanvas
from pygames.web.hits import Hit, step_focus
from pygames.web.outback import UI
from pygames.web.outback.selection import dice_order, kept, placements
from pygames.web.panels import points
from tests.keyboard import arrows_between

SETTINGS = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: '%s'}))"
FAST, SLOW = SETTINGS % "fast", SETTINGS % "slow"


def replayed(record: dict[str, Any]) -> OutbackState:
    """The page's game, replayed in CPython from its record."""
    position = pygames.replay(record)
    assert isinstance(position, OutbackState)
    return position


class Table:
    """Plays a person's actions on the page by clicks, keeping the page's selection in step."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.board = page.get_by_test_id("board")
        self.selection: object = None

    def hits(self, position: OutbackState) -> dict[Hashable, Hit]:
        box = self.board.bounding_box()
        assert box is not None
        canvas = RecordingCanvas(box["width"], box["height"])
        hits = UI.draw(canvas, position, selected=self.selection, interactive=True)
        return {hit.key: hit for hit in hits}

    def tap(self, position: OutbackState, key: Hashable) -> None:
        hit = self.hits(position)[key]
        self.board.click(position={"x": hit.x, "y": hit.y})
        tap = UI.tap(position, self.selection, key)
        self.selection = None if tap.action is not None else tap.selection

    def button(self, name: str) -> None:
        self.page.get_by_test_id("action-button").filter(has_text=re.compile(name)).click()
        self.selection = None

    def play(self, position: OutbackState, action: Action) -> None:
        """Play ``action`` the way a person does."""
        if isinstance(action, Roll):
            for place in self._dice_to_tap(position, action.keep):
                self.tap(position, ("die", place))
            self.button("Roll again")
        elif action == STOP:
            self.button("Stop")
        elif action == DONE:
            self.button("Done")
        elif isinstance(action, Place):
            hex_ = position.layout.hex_at(action.row, action.column)
            assert hex_ is not None
            self.tap(position, ("hex", hex_))
            if len(placements(position)[hex_]) > 1:  # the hex waits: pick the animal
                self.tap(position, ("jeep", position.jeep.index(action.animal)))
        else:
            assert isinstance(action, Block)
            self.tap(position, ("hex", position.layout.hex_at(action.row, action.column)))

    def _dice_to_tap(self, position: OutbackState, keep: tuple[int, ...]) -> list[int]:
        """The dice to tap so that exactly ``keep`` is kept, touching as few as possible."""
        faces, now = dice_order(position), kept(position, self.selection)
        wanted, chosen = list(keep), set()
        for place in sorted(range(len(faces)), key=lambda place: place not in now):
            if faces[place] in wanted:
                wanted.remove(faces[place])
                chosen.add(place)
        return sorted(now ^ chosen)


def test_four_players_three_computers_a_person_clicking(page: Page, wait_ready: WaitReady) -> None:
    page.add_init_script(FAST)
    page.goto("outback.html?seats=human,ai:easy,ai:easy,ai:easy&seed=11")
    wait_ready(page)
    table, me = Table(page), make_agent("outback", "easy", seed=5)
    summary, actions = wait_for_person_or_end(page), 0
    while not summary["over"]:
        position = replayed(summary["record"])
        played = len(summary["record"]["actions"])
        action = choose(me, position.view(0))
        table.play(position, action)
        page.wait_for_function(f"() => window.pygames.state().record.actions.length > {played}")
        summary = wait_for_person_or_end(page)
        assert summary["record"]["actions"][played] == str(action)
        actions += 1
        assert actions < 200, "the game should have ended"
    assert len(summary["seats"]) == 4 and summary["over"]
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    for player in range(4):
        breakdown = page.get_by_test_id(f"breakdown-{player}")
        total = points(summary["scores"][player])
        expect(breakdown).to_contain_text(f"Player {player + 1} {total}")
        expect(breakdown).to_contain_text("on the green track")
    expect(end).to_contain_text("was played to its end")


def test_the_setup_dialog_starts_three_players_of_outback_plus(
    page: Page, wait_ready: WaitReady
) -> None:
    page.add_init_script(SLOW)
    page.goto("outback.html")
    wait_ready(page)
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("option-penalty")).to_be_disabled()  # a Plus option
    page.get_by_test_id("setup-players").select_option("3")
    expect(page.get_by_test_id("seat-2")).to_be_visible()
    page.get_by_test_id("option-variant").select_option("plus")
    expect(page.get_by_test_id("option-penalty")).to_be_enabled()
    page.get_by_test_id("option-penalty").select_option("B")
    for seat, choice in enumerate(["human", "ai:easy", "human"]):
        page.get_by_test_id(f"seat-{seat}").select_option(choice)
    page.get_by_test_id("setup-start").click()
    summary = state(page)
    assert summary["seats"] == ["human", "ai:easy", "human"]
    assert summary["record"]["options"]["variant"] == "plus"
    assert summary["record"]["options"]["penalty"] == "B"
    assert replayed(summary["record"]).dice_count == 7
    page.get_by_test_id("new-game").click()  # the dialog remembers what was chosen
    expect(page.get_by_test_id("setup-players")).to_have_value("3")
    expect(page.get_by_test_id("option-variant")).to_have_value("plus")
    page.get_by_test_id("option-variant").select_option("base")  # Plus options go back
    expect(page.get_by_test_id("option-penalty")).to_have_value("standard")
    expect(page.get_by_test_id("option-penalty")).to_be_disabled()


def test_the_keyboard_keeps_dice_and_illegal_clicks_change_nothing(
    page: Page, wait_ready: WaitReady
) -> None:
    page.goto("outback.html?seats=human,human&seed=4")
    wait_ready(page)
    table = Table(page)
    position = replayed(state(page)["record"])
    hits = list(table.hits(position).values())
    page.get_by_test_id("board").focus()
    page.keyboard.press("ArrowUp")  # the focus ring starts in the middle
    for arrow in arrows_between(hits, step_focus(hits, None, "ArrowUp"), ("die", 2)):
        page.keyboard.press(arrow)
    page.keyboard.press("Enter")  # the third die is kept
    table.button("Roll again")
    face = FACE_NAMES[dice_order(position)[2]]
    assert state(page)["record"]["actions"] == [f"roll keep {face}"]

    position = replayed(state(page)["record"])
    before = state(page)["record"]
    table.tap(position, ("hex", 0))  # rolling: the landscape waits
    expect(page.get_by_test_id("message")).to_contain_text("Roll again or stop first")
    table.board.click(position={"x": 2, "y": 2})  # nothing there
    assert state(page)["record"] == before
    table.play(position, STOP)
    position = replayed(state(page)["record"])
    out_of_reach = next(h for h in range(position.layout.size) if h not in placements(position))
    table.tap(position, ("hex", out_of_reach))
    expect(page.get_by_test_id("message")).to_contain_text("these dice")
    assert state(page)["record"]["actions"] == [f"roll keep {face}", "stop"]


def test_skip_lets_the_computer_finish_its_turn_at_once(page: Page, wait_ready: WaitReady) -> None:
    page.add_init_script(SLOW)  # a second at least per computer action
    page.goto("outback.html?seats=ai:easy,human&seed=2")
    wait_ready(page)
    assert state(page)["current"] == 0, "seed 2 lets the computer start"
    skip = page.get_by_test_id("skip")
    expect(skip).to_be_visible()
    started = time.perf_counter()
    skip.click()
    summary = wait_for_person_or_end(page)
    elapsed = time.perf_counter() - started
    assert elapsed < len(summary["record"]["actions"]) * 1.0, "the computer was not paced"
    expect(skip).to_be_hidden()


def test_on_a_phone_the_table_fits_and_the_buttons_are_on_the_first_screen(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    phone = new_context(**PHONE).new_page()
    phone.add_init_script(FAST)
    phone.goto("outback.html?seats=human,ai:easy,ai:easy,ai:easy&seed=11")
    wait_ready(phone)
    decline_the_lesson(phone, touch=True)
    summary = wait_for_person_or_end(phone)
    assert_fits_and_controls_are_big(phone)
    table = Table(phone)
    position = replayed(summary["record"])
    hit = table.hits(position)[("die", 0)]
    table.board.tap(position={"x": hit.x, "y": hit.y})  # keep the first die, by touch
    roll = phone.get_by_test_id("action-button").first
    expect(roll).to_contain_text("Roll again")
    box = roll.bounding_box()
    assert box is not None and box["y"] + box["height"] <= PHONE["viewport"]["height"]
    roll.tap()
    face = FACE_NAMES[dice_order(position)[0]]
    assert state(phone)["record"]["actions"][len(summary["record"]["actions"])] == (
        f"roll keep {face}"
    )
