"""The panels around the board on a stand-in page: what they say, and that they write only
what changed."""

from __future__ import annotations

import random
from dataclasses import replace
from html import escape
from typing import Any

import pygames
from pygames.core import Say, State
from pygames.web.boards import board_for
from pygames.web.match import Replay
from pygames.web.page_view import ANNOUNCED_LINES, PageView, Panels, status
from pygames.web.panels import RECAP_LINES, score_marks, since_your_move
from pygames.web.text import Text
from pygames.web.ui import Button, Listed
from tests.stand_in_page import Document

OFFBOARD = pygames.get_game("offboard")
UI = board_for("offboard")
EN = Text("en")


def panels(state: State, **changes: Any) -> Panels:
    """The panels of ``state`` as a person to move sees them, with ``changes`` made (any of
    ``Panels``' fields, of whatever type that field is)."""
    shown = Panels(
        position=state,
        state=state,
        seats=("human", "ai:easy"),
        selection=None,
        interactive=True,
        awaiting_person=True,
        thinking=False,
        moving=False,
        replay=None,
        buttons=(),
        can_undo=False,
        can_skip=False,
        hinted=frozenset(),
        listed=([Listed((action,)) for action in state.legal_actions()], None),
    )
    return replace(shown, **changes)


def played(moves: int, seed: int = 3) -> State:
    state = OFFBOARD.new_game(seed=seed)
    for _ in range(moves):
        state = state.apply(state.legal_actions()[0])
    return state


def test_the_status_says_whose_turn_what_to_do_who_thinks_and_a_replay() -> None:
    state = OFFBOARD.new_game(seed=3)
    prompt = EN.say(UI.prompt(state, None))
    assert status(UI, EN, panels(state)) == EN("app.to_move", player="Red", hint=prompt).strip()
    assert status(UI, EN, panels(state, thinking=True)) == EN("app.thinking", player="Red")
    replay = Replay.of(state)
    assert status(UI, EN, panels(state, replay=replay)) == EN("app.replay_to_move", player="Red")
    waiting = status(UI, EN, panels(state, awaiting_person=False))
    assert waiting == EN("app.to_move", player="Red", hint="").strip()


def test_panels_are_written_only_when_their_markup_changes() -> None:
    document = Document()
    view = PageView(UI, document, EN)
    state = OFFBOARD.new_game(seed=3)
    view.render(panels(state))
    writes = {name: document[name].writes for name in ("players", "actions", "log", "rules-text")}
    view.render(panels(state))
    assert {name: document[name].writes for name in writes} == writes
    later = played(1)
    view.render(panels(later))
    assert document["log"].writes == writes["log"] + 1
    assert document["players"].writes == writes["players"] + 1  # the player to move changed


def test_how_to_play_is_written_as_it_opens_not_while_the_page_starts() -> None:
    """Its figures are drawn by the board's renderer: work for a reader who opens it."""
    document = Document()
    view = PageView(UI, document, EN)
    state = OFFBOARD.new_game(seed=3)
    view.render(panels(state))
    assert document["rules-text"].writes == 0
    view.show_rules()
    assert "rule-section" in document["rules-text"].innerHTML
    document["rules"].open = True
    view.render(panels(state))
    assert document["rules-text"].writes == 1  # unchanged: not written again
    view.text = Text("de")
    view.render(panels(state))
    assert document["rules-text"].writes == 2
    assert Text("de")(UI.rules[0].title) in document["rules-text"].innerHTML


def test_the_log_is_built_again_for_a_new_language_or_a_hint_but_not_for_a_redraw() -> None:
    document = Document()
    view = PageView(UI, document, EN)
    state = played(3)
    view.render(panels(state))
    log = document["log"].innerHTML
    view.render(panels(state, selection=("cell", 12)))
    assert document["log"].writes == 1
    view.render(panels(state, hinted=frozenset({1})))
    assert document["log"].writes == 2 and 'data-testid="hinted"' in document["log"].innerHTML
    view.text = Text("de")
    view.render(panels(state, hinted=frozenset({1})))
    assert document["log"].writes == 3 and document["log"].innerHTML != log


def test_the_hinted_button_is_outlined_and_told_to_tests() -> None:
    document = Document()
    view = PageView(UI, document, EN)
    state = OFFBOARD.new_game(seed=3)
    buttons = (Button(UI.prompt(state, None)), Button(UI.prompt(state, None)))
    view.render(panels(state, buttons=buttons, hinted_button=1, hint_told='{"move": "x"}'))
    marked = [
        b.classList.contains("hinted") for b in document["actions"].querySelectorAll("button")
    ]
    assert marked == [False, True] and document["board"].dataset.hint == '{"move": "x"}'


def test_screen_readers_keep_the_last_lines_and_errors_are_marked() -> None:
    document = Document()
    view = PageView(UI, document, EN)
    for line in range(ANNOUNCED_LINES + 3):
        view.message(f"line {line}")
    heard = [child.textContent for child in document["announce"].children]
    assert heard == [f"line {line}" for line in range(3, ANNOUNCED_LINES + 3)]
    view.message("told already", heard=False)
    last = document["announce"].lastElementChild
    assert last is not None and last.textContent == f"line {ANNOUNCED_LINES + 2}"
    view.message("no", error=True)
    assert document["message"].classList.contains("error")
    view.message("")
    assert not document["message"].classList.contains("error")


def test_a_note_beside_a_tap_stays_on_the_board() -> None:
    document = Document()
    view = PageView(UI, document, EN)
    view.note_at("Not there", 5.0, 40.0, board_width=300.0)
    note = document["tap-note"]
    assert note.style.left == "130.0px" and note.classList.contains("below")
    view.note_at("Not there", 290.0, 200.0, board_width=300.0)
    assert note.style.left == "170.0px" and not note.classList.contains("below")


def test_the_end_screen_opens_once_with_the_breakdown_and_the_hints_used() -> None:
    document = Document()
    view = PageView(UI, document, EN)
    state = played(0)
    while not state.is_over():
        state = state.apply(state.legal_actions()[-1])
    view.show_end(state, ("human", "ai:easy"), hints_used=2)
    assert document["end"].open and not document["end-hints"].hidden
    assert 'data-testid="breakdown-0"' in document["end-scores"].innerHTML
    view.close_dialogs()
    assert not document["end"].open


def test_since_your_move_lists_the_computers_moves_newest_last_and_counts_older_ones() -> None:
    """On a phone the log is far below the board, and a newcomer missed the computer's
    turns: when it is the person's turn again, the page lists what the others did since."""
    document = Document()
    view = PageView(UI, document, EN)
    first, answered = played(1), played(2)
    view.render(panels(first, awaiting_person=False))
    assert document["recap"].hidden  # the computer is to move: nothing to catch up on
    view.render(panels(answered))
    assert not document["recap"].hidden
    reply = EN.say(first.describe(answered.last_action))
    assert EN("app.recap.since") in document["recap"].innerHTML
    assert reply in document["recap"].innerHTML
    view.render(panels(answered, replay=Replay.of(answered)))
    assert document["recap"].hidden
    hot_seat = panels(answered, seats=("human", "human"))
    view.render(hot_seat)
    assert document["recap"].hidden  # "your" move would be anyone's

    australia = board_for("australia")
    state = pygames.get_game("australia").new_game(players=3, seed=2)
    seats = ("human", "ai:easy", "ai:easy")

    def since(state: State) -> list[str]:
        """What the others did since the person's last move, newest first, each with the
        points it changed as the log marks them."""
        lines, at = [], state
        while at.parent is not None and (mover := at.parent.current_player) != 0:
            assert mover is not None
            marks = score_marks(australia, EN, at.parent, at, mover)
            lines.append(f"{escape(EN.say(at.parent.describe(at.last_action)))} {marks}".rstrip())
            at = at.parent
        return lines

    def scored(lines: list[str]) -> bool:
        return any('class="gain"' in line for line in lines[:RECAP_LINES])

    rng = random.Random(2)
    while state.current_player != 0 or len(since(state)) <= RECAP_LINES or not scored(since(state)):
        state = state.apply(rng.choice(state.legal_actions()))
    others = since(state)
    assert len(others) > RECAP_LINES
    shown = since_your_move(australia, EN, state, seats)
    listed = others[:RECAP_LINES]
    assert [shown.index(line) for line in reversed(listed)] == sorted(
        shown.index(line) for line in listed
    )  # oldest first, the newest last
    assert others[RECAP_LINES] not in shown
    assert EN.say(Say.count("app.recap.earlier", len(others) - RECAP_LINES)) in shown


def test_since_your_move_shows_what_the_person_s_own_move_gave_the_others() -> None:
    """Down Under's neutral lines lengthen other paths: du5 trailed Yellow all game, fed by
    their own cards, without seeing it. The list opens with the person's last move when it
    changed another player's score, with every change it made."""
    down_under = board_for("down-under")
    seats = ("human", "ai:easy", "ai:easy")
    rng = random.Random(5)
    seen = {True: 0, False: 0}
    for seed in range(6):
        state = pygames.get_game("down-under").new_game(players=3, seed=seed)
        while not state.is_over():
            state = state.apply(rng.choice(state.legal_actions()))
            if state.current_player != 0:
                continue
            mine = state  # back to the state the person's last move left
            while mine.parent is not None and mine.parent.current_player != 0:
                mine = mine.parent
            if mine.parent is None or mine is state:
                continue
            before = mine.parent
            fed = any(before.scores()[p].total != mine.scores()[p].total for p in (1, 2))
            shown = since_your_move(down_under, EN, state, seats)
            assert (EN("app.recap.yours") in shown) == fed
            if fed:
                assert score_marks(down_under, EN, before, mine, 0) in shown
            seen[fed] += 1
    assert seen[True] and seen[False]
