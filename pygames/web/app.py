"""The app controller: one game's page, one match, the selection and the turn loop.

Input -> the board's tap -> ``Match.play`` -> the page shown again, after boardgame.io's
subscribe loop. The app holds the match, the replay on screen, what a person has picked
and the parts that serve the page, each with one job and none holding the app:

- ``screen.Screen``: the board and the panels around it drawn for the app's ``Moment``
  (through ``presenter``, onto ``board_view.BoardView`` and ``page_view.PageView``);
- ``board_input.BoardInput``: clicks, keys and the lens, answered as taps to take;
- ``computer.ComputerTurns``, ``hints.Hints``, ``tutor.Tutor`` (the lesson mode),
  ``starts.Starts`` (the match each way of starting one asks for), ``keeping.Keeper``
  (the game and what is picked, kept over a reload) and ``realtime`` (the clock of a turn
  played against it): built from values and callables;
- the show of the last move (``showing.Showing`` in the page): its motion and what it
  caused, told a line at a time.

``parts.assemble`` builds the parts and the app together, binding the parts' callbacks
into the turn loop late. No browser imports: the page (``shell``, ``events``) hands in
the real DOM and canvas and its events, and CPython tests run the same app on stand-ins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pygames.core import Action, IllegalAction, Say, State
from pygames.web import presenter
from pygames.web.board_input import BoardInput
from pygames.web.canvas import Point
from pygames.web.challenge_play import ChallengeOpened, is_race, name_needed, rounds_of
from pygames.web.computer import ComputerTurns
from pygames.web.dragging import as_hand
from pygames.web.friend_play import FriendOpened, open_kept
from pygames.web.hints import Hint, Hints, hint_words
from pygames.web.keeping import Keeper
from pygames.web.match import FRIEND, HUMAN, Match, Racing, Replay
from pygames.web.newgame import NEW_SEAT, Setup
from pygames.web.opening import Opening
from pygames.web.presenter import Moment
from pygames.web.realtime import Clock
from pygames.web.screen import Screen, Show
from pygames.web.settings import Settings, Storage, remember
from pygames.web.starts import Starts
from pygames.web.tutor import Tutor
from pygames.web.ui import BoardUI, Selection, Tap


class App:
    """Holds the match and keeps the page in step with it."""

    def __init__(
        self,
        ui: BoardUI[Any],
        opening: Opening,
        *,
        screen: Screen,
        taps: BoardInput,
        show: Show,
        clock: Clock,
        computer: ComputerTurns,
        hints: Hints,
        tutor: Tutor,
        starts: Starts,
        keeper: Keeper,
        storage: Storage,
        settings: Settings,
        emit: Callable[[str, dict[str, Any]], None],
    ) -> None:
        """The parts come built (``parts.assemble``), their callbacks into the turn loop
        bound to this app; ``keeper`` keeps the game, the page's ``storage`` the
        ``settings``; ``emit`` tells the page (and an embedding page) what happened."""
        self.ui, self.game = ui, opening.match.game
        self.screen, self.view = screen, screen.view
        self.input, self.show, self.clock = taps, show, clock
        self.computer, self.hints, self.tutor, self.starts = computer, hints, tutor, starts
        self.keeper, self.storage, self.settings, self.emit = keeper, storage, settings, emit
        self.match = opening.match
        self.replay: Replay | None = opening.replay
        self.selection: Selection = None
        if opening.resumed or opening.lesson:  # with what was picked before the reload
            self.selection = keeper.picked(self.match.state)
        #: The dialogs that hold the computers back while open (the New game dialog).
        self.held: Callable[[], bool] = lambda: False
        #: Whether the board has been seen: computers to move first wait for it, so their
        #: moves are shown at the game's pace from then on, not played while the page loads.
        self.seen = False
        #: Called after the selection changed under a piece being dragged (``dragboard``).
        self.reshaped: Callable[[], None] = lambda: None
        #: Called when a move made here passes the turn to a friend (the page offers the link).
        self.passed: Callable[[], None] = lambda: None
        #: Called when this device's race in a challenge starts (0) or finishes a round (its
        #: number): the page offers its link, and shows the round in the challenge's panel.
        self.raced: Callable[[int], None] = lambda _number: None
        #: The rounds this device's race had finished when last looked at.
        self._rounds = rounds_of(self.match.state)
        #: Called when another match replaces this one, to keep the page's address (and so
        #: where a reload finds the game) in step: a game with friends has one of its own.
        self.replaced: Callable[[Match], None] = lambda _match: None
        #: How many moves of a friend's link are still to be shown once the board is seen,
        #: and what the page said of the link (said again as the show starts: a move's
        #: show puts its own lines in the message line).
        self._unshown = opening.friend.new_moves if opening.friend is not None else 0
        self._opened = opening.friend
        #: The game with friends a lesson was started from (its id), to return to.
        self._before_lesson: str | None = None
        if self.replay is None:
            self._save()  # a reload shows this very game, even before its first move
        if said := opening.said():
            self.screen.show_message(*said, error=True)
        elif opening.friend is not None and opening.friend.said is not None:
            self._tell_opened(opening.friend)
        elif opening.challenge is not None and opening.challenge.said is not None:
            self._tell_opened(opening.challenge)
        else:
            self._welcome()

    def start(self) -> None:
        """Show the game; the computers start once the board is seen (``board_seen``)."""
        self.screen.render()

    def board_seen(self) -> None:
        """The board is on screen: a computer to move may think, its move shown at the pace."""
        self.seen = True
        self._show_friends_moves()
        self.schedule_computer()
        if self.interactive():  # a person's first turn: the page's first hint, thought ahead
            self.hints.think_ahead(self.match.state)
        self.screen.render()

    # -- what is on the board ---------------------------------------------------------

    def open_friend(self, opened: FriendOpened | None, notes: Sequence[Say]) -> None:
        """A friend's link opened in this page (its address's fragment changed): the game
        it leads to, its new moves shown; or why it could not be opened (``notes``), the
        game on the board kept."""
        if opened is None:
            self.screen.show_message(*notes, error=True)
            self.screen.render()
            return
        self.new_match(opened.match)
        self._unshown, self._opened = opened.new_moves, opened
        self._tell_opened(opened)
        if not opened.invited:  # else once the invitation is answered (``name_seats``)
            self._show_friends_moves()

    def open_challenge(self, opened: ChallengeOpened | None, notes: Sequence[Say]) -> None:
        """A challenge link opened in this page: the challenge it leads to (this device's
        race in it, kept on the board as it is if it is the one raced here), or why it could
        not be opened (``notes``), the game on the board kept."""
        if opened is None:
            self.screen.show_message(*notes, error=True)
            self.screen.render()
            return
        race = self.match.race
        if race is None or opened.match.race != race:
            self.new_match(opened.match)
        self._tell_opened(opened)
        self.screen.render()

    def name_racer(self, name: str) -> None:
        """This device's player, invited to a challenge, races it under ``name`` (remembered
        for the next game): from now on its race is kept, and its link can be sent."""
        race = self.match.race
        if race is None or not name:
            return
        self.settings = remember(self.storage, lambda stored: stored.with_name(name))
        self.match.race = Racing(race.challenge_id, race.participant_id, name)
        self._changed()

    def _tell_opened(self, opened: FriendOpened | ChallengeOpened) -> None:
        if opened.said is not None:
            said = Say.of("friend.open.said", said=opened.said)
            self.screen.show_message(said, error=opened.error)

    def _show_friends_moves(self) -> None:
        """Show the last move of a friend's link as it happened, once the board is seen and
        no dialog covers it (the invitation)."""
        if self._unshown and self.seen and not self.held():
            self._unshown = 0
            self.screen.show_move(self.match.state, hurried=False)
            if self._opened is not None:
                self._tell_opened(self._opened)

    def position(self) -> State:
        """The position on the board: the replay's, or the match's."""
        return self.replay.state if self.replay is not None else self.match.state

    def interactive(self) -> bool:
        """True when a person may act on the board now."""
        return self.replay is None and self.match.awaiting_human() and not self.computer.thinking

    def timing(self) -> dict[str, Any]:
        """``clock=`` for a board whose turns run against the clock (nothing for others)."""
        return self.clock.timing(self.interactive())

    def moment(self) -> Moment:
        """The app now, as the screen composes the page from it."""
        return Moment(self.match, self.replay, self.selection, self.interactive(), self.timing())

    # -- input ------------------------------------------------------------------------

    def hold(self, selection: Selection) -> None:
        """The piece in hand moved (or went back: None): the new selection, drawn."""
        self.input.lens = None
        self.selection = selection
        self.screen.show_message()
        self.screen.render()

    def take(self, tap: Tap, where: Point | None = None) -> None:
        """Do what a tap, key or button came to: take its selection, play its actions, or
        say its message (beside the place tapped, ``where``, too)."""
        self.selection = tap.selection
        self.reshaped()
        if tap.played():
            self.play_all(tap.played())
            return
        self.keeper.keep(self.match.state, self._picked())
        self.screen.say_at(tap.message, where, on_board=tap.on_board)
        self.screen.render()

    def press(self, index: int | None) -> None:
        """A press of the ``index``-th button beside the board (None: beside them)."""
        self.show.finish()
        buttons = presenter.buttons(self.ui, self.moment())
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
        lines, _ = presenter.listed(self.ui, self.moment())
        if 0 <= index < len(lines):
            self.play_all(lines[index].actions)

    def resized(self) -> None:
        """The board's canvas changed size: places moved, so the lens closes."""
        self.input.lens = None
        self.screen.render()

    def change_switch(self, name: str, on: bool) -> None:
        """Turn one of the board's switches on or off, remembered for every board with it."""
        self.settings = remember(self.storage, lambda stored: stored.with_switch(name, on))
        self.screen.render()

    # -- playing ----------------------------------------------------------------------

    def play(self, action: Action) -> Say | None:
        """Play an action for the player to move; return the reason if it was refused."""
        player = self.match.state.current_player
        by_person = self.match.awaiting_human()
        refusal = self._lesson_refusal((action,))
        if refusal is not None:
            return refusal
        try:
            self.match.play(action)
        except IllegalAction as error:
            self._not_allowed(error)
            return error.reason
        self.tutor.moved(by_person=by_person)
        self.selection = None
        caused = self.screen.show_move(self.match.state, hurried=self.computer.skipping)
        self.screen.tell_played(action, player, caused)
        self.emit("move", {"move": str(action), "player": player})
        self._changed()
        self._pass_on()
        return None

    def play_all(self, actions: Sequence[Action]) -> None:
        """Play actions one after another (a computer's whole turn, a timed change), redrawing
        once and showing the last one's motion; stop at the first refused, saying why."""
        if len(actions) == 1:
            self.play(actions[0])
            return
        if actions and self._lesson_refusal(actions) is not None:
            return
        for action in actions:
            player = self.match.state.current_player
            try:
                self.match.play(action)
            except IllegalAction as error:
                self._not_allowed(error)
                break
            self.emit("move", {"move": str(action), "player": player})
        self.selection = None
        self.screen.show_message()
        self.screen.show_move(self.match.state, hurried=self.computer.skipping)
        self._changed()
        self._pass_on()

    def _pass_on(self) -> None:
        """After a move made here: offer the link if a friend is to move, or if the move
        ended a game with friends (they see the end by it)."""
        if self.match.sends_link():
            self.passed()
        rounds = rounds_of(self.match.state)
        if self.match.race is not None and rounds > self._rounds:
            self._rounds = rounds
            self.raced(rounds)
        self._rounds = rounds

    def _lesson_refusal(self, actions: Sequence[Action]) -> Say | None:
        """Why the lesson does not take ``actions`` (one tap's), said: legal, but not what its
        step teaches (None: it takes them, or no lesson is played)."""
        refusal = self.tutor.refusal(self.match.state, actions[-1], before=actions[:-1])
        if refusal is not None:
            self.screen.show_message(refusal, error=True)
            self.screen.render()
        return refusal

    def _not_allowed(self, error: IllegalAction) -> None:
        self.screen.show_message(Say.of("app.not_allowed", reason=error.reason), error=True)

    def _changed(self) -> None:
        self.input.lens = None
        self._save()
        self.schedule_computer()
        self.clock.follow(self.match.state, self.interactive())
        if self.interactive():  # a person to move: their next hint, thought ahead if wanted
            self.hints.think_ahead(self.match.state)
        self.screen.render()
        if self.match.state.is_over() and self.replay is None:
            self.screen.show_over()
            self.emit("over", {"winners": list(self.match.state.winners())})

    def _save(self) -> None:
        self.keeper.save(self.match, self._picked())

    def name_seats(self, name: str, *, watch: bool = False) -> None:
        """This device's player, invited to a game with friends, chose their ``name``
        (remembered for the next game), or to watch it (``watch``: none of its seats is
        played here)."""
        friend = self.match.friend
        if friend is None:
            return
        self.settings = remember(self.storage, lambda stored: stored.with_name(name))
        mine = () if watch else self.match.mine()
        for seat in mine:
            friend = friend.named(seat, name)
        seats = tuple(HUMAN if seat in mine else FRIEND for seat in range(len(self.match.seats)))
        self.match = Match(self.match.state, seats, self.match.hints, friend)
        if watch:
            self.screen.show_message(Say("friend.invite.watching"))
        self._changed()
        self._show_friends_moves()

    def _picked(self) -> Selection:
        """What is picked in the game itself, kept with it (nothing while a replay is shown)."""
        return self.selection if self.replay is None else None

    def schedule_computer(self) -> None:
        """Start a computer's turn if one is to move; the caller renders once after."""
        held = not self.seen or self.replay is not None or self.held()
        self.computer.schedule(self.match, held=held)

    def skip(self) -> None:
        """Let the computers play on without pausing until a person must act."""
        self.computer.skip()
        self.show.finish()
        self.screen.render()

    def undo(self) -> Say | None:
        """Take back the last person's move (and the computer's answers to it); return why
        not when there is none to take back, or it lies behind a reveal."""
        replaying = self.replay is not None
        refusal = Say("app.undo.nothing") if replaying else self.match.undo_refusal()
        if refusal is not None:
            self.screen.show_message(refusal)
            return refusal
        self.computer.cancel()
        self.show.finish()
        self.match.undo()
        self.selection = None
        self.view.close_dialogs()  # the end screen of a game taken back
        self.screen.show_message(Say("app.taken_back"))
        self._changed()
        return None

    def choose(self, setup: Setup, ai_speed: str, name: str = "") -> Say | None:
        """Start the game chosen in the New game dialog, remembered for the next visit (a
        game with friends, played with the ``name`` chosen here: its seats are not the
        ones a fresh game starts with; on a race, a challenge, whose name, all the others
        see, falls back to the one remembered, and is refused, said, if there is none)."""
        with_friends = FRIEND in setup.seats
        challenge = with_friends and is_race(self.game)
        if challenge:
            name = name or self.settings.name
            if (refusal := name_needed(name)) is not None:
                return refusal
        seats = tuple(NEW_SEAT if seat == FRIEND else seat for seat in setup.seats)

        def chosen(stored: Settings) -> Settings:
            if with_friends:
                stored = stored.with_name(name)
            return stored.with_choice(self.game.id, seats, setup.options, ai_speed)

        self.settings = remember(self.storage, chosen)
        self.new_match(self.starts.chosen(setup, name))
        if self.match.awaiting_friend():  # a friend moves first
            self.passed()
        if challenge:  # the friends join by its link
            self.raced(0)
        return None

    def dialog_opened(self) -> None:
        """A dialog that holds the computers back opened: a move being thought is dropped."""
        self.computer.cancel()
        self.screen.render()

    def dialog_closed(self) -> None:
        """That dialog closed: a computer whose turn it is thinks again."""
        self.schedule_computer()
        self.screen.render()

    def start_lesson(self) -> None:
        """Play the game's lesson from its first step (a real game saved stays saved; a
        game with friends, which a newcomer invited to it may want to learn first, is
        where leaving the lesson returns to)."""
        if (lesson := self.starts.lesson()) is not None:
            friend = self.match.friend
            self._before_lesson = friend.friend_id if friend is not None else None
            self.new_match(lesson)

    def end_lesson(self, *, play_on: bool) -> None:
        """Leave the lesson: for a real game against the easy computer (``play_on``), or
        back to the game before it (a game with friends as kept now, else the game saved,
        else a fresh one)."""
        match = self.starts.after_lesson(play_on=play_on)
        friend_id, self._before_lesson = self._before_lesson, None
        if friend_id is not None and not play_on:
            opened = open_kept(friend_id, self.keeper.friends)
            if isinstance(opened, FriendOpened):
                match = opened.match
        if match is not None:
            self.new_match(match)

    def decline_lesson(self) -> None:
        """The first-time visitor would rather play: the offer goes (it was made once)."""
        self.tutor.decline()
        self._welcome()
        self.screen.render()

    def _welcome(self) -> None:
        """Say, once, how a first-timer's first game was set up."""
        if (welcome := self.tutor.greeting()) is not None:
            self.screen.show_message(welcome)

    def rematch(self) -> None:
        """Play again with the same seats (with friends: a new game, to send them if one of
        them moves first)."""
        self.new_match(self.starts.rematch(self.match))
        if self.match.awaiting_friend():
            self.passed()
        if self.match.race is not None:  # a new challenge: the friends join by its link
            self.raced(0)

    def new_match(self, match: Match) -> None:
        """Replace the match (new game, rematch, load) and start playing it."""
        self.computer.cancel()
        self.show.finish()
        self.match = match
        self._rounds = rounds_of(match.state)
        self.replay = None
        self.selection = None
        self.tutor.welcome = None  # it was about the first game
        self.view.close_dialogs()
        self.view.board_into_view()
        self.screen.show_message()
        self.replaced(match)
        self._changed()

    def tick(self, *, seen: bool) -> None:
        """A tick of the page's clock (``seen``: the page is visible, the rules closed)."""
        ticked = self.clock.tick(self.match.state, self.interactive(), seen=seen)
        if ticked.stop is not None:
            self.play_all(ticked.stop)
        elif ticked.redraw and not self.is_dragging():
            self.screen.render()

    def is_dragging(self) -> bool:
        """Whether a pointer carries a piece (the board is not redrawn under it)."""
        hand = as_hand(self.selection)
        return hand is not None and hand.dragged

    # -- hints ------------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Find the strongest level's move for the person to move and show it, unplayed;
        at any other time say why there is none."""
        self.show.finish()
        replaying, interactive = self.replay is not None, self.interactive()
        said = self.hints.ask(self.match.state, replaying=replaying, interactive=interactive)
        self.screen.show_message(Say(said))

    def show_hint(self, hint: Hint) -> None:
        self.selection = hint.selection
        self.reshaped()
        self.match.hinted(hint.action)
        self._save()
        self.screen.show_message(*hint_words(self.ui, hint))
        self.emit("hint", {"move": str(hint.action), "player": hint.state.current_player})
        self.screen.render()
        # "Play this move" finds the hinted one in the move list too.
        self.view.select_listed(presenter.listed_at(self.ui, self.moment(), hint.action))

    # -- replays ------------------------------------------------------------------------

    def step(self, by: int) -> None:
        """Step the replay on screen ``by`` moves (negative: back); a step one move on
        shows the move as it was played."""
        if self.replay is not None:
            self.show.finish()
            if self.replay.step(by) == by == 1:
                self.screen.show_move(self.replay.state, hurried=False)
            self.screen.render()

    def continue_replay(self, save_key: str) -> None:
        """Play on from the position the replay shows, kept under ``save_key`` from now on."""
        if self.replay is not None:
            self.keeper.save_key = save_key
            self.new_match(self.replay.continue_from(self.match.seats))
