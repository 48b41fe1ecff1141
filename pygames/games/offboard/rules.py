"""Offboard's rules: the position, the moves and pushes, the targets, the end.

Decisions where the rulebook is terse (ours, written down here):

- A moving line is every own marble in an unbroken row from the chosen tail
  to the head, of any length; it moves one cell along its own line only.
- A push needs a strictly shorter opponent row with an empty cell or the
  edge right behind it; at most one marble leaves the board per push, and
  never one of the mover's own.
- A marble that reaches an occupied target scores nothing. Its owner must
  then, as the next action, either put it back on an empty cell (which is
  their whole turn) or remove it from the game and then move as usual
  (``Phase.DECIDE``).
- A player without a legal action passes; two passes in a row end the game.
- Our own decision, not the rulebook's: the game also ends after
  ``MOVE_LIMIT`` actions, so that no game (AI against AI, say) can go on for
  ever. Both ends score as usual: the higher score wins, equal is a draw.

>>> state = GAME.new_game(seed=0)
>>> str(state.describe(Move.parse("C3>NE")))
'Red moves a marble to the north-east'
>>> after = state.apply(Move.parse("C3>NE"))
>>> from pygames.games.offboard.geometry import CELL_NAMES
>>> after.current_player, after.phase, CELL_NAMES[after.marbles(0)[-1]]
(1, <Phase.MOVE: 0>, 'D4')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from functools import lru_cache

from pygames.core import (
    Action,
    Game,
    OptionValue,
    Outcome,
    Reason,
    Rng,
    Say,
    Score,
    State,
    Termination,
)
from pygames.games.offboard.actions import (
    MOVES,
    PASS,
    REMOVE,
    Move,
    OffboardAction,
    Pass,
    Phase,
    PlaceBack,
    RemoveReturned,
    parse,
)
from pygames.games.offboard.geometry import (
    CELL_BY_NAME,
    CELL_COUNT,
    EXIT_TARGET,
    NEIGHBOUR,
    RAYS,
    TARGET_COUNT,
    TARGET_VALUES,
    Cell,
    Direction,
)
from pygames.games.offboard.picture import picture
from pygames.games.offboard.refusals import explain
from pygames.games.offboard.view import view
from pygames.games.offboard.words import describe
from pygames.games.offboard.words import player as player_name

RED, YELLOW = 0, 1
#: The players' names in English; players read them from the catalogs' ``offboard.player.<n>``.
PLAYER_NAMES = ("Red", "Yellow")
#: Board contents: EMPTY, or a player's index + 1.
EMPTY = 0
MARBLES_EACH = 12
WINNING_SCORE = 6
MOVE_LIMIT = 500

START_RED = "A2 A3 A4 B1 B2 B3 B4 B5 B6 C3 C4 C5".split()
START_YELLOW = "I6 I7 I8 H4 H5 H6 H7 H8 H9 G5 G6 G7".split()


@dataclass(frozen=True, slots=True)
class Train:
    """What moving the line from a tail in a direction meets beyond its head."""

    length: int
    beyond: Cell  # the cell beyond the head, -1 for the edge
    opponents: int  # opponent marbles in a row from ``beyond``
    after: Cell  # the cell beyond those opponents, -1 for the edge
    after_empty: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class OffboardState(State):
    """A position: the marbles, the twelve targets and whose turn it is.

    ``board[cell]`` is EMPTY or a player index + 1; ``targets[t]`` is the
    player whose dead marble lies in target ``t`` (-1 when empty);
    ``returned`` is the target a marble of the player to move bounced off
    (-1 when there is no returned marble to decide about, see ``phase``).
    """

    board: tuple[int, ...]
    to_move: int = RED
    targets: tuple[int, ...] = (-1,) * TARGET_COUNT
    returned: int = -1
    removed: tuple[int, int] = (0, 0)
    passes: int = 0
    turn: int = 0

    # -- reading the position ---------------------------------------------

    @property
    def phase(self) -> Phase:
        """``Phase.DECIDE`` while the player to move has a returned marble, else ``Phase.MOVE``."""
        return Phase.MOVE if self.returned == -1 else Phase.DECIDE

    def owner(self, cell: Cell) -> int | None:
        """The player whose marble is on ``cell``, None when it is empty."""
        mark = self.board[cell]
        return None if mark == EMPTY else mark - 1

    def marbles(self, player: int) -> tuple[Cell, ...]:
        """The cells holding ``player``'s live marbles."""
        mark = player + 1
        return tuple(cell for cell, value in enumerate(self.board) if value == mark)

    def points(self, player: int) -> int:
        """Points scored by ``player``: the values of targets holding the opponent's marbles."""
        return _points(self.targets)[player]

    def train(self, tail: Cell, direction: Direction) -> Train:
        """Follow the mover's line from ``tail`` and look at what lies beyond it."""
        step = NEIGHBOUR[direction]
        board = self.board
        mine = board[tail]
        length, cell = 0, tail
        while cell != -1 and board[cell] == mine:
            length += 1
            cell = step[cell]
        beyond = cell
        opponents = 0
        while cell != -1 and board[cell] not in (EMPTY, mine):
            opponents += 1
            cell = step[cell]
        after_empty = cell != -1 and board[cell] == EMPTY
        return Train(length, beyond, opponents, cell, after_empty)

    def exit_target(self, move: Move) -> int:
        """The target a legal ``move`` pushes a marble into, or -1 if none leaves."""
        train = self.train(move.tail, move.direction)
        if train.opponents == 0 or train.after != -1:
            return -1
        last = train.beyond
        for _ in range(train.opponents - 1):
            last = NEIGHBOUR[move.direction][last]
        return EXIT_TARGET[move.direction][last]

    # -- the engine hooks ---------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._outcome() else self.to_move

    def _legal_actions(self) -> tuple[OffboardAction, ...]:
        if self.phase is Phase.DECIDE:
            empty = (PlaceBack(cell) for cell, value in enumerate(self.board) if value == EMPTY)
            return (*empty, REMOVE)
        moves = self._moves()
        return moves if moves else (PASS,)

    def _moves(self) -> tuple[Move, ...]:
        """The legal moves, tails in cell order, each tail's directions in order.

        The hot path of a search: lines are read along ``RAYS`` and the moves taken
        from ``MOVES`` (1.9x faster than following ``train``'s steps).
        """
        board = self.board
        mine = self.to_move + 1
        other = 3 - mine
        moves = []
        for tail in range(CELL_COUNT):
            if board[tail] != mine:
                continue
            for direction, ray in enumerate(RAYS[tail]):
                length = 1
                for cell in ray:
                    here = board[cell]
                    if here != mine:
                        break
                    length += 1
                else:
                    continue  # an own marble would leave the board
                if here == EMPTY:
                    moves.append(MOVES[tail][direction])
                    continue
                index, end = length, len(ray)  # ray[length - 1] is the first opponent
                while index < end and board[ray[index]] == other:
                    index += 1
                if index - length + 1 < length and (index == end or board[ray[index]] == EMPTY):
                    moves.append(MOVES[tail][direction])
        return tuple(moves)

    def _apply(self, action: Action) -> OffboardState:
        if isinstance(action, Move):
            return self._after_move(action)
        if isinstance(action, PlaceBack):
            board = list(self.board)
            board[action.cell] = self.to_move + 1
            return replace(
                self,
                board=tuple(board),
                to_move=1 - self.to_move,
                returned=-1,
                passes=0,
                turn=self.turn + 1,
            )
        if isinstance(action, RemoveReturned):
            removed = list(self.removed)
            removed[self.to_move] += 1
            return replace(
                self,
                removed=(removed[0], removed[1]),
                returned=-1,
                passes=0,
                turn=self.turn + 1,
            )
        assert isinstance(action, Pass), action
        return replace(self, to_move=1 - self.to_move, passes=self.passes + 1, turn=self.turn + 1)

    def _after_move(self, move: Move) -> OffboardState:
        mine, opponent = self.to_move + 1, 2 - self.to_move
        board = list(self.board)
        step = NEIGHBOUR[move.direction]
        head_target = move.tail
        while head_target != -1 and board[head_target] == mine:
            head_target = step[head_target]
        board[move.tail] = EMPTY
        last_opponent, cell = -1, head_target
        while cell != -1 and board[cell] == opponent:
            last_opponent, cell = cell, step[cell]
        board[head_target] = mine
        targets, returned = self.targets, -1
        if last_opponent != -1:
            if cell != -1:
                board[cell] = opponent
            else:
                target = EXIT_TARGET[move.direction][last_opponent]
                if targets[target] == -1:
                    targets = targets[:target] + (opponent - 1,) + targets[target + 1 :]
                else:
                    returned = target
        return _moved(self, tuple(board), opponent - 1, targets, returned)

    def _outcome(self) -> Outcome | None:
        points = _points(self.targets)
        if max(points) >= WINNING_SCORE:
            winners: tuple[int, ...] = (points.index(max(points)),)
            kind = Termination.TARGET_SCORE
        elif self.passes >= 2:
            winners, kind = _leaders(points), Termination.NO_MOVES
        elif self.turn >= MOVE_LIMIT:
            winners, kind = _leaders(points), Termination.MOVE_LIMIT
        else:
            return None
        return Outcome(winners, Reason(kind, _ending(kind, points)))

    def _scores(self) -> tuple[Score, ...]:
        return tuple(self._score(player) for player in (RED, YELLOW))

    def _score(self, player: int) -> Score:
        hits = [TARGET_VALUES[t] for t, owner in enumerate(self.targets) if owner == 1 - player]
        parts = []
        for value in (3, 2, 1):
            count = hits.count(value)
            if count:
                parts.append(
                    (Say.count("offboard.score.targets", count, value=value), count * value)
                )
        return Score(sum(hits), tuple(parts))


def _slot_setter(name: str) -> Callable[[OffboardState, object], None]:
    """The setter of ``OffboardState``'s slot ``name``, from the class that declares it."""
    for klass in OffboardState.__mro__:
        slot = vars(klass).get(name)
        if slot is not None:
            setter: Callable[[OffboardState, object], None] = slot.__set__
            return setter
    raise LookupError(name)


_SLOTS = (
    *("game", "players", "options", "seed", "rng", "parent", "last_action", "_legal"),
    *("_redacted", "board", "to_move", "targets", "returned", "removed", "passes", "turn"),
)
assert set(_SLOTS) == {field.name for field in fields(OffboardState)}, "a field left out of _moved"
(_GAME, _PLAYERS, _OPTIONS, _SEED, _RNG, _PARENT, _LAST, _LEGAL) = map(_slot_setter, _SLOTS[:8])
(_REDACTED, _BOARD, _TO_MOVE, _TARGETS, _RETURNED, _REMOVED, _PASSES, _TURN) = map(
    _slot_setter, _SLOTS[8:]
)


def _moved(
    before: OffboardState,
    board: tuple[int, ...],
    to_move: int,
    targets: tuple[int, ...],
    returned: int,
) -> OffboardState:
    """The position after a move from ``before``, built slot by slot: what the dataclass's
    ``__init__`` does, at half the cost (it sets each field through ``object.__setattr__``,
    a look-up by name), in the search's commonest step after evaluating."""
    state: OffboardState = object.__new__(OffboardState)
    _GAME(state, before.game)
    _PLAYERS(state, before.players)
    _OPTIONS(state, before.options)
    _SEED(state, before.seed)
    _RNG(state, before.rng)
    _PARENT(state, None)
    _LAST(state, None)
    _LEGAL(state, None)
    _REDACTED(state, None)
    _BOARD(state, board)
    _TO_MOVE(state, to_move)
    _TARGETS(state, targets)
    _RETURNED(state, returned)
    _REMOVED(state, before.removed)
    _PASSES(state, 0)
    _TURN(state, before.turn + 1)
    return state


@lru_cache(maxsize=4096)
def _points(targets: tuple[int, ...]) -> tuple[int, int]:
    """Red's and Yellow's points for a filling of the targets: asked at every position of a
    search (is the game over?), while a game sees only a few fillings."""
    red = sum(TARGET_VALUES[t] for t, owner in enumerate(targets) if owner == YELLOW)
    yellow = sum(TARGET_VALUES[t] for t, owner in enumerate(targets) if owner == RED)
    return red, yellow


def _ending(kind: Termination, points: tuple[int, int]) -> Say:
    """Why the game ended, with the points: the winner's, or both when it stopped."""
    if kind is Termination.TARGET_SCORE:
        winner = points.index(max(points))
        return Say.of(
            "offboard.end.target_score",
            player=player_name(winner),
            points=points[winner],
            needed=WINNING_SCORE,
        )
    return Say.of(
        f"offboard.end.{kind.value}",
        red=player_name(RED),
        red_points=points[RED],
        yellow=player_name(YELLOW),
        yellow_points=points[YELLOW],
        limit=MOVE_LIMIT,
    )


def _leaders(points: tuple[int, int]) -> tuple[int, ...]:
    best = max(points)
    return tuple(player for player, score in enumerate(points) if score == best)


def start(
    game: Game, players: int, options: Mapping[str, OptionValue], seed: int, rng: Rng
) -> OffboardState:
    """Set up the rulebook's start position with Red to move."""
    board = [EMPTY] * CELL_COUNT
    for player, names in ((RED, START_RED), (YELLOW, START_YELLOW)):
        for name in names:
            board[CELL_BY_NAME[name]] = player + 1
    return OffboardState(
        game=game, players=players, options=options, seed=seed, rng=rng, board=tuple(board)
    )


GAME = Game(
    id="offboard",
    title="Offboard",
    description="Push your opponent's marbles off the hexagon into the scoring targets. "
    "First to 6 points wins.",
    min_players=2,
    max_players=2,
    start=start,
    parse=parse,
    explain=explain,
    describe=describe,
    view=view,
    picture=picture,
    max_length=MOVE_LIMIT,
)
