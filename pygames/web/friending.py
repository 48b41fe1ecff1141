"""The page's two dialogs of a game with friends: the link to send once a friend is to
move (Copy, the device's Share sheet, copy as text, a QR code for a friend beside you),
and the invitation a player sees when a friend's game first reaches their browser.

What the words and the link are is decided in ``friend_play`` and ``sending``; here the
dialogs are filled, shown and copied from, as ``sharing`` does for the Share dialog.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window

from pygames.core import Game
from pygames.core.friends import MAX_NAME_LENGTH, clean_name
from pygames.web import sending
from pygames.web.match import Match
from pygames.web.sending import Sent
from pygames.web.setup import Listen
from pygames.web.sharing import site_url
from pygames.web.text import Text
from pygames.web.ui import BoardUI


def _element(element_id: str) -> Any:
    return document.getElementById(element_id)


class FriendDialogs:
    """Fills, shows and answers the send and invitation dialogs of one game's page."""

    def __init__(
        self,
        game: Game,
        ui: BoardUI[Any],
        text: Callable[[], Text],
        *,
        match: Callable[[], Match],
        name: Callable[[], str],
        named: Callable[[str, bool], None],
        keep: Callable[[Any], Any],
    ) -> None:
        """``match()`` is the match on the page; ``name()`` the name remembered here;
        ``named(name, watch)`` takes the invited player's answer; ``keep`` keeps a proxy
        handed to JavaScript alive as long as the page."""
        self.game, self.ui = game, ui
        self._text, self._match, self._name, self._named = text, match, name, named
        self._on_copied = keep(create_proxy(lambda _result: self._copied(True)))
        self._on_not_copied = keep(create_proxy(lambda _error: self._copied(False)))
        self._on_not_shared = keep(create_proxy(lambda _error: None))  # the sheet closed
        #: What the send dialog shows now (a game with friends', or a challenge's).
        self._sent: Sent | None = None
        #: Takes the name of a player invited to a challenge (None: the invitation is to
        #: a game with friends).
        self._racer: Callable[[str], None] | None = None

    def bind(self, on: Listen) -> None:
        """Listen to the dialogs' controls, and to the button that sends the link again."""
        on(_element("friend-send"), "click", lambda _event: self.offer())
        on(_element("friend-copy"), "click", lambda _event: self._copy(self._link()))
        on(_element("friend-copy-text"), "click", lambda _event: self._copy(self._as_text()))
        on(_element("friend-share"), "click", lambda _event: self._share())
        on(_element("friend-close"), "click", lambda _event: _element("friend-dialog").close())
        on(_element("invite-play"), "click", lambda _event: self._answer(watch=False))
        on(_element("invite-watch"), "click", lambda _event: self._answer(watch=True))
        # Escape closes it unanswered: the seat is played, under the name in the field (a
        # challenge is raced under it, or asks for one).
        on(_element("friend-invite"), "cancel", self._cancelled)

    # -- sending --------------------------------------------------------------------------

    def offer(self) -> None:
        """Show the link of the game as it stands, for the friend to move."""
        self.send(sending.for_friend(self._text(), self.ui, site_url(), self._match()))

    def send(self, sent: Sent) -> None:
        """Show the send dialog for ``sent``: its words, its link, its QR code."""
        text = self._text()
        self._sent = sent
        _element("friend-title").textContent = sent.title
        _element("friend-how").textContent = sent.how
        _element("friend-link-label").textContent = sent.label
        _element("friend-link").value = self._link()
        _element("friend-copy").textContent = text("friend.send.copy")
        _element("friend-share").textContent = text("friend.send.share")
        _element("friend-share").hidden = not hasattr(window.navigator, "share")
        _element("friend-copy-text").textContent = text("friend.send.copy_text")
        _element("friend-text-why").textContent = text("friend.send.copy_text.why")
        from pygames.web import qr  # only once a link is shown: every page load skips it

        _element("friend-qr").innerHTML = qr.for_link(self._link()).svg()
        _element("friend-qr-caption").textContent = text("friend.send.qr")
        _element("friend-copied").textContent = ""
        dialog = _element("friend-dialog")
        if not dialog.open:
            dialog.showModal()

    def _link(self) -> str:
        return self._sent.address if self._sent is not None else ""

    def _as_text(self) -> str:
        return self._sent.as_text if self._sent is not None else ""

    def _share(self) -> None:
        """The device's own Share sheet (phones): the message, with the link in it."""
        if self._sent is None:
            return
        shared = window.Object.new()
        shared.title = self.game.title
        shared.text = self._sent.message
        shared.url = self._link()
        window.navigator.share(shared).then(self._on_copied, self._on_not_shared)

    def _copy(self, words: str) -> None:
        """Copy the link or the text; where the clipboard is not offered, leave the link
        selected to copy by hand."""
        clipboard = getattr(window.navigator, "clipboard", None)
        if clipboard is None:  # pages served over plain http from another machine
            _element("friend-link").select()
            self._copied(False)
            return
        clipboard.writeText(words).then(self._on_copied, self._on_not_copied)

    def _copied(self, done: bool) -> None:
        if not done:
            _element("friend-link").select()
        key = "app.copied" if done else "app.copy_by_hand"
        _element("friend-copied").textContent = self._text()(key)

    # -- being invited --------------------------------------------------------------------

    def invite(self, sender: int) -> None:
        """Ask the player a friend's game first reached (sent from the seat ``sender``)
        which name to play under, or whether to watch it."""
        text, match = self._text(), self._match()
        state = match.state
        title = sending.invitation(text, self.ui, match, sender)
        colour = text.say(self.ui.name(state, match.mine()[0]))
        _element("invite-title").textContent = title
        _element("invite-seat").textContent = text("friend.invite.seat", colour=colour)
        _element("invite-name-label").textContent = text("friend.invite.name")
        _element("invite-name").value = self._name()
        _element("invite-name").maxLength = MAX_NAME_LENGTH
        _element("invite-play").textContent = text("friend.invite.play", colour=colour)
        _element("invite-watch").textContent = text("friend.invite.watch")
        _element("invite-watch").hidden = False
        _element("invite-said").textContent = ""
        self._racer = None
        _element("friend-invite").showModal()

    def invite_to_race(
        self, title: str, about: str, race: str, racer: Callable[[str], None]
    ) -> None:
        """Ask the player a challenge first reached which name to race under (a challenge
        has no watching): ``title`` and ``about`` say what it is, ``race`` is the button's
        word, and ``racer(name)`` takes the answer."""
        text = self._text()
        _element("invite-title").textContent = title
        _element("invite-seat").textContent = about
        _element("invite-name-label").textContent = text("friend.invite.name")
        _element("invite-name").value = self._name()
        _element("invite-name").maxLength = MAX_NAME_LENGTH
        _element("invite-play").textContent = race
        _element("invite-watch").hidden = True
        _element("invite-said").textContent = ""
        self._racer = racer
        if not _element("friend-invite").open:  # a second link before the first answer
            _element("friend-invite").showModal()

    def is_inviting(self) -> bool:
        """Whether the invitation is open: the friend's move is shown once it is answered."""
        return bool(_element("friend-invite").open)

    def _cancelled(self, event: Any) -> None:
        """Escape: a game with friends is played, a challenge raced, under the name in the
        field; a challenge with none asks for one, the invitation kept open."""
        if self._racer is not None and not self._typed():
            event.preventDefault()
        self._answer(watch=False)

    def _typed(self) -> str:
        return clean_name(str(_element("invite-name").value))[:MAX_NAME_LENGTH]

    def _answer(self, *, watch: bool) -> None:
        name = self._typed()
        if self._racer is not None:
            if not name:
                _element("invite-said").textContent = self._text()("challenge.name_needed")
                _element("invite-name").focus()
                return
            racer, self._racer = self._racer, None
            _element("friend-invite").close()
            racer(name)
            return
        _element("friend-invite").close()
        self._named(name, watch)
