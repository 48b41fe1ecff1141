"""The New game dialog: player count, the game's options, a seat per player, AI speed.

What the game accepts is decided in ``newgame`` and drawn by
``panels.setup_form``; here the dialog is opened, read, redrawn as choices
change, and started. The computers wait while it is open, so a player who
looks at the choices and cancels finds the game where they left it; the
choices are remembered for the next visit.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pyscript import document, window  # type: ignore[import-not-found]

from pygames.web import panels
from pygames.web.match import Match
from pygames.web.newgame import Setup, settle
from pygames.web.settings import AI_PACES, SETTINGS_KEY, Settings

if TYPE_CHECKING:
    from pygames.web.app import App


def _element(element_id: str):  # noqa: ANN202 - a JS element proxy
    return document.getElementById(element_id)


class SetupDialog:
    """Opens, redraws and starts the New game dialog for one app."""

    def __init__(self, app: App) -> None:
        self.app = app

    def bind(self) -> None:
        """Listen to the dialog's controls, and to the buttons that open it."""
        on = self.app.on
        on(_element("new-game"), "click", lambda _event: self.open())
        on(_element("end-new"), "click", lambda _event: self.open())
        on(_element("setup-start"), "click", lambda _event: self._start())
        on(_element("setup-cancel"), "click", lambda _event: _element("setup").close())
        on(_element("setup-seats"), "change", self._on_change)
        on(_element("setup"), "close", lambda _event: self._closed())

    def is_open(self) -> bool:
        return bool(_element("setup").open)

    def open(self) -> None:
        app = self.app
        _element("end").close()
        app.computer.cancel()
        state = app.match.state
        self._show(settle(app.game, state.players, state.options, app.match.seats))
        _element("ai-speed").value = app.settings.ai_speed
        _element("setup").showModal()
        app.render()

    def _closed(self) -> None:
        """Let a computer whose turn it is think again."""
        self.app.schedule_computer()
        self.app.render()

    def _show(self, setup: Setup) -> None:
        app = self.app
        _element("setup-seats").innerHTML = panels.setup_form(app.ui, app.game, app.text, setup)

    def _read(self) -> Setup:
        """The dialog's choices, made into a setup the game accepts."""
        game = self.app.game
        count = _element("setup-players")
        players = int(count.value) if count else game.min_players
        options = {}
        for option in game.options:
            text = str(_element(f"option-{option.name}").value)
            options[option.name] = next(
                (choice for choice in option.choices if str(choice) == text), option.default
            )
        seats = [_element(f"seat-{player}") for player in range(players)]
        chosen = [str(seat.value) for seat in seats if seat]  # a count just raised has fewer
        return settle(game, players, options, chosen)

    def _on_change(self, event) -> None:  # noqa: ANN001
        """Redraw the choices (seats for the count, options that go together), keeping the
        keyboard focus where it was."""
        changed = str(event.target.id)
        self._show(self._read())
        if _element(changed):
            _element(changed).focus()

    def _start(self) -> None:
        app = self.app
        setup = self._read()
        speed = str(_element("ai-speed").value)
        self._remember(setup, speed if speed in AI_PACES else app.settings.ai_speed)
        seed = app.fresh_seed(setup.options)
        app.new_match(Match.start(app.game, setup.seats, seed, setup.options))

    def _remember(self, setup: Setup, ai_speed: str) -> None:
        """Store the setup and AI speed, keeping the language i18n.js may have changed since."""
        app = self.app
        stored = Settings.from_json(window.pygamesStorage.getItem(SETTINGS_KEY))
        chosen = stored.with_seats(app.game.id, setup.seats).with_options(
            app.game.id, setup.options
        )
        app.settings = replace(chosen, ai_speed=ai_speed)
        window.pygamesStorage.setItem(SETTINGS_KEY, app.settings.to_json())
