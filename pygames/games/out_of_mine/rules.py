"""Out of Mine!'s rules: rounds, boards, timelines, the call and the scores.

How a real-time race becomes turns (the package docstring says why): in
each round the players play one after another, each on their own clock, in
the round's *order*. A player's turn is their timeline, one action at a
time: clock steps, changes to the board (each at least a tenth of a second
after the one before), and the end, ``call`` or ``stop``. The first player
of a round ends it by calling, early if they must. Everyone after plays
against the *standing call*, the earliest so far: their clock cannot reach
it, and they either call earlier (taking over as the caller) or ``stop``.
When all have played, every board is judged as it stood at the caller's
moment: the caller's whole timeline, the others' changes made before it.

Orders (option ``mode``): ``dwarves``, the AI dwarves (seats 1, 2, ...)
play first and the person (seat 0) last, racing timelines already known, as
the screen shows them; ``hot-seat``, people at one screen, and who plays
first moves on a seat each round. One player plays alone (option ``solo``): against
the clock as in a race, ``calm`` (the page runs no clock for them: each change is
timed a tenth after the last, so the record keeps the order and nothing hurries them),
or the ``puzzle`` of the day, one round on the gallery and card the date picks
(``puzzle``), whose day is the seed.

Our decisions, beyond the rulebook:

- the mine closes ``LIMIT`` (10 minutes) after the start signal: from then
  on the only actions are ``call`` (or ``stop`` after someone's call);
- each change, and the call, comes at least a tenth of a second after the
  previous change: times strictly increase, which also bounds a round;
- a side is chosen before the treasure cards are drawn, as at the table,
  by everyone who did not get their previous board back;
- the player who calls later than the standing call cannot exist (their
  clock stops at it), so there are no ties for the call;
- players tied on points share the win (the rulebook names no tie-break).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import IntEnum

from pygames.core import (
    Action,
    Game,
    IllegalAction,
    InvalidSetup,
    Option,
    OptionValue,
    Outcome,
    RaceRound,
    Reason,
    Rng,
    Say,
    Score,
    State,
    Termination,
)
from pygames.games.out_of_mine.actions import (
    CALL,
    LIMIT,
    STOP,
    WAITS,
    Call,
    Change,
    ChooseSide,
    OutOfMineAction,
    Phase,
    Stop,
    Wait,
    parse,
    time_said,
    wait_steps,
)
from pygames.games.out_of_mine.content import BOARD_COUNT, CARDS, Card, Layout, layout_of
from pygames.games.out_of_mine.picture import picture
from pygames.games.out_of_mine.puzzle import LAST_DAY, pick
from pygames.games.out_of_mine.refusals import explain
from pygames.games.out_of_mine.scoring import RoundScore, score
from pygames.games.out_of_mine.solver import solve
from pygames.games.out_of_mine.tiles import Board, changed, legal_changes, tiles_for
from pygames.games.out_of_mine.view import view
from pygames.games.out_of_mine.words import day, describe

SPARE_BOARDS = 6
ROUNDS = SPARE_BOARDS + 1
MAX_PLAYERS = 4
#: Per player and round: a side, up to LIMIT clock steps and LIMIT changes, and the end.
MAX_LENGTH = ROUNDS * MAX_PLAYERS * (1 + 2 * LIMIT + 1)


class End(IntEnum):
    """How a timeline ended."""

    PLAYING = 0
    CALLED = 1
    STOPPED = 2


@dataclass(frozen=True, slots=True)
class Timeline:
    """One player's round: their changes with times, their clock, their board, their end."""

    events: tuple[tuple[int, Change], ...] = ()
    clock: int = 0
    board: Board = ()
    end: End = End.PLAYING

    @property
    def last_change(self) -> int:
        """When the board last changed (0 before any change)."""
        return self.events[-1][0] if self.events else 0

    def board_at(self, moment: int) -> Board:
        """The board as it stood at ``moment``: every change made before it."""
        board: Board = ()
        for time, change in self.events:
            if time >= moment:
                break
            board = changed(board, change)
        return board


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A finished round: who called when, and every board and score at that moment."""

    round: int
    caller: int
    moment: int
    layouts: tuple[int, ...]
    cards: tuple[int, ...]
    boards: tuple[Board, ...]
    scores: tuple[RoundScore, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class OutOfMineState(State):
    """A moment of the game: the boards in play, this round's timelines, past rounds.

    ``boards[p]`` and ``sides[p]`` are the board (0-9) player p has this round
    and its side (-1 while still to choose); ``previous[p]`` the layout they
    played last round (-1 before the first); ``cards[p]`` this round's card
    (-1 before the deal). ``pile`` and ``deck`` are the boards and cards still
    to draw, in no particular order: the generator draws from them. ``day`` is
    the puzzle of the day's day (None in other games): the seed, kept apart from
    it because a date is no secret, while a view hides the seed of every game.
    """

    round: int = 1
    phase: Phase = Phase.SIDES
    boards: tuple[int, ...]
    sides: tuple[int, ...]
    previous: tuple[int, ...]
    pile: tuple[int, ...]
    deck: tuple[int, ...] = tuple(range(len(CARDS)))
    cards: tuple[int, ...]
    timelines: tuple[Timeline, ...]
    turn: int = 0
    results: tuple[RoundResult, ...] = ()
    day: int | None = None

    # -- reading the state ------------------------------------------------

    @property
    def order(self) -> tuple[int, ...]:
        """The players in the order they play this round."""
        n = self.players
        if self.options["mode"] == "dwarves":
            return (*range(1, n), 0)
        first = (self.round - 1) % n
        return tuple((first + i) % n for i in range(n))

    def layout(self, player: int) -> Layout:
        """The gallery layout ``player`` plays this round (side A until a side is chosen)."""
        return layout_of(self.boards[player], max(self.sides[player], 0))

    def card(self, player: int) -> Card | None:
        """``player``'s treasure card this round, None before the deal."""
        index = self.cards[player]
        return CARDS[index] if index >= 0 else None

    def standing_call(self) -> tuple[int, int] | None:
        """(player, moment) of the earliest call so far this round, or None."""
        calls = [
            (timeline.clock, player)
            for player, timeline in enumerate(self.timelines)
            if timeline.end is End.CALLED
        ]
        if not calls:
            return None
        moment, player = min(calls)
        return player, moment

    @property
    def puzzle(self) -> bool:
        """Whether this is the puzzle of the day (its day is the seed)."""
        return self.options["solo"] == "puzzle"

    def solution(self, player: int) -> Board | None:
        """A complete board for ``player``'s card and layout (practice mode reveals it)."""
        card = self.card(player)
        if card is None:
            return None
        cover = solve(self.layout(player).region, card.counts)
        if cover is None:
            return None
        return tuple(sorted(tiles_for(cover, card, bool(self.options["finds"]), ())))

    def totals(self) -> tuple[int, ...]:
        """Every player's points over the rounds played."""
        return tuple(
            sum(result.scores[player].total for result in self.results)
            for player in range(self.players)
        )

    # -- the engine hooks -------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.phase is Phase.OVER:
            return None
        if self.phase is Phase.SIDES:
            return next(player for player in self.order if self.sides[player] < 0)
        return self.order[self.turn]

    def _legal_actions(self) -> tuple[OutOfMineAction, ...]:
        if self.phase is Phase.SIDES:
            return (ChooseSide(0), ChooseSide(1))
        player = self.order[self.turn]
        timeline = self.timelines[player]
        standing = self.standing_call()
        found: list[OutOfMineAction] = []
        if standing is not None:
            found.append(STOP)
        if timeline.clock > timeline.last_change:
            found.append(CALL)
        end = LIMIT + 1 if standing is None else min(LIMIT + 1, standing[1])
        found.extend(Wait(step) for step in WAITS if timeline.clock + step < end)
        card = self.card(player)
        if timeline.clock > timeline.last_change and timeline.clock < LIMIT and card is not None:
            finds = bool(self.options["finds"])
            found.extend(legal_changes(self.layout(player), card, timeline.board, finds))
        return tuple(found)

    def _apply(self, action: Action) -> OutOfMineState:
        if isinstance(action, ChooseSide):
            sides = list(self.sides)
            sides[self._player] = action.side
            return self._ready(replace(self, sides=tuple(sides)))
        player = self._player
        timeline = self.timelines[player]
        if isinstance(action, Wait):
            timeline = replace(timeline, clock=timeline.clock + action.tenths)
        elif isinstance(action, Call | Stop):
            timeline = replace(
                timeline, end=End.CALLED if isinstance(action, Call) else End.STOPPED
            )
        else:
            assert isinstance(action, Change), action
            timeline = replace(
                timeline,
                events=(*timeline.events, (timeline.clock, action)),
                board=changed(timeline.board, action),
            )
        timelines = list(self.timelines)
        timelines[player] = timeline
        state = replace(self, timelines=tuple(timelines))
        if timeline.end is End.PLAYING:
            return state
        if self.turn + 1 < self.players:
            return replace(state, turn=self.turn + 1)
        return state._next_round()

    @property
    def _player(self) -> int:
        player = self.current_player
        assert player is not None
        return player

    def _ready(self, state: OutOfMineState) -> OutOfMineState:
        """Deal the treasure cards and start the clocks once every side is chosen."""
        if min(state.sides) < 0:
            return state
        drawn, deck, rng = state.rng.draw(state.deck, state.players)
        return replace(state, phase=Phase.PLAY, cards=drawn, deck=deck, rng=rng)

    def _next_round(self) -> OutOfMineState:
        """Score the round, then replace the caller's board and deal the boards again."""
        standing = self.standing_call()
        assert standing is not None, "the first player of a round always calls"
        caller, moment = standing
        boards, scores = [], []
        for player, timeline in enumerate(self.timelines):
            board = timeline.board if player == caller else timeline.board_at(moment)
            card = self.card(player)
            assert card is not None
            boards.append(board)
            scores.append(
                score(
                    self.layout(player),
                    card,
                    board,
                    caller=player == caller,
                    elves=bool(self.options["elves"]),
                    finds=bool(self.options["finds"]),
                )
            )
        played = tuple(self.layout(player).index for player in range(self.players))
        result = RoundResult(
            self.round, caller, moment, played, self.cards, tuple(boards), tuple(scores)
        )
        results = (*self.results, result)
        if not self.pile:
            return replace(self, phase=Phase.OVER, results=results)
        index, rng = self.rng.below(len(self.pile))
        in_play = [board for player, board in enumerate(self.boards) if player != caller]
        dealt, rng = rng.shuffle([*in_play, self.pile[index]])
        sides = tuple(
            1 - self.sides[player] if dealt[player] == self.boards[player] else -1
            for player in range(self.players)
        )
        state = replace(
            self,
            round=self.round + 1,
            phase=Phase.SIDES,
            boards=dealt,
            sides=sides,
            previous=played,
            pile=self.pile[:index] + self.pile[index + 1 :],
            cards=(-1,) * self.players,
            timelines=(Timeline(),) * self.players,
            turn=0,
            results=results,
            rng=rng,
        )
        return self._ready(state)

    def _outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        totals = self.totals()
        best = max(totals)
        winners = tuple(player for player, total in enumerate(totals) if total == best)
        if self.day is not None:
            said = Say.of("out-of-mine.end.puzzle", date=day(self.day))
        else:
            said = Say.of("out-of-mine.end.last_round", round=self.round)
        return Outcome(winners, Reason(Termination.LAST_ROUND, said))

    def _scores(self) -> tuple[Score, ...]:
        return tuple(
            Score(
                sum(result.scores[player].total for result in self.results),
                tuple(
                    (self._round_label(result), result.scores[player].total)
                    for result in self.results
                ),
            )
            for player in range(self.players)
        )

    def _round_label(self, result: RoundResult) -> Say:
        """A round's line in the scores: its number, or the puzzle's day and time."""
        if self.day is not None:
            return Say.of(
                "out-of-mine.score.puzzle", date=day(self.day), time=time_said(result.moment)
            )
        return Say.of("out-of-mine.score.round", round=result.round)


def play_timeline(state: State, timeline: list[tuple[float, str]]) -> State:
    """Play a timed timeline (seconds since the start signal, action) for the player to act.

    This is how an untrusted timeline (from a screen that recorded drags with
    their times) enters the game: times must go forward, every action is
    parsed and applied with all the usual checks, and the clock steps
    between them are filled in.

    Raises:
        IllegalAction: naming the first action that is not allowed, and why.
        InvalidNotation: for text that is not an action.
    """
    for time, text in timeline:
        player = state.current_player
        if not isinstance(state, OutOfMineState) or state.phase is not Phase.PLAY:
            raise IllegalAction(
                Say.of("out-of-mine.refusal.no_timeline", move=str(text), time=str(time))
            )
        assert player is not None
        moment = round(time * 10)
        clock = state.timelines[player].clock
        if moment < clock:
            raise IllegalAction(
                Say.of(
                    "out-of-mine.refusal.time_backwards",
                    move=str(text),
                    time=time_said(moment),
                    clock=time_said(clock),
                )
            )
        for step in wait_steps(moment - clock):
            state = state.apply(Wait(step))
        state = state.apply(state.parse_action(text))
    return state


def race_rounds(state: OutOfMineState, player: int) -> tuple[RaceRound, ...]:
    """Every round ``player`` has finished: its points (their score's breakdown added
    up, the round's line in ``scores``) and its time, the caller's moment, when the
    round stopped for everyone (alone, their own call: the clock steps of their timeline
    added up). Practising with no clock (``calm``) a round has no time: there every
    change is timed a tenth after the last, however long it took."""
    timed = state.options["solo"] != "calm"
    return tuple(
        RaceRound(result.scores[player].total, result.moment if timed else None)
        for result in state.results
    )


def start(
    game: Game, players: int, options: Mapping[str, OptionValue], seed: int, rng: Rng
) -> OutOfMineState:
    """Deal a board to each player and set six aside as the draw pile; for the puzzle of
    the day, deal its one layout and card.

    Raises:
        InvalidSetup: for a way of playing alone with others, or a puzzle of no day.
    """
    if options["solo"] != "clock" and players != 1:
        raise InvalidSetup(Say("out-of-mine.setup.solo_alone"))
    if options["solo"] == "puzzle":
        return _puzzle(game, options, seed, rng)
    shuffled, rng = rng.shuffle(range(BOARD_COUNT))
    return OutOfMineState(
        game=game,
        players=players,
        options=options,
        seed=seed,
        rng=rng,
        boards=shuffled[:players],
        sides=(-1,) * players,
        previous=(-1,) * players,
        pile=tuple(sorted(shuffled[players : players + SPARE_BOARDS])),
        cards=(-1,) * players,
        timelines=(Timeline(),) * players,
    )


def _puzzle(game: Game, options: Mapping[str, OptionValue], day: int, rng: Rng) -> OutOfMineState:
    """Day ``day``'s puzzle: its layout with no side to choose, its card the only one to
    deal, no boards to come (one round)."""
    if day > LAST_DAY:
        raise InvalidSetup(Say.of("out-of-mine.setup.no_such_day", day=day))
    layout, card = pick(day)
    state = OutOfMineState(
        game=game,
        players=1,
        options=options,
        seed=day,
        rng=rng,
        boards=(layout.board,),
        sides=(layout.side,),
        previous=(-1,),
        pile=(),
        deck=(card.index,),
        cards=(-1,),
        timelines=(Timeline(),),
        day=day,
    )
    return state._ready(state)


GAME = Game(
    id="out-of-mine",
    title="Out of Mine!",
    description="Race to fill your mine gallery with the crystals on your treasure card. "
    "First to call Out of Mine! stops everyone; seven rounds.",
    min_players=1,
    max_players=MAX_PLAYERS,
    start=start,
    parse=parse,
    explain=explain,
    describe=describe,
    view=view,
    picture=picture,
    options=(
        Option(
            "mode",
            "dwarves",
            ("dwarves", "hot-seat"),
            "Who plays first: the AI dwarves (you race their times), or in turn",
        ),
        Option("elves", False, (False, True), "Elves: +1 for each elf beside its colour"),
        Option("finds", False, (False, True), "Finds: gold and silver score, worms and rats cost"),
        Option(
            "solo",
            "clock",
            ("clock", "calm", "puzzle"),
            "Alone: against the clock, at your own pace, or the puzzle of the day",
        ),
    ),
    has_chance=True,
    hidden_info=True,
    max_length=MAX_LENGTH,
    race_rounds=race_rounds,
)
