"""Australia in real Chromium: a three-player full game with two computers where the
person plays by real taps, five seats set in the New game dialog, and taps that mean
nothing changing nothing.

The person's choices come from an agent in CPython (steered once each to a take-back
and a paid move when they are legal); ``tests.tapping`` turns each into the taps and
button presses the board needs, found from the board's own drawing at the page's canvas
size, and the test clicks them. To stay short, the person taps until every kind of
action has been played by taps; the rest of the game goes through ``window.pygames``.
"""

from __future__ import annotations

import json
import math
import random
from functools import partial
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import NewContext, WaitReady
from e2e.playing import (
    PHONE,
    Keyboard,
    board_size,
    decline_the_lesson,
    pixels,
    play_by_taps,
    play_each,
    play_one,
    rgb,
    state,
    wait_for_person_or_end,
)
from pygames.ai import choose
from pygames.core import Action, Say, State, to_fragment
from pygames.core.say import in_language
from pygames.games.australia import (
    AustraliaState,
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    PlaceWindmill,
    Play,
    TakeBack,
    words,
)
from pygames.games.australia.actions import parse_location, parse_region
from pygames.games.australia.components import card_colour
from pygames.games.australia.geography import (
    LOCATION_REGIONS,
    REGION_COLOURS,
    REGION_LOCATIONS,
    REGIONS,
)
from pygames.games.levels import make_agent
from pygames.web.australia import render
from pygames.web.australia.areas import inside
from pygames.web.australia.layout import plan
from pygames.web.australia.map_drawing import LABEL_POINTS, outline
from pygames.web.australia.selection import Pick
from pygames.web.australia.terrain import LABEL
from pygames.web.boards import board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.lens import lens_for
from tests.australia_positions import new_game
from tests.playouts import applied
from tests.tapping import taps_for

FAST = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'fast'}))"
KINDS = {
    PlaceWindmill: "windmill",
    Draw: "draw",
    Fly: "fly",
    Play: "play",
    TakeBack: "back",
    MoveRanger: "move",
    EndTurn: "end",
}


def steer(position: State, chosen: Action, done: set[str]) -> Action:
    """The agent's choice, unless a kind of action not yet tapped is legal now."""
    for kind in (TakeBack, MoveRanger):
        if KINDS[kind] not in done:
            found = [a for a in position.legal_actions() if isinstance(a, kind)]
            if found:
                return found[0]
    return chosen


def open_dealt_simple_game(page: Page, wait_ready: WaitReady) -> None:
    """Open a simple game of two people at one screen, seed 5, with its cards dealt."""
    page.goto("australia.html?seats=human,human&seed=5&full_game=False")
    wait_ready(page)
    for _ in range(4):  # the deal
        assert page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")["ok"]


def test_a_full_game_against_two_computers_with_the_persons_actions_tapped(
    page: Page, wait_ready: WaitReady
) -> None:
    page.add_init_script(FAST)
    page.goto("australia.html?seats=human,ai:easy,ai:easy&seed=7&full_game=True")
    wait_ready(page)
    me = make_agent("australia", "easy", seed=3)
    done: set[str] = set()
    summary, moves = wait_for_person_or_end(page), 0
    while not summary["over"]:
        position = pygames.replay(summary["record"])
        action = steer(position, choose(me, position.view(0)), done)
        played = len(summary["record"]["actions"])
        if len(done) < len(KINDS):
            play_by_taps(page, position, action, most=6)
            done.add(KINDS[type(action)])
            if isinstance(action, Play) and action.rangers:
                done.add("rangers")
        else:
            assert page.evaluate("m => window.pygames.play(m)", str(action))["ok"]
        page.wait_for_function(f"() => window.pygames.state().record.actions.length > {played}")
        summary = wait_for_person_or_end(page)
        assert summary["record"]["actions"][played] == str(action)
        moves += 1
        assert moves < 400, "the game should have ended"
    assert {"windmill", "draw", "fly", "play", "rangers", "back", "move"} <= done
    end = page.get_by_test_id("end-screen")
    expect(end).to_be_visible()
    final = pygames.replay(summary["record"])
    for player, score in enumerate(final.scores()):
        expect(page.get_by_test_id(f"breakdown-{player}")).to_contain_text(str(score.total))
    expect(page.get_by_test_id("log")).to_contain_text("completed by")


def test_a_first_game_opens_on_the_deal_with_the_windmill_placed_and_says_so(
    page: Page, wait_ready: WaitReady
) -> None:
    page.goto("australia.html")
    wait_ready(page)
    expect(page.get_by_test_id("message")).to_have_text("")  # the lesson's offer comes first
    decline_the_lesson(page)
    expect(page.get_by_test_id("message")).to_have_text(
        in_language(Say("australia.first_game"), "en")
    )
    record = state(page)["record"]
    assert record["options"] == {"full_game": True, "windmill": "drawn"}
    legal = page.evaluate("() => window.pygames.legal()")
    assert legal and all(move.startswith("draw") for move in legal)  # no windmill to place
    page.get_by_test_id("new-game").click()  # the full game chosen knowingly still asks
    expect(page.get_by_test_id("option-windmill")).to_have_value("chosen")


def test_five_seats_of_the_simple_game_through_the_new_game_dialog(
    page: Page, wait_ready: WaitReady
) -> None:
    page.add_init_script(FAST)
    page.goto("australia.html")
    wait_ready(page)
    page.get_by_test_id("new-game").click()
    page.get_by_test_id("setup-players").select_option("5")
    expect(page.get_by_test_id("seat-4")).to_be_visible()
    page.get_by_test_id("option-full_game").select_option("False")
    for seat, choice in enumerate(["human", "ai:easy", "ai:normal", "ai:hard", "human"]):
        page.get_by_test_id(f"seat-{seat}").select_option(choice)
    page.get_by_test_id("setup-start").click()
    summary = state(page)
    assert summary["seats"] == ["human", "ai:easy", "ai:normal", "ai:hard", "human"]
    assert summary["record"]["options"]["full_game"] is False
    assert summary["record"]["players"] == 5
    position = pygames.replay(summary["record"])
    play_by_taps(page, position, position.legal_actions()[0], most=6)  # the person's first card
    page.wait_for_function("() => window.pygames.state().record.actions.length > 0")
    summary = wait_for_person_or_end(page)
    assert summary["current"] == 4 and len(summary["record"]["actions"]) == 4


def test_taps_that_mean_nothing_change_nothing_and_say_why(
    page: Page, wait_ready: WaitReady
) -> None:
    open_dealt_simple_game(page, wait_ready)
    assert page.evaluate("() => window.pygames.play('fly KIM')")["ok"]
    told = page.evaluate("() => window.pygames.state().record")
    assert told["seed"] is None, "the page API would give away the face-down tiles"
    before = state(page)["record"]
    assert before["actions"] == told["actions"] and before["seed"] == 5
    assert before["actions"][-1] == "fly KIM"
    board = page.get_by_test_id("board")
    board.click(position={"x": 3, "y": 3})  # the sea's corner: nothing there
    position = pygames.replay(before)
    box = board.bounding_box()
    assert box is not None
    canvas = RecordingCanvas(box["width"], box["height"])
    shown = board_for("australia").draw(canvas, position, selected=None, interactive=True)
    hits = {hit.key: hit for hit in shown}
    camp = next(hit for key, hit in hits.items() if isinstance(key, tuple) and key[0] == "location")
    board.click(position={"x": camp.x, "y": camp.y})  # in Kimberley, with no card picked
    why = board_for("australia").tap(position, None, camp.key).message
    assert why is not None  # the board says which card to pick first, or why none can go
    expect(page.get_by_test_id("message")).to_contain_text(in_language(why, "en"))
    assert state(page)["record"] == before


def test_on_a_phone_by_touch_then_reload_resumes_and_a_share_link_replays(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    phone = new_context(**PHONE).new_page()
    phone.goto("australia.html?seats=human,human&seed=5&full_game=false")
    wait_ready(phone)
    me = make_agent("australia", "easy", seed=3)
    by_touch = partial(play_by_taps, touch=True, most=6)
    summary = play_each(phone, 7, by_touch, me)  # the deal, the first turn, the next begun
    phone.reload()
    wait_ready(phone)
    assert state(phone)["record"] == summary["record"]
    # a move half made (its first tap) is still half made after a reload
    position = pygames.replay(summary["record"])
    ui = board_for("australia")
    first = next(
        steps[0]
        for action in position.legal_actions()
        if len(steps := taps_for(ui, position, action, board_size(phone), 6)) > 1
        and steps[0].button is None
    )
    status = phone.get_by_test_id("status")
    before = status.inner_text()
    phone.get_by_test_id("board").tap(position={"x": first.x, "y": first.y})
    expect(status).not_to_have_text(before)
    half_made = status.inner_text()
    phone.reload()
    wait_ready(phone)
    expect(status).to_have_text(half_made)
    moves = len(summary["record"]["actions"])
    phone.goto(f"play.html?game=australia#{to_fragment(summary['record'])}")
    wait_ready(phone)
    expect(phone.get_by_test_id("replay-position")).to_have_text(f"Move {moves} of {moves}")


def test_turns_by_keyboard_alone(page: Page, wait_ready: WaitReady) -> None:
    page.add_init_script(FAST)
    page.goto("australia.html?seats=human,ai:easy&seed=9&full_game=false")
    wait_ready(page)
    keyboard = Keyboard(page)
    me = make_agent("australia", "easy", seed=3)
    kinds: set[str] = set()
    while len(kinds) < 4:  # the deal, a flight, a card played, the draw and beyond
        _, action = play_one(page, partial(keyboard.play, most=6), me)
        kinds.add(type(action).__name__)


def test_a_mouse_resting_on_a_camp_lights_and_names_its_regions(
    page: Page, wait_ready: WaitReady
) -> None:
    open_dealt_simple_game(page, wait_ready)
    camp = next(loc for loc, regions in enumerate(LOCATION_REGIONS) if len(regions) == 3)
    flight = f"fly {REGIONS[LOCATION_REGIONS[camp][0]].code}"  # away from it, a camp is
    assert page.evaluate("a => window.pygames.play(a)", flight)["ok"]  # its region to taps
    board = page.get_by_test_id("board")
    box = board.bounding_box()
    assert box is not None
    size = box["width"], box["height"]
    position = pygames.replay(state(page)["record"])
    assert isinstance(position, AustraliaState)
    hits = {hit.key: hit for hit in render.draw(RecordingCanvas(*size), position, interactive=True)}
    lit = RecordingCanvas(*size)
    render.draw(lit, position, interactive=True, focus=("location", camp), language="en")
    labels = [args[0] for _, args, kw in lit.named("polygon") if kw.get("fill") == LABEL]
    inside = [(x + 2.5, y + 2.5) for (x, y), *_ in labels]  # above and before each name
    paper = rgb(LABEL)
    assert len(labels) == 3 and pixels(page, inside) != [paper] * 3  # the plane's alone, or none
    spot = hits[("location", camp)]
    page.mouse.move(box["x"] + spot.x + 2, box["y"] + spot.y - 1)
    expect(board).to_have_attribute("data-focus", f'["location", {camp}]')
    assert pixels(page, inside) == [paper] * 3  # the three names on their labels
    region = LOCATION_REGIONS[camp][0]
    page.mouse.move(box["x"] + hits[("region", region)].x, box["y"] + hits[("region", region)].y)
    expect(board).to_have_attribute("data-focus", f'["region", {region}]')
    page.mouse.move(box["x"] + box["width"] + 40, box["y"] + 10)  # off the board
    expect(board).to_have_attribute("data-focus", "null")


def scoring_twice(players: int = 2) -> tuple[dict[str, Any], str]:
    """A record of random play up to an action that scores two projects, and that action."""
    rng = random.Random(0)
    position = new_game(players=players, seed=0, options={"full_game": False})
    while True:
        action = rng.choice(position.legal_actions())
        after = applied(position, action)
        if len(after.scorings) >= 2:
            return position.record(), str(action)
        position = after


def test_what_an_action_caused_is_told_a_line_at_a_time_each_region_lit(
    page: Page, wait_ready: WaitReady
) -> None:
    record, action = scoring_twice()
    page.add_init_script(FAST)  # each line told for 1.5 s
    page.goto("australia.html?seats=human,human")
    wait_ready(page)
    assert page.evaluate("r => window.pygames.load(r)", record)["ok"]
    assert page.evaluate("m => window.pygames.play(m)", action)["ok"]
    after = pygames.replay(state(page)["record"])
    lines = board_for("australia").caused(after)
    assert len(lines) >= 2
    board, message = page.get_by_test_id("board"), page.get_by_test_id("message")
    for line in lines:
        expect(message).to_have_text(in_language(line.say, "en"))
        expect(board).to_have_attribute("data-focus", json.dumps(line.place))
    whole = " ".join(in_language(line.say, "en") for line in lines)
    expect(message).to_have_text(whole)
    expect(board).to_have_attribute("data-focus", "null")
    # Screen readers hear the lines once, with the move; the message line is not read.
    heard = page.get_by_test_id("announce").text_content() or ""
    assert all(heard.count(in_language(line.say, "en")) == 1 for line in lines), heard
    assert message.get_attribute("role") is None and message.get_attribute("aria-live") is None
    page.get_by_test_id("undo").click()
    assert page.evaluate("m => window.pygames.play(m)", action)["ok"]
    expect(message).to_have_text(in_language(lines[0].say, "en"))
    board.focus()
    page.keyboard.press("ArrowUp")  # a key skips ahead at once
    expect(message).to_have_text(whole)


FLY_THEN_MOTION = """region => { window.pygames.play('fly ' + region);
    return document.getElementById('board').dataset.motion; }"""


def test_a_flight_is_shown_in_motion_a_tap_ends_it_and_acts_and_reduced_motion_has_none(
    page: Page, wait_ready: WaitReady
) -> None:
    open_dealt_simple_game(page, wait_ready)
    board = page.get_by_test_id("board")
    assert page.evaluate(FLY_THEN_MOTION, "KIM") == "running"  # the plane flies, a tile turns
    expect(board).to_have_attribute("data-motion", "")  # and lands by itself
    assert page.evaluate(FLY_THEN_MOTION, "TOP") == "running"
    box = board.bounding_box()
    assert box is not None
    position = pygames.replay(state(page)["record"])
    ui = board_for("australia")
    canvas = RecordingCanvas(box["width"], box["height"])
    hits = ui.draw(canvas, position, selected=None, interactive=True)
    cape = next(hit for hit in hits if hit.key == ("region", parse_region("CAP")))
    board.click(position={"x": cape.x, "y": cape.y})  # in the air: the flight ends, the tap acts
    assert board.get_attribute("data-motion") == ""
    expect(page.get_by_test_id("status")).to_contain_text("Cape York")
    page.emulate_media(reduced_motion="reduce")
    assert page.evaluate(FLY_THEN_MOTION, "CAP") == ""  # the next player's first flight
    assert state(page)["record"]["actions"][-1] == "fly CAP"


def own_to_own(players: int = 2) -> tuple[dict[str, Any], MoveRanger]:
    """A record of random play (mostly rangers placed) up to a turn where the player to act
    could move a ranger for $4 between two of their locations in the plane's region."""
    rng = random.Random(0)
    position = new_game(players=players, seed=0, options={"full_game": False})
    while True:
        plane = position.planes[position.to_move]
        here = REGION_LOCATIONS[plane] if plane >= 0 and position.actions_left else ()
        for move in position.legal_actions():
            if isinstance(move, MoveRanger) and move.source in here and move.target in here:
                if position.owner[move.target] == position.to_move:
                    return position.record(), move
        actions = position.legal_actions()
        placing = [a for a in actions if isinstance(a, Play) and a.rangers]
        busy = placing and rng.random() < 0.8
        position = applied(position, rng.choice(placing if busy else actions))


def test_a_paid_move_between_own_locations_by_keyboard_alone(
    page: Page, wait_ready: WaitReady
) -> None:
    record, move = own_to_own()
    page.goto("australia.html?seats=human,human")
    wait_ready(page)
    decline_the_lesson(page)
    assert page.evaluate("r => window.pygames.load(r)", record)["ok"]
    Keyboard(page).play(page, pygames.replay(record), move, most=6)
    page.wait_for_function(
        f"() => window.pygames.state().record.actions.length > {len(record['actions'])}"
    )
    assert state(page)["record"]["actions"][-1] == str(move)


#: A point of Barkly's painted land far from its label and its camps, in map units.
BARKLY_FAR = (605.0, 390.0)


@pytest.mark.parametrize("touch", [False, True], ids=["desktop", "phone"])
def test_a_region_answers_a_tap_anywhere_on_its_painted_land(
    new_context: NewContext, wait_ready: WaitReady, touch: bool
) -> None:
    page = (new_context(**PHONE) if touch else new_context()).new_page()
    open_dealt_simple_game(page, wait_ready)
    width, height = board_size(page)
    layout = plan(width, height, with_tracks=False)
    barkly = parse_region("BAR")
    assert inside(outline(barkly), *BARKLY_FAR)
    x, y = layout.point(*BARKLY_FAR)
    label = layout.point(*LABEL_POINTS[barkly])
    assert math.dist((x, y), label) > 40  # beyond the circle round its tile that answered
    board = page.get_by_test_id("board")
    board.tap(position={"x": x, "y": y}) if touch else board.click(position={"x": x, "y": y})
    expect(board).to_have_attribute("data-lens", "")
    expect(page.get_by_test_id("status")).to_contain_text("Barkly")


def test_on_a_phone_a_tap_between_crowded_camps_opens_the_lens_and_picks_one(
    new_context: NewContext, wait_ready: WaitReady
) -> None:
    phone = new_context(**PHONE).new_page()
    phone.goto("australia.html?seats=human,human&seed=5&full_game=False")
    wait_ready(phone)
    western_victoria = parse_region("WVIC")
    game = pygames.get_game("australia")
    position = game.new_game(players=2, seed=5, options={"full_game": False})
    for _ in range(4):  # the deal, Black taking a red card: Western Victoria's colour
        draws = position.legal_actions()
        red = [
            draw
            for draw in draws
            if isinstance(draw, Draw)
            and position.current_player == 0
            and card_colour(draw.card) == REGION_COLOURS[western_victoria]
        ]
        position = position.apply((red or draws)[0])
    position = position.apply(Fly(western_victoria))
    assert isinstance(position, AustraliaState)
    for action in position.actions():
        assert phone.evaluate("a => window.pygames.play(a)", str(action))["ok"]
    ui, size = board_for("australia"), board_size(phone)
    board = phone.get_by_test_id("board")
    [card] = [c for c in position.hands[0] if card_colour(c) == REGION_COLOURS[western_victoria]]
    shown = ui.draw(RecordingCanvas(*size), position, selected=None, interactive=True)
    hits = {hit.key: hit for hit in shown}
    board.tap(position={"x": hits[("card", card)].x, "y": hits[("card", card)].y})
    picked = Pick(card=card)
    drawn = ui.draw(RecordingCanvas(*size), position, selected=picked, interactive=True)
    at = {hit.key: hit for hit in drawn}
    c21, c22 = (at[("location", parse_location(name))] for name in ("C21", "C22"))
    between = ((c21.x + c22.x) / 2, (c21.y + c22.y) / 2)
    assert math.dist((c21.x, c21.y), (c22.x, c22.y)) < 24  # too close for a finger
    board.tap(position={"x": between[0], "y": between[1]})
    expect(board).to_have_attribute("data-lens", "open")

    def live(key: object) -> bool:
        tap = ui.tap(position, picked, key)
        return bool(tap.played()) or tap.selection != picked

    lens = lens_for(drawn, live, *between, size)
    assert lens is not None
    in_lens = [lens.to_lens(hit.x, hit.y) for hit in (c21, c22)]
    assert math.dist(*in_lens) >= 24  # in the lens, each is a finger's target
    board.tap(position={"x": in_lens[0][0], "y": in_lens[0][1]})
    expect(board).to_have_attribute("data-lens", "")
    c21_words = in_language(words.location(parse_location("C21")), "en")
    expect(phone.get_by_test_id("status")).to_contain_text(c21_words)
