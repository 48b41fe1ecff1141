"""``window.pygames``: the page's small API for tests and embedding pages (see
``site/pygames-api.js``), answered in JSON.

Every call returns ``{"ok": ..., "error": ...}`` or plain data, never raises
into JavaScript; an error is said in English, the API's one language, while
the page shows the same refusal in the reader's. ``Bridge`` is built from the
page's callables and has no browser imports, so its answers are tested in CPython;
``events.connect_bridge`` hands it to the page.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

import pygames
from pygames.core import (
    Action,
    Game,
    InvalidNotation,
    InvalidRecord,
    OptionValue,
    PygamesError,
    Say,
)
from pygames.core.friends import MAX_NAME_LENGTH, clean_name
from pygames.web.challenge_play import link_text as challenge_link_text
from pygames.web.friend_play import friendship_for, link_text
from pygames.web.match import DEFAULT_SEATS, FRIEND, Match, Replay
from pygames.web.opening import seats_for

#: The calls ``site/pygames-api.js`` forwards, each answered by the method of that name.
CALLS = ("state", "legal", "play", "undo", "new_game", "load", "friend_link", "challenge_link")


class Bridge:
    """Answers ``window.pygames`` for one game's page."""

    def __init__(
        self,
        game: Game,
        *,
        match: Callable[[], Match],
        replay: Callable[[], Replay | None],
        thinking: Callable[[], bool],
        interactive: Callable[[], bool],
        play: Callable[[Action], Say | None],
        undo: Callable[[], Say | None],
        start: Callable[[Match], None],
        fresh_seed: Callable[[Mapping[str, OptionValue]], int | None],
    ) -> None:
        """``match()`` is the match played, ``replay()`` the replay on screen (None: none),
        ``thinking()`` whether a computer is thinking; ``interactive()`` whether a person
        may move now; ``play(action)`` plays for them (returning the refusal, or None);
        ``undo()`` takes back the last person's move as the page's Undo does (returning why
        not, or None); ``start(match)`` replaces the match; ``fresh_seed(options)`` is a new
        game's seed (a game of the day's date)."""
        self.game = game
        self._match = match
        self._replay = replay
        self._thinking = thinking
        self._interactive = interactive
        self._play = play
        self._undo = undo
        self._start = start
        self._fresh_seed = fresh_seed

    def state(self) -> str:
        """The match, whether a computer is thinking, and the replay on screen (None: none)."""
        summary = self._match().summary()
        summary["thinking"] = self._thinking()
        replay = self._replay()
        summary["replay"] = (
            None if replay is None else {"shown": replay.shown, "length": replay.length}
        )
        return json.dumps(summary)

    def legal(self) -> str:
        return json.dumps([str(action) for action in self._match().state.legal_actions()])

    def play(self, text: str) -> str:
        if not self._interactive():
            return _result(Say("app.not_your_turn"))
        try:
            action = self._match().state.parse_action(text)
        except InvalidNotation as error:
            return _result(error.reason)
        return _result(self._play(action))

    def undo(self) -> str:
        return _result(self._undo())

    def new_game(self, text: str) -> str:
        try:
            request = json.loads(text)
        except ValueError:
            return _result(Say("app.bad_request"))
        if not isinstance(request, dict):
            return _result(Say("app.bad_request"))
        game_id, options = request.get("game", self.game.id), request.get("options")
        if not isinstance(game_id, str) or not isinstance(options, dict | None):
            return _result(Say("app.bad_request"))
        try:
            game = pygames.get_game(game_id)
            if game is not self.game:
                return _result(Say.of("app.other_page", game=self.game.title, other=game.id))
            seed = request.get("seed")
            if seed is None and options is not None:
                seed = self._fresh_seed(options)
            seats = request.get("seats", list(DEFAULT_SEATS))
            friend = None
            if isinstance(seats, list) and FRIEND in seats:  # a game with friends
                name = request.get("name", "")
                if not isinstance(name, str):
                    return _result(Say("app.bad_request"))
                friend = friendship_for(seats, clean_name(name)[:MAX_NAME_LENGTH])
            match = Match.start(game, seats, seed, options, friend=friend)
        except PygamesError as error:
            return _result(error.reason)
        self._start(match)
        return _result(None)

    def friend_link(self) -> str:
        """The fragment of the link a game with friends sends now (null: not one)."""
        match = self._match()
        return json.dumps(None if match.friend is None else link_text(match))

    def challenge_link(self) -> str:
        """The fragment of the link this device's race in a challenge sends now (null: none,
        or no name chosen yet)."""
        match = self._match()
        race = match.race
        return json.dumps(None if race is None or not race.name else challenge_link_text(match))

    def load(self, text: str) -> str:
        try:
            state = pygames.replay(pygames.core.from_json(text))
        except InvalidRecord as error:
            return _result(error.reason)
        if state.game is not self.game:
            return _result(Say.of("app.other_page", game=self.game.title, other=state.game.id))
        # The page's seats, if they fit the game loaded.
        self._start(Match(state, seats_for(state, self._match().seats)))
        return _result(None)


def _result(error: Say | None) -> str:
    return json.dumps({"ok": error is None, "error": None if error is None else str(error)})
