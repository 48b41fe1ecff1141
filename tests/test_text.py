"""The four languages: complete, consistent, and no English left behind.

The catalogs are every ``locales`` folder in the package: core's shared
engine words, each game's engine words, the site's, and each board's. Every word a player
can meet goes through them, engine refusals and score breakdowns included.
"""

import json
import re
import string
from functools import cache
from itertools import pairwise
from pathlib import Path

import pytest

import pygames
from pygames import IllegalAction
from pygames.core import State
from pygames.core.say import ENGLISH as EN
from pygames.core.say import Number, Say, catalog, in_language, locale_folders
from pygames.games import PACKAGES
from pygames.web import panels
from pygames.web.boards import BOARDS, board_for
from pygames.web.text import LANGUAGES, Text
from tests.english import english_in
from tests.playouts import playout

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = catalog("en")
OTHERS = [language for language in LANGUAGES if language != "en"]
FOLDERS = [Path(str(folder)) for folder in locale_folders()]
#: Where code and pages name catalog keys.
SOURCES = [
    *sorted((ROOT / "pygames").rglob("*.py")),
    *sorted((ROOT / "site").rglob("*.html")),
    *sorted((ROOT / "site").glob("*.js")),
    ROOT / "build.py",
]
#: The shared prefixes, and one per game.
PREFIXES = "|".join(
    [
        "page",
        "app",
        "seat",
        "launch",
        "lesson",
        "friend",
        "challenge",
        "core",
        *map(re.escape, (g.id for g in pygames.list_games())),
    ]
)
KEY_PATTERN = re.compile(rf"""["'](?P<key>(?:{PREFIXES})\.[\w.:-]+)["']""")
#: Where code puts a key together from a prefix and a value: f"seat.{seat}".
PREFIX_PATTERN = re.compile(rf"""["'](?P<prefix>(?:{PREFIXES})\.(?:[\w-]+\.)*)\{{""")


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_catalogs_are_core_every_game_the_site_and_every_board() -> None:
    names = {folder.relative_to(ROOT / "pygames").as_posix() for folder in FOLDERS}
    games = {f"games/{game.id.replace('-', '_')}/locales" for game in pygames.list_games()}
    boards = {f"web/{game_id.replace('-', '_')}/locales" for game_id in BOARDS}
    assert names == {"core/locales", "web/locales", *games, *boards}


@pytest.mark.parametrize("folder", FOLDERS, ids=lambda f: f.parent.name)
def test_each_folder_has_the_same_keys_in_every_language(folder: Path) -> None:
    english = list(json.loads((folder / "en.json").read_text("utf-8")))
    for language in OTHERS:
        assert list(json.loads((folder / f"{language}.json").read_text("utf-8"))) == english


def test_no_key_is_defined_twice() -> None:
    seen: dict[str, str] = {}
    for folder in FOLDERS:
        for key in json.loads((folder / "en.json").read_text("utf-8")):
            assert key not in seen, f"{key} in {folder} and {seen[key]}"
            seen[key] = str(folder)


@pytest.mark.parametrize("layer", ["games", "web"])
def test_a_game_and_its_board_define_only_their_own_keys(layer: str) -> None:
    """Engine words in the game's folder, board words in the board's, the site's in web/locales."""
    ids = [game.id for game in pygames.list_games()] if layer == "games" else list(BOARDS)
    for game_id in ids:
        folder = ROOT / "pygames" / layer / game_id.replace("-", "_") / "locales"
        keys = json.loads((folder / "en.json").read_text("utf-8"))
        assert [key for key in keys if not key.startswith(f"{game_id}.")] == []
    site = json.loads((ROOT / "pygames" / "web" / "locales" / "en.json").read_text("utf-8"))
    assert [key for key in site if key.split(".")[0] in BOARDS] == []


@pytest.mark.parametrize("language", OTHERS)
def test_every_language_has_exactly_the_english_keys(language: str) -> None:
    assert list(catalog(language)) == list(ENGLISH)


@pytest.mark.parametrize("language", OTHERS)
def test_translations_keep_every_field(language: str) -> None:
    for key, english in ENGLISH.items():
        assert fields(catalog(language)[key]) == fields(english), key


#: Texts that really are the same in English: a word both languages share.
SAME_WORDS = {
    ("fr", "down-under.seat.animal.4.one"),  # 1 dingo
    ("fr", "down-under.seat.animal.4.other"),  # 2 dingos
    ("nl", "down-under.seat.animal.4.one"),
    ("fr", "out-of-mine.board.points_now.one"),  # 1 point
    ("fr", "out-of-mine.board.points_now.other"),  # 2 points
    ("fr", "australia.scored.gain.one"),  # Noir 1 point
    ("fr", "australia.scored.gain.other"),  # Noir 9 points
    ("fr", "australia.button.place.one"),  # 1 ranger
    ("fr", "australia.button.place.other"),  # 2 rangers
    ("nl", "australia.button.place.one"),
    ("nl", "australia.button.place.other"),
    ("fr", "challenge.panel.points.one"),  # 1 point
    ("fr", "challenge.panel.points.other"),  # 2 points
    ("fr", "challenge.panel.round_points"),  # Points
}


@pytest.mark.parametrize("language", OTHERS)
def test_no_english_is_left_behind(language: str) -> None:
    """A text identical to the English one is untranslated, unless it holds no words at all
    or is one of the few words the languages share."""
    untranslated = [
        key
        for key, english in ENGLISH.items()
        if catalog(language)[key] == english
        and re.search(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", english))
        and (language, key) not in SAME_WORDS
    ]
    assert untranslated == []


def test_every_key_the_code_names_exists_and_every_key_is_used() -> None:
    named, prefixes = set(), set()
    for path in SOURCES:
        source = path.read_text("utf-8")
        named |= {match["key"] for match in KEY_PATTERN.finditer(source)}
        prefixes |= {match["prefix"] for match in PREFIX_PATTERN.finditer(source)}
    # Keys put together in code (f"seat.{seat}"), plural pairs, and each board UI's keys.
    built = {key for key in ENGLISH if key.startswith(tuple(prefixes))}
    built |= {key for key in ENGLISH if key.rsplit(".", 1)[0] in named}  # Say.count pairs
    for ui in map(board_for, BOARDS):
        built |= set(ui.player_keys)
        if ui.legend is not None:  # each kind of mark's line: <game>.mark.<kind>
            built |= set(ui.legend.keys())
        # The new-game dialog names each option and value: <game>.option.<name>[.<value>].
        for option in pygames.get_game(ui.game_id).options:
            key = f"{ui.game_id}.option.{option.name}"
            built |= {key, *(f"{key}.{choice}" for choice in option.choices)}
    plural = {key.rsplit(".", 1)[0] for key in ENGLISH if key.endswith((".one", ".other"))}
    assert named - set(ENGLISH) - plural == set(), "keys used in code but missing from the catalog"
    assert set(ENGLISH) - named - built == set(), "catalog keys nothing uses"


#: One word for one thing in a game: where a language has two near words for something the
#: game names, the game's key prefix and the language, and for each such thing the word it
#: settled on and a pattern for the other words in any inflection, which none of the game's
#: texts may use.
TERMS = {
    ("out-of-mine", "de"): (("Plan", r"[Bb]rett"),),  # the player's mine board; not Brett
    ("out-of-mine", "fr"): (("plan", r"\bplateaux?\b"),),  # the player's mine board
    # Outback's track as the board draws it, one strip: green 1 to 9, then orange 1 to 15
    # (the rulebook's board has a left and an upper track); its rows by their numbers (row
    # 2 is drawn at the top, so a "lower" row was the one above).
    ("outback", "en"): (
        ("green track", r"\b(left|upper|lower) track"),
        ("orange track", r"\b(left|upper|lower) track"),
        ("row", r"\b(lower|higher|upper) rows?\b"),
    ),
    ("outback", "de"): (
        ("grünen Leiste", r"\b(linke|obere|untere)[nrs]? Leiste"),
        ("orangefarbenen Leiste", r"\b(linke|obere|untere)[nrs]? Leiste"),
        ("Reihe", r"\b(niedrigere|höhere|untere|obere)[nrs]? Reihe"),
    ),
    ("outback", "fr"): (
        ("piste verte", r"piste (de gauche|du haut|du bas)"),
        ("piste orange", r"piste (de gauche|du haut|du bas)"),
        ("rangée", r"rangées? plus (basse|haute)s?"),
    ),
    ("outback", "nl"): (
        ("groene baan", r"\b(linker|boven|onder)baan"),
        ("oranje baan", r"\b(linker|boven|onder)baan"),
        ("rij", r"\b(lagere|hogere|onderste|bovenste) rij\b"),
    ),
}


@pytest.mark.parametrize(("game_id", "language"), list(TERMS))
def test_a_game_names_a_thing_with_one_word(game_id: str, language: str) -> None:
    texts = {key: text for key, text in catalog(language).items() if key.startswith(f"{game_id}.")}
    for word, other in TERMS[game_id, language]:
        assert [key for key, text in texts.items() if re.search(other, text)] == [], other
        assert any(re.search(rf"\b{word}\b", text) for text in texts.values()), word


def test_messages_are_drawn_in_the_reader_language_with_nested_messages() -> None:
    message = Say.of("app.to_move", player=Say("offboard.player.0"), hint="")
    assert Text("en").say(message).startswith("Red to move.")
    assert Text("de").say(message).startswith("Rot")


def test_an_unknown_language_falls_back_to_english() -> None:
    assert Text("xx").language == "en"


def test_the_english_descriptions_are_the_games_own() -> None:
    for game_id in BOARDS:
        assert ENGLISH[f"page.description.{game_id}"] == pygames.get_game(game_id).description


# -- a whole game in German: no engine word falls back to English --------------------


@cache
def played(game_id: str) -> tuple[State, ...]:
    """Every state of a whole random game (seeded), shared by the languages' tests."""
    states = tuple(playout(pygames.get_game(game_id), 1, range(0, 10**9, 7919)))
    assert states[-1].is_over()
    return states


@pytest.mark.parametrize("language", OTHERS)
@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_a_whole_game_in_another_language_has_no_english_engine_words(
    game_id: str, language: str
) -> None:
    states, text = played(game_id), Text(language)
    final = states[-1]
    outcome = final.outcome()
    assert outcome is not None
    said = [text.say(outcome.reason.say)]
    said += [text.say(before.describe(after.last_action)) for before, after in pairwise(states)]
    said += [text.say(label) for score in final.scores() for label, _ in score.parts]
    for before, after in pairwise(states):
        legal = set(before.legal_actions())
        refused = [action for action in after.legal_actions() if action not in legal][:3]
        for action in refused:  # moves legal a moment later, refused now
            with pytest.raises(IllegalAction) as error:
                before.apply(action)
            said.append(text.say(error.value.reason))
    if game_id in BOARDS:  # and as the page shows them: the log and the end screen
        ui = board_for(game_id)
        said += [panels.move_log(ui, text, final), panels.breakdown(ui, text, final)]
    notation = " ".join(str(action) for action in final.actions())
    leaks = sorted({leak for words in said for leak in english_in(words, game_id, notation)})
    assert leaks == []
    assert len(said) > 20  # the game was long enough to say many things


def test_the_english_check_finds_english() -> None:
    text = in_language(Say("core.record.not_json"), EN)
    assert english_in(text, "offboard") == ["the saved game is not valid JSON"]
    assert english_in(in_language(Say("core.record.not_json"), "de"), "offboard") == []


@pytest.mark.parametrize("language", OTHERS)
@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_numbers_with_decimals_take_the_reader_s_decimal_sign(game_id: str, language: str) -> None:
    """A time or any number with decimals in words is written the reader's way (41,7 in
    German, French and Dutch); notation, shown apart, keeps its own."""
    states, text = played(game_id), Text(language)
    final = states[-1]
    said = [text.say(before.describe(after.last_action)) for before, after in pairwise(states)]
    said += [text.say(label) for score in final.scores() for label, _ in score.parts]
    if game_id in BOARDS:
        log = panels.move_log(board_for(game_id), text, final)
        said.append(re.sub(r'<code class="notation">.*?</code>', "", log))
    english_decimals = [words for words in said if re.search(r"\d\.\d", words)]
    assert english_decimals == []


def test_a_number_is_written_with_each_language_s_sign() -> None:
    message = Say.of("core.move", move=Number(41.7))
    written = [in_language(message, language)[-4:] for language in ("en", "de", "fr", "nl")]
    assert written == ["41.7", "41,7", "41,7", "41,7"]
