"""What the panels and the board are given at one moment, without a page: the buttons and moves
offered only while a person may act, Undo, Skip and the log's hint marks in a replay, the draw
options each board takes, and which hint is on the board."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pygames
from pygames.core import Action, Say, State
from pygames.web import presenter
from pygames.web.board_view import Picture
from pygames.web.boards import board_for
from pygames.web.hints import Hint
from pygames.web.match import Match, Replay
from pygames.web.page_view import Panels
from pygames.web.presenter import Moment
from pygames.web.settings import Settings
from pygames.web.ui import Listed, Selection


def _match(game_id: str, seats: tuple[str, ...], seed: int = 3) -> Match:
    return Match.start(pygames.get_game(game_id), seats, seed)


def _moment(match: Match, *, interactive: bool = True, **given: Any) -> Moment:
    return Moment(
        match,
        given.get("replay"),
        given.get("selection"),
        interactive,
        given.get("timing", {}),
    )


def _panels(moment: Moment, game_id: str = "offboard", **given: Any) -> Panels:
    return presenter.panels(
        board_for(game_id),
        moment,
        hint=given.get("hint"),
        thinking=False,
        skipping=given.get("skipping", False),
        moving=False,
        settings=Settings(),
        guide=None,
        can_learn=False,
    )


def _picture(ui: Any, moment: Moment, **given: Any) -> Picture:
    return presenter.picture(
        ui,
        moment,
        hint=given.get("hint"),
        settings=given.get("settings", Settings()),
        language="fr",
        progress=given.get("progress", lambda: 0.25),
        in_motion=False,
        ring=None,
        lens=None,
        focus=given.get("focus", lambda: "C7"),
        teaching=given.get("teaching", False),
    )


def _unasked(*_args: object) -> Any:
    raise AssertionError("asked when it is not needed")


def test_nothing_is_offered_or_listed_while_a_person_may_not_act() -> None:
    ui, match = board_for("offboard"), _match("offboard", ("human", "ai:easy"))
    waiting = _moment(match, interactive=False)
    assert presenter.buttons(ui, waiting) == [] and presenter.listed(ui, waiting) == ([], None)
    lines, note = presenter.listed(ui, _moment(match))
    assert [line.actions for line in lines] == [(a,) for a in match.state.legal_actions()]
    assert lines and note is None


def test_a_hinted_move_is_found_in_the_move_list_while_it_lists_moves() -> None:
    ui, match = board_for("offboard"), _match("offboard", ("human", "ai:easy"))
    legal = match.state.legal_actions()
    assert presenter.listed_at(ui, _moment(match), legal[3]) == 3
    assert presenter.listed_at(ui, _moment(match, interactive=False), legal[3]) == -1


def test_a_board_against_the_clock_lists_what_it_says_at_the_clock_s_reading() -> None:
    ui = board_for("out-of-mine")
    assert ui.realtime is not None
    asked: list[dict[str, Any]] = []
    own = ([Listed((), Say("x"))], Say("y"))

    def listed(_state: State, **timing: Any) -> tuple[list[Listed], Say | None]:
        asked.append(timing)
        return own

    timed = replace(ui, realtime=replace(ui.realtime, listed=listed))
    match = _match("out-of-mine", ("human",))
    assert presenter.listed(timed, _moment(match, timing={"clock": 12.5})) == own
    assert asked == [{"clock": 12.5}]


def test_a_replay_on_screen_shows_its_position_and_offers_no_undo_skip_or_hint_marks() -> None:
    match = _match("offboard", ("human", "ai:easy"))
    action = match.state.legal_actions()[0]
    match.play(action)
    match.hinted(match.state.legal_actions()[0])
    match.play(match.state.legal_actions()[0])  # the computer's seat, played for it here
    playing = _panels(_moment(match))
    assert playing.can_undo and playing.position is match.state
    replay = Replay.of(match.state)
    replay.step(-2)
    shown = _panels(_moment(match, interactive=False, replay=replay))
    assert shown.position is replay.state and shown.position is not match.state
    assert not shown.can_undo and not shown.can_skip and shown.hinted == frozenset()


def test_skip_is_offered_while_a_computer_is_to_move_until_it_is_skipped_ahead() -> None:
    computers = _match("offboard", ("ai:easy", "ai:easy"))
    assert _panels(_moment(computers, interactive=False)).can_skip
    assert not _panels(_moment(computers, interactive=False), skipping=True).can_skip
    assert not _panels(_moment(_match("offboard", ("human", "ai:easy")))).can_skip


def test_a_shown_hint_marks_its_button_beside_the_board_and_its_place_on_it() -> None:
    match = _match("offboard", ("human", "ai:easy"))
    action = match.state.legal_actions()[0]
    hint = Hint(match.state, action, place="c3", button=1)
    shown = _panels(_moment(match), hint=hint)
    assert shown.hinted_button == 1
    assert json.loads(shown.hint_told) == {"move": str(action), "place": "c3", "button": 1}
    assert _picture(board_for("offboard"), _moment(match), hint=hint).hinted == "c3"
    none = _panels(_moment(match))
    assert none.hinted_button is None and none.hint_told == ""


def test_each_board_is_given_the_draw_options_it_takes_and_its_switches_as_set() -> None:
    offboard = board_for("offboard")
    settings = Settings().with_switch("threats", True)
    match = _match("offboard", ("human", "ai:easy"))
    drawn = _picture(offboard, _moment(match), settings=settings, focus=_unasked)
    assert dict(drawn.options) == {"coordinates": False, "threats": True}
    assert drawn.progress == 0.25 and drawn.state is match.state
    australia = _match("australia", ("human", "ai:easy"))
    options = _picture(board_for("australia"), _moment(australia)).options
    assert dict(options) == {"language": "fr", "focus": "C7", "aim": None}
    outback = _match("outback", ("human", "ai:easy"))
    assert dict(_picture(board_for("outback"), _moment(outback)).options) == {
        "seats": ("human", "ai:easy")
    }
    mine = _moment(_match("out-of-mine", ("human",)), timing={"clock": 4.0})
    assert dict(_picture(board_for("out-of-mine"), mine).options) == {
        "clock": 4.0,
        "language": "fr",
        "focus": "C7",
        "teaching": False,
        "aim": None,
    }
    state = mine.match.state
    hint = Hint(state, state.legal_actions()[0])
    taught = _picture(board_for("out-of-mine"), mine, teaching=True, hint=hint).options
    assert taught["teaching"] is True and taught["aim"] == state.legal_actions()[0]


def test_a_board_without_motion_is_not_asked_its_progress() -> None:
    def draw(_canvas: Any, _state: State, *, selected: Selection, interactive: bool) -> list[Any]:
        return []

    still = replace(board_for("offboard"), game_id="a-board-at-rest", draw=draw)
    match = _match("offboard", ("human", "ai:easy"))
    assert _picture(still, _moment(match), progress=_unasked).progress is None


def test_the_board_shows_the_lesson_s_mark_while_a_person_may_act_else_the_last_hint() -> None:
    match = _match("offboard", ("human", "ai:easy"))
    action: Action = match.state.legal_actions()[0]
    last = Hint(match.state, action, place="c3")
    marked = Hint(match.state, action, place="d4")
    asked: list[tuple[State, Selection]] = []

    def applying(state: State, selection: Selection) -> Hint | None:
        asked.append((state, selection))
        return last

    now = _moment(match, selection="b2")
    assert presenter.hint_on_board(now, applying, None) is last
    assert asked == [(match.state, "b2")]
    assert presenter.hint_on_board(now, applying, lambda: marked) is marked
    waiting = _moment(match, interactive=False)
    assert presenter.hint_on_board(waiting, applying, _unasked) is None
    replay = _moment(match, interactive=False, replay=Replay.of(match.state))
    assert presenter.hint_on_board(replay, _unasked, None) is None
