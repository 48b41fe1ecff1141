"""The Share / embed dialog: a link that reopens the game, and an iframe for a blog post.

The link carries the record in its fragment (``panels.share_link``); the
embed code opens the game, or the position shown, as a replay
(``panels.embed_snippet``). Copying uses the clipboard where the browser
offers it and otherwise leaves the text selected, with a hint, to copy by hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from pygames.web import panels

if TYPE_CHECKING:
    from pygames.web.app import App


def _element(element_id: str):  # noqa: ANN202 - a JS element proxy
    return document.getElementById(element_id)


def site_url() -> str:
    """The folder the site is served from, so links work at a root or under a sub-path."""
    return str(window.URL.new(".", window.location.href).href)


class ShareDialog:
    """Fills, shows and copies the share dialog's link and embed code for one app."""

    def __init__(self, app: App) -> None:
        self.app = app
        self._on_copied = app.keep(create_proxy(lambda _result: self._copied(True)))
        self._on_not_copied = app.keep(create_proxy(lambda _error: self._copied(False)))

    def bind(self) -> None:
        """Listen to the dialog's controls."""
        on = self.app.on
        on(_element("share"), "click", lambda _event: self.open())
        on(_element("end-share"), "click", lambda _event: self.open())
        on(_element("share-close"), "click", lambda _event: _element("share-dialog").close())
        on(_element("share-copy-link"), "click", lambda _event: self._copy("share-link"))
        on(_element("share-copy-embed"), "click", lambda _event: self._copy("share-embed"))
        on(_element("share-position"), "change", lambda _event: self._fill_embed())

    def open(self) -> None:
        app = self.app
        _element("share-link").value = panels.share_link(
            f"{site_url()}play.html?game={app.game.id}", app.shown()
        )
        self._fill_embed()
        _element("share-dialog").showModal()

    def _fill_embed(self) -> None:
        app = self.app
        position = app.shown() if _element("share-position").checked else None
        _element("share-embed").value = panels.embed_snippet(
            site_url(), app.game.title, app.game.id, app.match.seats, position
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
        _element("share-copied").textContent = self.app.text(key)
