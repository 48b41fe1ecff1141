"""What the shared agents know about Down Under: evaluation, move ordering, levels.

The evaluation adds, per player, the length their paths have now and the
length they can still hope for, and compares it with the best rival:

- *space*: the empty cells inside the area that each open end reaches
  before any other path does (a Voronoi split, as in light-cycle games),
  because a path only grows into free room, and a path pushed towards the
  edge or boxed in by others is finished early (the rulebook's advice);
- *cards*: growth is capped by the straights and curves still in hand, and
  curves are worth a little extra because they can turn either way (the
  rulebook warns against spending them early);
- an open end that can only be capped (it points out of the area or into
  half a cell) is worth just the end card it will take;
- with special scoring, the animal points on the path and a penalty while
  the dingo card is still in hand.

Everything reads the public fields of ``DownUnderState`` and its table.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from pygames.ai.agent import Agent, Thinking
from pygames.ai.alphabeta import AlphaBeta
from pygames.ai.greedy import Greedy
from pygames.ai.knowledge import relative
from pygames.ai.paranoid import ParanoidKnowledge, ParanoidView
from pygames.ai.replies import RivalReplies
from pygames.core import Action, State, View
from pygames.games.down_under.actions import Place, Turn
from pygames.games.down_under.area import Windows
from pygames.games.down_under.cards import DINGO_CARD, Kind, count
from pygames.games.down_under.grid import STEP, STRIDE, facing, port_cell
from pygames.games.down_under.rules import DownUnderState, animal_points

#: How many cells deep the space count looks: enough for any area, and a bound without one.
SPACE_HORIZON = 10
CONTESTED, OUTSIDE = -1, -2


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's weights, in hundredths of a segment."""

    length: float = 100.0
    space: float = 60.0
    curve: float = 15.0
    open_end: float = 40.0
    dingo_in_hand: float = 600.0


class DownUnderKnowledge:
    """Evaluation, ordering and table key for Down Under (see ``pygames.ai.knowledge``)."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()

    def evaluate(self, state: State, player: int) -> float:
        """Return how good ``state`` looks for ``player`` against the best rival."""
        assert isinstance(state, DownUnderState)
        return relative(self.values(state), player)

    def values(self, state: DownUnderState) -> list[float]:
        """Each player's present length plus the growth their space and cards promise."""
        w = self.weights
        cards = [count(hand, Kind.STRAIGHT) + count(hand, Kind.CURVE) for hand in state.hands]
        space = _space(state, cards)
        values = [0.0] * state.players
        for colour, owner in enumerate(state.variant.owners):
            hand = state.hands[colour]
            path = state.table.network.path(colour)
            value = w.length * (path.length if path else 0)
            if path is not None and state.variant.special:
                value += w.length * animal_points(path.animals)
            if state.variant.special and hand[DINGO_CARD]:
                value -= w.dingo_in_hand
            if not state.is_done(colour):
                value += w.space * min(space[colour], cards[colour])
                value += w.curve * min(count(hand, Kind.CURVE), space[colour])
                ends = path.ports if path else ()
                value += w.open_end * min(len(ends), count(hand, Kind.END))
            values[owner] += value
        return values

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Billabongs and turns, then straights, curves (kept for later), ends last; stable."""
        return sorted(actions, key=_rank)

    def key(self, state: State) -> Hashable:
        """The cards down, the hands and whose move it is: all that decides the rest."""
        assert isinstance(state, DownUnderState)
        return (
            frozenset(state.table.cells.items()),
            state.hands,
            state.player,
            state.colours,
            state.phase,
            state.bonus,
            state.finished,
            state.opening,
        )


def _rank(action: Action) -> int:
    if isinstance(action, Turn):
        return 0
    assert isinstance(action, Place)
    return (0, 1, 2, 0)[action.kind]


def _space(state: DownUnderState, cards: list[int]) -> list[int]:
    """Per colour, the empty cells inside the area its open ends reach first (Voronoi split).

    A breadth-first search from the cells each open end points into, all
    colours at once; a cell reached by two colours in the same step is
    contested and counts for nobody. It stops once every colour has found
    room for all its ``cards`` (more room is worth nothing), or
    ``SPACE_HORIZON`` steps out (which bounds it without an area limit).
    """
    table = state.table
    cells = table.cells
    allowed = _cells_inside(table.windows)
    owner: dict[int, int] = {}
    for colour in range(len(state.hands)):
        path = table.network.path(colour)
        if path is None or state.finished[colour]:
            continue
        for end in path.ports:
            target = port_cell(facing(end))
            if target in cells or (allowed is not None and target not in allowed):
                continue
            owner[target] = colour if owner.get(target, colour) == colour else CONTESTED
    frontier = [(cell, colour) for cell, colour in owner.items() if colour >= 0]
    counts = [0] * len(state.hands)
    for _, colour in frontier:
        counts[colour] += 1
    for _ in range(SPACE_HORIZON):
        reached: dict[int, int] = {}
        for cell, colour in frontier:
            for step in STEP:
                near = cell + step
                if near in owner or near in cells:
                    continue
                if reached.get(near, colour) != colour:
                    reached[near] = CONTESTED
                else:
                    reached[near] = colour
        frontier = []
        for cell, colour in reached.items():
            if allowed is not None and cell not in allowed:
                owner[cell] = OUTSIDE
            else:
                owner[cell] = colour
                if colour >= 0:
                    frontier.append((cell, colour))
                    counts[colour] += 1
        if all(counts[colour] >= cards[colour] for _, colour in frontier):
            break
    return counts


@lru_cache(maxsize=512)
def _cells_inside(windows: Windows) -> frozenset[int] | None:
    """Every cell a full card may go into, for a table's area windows (None: no limit)."""
    if windows is None:
        return None
    return frozenset(
        x * STRIDE + y
        for x_low, x_high, y_low, y_high in windows
        for x in range(x_low, x_high + 1)
        for y in range(y_low, y_high + 1)
    )


class Lookahead(Agent):
    """Alpha-beta search where it pays, a greedy choice where it cannot.

    - With three or four players the search sees the game as the player
      against the rest (``paranoid``), the two sides it is written for.
      With four, a node costs about a third more (more paths to move and
      to share the room between), so the budget shrinks by as much.
    - In the first round every first card has a hundred places or more and
      each node costs several times more, while no search sees past the
      round anyway: a third of the node budget buys the same decision.
    - Once no rival can move again there is no reply to look ahead to, and
      the shared search, which spends no depth on a player moving again,
      would burn its budget on one line: the evaluation alone decides.
    - With ``replies`` (a node budget, shrunk with four players as above),
      three or four players after the first round are searched with each
      rival answering for itself (``replies.RivalReplies``) instead: seen as
      a bloc, three rivals make every move look blocked and leave no budget
      for the player's own later turns.
    """

    def __init__(self, seed: int, nodes: int, replies: int = 0) -> None:
        super().__init__(seed)
        self.nodes = nodes
        self.replies = replies

    def think(self, view: View) -> Thinking:
        """Pick the search for this position and let it decide."""
        state = view.state
        assert isinstance(state, DownUnderState)
        rivals = [c for c, owner in enumerate(state.variant.owners) if owner != view.player]
        if all(state.is_done(colour) for colour in rivals):
            return (yield from Greedy(KNOWLEDGE, self.seed).think(view))
        if self.replies and state.players > 2 and not state.round_one:
            nodes = self.replies * 3 // state.players
            replies = RivalReplies(KNOWLEDGE, self.seed, nodes=nodes, margin=VARIETY)
            return (yield from replies.think(view))
        nodes = self.nodes * 3 // max(3, state.players)
        if state.round_one:
            nodes //= 3
        if state.players == 2:
            return (
                yield from AlphaBeta(KNOWLEDGE, self.seed, nodes=nodes, margin=VARIETY).think(view)
            )
        sides = ParanoidKnowledge(KNOWLEDGE, view.player)
        search = AlphaBeta(sides, self.seed, nodes=nodes, margin=VARIETY)
        return (yield from search.think(ParanoidView(view.player, state)))


KNOWLEDGE = DownUnderKnowledge()
#: Moves valued this close (hundredths of a segment) are near-equal to the searches,
#: which play any of them (see ``AlphaBeta``): games differ from one seed to the next.
VARIETY = 5.0
#: What a beginner sees: the length on the table now, nothing of the room ahead.
SHORT_SIGHTED = DownUnderKnowledge(Weights(space=0.0, curve=0.0, open_end=0.0))

#: The levels: seed -> agent, calibrated with ``benchmarks/down_under.py`` over 100
#: two-player games per pairing (CPython CPU seconds per move, on a busy 2-core machine).
#: Easy plays for the length it can add now, ties broken at random: it beats random
#: play in 77 games of 100 and loses 85 to greedy. Normal searches 600 nodes (median
#: 0.07 s, max 0.23 s) and beats greedy in 81; hard searches 3,000 (median 0.31 s,
#: max 0.60 s), beats greedy in 90 and normal in 75. With three or four players hard
#: searches with the rivals' own replies from the second round (2,700 nodes, 2,025 with
#: four): alone against greedy players it takes 0.88 of the wins with three (0.81 with the
#: paranoid search) and 0.83 with four (0.64), in less time per move (benchmarks/README.md).
LEVELS: dict[str, Callable[[int], Agent]] = {
    "easy": lambda seed: Greedy(SHORT_SIGHTED, seed, noise=50.0),
    "normal": lambda seed: Lookahead(seed, nodes=600),
    "hard": lambda seed: Lookahead(seed, nodes=3_000, replies=2_700),
}
