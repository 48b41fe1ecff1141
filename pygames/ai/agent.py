"""The agent contract: decide from a view, deterministically, in resumable slices.

The browser runs Python on its main thread, so an agent must never compute
for long without giving control back. ``think`` is therefore a generator: it
``yield``s every few milliseconds of work and returns the chosen action as
its ``StopIteration`` value. A browser driver advances it for a ~30 ms slice
per animation frame; ``choose`` simply runs it to the end.

Budgets are counts (nodes, successors), never wall-clock time, so the same
seed and the same view give the same action on every machine, in CPython
and in Pyodide alike. The levels are calibrated so that the counts meet the
time targets.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Generator
from typing import TypeVar

from pygames.core import Action, Rng, State, View

#: What ``Agent.think`` returns: yields ``None`` now and then, returns the action.
Thinking = Generator[None, None, Action]
#: What a piece of work in steps comes to (``finished``).
T = TypeVar("T")


class Agent(ABC):
    """Chooses an action for the player whose view it is given."""

    def __init__(self, seed: int) -> None:
        self.seed = seed

    @abstractmethod
    def think(self, view: View) -> Thinking:
        """Yield regularly while deciding; return a legal action of ``view.player``."""


def choose(agent: Agent, view: View) -> Action:
    """Run ``agent.think`` to completion, as plain CPython code (tests, benchmarks) does.

    >>> from pygames import get_game
    >>> from pygames.ai import RandomAgent
    >>> state = get_game("offboard").new_game(seed=1)
    >>> choose(RandomAgent(seed=3), state.view(0)) in state.legal_actions()
    True
    """
    return finished(agent.think(view))


def finished(work: Generator[None, None, T]) -> T:
    """Run ``work`` in steps (an agent's thinking, a hint's route) to its end at once, and
    return what it comes to; a page runs such work in slices instead."""
    while True:
        try:
            next(work)
        except StopIteration as done:
            found: T = done.value
            return found


def seeded_random(seed: int, view: View) -> random.Random:
    """Return the generator an agent uses for one decision.

    It is seeded from the agent's seed and the moves that led to the view, so
    a decision depends on nothing else (not on earlier calls, not on the
    process's hash seed), and an agent still varies its choices from move to
    move. ``random.Random`` hashes a text seed with SHA-512, the same in
    CPython and Pyodide.
    """
    history = " ".join(str(action) for action in view.state.actions())
    return random.Random(f"{seed}|{view.player}|{history}")


def determinize(view: View, rng: random.Random) -> State:
    """Return a full state consistent with the view, drawn with the agent's generator."""
    return view.determinize(Rng.from_seed(rng.getrandbits(64)))


def search_root(seed: int, view: View) -> tuple[random.Random, State, list[Action]]:
    """What a search starts a decision from: its generator, a full state consistent with the
    view, and the legal actions shuffled (before a stable ordering, equal moves are then
    played in a seeded random order)."""
    rng = seeded_random(seed, view)
    state = determinize(view, rng)
    actions = list(state.legal_actions())
    rng.shuffle(actions)
    return rng, state, actions
