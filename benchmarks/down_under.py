"""Down Under: engine speed, AI move time per level, and win rates in games of two.

Run from the repository root::

    .venv/bin/python -m benchmarks.down_under                   # 100 games per pairing
    .venv/bin/python -m benchmarks.down_under --games 20 --pairings hard-greedy
    .venv/bin/python -m benchmarks.down_under --json > down_under.json

Engine speed (``benchmarks.measure``): random legal play to the end of the
game through ``apply_unchecked`` (the search path) and the checked
``apply``, in CPU seconds, for two and four players and the two-paths
variant.

Move time: every level decides in the same positions, taken every third
ply of seeded games between greedy players, with two and with four players
(CPU seconds, so other work on the machine skews them less).

Win rates: ``benchmarks.ai_strength``'s match runner (two players by
default, one seeded random opening ply per player, colours alternating, a
pool of worker processes); its move times cover every decision of those games.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from benchmarks import measure
from benchmarks.ai_strength import add_match_arguments, match_plan, match_report, print_benchmark
from benchmarks.workloads import positions

GAME_ID = "down-under"
DEFAULT_PAIRINGS = "hard-greedy,normal-greedy,hard-normal,easy-random,greedy-easy"
LEVELS = ("easy", "normal", "hard", "greedy")
SETUPS = {
    "2 players": measure.Setup(GAME_ID, 2),
    "4 players": measure.Setup(GAME_ID, 4),
    "2 players, two paths": measure.Setup(GAME_ID, 2, {"two_paths": "both"}),
}
#: Player counts whose positions the levels decide in.
POSITION_PLAYERS = (2, 4)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=200, help="random games per setup")
    parser.add_argument("--positions", type=int, default=40, help="positions per player count")
    add_match_arguments(parser, games=100, pairings=DEFAULT_PAIRINGS, opening=1)
    args = parser.parse_args(argv)
    plan = match_plan(parser, GAME_ID, args, {})
    report: dict[str, Any] = {"playouts": measure.playout_speed(SETUPS, args.playouts)}
    report["positions"] = {
        f"{players} players": measure.move_times(
            GAME_ID, positions(GAME_ID, args.positions, spacing=3, players=players), LEVELS
        )
        for players in POSITION_PLAYERS
    }
    report["matches"] = match_report(plan, args.workers)
    print_benchmark(report, args.json, print_measurements)


def print_measurements(report: dict[str, Any]) -> None:
    """Print engine speed and per-position move times."""
    measure.print_playouts(report["playouts"], "random playouts, CPU time")
    for players, table in report["positions"].items():
        title = f"\nCPU seconds per decision, {players}, same positions (every third greedy ply)"
        measure.print_move_times(table, title)


if __name__ == "__main__":
    main()
