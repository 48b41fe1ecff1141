"""The page's part of a challenge: its panel beside the board, the link offered at its
start and after each round (the send dialog of ``friending``, with a challenge's words),
and the invitation to race it.

What is shown and sent is decided in ``challenge_play`` and ``challenge_panel``; here it
is put into the page.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document

from pygames.core import InvalidRecord
from pygames.web import challenge_play
from pygames.web.challenge_games import Challenge, ChallengeGames
from pygames.web.challenge_play import ChallengeOpened
from pygames.web.friending import FriendDialogs
from pygames.web.match import Match
from pygames.web.setup import Listen
from pygames.web.sharing import site_url
from pygames.web.text import Text


def _element(element_id: str) -> Any:
    return document.getElementById(element_id)


class ChallengePage:
    """Keeps the challenge's panel in step with the race and the links kept, and offers
    this device's link."""

    def __init__(
        self,
        text: Callable[[], Text],
        *,
        match: Callable[[], Match],
        games: ChallengeGames,
        dialogs: FriendDialogs,
        racer: Callable[[str], None],
    ) -> None:
        """``match()`` is the match on the page; ``games`` the challenges kept here;
        ``dialogs`` the send and invitation dialogs; ``racer(name)`` takes the name an
        invited player races under."""
        self._text, self._match, self.games, self.dialogs = text, match, games, dialogs
        self._racer = racer
        self._kept: Challenge | None = None
        self._shown = ""

    def bind(self, on: Listen) -> None:
        """Listen to the panel's Send button (the panel is written again and again)."""

        def clicked(event: Any) -> None:
            if str(event.target.id) == "challenge-send":
                self.offer()

        on(_element("challenge"), "click", clicked)

    def reread(self) -> None:
        """Read the challenge on the board again as kept (a link arrived, a match began)."""
        race = self._match().race
        self._kept = None
        if race is not None:
            try:
                self._kept = self.games.challenge(race.challenge_id)
            except InvalidRecord:  # the page said so as it opened
                self._kept = None
        self.show()

    def show(self) -> None:
        """Write the panel (hidden when no challenge is on the board), only if it changed."""
        match = self._match()
        panel = _element("challenge")
        if match.race is None:
            panel.hidden = True
            self._shown = ""
            return
        own = match.race.participant_id if match.race.name else None
        links = challenge_play.everyone(match, self._kept)
        from pygames.web import challenge_panel  # only in a challenge: other pages skip it

        html = challenge_panel.html(self._text(), links, own)
        if html != self._shown:
            self._shown = html
            panel.innerHTML = html
        panel.hidden = not html

    def round_finished(self, number: int) -> None:
        """This device's race started (0) or finished round ``number``: show it, and offer
        its link."""
        self.show()
        self.offer()

    def offer(self) -> None:
        """Show this device's link as it stands, for the others."""
        match = self._match()
        if match.race is not None and match.race.name:
            self.dialogs.send(challenge_play.sent(self._text(), site_url(), match))

    def invite(self, opened: ChallengeOpened) -> None:
        """Ask the player a challenge first reached which name to race under."""
        text, game = self._text(), opened.match.game
        title = challenge_play.invitation(text, game, opened.inviter)
        about = text("challenge.invite.about")
        self.dialogs.invite_to_race(title, about, text("challenge.invite.race"), self._racer)
