"""What the site remembers about a player between visits: language, AI speed, seats.

One JSON object in localStorage under ``SETTINGS_KEY``, shared with
``site/i18n.js`` (which reads and writes ``language`` before Python starts).
Plain Python, so what counts as a valid setting is tested in CPython; a
stored value that is not valid is dropped, and the rest is kept.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from pygames.web.match import SEATS
from pygames.web.text import LANGUAGES

SETTINGS_KEY = "pygames:v1:settings"

#: The shortest time an AI move stays on screen (seconds): with a person at the
#: table, and when only computers play and a person watches.
AI_PACES: Mapping[str, tuple[float, float]] = {
    "slow": (1.0, 1.6),
    "normal": (0.35, 0.8),
    "fast": (0.0, 0.1),
}


@dataclass(frozen=True)
class Settings:
    """The remembered choices; ``language`` None means "follow the browser"."""

    language: str | None = None
    ai_speed: str = "normal"
    seats: Mapping[str, tuple[str, ...]] = field(default_factory=dict)

    def ai_pace(self, people_playing: bool) -> float:
        """How long an AI move takes at least, in seconds."""
        with_people, watching = AI_PACES[self.ai_speed]
        return with_people if people_playing else watching

    def with_seats(self, game_id: str, seats: tuple[str, ...]) -> Settings:
        """Remember the seats last chosen for a game."""
        return replace(self, seats={**self.seats, game_id: tuple(seats)})

    def to_json(self) -> str:
        data: dict[str, object] = {"ai_speed": self.ai_speed, "seats": dict(self.seats)}
        if self.language is not None:
            data["language"] = self.language
        return json.dumps(data, separators=(",", ":"), sort_keys=True)

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
        return cls(
            language=language if isinstance(language, str) and language in LANGUAGES else None,
            ai_speed=speed if isinstance(speed, str) and speed in AI_PACES else "normal",
            seats=seats,
        )
