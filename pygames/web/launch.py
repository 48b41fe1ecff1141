"""What a page's address asks for: seats, seed, options and a shared record.

``play.html?game=offboard&seats=human,ai:hard&seed=7#r1.…`` and the same on
``embed.html``; ``players=3`` asks for a player count (the seats then follow
the remembered ones), and any other key names one of the game's options
(``variant=plus``). The record travels in the fragment, which browsers never send
to the host; so does a friend link (``#f1.…``, read by ``friend_play``), and
``#friend=<id>`` reopens a game with friends kept on this device (in the fragment too, so
that a friend's next link opened in the same tab only changes the fragment: the page
reads it without loading again). A challenge's link (``#c1.…``) and ``#challenge=<id>``
are read alike, by ``challenge_play``. Anything that cannot
be honoured falls back to its default and leaves a note for the player; nothing in an
address can raise.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygames
from pygames.core import Game, InvalidRecord, OptionValue, State, from_fragment
from pygames.core.challenges import CHALLENGE_PREFIX
from pygames.core.friends import FRIEND_PREFIX, is_link_id
from pygames.web.match import check_seats
from pygames.web.text import LANGUAGES, Say

#: Query keys every page understands; any other key must be one of the game's options.
PAGE_KEYS = ("game", "seats", "players", "seed", "lang")
#: The fragment that reopens a game with friends kept here: ``#friend=<id>``.
FRIEND_FRAGMENT = "friend="
#: The fragment that reopens a challenge kept here: ``#challenge=<id>``.
CHALLENGE_FRAGMENT = "challenge="
#: Seeds are 64-bit.
MAX_SEED = 2**64 - 1


@dataclass(frozen=True)
class Launch:
    """The page's starting point, after checking every part of the address."""

    seats: tuple[str, ...] | None = None
    players: int | None = None
    seed: int | None = None
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    language: str | None = None
    record: State | None = None
    notes: tuple[Say, ...] = ()
    #: A friend link's text (``#f1.…``), read against the device's copy when the page opens.
    friend_link: str | None = None
    #: The id of a game with friends to reopen (``#friend=``).
    friend_id: str | None = None
    #: A challenge link's text (``#c1.…``), read by ``challenge_play`` as the page opens.
    challenge_link: str | None = None
    #: The id of a challenge to reopen (``#challenge=``).
    challenge_id: str | None = None

    @property
    def custom(self) -> bool:
        """True when the address chose how the game starts (so no saved game is resumed)."""
        return (
            bool(self.seats or self.players or self.seed is not None or self.options or self.record)
            or self.with_friends
            or self.with_challenge
        )

    @property
    def with_friends(self) -> bool:
        """True when the address opens a game with friends."""
        return self.friend_link is not None or self.friend_id is not None

    @property
    def with_challenge(self) -> bool:
        """True when the address opens a challenge."""
        return self.challenge_link is not None or self.challenge_id is not None


def read_launch(game: Game, query: Mapping[str, str], fragment: str) -> Launch:
    """Read the query parameters and the fragment of a page showing ``game``."""
    notes: list[Say] = []
    seats = _seats(game, query.get("seats"), notes)
    players = _players(game, query.get("players"), seats, notes)
    seed = _seed(query.get("seed"), notes)
    options = _options(game, query, notes)
    language = query.get("lang")
    if language is not None and language not in LANGUAGES:
        notes.append(Say.of("launch.bad_value", name="lang", value=language))
        language = None
    fragment = fragment.removeprefix("#")
    for prefix, filled in _WITH_FRIENDS:
        if not fragment.startswith(prefix):
            continue
        value = fragment if prefix.endswith(".") else fragment.removeprefix(prefix)
        if prefix.endswith(".") or is_link_id(value):  # a link, or a kept game's id
            opened: dict[str, Any] = {filled: value}
            return Launch(language=language, notes=tuple(notes), **opened)
        notes.append(Say.of("launch.bad_value", name=prefix.rstrip("="), value=value))
        fragment = ""
    record = _record(game, fragment, notes)
    return Launch(seats, players, seed, options, language, record, tuple(notes))


#: The fragments that open a game with friends, and the ``Launch`` field each fills: a
#: link (``f1.``, ``c1.``: its whole text) or a kept game's ``<kind>=<id>`` (its id).
_WITH_FRIENDS = (
    (FRIEND_PREFIX, "friend_link"),
    (FRIEND_FRAGMENT, "friend_id"),
    (CHALLENGE_PREFIX, "challenge_link"),
    (CHALLENGE_FRAGMENT, "challenge_id"),
)


def _seats(game: Game, text: str | None, notes: list[Say]) -> tuple[str, ...] | None:
    if text is None:
        return None
    seats = tuple(seat.strip() for seat in text.split(","))
    if game.min_players <= len(seats) <= game.max_players:
        try:
            return check_seats(game, seats, len(seats))
        except ValueError:
            pass
    notes.append(Say.of("launch.bad_value", name="seats", value=text))
    return None


def _players(
    game: Game, text: str | None, seats: tuple[str, ...] | None, notes: list[Say]
) -> int | None:
    if text is None:
        return None
    if text.isdecimal() and game.min_players <= int(text) <= game.max_players:
        if seats is None or len(seats) == int(text):
            return int(text)
    notes.append(Say.of("launch.bad_value", name="players", value=text))
    return None


def _seed(text: str | None, notes: list[Say]) -> int | None:
    if text is None:
        return None
    if text.isdecimal() and int(text) <= MAX_SEED:
        return int(text)
    notes.append(Say.of("launch.bad_value", name="seed", value=text))
    return None


def _options(game: Game, query: Mapping[str, str], notes: list[Say]) -> dict[str, OptionValue]:
    known = {option.name: option for option in game.options}
    options: dict[str, OptionValue] = {}
    for name, text in query.items():
        if name in PAGE_KEYS:
            continue
        option = known.get(name)
        if option is None:
            notes.append(Say.of("launch.unknown_option", name=name))
            continue
        # Case aside ("true" for True), as a blogger writing an address by hand would expect.
        value = next((c for c in option.choices if str(c).lower() == text.lower()), None)
        if value is None:
            notes.append(Say.of("launch.bad_value", name=name, value=text))
        else:
            options[name] = value
    return options


def _record(game: Game, fragment: str, notes: list[Say]) -> State | None:
    if not fragment:
        return None
    try:
        state = pygames.replay(from_fragment(fragment))
        if state.game is not game:
            raise InvalidRecord(Say.of("launch.other_game", game=state.game.title))
    except InvalidRecord as error:
        notes.append(Say.of("launch.bad_link", reason=error.reason))  # opening.BAD_LINK
        return None
    return state
