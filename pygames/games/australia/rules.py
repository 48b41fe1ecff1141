"""Australia's rules: the position, the legal actions and what each action does.

The evaluations of projects and of the windmill are in ``draft``; the
reasons given for refusing an action in ``refusals``; what a player may see
in ``view``; the position as plain text in ``picture``. Our decisions where
the rulebook is silent or terse:

- A turn is two actions: fly, play a card, take back rangers, in any mix.
  Moving a ranger for $4 is not an action and may come before, between or
  after them. Once both actions are taken the player ends the turn with
  ``end``, unless no $4 move is possible: then the turn passes by itself.
- Flying means changing region; the first flight lands anywhere.
- Changing a card's colour for $3 is for a player holding no card of the
  colour of the plane's region, and only to place rangers (in a location,
  on the ranger track or both): the 2-point play always needs a card of the
  region's colour. The $3 is paid before the card's own dollars come in, so
  the player needs $3 in hand.
- Every card is taken face up, so the players choose: in the deal and
  after each card played, they name the top card they take. The
  replacement is taken before anything else happens.
- Full game: the first player places the windmill in any region, water
  included, before the deal; or, with the option ``windmill`` set to ``drawn``
  (a first game, which should not open on a rule not met yet), the game draws
  its region. A card played with the plane in the
  windmill's region or a neighbouring one may split its rangers between
  one location and the ranger track, within the card's limit and the free
  spaces of the track.
- The game ends after the round (which always starts with the first
  player) in which the stacks are empty and a player has played their last
  card; the full game then scores the windmill one last time. Our own
  safety net: it also ends after ``ROUND_LIMIT`` rounds, so that play that
  never empties a hand cannot go on for ever.
- The bank never runs out of dollars. Dollars count as points; the most
  points wins, ties go to the most dollars, and a tie in both is shared.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from itertools import product

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
from pygames.games.australia.actions import (
    END,
    NOWHERE,
    AustraliaAction,
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    Phase,
    PlaceWindmill,
    Play,
    TakeBack,
    parse,
)
from pygames.games.australia.components import (
    ACTIONS_PER_TURN,
    CARD_KINDS,
    CARD_POINTS,
    DECK,
    HAND_SIZE,
    MOST_TAKEN_BACK,
    MOVE_PRICE,
    RANGER_TRACK,
    RANGERS_EACH,
    RECOLOUR_PRICE,
    STACK_DOLLARS,
    STACK_RANGERS,
    STACK_SIZE_FULL,
    STACK_SIZE_SIMPLE,
    STACKS,
    TILE_VALUES,
    WINDMILL_START,
    Card,
    card_colour,
    card_stack,
    holds_colour,
)
from pygames.games.australia.draft import Draft, can_move_ranger
from pygames.games.australia.geography import (
    ADJACENT,
    LOCATION_COUNT,
    LOCATION_REGIONS,
    REGION_COLOURS,
    REGION_COUNT,
    REGION_LOCATIONS,
    LocationIndex,
    RegionIndex,
)
from pygames.games.australia.kinds import EMPTY, Scoring, Source, TileState
from pygames.games.australia.picture import picture
from pygames.games.australia.refusals import explain
from pygames.games.australia.view import view
from pygames.games.australia.words import describe
from pygames.games.australia.words import player as player_name

#: The safety net on the game's length, far beyond any real game (about 10-20 rounds).
ROUND_LIMIT = 60
#: Most actions in one turn: two actions, two replacement cards, ``end``.
_TURN_PLIES = 5
#: Every dollar the stacks can pay, over the price of a move: the most $4 moves in a game.
_MOST_PAID_MOVES = STACK_SIZE_FULL * sum(STACK_DOLLARS) // MOVE_PRICE

FULL_GAME = "full_game"
#: Who places the windmill at the start of the full game: the first player, or the game.
WINDMILL = "windmill"
SCORE_LABELS = {
    Source.CONSERVATION: Say("australia.score.conservation"),
    Source.INDUSTRIALIZATION: Say("australia.score.industrialization"),
    Source.WINDMILL: Say("australia.score.windmill"),
    Source.BONUSES: Say("australia.score.bonuses"),
    Source.CARDS: Say("australia.score.cards"),
}
DOLLARS_LABEL = Say("australia.score.dollars")

_FLIGHTS = tuple(Fly(region) for region in range(REGION_COUNT))
_WINDMILL_PLACES = tuple(PlaceWindmill(region) for region in range(REGION_COUNT))


@dataclass(frozen=True, slots=True, kw_only=True)
class AustraliaState(State):
    """A position. Per player: ``planes`` (a region, or NOWHERE before the first
    flight), ``supply`` (rangers on the plane), ``dollars``, ``points`` (by
    ``Source``) and ``hands`` (open to all). Per location: ``owner`` (EMPTY or
    a player) and ``count``. Per region: ``tiles`` (industrialization values;
    0 where a view hides a face-down tile), ``tile_state`` and
    ``conservation`` (the tile is still there). ``stacks`` list their cards
    top first (-1 where a view hides one). ``scorings``: what the last
    action scored.
    """

    phase: Phase
    to_move: int
    actions_left: int
    round: int
    final_round: bool
    planes: tuple[RegionIndex, ...]
    supply: tuple[int, ...]
    dollars: tuple[int, ...]
    points: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[Card, ...], ...]
    stacks: tuple[tuple[Card, ...], ...]
    discard: tuple[int, ...]
    owner: tuple[int, ...]
    count: tuple[int, ...]
    tiles: tuple[int, ...]
    tile_state: tuple[TileState, ...]
    conservation: tuple[bool, ...]
    windmill: RegionIndex
    windmill_value: int
    windmill_track: int
    ranger_track: tuple[int, ...]
    scorings: tuple[Scoring, ...] = ()

    # -- reading the position ---------------------------------------------

    @property
    def full_game(self) -> bool:
        """True for the full game with the windmill, False for the simple game."""
        return bool(self.options[FULL_GAME])

    def total(self, player: int) -> int:
        """A player's points so far, dollars included (each is a point at the end)."""
        return sum(self.points[player]) + self.dollars[player]

    def track_room(self, region: RegionIndex) -> int:
        """Free ranger-track spaces a card played in ``region`` may use (0 if none)."""
        if self.windmill == NOWHERE or not (
            region == self.windmill or region in ADJACENT[self.windmill]
        ):
            return 0
        return RANGER_TRACK - len(self.ranger_track)

    # -- the engine hooks ---------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.phase == Phase.OVER else self.to_move

    def _legal_actions(self) -> tuple[AustraliaAction, ...]:
        if self.phase == Phase.WINDMILL:
            return _WINDMILL_PLACES
        if self.phase in (Phase.DEAL, Phase.DRAW):
            return tuple(Draw(stack[0]) for stack in self.stacks if stack)
        player = self.to_move
        actions: list[AustraliaAction] = []
        if self.actions_left:
            here = self.planes[player]
            actions.extend(flight for flight in _FLIGHTS if flight.region != here)
            if here != NOWHERE:
                actions.extend(self._card_plays(player, here))
                actions.extend(self._take_backs(player, here))
        if can_move_ranger(self.owner, self.dollars[player], player):
            actions.extend(self._ranger_moves(player))
        if not self.actions_left:
            actions.append(END)
        return tuple(actions)

    def _card_plays(self, player: int, region: RegionIndex) -> list[Play]:
        colour = REGION_COLOURS[region]
        targets = [loc for loc in REGION_LOCATIONS[region] if self.owner[loc] in (EMPTY, player)]
        room = self.track_room(region)
        hand = self.hands[player]
        may_pay = self.dollars[player] >= RECOLOUR_PRICE and not holds_colour(hand, colour)
        plays = []
        for card in sorted(set(hand)):
            paid = card_colour(card) != colour
            if paid and not may_pay:
                continue
            if not paid:
                plays.append(Play(card))
            most = min(STACK_RANGERS[card_stack(card)], self.supply[player])
            for total in range(1, most + 1):
                for track in range(min(total, room) + 1):
                    rangers = total - track
                    if rangers:
                        plays.extend(Play(card, paid, loc, rangers, track) for loc in targets)
                    else:
                        plays.append(Play(card, paid, NOWHERE, 0, track))
        return plays

    def _take_backs(self, player: int, region: RegionIndex) -> list[TakeBack]:
        mine = [
            (loc, self.count[loc]) for loc in REGION_LOCATIONS[region] if self.owner[loc] == player
        ]
        choices = product(*(range(min(count, MOST_TAKEN_BACK) + 1) for _, count in mine))
        return [
            TakeBack(tuple((loc, k) for (loc, _), k in zip(mine, counts, strict=True) if k))
            for counts in choices
            if 1 <= sum(counts) <= MOST_TAKEN_BACK
        ]

    def _ranger_moves(self, player: int) -> list[MoveRanger]:
        owner = self.owner
        sources = [loc for loc in range(LOCATION_COUNT) if owner[loc] == player]
        targets = [loc for loc in range(LOCATION_COUNT) if owner[loc] in (EMPTY, player)]
        return [MoveRanger(src, dst) for src in sources for dst in targets if dst != src]

    def _apply(self, action: Action) -> AustraliaState:
        draft = Draft(self)
        if isinstance(action, PlaceWindmill):
            draft.windmill = action.region
            draft.phase = Phase.DEAL
        elif isinstance(action, Draw):
            _draw(draft, action.card)
        elif isinstance(action, Fly):
            _fly(draft, action.region)
        elif isinstance(action, Play):
            _play(draft, action)
        elif isinstance(action, TakeBack):
            _take_back(draft, action)
        elif isinstance(action, MoveRanger):
            _move(draft, action)
        else:
            assert isinstance(action, EndTurn), action
            _end_turn(draft)
        return replace(self, **draft.fields())

    def _outcome(self) -> Outcome | None:
        if self.phase != Phase.OVER:
            return None
        ranking = [(self.total(p), self.dollars[p]) for p in range(self.players)]
        best = max(ranking)
        winners = tuple(p for p, rank in enumerate(ranking) if rank == best)
        return Outcome(winners, self._ending())

    def _ending(self) -> Reason:
        """Why the game ended: the stacks ran out and hands were played empty, or the limit."""
        if not self.final_round:
            stopped = Say.of("australia.end.round_limit", round=self.round)
            return Reason(Termination.MOVE_LIMIT, stopped)
        emptied = [player_name(p) for p in range(self.players) if not self.hands[p]]
        players = listing(emptied, "and")
        said = Say.count("australia.end.last_card", len(emptied), players=players, round=self.round)
        return Reason(Termination.LAST_ROUND, said)

    def _scores(self) -> tuple[Score, ...]:
        return tuple(self._score(player) for player in range(self.players))

    def _reveals(self, before: State) -> bool:
        """A tile turned face up, or a card taken from a stack with cards under it: the one
        that comes to the top. All chance is dealt at the start (the stacks' order, the
        tiles), so the generator never moves again and tells nothing.
        """
        assert isinstance(before, AustraliaState)
        turned_up = any(
            was == TileState.FACE_DOWN and now != TileState.FACE_DOWN
            for was, now in zip(before.tile_state, self.tile_state, strict=True)
        )
        new_top = any(
            bool(now) and len(now) < len(was)
            for was, now in zip(before.stacks, self.stacks, strict=True)
        )
        return turned_up or new_top

    def _score(self, player: int) -> Score:
        parts = [(SCORE_LABELS[source], self.points[player][source]) for source in Source]
        parts.append((DOLLARS_LABEL, self.dollars[player]))
        return Score(self.total(player), tuple((label, n) for label, n in parts if n))


def _regions_of(locations: Iterable[LocationIndex]) -> set[RegionIndex]:
    """The regions the given locations belong to."""
    return {region for loc in locations for region in LOCATION_REGIONS[loc]}


def _draw(draft: Draft, card: Card) -> None:
    """Take ``card`` off its stack; then the deal goes on, or the turn does."""
    player = draft.to_move
    draft.stacks[card_stack(card)].pop(0)
    draft.hands[player].append(card)
    if draft.phase == Phase.DRAW:
        draft.phase = Phase.PLAY
        _action_done(draft)
    elif sum(map(len, draft.hands)) < HAND_SIZE * draft.players:
        draft.to_move = (player + 1) % draft.players
    else:
        draft.phase = Phase.PLAY
        draft.to_move = 0


def _fly(draft: Draft, region: RegionIndex) -> None:
    """Land in ``region``, turning its tile face up: that alone can complete its project."""
    draft.planes[draft.to_move] = region
    draft.reveal(region)
    draft.evaluate((region,), draft.to_move)
    draft.actions_left -= 1
    _action_done(draft)


def _play(draft: Draft, play: Play) -> None:
    """Spend the card: its dollars, its rangers or its 2 points, then its evaluations."""
    player = draft.to_move
    draft.hands[player].remove(play.card)
    draft.discard[play.card] += 1
    if play.paid:
        draft.dollars[player] -= RECOLOUR_PRICE
    draft.dollars[player] += STACK_DOLLARS[card_stack(play.card)]
    if play.for_points:
        draft.points[player][Source.CARDS] += CARD_POINTS
    if play.track:
        draft.supply[player] -= play.track
        draft.ranger_track.extend([player] * play.track)
    if play.location != NOWHERE:
        draft.place(play.location, play.rangers, player)
        draft.evaluate(LOCATION_REGIONS[play.location], player)
    stacks_left = any(draft.stacks)
    if not stacks_left and not draft.hands[player]:
        draft.final_round = True
    draft.actions_left -= 1
    if stacks_left:
        draft.phase = Phase.DRAW
    else:
        _action_done(draft)


def _take_back(draft: Draft, take: TakeBack) -> None:
    """Return rangers to the plane; fewer rangers can be the exact count a tile asks for."""
    for loc, rangers in take.taken:
        draft.take(loc, rangers)
    draft.evaluate(_regions_of(loc for loc, _ in take.taken), draft.to_move)
    draft.actions_left -= 1
    _action_done(draft)


def _move(draft: Draft, move: MoveRanger) -> None:
    """Pay for a ranger's move (not an action) and evaluate both ends of it."""
    draft.dollars[draft.to_move] -= MOVE_PRICE
    draft.take(move.source, 1)
    draft.place(move.target, 1, draft.to_move)
    draft.evaluate(_regions_of((move.source, move.target)), draft.to_move)
    _action_done(draft)


def _action_done(draft: Draft) -> None:
    """End the turn by itself once the actions are used and no $4 move is possible."""
    player = draft.to_move
    if not draft.actions_left and not can_move_ranger(draft.owner, draft.dollars[player], player):
        _end_turn(draft)


def _end_turn(draft: Draft) -> None:
    """Pass the turn; after the last player of a final round (or the limit), end the game."""
    following = (draft.to_move + 1) % draft.players
    if following == 0:
        if draft.final_round or draft.round >= ROUND_LIMIT:
            if draft.full_game:
                draft.score_windmill()
            draft.phase = Phase.OVER
            return
        draft.round += 1
    draft.to_move = following
    draft.actions_left = ACTIONS_PER_TURN


def start(
    game: Game, players: int, options: Mapping[str, OptionValue], seed: int, rng: Rng
) -> AustraliaState:
    """Shuffle the stacks and cut them down, hide a tile on every region, hand out rangers;
    in the full game with its windmill ``drawn``, put the windmill in a region drawn last.

    Raises:
        InvalidSetup: for a windmill drawn in the simple game, which has none.
    """
    full = bool(options[FULL_GAME])
    drawn = options[WINDMILL] == "drawn"
    if drawn and not full:
        raise InvalidSetup(Say("australia.setup.windmill_full_only"))
    size = STACK_SIZE_FULL if full else STACK_SIZE_SIMPLE
    stacks = []
    for stack in range(STACKS):
        cards = [card for card in range(CARD_KINDS) if card_stack(card) == stack]
        shuffled, rng = rng.shuffle([card for card in cards for _ in range(DECK[card])])
        stacks.append(shuffled[:size])
    tiles, rng = rng.shuffle(TILE_VALUES)
    windmill = NOWHERE
    if drawn:
        windmill, rng = rng.below(REGION_COUNT)
    nobody = (0,) * players
    return AustraliaState(
        game=game,
        players=players,
        options=options,
        seed=seed,
        rng=rng,
        phase=Phase.WINDMILL if full and not drawn else Phase.DEAL,
        to_move=0,
        actions_left=ACTIONS_PER_TURN,
        round=1,
        final_round=False,
        planes=(NOWHERE,) * players,
        supply=(RANGERS_EACH[players],) * players,
        dollars=nobody,
        points=((0,) * len(Source),) * players,
        hands=((),) * players,
        stacks=tuple(stacks),
        discard=(0,) * CARD_KINDS,
        owner=(EMPTY,) * LOCATION_COUNT,
        count=(0,) * LOCATION_COUNT,
        tiles=tiles,
        tile_state=(TileState.FACE_DOWN,) * REGION_COUNT,
        conservation=(True,) * REGION_COUNT,
        windmill=windmill,
        windmill_value=WINDMILL_START,
        windmill_track=0,
        ranger_track=(),
    )


GAME = Game(
    id="australia",
    title="Australia",
    description="Fly your rangers across Australia to complete conservation and "
    "industrialization projects; in the full game, the windmill pays those on its track.",
    min_players=2,
    max_players=5,
    start=start,
    parse=parse,
    explain=explain,
    describe=describe,
    view=view,
    picture=picture,
    options=(
        Option(FULL_GAME, True, (True, False), "Full game, with the windmill"),
        Option(
            WINDMILL,
            "chosen",
            ("chosen", "drawn"),
            "Where the windmill starts: chosen by the first player, or drawn by the game",
        ),
    ),
    has_chance=True,
    hidden_info=True,
    max_length=1 + 5 * HAND_SIZE + ROUND_LIMIT * 5 * _TURN_PLIES + _MOST_PAID_MOVES,
)
