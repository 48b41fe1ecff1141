"""What the site remembers about a player between visits: language, AI speed, the boards'
switches (their places' names shown, threats marked), and per game the seats (so the
player count) and options last chosen.

One JSON object in the page's storage (``site/storage.js``: localStorage, or memory
where the browser keeps nothing) under ``SETTINGS_KEY``, shared with
``site/i18n.js`` (which reads and writes ``language`` before Python starts).
Plain Python, so what counts as a valid setting is tested in CPython; a
stored value that is not valid is dropped, and the rest is kept (options are only
checked for their shape here: ``newgame.settle`` fits them to the game).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Protocol

from pygames.core import OptionValue
from pygames.core.friends import MAX_NAME_LENGTH, clean_name
from pygames.web.match import SEATS
from pygames.web.text import LANGUAGES
from pygames.web.ui import Switch

SETTINGS_KEY = "pygames:v1:settings"

#: The shortest time an AI move stays on screen (seconds): with a person at the
#: table, and when only computers play and a person watches.
AI_PACES: Mapping[str, tuple[float, float]] = {
    "slow": (1.0, 1.6),
    "normal": (0.35, 0.8),
    "fast": (0.0, 0.1),
}
#: How long each line of what a move caused is told on its own (seconds; 0: all at once).
TELLING_PACES: Mapping[str, float] = {"slow": 3.0, "normal": 2.0, "fast": 1.5}
#: How much longer (or shorter) than the board says a move's motion lasts.
MOTION_SCALES: Mapping[str, float] = {"slow": 1.5, "normal": 1.0, "fast": 0.5}


@dataclass(frozen=True)
class Settings:
    """The remembered choices; ``language`` None means "follow the browser"."""

    language: str | None = None
    ai_speed: str = "normal"
    seats: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    options: Mapping[str, Mapping[str, OptionValue]] = field(default_factory=dict)
    #: The boards' switches as last set (``ui.Switch``: the places' names, threat marks),
    #: by name: one setting for every board with a switch of that name.
    switches: Mapping[str, bool] = field(default_factory=dict)
    #: The games whose guided first game (``lessons``) was offered here: it is offered once.
    offered: frozenset[str] = frozenset()
    #: The name this device's player goes by in games with friends ("": none chosen).
    name: str = ""

    def ai_pace(self, people_playing: bool) -> float:
        """How long an AI move takes at least, in seconds."""
        with_people, watching = AI_PACES[self.ai_speed]
        return with_people if people_playing else watching

    def telling_pace(self) -> float:
        """How long each thing a move caused is told on its own, in seconds."""
        return TELLING_PACES[self.ai_speed]

    def motion_scale(self) -> float:
        """How much a board's motion lengths are stretched: the same speed sets both."""
        return MOTION_SCALES[self.ai_speed]

    def switched(self, switch: Switch) -> bool:
        """Whether ``switch`` is on: as last set, else as it starts."""
        return self.switches.get(switch.name, switch.default)

    def with_switch(self, name: str, on: bool) -> Settings:
        """Remember a switch as set."""
        return replace(self, switches={**self.switches, name: on})

    def with_offered(self, game_id: str) -> Settings:
        """Remember that the game's lesson was offered."""
        return replace(self, offered=self.offered | {game_id})

    def with_name(self, name: str) -> Settings:
        """Remember the name chosen for games with friends."""
        return replace(self, name=name)

    def with_seats(self, game_id: str, seats: tuple[str, ...]) -> Settings:
        """Remember the seats last chosen for a game."""
        return replace(self, seats={**self.seats, game_id: tuple(seats)})

    def with_options(self, game_id: str, options: Mapping[str, OptionValue]) -> Settings:
        """Remember the options last chosen for a game."""
        return replace(self, options={**self.options, game_id: dict(options)})

    def with_choice(
        self,
        game_id: str,
        seats: tuple[str, ...],
        options: Mapping[str, OptionValue],
        ai_speed: str,
    ) -> Settings:
        """Remember what the New game dialog chose: the game's seats and options, and the
        computers' speed (for every game)."""
        chosen = self.with_seats(game_id, seats).with_options(game_id, options)
        return replace(chosen, ai_speed=ai_speed)

    def to_json(self) -> str:
        data: dict[str, object] = {"ai_speed": self.ai_speed, "seats": dict(self.seats)}
        if self.switches:
            data["switches"] = dict(self.switches)
        if self.offered:
            data["offered"] = sorted(self.offered)
        if self.options:
            data["options"] = {game_id: dict(chosen) for game_id, chosen in self.options.items()}
        if self.language is not None:
            data["language"] = self.language
        if self.name:
            data["name"] = self.name
        return json.dumps(data, separators=(",", ":"), sort_keys=True, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | None) -> Settings:
        """Read stored settings, keeping each valid value and dropping the rest."""
        try:
            data = json.loads(text) if text else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        language = data.get("language")
        speed = data.get("ai_speed")
        stored_seats = data.get("seats")
        seats = {
            game_id: tuple(chosen)
            for game_id, chosen in (stored_seats.items() if isinstance(stored_seats, dict) else ())
            if isinstance(chosen, list) and chosen and all(seat in SEATS for seat in chosen)
        }
        stored_options = data.get("options")
        options = {
            game_id: {
                name: value
                for name, value in chosen.items()
                if isinstance(name, str) and isinstance(value, bool | int | str)
            }
            for game_id, chosen in (
                stored_options.items() if isinstance(stored_options, dict) else ()
            )
            if isinstance(chosen, dict)
        }
        return cls(
            language=language if isinstance(language, str) and language in LANGUAGES else None,
            ai_speed=speed if isinstance(speed, str) and speed in AI_PACES else "normal",
            seats=seats,
            options=options,
            switches=_switches(data),
            offered=frozenset(game for game in _list(data.get("offered")) if isinstance(game, str)),
            name=_name(data.get("name")),
        )


def _name(value: object) -> str:
    """A stored name, cleaned and cut as a name typed is ("": none, or not text)."""
    return clean_name(value)[:MAX_NAME_LENGTH] if isinstance(value, str) else ""


def _list(value: object) -> list[object]:
    return value if isinstance(value, list) else []


def _switches(data: dict[str, object]) -> dict[str, bool]:
    """The switches stored (the places' names were stored as ``coordinates`` before)."""
    stored = data.get("switches")
    switches = {
        name: on
        for name, on in (stored.items() if isinstance(stored, dict) else ())
        if isinstance(name, str) and isinstance(on, bool)
    }
    if data.get("coordinates") is True:
        switches.setdefault("coordinates", True)
    return switches


class Storage(Protocol):
    """The page's storage (``window.pygamesStorage``: localStorage, or memory)."""

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the Web Storage API's name
        """The value kept under ``key``, or None."""

    def setItem(self, key: str, value: str) -> None:  # noqa: N802 - the Web Storage API's name
        """Keep ``value`` under ``key``."""

    def removeItem(self, key: str) -> None:  # noqa: N802 - the Web Storage API's name
        """Keep nothing under ``key``."""


def stored_text(storage: Storage, key: str) -> str | None:
    """The text kept under ``key`` (None: nothing; the page's storage answers a key it
    lacks with JavaScript's null, which Pyodide does not make None)."""
    value = storage.getItem(key)
    return value if isinstance(value, str) else None


def remember(storage: Storage, change: Callable[[Settings], Settings]) -> Settings:
    """Store ``change`` made to the settings as stored now, and return them: read again
    first, so what another page or ``i18n.js`` changed meanwhile (the language) is kept."""
    settings = change(Settings.from_json(storage.getItem(SETTINGS_KEY)))
    storage.setItem(SETTINGS_KEY, settings.to_json())
    return settings
