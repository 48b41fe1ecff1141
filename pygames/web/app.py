"""The app controller: one page, one match, events in, drawing out.

Event -> the game's tap handler -> ``Match.play`` -> re-render, after
boardgame.io's subscribe loop. This module and ``browser`` touch the DOM;
``bridge`` answers ``window.pygames`` and ``page`` decides what a page shows.
The decisions they make live in plain modules tested in CPython: ``match``
(seats, undo, saves, replays), ``computer`` (the computers' turns: when,
how long, skip, cancel), ``launch`` (what the address asks for),
``newgame`` (player count, options and seats a game accepts), ``settings``
(what is remembered), ``panels`` (the HTML around the board), ``text``
(every word, in four languages).

The same controller runs the play page and the embed page; the embed page
only looks different (``html[data-mode=embed]`` in the CSS) and keeps its
save apart, per address, so two embeds in one blog post do not share a game.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

import pygames
from pygames.core import (
    Action,
    IllegalAction,
    InvalidRecord,
    InvalidSetup,
    OptionValue,
    Say,
    State,
)
from pygames.web import panels
from pygames.web.boards import board_for
from pygames.web.browser import BrowserCanvas
from pygames.web.computer import ComputerTurns
from pygames.web.dragboard import DragBoard
from pygames.web.hints import Hint, hint_for, hint_thinking, hint_words
from pygames.web.hits import ARROWS, hit_test, step_focus
from pygames.web.hovering import Hover
from pygames.web.launch import read_launch
from pygames.web.lens import Lens, LensCanvas, lens_for
from pygames.web.match import DEFAULT_SEATS, HUMAN, Match, Replay
from pygames.web.newgame import Setup, count_for, day_number, settle
from pygames.web.settings import SETTINGS_KEY, Settings
from pygames.web.setup import SetupDialog
from pygames.web.sharing import ShareDialog
from pygames.web.showing import Showing
from pygames.web.stopwatch import Stopwatch
from pygames.web.text import Text
from pygames.web.thinking import Unwanted, pause_while, think_in_slices
from pygames.web.ui import Listed, Tap

#: The keyboard focus ring on the board, the same amber as the page's focus outlines.
FOCUS_RING = "#f0a000"
#: A hint's ring on the place to tap next: green on white, unlike the focus ring.
HINT_RING = "#0b8a4c"
LENS_DIM = "rgba(20,30,32,0.45)"
LENS_RIM = "#ffffff"
#: Pointer types whose taps may be imprecise enough to need the lens.
FINGERS = ("touch", "pen")
#: How often a running clock redraws the board (ms): the clock shows tenths.
TICK_MS = 200
#: Lines kept in the screen readers' log (older ones have been read).
ANNOUNCED_LINES = 5


def _element(element_id: str):  # noqa: ANN202 - a JS element proxy
    return document.getElementById(element_id)


def _show_newest(log) -> None:  # noqa: ANN001 - a JS element proxy
    """Scroll a list so its newest entry is in view and its top entry is whole: the list
    starts at the earliest entry that still leaves the newest one on screen, with room
    made under the newest for what is left of the list's height."""
    log.style.paddingBottom = "0"
    entry = log.lastElementChild
    if not entry:  # JavaScript's null
        return
    bottom = entry.offsetTop + entry.offsetHeight
    while earlier := entry.previousElementSibling:
        if bottom - earlier.offsetTop > log.clientHeight:
            log.style.paddingBottom = f"{log.clientHeight - (bottom - entry.offsetTop)}px"
            break
        entry = earlier
    log.scrollTop = entry.offsetTop


def _query() -> dict[str, str]:
    params = window.URLSearchParams.new(window.location.search)
    return {str(key): str(value) for key, value in params.entries()}


class App:
    """Holds the match and keeps the page in step with it."""

    def __init__(self, game_id: str) -> None:
        self.game = pygames.get_game(game_id)
        self.ui = board_for(game_id)
        self.embed = document.documentElement.dataset.mode == "embed"
        self.canvas = BrowserCanvas(_element("board"))
        self.settings = Settings.from_json(window.pygamesStorage.getItem(SETTINGS_KEY))
        self.launch = read_launch(self.game, _query(), str(window.location.hash))
        if self.launch.language:
            window.pygamesI18n.use(self.launch.language)
        self.text = Text(str(window.pygamesI18n.language))
        self.save_key = self._save_key()
        self.selection: Any = None
        self.focus: Any = None  # the hit key the keyboard is on, None when not in use
        self.hover = Hover()  # the hit key the mouse rests on (boards that follow the focus)
        self.hits: list = []
        self._proxies: list = []
        self.show = Showing(self)  # the last move's motion, and what it caused told
        self.computer = ComputerTurns(
            self.play_all, self._pace, whole_turns=self.ui.whole_turns, busy=self.show.busy
        )
        self.stopwatch = Stopwatch()
        self.drag = DragBoard(self) if self.ui.drag is not None else None
        self.replay: Replay | None = None
        self.hint: Hint | None = None  # the last hint shown (on the board while it applies)
        self._hinting: State | None = None  # the position a hint is being found for
        self.lens: Lens | None = None  # open while a finger's tap could mean several places
        #: When the board became interactive (performance.now() ms): input the browser
        #: queued while Python was starting is older than this, and is dropped.
        self.ready_at = float("inf")
        self._written: dict[str, str] = {}  # the markup last put into each element
        self._built_from: dict[str, tuple[State, tuple]] = {}  # see _fill_for
        self.sharing = ShareDialog(self)
        self.setup = SetupDialog(self)
        self.match = self._restore()
        if self.replay is None:
            self._save()  # a reload shows this very game, even before its first move
        self._bind()
        if self.launch.notes:
            self.say(" ".join(self.text.say(note) for note in self.launch.notes), error=True)
        self.schedule_computer()
        self.render()
        if self.ui.clock is not None:
            tick = self.keep(create_proxy(lambda: self._tick()))
            window.setInterval(tick, TICK_MS)
        if self.drag is not None:
            self.drag.connect()
        if self.ui.follows_focus:
            hovered = self.keep(create_proxy(self._hovered))
            window.pygamesHover.connect(_element("board"), hovered)
        for control in ("new-game", "rematch", "share", "hint"):
            _element(control).disabled = False  # disabled in the markup until now
        self.ready_at = float(window.performance.now())

    # -- saving ---------------------------------------------------------------

    def _save_key(self) -> str:
        """One save per game; an embed or a custom address keeps its own."""
        key = f"pygames:v1:save:{self.game.id}"
        if self.embed or self.launch.custom:
            address = f"{window.location.search}{window.location.hash}"
            key += ":" + hashlib.sha256(address.encode()).hexdigest()[:12]
        return key

    def _restore(self) -> Match:
        saved = window.pygamesStorage.getItem(self.save_key)
        if saved:
            try:
                match = Match.from_save(saved, self.game)
                if not self._of_another_day(match):
                    return match
            except InvalidRecord as error:
                self.say(self.text("app.restore_failed", error=error.reason), error=True)
        if self.launch.record is not None:
            seats = self.launch.seats or self.settings.seats.get(self.game.id, DEFAULT_SEATS)
            self.replay = Replay.of(self.launch.record)
            return Match(self.launch.record, self.seats_for(self.launch.record, seats))
        setup = self._first_setup()
        seed = self.launch.seed
        if seed is not None:
            try:
                return Match.start(self.game, setup.seats, seed, setup.options)
            except InvalidSetup as error:  # a seed the game has no game for (a puzzle's day)
                note = Say.of("launch.bad_link", reason=error.reason)
                self.launch = replace(self.launch, notes=(*self.launch.notes, note))
        return Match.start(self.game, setup.seats, self.fresh_seed(setup.options), setup.options)

    def _first_setup(self) -> Setup:
        """How a fresh game starts: as the address asks, else as last chosen here."""
        seats = self.launch.seats or self.settings.seats.get(self.game.id, DEFAULT_SEATS)
        if self.launch.custom:
            options = self.launch.options
        else:
            options = self.settings.options.get(self.game.id, {})
        players = self.launch.players or len(seats)
        if self.launch.options and not self.launch.players and not self.launch.seats:
            players = count_for(self.game, players, options)
        return settle(self.game, players, options, seats)

    def fresh_seed(self, options: Mapping[str, OptionValue]) -> int | None:
        """A new game's seed: the page's local date for a game of the day, else None (drawn)."""
        if self.ui.daily is None or not self.ui.daily(options):
            return None
        today = window.Date.new()
        return day_number(int(today.getFullYear()), int(today.getMonth()) + 1, int(today.getDate()))

    def _of_another_day(self, match: Match) -> bool:
        """A saved game of the day from an earlier day (and no day in the address): the day
        has a new one, so it is not resumed."""
        today = self.fresh_seed(match.state.options)
        return self.launch.seed is None and today is not None and match.state.seed != today

    def seats_for(self, state: State, seats: tuple[str, ...]) -> tuple[str, ...]:
        """``seats`` if they fit ``state``'s player count, else a person against computers."""
        if len(seats) == state.players:
            return seats
        return (HUMAN,) + ("ai:normal",) * (state.players - 1)

    def _save(self) -> None:
        window.pygamesStorage.setItem(self.save_key, self.match.to_save())

    # -- events -----------------------------------------------------------------

    def keep(self, proxy):  # noqa: ANN001, ANN201 - a JS function proxy
        """Keep a proxy handed to JavaScript alive as long as the page."""
        self._proxies.append(proxy)
        return proxy

    def on(self, element, event: str, handler) -> None:  # noqa: ANN001
        """Call ``handler(event)`` on each ``event`` of ``element`` made once the board is ready.

        A click made while Python was starting is queued by the browser and delivered
        after; acting on it then would play a move the player never saw being taken.
        """

        def when_ready(event) -> None:  # noqa: ANN001
            if float(event.timeStamp) >= self.ready_at:
                handler(event)

        element.addEventListener(event, self.keep(create_proxy(when_ready)))

    def _bind(self) -> None:
        clicks = {
            "undo": self.undo,
            "hint": self.ask_hint,
            "rematch": self.rematch,
            "end-rematch": self.rematch,
            "end-close": lambda: _element("end").close(),
            "skip": self._skip,
            "replay-first": lambda: self._step(-(10**9)),
            "replay-back": lambda: self._step(-1),
            "replay-forward": lambda: self._step(1),
            "replay-last": lambda: self._step(10**9),
            "replay-continue": self._continue_replay,
        }
        for element_id, action in clicks.items():
            self.on(_element(element_id), "click", lambda _event, act=action: act())
        self.sharing.bind()
        self.setup.bind()
        self.on(_element("board"), "click", self._on_click)
        self.on(_element("board"), "keydown", self._on_key)
        self.on(_element("board"), "contextmenu", self._on_context_menu)
        self.on(_element("board"), "focus", lambda _event: self.render())
        self.on(_element("board"), "blur", lambda _event: self.render())
        self.on(_element("play-listed"), "click", lambda _event: self._play_listed())
        self.on(_element("legal-moves"), "dblclick", lambda _event: self._play_listed())
        self.on(_element("actions"), "click", self._on_button)
        if self.ui.coordinates:
            _element("coordinates-switch").hidden = False
            _element("coordinates").checked = self.settings.coordinates
            self.on(_element("coordinates"), "change", lambda _event: self._on_coordinates())
        self.on(window, "resize", lambda _event: self._on_resize())
        self.on(window, "pygames:language", lambda _event: self._on_language())

    def _on_coordinates(self) -> None:
        """Show or hide the board's coordinates, and remember it for every board that has
        them (keeping what else is stored, which another page may have changed)."""
        shown = bool(_element("coordinates").checked)
        stored = Settings.from_json(window.pygamesStorage.getItem(SETTINGS_KEY))
        window.pygamesStorage.setItem(SETTINGS_KEY, replace(stored, coordinates=shown).to_json())
        self.settings = replace(self.settings, coordinates=shown)
        self.render()

    def _on_resize(self) -> None:
        if self.canvas.resize():
            self.lens = None
            self.render()

    def _on_language(self) -> None:
        self.text = Text(str(window.pygamesI18n.language))
        self.say("")
        self.render()
        if _element("end").open:
            self._show_end()

    def _on_click(self, event) -> None:  # noqa: ANN001
        self.show.finish()  # a tap ends the last move's show at once, then acts as ever
        self.focus = None  # the mouse took over from the keyboard
        x, y = event.offsetX, event.offsetY
        if self.lens is not None:
            lens, self.lens = self.lens, None
            key = hit_test(lens.hits(self.hits), x, y) if lens.contains(x, y) else None
            if key is None:
                self.render()  # a tap beside the lens closes it
            else:
                self.tap(key, (x, y))
            return
        if str(event.pointerType) in FINGERS and self.interactive() and self.ui.lens:
            size = (self.canvas.width, self.canvas.height)
            self.lens = lens_for(self.hits, self._is_live, x, y, size)
            if self.lens is not None:
                self.render()
                return
        self.tap(hit_test(self.hits, x, y), (x, y))

    def _hovered(self, index: int) -> None:
        """The mouse came to rest on another place (``site/hover.js``)."""
        if self.hover.over(int(index)):
            self.draw_board()

    def _is_live(self, key: object) -> bool:
        """Whether tapping ``key`` would do something: play, or pick or drop a selection."""
        tap = self.ui.tap(self.match.state, self.selection, key, **self.timing())
        return tap.action is not None or bool(tap.actions) or tap.selection != self.selection

    def _on_key(self, event) -> None:  # noqa: ANN001
        """Arrows move a focus ring over the board's places; Enter or Space taps it."""
        self.show.finish()
        key = str(event.key)
        if not event.ctrlKey and self.board_key(key):  # the board's own keys come first
            event.preventDefault()
            return
        if key in ARROWS:
            event.preventDefault()
            self.focus = step_focus(self.hits, self.focus, key)
            self.render()
        elif key in ("Enter", " "):
            event.preventDefault()
            hit = next((hit for hit in self.hits if hit.key == self.focus), None)
            if hit is None:  # no ring yet, or its place went with the last move: show one
                self.focus = step_focus(self.hits, None, "ArrowUp")
                self.render()
            else:
                self.tap(self.focus, (hit.x, hit.y))
        elif key == "Escape" and (self.selection is not None or self.lens is not None):
            self.selection = None
            self.lens = None
            self.render()

    def _on_context_menu(self, event) -> None:  # noqa: ANN001
        """A right-click on the board is the board's "ContextMenu" key (R's twin in Down
        Under); the browser's menu shows only where the board has no use for it."""
        if self.board_key("ContextMenu"):
            event.preventDefault()

    def board_key(self, key: str) -> bool:
        """Hand a key to the board's own handler; True if it took it."""
        if self.ui.key is None or not self.interactive():
            return False
        tap = self.ui.key(self.match.state, self.selection, key, **self.timing())
        if tap is None:
            return False
        self.apply(tap)
        return True

    def _play_listed(self) -> None:
        index = _element("legal-moves").selectedIndex
        lines, _ = self._listed()
        if 0 <= index < len(lines):
            self.play_all(lines[index].actions)

    def tap(self, key: object, where: tuple[float, float] | None = None) -> None:
        """Act on a tap on ``key`` made at ``where`` on the board (None: not on the board)."""
        if not self.interactive():
            return
        self.apply(self.ui.tap(self.match.state, self.selection, key, **self.timing()), where)

    def apply(self, tap: Tap, where: tuple[float, float] | None = None) -> None:
        """Do what a tap, key or button came to: take its selection, play its actions, or
        say its message."""
        self.selection = tap.selection
        if self.drag is not None:
            self.drag.refloat()
        if tap.action is not None or tap.actions:
            self.play_all((tap.action,) if tap.action is not None else tap.actions)
            return
        said = self.text.say(tap.message) if tap.message else ""
        self.say(said)
        if said and where is not None:
            self._note(said, *where)
        self.render()

    def _note(self, text: str, x: float, y: float) -> None:
        """Say ``text`` briefly beside the place tapped, where the player is looking (the
        message line, a live region, says it too, for screen readers)."""
        note, board = _element("tap-note"), _element("board")
        half = min(130.0, self.canvas.width / 2)
        note.textContent = text
        note.style.left = f"{board.offsetLeft + max(half, min(x, self.canvas.width - half))}px"
        note.style.top = f"{board.offsetTop + y}px"
        note.hidden = False
        note.classList.toggle("below", y < 72)  # no room above a tap near the top edge
        note.classList.remove("shown")
        _ = note.offsetWidth  # restart the fade for a second tap in a row
        note.classList.add("shown")

    def _on_button(self, event) -> None:  # noqa: ANN001
        self.show.finish()
        index = event.target.dataset.index
        buttons = self._buttons()
        if index is None or int(index) >= len(buttons):
            return
        button = buttons[int(index)]
        if button.action is not None:
            self.play(button.action)
        else:
            self.apply(Tap(selection=button.selection))

    # -- playing ----------------------------------------------------------------

    def play(self, action: Action) -> Say | None:
        """Play an action for the player to move; return the reason if it was refused."""
        player = self.match.state.current_player
        try:
            self.match.play(action)
        except IllegalAction as error:
            self.say(self.text("app.not_allowed", reason=error.reason), error=True)
            return error.reason
        self.selection = None
        caused = self.ui.caused(self.match.state)
        self.show.start(caused, hurried=self.computer.skipping)
        move = self.match.state.parent.describe(action)  # type: ignore[union-attr]
        played = self.text("app.played", player=self._name(player), move=move)
        told = " ".join(self.text.say(line.say) for line in caused)
        self._announce(f"{played} {told}".strip())
        self.emit("move", {"move": str(action), "player": player})
        self._changed()
        return None

    def play_all(self, actions) -> None:  # noqa: ANN001 - a sequence of actions
        """Play actions one after another (a computer's whole turn, a timed change), redrawing
        once and showing the last one's motion; stop at the first refused, saying why."""
        if len(actions) == 1:
            self.play(actions[0])
            return
        for action in actions:
            player = self.match.state.current_player
            try:
                self.match.play(action)
            except IllegalAction as error:
                self.say(self.text("app.not_allowed", reason=error.reason), error=True)
                break
            self.emit("move", {"move": str(action), "player": player})
        self.selection = None
        self.say("")
        self.show.start(self.ui.caused(self.match.state), hurried=self.computer.skipping)
        self._changed()

    def _changed(self) -> None:
        self.lens = None
        self._save()
        self.schedule_computer()
        self._follow_clock()
        self.render()
        if self.match.state.is_over() and self.replay is None:
            self._announce(self._status())
            self.emit("over", {"winners": list(self.match.state.winners())})
            self._show_end()

    def schedule_computer(self) -> None:
        """Start a computer's turn if one is to move; the caller renders once after."""
        held = self.replay is not None or self.setup.is_open()
        self.computer.schedule(self.match, held=held)

    def _pace(self, people_playing: bool) -> float:
        return self.settings.ai_pace(people_playing=people_playing)

    def _skip(self) -> None:
        """Let the computers play on without pausing until a person must act."""
        self.computer.skip()
        self.show.finish()
        self.render()

    def undo(self) -> None:
        """Take back the last person's move (and the computer's answers to it)."""
        self.computer.cancel()
        self.show.finish()
        if self.match.undo():
            self.selection = None
            self.say(self.text("app.taken_back"))
        self._changed()

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
        _element("end").close()
        _element("setup").close()
        self.say("")
        self._changed()

    # -- hints --------------------------------------------------------------------

    def ask_hint(self) -> None:
        """Find the strongest level's move for the person to move and show it, unplayed;
        at any other time say why there is none."""
        self.show.finish()
        refusal = self._no_hint()
        if refusal is not None:
            self.say(self.text(refusal))
            return
        self.say(self.text("app.hint.thinking"))
        if self._hinting is not self.match.state:
            self._hinting = self.match.state
            asyncio.ensure_future(self._find_hint(self.match.state))

    def _no_hint(self) -> str | None:
        """The key saying why no hint can be given now, or None."""
        if self.replay is not None:
            return "app.hint.replay"
        if self.match.state.is_over():
            return "app.hint.over"
        if not self.interactive():
            return "app.hint.not_your_turn"
        return None

    async def _find_hint(self, state: State) -> None:
        def wanted() -> bool:  # the position is still the one on the board
            return self.match.state is state and self.replay is None

        try:
            action = await think_in_slices(hint_thinking(state), pause=pause_while(wanted))
        except Unwanted:
            return
        finally:
            if self._hinting is state:
                self._hinting = None
        size = (self.canvas.width, self.canvas.height)
        self.hint = hint_for(self.ui, state, action, size, **self.timing())
        self.selection = self.hint.selection
        if self.drag is not None:
            self.drag.refloat()
        self.match.hinted()
        self._save()
        self.say(" ".join(self.text.say(line) for line in hint_words(self.ui, self.hint)))
        self.emit("hint", {"move": str(action), "player": state.current_player})
        self.render()
        self._select_listed(action)

    def _select_listed(self, action: Action) -> None:
        """Select a move in the move list, so "Play this move" (or a screen reader's user)
        finds the hinted one there too."""
        lines, _ = self._listed()
        index = next((i for i, line in enumerate(lines) if action in line.actions), -1)
        _element("legal-moves").selectedIndex = index

    def _hint_shown(self) -> Hint | None:
        """The hint while the board still shows its position with nothing picked since."""
        hint = self.hint
        if hint is None or self.replay is not None:
            return None
        return hint if hint.shown(self.match.state, self.selection) else None

    def _draw_hint(self) -> None:
        """Ring the place a shown hint taps next."""
        hint = self._hint_shown()
        if hint is None:
            return
        for hit in self.hits:
            if hit.key == hint.place:
                radius = hit.r * 0.85 + 4
                self.canvas.circle(hit.x, hit.y, radius, stroke="#ffffff", width=7)
                self.canvas.circle(hit.x, hit.y, radius, stroke=HINT_RING, width=3.5)

    def _mark_hinted_button(self) -> None:
        """Outline the button a shown hint presses next (and tell tests what is shown)."""
        hint = self._hint_shown()
        shown = ""
        if hint is not None:
            told = {"move": str(hint.action), "place": hint.place, "button": hint.button}
            shown = json.dumps(told, default=str)
        _element("board").dataset.hint = shown
        marked = "" if hint is None or hint.button is None else str(hint.button)
        for button in _element("actions").querySelectorAll("button"):
            button.classList.toggle("hinted", str(button.dataset.index) == marked)

    # -- replays ------------------------------------------------------------------

    def _step(self, by: int) -> None:
        if self.replay is not None:
            self.show.finish()
            shown = self.replay.shown
            self.replay.step(by)
            if by == 1 and self.replay.shown > shown:  # one move on: show it as it was played
                self.show.start(self.ui.caused(self.replay.state))
            self.render()

    def _continue_replay(self) -> None:
        if self.replay is not None:
            # The game goes on at this address without the shared record, and saves there,
            # so a reload finds the game played on, not the replay.
            window.history.replaceState(None, "", window.location.pathname + window.location.search)
            self.launch = read_launch(self.game, _query(), "")
            self.save_key = self._save_key()
            self.new_match(self.replay.continue_from(self.match.seats))

    # -- drawing ----------------------------------------------------------------

    def shown(self) -> State:
        """The position on the board: the replay's, or the match's."""
        return self.replay.state if self.replay is not None else self.match.state

    def _name(self, player: int | None) -> str:
        return self.text.say(self.ui.name(self.shown(), player)) if player is not None else ""

    def _buttons(self) -> list:
        interactive = self.interactive()
        return self.ui.offered(self.match.state, self.selection) if interactive else []

    def say(self, text: str, error: bool = False, *, heard: bool = True) -> None:
        """Show a message to the player (empty text clears it), and tell screen readers
        unless it was ``heard`` already (a move's told lines come with the move)."""
        message = _element("message")
        message.textContent = text
        message.classList.toggle("error", error)
        if heard and text:
            self._announce(text)

    def _announce(self, text: str) -> None:
        """Tell screen readers: a line added to a log they read politely, so what is told
        right after (the end of the game after its last move) does not replace it unread.
        The message line is not read itself, so nothing is heard twice."""
        log = _element("announce")
        line = document.createElement("p")
        line.textContent = text
        log.append(line)
        while log.childElementCount > ANNOUNCED_LINES:
            log.firstElementChild.remove()

    def interactive(self) -> bool:
        """True when a person may act on the board now."""
        return self.replay is None and self.match.awaiting_human() and not self.computer.thinking

    def render(self) -> None:
        """Redraw the board and bring the page around it up to date."""
        self.draw_board()
        state = self.shown()
        self._fill("players", panels.players(self.ui, self.text, state, self.match.seats))
        _element("status").textContent = self._status()
        note = self.ui.board_note(state) if self.ui.board_note is not None else None
        _element("board-note").textContent = self.text.say(note) if note else ""
        _element("board-note").hidden = note is None
        self._fill("actions", panels.action_buttons(self.text, self._buttons()))
        self._mark_hinted_button()
        _element("undo").disabled = self.replay is not None or not self.match.can_undo()
        _element("skip").hidden = (
            self.replay is not None or self.match.ai_level() is None or self.computer.skipping
        )
        self._fill("rules-text", panels.rules(self.ui, self.text))
        self._render_replay()
        self._render_move_list()
        hints = len(self.match.hints)  # a hint shown marks the move in the log
        if self._fill_for("log", state, lambda: self._move_log(state), hints):
            _show_newest(_element("log"))

    def _move_log(self, state: State) -> str:
        """The log of the position shown, marking the moves hints were shown for."""
        hinted = self.match.hints if self.replay is None else ()
        return panels.move_log(self.ui, self.text, state, hinted)

    def draw_board(self) -> None:
        """Redraw the board alone (a hover, a frame of a motion): the panels stay."""
        state = self.shown()
        interactive = self.interactive()
        extra = self._board()
        # While a motion runs, frame after frame only its progress changes: the canvas
        # shows the board's still parts again as long as everything else is the same.
        scene = (state, self.selection, interactive, *extra.values())
        self.canvas.begin(scene if self.show.follows_motion() else None)
        extra |= self.show.board()
        self.hits = self.ui.draw(
            self.canvas, state, selected=self.selection, interactive=interactive, **extra
        )
        self._draw_focus()
        self._draw_hint()
        if self.lens is not None:
            self._draw_lens(self.lens, state, interactive, extra)
        board = _element("board")
        board.dataset.lens = "open" if self.lens is not None else ""
        self.canvas.present()
        if self.ui.follows_focus:
            board.dataset.focus = json.dumps(extra["focus"], default=str)  # for tests to read
            areas = self.hover.areas(self.hits)
            if areas is not None:
                window.pygamesHover.areas(areas)

    def _fill_for(
        self, element_id: str, state: State, build: Callable[[], str], *also: object
    ) -> bool:
        """``_fill`` with ``build()``, built only when ``state``, the language, whether a
        person may act or ``also`` changed: the log says every move of the game in words,
        too much to redo on every tap, focus change and redraw."""
        seen = (self.text.language, self.interactive(), *also)
        last = self._built_from.get(element_id)
        if last is not None and last[0] is state and last[1] == seen:
            return False
        self._built_from[element_id] = (state, seen)
        return self._fill(element_id, build())

    def _fill(self, element_id: str, html: str) -> bool:
        """Put ``html`` into an element unless it is there already; return True if it changed.

        Rewriting unchanged markup would replace a button between a person's press and
        release (the board losing focus redraws the page), and the click would be lost.
        """
        if self._written.get(element_id) == html:
            return False
        _element(element_id).innerHTML = html
        self._written[element_id] = html
        return True

    def _draw_lens(self, lens: Lens, state: State, interactive: bool, extra: dict) -> None:
        """Dim the board and draw the tapped neighbourhood magnified in a circle."""
        canvas, (x, y), radius = self.canvas, lens.centre, lens.radius
        corners = [(0, 0), (canvas.width, 0), (canvas.width, canvas.height), (0, canvas.height)]
        canvas.polygon(corners, fill=LENS_DIM)
        canvas.circle(x, y, radius + 3, fill=LENS_RIM)
        canvas.clip_circle(x, y, radius)
        self.ui.draw(
            LensCanvas(canvas, lens),
            state,
            selected=self.selection,
            interactive=interactive,
            **extra,
        )
        canvas.unclip()
        canvas.circle(x, y, radius, stroke=FOCUS_RING, width=2)

    def _draw_focus(self) -> None:
        """Ring the place the keyboard is on, while the board has the keyboard focus."""
        if document.activeElement != _element("board"):
            return
        for hit in self.hits:
            if hit.key == self.focus:
                self.canvas.circle(hit.x, hit.y, hit.r * 0.85 + 2, stroke=FOCUS_RING, width=3.5)

    def _listed(self) -> tuple[list[Listed], Say | None]:
        """The move list's lines and last note (none while a person may not move): every
        legal action, unless the board says what to list (``ui.listed``)."""
        if not self.interactive():
            return [], None
        state = self.match.state
        if self.ui.listed is not None:
            return self.ui.listed(state, **self.timing())
        return [Listed((action,)) for action in state.legal_actions()], None

    def _render_move_list(self) -> None:
        state = self.match.state
        lines, note = self._listed()
        self._fill_for("legal-moves", state, lambda: panels.legal_moves(self.text, state, lines))
        _element("play-listed").disabled = not lines
        _element("legal-note").textContent = self.text.say(note) if note else ""
        _element("legal-note").hidden = note is None

    def _render_replay(self) -> None:
        bar = _element("replay")
        bar.hidden = self.replay is None
        if self.replay is None:
            return
        shown, length = self.replay.shown, self.replay.length
        _element("replay-position").textContent = self.text(
            "app.replay_position", shown=shown, length=length
        )
        _element("replay-first").disabled = _element("replay-back").disabled = shown == 0
        _element("replay-forward").disabled = _element("replay-last").disabled = shown == length
        _element("replay-continue").disabled = self.replay.state.is_over()

    def _status(self) -> str:
        state = self.shown()
        outcome = state.outcome()
        if outcome is not None:
            return self.text(
                "app.result",
                headline=panels.headline(self.ui, state, self.match.seats),
                reason=outcome.reason.say,
            )
        name = self._name(state.current_player)
        if self.replay is not None:
            return self.text("app.replay_to_move", player=name)
        if self.computer.thinking:
            return self.text("app.thinking", player=name)
        hint = self.text.say(self.ui.prompt(state, self.selection))
        if not self.match.awaiting_human():
            hint = ""
        return self.text("app.to_move", player=name, hint=hint).strip()

    def _show_end(self) -> None:
        state = self.match.state
        outcome = state.outcome()
        assert outcome is not None
        _element("end-title").textContent = self.text(
            "app.end_title", headline=panels.headline(self.ui, state, self.match.seats)
        )
        reason = self.text.say(outcome.reason.say)
        _element("end-reason").textContent = reason[:1].upper() + reason[1:] + "."
        _element("end-scores").innerHTML = panels.breakdown(self.ui, self.text, state)
        used = len(self.match.hints)
        _element("end-hints").textContent = self.text.say(Say.count("app.end.hints", used))
        _element("end-hints").hidden = not used
        if not _element("end").open:
            _element("end").showModal()

    # -- the clock of a real-time turn ---------------------------------------------------

    def _now(self) -> float:
        return float(window.performance.now()) / 1000

    def timing(self) -> dict[str, Any]:
        """``clock=`` for a board whose turns run against the clock (nothing for others)."""
        if self.ui.clock is None:
            return {}
        running = self.stopwatch.key is not None and self.interactive()
        return {"clock": self.stopwatch.read(self._now()) if running else None}

    def _board(self) -> dict[str, Any]:
        """What ``draw`` gets beyond the position, if the board asks: the clock, the language,
        the seats, the place the keyboard's ring is on (while the board has the keys), else
        the mouse's (the motion's progress comes from ``show``)."""
        extra = self.timing()
        if self.ui.says:
            extra["language"] = self.text.language
        if self.ui.sees_seats:
            extra["seats"] = self.match.seats
        if self.ui.coordinates:
            extra["coordinates"] = self.settings.coordinates
        if self.ui.follows_focus:
            ring = self.focus if document.activeElement == _element("board") else None
            told = self.show.place()  # the place a line told about the move is about
            mouse = self.hover.key
            extra["focus"] = told if told is not None else ring if ring is not None else mouse
        return extra

    def _follow_clock(self) -> None:
        """Run the stopwatch for the turn the board says is against the clock (if any)."""
        if self.ui.clock is None:
            return
        clocked = self.ui.clock(self.match.state) if self.interactive() else None
        self.stopwatch.follow(clocked, self._now())

    def _tick(self) -> None:
        """Keep a running clock honest: stand still while the page is hidden or the rules
        are open, stop the turn where the board says, else redraw the time."""
        self._follow_clock()
        if self.stopwatch.key is None:
            return
        now = self._now()
        if document.hidden or _element("rules").open:
            self.stopwatch.pause(now)
            return
        self.stopwatch.resume(now)
        clocked = self.ui.clock(self.match.state)  # type: ignore[misc]
        if clocked is not None and clocked.stop is not None:
            if self.stopwatch.read(now) >= clocked.stop:
                self.play_all(clocked.at_stop)
                return
        if self.drag is None or self.drag.dragging() is None:
            self.render()

    # -- window.pygames -----------------------------------------------------------

    def emit(self, event: str, detail: dict[str, Any]) -> None:
        """Tell the page (and an embedding page) what happened: see site/pygames-api.js."""
        window.pygames._emit(event, json.dumps({"game": self.game.id, **detail}))
