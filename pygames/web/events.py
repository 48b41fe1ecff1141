"""The page's events handed to the app: DOM listeners, the guard on input queued while Python
started, and the JavaScript proxies kept alive for as long as the page.

One function per kind of listener, each naming the app's method it calls; what the app
does with an event is the app's (and its parts', tested in CPython).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from pygames.web.app import App
from pygames.web.board_view import takes
from pygames.web.bridge import CALLS, Bridge

#: Pointer types whose taps may be imprecise enough to need the lens.
FINGERS = ("touch", "pen")


def element(element_id: str) -> Any:
    return document.getElementById(element_id)


class Events:
    """Listens to one page's events, delivering only those made once the board is ready."""

    def __init__(self) -> None:
        self._proxies: list[Any] = []
        #: When the board became interactive (performance.now() ms): input the browser
        #: queued while Python was starting is older than this, and is dropped.
        self.ready_at = float("inf")

    def keep(self, proxy: Any) -> Any:
        """Keep a proxy handed to JavaScript alive as long as the page."""
        self._proxies.append(proxy)
        return proxy

    def on(self, target: Any, event: str, handler: Callable[[Any], None]) -> None:
        """Call ``handler(event)`` on each ``event`` of ``target`` made once the board is ready.

        A click made while Python was starting is queued by the browser and delivered
        after; acting on it then would play a move the player never saw being taken.
        """

        def when_ready(event: Any) -> None:
            if float(event.timeStamp) >= self.ready_at:
                handler(event)

        target.addEventListener(event, self.keep(create_proxy(when_ready)))

    def is_ready(self, time: float) -> bool:
        """Whether input made at page time ``time`` (ms) came after the board was ready."""
        return time >= self.ready_at

    def ready(self) -> None:
        """The board is ready: enable its controls and take input from now on."""
        for control in ("new-game", "play-friend", "rematch", "share", "hint"):
            element(control).disabled = False  # disabled in the markup until now
        self.ready_at = float(window.performance.now())

    def bind(self, app: App, continue_replay: Callable[[], None]) -> None:
        """Hand the page's controls and the board's events to ``app``."""
        clicks: dict[str, Callable[[], object]] = {
            "undo": app.undo,
            "end-undo": app.undo,
            "hint": app.ask_hint,
            "rematch": app.rematch,
            "end-rematch": app.rematch,
            "end-close": lambda: element("end").close(),
            "rules-open": app.screen.view.show_rules,  # before rules.js opens the dialog
            "skip": app.skip,
            "replay-first": lambda: app.step(-(10**9)),
            "replay-back": lambda: app.step(-1),
            "replay-forward": lambda: app.step(1),
            "replay-last": lambda: app.step(10**9),
            "replay-continue": continue_replay,
            "play-listed": app.play_listed,
            "learn": app.start_lesson,
            "lesson-start": app.start_lesson,
            "lesson-decline": app.decline_lesson,
            "lesson-play": lambda: app.end_lesson(play_on=True),
            "lesson-leave": lambda: app.end_lesson(play_on=False),
        }
        for element_id, act in clicks.items():
            self.on(element(element_id), "click", _ignoring_event(act))
        self.on(element("legal-moves"), "dblclick", lambda _event: app.play_listed())
        self.on(element("actions"), "click", lambda event: _pressed(app, event))
        self._bind_board(app)

        def switched(event: Any) -> None:
            name = event.target.dataset.switch
            if name is not None:
                app.change_switch(str(name), bool(event.target.checked))

        self.on(element("switches"), "change", switched)

        def resized(_event: Any) -> None:
            if app.screen.board.canvas.resize():
                app.resized()

        def language(_event: Any) -> None:
            app.screen.change_language(str(window.pygamesI18n.language))

        self.on(window, "resize", resized)
        self.on(window, "pygames:language", language)

    def _bind_board(self, app: App) -> None:
        board = element("board")

        taps = app.input

        def clicked(event: Any) -> None:
            fingers = str(event.pointerType) in FINGERS
            taps.click(float(event.offsetX), float(event.offsetY), fingers=fingers)

        def key(event: Any) -> None:
            if taps.key(str(event.key), ctrl=bool(event.ctrlKey)):
                event.preventDefault()

        def context_menu(event: Any) -> None:
            if taps.context_menu():
                event.preventDefault()

        self.on(board, "click", clicked)
        self.on(board, "keydown", key)
        self.on(board, "contextmenu", context_menu)
        self.on(board, "focus", lambda _event: taps.keys_on_board(True))
        self.on(board, "blur", lambda _event: taps.keys_on_board(False))
        if takes(app.ui, "focus"):

            def hovered(index: int) -> None:  # site/hover.js: the mouse rests on another place
                if taps.hovered(int(index)):
                    app.screen.draw_board()

            window.pygamesHover.connect(board, self.keep(create_proxy(hovered)))

    def tick_every(self, app: App, milliseconds: int) -> None:
        """Tick the app's clock every so many milliseconds, telling it whether it is seen."""

        def tick() -> None:
            app.tick(seen=not (document.hidden or element("rules").open))

        window.setInterval(self.keep(create_proxy(tick)), milliseconds)

    def connect_bridge(self, bridge: Bridge) -> None:
        """Hand the page's API to ``window.pygames`` (which resolves ``ready``)."""
        answers = window.Object.new()
        for name in CALLS:
            setattr(answers, name, self.keep(create_proxy(getattr(bridge, name))))
        window.pygames._connect(answers)

    def emit(self, game_id: str) -> Callable[[str, dict[str, Any]], None]:
        """Tell the page (and an embedding page) what happened: see site/pygames-api.js."""

        def emitted(event: str, detail: dict[str, Any]) -> None:
            window.pygames._emit(event, json.dumps({"game": game_id, **detail}))

        return emitted


def _ignoring_event(act: Callable[[], object]) -> Callable[[Any], None]:
    """A listener that does ``act()`` whatever the event."""

    def listener(_event: Any) -> None:
        act()

    return listener


def _pressed(app: App, event: Any) -> None:
    """A click among the board's buttons: on one (its index), or between them (None)."""
    index = event.target.dataset.index
    app.press(None if index is None else int(index))
