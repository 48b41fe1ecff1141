"""A long session in one tab: the page's memory after each of many games, per board.

    .venv/bin/python benchmarks/memory.py [--games 20] [--game ID ...] [--moves N] [--json]

For each board, one tab of the built site (``dist/``, served on 127.0.0.1) plays
``--games`` seeded random games, every seat a person, through ``window.pygames``: each
move is drawn from ``legal()`` by a seeded generator in the page and played with
``play()``, so every move is drawn, logged and saved as a person's would be. After each
game (and a garbage collection of the page's JavaScript) it reads:

- the tab's renderer processes' resident memory (``/proc/<pid>/status``, VmRSS), the
  figure a long session would see grow, and the one the issue quotes;
- the JavaScript heap in use (``Performance.getMetrics``); Python's objects live in
  Pyodide's WebAssembly memory, which the resident figure includes.

It prints each board's figures after the first game and after the last, and the growth
between them (the target: under 5 MB over 20 games). A game stops at ``--moves`` moves
if it has not ended by then (Out of Mine!'s random clock steps can run long).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import CDPSession, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
from pygames.web.boards import BOARDS  # noqa: E402

TIMEOUT_MS = 900_000
MB = 1024 * 1024

#: Plays one seeded random game through window.pygames; returns the moves played.
PLAY_ONE = """
async ({seed, seats, moves}) => {
  let state = seed >>> 0;
  const next = () => {  // mulberry32: a seeded generator, the same in every run
    state = (state + 0x6D2B79F5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const started = window.pygames.newGame({seats, seed});
  if (!started.ok) throw new Error(started.error);
  let played = 0;
  while (!window.pygames.state().over && played < moves) {
    const legal = window.pygames.legal();
    const result = window.pygames.play(legal[Math.floor(next() * legal.length)]);
    if (!result.ok) throw new Error(result.error);
    played += 1;
    if (played % 25 === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return played;
}
"""


def renderer_rss(cdp: CDPSession) -> int:
    """The resident bytes of every renderer process of the browser (one tab is open)."""
    info = cdp.send("SystemInfo.getProcessInfo")
    total = 0
    for process in info["processInfo"]:
        if process["type"] != "renderer":
            continue
        status = Path(f"/proc/{process['id']}/status")
        if status.exists():
            for line in status.read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) * 1024
    return total


def js_heap(page_cdp: CDPSession) -> int:
    metrics = page_cdp.send("Performance.getMetrics")["metrics"]
    return int(next(m["value"] for m in metrics if m["name"] == "JSHeapUsedSize"))


def measure_board(
    page: Page, browser_cdp: CDPSession, game_id: str, games: int, moves: int
) -> list[dict[str, Any]]:
    """Play ``games`` games of ``game_id`` in one tab; the figures after each."""
    page.goto(f"play.html?game={game_id}")
    page.wait_for_function("() => window.pygames && window.pygames.ready")
    page.evaluate("() => window.pygames.ready")
    players = page.evaluate("() => window.pygames.state().seats.length")
    seats = ["human"] * players
    page_cdp = page.context.new_cdp_session(page)
    page_cdp.send("Performance.enable")
    rows = []
    for game in range(games):
        started = time.perf_counter()
        played = page.evaluate(PLAY_ONE, {"seed": 1000 + game, "seats": seats, "moves": moves})
        page_cdp.send("HeapProfiler.collectGarbage")
        page.wait_for_timeout(300)  # let motions and timers come to rest
        rows.append(
            {
                "game": game + 1,
                "moves": played,
                "seconds": round(time.perf_counter() - started, 1),
                "renderer_mb": round(renderer_rss(browser_cdp) / MB, 1),
                "js_heap_mb": round(js_heap(page_cdp) / MB, 1),
            }
        )
        print(game_id, rows[-1], flush=True)
    page_cdp.detach()
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--moves", type=int, default=3000)
    parser.add_argument("--game", action="append", choices=sorted(BOARDS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    boards = args.game or sorted(BOARDS)
    results: dict[str, list[dict[str, Any]]] = {}
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        browser_cdp = browser.new_browser_cdp_session()
        for game_id in boards:
            context = browser.new_context(base_url=url, viewport={"width": 1280, "height": 800})
            context.set_default_timeout(TIMEOUT_MS)
            page = context.new_page()
            results[game_id] = measure_board(page, browser_cdp, game_id, args.games, args.moves)
            context.close()
        browser.close()
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"\n{'board':12} {'after game 1':>14} {'after the last':>15} {'growth':>8}  js heap")
    for game_id, rows in results.items():
        first, last = rows[0], rows[-1]
        growth = last["renderer_mb"] - first["renderer_mb"]
        print(
            f"{game_id:12} {first['renderer_mb']:>11.1f} MB {last['renderer_mb']:>12.1f} MB"
            f" {growth:>+6.1f} MB  {first['js_heap_mb']:.1f} -> {last['js_heap_mb']:.1f} MB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
