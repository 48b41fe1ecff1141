"""A game being played in the page: the state, who sits in each seat, undo and saving.

Plain Python with no browser imports, so the app controller's rules (whose
turn waits for a person, what undo takes back, what a save holds and how a
bad one is refused) are tested in CPython.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygames
from pygames.core import Action, Game, InvalidRecord, InvalidSetup, Say, State
from pygames.core.challenges import new_challenge_id, new_participant_id
from pygames.core.friends import new_friend_id
from pygames.games.levels import LEVELS

HUMAN = "human"
SEATS = (HUMAN, *(f"ai:{level}" for level in LEVELS))
#: A seat played by a friend on their own device, the game passed on by link
#: (``friend_play``): only a match with a ``Friendship`` has such seats.
FRIEND = "friend"
#: Who plays a game nobody chose seats for: a person against the normal computer.
DEFAULT_SEATS = (HUMAN, "ai:normal")
SAVE_FORMAT = 1
#: What every save holds; one with hints used also holds ``hints``.
SAVE_KEYS = {"format", "seats", "record"}


def check_seats(
    game: Game, seats: object, players: int, *, friends: bool = False
) -> tuple[str, ...]:
    """Return the seats if there is one valid seat per player (``FRIEND`` ones too, in a
    game played with ``friends``).

    Raises:
        InvalidSetup: naming the seat that is wrong.
    """
    if not isinstance(seats, Sequence) or isinstance(seats, str) or len(seats) != players:
        raise InvalidSetup(Say.of("app.seats.count", game=game.title, count=players))
    kinds = (*SEATS, FRIEND) if friends else SEATS
    for seat in seats:
        if seat not in kinds:
            raise InvalidSetup(Say.of("app.seats.unknown", seat=repr(seat), seats=", ".join(kinds)))
    return tuple(seats)


@dataclass(frozen=True, slots=True)
class Friendship:
    """What makes a match a game with friends: its id (``friends.new_friend_id``), shared by
    every device that has it, and each seat's name as its player chose it ("": none)."""

    friend_id: str
    names: tuple[str, ...]

    def named(self, seat: int, name: str) -> Friendship:
        """The same game with ``seat``'s name set."""
        names = list(self.names)
        names[seat] = name
        return Friendship(self.friend_id, tuple(names))


@dataclass(frozen=True, slots=True)
class Racing:
    """What makes a match this device's race in a challenge (``challenge_play``): the
    challenge's id, shared by everyone in it, this device's participant in it, and the
    name they race under ("": not chosen yet, so nothing is kept or sent)."""

    challenge_id: str
    participant_id: str
    name: str

    @classmethod
    def new(cls, name: str) -> Racing:
        """A new challenge, raced here by ``name``."""
        return cls(new_challenge_id(), new_participant_id(), name)


@dataclass(frozen=True, slots=True)
class Hinted:
    """A hint shown: for the move after ``ply`` actions, the move in ``notation`` ("" for a
    hint kept by an older save, which did not say which move)."""

    ply: int
    notation: str = ""


@dataclass
class Match:
    """The one place in the page that holds the current state."""

    state: State
    seats: tuple[str, ...]
    #: The hints shown in this game, the latest at each move. Undo drops those of the
    #: moves it takes back.
    hints: tuple[Hinted, ...] = field(default=())
    #: The game with friends this match is (None: one played on this device alone).
    friend: Friendship | None = None
    #: The challenge this match is this device's race in (None: none).
    race: Racing | None = None

    @classmethod
    def start(
        cls,
        game: Game,
        seats: Sequence[str],
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
        players: int | None = None,
        friend: Friendship | None = None,
    ) -> Match:
        """Start a new game of ``game`` with the given seats (one per player), a game with
        friends if ``friend`` says which."""
        count = len(seats) if players is None else players
        state = game.new_game(players=count, seed=seed, options=options)
        seats = check_seats(game, seats, state.players, friends=friend is not None)
        return cls(state, seats, friend=friend)

    @property
    def game(self) -> Game:
        return self.state.game

    def seat_of(self, player: int) -> str:
        return self.seats[player]

    def ai_level(self) -> str | None:
        """The AI level that must move now, or None when a person (or nobody) is to move."""
        player = self.state.current_player
        if player is None or not self.seats[player].startswith("ai:"):
            return None
        return self.seats[player].removeprefix("ai:")

    def awaiting_human(self) -> bool:
        """True when the player to move is a person."""
        player = self.state.current_player
        return player is not None and self.seats[player] == HUMAN

    def awaiting_friend(self) -> bool:
        """True when a friend on another device is to move: the game waits for their link."""
        player = self.state.current_player
        return player is not None and self.seats[player] == FRIEND

    def sends_link(self) -> bool:
        """Whether this device has a friend's link to send: it plays a seat of a game with
        friends in which a friend is to move, or which is over (they see the end by it)."""
        if self.friend is None or not self.mine():
            return False
        return self.awaiting_friend() or self.state.is_over()

    def mine(self) -> tuple[int, ...]:
        """The seats played on this device (in a game with friends, the others are theirs)."""
        return tuple(player for player, seat in enumerate(self.seats) if seat != FRIEND)

    def play(self, action: Action) -> State:
        """Apply an action for whoever is to move; raises IllegalAction and changes nothing."""
        self.state = self.state.apply(action)
        return self.state

    def hinted(self, action: Action) -> None:
        """Note that a hint showed ``action`` for the move to make now."""
        ply = len(self.state.actions())
        others = tuple(hint for hint in self.hints if hint.ply != ply)
        self.hints = (*others, Hinted(ply, str(action)))

    def followed_hints(self) -> frozenset[int]:
        """The moves (as counts of actions before them) that were the move a hint showed:
        the moves the log marks."""
        actions = self.state.actions()
        return frozenset(
            hint.ply
            for hint in self.hints
            if hint.ply < len(actions) and str(actions[hint.ply]) == hint.notation
        )

    def can_undo(self) -> bool:
        """True when there is a person's action to take back.

        Also after the game has ended: taking back the move that lost against
        the computer and playing on is what undo is for. Never across a reveal (a roll,
        a draw, a tile turned up: ``State.is_reveal``): what a player has seen cannot be
        taken back and chosen again; nor across a friend's move, which came by link; nor
        in a challenge's race, which the others race by the same rules.
        """
        return self.race is None and HUMAN in self.seats and self._undo_target() is not None

    def undo(self) -> bool:
        """Take back the last person's action and every AI action after it."""
        target = self._undo_target()
        if target is None or HUMAN not in self.seats or self.race is not None:
            return False
        self.state = target
        kept = len(target.actions())
        self.hints = tuple(hint for hint in self.hints if hint.ply < kept)
        return True

    def undo_stop(self) -> State | None:
        """The reveal that keeps Undo from a person's earlier action (None: none does): the
        position it led to, which Undo cannot go back across."""
        here = self.state
        while here.parent is not None:
            if here.is_reveal():
                return here if self._person_before(here) else None
            here = here.parent
        return None

    def undo_refusal(self) -> Say | None:
        """Why Undo takes nothing back (None: it does): no person plays, no person has
        moved, or their last move lies behind a reveal, which is named."""
        if HUMAN not in self.seats:
            return Say("app.undo.nothing")
        if self.race is not None:
            return Say("app.undo.challenge")
        if self.awaiting_friend():
            return Say("app.undo.sent")
        if self.can_undo():
            return None
        if self._behind_friend():
            return Say("app.undo.friend")
        stop = self.undo_stop()
        if stop is None or stop.parent is None or stop.last_action is None:
            return Say("app.undo.nothing")
        return Say.of("app.undo.revealed", move=stop.parent.describe(stop.last_action))

    def _undo_target(self) -> State | None:
        """The last position before this one where a person was to act, not behind a reveal;
        none once a friend is to move: the move made here has gone to them by link (a friend
        who opened it and then got another version would find the game parted)."""
        if self.awaiting_friend():
            return None
        here = self.state
        while here.parent is not None and not here.is_reveal():
            here = here.parent
            if self._is_person(here.current_player):
                return here
            if self._is_friend(here.current_player):
                return None
        return None

    def _behind_friend(self) -> bool:
        """Whether a friend's move, come by link, lies between now and the last person's."""
        here = self.state
        while here.parent is not None and not here.is_reveal():
            here = here.parent
            if self._is_friend(here.current_player):
                return True
            if self._is_person(here.current_player):
                return False
        return False

    def _person_before(self, state: State) -> bool:
        """Whether a person acted somewhere before ``state``."""
        here = state.parent
        while here is not None:
            if self._is_person(here.current_player):
                return True
            here = here.parent
        return False

    def _is_person(self, player: int | None) -> bool:
        return player is not None and self.seats[player] == HUMAN

    def _is_friend(self, player: int | None) -> bool:
        return player is not None and self.seats[player] == FRIEND

    def rematch(self, seed: int | None = None) -> Match:
        """The same game, seats and options from the start with a new seed (with friends: a
        new game with the same friends, under a new id; in a challenge, a new challenge
        raced by the same name)."""
        if self.race is not None:
            state = self.state.game.new_game(
                players=self.state.players, seed=seed, options=self.state.options
            )
            return Match(state, self.seats, race=Racing.new(self.race.name))
        friend = None
        if self.friend is not None:
            friend = Friendship(new_friend_id(), self.friend.names)
        state = self.state
        return Match.start(self.game, self.seats, seed, state.options, state.players, friend)

    def to_save(self) -> str:
        """The JSON kept in the page's storage: seats, the game record and the hints used
        (a game with friends is kept as its link instead: ``friend_games``)."""
        saved = {"format": SAVE_FORMAT, "seats": list(self.seats), "record": self.state.record()}
        if self.hints:
            saved["hints"] = [[hint.ply, hint.notation] for hint in self.hints]
        return json.dumps(saved, separators=(",", ":"))

    @classmethod
    def from_save(cls, text: str, game: Game) -> Match:
        """Restore a saved match of ``game``.

        Raises:
            InvalidRecord: for anything that is not a valid save of this game.
        """
        data = pygames.core.from_json(text)
        if data.get("format") != SAVE_FORMAT or set(data) - {"hints"} != SAVE_KEYS:
            raise InvalidRecord(Say("app.save.unknown_format"))
        state = pygames.replay(data["record"])
        hints = _read_hints(data.get("hints", []))
        if state.game is not game:
            raise InvalidRecord(Say.of("app.save.other_game", game=game.title))
        try:
            seats = check_seats(game, data["seats"], state.players)
        except InvalidSetup as error:
            raise InvalidRecord(error.reason) from None
        return cls(state, seats, hints)

    def summary(self) -> dict[str, Any]:
        """What ``window.pygames.state()`` returns."""
        state = self.state
        return {
            "game": self.game.id,
            "current": state.current_player,
            "awaiting": self._awaiting(),
            "seats": list(self.seats),
            "scores": [score.total for score in state.scores()],
            "breakdown": [score.to_json() for score in state.scores()],
            "over": state.is_over(),
            "winners": list(state.winners()),
            "record": public_record(state),
            "friend": None
            if self.friend is None
            else {"id": self.friend.friend_id, "names": list(self.friend.names)},
            "challenge": None
            if self.race is None
            else {
                "id": self.race.challenge_id,
                "participant": self.race.participant_id,
                "name": self.race.name,
            },
        }

    def _awaiting(self) -> str | None:
        if self.awaiting_human():
            return "human"
        if self.awaiting_friend():
            return "friend"
        return "ai" if self.ai_level() else None


def _read_hints(saved: object) -> tuple[Hinted, ...]:
    """The hints of a save: ``[ply, notation]`` pairs, or the plies alone an older save
    kept (their moves unknown, so never marked), the latest at each ply.

    Raises:
        InvalidRecord: for anything else.
    """
    if not isinstance(saved, list):
        raise InvalidRecord(Say("app.save.bad_hints"))
    hints: dict[int, Hinted] = {}
    for item in saved:
        if type(item) is int:
            ply, notation = item, ""
        elif isinstance(item, list) and len(item) == 2:
            ply, notation = item
        else:
            raise InvalidRecord(Say("app.save.bad_hints"))
        if type(ply) is not int or ply < 0 or not isinstance(notation, str):
            raise InvalidRecord(Say("app.save.bad_hints"))
        hints[ply] = Hinted(ply, notation)
    return tuple(hints.values())


def public_record(state: State) -> dict[str, Any]:
    """``state``'s record as the page hands it out: while a game with hidden information
    goes on, without its seed, which would replay every shuffle and deal (the face-down
    tiles, the cards under a stack, the dice to come). The actions stay: everyone saw them.

    The save in the device's own storage keeps the seed, since a game must resume offline
    with no server to hold it; a share link keeps it too, since a link is a game handed on
    (both pack it: neither shows it in plain text). Once the game is over nothing is hidden.
    """
    record = state.record()
    if state.game.hidden_info and not state.is_over():
        record["seed"] = None
    return record


@dataclass
class Replay:
    """Stepping through a game's record (a shared link, an embedded game) without changing it.

    ``shown`` actions of ``final``'s history are on the board; ``continue_from``
    turns the position on the board into a match that goes on from there.
    """

    final: State
    shown: int

    @classmethod
    def of(cls, final: State) -> Replay:
        """Open a record at its last position."""
        return cls(final, len(final.actions()))

    @property
    def length(self) -> int:
        return len(self.final.actions())

    @property
    def state(self) -> State:
        """The position after ``shown`` actions."""
        state = self.final
        for _ in range(self.length - self.shown):
            assert state.parent is not None
            state = state.parent
        return state

    def step(self, by: int) -> int:
        """Move forward (positive) or back (negative), stopping at either end; return by how
        many moves it moved (negative: back)."""
        shown, self.shown = self.shown, max(0, min(self.length, self.shown + by))
        return self.shown - shown

    def go_to(self, shown: int) -> None:
        """Show the position after ``shown`` actions (clamped to the record)."""
        self.step(shown - self.shown)

    def continue_from(self, seats: Sequence[str]) -> Match:
        """A match that goes on from the position shown, with these seats."""
        return Match(self.state, check_seats(self.final.game, seats, self.final.players))
