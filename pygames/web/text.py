"""Every word the site shows, in English, German, French and Dutch.

The catalogs are ``locales/<language>.json``: flat maps from a key to a text
with ``{named}`` fields. Code never holds player-facing text; it names a key
(``Say("app.to_move", player=...)``) and ``Text`` turns that into the reader's
language at the moment of drawing, so switching language re-renders
everything. Keys under ``page.`` are also needed before Python starts (static
HTML, the embed poster, the update bar): ``build.py`` writes those into
``text.js`` for ``site/i18n.js``. ``tests/test_text.py`` checks that every
language has every key, the same fields, and no English left in it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

#: The languages offered, each named in itself, in the order the switch lists them.
LANGUAGES: Mapping[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
}
DEFAULT_LANGUAGE = "en"


@dataclass(frozen=True, slots=True)
class Say:
    """A message to show, kept as its key and fields until it is drawn in a language."""

    key: str
    fields: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, key: str, **fields: Any) -> Say:
        """Build a message: ``Say.of("app.to_move", player="Red")``."""
        return cls(key, fields)


@cache
def catalog(language: str) -> Mapping[str, str]:
    """Return one language's catalog, read once from the package."""
    if language not in LANGUAGES:
        raise ValueError(f"there is no {language!r} text; the languages are {', '.join(LANGUAGES)}")
    source = resources.files(__package__).joinpath("locales", f"{language}.json")
    text: dict[str, str] = json.loads(source.read_text(encoding="utf-8"))
    return text


class Text:
    """Turns keys and messages into one language's text."""

    def __init__(self, language: str) -> None:
        self.language = language if language in LANGUAGES else DEFAULT_LANGUAGE
        self._catalog = catalog(self.language)

    def __call__(self, key: str, **fields: Any) -> str:
        """Return the text for ``key`` with its fields filled in."""
        return self._catalog[key].format(**fields)

    def say(self, message: Say) -> str:
        """Return a message's text, translating fields that are themselves messages."""
        fields = {
            name: self.say(value) if isinstance(value, Say) else value
            for name, value in message.fields.items()
        }
        return self(message.key, **fields)
