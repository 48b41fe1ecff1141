"""One-ply lookahead: the action whose successor the game's evaluation likes best."""

from __future__ import annotations

from pygames.ai.agent import Agent, Thinking, determinize, seeded_random
from pygames.ai.knowledge import Knowledge, outcome_value
from pygames.core import Action, View


class Greedy(Agent):
    """Evaluates every successor from the mover's side and plays the best.

    ``noise`` adds a uniform random amount in ``[0, noise)`` to each value, in
    the evaluation's units: the easy levels use it to make human-looking
    mistakes that grow with the noise. Ties are broken by the seeded generator.
    """

    def __init__(self, knowledge: Knowledge, seed: int, noise: float = 0.0) -> None:
        super().__init__(seed)
        self.knowledge = knowledge
        self.noise = noise

    def think(self, view: View) -> Thinking:
        """Score each legal action by its successor; return one of the best."""
        rng = seeded_random(self.seed, view)
        state = determinize(view, rng)
        player = view.player
        best: list[Action] = []
        best_value = float("-inf")
        for action in state.legal_actions():
            successor = state.apply_unchecked(action)
            outcome = successor.outcome()
            if outcome is None:
                value = self.knowledge.evaluate(successor, player)
            else:
                value = outcome_value(outcome, player)
            value += self.noise * rng.random()
            if value > best_value:
                best, best_value = [action], value
            elif value == best_value:
                best.append(action)
            # One successor per step: an Offboard evaluation costs microseconds, an
            # Outback one plans a whole turn (milliseconds), and a yield costs next to nothing.
            yield
        return rng.choice(best)
