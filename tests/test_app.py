"""The app controller on a stand-in page: taps play moves, refusals change nothing, undo,
hints, the lens, saving and what the page is told, all in CPython."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence

import pygames
from pygames.core import Action, Say, State
from pygames.web.board_view import NOTED_RING, BoardView
from pygames.web.boards import board_for
from pygames.web.match import Match, Replay
from pygames.web.opening import Opening
from pygames.web.page_view import PageView
from pygames.web.parts import assemble
from pygames.web.routes import Step, route_to
from pygames.web.settings import Settings
from pygames.web.text import Text
from tests.playouts import previous
from tests.stand_in_page import Document, PageCanvas, Show, Storage, events

SIZE = (600.0, 500.0)
#: Offboard's board on a 390 px phone: its cells closer than a fingertip.
PHONE_BOARD = (374.0, 374.0)
SAVE_KEY = "pygames:v1:save:test"


class Page:
    """An app on a stand-in page, and what the page saw."""

    def __init__(
        self,
        game_id: str,
        seats: tuple[str, ...],
        seed: int,
        size: tuple[float, float] = SIZE,
        replay: Replay | None = None,
        *,
        welcome: Say | None = None,
        settings: Settings | None = None,
        storage: Storage | None = None,
        first_hint_ahead: bool = False,
    ) -> None:
        """A page on a fresh match, or, given the ``storage`` of an earlier page, the page
        that page's reload opens: its saved match, resumed. ``first_hint_ahead`` as a real
        page does: only inside a running event loop."""
        self.document = Document()
        self.storage = storage or Storage()
        self.canvas = PageCanvas(*size)
        self.show = Show()
        self.told, emit = events()
        ui = board_for(game_id)
        game = pygames.get_game(game_id)
        if storage is None:
            opening = Opening(Match.start(game, seats, seed), replay, welcome=welcome)
        else:
            opening = Opening(Match.from_save(storage.items[SAVE_KEY], game), resumed=True)
        self.app = assemble(
            ui,
            opening,
            view=PageView(ui, self.document, Text("en")),
            board=BoardView(ui, self.canvas, self.document["board"]),
            show=self.show.attach,
            storage=self.storage,
            save_key=SAVE_KEY,
            settings=settings or Settings(),
            emit=emit,
            now=lambda: 0.0,
            today=lambda: (2026, 11, 27),
            first_hint_ahead=first_hint_ahead,
        )
        self.app.start()
        self.app.board_seen()

    def play_by_taps(self, action: Action) -> None:
        """Play ``action`` as a person would: the taps and presses the board needs."""
        route = route_to(self.app.ui, self.app.match.state, action, SIZE)
        assert route is not None
        self.follow(route.steps)

    def follow(self, steps: Sequence[Step]) -> None:
        """Make the taps and presses of a route's ``steps``."""
        for step in steps:
            if step.button is None:
                self.app.input.click(step.x, step.y, fingers=False)
            else:
                self.app.press(step.button)

    def text(self, element_id: str) -> str:
        return str(self.document[element_id].textContent)


def _moves(page: Page) -> int:
    return len(page.app.match.state.actions())


def test_a_move_made_by_taps_is_played_saved_logged_and_told() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    start = page.app.match.state
    action = start.legal_actions()[5]
    page.play_by_taps(action)
    after = page.app.match.state
    assert after.parent is start and after.last_action == action
    saved = json.loads(page.storage.items[SAVE_KEY])
    assert saved["record"]["actions"] == [str(action)]
    assert page.told == [("move", {"move": str(action), "player": 0})]
    page.show.come_to_rest()
    assert page.text("status").startswith("Yellow to move")
    moved = Text("en").say(start.describe(action))
    assert moved in page.document["log"].innerHTML
    announced = page.document["announce"].lastElementChild
    assert announced is not None and moved in announced.textContent
    assert page.show.started and page.app.selection is None


def test_a_refused_move_says_why_and_changes_nothing() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    start, saved = page.app.match.state, dict(page.storage.items)
    illegal = start.parse_action("A1>NE")
    assert illegal not in start.legal_actions()
    reason = page.app.play(illegal)
    assert reason is not None
    assert page.app.match.state is start and page.storage.items == saved and page.told == []
    assert page.document["message"].classList.contains("error")
    assert Text("en").say(reason) in page.text("message")


def test_a_tap_refused_marks_the_place_its_words_speak_of_until_the_next_tap() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    state = page.app.match.state
    hits = page.app.screen.board.hits
    theirs = next(h for h in hits if page.app.ui.tap(state, None, h.key).message is not None)
    page.app.input.click(theirs.x, theirs.y, fingers=False)
    assert page.text("message") and page.app.match.state is state
    rings = [c for c in page.canvas.named("circle") if c[2]["stroke"] == NOTED_RING]
    assert rings and all(c[1][:2] == (theirs.x, theirs.y) for c in rings)
    mine = next(h for h in hits if page.app.ui.tap(state, None, h.key).selection is not None)
    page.app.input.click(mine.x, mine.y, fingers=False)
    assert not [c for c in page.canvas.named("circle") if c[2]["stroke"] == NOTED_RING]


def test_undo_takes_back_the_person_s_move_and_the_computer_s_answer() -> None:
    async def scenario() -> tuple[Page, State]:
        page = Page("offboard", ("human", "ai:easy"), seed=3)
        page.app.settings = Settings(ai_speed="fast")
        start = page.app.match.state
        page.app.play(start.legal_actions()[0])
        assert page.app.computer.thinking and page.app.computer.task is not None
        await page.app.computer.task
        return page, start

    page, start = asyncio.run(scenario())
    assert _moves(page) == 2 and page.app.interactive()
    assert not page.document["undo"].disabled
    page.app.undo()
    assert page.app.match.state is start
    assert page.text("message") == Text("en")("app.taken_back")
    assert page.document["undo"].disabled


def test_a_finger_between_two_places_opens_the_lens_and_the_next_tap_picks_in_it() -> None:
    page = Page("offboard", ("human", "human"), seed=3, size=PHONE_BOARD)
    board = page.app.screen.on_board()
    live = [hit for hit in board.hits if page.app.ui.tap(board.state, None, hit.key).selection]
    a, b = min(
        ((a, b) for a in live for b in live if a is not b),
        key=lambda pair: (pair[0].x - pair[1].x) ** 2 + (pair[0].y - pair[1].y) ** 2,
    )
    page.app.input.click((a.x + b.x) / 2, (a.y + b.y) / 2, fingers=True)
    lens = page.app.input.lens
    assert lens is not None and page.document["board"].dataset.lens == "open"
    assert page.app.selection is None  # nothing picked yet: the lens asks which
    x, y = lens.to_lens(a.x, a.y)
    page.app.input.click(x, y, fingers=True)
    assert page.app.input.lens is None and page.document["board"].dataset.lens == ""
    assert page.app.selection == page.app.ui.tap(board.state, None, a.key).selection


def test_a_mouse_click_between_places_never_opens_the_lens() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    hits = page.app.screen.board.hits
    page.app.input.click((hits[0].x + hits[1].x) / 2, (hits[0].y + hits[1].y) / 2, fingers=False)
    assert page.app.input.lens is None


def test_a_hint_is_thought_then_shown_unplayed_marked_and_told() -> None:
    async def scenario() -> Page:
        page = Page("offboard", ("human", "ai:easy"), seed=3)
        page.app.ask_hint()
        assert page.text("message") == Text("en")("app.hint.thinking")
        assert page.app.hints.task is not None
        await page.app.hints.task
        return page

    page = asyncio.run(scenario())
    (event, detail) = page.told[-1]
    assert event == "hint" and _moves(page) == 0
    shown = json.loads(page.document["board"].dataset.hint)
    assert shown["move"] == detail["move"]
    assert [hint.ply for hint in page.app.match.hints] == [0]
    assert json.loads(page.storage.items[SAVE_KEY])["hints"] == [[0, detail["move"]]]
    assert page.text("message").startswith("Hint:")


def test_a_hint_is_refused_while_a_computer_moves() -> None:
    async def scenario() -> None:
        page = Page("offboard", ("ai:easy", "human"), seed=3)
        page.app.ask_hint()
        assert page.text("message") == Text("en")("app.hint.not_your_turn")
        assert page.app.hints.task is None
        page.app.computer.cancel()

    asyncio.run(scenario())


def test_a_hint_for_a_position_that_is_gone_is_dropped() -> None:
    async def scenario() -> Page:
        page = Page("offboard", ("human", "human"), seed=3)
        page.app.ask_hint()
        task = page.app.hints.task
        assert task is not None
        page.app.play(page.app.match.state.legal_actions()[0])  # before the hint is found
        await task
        return page

    page = asyncio.run(scenario())
    assert [event for event, _ in page.told] == ["move"]
    assert page.app.hints.last is None and page.document["board"].dataset.hint == ""


def test_the_page_draws_the_board_once_per_render_and_writes_only_changed_panels() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    pictures, players = page.canvas.pictures, page.document["players"].writes
    page.app.screen.render()
    assert page.canvas.pictures == pictures + 1
    assert page.document["players"].writes == players  # the same markup is not written again


def test_escape_puts_down_what_is_picked_and_arrows_move_the_ring() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    app = page.app
    app.input.keys_on_board(True)
    assert app.input.key("ArrowRight", ctrl=False) is True
    ring = app.input.focus
    assert ring is not None and app.input.ring() == ring
    board = app.screen.on_board()
    live = next(hit for hit in board.hits if app.ui.tap(board.state, None, hit.key).selection)
    app.input.focus = live.key
    assert app.input.key("Enter", ctrl=False) is True
    assert app.selection is not None and app.match.state.parent is None
    assert app.input.key("Escape", ctrl=False) is False and app.selection is None
    app.input.keys_on_board(False)
    assert app.input.ring() is None


def test_the_status_waits_for_a_computer_s_move_to_come_to_rest() -> None:
    async def scenario() -> Page:
        page = Page("offboard", ("ai:easy", "human"), seed=3)
        page.app.settings = Settings(ai_speed="fast")
        thinking = page.text("status")
        assert thinking == Text("en")("app.thinking", player="Red")
        assert page.app.computer.task is not None
        await page.app.computer.task
        assert _moves(page) == 1 and page.show.moving
        assert page.text("status") == thinking  # the marble is still on its way
        return page

    page = asyncio.run(scenario())
    page.show.come_to_rest()
    assert page.text("status").startswith(Text("en")("app.to_move", player="Yellow", hint=""))


def test_a_switch_beside_the_board_changes_the_drawing_and_is_remembered() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    coordinates = 'data-switch="coordinates" data-testid="coordinates"'
    assert coordinates in page.document["switches"].innerHTML
    assert f"{coordinates} checked" not in page.document["switches"].innerHTML
    before = len(page.canvas.named("text"))
    page.app.change_switch("coordinates", True)
    assert len(page.canvas.named("text")) > before  # the places' names are written
    assert f"{coordinates} checked" in page.document["switches"].innerHTML
    stored = json.loads(page.storage.items["pygames:v1:settings"])
    assert stored["switches"] == {"coordinates": True}


def test_undo_after_a_roll_says_why_it_stops_and_changes_nothing() -> None:
    page = Page("outback", ("human", "human"), seed=1)
    page.app.play(page.app.match.state.parse_action("roll"))
    rolled, saved = page.app.match.state, page.storage.items[SAVE_KEY]
    assert not page.document["undo"].disabled  # pressing it says why
    refusal = page.app.undo()
    assert refusal is not None and refusal.key == "app.undo.revealed"
    assert page.app.match.state is rolled and page.storage.items[SAVE_KEY] == saved
    roll = Text("en").say(previous(rolled).describe(rolled.last_action))
    assert roll in page.text("message")


def test_undo_after_losing_to_the_computer_closes_the_end_screen_and_plays_on() -> None:
    async def scenario() -> Page:
        page = Page("offboard", ("human", "ai:easy"), seed=3)
        page.app.settings = Settings(ai_speed="fast")
        while not page.app.match.state.is_over():
            if page.app.interactive():
                page.app.play(page.app.match.state.legal_actions()[-1])
            else:
                assert page.app.computer.task is not None
                await page.app.computer.task
        return page

    page = asyncio.run(scenario())
    end = page.document["end"]
    assert end.open and not page.document["end-undo"].hidden
    assert page.app.undo() is None
    end = page.document["end"]  # read again, or mypy keeps end.open True (python/mypy#11969)
    assert not end.open and not page.app.match.state.is_over()
    assert page.app.interactive()


def test_a_computer_to_move_first_waits_until_the_board_is_seen() -> None:
    async def scenario() -> None:
        document, storage, canvas = Document(), Storage(), PageCanvas(*SIZE)
        ui = board_for("offboard")
        match = Match.start(pygames.get_game("offboard"), ("ai:easy", "human"), 3)
        app = assemble(
            ui,
            Opening(match),
            view=PageView(ui, document, Text("en")),
            board=BoardView(ui, canvas, document["board"]),
            show=Show().attach,
            storage=storage,
            save_key=SAVE_KEY,
            settings=Settings(),
            emit=lambda _event, _detail: None,
            now=lambda: 0.0,
            today=lambda: (2026, 11, 27),
            first_hint_ahead=False,
        )
        app.start()
        assert not app.computer.thinking and canvas.pictures == 1  # shown, not yet played
        app.board_seen()
        assert app.computer.thinking
        app.computer.cancel()

    asyncio.run(scenario())


def test_the_page_s_first_hint_is_thought_on_the_person_s_first_turn_and_shown_at_once() -> None:
    """A fresh browser runs its first search up to twice as slow: the page thinks its first
    hint while the person looks at the board, unasked, and only that one."""

    async def asked_at_once() -> None:
        page = Page("offboard", ("human", "ai:easy"), seed=3, first_hint_ahead=True)
        thinking = page.app.hints.task
        assert thinking is not None  # the board is seen, the person is to move
        await thinking
        assert page.document["board"].dataset.hint == ""  # thought, not shown
        page.app.ask_hint()
        showing = page.app.hints.task
        assert showing is not None and showing is not thinking  # shown on the next turn ...
        await showing
        assert page.document["board"].dataset.hint  # ... without thinking again
        hinted = page.app.hints.last
        assert hinted is not None and hinted.state is page.app.match.state

    async def never_asked() -> None:
        page = Page("offboard", ("human", "ai:easy"), seed=3, first_hint_ahead=True)
        page.app.settings = Settings(ai_speed="fast")
        thinking = page.app.hints.task
        assert thinking is not None
        page.app.play(page.app.match.state.legal_actions()[0])  # the computer answers
        assert page.app.computer.task is not None
        await page.app.computer.task
        assert page.app.interactive()
        await thinking  # dropped once the person moved
        assert page.app.hints.task is thinking  # and none thought since

    asyncio.run(asked_at_once())
    asyncio.run(never_asked())


def test_the_move_list_plays_the_move_chosen_and_a_hint_chooses_its_own() -> None:
    page = Page("offboard", ("human", "human"), seed=3)
    lines = page.document["legal-moves"].querySelectorAll("input")
    legal = page.app.match.state.legal_actions()
    assert [line.value for line in lines] == [str(action) for action in legal]
    assert "<select" not in page.document["legal-moves"].innerHTML  # lines that wrap
    lines[4].checked = True
    page.app.play_listed()
    assert page.app.match.state.last_action == legal[4]


def test_the_page_s_language_arriving_again_keeps_the_message_and_another_says_it_anew() -> None:
    """The page's catalog arrives after the app opened in its language: a first game's line
    or a bad link's note said at opening stays; a new language takes the old words away."""
    page = Page("offboard", ("human", "human"), seed=3)
    page.app.view.message("Said at opening")
    page.app.screen.change_language("en")
    assert page.text("message") == "Said at opening"
    page.app.screen.change_language("de")
    assert page.text("message") == "" and page.app.view.text.language == "de"


def test_a_first_game_s_line_waits_for_the_lesson_s_offer_to_be_declined() -> None:
    """One thing at a time: beside the offer of a lesson, the line on how a first game was
    set up would be a second thing to read; it is said once the offer is declined."""
    welcome = Say("australia.first_game")
    page = Page("australia", ("human", "ai:easy"), seed=3, welcome=welcome)
    assert page.app.tutor.offering and page.text("message") == ""
    page.app.decline_lesson()
    assert page.text("message") == page.app.view.text.say(welcome) != ""
    offered = Settings().with_offered("australia")
    again = Page("australia", ("human", "ai:easy"), seed=3, welcome=welcome, settings=offered)
    assert not again.app.tutor.offering
    assert again.text("message") == again.app.view.text.say(welcome)


def test_a_replay_shows_a_move_as_it_was_played_only_when_stepped_one_move_on() -> None:
    state = pygames.get_game("australia").new_game(seed=3)
    for _ in range(6):
        state = state.apply(state.legal_actions()[0])
    page = Page("australia", ("human", "human"), seed=3, replay=Replay.of(state))
    ui, shows = page.app.ui, page.show.started
    page.app.step(-3)
    page.app.step(10**9)  # the last move, but not one move on: shown at rest
    assert shows == []
    page.app.step(-1)
    page.app.step(1)
    length = ui.motion(state) * Settings().motion_scale() if ui.motion is not None else 0.0
    assert shows == [(ui.caused(state), length, Settings().telling_pace())] and length > 0
    page.app.step(1)  # at the end already: nothing moved
    assert len(shows) == 1 and page.app.match.state.actions() == []


def test_a_half_made_move_is_still_picked_after_a_reload_and_gone_once_played() -> None:
    page = Page("australia", ("human", "human"), seed=5)
    state = page.app.match.state
    while not any(str(a).startswith("play") for a in state.legal_actions()):
        page.app.play(state.legal_actions()[0])  # the deal and a flight, to a card to play
        state = page.app.match.state
    play = next(a for a in state.legal_actions() if str(a).startswith("play"))
    route = route_to(page.app.ui, state, play, SIZE)
    assert route is not None and len(route.steps) > 1
    page.follow(route.steps[:1])
    picked = page.app.selection
    assert picked is not None and page.app.match.state is state
    reloaded = Page("australia", ("human", "human"), seed=5, storage=page.storage)
    assert reloaded.app.selection == picked
    assert reloaded.app.match.state.record() == state.record()
    reloaded.follow(route.steps[1:])  # the move finished where it was left
    assert reloaded.app.match.state.last_action == play
    again = Page("australia", ("human", "human"), seed=5, storage=reloaded.storage)
    assert again.app.selection is None


def test_a_new_match_brings_the_board_back_into_view_if_it_was_scrolled_away() -> None:
    """On a phone the lesson's last button lies under the board: the real game it started
    left a newcomer looking at the panel, the board scrolled away above."""
    page = Page("offboard", ("human", "human"), seed=3)
    board = page.document["board"]
    board.top = -420.0  # scrolled away above the screen
    page.app.rematch()
    assert board.top == 0.0
    board.top = 35.0  # in view: left where it is
    page.app.rematch()
    assert board.top == 35.0
