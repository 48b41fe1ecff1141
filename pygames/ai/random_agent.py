"""The baseline: a uniformly random legal action."""

from __future__ import annotations

from pygames.ai.agent import Agent, Thinking, determinize, seeded_random
from pygames.core import View


class RandomAgent(Agent):
    """Plays any legal action with equal chance; the floor every level must beat."""

    def think(self, view: View) -> Thinking:
        """Return a uniformly random legal action (no search, so nothing to yield)."""
        yield from ()
        rng = seeded_random(self.seed, view)
        return rng.choice(determinize(view, rng).legal_actions())
