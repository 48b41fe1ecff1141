"""The declarative description of a game: id, title, players, options, and its modules' functions.

A ``Game`` is what the registry lists and what starts new games, after
OpenSpiel's ``_GAME_TYPE``/``_GAME_INFO``. Playing lives on the states it
creates (``pygames.core.state``); the functions every game's modules of the
same name provide (``actions.parse``, ``refusals.explain``, ``words.describe``,
``view.view``, ``picture.picture``) are named here once, and ``State`` calls
them, so no game wires them up itself. A race names one more, ``race_rounds``:
what makes it a game friends can race apart (``pygames.core.challenges``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pygames.core.errors import InvalidSetup
from pygames.core.rng import Rng
from pygames.core.say import Say

if TYPE_CHECKING:
    from pygames.core.state import State, View

OptionValue = bool | int | str

#: Builds the first state of a game from (game, players, options, seed, rng).
StartFunction = Callable[["Game", int, Mapping[str, OptionValue], int, Rng], "State"]

# A game's functions take its own state class, which a ``Game`` does not know:
# the state is ``Any`` here and typed exactly in the game's modules.
#: ``actions.parse(text) -> action``: reads any action's notation (raises InvalidNotation).
ParseFunction = Callable[[str], Hashable]
#: ``refusals.explain(state, action) -> Say`` and ``words.describe(state, action) -> Say``:
#: why an action is not legal now, and what it does, in a player's words.
SayFunction = Callable[[Any, Hashable], Say]
#: ``view.view(state, player) -> View``: what one player may see.
ViewFunction = Callable[[Any, int], "View"]
#: ``picture.picture(state) -> str``: the position as plain text.
PictureFunction = Callable[[Any], str]
#: ``race_rounds(state, player) -> tuple[RaceRound, ...]``: the rounds of a race a player
#: has finished, in order.
RaceRoundsFunction = Callable[[Any, int], tuple["RaceRound", ...]]

MAX_SEED = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class Option:
    """A choice made when a game starts (variant, board size, end rule...)."""

    name: str
    default: OptionValue
    choices: tuple[OptionValue, ...]
    label: str

    def validate(self, value: object) -> OptionValue:
        """Return ``value`` if it is one of the choices.

        Raises:
            InvalidSetup: naming the option and the allowed values.
        """
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        allowed = ", ".join(repr(c) for c in self.choices)
        raise InvalidSetup(
            Say.of(
                "core.setup.bad_option_value", option=self.name, value=repr(value), allowed=allowed
            )
        )


@dataclass(frozen=True, slots=True)
class Game:
    """A registered game: what it is called, who can play, how it starts, and the
    functions of its modules that every state calls (see the module docstring)."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    start: StartFunction = field(repr=False)
    parse: ParseFunction = field(repr=False)
    explain: SayFunction = field(repr=False)
    describe: SayFunction = field(repr=False)
    view: ViewFunction = field(repr=False)
    picture: PictureFunction = field(repr=False)
    options: tuple[Option, ...] = ()
    rules_version: int = 1
    has_chance: bool = False
    hidden_info: bool = False
    #: An upper bound on the number of actions in a game, or None if unbounded.
    max_length: int | None = None
    #: Named only by a race, a game everyone plays at once against a clock, round by
    #: round: the points and time of each round a player finished. Turns do not fit a
    #: race between friends on their own devices; a challenge does (each plays the same
    #: deal alone, and the rounds are compared), and this is what it compares.
    race_rounds: RaceRoundsFunction | None = field(default=None, repr=False)

    def resolve_options(self, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Fill in defaults and check every given option.

        Raises:
            InvalidSetup: for an unknown option or a value it does not allow.
        """
        given = dict(options or {})
        known = {option.name: option for option in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            names = ", ".join(known) or "none"
            raise InvalidSetup(
                Say.of("core.setup.unknown_option", game=self.title, option=unknown[0], known=names)
            )
        return {
            name: option.validate(given[name]) if name in given else option.default
            for name, option in known.items()
        }

    def new_game(
        self,
        players: int | None = None,
        seed: int | None = None,
        options: Mapping[str, object] | None = None,
    ) -> State:
        """Start a game; a missing seed is drawn at random and kept in the record.

        >>> from pygames import get_game
        >>> state = get_game("offboard").new_game(seed=1)
        >>> state.current_player
        0

        Raises:
            InvalidSetup: for a player count, seed or option the game does not allow.
        """
        count = self.min_players if players is None else players
        if isinstance(count, bool) or not isinstance(count, int):
            raise InvalidSetup(Say.of("core.setup.players_not_a_number", count=repr(count)))
        if not self.min_players <= count <= self.max_players:
            raise InvalidSetup(
                Say.of(
                    "core.setup.player_count",
                    game=self.title,
                    low=self.min_players,
                    high=self.max_players,
                    count=count,
                )
            )
        if seed is None:
            seed = secrets.randbelow(MAX_SEED + 1)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise InvalidSetup(Say.of("core.setup.bad_seed", high=MAX_SEED, seed=repr(seed)))
        resolved = self.resolve_options(options)
        return self.start(self, count, resolved, seed, Rng.from_seed(seed))


@dataclass(frozen=True, slots=True)
class RaceRound:
    """A round of a race one player finished: its points, and the time it took in tenths
    of a second where a clock ran (None where none did: no time is known, so none is
    made up)."""

    points: int
    tenths: int | None


@dataclass(frozen=True, slots=True)
class Score:
    """A player's points and the breakdown that adds up to them, each part a message."""

    total: int
    parts: tuple[tuple[Say, int], ...] = ()

    def __str__(self) -> str:
        """The total and its parts in English: ``5 (1 × 3-point target: 3, 1 × 2-point ...)``.

        >>> from pygames import get_game
        >>> str(get_game("offboard").new_game(seed=1).scores()[0])
        '0'
        """
        if not self.parts:
            return str(self.total)
        return f"{self.total} ({', '.join(f'{label}: {points}' for label, points in self.parts)})"

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form of the page API: each part's label in English and as a message."""
        return {
            "total": self.total,
            "parts": [[str(label), points, label.to_json()] for label, points in self.parts],
        }
