"""The app controller: one page, one match, events in, drawing out.

Event -> the game's tap handler -> ``Match.play`` -> re-render, after
boardgame.io's subscribe loop. This module and ``browser`` are the only
ones that touch the DOM; the decisions they make live in plain modules
tested in CPython: ``match`` (seats, undo, saves, replays), ``launch`` (what
the address asks for), ``newgame`` (player count, options and seats a game
accepts), ``settings`` (what is remembered), ``panels`` (the HTML around the
board), ``text`` (every word, in four languages).

The same controller runs the play page and the embed page; the embed page
only looks different (``html[data-mode=embed]`` in the CSS) and keeps its
save apart, per address, so two embeds in one blog post do not share a game.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from dataclasses import replace
from html import escape
from typing import Any

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

import pygames
from pygames.ai import make_agent
from pygames.core import Action, IllegalAction, InvalidNotation, InvalidRecord, State
from pygames.web import panels
from pygames.web.boards import BOARDS, board_for
from pygames.web.browser import BrowserCanvas
from pygames.web.hits import ARROWS, hit_test, step_focus
from pygames.web.launch import read_launch
from pygames.web.lens import Lens, LensCanvas, lens_for
from pygames.web.match import HUMAN, Match, Replay
from pygames.web.newgame import Setup, settle
from pygames.web.settings import AI_PACES, SETTINGS_KEY, Settings
from pygames.web.text import Text
from pygames.web.thinking import think_in_slices, yield_to_browser

DEFAULT_SEATS = (HUMAN, "ai:normal")
#: The keyboard focus ring on the board, the same amber as the page's focus outlines.
FOCUS_RING = "#f0a000"
LENS_DIM = "rgba(20,30,32,0.45)"
LENS_RIM = "#ffffff"
#: Pointer types whose taps may be imprecise enough to need the lens.
FINGERS = ("touch", "pen")


class _Cancelled(Exception):
    """The AI's move is no longer wanted (new game, undo, load)."""


def _element(element_id: str):  # noqa: ANN202 - a JS element proxy
    return document.getElementById(element_id)


def _query() -> dict[str, str]:
    params = window.URLSearchParams.new(window.location.search)
    return {str(key): str(value) for key, value in params.entries()}


def _site_url() -> str:
    """The folder the site is served from, so links work at a root or under a sub-path."""
    return str(window.URL.new(".", window.location.href).href)


class App:
    """Holds the match and keeps the page in step with it."""

    def __init__(self, game_id: str) -> None:
        self.game = pygames.get_game(game_id)
        self.ui = board_for(game_id)
        self.embed = document.documentElement.dataset.mode == "embed"
        self.canvas = BrowserCanvas(_element("board"))
        self.settings = Settings.from_json(window.localStorage.getItem(SETTINGS_KEY))
        self.launch = read_launch(self.game, _query(), str(window.location.hash))
        if self.launch.language:
            window.pygamesI18n.use(self.launch.language)
        self.text = Text(str(window.pygamesI18n.language))
        self.save_key = self._save_key()
        self.selection: Any = None
        self.focus: Any = None  # the hit key the keyboard is on, None when not in use
        self.hits: list = []
        self.ai_token = 0
        self.thinking = False
        self.skipping = False  # the AIs play without pausing until a person must act
        self.replay: Replay | None = None
        self.lens: Lens | None = None  # open while a finger's tap could mean several places
        self._proxies: list = []
        self._written: dict[str, str] = {}  # the markup last put into each element
        self._on_copied = self._proxy(lambda _result: self._copied(True))
        self._on_not_copied = self._proxy(lambda _error: self._copied(False))
        self.match = self._restore()
        self._bind()
        if self.launch.notes:
            self.say(" ".join(self.text.say(note) for note in self.launch.notes), error=True)
        self._schedule_ai()
        self.render()

    # -- saving ---------------------------------------------------------------

    def _save_key(self) -> str:
        """One save per game; an embed or a custom address keeps its own."""
        key = f"pygames:v1:save:{self.game.id}"
        if self.embed or self.launch.custom:
            address = f"{window.location.search}{window.location.hash}"
            key += ":" + hashlib.sha256(address.encode()).hexdigest()[:12]
        return key

    def _restore(self) -> Match:
        saved = window.localStorage.getItem(self.save_key)
        if saved:
            try:
                return Match.from_save(saved, self.game)
            except InvalidRecord as error:
                self.say(self.text("app.restore_failed", error=str(error)), error=True)
        if self.launch.record is not None:
            seats = self.launch.seats or self.settings.seats.get(self.game.id, DEFAULT_SEATS)
            self.replay = Replay.of(self.launch.record)
            return Match(self.launch.record, self._seats_for(self.launch.record, seats))
        setup = self._first_setup()
        return Match.start(self.game, setup.seats, self.launch.seed, setup.options)

    def _first_setup(self) -> Setup:
        """How a fresh game starts: as the address asks, else as last chosen here."""
        seats = self.launch.seats or self.settings.seats.get(self.game.id, DEFAULT_SEATS)
        players = self.launch.players or len(seats)
        if self.launch.custom:
            options = self.launch.options
        else:
            options = self.settings.options.get(self.game.id, {})
        return settle(self.game, players, options, seats)

    def _seats_for(self, state: State, seats: tuple[str, ...]) -> tuple[str, ...]:
        if len(seats) == state.players:
            return seats
        return (HUMAN,) + ("ai:normal",) * (state.players - 1)

    def _save(self) -> None:
        window.localStorage.setItem(self.save_key, self.match.to_save())

    def _remember(self, setup: Setup, ai_speed: str) -> None:
        """Store the setup and AI speed, keeping the language i18n.js may have changed since."""
        stored = Settings.from_json(window.localStorage.getItem(SETTINGS_KEY))
        chosen = stored.with_seats(self.game.id, setup.seats).with_options(
            self.game.id, setup.options
        )
        self.settings = replace(chosen, ai_speed=ai_speed)
        window.localStorage.setItem(SETTINGS_KEY, self.settings.to_json())

    # -- events -----------------------------------------------------------------

    def _proxy(self, handler):  # noqa: ANN001, ANN202 - a JS function proxy
        """Wrap a handler for JavaScript, kept alive as long as the page."""
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        return proxy

    def _on(self, element, event: str, handler) -> None:  # noqa: ANN001
        element.addEventListener(event, self._proxy(handler))

    def _bind(self) -> None:
        clicks = {
            "undo": self.undo,
            "new-game": self._open_setup,
            "rematch": self.rematch,
            "end-rematch": self.rematch,
            "end-new": self._open_setup,
            "end-close": lambda: _element("end").close(),
            "setup-start": self._start_from_setup,
            "setup-cancel": lambda: _element("setup").close(),
            "skip": self._skip,
            "share": self._open_share,
            "share-close": lambda: _element("share-dialog").close(),
            "share-copy-link": lambda: self._copy("share-link"),
            "share-copy-embed": lambda: self._copy("share-embed"),
            "replay-first": lambda: self._step(-(10**9)),
            "replay-back": lambda: self._step(-1),
            "replay-forward": lambda: self._step(1),
            "replay-last": lambda: self._step(10**9),
            "replay-continue": self._continue_replay,
        }
        for element_id, action in clicks.items():
            self._on(_element(element_id), "click", lambda _event, act=action: act())
        self._on(_element("board"), "click", self._on_click)
        self._on(_element("board"), "keydown", self._on_key)
        self._on(_element("board"), "focus", lambda _event: self.render())
        self._on(_element("board"), "blur", lambda _event: self.render())
        self._on(_element("play-listed"), "click", lambda _event: self._play_listed())
        self._on(_element("legal-moves"), "dblclick", lambda _event: self._play_listed())
        self._on(_element("actions"), "click", self._on_button)
        self._on(_element("setup-seats"), "change", self._on_setup_change)
        self._on(_element("setup"), "close", lambda _event: self._resume())
        self._on(_element("share-position"), "change", lambda _event: self._fill_share())
        self._on(window, "resize", lambda _event: self._on_resize())
        self._on(window, "pygames:language", lambda _event: self._on_language())

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
        self.focus = None  # the mouse took over from the keyboard
        x, y = event.offsetX, event.offsetY
        if self.lens is not None:
            lens, self.lens = self.lens, None
            key = hit_test(lens.hits(self.hits), x, y) if lens.contains(x, y) else None
            if key is None:
                self.render()  # a tap beside the lens closes it
            else:
                self._tap(key)
            return
        if str(event.pointerType) in FINGERS and self._interactive():
            size = (self.canvas.width, self.canvas.height)
            self.lens = lens_for(self.hits, self._is_live, x, y, size)
            if self.lens is not None:
                self.render()
                return
        self._tap(hit_test(self.hits, x, y))

    def _is_live(self, key: object) -> bool:
        """Whether tapping ``key`` would do something: play, or pick or drop a selection."""
        tap = self.ui.tap(self.match.state, self.selection, key)
        return tap.action is not None or tap.selection != self.selection

    def _on_key(self, event) -> None:  # noqa: ANN001
        """Arrows move a focus ring over the board's places; Enter or Space taps it."""
        key = str(event.key)
        if key in ARROWS:
            event.preventDefault()
            self.focus = step_focus(self.hits, self.focus, key)
            self.render()
        elif key in ("Enter", " "):
            event.preventDefault()
            if self.focus is None:
                self.focus = step_focus(self.hits, None, "ArrowUp")
                self.render()
            else:
                self._tap(self.focus)
        elif key == "Escape" and (self.selection is not None or self.lens is not None):
            self.selection = None
            self.lens = None
            self.render()

    def _play_listed(self) -> None:
        index = _element("legal-moves").selectedIndex
        actions = self._listed()
        if 0 <= index < len(actions):
            self.play(actions[index])

    def _tap(self, key: object) -> None:
        if self.replay is not None or not self.match.awaiting_human() or self.thinking:
            return
        tap = self.ui.tap(self.match.state, self.selection, key)
        self.selection = tap.selection
        if tap.action is not None:
            self.play(tap.action)
            return
        self.say(self.text.say(tap.message) if tap.message else "")
        self.render()

    def _on_button(self, event) -> None:  # noqa: ANN001
        index = event.target.dataset.index
        buttons = self._buttons()
        if index is not None and int(index) < len(buttons):
            self.play(buttons[int(index)].action)

    # -- playing ----------------------------------------------------------------

    def play(self, action: Action) -> str | None:
        """Play an action for the player to move; return the reason if it was refused."""
        player = self.match.state.current_player
        try:
            self.match.play(action)
        except IllegalAction as error:
            self.say(self.text("app.not_allowed", reason=str(error)), error=True)
            return str(error)
        self.selection = None
        self.say("")
        self._announce(self.text("app.played", player=self._name(player), move=str(action)))
        self._emit("move", {"move": str(action), "player": player})
        self._changed()
        return None

    def _changed(self) -> None:
        self.lens = None
        self._save()
        self._schedule_ai()
        self.render()
        if self.match.state.is_over() and self.replay is None:
            self._announce(self._status())
            self._emit("over", {"winners": list(self.match.state.winners())})
            self._show_end()

    def _schedule_ai(self) -> None:
        """Start the AI's turn if an AI is to move; the caller renders once after."""
        level = self.match.ai_level()
        if level is None:
            self.skipping = False  # a person acts (or the game is over): back to the pace
        if level is None or self.thinking or self.replay is not None or _element("setup").open:
            return
        self.ai_token += 1
        self.thinking = True
        asyncio.ensure_future(self._ai_turn(self.ai_token, level))

    async def _ai_turn(self, token: int, level: str) -> None:
        state = self.match.state
        started = time.perf_counter()

        async def pause() -> None:
            await yield_to_browser()
            if token != self.ai_token:
                raise _Cancelled

        try:
            player = state.current_player
            assert player is not None  # an AI level is only asked for when someone must move
            agent = make_agent(self.game.id, level, seed=state.seed)
            action = await think_in_slices(agent.think(state.view(player)), pause=pause)
            pace = self.settings.ai_pace(people_playing=HUMAN in self.match.seats)
            while not self.skipping and time.perf_counter() - started < pace:
                await asyncio.sleep(min(0.05, pace - (time.perf_counter() - started)))
        except _Cancelled:
            return
        if token != self.ai_token or self.match.state is not state:
            return
        self.thinking = False
        self.play(action)

    def _cancel_ai(self) -> None:
        self.ai_token += 1
        self.thinking = False
        self.skipping = False

    def _skip(self) -> None:
        """Let the computers play on without pausing until a person must act."""
        self.skipping = True
        self.render()

    def undo(self) -> None:
        """Take back the last person's move (and the computer's answers to it)."""
        self._cancel_ai()
        if self.match.undo():
            self.selection = None
            self.say(self.text("app.taken_back"))
        self._changed()

    def rematch(self) -> None:
        """Play again with the same seats."""
        self.new_match(self.match.rematch())

    def new_match(self, match: Match) -> None:
        """Replace the match (new game, rematch, load) and start playing it."""
        self._cancel_ai()
        self.match = match
        self.replay = None
        self.selection = None
        _element("end").close()
        _element("setup").close()
        self.say("")
        self._changed()

    def _open_setup(self) -> None:
        """Show the New game dialog; the computers wait while it is open, so a player
        who looks at the choices and cancels finds the game where they left it."""
        _element("end").close()
        self._cancel_ai()
        state = self.match.state
        self._show_setup(settle(self.game, state.players, state.options, self.match.seats))
        _element("ai-speed").value = self.settings.ai_speed
        _element("setup").showModal()
        self.render()

    def _resume(self) -> None:
        """Let a computer whose turn it is think again (the New game dialog closed)."""
        self._schedule_ai()
        self.render()

    def _show_setup(self, setup: Setup) -> None:
        form = panels.setup_form(self.ui, self.game, self.text, setup)
        _element("setup-seats").innerHTML = form

    def _read_setup(self) -> Setup:
        """The dialog's choices, made into a setup the game accepts."""
        count = _element("setup-players")
        players = int(count.value) if count else self.game.min_players
        options = {}
        for option in self.game.options:
            text = str(_element(f"option-{option.name}").value)
            options[option.name] = next(
                (choice for choice in option.choices if str(choice) == text), option.default
            )
        seats = [_element(f"seat-{player}") for player in range(players)]
        chosen = [str(seat.value) for seat in seats if seat]  # a count just raised has fewer
        return settle(self.game, players, options, chosen)

    def _on_setup_change(self, event) -> None:  # noqa: ANN001
        """Redraw the choices (seats for the count, options that go together), keeping the
        keyboard focus where it was."""
        changed = str(event.target.id)
        self._show_setup(self._read_setup())
        if _element(changed):
            _element(changed).focus()

    def _start_from_setup(self) -> None:
        setup = self._read_setup()
        speed = str(_element("ai-speed").value)
        self._remember(setup, speed if speed in AI_PACES else self.settings.ai_speed)
        self.new_match(Match.start(self.game, setup.seats, options=setup.options))

    # -- replays ------------------------------------------------------------------

    def _step(self, by: int) -> None:
        if self.replay is not None:
            self.replay.step(by)
            self.render()

    def _continue_replay(self) -> None:
        if self.replay is not None:
            # The game goes on at this address without the shared record, and saves there,
            # so a reload finds the game played on, not the replay.
            window.history.replaceState(None, "", window.location.pathname + window.location.search)
            self.launch = read_launch(self.game, _query(), "")
            self.save_key = self._save_key()
            self.new_match(self.replay.continue_from(self.match.seats))

    # -- sharing ------------------------------------------------------------------

    def _open_share(self) -> None:
        _element("share-link").value = panels.share_link(
            f"{_site_url()}play.html?game={self.game.id}", self._shown()
        )
        self._fill_share()
        _element("share-dialog").showModal()

    def _fill_share(self) -> None:
        position = self._shown() if _element("share-position").checked else None
        _element("share-embed").value = panels.embed_snippet(
            _site_url(), self.game.title, self.game.id, self.match.seats, position
        )

    def _copy(self, element_id: str) -> None:
        """Copy a share field; where the clipboard is not offered, leave it selected to copy."""
        field = _element(element_id)
        field.select()
        clipboard = getattr(window.navigator, "clipboard", None)
        if clipboard is None:  # pages served over plain http from another machine
            self._copied(False)
            return
        clipboard.writeText(field.value).then(self._on_copied, self._on_not_copied)

    def _copied(self, done: bool) -> None:
        key = "app.copied" if done else "app.copy_by_hand"
        _element("share-copied").textContent = self.text(key)

    # -- drawing ----------------------------------------------------------------

    def _shown(self) -> State:
        return self.replay.state if self.replay is not None else self.match.state

    def _name(self, player: int | None) -> str:
        return self.text(self.ui.player_keys[player]) if player is not None else ""

    def _buttons(self) -> list:
        interactive = self._interactive()
        return self.ui.offered(self.match.state, self.selection) if interactive else []

    def say(self, text: str, error: bool = False) -> None:
        """Show a message to the player (empty text clears it)."""
        message = _element("message")
        message.textContent = text
        message.classList.toggle("error", error)

    def _announce(self, text: str) -> None:
        """Tell screen readers what just happened (a polite live region)."""
        _element("announce").textContent = text

    def _interactive(self) -> bool:
        return self.replay is None and self.match.awaiting_human() and not self.thinking

    def render(self) -> None:
        state = self._shown()
        interactive = self._interactive()
        self.hits = self.ui.draw(
            self.canvas, state, selected=self.selection, interactive=interactive
        )
        self._draw_focus()
        if self.lens is not None:
            self._draw_lens(self.lens, state, interactive)
        _element("board").dataset.lens = "open" if self.lens is not None else ""
        self.canvas.present()
        self._fill("players", panels.players(self.ui, self.text, state, self.match.seats))
        _element("status").textContent = self._status()
        self._fill(
            "actions",
            "".join(
                f'<button type="button" data-index="{i}" data-testid="action-button">'
                f"{escape(self.text.say(button.label))}</button>"
                for i, button in enumerate(self._buttons())
            ),
        )
        _element("undo").disabled = self.replay is not None or not self.match.can_undo()
        _element("skip").hidden = (
            self.replay is not None or self.match.ai_level() is None or self.skipping
        )
        self._fill(
            "rules-text",
            "".join(
                f"<p>{escape(paragraph)}</p>"
                for paragraph in self.text(self.ui.rules_key).split("\n\n")
            ),
        )
        self._render_replay()
        self._render_move_list()
        if self._fill("log", panels.move_log(self.ui, self.text, state)):
            log = _element("log")
            log.scrollTop = log.scrollHeight

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

    def _draw_lens(self, lens: Lens, state: State, interactive: bool) -> None:
        """Dim the board and draw the tapped neighbourhood magnified in a circle."""
        canvas, (x, y), radius = self.canvas, lens.centre, lens.radius
        corners = [(0, 0), (canvas.width, 0), (canvas.width, canvas.height), (0, canvas.height)]
        canvas.polygon(corners, fill=LENS_DIM)
        canvas.circle(x, y, radius + 3, fill=LENS_RIM)
        canvas.clip_circle(x, y, radius)
        self.ui.draw(
            LensCanvas(canvas, lens), state, selected=self.selection, interactive=interactive
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

    def _listed(self) -> list[Action]:
        """The legal actions offered in the move list (none while a person may not move)."""
        return list(self.match.state.legal_actions()) if self._interactive() else []

    def _render_move_list(self) -> None:
        state = self.match.state
        self._fill(
            "legal-moves",
            "".join(
                f'<option value="{escape(str(action))}">'
                f"{escape(self.text.say(self.ui.describe(state, action)))}</option>"
                for action in self._listed()
            ),
        )
        _element("play-listed").disabled = not self._listed()

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
        state = self._shown()
        outcome = state.outcome()
        if outcome is not None:
            return self.text(
                "app.result",
                headline=self._headline(outcome.winners),
                reason=self.text(f"reason.{outcome.reason.name.lower()}"),
            )
        name = self._name(state.current_player)
        if self.replay is not None:
            return self.text("app.replay_to_move", player=name)
        if self.thinking:
            return self.text("app.thinking", player=name)
        hint = self.text.say(self.ui.prompt(state, self.selection))
        if not self.match.awaiting_human():
            hint = ""
        return self.text("app.to_move", player=name, hint=hint).strip()

    def _headline(self, winners: tuple[int, ...]) -> str:
        if len(winners) == 1:
            return self.text("app.wins", player=self._name(winners[0]))
        return self.text("app.draw")

    def _show_end(self) -> None:
        state = self.match.state
        outcome = state.outcome()
        assert outcome is not None
        _element("end-title").textContent = self.text(
            "app.end_title", headline=self._headline(outcome.winners)
        )
        reason = self.text(f"reason.{outcome.reason.name.lower()}")
        _element("end-reason").textContent = reason[:1].upper() + reason[1:] + "."
        _element("end-scores").innerHTML = panels.breakdown(self.ui, self.text, state)
        if not _element("end").open:
            _element("end").showModal()

    # -- window.pygames -----------------------------------------------------------

    def _emit(self, event: str, detail: dict[str, Any]) -> None:
        """Tell the page (and an embedding page) what happened: see site/pygames-api.js."""
        window.pygames._emit(event, json.dumps({"game": self.game.id, **detail}))

    def bridge_state(self) -> str:
        summary = self.match.summary()
        summary["thinking"] = self.thinking
        summary["replay"] = (
            None
            if self.replay is None
            else {"shown": self.replay.shown, "length": self.replay.length}
        )
        return json.dumps(summary)

    def bridge_legal(self) -> str:
        return json.dumps([str(a) for a in self.match.state.legal_actions()])

    def bridge_play(self, text: str) -> str:
        if self.replay is not None or not self.match.awaiting_human() or self.thinking:
            return _result("it is not a person's turn")
        try:
            action = self.match.state.parse_action(text)
        except InvalidNotation as error:
            return _result(str(error))
        return _result(self.play(action))

    def bridge_new_game(self, text: str) -> str:
        try:
            request = json.loads(text)
            game = pygames.get_game(request.get("game", self.game.id))
            if game is not self.game:
                raise ValueError(f"this page plays {self.game.title}; open {game.id} instead")
            match = Match.start(
                game,
                request.get("seats", list(DEFAULT_SEATS)),
                request.get("seed"),
                request.get("options"),
            )
        except (ValueError, AttributeError, TypeError) as error:
            return _result(str(error))
        self.new_match(match)
        return _result(None)

    def bridge_load(self, text: str) -> str:
        try:
            state = pygames.replay(pygames.core.from_json(text))
            if state.game is not self.game:
                raise InvalidRecord(f"this page plays {self.game.title}")
        except InvalidRecord as error:
            return _result(str(error))
        self.new_match(Match(state, self._seats_for(state, self.match.seats)))
        return _result(None)


def _result(error: str | None) -> str:
    return json.dumps({"ok": error is None, "error": error})


def _show_game_list(text: Text, reason: str) -> None:
    links = "".join(
        f'<li><a href="play.html?game={game.id}" data-testid="game-link">'
        f"{escape(game.title)}</a></li>"
        for game in pygames.list_games()
        if game.id in BOARDS
    )
    _element("unknown").innerHTML = f"<p>{escape(reason)}</p><ul>{links}</ul>"
    _element("unknown").hidden = False
    _element("play").hidden = True
    document.title = "pygames"
    _element("title").textContent = text("page.choose_game")


def start() -> App | None:
    """Start the page for the game it names; show the game list for anything else."""
    game_id = document.documentElement.getAttribute("data-game") or _query().get("game", "")
    _element("loading").hidden = True
    if game_id not in BOARDS:
        text = Text(str(window.pygamesI18n.language))
        registered = {game.id: game.title for game in pygames.list_games()}
        if game_id in registered:
            reason = text("app.no_board_yet", title=registered[game_id])
        elif game_id:
            reason = text("app.no_game", game=game_id)
        else:
            reason = text("app.no_game_chosen")
        _show_game_list(text, reason)
        window.pygames._connect(None)
        return None
    app = App(game_id)
    document.title = f"{app.game.title} · pygames"
    _element("title").textContent = app.game.title
    bridge = window.Object.new()
    for name in ("state", "legal", "play", "new_game", "load"):
        setattr(bridge, name, app._proxy(getattr(app, f"bridge_{name}")))
    window.pygames._connect(bridge)
    app._emit("ready", {})
    return app
