"""``window.pygames`` answers: every call JSON, never raising, bad requests refused."""

from __future__ import annotations

import json
from typing import Any

import pytest

import pygames
from pygames.core import Action, Say
from pygames.web.bridge import Bridge
from pygames.web.match import Match, Replay

OFFBOARD = pygames.get_game("offboard")


class Page:
    """The app's side of the bridge: a match, and what the bridge asked of it."""

    def __init__(self, interactive: bool = True) -> None:
        self.match = Match.start(OFFBOARD, ["human", "human"], seed=2)
        self.interactive = interactive
        self.started: list[Match] = []
        self.replay: Replay | None = None
        self.thinking = False
        self.bridge = Bridge(
            OFFBOARD,
            match=lambda: self.match,
            replay=lambda: self.replay,
            thinking=lambda: self.thinking,
            interactive=lambda: self.interactive,
            play=self.play,
            undo=lambda: Say("app.undo.nothing") if self.match.state.parent is None else None,
            start=self.started.append,
            fresh_seed=lambda options: None,
        )

    def play(self, action: Action) -> Say | None:
        self.match.play(action)
        return None


def answer(text: str) -> dict[str, Any]:
    result: dict[str, Any] = json.loads(text)
    return result


def test_state_and_legal_moves_are_json() -> None:
    page = Page()
    assert answer(page.bridge.state())["game"] == "offboard"
    legal = json.loads(page.bridge.legal())
    assert legal == [str(action) for action in page.match.state.legal_actions()]


def test_state_says_whether_a_computer_thinks_and_which_replay_is_shown() -> None:
    page = Page()
    assert answer(page.bridge.state())["thinking"] is False
    assert answer(page.bridge.state())["replay"] is None
    state = page.match.state
    for _ in range(3):
        state = state.apply(state.legal_actions()[0])
    page.replay, page.thinking = Replay(state, shown=1), True
    summary = answer(page.bridge.state())
    assert summary["thinking"] is True and summary["replay"] == {"shown": 1, "length": 3}


def test_a_move_is_played_for_a_person_and_refused_otherwise() -> None:
    page = Page()
    move = json.loads(page.bridge.legal())[0]
    assert answer(page.bridge.play(move)) == {"ok": True, "error": None}
    assert answer(page.bridge.play("nonsense"))["ok"] is False
    waiting = Page(interactive=False)
    refused = answer(waiting.bridge.play(move))
    assert refused["ok"] is False and "turn" in refused["error"]
    assert waiting.match.state.parent is None


@pytest.mark.parametrize(
    "request_text",
    ["not json", "[1, 2]", '{"game": ["offboard"]}', '{"options": [1]}', '"offboard"'],
)
def test_a_malformed_new_game_request_is_refused_and_starts_nothing(request_text: str) -> None:
    page = Page()
    assert answer(page.bridge.new_game(request_text)) == {
        "ok": False,
        "error": str(Say("app.bad_request")),
    }
    assert page.started == []


@pytest.mark.parametrize(
    "request_text",
    [
        '{"game": "chess"}',
        '{"game": "outback"}',
        '{"seats": ["human", "robot"]}',
        '{"seed": -1}',
        '{"options": {"colour": "blue"}}',
    ],
)
def test_a_new_game_the_page_cannot_start_says_why(request_text: str) -> None:
    page = Page()
    result = answer(page.bridge.new_game(request_text))
    assert result["ok"] is False and result["error"] and page.started == []


def test_a_new_game_and_a_loaded_record_replace_the_match() -> None:
    page = Page()
    assert answer(page.bridge.new_game('{"seats": ["human", "ai:easy"], "seed": 4}'))["ok"]
    assert page.started[-1].seats == ("human", "ai:easy") and page.started[-1].state.seed == 4
    record = json.dumps(OFFBOARD.new_game(seed=9).record())
    assert answer(page.bridge.load(record))["ok"] and page.started[-1].state.seed == 9
    assert page.started[-1].seats == ("human", "human")  # the page's seats: they fit
    other = json.dumps(pygames.get_game("outback").new_game(seed=9).record())
    assert answer(page.bridge.load(other))["ok"] is False and len(page.started) == 2


def test_undo_answers_like_play() -> None:
    page = Page()
    refused = answer(page.bridge.undo())
    assert refused == {"ok": False, "error": str(Say("app.undo.nothing"))}
    page.bridge.play(json.loads(page.bridge.legal())[0])
    assert answer(page.bridge.undo()) == {"ok": True, "error": None}
