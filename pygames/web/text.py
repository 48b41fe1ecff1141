"""Every word the site shows, in English, German, French and Dutch.

The words are the catalogs of ``pygames.core.say``: the site's own in
``pygames/web/locales``, each board's in its folder, the engines' beside each game. Code never holds
player-facing text; it names a key (``Say.of("app.to_move", player=...)``)
and ``Text`` turns that into the reader's language at the moment of drawing,
so switching language re-renders everything, engine refusals and score
breakdowns included. Keys under ``page.`` are also needed before Python
starts (static HTML, the embed poster, the update bar): ``build.py`` writes
those into ``text.js`` for ``site/i18n.js``. ``tests/test_text.py`` checks
that every language has every key, the same fields, and no English left in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pygames.core.say import ENGLISH, Say, catalog, in_language

#: The languages offered, each named in itself, in the order the switch lists them.
LANGUAGES: Mapping[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "fr": "Français",
    "nl": "Nederlands",
}
DEFAULT_LANGUAGE = ENGLISH

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "Say", "Text"]


class Text:
    """Turns keys and messages into one language's text."""

    def __init__(self, language: str) -> None:
        self.language = language if language in LANGUAGES else DEFAULT_LANGUAGE
        self._catalog = catalog(self.language)

    def __call__(self, key: str, **fields: Any) -> str:
        """Return the text for ``key`` with its fields filled in (fields may be messages)."""
        return self.say(Say(key, fields))

    def say(self, message: Say) -> str:
        """Return a message's text, translating fields that are themselves messages."""
        return in_language(message, self.language)
