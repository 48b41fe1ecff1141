"""The words and addresses of a game with friends as the page sends it: who the link is
for, the address that opens it, the message a Share sheet carries, the same as text that
survives a chat app which cuts long links, and the invitation its receiver reads.

Plain Python with no browser imports, so what a friend receives is tested in CPython.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Any

from pygames.web.friend_play import link_text
from pygames.web.match import Match
from pygames.web.text import Text
from pygames.web.ui import BoardUI

#: The width of the code's lines in a link copied as text: short enough that no chat
#: app takes a line for an address to cut, or wraps it.
TEXT_LINE = 64


@dataclass(frozen=True, slots=True)
class Sent:
    """What the send dialog shows and copies: its title, how it goes on, the link's label,
    the address, the message a Share sheet carries (without the address, which it adds),
    and the same as text for a chat app that cuts long links. A game with friends' is
    ``for_friend``; a challenge's, ``challenge_play.sent``."""

    title: str
    how: str
    label: str
    address: str
    message: str
    as_text: str


def for_friend(text: Text, ui: BoardUI[Any], site: str, match: Match) -> Sent:
    """What is sent of a game with friends as it stands, to the player to move."""
    return Sent(
        title=text("friend.send.title", player=recipient(text, ui, match)),
        how=text("friend.send.how"),
        label=text("friend.send.link"),
        address=address(site, match),
        message=message(text, ui, match, link="").strip(),
        as_text=as_text(text, ui, site, match),
    )


def code_lines(site: str, game_id: str, code: str, intro: str) -> str:
    """A link as text: ``intro``, the game's page, and the link's ``code`` in short lines."""
    lines = textwrap.wrap(code, TEXT_LINE, break_on_hyphens=False)
    return "\n".join([intro, f"{site}play.html?game={game_id}", *lines])


def address(site: str, match: Match) -> str:
    """The address that opens ``match`` on a friend's device, the game in its fragment."""
    return f"{site}play.html?game={match.game.id}#{link_text(match)}"


def who(text: Text, ui: BoardUI[Any], match: Match, seat: int) -> str:
    """A seat's player as the words name them: the name they chose, else by colour."""
    names = match.friend.names if match.friend is not None else ()
    if seat < len(names) and names[seat]:
        return names[seat]
    return text("friend.send.player", colour=ui.name(match.state, seat))


def recipient(text: Text, ui: BoardUI[Any], match: Match) -> str:
    """Who the link is for: the player to move; the game over, every friend (the link
    shows them how it ended)."""
    seat = match.state.current_player
    if seat is not None:
        return who(text, ui, match, seat)
    friends = [who(text, ui, match, seat) for seat in range(len(match.seats))]
    mine = match.mine()
    return ", ".join(name for seat, name in enumerate(friends) if seat not in mine)


def message(text: Text, ui: BoardUI[Any], match: Match, link: str) -> str:
    """The message sent with the link (a Share sheet adds the link itself: ``link`` "")."""
    to = recipient(text, ui, match)
    return text("friend.send.message", game=match.game.title, player=to, link=link)


def as_text(text: Text, ui: BoardUI[Any], site: str, match: Match) -> str:
    """The link as text for a chat app that cuts long links: a line saying what to do, the
    game's page, and the link's code in short lines, which the games page reassembles
    from the whole message pasted into "Open a friend's link" (``site/gallery.js``)."""
    to = recipient(text, ui, match)
    intro = text("friend.send.as_text", game=match.game.title, player=to, site=site)
    return code_lines(site, match.game.id, link_text(match), intro)


def invitation(text: Text, ui: BoardUI[Any], match: Match, sender: int) -> str:
    """The invitation's title: who invites (the seat that sent the link: by the name they
    chose, else the game's own words), to which game."""
    names = match.friend.names if match.friend is not None else ()
    if sender < len(names) and names[sender]:
        return text("friend.invite.title", sender=names[sender], game=match.game.title)
    return text("friend.invite.title.unnamed", game=match.game.title)
