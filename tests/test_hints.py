"""Hints: the strongest level's choice for the person to move, shown on the board's own
terms (what to pick, where to tap next), never played."""

import asyncio
import itertools
import re
from collections.abc import Callable, Generator
from typing import Any

import pytest

import pygames
from pygames.ai import choose
from pygames.ai.agent import Thinking
from pygames.core import Action, Say, State
from pygames.games.levels import make_agent
from pygames.web import panels
from pygames.web.boards import board_for
from pygames.web.hints import Hint, Hints, finding_hint, hint_for, hint_thinking, hint_words
from pygames.web.match import Match
from pygames.web.picking import Choices
from pygames.web.text import Text
from pygames.web.thinking import think_in_slices
from pygames.web.ui import BoardUI
from tests.playouts import drain, playout

SIZE = (800.0, 640.0)


def position(game_id: str, seed: int, plies: int) -> State:
    """A position of a seeded game a few random actions in, someone to move."""
    states = playout(pygames.get_game(game_id), seed, itertools.count(seed))
    *_, state = itertools.islice(states, plies + 1)
    assert state.current_player is not None
    return state


def timing(ui: BoardUI[Any]) -> dict[str, float]:
    return {"clock": 0.0} if ui.realtime is not None else {}


@pytest.mark.parametrize(
    ("game_id", "seed", "plies"),
    [
        ("offboard", 3, 6),
        ("outback", 2, 0),
        ("outback", 4, 1),
        ("down-under", 1, 5),
        ("australia", 6, 4),
        ("out-of-mine", 2, 0),
    ],
)
def test_the_hint_is_the_strongest_level_s_choice_shown_as_the_board_would(
    game_id: str, seed: int, plies: int
) -> None:
    state = position(game_id, seed, plies)
    ui = board_for(game_id)
    action, _ = drain(hint_thinking(state))
    player = state.current_player
    assert player is not None
    assert action == choose(make_agent(game_id, "hard", seed=state.seed), state.view(player))
    hint = hint_for(ui, state, action, SIZE, **timing(ui))
    # What the board shows: the selection a person would reach, then one step that plays it.
    if hint.button is not None:
        assert ui.offered(state, hint.selection)[hint.button].action == action
    else:
        assert hint.place is not None, "every board shows the way to its hinted move"
        tap = ui.tap(state, hint.selection, hint.place, **timing(ui))
        assert tap.action == action or tap.actions[-1:] == (action,)
    said = [Text(language).say(line) for line in hint_words(ui, hint) for language in ("en", "de")]
    assert all(said) and said[0] != said[1]


def test_a_hint_s_thinking_yields_to_the_page_and_can_be_driven_in_slices() -> None:
    state = position("offboard", 3, 6)
    pauses = 0

    async def pause() -> None:
        nonlocal pauses
        pauses += 1

    action = asyncio.run(think_in_slices(hint_thinking(state), slice_seconds=0.001, pause=pause))
    assert pauses > 10 and action in state.legal_actions()


def test_outback_tells_the_odds_behind_a_hinted_keep() -> None:
    hint = board_for("outback").notes.hint
    assert hint is not None
    state = position("outback", 4, 1)
    rolls = [action for action in state.legal_actions() if getattr(action, "keep", ())]
    keeping = next(action for action in rolls if hint(state, action) is not None)
    note = hint(state, keeping)
    assert isinstance(note, Say) and 1 <= note.fields["percent"] <= 99
    assert "%" in Text("en").say(note) and "Wurf" in Text("de").say(note)
    assert hint(state, state.parse_action("stop")) is None


def test_offboard_says_why_a_hinted_push_is_good() -> None:
    """The message line under a hint that scores, saves or threatens says so, in words
    that name what the board shows (no cell names, which it draws only when asked)."""
    ui = board_for("offboard")
    note_on = ui.notes.hint
    assert note_on is not None
    state, action = next(
        (state, action)
        for seed in range(40)
        for state in [position("offboard", seed, 30)]
        for action in state.legal_actions()
        if note_on(state, action) is not None
    )
    move, note = hint_words(ui, hint_for(ui, state, action, (800, 800)))
    assert move.key == "app.hint.shown" and note.key.startswith("offboard.hint.")
    said = Text("en").say(note)
    assert "target" in said and re.search(r"\b[A-I][1-9]\b", said) is None, said


def test_the_log_marks_moves_made_as_a_hint_showed() -> None:
    match = Match.start(pygames.get_game("offboard"), ["human", "human"], seed=5)
    match.play(match.state.legal_actions()[0])
    match.hinted(match.state.legal_actions()[0])
    match.play(match.state.legal_actions()[0])
    log = panels.move_log(board_for("offboard"), Text("de"), match.state, match.followed_hints())
    first, second = log.split("</li>")[:2]
    assert 'data-testid="hinted"' not in first and ">Tipp</span>" in second


def _thought(action: Action) -> Callable[[State], Thinking]:
    """A hint's thinking that pauses once, then chooses ``action``."""

    def thinking(_state: State) -> Thinking:
        yield
        return action

    return thinking


async def _no_pause() -> None:
    await asyncio.sleep(0)


def test_a_hint_is_refused_outside_a_person_s_turn_and_nothing_is_thought() -> None:
    state = position("offboard", 3, 6)
    hints = Hints(lambda: state, _unrouted, _unshown, pause=_no_pause, thinking=_unthought)
    assert hints.ask(state, replaying=True, interactive=False) == "app.hint.replay"
    assert hints.ask(state, replaying=False, interactive=False) == "app.hint.not_your_turn"
    over = next(s for s in playout(state.game, 3, itertools.count(3)) if s.is_over())
    assert hints.ask(over, replaying=False, interactive=True) == "app.hint.over"
    assert hints.task is None and hints.last is None


def test_a_hint_is_thought_once_per_position_and_shown_as_the_board_routes_it() -> None:
    state = position("offboard", 3, 6)
    action = state.legal_actions()[2]
    shown: list[Hint] = []
    thoughts: list[State] = []

    def thinking(asked: State) -> Thinking:
        thoughts.append(asked)
        return _thought(action)(asked)

    def route(asked: State, chosen: Action) -> Generator[None, None, Hint]:
        yield
        return Hint(asked, chosen, place="routed")

    hints = Hints(lambda: state, route, shown.append, pause=_no_pause, thinking=thinking)

    async def ask_twice() -> None:
        assert hints.ask(state, replaying=False, interactive=True) == "app.hint.thinking"
        first = hints.task
        assert hints.ask(state, replaying=False, interactive=True) == "app.hint.thinking"
        assert hints.task is first and first is not None
        await first

    asyncio.run(ask_twice())
    assert thoughts == [state] and shown == [Hint(state, action, place="routed")]
    assert hints.last is shown[0] and hints.on_board(state, None) is shown[0]
    assert hints.on_board(state, "picked since") is None


def test_the_first_hint_and_once_asked_the_next_ones_are_thought_ahead_and_shown_at_once() -> None:
    """The strongest level takes about a second in the browser, more on a fresh one: the
    page's first hint is thought on the person's first turn, and once they have asked, each
    next one while they think; shown without thinking again. Between the first turn and the
    first question, nothing is thought."""
    first = position("offboard", 3, 6)
    second = first.apply(first.legal_actions()[0])
    third = second.apply(second.legal_actions()[0])
    current = [first]
    thoughts: list[State] = []
    shown: list[Hint] = []

    def thinking(asked: State) -> Thinking:
        thoughts.append(asked)
        return _thought(asked.legal_actions()[1])(asked)

    routed: list[State] = []

    def route(asked: State, chosen: Action) -> Generator[None, None, Hint]:
        yield
        routed.append(asked)
        return Hint(asked, chosen)

    hints = Hints(lambda: current[0], route, shown.append, pause=_no_pause, thinking=thinking)

    async def play() -> None:
        hints.think_ahead(first)  # the page's first turn: thought, unasked
        assert hints.task is not None
        await hints.task
        assert shown == []  # thought, not shown: nobody asked
        current[0] = second  # the person moved without asking, the computer answered
        hints.think_ahead(second)
        assert thoughts == [first]  # never asked: nothing more is thought ahead
        hints.ask(second, replaying=False, interactive=True)
        await hints.task
        current[0] = third
        hints.think_ahead(third)  # asked before: the next hint is thought ahead
        await hints.task
        assert len(shown) == 1
        assert routed == [first, second, third]  # each route found with its move, in slices
        assert hints.ask(third, replaying=False, interactive=True) == "app.hint.thinking"
        await hints.task

    asyncio.run(play())
    assert thoughts == [first, second, third]  # each position thought once
    assert [hint.state for hint in shown] == [second, third]
    assert shown[1].action == third.legal_actions()[1]


def test_a_hint_thought_ahead_waits_for_the_last_move_s_show_and_one_asked_does_not() -> None:
    """Thinking beside a computer's move in motion slowed its frames and a tap's answer."""
    first = position("offboard", 3, 6)
    second = first.apply(first.legal_actions()[0])
    busy = [True]
    thoughts: list[State] = []

    def thinking(asked: State) -> Thinking:
        thoughts.append(asked)
        return _thought(asked.legal_actions()[0])(asked)

    current = [first]
    shown: list[Hint] = []
    hints = Hints(
        lambda: current[0],
        _routed,
        shown.append,
        pause=_no_pause,
        thinking=thinking,
        busy=lambda: busy[0],
    )

    async def play() -> None:
        hints.think_ahead(first)  # the page's first turn, while the last move is shown
        for _ in range(3):
            await asyncio.sleep(0.06)
        assert thoughts == []
        busy[0] = False
        assert hints.task is not None
        await hints.task
        assert thoughts == [first]
        current[0] = second
        busy[0] = True
        hints.ask(second, replaying=False, interactive=True)  # asked: thought at once
        assert hints.task is not None
        await hints.task
        assert thoughts == [first, second]
        assert [hint.state for hint in shown] == [second]

    asyncio.run(play())


def _routed(asked: State, chosen: Action) -> Generator[None, None, Hint]:
    yield
    return Hint(asked, chosen)


def test_hints_are_not_thought_ahead_where_a_clock_is_raced() -> None:
    """Out of Mine!'s help in a race is instant and about the race's moment: built with
    ``ahead=False``, nothing is thought ahead even for a person who asked before."""
    state = position("offboard", 3, 6)
    quiet = Hints(
        lambda: state, _unrouted, _unshown, pause=_no_pause, thinking=_unthought, ahead=False
    )
    quiet.asked = True
    quiet.think_ahead(state)
    assert quiet.task is None


def test_a_hint_for_a_position_no_longer_on_the_board_is_dropped() -> None:
    state = position("offboard", 3, 6)
    current: list[State | None] = [state]

    async def replay_opens() -> None:  # while the page has its turn, a replay opens
        current[0] = None

    def thinking(_state: State) -> Thinking:
        while True:  # thinks on until the page is handed its turn
            yield

    hints = Hints(lambda: current[0], _unrouted, _unshown, pause=replay_opens, thinking=thinking)

    async def ask_then_open_a_replay() -> None:
        assert hints.ask(state, replaying=False, interactive=True) == "app.hint.thinking"
        first = hints.task
        assert first is not None
        await first
        current[0] = state  # back on the position: asked again, it is thought again
        hints.ask(state, replaying=False, interactive=True)
        assert hints.task is not first and hints.task is not None
        hints.task.cancel()

    asyncio.run(ask_then_open_a_replay())
    assert hints.last is None


def _unrouted(_state: State, _action: Action) -> Generator[None, None, Hint]:
    raise AssertionError("no hint is routed")


def _unshown(_hint: Hint) -> None:
    raise AssertionError("no hint is shown")


def _unthought(_state: State) -> Thinking:
    raise AssertionError("no hint is thought")


@pytest.mark.parametrize("game_id", ["offboard", "down-under", "australia"])
def test_a_hint_s_route_indexes_the_position_s_moves_once(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hint taps every place of the board to find the way to its move; Offboard indexed
    its 48 moves anew on each of ~700 taps, most of a hint's time after the search."""
    built: list[object] = []
    of = Choices.of.__func__  # type: ignore[attr-defined]  # the classmethod's function

    def counted(cls: type[Choices[Any, Any, Any]], *args: Any, **kwargs: Any) -> Any:
        built.append(args)
        return of(cls, *args, **kwargs)

    monkeypatch.setattr(Choices, "of", classmethod(counted))
    *_, state = playout(pygames.get_game(game_id), seed=3, choices=[0] * 12)
    while state.current_player is None:  # a roll or a deal: on to a person's choice
        state = state.apply(state.legal_actions()[0])
    action = state.legal_actions()[-1]
    hint_for(board_for(game_id), state, action, (760.0, 640.0))
    assert 0 < len(built) <= 4, len(built)  # one index per kind of move, not one per tap


def test_a_hint_s_route_is_found_a_selection_at_a_time() -> None:
    """The route taps every place of the board for each selection it tries; found in one go
    it held the page for up to 180 ms (Outback), so the page finds it in slices."""
    state = position("offboard", 3, 6)
    action = state.legal_actions()[-1]
    finding = finding_hint(board_for("offboard"), state, action, (760.0, 640.0))
    steps = 0
    while True:
        try:
            next(finding)
        except StopIteration as done:
            hint = done.value
            break
        steps += 1
    assert steps >= 2  # nothing picked, then the marble: one step each
    assert hint == hint_for(board_for("offboard"), state, action, (760.0, 640.0))
