"""What a game tells the shared search about itself: evaluation, ordering, keys.

The search machinery (greedy, alpha-beta) knows nothing of any game; a
game's ``ai`` module provides an object with these three methods. Games
without one get ``ScoreKnowledge``, which reads only the public contract.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Protocol

from pygames.core import Action, Outcome, State

#: The value of a won game; evaluations must stay well inside ``(-WIN, WIN)``.
WIN = 1_000_000.0


class Knowledge(Protocol):
    """A game's hooks for the shared agents."""

    def evaluate(self, state: State, player: int) -> float:
        """Return how good a game still in progress looks for ``player`` (higher is better)."""
        ...

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Return ``actions`` with the most promising first (stably: ties keep their order)."""
        ...

    def key(self, state: State) -> Hashable:
        """Return a hashable value equal for states that play on identically."""
        ...


def relative(values: Sequence[float], player: int, blend: float = 1.0) -> float:
    """``player``'s value less their rivals': the best rival's or, with ``blend`` below 1,
    that much of the best rival's and the rest of the average rival's.

    Measuring against the best rival alone plays to win rather than to score; a blend
    also keeps an eye on the others (Australia's evaluation, where everyone scores
    the projects everyone completes). Without rivals, the value itself.

    >>> relative([5, 9, 7], 0), relative([5, 9, 7], 0, blend=0.5), relative([5], 0)
    (-4.0, -3.5, 5.0)
    """
    others = [value for index, value in enumerate(values) if index != player]
    if not others:
        return float(values[player])
    if blend == 1.0:
        return float(values[player] - max(others))
    rivals = blend * max(others)
    rivals += (1 - blend) * sum(others) / len(others)
    return values[player] - rivals


def outcome_value(outcome: Outcome, player: int) -> float:
    """Score a finished game for ``player``: ``WIN`` alone on top, 0 when shared, else ``-WIN``."""
    if player not in outcome.winners:
        return -WIN
    return WIN if len(outcome.winners) == 1 else 0.0


class ScoreKnowledge:
    """The fallback for games without their own AI module: points ahead of the best rival."""

    def evaluate(self, state: State, player: int) -> float:
        """Return ``player``'s score minus the best other player's score."""
        return relative([score.total for score in state.scores()], player)

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Keep the game's own order: without knowledge there is nothing better."""
        return list(actions)

    def key(self, state: State) -> Hashable:
        """Key by the moves played, which never merges different states."""
        return tuple(str(action) for action in state.actions())
