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
from operator import itemgetter

from pygames.ai.agent import Agent
from pygames.ai.alphabeta import AlphaBeta
from pygames.ai.greedy import Greedy
from pygames.core import Action, State
from pygames.games.offboard.actions import Move, PlaceBack
from pygames.games.offboard.geometry import (
    CELL_COUNT,
    DISTANCE,
    EXIT_TARGET,
    NEIGHBOUR,
    OPPOSITE,
    TARGET_VALUES,
)
from pygames.games.offboard.rules import MOVE_LIMIT, OffboardState


def _ray(cell: int, direction: int) -> tuple[int, ...]:
    """The cells from ``cell`` (excluded) to the edge, going towards ``direction``."""
    cells, here = [], NEIGHBOUR[direction][cell]
    while here != -1:
        cells.append(here)
        here = NEIGHBOUR[direction][here]
    return tuple(cells)


#: Per cell: (target, the cells behind it against that exit) for each way off the board.
EXITS: tuple[tuple[tuple[int, tuple[int, ...]], ...], ...] = tuple(
    tuple(
        (EXIT_TARGET[d][cell], _ray(cell, OPPOSITE[d]))
        for d in range(6)
        if EXIT_TARGET[d][cell] != -1
    )
    for cell in range(CELL_COUNT)
)
#: Per cell: its neighbours towards E, NE and NW, so each adjacent pair is seen once.
FORWARD: tuple[tuple[int, ...], ...] = tuple(
    tuple(NEIGHBOUR[d][cell] for d in range(3) if NEIGHBOUR[d][cell] != -1)
    for cell in range(CELL_COUNT)
)
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
        board, targets, w = state.board, state.targets, self.weights
        points = [0, 0]
        for target, owner in enumerate(targets):
            if owner >= 0:
                points[1 - owner] += TARGET_VALUES[target]
        marbles, centre, pairs, exposed, threat = [0, 0], [0, 0], [0, 0], [0, 0], [0, 0]
        for cell, mark in enumerate(board):
            if not mark:
                continue
            owner = mark - 1
            marbles[owner] += 1
            centre[owner] += DISTANCE[cell]
            for neighbour in FORWARD[cell]:
                if board[neighbour] == mark:
                    pairs[owner] += 1
            for target, behind in EXITS[cell]:
                if targets[target] != -1:
                    continue
                value = TARGET_VALUES[target]
                exposed[owner] += value
                if value > threat[1 - owner] and _pushable(board, mark, behind):
                    threat[1 - owner] = value
        me, other = player, 1 - player
        mover = state.to_move
        threat_mine = w.threat_to_move if mover == me else w.threat_waiting
        threat_theirs = w.threat_to_move if mover == other else w.threat_waiting
        return (
            w.point * (points[me] - points[other])
            + w.marble * (marbles[me] - marbles[other])
            + w.centre * (centre[other] - centre[me])
            + w.pair * (pairs[me] - pairs[other])
            + w.exposed * (exposed[other] - exposed[me])
            + threat_mine * threat[me]
            - threat_theirs * threat[other]
        )

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Scoring pushes first (bigger targets first), then other pushes, then the rest."""
        assert isinstance(state, OffboardState)
        board, targets = state.board, state.targets
        ranked = []
        for action in actions:
            if isinstance(action, Move):
                rank = _move_rank(board, targets, action)
            elif isinstance(action, PlaceBack):
                rank = -DISTANCE[action.cell]
            else:
                rank = 0  # removing a returned marble, or passing
            ranked.append((rank, action))
        ranked.sort(key=itemgetter(0), reverse=True)  # stable: ties keep their order
        return [action for _, action in ranked]

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


def _move_rank(board: tuple[int, ...], targets: tuple[int, ...], move: Move) -> int:
    """Rank a move for ordering: 1000+ scores, 500 bounces off a full target, 200 pushes."""
    step = NEIGHBOUR[move.direction]
    mark, cell = board[move.tail], move.tail
    while cell != -1 and board[cell] == mark:
        cell = step[cell]
    if board[cell] == 0:
        return DISTANCE[move.tail] - DISTANCE[cell]  # quiet: towards the centre first
    last = cell
    while cell != -1 and board[cell] != 0:
        last, cell = cell, step[cell]
    if cell != -1:
        return 200
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
#: (median 0.27 s, max 0.46 s); hard finishes 5 turns on most positions (about 36,000
#: nodes; median 0.8 s, max 1.3 s) and beat random and greedy in 100 games out of 100.
#: Both searches play any move they value within ``VARIETY`` of their best, so their
#: replies differ from game to game (2-4 choices in most early positions, for about a
#: tenth more nodes per depth).
LEVELS: dict[str, Callable[[int], Agent]] = {
    "easy": lambda seed: Greedy(KNOWLEDGE, seed, noise=150.0),
    "normal": lambda seed: AlphaBeta(KNOWLEDGE, seed, nodes=12_000, margin=VARIETY),
    "hard": lambda seed: AlphaBeta(KNOWLEDGE, seed, nodes=40_000, margin=VARIETY),
}
