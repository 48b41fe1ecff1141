"""Workloads measured the same way in CPython and in Pyodide (browser_engine.py runs both).

Plain Python on the public surface only (stdlib and ``pygames``, nothing from
``benchmarks``), so the identical file runs in both interpreters and the
figures are comparable side by side. The CPython-only benchmarks build on the
same pieces (``benchmarks.measure``, ``benchmarks.ai_strength``), so a random
playout or a timed decision means the same thing everywhere.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence

import pygames
from pygames.ai import choose
from pygames.core import State
from pygames.games.levels import make_agent


def play_randomly(
    state: State, rng: random.Random, *, checked: bool = True, limit: int | None = None
) -> State:
    """Play uniformly random legal actions until the game ends (or ``limit`` plies).

    ``checked`` goes through ``apply``, the path a person's move takes;
    otherwise ``apply_unchecked``, the path search takes.
    """
    plies = 0
    while not state.is_over() and (limit is None or plies < limit):
        action = rng.choice(state.legal_actions())
        state = state.apply(action) if checked else state.apply_unchecked(action)
        plies += 1
    return state


def playouts(game_id: str, seconds: float) -> dict[str, float]:
    """Random legal play to each game's end for about ``seconds``: plies and games per second."""
    game = pygames.get_game(game_id)
    rng = random.Random(0)
    plies = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        plies += len(play_randomly(game.new_game(seed=games), rng).actions())
        games += 1
    elapsed = time.perf_counter() - started
    return {"plies_per_s": plies / elapsed, "games_per_s": games / elapsed, "games": games}


def positions(
    game_id: str,
    count: int,
    *,
    spacing: int = 12,
    level: str = "greedy",
    players: int | None = None,
    options: Mapping[str, object] | None = None,
) -> list[State]:
    """Every ``spacing``-th position of seeded games between ``level`` players, ``count`` in all,
    each different from the others (greedy Offboard players push a marble back and forth, and
    9 of 12 positions were one position timed nine times).

    Game seeds count up from 0 and each seat keeps one agent for the whole
    game (seeded from the game seed and the seat), so the same arguments give
    the same positions in every interpreter.
    """
    game = pygames.get_game(game_id)
    found: list[State] = []
    shown: set[str] = set()  # the positions' pictures: a turn counter alone makes no new one
    seed = 0
    while len(found) < count:
        state = game.new_game(players=players, seed=seed, options=options)
        seats = range(state.players)
        agents = [make_agent(game_id, level, seed * state.players + seat) for seat in seats]
        ply = 0
        while not state.is_over() and len(found) < count:
            if ply % spacing == 0 and str(state) not in shown:
                found.append(state)
                shown.add(str(state))
            player = state.current_player
            assert player is not None
            state = state.apply(choose(agents[player], state.view(player)))
            ply += 1
        seed += 1
    return found


def decision_seconds(
    game_id: str,
    level: str,
    states: Sequence[State],
    clock: Callable[[], float] = time.perf_counter,
) -> list[float]:
    """Seconds, by ``clock``, that a ``level`` agent takes to decide in each of ``states``.

    Each position gets a fresh agent (seeded by its index), so no planner
    carries over from an earlier decision: the figures are what a first
    decision costs.
    """
    seconds = []
    for index, state in enumerate(states):
        player = state.current_player
        assert player is not None
        agent = make_agent(game_id, level, seed=index)
        started = clock()
        choose(agent, state.view(player))
        seconds.append(clock() - started)
    return seconds


def summary(seconds: Sequence[float]) -> dict[str, float]:
    """Count, median, 90th percentile (nearest rank) and maximum of some durations."""
    ordered = sorted(seconds) or [0.0]
    return {
        "moves": len(seconds),
        "median": statistics.median(ordered),
        "p90": ordered[math.ceil(9 * len(ordered) / 10) - 1],
        "max": ordered[-1],
    }


def move_times(game_id: str, level: str, states: Sequence[State]) -> dict[str, float]:
    """Wall seconds an agent of ``level`` takes per move over the given positions."""
    times = summary(decision_seconds(game_id, level, states))
    return {
        "median_s": times["median"],
        "p90_s": times["p90"],
        "max_s": times["max"],
        "moves": times["moves"],
    }


def run_all(game_id: str, levels: Sequence[str], seconds: float, count: int) -> dict[str, object]:
    """Every workload for one game, as a JSON-ready dict."""
    states = positions(game_id, count)
    return {
        "playouts": playouts(game_id, seconds),
        "ai": {level: move_times(game_id, level, states) for level in levels},
    }
