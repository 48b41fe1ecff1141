"""The turn on one screen: on a phone, and in an embed's frame, a player sees the board and
everything a turn needs together, without scrolling.

One rule for every board (a new one is held to it too): mid-game, with a person to act,
the board, the status line, the slot of the turn's buttons, Undo, Hint and every
player's score lie inside the first screen (a 390x844 phone with touch), or inside the
frame of an embed, and nothing covers them there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page

import pygames
from e2e.playing import PHONE, wait_for_person_or_end
from pygames.web.boards import BOARDS

PLAYABLE = [game for game in pygames.list_games() if game.id in BOARDS]
FAST = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'fast'}))"
#: The person's actions played before looking: into the game, past any opening choice.
MOVES = 3

#: What a turn needs, each as [name, left, top, right, bottom], and whether something else
#: covers it (the element found at its centre is neither it nor inside it).
NEEDED_JS = """() => {
    const needed = [
        document.getElementById("board"), document.getElementById("status"),
        document.querySelector(".turn"), document.getElementById("undo"),
        document.getElementById("hint"), ...document.querySelectorAll("[data-testid^='score-']"),
    ];
    return needed.map((element) => {
        const r = element.getBoundingClientRect();
        const found = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        const name = element.id || element.dataset.testid || element.className;
        return [name, r.left, r.top, r.right, r.bottom, !element.contains(found)];
    });
}"""


def seats(game: Any) -> str:
    """A person and computers, as many players as fit two rows of players (four), or fewer."""
    count = min(game.max_players, 4)
    return ",".join(["human"] + ["ai:easy"] * (count - 1))


def into_the_game(page: Page) -> None:
    """Play the person's first listed move ``MOVES`` times, then wait for their turn."""
    for _ in range(MOVES):
        if wait_for_person_or_end(page)["over"]:
            break
        page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    wait_for_person_or_end(page)


def off_screen(page: Page, width: float, height: float) -> list[list[Any]]:
    """What a turn needs that lies outside ``width`` x ``height`` or is covered there."""
    return [
        box
        for box in page.evaluate(NEEDED_JS)
        if box[1] < 0 or box[2] < 0 or box[3] > width or box[4] > height or box[5]
    ]


@pytest.mark.parametrize("game", PLAYABLE, ids=lambda game: game.id)
def test_a_phone_shows_the_board_and_the_turn_on_its_first_screen(
    new_context: Callable[..., BrowserContext], wait_ready: Callable[[Page], None], game: Any
) -> None:
    phone = new_context(**PHONE).new_page()
    phone.add_init_script(FAST)
    phone.goto(f"{game.id}.html?seats={seats(game)}&seed=3")
    wait_ready(phone)
    into_the_game(phone)
    assert phone.evaluate("() => scrollY") == 0
    viewport = phone.viewport_size
    assert viewport is not None
    assert off_screen(phone, viewport["width"], viewport["height"]) == []
