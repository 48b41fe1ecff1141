"""``window.pygames``: the page's small API for tests and embedding pages (see
``site/pygames-api.js``), answered from the app controller in JSON.

Every call returns ``{"ok": ..., "error": ...}`` or plain data, never raises
into JavaScript; an error is said in English, the API's one language, while
the page shows the same refusal in the reader's.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import window  # type: ignore[import-not-found]

import pygames
from pygames.core import InvalidNotation, InvalidRecord, PygamesError, Say
from pygames.web.match import DEFAULT_SEATS, Match

if TYPE_CHECKING:
    from pygames.web.app import App

#: The calls ``site/pygames-api.js`` forwards, each answered by the method of that name.
CALLS = ("state", "legal", "play", "new_game", "load")


class Bridge:
    """Answers ``window.pygames`` for one app."""

    def __init__(self, app: App) -> None:
        self.app = app

    def state(self) -> str:
        app = self.app
        summary = app.match.summary()
        summary["thinking"] = app.computer.thinking
        replay = app.replay
        summary["replay"] = (
            None if replay is None else {"shown": replay.shown, "length": replay.length}
        )
        return json.dumps(summary)

    def legal(self) -> str:
        return json.dumps([str(action) for action in self.app.match.state.legal_actions()])

    def play(self, text: str) -> str:
        app = self.app
        if not app.interactive():
            return _result(Say("app.not_your_turn"))
        try:
            action = app.match.state.parse_action(text)
        except InvalidNotation as error:
            return _result(error.reason)
        return _result(app.play(action))

    def new_game(self, text: str) -> str:
        app = self.app
        try:
            request = json.loads(text)
            if not isinstance(request, dict):
                raise TypeError
            game = pygames.get_game(request.get("game", app.game.id))
            if game is not app.game:
                return _result(Say.of("app.other_page", game=app.game.title, other=game.id))
            options, seed = request.get("options"), request.get("seed")
            if seed is None and isinstance(options, dict):
                seed = app.fresh_seed(options)
            match = Match.start(game, request.get("seats", list(DEFAULT_SEATS)), seed, options)
        except PygamesError as error:
            return _result(error.reason)
        except (ValueError, TypeError):
            return _result(Say("app.bad_request"))
        app.new_match(match)
        return _result(None)

    def load(self, text: str) -> str:
        app = self.app
        try:
            state = pygames.replay(pygames.core.from_json(text))
        except InvalidRecord as error:
            return _result(error.reason)
        if state.game is not app.game:
            return _result(Say.of("app.other_page", game=app.game.title, other=state.game.id))
        app.new_match(Match(state, app.seats_for(state, app.match.seats)))
        return _result(None)


def connect(app: App) -> None:
    """Hand the page's API to ``window.pygames`` (which resolves ``ready``)."""
    bridge, answers = Bridge(app), window.Object.new()
    for name in CALLS:
        setattr(answers, name, app.keep(create_proxy(getattr(bridge, name))))
    window.pygames._connect(answers)


def _result(error: Say | None) -> str:
    return json.dumps({"ok": error is None, "error": None if error is None else str(error)})
