"""AI strength and speed: move time per level, and win rates between levels.

Run from the repository root::

    .venv/bin/python -m benchmarks.ai_strength                 # 100 games per pairing
    .venv/bin/python -m benchmarks.ai_strength --games 20 --pairings hard-greedy,hard-random
    .venv/bin/python -m benchmarks.ai_strength --json > results.json

The matches run in a pool of worker processes (two by default, one per
core). Each game gets its own game seed and agent seeds, and opens with
``--opening`` seeded random plies per side, so games between deterministic
agents differ. Colours alternate: the first agent of a pairing is Red in
even-numbered games. Move times are the CPU seconds of every decision each
level made in those games (so other work on the machine does not skew them),
summarised per level over all pairings.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from typing import Any

from pygames import get_game
from pygames.ai import choose, make_agent
from pygames.core import State

DEFAULT_PAIRINGS = "hard-normal,hard-greedy,hard-random,normal-greedy,greedy-random,easy-random"


@dataclass(frozen=True)
class Task:
    """One game of a pairing: who plays, which seeds, how many random opening plies."""

    game_id: str
    first: str
    second: str
    index: int
    opening: int


def opening(game_id: str, seed: int, plies_each: int) -> State:
    """Start a game and play ``plies_each`` seeded random actions per player."""
    state = get_game(game_id).new_game(seed=seed)
    rng = random.Random(f"opening|{seed}")
    for _ in range(plies_each * state.players):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def play(task: Task) -> dict[str, Any]:
    """Play one game; return the first agent's result, plies and per-level move times."""
    seed = 1000 + task.index
    state = opening(task.game_id, seed, task.opening)
    first_seat = task.index % 2
    levels = {first_seat: task.first, 1 - first_seat: task.second}
    agents = {
        seat: make_agent(task.game_id, level, seed * 2 + seat) for seat, level in levels.items()
    }
    times: dict[str, list[float]] = {task.first: [], task.second: []}
    while not state.is_over():
        player = state.current_player
        assert player is not None
        start = time.process_time()
        action = choose(agents[player], state.view(player))
        times[levels[player]].append(time.process_time() - start)
        state = state.apply(action)
    winners = state.winners()
    if len(winners) != 1:
        result = "draw"
    else:
        result = "win" if winners[0] == first_seat else "loss"
    return {
        "pairing": f"{task.first}-{task.second}",
        "result": result,
        "plies": len(state.actions()),
        "scores": [score.total for score in state.scores()],
        "times": times,
    }


def summary(seconds: Sequence[float]) -> dict[str, float]:
    """Median, 90th percentile and maximum of a list of durations."""
    ordered = sorted(seconds) or [0.0]
    return {
        "moves": len(seconds),
        "median": statistics.median(ordered),
        "p90": ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))],
        "max": ordered[-1],
    }


def run_matches(
    game_id: str, pairings: Sequence[str], games: int, opening_plies: int, workers: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play each pairing ``games`` times in a worker pool; return pairing and level tables."""
    tasks = []
    for pairing in pairings:
        first, second = pairing.split("-")
        tasks += [Task(game_id, first, second, index, opening_plies) for index in range(games)]
    results = []
    with Pool(workers) as pool:
        for done, result in enumerate(pool.imap_unordered(play, tasks), start=1):
            results.append(result)
            print(
                f"{done}/{len(tasks)} {result['pairing']}: {result['result']}"
                f" in {result['plies']} plies, score {result['scores']}",
                file=sys.stderr,
            )
    matches = {}
    for pairing in pairings:
        rows = [r for r in results if r["pairing"] == pairing]
        counts = {key: sum(r["result"] == key for r in rows) for key in ("win", "draw", "loss")}
        matches[pairing] = {
            **counts,
            "games": len(rows),
            "win_rate": counts["win"] / len(rows),
            "average_plies": statistics.mean(r["plies"] for r in rows),
        }
    seconds: dict[str, list[float]] = {}
    for result in results:
        for level, times in result["times"].items():
            seconds.setdefault(level, []).extend(times)
    return matches, {level: summary(times) for level, times in sorted(seconds.items())}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="offboard")
    parser.add_argument("--games", type=int, default=100, help="games per pairing")
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS, help="comma-separated A-B")
    parser.add_argument("--opening", type=int, default=2, help="random plies per side first")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    args = parser.parse_args(argv)
    pairings = [p for p in args.pairings.split(",") if p]
    report: dict[str, object] = {"game": args.game, "python": sys.version.split()[0]}
    start = time.perf_counter()
    report["matches"], report["move_time"] = run_matches(
        args.game, pairings, args.games, args.opening, args.workers
    )
    report["match_seconds"] = time.perf_counter() - start
    report["opening_plies_each"] = args.opening
    report["workers"] = args.workers
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


def print_report(report: dict[str, Any]) -> None:
    """Print the report as two plain tables."""
    print(f"{report['game']} on CPython {report['python']}")
    print(
        f"\nmatches: each game opens with {report['opening_plies_each']} seeded random plies"
        " per side; colours alternate; W/D/L for the first agent"
    )
    print(f"{'pairing':16} {'games':>5} {'W':>4} {'D':>4} {'L':>4} {'win%':>6} {'plies':>6}")
    for pairing, row in report["matches"].items():
        print(
            f"{pairing:16} {row['games']:5d} {row['win']:4d} {row['draw']:4d} {row['loss']:4d}"
            f" {100 * row['win_rate']:6.1f} {row['average_plies']:6.1f}"
        )
    print("\nCPU seconds per decision, every move of those games")
    print(f"{'level':8} {'moves':>6} {'median':>8} {'p90':>8} {'max':>8}")
    for level, row in report["move_time"].items():
        figures = " ".join(f"{row[key]:8.3f}" for key in ("median", "p90", "max"))
        print(f"{level:8} {row['moves']:6d} {figures}")
    print(f"\nmatch wall time {report['match_seconds']:.0f} s on {report['workers']} workers")


if __name__ == "__main__":
    main()
