"""Opponents that vary: in two games with different seeds the computer answers the same
opening differently, each game as the engine says it must (so records still replay)."""

from __future__ import annotations

from playwright.sync_api import Page

import pygames
from e2e.conftest import WaitReady
from e2e.playing import state, wait_for_person_or_end
from pygames.ai import choose
from pygames.core import Action
from pygames.games.levels import make_agent

OFFBOARD = pygames.get_game("offboard")
FAST = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'fast'}))"


def reply(seed: int, opening: Action) -> str:
    after = OFFBOARD.new_game(seed=seed).apply(opening)
    return str(choose(make_agent("offboard", "normal", seed=seed), after.view(1)))


def test_the_same_opening_gets_different_replies_in_two_games(
    page: Page, wait_ready: WaitReady
) -> None:
    opening = OFFBOARD.new_game(seed=0).legal_actions()[0]
    first = 1
    second = next(seed for seed in range(2, 20) if reply(seed, opening) != reply(first, opening))
    page.add_init_script(FAST)
    replies = []
    for seed in (first, second):
        page.goto(f"offboard.html?seats=human,ai:normal&seed={seed}")
        wait_ready(page)
        assert page.evaluate("(move) => window.pygames.play(move)", str(opening))["ok"]
        page.wait_for_function("() => window.pygames.state().record.actions.length === 2")
        wait_for_person_or_end(page)
        replies.append(state(page)["record"]["actions"][1])
    assert replies == [reply(first, opening), reply(second, opening)]
    assert replies[0] != replies[1]
