"""One-ply lookahead: the action whose successor the game's evaluation likes best."""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import TypeVar

from pygames.ai.agent import Agent, Thinking, determinize, seeded_random
from pygames.ai.knowledge import Knowledge, outcome_value
from pygames.core import Action, View

T = TypeVar("T")


class Greedy(Agent):
    """Evaluates every successor from the mover's side and plays the best.

    ``noise`` adds a uniform random amount in ``[0, noise)`` to each value, in
    the evaluation's units: the easy levels use it to make human-looking
    mistakes that grow with the noise. With ``kind``, the choice is made in two
    steps: first a kind of action (``kind(action)``), by the best value of each
    kind plus such an amount, then an action of that kind, by its value plus an
    amount in ``[0, slip)``. Among many actions of one kind (Australia's twenty
    flights beside a few cards to play), the largest of their amounts won so
    often that an easy player flew turn after turn and never played a card.
    Ties are broken by the seeded generator.
    """

    def __init__(
        self,
        knowledge: Knowledge,
        seed: int,
        noise: float = 0.0,
        *,
        kind: Callable[[Action], Hashable] | None = None,
        slip: float = 0.0,
    ) -> None:
        super().__init__(seed)
        self.knowledge = knowledge
        self.noise = noise
        self.kind = kind
        self.slip = slip

    def think(self, view: View) -> Thinking:
        """Score each legal action by its successor; return one of the best."""
        rng = seeded_random(self.seed, view)
        state = determinize(view, rng)
        player = view.player
        scored: list[tuple[Action, float]] = []
        for action in state.legal_actions():
            successor = state.apply_unchecked(action)
            outcome = successor.outcome()
            if outcome is None:
                value = self.knowledge.evaluate(successor, player)
            else:
                value = outcome_value(outcome, player)
            scored.append((action, value))
            # One successor per step: an Offboard evaluation costs microseconds, an
            # Outback one plans a whole turn (milliseconds), and a yield costs next to nothing.
            yield
        spread = self.noise
        if self.kind is not None:
            scored, spread = self._of_one_kind(scored, rng), self.slip
        return _best([(action, value + spread * rng.random()) for action, value in scored], rng)

    def _of_one_kind(
        self, scored: list[tuple[Action, float]], rng: random.Random
    ) -> list[tuple[Action, float]]:
        """The actions of one kind: the kind whose best value, plus ``noise``, is highest."""
        assert self.kind is not None
        best: dict[Hashable, float] = {}
        for action, value in scored:
            group = self.kind(action)
            best[group] = max(best.get(group, value), value)
        chosen = _best(
            [(group, value + self.noise * rng.random()) for group, value in best.items()], rng
        )
        return [(action, value) for action, value in scored if self.kind(action) == chosen]


def _best(values: list[tuple[T, float]], rng: random.Random) -> T:
    """The item of highest value, ties broken by ``rng``."""
    top = max(value for _, value in values)
    return rng.choice([item for item, value in values if value == top])
