"""The guided first games: each lesson's record plays, a step takes its move and answers any
other, the computer plays its part, and on the page a lesson is offered once, marks where
to act, survives a reload, never touches a saved game and ends in a real one."""

from __future__ import annotations

import asyncio
import contextlib
import json
from dataclasses import replace

import pytest

import pygames
from pygames.core import IllegalAction, State
from pygames.games.outback import OutbackState
from pygames.web.board_view import HINT_RING, BoardView
from pygames.web.boards import board_for
from pygames.web.canvas import Call
from pygames.web.launch import Launch
from pygames.web.lessons import LESSONS, Lesson, lesson_for
from pygames.web.match import Match
from pygames.web.opening import LESSON_SUFFIX, open_page
from pygames.web.out_of_mine.layout import plan
from pygames.web.page_view import PageView
from pygames.web.parts import assemble
from pygames.web.settings import SETTINGS_KEY, Settings
from pygames.web.text import LANGUAGES, Text
from tests.playouts import decide
from tests.stand_in_page import Document, PageCanvas, Show, Storage

SIZE = (600.0, 500.0)
#: A phone's board for Australia: the page's width at 390 px, the map over the table.
PHONE_BOARD = (374.0, 573.0)


def save_key_of(game_id: str) -> str:
    return f"pygames:v1:save:{game_id}"


SAVE_KEY = save_key_of("offboard")


def lesson(game_id: str) -> Lesson:
    found = lesson_for(game_id)
    assert found is not None
    return found


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_every_lesson_plays_through_the_engine(game_id: str) -> None:
    assert lesson(game_id).problems() == []


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_every_step_is_said_in_every_language(game_id: str) -> None:
    keys = [step.say for step in lesson(game_id).steps] + [lesson(game_id).done]
    for language in LANGUAGES:
        said = [Text(language)(key) for key in keys]
        assert all(said) and len(set(said)) == len(said)  # each step says its own thing


def test_a_lesson_with_a_wrong_move_is_caught_by_its_check() -> None:
    good = lesson("offboard")
    broken = Lesson(good.game_id, good.seed, ("C5>E", "A1>E"), good.steps[:1], good.done)
    assert broken.problems() and "move 2" in broken.problems()[0]
    astray = Lesson(good.game_id, good.seed, good.moves, (good.steps[1], *good.steps[1:]), "x")
    assert any("teaches" in problem for problem in astray.problems())


def test_a_lesson_starts_after_its_opening_and_counts_its_steps_from_there() -> None:
    guided = lesson("offboard")
    later = replace(guided, opening=2, steps=guided.steps[1:])
    start = later.start()
    assert [str(action) for action in start.actions()] == list(guided.moves[:2])
    assert later.taken(start) == 0 and later.step(start) == guided.steps[1]
    assert later.expected(start) == start.parse_action(guided.moves[2])
    # Offboard reveals nothing, so Undo at the first step would go back to the opening's move
    assert later.problems() == ["undo could take the person back into the opening"]


def test_a_step_takes_its_move_and_answers_any_other_legal_move() -> None:
    guided = lesson("offboard")
    start = guided.start()
    taught = start.parse_action(guided.steps[0].move or "")
    assert guided.expected(start) == taught and guided.refusal(start, taught) is None
    other = next(action for action in start.legal_actions() if action != taught)
    refusal = guided.refusal(start, other)
    assert refusal is not None and refusal.key == "lesson.not_this"
    assert str(taught) not in Text("en").say(refusal)  # the board marks it; no notation
    illegal = start.parse_action("A1>E")
    assert guided.refusal(start, illegal) is None  # the engine's to refuse, with its reason
    with pytest.raises(IllegalAction):
        start.apply(illegal)


def test_the_computer_plays_the_record_and_the_easy_level_after_it() -> None:
    guided = lesson("offboard")
    state: State = guided.start()
    for notation in guided.moves:
        if state.current_player != guided.person:
            player = state.current_player
            assert player is not None
            assert str(decide(guided.agent(1), state)) == notation
        state = state.apply(state.parse_action(notation))
    assert guided.is_done(state)
    after = decide(guided.agent(1), state)  # past the record: a move of the easy level
    assert after in state.legal_actions()


class Page:
    """An app on a stand-in page, with the page's storage as it was before it opened."""

    def __init__(
        self,
        storage: Storage,
        settings: Settings | None = None,
        game_id: str = "offboard",
        size: tuple[float, float] = SIZE,
        launch: Launch | None = None,
    ) -> None:
        settings = settings if settings is not None else Settings()
        self.document, self.storage = Document(), storage
        game, ui = pygames.get_game(game_id), board_for(game_id)
        save_key = save_key_of(game_id)
        opening = open_page(
            game,
            launch or Launch(),
            settings,
            storage.getItem(save_key),
            today=lambda: (2026, 11, 27),
            lesson=storage.getItem(save_key + LESSON_SUFFIX),
            first=ui.first_game,
        )
        self.app = assemble(
            ui,
            opening,
            view=PageView(ui, self.document, Text("en")),
            board=BoardView(ui, PageCanvas(*size), self.document["board"]),
            show=Show().attach,
            storage=storage,
            save_key=save_key,
            settings=settings,
            emit=lambda _event, _detail: None,
            now=lambda: 0.0,
            today=lambda: (2026, 11, 27),
            first_hint_ahead=False,
        )
        self.app.start()
        self.app.board_seen()

    def says(self) -> str:
        return str(self.document["lesson-text"].textContent)

    def tap_as_marked(self, *, fingers: bool = False) -> None:
        """Tap the place the lesson marks, or press the button it marks (with ``fingers``,
        a touch where the ring is drawn, as a person's finger would)."""
        hint = json.loads(self.document["board"].dataset.hint or "null")
        assert hint is not None, "the lesson marks where to act"
        if hint["button"] is not None:
            self.app.press(hint["button"])
            return
        if fingers:
            x, y = json.loads(self.document["board"].dataset.mark)
            self.app.input.click(x, y, fingers=True)
            return
        board = self.app.screen.on_board()
        place = next(
            hit
            for hit in board.hits
            if json.dumps(hit.key, default=str) == json.dumps(hint["place"], default=str)
        )
        self.app.input.click(place.x, place.y, fingers=False)


async def _computer(page: Page) -> None:
    while page.app.computer.thinking:
        assert page.app.computer.task is not None
        await page.app.computer.task


def test_a_first_visit_is_offered_the_lesson_until_it_is_answered() -> None:
    """Offered on a first visit, and again after a reload before any answer (a newcomer's
    reload lost it for good); once declined, started or played past, it is not offered."""
    storage = Storage()
    first = Page(storage)
    assert not first.document["lesson"].hidden and "Offboard" in first.says()
    assert not first.document["lesson-start"].hidden
    assert first.document["learn"].hidden  # the offer's own button is the one to press
    assert "offboard" not in stored_settings(storage).offered
    reloaded = Page(storage, stored_settings(storage))
    assert not reloaded.document["lesson"].hidden
    reloaded.app.decline_lesson()
    assert reloaded.document["lesson"].hidden and not reloaded.document["learn"].hidden
    assert json.loads(storage.items[SETTINGS_KEY])["offered"] == ["offboard"]
    again = Page(storage, stored_settings(storage))
    assert again.document["lesson"].hidden
    again.app.start_lesson()  # "Learn to play" is not offered while the lesson is played
    assert again.document["learn"].hidden


def stored_settings(storage: Storage) -> Settings:
    """The settings a page opening now reads from ``storage``."""
    stored = storage.getItem(SETTINGS_KEY)
    return Settings.from_json(stored) if stored else Settings()


def test_the_offer_stays_until_the_person_moves() -> None:
    """A computer moving first does not take the offer away under the person's eyes."""

    async def scenario() -> Page:
        page = Page(Storage(), Settings(ai_speed="fast"), launch=Launch(seats=("ai:easy", "human")))
        await _computer(page)
        assert page.app.match.awaiting_human() and not page.document["lesson"].hidden
        page.app.play(page.app.match.state.legal_actions()[0])
        assert page.document["lesson"].hidden
        page.app.computer.cancel()
        return page

    asyncio.run(scenario())


async def _stopped(page: Page) -> None:
    """Drop the computer's move being thought, if any (the dwarves move first)."""
    task = page.app.computer.task
    if page.app.computer.thinking and task is not None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


def test_a_first_visit_opens_the_board_s_first_game_and_says_how_it_was_set_up() -> None:
    async def scenario(settings: Settings) -> Page:
        page = Page(Storage(), settings, game_id="out-of-mine")
        await _stopped(page)
        return page

    first = asyncio.run(scenario(Settings()))
    assert first.app.match.seats == ("human", "ai:easy")
    # the lesson is offered first; the line waits for the offer to be declined
    assert first.app.tutor.offering and str(first.document["message"].textContent) == ""
    first.app.decline_lesson()
    said = str(first.document["message"].textContent)
    assert said == Text("en")("out-of-mine.first_game")
    assert not first.document["message"].classList.contains("error")
    chosen = Settings().with_seats("out-of-mine", ("human", "ai:hard"))
    again = asyncio.run(scenario(chosen))
    assert again.app.match.seats == ("human", "ai:hard")
    assert not again.document["message"].textContent


@pytest.mark.parametrize("game_id", list(LESSONS))
def test_the_lesson_is_played_by_its_marks_to_the_end_and_ends_in_a_real_game(
    game_id: str,
) -> None:
    storage, key, guided = Storage(), save_key_of(game_id), lesson(game_id)
    saved = Match.start(pygames.get_game(game_id), ["human", "ai:hard"], seed=9)
    saved.play(saved.state.legal_actions()[0])
    storage.setItem(key, saved.to_save())

    async def scenario() -> Page:
        settings = Settings(ai_speed="fast", offered=frozenset({game_id}))
        page = Page(storage, settings, game_id)
        page.app.start_lesson()
        steps = len(guided.steps)
        for step in range(steps):
            assert page.document["lesson-step"].textContent == f"Step {step + 1} of {steps}"
            prompt = Text("en").say(page.app.ui.prompt(page.app.match.state, page.app.selection))
            status = str(page.document["status"].textContent)  # one instruction: the step's
            assert not prompt or prompt not in status, status
            before = len(page.app.match.state.actions())
            while len(page.app.match.state.actions()) == before:
                page.tap_as_marked()
            await _computer(page)
        assert page.app.tutor.lesson is not None
        assert page.app.tutor.lesson.is_done(page.app.match.state)
        played = [str(action) for action in page.app.match.state.actions()]
        assert played[: len(guided.moves)] == list(guided.moves)
        text = Text("en")  # the game's last words, and where to ask what a mark is
        assert page.says() == f"{text(guided.done)} {text('lesson.marks')}"
        assert storage.getItem(key) == saved.to_save()  # the real game was never touched
        assert not page.document["lesson-play"].hidden
        page.app.end_lesson(play_on=True)
        await _stopped(page)  # the real game's computer may move first: not this test's
        return page

    page = asyncio.run(scenario())
    # The real game: the lesson's seats (Down Under's has three) unless it says otherwise
    # (Out of Mine!'s, played alone, races a dwarf), the computers easy.
    seats, _options = guided.real_game()
    assert page.app.tutor.lesson is None and page.app.match.seats == seats
    assert seats[0] == "human" and set(seats[1:]) == {"ai:easy"}
    assert page.app.match.state.parent is None and key + LESSON_SUFFIX not in storage.items


def test_on_a_phone_the_lesson_rings_its_place_in_the_lens_a_finger_opens() -> None:
    """Australia's camps crowd together on a phone: a finger on the marked camp opens the
    lens, and the ring moves into it, where the next touch picks that camp."""
    page = Page(Storage(), Settings(offered=frozenset({"australia"})), "australia", PHONE_BOARD)
    page.app.start_lesson()
    guided, lenses = lesson("australia"), 0
    for step in guided.steps[:2]:  # flying, then a card into a camp: no computer between
        before = len(page.app.match.state.actions())
        for _touch in range(6):  # a few touches each, however the taps go
            if len(page.app.match.state.actions()) > before:
                break
            page.tap_as_marked(fingers=True)
            lenses += page.document["board"].dataset.lens == "open"
        assert str(page.app.match.state.actions()[-1]) == step.move
    assert lenses == 1


def test_out_of_mine_s_lesson_outlines_where_the_crystal_of_its_step_lands() -> None:
    """A step that teaches turning or flipping rings the tray, then Turn or Flip: the
    crystal's place in the gallery is outlined from the start, so the goal is seen."""

    async def scenario() -> list[bool]:
        page = Page(Storage(), Settings(offered=frozenset({"out-of-mine"})), "out-of-mine")
        page.app.start_lesson()
        canvas = page.app.screen.board.canvas
        assert isinstance(canvas, PageCanvas)
        outlined = []
        for _step in lesson("out-of-mine").steps[:5]:
            page.app.screen.render()
            rings = [c for c in canvas.named("line") if c[2].get("stroke") == HINT_RING]
            outlined.append(bool(rings) and all(c[2]["width"] == 3 for c in rings))
            before = len(page.app.match.state.actions())
            while len(page.app.match.state.actions()) == before:
                page.tap_as_marked()
        return outlined

    outlined = asyncio.run(scenario())
    # the side and the card's first look lay nothing; the three crystals after are outlined
    assert outlined == [False, False, True, True, True]


def test_out_of_mine_s_lesson_rings_the_call_button_without_covering_turn_flip_and_place() -> None:
    """The call button is wide: a circle round it covered the buttons beside it (a newcomer
    could not read Turn and Place under it); its ring follows the button's edges."""

    async def scenario() -> list[Call]:
        page = Page(Storage(), Settings(offered=frozenset({"out-of-mine"})), "out-of-mine")
        page.app.start_lesson()
        canvas = page.app.screen.board.canvas
        assert isinstance(canvas, PageCanvas)
        for _step in lesson("out-of-mine").steps:
            page.app.screen.render()
            hint = json.loads(page.document["board"].dataset.hint or "null")
            if hint is not None and hint["place"] == "call":
                return [c for c in canvas.calls if c[2].get("stroke") == HINT_RING]
            before = len(page.app.match.state.actions())
            while len(page.app.match.state.actions()) == before:
                page.tap_as_marked()
        pytest.fail("the lesson never marks the call button")

    drawn = asyncio.run(scenario())
    ringed = plan(*SIZE)
    call, tools = ringed.box(ringed.call), ringed.box(ringed.tools)
    assert drawn, "the call button is ringed"
    for kind, shape, _paint in drawn:
        x, y, r = shape if kind == "circle" else (0, 0, 0)
        points = shape[0] if kind == "polygon" else [(x - r, y - r), (x + r, y + r)]
        assert all(y < tools.y for _x, y in points), "the ring stays above Turn, Flip and Place"
        assert all(call.x - 8 <= x <= call.right + 8 for x, _y in points)


def test_out_of_mine_s_lesson_is_played_alone_with_no_clock_and_the_real_game_races_a_dwarf() -> (
    None
):
    guided = lesson("out-of-mine")
    start = guided.start()
    assert start.players == 1 and start.options["solo"] == "calm"
    seats, options = guided.real_game()
    real = pygames.get_game("out-of-mine").new_game(players=len(seats), seed=1, options=options)
    assert seats == ("human", "ai:easy") and real.options["solo"] == "clock"


def test_a_step_played_with_the_clock_s_tenth_before_it_takes_both_by_one_tap() -> None:
    guided = lesson("out-of-mine")
    state: State = guided.start()
    for notation in guided.moves[:3]:  # a side, Start, the first crystal laid
        state = state.apply(state.parse_action(notation))
    step = guided.step(state)
    assert step is not None and step.before == ("+0.1s",) and guided.taken(state) == 3
    tenth = state.parse_action("+0.1s")
    taught = state.apply(tenth).parse_action(step.move or "")
    assert guided.expected(state) == taught
    assert guided.refusal(state, taught, before=(tenth,)) is None
    elsewhere = next(
        action
        for action in state.apply(tenth).legal_actions()
        if str(action).startswith("put") and action != taught
    )
    refusal = guided.refusal(state, elsewhere, before=(tenth,))
    assert refusal is not None and refusal.key == "out-of-mine.lesson.not_there"
    halfway = state.apply(tenth)  # a tap that played the tenth and stopped: the step goes on
    assert guided.taken(halfway) == 3
    assert guided.refusal(halfway, taught) is None


def test_a_step_s_tenth_out_of_step_with_the_record_is_caught_by_the_check() -> None:
    good = lesson("out-of-mine")
    late = tuple(replace(step, before=()) for step in good.steps)
    assert any("teaches" in problem for problem in replace(good, steps=late).problems())


def test_a_wrong_move_in_a_lesson_is_answered_and_changes_nothing() -> None:
    page = Page(Storage(), Settings(ai_speed="fast", offered=frozenset({"offboard"})))
    page.app.start_lesson()
    start = page.app.match.state
    other = next(a for a in start.legal_actions() if str(a) != lesson("offboard").steps[0].move)
    refusal = page.app.play(other)
    assert refusal is not None and page.app.match.state is start
    assert page.document["message"].classList.contains("error")


def test_the_screen_reader_s_log_holds_no_line_of_the_game_before_a_lesson() -> None:
    """A lesson is a new game: what was said of the real game before it is gone from the
    log screen readers read, as the move log starts empty too."""

    async def scenario() -> tuple[list[str], list[str]]:
        page = Page(Storage(), Settings(ai_speed="fast", offered=frozenset({"offboard"})))
        page.app.play(page.app.match.state.legal_actions()[0])
        heard = page.document["announce"]
        real = [child.textContent for child in heard.children]
        page.app.start_lesson()
        page.app.computer.cancel()
        return real, [child.textContent for child in heard.children]

    real, in_lesson = asyncio.run(scenario())
    assert real and not set(in_lesson) & set(real)


def test_a_lesson_left_halfway_is_resumed_after_a_reload_and_leaving_restores_the_game() -> None:
    storage = Storage()
    saved = Match.start(pygames.get_game("offboard"), ["human", "human"], seed=9)
    storage.setItem(SAVE_KEY, saved.to_save())
    first = lesson("offboard").steps[0].move or ""

    async def scenario() -> None:
        page = Page(storage, Settings(ai_speed="fast", offered=frozenset({"offboard"})))
        page.app.start_lesson()
        page.app.play(page.app.match.state.parse_action(first))
        await _computer(page)

    asyncio.run(scenario())
    again = Page(storage, Settings(ai_speed="fast", offered=frozenset({"offboard"})))
    assert again.app.tutor.lesson is not None
    assert [str(action) for action in again.app.match.state.actions()] == list(
        lesson("offboard").moves[:2]
    )
    assert again.document["lesson-step"].textContent.startswith("Step 2")
    again.app.end_lesson(play_on=False)
    assert again.app.match.state.record() == saved.state.record()


def test_a_corrupt_lesson_progress_starts_the_lesson_again_with_a_note() -> None:
    storage = Storage()
    storage.setItem(SAVE_KEY + LESSON_SUFFIX, "not a save")
    page = Page(storage, Settings(ai_speed="fast", offered=frozenset({"offboard"})))
    assert page.app.tutor.lesson is not None and page.app.match.state.parent is None
    assert Text("en")("lesson.restarted") in str(page.document["message"].textContent)


def test_the_real_game_after_australia_s_lesson_does_not_open_on_the_windmill() -> None:
    """A newcomer who played the lesson met the windmill only in passing: the real game
    after it places the windmill itself, as a first game does, and opens on the deal."""
    seats, options = lesson("australia").real_game()
    start = pygames.get_game("australia").new_game(players=len(seats), seed=1, options=options)
    legal = [str(action) for action in start.legal_actions()]
    assert legal and all(move.startswith("draw") for move in legal)


def test_outback_s_lesson_says_what_counts_as_soon_as_the_markers_first_move() -> None:
    """A newcomer placed animals for five steps while their score stayed at -9, then -5,
    and only the last words said why: the step said once the first turn's markers have
    moved says what counts, with the score shown, in every language; the last words say
    what earns a bonus tile rather than that the lesson left them out."""
    guided = lesson("outback")
    state, said_in = guided.start(), dict[int, OutbackState]()
    for notation in guided.moves:
        if state.current_player == guided.person:
            assert isinstance(state, OutbackState)
            said_in.setdefault(guided.taken(state), state)
        state = state.apply(state.parse_action(notation))
    person, start = guided.person, said_in[0].boards[guided.person].markers
    moved = min(n for n, at in said_in.items() if at.boards[person].markers != start)
    score = said_in[moved].scores()[person].total
    en = Text("en")
    assert [n for n, step in enumerate(guided.steps) if "three lowest" in en(step.say)] == [moved]
    assert "green track" in en(guided.steps[moved].say)
    for language in LANGUAGES:
        assert f"\u2212{-score}" in Text(language)(guided.steps[moved].say), language
    done = en(guided.done)
    assert "three lowest" not in done and "left out" not in done.lower()
    assert "bonus tile the first time you have three animals of one kind" in done


def test_outback_s_lesson_rings_the_jeep_s_koala_then_its_hex_as_its_words_say() -> None:
    """Before the koala is picked, rows 2 and 3 are lit and the ring is on the jeep's
    koala; picked, the ring moves to the hex. The words said "the marked hex" while no hex
    was marked."""

    async def scenario() -> list[str]:
        page = Page(Storage(), Settings(offered=frozenset({"outback"})), "outback")
        page.app.start_lesson()
        for _step in range(2):  # keep the koalas, stop: no computer between
            before = len(page.app.match.state.actions())
            while len(page.app.match.state.actions()) == before:
                page.tap_as_marked()
        assert page.says() == Text("en")("outback.lesson.row")
        rung = [json.loads(page.document["board"].dataset.hint)["place"][0]]
        page.tap_as_marked()
        rung.append(json.loads(page.document["board"].dataset.hint)["place"][0])
        return rung

    assert asyncio.run(scenario()) == ["jeep", "hex"]
    said = Text("en")("outback.lesson.row")
    assert "ringed koala on the jeep" in said and "marked hex" not in said
