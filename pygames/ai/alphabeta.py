"""Negamax alpha-beta search with iterative deepening, for two-player games without chance.

The search is written with generators (``value = yield from self._search(...)``)
so that it can stop every ``yield_every`` nodes and let the browser breathe.
Every 16 nodes keeps a step of search under about 2 ms of CPU in CPython even
in stretches of interior nodes (every 200 allowed steps of 9-16 ms), so a
30 ms thinking slice never overruns by much. Budgets that are multiples of it
stop at exactly the same node, so the choice does not change the moves.
The price is a generator call per node, about 0.05 microseconds more than a
plain call against some 30 microseconds of game work per node: under 1%.

What makes it game-agnostic:

- Values are from the point of view of the player to move. A child's value
  is negated only when the turn really passes to the other player, because
  in some games (Offboard's ``x``) the same player acts again. Depth counts
  turns, not actions, so an action after which the same player goes on
  costs no depth.
- A finished game scores ``WIN`` minus the distance to it (a quick win beats
  a slow one), a shared result 0.
- The game supplies the evaluation, the move ordering and a key for the
  transposition table (``Knowledge``). The table move is tried first, then
  two killer moves per ply (moves that refuted a sibling position). The
  table move is searched before the other moves are even listed (the key
  holds all that legality depends on, so it is legal), since it often
  refutes the position alone; a game may also list and order its moves in
  one go (``moves``). Neither changes which nodes are searched.
- Moves after the first are searched with a null window (principal
  variation search), and late ones one turn shallower first (late move
  reductions). For Offboard these cut the nodes needed to finish a 5-turn
  search over 12 test positions from 1,564,772 to 430,451 (PVS and killers
  alone: 1,213,537), which is what lets the hard level see a turn further.
- The budget is a node count, so decisions are deterministic. When it runs
  out the agent plays the best move of the deepest finished iteration, or a
  better one proven in the interrupted iteration: each iteration searches
  the previous best move first, so any move that beat it was fully searched
  against it.
- Variety: with a ``margin``, the root's window stays that far below the
  best value so far, so every root move within ``margin`` of the best gets
  an exact value, and the agent plays one of them, drawn with its seeded
  generator: games differ where the evaluation cannot tell moves apart, and
  a record still replays exactly. A forced result is never traded for
  variety. The wider window costs nodes (Offboard's hard level, margin 4:
  see ``benchmarks/README.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass

from pygames.ai.agent import Agent, Thinking, search_root
from pygames.ai.knowledge import WIN, Knowledge, outcome_value
from pygames.core import Action, State, View

#: Transposition-table bounds: the stored value is exact, a lower or an upper bound.
EXACT, LOWER, UPPER = 0, 1, 2
#: Values this close to ``WIN`` are forced results, shifted by their distance in plies.
FORCED = WIN - 10_000

#: The width of a null window: far below any difference an evaluation means.
NULL = 1e-3

Search = Generator[None, None, float]


@dataclass(frozen=True, slots=True)
class Reductions:
    """Late move reductions: a move ordered at ``late`` or after (counting from 0) is first
    searched a turn shallower where ``depth`` turns or more are left, and one at ``later``
    or after two turns shallower where ``depth + 2`` or more are; a move that then looks
    better is searched again in full. The defaults reduce little (a move from the 7th on,
    by one turn); Offboard's hard level reduces more, and so sees a turn further for the
    same nodes.
    """

    late: int = 6
    depth: int = 3
    later: int | None = None


class _OutOfNodes(Exception):
    """Raised inside the search when the node budget is spent; unwinds to the root."""


class AlphaBeta(Agent):
    """Searches as deep as ``nodes`` allows and plays the best move found."""

    def __init__(
        self,
        knowledge: Knowledge,
        seed: int,
        nodes: int,
        max_depth: int = 64,
        yield_every: int = 16,
        margin: float = 0.0,
        moves: Callable[[State], list[Action]] | None = None,
        reductions: Reductions = Reductions(),
    ) -> None:
        """``moves``, if given, lists a position's legal actions in the knowledge's order
        in one go (exactly ``knowledge.order(state, state.legal_actions())``): listing and
        ordering the moves is a search's dearest step, and a game can do both at once."""
        super().__init__(seed)
        self.knowledge = knowledge
        self.nodes = nodes
        self.max_depth = max_depth
        self.yield_every = yield_every
        self.margin = margin
        self.moves = moves
        self.reductions = reductions

    def think(self, view: View) -> Thinking:
        """Deepen until the budget is spent; return the best root move."""
        rng, state, actions = search_root(self.seed, view)
        if len(actions) == 1:
            return actions[0]
        search = _Search(
            self.knowledge, self.nodes, self.yield_every, self.margin, self.moves, self.reductions
        )
        near_best = yield from search.run(state, actions, self.max_depth)
        return rng.choice(near_best)


class _Search:
    """The state of one decision: node count, transposition table, best moves."""

    def __init__(
        self,
        knowledge: Knowledge,
        budget: int,
        yield_every: int,
        margin: float = 0.0,
        moves: Callable[[State], list[Action]] | None = None,
        reductions: Reductions = Reductions(),
    ) -> None:
        self.knowledge = knowledge
        self.reductions = reductions
        self.moves = moves or (lambda state: knowledge.order(state, state.legal_actions()))
        self.budget = budget
        self.yield_every = yield_every
        self.margin = margin
        self.nodes = 0
        self.table: dict[object, tuple[int, float, int, Action | None]] = {}
        self.killers: dict[int, list[Action]] = {}

    def run(
        self, root: State, actions: Sequence[Action], max_depth: int
    ) -> Generator[None, None, list[Action]]:
        """Iterative deepening at the root; return the last sound iteration's near-best moves."""
        moves = self.knowledge.order(root, actions)
        near_best = [moves[0]]
        for depth in range(1, max_depth + 1):
            scores: dict[Action, float] = {}
            try:
                yield from self._root(root, moves, depth, scores)
            except _OutOfNodes:
                if scores:  # the previous best, searched first, has been searched fully
                    near_best = self._near_best(scores)
                break
            near_best = self._near_best(scores)
            if abs(scores[near_best[0]]) >= FORCED:
                break  # a forced result: searching deeper cannot change it
            # Best first, then by this iteration's values (stable for ties).
            moves = sorted(moves, key=lambda move: -scores[move])
        return near_best

    def _near_best(self, scores: dict[Action, float]) -> list[Action]:
        """The best move first, then the others valued within the margin of it.

        Only values above the lowered root window are exact, hence the strict
        comparison; a forced result stands alone.
        """
        best = max(scores, key=scores.__getitem__)
        top = scores[best]
        if self.margin <= 0 or abs(top) >= FORCED:
            return [best]
        return [best] + [m for m, v in scores.items() if m != best and v > top - self.margin]

    def _root(
        self, root: State, moves: Sequence[Action], depth: int, scores: dict[Action, float]
    ) -> Generator[None, None, None]:
        """Search each root move in turn, recording its value once fully searched.

        The first move gets an exact value; a later one an exact value if it
        comes within the margin of the best so far (beats it, with no margin),
        else an upper bound no higher than that. So the first maximum of
        ``scores``, and any move valued above it less the margin, is a sound
        choice at any time.
        """
        player = root.current_player
        assert player is not None
        alpha = -WIN - 1.0
        for move in moves:
            child = root.apply_unchecked(move)
            value = yield from self._child(child, player, depth, alpha, WIN + 1.0, 1)
            scores[move] = value
            alpha = max(alpha, value - self.margin)

    def _child(
        self, child: State, player: int, depth: int, alpha: float, beta: float, ply: int
    ) -> Search:
        """Return the value for ``player`` of the state reached after one of their actions."""
        if self._tick():
            yield
        mover = child.current_player
        if mover is None:
            outcome = child.outcome()
            assert outcome is not None
            return _forced(outcome_value(outcome, player), ply)
        if mover == player:
            return (yield from self._search(child, mover, depth, alpha, beta, ply))
        if depth <= 1:
            return -self.knowledge.evaluate(child, mover)
        return -(yield from self._search(child, mover, depth - 1, -beta, -alpha, ply))

    def _search(
        self, state: State, player: int, depth: int, alpha: float, beta: float, ply: int
    ) -> Search:
        """Negamax: the value of ``state`` for ``player``, its player to move, in (alpha, beta)."""
        key = self.knowledge.key(state)
        entry = self.table.get(key)
        table_move = None
        if entry is not None:
            stored_depth, stored, bound, table_move = entry
            if stored_depth >= depth:
                value = _from_table(stored, ply)
                if (
                    bound == EXACT
                    or (bound == LOWER and value >= beta)
                    or (bound == UPPER and value <= alpha)
                ):
                    return value
        killers = self.killers.setdefault(ply, [])
        start_alpha = alpha
        best, best_move = -WIN - 1.0, table_move
        moves: list[Action] = []
        if table_move is not None:
            # Searched first in any case, and legal (the key holds all that legality depends
            # on): it often refutes the position alone, and then the other moves need not
            # even be listed and ordered, the dearest part of a node.
            child = state.apply_unchecked(table_move)
            best = yield from self._child(child, player, depth, alpha, beta, ply + 1)
            alpha = max(alpha, best)
        if alpha < beta:
            moves = self._ordered(state, killers, table_move)
            if best_move is None:
                best_move = moves[0]
        for index, move in enumerate(moves):
            if index == 0 and table_move is not None:
                continue  # searched above
            child = state.apply_unchecked(move)
            if index == 0:
                value = yield from self._child(child, player, depth, alpha, beta, ply + 1)
            else:
                value = yield from self._scout(child, player, depth, alpha, beta, ply + 1, index)
            if value > best:
                best, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        if alpha >= beta and best_move not in killers:
            killers.insert(0, best_move)
            del killers[2:]
        if best >= beta:
            bound = LOWER
        elif best > start_alpha:
            bound = EXACT
        else:
            bound = UPPER
        self.table[key] = (depth, _to_table(best, ply), bound, best_move)
        return best

    def _ordered(
        self, state: State, killers: list[Action], table_move: Action | None
    ) -> list[Action]:
        """The legal moves in search order: the table move, the killers, then the game's order."""
        moves = self.moves(state)
        for first in (*reversed(killers), table_move):
            if first is not None:
                index = _find(moves, first)
                if index >= 0:
                    del moves[index]
                    moves.insert(0, first)
        return moves

    def _scout(
        self, child: State, player: int, depth: int, alpha: float, beta: float, ply: int, index: int
    ) -> Search:
        """Search a move after the first: first only prove it no better than ``alpha``.

        A null window (principal variation search) answers "better or not"
        cheaply; only a move that is better gets a full-window search. A late
        move (ordered far down) is first tried one turn shallower, and searched
        at full depth only if even that says it is better.
        """
        late = self.reductions
        if index >= late.late and depth >= late.depth:
            reduced = depth - 1
            if late.later is not None and index >= late.later and depth >= late.depth + 2:
                reduced = depth - 2
            value = yield from self._child(child, player, reduced, alpha, alpha + NULL, ply)
            if value <= alpha:
                return value
        value = yield from self._child(child, player, depth, alpha, alpha + NULL, ply)
        if alpha < value < beta:
            value = yield from self._child(child, player, depth, value, beta, ply)
        return value

    def _tick(self) -> bool:
        """Count a node; say when to yield, and stop once the budget is spent."""
        self.nodes += 1
        if self.nodes % self.yield_every:
            return False
        if self.nodes >= self.budget:
            raise _OutOfNodes
        return True


def _find(moves: list[Action], action: Action) -> int:
    """Where ``action`` is in ``moves``, -1 if absent, looked for by identity first.

    A game that takes its moves from fixed tables (Offboard's ``MOVES``) hands the
    search the same objects again, and ``==`` on a dataclass is a Python call per
    move: the killers' look-up cost as much as listing the moves. Equal actions
    built anew are still found. A list of legal actions holds no two equal ones,
    so the first identical one is the first equal one.
    """
    for index, move in enumerate(moves):
        if move is action:
            return index
    try:
        return moves.index(action)
    except ValueError:
        return -1


def _forced(value: float, ply: int) -> float:
    """Shift a finished game's value by its distance, so nearer wins score higher."""
    if value > 0:
        return value - ply
    if value < 0:
        return value + ply
    return value


def _to_table(value: float, ply: int) -> float:
    """Store forced values relative to the node, not the root, so they transpose."""
    if value >= FORCED:
        return value + ply
    if value <= -FORCED:
        return value - ply
    return value


def _from_table(value: float, ply: int) -> float:
    """Undo ``_to_table`` at the node's distance from the root."""
    if value >= FORCED:
        return value - ply
    if value <= -FORCED:
        return value + ply
    return value
