"""The lesson mode's rules, without a page: offered once and until the person moves, the
lesson's script playing the computer's part, the step's mark worked out once per position."""

from __future__ import annotations

from pygames.core import Action, Say
from pygames.web.hints import Hint
from pygames.web.lessons import Script, lesson_for
from pygames.web.tutor import Tutor

LESSON = lesson_for("offboard")


def test_a_first_visit_is_offered_the_lesson_until_the_person_moves() -> None:
    tutor = Tutor("offboard", resumed=False, offered_before=False)
    assert tutor.offering and tutor.lesson is None
    tutor.moved(by_person=False)  # a computer moving first
    assert tutor.offering
    tutor.moved(by_person=True)
    assert not tutor.offering
    assert not Tutor("offboard", resumed=False, offered_before=True).offering
    declined = Tutor("offboard", resumed=False, offered_before=False)
    declined.decline()
    assert not declined.offering


def test_the_first_game_s_welcome_waits_for_the_offer_to_go_and_is_said_once() -> None:
    welcome = Say("offboard.first_game")
    offered = Tutor("offboard", resumed=False, offered_before=False, welcome=welcome)
    assert offered.greeting() is None and offered.welcome == welcome
    offered.decline()
    assert offered.greeting() == welcome and offered.greeting() is None
    at_once = Tutor("offboard", resumed=False, offered_before=True, welcome=welcome)
    assert at_once.greeting() == welcome and at_once.greeting() is None


def test_a_game_without_a_lesson_offers_none_and_enters_none() -> None:
    assert LESSON is not None
    tutor = Tutor("no-such-game", resumed=False, offered_before=False)
    assert not tutor.offering and not tutor.available and tutor.enter() is None
    assert tutor.guide(LESSON.start(), "No such game") is None


def test_the_lesson_s_script_plays_the_computer_while_it_lasts() -> None:
    assert LESSON is not None
    tutor = Tutor("offboard", resumed=False, offered_before=False)
    assert not isinstance(tutor.agent_for("offboard", "easy", 1), Script)
    assert tutor.enter() is LESSON and not tutor.offering
    assert isinstance(tutor.agent_for("offboard", "easy", 1), Script)
    assert tutor.leave() is LESSON and tutor.lesson is None
    assert not isinstance(tutor.agent_for("offboard", "easy", 1), Script)


def test_a_reopened_lesson_is_played_on_and_its_box_counts_the_steps() -> None:
    assert LESSON is not None
    tutor = Tutor("offboard", resumed=True, offered_before=True)
    start = LESSON.start()
    guide = tutor.guide(start, "Offboard")
    assert guide is not None and (guide.step, guide.steps) == (1, len(LESSON.steps))
    assert guide.say == LESSON.steps[0].say and not guide.done and not guide.offer
    state = start
    for notation in LESSON.moves:
        state = state.apply(state.parse_action(notation))
    done = tutor.guide(state, "Offboard")
    assert done is not None and done.done and done.say == LESSON.done


def test_the_step_s_mark_is_worked_out_once_per_position_and_selection() -> None:
    assert LESSON is not None
    tutor = Tutor("offboard", resumed=True, offered_before=True)
    start = LESSON.start()
    asked: list[Action] = []

    def route(expected: Action) -> Hint | None:
        asked.append(expected)
        return Hint(start, expected, None, ("cell", 0), None)

    first = tutor.mark(start, None, route)
    assert tutor.mark(start, None, route) is first and len(asked) == 1
    assert asked == [start.parse_action(LESSON.steps[0].move or "")]
    tutor.mark(start, "picked", route)
    assert len(asked) == 2
    computer = start.apply(start.parse_action(LESSON.moves[0]))
    assert tutor.mark(computer, None, route) is None  # not the person's move: nothing marked


def test_learn_to_play_is_offered_beside_a_real_game_once_the_offer_has_gone() -> None:
    offered = Tutor("offboard", resumed=False, offered_before=False)
    assert not offered.can_learn  # its own box offers it
    offered.decline()
    assert offered.can_learn
    offered.enter()
    assert not offered.can_learn  # played now
    offered.leave()
    assert offered.can_learn
    assert not Tutor("no-such-game", resumed=False, offered_before=True).can_learn
