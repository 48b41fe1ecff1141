"""While Python starts, the page does not pretend: controls are disabled, and input made
then is not applied later without showing (issue 18, "start-up honesty")."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from pygames.games.offboard.board import CELL_BY_NAME
from pygames.web.offboard.render import Layout

#: Buttons that act on a game: disabled in the markup until the board is ready.
CONTROLS = ["undo", "hint", "new-game", "rematch", "share", "play-listed"]


def test_controls_are_disabled_until_ready_and_early_clicks_play_nothing(
    page: Page, wait_ready
) -> None:
    page.goto("play.html?game=offboard&seats=human,human", wait_until="commit")
    board = page.get_by_test_id("board")
    board.wait_for(state="attached")
    for control in CONTROLS:
        expect(page.get_by_test_id(control)).to_be_disabled()
    # The opening move C3>NE by taps on its marble and its cell, made while Python starts.
    play_opening(page)
    wait_ready(page)
    # Input queued behind Python's start is delivered after it, before the next frame.
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => setTimeout(done)))")
    assert page.evaluate("() => window.pygames.state().record.actions") == []
    for control in ["hint", "new-game", "rematch", "share"]:
        expect(page.get_by_test_id(control)).to_be_enabled()
    play_opening(page)  # the same taps, now that the board is ready, play the move
    assert page.evaluate("() => window.pygames.state().record.actions") == ["C3>NE"]


def play_opening(page: Page) -> None:
    """Tap Red's C3 marble, then D4: the opening move C3>NE."""
    box = page.get_by_test_id("board").bounding_box()
    layout = Layout.fit(box["width"], box["height"])
    for cell in ("C3", "D4"):
        x, y = layout.cell(CELL_BY_NAME[cell])
        page.mouse.click(box["x"] + x, box["y"] + y)
