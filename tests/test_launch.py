"""What a page's address can ask for, and how bad addresses fall back (no browser needed)."""

import pytest

import pygames
from pygames.core import State, to_fragment
from pygames.web.launch import Launch, read_launch
from pygames.web.settings import Settings
from pygames.web.text import Text
from pygames.web.ui import Switch

OFFBOARD = pygames.get_game("offboard")


def notes(launch: Launch) -> list[str]:
    return [Text("en").say(note) for note in launch.notes]


def played(*moves: str) -> State:
    state = OFFBOARD.new_game(seed=5)
    for move in moves:
        state = state.apply(state.parse_action(move))
    return state


def test_an_empty_address_asks_for_nothing() -> None:
    launch = read_launch(OFFBOARD, {"game": "offboard"}, "")
    assert not launch.custom and launch.notes == () and launch.record is None


def test_seats_seed_and_language_are_read() -> None:
    launch = read_launch(OFFBOARD, {"seats": "human,ai:hard", "seed": "42", "lang": "fr"}, "")
    assert launch.seats == ("human", "ai:hard") and launch.seed == 42 and launch.language == "fr"
    assert launch.custom and launch.notes == ()


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ({"seats": "human,robot"}, "seats"),
        ({"seats": "human"}, "seats"),
        ({"seed": "-3"}, "seed"),
        ({"seed": str(2**64)}, "seed"),
        ({"lang": "klingon"}, "lang"),
    ],
)
def test_a_bad_value_falls_back_to_the_default_with_a_visible_note(
    query: dict[str, str], name: str
) -> None:
    launch = read_launch(OFFBOARD, query, "")
    assert launch.seats is None and launch.seed is None and launch.language is None
    [note] = notes(launch)
    assert f"{name}=" in note


def test_an_unknown_option_is_ignored_with_a_note() -> None:
    launch = read_launch(OFFBOARD, {"variant": "plus"}, "")
    assert launch.options == {} and "variant" in notes(launch)[0]


def test_an_option_is_read_by_its_value_whatever_its_case() -> None:
    game = pygames.get_game("down-under")
    for text, value in [("true", True), ("True", True), ("FALSE", False), ("5X7", "5x7")]:
        name = "area" if "x" in text.lower() else "special_scoring"
        launch = read_launch(game, {name: text}, "")
        assert launch.options == {name: value} and launch.notes == ()
    assert read_launch(game, {"special_scoring": "yes"}, "").options == {}


def test_a_shared_record_in_the_fragment_replays() -> None:
    state = played("C3>NE", "G7>SW")
    launch = read_launch(OFFBOARD, {}, "#" + to_fragment(state.record()))
    assert launch.record == state and launch.custom


@pytest.mark.parametrize(
    "fragment",
    ["#r1.!!!", "#hello", "#r1.AAAA", "#" + to_fragment({"game": "offboard"})],
)
def test_a_malformed_or_tampered_fragment_gives_a_note_and_no_record(fragment: str) -> None:
    launch = read_launch(OFFBOARD, {}, fragment)
    assert launch.record is None
    assert "does not hold a game" in notes(launch)[0]


def test_a_record_with_an_illegal_move_is_refused_and_says_why_in_the_reader_language() -> None:
    record = played("C3>NE").record()
    record["actions"].append("C3>NE")  # the marble is no longer there
    launch = read_launch(OFFBOARD, {}, "#" + to_fragment(record))
    assert launch.record is None
    (note,) = launch.notes
    assert "move 2 (C3>NE) cannot be played: there is no marble there" in Text("en").say(note)
    assert "Zug 2 (C3>NE) kann nicht gespielt werden: dort liegt keine Murmel" in Text("de").say(
        note
    )


def test_a_player_count_is_read_and_must_fit_the_game_and_the_seats() -> None:
    outback = pygames.get_game("outback")
    assert read_launch(outback, {"players": "3"}, "").players == 3
    assert read_launch(outback, {"players": "3", "variant": "plus"}, "").custom
    for query in ({"players": "5"}, {"players": "two"}, {"players": "3", "seats": "human,human"}):
        launch = read_launch(outback, query, "")
        assert launch.players is None and "players=" in notes(launch)[0]


def test_settings_remember_options_per_game_and_drop_malformed_ones() -> None:
    settings = Settings().with_options("outback", {"variant": "plus", "penalty": "B"})
    assert Settings.from_json(settings.to_json()) == settings
    stored = '{"options": {"outback": {"variant": "plus", "end": [1]}, "offboard": 3}}'
    assert Settings.from_json(stored).options == {"outback": {"variant": "plus"}}


def test_settings_remember_the_boards_switches_as_set() -> None:
    names, marks = Switch("coordinates", "page.coordinates"), Switch("threats", "x", True)
    assert not Settings().switched(names) and Settings().switched(marks)  # as they start
    shown = Settings().with_switch("coordinates", True).with_switch("threats", False)
    assert Settings.from_json(shown.to_json()) == shown
    assert shown.switched(names) and not shown.switched(marks)
    assert Settings.from_json('{"switches": {"coordinates": "yes", "7": 1}}').switches == {}
    older = Settings.from_json('{"coordinates": true}')  # as stored before there were switches
    assert older.switched(names) and older.switches == {"coordinates": True}


def test_settings_keep_valid_values_and_drop_the_rest() -> None:
    stored = '{"language": "nl", "ai_speed": "warp", "seats": {"offboard": ["human", "ai:x"]}}'
    settings = Settings.from_json(stored)
    assert settings == Settings(language="nl")
    assert Settings.from_json("not json") == Settings() == Settings.from_json("[1]")


def test_settings_round_trip_and_remember_seats_per_game() -> None:
    settings = Settings(ai_speed="fast").with_seats("offboard", ("ai:easy", "human"))
    assert Settings.from_json(settings.to_json()) == settings
    assert settings.ai_pace(people_playing=True) < Settings().ai_pace(people_playing=True)
    assert Settings(ai_speed="slow").motion_scale() > 1 == Settings().motion_scale()
    assert settings.motion_scale() == 0.5  # fast: a motion in half its time


def test_a_new_game_s_choice_is_remembered_for_its_game_and_the_speed_for_every_game() -> None:
    before = Settings().with_seats("outback", ("human", "ai:easy"))
    chosen = before.with_choice("offboard", ("ai:hard", "human"), {"size": 5}, "slow")
    assert chosen.seats == {"outback": ("human", "ai:easy"), "offboard": ("ai:hard", "human")}
    assert chosen.options == {"offboard": {"size": 5}} and chosen.ai_speed == "slow"
    assert Settings.from_json(chosen.to_json()) == chosen


def test_share_links_and_embed_snippets_open_what_they_were_made_from() -> None:
    from html import unescape
    from urllib.parse import parse_qsl, urlsplit

    from pygames.web.panels import embed_snippet, share_link

    state = played("C3>NE", "G7>SW")
    link = urlsplit(share_link("https://example.org/games/play.html?game=offboard", state))
    assert read_launch(OFFBOARD, dict(parse_qsl(link.query)), link.fragment).record == state

    snippet = embed_snippet(
        "https://example.org/games/", "Offboard", "offboard", ("human", "ai:hard"), state
    )
    source = urlsplit(unescape(snippet.split('src="')[1].split('"')[0]))
    assert source.path == "/games/embed.html"
    launch = read_launch(OFFBOARD, dict(parse_qsl(source.query)), source.fragment)
    assert launch.seats == ("human", "ai:hard") and launch.record == state and not launch.notes
