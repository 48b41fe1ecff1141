"""Measurements the per-game benchmarks share: engine speed and AI move time, in CPU seconds.

A benchmark names its setups (which game, how many players, which options)
and its positions; this module measures them the same way for every game and
prints the tables. CPU seconds of this process (``time.process_time``), so
other work on a busy machine skews the figures less than wall time would.
The building blocks come from ``benchmarks.workloads``, which also runs in
Pyodide, so a random playout or a timed decision means the same thing there.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from benchmarks.workloads import decision_seconds, play_randomly, summary
from pygames import get_game
from pygames.core import State


@dataclass(frozen=True)
class Setup:
    """A game as it is measured: the game, the player count (None: its default), the options."""

    game_id: str
    players: int | None = None
    options: Mapping[str, object] = field(default_factory=dict)


def playouts(setup: Setup, games: int, *, checked: bool) -> dict[str, float]:
    """Play ``games`` seeded random games of ``setup``; plies and games per CPU second.

    ``checked`` applies every action through ``apply`` (a person's move),
    otherwise through ``apply_unchecked`` (the search path).
    """
    game = get_game(setup.game_id)
    plies = 0
    start = time.process_time()
    for seed in range(games):
        state = game.new_game(players=setup.players, seed=seed, options=setup.options)
        plies += len(play_randomly(state, random.Random(seed), checked=checked).actions())
    seconds = time.process_time() - start
    return {
        "games": games,
        "plies": plies,
        "seconds": seconds,
        "plies_per_game": plies / games,
        "plies_per_second": plies / seconds,
        "games_per_second": games / seconds,
    }


def playout_speed(setups: Mapping[str, Setup], games: int) -> dict[str, dict[str, Any]]:
    """Both apply paths for every named setup: ``{name: {"unchecked": row, "checked": row}}``."""
    return {
        name: {
            "unchecked": playouts(setup, games, checked=False),
            "checked": playouts(setup, games, checked=True),
        }
        for name, setup in setups.items()
    }


def move_times(
    game_id: str, states: Sequence[State], levels: Sequence[str]
) -> dict[str, dict[str, float]]:
    """CPU seconds per decision of a fresh agent of each level, in the same ``states``."""
    return {
        level: summary(decision_seconds(game_id, level, states, time.process_time))
        for level in levels
    }


def print_playouts(table: Mapping[str, Mapping[str, Mapping[str, float]]], title: str) -> None:
    """Print ``playout_speed``'s table under ``title``."""
    width = max([5, *map(len, table)])
    print(title)
    print(
        f"{'setup':{width}} {'path':10} {'games':>6} {'plies/game':>11} {'plies/s':>9}"
        f" {'games/s':>8}"
    )
    for name, paths in table.items():
        for path, row in paths.items():
            print(
                f"{name:{width}} {path:10} {row['games']:6d} {row['plies_per_game']:11.1f}"
                f" {row['plies_per_second']:9.0f} {row['games_per_second']:8.2f}"
            )


def print_move_times(table: Mapping[str, Mapping[str, float]], title: str) -> None:
    """Print a table of ``{level: summary}`` under ``title``."""
    print(title)
    print(f"{'level':8} {'moves':>6} {'median':>8} {'p90':>8} {'max':>8}")
    for level, row in table.items():
        figures = " ".join(f"{row[key]:8.3f}" for key in ("median", "p90", "max"))
        print(f"{level:8} {row['moves']:6d} {figures}")
