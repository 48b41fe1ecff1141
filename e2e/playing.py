"""Playing a game page as a person would, shared by every board's e2e tests: reading the
page's game through ``window.pygames`` and playing an action by real taps on its canvas and
buttons (``tests.tapping`` finds them from the board's own drawing at the canvas's size)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import BrowserContext, Page, Route

from pygames.core import Action, State
from pygames.web.boards import board_for
from tests.tapping import taps_for

#: A portrait phone with touch.
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}
PERSON_OR_END = (
    "() => { const s = window.pygames.state(); return s.over || s.awaiting === 'human' }"
)


def state(page: Page) -> dict[str, Any]:
    """The page's game: ``window.pygames.state()``."""
    return page.evaluate("window.pygames.state()")


def wait_for_person_or_end(page: Page) -> dict[str, Any]:
    """Wait until a person is to act or the game is over; return the game then."""
    page.wait_for_function(PERSON_OR_END)
    return state(page)


def board_size(page: Page) -> tuple[float, float]:
    """The board canvas's size in CSS pixels, the size its hits are drawn at."""
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    return box["width"], box["height"]


def play_by_taps(
    page: Page, position: State, action: Action, *, touch: bool = False, most: int = 5
) -> None:
    """Play ``action`` by taps on the board and presses of the buttons beside it (finger
    taps with ``touch``, else mouse clicks)."""
    board = page.get_by_test_id("board")
    ui = board_for(position.game.id)
    for step in taps_for(ui, position, action, board_size(page), most):
        if step.button is not None:
            button = page.get_by_test_id("action-button").nth(step.button)
            button.tap() if touch else button.click()
        elif touch:
            board.tap(position={"x": step.x, "y": step.y})
        else:
            board.click(position={"x": step.x, "y": step.y})


#: A game the package knows but that has no board (every real game has one now): its id
#: and title, told to pages the way build.py tells them of a registered game.
BOARDLESS = ("quarry", "Quarry")


def register_a_game_without_a_board(target: Page | BrowserContext) -> None:
    """Serve ``games.js`` with ``BOARDLESS`` among the registered games, so the pages a game
    without a board gets (its name, the playable games) can be checked."""
    game, title = BOARDLESS

    def add(route: Route) -> None:
        response = route.fetch()
        extra = f"window.PYGAMES_REGISTERED[{game!r}] = {title!r};\n"
        route.fulfill(response=response, body=response.text() + extra)

    target.route("**/games.js", add)
