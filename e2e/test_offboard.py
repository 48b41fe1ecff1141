"""Offboard in real Chromium: clicks on the canvas, the AI, saves, bad input.

The human's moves are real clicks on the board: the test asks the page for
its record, picks a move in CPython (with the greedy agent, so games end),
and clicks the move's tail marble and then its destination cell, using the
renderer's own layout to find where they are drawn.
"""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import OpenGame, WaitReady
from e2e.playing import (
    PIXELS,
    board_size,
    pixels,
    register_a_game_without_a_board,
    rgb,
    state,
    wait_for_person_or_end,
)
from pygames.ai import choose
from pygames.core import Action
from pygames.games.levels import make_agent
from pygames.games.offboard import Move, OffboardState, PlaceBack
from pygames.games.offboard.geometry import CELL_BY_NAME, COORDS, DIRECTION_STEPS, TARGET_VALUES
from pygames.web.offboard.layout import Layout
from pygames.web.offboard.marks import LAST_MOVE, last_way
from pygames.web.offboard.targets import VALUE_COLOURS
from pygames.web.offboard.threats import pushes_off

SAVE_KEY = "pygames:v1:save:offboard"


def click_cell(page: Page, cell: int) -> None:
    x, y = Layout.fit(*board_size(page)).cell(cell)
    page.get_by_test_id("board").click(position={"x": x, "y": y})


def click_action(page: Page, action: Action) -> None:
    """Play an action the way a person would: taps on the board, or the button beside it."""
    if isinstance(action, Move):
        before = pygames.replay(state(page)["record"])
        assert isinstance(before, OffboardState)
        click_cell(page, action.tail)
        click_cell(page, before.train(action.tail, action.direction).beyond)
    elif isinstance(action, PlaceBack):
        click_cell(page, action.cell)
    else:
        page.get_by_test_id("action-button").first.click()


def start(page: Page, seats: list[str], seed: int) -> None:
    result = page.evaluate("o => window.pygames.newGame(o)", {"seats": seats, "seed": seed})
    assert result == {"ok": True, "error": None}


def test_gallery_to_game(page: Page, wait_ready: WaitReady) -> None:
    page.goto("./")
    page.get_by_role("link", name="Offboard", exact=True).click()
    wait_ready(page)
    expect(page.get_by_test_id("title")).to_have_text("Offboard")
    expect(page.get_by_test_id("loading")).to_be_hidden()
    expect(page.get_by_test_id("player-0")).to_contain_text("Red")


def test_a_whole_game_against_the_computer_by_clicks(open_game: OpenGame) -> None:
    page = open_game("offboard")
    start(page, ["human", "ai:easy"], seed=0)
    me = make_agent("offboard", "greedy", seed=1)
    summary = wait_for_person_or_end(page)
    moves = 0
    while not summary["over"]:
        position = pygames.replay(summary["record"])
        played = len(summary["record"]["actions"])
        click_action(page, choose(me, position.view(0)))
        page.wait_for_function(f"() => window.pygames.state().record.actions.length > {played}")
        summary = wait_for_person_or_end(page)
        moves += 1
        assert moves < 300, "the game should have ended"
    assert summary["winners"] == [0] and summary["scores"][0] >= 6
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    expect(end).to_contain_text("You win")  # the person plays Red against the computer
    expect(page.get_by_test_id("breakdown-0")).to_contain_text("-point target")
    expect(end).to_contain_text("points with marbles pushed into the targets; 6 are enough to win")
    page.get_by_test_id("end-close").click()
    expect(end).to_be_hidden()
    expect(page.get_by_test_id("status")).to_contain_text("You win")


def test_illegal_clicks_and_moves_change_nothing(open_game: OpenGame) -> None:
    page = open_game("offboard")
    start(page, ["human", "human"], seed=3)
    before = state(page)["record"]
    click_cell(page, CELL_BY_NAME["H5"])  # an opponent's marble: says so beside it
    note = page.get_by_test_id("tap-note")
    expect(note).to_have_text("That marble is Yellow's: pick one of yours.")
    note_box, board_box = note.bounding_box(), page.get_by_test_id("board").bounding_box()
    assert note_box is not None and board_box is not None
    note_bottom = note_box["y"] + note_box["height"]
    assert board_box["y"] <= note_bottom <= board_box["y"] + board_box["height"]
    click_cell(page, CELL_BY_NAME["E5"])  # an empty cell
    expect(note).to_have_text("Tap one of your own marbles to move it.")
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    page.get_by_test_id("board").click(position={"x": 3, "y": 3})  # nothing at all
    click_cell(page, CELL_BY_NAME["C3"])  # select, then an unreachable cell
    click_cell(page, CELL_BY_NAME["G3"])
    assert state(page)["record"] == before and box["width"] > 0
    result = page.evaluate("window.pygames.play('A1>E')")
    assert result == {"ok": False, "error": "there is no marble there"}
    expect(page.get_by_test_id("message")).to_contain_text("no marble there")
    assert page.evaluate("window.pygames.play('Z9')")["ok"] is False
    assert state(page)["record"] == before


def test_two_people_at_one_screen_and_undo(open_game: OpenGame) -> None:
    page = open_game("offboard")
    start(page, ["human", "human"], seed=3)
    click_action(page, Move.parse("C3>NE"))
    click_action(page, Move.parse("G5>SW"))
    assert state(page)["record"]["actions"] == ["C3>NE", "G5>SW"]
    expect(page.get_by_test_id("log")).to_contain_text("G5>SW")
    page.get_by_test_id("undo").click()
    assert state(page)["record"]["actions"] == ["C3>NE"]
    assert state(page)["current"] == 1


def test_reload_resumes_the_game(open_game: OpenGame, wait_ready: WaitReady) -> None:
    page = open_game("offboard")
    start(page, ["human", "ai:easy"], seed=5)
    click_action(page, Move.parse("C3>NE"))
    before = wait_for_person_or_end(page)
    page.reload()
    wait_ready(page)
    after = state(page)
    assert after["record"] == before["record"] and after["seats"] == ["human", "ai:easy"]


def test_a_corrupt_save_gives_a_message_and_a_new_game(
    open_game: OpenGame, wait_ready: WaitReady
) -> None:
    page = open_game("offboard")
    page.evaluate(f"localStorage.setItem('{SAVE_KEY}', 'garbage{{')")
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("message")).to_contain_text("could not be restored")
    assert state(page)["record"]["actions"] == []
    tampered = {
        "format": 1,
        "seats": ["human", "human"],
        "record": {**state(page)["record"], "actions": ["C3>NE", "C3>NE"]},
    }
    page.evaluate(f"s => localStorage.setItem('{SAVE_KEY}', s)", json.dumps(tampered))
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("message")).to_contain_text("move 2 (C3>NE) cannot be played")
    assert state(page)["record"]["actions"] == []


def test_load_refuses_a_bad_record_and_accepts_a_good_one(open_game: OpenGame) -> None:
    page = open_game("offboard")
    start(page, ["human", "human"], seed=1)
    bad = page.evaluate("window.pygames.load({game: 'offboard', rules: 1})")
    assert bad["ok"] is False and "no 'actions'" in bad["error"]
    game = pygames.get_game("offboard").new_game(seed=8)
    game = game.apply(game.parse_action("C3>NE"))
    assert page.evaluate("r => window.pygames.load(r)", game.record())["ok"]
    assert state(page)["record"] == game.record()


def test_computers_play_each_other_while_you_watch(open_game: OpenGame) -> None:
    page = open_game("offboard")
    start(page, ["ai:easy", "ai:easy"], seed=2)
    page.wait_for_function("() => window.pygames.state().record.actions.length >= 3")
    expect(page.get_by_test_id("undo")).to_be_disabled()


def test_the_computers_wait_while_the_new_game_dialog_is_open(open_game: OpenGame) -> None:
    page = open_game("offboard")
    start(page, ["ai:easy", "ai:easy"], seed=2)
    page.wait_for_function("() => window.pygames.state().thinking")
    page.get_by_test_id("new-game").click()
    expect(page.get_by_test_id("setup")).to_be_visible()
    paused = state(page)
    assert not paused["thinking"]
    page.get_by_test_id("setup-cancel").click()
    plies = len(paused["record"]["actions"])
    page.wait_for_function(f"() => window.pygames.state().record.actions.length > {plies}")


def test_an_unknown_game_lists_the_games(page: Page, wait_ready: WaitReady) -> None:
    page.goto("play.html?game=chess")
    wait_ready(page)
    listing = page.get_by_test_id("game-list")
    expect(listing).to_contain_text("no game called “chess”")
    expect(listing.get_by_role("link", name="Offboard")).to_have_attribute(
        "href", "play.html?game=offboard"
    )


def test_a_game_without_a_board_yet_says_so(page: Page, wait_ready: WaitReady) -> None:
    register_a_game_without_a_board(page)
    page.goto("play.html?game=quarry")
    wait_ready(page)
    expect(page.get_by_test_id("game-list")).to_contain_text("not yet a board")


def test_coordinates_can_be_shown_and_stay_shown(
    open_game: OpenGame, wait_ready: WaitReady
) -> None:
    page = open_game("offboard", "&seats=human,human&seed=2")
    switch = page.get_by_test_id("coordinates")
    expect(switch).not_to_be_checked()
    picture = "() => document.getElementById('board').toDataURL()"
    bare = page.evaluate(picture)
    switch.check()
    page.wait_for_function(f"(bare) => ({picture})() !== bare", arg=bare)
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("coordinates")).to_be_checked()
    page.goto("play.html?game=down-under")  # a board without coordinates offers no switch
    wait_ready(page)
    expect(page.get_by_test_id("coordinates")).to_be_hidden()


def threatened_game() -> OffboardState:
    """A seeded game played on until, after a quiet move, a marble can be pushed off."""
    agents = make_agent("offboard", "greedy", seed=1), make_agent("offboard", "greedy", seed=2)
    position = pygames.get_game("offboard").new_game(seed=5)
    while True:
        before = position
        assert isinstance(before, OffboardState)
        position = before.apply(choose(agents[before.to_move], before.view(before.to_move)))
        assert isinstance(position, OffboardState)
        move = position.last_action
        quiet = isinstance(move, Move) and before.exit_target(move) == -1
        if quiet and position.returned == -1 and pushes_off(position):
            return position


def test_threats_are_marked_and_the_last_move_shown_until_switched_off(
    open_game: OpenGame, wait_ready: WaitReady
) -> None:
    page = open_game("offboard", "&seats=human,human")
    position = threatened_game()
    assert page.evaluate("r => window.pygames.load(r)", position.record())["ok"]
    switch = page.get_by_test_id("threats")
    expect(switch).to_be_checked()  # on from the start
    layout = Layout.fit(*board_size(page))
    threat = pushes_off(position)[0]
    x, y = layout.cell(threat.marble)
    row, diagonal = COORDS[threat.marble]
    dr, dd = DIRECTION_STEPS[threat.direction]
    bx, by = layout.point(row + dr, diagonal + dd)
    head = (x + (bx - x) * 0.6, y + (by - y) * 0.6)  # inside the arrowhead
    way = last_way(position, layout)
    assert way is not None
    along = (way.start[0] * 0.6 + way.end[0] * 0.4, way.start[1] * 0.6 + way.end[1] * 0.4)
    marked = rgb(VALUE_COLOURS[TARGET_VALUES[threat.target]])
    same = f"p => ({PIXELS})([p])[0].join() === {marked!r}.join()"
    page.wait_for_function(same, arg=head)
    assert pixels(page, [along]) == [rgb(LAST_MOVE)]
    switch.uncheck()
    page.wait_for_function(f"p => !({same})(p)", arg=head)
    page.reload()
    wait_ready(page)
    expect(page.get_by_test_id("threats")).not_to_be_checked()
    assert pixels(page, [along]) == [rgb(LAST_MOVE)]  # the last move stays shown
