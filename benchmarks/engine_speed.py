"""Engine speed: random playouts per second for every registered game, in this Python.

Run from the repository root::

    .venv/bin/python -m benchmarks.engine_speed            # 100 games per game
    .venv/bin/python -m benchmarks.engine_speed --games 20 --json

Each playout picks uniformly among ``legal_actions()`` with a seeded
generator and applies the action through ``apply_unchecked`` (the search
path) and, in a second pass over the same games, through the checked
``apply`` (the path a person's move takes). Times are CPU seconds of this
process, so other work on the machine does not skew them.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Sequence

from pygames import list_games
from pygames.core import Game


def playouts(game: Game, games: int, checked: bool) -> dict[str, float]:
    """Play ``games`` random games; return plies, games and CPU seconds."""
    plies = 0
    start = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        state = game.new_game(seed=seed)
        while not state.is_over():
            action = rng.choice(state.legal_actions())
            state = state.apply(action) if checked else state.apply_unchecked(action)
            plies += 1
    seconds = time.process_time() - start
    return {
        "games": games,
        "plies": plies,
        "seconds": seconds,
        "plies_per_second": plies / seconds,
        "games_per_second": games / seconds,
    }


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per game")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    args = parser.parse_args(argv)
    report = {
        game.id: {
            "unchecked": playouts(game, args.games, checked=False),
            "checked": playouts(game, args.games, checked=True),
        }
        for game in list_games()
    }
    if args.json:
        print(json.dumps({"python": sys.version.split()[0], "games": report}, indent=2))
        return
    print(f"random playouts on Python {sys.version.split()[0]}, CPU time")
    print(f"{'game':14} {'path':10} {'games':>6} {'plies/game':>11} {'plies/s':>9} {'games/s':>8}")
    for game_id, paths in report.items():
        for path, row in paths.items():
            print(
                f"{game_id:14} {path:10} {row['games']:6.0f} {row['plies'] / row['games']:11.1f}"
                f" {row['plies_per_second']:9.0f} {row['games_per_second']:8.2f}"
            )


if __name__ == "__main__":
    main()
