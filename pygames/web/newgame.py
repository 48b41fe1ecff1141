"""What a new game can be set up with: how many players, the game's options, the seats.

The new-game dialog, a page's address and the remembered settings all end
up here, so whatever they ask for is made into something the game accepts:
the player count within the game's range, one seat per player, and options
the game takes together. Which options go together is the engine's to say
(Outback's penalty tiles belong to Outback Plus): a combination is tried by
starting a game with it, so the rules are never written twice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date

from pygames.core import Game, OptionValue
from pygames.web.match import FRIEND

#: The seat given to a player the caller did not place.
NEW_SEAT = "ai:normal"


@dataclass(frozen=True)
class Setup:
    """A way to start a game: player count, every option's value, one seat per player."""

    players: int
    options: Mapping[str, OptionValue]
    seats: tuple[str, ...]


def fit_seats(seats: Sequence[str], players: int) -> tuple[str, ...]:
    """The first ``players`` seats, with computers for any missing; in a game with a
    friend, friends for the computers: a friend's device plays the seats the link names
    it, and no device would play a computer's."""
    fitted = tuple(seats[:players]) + (NEW_SEAT,) * max(0, players - len(seats))
    if FRIEND not in fitted:
        return fitted
    return tuple(FRIEND if seat.startswith("ai:") else seat for seat in fitted)


def accepts(game: Game, players: int, options: Mapping[str, OptionValue]) -> bool:
    """Whether ``game`` starts with this many players and these options."""
    try:
        game.new_game(players=players, seed=0, options=options)
    except ValueError:
        return False
    return True


def settle(game: Game, players: int, options: Mapping[str, object], seats: Sequence[str]) -> Setup:
    """The nearest setup the game accepts.

    The count is brought into range; options are taken in the game's order,
    each kept if the game accepts it with those before it, else set back to
    its default (so switching Outback Plus off also drops its penalty tile). A race with
    a friend's seat is a challenge, raced alone: its options are those of one player.
    """
    players = max(game.min_players, min(game.max_players, players))
    fitted = fit_seats(seats, players)
    count = options_count(game, players, fitted)
    chosen: dict[str, OptionValue] = {}
    for option in game.options:
        wanted = options.get(option.name, option.default)
        value = next((c for c in option.choices if c == wanted and type(c) is type(wanted)), None)
        if value is None or not accepts(game, count, {**chosen, option.name: value}):
            value = option.default
        chosen[option.name] = value
    return Setup(players, chosen, fitted)


def options_count(game: Game, players: int, seats: Sequence[str]) -> int:
    """The player count a setup's options are for: one on a race with a friend's seat (a
    challenge, which each races alone: ``challenge_play``), else ``players``."""
    return 1 if game.race_rounds is not None and FRIEND in seats else players


def count_for(game: Game, players: int, options: Mapping[str, OptionValue]) -> int:
    """The player count nearest ``players`` with which ``game`` takes ``options``, so an
    address asking for a way to play alone gets one player; ``players`` if no count does."""
    counts = range(game.min_players, game.max_players + 1)
    for count in sorted(counts, key=lambda count: (abs(count - players), count)):
        if accepts(game, count, options):
            return count
    return players


def day_number(year: int, month: int, day: int) -> int:
    """A date as the seed of a game of the day: days since 1 January 1970.

    >>> day_number(1970, 1, 2), day_number(2026, 11, 24)
    (1, 20781)
    """
    return (date(year, month, day) - date(1970, 1, 1)).days


def allowed(game: Game, setup: Setup) -> dict[str, tuple[OptionValue, ...]]:
    """For each option, the values the game accepts with the options before it as chosen.

    The options after it do not restrict it: ``settle`` sets them back when they no
    longer fit (so Outback Plus can always be switched off, taking its penalty tile
    with it).
    """
    found: dict[str, tuple[OptionValue, ...]] = {}
    before: dict[str, OptionValue] = {}
    count = options_count(game, setup.players, setup.seats)
    for option in game.options:
        found[option.name] = tuple(
            choice
            for choice in option.choices
            if accepts(game, count, {**before, option.name: choice})
        )
        before[option.name] = setup.options[option.name]
    return found
