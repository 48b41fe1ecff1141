"""Where a new match comes from, without a page: New game and Rematch (a game of the day seeded
by the date), the lesson begun, and the lesson left for the game saved before it or a real
game."""

from __future__ import annotations

import pygames
from pygames.web.lessons import lesson_for
from pygames.web.match import HUMAN, Match
from pygames.web.newgame import Setup, day_number
from pygames.web.opening import LESSON_SUFFIX
from pygames.web.starts import Starts
from pygames.web.tutor import Tutor
from tests.stand_in_page import Storage

SAVE_KEY = "pygames:v1:save:test"
TODAY = (2026, 11, 27)


def _starts(game_id: str, storage: Storage | None = None, *, resumed: bool = False) -> Starts:
    return Starts(
        pygames.get_game(game_id),
        Tutor(game_id, resumed=resumed, offered_before=True),
        storage if storage is not None else Storage(),
        save_key=lambda: SAVE_KEY,
        daily=lambda options: options.get("solo") == "puzzle",
        today=lambda: TODAY,
    )


def test_a_new_game_and_a_rematch_are_seeded_by_the_date_only_for_a_game_of_the_day() -> None:
    starts = _starts("out-of-mine")
    puzzle = starts.chosen(Setup(1, {"solo": "puzzle"}, (HUMAN,)))
    assert puzzle.state.seed == day_number(*TODAY) and puzzle.seats == (HUMAN,)
    assert puzzle.state.options["solo"] == "puzzle"
    again = starts.rematch(puzzle)
    assert again.state.seed == puzzle.state.seed and again.state.options == puzzle.state.options
    assert again.state.actions() == []
    assert starts.fresh_seed({"solo": "race"}) is None


def test_a_rematch_keeps_the_seats_and_options_with_a_new_seed() -> None:
    game = pygames.get_game("offboard")
    match = Match.start(game, (HUMAN, "ai:hard"), 3)
    match.play(match.state.legal_actions()[0])
    again = _starts("offboard").rematch(match)
    assert again.seats == match.seats and again.state.options == match.state.options
    assert again.state.actions() == [] and again.state.players == match.state.players


def test_the_lesson_begins_at_its_first_step_with_its_seats_and_is_left_only_once_begun() -> None:
    lesson = lesson_for("offboard")
    assert lesson is not None
    starts = _starts("offboard")
    match = starts.lesson()
    assert match is not None and match.state == lesson.start() and match.seats == lesson.seats()
    assert starts.tutor.lesson is lesson
    storage = Storage(**{SAVE_KEY + LESSON_SUFFIX: "progress"})
    assert _starts("offboard", storage).after_lesson(play_on=False) is None  # none was played
    assert SAVE_KEY + LESSON_SUFFIX in storage.items


def test_leaving_the_lesson_returns_to_the_game_saved_before_it_and_forgets_its_progress() -> None:
    game = pygames.get_game("offboard")
    saved = Match.start(game, (HUMAN, "ai:easy"), 7)
    saved.play(saved.state.legal_actions()[0])
    storage = Storage(**{SAVE_KEY: saved.to_save(), SAVE_KEY + LESSON_SUFFIX: "progress"})
    starts = _starts("offboard", storage, resumed=True)
    back = starts.after_lesson(play_on=False)
    assert back is not None and back.state.actions() == saved.state.actions()
    assert SAVE_KEY + LESSON_SUFFIX not in storage.items and starts.tutor.lesson is None


def test_leaving_the_lesson_to_play_on_or_with_no_good_save_starts_the_lesson_s_real_game() -> None:
    lesson = lesson_for("offboard")
    assert lesson is not None
    seats, options = lesson.real_game()
    game = pygames.get_game("offboard")
    saved = Match.start(game, (HUMAN, "ai:hard"), 7)
    saved.play(saved.state.legal_actions()[0])
    assert saved.seats != seats
    kept = saved.to_save()
    for storage, play_on in ((Storage(**{SAVE_KEY: kept}), True), (Storage(), False)):
        real = _starts("offboard", storage, resumed=True).after_lesson(play_on=play_on)
        assert real is not None and real.seats == seats and real.state.actions() == []
        assert dict(real.state.options) == dict(options)
    corrupt = Storage(**{SAVE_KEY: "not a save"})
    real = _starts("offboard", corrupt, resumed=True).after_lesson(play_on=False)
    assert real is not None and real.seats == seats and real.state.actions() == []
