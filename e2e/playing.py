"""Playing a game page as a person would, shared by every board's e2e tests: reading the
page's game through ``window.pygames`` and playing an action by real taps on its canvas and
buttons, or by the keyboard alone (``tests.tapping`` finds the taps from the board's own
drawing at the canvas's size)."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypedDict

from playwright.sync_api import BrowserContext, Frame, Page, Route, ViewportSize, expect

import pygames
from pygames.ai import Agent, choose
from pygames.core import Action, State
from pygames.web.boards import board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.hits import step_focus
from pygames.web.lens import Lens, lens_for
from pygames.web.ui import BoardUI
from tests.keyboard import arrows_between
from tests.tapping import taps_for


class Device(TypedDict):
    """What a browser context poses as: ``new_context(**device)``."""

    viewport: ViewportSize
    is_mobile: bool
    has_touch: bool


#: A portrait phone with touch.
PHONE = Device(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
PERSON_OR_END = (
    "() => { const s = window.pygames.state(); return s.over || s.awaiting === 'human' }"
)


#: The page's game as the test, the referee, sees it: while a game with hidden
#: information goes on, ``window.pygames.state()`` leaves out the seed, which the test
#: reads from the save in the page's own storage (the one place the page keeps it).
REFEREE_STATE = """() => {
  const summary = window.pygames.state();
  if (summary.record.seed === null) {
    const prefix = `pygames:v1:save:${summary.game}`;
    const saves = Object.keys(localStorage).filter((key) => key.startsWith(prefix));
    const saved = saves.map((key) => JSON.parse(localStorage.getItem(key)).record)
      .find((record) => record && record.actions.length === summary.record.actions.length);
    summary.record.seed = saved.seed;
  }
  return summary;
}"""


def state(page: Page | Frame) -> dict[str, Any]:
    """The page's game: ``window.pygames.state()``, with the seed the page keeps from its
    players filled in from its save, so a test can replay the record."""
    summary = page.evaluate(REFEREE_STATE)
    assert isinstance(summary, dict), summary
    return summary


def decline_the_lesson(page: Page, *, touch: bool = False) -> None:
    """A first visit to a game with a lesson is offered it: say no thanks, as a person
    would, for a test of the game itself (the offer's box moves the page and takes the
    keyboard's first stop)."""
    decline = page.get_by_test_id("lesson-decline")
    decline.tap() if touch else decline.click()
    expect(page.get_by_test_id("lesson")).to_be_hidden()


def wait_for_person_or_end(page: Page | Frame) -> dict[str, Any]:
    """Wait until a person is to act or the game is over; return the game then."""
    page.wait_for_function(PERSON_OR_END)
    return state(page)


def board_size(page: Page) -> tuple[float, float]:
    """The board canvas's size in CSS pixels, the size its hits are drawn at."""
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    return box["width"], box["height"]


#: The colour of the board's pixels at points in CSS pixels.
PIXELS = """points => { const ctx = document.getElementById("board").getContext("2d");
    const ratio = window.devicePixelRatio || 1;
    const at = ([x, y]) => ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1);
    return points.map((point) => Array.from(at(point).data.slice(0, 3))); }"""


def pixels(page: Page, points: list[tuple[float, float]]) -> list[list[int]]:
    """The board's colours (red, green, blue) at ``points`` in CSS pixels."""
    found: list[list[int]] = page.evaluate(PIXELS, points)
    return found


def rgb(colour: str) -> list[int]:
    """A ``#rrggbb`` colour as ``pixels`` reads it."""
    return [int(colour[k : k + 2], 16) for k in (1, 3, 5)]


def play_by_taps(
    page: Page, position: State, action: Action, *, touch: bool = False, most: int = 5
) -> None:
    """Play ``action`` by taps on the board and presses of the buttons beside it (finger
    taps with ``touch``, else mouse clicks)."""
    board = page.get_by_test_id("board")
    ui = board_for(position.game.id)
    size = board_size(page)
    selection: Any = None  # the board's selection before each step, as the page has it
    for step in taps_for(ui, position, action, size, most):
        if step.button is not None:
            button = page.get_by_test_id("action-button").nth(step.button)
            button.tap() if touch else button.click()
            selection = ui.offered(position, selection)[step.button].selection
            continue
        if not touch:
            board.click(position={"x": step.x, "y": step.y})
        else:  # a finger between crowded places opens the lens: the place is tapped in it
            board.tap(position={"x": step.x, "y": step.y})
            lens = _lens(ui, position, selection, size, step.x, step.y)
            if lens is not None:
                expect(board).to_have_attribute("data-lens", "open")
                x, y = lens.to_lens(step.x, step.y)
                board.tap(position={"x": x, "y": y})
        selection = ui.tap(position, selection, step.key).selection


def _lens(
    ui: BoardUI[Any], state: State, selection: Any, size: tuple[float, float], x: float, y: float
) -> Lens | None:
    """The lens a finger's tap at (x, y) opens on the board as drawn (None: none opens)."""
    drawn = ui.draw(RecordingCanvas(*size), state, selected=selection, interactive=True)

    def live(key: object) -> bool:
        tap = ui.tap(state, selection, key)
        return bool(tap.played()) or tap.selection != selection

    return lens_for(drawn, live, x, y, size)


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


def play_one(
    page: Page,
    play: Callable[[Page, State, Action], None],
    agent: Agent,
    pick: Callable[[State], Action | None] | None = None,
) -> tuple[dict[str, Any], Action]:
    """Let the person to act make one action by ``play`` (``pick(position)``'s, or else
    ``agent``'s choice from their view); check the page played exactly it, and return the
    game once a person is to act again (or it is over) with the action."""
    summary = wait_for_person_or_end(page)
    position = pygames.replay(summary["record"])
    player = position.current_player
    assert player is not None, "the game is over: nobody is to act"
    action = (pick and pick(position)) or choose(agent, position.view(player))
    played = len(summary["record"]["actions"])
    play(page, position, action)
    page.wait_for_function(f"() => window.pygames.state().record.actions.length > {played}")
    summary = wait_for_person_or_end(page)
    assert summary["record"]["actions"][played] == str(action)
    return summary, action


def play_each(
    page: Page,
    moves: int,
    play: Callable[[Page, State, Action], None],
    agent: Agent,
    pick: Callable[[State], Action | None] | None = None,
) -> dict[str, Any]:
    """``play_one`` ``moves`` times; the game after them."""
    summary = wait_for_person_or_end(page)
    for _ in range(moves):
        summary, _ = play_one(page, play, agent, pick)
    return summary


def tab_to_button(page: Page, index: int) -> None:
    """From the board, Tab to the ``index``-th button beside it, as a keyboard player does:
    past the players' scores that open their parts (buttons once a score has parts), which
    come before the turn in the tab order."""
    scores = page.locator("#players button.score").count()
    for _ in range(scores + index + 1):
        page.keyboard.press("Tab")
    expect(page.locator(":focus")).to_have_attribute("data-testid", "action-button")


class Keyboard:
    """Plays by arrows, Enter, R and Tab only, keeping track of where the focus ring is."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.focus: Any = None
        self.turns = 0  # how many times R turned a preview (a board's own key)
        page.get_by_test_id("board").focus()

    def play(self, page: Page, position: State, action: Action, *, most: int = 5) -> None:
        """Play ``action`` as ``play_by_taps`` would, each tap made by arrows and Enter."""
        ui = board_for(position.game.id)
        selection = None
        for step in taps_for(ui, position, action, board_size(page), most):
            if step.button is not None:
                tab_to_button(page, step.button)
                page.keyboard.press("Enter")
                page.get_by_test_id("board").focus()
                pressed = ui.offered(position, selection)[step.button]
                selection = pressed.selection if pressed.action is None else selection
                continue
            tap = ui.tap(position, selection, step.key)
            key = ui.key(position, selection, "r") if ui.key is not None else None
            if key is not None and key == tap:
                page.keyboard.press("r")  # R turns the preview as a tap on it would
                self.turns += 1
            else:
                self.go_to(ui, position, selection, step.key)
                page.keyboard.press("Enter")
            selection = tap.selection

    def go_to(self, ui: BoardUI[Any], position: State, selection: Any, key: Hashable) -> None:
        """Move the focus ring to ``key`` by arrows, from where it is (or starts)."""
        hits = ui.draw(
            RecordingCanvas(*board_size(self.page)), position, selected=selection, interactive=True
        )
        if self.focus not in {hit.key for hit in hits}:
            self.page.keyboard.press("ArrowUp")  # the ring starts in the middle
            self.focus = step_focus(hits, None, "ArrowUp")
        for arrow in arrows_between(hits, self.focus, key):
            self.page.keyboard.press(arrow)
        self.focus = key
