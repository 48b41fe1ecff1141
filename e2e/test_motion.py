"""A computer's move is shown in motion on every board with motion, and a tap ends it at
once: the board canvas says ``data-motion="running"`` while a motion plays (``showing``).

The page records, from its first moment, each change of ``data-motion`` and each press
on the board with its time, so the test reads what happened rather than racing a motion
half a second long.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from e2e.conftest import WaitReady

#: Slow speed: each motion half as long again, so the tap surely comes while it runs.
SLOW = "localStorage.setItem('pygames:v1:settings', JSON.stringify({ai_speed: 'slow'}))"
WATCH = """
window.__motion = [];
const watch = () => {
  const board = document.getElementById('board');
  if (!board) { requestAnimationFrame(watch); return; }
  new MutationObserver(() => window.__motion.push(
    [board.dataset.motion || '', performance.now()])).observe(
    board, {attributes: true, attributeFilter: ['data-motion']});
  // Before the page's own handler (capture), and again at the first frame after it.
  board.addEventListener('click', () => {
    window.__motion.push(['tap', performance.now()]);
    requestAnimationFrame(() => window.__motion.push(
      ['next frame: ' + (board.dataset.motion || 'at rest'), performance.now()]));
  }, {capture: true});
};
document.addEventListener('DOMContentLoaded', watch);
"""
RUNNING = """() => document.getElementById('board').dataset.motion === 'running'"""


@pytest.mark.parametrize(
    "page_name",
    [
        "offboard.html?seats=ai:easy,human&seed=3",
        "down-under.html?seats=ai:easy,human&seed=3",
        "outback.html?seats=ai:easy,human&seed=2",  # the computer begins
    ],
)
def test_a_computers_move_is_shown_in_motion_and_a_tap_ends_it_at_once(
    page: Page, wait_ready: WaitReady, page_name: str
) -> None:
    page.add_init_script(SLOW)
    page.add_init_script(WATCH)
    page.goto(page_name)
    wait_ready(page)
    page.wait_for_function(RUNNING, polling="raf")  # the computer's move, in motion
    page.get_by_test_id("board").click(position={"x": 3, "y": 3})  # a corner: on nothing
    page.wait_for_function(
        "() => window.__motion.some(([what]) => what.startsWith('next frame'))", polling="raf"
    )
    events = [what for what, _ in page.evaluate("() => window.__motion")]
    tap = events.index("tap")
    assert events[tap - 1] == "running"  # the tap came while the motion ran
    # and ended it at once: at rest by the very next frame, with nothing in between.
    assert events[tap + 1 :][:2] == ["", "next frame: at rest"]
