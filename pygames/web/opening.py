"""What a page opens on: the game saved here, the game its address hands over, or a fresh one.

Plain decisions with no browser imports, tested in CPython: where a page keeps its
save, which saved game it resumes (not a corrupt one, nor a game of the day from an
earlier day), how a fresh game starts (as the address asks, else as last chosen here),
and what a new game's seed is (a game of the day's is the date).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pygames.core import Game, InvalidRecord, InvalidSetup, OptionValue, Say, State
from pygames.web.launch import Launch
from pygames.web.lessons import lesson_for
from pygames.web.match import DEFAULT_SEATS, HUMAN, Match, Replay
from pygames.web.newgame import Setup, count_for, day_number, settle
from pygames.web.settings import Settings
from pygames.web.ui import FirstGame

if TYPE_CHECKING:  # friend_play reads the address's notes (``BAD_LINK``) from here
    from pygames.web.challenge_play import ChallengeOpened
    from pygames.web.friend_play import FriendOpened

SAVE_PREFIX = "pygames:v1:save:"
#: Where a lesson in progress is kept, beside the page's save (which it never touches).
LESSON_SUFFIX = ":lesson"
#: The note of an address whose game could not be opened (``launch``).
BAD_LINK = "launch.bad_link"

#: The page's local date as (year, month, day), asked only when a game of the day starts.
Today = Callable[[], tuple[int, int, int]]
#: Which options make a game of the day (``ui.Realtime.daily``); None: the board has none.
Daily = Callable[[Mapping[str, OptionValue]], bool] | None


def save_key(game_id: str, *, own: bool, address: str) -> str:
    """Where a page keeps its game: one save per game, but a page whose address chose the
    game (``own``: an embed, a custom address) keeps its own, per ``address`` (query and
    fragment), so two embeds in one blog post do not share a game.

    >>> save_key("offboard", own=False, address="?seed=3")
    'pygames:v1:save:offboard'
    >>> save_key("offboard", own=True, address="?seed=3")
    'pygames:v1:save:offboard:69d02a8b1700'
    """
    key = SAVE_PREFIX + game_id
    if own:
        key += ":" + hashlib.sha256(address.encode()).hexdigest()[:12]
    return key


def fresh_seed(daily: Daily, options: Mapping[str, OptionValue], today: Today) -> int | None:
    """A new game's seed: the page's local date for a game of the day, else None (drawn)."""
    if daily is None or not daily(options):
        return None
    return day_number(*today())


def seats_for(state: State, seats: tuple[str, ...]) -> tuple[str, ...]:
    """``seats`` if they fit ``state``'s player count, else a person against computers."""
    if len(seats) == state.players:
        return seats
    return (HUMAN,) + ("ai:normal",) * (state.players - 1)


def is_first_game(game: Game, launch: Launch, settings: Settings) -> bool:
    """Whether a fresh game is a first-timer's: nothing chosen for the game here before
    (in New game), nothing asked for by the address."""
    return not launch.custom and game.id not in settings.seats and game.id not in settings.options


def first_setup(
    game: Game, launch: Launch, settings: Settings, first: FirstGame | None = None
) -> Setup:
    """How a fresh game starts: as the address asks, else as last chosen here, else, for a
    first-timer, as the board's ``first`` game starts."""
    if first is not None and is_first_game(game, launch, settings):
        seats = first.seats or DEFAULT_SEATS
        return settle(game, len(seats), first.options, seats)
    seats = launch.seats or settings.seats.get(game.id, DEFAULT_SEATS)
    options = launch.options if launch.custom else settings.options.get(game.id, {})
    players = launch.players or len(seats)
    if launch.options and not launch.players and not launch.seats:
        players = count_for(game, players, options)
    return settle(game, players, options, seats)


def offered_setup(
    game: Game,
    state: State,
    seats: Sequence[str],
    settings: Settings,
    first: FirstGame | None = None,
) -> Setup:
    """What New game offers first: the game on screen, except that the options a board's
    ``first`` game set for a newcomer, not chosen by them, are offered at the game's
    defaults until something is chosen here, so the full game chosen knowingly still asks
    (Australia's windmill)."""
    options = dict(state.options)
    if first is not None and game.id not in settings.options:
        defaults = {option.name: option.default for option in game.options}
        options.update({name: defaults[name] for name in first.options if name in defaults})
    return settle(game, state.players, options, seats)


@dataclass(frozen=True, slots=True)
class Opening:
    """What a page opens on: the match, a replay of a shared record (or None), why a save
    could not be resumed (or None), and the address's notes (values it could not use)."""

    match: Match
    replay: Replay | None = None
    restore_failed: Say | None = None
    notes: tuple[Say, ...] = ()
    #: Whether the match is the one saved here.
    resumed: bool = False
    #: Whether the match is a lesson in progress (``lessons``), resumed.
    lesson: bool = False
    #: The line said as a first-timer's first game opens (``ui.FirstGame``), or None.
    welcome: Say | None = None
    #: The game with friends opened (``friend_play``), whose match this is, or None.
    friend: FriendOpened | None = None
    #: The challenge opened (``challenge_play``), whose race this is, or None.
    challenge: ChallengeOpened | None = None

    def said(self) -> tuple[Say, ...]:
        """What the page says as it opens: why the save or the address could not be used,
        and once, when a link's game could not be opened, which game is shown instead
        (a failed save says a new one started)."""
        said = (*((self.restore_failed,) if self.restore_failed else ()), *self.notes)
        if self.restore_failed is None and any(note.key == BAD_LINK for note in self.notes):
            said += (Say("launch.instead.saved" if self.resumed else "launch.instead.fresh"),)
        return said


def open_page(
    game: Game,
    launch: Launch,
    settings: Settings,
    saved: str | None,
    *,
    daily: Daily = None,
    today: Today,
    lesson: str | None = None,
    first: FirstGame | None = None,
    friend: FriendOpened | None = None,
    challenge: ChallengeOpened | None = None,
) -> Opening:
    """The game a page opens on: a lesson left in progress (``lesson``, its save) on a page
    whose address asks for nothing else, else its save unless that is corrupt or of another
    day, else the record its address hands over (as a replay), else a fresh game as the
    address asks (its seed, when the game has none for it, noted and drawn instead), or
    for a first-timer as the board's ``first`` game starts, with its line. A lesson's save
    that cannot be read starts the lesson again, with a note. A game with friends the
    address opened (``friend_play.open_friend``) comes before all of them, and so does a
    challenge (``challenge_play.open_challenge``)."""
    if friend is not None:
        return Opening(friend.match, notes=launch.notes, resumed=True, friend=friend)
    if challenge is not None:
        return Opening(challenge.match, notes=launch.notes, resumed=True, challenge=challenge)
    guided = lesson_for(game.id)
    if lesson and guided is not None and not launch.custom:
        try:
            return Opening(Match.from_save(lesson, game), notes=launch.notes, lesson=True)
        except InvalidRecord:
            match = Match(guided.start(), guided.seats())
            notes = (*launch.notes, Say("lesson.restarted"))
            return Opening(match, notes=notes, lesson=True)
    restore_failed = None
    if saved:
        try:
            match = Match.from_save(saved, game)
            if not _of_another_day(match, launch, daily, today):
                return Opening(match, notes=launch.notes, resumed=True)
        except InvalidRecord as error:
            restore_failed = Say.of("app.restore_failed", error=error.reason)
    if launch.record is not None:
        seats = launch.seats or settings.seats.get(game.id, DEFAULT_SEATS)
        match = Match(launch.record, seats_for(launch.record, seats))
        return Opening(match, Replay.of(launch.record), restore_failed, launch.notes)
    setup = first_setup(game, launch, settings, first)
    notes = launch.notes
    if launch.seed is not None:
        try:
            match = Match.start(game, setup.seats, launch.seed, setup.options)
            return Opening(match, None, restore_failed, notes)
        except InvalidSetup as error:  # a seed the game has no game for (a puzzle's day)
            notes = (*notes, Say.of(BAD_LINK, reason=error.reason))
    seed = fresh_seed(daily, setup.options, today)
    match = Match.start(game, setup.seats, seed, setup.options)
    welcome = Say(first.note) if first and is_first_game(game, launch, settings) else None
    return Opening(match, None, restore_failed, notes, welcome=welcome)


def _of_another_day(match: Match, launch: Launch, daily: Daily, today: Today) -> bool:
    """A saved game of the day from an earlier day (and no day in the address): the day
    has a new one, so it is not resumed."""
    if launch.seed is not None:
        return False
    day = fresh_seed(daily, match.state.options, today)
    return day is not None and match.state.seed != day
