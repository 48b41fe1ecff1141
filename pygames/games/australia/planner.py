"""Turn planning: a beam search over the rest of one's own turn, for any number of players.

A reusable agent on the shared contract (it reads nothing of Australia),
kept with Australia until a second game needs it; then it belongs in
``pygames.ai``. It suits games whose turn is several actions by the same
player, where one action is worth what it enables next (fly somewhere,
then play a card there): ``Greedy`` sees one action, ``AlphaBeta`` is for
two players, and searching every rival's turn too multiplies beyond a
second's work once there are three or more players.

So the planner searches only its own turn, to its end. At each step it
keeps the most promising unfinished lines (the best ``beam`` by the game's
evaluation, ``first_beam`` after the first action, where the choice is
widest) and tries the ``width`` best actions of each, in the game's order.
A finished turn is judged by the evaluation, which also weighs what the
turn hands the next player. An action's value is that of the best plan
starting with it; a line the beam drops keeps the value it had.

Hidden information: the plan is made on ``samples`` determinizations of
the view, and each first action's values are added up, so no single guess
at what is hidden decides. The work is bounded by counts, not time, so a
seed and a view always give the same action.
"""

from __future__ import annotations

from collections.abc import Generator, Hashable, Sequence

from pygames.ai.agent import Agent, Thinking, determinize, seeded_random
from pygames.ai.knowledge import Knowledge, outcome_value
from pygames.core import Action, State, View

#: Work done between two yields to the browser, in states evaluated.
YIELD_EVERY = 48


class TurnPlanner(Agent):
    """Plays the first action of the best plan for the rest of its turn."""

    def __init__(
        self,
        knowledge: Knowledge,
        seed: int,
        samples: int = 2,
        first_beam: int = 24,
        beam: int = 8,
        width: int = 40,
        max_depth: int = 8,
    ) -> None:
        super().__init__(seed)
        self.knowledge = knowledge
        self.samples = samples
        self.first_beam = first_beam
        self.beam = beam
        self.width = width
        self.max_depth = max_depth

    def think(self, view: View) -> Thinking:
        """Plan on each determinization; return the first action with the best total."""
        rng = seeded_random(self.seed, view)
        firsts = list(view.state.legal_actions())
        if len(firsts) == 1:
            return firsts[0]
        rng.shuffle(firsts)  # equal actions are then chosen in a seeded random order
        totals = dict.fromkeys(firsts, 0.0)
        for _ in range(self.samples):
            values = yield from self._plan(determinize(view, rng), view.player, firsts)
            for action, value in values.items():
                totals[action] += value
        return max(firsts, key=totals.__getitem__)

    def _plan(
        self, root: State, player: int, firsts: Sequence[Action]
    ) -> Generator[None, None, dict[Action, float]]:
        """The value of the best plan found after each first action, in one full position."""
        best = dict.fromkeys(firsts, float("-inf"))
        level = [(first, root.apply_unchecked(first)) for first in firsts]
        evaluated = 0
        for depth in range(self.max_depth):
            unfinished: list[tuple[float, Action, State]] = []
            seen: set[Hashable] = set()
            for first, state in level:
                evaluated += 1
                if evaluated % YIELD_EVERY == 0:
                    yield
                value = self._value(state, player)
                if state.current_player != player:
                    best[first] = max(best[first], value)  # the turn is over: a finished plan
                    continue
                key = self.knowledge.key(state)
                if key in seen:
                    best[first] = max(best[first], value)  # the same position by another way
                    continue
                seen.add(key)
                unfinished.append((value, first, state))
            unfinished.sort(key=lambda line: -line[0])
            kept = self.first_beam if depth == 0 else self.beam
            if depth == self.max_depth - 1:
                kept = 0
            for value, first, _ in unfinished[kept:]:
                best[first] = max(best[first], value)
            level = [
                (first, state.apply_unchecked(action))
                for _, first, state in unfinished[:kept]
                for action in self.knowledge.order(state, state.legal_actions())[: self.width]
            ]
            if not level:
                break
        return best

    def _value(self, state: State, player: int) -> float:
        outcome = state.outcome()
        if outcome is not None:
            return outcome_value(outcome, player)
        return self.knowledge.evaluate(state, player)
