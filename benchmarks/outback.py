"""Outback: engine speed, AI move time per level, and win rates in games of four.

Run from the repository root::

    .venv/bin/python -m benchmarks.outback                        # 200 games per pairing
    .venv/bin/python -m benchmarks.outback --games 40 --pairings hard-greedy
    .venv/bin/python -m benchmarks.outback --json > outback.json

Engine speed: random legal play to the end of the game through
``apply_unchecked`` (the search path) and the checked ``apply``, in CPU
seconds, for the base game and Outback Plus with two and four players.

Move time: every level decides in the same positions, every third action
of seeded four-player games between hard players (CPU seconds, so other
work on the machine skews them less). Each level gets a fresh agent per
position, so no planner is reused from an earlier decision: the figures are
what a first decision in a turn costs. The dice tables every agent shares
are built once per process, before the first decision; their cost is shown
on its own.

Win rates: in each game of a pairing ``A-B`` one seat plays A and the other
``--players - 1`` play B; A's seat moves round the table from game to game
and every game has its own seed. A win shared in a tie counts as a share.
The games run in a pool of worker processes (two by default).
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

from benchmarks.ai_strength import summary
from pygames import get_game
from pygames.ai import choose, make_agent
from pygames.core import State
from pygames.games.outback.chances import rolls

GAME_ID = "outback"
DEFAULT_PAIRINGS = "hard-greedy"
LEVELS = ("easy", "normal", "hard", "greedy")
#: name -> (players, options)
SETUPS: dict[str, tuple[int, dict[str, Any]]] = {
    "base, 2 players": (2, {}),
    "base, 4 players": (4, {}),
    "Plus, 4 players": (4, {"variant": "plus"}),
}


def playouts(players: int, options: dict[str, Any], games: int, checked: bool) -> dict[str, float]:
    """Play ``games`` random games; return actions per game, actions and games per CPU second."""
    game = get_game(GAME_ID)
    actions = 0
    start = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_game(players=players, seed=seed, options=options)
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            state = state.apply(action) if checked else state.apply_unchecked(action)
            actions += 1
    seconds = time.process_time() - start
    return {
        "games": games,
        "actions_per_game": actions / games,
        "actions_per_second": actions / seconds,
        "games_per_second": games / seconds,
    }


def positions(count: int, options: dict[str, Any]) -> list[State]:
    """Every third position of seeded four-player games between hard players."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = get_game(GAME_ID).new_game(players=4, seed=seed, options=options)
        agents = [make_agent(GAME_ID, "hard", seed=seat) for seat in range(4)]
        while not state.is_over() and len(found) < count:
            player = state.current_player
            assert player is not None
            if len(state.actions()) % 3 == 0:
                found.append(state)
            state = state.apply(choose(agents[player], state.view(player)))
        seed += 1
    return found


def move_times(states: Sequence[State], level: str) -> dict[str, float]:
    """CPU seconds a fresh ``level`` agent takes to decide in each of ``states``."""
    seconds = []
    for index, state in enumerate(states):
        player = state.current_player
        assert player is not None
        agent = make_agent(GAME_ID, level, seed=index)
        start = time.process_time()
        choose(agent, state.view(player))
        seconds.append(time.process_time() - start)
    return summary(seconds)


@dataclass(frozen=True)
class Task:
    """One game of a pairing: the level in the one seat, the level in the others."""

    first: str
    others: str
    index: int
    players: int
    options: tuple[tuple[str, Any], ...]


def play(task: Task) -> dict[str, Any]:
    """Play one game; return the first level's share of the win, scores and move times."""
    seed = 7000 + task.index
    state = get_game(GAME_ID).new_game(players=task.players, seed=seed, options=dict(task.options))
    seat = task.index % task.players
    levels = [task.first if player == seat else task.others for player in range(task.players)]
    agents = [make_agent(GAME_ID, level, seed * 8 + p) for p, level in enumerate(levels)]
    times: dict[str, list[float]] = {task.first: [], task.others: []}
    while not state.is_over():
        player = state.current_player
        assert player is not None
        start = time.process_time()
        action = choose(agents[player], state.view(player))
        times[levels[player]].append(time.process_time() - start)
        state = state.apply(action)
    winners = state.winners()
    scores = [score.total for score in state.scores()]
    return {
        "pairing": f"{task.first}-{task.others}",
        "share": (seat in winners) / len(winners),
        "won_alone": winners == (seat,),
        "first_score": scores[seat],
        "others_score": statistics.mean(s for p, s in enumerate(scores) if p != seat),
        "actions": len(state.actions()),
        "times": times,
    }


def run_matches(
    pairings: Sequence[str], games: int, players: int, options: dict[str, Any], workers: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Play each pairing ``games`` times in a worker pool; return pairing and level tables."""
    tasks = []
    for pairing in pairings:
        first, others = pairing.split("-")
        frozen = tuple(sorted(options.items()))
        tasks += [Task(first, others, index, players, frozen) for index in range(games)]
    results = []
    with Pool(workers) as pool:
        for done, result in enumerate(pool.imap_unordered(play, tasks), start=1):
            results.append(result)
            print(
                f"{done}/{len(tasks)} {result['pairing']}: share {result['share']:.2f},"
                f" score {result['first_score']} vs {result['others_score']:.1f}",
                file=sys.stderr,
            )
    matches = {}
    for pairing in pairings:
        rows = [r for r in results if r["pairing"] == pairing]
        wins = sum(r["share"] for r in rows)
        matches[pairing] = {
            "games": len(rows),
            "wins": wins,
            "won_alone": sum(r["won_alone"] for r in rows),
            "win_rate": wins / len(rows),
            "fair_share": 1 / players,
            "first_mean_score": statistics.mean(r["first_score"] for r in rows),
            "others_mean_score": statistics.mean(r["others_score"] for r in rows),
            "average_actions": statistics.mean(r["actions"] for r in rows),
        }
    seconds: dict[str, list[float]] = {}
    for result in results:
        for level, times in result["times"].items():
            seconds.setdefault(level, []).extend(times)
    return matches, {level: summary(times) for level, times in sorted(seconds.items())}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS, help="comma-separated A-B")
    parser.add_argument("--players", type=int, default=4, help="players per match game")
    parser.add_argument("--variant", default="base", choices=("base", "plus"))
    parser.add_argument("--playouts", type=int, default=100, help="random games per setup")
    parser.add_argument("--positions", type=int, default=60, help="positions for move times")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    args = parser.parse_args(argv)
    options = {"variant": args.variant}
    report: dict[str, Any] = {"game": GAME_ID, "python": sys.version.split()[0]}
    report["playouts"] = {
        name: {
            "unchecked": playouts(players, setup, args.playouts, checked=False),
            "checked": playouts(players, setup, args.playouts, checked=True),
        }
        for name, (players, setup) in SETUPS.items()
    }
    start = time.process_time()
    for dice in (6, 7):
        rolls(dice)
    report["dice_tables_seconds"] = time.process_time() - start
    states = positions(args.positions, options)
    report["positions"] = {level: move_times(states, level) for level in LEVELS}
    pairings = [p for p in args.pairings.split(",") if p]
    start = time.perf_counter()
    report["matches"], report["move_time"] = run_matches(
        pairings, args.games, args.players, options, args.workers
    )
    report["match_seconds"] = time.perf_counter() - start
    report["players"] = args.players
    report["variant"] = args.variant
    report["workers"] = args.workers
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


def print_report(report: dict[str, Any]) -> None:
    """Print engine speed, per-position move times and the match tables."""
    print(f"random playouts on CPython {report['python']}, CPU time")
    print(f"{'setup':18} {'path':10} {'games':>6} {'acts/game':>10} {'acts/s':>8} {'games/s':>8}")
    for name, paths in report["playouts"].items():
        for path, row in paths.items():
            print(
                f"{name:18} {path:10} {row['games']:6d} {row['actions_per_game']:10.1f}"
                f" {row['actions_per_second']:8.0f} {row['games_per_second']:8.1f}"
            )
    print(f"\ndice tables for 6 and 7 dice, built once: {report['dice_tables_seconds']:.3f} s")
    print(f"CPU seconds per decision, fresh agent, {report['variant']} game positions")
    print(f"{'level':8} {'moves':>6} {'median':>8} {'p90':>8} {'max':>8}")
    for level, row in report["positions"].items():
        figures = " ".join(f"{row[key]:8.3f}" for key in ("median", "p90", "max"))
        print(f"{level:8} {row['moves']:6d} {figures}")
    players = report["players"]
    print(
        f"\nmatches, {players} players, {report['variant']} game: A in one seat (moving round),"
        f" B in the other {players - 1}; fair share {1 / players:.0%}"
    )
    print(
        f"{'pairing':14} {'games':>5} {'wins':>6} {'alone':>5} {'win%':>6}"
        f" {'A score':>8} {'B score':>8} {'actions':>8}"
    )
    for pairing, row in report["matches"].items():
        print(
            f"{pairing:14} {row['games']:5d} {row['wins']:6.1f} {row['won_alone']:5d}"
            f" {100 * row['win_rate']:6.1f} {row['first_mean_score']:8.1f}"
            f" {row['others_mean_score']:8.1f} {row['average_actions']:8.1f}"
        )
    print("\nCPU seconds per decision, every move of those games (planners reused in a turn)")
    print(f"{'level':8} {'moves':>6} {'median':>8} {'p90':>8} {'max':>8}")
    for level, row in report["move_time"].items():
        figures = " ".join(f"{row[key]:8.3f}" for key in ("median", "p90", "max"))
        print(f"{level:8} {row['moves']:6d} {figures}")
    print(f"\nmatch wall time {report['match_seconds']:.0f} s on {report['workers']} workers")


if __name__ == "__main__":
    main()
