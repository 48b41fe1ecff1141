"""The app controller: one game's page, one match, the selection and the turn loop.

Input -> the board's tap -> ``Match.play`` -> the page shown again, after boardgame.io's
subscribe loop. The app holds the match, the replay on screen, what a person has picked
and the parts that serve the page, each with one job and none holding the app:

- ``page_view.PageView``: the panels around the board (reads a ``Panels`` value);
- ``board_view.BoardView``: the board's canvas and the places a tap can hit;
- ``board_input.BoardInput``: clicks, keys and the lens, answered as responses;
- ``computer.ComputerTurns``, ``hints.Hints``, ``tutor.Tutor`` (the lesson mode) and
  ``realtime`` (the clock of a turn played against it): built from callables;
- the show of the last move (``showing.Showing`` in the page): its motion and what it
  caused, told a line at a time.

No browser imports: the page (``page``, ``events``) builds the parts on the real DOM and
canvas and hands events in, and CPython tests run the same app on stand-ins.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import replace
from typing import Any, Protocol

from pygames.core import Action, IllegalAction, InvalidRecord, OptionValue, Say, State
from pygames.web import hints as hinting
from pygames.web.board_input import BoardInput, OnBoard
from pygames.web.board_view import DRAW_OPTIONS, BoardView, Picture, takes
from pygames.web.canvas import Point
from pygames.web.computer import ComputerTurns
from pygames.web.dragging import as_hand
from pygames.web.hints import Hints, hint_for, hint_words
from pygames.web.match import HUMAN, Match, Replay
from pygames.web.newgame import Setup
from pygames.web.opening import LESSON_SUFFIX, Opening, Today, fresh_seed, seats_for
from pygames.web.page_view import PageView, Panels, status
from pygames.web.realtime import Clock, Kept, clock_for
from pygames.web.settings import Settings, Storage, remember
from pygames.web.text import Text
from pygames.web.tutor import Tutor
from pygames.web.ui import BoardUI, Caused, Listed, Selection, Tap

#: Where a running clock is kept beside the save (``realtime.Kept``), for a reload.
CLOCK_SUFFIX = ":clock"


class Show(Protocol):
    """The show of the last move on the board (``showing.Showing`` in the page)."""

    def start(self, lines: Sequence[Caused], *, length: float, pace: float) -> None: ...
    def finish(self) -> bool: ...
    def busy(self) -> bool: ...
    def is_moving(self) -> bool: ...
    def follows_motion(self) -> bool: ...
    def progress(self) -> float: ...
    def place(self) -> Hashable | None: ...


class App:
    """Holds the match and keeps the page in step with it."""

    def __init__(
        self,
        ui: BoardUI[Any],
        opening: Opening,
        *,
        view: PageView,
        board: BoardView,
        show: Callable[[Callable[[], None], Callable[[], None]], Show],
        storage: Storage,
        save_key: str,
        settings: Settings,
        emit: Callable[[str, dict[str, Any]], None],
        now: Callable[[], float],
        today: Today,
    ) -> None:
        """``show(draw, settle)`` builds the show of the last move, which redraws the board
        with ``draw()`` and the whole page at rest with ``settle()``; the page's
        ``storage`` keeps the game under ``save_key`` and the ``settings``; ``emit`` tells
        the page (and an embedding page) what happened; ``now()`` is the page's clock in
        seconds and ``today()`` its date."""
        self.ui = ui
        self.game = opening.match.game
        self.view = view
        self.board = board
        self.input = BoardInput(
            ui,
            board.hover,
            board=self.on_board,
            take=self.take,
            redraw=self.render,
            settle=lambda: self.show.finish(),
        )
        self.storage = storage
        self.save_key = save_key
        self.settings = settings
        self.emit = emit
        self.today = today
        self.match = opening.match
        self.replay: Replay | None = opening.replay
        self.selection: Selection = None
        #: The dialogs that hold the computers back while open (the New game dialog).
        self.held: Callable[[], bool] = lambda: False
        #: Whether the board has been seen: computers to move first wait for it, so their
        #: moves are shown at the game's pace from then on, not played while the page loads.
        self.seen = False
        self.clock: Clock = clock_for(
            ui,
            now,
            kept=Kept.from_json(storage.getItem(save_key + CLOCK_SUFFIX)),
            keep=lambda kept: self.storage.setItem(self.save_key + CLOCK_SUFFIX, kept.to_json()),
        )
        self.show = show(self.draw_board, self.render)
        self.computer = ComputerTurns(
            self.play_all,
            lambda people_playing: self.settings.ai_pace(people_playing),
            whole_turns=ui.realtime is not None,
            busy=self.show.busy,
        )
        self.hints = Hints(self._hint_position, self._show_hint, thinking=hinting.thinking_for(ui))
        self.tutor = Tutor(
            self.game.id,
            resumed=bool(opening.lesson),
            offered_before=self.game.id in settings.offered,
        )
        if self.tutor.offering:  # offered once: remembered at once
            self.settings = remember(storage, lambda stored: stored.with_offered(self.game.id))
        self.computer.agent_for = self.tutor.agent_for
        #: Called after the selection changed under a piece being dragged (``dragboard``).
        self.reshaped: Callable[[], None] = lambda: None
        if self.replay is None:
            self._save()  # a reload shows this very game, even before its first move
        if said := opening.said():
            self.view.message(" ".join(self.text.say(line) for line in said), error=True)
        elif opening.welcome is not None:  # a first-timer's first game: how it was set up
            self.view.message(self.text.say(opening.welcome))

    @property
    def text(self) -> Text:
        return self.view.text

    def start(self) -> None:
        """Show the game; the computers start once the board is seen (``board_seen``)."""
        self.render()

    def board_seen(self) -> None:
        """The board is on screen: a computer to move may think, its move shown at the pace."""
        self.seen = True
        self.schedule_computer()
        self.render()

    # -- what is on the board ---------------------------------------------------------

    def position(self) -> State:
        """The position on the board: the replay's, or the match's."""
        return self.replay.state if self.replay is not None else self.match.state

    def interactive(self) -> bool:
        """True when a person may act on the board now."""
        return self.replay is None and self.match.awaiting_human() and not self.computer.thinking

    def timing(self) -> dict[str, Any]:
        """``clock=`` for a board whose turns run against the clock (nothing for others)."""
        return self.clock.timing(self.interactive())

    def on_board(self) -> OnBoard:
        """The board as input finds it."""
        return OnBoard(
            self.match.state,
            self.selection,
            self.interactive(),
            self.board.hits,
            self.board.size,
            self.timing(),
        )

    def fresh_seed(self, options: Mapping[str, OptionValue]) -> int | None:
        """A new game's seed: the page's date for a game of the day, else None (drawn)."""
        daily = self.ui.realtime.daily if self.ui.realtime is not None else None
        return fresh_seed(daily, options, self.today)

    def summary(self) -> dict[str, Any]:
        """What ``window.pygames.state()`` answers: the match, whether a computer is
        thinking, and the replay on screen (None: none)."""
        summary = self.match.summary()
        summary["thinking"] = self.computer.thinking
        replay = self.replay
        shown = None if replay is None else {"shown": replay.shown, "length": replay.length}
        summary["replay"] = shown
        return summary

    def seats_for(self, state: State) -> tuple[str, ...]:
        """The seats for a loaded game: these, if they fit it."""
        return seats_for(state, self.match.seats)

    # -- input ------------------------------------------------------------------------

    def hold(self, selection: Selection) -> None:
        """The piece in hand moved (or went back: None): the new selection, drawn."""
        self.input.lens = None
        self.selection = selection
        self.view.message("")
        self.render()

    def take(self, tap: Tap, where: Point | None = None) -> None:
        """Do what a tap, key or button came to: take its selection, play its actions, or
        say its message (beside the place tapped, ``where``, too)."""
        self.selection = tap.selection
        self.reshaped()
        if tap.played():
            self.play_all(tap.played())
            return
        said = self.text.say(tap.message) if tap.message else ""
        self.view.message(said)
        if said and where is not None:
            notes_at = self.ui.notes_at
            x, y = where if notes_at is None else notes_at(*self.board.size)
            self.view.note_at(said, x, y, self.board.size[0])
        self.render()

    def press(self, index: int | None) -> None:
        """A press of the ``index``-th button beside the board (None: beside them)."""
        self.show.finish()
        buttons = self._buttons()
        if index is None or not 0 <= index < len(buttons):
            return
        button = buttons[index]
        if button.action is not None:
            self.play(button.action)
        else:
            self.take(Tap(selection=button.selection))

    def play_listed(self) -> None:
        """Play the line of the legal-moves list the person selected."""
        index = self.view.listed_index()
        lines, _ = self._listed()
        if 0 <= index < len(lines):
            self.play_all(lines[index].actions)

    def resized(self) -> None:
        """The board's canvas changed size: places moved, so the lens closes."""
        self.input.lens = None
        self.render()

    def change_switch(self, name: str, on: bool) -> None:
        """Turn one of the board's switches on or off, remembered for every board with it."""
        self.settings = remember(self.storage, lambda stored: stored.with_switch(name, on))
        self.render()

    def change_language(self, language: str) -> None:
        """Say everything in ``language`` from now on (the message said in another goes; the
        page's catalog arriving in the language it opened in keeps it: a first game's line,
        a bad link's note)."""
        if language == self.text.language:
            return
        self.view.text = Text(language)
        self.view.message("")
        self.render()
        if self.view.is_end_open():
            self._show_end()

    # -- playing ----------------------------------------------------------------------

    def play(self, action: Action) -> Say | None:
        """Play an action for the player to move; return the reason if it was refused."""
        player = self.match.state.current_player
        by_person = self.match.awaiting_human()
        refusal = self.tutor.refusal(self.match.state, action)
        if refusal is not None:  # a legal move, but not the one the lesson's step teaches
            self.view.message(self.text.say(refusal), error=True)
            self.render()
            return refusal
        try:
            self.match.play(action)
        except IllegalAction as error:
            self.view.message(self.text("app.not_allowed", reason=error.reason), error=True)
            return error.reason
        self.tutor.moved(by_person=by_person)
        self.selection = None
        caused = self._start_show()
        before = self.match.state.parent
        assert before is not None  # a move was just played
        move = before.describe(action)
        played = self.text("app.played", player=self._name(player), move=move)
        told = " ".join(self.text.say(line.say) for line in caused)
        self.view.announce(f"{played} {told}".strip())
        self.emit("move", {"move": str(action), "player": player})
        self._changed()
        return None

    def play_all(self, actions: Sequence[Action]) -> None:
        """Play actions one after another (a computer's whole turn, a timed change), redrawing
        once and showing the last one's motion; stop at the first refused, saying why."""
        if len(actions) == 1:
            self.play(actions[0])
            return
        if actions:
            refusal = self.tutor.refusal(self.match.state, actions[-1], before=actions[:-1])
            if refusal is not None:  # legal, but not what the lesson's step teaches
                self.view.message(self.text.say(refusal), error=True)
                self.render()
                return
        for action in actions:
            player = self.match.state.current_player
            try:
                self.match.play(action)
            except IllegalAction as error:
                self.view.message(self.text("app.not_allowed", reason=error.reason), error=True)
                break
            self.emit("move", {"move": str(action), "player": player})
        self.selection = None
        self.view.message("")
        self._start_show()
        self._changed()

    def _start_show(self) -> tuple[Caused, ...]:
        """Start showing the move just played; return what it caused."""
        caused = self.ui.caused(self.match.state)
        hurried = self.computer.skipping
        self.show.start(caused, length=self._motion(hurried), pace=self._pace(hurried))
        return caused

    def _motion(self, hurried: bool) -> float:
        """How long the motion of the move on the board lasts (none when hurried)."""
        if hurried or self.ui.motion is None:
            return 0.0
        return self.ui.motion(self.position()) * self.settings.motion_scale()

    def _pace(self, hurried: bool) -> float:
        return 0.0 if hurried else self.settings.telling_pace()

    def _changed(self) -> None:
        self.input.lens = None
        self._save()
        self.schedule_computer()
        self.clock.follow(self.match.state, self.interactive())
        self.render()
        if self.match.state.is_over() and self.replay is None:
            self.view.announce(status(self.ui, self.text, self._panels()))
            self.emit("over", {"winners": list(self.match.state.winners())})
            self._show_end()

    def _save(self) -> None:
        key = self.save_key + LESSON_SUFFIX if self.tutor.lesson is not None else self.save_key
        self.storage.setItem(key, self.match.to_save())

    def schedule_computer(self) -> None:
        """Start a computer's turn if one is to move; the caller renders once after."""
        held = not self.seen or self.replay is not None or self.held()
        self.computer.schedule(self.match, held=held)

    def skip(self) -> None:
        """Let the computers play on without pausing until a person must act."""
        self.computer.skip()
        self.show.finish()
        self.render()

    def undo(self) -> Say | None:
        """Take back the last person's move (and the computer's answers to it); return why
        not when there is none to take back, or it lies behind a reveal."""
        refusal = self._undo_refusal()
        if refusal is not None:
            self.view.message(self.text.say(refusal))
            return refusal
        self.computer.cancel()
        self.show.finish()
        self.match.undo()
        self.selection = None
        self.view.close_dialogs()  # the end screen of a game taken back
        self.view.message(self.text("app.taken_back"))
        self._changed()
        return None

    def _undo_refusal(self) -> Say | None:
        if self.replay is not None or HUMAN not in self.match.seats:
            return Say("app.undo.nothing")
        if self.match.can_undo():
            return None
        stop = self.match.undo_stop()
        if stop is None or stop.parent is None or stop.last_action is None:
            return Say("app.undo.nothing")
        return Say.of("app.undo.revealed", move=stop.parent.describe(stop.last_action))

    def choose(self, setup: Setup, ai_speed: str) -> None:
        """Start the game chosen in the New game dialog, remembered for the next visit."""
        self.settings = remember(
            self.storage,
            lambda stored: replace(
                stored.with_seats(self.game.id, setup.seats).with_options(
                    self.game.id, setup.options
                ),
                ai_speed=ai_speed,
            ),
        )
        match = Match.start(self.game, setup.seats, self.fresh_seed(setup.options), setup.options)
        self.new_match(match)

    def dialog_opened(self) -> None:
        """A dialog that holds the computers back opened: a move being thought is dropped."""
        self.computer.cancel()
        self.render()

    def dialog_closed(self) -> None:
        """That dialog closed: a computer whose turn it is thinks again."""
        self.schedule_computer()
        self.render()

    def start_lesson(self) -> None:
        """Play the game's lesson from its first step (a real game saved stays saved)."""
        lesson = self.tutor.enter()
        if lesson is not None:
            self.new_match(Match(lesson.start(), lesson.seats()))

    def end_lesson(self, *, play_on: bool) -> None:
        """Leave the lesson: for a real game against the easy computer (``play_on``), or
        back to the game saved before it (a fresh one if there is none)."""
        lesson = self.tutor.leave()
        if lesson is None:
            return
        self.storage.removeItem(self.save_key + LESSON_SUFFIX)
        saved = self.storage.getItem(self.save_key)
        if not play_on and saved:
            try:
                self.new_match(Match.from_save(saved, self.game))
                return
            except InvalidRecord:
                pass
        seats, options = lesson.real_game()
        self.new_match(Match.start(self.game, seats, None, options))

    def decline_lesson(self) -> None:
        """The first-time visitor would rather play: the offer goes (it was made once)."""
        self.tutor.decline()
        self.render()

    def rematch(self) -> None:
        """Play again with the same seats."""
        self.new_match(self.match.rematch(self.fresh_seed(self.match.state.options)))

    def new_match(self, match: Match) -> None:
        """Replace the match (new game, rematch, load) and start playing it."""
        self.computer.cancel()
        self.show.finish()
        self.match = match
        self.replay = None
        self.selection = None
        self.view.close_dialogs()
        self.view.message("")
        self._changed()

    def tick(self, *, seen: bool) -> None:
        """A tick of the page's clock (``seen``: the page is visible, the rules closed)."""
        ticked = self.clock.tick(self.match.state, self.interactive(), seen=seen)
        if ticked.stop is not None:
            self.play_all(ticked.stop)
        elif ticked.redraw and not self.is_dragging():
            self.render()

    def is_dragging(self) -> bool:
        """Whether a pointer carries a piece (the board is not redrawn under it)."""
        hand = as_hand(self.selection)
        return hand is not None and hand.dragged

    # -- hints ------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Find the strongest level's move for the person to move and show it, unplayed;
        at any other time say why there is none."""
        self.show.finish()
        refusal = hinting.refusal(
            replaying=self.replay is not None,
            over=self.match.state.is_over(),
            interactive=self.interactive(),
        )
        if refusal is not None:
            self.view.message(self.text(refusal))
            return
        self.view.message(self.text("app.hint.thinking"))
        self.hints.ask(self.match.state)

    def _hint_position(self) -> State | None:
        return self.match.state if self.replay is None else None

    def _show_hint(self, state: State, action: Action) -> None:
        hint = hint_for(self.ui, state, action, self.board.size, **self.timing())
        self.hints.last = hint
        self.selection = hint.selection
        self.reshaped()
        self.match.hinted(action)
        self._save()
        self.view.message(" ".join(self.text.say(line) for line in hint_words(self.ui, hint)))
        self.emit("hint", {"move": str(action), "player": state.current_player})
        self.render()
        lines, _ = self._listed()
        index = next((i for i, line in enumerate(lines) if action in line.actions), -1)
        self.view.select_listed(index)  # "Play this move" finds the hinted one there too

    # -- replays ------------------------------------------------------------------------

    def step(self, by: int) -> None:
        """Step the replay on screen ``by`` moves (negative: back)."""
        if self.replay is not None:
            self.show.finish()
            shown = self.replay.shown
            self.replay.step(by)
            if by == 1 and self.replay.shown > shown:  # one move on: show it as it was played
                lines = self.ui.caused(self.replay.state)
                self.show.start(lines, length=self._motion(False), pace=self._pace(False))
            self.render()

    def continue_replay(self, save_key: str) -> None:
        """Play on from the position the replay shows, kept under ``save_key`` from now on."""
        if self.replay is not None:
            self.save_key = save_key
            self.new_match(self.replay.continue_from(self.match.seats))

    # -- drawing ------------------------------------------------------------------------

    def render(self) -> None:
        """Redraw the board and bring the page around it up to date."""
        self.draw_board()
        self.view.render(self._panels())

    def draw_board(self) -> None:
        """Redraw the board alone (a hover, a frame of a motion): the panels stay."""
        state, interactive = self.position(), self.interactive()
        hint = self._hint_shown()
        self.board.draw(
            Picture(
                state,
                self.selection,
                interactive,
                self._draw_options(),
                progress=self.show.progress() if takes(self.ui, "progress") else None,
                in_motion=self.show.follows_motion(),
                ring=self.input.ring(),
                hinted=hint.place if hint is not None else None,
                noted=self.input.noted(state, self.selection),
                lens=self.input.lens,
            )
        )

    def _draw_options(self) -> dict[str, object]:
        """What ``draw`` gets beyond the position, of what the board takes, and the board's
        switches (the motion's progress comes from the show)."""
        given: dict[str, Callable[[], object]] = {
            "clock": lambda: self.timing().get("clock"),
            "language": lambda: self.text.language,
            "seats": lambda: self.match.seats,
            "focus": lambda: self.input.in_focus(self.show.place()),
        }
        taken = [name for name in DRAW_OPTIONS if name in given and takes(self.ui, name)]
        options = {name: given[name]() for name in taken}
        for switch in self.ui.switches:
            options[switch.name] = self.settings.switched(switch)
        return options

    def _hint_shown(self) -> hinting.Hint | None:
        """The hint while the board still shows its position with nothing picked since; in a
        lesson, the next tap or button of the move its step teaches."""
        if self.replay is not None:
            return None
        if self.tutor.lesson is not None:
            return self._lesson_mark()
        return self.hints.on_board(self.match.state, self.selection)

    def _lesson_mark(self) -> hinting.Hint | None:
        """Where the lesson's step is played next from the selection, while a person may act."""
        if not self.interactive():
            return None
        return self.tutor.mark(
            self.match.state,
            self.selection,
            lambda expected: hinting.next_step(
                self.ui,
                self.match.state,
                expected,
                self.selection,
                self.board.size,
                **self.timing(),
            ),
        )

    def _panels(self) -> Panels:
        hint = self._hint_shown()
        replaying = self.replay is not None
        return Panels(
            position=self.position(),
            state=self.match.state,
            seats=self.match.seats,
            selection=self.selection,
            interactive=self.interactive(),
            awaiting_person=self.match.awaiting_human(),
            thinking=self.computer.thinking,
            moving=self.show.is_moving(),
            replay=self.replay,
            buttons=self._buttons(),
            can_undo=not replaying
            and (self.match.can_undo() or self.match.undo_stop() is not None),
            can_skip=not (replaying or self.match.ai_level() is None or self.computer.skipping),
            hinted=self.match.followed_hints() if not replaying else frozenset(),
            listed=self._listed(),
            hinted_button=hint.button if hint is not None else None,
            hint_told=hinting.told(hint),
            settings=self.settings,
            guide=self.tutor.guide(self.match.state, self.game.title),
            can_learn=self.tutor.available
            and self.tutor.lesson is None
            and not self.tutor.offering,
        )

    def _buttons(self) -> list[Any]:
        return self.ui.offered(self.match.state, self.selection) if self.interactive() else []

    def _listed(self) -> tuple[list[Listed], Say | None]:
        """The move list's lines and last note (none while a person may not move): every
        legal action, unless the board says what to list."""
        if not self.interactive():
            return [], None
        state = self.match.state
        if self.ui.realtime is not None:
            return self.ui.realtime.listed(state, **self.timing())
        return [Listed((action,)) for action in state.legal_actions()], None

    def _name(self, player: int | None) -> str:
        return self.text.say(self.ui.name(self.position(), player)) if player is not None else ""

    def _show_end(self) -> None:
        self.view.show_end(self.match.state, self.match.seats, len(self.match.hints))
