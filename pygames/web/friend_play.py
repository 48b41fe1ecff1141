"""A game with friends in the page: opening a friend link or a kept game, the match it
is on this device, and the link to send once a friend is to move.

Plain decisions with no browser imports, tested in CPython. A device plays the seats its
copy names (``friend_games``); the others are ``FRIEND`` seats, which wait for a link. A
friend link opened here is read against the device's copy: new moves are taken and
shown, an older link or one that parts from the copy changes nothing and says so, and a
game new to the device invites its player to the seat to move.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pygames.core import Game, InvalidRecord, Say
from pygames.core.friends import FriendLink, Relation, new_friend_id, to_friend_fragment
from pygames.web.friend_games import FriendGames, Kept
from pygames.web.launch import FRIEND_FRAGMENT, Launch
from pygames.web.match import FRIEND, HUMAN, Friendship, Match
from pygames.web.opening import BAD_LINK


@dataclass(frozen=True, slots=True)
class FriendOpened:
    """A game with friends a page opens on, and what it says about the link that led there.

    ``said``: the line the page shows (None: nothing to say); ``error``: it is a refusal;
    ``invited``: the game is new to this device, whose player is asked to take the seat
    (or watch) by ``sender``, the seat that sent the link; ``new_moves``: how many moves
    the link brought, shown as they happened.
    """

    match: Match
    said: Say | None = None
    error: bool = False
    invited: bool = False
    new_moves: int = 0
    sender: int = 0


def friendship_for(seats: Sequence[str], name: str) -> Friendship:
    """A new game with friends for ``seats``, this device's first seat named ``name``."""
    mine = [seat for seat, kind in enumerate(seats) if kind != FRIEND]
    names = tuple(name if mine and seat == mine[0] else "" for seat in range(len(seats)))
    return Friendship(new_friend_id(), names)


def match_of(kept: Kept) -> Match:
    """The match a kept friend game is on this device: its seats people, the others friends."""
    link = kept.link
    seats = tuple(HUMAN if seat in kept.mine else FRIEND for seat in range(link.state.players))
    return Match(link.state, seats, friend=Friendship(link.friend_id, link.names))


def open_friend(
    game: Game, launch: Launch, friends: FriendGames
) -> tuple[Launch, FriendOpened | None]:
    """The game with friends ``launch`` asks ``game``'s page to open (None: it asks for
    none, or it cannot be opened; then the launch is returned without it, and with a note
    saying why, so the page opens its own game instead)."""
    if launch.friend_link is not None:
        opened = open_link(game, launch.friend_link, friends)
    elif launch.friend_id is not None:
        opened = open_kept(launch.friend_id, friends)
    else:
        return launch, None
    if isinstance(opened, FriendOpened):
        return launch, opened
    notes = (*launch.notes, opened)
    return replace(launch, friend_link=None, friend_id=None, notes=notes), None


def open_link(game: Game, text: str, friends: FriendGames) -> FriendOpened | Say:
    """Open the friend link ``text`` on ``game``'s page: the game it leads to on this
    device, or, when it cannot be read or is of another game, why (nothing is kept then).
    """
    try:
        received = friends.receive(text)
    except InvalidRecord as error:
        return Say.of(BAD_LINK, reason=error.reason)
    link, comparison = received.link, received.comparison
    if link.state.game is not game:
        return Say.of(BAD_LINK, reason=Say.of("launch.other_game", game=link.state.game.title))
    kept = received.copy
    if kept.link.state.game is not game:  # a copy of another game, kept under this id
        reason = comparison.message if comparison else Say("core.friend.other_friend_game")
        return Say.of(BAD_LINK, reason=reason)
    match = match_of(kept)
    if comparison is None:
        said = Say.of("friend.open.damaged_copy") if received.damaged_copy else None
        invited = bool(kept.mine)
        return FriendOpened(match, said, invited=invited, new_moves=1, sender=link.sender)
    if comparison.extends():
        return FriendOpened(match, comparison.message, new_moves=comparison.count)
    if comparison.relation in (Relation.SAME, Relation.BEHIND):
        return _asked_again(FriendOpened(match, comparison.message))
    return FriendOpened(match, Say.of("friend.open.kept_yours", reason=comparison.message), True)


def open_kept(friend_id: str, friends: FriendGames) -> FriendOpened | Say:
    """Reopen the game with friends kept here under ``friend_id``, or say why not."""
    try:
        kept = friends.kept(friend_id)
    except InvalidRecord as error:
        return Say.of("core.friend.damaged_copy", reason=error.reason)
    if kept is None:
        return Say("friend.open.unknown")
    return _asked_again(FriendOpened(match_of(kept)))


def _asked_again(opened: FriendOpened) -> FriendOpened:
    """``opened``, its invitation made again if it was never answered: this device plays a
    seat with no name, has made no move in the game, and a friend has (a reload before the
    answer, or the same link opened twice, lost it for good)."""
    match = opened.match
    assert match.friend is not None
    mine = match.mine()
    if len(mine) != 1 or match.friend.names[mine[0]] or last_mover(match, mine) is not None:
        return opened
    friends = [seat for seat in range(len(match.seats)) if seat not in mine]
    sender = last_mover(match, friends)
    if sender is None or match.state.is_over():
        return opened
    return replace(opened, invited=True, sender=sender)


def last_mover(match: Match, among: Sequence[int]) -> int | None:
    """Which of the seats ``among`` made the last move of theirs (None: none has moved)."""
    here = match.state
    while here.parent is not None:
        mover = here.parent.current_player
        if mover in among:
            return mover
        here = here.parent
    return None


def outgoing(match: Match) -> FriendLink:
    """The friend link of ``match`` as it stands, sent by the last of this device's seats
    to have moved (else its first seat)."""
    assert match.friend is not None
    mine = match.mine()
    sender = last_mover(match, mine)
    if sender is None:
        sender = mine[0] if mine else 0
    return FriendLink(match.friend.friend_id, match.friend.names, sender, match.state)


def link_text(match: Match) -> str:
    """``outgoing(match)`` as the fragment of an address."""
    return to_friend_fragment(outgoing(match))


def keep(match: Match, friends: FriendGames) -> None:
    """Keep the device's own copy of ``match`` as it stands, with its seats."""
    friends.keep(outgoing(match), match.mine())


def friend_address(game_id: str, friend_id: str) -> str:
    """The page's own address (query and fragment) for a game with friends: a reload
    reopens the device's copy."""
    return f"?game={game_id}#{FRIEND_FRAGMENT}{friend_id}"
