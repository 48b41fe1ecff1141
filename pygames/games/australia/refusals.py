"""Why an action is refused, in a player's words (``australia.refusal.*`` messages).

``refusal`` mirrors the legality rules in ``rules``: it returns None for a
legal action and otherwise the first reason that applies. The tests hold
the two together (an action is legal exactly when there is no reason).
``explain`` is what the rules' ``_explain_illegal`` hook calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygames.games.australia.words as words
from pygames.core import Say
from pygames.core.say import listing
from pygames.games.australia.actions import (
    NOWHERE,
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    Phase,
    PlaceWindmill,
    Play,
    TakeBack,
)
from pygames.games.australia.components import (
    CARD_POINTS,
    MOST_TAKEN_BACK,
    MOVE_PRICE,
    RECOLOUR_PRICE,
    STACK_RANGERS,
    card_colour,
    card_stack,
)
from pygames.games.australia.geography import (
    ADJACENT,
    REGION_COLOURS,
    REGION_LOCATIONS,
    LocationIndex,
)
from pygames.games.australia.kinds import EMPTY

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState


def explain(state: AustraliaState, action: object) -> Say:
    """Say why ``action`` is not legal in ``state``."""
    return refusal(state, action) or Say.of("core.refusal.not_legal_now", move=str(action))


def refusal(state: AustraliaState, action: object) -> Say | None:
    """Say why ``action`` is not legal in ``state``, or return None if it is."""
    if state.phase == Phase.OVER:
        return Say.of("core.refusal.game_over", move=str(action))
    if state.phase == Phase.WINDMILL:
        if isinstance(action, PlaceWindmill):
            return None
        return Say.of("australia.refusal.windmill_first", player=words.player(state.to_move))
    if isinstance(action, PlaceWindmill):
        if state.full_game:
            return Say("australia.refusal.windmill_placed")
        return Say("australia.refusal.no_windmill")
    if state.phase in (Phase.DEAL, Phase.DRAW):
        if isinstance(action, Draw):
            return _draw(state, action)
        if state.phase == Phase.DEAL:
            return Say("australia.refusal.dealing")
        return Say("australia.refusal.draw_first")
    if isinstance(action, Draw):
        return Say("australia.refusal.draw_after_play")
    if isinstance(action, EndTurn):
        left = state.actions_left
        if left:
            return Say.count("australia.refusal.actions_left", left)
        return None
    if isinstance(action, MoveRanger):
        return _move(state, action)
    if not isinstance(action, Fly | Play | TakeBack):
        return Say.of("australia.refusal.not_an_action", move=repr(action))
    if not state.actions_left:
        return Say.of("australia.refusal.actions_taken", price=MOVE_PRICE)
    here = state.planes[state.to_move]
    if isinstance(action, Fly):
        if action.region == here:
            return Say.of("australia.refusal.already_there", region=words.region(here))
        return None
    if here == NOWHERE:
        return Say("australia.refusal.no_plane")
    if isinstance(action, Play):
        return _play(state, action)
    return _take_back(state, action)


def _draw(state: AustraliaState, draw: Draw) -> Say | None:
    tops = [stack[0] for stack in state.stacks if stack]
    if draw.card in tops:
        return None
    if not tops:
        return Say("australia.refusal.stacks_empty")
    listed = listing([words.card(card) for card in tops])
    return Say.of("australia.refusal.not_on_top", card=words.card(draw.card), tops=listed)


def _play(state: AustraliaState, play: Play) -> Say | None:
    player = state.to_move
    card = words.card(play.card)
    if play.card not in state.hands[player]:
        return Say.of("australia.refusal.not_held", card=card)
    here = state.planes[player]
    region, colour = words.region(here), words.colour(REGION_COLOURS[here])
    matches = card_colour(play.card) == REGION_COLOURS[here]
    if matches and play.paid:
        return Say.of("australia.refusal.nothing_to_pay", card=card, colour=colour, region=region)
    if not matches:
        reason = _no_recolour(state, play)
        if reason:
            return reason
    if not matches and not play.paid:
        return Say.of(
            "australia.refusal.wrong_colour",
            card=card,
            colour=colour,
            region=region,
            price=RECOLOUR_PRICE,
        )
    if play.paid and state.dollars[player] < RECOLOUR_PRICE:
        return Say.of(
            "australia.refusal.recolour_cost", price=RECOLOUR_PRICE, dollars=state.dollars[player]
        )
    if play.rangers < 0 or play.track < 0:
        return Say("australia.refusal.negative")
    most = STACK_RANGERS[card_stack(play.card)]
    placed = play.rangers + play.track
    if placed > most:
        return Say.count("australia.refusal.card_limit", most, card=card)
    if placed > state.supply[player]:
        return Say.count("australia.refusal.supply", state.supply[player])
    if (play.location == NOWHERE) != (play.rangers == 0):
        return Say("australia.refusal.say_where")
    if play.location != NOWHERE:
        reason = _open_to(state, play.location)
        if reason:
            return reason
    if play.track:
        if not state.full_game:
            return Say("australia.refusal.no_track")
        windmill = state.windmill
        if here != windmill and here not in ADJACENT[windmill]:
            return Say.of("australia.refusal.track_far", region=words.region(windmill))
        room = state.track_room(here)
        if play.track > room:
            return Say.count("australia.refusal.track_room", room)
    return None


def _no_recolour(state: AustraliaState, play: Play) -> Say | None:
    """Why a card not of the region's colour cannot be changed to it for $3 here."""
    player = state.to_move
    here = state.planes[player]
    colour, region = REGION_COLOURS[here], words.region(here)
    held = [card for card in state.hands[player] if card_colour(card) == colour]
    if held:
        return Say.of(
            "australia.refusal.recolour_held",
            held=words.card(held[0]),
            colour=words.colour(colour),
            region=region,
            price=RECOLOUR_PRICE,
        )
    if play.for_points:
        return Say.of(
            "australia.refusal.points_colour",
            colour=words.colour(colour),
            region=region,
            price=RECOLOUR_PRICE,
            points=CARD_POINTS,
        )
    return None


def _open_to(state: AustraliaState, location: LocationIndex) -> Say | None:
    """Why the player to act cannot put rangers on ``location`` in the plane's region."""
    region = state.planes[state.to_move]
    if location not in REGION_LOCATIONS[region]:
        return _elsewhere(location, region)
    owner = state.owner[location]
    if owner not in (EMPTY, state.to_move):
        return _occupied(location, owner)
    return None


def _take_back(state: AustraliaState, take: TakeBack) -> Say | None:
    player = state.to_move
    region = state.planes[player]
    locations = [loc for loc, _ in take.taken]
    if not take.taken or locations != sorted(set(locations)):
        return Say("australia.refusal.name_once")
    if take.total > MOST_TAKEN_BACK:
        return Say.of("australia.refusal.take_most", most=MOST_TAKEN_BACK)
    for loc, rangers in take.taken:
        here = words.location(loc)
        if loc not in REGION_LOCATIONS[region]:
            return _elsewhere(loc, region)
        owner = state.owner[loc]
        if owner == EMPTY:
            return Say.of("australia.refusal.empty", location=here)
        if owner != player:
            return Say.of("australia.refusal.not_yours", location=here, player=words.player(owner))
        if not 1 <= rangers <= state.count[loc]:
            return Say.count("australia.refusal.have", state.count[loc], location=here)
    return None


def _move(state: AustraliaState, move: MoveRanger) -> Say | None:
    player = state.to_move
    if state.dollars[player] < MOVE_PRICE:
        return Say.of(
            "australia.refusal.move_cost", price=MOVE_PRICE, dollars=state.dollars[player]
        )
    if state.owner[move.source] != player:
        return Say.of("australia.refusal.no_ranger", location=words.location(move.source))
    if move.target == move.source:
        return Say("australia.refusal.same_place")
    owner = state.owner[move.target]
    if owner not in (EMPTY, player):
        return _occupied(move.target, owner)
    return None


def _elsewhere(location: LocationIndex, region: int) -> Say:
    return Say.of(
        "australia.refusal.not_in_region",
        location=words.location(location),
        region=words.region(region),
    )


def _occupied(location: LocationIndex, owner: int) -> Say:
    return Say.of(
        "australia.refusal.occupied", location=words.location(location), player=words.player(owner)
    )
