"""While Python starts, the page does not pretend: controls are disabled, and input made
then is not applied later without showing (issue 18, "start-up honesty")."""

from __future__ import annotations

from playwright.sync_api import Page, Route, expect

from e2e.conftest import WaitReady
from pygames.games.offboard.geometry import CELL_BY_NAME
from pygames.web.offboard.layout import Layout

QUEUE_CLICKS = """(points) => { window.__queued = points.map(([x, y]) =>
  new PointerEvent('click', {clientX: x, clientY: y, bubbles: true})); }"""
DELIVER_CLICKS = """() => { const board = document.getElementById('board');
  for (const click of window.__queued) board.dispatchEvent(click); }"""
#: Buttons that act on a game: disabled in the markup until the board is ready.
CONTROLS = ["undo", "hint", "new-game", "rematch", "share", "play-listed"]


def test_controls_are_disabled_until_ready_and_early_clicks_play_nothing(
    page: Page, wait_ready: WaitReady
) -> None:
    # Our package's archive is held back while the test looks and taps, so Python surely
    # has not started yet (on a fast machine the page could otherwise be ready first).
    held: list[Route] = []
    page.route("**/pygames-*.zip", lambda route: held.append(route))
    with page.expect_request("**/pygames-*.zip"):
        page.goto("play.html?game=offboard&seats=human,human", wait_until="commit")
    page.get_by_test_id("board").wait_for(state="attached")
    for control in CONTROLS:
        expect(page.get_by_test_id(control)).to_be_disabled()
    # The opening move C3>NE by taps on its marble and its cell, made while Python starts;
    # and the same clicks as the browser queues them behind a busy start, to be delivered
    # after it: events made now (their time stamps say so), dispatched once it is ready.
    play_opening(page)
    page.evaluate(QUEUE_CLICKS, opening_points(page))
    assert held, "the archive was asked for and is held"
    held[0].continue_()
    wait_ready(page)
    page.evaluate(DELIVER_CLICKS)
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => setTimeout(done)))")
    assert page.evaluate("() => window.pygames.state().record.actions") == []
    for control in ["hint", "new-game", "rematch", "share"]:
        expect(page.get_by_test_id(control)).to_be_enabled()
    play_opening(page)  # the same taps, now that the board is ready, play the move
    assert page.evaluate("() => window.pygames.state().record.actions") == ["C3>NE"]


def opening_points(page: Page) -> list[tuple[float, float]]:
    """Where Red's C3 marble and the cell D4 are on the page: the opening move C3>NE."""
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    layout = Layout.fit(box["width"], box["height"])
    points = (layout.cell(CELL_BY_NAME[cell]) for cell in ("C3", "D4"))
    return [(box["x"] + x, box["y"] + y) for x, y in points]


def play_opening(page: Page) -> None:
    """Click C3, then D4."""
    for x, y in opening_points(page):
        page.mouse.click(x, y)
