"""Australia's moves in a player's words, and the words messages are built from.

``describe`` says what an action does, for the log and the list of moves.

Each returns a message field (see ``pygames.core.say``), said in the
reader's language: ``player(1)`` is "White", "Spieler Weiß", "Joueur
blanc" or "Wit". A colour is the form each language's sentences put it
in (an adjective in English and Dutch, a noun in German, "la couleur ..."
in French), and a card its colour and number of rangers as the card shows
them ("the green 2"). A region with a proper name (Kimberley, Pilbara) keeps
it in every language; one whose name is an English description (Timor Sea,
Western Victoria) is translated.

A camp or ship is named as the map shows it, never by its notation (C7, S2),
which the map does not draw: by the regions whose border it lies on ("camp
between Kimberley and Pilbara"), and a ship alone in its sea by the coast it
lies off. The name has no article, so that each language's sentence gives it
the one its grammar asks for ("on the ...", "auf dem ...", "du ...").

>>> str(card(5)), str(colour(2)), region(0), str(region(18))
('the green 2', 'orange', 'Kimberley', 'Indian Ocean')
>>> str(location(5))
'camp between Kimberley, Pilbara, Barkly and Red Centre'
>>> str(location(LOCATION_BY_NAME["S2"]))
'ship in Indian Ocean off South West'
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
    IS_SHIP,
    LOCATION_BY_NAME,
    LOCATION_REGIONS,
    REGION_BY_CODE,
    REGION_COLOURS,
    REGIONS,
    Colour,
    LocationIndex,
    RegionIndex,
)

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState

#: Regions whose names are English descriptions, translated as ``australia.region.<code>``.
DESCRIPTIVE = frozenset("SWA RED CAP CEN SEQ WNSW ENSW WVIC EVIC IND TIM ARA COR TAS GAB".split())


#: The land region each ship alone in its sea lies off, nearest it on the map: two ships
#: of one sea are told apart by their coasts.
SHIP_COASTS = {
    LOCATION_BY_NAME[ship]: REGION_BY_CODE[coast]
    for ship, coast in (
        ("S2", "SWA"),
        ("S3", "PIL"),
        ("S5", "KIM"),
        ("S7", "TOP"),
        ("S8", "CAP"),
        ("S10", "CAP"),
        ("S11", "CEN"),
        ("S13", "ENSW"),
        ("S15", "WVIC"),
        ("S16", "NUL"),
    )
}
#: The side of the map each of the two camps between the same regions lies on.
CAMP_SIDES = {LOCATION_BY_NAME["C9"]: "west", LOCATION_BY_NAME["C10"]: "east"}


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


def location(value: LocationIndex) -> Say:
    """A camp or ship as the map shows it, without an article: ``camp between Kimberley and
    Pilbara``, ``ship in Coral Sea off Cape York`` (``australia.location.*``)."""
    regions = [region(r) for r in LOCATION_REGIONS[value]]
    if value in SHIP_COASTS:
        coast = region(SHIP_COASTS[value])
        return Say.of("australia.location.ship_off", sea=regions[0], coast=coast)
    kind = "ship" if IS_SHIP[value] else "camp"
    side = f"_{CAMP_SIDES[value]}" if value in CAMP_SIDES else ""
    *first, last = regions
    return Say.of(f"australia.location.{kind}{side}", regions=listing(first), last=last)


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
            source=location(action.source),
            target=location(action.target),
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
    where = location(play.location)
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
        return Say.count("australia.move.back", count, player=who, location=location(loc))
    places = listing(
        [
            Say.of("australia.move.back_part", count=count, location=location(loc))
            for loc, count in take.taken
        ]
    )
    return Say.of("australia.move.back_several", player=who, count=take.total, places=places)
