"""What the shared agents know about Offboard: evaluation, move ordering, levels.

The evaluation counts, from one player's side: points (dominant), marbles
still in play, nearness to the centre (edge marbles can be pushed off),
cohesion (a marble with friends behind it cannot be pushed by a short line),
the value of empty targets that own edge marbles could be pushed into, and
the pushes into empty targets either side can make right now, weighted by
whose turn it is: the mover will make its best one, the other side can only
hope to parry one.

Everything reads the public fields of ``OffboardState`` and the tables of
``geometry``; per-cell tables are built once at import.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress
from operator import itemgetter

from pygames.ai.agent import Agent
from pygames.ai.alphabeta import AlphaBeta
from pygames.ai.greedy import Greedy
from pygames.core import Action, State
from pygames.games.offboard.actions import MOVES, PASS, Move, Phase, PlaceBack
from pygames.games.offboard.geometry import (
    CELL_COUNT,
    DISTANCE,
    EXIT_TARGET,
    NEIGHBOUR,
    OPPOSITE,
    RAYS,
    TARGET_VALUES,
)
from pygames.games.offboard.rules import EMPTY, MOVE_LIMIT, OffboardState

#: Every way off the board, most valuable first: (target value, cell, target, the cells
#: behind the cell against that exit). The evaluation reads those into empty targets.
EXITS: tuple[tuple[int, int, int, tuple[int, ...]], ...] = tuple(
    sorted(
        (
            (TARGET_VALUES[target], cell, target, RAYS[cell][OPPOSITE[d]])
            for d, targets in enumerate(EXIT_TARGET)
            for cell, target in enumerate(targets)
            if target != -1
        ),
        key=itemgetter(0, 1),
        reverse=True,
    )
)
#: Per cell: its neighbours towards E, NE and NW, so each adjacent pair is seen once.
FORWARD: tuple[tuple[int, ...], ...] = tuple(
    tuple(NEIGHBOUR[d][cell] for d in range(3) if NEIGHBOUR[d][cell] != -1)
    for cell in range(CELL_COUNT)
)
#: A quiet move ranks by how much nearer the centre its line's head ends, ``-REACH`` to
#: ``REACH``; ``ordered`` files it in bucket ``REACH + rank`` of ``2 * REACH + 1``.
REACH = max(DISTANCE)
#: Per cell, each way a move from it goes, directions in order, none off the edge: (the cell
#: ahead, the cells from there to the edge and how many, the move, its bucket when the cell
#: ahead is empty, ``REACH`` plus the cell's distance from the centre, the direction).
#: ``ordered`` files most moves, one marble stepping into an empty cell, from here without
#: walking a line.
STEPS: tuple[tuple[tuple[int, tuple[int, ...], int, Move, int, int, int], ...], ...] = tuple(
    tuple(
        (
            ray[0],
            ray,
            len(ray),
            MOVES[tail][direction],
            REACH + DISTANCE[tail] - DISTANCE[ray[0]],
            REACH + DISTANCE[tail],
            direction,
        )
        for direction, ray in enumerate(RAYS[tail])
        if ray
    )
    for tail in range(CELL_COUNT)
)
#: Every cell, to pick out the ones holding marbles with ``compress`` (no Python loop).
CELLS = tuple(range(CELL_COUNT))
#: The key tells apart turn numbers only this close to the move limit, where they matter.
HORIZON = 64


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's weights, in hundredths of a point."""

    point: float = 100.0
    marble: float = 30.0
    centre: float = 3.0
    pair: float = 2.0
    exposed: float = 4.0
    threat_to_move: float = 60.0
    threat_waiting: float = 20.0


class OffboardKnowledge:
    """Evaluation, ordering and table key for Offboard (see ``pygames.ai.knowledge``)."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()

    def evaluate(self, state: State, player: int) -> float:
        """Return how good ``state`` looks for ``player``, in hundredths of a point."""
        assert isinstance(state, OffboardState)
        board, w = state.board, self.weights
        # Per mark (1 Red, 2 Yellow; 0 collects nothing that is used).
        centre, pairs, exposed, threat = [0, 0, 0], [0, 0, 0], [0, 0, 0], [0, 0, 0]
        for cell in compress(CELLS, board):  # the cells holding a marble
            mark = board[cell]
            centre[mark] += DISTANCE[cell]
            for neighbour in FORWARD[cell]:
                if board[neighbour] == mark:
                    pairs[mark] += 1
        # Most valuable exits first, so a side's threat, the best push it has, is found
        # first and lesser ones are not even tried.
        exits, marks = _open_exits(state.targets)
        for value, cell, behind in compress(exits, marks(board)):  # those holding a marble
            mark = board[cell]
            exposed[mark] += value
            if value > threat[3 - mark] and _pushable(board, mark, behind):
                threat[3 - mark] = value
        points = (state.points(0), state.points(1))
        marbles = (board.count(1), board.count(2))
        me, other = player + 1, 2 - player
        mover = state.to_move + 1
        threat_mine = w.threat_to_move if mover == me else w.threat_waiting
        threat_theirs = w.threat_to_move if mover == other else w.threat_waiting
        return (
            w.point * (points[player] - points[1 - player])
            + w.marble * (marbles[player] - marbles[1 - player])
            + w.centre * (centre[other] - centre[me])
            + w.pair * (pairs[me] - pairs[other])
            + w.exposed * (exposed[other] - exposed[me])
            + threat_mine * threat[me]
            - threat_theirs * threat[other]
        )

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Scoring pushes first (bigger targets first), then other pushes, then the rest.

        Quiet moves, most of them, towards the centre first: ranked here in one loop
        along ``RAYS``, the search's dearest step after listing the moves.
        """
        assert isinstance(state, OffboardState)
        board, targets = state.board, state.targets
        ranked = []
        for action in actions:
            if type(action) is Move:
                tail, direction = action.tail, action.direction
                mark = board[tail]
                for cell in RAYS[tail][direction]:
                    if board[cell] != mark:
                        break
                if board[cell] == 0:
                    rank = DISTANCE[tail] - DISTANCE[cell]  # quiet: towards the centre first
                else:
                    rank = _push_rank(board, targets, action)
            elif isinstance(action, PlaceBack):
                rank = -DISTANCE[action.cell]
            else:
                rank = 0  # removing a returned marble, or passing
            ranked.append((rank, action))
        ranked.sort(key=itemgetter(0), reverse=True)  # stable: ties keep their order
        return [action for _, action in ranked]

    def ordered(self, state: State) -> list[Action]:
        """The legal actions in ``order``'s order, listed and ranked in one walk along each
        line (the search's dearest step, twice as fast as ordering ``legal_actions()``).

        The walk reads the rules' lines as ``OffboardState`` does; a test holds it to the
        same actions in the same order.
        """
        assert isinstance(state, OffboardState)
        if state.phase is not Phase.MOVE:
            return self.order(state, state.legal_actions())
        board, targets = state.board, state.targets
        mine = state.to_move + 1
        other = 3 - mine
        quiet: list[list[Action]] = [[] for _ in range(2 * REACH + 1)]  # by rank, lowest first
        pushes: list[tuple[int, Action]] = []
        for mark, steps in zip(board, STEPS, strict=True):
            if mark != mine:
                continue
            for ahead, ray, end, move, bucket, reach, direction in steps:
                here = board[ahead]
                if here == EMPTY:
                    quiet[bucket].append(move)  # most moves: one marble, quiet
                    continue
                if here != mine:
                    continue  # one marble pushes nothing
                index = 1
                while index < end and board[ray[index]] == mine:
                    index += 1
                if index == end:
                    continue  # an own marble would leave the board
                here = board[ray[index]]
                if here == EMPTY:
                    quiet[reach - DISTANCE[ray[index]]].append(move)
                    continue
                first = index  # the first opponent; index + 1 marbles move
                while index < end and board[ray[index]] == other:
                    index += 1
                if index - first > first:
                    continue  # as many opponents as movers, or more
                if index < end:
                    if board[ray[index]] != EMPTY:
                        continue  # an own marble behind them
                    rank = 200
                else:
                    target = EXIT_TARGET[direction][ray[end - 1]]
                    rank = 1000 + TARGET_VALUES[target] if targets[target] == -1 else 500
                pushes.append((rank, move))
        pushes.sort(key=itemgetter(0), reverse=True)  # stable: ties keep the rules' order
        moves = [move for _, move in pushes]
        for same_rank in reversed(quiet):
            moves += same_rank
        return moves or [PASS]

    def key(self, state: State) -> Hashable:
        """Everything that decides how the game goes on (the turn only near the limit)."""
        assert isinstance(state, OffboardState)
        return (
            state.board,
            state.to_move,
            state.targets,
            state.returned,
            state.passes,
            max(state.turn, MOVE_LIMIT - HORIZON),
        )


Exit = tuple[int, int, tuple[int, ...]]
#: Reads the marks on some cells of a board, in the cells' order.
Marks = Callable[[tuple[int, ...]], tuple[int, ...]]


@lru_cache(maxsize=1024)
def _open_exits(targets: tuple[int, ...]) -> tuple[tuple[Exit, ...], Marks]:
    """The exits into empty targets (value, cell, the cells behind), most valuable first,
    and what reads the marks on their cells (so ``compress`` keeps the ones holding a
    marble without a Python loop): a search meets few fillings of the targets."""
    exits = tuple((value, cell, behind) for value, cell, t, behind in EXITS if targets[t] == -1)
    return exits, _marks([cell for _, cell, _ in exits])


def _marks(cells: Sequence[int]) -> Marks:
    """What reads the marks on ``cells``: ``itemgetter``, which returns one item bare."""
    if len(cells) > 1:
        return itemgetter(*cells)
    return lambda board: tuple(board[cell] for cell in cells)


def _pushable(board: tuple[int, ...], mark: int, behind: tuple[int, ...]) -> bool:
    """Can the opponent push a marble with this ``mark`` off, along the cells ``behind`` it?

    Behind it (looking against the push) lie k of its owner's marbles in a row,
    then m of the opponent's: the push needs m > k.
    """
    ours, theirs = 1, 0
    for cell in behind:
        here = board[cell]
        if here == mark and not theirs:
            ours += 1
        elif here and here != mark:
            theirs += 1
        else:
            break
    return theirs > ours


def _push_rank(board: tuple[int, ...], targets: tuple[int, ...], move: Move) -> int:
    """Rank a push for ordering: 1000+ scores, 500 bounces off a full target, 200 pushes."""
    mark = board[move.tail]
    last = -1
    for cell in RAYS[move.tail][move.direction]:
        if board[cell] == 0:
            return 200
        if board[cell] != mark:
            last = cell
    target = EXIT_TARGET[move.direction][last]
    return 1000 + TARGET_VALUES[target] if targets[target] == -1 else 500


KNOWLEDGE = OffboardKnowledge()
#: Moves valued this close (hundredths of a point: under one and a half steps towards the
#: centre) are near-equal to the searches; see ``AlphaBeta``.
VARIETY = 4.0

#: The levels: seed -> agent, calibrated with ``benchmarks/ai_strength.py`` (CPython CPU
#: seconds per move; the browser is about 1.6x slower). Easy is greedy with up to 1.5
#: points of noise: it beats random play but loses every game to plain greedy. Normal
#: finishes a 4-turn search (about 8,000 nodes on 12 test positions) and part of a 5th
#: (median 0.24 s, max 0.31 s on ``benchmarks.engine_speed --decisions 12``'s positions);
#: hard finishes 5 turns on most positions (about 36,000 nodes; median 0.8 s, max 1.0 s
#: there, a fifth less than before issue 27's speed-up) and beat random and greedy in 100
#: games out of 100.
#: Both searches play any move they value within ``VARIETY`` of their best, so their
#: replies differ from game to game (2-4 choices in most early positions, for about a
#: tenth more nodes per depth).
LEVELS: dict[str, Callable[[int], Agent]] = {
    "easy": lambda seed: Greedy(KNOWLEDGE, seed, noise=150.0),
    "normal": lambda seed: AlphaBeta(
        KNOWLEDGE, seed, nodes=12_000, margin=VARIETY, moves=KNOWLEDGE.ordered
    ),
    "hard": lambda seed: AlphaBeta(
        KNOWLEDGE, seed, nodes=40_000, margin=VARIETY, moves=KNOWLEDGE.ordered
    ),
}
