"""The Share / embed dialog: a link that reopens the game, and an iframe for a blog post.

The link carries the record in its fragment (``panels.share_link``); the
embed code opens the game, or the position shown, as a replay
(``panels.embed_snippet``). Copying uses the clipboard where the browser
offers it and otherwise leaves the text selected, with a hint, to copy by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from pygames.core import Game, State
from pygames.web import panels
from pygames.web.setup import Listen
from pygames.web.text import Text


def _element(element_id: str) -> Any:
    return document.getElementById(element_id)


def site_url() -> str:
    """The folder the site is served from, so links work at a root or under a sub-path."""
    return str(window.URL.new(".", window.location.href).href)


class ShareDialog:
    """Fills, shows and copies the share dialog's link and embed code for one game's page."""

    def __init__(
        self,
        game: Game,
        text: Callable[[], Text],
        *,
        position: Callable[[], State],
        seats: Callable[[], tuple[str, ...]],
        keep: Callable[[Any], Any],
    ) -> None:
        """``position()`` is the position on the board, ``seats()`` who sits where;
        ``keep`` keeps a proxy handed to JavaScript alive as long as the page."""
        self.game = game
        self._text = text
        self._position = position
        self._seats = seats
        self._on_copied = keep(create_proxy(lambda _result: self._copied(True)))
        self._on_not_copied = keep(create_proxy(lambda _error: self._copied(False)))

    def bind(self, on: Listen) -> None:
        """Listen to the dialog's controls."""
        on(_element("share"), "click", lambda _event: self.open())
        on(_element("end-share"), "click", lambda _event: self.open())
        on(_element("share-close"), "click", lambda _event: _element("share-dialog").close())
        on(_element("share-copy-link"), "click", lambda _event: self._copy("share-link"))
        on(_element("share-copy-embed"), "click", lambda _event: self._copy("share-embed"))
        on(_element("share-position"), "change", lambda _event: self._fill_embed())

    def open(self) -> None:
        _element("share-link").value = panels.share_link(
            f"{site_url()}play.html?game={self.game.id}", self._position()
        )
        self._fill_embed()
        _element("share-dialog").showModal()

    def _fill_embed(self) -> None:
        position = self._position() if _element("share-position").checked else None
        _element("share-embed").value = panels.embed_snippet(
            site_url(), self.game.title, self.game.id, self._seats(), position
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
        _element("share-copied").textContent = self._text()(key)
