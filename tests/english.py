"""Engine words in tests: a message every language can say, and English left where it
should not be."""

import json
import re
from pathlib import Path

import pygames
from pygames.core.say import LANGUAGES, Number, Say, catalog, in_language

_ENGLISH = catalog("en")
#: The boards' words share their game's prefix but are no engine words.
_BOARD_KEYS = {
    key
    for path in (Path(__file__).parents[1] / "pygames" / "web").glob("*/locales/en.json")
    for key in json.loads(path.read_text("utf-8"))
}


def said(message: object) -> str:
    """Check that ``message`` is a ``Say`` whose key, and nested messages' keys, every
    language has, said with every field filled in; return its English.

    Raises:
        AssertionError: naming the message and the language that cannot say it.
    """
    assert isinstance(message, Say), message
    for value in message.fields.values():
        assert isinstance(value, Say | str | int | Number) and not isinstance(value, bool), value
        if isinstance(value, Say):
            said(value)
    for language in LANGUAGES:
        assert message.key in catalog(language), (language, message.key)
        text = in_language(message, language)
        assert text and "{" not in text and "}" not in text, (message, language, text)
    return str(message)


def engine_fragments(game_id: str) -> list[str]:
    """The English words of every key that core and the game's engine can say: the parts
    between a text's fields that hold at least two words."""
    prefixes = ("core.", f"{pygames.get_game(game_id).id}.")
    return sorted(
        {
            part.strip()
            for key, text in _ENGLISH.items()
            if key.startswith(prefixes) and key not in _BOARD_KEYS
            for part in re.split(r"\{\w+\}", text)
            if len(re.findall(r"[A-Za-z]{3,}", part)) >= 2
        }
    )


def english_in(text: str, game_id: str, allowed: str = "") -> list[str]:
    """The English fragments of ``game_id``'s engine words that ``text`` contains, leaving
    out those that ``allowed`` (say, the moves' notation) holds anyway."""
    return [
        fragment
        for fragment in engine_fragments(game_id)
        if fragment in text and fragment not in allowed
    ]
