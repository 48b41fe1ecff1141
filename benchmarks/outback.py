"""Outback: engine speed, AI move time per level, and win rates in games of four.

Run from the repository root::

    .venv/bin/python -m benchmarks.outback                        # 200 games per pairing
    .venv/bin/python -m benchmarks.outback --games 40 --pairings hard-greedy
    .venv/bin/python -m benchmarks.outback --json > outback.json

Engine speed (``benchmarks.measure``): random legal play to the end of the
game through ``apply_unchecked`` (the search path) and the checked
``apply``, in CPU seconds, for the base game and Outback Plus with two and
four players.

Move time: every level decides in the same positions, every third action
of seeded four-player games between hard players (CPU seconds, so other
work on the machine skews them less). Each level gets a fresh agent per
position, so no planner is reused from an earlier decision: the figures are
what a first decision in a turn costs. The dice tables every agent shares
are built once per process, before the first decision; their cost is shown
on its own.

Win rates: ``benchmarks.ai_strength``'s match runner, by default with four
players and no random opening (the dice already make every game differ):
one seat plays A and the others B, A's seat moving round the table.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from typing import Any

from benchmarks import measure
from benchmarks.ai_strength import add_match_arguments, match_plan, match_report, print_benchmark
from benchmarks.workloads import positions
from pygames.games.outback.chances import rolls

GAME_ID = "outback"
LEVELS = ("easy", "normal", "hard", "greedy")
SETUPS = {
    "base, 2 players": measure.Setup(GAME_ID, 2),
    "base, 4 players": measure.Setup(GAME_ID, 4),
    "Plus, 4 players": measure.Setup(GAME_ID, 4, {"variant": "plus"}),
}


def dice_tables_seconds() -> float:
    """CPU seconds to build the dice tables for 6 and 7 dice, which every agent shares."""
    start = time.process_time()
    for dice in (6, 7):
        rolls(dice)
    return time.process_time() - start


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", default="base", choices=("base", "plus"))
    parser.add_argument("--playouts", type=int, default=100, help="random games per setup")
    parser.add_argument("--positions", type=int, default=60, help="positions for move times")
    add_match_arguments(parser, games=200, pairings="hard-greedy", opening=0, players=4)
    args = parser.parse_args(argv)
    options = {"variant": args.variant}
    plan = match_plan(parser, GAME_ID, args, options)
    report: dict[str, Any] = {"playouts": measure.playout_speed(SETUPS, args.playouts)}
    report["dice_tables_seconds"] = dice_tables_seconds()
    states = positions(GAME_ID, args.positions, spacing=3, level="hard", players=4, options=options)
    report["variant"] = args.variant
    report["positions"] = measure.move_times(GAME_ID, states, LEVELS)
    report["matches"] = match_report(plan, args.workers)
    print_benchmark(report, args.json, print_measurements)


def print_measurements(report: dict[str, Any]) -> None:
    """Print engine speed, the dice tables' cost and per-position move times."""
    measure.print_playouts(report["playouts"], "random playouts, CPU time")
    print(f"\ndice tables for 6 and 7 dice, built once: {report['dice_tables_seconds']:.3f} s")
    measure.print_move_times(
        report["positions"],
        f"CPU seconds per decision, fresh agent, {report['variant']} game positions",
    )


if __name__ == "__main__":
    main()
