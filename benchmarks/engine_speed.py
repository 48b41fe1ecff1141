"""Engine speed: random playouts per second for every registered game, in this Python.

Run from the repository root::

    .venv/bin/python -m benchmarks.engine_speed            # 100 games per game
    .venv/bin/python -m benchmarks.engine_speed --games 20 --json
    .venv/bin/python -m benchmarks.engine_speed --games 0 --decisions 12 --game offboard

Each game is played with its default players and options
(``benchmarks.measure``): each playout picks uniformly among
``legal_actions()`` with a seeded generator and applies the action through
``apply_unchecked`` (the search path) and, in a second pass over the same
games, through the checked ``apply`` (the path a person's move takes).
Times are CPU seconds of this process, so other work on the machine does
not skew them. The per-game benchmarks measure more player counts and
variants the same way.

``--decisions N`` adds the move time of each search level (``--levels``) in the
same N positions per game (``workloads.positions``: every 12th ply of seeded
games between greedy players), a fresh agent per position, in CPU seconds:
run it on two commits, alternately, to compare a change to a search.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from benchmarks import measure
from benchmarks.workloads import positions
from pygames import list_games


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="random games per game")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument("--game", action="append", help="only this game (as often as needed)")
    parser.add_argument("--decisions", type=int, default=0, help="positions to time moves in")
    parser.add_argument("--levels", default="normal,hard", help="levels whose moves are timed")
    args = parser.parse_args(argv)
    games = args.game or [game.id for game in list_games()]
    setups = {game: measure.Setup(game) for game in games}
    report = measure.playout_speed(setups, args.games) if args.games else {}
    levels = args.levels.split(",")
    moves = {
        game: measure.move_times(game, positions(game, args.decisions), levels)
        for game in games
        if args.decisions
    }
    python = sys.version.split()[0]
    if args.json:
        print(json.dumps({"python": python, "games": report, "moves": moves}, indent=2))
        return
    if report:
        measure.print_playouts(report, f"random playouts on Python {python}, CPU time")
    for game, table in moves.items():
        title = f"{game}: a move in {args.decisions} positions, CPU seconds on Python {python}"
        measure.print_move_times(table, title)


if __name__ == "__main__":
    main()
