"""Where a new match comes from once the page is open: New game, Rematch, and the lesson
begun or left.

Built from plain values and callables like ``ComputerTurns`` and ``Tutor``, with no browser
imports, so which match each asks for is tested in CPython: a game of the day is seeded
by the page's date, a rematch keeps the seats and options, and leaving a lesson returns
to the game saved before it (a fresh real game if there is none, or it is corrupt, or the
person plays on). The app replaces its match with the one it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from pygames.core import Game, InvalidRecord, OptionValue
from pygames.web.challenge_play import challenge_match, is_race
from pygames.web.friend_play import friendship_for
from pygames.web.match import FRIEND, Match
from pygames.web.newgame import Setup
from pygames.web.opening import LESSON_SUFFIX, Daily, Today, fresh_seed
from pygames.web.settings import Storage
from pygames.web.tutor import Tutor


class Starts:
    """The match each way of starting one asks for, in one game's page."""

    def __init__(
        self,
        game: Game,
        tutor: Tutor,
        storage: Storage,
        *,
        save_key: Callable[[], str],
        daily: Daily,
        today: Today,
    ) -> None:
        """``storage`` keeps the page's game under ``save_key()`` (a replay continued keeps
        it under another), its lesson's progress beside it; ``daily`` says which options make
        a game of the day, seeded by ``today()``."""
        self.game = game
        self.tutor = tutor
        self.storage = storage
        self.save_key = save_key
        self.daily = daily
        self.today = today

    def fresh_seed(self, options: Mapping[str, OptionValue]) -> int | None:
        """A new game's seed: the page's date for a game of the day, else None (drawn)."""
        return fresh_seed(self.daily, options, self.today)

    def chosen(self, setup: Setup, name: str = "") -> Match:
        """The game chosen in the New game dialog: with a friend's seat, a game with friends
        in which this device's player goes by ``name``; on a race, a challenge, which this
        device races alone under ``name``."""
        seed = self.fresh_seed(setup.options)
        if FRIEND in setup.seats and is_race(self.game):
            return challenge_match(self.game, setup.options, seed, name)
        friend = friendship_for(setup.seats, name) if FRIEND in setup.seats else None
        return Match.start(self.game, setup.seats, seed, setup.options, friend=friend)

    def rematch(self, match: Match) -> Match:
        """``match`` again from the start, with the same seats and options."""
        return match.rematch(self.fresh_seed(match.state.options))

    def lesson(self) -> Match | None:
        """The game's lesson from its first step (None: the game has none)."""
        lesson = self.tutor.enter()
        return Match(lesson.start(), lesson.seats()) if lesson is not None else None

    def after_lesson(self, *, play_on: bool) -> Match | None:
        """Leave the lesson (None: none was played), its progress forgotten: a real game
        against the easy computer (``play_on``), or the game saved before it (a fresh one if
        there is none)."""
        lesson = self.tutor.leave()
        if lesson is None:
            return None
        self.storage.removeItem(self.save_key() + LESSON_SUFFIX)
        saved = self.storage.getItem(self.save_key())
        if not play_on and saved:
            try:
                return Match.from_save(saved, self.game)
            except InvalidRecord:
                pass
        seats, options = lesson.real_game()
        return Match.start(self.game, seats, None, options)
