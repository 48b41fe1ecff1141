"""The declarative description of a game: id, title, players, options.

A ``Game`` is what the registry lists and what starts new games, after
OpenSpiel's ``_GAME_TYPE``/``_GAME_INFO``. Everything about playing lives on
the states it creates (``pygames.core.state``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pygames.core.rng import Rng

if TYPE_CHECKING:
    from pygames.core.state import State

OptionValue = bool | int | str

#: Builds the first state of a game from (game, players, options, seed, rng).
StartFunction = Callable[["Game", int, Mapping[str, OptionValue], int, Rng], "State"]

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
            ValueError: naming the option and the allowed values.
        """
        for choice in self.choices:
            if type(value) is type(choice) and value == choice:
                return choice
        allowed = ", ".join(repr(c) for c in self.choices)
        raise ValueError(f"option {self.name!r} cannot be {value!r}; choose one of {allowed}")


@dataclass(frozen=True, slots=True)
class Game:
    """A registered game: what it is called, who can play, how it starts."""

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    start: StartFunction = field(repr=False)
    options: tuple[Option, ...] = ()
    rules_version: int = 1
    has_chance: bool = False
    hidden_info: bool = False
    #: An upper bound on the number of actions in a game, or None if unbounded.
    max_length: int | None = None

    def resolve_options(self, options: Mapping[str, object] | None) -> dict[str, OptionValue]:
        """Fill in defaults and check every given option.

        Raises:
            ValueError: for an unknown option or a value it does not allow.
        """
        given = dict(options or {})
        known = {option.name: option for option in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            names = ", ".join(known) or "none"
            raise ValueError(f"{self.title} has no option {unknown[0]!r} (its options: {names})")
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
            ValueError: for a player count or option the game does not allow.
        """
        count = self.min_players if players is None else players
        if isinstance(count, bool) or not isinstance(count, int):
            raise ValueError(f"the number of players must be a whole number, not {count!r}")
        if not self.min_players <= count <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, not {count}"
            )
        if seed is None:
            seed = secrets.randbelow(MAX_SEED + 1)
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
            raise ValueError(f"a seed is a whole number from 0 to {MAX_SEED}, not {seed!r}")
        resolved = self.resolve_options(options)
        return self.start(self, count, resolved, seed, Rng.from_seed(seed))


@dataclass(frozen=True, slots=True)
class Score:
    """A player's points and the breakdown that adds up to them."""

    total: int
    parts: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Return the JSON form used by records, the page API and the end screen."""
        return {"total": self.total, "parts": [[label, points] for label, points in self.parts]}
