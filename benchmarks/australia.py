"""Australia: engine speed, AI move time per level, and win rates in games of three.

Run from the repository root::

    .venv/bin/python -m benchmarks.australia                  # 60 games per match-up
    .venv/bin/python -m benchmarks.australia --games 20 --matchups hard-greedy
    .venv/bin/python -m benchmarks.australia --json > australia.json

Engine speed: random legal play to the end of the game, through
``apply_unchecked`` (the search path) and the checked ``apply``, in CPU
seconds, for the simple and the full game.

Match-ups ``A-B`` put one A against ``--players - 1`` B's (default 3
players, full game). A's seat rotates from game to game; every game has its
own game seed and agent seeds. A win is a game A wins alone; a first place
shared with a B is counted apart. Move times are the CPU seconds of every
decision of every agent, per level, over all the games; the games run in a
pool of worker processes (two by default, one per core).
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

GAME_ID = "australia"
DEFAULT_MATCHUPS = "hard-greedy,normal-easy,easy-random"


def playouts(games: int, full: bool, checked: bool) -> dict[str, float]:
    """Play ``games`` random 3-player games; return plies, games and CPU seconds."""
    game = get_game(GAME_ID)
    plies = 0
    start = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_game(players=3, seed=seed, options={"full_game": full})
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            state = state.apply(action) if checked else state.apply_unchecked(action)
            plies += 1
    seconds = time.process_time() - start
    return {
        "games": games,
        "plies_per_game": plies / games,
        "plies_per_second": plies / seconds,
        "games_per_second": games / seconds,
    }


@dataclass(frozen=True)
class Task:
    """One game: the level under test, the level of everyone else, and the seeds."""

    hero: str
    field: str
    index: int
    players: int
    full: bool


def play(task: Task) -> dict[str, Any]:
    """Play one game; return the hero's result, the rounds and every decision's CPU time."""
    seed = 7000 + task.index
    state = get_game(GAME_ID).new_game(
        players=task.players, seed=seed, options={"full_game": task.full}
    )
    hero_seat = task.index % task.players
    levels = [task.hero if seat == hero_seat else task.field for seat in range(task.players)]
    agents = [make_agent(GAME_ID, level, seed * 10 + seat) for seat, level in enumerate(levels)]
    times: dict[str, list[float]] = {task.hero: [], task.field: []}
    while not state.is_over():
        player = state.current_player
        assert player is not None
        start = time.process_time()
        action = choose(agents[player], state.view(player))
        times[levels[player]].append(time.process_time() - start)
        state = state.apply(action)
    winners = state.winners()
    if hero_seat not in winners:
        result = "loss"
    else:
        result = "win" if len(winners) == 1 else "shared"
    return {
        "matchup": f"{task.hero}-{task.field}",
        "result": result,
        "rounds": state.round,
        "scores": [score.total for score in state.scores()],
        "hero_seat": hero_seat,
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
    matchups: Sequence[str], games: int, players: int, full: bool, workers: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play each match-up ``games`` times; return the match-up and move-time tables."""
    tasks = []
    for matchup in matchups:
        hero, field = matchup.split("-")
        tasks += [Task(hero, field, index, players, full) for index in range(games)]
    results = []
    with Pool(workers) as pool:
        for done, result in enumerate(pool.imap_unordered(play, tasks), start=1):
            results.append(result)
            print(
                f"{done}/{len(tasks)} {result['matchup']}: {result['result']} "
                f"(seat {result['hero_seat']}, scores {result['scores']})",
                file=sys.stderr,
            )
    table = {}
    for matchup in matchups:
        rows = [r for r in results if r["matchup"] == matchup]
        counts = {key: sum(r["result"] == key for r in rows) for key in ("win", "shared", "loss")}
        table[matchup] = {
            **counts,
            "games": len(rows),
            "win_rate": counts["win"] / len(rows),
            "average_rounds": statistics.mean(r["rounds"] for r in rows),
        }
    seconds: dict[str, list[float]] = {}
    for result in results:
        for level, times in result["times"].items():
            seconds.setdefault(level, []).extend(times)
    return table, {level: summary(times) for level, times in sorted(seconds.items())}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="games per match-up")
    parser.add_argument("--matchups", default=DEFAULT_MATCHUPS, help="comma-separated A-B")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--simple", action="store_true", help="the simple game (no windmill)")
    parser.add_argument("--playouts", type=int, default=40, help="random games for engine speed")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {"python": sys.version.split()[0], "players": args.players}
    report["playouts"] = {
        f"{'full' if full else 'simple'} {'checked' if checked else 'unchecked'}": playouts(
            args.playouts, full, checked
        )
        for full in (False, True)
        for checked in (False, True)
    }
    matchups = [m for m in args.matchups.split(",") if m]
    start = time.perf_counter()
    report["matchups"], report["move_time"] = run_matches(
        matchups, args.games, args.players, not args.simple, args.workers
    )
    report["game"] = "simple" if args.simple else "full"
    report["match_seconds"] = time.perf_counter() - start
    report["workers"] = args.workers
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


def print_report(report: dict[str, Any]) -> None:
    """Print the report as three plain tables."""
    print(f"Australia on CPython {report['python']}")
    print("\nrandom playouts, 3 players, CPU time")
    print(f"{'game / path':18} {'games':>6} {'plies/game':>11} {'plies/s':>9} {'games/s':>8}")
    for name, row in report["playouts"].items():
        print(
            f"{name:18} {row['games']:6d} {row['plies_per_game']:11.1f}"
            f" {row['plies_per_second']:9.0f} {row['games_per_second']:8.2f}"
        )
    print(
        f"\nmatch-ups, {report['game']} game: one A against {report['players'] - 1} B's,"
        " A's seat rotating; W = A alone first, S = first place shared"
    )
    print(f"{'A-B':16} {'games':>5} {'W':>4} {'S':>4} {'L':>4} {'win%':>6} {'rounds':>7}")
    for matchup, row in report["matchups"].items():
        print(
            f"{matchup:16} {row['games']:5d} {row['win']:4d} {row['shared']:4d} {row['loss']:4d}"
            f" {100 * row['win_rate']:6.1f} {row['average_rounds']:7.1f}"
        )
    print("\nCPU seconds per decision, every move of those games")
    print(f"{'level':8} {'moves':>6} {'median':>8} {'p90':>8} {'max':>8}")
    for level, row in report["move_time"].items():
        figures = " ".join(f"{row[key]:8.3f}" for key in ("median", "p90", "max"))
        print(f"{level:8} {row['moves']:6d} {figures}")
    print(f"\nmatch wall time {report['match_seconds']:.0f} s on {report['workers']} workers")


if __name__ == "__main__":
    main()
