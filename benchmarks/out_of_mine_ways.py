"""Showing a way to fill it in the browser: how long the solver holds the page.

Out of Mine!'s solver runs in Pyodide on the main thread whenever a way to fill a gallery
is shown, and the page must never be blocked more than 100 ms (issue 17). On a fresh play
page each run (nothing solved before) against three hard dwarves, the person stops at the
dwarves' call, then: between rounds, a click on "Show a way to fill it" (one gallery
solved), timed from the click to the next frame; and the last round's final stop, which
draws the last screen with a way under each of the four boards (four solved), timed from
the stop to the next frame. A PerformanceObserver records every main-thread task over
50 ms meanwhile.

    nice -n 5 .venv/bin/python benchmarks/out_of_mine_ways.py [--runs N] [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import pygames  # noqa: E402
from pygames.games.out_of_mine import OutOfMineState, Phase  # noqa: E402
from pygames.games.out_of_mine.actions import wait_steps  # noqa: E402
from pygames.web.canvas import RecordingCanvas  # noqa: E402
from pygames.web.out_of_mine import controls, render  # noqa: E402

PERSON = "() => { const s = window.pygames.state(); return s.over || s.awaiting === 'human' }"
WATCH = """() => { window.longTasks = [];
  new PerformanceObserver(list => { for (const e of list.getEntries())
    window.longTasks.push(e.duration); }).observe({type: "longtask"}); }"""
CLICK_TO_FRAME = """() => { window.clicked = undefined;
  document.getElementById("board").addEventListener("click", () => {
    const at = performance.now();
    requestAnimationFrame(() => { window.clicked = performance.now() - at; });
  }, {capture: true, once: true}); }"""
STOP_TO_FRAME = """() => { const at = performance.now(); window.pygames.play("stop");
  return new Promise(done => requestAnimationFrame(() => done(performance.now() - at))); }"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    if not build.is_fresh():
        build.build()
    runs: list[dict[str, Any]] = []
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        for run in range(options.runs):
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            seats = "human,ai:hard,ai:hard,ai:hard"
            page.goto(f"{url}play.html?game=out-of-mine&seats={seats}&seed={30 + run}")
            page.evaluate("window.pygames.ready")
            runs.append(measure(page))
            page.close()
        browser.close()
    if options.json:
        print(json.dumps(runs, indent=2))
        return
    for number, measured in enumerate(runs, start=1):
        print(
            f"run {number}: a way shown between rounds, click to frame "
            f"{measured['between_ms']:.0f} ms; the last screen's four ways, stop to frame "
            f"{measured['last_screen_ms']:.0f} ms; longest task "
            f"{max(measured['long_tasks_ms'], default=0):.0f} ms (0: none over 50 ms)"
        )


def position(page: Page) -> OutOfMineState:
    state = pygames.replay(page.evaluate("() => window.pygames.state()")["record"])
    assert isinstance(state, OutOfMineState)
    return state


def play(page: Page, move: str) -> None:
    assert page.evaluate("m => window.pygames.play(m)", move)["ok"], move


def race_to_the_call(page: Page) -> None:
    """Side A and Start if asked, then the clock run up to just before the dwarves' call."""
    for _ in range(2):
        page.wait_for_function(PERSON)
        state = position(page)
        if state.phase is Phase.SIDES:
            play(page, "side A")
        elif state.timelines[0].clock == 0:
            play(page, str(controls.START))
    state = position(page)
    standing = state.standing_call()
    assert standing is not None
    moment = standing[1]
    for step in wait_steps(moment - 1 - state.timelines[0].clock):
        play(page, f"+{step / 10:g}s")


def measure(page: Page) -> dict[str, Any]:
    race_to_the_call(page)
    play(page, "stop")
    page.wait_for_function(PERSON)
    page.evaluate(WATCH)
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    hits = render.draw(RecordingCanvas(box["width"], box["height"]), position(page),
                       interactive=True)  # fmt: skip
    button = next(hit for hit in hits if hit.key == "solution")
    page.evaluate(CLICK_TO_FRAME)
    page.mouse.click(box["x"] + button.x, box["y"] + button.y)
    page.wait_for_function("() => window.clicked !== undefined")
    between = page.evaluate("window.clicked")
    while len(position(page).results) < 6:
        race_to_the_call(page)
        play(page, "stop")
    race_to_the_call(page)
    last = page.evaluate(STOP_TO_FRAME)
    return {
        "between_ms": between,
        "last_screen_ms": last,
        "long_tasks_ms": page.evaluate("window.longTasks"),
    }


if __name__ == "__main__":
    main()
