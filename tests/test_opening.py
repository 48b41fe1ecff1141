"""What a page opens on: its save, a shared record, or a fresh game as the address asks."""

from __future__ import annotations

import pygames
from pygames.core import to_fragment
from pygames.games.australia import Draw
from pygames.web.boards import BOARDS, board_for
from pygames.web.launch import Launch, read_launch
from pygames.web.match import Match
from pygames.web.newgame import day_number
from pygames.web.opening import (
    first_setup,
    fresh_seed,
    offered_setup,
    open_page,
    save_key,
    seats_for,
)
from pygames.web.settings import Settings
from pygames.web.text import LANGUAGES, Text

OFFBOARD = pygames.get_game("offboard")
MINE = pygames.get_game("out-of-mine")
AUSTRALIA = pygames.get_game("australia")
TODAY = (2026, 11, 27)


def today() -> tuple[int, int, int]:
    return TODAY


def puzzle(options: object) -> bool:
    return isinstance(options, dict) and options.get("solo") == "puzzle"


def test_a_page_keeps_one_save_per_game_unless_its_address_chose_the_game() -> None:
    assert save_key("offboard", own=False, address="?seats=x") == "pygames:v1:save:offboard"
    first = save_key("offboard", own=True, address="?seed=3")
    assert first != save_key("offboard", own=True, address="?seed=4")
    assert first == save_key("offboard", own=True, address="?seed=3")


def test_a_saved_game_is_resumed() -> None:
    saved = Match.start(OFFBOARD, ["human", "ai:hard"], seed=7)
    saved.play(saved.state.legal_actions()[3])
    opening = open_page(OFFBOARD, Launch(), Settings(), saved.to_save(), today=today)
    assert opening.match.state.record() == saved.state.record()
    assert opening.match.seats == ("human", "ai:hard")
    assert opening.replay is None and opening.restore_failed is None


def test_a_corrupt_save_is_said_and_a_fresh_game_starts_as_last_chosen() -> None:
    settings = Settings().with_seats("offboard", ("human", "ai:easy"))
    opening = open_page(OFFBOARD, Launch(), settings, '{"format": 1}', today=today)
    assert opening.restore_failed is not None
    assert "could not" in Text("en").say(opening.restore_failed).lower()
    assert opening.match.seats == ("human", "ai:easy") and opening.match.state.parent is None


def test_a_shared_record_opens_as_a_replay_when_nothing_is_saved() -> None:
    state = OFFBOARD.new_game(seed=5)
    state = state.apply(state.legal_actions()[0])
    launch = read_launch(OFFBOARD, {}, "#" + to_fragment(state.record()))
    opening = open_page(OFFBOARD, launch, Settings(), None, today=today)
    assert opening.replay is not None and opening.replay.length == 1
    assert opening.match.state.record() == state.record()


def test_a_seed_the_game_has_no_game_for_is_noted_and_another_is_drawn() -> None:
    launch = read_launch(MINE, {"solo": "puzzle", "seed": str(10**9)}, "")
    opening = open_page(MINE, launch, Settings(), None, daily=puzzle, today=today)
    assert [note.key for note in opening.notes] == ["launch.bad_link"]
    assert opening.match.state.seed == day_number(*TODAY)  # the day's puzzle instead


def test_yesterday_s_puzzle_is_not_resumed_but_today_s_is() -> None:
    launch = read_launch(MINE, {"solo": "puzzle"}, "")
    yesterday = Match.start(MINE, ["human"], day_number(*TODAY) - 1, {"solo": "puzzle"})
    opening = open_page(MINE, launch, Settings(), yesterday.to_save(), daily=puzzle, today=today)
    assert opening.match.state.seed == day_number(*TODAY)
    todays = Match.start(MINE, ["human"], day_number(*TODAY), {"solo": "puzzle"})
    todays.play(todays.state.legal_actions()[0])
    opening = open_page(MINE, launch, Settings(), todays.to_save(), daily=puzzle, today=today)
    assert opening.match.state.record() == todays.state.record()


def test_a_fresh_game_starts_as_the_address_asks_else_as_last_chosen() -> None:
    settings = Settings().with_seats("offboard", ("ai:easy", "human"))
    assert first_setup(OFFBOARD, Launch(), settings).seats == ("ai:easy", "human")
    asked = read_launch(OFFBOARD, {"seats": "human,ai:hard"}, "")
    assert first_setup(OFFBOARD, asked, settings).seats == ("human", "ai:hard")


def test_a_first_timer_s_first_game_asks_no_question_about_a_rule_not_met_yet() -> None:
    first = board_for("australia").first_game
    opening = open_page(AUSTRALIA, Launch(), Settings(), None, today=today, first=first)
    state = opening.match.state
    assert state.options["windmill"] == "drawn" and state.options["full_game"] is True
    assert isinstance(state.legal_actions()[0], Draw)  # the deal: no windmill to place
    assert opening.welcome is not None and opening.welcome.key == "australia.first_game"
    mine = open_page(
        MINE, Launch(), Settings(), None, today=today, first=board_for(MINE.id).first_game
    )
    assert mine.match.seats == ("human", "ai:easy") and mine.welcome is not None


def test_after_a_first_game_new_game_still_asks_where_the_windmill_starts() -> None:
    first = board_for("australia").first_game
    opening = open_page(AUSTRALIA, Launch(), Settings(), None, today=today, first=first)
    match = opening.match
    offered = offered_setup(AUSTRALIA, match.state, match.seats, Settings(), first)
    assert offered.options["windmill"] == "chosen" and offered.options["full_game"] is True
    assert offered.seats == match.seats
    chosen = Settings().with_options("australia", {"windmill": "drawn"})
    kept = offered_setup(AUSTRALIA, match.state, match.seats, chosen, first)
    assert kept.options["windmill"] == "drawn"  # chosen here once: the game as it is


def test_a_game_set_up_knowingly_is_no_first_game() -> None:
    first = board_for("australia").first_game
    chosen = Settings().with_options("australia", {"full_game": True})
    by_dialog = open_page(AUSTRALIA, Launch(), chosen, None, today=today, first=first)
    assert by_dialog.match.state.options["windmill"] == "chosen" and by_dialog.welcome is None
    seated = Settings().with_seats("australia", ("human", "ai:hard"))
    assert open_page(AUSTRALIA, Launch(), seated, None, today=today, first=first).welcome is None
    asked = read_launch(AUSTRALIA, {"seed": "5"}, "")
    by_address = open_page(AUSTRALIA, asked, Settings(), None, today=today, first=first)
    assert by_address.match.state.options["windmill"] == "chosen" and by_address.welcome is None
    saved = Match.start(AUSTRALIA, ["human", "ai:easy"], seed=4)
    resumed = open_page(AUSTRALIA, Launch(), Settings(), saved.to_save(), today=today, first=first)
    assert resumed.resumed and resumed.welcome is None


def test_every_first_game_is_said_in_every_language_and_starts() -> None:
    for game_id in BOARDS:
        first = board_for(game_id).first_game
        if first is None:
            continue
        game = pygames.get_game(game_id)
        setup = first_setup(game, Launch(), Settings(), first)
        assert dict(setup.options) == {**game.resolve_options(None), **first.options}
        assert setup.seats == (first.seats or setup.seats)
        said = {Text(language)(first.note) for language in LANGUAGES}
        assert len(said) == len(LANGUAGES) and first.note not in said


def test_only_a_game_of_the_day_is_seeded_by_the_date() -> None:
    assert fresh_seed(None, {"solo": "puzzle"}, today) is None
    assert fresh_seed(puzzle, {"solo": "clock"}, today) is None
    assert fresh_seed(puzzle, {"solo": "puzzle"}, today) == day_number(*TODAY)


def test_a_loaded_game_keeps_the_seats_that_fit_it() -> None:
    state = OFFBOARD.new_game(seed=1)
    assert seats_for(state, ("ai:hard", "human")) == ("ai:hard", "human")
    assert seats_for(state, ("human",)) == ("human", "ai:normal")


def test_a_bad_link_says_once_which_game_is_shown_instead() -> None:
    en = Text("en")
    launch = read_launch(OFFBOARD, {}, "#garbage")
    fresh = open_page(OFFBOARD, launch, Settings(), None, today=today)
    said = [en.say(line) for line in fresh.said()]
    assert said[-1] == en("launch.instead.fresh") and len(said) == 2
    saved = Match.start(OFFBOARD, ["human", "ai:easy"], seed=4)
    saved.play(saved.state.legal_actions()[0])
    resumed = open_page(OFFBOARD, launch, Settings(), saved.to_save(), today=today)
    assert resumed.match.state.record() == saved.state.record()
    said = [en.say(line) for line in resumed.said()]
    assert said[-1] == en("launch.instead.saved") and en("launch.instead.fresh") not in said
    broken = open_page(OFFBOARD, launch, Settings(), "{}", today=today)
    assert not any(line.key.startswith("launch.instead") for line in broken.said())
