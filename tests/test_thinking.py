"""The AI runs in slices: it pauses between them and still returns the agent's choice."""

import asyncio

import pygames
from pygames.ai import choose
from pygames.games.levels import make_agent
from pygames.web.thinking import think_in_slices


def test_slices_pause_between_and_return_the_same_action_as_choose():
    state = pygames.get_game("offboard").new_game(seed=4)
    view = state.view(0)
    ticks = iter(range(10**9))
    pauses = []

    async def pause():
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
