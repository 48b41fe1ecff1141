"""Out of Mine! against the page's own clock and calendar, in real Chromium.

Playwright's fake clock stands in for waiting: ``fast_forward`` jumps the page's time
as a laptop lid closed and opened would, so a minute passes in a moment. With it: a
dwarf's call stops the person's clock by itself; the clock stands while the tab is
hidden or the rules are open and runs on from where it stood; two people take a round
in turn through the hand-over screen; the puzzle of the day comes from the page's date
(the next day, the next one), and its time goes out as a link that a tampered copy of
cannot pass for.
"""

from __future__ import annotations

from datetime import datetime

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import wait_until_ready
from e2e.playing import state as summary
from e2e.playing import wait_for_person_or_end
from e2e.test_out_of_mine import (
    NEXT_FRAMES,
    drawn,
    drop_cell,
    keys_to,
    play,
    position,
    pressed,
)
from pygames.core import from_fragment, to_fragment
from pygames.games.out_of_mine import OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Put, seconds
from pygames.games.out_of_mine.puzzle import day_of, pick

HIDE = """() => { Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});
  document.dispatchEvent(new Event('visibilitychange')) }"""
PUT = "() => window.pygames.state().record.actions.some(a => a.startsWith('put'))"
SHOW = """() => { delete document.hidden; document.dispatchEvent(new Event('visibilitychange')) }"""


def stopped(page: Page) -> bool:
    return "stop" in summary(page)["record"]["actions"]


def test_the_clock_stands_while_hidden_or_reading_the_rules_and_a_dwarf_s_call_stops_it(
    page: Page,
) -> None:
    page.clock.install()
    page.goto("play.html?game=out-of-mine&seats=human,ai:hard&seed=5")
    wait_until_ready(page)
    wait_for_person_or_end(page)
    play(page, "side A")
    wait_for_person_or_end(page)
    play(page, "+0.1s")  # Start, as the button plays it
    state = position(page)
    standing = state.standing_call()
    assert standing is not None
    caller, moment = standing
    page.clock.fast_forward(6_000)  # six seconds into the race

    # A crystal dragged with the mouse and turned by the wheel on the way.
    solution = state.solution(0)
    assert solution is not None
    tile = next(tile for tile in solution if keys_to(tile)[0] == ["r"])
    start, held = pressed(page, state, tile.kind)
    _, hand = keys_to(tile, held)
    box, hits, grid = drawn(page, state)
    page.mouse.move(box["x"] + start.x, box["y"] + start.y)
    page.mouse.down()
    page.mouse.move(box["x"] + start.x + 20, box["y"] + start.y - 20, steps=3)
    page.evaluate(NEXT_FRAMES)
    page.mouse.wheel(0, 120)
    x, y = grid.centre(drop_cell(tile, hand))
    page.mouse.move(box["x"] + x, box["y"] + y, steps=6)
    page.mouse.up()
    page.wait_for_function(PUT)
    ((laid_at, put),) = position(page).timelines[0].events
    assert put == Put(tile.kind, tile.anchor, tile.orientation) and 60 <= laid_at < moment - 50

    # Hidden for a minute, then the rules read for a minute: the clock stands both times.
    page.evaluate(HIDE)
    page.clock.run_for(500)  # the next tick sees the tab hidden
    page.clock.fast_forward(60_000)
    page.evaluate(SHOW)
    page.clock.run_for(500)
    page.get_by_test_id("board").focus()
    page.get_by_test_id("rules-open").click()
    page.clock.run_for(500)
    page.clock.fast_forward(60_000)
    page.get_by_test_id("rules-close").click()
    page.clock.run_for(500)
    assert not stopped(page) and summary(page)["awaiting"] == "human"

    # It runs on from where it stood (a little after the crystal was laid): not at the
    # dwarf's call six seconds before the time left, there two seconds after it.
    left = (moment - laid_at) * 100
    page.clock.fast_forward(left - 6_000)
    page.clock.run_for(500)
    assert not stopped(page)
    page.clock.fast_forward(8_000)
    page.clock.run_for(500)
    page.wait_for_function("() => window.pygames.state().record.actions.includes('stop')")
    record = summary(page)["record"]
    before = pygames.replay(
        {**record, "actions": record["actions"][: record["actions"].index("stop")]}
    )
    assert isinstance(before, OutOfMineState)
    assert before.current_player == 0 and before.timelines[0].clock == moment - 1
    assert position(page).results[0].caller == caller


def test_two_people_at_one_screen_take_the_round_in_turn_through_the_hand_over(
    page: Page,
) -> None:
    page.clock.install()
    page.goto("play.html?game=out-of-mine&seats=human,human&mode=hot-seat&seed=7")
    wait_until_ready(page)
    for side in ("side A", "side B"):
        play(page, side)
    state = position(page)
    first, second = state.order
    expect(page.get_by_test_id("status")).to_contain_text(f"Player {first + 1} to move")
    box, hits, _ = drawn(page, state)
    page.mouse.click(box["x"] + hits["start"].x, box["y"] + hits["start"].y)  # the real button
    page.wait_for_function("() => window.pygames.state().record.actions.length > 2")
    page.clock.fast_forward(4_000)
    state = position(page)
    box, hits, _ = drawn(page, state)
    page.mouse.click(box["x"] + hits["call"].x, box["y"] + hits["call"].y)
    page.wait_for_function("() => window.pygames.state().record.actions.includes('call')")
    called = position(page).standing_call()
    assert called is not None and called[0] == first and 40 <= called[1] < 80  # about four seconds

    # The hand-over: the next person's card is dealt, their clock waits for their Start.
    state = position(page)
    assert state.current_player == second and state.timelines[second].clock == 0
    expect(page.get_by_test_id("status")).to_contain_text(
        f"Player {second + 1} to move. Press Start when you are ready"
    )
    page.clock.fast_forward(30_000)  # however long the hand-over takes
    assert position(page).timelines[second].clock == 0
    box, hits, _ = drawn(page, state)
    page.mouse.click(box["x"] + hits["start"].x, box["y"] + hits["start"].y)
    page.clock.fast_forward(10_000)  # past the standing call: the second clock stops at it
    page.clock.run_for(500)
    page.wait_for_function("() => window.pygames.state().record.actions.includes('stop')")
    after = position(page)
    assert after.round == 2 and after.results[0].caller == first
    assert after.results[0].moment == called[1]


def test_the_puzzle_of_the_day_comes_from_the_page_s_date_and_its_time_is_shared(
    page: Page,
) -> None:
    page.clock.install(time=datetime(2026, 11, 24, 10, 0))
    page.goto("play.html?game=out-of-mine&solo=puzzle&lang=de")
    wait_until_ready(page)
    state = position(page)
    day = day_of(datetime(2026, 11, 24).date())
    assert state.players == 1 and state.seed == day and state.phase is Phase.PLAY
    assert (state.layout(0), state.card(0)) == pick(day)
    play(page, "+0.1s")
    solution = state.solution(0)
    assert solution is not None
    for laid in solution:
        play(page, "+2s")
        play(page, str(Put(laid.kind, laid.anchor, laid.orientation)))
    play(page, "+0.1s")
    play(page, "call")
    expect(page.get_by_test_id("end-screen")).to_be_visible()
    time = seconds(position(page).results[0].moment)
    said = f"das Rätsel vom 24.11.2026, gerufen bei {time.replace('.', ',')} s"  # German's comma
    expect(page.locator("#end-scores")).to_contain_text(said)
    page.get_by_test_id("end-share").click()
    link = page.get_by_test_id("share-link").input_value()

    page.clock.set_system_time(datetime(2026, 11, 25, 9, 0))  # the next morning, same address
    page.reload()
    wait_until_ready(page)
    assert position(page).seed == day + 1 and summary(page)["record"]["actions"] == []

    page.goto(link)  # the link shows the puzzle as it was solved, at its time
    wait_until_ready(page)
    expect(page.get_by_test_id("replay")).to_be_visible()
    assert summary(page)["record"] == position(page).record() and position(page).is_over()
    assert seconds(position(page).results[0].moment) == time

    record = from_fragment(link.split("#", 1)[1])
    record["seed"] += 1  # passed off as the next day's puzzle: its moves do not fit
    page.goto(f"{link.split('#', 1)[0]}&lang=de#{to_fragment(record)}")
    wait_until_ready(page)
    expect(page.get_by_test_id("message")).to_contain_text(
        "Dieser Link enthält kein Spiel, das sich öffnen lässt (Zug 3"
    )
    assert summary(page)["replay"] is None
