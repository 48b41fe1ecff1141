"""How long a Hint takes in Chromium, from the press to the hint on the board.

In a game between two people (so every turn is a person's), at middle-game positions of
seeded games: the first hint of the page, thought when pressed; then, after a move, a
hint asked for at once, and one asked for after the person has looked at the board for
``--think`` seconds, which the page has used to think it ahead (``hints.Hints``); and, on
a page opened afresh at the game's start, the first hint asked for after looking at the
board that long, as a newcomer would, which the page thinks ahead unasked. The four are
timed side by side in one run, position after position, each with the longest task the
page ran meanwhile (over 50 ms, a tap waited that long). The run's first page opens on a
fresh browser, whose first search is slowest (its first "first").

    .venv/bin/python -m benchmarks.hint_time [--game offboard] [--positions 8] [--think 2]
                                             [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import pygames  # noqa: E402

TIMEOUT_MS = 120_000
#: A seeded walk of the legal moves to a middle-game position (the page's own API).
WALK = """([n, r]) => { for (let i = 0; i < n; i++) { const l = window.pygames.legal();
  r = (r * 48271) % 2147483647; window.pygames.play(l[r % l.length]); } }"""


#: Keeps the longest task the page ran since it was last reset (the Long Tasks API: a
#: task over 50 ms, a moment the page could not answer a tap).
LONGEST_TASK = """window.pygamesLongest = 0;
new PerformanceObserver((list) => { for (const task of list.getEntries())
  window.pygamesLongest = Math.max(window.pygamesLongest, task.duration); })
  .observe({ type: "longtask" });"""


def hint_seconds(page: Page) -> tuple[float, float]:
    """Press Hint and wait for the hint on the board; the seconds between, and the longest
    task the page ran meanwhile in milliseconds (0: none over 50 ms)."""
    page.evaluate(
        "() => { document.getElementById('board').dataset.hint = ''; window.pygamesLongest = 0; }"
    )
    start = time.perf_counter()
    page.get_by_test_id("hint").click()
    page.wait_for_function(
        "() => document.getElementById('board').dataset.hint", timeout=TIMEOUT_MS
    )
    seconds = time.perf_counter() - start
    return seconds, float(page.evaluate("() => window.pygamesLongest"))


def walk_length(game: str, seed: int, wanted: int, spare: int = 3) -> int:
    """How many plies of ``WALK`` to play in the seeded two-person game: ``wanted``, or
    fewer where the walk would leave fewer than ``spare`` plies before the game ends (a
    Down Under game can end in a dozen), by the same generator over the same legal moves."""
    state = pygames.get_game(game).new_game(players=2, seed=seed)
    plies, r = 0, seed
    while plies < wanted + spare and not state.is_over():
        legal = state.legal_actions()
        r = (r * 48271) % 2147483647
        state = state.apply(legal[r % len(legal)])
        plies += 1
    return min(wanted, max(0, plies - spare)) if state.is_over() else wanted


def play_a_move(page: Page) -> None:
    """Play the first legal move, and wait until the board is the next person's."""
    page.evaluate("() => window.pygames.play(window.pygames.legal()[0])")
    page.wait_for_function("() => window.pygames.state().awaiting === 'human'")


def measure(game: str, positions: int, think: float) -> dict[str, list[tuple[float, float]]]:
    found: dict[str, list[tuple[float, float]]] = {
        "first": [],
        "at once": [],
        f"after {think:g} s": [],
        f"first, at the start after {think:g} s": [],
    }
    with build.serving() as url, sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.add_init_script(
            f"localStorage.setItem('pygames:v1:settings', JSON.stringify({{offered: ['{game}']}}))"
        )
        page.add_init_script(LONGEST_TASK)
        for seed in range(1, positions + 1):
            page.goto(f"{url}{game}.html?seats=human,human&seed={seed}")
            page.wait_for_function(
                "() => window.pygames && window.pygames.ready", timeout=TIMEOUT_MS
            )
            page.evaluate(WALK, [walk_length(game, seed, 10 + 4 * seed), seed])
            found["first"].append(hint_seconds(page))
            play_a_move(page)
            found["at once"].append(hint_seconds(page))
            play_a_move(page)
            page.wait_for_timeout(think * 1000)
            found[f"after {think:g} s"].append(hint_seconds(page))
            page.goto(f"{url}{game}.html?seats=human,human&seed={seed}")
            page.wait_for_function(
                "() => window.pygames && window.pygames.ready", timeout=TIMEOUT_MS
            )
            page.wait_for_timeout(think * 1000)
            found[f"first, at the start after {think:g} s"].append(hint_seconds(page))
        browser.close()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="offboard")
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = measure(args.game, args.positions, args.think)
    if args.json:
        print(json.dumps(found))
        return
    print(f"{args.game}: seconds from pressing Hint to the hint shown, {args.positions} positions")
    for name, timed in found.items():
        seconds = [s for s, _ in timed]
        longest = max(ms for _, ms in timed)
        print(
            f"  {name:>30}: median {statistics.median(seconds):.2f}  max {max(seconds):.2f}"
            f"  longest task {longest:.0f} ms  ({' '.join(f'{s:.2f}' for s in seconds)})"
        )


if __name__ == "__main__":
    main()
