"""The app controller: one page, one match, events in, drawing out.

Event -> the game's tap handler -> ``Match.play`` -> re-render, after
boardgame.io's subscribe loop. This module and ``browser`` are the only
ones that touch the DOM; the decisions they make (seats, undo, saves) live
in ``match``, the drawing in each game's renderer.
"""

from __future__ import annotations

import asyncio
import json
import time
from html import escape
from typing import Any

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

import pygames
from pygames.ai import make_agent
from pygames.core import Action, IllegalAction, InvalidNotation, InvalidRecord, Termination
from pygames.web.boards import BOARDS, board_for
from pygames.web.browser import BrowserCanvas
from pygames.web.hits import hit_test
from pygames.web.match import HUMAN, SEATS, Match
from pygames.web.thinking import think_in_slices, yield_to_browser

DEFAULT_SEATS = (HUMAN, "ai:normal")
SEAT_LABELS = {
    HUMAN: "Person",
    "ai:easy": "Computer (easy)",
    "ai:normal": "Computer (normal)",
    "ai:hard": "Computer (hard)",
}
#: The shortest time an AI move takes on screen, so a person can follow it.
AI_PACE_WITH_PEOPLE = 0.35
AI_PACE_WATCHING = 0.8


class _Cancelled(Exception):
    """The AI's move is no longer wanted (new game, undo, load)."""


def _element(element_id: str):  # noqa: ANN202 - a JS element proxy
    return document.getElementById(element_id)


def _save_key(game_id: str) -> str:
    return f"pygames:v1:save:{game_id}"


class App:
    """Holds the match and keeps the page in step with it."""

    def __init__(self, game_id: str) -> None:
        self.game = pygames.get_game(game_id)
        self.ui = board_for(game_id)
        self.canvas = BrowserCanvas(_element("board"))
        self.selection: Any = None
        self.hits: list = []
        self.ai_token = 0
        self.thinking = False
        self._proxies: list = []
        self.match = self._restore()
        self._bind()
        self._schedule_ai()
        self.render()

    # -- saving ---------------------------------------------------------------

    def _restore(self) -> Match:
        saved = window.localStorage.getItem(_save_key(self.game.id))
        if saved:
            try:
                return Match.from_save(saved, self.game)
            except InvalidRecord as error:
                self.say(
                    f"Your saved game could not be restored ({error}). A new game has started.",
                    error=True,
                )
        return Match.start(self.game, DEFAULT_SEATS)

    def _save(self) -> None:
        window.localStorage.setItem(_save_key(self.game.id), self.match.to_save())

    # -- events -----------------------------------------------------------------

    def _on(self, element, event: str, handler) -> None:  # noqa: ANN001
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(event, proxy)

    def _bind(self) -> None:
        self._on(_element("board"), "click", self._on_click)
        self._on(window, "resize", lambda _event: self._on_resize())
        self._on(_element("undo"), "click", lambda _event: self.undo())
        self._on(_element("new-game"), "click", lambda _event: self._open_setup())
        self._on(_element("rematch"), "click", lambda _event: self.rematch())
        self._on(_element("end-rematch"), "click", lambda _event: self.rematch())
        self._on(_element("end-new"), "click", lambda _event: self._open_setup())
        self._on(_element("end-close"), "click", lambda _event: _element("end").close())
        self._on(_element("setup-start"), "click", lambda _event: self._start_from_setup())
        self._on(_element("setup-cancel"), "click", lambda _event: _element("setup").close())
        self._on(_element("actions"), "click", self._on_button)

    def _on_resize(self) -> None:
        if self.canvas.resize():
            self.render()

    def _on_click(self, event) -> None:  # noqa: ANN001
        if not self.match.awaiting_human() or self.thinking:
            return
        key = hit_test(self.hits, event.offsetX, event.offsetY)
        tap = self.ui.tap(self.match.state, self.selection, key)
        self.selection = tap.selection
        if tap.action is not None:
            self.play(tap.action)
            return
        self.say(tap.message or "")
        self.render()

    def _on_button(self, event) -> None:  # noqa: ANN001
        index = event.target.dataset.index
        buttons = self.ui.buttons(self.match.state) if self.match.awaiting_human() else []
        if index is not None and int(index) < len(buttons):
            self.play(buttons[int(index)].action)

    # -- playing ----------------------------------------------------------------

    def play(self, action: Action) -> str | None:
        """Play an action for the player to move; return the reason if it was refused."""
        try:
            self.match.play(action)
        except IllegalAction as error:
            self.say(f"Not allowed: {error}.", error=True)
            return str(error)
        self.selection = None
        self.say("")
        self._changed()
        return None

    def _changed(self) -> None:
        self._save()
        self._schedule_ai()
        self.render()
        if self.match.state.is_over():
            self._show_end()

    def _schedule_ai(self) -> None:
        """Start the AI's turn if an AI is to move; the caller renders once after."""
        level = self.match.ai_level()
        if level is None or self.thinking:
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
            agent = make_agent(self.game.id, level, seed=state.seed)
            action = await think_in_slices(
                agent.think(state.view(state.current_player)), pause=pause
            )
            pace = AI_PACE_WITH_PEOPLE if HUMAN in self.match.seats else AI_PACE_WATCHING
            await asyncio.sleep(max(0.0, pace - (time.perf_counter() - started)))
        except _Cancelled:
            return
        if token != self.ai_token or self.match.state is not state:
            return
        self.thinking = False
        self.play(action)

    def _cancel_ai(self) -> None:
        self.ai_token += 1
        self.thinking = False

    def undo(self) -> None:
        """Take back the last person's move (and the computer's answers to it)."""
        self._cancel_ai()
        if self.match.undo():
            self.selection = None
            self.say("Move taken back.")
        self._changed()

    def rematch(self) -> None:
        """Play again with the same seats."""
        self.new_match(self.match.rematch())

    def new_match(self, match: Match) -> None:
        """Replace the match (new game, rematch, load) and start playing it."""
        self._cancel_ai()
        self.match = match
        self.selection = None
        _element("end").close()
        _element("setup").close()
        self.say("")
        self._changed()

    def _open_setup(self) -> None:
        _element("end").close()
        rows = []
        for player, name in enumerate(self.ui.player_names):
            options = "".join(
                f'<option value="{seat}"{" selected" if seat == self.match.seats[player] else ""}>'
                f"{SEAT_LABELS[seat]}</option>"
                for seat in SEATS
            )
            rows.append(
                f'<label>{escape(name)} <select id="seat-{player}" data-testid="seat-{player}">'
                f"{options}</select></label>"
            )
        _element("setup-seats").innerHTML = "".join(rows)
        _element("setup").showModal()

    def _start_from_setup(self) -> None:
        seats = [_element(f"seat-{p}").value for p in range(len(self.ui.player_names))]
        self.new_match(Match.start(self.game, seats))

    # -- drawing ----------------------------------------------------------------

    def say(self, text: str, error: bool = False) -> None:
        """Show a message to the player (empty text clears it)."""
        message = _element("message")
        message.textContent = text
        message.classList.toggle("error", error)

    def render(self) -> None:
        state = self.match.state
        interactive = self.match.awaiting_human() and not self.thinking
        self.hits = self.ui.draw(
            self.canvas, state, selected=self.selection, interactive=interactive
        )
        self._render_players()
        _element("status").textContent = self._status()
        buttons = self.ui.buttons(state) if interactive else []
        _element("actions").innerHTML = "".join(
            f'<button type="button" data-index="{i}" data-testid="action-button">'
            f"{escape(button.label)}</button>"
            for i, button in enumerate(buttons)
        )
        _element("undo").disabled = not self.match.can_undo()
        self._render_log()

    def _render_players(self) -> None:
        state = self.match.state
        items = []
        for player, score in enumerate(state.scores()):
            current = " current" if player == state.current_player else ""
            colour = self.ui.player_colours[player]
            items.append(
                f'<li class="player{current}" data-testid="player-{player}">'
                f'<span class="swatch" style="background:{colour}"></span>'
                f'<span class="name">{escape(self.ui.player_names[player])}</span>'
                f'<span class="seat">{SEAT_LABELS[self.match.seats[player]]}</span>'
                f'<span class="score" data-testid="score-{player}">{score.total}</span></li>'
            )
        _element("players").innerHTML = "".join(items)

    def _status(self) -> str:
        state = self.match.state
        outcome = state.outcome()
        if outcome is not None:
            return self._result_text(outcome.winners, outcome.reason)
        name = self.ui.player_names[state.current_player]
        if self.thinking:
            return f"{name} is thinking…"
        return f"{name} to move. {self.ui.prompt(state, self.selection)}"

    def _result_text(self, winners: tuple[int, ...], reason: Termination) -> str:
        headline = self._headline(winners)
        return f"{headline}: {reason.value}."

    def _headline(self, winners: tuple[int, ...]) -> str:
        if len(winners) == 1:
            return f"{self.ui.player_names[winners[0]]} wins"
        return "A draw"

    def _render_log(self) -> None:
        entries = []
        state = self.match.state
        while state.parent is not None:
            player = state.parent.current_player
            entries.append(
                f'<li><span class="dot" style="background:{self.ui.player_colours[player]}"></span>'
                f'<span class="who">{escape(self.ui.player_names[player])}</span> '
                f"{escape(str(state.last_action))}</li>"
            )
            state = state.parent
        log = _element("log")
        log.innerHTML = "".join(reversed(entries))
        log.scrollTop = log.scrollHeight

    def _show_end(self) -> None:
        state = self.match.state
        outcome = state.outcome()
        _element("end-title").textContent = f"{self._headline(outcome.winners)}!"
        _element("end-reason").textContent = outcome.reason.value.capitalize() + "."
        rows = []
        for player, score in enumerate(state.scores()):
            parts = "".join(f"<li>{escape(label)}: {points}</li>" for label, points in score.parts)
            rows.append(
                f'<section data-testid="breakdown-{player}"><h3>'
                f"{escape(self.ui.player_names[player])}: {score.total}</h3>"
                f"<ul>{parts or '<li>No points</li>'}</ul></section>"
            )
        _element("end-scores").innerHTML = "".join(rows)
        if not _element("end").open:
            _element("end").showModal()

    # -- window.pygames -----------------------------------------------------------

    def bridge_state(self) -> str:
        summary = self.match.summary()
        summary["thinking"] = self.thinking
        return json.dumps(summary)

    def bridge_legal(self) -> str:
        return json.dumps([str(a) for a in self.match.state.legal_actions()])

    def bridge_play(self, text: str) -> str:
        if not self.match.awaiting_human() or self.thinking:
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
        seats = self.match.seats if len(self.match.seats) == state.players else DEFAULT_SEATS
        self.new_match(Match(state, tuple(seats)))
        return _result(None)


def _result(error: str | None) -> str:
    return json.dumps({"ok": error is None, "error": error})


def _show_game_list(reason: str) -> None:
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
    _element("title").textContent = "Choose a game"


def start() -> App | None:
    """Start the page for the game named in ``?game=``; show the game list for anything else."""
    params = window.URLSearchParams.new(window.location.search)
    game_id = params.get("game") or ""
    _element("loading").hidden = True
    if game_id not in BOARDS:
        _show_game_list(
            f"There is no game called “{game_id}” here." if game_id else "No game was chosen."
        )
        window.pygames._connect(None)
        return None
    app = App(game_id)
    document.title = f"{app.game.title} · pygames"
    _element("title").textContent = app.game.title
    _element("rules-text").innerHTML = "".join(f"<p>{escape(p)}</p>" for p in app.ui.rules)
    bridge = window.Object.new()
    for name in ("state", "legal", "play", "new_game", "load"):
        proxy = create_proxy(getattr(app, f"bridge_{name}"))
        app._proxies.append(proxy)
        setattr(bridge, name, proxy)
    window.pygames._connect(bridge)
    return app
