"""A challenge in the page: a race (a game whose ``Game`` names ``race_rounds``) between
friends, each racing the same deal alone on their own device (``core.challenges``).

Plain decisions with no browser imports, tested in CPython. New game with a friend's seat
on a race starts a challenge: this device races a one-player game of the deal, under the
name its player chose (``Racing``). A challenge link opened here is kept as its
participant's (``challenge_games``); a challenge this device does not race yet invites
its player to race it; its own race is never replaced by a link. After each round the
page offers this device's link again, with words of its own (``sent``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from pygames.core import Game, InvalidRecord, OptionValue, Say, State
from pygames.core.challenges import (
    ChallengeLink,
    Relation,
    from_challenge_fragment,
    new_participant_id,
    to_challenge_fragment,
)
from pygames.games import get_game
from pygames.web import sending
from pygames.web.challenge_games import Challenge, ChallengeGames
from pygames.web.launch import CHALLENGE_FRAGMENT, Launch
from pygames.web.match import HUMAN, Match, Racing
from pygames.web.opening import BAD_LINK
from pygames.web.sending import Sent
from pygames.web.text import Text


@dataclass(frozen=True, slots=True)
class ChallengeOpened:
    """A challenge a page opens on, and what it says about the link that led there.

    ``said``: the line the page shows (None: nothing to say); ``error``: it is a refusal;
    ``invited``: this device races none of it yet, and its player is asked for a name
    to race under, by ``inviter``, the name in the link that brought it.
    """

    match: Match
    said: Say | None = None
    error: bool = False
    invited: bool = False
    inviter: str = ""


def is_race(game: Game) -> bool:
    """Whether ``game`` is played between friends as a challenge, not turn by turn."""
    return game.race_rounds is not None


def challenge_match(
    game: Game, options: Mapping[str, OptionValue], seed: int | None, name: str
) -> Match:
    """A new challenge of ``game``: this device's race, one player alone, raced by ``name``."""
    state = game.new_game(players=1, seed=seed, options=options)
    return Match(state, (HUMAN,), race=Racing.new(name))


def rounds_of(state: State) -> int:
    """How many rounds of its race the one player of ``state`` has finished."""
    race_rounds = state.game.race_rounds
    return 0 if race_rounds is None else len(race_rounds(state, 0))


def own_link(match: Match) -> ChallengeLink:
    """This device's link in the challenge ``match`` races: its race as it stands.

    Raises:
        InvalidRecord: while no name is chosen (a link names its participant).
    """
    race = match.race
    assert race is not None, "own_link() takes a challenge's race"
    return ChallengeLink(race.challenge_id, race.participant_id, race.name, match.state)


def link_text(match: Match) -> str:
    """``own_link(match)`` as the fragment of an address."""
    return to_challenge_fragment(own_link(match))


def keep(match: Match, games: ChallengeGames) -> None:
    """Keep this device's race in ``match`` as it stands (nothing before a name is chosen)."""
    if match.race is not None and match.race.name:
        games.keep_own(own_link(match))


def challenge_address(game_id: str, challenge_id: str) -> str:
    """The page's own address (query and fragment) for a challenge: a reload reopens it."""
    return f"?game={game_id}#{CHALLENGE_FRAGMENT}{challenge_id}"


def open_challenge(
    game: Game, launch: Launch, games: ChallengeGames
) -> tuple[Launch, ChallengeOpened | None]:
    """The challenge ``launch`` asks ``game``'s page to open (None: it asks for none, or it
    cannot be opened; then the launch is returned without it, with a note saying why)."""
    if launch.challenge_link is not None:
        opened = open_link(game, launch.challenge_link, games)
    elif launch.challenge_id is not None:
        opened = open_kept(game, launch.challenge_id, games)
    else:
        return launch, None
    if isinstance(opened, ChallengeOpened):
        return launch, opened
    notes = (*launch.notes, opened)
    return replace(launch, challenge_link=None, challenge_id=None, notes=notes), None


def open_link(game: Game, text: str, games: ChallengeGames) -> ChallengeOpened | Say:
    """Open the challenge link ``text`` on ``game``'s page: keep it, and open its challenge;
    or, when it cannot be read, is of another game or deals otherwise than the challenge
    kept, say why (nothing is kept then)."""
    try:
        if not is_race(game):  # nothing kept: the link's game is named, for its own page
            link = from_challenge_fragment(text, get_game)
            return Say.of(BAD_LINK, reason=Say.of("launch.other_game", game=link.state.game.title))
        received = games.receive(text)
    except InvalidRecord as error:
        return Say.of(BAD_LINK, reason=error.reason)
    link = received.link
    if link.state.game is not game:
        return Say.of(BAD_LINK, reason=Say.of("launch.other_game", game=link.state.game.title))
    opened = open_kept(game, link.challenge_id, games, inviter=link)
    if isinstance(opened, Say) or opened.invited:
        return opened
    comparison = received.comparison
    refused = received.own or (comparison is not None and comparison.relation is Relation.PARTS)
    return replace(opened, said=received.message, error=refused)


def open_kept(
    game: Game, challenge_id: str, games: ChallengeGames, *, inviter: ChallengeLink | None = None
) -> ChallengeOpened | Say:
    """Reopen the challenge kept here under ``challenge_id``: this device's race in it, or,
    if it races none yet, the deal from its start for its player, invited by ``inviter``
    (else by the one leading)."""
    try:
        kept = games.challenge(challenge_id)
    except InvalidRecord as error:
        return Say.of("core.challenge.damaged", reason=error.reason)
    if kept is None:
        return Say("challenge.open.unknown")
    if kept.links[0].state.game is not game:
        title = kept.links[0].state.game.title
        return Say.of(BAD_LINK, reason=Say.of("launch.other_game", game=title))
    own = kept.own_link
    if own is not None:
        race = Racing(kept.challenge_id, own.participant_id, own.name)
        return ChallengeOpened(Match(own.state, (HUMAN,), race=race))
    invite = inviter or kept.standings.order[0]
    dealt = kept.links[0].state
    state = dealt.game.new_game(players=1, seed=dealt.seed, options=dealt.options)
    race = Racing(kept.challenge_id, new_participant_id(), "")
    return ChallengeOpened(Match(state, (HUMAN,), race=race), invited=True, inviter=invite.name)


def others(match: Match, kept: Challenge | None) -> tuple[ChallengeLink, ...]:
    """The links of everyone else in ``match``'s challenge, as kept here."""
    race = match.race
    if race is None or kept is None or kept.challenge_id != race.challenge_id:
        return ()
    return tuple(link for link in kept.links if link.participant_id != race.participant_id)


def everyone(match: Match, kept: Challenge | None) -> tuple[ChallengeLink, ...]:
    """Every participant's link: this device's race as it stands (once it has a name),
    then the others' as kept here."""
    own = (own_link(match),) if match.race is not None and match.race.name else ()
    return (*own, *others(match, kept))


def name_needed(name: str) -> Say | None:
    """Why a challenge cannot start under ``name`` (None: it can): it is all the others see."""
    return None if name else Say("challenge.name_needed")


def sent(text: Text, site: str, match: Match) -> Sent:
    """What the send dialog offers of this device's race: at its start, the challenge for
    the friends to join; after round N, this device's round N for the others."""
    race = match.race
    assert race is not None
    game, number = match.game, rounds_of(match.state)
    code = link_text(match)
    address = f"{site}play.html?game={game.id}#{code}"
    if number:
        title = text("challenge.send.round", number=number)
        message = text(
            "challenge.send.round.message", name=race.name, number=number, game=game.title
        )
    else:
        title = text("challenge.send.title")
        message = text("challenge.send.message", name=race.name, game=game.title)
    intro = text("challenge.send.as_text", message=message, site=site)
    return Sent(
        title=title,
        how=text("challenge.send.how"),
        label=text("challenge.send.link"),
        address=address,
        message=message,
        as_text=sending.code_lines(site, game.id, code, intro),
    )


def invitation(text: Text, game: Game, inviter: str) -> str:
    """The invitation's title: who challenges, to which game."""
    return text("challenge.invite.title", sender=inviter, game=game.title)
