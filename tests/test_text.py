"""The four languages: complete, consistent, and no English left behind."""

import json
import re
import string
from pathlib import Path

import pytest

import pygames
from pygames.web.boards import BOARDS, board_for
from pygames.web.text import LANGUAGES, Say, Text, catalog

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = catalog("en")
OTHERS = [language for language in LANGUAGES if language != "en"]
#: Where code and pages name catalog keys.
SOURCES = [
    *sorted((ROOT / "pygames" / "web").rglob("*.py")),
    *sorted((ROOT / "site").rglob("*.html")),
    *sorted((ROOT / "site").glob("*.js")),
    ROOT / "build.py",
]
#: The shared prefixes, and one per game with a board.
PREFIXES = "|".join(["page", "app", "seat", "reason", "launch", *map(re.escape, BOARDS)])
KEY_PATTERN = re.compile(rf"""["'](?P<key>(?:{PREFIXES})\.[\w.:]+)["']""")
#: Where code puts a key together from a prefix and a value: f"seat.{seat}".
PREFIX_PATTERN = re.compile(rf"""["'](?P<prefix>(?:{PREFIXES})\.(?:\w+\.)*)\{{""")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("language", OTHERS)
def test_every_language_has_exactly_the_english_keys(language):
    assert list(catalog(language)) == list(ENGLISH)


@pytest.mark.parametrize("language", OTHERS)
def test_translations_keep_every_field(language):
    for key, english in ENGLISH.items():
        assert fields(catalog(language)[key]) == fields(english), key


@pytest.mark.parametrize("language", OTHERS)
def test_no_english_is_left_behind(language):
    """A text identical to the English one is untranslated, unless it holds no words at all."""
    untranslated = [
        key
        for key, english in ENGLISH.items()
        if catalog(language)[key] == english
        and re.search(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", english))
    ]
    assert untranslated == []


def test_every_key_the_code_names_exists_and_every_key_is_used():
    named, prefixes = set(), set()
    for path in SOURCES:
        source = path.read_text("utf-8")
        named |= {match["key"] for match in KEY_PATTERN.finditer(source)}
        prefixes |= {match["prefix"] for match in PREFIX_PATTERN.finditer(source)}
    # Keys put together in code (f"seat.{seat}") and the keys each board UI names.
    built = {key for key in ENGLISH if key.startswith(tuple(prefixes))}
    for ui in map(board_for, BOARDS):
        built |= {*ui.player_keys, ui.rules_key}
        # The new-game dialog names each option and value: <game>.option.<name>[.<value>].
        for option in pygames.get_game(ui.game_id).options:
            key = f"{ui.game_id}.option.{option.name}"
            built |= {key, *(f"{key}.{choice}" for choice in option.choices)}
    assert named - set(ENGLISH) == set(), "keys used in code but missing from the catalog"
    assert set(ENGLISH) - named - built == set(), "catalog keys nothing uses"


def test_catalogs_are_plain_json_files_in_the_package():
    for language in LANGUAGES:
        path = ROOT / "pygames" / "web" / "locales" / f"{language}.json"
        assert json.loads(path.read_text("utf-8")) == dict(catalog(language))


def test_messages_are_drawn_in_the_reader_language_with_nested_messages():
    message = Say.of("app.to_move", player=Say("offboard.player.0"), hint="")
    assert Text("en").say(message).startswith("Red to move.")
    assert Text("de").say(message).startswith("Rot")


def test_an_unknown_language_falls_back_to_english():
    assert Text("xx").language == "en"


def test_the_english_descriptions_are_the_games_own():
    for game_id in BOARDS:
        assert ENGLISH[f"page.description.{game_id}"] == pygames.get_game(game_id).description


def test_every_way_a_game_ends_can_be_told():
    from pygames.core import Termination

    assert {f"reason.{reason.name.lower()}" for reason in Termination} == {
        key for key in ENGLISH if key.startswith("reason.")
    }
