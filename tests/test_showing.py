"""The show of a move once played, its pure parts: the motion's progress, and what the
move caused told a line at a time."""

from hypothesis import given
from hypothesis import strategies as st

from pygames.core import Say
from pygames.web.motion import AT_REST, Motion, ease
from pygames.web.telling import Telling
from pygames.web.ui import Caused

LINES = (Caused(Say("a"), ("region", 1)), Caused(Say("b")), Caused(Say("c"), ("region", 2)))


@given(st.floats(0, 100), st.floats(0.01, 5), st.floats(-10, 200))
def test_a_motion_rises_from_0_to_1_and_stops_at_rest(
    start: float, length: float, now: float
) -> None:
    motion = Motion(start, length)
    progress = motion.progress(now)
    assert 0.0 <= progress <= AT_REST
    assert motion.running(now) == (now < start + length)
    if not motion.running(now):
        assert progress == AT_REST
    assert motion.progress(now + 0.01) >= progress
    assert 0.0 <= ease(progress) <= 1.0


def test_a_motion_of_no_length_is_at_rest_at_once() -> None:
    assert Motion(5.0, 0.0).progress(5.0) == AT_REST and not Motion(5.0, 0.0).running(5.0)


def test_lines_are_told_one_after_another_at_the_pace() -> None:
    telling = Telling(LINES, start=10.0, pace=2.0)
    assert [telling.line(t) for t in (10.0, 11.9, 12.0, 14.5)] == [LINES[0], *LINES]
    assert telling.line(16.0) is None  # every line told
    assert telling.next_change(10.5) == 12.0 and telling.next_change(15.0) == 16.0
    assert telling.next_change(16.0) is None


def test_at_no_pace_every_line_is_told_at_once() -> None:
    telling = Telling(LINES, start=10.0, pace=0.0)
    assert telling.line(10.0) is None and telling.next_change(10.0) is None


def test_nothing_caused_tells_nothing() -> None:
    assert Telling((), start=0.0, pace=2.0).line(0.0) is None
