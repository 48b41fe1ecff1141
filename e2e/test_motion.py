"""A computer's move is shown in motion on every board with motion, and a tap ends it at
once: the board canvas says ``data-motion="running"`` while a motion plays (``showing``).

The page records, from its first moment, each change of ``data-motion`` and each press
on the board with its time, so the test reads what happened rather than racing a motion
half a second long.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

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
  board.addEventListener('pointerdown', () => window.__motion.push(['tap', performance.now()]),
    {capture: true});
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
    page: Page, wait_ready: Callable, page_name: str
) -> None:
    page.add_init_script(SLOW)
    page.add_init_script(WATCH)
    page.goto(page_name)
    wait_ready(page)
    page.wait_for_function(RUNNING, polling="raf")  # the computer's move, in motion
    page.get_by_test_id("board").click(position={"x": 3, "y": 3})  # a corner: on nothing
    events = page.evaluate("() => window.__motion")
    tapped = next(time for what, time in events if what == "tap")
    before = [what for what, time in events if what != "tap" and time <= tapped]
    after = [(what, time) for what, time in events if what != "tap" and time > tapped]
    assert before[-1] == "running"  # the tap came while the motion ran
    assert after and after[0][0] == "" and after[0][1] - tapped < 50  # and ended it at once
