"""The page's match: seats, undo, saves (the controller's decisions, without a browser)."""

import itertools
import json
from collections.abc import Callable, Sequence
from typing import Any

import pytest

import pygames
from pygames import IllegalAction, InvalidRecord
from pygames.core import Say
from pygames.web.match import Match, Replay
from pygames.web.text import Text
from tests.playouts import playout

OFFBOARD = pygames.get_game("offboard")


def test_seats_decide_who_is_awaited() -> None:
    match = Match.start(OFFBOARD, ["human", "ai:hard"], seed=1)
    assert match.awaiting_human() and match.ai_level() is None
    match.play(match.state.parse_action("C3>NE"))
    assert not match.awaiting_human() and match.ai_level() == "hard"


@pytest.mark.parametrize("seats", [["human"], ["human", "robot"], "human", ["human", "ai:expert"]])
def test_bad_seats_are_refused(seats: Sequence[str]) -> None:
    with pytest.raises(ValueError):
        Match.start(OFFBOARD, seats, players=2)


def test_an_illegal_action_changes_nothing() -> None:
    match = Match.start(OFFBOARD, ["human", "human"], seed=1)
    before = match.state
    with pytest.raises(IllegalAction):
        match.play(match.state.parse_action("I9>W"))
    assert match.state is before


def test_undo_against_the_computer_takes_back_its_answer_too() -> None:
    match = Match.start(OFFBOARD, ["human", "ai:easy"], seed=1)
    start = match.state
    assert not match.can_undo()
    match.play(start.parse_action("C3>NE"))
    match.play(match.state.legal_actions()[0])  # the computer's answer
    assert match.undo() and match.state is start


def test_undo_between_two_people_takes_back_one_move() -> None:
    match = Match.start(OFFBOARD, ["human", "human"], seed=1)
    match.play(match.state.parse_action("C3>NE"))
    after_first = match.state
    match.play(match.state.parse_action("G5>SW"))
    assert match.undo() and match.state is after_first


def test_no_undo_when_only_computers_play() -> None:
    match = Match.start(OFFBOARD, ["ai:easy", "ai:easy"], seed=1)
    match.play(match.state.legal_actions()[0])
    assert not match.can_undo() and not match.undo()


def test_a_save_restores_the_same_match() -> None:
    match = Match.start(OFFBOARD, ["human", "ai:normal"], seed=5)
    match.play(match.state.parse_action("C3>NE"))
    again = Match.from_save(match.to_save(), OFFBOARD)
    assert again.state == match.state and again.seats == match.seats
    assert again.state.record() == match.state.record()


def test_only_a_move_that_followed_its_hint_is_marked_and_undo_drops_the_mark() -> None:
    match = Match.start(OFFBOARD, ["human", "human"], seed=5)
    hinted, other = match.state.parse_action("C3>NE"), match.state.legal_actions()[0]
    assert other != hinted
    match.hinted(hinted)
    match.play(other)  # the hint was shown but not followed
    assert match.followed_hints() == frozenset()
    assert match.undo() and not match.hints  # its move taken back: the hint goes too
    match.hinted(other)
    match.hinted(hinted)  # asked again at the same move: the latest counts, once
    match.play(hinted)
    assert match.followed_hints() == {0} and len(match.hints) == 1
    again = Match.from_save(match.to_save(), OFFBOARD)
    assert again.hints == match.hints and again.followed_hints() == {0}
    assert "hints" not in json.loads(Match.start(OFFBOARD, ["human", "human"]).to_save())


def test_an_older_save_s_hints_are_kept_but_mark_no_move() -> None:
    match = Match.start(OFFBOARD, ["human", "human"], seed=5)
    match.play(match.state.parse_action("C3>NE"))
    older = json.loads(match.to_save()) | {"hints": [0]}
    restored = Match.from_save(json.dumps(older), OFFBOARD)
    assert len(restored.hints) == 1 and restored.followed_hints() == frozenset()


def _tamper(change: Callable[[dict[str, Any]], object]) -> str:
    match = Match.start(OFFBOARD, ["human", "ai:normal"], seed=5)
    match.play(match.state.parse_action("C3>NE"))
    data = json.loads(match.to_save())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[]",
        _tamper(lambda d: d.update(format=2)),
        _tamper(lambda d: d.update(seats=["human"])),
        _tamper(lambda d: d.update(seats=["human", "ai:god"])),
        _tamper(lambda d: d["record"]["actions"].append("C3>NE")),
        _tamper(lambda d: d["record"].update(game="nope")),
        _tamper(lambda d: d.pop("record")),
        _tamper(lambda d: d.update(hints="1")),
        _tamper(lambda d: d.update(hints=[-1])),
        _tamper(lambda d: d.update(hints=[True])),
        _tamper(lambda d: d.update(hints=[[0]])),
        _tamper(lambda d: d.update(hints=[[0, 3]])),
        _tamper(lambda d: d.update(hints=[["0", "C3>NE"]])),
        _tamper(lambda d: d.update(extra=[])),
    ],
)
def test_corrupt_or_tampered_saves_are_refused_in_the_reader_language(text: str) -> None:
    with pytest.raises(InvalidRecord) as refused:
        Match.from_save(text, OFFBOARD)
    english, german = (Text(language).say(refused.value.reason) for language in ("en", "de"))
    assert english == str(refused.value) and german != english


def test_summary_is_what_the_page_api_returns() -> None:
    match = Match.start(OFFBOARD, ["human", "ai:easy"], seed=2)
    summary = match.summary()
    assert summary["awaiting"] == "human" and summary["current"] == 0
    assert summary["scores"] == [0, 0] and not summary["over"]
    assert json.loads(json.dumps(summary)) == summary
    assert pygames.replay(summary["record"]) == match.state


def test_the_page_api_keeps_a_hidden_game_s_seed_until_it_is_over() -> None:
    game = pygames.get_game("australia")
    match = Match.start(game, ["human", "ai:easy"], seed=5)
    for _ in range(3):
        match.play(match.state.legal_actions()[0])
    summary = match.summary()
    assert summary["record"]["seed"] is None
    assert summary["record"]["actions"] == match.state.record()["actions"]
    assert json.loads(match.to_save())["record"]["seed"] == 5
    *_, finished = playout(game, 5, itertools.count(), players=2)
    assert finished.is_over()
    assert Match(finished, ("human", "ai:easy")).summary()["record"] == finished.record()


def test_rematch_keeps_seats_with_a_fresh_game() -> None:
    match = Match.start(OFFBOARD, ["ai:hard", "human"], seed=2)
    match.play(match.state.legal_actions()[0])
    again = match.rematch(seed=3)
    assert again.seats == match.seats and again.state.actions() == []


def test_a_replay_steps_through_a_record_and_goes_on_from_any_position() -> None:
    state = OFFBOARD.new_game(seed=3)
    for move in ("C3>NE", "G7>SW", "C4>NE"):
        state = state.apply(state.parse_action(move))
    replay = Replay.of(state)
    assert (replay.shown, replay.length, replay.state) == (3, 3, state)
    replay.step(-2)
    assert [str(a) for a in replay.state.actions()] == ["C3>NE"]
    replay.step(-10)
    assert replay.state.parent is None and replay.shown == 0
    replay.go_to(99)
    assert replay.state == state
    replay.go_to(1)
    match = replay.continue_from(["human", "ai:easy"])
    assert match.state.actions() == replay.state.actions() and match.awaiting_human() is False


def test_a_replay_step_says_how_far_it_went_stopping_at_either_end() -> None:
    state = OFFBOARD.new_game(seed=3)
    for move in ("C3>NE", "G7>SW", "C4>NE"):
        state = state.apply(state.parse_action(move))
    replay = Replay.of(state)
    assert replay.step(1) == 0 and replay.step(-2) == -2 and replay.step(-10) == -1
    assert replay.step(1) == 1 and replay.step(10**9) == 2 and replay.shown == 3


OUTBACK = pygames.get_game("outback")


def test_undo_never_goes_back_across_a_roll() -> None:
    match = Match.start(OUTBACK, ["human", "ai:easy"], seed=1)
    match.play(match.state.parse_action("roll"))  # the dice are seen
    rolled = match.state
    assert rolled.is_reveal()
    assert not match.can_undo() and not match.undo() and match.state is rolled
    assert match.undo_stop() is rolled


def test_undo_says_why_it_takes_nothing_back_naming_the_reveal_in_the_way() -> None:
    computers = Match.start(OUTBACK, ["ai:easy", "ai:easy"], seed=1)
    assert computers.undo_refusal() == Say("app.undo.nothing")
    match = Match.start(OUTBACK, ["human", "ai:easy"], seed=1)
    assert match.undo_refusal() == Say("app.undo.nothing")  # nothing played yet
    roll = match.state.parse_action("roll")
    before = match.state
    match.play(roll)
    refusal = match.undo_refusal()
    assert refusal == Say.of("app.undo.revealed", move=before.describe(roll))
    keep = next(a for a in match.state.legal_actions() if not match.state.apply(a).is_reveal())
    match.play(keep)
    assert match.undo_refusal() is None and match.can_undo()


def test_undo_takes_back_what_followed_the_last_reveal_and_stops_there() -> None:
    match = Match.start(OUTBACK, ["human", "human"], seed=1)
    match.play(match.state.parse_action("roll"))
    rolled = match.state
    keep = next(a for a in rolled.legal_actions() if not rolled.apply(a).is_reveal())
    match.play(keep)
    assert match.undo() and match.state is rolled  # back to the roll, not before it
    assert not match.can_undo() and match.undo_stop() is rolled


def test_a_game_without_chance_undoes_to_its_start() -> None:
    match = Match.start(OFFBOARD, ["human", "human"], seed=1)
    start = match.state
    for _ in range(6):
        match.play(match.state.legal_actions()[0])
    while match.undo():
        pass
    assert match.state is start and match.undo_stop() is None


def test_a_reveal_before_any_person_moved_stops_nothing_to_say() -> None:
    match = Match.start(OUTBACK, ["ai:easy", "human"], seed=1)
    match.play(match.state.parse_action("roll"))  # the computer's roll, nobody's move before
    assert match.undo_stop() is None and not match.can_undo()
