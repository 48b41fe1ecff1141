"""A stand-in for the page's DOM, canvas, storage and show, for the shell's tests in CPython.

Only what the shell touches is here: elements by id with the properties it sets and
reads, buttons read back from the markup put into an element, a canvas that records a
picture and counts what it paints, and the show of a move reduced to a switch.
"""

from __future__ import annotations

import html as html_text
import re
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

from pygames.web.app import App
from pygames.web.board_view import BoardView
from pygames.web.boards import board_for
from pygames.web.canvas import RecordingCanvas
from pygames.web.motion import AT_REST
from pygames.web.opening import Opening
from pygames.web.page_view import PageView
from pygames.web.parts import assemble
from pygames.web.settings import Settings
from pygames.web.text import Text
from pygames.web.ui import Caused


class ClassList:
    def __init__(self) -> None:
        self.names: set[str] = set()

    def toggle(self, name: str, on: bool) -> None:
        (self.names.add if on else self.names.discard)(name)

    def add(self, name: str) -> None:
        self.names.add(name)

    def remove(self, name: str) -> None:
        self.names.discard(name)

    def contains(self, name: str) -> bool:
        return name in self.names


class Element:
    """An element: text, markup, switches, classes, ``data-`` attributes and children."""

    def __init__(self, element_id: str = "") -> None:
        self.id = element_id
        self.textContent = ""
        self._html = ""
        self.writes = 0  # how often its markup was written
        self.hidden = False
        self.disabled = False
        self.checked = False
        self.open = False
        self.value = ""
        self.selectedIndex = -1
        self.classList = ClassList()
        self.dataset = SimpleNamespace()
        self.style = SimpleNamespace()
        self.children: list[Element] = []
        #: The element this one was appended to (the DOM's ``parentElement``).
        self.parent: Element | None = None
        self._parts: dict[str, list[Element]] = {"button": [], "input": []}
        self.offsetLeft = self.offsetTop = self.offsetWidth = self.offsetHeight = 0
        self.clientHeight = 0
        self.scrollTop = 0
        #: Its top on the screen (``getBoundingClientRect().top``); scrolled into view: 0.
        self.top = 0.0

    @property
    def innerHTML(self) -> str:  # noqa: N802 - the DOM's name
        return self._html

    @innerHTML.setter
    def innerHTML(self, html: str) -> None:  # noqa: N802 - the DOM's name
        self._html = html
        self.writes += 1
        self._parts = {"button": [], "input": []}
        for tag, attributes in re.findall(r"<(button|input)([^>]*)>", html):
            part = Element()
            for name, value in re.findall(r'(data-index|value)="([^"]*)"', attributes):
                if name == "value":
                    part.value = html_text.unescape(value)
                else:
                    part.dataset.index = value
            self._parts[tag].append(part)

    def querySelectorAll(self, selector: str) -> list[Element]:  # noqa: N802 - the DOM's name
        return self._parts[selector]

    def querySelector(self, selector: str) -> Element | None:  # noqa: N802 - the DOM's name
        assert selector == "input:checked"
        return next((part for part in self._parts["input"] if part.checked), None)

    def append(self, child: Element) -> None:
        child.parent = self
        self.children.append(child)

    def remove(self) -> None:
        assert self.parent is not None, "an element is removed from the one it was appended to"
        self.parent.children.remove(self)

    def replaceChildren(self) -> None:  # noqa: N802 - the DOM's name
        for child in self.children:
            child.parent = None
        self.children.clear()

    @property
    def childElementCount(self) -> int:  # noqa: N802 - the DOM's name
        return len(self.children)

    @property
    def firstElementChild(self) -> Element | None:  # noqa: N802 - the DOM's name
        return self.children[0] if self.children else None

    @property
    def lastElementChild(self) -> Element | None:  # noqa: N802 - the DOM's name
        return self.children[-1] if self.children else None

    def getBoundingClientRect(self) -> SimpleNamespace:  # noqa: N802 - the DOM's name
        return SimpleNamespace(top=self.top)

    def scrollIntoView(self, _align_to_top: bool) -> None:  # noqa: N802 - the DOM's name
        self.top = 0.0

    def showModal(self) -> None:  # noqa: N802 - the DOM's name
        self.open = True

    def close(self) -> None:
        self.open = False


class Document:
    """Elements made on first use, so every id the shell asks for exists."""

    def __init__(self) -> None:
        self.elements: dict[str, Element] = {}

    def getElementById(self, element_id: str) -> Element:  # noqa: N802 - the DOM's name
        return self.elements.setdefault(element_id, Element(element_id))

    def createElement(self, _tag: str) -> Element:  # noqa: N802 - the DOM's name
        return Element()

    def __getitem__(self, element_id: str) -> Element:
        return self.getElementById(element_id)


@dataclass
class PageCanvas(RecordingCanvas):
    """A recording canvas with the page canvas's extras: pictures begun and presented."""

    pictures: int = 0
    scenes: list[tuple[object, ...] | None] = field(default_factory=list)

    def begin(self, scene: tuple[object, ...] | None) -> None:
        self.calls = []
        self.marks = []
        self.scenes.append(scene)

    def present(self) -> None:
        self.pictures += 1

    def clip_circle(self, x: float, y: float, r: float) -> None:
        self.calls.append(("clip", (x, y, r), {}))

    def unclip(self) -> None:
        self.calls.append(("unclip", (), {}))

    def resize(self) -> bool:
        return False


class Show:
    """The show of a move, stand-in: it records what it was asked to show; a motion runs
    while the test says so."""

    def __init__(self) -> None:
        self.started: list[tuple[tuple[Caused, ...], float, float]] = []
        self.finished = 0
        #: Whether a motion runs: from a move with one until it comes to rest.
        self.moving = False
        self._settle: Callable[[], None] = lambda: None

    def attach(self, _draw: Callable[[], None], settle: Callable[[], None]) -> Show:
        """Be the show of the app that hands over ``settle`` (the page at rest)."""
        self._settle = settle
        return self

    def come_to_rest(self) -> None:
        """The motion ends by itself: the page is brought up to date."""
        self.moving = False
        self._settle()

    def start(self, lines: Sequence[Caused], *, length: float, pace: float) -> None:
        self.started.append((tuple(lines), length, pace))
        self.moving = length > 0

    def finish(self) -> bool:
        self.finished += 1
        if not self.moving:
            return False
        self.come_to_rest()
        return True

    def busy(self) -> bool:
        return self.moving

    def is_moving(self) -> bool:
        return self.moving

    def follows_motion(self) -> bool:
        return False

    def progress(self) -> float:
        return AT_REST

    def place(self) -> Hashable | None:
        return None


class JsNull:
    """JavaScript's null as Pyodide hands it to Python: falsy, but not None."""

    def __bool__(self) -> bool:
        return False


class Storage:
    """The page's storage: a dict, answering a key it lacks with null as the page does."""

    def __init__(self, **items: str) -> None:
        self.items: dict[str, str] = dict(items)

    def getItem(self, key: str) -> Any:  # noqa: N802 - the Web Storage API's name
        return self.items.get(key, JsNull())

    def setItem(self, key: str, value: str) -> None:  # noqa: N802 - the Web Storage API's name
        self.items[key] = value

    def removeItem(self, key: str) -> None:  # noqa: N802 - the Web Storage API's name
        self.items.pop(key, None)


def events() -> tuple[list[tuple[str, dict[str, Any]]], Any]:
    """A list of what the app emits, and the ``emit`` that fills it."""
    told: list[tuple[str, dict[str, Any]]] = []
    return told, lambda event, detail: told.append((event, detail))


def page_app(
    game_id: str, opening: Opening, storage: Storage, settings: Settings, size: tuple[float, float]
) -> tuple[App, Document]:
    """The app for ``opening`` assembled on a fresh stand-in page as the shell does (no
    first hint thought ahead: no event loop runs here), and that page, not yet started."""
    ui, document = board_for(game_id), Document()
    _, emit = events()
    app = assemble(
        ui,
        opening,
        view=PageView(ui, document, Text("en")),
        board=BoardView(ui, PageCanvas(*size), document["board"]),
        show=Show().attach,
        storage=storage,
        save_key="pygames:v1:save:test",
        settings=settings,
        emit=emit,
        now=lambda: 0.0,
        today=lambda: (2026, 11, 28),
        first_hint_ahead=False,
    )
    return app, document
