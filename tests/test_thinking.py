"""The AI runs in slices: it pauses between them and still returns the agent's choice."""

import asyncio
from collections.abc import Generator

import pytest

import pygames
from pygames.ai import choose
from pygames.games.levels import make_agent
from pygames.web.thinking import Unwanted, pause_while, think_in_slices


def test_slices_pause_between_and_return_the_same_action_as_choose() -> None:
    state = pygames.get_game("offboard").new_game(seed=4)
    view = state.view(0)
    ticks = iter(range(10**9))
    pauses = []

    async def pause() -> None:
        pauses.append(1)

    action = asyncio.run(
        think_in_slices(
            make_agent("offboard", "normal", seed=9).think(view),
            slice_seconds=5,
            clock=lambda: next(ticks),  # each step of thinking "takes" one unit
            pause=pause,
        )
    )
    assert action == choose(make_agent("offboard", "normal", seed=9), view)
    assert len(pauses) >= 2


def test_thinking_stops_at_the_first_pause_after_it_is_no_longer_wanted() -> None:
    steps = []

    def thinking() -> Generator[None, None, str]:
        for step in range(100):
            steps.append(step)
            yield
        return "finished"

    answers = iter([True, True, False])  # still wanted at two pauses, gone by the third
    steps_at_pause = []

    async def pause() -> None:
        steps_at_pause.append(len(steps))

    ticks = iter(range(10**9))
    with pytest.raises(Unwanted):
        asyncio.run(
            think_in_slices(
                thinking(),
                slice_seconds=5,
                clock=lambda: next(ticks),
                pause=pause_while(lambda: next(answers), pause),
            )
        )
    assert len(steps_at_pause) == 3
    assert 0 < steps_at_pause[0] < steps_at_pause[1] < steps_at_pause[2] < 100
    assert len(steps) == steps_at_pause[2]  # not one step after it was unwanted
