"""The New game dialog: player count, the game's options, a seat per player, AI speed.

What the game accepts is decided in ``newgame`` and drawn by
``panels.setup_form``; here the dialog is opened, read, redrawn as choices
change, and started. The computers wait while it is open, so a player who
looks at the choices and cancels finds the game where they left it; the
choices are remembered for the next visit.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document

from pygames.core import Game, Say
from pygames.core.friends import MAX_NAME_LENGTH, clean_name
from pygames.web import panels
from pygames.web.match import FRIEND, HUMAN
from pygames.web.newgame import Setup, settle
from pygames.web.settings import AI_PACES
from pygames.web.text import Text
from pygames.web.ui import BoardUI

#: ``on(element, event, handler)``: listen to an element's events (``events.Events.on``).
Listen = Callable[[Any, str, Callable[[Any], None]], None]


def _element(element_id: str) -> Any:
    return document.getElementById(element_id)


class SetupDialog:
    """Opens, redraws and starts the New game dialog for one game's page."""

    def __init__(
        self,
        game: Game,
        ui: BoardUI[Any],
        text: Callable[[], Text],
        *,
        current: Callable[[], tuple[Setup, str]],
        name: Callable[[], str],
        opened: Callable[[], None],
        closed: Callable[[], None],
        start: Callable[[Setup, str, str], Say | None],
    ) -> None:
        """``current()`` is the game being played as a setup, and the AI speed chosen;
        ``name()`` the name this device's player last chose for a game with friends;
        ``opened()`` and ``closed()`` are called as the dialog opens (the computers wait)
        and closes; ``start(setup, ai_speed, name)`` starts the game chosen, or says why
        not (the dialog stays open, saying it)."""
        self.game = game
        self.ui = ui
        self._text = text
        self._current = current
        self._name = name
        self._opened = opened
        self._closed = closed
        self._start_game = start

    def bind(self, on: Listen) -> None:
        """Listen to the dialog's controls, and to the buttons that open it."""
        on(_element("new-game"), "click", lambda _event: self.open())
        on(_element("play-friend"), "click", lambda _event: self.open(with_friends=True))
        on(_element("end-new"), "click", lambda _event: self.open())
        on(_element("setup-start"), "click", lambda _event: self._start())
        on(_element("setup-cancel"), "click", lambda _event: _element("setup").close())
        on(_element("setup-seats"), "change", self._on_change)
        on(_element("setup"), "close", lambda _event: self._closed())

    def is_open(self) -> bool:
        return bool(_element("setup").open)

    def open(self, *, with_friends: bool = False) -> None:
        """Open the dialog on the game being played, or (``with_friends``: Play a friend)
        on the same game with a friend by link in every seat but the first."""
        _element("end").close()
        setup, ai_speed = self._current()
        if with_friends:
            players = max(setup.players, min(2, self.game.max_players))
            seats = (HUMAN, *(FRIEND,) * (players - 1))
            setup = settle(self.game, players, setup.options, seats)
        self._show(setup)
        _element("ai-speed").value = ai_speed
        _element("setup").showModal()
        self._opened()

    def _show(self, setup: Setup, name: str | None = None) -> None:
        """Draw the choices; a name typed so far is kept (else the one remembered)."""
        typed = self._name() if name is None else name
        _element("setup-seats").innerHTML = panels.setup_form(
            self.ui, self.game, self._text(), setup, typed
        )

    def _typed_name(self) -> str | None:
        """The name typed in the dialog (None: no friend's seat asks for one)."""
        field = _element("setup-name")
        if not field:
            return None
        return clean_name(str(field.value))[:MAX_NAME_LENGTH]

    def _read(self) -> Setup:
        """The dialog's choices, made into a setup the game accepts."""
        game = self.game
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

    def _on_change(self, event: Any) -> None:
        """Redraw the choices (seats for the count, options that go together), keeping the
        keyboard focus where it was."""
        changed = str(event.target.id)
        self._show(self._read(), self._typed_name())
        if _element(changed):
            _element(changed).focus()

    def _start(self) -> None:
        speed = str(_element("ai-speed").value)
        _, ai_speed = self._current()
        name = self._typed_name() or ""
        refusal = self._start_game(self._read(), speed if speed in AI_PACES else ai_speed, name)
        said = _element("setup-said")
        if refusal is not None and said:
            said.textContent = self._text().say(refusal)
            _element("setup-name").focus()
