"""Workloads measured the same way in CPython and in Pyodide (browser_engine.py runs both).

Plain Python on the public surface only, so the identical file runs in both
interpreters and the figures are comparable side by side.
"""

from __future__ import annotations

import random
import statistics
import time

import pygames
from pygames.ai import choose, make_agent


def playouts(game_id: str, seconds: float) -> dict[str, float]:
    """Random legal play to each game's end for about ``seconds``: plies and games per second."""
    game = pygames.get_game(game_id)
    rng = random.Random(0)
    plies = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_game(seed=games)
        while not state.is_over():
            actions = state.legal_actions()
            state = state.apply(actions[rng.randrange(len(actions))])
            plies += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {"plies_per_s": plies / elapsed, "games_per_s": games / elapsed, "games": games}


def positions(game_id: str, count: int, spacing: int = 12) -> list:
    """Positions from a seeded game between two greedy players, every ``spacing`` plies."""
    state = pygames.get_game(game_id).new_game(seed=11)
    found = []
    while not state.is_over() and len(found) < count:
        if len(state.actions()) % spacing == 0:
            found.append(state)
        agent = make_agent(game_id, "greedy", seed=len(state.actions()))
        state = state.apply(choose(agent, state.view(state.current_player)))
    return found


def move_times(game_id: str, level: str, states: list) -> dict[str, float]:
    """Seconds an agent of ``level`` takes per move over the given positions."""
    times = []
    for index, state in enumerate(states):
        agent = make_agent(game_id, level, seed=index)
        started = time.perf_counter()
        choose(agent, state.view(state.current_player))
        times.append(time.perf_counter() - started)
    times.sort()
    return {
        "median_s": statistics.median(times),
        "p90_s": times[int(0.9 * (len(times) - 1))],
        "max_s": times[-1],
        "moves": len(times),
    }


def run_all(game_id: str, levels: tuple[str, ...], seconds: float, count: int) -> dict:
    """Every workload for one game, as a JSON-ready dict."""
    states = positions(game_id, count)
    return {
        "playouts": playouts(game_id, seconds),
        "ai": {level: move_times(game_id, level, states) for level in levels},
    }
