"""Engine speed: random playouts per second for every registered game, in this Python.

Run from the repository root::

    .venv/bin/python -m benchmarks.engine_speed            # 100 games per game
    .venv/bin/python -m benchmarks.engine_speed --games 20 --json

Each game is played with its default players and options
(``benchmarks.measure``): each playout picks uniformly among
``legal_actions()`` with a seeded generator and applies the action through
``apply_unchecked`` (the search path) and, in a second pass over the same
games, through the checked ``apply`` (the path a person's move takes).
Times are CPU seconds of this process, so other work on the machine does
not skew them. The per-game benchmarks measure more player counts and
variants the same way.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from benchmarks import measure
from pygames import list_games


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per game")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    setups = {game.id: measure.Setup(game.id) for game in list_games()}
    report = measure.playout_speed(setups, args.games)
    python = sys.version.split()[0]
    if args.json:
        print(json.dumps({"python": python, "games": report}, indent=2))
    else:
        measure.print_playouts(report, f"random playouts on Python {python}, CPU time")


if __name__ == "__main__":
    main()
