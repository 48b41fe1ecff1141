"""Down Under: engine speed, AI move time per level, and win rates in games of two.

Run from the repository root::

    .venv/bin/python -m benchmarks.down_under                   # 100 games per pairing
    .venv/bin/python -m benchmarks.down_under --games 20 --pairings hard-greedy
    .venv/bin/python -m benchmarks.down_under --json > down_under.json

Engine speed: random legal play to the end of the game through
``apply_unchecked`` (the search path) and the checked ``apply``, in CPU
seconds, for two and four players and the two-paths variant.

Move time: every level decides in the same positions, taken every third
ply of seeded games between greedy players, with two and with four players
(CPU seconds, so other work on the machine skews them less).

Win rates: the pairings are played by ``benchmarks.ai_strength``'s match
runner (two players, seeded random opening plies, colours alternating, a
pool of worker processes); its move times cover every decision of those games.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence
from typing import Any

from benchmarks.ai_strength import print_report as print_matches
from benchmarks.ai_strength import run_matches, summary
from pygames import get_game
from pygames.ai import choose, make_agent
from pygames.core import State

GAME_ID = "down-under"
DEFAULT_PAIRINGS = "hard-greedy,normal-greedy,hard-normal,easy-random,greedy-easy"
LEVELS = ("easy", "normal", "hard", "greedy")
#: name -> (players, options)
SETUPS: dict[str, tuple[int, dict[str, Any]]] = {
    "2 players": (2, {}),
    "4 players": (4, {}),
    "2 players, two paths": (2, {"two_paths": "both"}),
}


def playouts(players: int, options: dict[str, Any], games: int, checked: bool) -> dict[str, float]:
    """Play ``games`` random games; return plies per game, plies and games per CPU second."""
    game = get_game(GAME_ID)
    plies = 0
    start = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_game(players=players, seed=seed, options=options)
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


def positions(players: int, count: int) -> list[State]:
    """Every third position of seeded games between greedy players, ``count`` in all."""
    found: list[State] = []
    seed = 0
    while len(found) < count:
        state = get_game(GAME_ID).new_game(players=players, seed=seed)
        while not state.is_over() and len(found) < count:
            player = state.current_player
            assert player is not None
            if len(state.actions()) % 3 == 0:
                found.append(state)
            agent = make_agent(GAME_ID, "greedy", seed=len(state.actions()))
            state = state.apply(choose(agent, state.view(player)))
        seed += 1
    return found


def move_times(states: Sequence[State], level: str) -> dict[str, float]:
    """CPU seconds a ``level`` agent takes to decide in each of ``states``."""
    seconds = []
    for index, state in enumerate(states):
        player = state.current_player
        assert player is not None
        agent = make_agent(GAME_ID, level, seed=index)
        start = time.process_time()
        choose(agent, state.view(player))
        seconds.append(time.process_time() - start)
    return summary(seconds)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per pairing")
    parser.add_argument("--pairings", default=DEFAULT_PAIRINGS, help="comma-separated A-B")
    parser.add_argument("--opening", type=int, default=1, help="random plies per side first")
    parser.add_argument("--playouts", type=int, default=200, help="random games per setup")
    parser.add_argument("--positions", type=int, default=40, help="positions per player count")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    args = parser.parse_args(argv)
    report: dict[str, Any] = {"game": GAME_ID, "python": sys.version.split()[0]}
    report["playouts"] = {
        name: {
            "unchecked": playouts(players, options, args.playouts, checked=False),
            "checked": playouts(players, options, args.playouts, checked=True),
        }
        for name, (players, options) in SETUPS.items()
    }
    report["positions"] = {}
    for players in (2, 4):
        states = positions(players, args.positions)
        report["positions"][f"{players} players"] = {
            level: move_times(states, level) for level in LEVELS
        }
    pairings = [p for p in args.pairings.split(",") if p]
    start = time.perf_counter()
    report["matches"], report["move_time"] = run_matches(
        GAME_ID, pairings, args.games, args.opening, args.workers
    )
    report["match_seconds"] = time.perf_counter() - start
    report["opening_plies_each"] = args.opening
    report["workers"] = args.workers
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)


def print_report(report: dict[str, Any]) -> None:
    """Print engine speed and per-position move times, then the match tables."""
    print(f"random playouts on CPython {report['python']}, CPU time")
    print(f"{'setup':22} {'path':10} {'games':>6} {'plies/game':>11} {'plies/s':>9} {'games/s':>8}")
    for name, paths in report["playouts"].items():
        for path, row in paths.items():
            print(
                f"{name:22} {path:10} {row['games']:6d} {row['plies_per_game']:11.1f}"
                f" {row['plies_per_second']:9.0f} {row['games_per_second']:8.1f}"
            )
    print("\nCPU seconds per decision in the same positions (every third ply of greedy games)")
    print(f"{'players':10} {'level':8} {'moves':>6} {'median':>8} {'p90':>8} {'max':>8}")
    for players, levels in report["positions"].items():
        for level, row in levels.items():
            figures = " ".join(f"{row[key]:8.3f}" for key in ("median", "p90", "max"))
            print(f"{players:10} {level:8} {row['moves']:6d} {figures}")
    print()
    print_matches(report)


if __name__ == "__main__":
    main()
