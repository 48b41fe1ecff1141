"""Three or four players: look ahead with each rival answering for itself, not as a bloc.

The paranoid search (``pygames.ai.paranoid``) assumes every rival plays against
the deciding player. With three rivals that sees a blocked path behind every
move in Down Under, and the rivals' moves eat the budget: its hard level alone
against three greedy players took 0.64 of the wins (100 games). Here each
rival plays the reply it likes best one ply deep with the shared evaluation, as
a player building their own path does. A rival's turn is then one line, not a
branch, and the budget goes to the deciding player's own turns: three of them.

- The root: every move, followed by the rivals' replies, valued by the
  evaluation; the best ``width`` of them are searched ``turns`` turns deep.
- Below the root the player's moves are first ranked by their value before
  any reply, and only the best ``width`` are followed (a beam), to the
  replies after their last turn.
- The budget counts the positions the deepening makes, so a decision is the
  same on every machine. Once it is spent, the root moves searched to the
  end decide (the best of the first pass is searched first); the first pass
  is bounded by the moves themselves.
- A move within ``margin`` of the best value is played as often as the best,
  drawn with the seeded generator, as the other searches do.

Written for Down Under's hard level, where the need showed; nothing here is
particular to it: it reads only the shared ``Knowledge`` and the public state.
"""

from __future__ import annotations

import math
from collections.abc import Generator, Sequence

from pygames.ai.agent import Agent, Thinking, search_root
from pygames.ai.knowledge import Knowledge, outcome_value
from pygames.core import Action, State, View

Search = Generator[None, None, float]


class RivalReplies(Agent):
    """Searches the player's own turns, each rival playing its one-ply best reply."""

    def __init__(
        self,
        knowledge: Knowledge,
        seed: int,
        nodes: int,
        turns: int = 3,
        width: int = 4,
        margin: float = 0.0,
    ) -> None:
        super().__init__(seed)
        self.knowledge = knowledge
        self.nodes = nodes
        self.turns = turns
        self.width = width
        self.margin = margin

    def think(self, view: View) -> Thinking:
        """Value every move after the replies, search the best few deeper; play one."""
        rng, state, actions = search_root(self.seed, view)
        if len(actions) == 1:
            return actions[0]
        search = _Search(self.knowledge, view.player, self.nodes, self.width)
        moves = self.knowledge.order(state, actions)
        scores = yield from search.run(state, moves, self.turns)
        best = max(scores.values())
        near = [
            move for move, value in scores.items() if value == best or value > best - self.margin
        ]
        return rng.choice(near)


class _OutOfNodes(Exception):
    """Raised inside the deepening when its budget is spent; unwinds to the root."""


class _Search:
    """One decision of ``player``: the node count and the rivals' replies."""

    def __init__(self, knowledge: Knowledge, player: int, budget: int, width: int) -> None:
        self.knowledge = knowledge
        self.player = player
        self.budget = budget
        self.width = width
        self.nodes = 0
        self.limit = math.inf  # the first pass is bounded by the moves themselves

    def run(
        self, root: State, moves: Sequence[Action], turns: int
    ) -> Generator[None, None, dict[Action, float]]:
        """Each root move's value, best first: the deepest search that finished for it."""
        first: dict[Action, float] = {}
        for move in moves:
            first[move] = yield from self._after(self._child(root, move), 1)
        ranked = sorted(moves, key=lambda move: -first[move])
        deeper: dict[Action, float] = {}
        if turns > 1:
            self.nodes, self.limit = 0, self.budget
            try:
                for move in ranked[: self.width]:
                    deeper[move] = yield from self._after(self._child(root, move), turns)
            except _OutOfNodes:
                pass
        return deeper or {move: first[move] for move in ranked}

    def _after(self, state: State, turns: int) -> Search:
        """The player's value of ``state``, reached by one of their actions."""
        if state.current_player == self.player:  # a billabong or a card after one: same turn
            return (yield from self._turn(state, turns))
        state = yield from self._replies(state)
        if state.current_player is None or turns <= 1:
            return self._value(state, self.player)
        return (yield from self._turn(state, turns - 1))

    def _turn(self, state: State, turns: int) -> Search:
        """The best the player can make of a position where they are to move."""
        children = []
        for move in state.legal_actions():
            children.append(self._child(state, move))
            yield
        children.sort(key=lambda child: -self._value(child, self.player))
        del children[self.width :]
        best = float("-inf")
        for child in children:
            best = max(best, (yield from self._after(child, turns)))
        return best

    def _replies(self, state: State) -> Generator[None, None, State]:
        """Play the rivals' moves until the player is to move again or the game is over."""
        while state.current_player not in (None, self.player):
            rival = state.current_player
            assert rival is not None
            best, reply = float("-inf"), state
            for move in state.legal_actions():
                child = self._child(state, move)
                value = self._value(child, rival)
                if value > best:
                    best, reply = value, child
                yield
            state = reply
        return state

    def _value(self, state: State, player: int) -> float:
        """The evaluation for ``player``, or the result once the game is over."""
        outcome = state.outcome()
        if outcome is not None:
            return outcome_value(outcome, player)
        return self.knowledge.evaluate(state, player)

    def _child(self, state: State, move: Action) -> State:
        """Make a position, counted against the deepening's budget."""
        self.nodes += 1
        if self.nodes >= self.limit:
            raise _OutOfNodes
        return state.apply_unchecked(move)
