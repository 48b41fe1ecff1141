"""The AI dwarves: a solver's cover turned into a timeline a person could have played.

A dwarf plans its whole turn when it starts: it asks the solver for a cover
of its gallery with its card (within its level's search budget; failing
that, the best partial cover it can find), picks among a few covers the one
the variants score best, then lays the tiles biggest first, each after a
time drawn from its level, longer the more squares the tile has and the
harder the card is for that layout. Now and then it fumbles: lays a tile
wrong, then moves, turns, flips or swaps it. When the last tile lies it
calls, unless the standing call comes first, in which case its clock stops
there. A dwarf that cannot complete its board calls anyway if it plays first
(someone must), and stops otherwise.

How hard a card is for a layout: the fewer different covers it has, the
harder (counted up to ``MANY_COVERS``); a unique cover takes about 2.5 times
as long as a card with many.

The plan is a pure function of the dwarf's seed and the game up to the start
of its turn, so asking again at any step gives the same next action; the
agent keeps recent plans only to avoid solving again. If the board does not
follow the plan (someone else played part of the turn), it plans afresh
from the board as it is.

Levels, measured with ``benchmarks/out_of_mine.py`` (when each would call,
in game seconds, over 100 pairs of the shipped content; planning a turn
takes a few milliseconds): easy calls after about 98 s (64-173), lays a
third of its tiles wrong first and settles for a partial cover when its
small search comes up empty; normal about 44 s (28-90); hard about 20 s
(13-44), a race for a quick adult.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Generator, Hashable, Sequence
from dataclasses import dataclass
from itertools import count

from pygames.ai.agent import Agent, Thinking, seeded_random
from pygames.core import Action, State, View
from pygames.games.out_of_mine.actions import (
    CALL,
    LIMIT,
    STOP,
    Change,
    ChooseSide,
    Flip,
    Move,
    Phase,
    Put,
    Take,
    Turn,
    Wait,
    wait_steps,
)
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.rules import End, OutOfMineState
from pygames.games.out_of_mine.scoring import score
from pygames.games.out_of_mine.shapes import SHAPES
from pygames.games.out_of_mine.solver import Cover, Search
from pygames.games.out_of_mine.tiles import (
    Board,
    Tile,
    allows,
    changed,
    covered,
    left_to_lay,
    legal_changes,
    tiles_for,
)

#: Covers counted to judge how hard a card is; more than this counts as easy.
MANY_COVERS = 64
#: Search nodes spent trying to complete tiles already on the board, at any level.
KEEP_NODES = 2000
#: Plans kept per agent (one per turn it may be asked about again).
KEEP_PLANS = 8

#: The search's progress reports: ``None`` to pause, at the end a value.
Searching = Generator[None, None, Cover | None]


@dataclass(frozen=True, slots=True)
class Level:
    """How a dwarf of one level searches and how fast its hands are."""

    #: Search nodes it spends looking for a full cover (None: as many as it takes).
    nodes: int | None
    #: Seconds to pick up, look at and lay any tile, and more per square of it.
    per_tile: float
    per_square: float
    #: The chance of laying a tile wrong first.
    slip: float
    #: How many covers it compares when the variants reward elves and finds.
    choices: int


LEVEL_SETTINGS = {
    "easy": Level(nodes=60, per_tile=6.0, per_square=1.2, slip=0.35, choices=1),
    "normal": Level(nodes=600, per_tile=3.0, per_square=0.6, slip=0.15, choices=4),
    "hard": Level(nodes=None, per_tile=1.2, per_square=0.3, slip=0.04, choices=32),
}


def difficulty(layout: Layout, card: Card) -> Generator[None, None, float]:
    """How many times longer than usual this card takes on this layout (1 to about 2.5)."""
    found = 0
    for cover in Search(layout.region, card.counts).run():
        if cover is None:
            yield
            continue
        found += 1
        if found >= MANY_COVERS:
            break
    return 1.0 + 0.25 * math.log2(MANY_COVERS / max(found, 1))


def _search(search: Search, nodes: int | None) -> Searching:
    """Run ``search`` for its first cover within ``nodes`` nodes."""
    for cover in search.run():
        if cover is not None:
            return cover
        yield
        if nodes is not None and search.nodes >= nodes:
            return None
    return None


def target(
    layout: Layout, card: Card, board: Board, level: Level, elves: bool, finds: bool
) -> Generator[None, None, Board]:
    """The board the dwarf aims for: a full cover if it finds one, else its best partial one.

    It keeps the tiles already on the board if it can complete them.
    """
    if board:
        counts, supply = left_to_lay(card, board)
        free = layout.region & ~covered(board)
        rest = yield from _search(Search(free, counts, supply), KEEP_NODES)
        if rest is not None:
            return tuple(sorted((*board, *tiles_for(rest, card, finds, board))))
    wanted = level.choices if elves or finds else 1
    options: list[Board] = []
    search = Search(layout.region, card.counts)
    for cover in search.run():
        if cover is not None:
            options.append(tuple(sorted(tiles_for(cover, card, finds, ()))))
            if len(options) >= wanted:
                break
            continue
        yield
        if level.nodes is not None and search.nodes >= level.nodes:
            break
    if options:
        return max(options, key=lambda tiles: _bonus(layout, card, tiles, elves, finds))
    for holes in count(1):
        partial = yield from _search(Search(layout.region, card.counts, holes=holes), level.nodes)
        if partial is not None:
            return tuple(sorted(tiles_for(partial, card, finds, ())))
    raise AssertionError("unreachable: with enough holes any card leaves a cover")


def _bonus(layout: Layout, card: Card, tiles: Sequence[Tile], elves: bool, finds: bool) -> int:
    return score(layout, card, tiles, caller=False, elves=elves, finds=finds).total


@dataclass(frozen=True, slots=True)
class Situation:
    """What a dwarf plans from: its gallery, card, board, clock and the call to beat."""

    layout: Layout
    card: Card
    board: Board
    clock: int
    last_change: int
    standing: int | None
    elves: bool
    finds: bool

    @classmethod
    def of(cls, state: OutOfMineState, player: int) -> Situation:
        """Read the situation of ``player``, whose turn it is, in ``state``."""
        timeline = state.timelines[player]
        card = state.card(player)
        assert card is not None and timeline.end is End.PLAYING
        standing = state.standing_call()
        return cls(
            state.layout(player),
            card,
            timeline.board,
            timeline.clock,
            timeline.last_change,
            None if standing is None else standing[1],
            bool(state.options["elves"]),
            bool(state.options["finds"]),
        )


def plan(
    situation: Situation, level: Level, rng: random.Random
) -> Generator[None, None, list[Action]]:
    """The rest of a dwarf's turn as actions: clock steps, changes, then the call or stop."""
    s = situation
    goal = yield from target(s.layout, s.card, s.board, level, s.elves, s.finds)
    slow = yield from difficulty(s.layout, s.card)
    cutoff = LIMIT if s.standing is None else min(LIMIT, s.standing)
    actions: list[Action] = []
    clock, last = s.clock, s.last_change
    finished = True
    for time, change in _timed_changes(s, goal, level, slow, rng):
        time = max(time, clock, last + 1)
        if time >= cutoff:
            finished = False
            break
        actions += [*map(Wait, wait_steps(time - clock)), change]
        clock = last = time
    call = max(clock, last + 1)
    if finished:
        call += round(10 * rng.uniform(0.5, 1.5))
    if s.standing is not None:
        complete = finished and covered(goal) == s.layout.region
        if not complete or call >= s.standing:
            return [*actions, STOP]
    call = min(call, LIMIT)
    return [*actions, *map(Wait, wait_steps(call - clock)), CALL]


def _timed_changes(
    s: Situation, goal: Board, level: Level, slow: float, rng: random.Random
) -> list[tuple[int, Change]]:
    """The changes from the board to the goal, each at the moment the dwarf makes it."""
    board = s.board
    steps: list[Change] = [Take(tile.anchor) for tile in board if tile not in goal]
    todo = [tile for tile in goal if tile not in board]
    rng.shuffle(todo)
    todo.sort(key=lambda tile: -SHAPES[tile.kind.shape].size)
    timed: list[tuple[int, Change]] = []
    time = s.clock + round(10 * rng.uniform(1.5, 3.5) * slow)
    for change in steps:
        timed.append((time, change))
        board = changed(board, change)
        time += round(10 * rng.uniform(0.6, 1.2))
    for tile in todo:
        size = SHAPES[tile.kind.shape].size
        effort = (level.per_tile + level.per_square * size) * slow
        time += max(1, round(10 * effort * rng.lognormvariate(0.0, 0.3)))
        if rng.random() < level.slip:
            for change in _fumble(s, board, tile, rng):
                timed.append((time, change))
                board = changed(board, change)
                time += max(1, round(10 * effort * rng.uniform(0.3, 0.6)))
            if tile in board:
                continue
        put = Put(tile.kind, tile.anchor, tile.orientation)
        timed.append((time, put))
        board = changed(board, put)
    return timed


def _fumble(s: Situation, board: Board, tile: Tile, rng: random.Random) -> list[Change]:
    """Lay ``tile`` wrong, then put it right: a move, a turn, a flip, or a swap."""
    wrong = [
        change
        for change in legal_changes(s.layout, s.card, board, s.finds)
        if isinstance(change, Put) and change.kind == tile.kind and change != _put(tile)
    ]
    if not wrong:
        return []
    near = [put for put in wrong if put.anchor == tile.anchor or _mask(put) & tile.mask]
    first = rng.choice(near or wrong)
    after = changed(board, first)
    for fix in (Move(first.anchor, tile.anchor), Turn(first.anchor), Flip(first.anchor)):
        if allows(s.layout, s.card, after, s.finds, fix):
            if tile in changed(after, fix):
                return [first, fix]
    return [first, Take(first.anchor), _put(tile)]


def _put(tile: Tile) -> Put:
    return Put(tile.kind, tile.anchor, tile.orientation)


def _mask(put: Put) -> int:
    return Tile(put.anchor, put.kind, put.orientation).mask


class Dwarf(Agent):
    """An AI dwarf of one level; see the module docstring."""

    def __init__(self, level: Level, seed: int) -> None:
        super().__init__(seed)
        self.level = level
        self._plans: dict[tuple[str, ...], list[Action]] = {}

    def think(self, view: View) -> Thinking:
        """Choose a side at random, or play the next action of this turn's plan.

        The plan followed is the one made at the earliest moment of the turn
        whose plan the actions since agree with: normally the turn's start.
        """
        state = view.state
        assert isinstance(state, OutOfMineState)
        if state.phase is Phase.SIDES:
            return ChooseSide(seeded_random(self.seed, view).randrange(2))
        states, taken = _turn(state, view.player)
        history = tuple(str(action) for action in states[0].actions())
        for done, moment in enumerate(states):
            key = history + tuple(str(action) for action in taken[:done])
            planned = self._plans.get(key)
            if planned is None:
                rng = seeded_random(self.seed, View(view.player, moment))
                planned = yield from plan(Situation.of(moment, view.player), self.level, rng)
                self._remember(key, planned)
            rest = taken[done:]
            if planned[: len(rest)] == rest and len(rest) < len(planned):
                return planned[len(rest)]
        raise AssertionError("unreachable: a plan made now always has a next action")

    def _remember(self, key: tuple[str, ...], planned: list[Action]) -> None:
        if len(self._plans) >= KEEP_PLANS:
            self._plans.pop(next(iter(self._plans)))
        self._plans[key] = planned


def _turn(state: OutOfMineState, player: int) -> tuple[list[OutOfMineState], list[Action]]:
    """The states of ``player``'s current turn from its start, and the actions between them."""
    states, taken = [state], []
    while isinstance(state.parent, OutOfMineState):
        parent = state.parent
        if parent.phase is not Phase.PLAY or parent.round != state.round:
            break
        if parent.current_player != player:
            break
        assert state.last_action is not None
        taken.append(state.last_action)
        states.append(parent)
        state = parent
    states.reverse()
    taken.reverse()
    return states, taken


class DwarfKnowledge:
    """What the shared greedy agent knows: finished rounds plus this board as it stands."""

    def evaluate(self, state: State, player: int) -> float:
        """Points so far, plus this round's board scored as if the round ended now."""
        assert isinstance(state, OutOfMineState)
        points = state.totals()[player]
        card = state.card(player)
        if state.phase is Phase.PLAY and card is not None:
            timeline = state.timelines[player]
            points += score(
                state.layout(player),
                card,
                timeline.board,
                caller=timeline.end is End.CALLED,
                elves=bool(state.options["elves"]),
                finds=bool(state.options["finds"]),
            ).total
        return float(points)

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Keep the engine's order: there is no search that would profit from another."""
        return list(actions)

    def key(self, state: State) -> Hashable:
        """Everything that decides how the game goes on."""
        assert isinstance(state, OutOfMineState)
        return (state.round, state.phase, state.turn, state.sides, state.timelines, state.results)


KNOWLEDGE = DwarfKnowledge()


def _level(settings: Level) -> Callable[[int], Agent]:
    def make(seed: int) -> Agent:
        return Dwarf(settings, seed)

    return make


#: The levels: seed -> agent (see the module docstring for what they are like).
LEVELS: dict[str, Callable[[int], Agent]] = {
    name: _level(settings) for name, settings in LEVEL_SETTINGS.items()
}
