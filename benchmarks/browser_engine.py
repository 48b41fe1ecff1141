"""Engine and AI speed in the browser (Pyodide) next to CPython, in one run.

The same workloads (benchmarks/workloads.py) run in this CPython process and
in a benchmark page in headless Chromium, alternating, so the ratio survives a
noisy shared machine. Then the real play page plays against each AI level while
a PerformanceObserver records long tasks: the longest time the page was
blocked while the AI thought (the target is under 100 ms). Last, the play page
redraws a late position of a game at the most players (greedy players to the
move before the last, so the person's hints are drawn too) again and again:
the time of one whole redraw, board and panels. For a board whose moves are shown in
motion, the same late position is played on by greedy players, every move's motion
watched: the longest main-thread task while a motion ran (the target is under 50 ms) and
the frames drawn per second.

    .venv/bin/python benchmarks/browser_engine.py [--game ID] [--seconds S]
                                                  [--positions N] [--json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402
import pygames  # noqa: E402
from benchmarks import workloads  # noqa: E402
from pygames.ai import choose  # noqa: E402
from pygames.games.levels import make_agent  # noqa: E402

TIMEOUT_MS = 600_000
LEVELS = ("easy", "normal", "hard")

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>engine benchmark</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<script type="module" src="../runtime/pyscript/core.js"></script></head>
<body><script type="py" config="./engine.json">
import json
from pyscript import document
import workloads
args = json.loads(document.body.dataset.args)
document.body.dataset.results = json.dumps(workloads.run_all(**args))
</script></body></html>
"""

LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
"""


def write_bench_page() -> Path:
    """Write dist/bench/engine.html and its config; it is never part of the shipped site."""
    config = json.loads((build.DIST / "pyscript.json").read_text())
    bench = build.DIST / "bench"
    bench.mkdir(exist_ok=True)
    shutil.copy(ROOT / "benchmarks" / "workloads.py", bench / "workloads.py")
    archive = next(iter(config["files"]))
    (bench / "engine.json").write_text(
        json.dumps(
            {
                "interpreter": "../runtime/pyodide/pyodide.mjs",
                "files": {"." + archive: "./*", "./workloads.py": "./workloads.py"},
            }
        )
    )
    (bench / "engine.html").write_text(PAGE)
    return bench / "engine.html"


def browser_workloads(page: Page, url: str, args: dict[str, Any]) -> dict[str, Any]:
    page.add_init_script(
        f"document.addEventListener('DOMContentLoaded', () => "
        f"document.body.dataset.args = {json.dumps(json.dumps(args))})"
    )
    page.goto(url)
    page.wait_for_function(
        "() => document.body && document.body.dataset.results", timeout=TIMEOUT_MS
    )
    results = json.loads(page.evaluate("document.body.dataset.results"))
    assert isinstance(results, dict), results
    return results


#: The seed of the game the page is given to play against its computer.
PAGE_SEED = 3


def blocking_while_thinking(
    page: Page, url: str, game_id: str, level: str, moves: int
) -> dict[str, float]:
    """Play ``moves`` person moves against ``level`` on the real page; measure the AI's turns."""
    page.add_init_script(LONG_TASKS)
    page.goto(f"{url}play.html?game={game_id}")
    page.evaluate("window.pygames.ready")
    seats = ["human", f"ai:{level}"]
    page.evaluate("o => window.pygames.newGame(o)", {"seats": seats, "seed": PAGE_SEED})
    turns, worst = [], 0.0
    for _ in range(moves):
        summary = page.evaluate("window.pygames.state()")
        if summary["over"]:
            break
        # a game with hidden information keeps its seed from the page: this one is ours
        state = pygames.replay({**summary["record"], "seed": PAGE_SEED})
        player = state.current_player
        assert player is not None
        action = choose(make_agent(game_id, "greedy", seed=1), state.view(player))
        started = page.evaluate("performance.now()")
        page.evaluate("n => window.pygames.play(n)", str(action))
        page.wait_for_function(
            "() => { const s = window.pygames.state(); return s.over || s.awaiting === 'human' }",
            timeout=TIMEOUT_MS,
        )
        ended = page.evaluate("performance.now()")
        turns.append((ended - started) / 1000)
        tasks = page.evaluate("window.__longTasks")
        worst = max([worst] + [d for s, d in tasks if started <= s <= ended])
    turns.sort()
    return {
        "turn_median_s": turns[len(turns) // 2],
        "turn_max_s": turns[-1],
        "longest_block_ms": worst,
        "turns": len(turns),
    }


def late_position(game_id: str) -> pygames.core.State:
    """The position before the last move of a game between greedy players at the most seats."""
    game = pygames.get_game(game_id)
    state = game.new_game(players=game.max_players, seed=3)
    agents = [make_agent(game_id, "greedy", seed=seat) for seat in range(game.max_players)]
    while True:
        player = state.current_player
        assert player is not None
        following = state.apply(choose(agents[player], state.view(player)))
        if following.is_over():
            return state
        state = following


def redraw_time(page: Page, url: str, game_id: str, times: int) -> dict[str, float]:
    """Milliseconds per whole redraw of a late position on the real play page, as a person
    to move sees it (a focus event on the board redraws it, synchronously)."""
    state = late_position(game_id)
    seats = ["human"] * state.players
    page.goto(f"{url}play.html?game={game_id}&seats={','.join(seats)}")
    page.evaluate("window.pygames.ready")
    loaded = page.evaluate("r => window.pygames.load(r)", state.record())
    assert loaded.get("ok", True), loaded
    spans = page.evaluate(
        """n => { const board = document.getElementById("board"); const spans = [];
                 for (let i = 0; i < n; i++) { const t = performance.now();
                   board.dispatchEvent(new FocusEvent("focus"));
                   spans.push(performance.now() - t); }
                 return spans; }""",
        times,
    )
    ordered = sorted(spans)
    return {
        "first_ms": spans[0],  # the code's first runs in the page are the slowest
        "median_ms": ordered[len(ordered) // 2],
        "max_ms": ordered[-1],
        "times": times,
        "plies": len(state.record()["actions"]),
    }


FRAMES = """
window.__frames = [];
const counting = (time) => { window.__frames.push(time); requestAnimationFrame(counting); };
requestAnimationFrame(counting);
"""

IN_MOTION = "() => document.getElementById('board').dataset.motion === 'running'"
PLAY_IN_MOTION = f"""n => {{ const started = performance.now();
    const played = window.pygames.play(n);
    return [played.ok, ({IN_MOTION})(), started, performance.now()]; }}"""


def motion_blocks(page: Page, url: str, game_id: str, moves: int) -> dict[str, float] | None:
    """Play the last ``moves`` moves of the greedy players' late game again, people at
    every seat, and watch each one's motion: the longest task while it ran (after the
    move's own task: the move, saving it and the page's whole redraw, timed apart), its
    frames per second. The first motion runs the drawing code cold: the figures after it
    are given too. None for a board without motion."""
    final = late_position(game_id)
    start = final
    for _ in range(moves):
        start = start.parent if start.parent is not None else start
    played = final.record()["actions"][len(start.record()["actions"]) :]
    page.add_init_script(LONG_TASKS + FRAMES)
    seats = ",".join(["human"] * start.players)
    page.goto(f"{url}play.html?game={game_id}&seats={seats}")
    page.evaluate("window.pygames.ready")
    assert page.evaluate("r => window.pygames.load(r)", start.record())["ok"]
    longest: list[float] = []  # the longest task during each move's motion
    moved: list[float] = []  # each move's own task
    seconds, frames = 0.0, 0
    for action in played:
        ok, moving, before, started = page.evaluate(PLAY_IN_MOTION, action)
        assert ok, action
        if not moving:
            continue
        moved.append(started - before)
        page.wait_for_function(f"() => !({IN_MOTION})()", timeout=TIMEOUT_MS)
        ended = page.evaluate("performance.now()")
        tasks = page.evaluate("window.__longTasks")
        longest.append(max([0.0] + [d for s, d in tasks if started <= s <= ended]))
        frames += page.evaluate(
            "([a, b]) => window.__frames.filter((t) => t >= a && t <= b).length", [started, ended]
        )
        seconds += (ended - started) / 1000
    if not longest:
        return None
    return {
        "moves_in_motion": len(longest),
        "longest_task_ms": max(longest),
        "longest_after_first_ms": max(longest[1:], default=0.0),
        "longest_move_ms": max(moved),
        "longest_move_after_first_ms": max(moved[1:], default=0.0),
        "frames_per_s": frames / seconds,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="offboard")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--page-moves", type=int, default=6)
    parser.add_argument("--redraws", type=int, default=30)
    parser.add_argument("--motion-moves", type=int, default=24)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    if not build.is_fresh():
        build.build()
    page_url = write_bench_page()
    args = {
        "game_id": options.game,
        "levels": LEVELS,
        "seconds": options.seconds,
        "count": options.positions,
    }
    results: dict[str, Any] = {"cpython": workloads.run_all(**args)}
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        page = browser.new_page()
        results["pyodide"] = browser_workloads(
            page, url + page_url.relative_to(build.DIST).as_posix(), args
        )
        page.close()
        results["page"] = {}
        for level in LEVELS:
            page = browser.new_page()
            results["page"][level] = blocking_while_thinking(
                page, url, options.game, level, options.page_moves
            )
            page.close()
        page = browser.new_page()
        results["redraw"] = redraw_time(page, url, options.game, options.redraws)
        page.close()
        page = browser.new_page()
        results["motion"] = motion_blocks(page, url, options.game, options.motion_moves)
        browser.close()
    if options.json:
        print(json.dumps(results, indent=2))
        return
    report(options.game, results)


def report(game_id: str, results: dict[str, Any]) -> None:
    cp, py = results["cpython"], results["pyodide"]
    print(f"{game_id}: random playouts to the end of the game")
    for name in ("plies_per_s", "games_per_s"):
        print(
            f"  {name:<12} CPython {cp['playouts'][name]:>10.1f}   Pyodide "
            f"{py['playouts'][name]:>10.1f}   "
            f"Pyodide/CPython {py['playouts'][name] / cp['playouts'][name]:.2f}"
        )
    print("AI move time (seconds; same positions, computed without slicing)")
    print(
        f"  {'level':<8}{'CPython median':>15}{'p90':>8}{'max':>8}"
        f"{'Pyodide median':>16}{'p90':>8}{'max':>8}"
    )
    for level in LEVELS:
        c, p = cp["ai"][level], py["ai"][level]
        print(
            f"  {level:<8}{c['median_s']:>15.3f}{c['p90_s']:>8.3f}{c['max_s']:>8.3f}"
            f"{p['median_s']:>16.3f}{p['p90_s']:>8.3f}{p['max_s']:>8.3f}"
        )
    print("AI turns on the real play page (includes the 0.35 s minimum pace; sliced thinking)")
    for level, page in results["page"].items():
        print(
            f"  {level:<8} turn median {page['turn_median_s']:.2f} s, "
            f"max {page['turn_max_s']:.2f} s, longest main-thread block "
            f"{page['longest_block_ms']:.0f} ms over {page['turns']} turns"
        )
    redraw = results["redraw"]
    print(
        f"Whole redraw on the play page, after {redraw['plies']} plies at the most players: "
        f"first {redraw['first_ms']:.1f} ms, median {redraw['median_ms']:.1f} ms, "
        f"max {redraw['max_ms']:.1f} ms "
        f"({redraw['times']} redraws)"
    )
    motion = results["motion"]
    if motion is not None:
        print(
            f"Moves shown in motion ({motion['moves_in_motion']} late moves): longest task while "
            f"one ran {motion['longest_task_ms']:.0f} ms (after the first motion "
            f"{motion['longest_after_first_ms']:.0f} ms), {motion['frames_per_s']:.0f} frames/s; "
            f"the move itself (played, saved, page redrawn) at most "
            f"{motion['longest_move_ms']:.0f} ms (after the first "
            f"{motion['longest_move_after_first_ms']:.0f} ms)"
        )


if __name__ == "__main__":
    main()
