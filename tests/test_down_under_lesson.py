"""Down Under's guided first game says what its record does: the straight laid at the
open end lengthens Blue's path too, the turned curve makes three paths meet so that a
billabong is the only move, and the pond leads the red path on to one more card. The
words are checked against the engine, so a rule change that makes a sentence false
fails a test."""

from __future__ import annotations

from pygames.core import State
from pygames.web.down_under.lesson import LESSON

RED, BLUE = 0, 1


def at_steps() -> dict[str, State]:
    """The position at each of the person's steps, by the step's catalog key, and the
    position the lesson ends on (``done``)."""
    state = LESSON.start()
    found: dict[str, State] = {}
    for notation in LESSON.moves:
        if state.current_player == LESSON.person:
            found[LESSON.steps[len(found)].say] = state
        state = state.apply(state.parse_action(notation))
    found[LESSON.done] = state
    return found


def lengths(state: State) -> list[int]:
    return [score.total for score in state.scores()]


def test_the_first_card_may_go_anywhere_and_the_lesson_has_three_paths() -> None:
    first = at_steps()["down-under.lesson.first"]
    assert LESSON.players == 3 and not first.actions()
    assert "straight 0,0 EW" in [str(action) for action in first.legal_actions()]


def test_the_straight_at_the_open_end_lengthens_blues_path_too() -> None:
    steps = at_steps()
    before = lengths(steps["down-under.lesson.neutral"])
    after = steps["down-under.lesson.neutral"].apply(
        steps["down-under.lesson.neutral"].parse_action("straight 1,0 EW")
    )
    assert lengths(after)[RED] == before[RED] + 1
    assert lengths(after)[BLUE] == before[BLUE] + 1


def test_the_turned_curve_makes_three_paths_meet_and_the_pond_leads_red_on() -> None:
    steps = at_steps()
    meeting = steps["down-under.lesson.billabong"]
    assert meeting.current_player == RED
    assert [str(action) for action in meeting.legal_actions()] == ["billabong 2,-1"]
    onward = steps["down-under.lesson.onward"]
    assert onward.current_player == RED  # one more card, in the same turn
    assert all(" 3,-1 " in str(action) for action in onward.legal_actions())
    end = steps[LESSON.done]
    assert lengths(end)[RED] > lengths(onward)[RED]
