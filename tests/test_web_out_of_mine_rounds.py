"""Out of Mine! between rounds and in the log: the deal shown in motion, frame by frame on
the recording canvas, and a move log that says no more of the dwarves' race than the
board shows."""

from __future__ import annotations

import re

import pytest

from pygames.games.out_of_mine import End, OutOfMineState, Phase
from pygames.games.out_of_mine.actions import Change, Wait, wait_steps
from pygames.web import panels
from pygames.web.canvas import RecordingCanvas
from pygames.web.out_of_mine import UI, controls, dealing, render, rounds, timing
from pygames.web.out_of_mine.crystals import ROCK
from pygames.web.out_of_mine.dealing import Scene
from pygames.web.out_of_mine.layout import Plan, plan
from pygames.web.text import Text
from pygames.web.ui import Tap
from tests.out_of_mine_positions import new_game
from tests.playouts import applied, previous
from tests.test_web_out_of_mine import (
    SIZE,
    dwarves_done,
    next_round,
    play,
    racing,
    running_clock,
)

# -- the log -------------------------------------------------------------------------------

#: The notations of changes to a board (the race's trial and error).
CHANGES = ("put", "move", "turn", "flip", "take")


def log_notations(state: OutOfMineState) -> list[str]:
    return re.findall(
        r'<code class="notation">([^<]*)</code>', panels.move_log(UI, Text("en"), state)
    )


def dwarves_actions(state: OutOfMineState, round_: int = 1) -> list[str]:
    """The dwarves' board changes and calls of a round, from the record."""
    found, after = [], state
    while (before := after.parent) is not None:
        assert isinstance(before, OutOfMineState)
        action = after.last_action
        if before.round == round_ and before.phase is Phase.PLAY and before.current_player != 0:
            if not isinstance(action, Wait):
                found.append(str(action))
        after = before
    return found


def test_before_start_the_log_holds_none_of_the_dwarves_race_only_their_sides() -> None:
    state = dwarves_done()
    assert dwarves_actions(state)  # their race is played, and known to the engine
    logged = log_notations(state)
    assert logged and all(line.startswith("side") for line in logged)


def test_a_dwarf_s_stop_is_logged_once_the_person_s_clock_reaches_it_its_changes_never() -> None:
    state = racing()
    assert [notation for notation in dwarves_actions(state) if notation.startswith("put")]
    quitter = next(
        player
        for player in (1, 2)
        if state.timelines[player].end is End.STOPPED
        and state.timelines[player].clock < timing.deadline(state)
    )  # it gave up before the call: its stop is seen in the race
    time = state.timelines[quitter].clock
    waits = tuple(map(Wait, wait_steps(time - 1 - state.timelines[0].clock)))
    state = play(state, Tap(actions=waits))
    assert "stop" not in log_notations(state)  # a tenth before it
    state = applied(state, Wait(1))
    assert state.timelines[0].clock == time
    assert log_notations(state).count("stop") == 1
    assert not [notation for notation in log_notations(state) if notation.startswith(CHANGES)]


def test_once_the_round_is_over_the_log_holds_each_player_s_end_and_what_comes_next() -> None:
    state = racing()
    state = play(state, Tap(actions=running_clock(state).at_stop))
    assert state.round == 2
    logged = log_notations(state)
    ends = [notation for notation in logged if not notation.startswith("side")]
    assert sorted(ends) == ["call", "stop", "stop"]  # one line per player and round
    assert not any(notation.startswith(("+", *CHANGES)) for notation in logged)
    board = state.boards[0] + 1
    for language, words in (("en", f"board {board} "), ("de", f"Plan {board}")):
        log = panels.move_log(UI, Text(language), state)
        assert words in log.split("</li>")[-2]  # said with the round's last line


def test_at_one_screen_the_round_s_end_says_which_board_each_player_plays_next() -> None:
    state = next_round_at_one_screen()
    lines = [Text("en").say(line.say) for line in rounds.aftermath(state)]
    caller = state.results[-1].caller + 1
    seconds = f"{state.results[-1].moment / 10:g}"  # the log's line says who was first, when
    assert lines[0] == f"Player {caller} called first, at {seconds} s: their board leaves the game."
    assert len(lines) == 1 + state.players
    for player, line in enumerate(lines[1:]):
        assert line.startswith(f"Player {player + 1} plays board {state.boards[player] + 1} ")
    assert rounds.aftermath(previous(state)) == ()  # the call itself caused no more


def next_round_at_one_screen() -> OutOfMineState:
    """Round 2 of two people at one screen, just dealt."""
    state = new_game(players=2, seed=3, options={"mode": "hot-seat"})
    for side in ("side A", "side B"):
        state = applied(state, state.parse_action(side))
    state = applied(state, controls.START)
    state = play(state, controls.tap(state, None, "call", clock=5.0))
    state = applied(state, controls.START)
    return play(state, Tap(actions=running_clock(state).at_stop))


# -- the deal in motion -------------------------------------------------------------------


def dealt(seed: int) -> OutOfMineState:
    """The position just after a round's last action (the deal), against one dwarf."""
    state = next_round(seed)
    while len(previous(state).results) == len(state.results):
        state = previous(state)
    return state


def test_the_deal_moves_only_after_a_round_with_more_to_come() -> None:
    state = dealt(5)
    assert dealing.motion(state) == dealing.DEAL
    assert dealing.motion(previous(state)) == 0.0  # the call (or stop) before it
    raced = racing()
    put = next(a for a in raced.legal_actions() if isinstance(a, Change))
    assert dealing.motion(applied(raced, put)) == 0.0
    assert dealing.motion(next_round(5)) == 0.0  # the dwarf's side chosen after it
    assert UI.motion is dealing.motion


def scene_at(state: OutOfMineState, plan_: Plan, progress: float) -> Scene:
    """The deal's scene at ``progress`` (checked to be in motion)."""
    scene = dealing.scene(state, plan_, progress)
    assert scene is not None, progress
    return scene


@pytest.mark.parametrize("size", [SIZE, (374.0, 523.6)])
def test_frame_by_frame_the_caller_s_board_leaves_the_rest_are_shuffled_and_dealt(
    size: tuple[float, float],
) -> None:
    state = dealt(5)  # the person's own board comes back, to be turned over
    result = state.results[-1]
    plan_ = plan(*size)
    places = dealing.places(plan_, state.players)
    start = scene_at(state, plan_, 0.0)
    caller = start.boards[-1]
    assert caller.box == places[result.caller] and caller.crystals == result.boards[result.caller]
    leaving = scene_at(state, plan_, 0.2)
    assert leaving.boards[-1].box.x > caller.box.x and leaving.boards[-1].box.w < caller.box.w
    shuffled = scene_at(state, plan_, 0.45)
    assert len(shuffled.boards) == state.players  # the rest, and one from the pile
    fresh = {board.layout.board for board in shuffled.boards} - set(previous(state).boards)
    assert fresh and not any(board.crystals for board in shuffled.boards)
    turning = [scene_at(state, plan_, p).boards[0] for p in (0.65, 0.79, 0.95)]
    assert state.boards[0] == result.layouts[0] // 2
    assert turning[0].width > turning[1].width < turning[2].width
    assert turning[0].layout.index == result.layouts[0]  # the side played, then the other
    assert turning[2].layout.index == 2 * state.boards[0] + state.sides[0]
    landed = scene_at(state, plan_, 0.999)
    for player, board in enumerate(landed.boards):
        assert abs(board.box.x - places[player].x) < 1 and abs(board.box.y - places[player].y) < 1
    assert dealing.scene(state, plan_, 1.0) is None


def test_drawn_in_motion_over_the_board_and_at_rest_as_still() -> None:
    state = dealt(4)  # the person is dealt another board
    frames = {}
    for progress in (None, 0.1, 0.5, 0.8, 1.0):
        frames[progress] = RecordingCanvas(*SIZE)
        if progress is None:  # drawn as the page draws a board at rest: no progress given
            render.draw(frames[progress], state, interactive=True, language="en")
        else:
            render.draw(frames[progress], state, interactive=True, language="en", progress=progress)
    assert frames[1.0].calls == frames[None].calls
    note = Text("en").say(rounds.dealt_note(state, 0))
    for progress in (0.1, 0.5, 0.8):
        texts = " ".join(args[2] for _, args, _ in frames[progress].named("text"))
        assert "Player 2" in texts and note.split()[0] in texts
        rocks = [a for _, a, kw in frames[progress].named("polygon") if kw.get("fill") == ROCK]
        assert len(rocks) >= state.players
        assert frames[progress].calls != frames[None].calls
    hits = render.draw(RecordingCanvas(*SIZE), state, interactive=True, progress=0.3)
    still = render.draw(RecordingCanvas(*SIZE), state, interactive=True)
    assert hits == still  # a tap in motion ends it and acts on the board at rest


def test_the_log_says_who_stopped_the_person_and_at_the_call_s_own_time() -> None:
    """The person's clock stops a tenth before the call: "stopped by the call at 142.8 s"
    beside a call at 142.9 s read as two moments. And a dwarf's call, logged before the
    person's race, says it is the call the dwarf is set to make (a newcomer read "digs
    first" as the dwarf calling first, above their own earlier call)."""
    state = racing()
    standing = state.standing_call()
    assert standing is not None
    caller, moment = standing
    state = play(state, Tap(actions=running_clock(state).at_stop))
    log = panels.move_log(UI, Text("en"), state)
    seconds = f"{moment / 10:g}"
    assert f"Player 1 is stopped: Player {caller + 1} called at {seconds} s" in log
    # the dwarf's call comes first in the log, as its round did, as the call it is set to make
    said = f"Player {caller + 1} is set to call Out of Mine! at {seconds} s, unless someone calls"
    assert said in log


def test_a_round_the_person_called_first_is_told_to_them_as_theirs() -> None:
    """ "Player 1 called first ... their board leaves the game ... Yours now is board 10"
    read as two people to the newcomer who was Player 1: a round the reader called first
    says "You called first ... your board"."""
    state = racing()
    called = state
    for action in controls.tap(state, None, "call", clock=0.5).played():
        called = applied(called, action)
    assert isinstance(called, OutOfMineState)
    assert called.results and called.results[-1].caller == 0
    note = Text("en").say(rounds.dealt_note(called, 0))
    assert note.startswith("You called first, at ") and "your board leaves the game" in note
    assert "their board" not in note
