"""Australia's moves in a player's words, and the words messages are built from.

``describe`` says what an action does, for the log and the list of moves.

Each returns a message field (see ``pygames.core.say``), said in the
reader's language: ``player(1)`` is "White", "Spieler Weiß", "Joueur
blanc" or "Wit". A colour is the form each language's sentences put it
in (an adjective in English and Dutch, a noun in German, "la couleur ..."
in French), and a card its colour and number of rangers (``green2`` in
English, as in the notation). A region with a proper name (Kimberley,
Pilbara) keeps it in every language; one whose name is an English
description (Timor Sea, Western Victoria) is translated.

>>> str(card(5)), str(colour(2)), region(0), str(region(18))
('green2', 'orange', 'Kimberley', 'Indian Ocean')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core import Action, Say
from pygames.core.say import listing
from pygames.games.australia.actions import (
    NOWHERE,
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    PlaceWindmill,
    Play,
    TakeBack,
)
from pygames.games.australia.components import (
    CARD_POINTS,
    MOVE_PRICE,
    RECOLOUR_PRICE,
    STACK_DOLLARS,
    STACK_RANGERS,
    Card,
    card_colour,
    card_stack,
)
from pygames.games.australia.geography import (
    COLOUR_NAMES,
    LOCATION_NAMES,
    REGION_COLOURS,
    REGIONS,
    Colour,
    RegionIndex,
)

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState

#: Regions whose names are English descriptions, translated as ``australia.region.<code>``.
DESCRIPTIVE = frozenset("SWA RED CAP CEN SEQ WNSW ENSW WVIC EVIC IND TIM ARA COR TAS GAB".split())


def player(number: int) -> Say:
    """A player by their colour: ``australia.player.<number>``."""
    return Say(f"australia.player.{number}")


def colour(value: Colour) -> Say:
    """A region's or card's colour: ``australia.colour.<name>``."""
    return Say(f"australia.colour.{COLOUR_NAMES[value]}")


def card(value: Card) -> Say:
    """A card by its colour and rangers: ``australia.card.<colour>``."""
    return Say.of(
        f"australia.card.{COLOUR_NAMES[card_colour(value)]}",
        rangers=STACK_RANGERS[card_stack(value)],
    )


def region(value: RegionIndex) -> Say | str:
    """A region's name: a proper name as it is, a description as ``australia.region.<code>``."""
    info = REGIONS[value]
    if info.code in DESCRIPTIVE:
        return Say(f"australia.region.{info.code.lower()}")
    return info.name


def describe(state: AustraliaState, action: Action) -> Say:
    """Say what the player to act does with ``action``, for the move log and the list of moves.

    >>> from pygames import get_game
    >>> state = get_game("australia").new_game(players=3, seed=1)
    >>> str(describe(state, state.legal_actions()[0]))
    'Black places the windmill in Kimberley'
    """
    who = player(state.to_move)
    if isinstance(action, PlaceWindmill):
        return Say.of("australia.move.windmill", player=who, region=region(action.region))
    if isinstance(action, Draw):
        return Say.of("australia.move.draw", player=who, card=card(action.card))
    if isinstance(action, Fly):
        return Say.of("australia.move.fly", player=who, region=region(action.region))
    if isinstance(action, Play):
        return _describe_play(state, who, action)
    if isinstance(action, TakeBack):
        return _describe_take_back(who, action)
    if isinstance(action, MoveRanger):
        return Say.of(
            "australia.move.move_ranger",
            player=who,
            price=MOVE_PRICE,
            source=LOCATION_NAMES[action.source],
            target=LOCATION_NAMES[action.target],
        )
    if isinstance(action, EndTurn):
        return Say.of("australia.move.end", player=who)
    return Say.of("core.move", move=str(action))


def _describe_play(state: AustraliaState, who: Say, play: Play) -> Say:
    """A card played, and the dollars it pays as the play's buttons say them (``+$2``): the
    score counts dollars, so a log's points and dollars add up to the score's change."""
    said = _describe_placing(state, who, play)
    dollars = STACK_DOLLARS[card_stack(play.card)]
    return Say.of("australia.move.earned", move=said, dollars=dollars) if dollars else said


def _describe_placing(state: AustraliaState, who: Say, play: Play) -> Say:
    played = card(play.card)
    here = state.planes[state.to_move]
    if play.paid and here != NOWHERE:
        new = colour(REGION_COLOURS[here])
        played = Say.of("australia.card.recoloured", card=played, colour=new, price=RECOLOUR_PRICE)
    if play.for_points:
        return Say.of("australia.move.play_points", player=who, card=played, points=CARD_POINTS)
    if play.location == NOWHERE:
        return Say.count("australia.move.play_track", play.track, player=who, card=played)
    where = LOCATION_NAMES[play.location]
    if play.track:
        return Say.count(
            "australia.move.play_split",
            play.rangers,
            player=who,
            card=played,
            location=where,
            track=play.track,
        )
    return Say.count("australia.move.play", play.rangers, player=who, card=played, location=where)


def _describe_take_back(who: Say, take: TakeBack) -> Say:
    if not take.taken:
        return Say.of("core.move", move=str(take))
    if len(take.taken) == 1:
        ((loc, count),) = take.taken
        return Say.count("australia.move.back", count, player=who, location=LOCATION_NAMES[loc])
    places = listing(
        [
            Say.of("australia.move.back_part", count=count, location=LOCATION_NAMES[loc])
            for loc, count in take.taken
        ]
    )
    return Say.of("australia.move.back_several", player=who, count=take.total, places=places)
