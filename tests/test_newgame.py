"""Setting up a new game: player count, options that go together, seats, the dialog."""

import pygames
from pygames.web.boards import board_for
from pygames.web.newgame import Setup, allowed, count_for, day_number, fit_seats, settle
from pygames.web.panels import setup_form
from pygames.web.text import Text
from pygames.web.ui import Button

OUTBACK = pygames.get_game("outback")
OFFBOARD = pygames.get_game("offboard")
DEFAULTS = {"variant": "base", "plus_tiles": "all", "penalty": "standard", "end": "round"}


def test_seats_follow_the_player_count() -> None:
    assert fit_seats(("human", "ai:hard"), 4) == ("human", "ai:hard", "ai:normal", "ai:normal")
    assert fit_seats(("human", "ai:hard", "ai:easy"), 2) == ("human", "ai:hard")


def test_settle_brings_the_count_into_range_and_fills_in_defaults() -> None:
    setup = settle(OUTBACK, 9, {}, ("human",))
    assert setup == Setup(4, DEFAULTS, ("human", "ai:normal", "ai:normal", "ai:normal"))
    assert settle(OFFBOARD, 3, {}, ("human", "human")).players == 2


def test_settle_keeps_what_goes_together_and_resets_what_does_not() -> None:
    plus = settle(OUTBACK, 3, {"variant": "plus", "penalty": "B"}, ())
    assert plus.options == {**DEFAULTS, "variant": "plus", "penalty": "B"}
    base = settle(OUTBACK, 3, {**plus.options, "variant": "base"}, ())
    assert base.options == DEFAULTS  # the penalty tile belongs to Outback Plus
    assert settle(OUTBACK, 2, {"variant": "chess", "end": 3}, ()).options == DEFAULTS


def test_allowed_offers_plus_options_only_with_plus_and_always_the_switch_back() -> None:
    base = settle(OUTBACK, 2, {}, ())
    assert allowed(OUTBACK, base)["penalty"] == ("standard",)
    plus = settle(OUTBACK, 2, {"variant": "plus", "penalty": "A"}, ())
    assert allowed(OUTBACK, plus)["penalty"] == ("standard", "A", "B", "C", "D", "random")
    assert allowed(OUTBACK, plus)["variant"] == ("base", "plus")


def test_the_dialog_offers_the_count_the_options_and_a_seat_per_player() -> None:
    setup = settle(OUTBACK, 3, {}, ("human", "ai:easy", "ai:hard"))
    html = setup_form(board_for("outback"), OUTBACK, Text("en"), setup)
    assert '<option value="3" selected>3</option>' in html and 'value="4"' in html
    assert 'id="option-penalty" data-testid="option-penalty" disabled' in html
    assert '<option value="B" disabled>Penalty tile B' in html
    assert 'id="seat-2"' in html and 'id="seat-3"' not in html
    assert "Outback Plus (7 dice" in html and "Players" in html
    german = setup_form(board_for("outback"), OUTBACK, Text("de"), setup)
    assert "Spieler 3" in german and "Spielende" in german


def test_a_game_without_options_or_choice_of_count_shows_only_seats() -> None:
    html = setup_form(board_for("offboard"), OFFBOARD, Text("en"), settle(OFFBOARD, 2, {}, ()))
    assert "setup-players" not in html and "option-" not in html and 'id="seat-1"' in html


def test_buttons_for_the_selection_come_before_the_game_own() -> None:
    ui = board_for("outback")
    state = OUTBACK.new_game(players=2, seed=1)
    offered = ui.offered(state, None)
    assert all(isinstance(button, Button) for button in offered)
    assert [str(button.action) for button in offered][-1] == "stop"
    assert str(offered[0].action).startswith("roll")


def test_an_address_asking_for_a_way_to_play_alone_gets_one_player() -> None:
    mine = pygames.get_game("out-of-mine")
    assert count_for(mine, 3, {"solo": "puzzle"}) == 1
    assert count_for(mine, 3, {"solo": "clock"}) == 3  # what the count takes stays
    assert count_for(OUTBACK, 2, {"variant": "plus"}) == 2
    assert settle(mine, 3, {"solo": "calm"}, ("human",)).options["solo"] == "clock"


def test_a_game_of_the_day_is_seeded_by_the_date_and_only_out_of_mine_s_puzzle_is_one() -> None:
    assert day_number(2026, 11, 24) == day_number(2026, 11, 23) + 1 == 20781
    assert day_number(2027, 1, 1) - day_number(2026, 12, 31) == 1
    mine = board_for("out-of-mine")
    assert mine.realtime is not None and mine.realtime.daily({"solo": "puzzle"})
    assert not mine.realtime.daily({"solo": "calm"}) and not mine.realtime.daily({})
    assert board_for("outback").realtime is None
