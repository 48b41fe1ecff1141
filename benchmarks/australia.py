"""Australia: engine speed, and AI win rates and move times in games of three.

Run from the repository root::

    .venv/bin/python -m benchmarks.australia                  # 60 games per pairing
    .venv/bin/python -m benchmarks.australia --games 20 --pairings hard-greedy
    .venv/bin/python -m benchmarks.australia --json > australia.json

Engine speed (``benchmarks.measure``): random legal three-player games to
the end, through ``apply_unchecked`` (the search path) and the checked
``apply``, in CPU seconds, for the simple and the full game.

Win rates and move times: ``benchmarks.ai_strength``'s match runner, by
default with three players, the full game (``--simple`` for the simple one)
and no random opening (the drafts already make every game differ): one A
against the B's, A's seat moving round the table; a first place shared with
a B is counted apart from a win alone.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from benchmarks import measure
from benchmarks.ai_strength import add_match_arguments, match_plan, match_report, print_benchmark

GAME_ID = "australia"
SETUPS = {
    "simple": measure.Setup(GAME_ID, 3, {"full_game": False}),
    "full": measure.Setup(GAME_ID, 3, {"full_game": True}),
}


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--simple", action="store_true", help="the simple game (no windmill)")
    parser.add_argument("--playouts", type=int, default=40, help="random games per setup")
    add_match_arguments(
        parser, games=60, pairings="hard-greedy,normal-easy,easy-random", opening=0, players=3
    )
    args = parser.parse_args(argv)
    plan = match_plan(parser, GAME_ID, args, {"full_game": not args.simple})
    report: dict[str, Any] = {"playouts": measure.playout_speed(SETUPS, args.playouts)}
    report["matches"] = match_report(plan, args.workers)
    print_benchmark(report, args.json, print_measurements)


def print_measurements(report: dict[str, Any]) -> None:
    """Print engine speed."""
    measure.print_playouts(report["playouts"], "random playouts, 3 players, CPU time")


if __name__ == "__main__":
    main()
