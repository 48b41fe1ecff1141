"""The player against the rest: games of three or four seen by the two-player search.

The shared alpha-beta is a negamax for two players: it negates a value
whenever the turn passes to someone else, so with three or four players a
position would be scored from the side of whoever happens to move at the
leaf. Seen through ``Paranoid``, a game has two sides, the player deciding
(side 0) and all the others together (side 1), assumed to play against
them: the "paranoid" reduction (Sturtevant and Korf, 2000). Rivals moving
one after another are one side moving on, so negamax is sound again and
spends no depth on them.

Any game's AI may use it: Down Under's searches games of three and four this way.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace

from pygames.ai.knowledge import Knowledge
from pygames.core import Action, Outcome, Rng, Say, Score, State, View


@dataclass(frozen=True, slots=True, kw_only=True)
class Paranoid(State):
    """A state of the real game with its players folded into ``root`` and the rest."""

    inner: State
    root: int

    @classmethod
    def of(cls, inner: State, root: int) -> Paranoid:
        """Wrap ``inner`` for the search of player ``root``."""
        return cls(
            game=inner.game,
            players=2,
            options=inner.options,
            seed=inner.seed,
            rng=inner.rng,
            inner=inner,
            root=root,
        )

    @property
    def current_player(self) -> int | None:
        player = self.inner.current_player
        return None if player is None else int(player != self.root)

    def _legal_actions(self) -> tuple[Action, ...]:
        return self.inner.legal_actions()

    def _apply(self, action: Action) -> Paranoid:
        return replace(self, inner=self.inner.apply_unchecked(action))

    def _outcome(self) -> Outcome | None:
        outcome = self.inner.outcome()
        if outcome is None:
            return None
        sides = sorted({int(player != self.root) for player in outcome.winners})
        return Outcome(tuple(sides), outcome.reason)

    def _scores(self) -> tuple[Score, ...]:
        scores = self.inner.scores()
        rivals = [score for player, score in enumerate(scores) if player != self.root]
        return scores[self.root], max(rivals, key=lambda score: score.total)

    # The real game's modules know only its own states: ask the wrapped one.

    def _explain_illegal(self, action: Action) -> Say:
        return self.inner.game.explain(self.inner, action)

    def _describe(self, action: Action) -> Say:
        return self.inner.describe(action)

    def _view(self, player: int) -> View:
        """The folded position itself: a search reads it, and no player sees it."""
        return View(player, self)

    def __str__(self) -> str:
        return f"{self.inner}\n(searched for player {self.root + 1} against the rest)"


@dataclass(frozen=True, slots=True)
class ParanoidView(View):
    """A player's view whose full state comes folded (``player`` against the rest)."""

    def determinize(self, rng: Rng) -> State:
        """Fill in what the player cannot see, then fold the players into two sides."""
        return Paranoid.of(self.state.view(self.player).determinize(rng), self.player)


class ParanoidKnowledge:
    """A game's knowledge, read from the side of one root player against everyone else."""

    def __init__(self, knowledge: Knowledge, root: int) -> None:
        self.knowledge = knowledge
        self.root = root

    def evaluate(self, state: State, player: int) -> float:
        """The root's evaluation for side 0, its negation for the rest."""
        assert isinstance(state, Paranoid)
        value = self.knowledge.evaluate(state.inner, self.root)
        return value if player == 0 else -value

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """The game's own ordering."""
        assert isinstance(state, Paranoid)
        return self.knowledge.order(state.inner, actions)

    def key(self, state: State) -> Hashable:
        """The game's own key (the root is the same throughout one search)."""
        assert isinstance(state, Paranoid)
        return self.knowledge.key(state.inner)
