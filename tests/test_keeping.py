"""What is kept over a reload (``keeping``): a lesson beside the real game, and a half-made
move: every selection a board's taps reach in random games reads back equal, and storage
that is corrupt, of another ply or of a type the board does not name reads back as nothing
picked."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pygames
from pygames.core import State
from pygames.games.out_of_mine import OutOfMineState
from pygames.web.boards import board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.dragging import as_hand
from pygames.web.keeping import PICKED_SUFFIX, Keeper, kept, restored
from pygames.web.lessons import lesson_for
from pygames.web.match import Match
from pygames.web.opening import LESSON_SUFFIX
from pygames.web.out_of_mine import tray
from pygames.web.ui import BoardUI, Selection
from tests.stand_in_page import Storage

#: The boards that keep a half-made move: all of them.
KEEPING = ("australia", "down-under", "offboard", "out-of-mine", "outback")


def picked_in_a_random_game(game_id: str, seed: int) -> tuple[BoardUI[Any], State, Selection]:
    """A random position of ``game_id`` and a selection reached there by random taps."""
    rng = random.Random(seed)
    ui = board_for(game_id)
    state = pygames.get_game(game_id).new_game(seed=seed, players=2)
    for _ in range(rng.randrange(40)):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    selection: Selection = None
    for _ in range(rng.randrange(1, 4)):
        hits = ui.draw(RecordingCanvas(800, 700), state, selected=selection, interactive=True)
        if not hits:
            break
        tap = ui.tap(state, selection, rng.choice(hits).key)
        if not tap.played():
            selection = tap.selection
    return ui, state, selection


@pytest.mark.parametrize("game_id", KEEPING)
@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_every_selection_taps_reach_reads_back_equal(game_id: str, seed: int) -> None:
    ui, state, selection = picked_in_a_random_game(game_id, seed)
    text = kept(ui, state, selection)
    if selection is None:
        assert text is None
        return
    assert text is not None, f"{selection!r} was not kept"
    assert restored(ui, state, text) == selection


@pytest.mark.parametrize("game_id", KEEPING)
def test_storage_that_does_not_fit_reads_back_as_nothing_picked(game_id: str) -> None:
    ui, state, selection = next(
        found
        for seed in range(100)
        if (found := picked_in_a_random_game(game_id, seed))[2] is not None
    )
    text = kept(ui, state, selection)
    assert text is not None
    data = json.loads(text)
    wrong = [
        "",
        "{",
        "[]",
        json.dumps({**data, "ply": data["ply"] + 1}),  # picked in another position
        json.dumps({**data, "picked": {"of": "Unknown", "fields": {}}}),
        json.dumps({**data, "picked": {"of": "Pick", "fields": {"nonsense": 1}}}),
        json.dumps({**data, "picked": {"action": "not a move"}}),
        json.dumps({**data, "picked": [1, 2]}),
        json.dumps({**data, "picked": True}),
    ]
    for text in wrong:
        assert restored(ui, state, text) is None, text


def test_a_crystal_held_and_turned_in_out_of_mine_s_lesson_is_still_held_after_a_reload() -> None:
    """A newcomer reloaded the lesson with a crystal in hand and found it back in the tray:
    the crystal, as turned, and the square it is held by come back."""
    ui = board_for("out-of-mine")
    lesson = lesson_for("out-of-mine")
    assert lesson is not None
    state = lesson.start()
    for notation in lesson.moves[lesson.opening : lesson.opening + 2]:  # the side, Start
        state = state.apply(state.parse_action(notation))
    assert isinstance(state, OutOfMineState)
    kind = tray.entries(state, 0)[0].kind
    held = ui.tap(state, None, ("tray", kind)).selection
    turned = ui.tap(state, held, "turn").selection
    assert as_hand(turned) is not None and turned != held
    assert restored(ui, state, kept(ui, state, turned)) == turned


def test_the_keeper_keeps_a_lesson_and_its_pick_beside_the_real_game_never_over_it() -> None:
    storage, lesson = Storage(), [False]
    keeper = Keeper(board_for("offboard"), storage, "pygames:v1:save:offboard", lambda: lesson[0])
    real = Match.start(pygames.get_game("offboard"), ["human", "human"], seed=3)
    keeper.save(real, 7)
    assert storage.items[keeper.save_key] == real.to_save()
    assert keeper.picked(real.state) == 7
    lesson[0] = True
    practice = Match.start(pygames.get_game("offboard"), ["human", "human"], seed=4)
    keeper.save(practice, None)
    assert storage.items[keeper.save_key] == real.to_save()  # the real game stays as it was
    assert storage.items[keeper.save_key + LESSON_SUFFIX] == practice.to_save()
    assert keeper.save_key + LESSON_SUFFIX + PICKED_SUFFIX not in storage.items
    lesson[0] = False
    assert keeper.picked(real.state) == 7  # the real game's pick waited beside it
    keeper.keep(real.state, None)
    assert keeper.picked(real.state) is None
    assert keeper.save_key + PICKED_SUFFIX not in storage.items
