"""Hints in the browser: the strongest level's move for the person, shown on the board and
not played, marked in the log and counted on the end screen; asked for at the wrong time,
a short message and nothing else."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import OpenGame, WaitReady
from e2e.playing import board_size, state, wait_for_person_or_end
from pygames.ai import choose
from pygames.core import Say
from pygames.games.levels import make_agent
from pygames.web.boards import board_for
from pygames.web.text import Text
from tests.tapping import taps_for

SHOWN = "() => document.getElementById('board').dataset.hint"
#: Slow speed: the computer's move stays on screen a second or more.
SLOW = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'slow'}))"


def shown_hint(page: Page) -> dict[str, Any]:
    page.wait_for_function(SHOWN)
    hint = json.loads(page.evaluate(SHOWN))
    assert isinstance(hint, dict), hint
    return hint


def test_a_hint_is_shown_not_played_then_marked_and_counted(open_game: OpenGame) -> None:
    page = open_game("offboard", "&seats=human,human&seed=3")
    page.get_by_test_id("hint").click()
    hint = shown_hint(page)
    summary = state(page)
    assert summary["record"]["actions"] == []  # shown, not played
    position = pygames.replay(summary["record"])
    strongest = choose(make_agent("offboard", "hard", seed=position.seed), position.view(0))
    assert hint["move"] == str(strongest)
    english = Text("en")
    words = english("app.hint.shown", move=english.say(position.describe(strongest)))
    expect(page.get_by_test_id("message")).to_have_text(words)
    expect(page.get_by_test_id("legal-moves").locator("input:checked")).to_have_value(hint["move"])
    # The ringed place is the last tap of the move: one tap there plays it.
    last = taps_for(board_for("offboard"), position, strongest, board_size(page))[-1]
    page.get_by_test_id("board").click(position={"x": last.x, "y": last.y})
    page.wait_for_function("() => window.pygames.state().record.actions.length === 1")
    assert state(page)["record"]["actions"] == [hint["move"]]
    assert page.evaluate(SHOWN) == ""
    expect(page.get_by_test_id("log").get_by_test_id("hinted")).to_have_count(1)
    # Played on to the end through window.pygames: the end screen counts the hint.
    agents = [make_agent("offboard", "greedy", seed=1), make_agent("offboard", "random", seed=2)]
    while not (summary := state(page))["over"]:
        position = pygames.replay(summary["record"])
        player = position.current_player
        assert player is not None
        move = choose(agents[player], position.view(player))
        assert page.evaluate("(move) => window.pygames.play(move)", str(move))["ok"]
    used = english.say(Say.count("app.end.hints", 1))
    expect(page.get_by_test_id("end-hints")).to_have_text(used)
    page.get_by_test_id("end-close").click()
    page.get_by_test_id("hint").click()
    expect(page.get_by_test_id("message")).to_have_text(english("app.hint.over"))


def test_a_hint_while_the_computer_thinks_only_says_why(page: Page, wait_ready: WaitReady) -> None:
    page.add_init_script(SLOW)
    page.goto("offboard.html?seats=ai:hard,human&seed=3")
    wait_ready(page)
    # Read whose turn it is and press in one task, so nothing can happen in between.
    awaiting = page.evaluate(
        "() => { const s = window.pygames.state(); "
        "document.getElementById('hint').click(); return s.awaiting; }"
    )
    assert awaiting == "ai"
    expect(page.get_by_test_id("message")).to_have_text(Text("en")("app.hint.not_your_turn"))
    # The computer's move comes as ever; no hint is shown or played, then or after.
    summary = wait_for_person_or_end(page)
    assert len(summary["record"]["actions"]) == 1
    assert page.evaluate(SHOWN) in (None, "")


def test_outback_says_the_odds_behind_a_hinted_keep_in_german(open_game: OpenGame) -> None:
    page = open_game("outback", "&lang=de&seats=human,ai:easy&seed=2")
    page.get_by_test_id("hint").click()
    hint = shown_hint(page)
    position = pygames.replay(state(page)["record"])
    assert hint["move"].startswith("roll keep") and hint["button"] is not None
    notes = board_for("outback").notes
    assert notes.hint is not None
    note = notes.hint(position, position.parse_action(hint["move"]))
    assert note is not None
    expect(page.get_by_test_id("message")).to_contain_text(Text("de").say(note))
    expect(page.get_by_test_id("action-button").nth(hint["button"])).to_have_class("primary hinted")
