"""Outback's engine: the turn (roll, keep, place or block), scoring, the end of the game.

A turn, as the state plays it (``actions`` has the notation):

1. The turn starts with the jeep full (it is refilled at the end of every
   turn) and the engine's first roll of all the dice.
2. ``Phase.ROLL``: roll again keeping any dice (kept dice may go back in),
   or stop; after the third roll the dice stop by themselves.
3. ``Phase.PLACE``: take animals from the jeep one at a time, each into an
   empty hex of a row the dice can still form a group for (``dice``), until
   the player is done or the dice allow nothing more.
   ``Phase.BLOCK``: the dice allow no animal at all: a tile from the bag
   goes face down onto an empty hex of the player's choice.
4. The turn's animals score (each the size of its group once every animal
   of the turn lies), bonus tiles are handed out, the jeep is refilled and
   the next player, clockwise, gets the first roll.

Our decisions where the rulebook leaves room:

- The first roll of a turn is the engine's: there is nothing to decide
  before it. A player may stop after any roll, even with dice that take no
  animal (they then block a hex).
- Keeping every die and rolling none is not a roll; ``stop`` does that.
- A group is counted as exactly its row's size: the surplus dice of a larger
  group are unused, so they stay free for another group, which never hurts.
- Which dice form which group is not chosen: a placement is legal when the
  dice can form it together with the turn's earlier ones (``dice``). A group
  takes its animal's own dice first, so the row a player picks is their
  choice of jokers, each way a move of its own (``jokers_for`` says how many
  a placement takes), and no placement commits a joker its row does not need.
- A player who has placed an animal may end the turn (``done``) although the
  dice would allow more: only the first animal is compulsory.
- Two animals placed in one turn that end up in the same group each score
  the group's full size.
- The start player is found by rolling 6 dice each (in Outback Plus too),
  most equal animals (jokers not counted) wins, tied players roll again;
  the rolls are kept in ``roll_off`` for the log.
- The jeep is refilled at the end of each turn rather than at the start of
  the next: the same tiles in the same order, and the next player sees a
  full jeep, as at the table.
- "Full" means animals and face-down tiles on every hex, for the end of the
  game and for the Plus tile alike.
- The bag holds 90 tiles and at most 60 hexes are ever filled, so it never
  runs dry.
- The penalty tiles and the five random bonus tiles are Outback Plus
  options: asking for them in the base game is refused when the game starts.
- In the base game, when one turn brings two kinds to three animals, the
  kind that reached three first takes the earlier bonus space (``bonus``).

The module holds the state and its engine hooks, ``GAME`` and ``start``;
refusals are worded in ``refusals`` and moves described with ``words``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from pygames.core import (
    Action,
    Game,
    InvalidSetup,
    Option,
    OptionValue,
    Outcome,
    Reason,
    Rng,
    Say,
    Score,
    State,
    Termination,
)
from pygames.core.say import listing
from pygames.games.outback.actions import (
    DONE,
    STOP,
    Block,
    Done,
    OutbackAction,
    Phase,
    Place,
    Roll,
    Stop,
    parse,
)
from pygames.games.outback.bonus import PLUS_TILES, RANDOM_PLUS_TILES
from pygames.games.outback.components import (
    ANIMALS,
    BASE_DICE,
    JEEP_SIZE,
    JOKER,
    MAX_ROLLS,
    PLUS_DICE,
    ROLL_OFF_DICE,
    TILES_PER_ANIMAL,
)
from pygames.games.outback.dice import Faces, can_form, jokers_added, keeps, roll, split, tally
from pygames.games.outback.landscape import BASE, PLUS, Hex, Layout
from pygames.games.outback.picture import picture
from pygames.games.outback.player_board import PlayerBoard
from pygames.games.outback.refusals import explain
from pygames.games.outback.scoring import PENALTY_TILES, bonus_tiles, final_score, leaders
from pygames.games.outback.turn import score_turn
from pygames.games.outback.view import view
from pygames.games.outback.words import describe
from pygames.games.outback.words import player as player_name

MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: Per turn at most two rolls, stop, three animals and done; at most 15 turns each.
MAX_LENGTH = MAX_PLAYERS * BASE.size * (2 + 1 + 3 + 1)


@dataclass(frozen=True, slots=True, kw_only=True)
class OutbackState(State):
    """A moment of the game.

    ``boards[p]`` is player p's landscape, markers and bonus tiles. ``bag``
    holds the tiles still in the bag in the order they will be drawn (hidden
    from every player), ``jeep`` the animals on the jeep (sorted). The dice
    are ``held`` (kept aside before the last roll) plus ``rolled`` (thrown by
    it), after ``rolls`` rolls this turn; ``placed`` lists this turn's
    animals as (animal, hex). ``plus_tiles`` are the Outback Plus bonus tiles
    still to take, ``penalty`` the penalty tile in play (None: 2 per blocked
    hex). ``round`` counts rounds from 1, a round starting at the start player.
    """

    boards: tuple[PlayerBoard, ...]
    bag: tuple[int, ...]
    jeep: tuple[int, ...]
    start_player: int
    to_move: int
    phase: Phase = Phase.ROLL
    held: Faces = ()
    rolled: Faces = ()
    rolls: int = 1
    placed: tuple[tuple[int, Hex], ...] = ()
    plus_tiles: tuple[int, ...] = ()
    penalty: str | None = None
    roll_off: tuple[tuple[Faces, ...], ...] = ()
    round: int = 1

    # -- reading the state ------------------------------------------------

    @property
    def is_plus(self) -> bool:
        """Whether this is Outback Plus."""
        return self.options["variant"] == "plus"

    @property
    def layout(self) -> Layout:
        """The landscape side in play (the same for every player)."""
        return PLUS if self.is_plus else BASE

    @property
    def dice(self) -> Faces:
        """Every die as it lies now, sorted: the kept ones and the last roll."""
        return tuple(sorted(self.held + self.rolled))

    @property
    def dice_count(self) -> int:
        """How many dice are rolled: 6, or 7 in Outback Plus."""
        return PLUS_DICE if self.is_plus else BASE_DICE

    def groups(self) -> list[tuple[int, int]]:
        """This turn's groups so far, as (animal, row) pairs."""
        row_of = self.layout.row_of
        return [(animal, row_of[hex_]) for animal, hex_ in self.placed]

    def legal_placements(self) -> tuple[Place, ...]:
        """The animals the dice let the player to act take now, and where they may go."""
        if self.phase is not Phase.PLACE:
            return ()
        return tuple(action for action in self.legal_actions() if isinstance(action, Place))

    def jokers_for(self, place: Place) -> int:
        """How many jokers a legal ``place`` takes on top of the turn's animals so far.

        The row a player puts an animal into is their choice of jokers (``dice``): a
        board can show it before the tap, and the move's description names it.
        """
        group = (int(place.animal), place.row)
        return jokers_added(tally(self.dice), self.groups(), group)

    def dice_split(self) -> tuple[tuple[int, int], ...]:
        """Which dice this turn's animals used: (animal dice, jokers) per animal placed.

        Any split that forms all the groups would do; this is the one that gives
        each group as many of its animal's dice as it can.
        """
        return split(tally(self.dice), self.groups())

    def ends_when_full(self) -> bool:
        """Whether the game ends with the round in which a landscape fills (the usual rule)."""
        return self.options["end"] == "round"

    # -- the engine hooks -------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase is Phase.OVER else self.to_move

    def _legal_actions(self) -> tuple[OutbackAction, ...]:
        if self.phase is Phase.ROLL:
            rolls: tuple[OutbackAction, ...] = tuple(Roll(keep) for keep in keeps(self.dice))
            return (STOP, *rolls)
        layout = self.layout
        board = self.boards[self.to_move]
        if self.phase is Phase.BLOCK:
            return tuple(
                Block(layout.row_of[hex_], layout.column[hex_]) for hex_ in board.empty_hexes()
            )
        if self.phase is Phase.OVER:
            return ()
        counts = tally(self.dice)
        groups = self.groups()
        places: list[OutbackAction] = []
        for animal in sorted(set(self.jeep)):
            for hex_ in board.empty_hexes():
                row = layout.row_of[hex_]
                if can_form(counts, [*groups, (animal, row)]):
                    places.append(Place(ANIMALS[animal], row, layout.column[hex_]))
        if self.placed:
            places.append(DONE)
        return tuple(places)

    def _apply(self, action: Action) -> OutbackState:
        if isinstance(action, Roll):
            rolled, rng = roll(self.rng, len(self.dice) - len(action.keep))
            state = replace(self, held=action.keep, rolled=rolled, rolls=self.rolls + 1, rng=rng)
            return state._placing() if state.rolls == MAX_ROLLS else state
        if isinstance(action, Stop):
            return self._placing()
        if isinstance(action, Place):
            return self._place(action)
        if isinstance(action, Done):
            return self._end_turn()
        assert isinstance(action, Block), action
        hex_ = self.layout.hex_at(action.row, action.column)
        assert hex_ is not None
        board = self.boards[self.to_move].with_blocked(hex_, self.bag[0])
        return replace(self, boards=self._with_board(board), bag=self.bag[1:])._end_turn()

    def _placing(self) -> OutbackState:
        """Stop rolling: place animals, or block a hex if the dice take none."""
        state = replace(self, phase=Phase.PLACE)
        return state if state.legal_actions() else replace(self, phase=Phase.BLOCK)

    def _place(self, place: Place) -> OutbackState:
        hex_ = self.layout.hex_at(place.row, place.column)
        assert hex_ is not None
        jeep = list(self.jeep)
        jeep.remove(place.animal)
        board = self.boards[self.to_move].with_tile(hex_, place.animal)
        state = replace(
            self,
            boards=self._with_board(board),
            jeep=tuple(jeep),
            placed=(*self.placed, (int(place.animal), hex_)),
        )
        if state.legal_actions() == (DONE,):
            return state._end_turn()
        return state

    def _with_board(self, board: PlayerBoard) -> tuple[PlayerBoard, ...]:
        """The boards with the player to act's replaced."""
        player = self.to_move
        return self.boards[:player] + (board,) + self.boards[player + 1 :]

    def _end_turn(self) -> OutbackState:
        """Score the turn, hand out bonus tiles, refill the jeep and pass to the next player."""
        board, taken = score_turn(
            self.boards[self.to_move], self.layout, self.placed, self.is_plus, self.plus_tiles
        )
        available = tuple(tile for tile in self.plus_tiles if tile not in taken)
        refill = JEEP_SIZE - len(self.jeep)
        state = replace(
            self,
            boards=self._with_board(board),
            jeep=tuple(sorted(self.jeep + self.bag[:refill])),
            bag=self.bag[refill:],
            plus_tiles=available,
            placed=(),
        )
        return state._next_turn()

    def _next_turn(self) -> OutbackState:
        """Pass the dice clockwise, skipping full landscapes, or end the game."""
        boards = self.boards
        if all(board.is_full() for board in boards):
            return replace(self, phase=Phase.OVER)
        seat, round_ = self.to_move, self.round
        while True:
            seat = (seat + 1) % self.players
            if seat == self.start_player:
                if self.ends_when_full() and any(board.is_full() for board in boards):
                    return replace(self, phase=Phase.OVER)
                round_ += 1
            if not boards[seat].is_full():
                break
        rolled, rng = roll(self.rng, self.dice_count)
        return replace(
            self,
            to_move=seat,
            round=round_,
            phase=Phase.ROLL,
            held=(),
            rolled=rolled,
            rolls=1,
            rng=rng,
        )

    def _outcome(self) -> Outcome | None:
        if self.phase is not Phase.OVER:
            return None
        totals = [score.total for score in self._scores()]
        tiebreaks = [bonus_tiles(board) for board in self.boards]
        return Outcome(leaders(totals, tiebreaks), Reason(Termination.LAST_ROUND, self._ending()))

    def _ending(self) -> Say:
        """Why the game ended: who filled their landscape, and the round played to its end."""
        if not self.ends_when_full():
            return Say.of("outback.end.all_full", round=self.round)
        full = [player_name(seat) for seat, board in enumerate(self.boards) if board.is_full()]
        filled = listing(full, "and")
        return Say.count("outback.end.filled", len(full), players=filled, round=self.round)

    def _scores(self) -> tuple[Score, ...]:
        return tuple(final_score(board, self.layout, self.penalty) for board in self.boards)

    def _reveals(self, before: State) -> bool:
        """A roll (the next turn's first one too), or tiles drawn from the bag onto the jeep:
        the jeep refills at a turn's end, with no roll after it when the game ends there.
        A tile from the bag laid face down shows nothing, and the face-down tiles stay so.
        """
        assert isinstance(before, OutbackState)
        drawn = len(before.bag) - len(self.bag)
        laid_face_down = sum(len(board.face_down) for board in self.boards) - sum(
            len(board.face_down) for board in before.boards
        )
        return self.rng != before.rng or drawn > laid_face_down


def tiles_accounted(state: OutbackState) -> list[int]:
    """Per animal, the tiles in the bag, on the jeep, in landscapes and face down (18 each)."""
    found = tally(state.bag + state.jeep)[:JOKER]
    for board in state.boards:
        for tile in (*board.tiles, *board.face_down):
            if tile >= 0:
                found[tile] += 1
    return found


def _roll_off(rng: Rng, players: int) -> tuple[int, tuple[tuple[Faces, ...], ...], Rng]:
    """Find the start player: most equal animals in 6 dice (jokers not counted), ties again."""
    rolling = list(range(players))
    rounds = []
    while True:
        dice: list[Faces] = [()] * players
        for player in rolling:
            dice[player], rng = roll(rng, ROLL_OFF_DICE)
        rounds.append(tuple(dice))
        best = {player: max(tally(dice[player])[:JOKER]) for player in rolling}
        top = max(best.values())
        rolling = [player for player in rolling if best[player] == top]
        if len(rolling) == 1:
            return rolling[0], tuple(rounds), rng


def start(
    game: Game, players: int, options: Mapping[str, OptionValue], seed: int, rng: Rng
) -> OutbackState:
    """Fill the bag and the jeep, draw the Plus tiles and penalty tile, roll for the start.

    Raises:
        InvalidSetup: for Plus options in the base game.
    """
    plus = options["variant"] == "plus"
    if not plus and (options["penalty"] != "standard" or options["plus_tiles"] != "all"):
        raise InvalidSetup(Say("outback.setup.plus_only"))
    tiles = [animal for animal in ANIMALS for _ in range(TILES_PER_ANIMAL)]
    bag, rng = rng.shuffle(tiles)
    penalty = options["penalty"]
    if penalty == "random":
        index, rng = rng.below(len(PENALTY_TILES))
        penalty = PENALTY_TILES[index]
    plus_tiles: tuple[int, ...] = ()
    if plus:
        plus_tiles = tuple(range(len(PLUS_TILES)))
        if options["plus_tiles"] == "five":
            drawn, _, rng = rng.draw(plus_tiles, RANDOM_PLUS_TILES)
            plus_tiles = tuple(sorted(drawn))
    first, roll_off, rng = _roll_off(rng, players)
    layout = PLUS if plus else BASE
    state = OutbackState(
        game=game,
        players=players,
        options=options,
        seed=seed,
        rng=rng,
        boards=(PlayerBoard.empty(layout),) * players,
        bag=tuple(int(tile) for tile in bag[JEEP_SIZE:]),
        jeep=tuple(sorted(int(tile) for tile in bag[:JEEP_SIZE])),
        start_player=first,
        to_move=first,
        plus_tiles=plus_tiles,
        penalty=None if penalty == "standard" else str(penalty),
        roll_off=roll_off,
    )
    rolled, rng = roll(state.rng, state.dice_count)
    return replace(state, rolled=rolled, rng=rng)


GAME = Game(
    id="outback",
    title="Outback",
    description="Roll the animal dice, take animals from the jeep and settle them in your "
    "landscape: big herds score big, but mind the track that starts again at 1.",
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    start=start,
    parse=parse,
    explain=explain,
    describe=describe,
    view=view,
    picture=picture,
    options=(
        Option("variant", "base", ("base", "plus"), "Game: Outback, or Outback Plus (7 dice)"),
        Option(
            "plus_tiles",
            "all",
            ("all", "five"),
            "Outback Plus bonus tiles: all 14, or 5 drawn at random",
        ),
        Option(
            "penalty",
            "standard",
            ("standard", *PENALTY_TILES, "random"),
            "Blocked hexes: -2 each, or an Outback Plus penalty tile (A-D, or one at random)",
        ),
        Option(
            "end",
            "round",
            ("round", "all-complete"),
            "End: the round in which a landscape fills, or once every landscape is full",
        ),
    ),
    has_chance=True,
    hidden_info=True,
    max_length=MAX_LENGTH,
)
