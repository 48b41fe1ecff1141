"""Down Under's rules: turns, the first round, billabong turns, variants, the end, scoring.

Rule decisions where the rulebook leaves room:

- Cells are named from the first card, which always lies at ``0,0``: on an
  open table "anywhere" differs only by where you stand.
- A path is its colour's chain. Every card must keep each chain to at most
  one colour, in the first round too; in the two-paths variant a player's
  own two paths may not be joined either.
- Ends may be laid at an open end at any time, inside or outside the area;
  only the first card after the entrances in the two-paths variant must be a
  straight or curve, as the rulebook says. How the area takes shape, and why
  ends do not count towards it, is in ``area``.
- A colour that has nothing legal to do when its turn comes is finished for
  the rest of the game, even if later cards would give it room again (a
  path capped at both ends, a loop that no turn can open, a blocked path).
- A loop is reopened by turning one of its own curves a quarter either way
  (two different moves: they draw the colour on different arcs). The turn is
  legal if afterwards the colour's segments form one path with an open end
  and no chain holds two colours. A turn is the whole move.
- Billabongs: see ``table``. In cases 1 and 2 the player who caused the
  meeting lays the billabong as the next action of the same turn (a move of
  its own in the record); in case 1 with their own path through the pond,
  one more card follows at the open end the pond leads to (if none fits, the
  turn ends). The supply is four (``billabongs``): no case lays a fifth.
  With none left, no billabong is offered, in any case: where paths meet
  nothing is laid for the meeting, and the cell stays an ordinary empty
  cell (what still fits there, if anything, is in ``table``); a player
  short of a curve is blocked there. When several meetings arise at once
  and fewer billabongs are left, the mover chooses where they go.
- Entrances (the ends laid first, with one open end each or two paths each)
  go down in colour order and pair up back to back, each pair filling one
  square: the first and third start a new square, the second and fourth
  complete it. An entrance that starts a square while another entrance is
  still to come may go only where that next end could go back to back with
  it (its stub there would join no paths); the next one must then go there.
  With three players and one open end each, the third end has no partner.
- Two paths each: the players lay the entrance ends in the order Red, Blue,
  Yellow, Green (Red and Yellow are the first player's, Blue and Green the
  second's; Blue and Green go back to back with Red and Yellow). With
  ``both``, each turn lays one card on each of the player's paths, in either
  order; with ``either``, one card on either path. The area size for "easy",
  "recommended" and "hard" is read from the table's row for four paths.
- Scoring is per path and added up per player. Equal lengths share the win.
  With special scoring, sets and rabbits count per path; a player still
  holding a dingo card at the end ranks below everyone who laid theirs (if
  nobody did, the scores alone decide).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

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
from pygames.games.down_under.actions import DownUnderAction, Phase, Place, Turn, parse
from pygames.games.down_under.area import AREA_CHOICES, Limit, resolve
from pygames.games.down_under.cards import (
    BILLABONGS,
    CARD_TYPES,
    DINGO,
    DINGO_CARD,
    EMU,
    FULL_HAND,
    KANGAROO,
    NO_ANIMAL,
    PLATYPUS,
    RABBIT,
    TYPE_INDEX,
    TYPES_OF,
    Hand,
    Kind,
    billabong,
    card,
    second_end,
    take,
)
from pygames.games.down_under.chains import NO_PATH
from pygames.games.down_under.grid import Port, facing, port_cell, port_direction
from pygames.games.down_under.picture import picture
from pygames.games.down_under.refusals import explain
from pygames.games.down_under.table import FULL_CARDS, Table
from pygames.games.down_under.view import view
from pygames.games.down_under.words import describe

#: The colours in English, for pictures; messages name them with ``words.colour``.
COLOUR_NAMES = ("Red", "Blue", "Yellow", "Green")
SET_BONUS = 5
RABBIT_PENALTY = 2
#: Every card laid, plus a quarter turn for each loop a card can close (two at most).
MAX_ACTIONS = 3 * (4 * sum(FULL_HAND) + BILLABONGS)

ONE_PATH, BOTH_PATHS, EITHER_PATH = "off", "both", "either"


@dataclass(frozen=True, slots=True)
class Variant:
    """The rules in force in one game, read once from its options."""

    owners: tuple[int, ...]  # colour -> the player laying it
    limit: Limit
    special: bool
    ends_first: bool
    two_paths: str

    def colours_of(self, player: int) -> tuple[int, ...]:
        """The colours ``player`` lays."""
        return tuple(c for c, owner in enumerate(self.owners) if owner == player)


@dataclass(frozen=True, slots=True, kw_only=True)
class DownUnderState(State):
    """A position: the table, the hands, and who does what next.

    ``colours`` are the colours the player to move may still lay this turn;
    ``moves`` maps each legal action to the colour it is for, worked out when
    the state is made (deciding whose turn it is needs them anyway).
    """

    variant: Variant = field(repr=False)
    table: Table
    hands: tuple[Hand, ...]
    billabongs: int = BILLABONGS
    finished: tuple[bool, ...]
    player: int = 0
    colours: tuple[int, ...] = (0,)
    round_one: bool = True
    phase: Phase = Phase.PLAY
    opening: bool = False
    bonus: Port = -1
    moves: Mapping[DownUnderAction, int] = field(default_factory=dict, compare=False, repr=False)

    # -- reading the position ------------------------------------------------

    def length(self, colour: int) -> int:
        """The number of segments on ``colour``'s path."""
        path = self.table.network.path(colour)
        return path.length if path else 0

    def colour_name(self, colour: int) -> str:
        """The English name of a colour (and of the player laying it in a one-path game)."""
        return COLOUR_NAMES[colour]

    def player_name(self, player: int) -> str:
        """A player's English name: their colours (messages use ``words.colour``)."""
        return " and ".join(COLOUR_NAMES[c] for c in self.variant.colours_of(player))

    def is_done(self, colour: int) -> bool:
        """Whether ``colour`` will never move again: found finished, or capped at both ends."""
        if self.finished[colour]:
            return True
        path = self.table.network.path(colour)
        return path is not None and not path.ports and not path.is_loop

    def partner(self, colour: int) -> int | None:
        """The colour laying the next entrance, back to back with ``colour``'s if it starts one.

        None without entrances, or when no colour after ``colour`` is still to lay one.
        """
        following = colour + 1
        if not self.variant.ends_first or following >= len(self.hands):
            return None
        return following if self.table.network.paths[following] == NO_PATH else None

    def dingo_laid(self, player: int) -> bool:
        """Whether every dingo card ``player`` was dealt is down."""
        return all(not self.hands[c][DINGO_CARD] for c in self.variant.colours_of(player))

    # -- the engine hooks ------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.player < 0 else self.player

    def _legal_actions(self) -> tuple[Action, ...]:
        return tuple(self.moves)

    def _apply(self, action: Action) -> DownUnderState:
        assert isinstance(action, Place | Turn), action
        colour = self.moves[action]
        if isinstance(action, Turn):
            table = self.table.turned(action.cell, action.rotation)
            assert table is not None
            return replace(self, table=table)._continue(colour)
        if action.kind == Kind.BILLABONG:
            return self._pond(action, colour)
        index = _card_index(self.hands[colour], action)
        square = self.table.cells.get(action.cell)
        if square is None:
            square = card(action.kind, action.rotation, colour, CARD_TYPES[index][1])
        else:
            square = second_end(square, colour)
        counts = action.kind != Kind.END or self.round_one
        hands = list(self.hands)
        hands[colour] = take(hands[colour], index)
        laid = replace(
            self,
            table=self.table.lay(action.cell, square, counts),
            hands=tuple(hands),
            bonus=-1 if self.phase == Phase.BONUS else self.bonus,
        )
        return laid._continue(colour)

    def _pond(self, action: Place, colour: int) -> DownUnderState:
        """Lay a billabong: where paths meet (cases 1, 2) or instead of a curve (case 3)."""
        table = self.table
        if self.phase == Phase.POND:
            routes = table.pond_routes(action.cell, colour)
        else:
            routes = self._crossing(action.cell, colour)
        assert self.billabongs > 0, "a billabong is offered only while the supply lasts"
        before = set(table.open_ends(colour))
        table = table.lay(action.cell, billabong(routes), counts=True)
        bonus = self.bonus
        if self.phase == Phase.POND and len(routes[0]) == 2:
            new = set(table.open_ends(colour)) - before
            bonus = new.pop() if new else -1
        laid = replace(self, table=table, billabongs=self.billabongs - 1, bonus=bonus)
        return laid._continue(colour)

    def _crossing(self, cell: int, colour: int) -> tuple[tuple[int, ...], ...]:
        """The routes of a case-3 billabong the mover lays into ``cell``."""
        for end in self.table.open_ends(colour):
            if port_cell(facing(end)) == cell:
                entry = (port_direction(end) + 2) % 4
                routes = self.table.crossing(colour, cell, entry, self.hands[colour])
                if routes is not None:
                    return routes
        raise AssertionError("a legal billabong has a crossing")

    # -- whose turn next ---------------------------------------------------------

    def _continue(self, actor: int) -> DownUnderState:
        """After ``actor``'s action: a billabong to lay, a card after one, or the next turn."""
        if self.billabongs:
            ponds = self.table.ponds()
            if ponds:
                lay: dict[DownUnderAction, int] = {Place(Kind.BILLABONG, c): actor for c in ponds}
                return replace(self, phase=Phase.POND, moves=lay)
        if self.bonus in self.table.open_ends(actor):
            extra = self._plays(actor, (self.bonus,), self.opening)
            if extra:
                return replace(self, phase=Phase.BONUS, moves=extra)
        return self._next(actor)

    def _next(self, actor: int) -> DownUnderState:
        """Find who acts next, marking every colour found without a legal move as finished."""
        finished = list(self.finished)
        if self.round_one:
            for colour, chain in enumerate(self.table.network.paths):
                if chain != NO_PATH or finished[colour]:
                    continue
                first = self._moves(colour, opening=False)
                if first:
                    owner = self.variant.owners[colour]
                    return replace(
                        self,
                        finished=tuple(finished),
                        player=owner,
                        colours=(colour,),
                        phase=Phase.PLAY,
                        bonus=-1,
                        moves=first,
                    )
                finished[colour] = True
            # The first round is over: the first player starts the second.
            turns = [(p, self.variant.colours_of(p)) for p in range(self.players)]
            opening = self.variant.two_paths != ONE_PATH
        else:
            turns = []
            if self.variant.two_paths == BOTH_PATHS and not self.opening:
                rest = tuple(c for c in self.colours if c != actor)
                if rest:
                    turns.append((self.player, rest))
            for k in range(1, self.players + 1):
                player = (self.player + k) % self.players
                turns.append((player, self.variant.colours_of(player)))
            opening = False
        for player, colours in turns:
            moves: dict[DownUnderAction, int] = {}
            active = []
            for colour in colours:
                found = {} if finished[colour] else self._moves(colour, opening)
                if found:
                    moves.update(found)
                    active.append(colour)
                else:
                    finished[colour] = True
            if moves:
                return replace(
                    self,
                    finished=tuple(finished),
                    player=player,
                    colours=tuple(active),
                    round_one=False,
                    opening=opening,
                    phase=Phase.PLAY,
                    bonus=-1,
                    moves=moves,
                )
        return replace(
            self,
            finished=tuple(finished),
            player=-1,
            colours=(),
            round_one=False,
            phase=Phase.PLAY,
            bonus=-1,
            moves={},
        )

    def _moves(self, colour: int, opening: bool) -> dict[DownUnderAction, int]:
        """Everything ``colour`` may do in the play phase (if ``opening``, straights and curves)."""
        table, hand = self.table, self.hands[colour]
        path = table.network.path(colour)
        if path is None:
            kinds = (Kind.END,) if self.variant.ends_first else FULL_CARDS
            found = table.openings(colour, hand, self.variant.special, kinds, self.partner(colour))
            return dict.fromkeys(found, colour)
        if path.is_loop:
            return dict.fromkeys(table.turns(colour), colour)
        return self._plays(colour, path.ports, opening)

    def _plays(
        self, colour: int, ends: tuple[Port, ...], opening: bool
    ) -> dict[DownUnderAction, int]:
        """The cards ``colour`` may lay at the given open ends."""
        found = self.table.placements(
            colour, self.hands[colour], self.variant.special, ends, opening, self.billabongs > 0
        )
        return dict.fromkeys(found, colour)

    # -- the end -------------------------------------------------------------------

    def _outcome(self) -> Outcome | None:
        if self.player >= 0:
            return None
        scores = [score.total for score in self._scores()]
        contenders = [p for p in range(self.players) if self.dingo_laid(p)]
        if not self.variant.special or not contenders:
            contenders = list(range(self.players))
        best = max(scores[p] for p in contenders)
        paths = [self.table.network.path(colour) for colour in range(len(self.hands))]
        longest = max(path.length if path else 0 for path in paths)
        reason = Reason(Termination.NO_MOVES, Say.of("down-under.end.no_cards", length=longest))
        return Outcome(tuple(p for p in contenders if scores[p] == best), reason)

    def _scores(self) -> tuple[Score, ...]:
        return tuple(self._score(player) for player in range(self.players))

    def _score(self, player: int) -> Score:
        colours = self.variant.colours_of(player)
        parts: list[tuple[Say, int]] = []
        for colour in colours:
            path = self.table.network.path(colour)
            if len(colours) == 1:
                label = Say("down-under.score.length")
            else:
                label = Say(f"down-under.score.path.{colour}")
            parts.append((label, path.length if path else 0))
            if self.variant.special and path is not None:
                animals = _animal_parts(path.animals)
                if len(colours) > 1:  # the same animals on both paths: say which path
                    animals = [
                        (Say.of("down-under.score.on_path", path=label, part=part), points)
                        for part, points in animals
                    ]
                parts += animals
        if self.variant.special and not self.dingo_laid(player):
            if self.player < 0:
                parts.append((Say("down-under.score.dingo_never_laid"), 0))
            else:
                parts.append((Say("down-under.score.dingo_not_laid_yet"), 0))
        return Score(sum(points for _, points in parts), tuple(parts))


def animal_points(animals: tuple[int, ...]) -> int:
    """The special-scoring points of a path holding ``animals``."""
    return sum(points for _, points in _animal_parts(animals))


def _animal_parts(animals: tuple[int, ...]) -> list[tuple[Say, int]]:
    """Special scoring of one path: 5 per emu-kangaroo-platypus set, -2 per rabbit without dingo."""
    parts = []
    sets = min(animals[EMU], animals[KANGAROO], animals[PLATYPUS])
    if sets:
        parts.append((Say.count("down-under.score.sets", sets), SET_BONUS * sets))
    rabbits = animals[RABBIT]
    if rabbits and not animals[DINGO]:
        parts.append((Say.count("down-under.score.rabbits", rabbits), -RABBIT_PENALTY * rabbits))
    return parts


def _card_index(hand: Hand, place: Place) -> int:
    """The card type a placement lays: the named animal, else the first such card held."""
    if place.animal != NO_ANIMAL:
        return TYPE_INDEX[(place.kind, place.animal)]
    return next(index for index in TYPES_OF[place.kind] if hand[index])


def arrange(
    start: DownUnderState,
    cards: Iterable[tuple[int, Place]],
    to_move: int = 0,
    hands: Mapping[int, Hand] | None = None,
) -> DownUnderState:
    """A position with ``cards`` already down and ``to_move`` to play, as drawn in an example.

    Each card is (colour, placement), laid in order without the rules' checks:
    straights, curves and billabongs count towards the area, ends do not, and
    a second end into a cell goes back to back with the first. Hands lose the
    cards laid (the named animal, else the first one held), unless ``hands``
    says what some colours hold. A billabong comes from the supply and links
    the edges as one laid by ``colour`` where paths meet would (every edge a
    dead end where none do). The position has no history, so its record is
    not a replay.

    >>> cards = [(0, Place.parse("curve 0,0 NE")), (1, Place.parse("straight 2,0 EW"))]
    >>> state = arrange(GAME.new_game(seed=0), cards, to_move=0)
    >>> state.length(0), state.current_player
    (1, 0)
    >>> sorted(str(action) for action in state.legal_actions() if "1,0" in str(action))
    ['curve 1,0 NW', 'curve 1,0 SW', 'end 1,0 W']
    """
    table, held, supply = start.table, list(start.hands), start.billabongs
    for colour, place in cards:
        if place.kind == Kind.BILLABONG:
            table = table.lay(place.cell, billabong(table.pond_routes(place.cell, colour)), True)
            supply -= 1
            continue
        index = _card_index(held[colour], place)
        held[colour] = take(held[colour], index)
        square = table.cells.get(place.cell)
        if square is None:
            square = card(place.kind, place.rotation, colour, CARD_TYPES[index][1])
        else:
            square = second_end(square, colour)
        table = table.lay(place.cell, square, counts=place.kind != Kind.END)
    for colour, hand in (hands or {}).items():
        held[colour] = hand
    players = start.players
    arranged = replace(
        start,
        table=table,
        hands=tuple(held),
        billabongs=supply,
        round_one=False,
        player=(to_move - 1) % players,
        colours=(),
    )
    return arranged._next(-1)


def start(
    game: Game, players: int, options: Mapping[str, OptionValue], seed: int, rng: Rng
) -> DownUnderState:
    """Deal each colour its set and let Red lay the first card.

    Raises:
        InvalidSetup: for two paths each with other than two players.
    """
    two_paths = str(options["two_paths"])
    if two_paths != ONE_PATH and players != 2:
        raise InvalidSetup(Say("down-under.setup.two_paths"))
    owners = tuple(c % players for c in range(players * (1 if two_paths == ONE_PATH else 2)))
    variant = Variant(
        owners=owners,
        limit=resolve(str(options["area"]), len(owners)),
        special=bool(options["special_scoring"]),
        ends_first=bool(options["one_open_end"]) or two_paths != ONE_PATH,
        two_paths=two_paths,
    )
    state = DownUnderState(
        game=game,
        players=players,
        options=options,
        seed=seed,
        rng=rng,
        variant=variant,
        table=Table.empty(len(owners), variant.limit),
        hands=(FULL_HAND,) * len(owners),
        finished=(False,) * len(owners),
    )
    return replace(state, moves=state._moves(0, opening=False))


GAME = Game(
    id="down-under",
    title="Down Under",
    description="Lay cards to build the longest path through an outback whose edges "
    "appear as you play. Every card you lay also hands a neutral stretch to someone.",
    min_players=2,
    max_players=4,
    start=start,
    parse=parse,
    explain=explain,
    describe=describe,
    view=view,
    picture=picture,
    options=(
        Option("area", "recommended", AREA_CHOICES, "Playing area (size or difficulty)"),
        Option("special_scoring", False, (False, True), "Special scoring with the animals"),
        Option("one_open_end", False, (False, True), "Start with an end: one open end each"),
        Option("two_paths", ONE_PATH, (ONE_PATH, BOTH_PATHS, EITHER_PATH), "Two paths each"),
    ),
    max_length=MAX_ACTIONS,
)
