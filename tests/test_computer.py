"""The computers' turns: started when due, held back, paced, skipped and cancelled."""

import asyncio
from collections.abc import Coroutine, Sequence
from typing import Any, TypeVar

import pygames
from pygames.core import Action, State
from pygames.games.out_of_mine import OutOfMineState
from pygames.web.computer import ComputerTurns
from pygames.web.match import Match

OFFBOARD = pygames.get_game("offboard")
T = TypeVar("T")


def run(coroutine: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coroutine)


async def _instant() -> None:
    await asyncio.sleep(0)


def turns(
    match: Match,
    pace: float = 0.0,
    played: list[Action] | None = None,
    whole_turns: bool = False,
) -> tuple[ComputerTurns, list[Action]]:
    played = [] if played is None else played

    def play(actions: Sequence[Action]) -> None:
        for action in actions:
            played.append(action)
            match.play(action)

    computer = ComputerTurns(play, lambda _people: pace, pause=_instant, whole_turns=whole_turns)
    return computer, played


def test_a_computer_to_move_thinks_and_plays_a_legal_move() -> None:
    async def scenario() -> tuple[State, list[Action], ComputerTurns, Match]:
        match = Match.start(OFFBOARD, ["ai:easy", "human"], seed=3)
        computer, played = turns(match)
        start = match.state
        computer.schedule(match)
        assert computer.thinking and computer.task is not None
        await computer.task
        return start, played, computer, match

    start, played, computer, match = run(scenario())
    assert len(played) == 1 and played[0] in start.legal_actions()
    assert not computer.thinking and match.awaiting_human()


def test_nothing_starts_while_a_person_moves_or_something_holds_it_back() -> None:
    match = Match.start(OFFBOARD, ["human", "ai:easy"], seed=3)
    computer, _ = turns(match)
    computer.schedule(match)
    assert not computer.thinking and computer.task is None
    computers = Match.start(OFFBOARD, ["ai:easy", "ai:easy"], seed=3)
    computer.schedule(computers, held=True)
    assert not computer.thinking and computer.task is None


def test_a_cancelled_move_is_never_played() -> None:
    async def scenario() -> tuple[list[Action], ComputerTurns]:
        match = Match.start(OFFBOARD, ["ai:normal", "human"], seed=3)
        computer, played = turns(match)
        computer.schedule(match)
        await asyncio.sleep(0)
        computer.cancel()  # an undo or a new game
        assert computer.task is not None
        await computer.task
        return played, computer

    played, computer = run(scenario())
    assert played == [] and not computer.thinking


def test_the_move_waits_out_the_pace_unless_skipped() -> None:
    async def scenario(skip: bool) -> list[Action]:
        match = Match.start(OFFBOARD, ["ai:easy", "human"], seed=3)
        computer, played = turns(match, pace=30.0)
        computer.schedule(match)
        if skip:
            computer.skip()
        assert computer.task is not None
        try:
            await asyncio.wait_for(asyncio.shield(computer.task), timeout=0.5)
        except TimeoutError:
            computer.cancel()
        return played

    assert run(scenario(skip=False)) == []  # 30 s of pace had not passed
    assert len(run(scenario(skip=True))) == 1


def test_the_move_waits_while_the_page_still_shows_the_last_one_unless_skipped() -> None:
    """A plane still flying, projects still being told: the next move is not played over
    them, but Skip plays on at once, and so do computers asked for no pace at all."""

    async def scenario(skip: bool, pace: float = 0.01) -> tuple[list[Action], list[Action]]:
        match = Match.start(OFFBOARD, ["ai:easy", "human"], seed=3)
        played: list[Action] = []
        showing = [True]
        computer = ComputerTurns(
            lambda actions: played.extend(actions), lambda _people: pace, busy=lambda: showing[0]
        )
        computer.schedule(match)
        if skip:
            computer.skip()
        await asyncio.sleep(0.2)
        waited = list(played)
        showing[0] = False
        assert computer.task is not None
        await computer.task
        return waited, played

    waited, played = run(scenario(skip=False))
    assert waited == [] and len(played) == 1
    waited, _ = run(scenario(skip=True))
    assert len(waited) == 1
    waited, _ = run(scenario(skip=False, pace=0.0))
    assert len(waited) == 1


def test_skipping_ends_when_a_person_must_act() -> None:
    match = Match.start(OFFBOARD, ["human", "ai:easy"], seed=3)
    computer, _ = turns(match)
    computer.skip()
    computer.schedule(match)
    assert not computer.skipping


def test_the_move_is_played_after_a_pause_of_its_own_not_in_the_last_slice_of_thinking() -> None:
    """The last slice and the move's redraw would otherwise block the page together."""
    events: list[str] = []

    async def pause() -> None:
        events.append("pause")
        await asyncio.sleep(0)

    async def scenario() -> None:
        match = Match.start(OFFBOARD, ["ai:easy", "human"], seed=3)

        def play(actions: Sequence[Action]) -> None:
            events.append("play")
            for action in actions:
                match.play(action)

        computer = ComputerTurns(play, lambda _people: 0.0, pause=pause)
        computer.schedule(match)
        assert computer.task is not None
        await computer.task

    run(scenario())
    assert events[-2:] == ["pause", "play"]


def test_a_whole_turn_is_every_action_until_another_player_acts() -> None:
    """An Out of Mine! dwarf plays its round as a timeline: all of it is played at once."""

    async def scenario() -> tuple[Match, list[Action]]:
        game = pygames.get_game("out-of-mine")
        match = Match.start(game, ["human", "ai:hard"], seed=5, options={"mode": "dwarves"})
        computer, played = turns(match, whole_turns=True)
        computer.schedule(match)
        assert computer.task is not None
        await computer.task  # the dwarf's side
        match.play(match.state.parse_action("side B"))
        computer.schedule(match)
        assert computer.task is not None
        await computer.task  # the dwarf's whole round, in one go
        return match, played

    match, played = run(scenario())
    assert str(played[0]).startswith("side") and str(played[-1]) == "call" and len(played) > 10
    assert isinstance(match.state, OutOfMineState)
    assert match.awaiting_human() and match.state.timelines[1].end.name == "CALLED"
