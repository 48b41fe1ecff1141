"""Dragging a piece in the browser: does the page keep up while Python holds the game?

Out of Mine!'s race on the real play page (1280x800, headless Chromium): a crystal
is pressed in the tray and carried round the gallery for ``--seconds`` by mouse
moves as fast as Playwright sends them, while a PerformanceObserver records long
tasks and requestAnimationFrame counts frames. Then it is let go over the gallery
and the time to the next frame after the page's game changed or the board was
redrawn with the piece back is measured. Targets (issue 17): no main-thread task
over 50 ms, 60 frames a second.

    nice -n 5 .venv/bin/python benchmarks/drag.py [--seconds S] [--json]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import pygames  # noqa: E402
from pygames.games.out_of_mine import OutOfMineState, Phase  # noqa: E402
from pygames.web.canvas import RecordingCanvas  # noqa: E402
from pygames.web.out_of_mine import controls, render  # noqa: E402

WATCH = """() => { window.longest = 0; window.frames = 0; window.counting = false;
  new PerformanceObserver(list => { for (const e of list.getEntries())
    if (window.counting) window.longest = Math.max(window.longest, e.duration); })
    .observe({type: "longtask"});
  const tick = () => { if (window.counting) window.frames++; requestAnimationFrame(tick); };
  requestAnimationFrame(tick); }"""
STATE = "() => window.pygames.state()"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    if not build.is_fresh():
        build.build()
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(f"{url}play.html?game=out-of-mine&seats=human,ai:easy,ai:easy&seed=21")
        page.evaluate("window.pygames.ready")
        results = drag_round(page, options.seconds)
        browser.close()
    if options.json:
        print(json.dumps(results, indent=2))
        return
    print(
        f"{results['seconds']:.0f} s drag, {results['moves']} pointer moves: longest main-thread "
        f"task {results['longest_task_ms']:.0f} ms (0: none over 50 ms), "
        f"{results['frames_per_s']:.1f} frames/s; drop to the next frame after the redraw "
        f"{results['drop_to_frame_ms']:.0f} ms"
    )


def position(page: Page) -> OutOfMineState:
    """The page's game, replayed in CPython."""
    state = pygames.replay(page.evaluate(STATE)["record"])
    assert isinstance(state, OutOfMineState)
    return state


def to_the_race(page: Page) -> OutOfMineState:
    """Side A, then Start, through the page's API: the person's clock runs."""
    for _ in range(2):
        page.wait_for_function(
            "() => { const s = window.pygames.state(); return s.awaiting === 'human' }"
        )
        move = "side A" if position(page).phase is Phase.SIDES else str(controls.START)
        assert page.evaluate("m => window.pygames.play(m)", move)["ok"]
    return position(page)


def drag_round(page: Page, seconds: float) -> dict[str, Any]:
    state = to_the_race(page)
    box = page.get_by_test_id("board").bounding_box()
    assert box is not None
    size = (box["width"], box["height"])
    hits = render.draw(RecordingCanvas(*size), state, interactive=True, clock=1)
    grid = controls.grid_of(state, *size)
    start = next(hit for hit in hits if isinstance(hit.key, tuple) and hit.key[0] == "tray")
    page.evaluate(WATCH)
    page.mouse.move(box["x"] + start.x, box["y"] + start.y)
    page.mouse.down()
    page.evaluate("() => { window.counting = true; window.began = performance.now(); }")
    began, moves = time.monotonic(), 0
    while time.monotonic() - began < seconds:  # round and round the gallery
        angle = moves / 40
        x = grid.x + grid.size * (grid.columns / 2 + grid.columns / 3 * math.cos(angle))
        y = grid.y + grid.size * (grid.rows / 2 + grid.rows / 3 * math.sin(angle * 1.3))
        page.mouse.move(box["x"] + x, box["y"] + y)
        moves += 1
    longest, frames = page.evaluate(
        "() => { window.counting = false;"
        " return [window.longest, window.frames / ((performance.now() - window.began) / 1000)]; }"
    )
    page.evaluate("() => { window.dropped = performance.now(); }")
    page.mouse.up()
    took = page.evaluate(
        "() => new Promise(done => requestAnimationFrame(() =>"
        " done(performance.now() - window.dropped)))"
    )
    return {
        "seconds": seconds,
        "moves": moves,
        "longest_task_ms": longest,
        "frames_per_s": frames,
        "drop_to_frame_ms": took,
    }


if __name__ == "__main__":
    main()
