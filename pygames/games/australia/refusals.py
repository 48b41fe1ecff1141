"""Why an action is refused, in a player's words.

``refusal`` mirrors the legality rules in ``rules``: it returns None for a
legal action and otherwise the first reason that applies. The tests hold
the two together (an action is legal exactly when there is no reason).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from pygames.games.australia.board import (
    ADJACENT,
    COLOUR_NAMES,
    LOCATION_NAMES,
    REGION_COLOURS,
    REGION_LOCATIONS,
    REGIONS,
    LocationIndex,
)
from pygames.games.australia.components import (
    CARD_NAMES,
    MOST_TAKEN_BACK,
    MOVE_PRICE,
    PLAYER_NAMES,
    RECOLOUR_PRICE,
    STACK_RANGERS,
    card_colour,
    card_stack,
)
from pygames.games.australia.kinds import EMPTY, Phase

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState


def refusal(state: AustraliaState, action: object) -> str | None:
    """Say why ``action`` is not legal in ``state``, or return None if it is."""
    if state.phase == Phase.OVER:
        return "the game is over"
    if state.phase == Phase.WINDMILL:
        if isinstance(action, PlaceWindmill):
            return None
        return f"{PLAYER_NAMES[state.to_move]} first chooses where the windmill starts"
    if isinstance(action, PlaceWindmill):
        if state.full_game:
            return "the windmill is placed once, at the start of the game"
        return "the simple game is played without the windmill"
    if state.phase in (Phase.DEAL, Phase.DRAW):
        if isinstance(action, Draw):
            return _draw(state, action)
        if state.phase == Phase.DEAL:
            return "the cards are being dealt: take a card from the top of a stack"
        return "take a new card from the top of a stack first"
    if isinstance(action, Draw):
        return "you take a new card only right after playing one"
    if isinstance(action, EndTurn):
        left = state.actions_left
        if left:
            return f"take your {_plural(left, 'remaining action')} first"
        return None
    if isinstance(action, MoveRanger):
        return _move(state, action)
    if not isinstance(action, Fly | Play | TakeBack):
        return f"{action!r} is not an Australia action"
    if not state.actions_left:
        return "both your actions are taken: move a ranger for $4, or end your turn"
    here = state.planes[state.to_move]
    if isinstance(action, Fly):
        if action.region == here:
            return f"your plane is already in {REGIONS[here].name}"
        return None
    if here == NOWHERE:
        return "your plane is not on the map yet: fly somewhere first"
    if isinstance(action, Play):
        return _play(state, action)
    return _take_back(state, action)


def _draw(state: AustraliaState, draw: Draw) -> str | None:
    tops = [stack[0] for stack in state.stacks if stack]
    if draw.card in tops:
        return None
    if not tops:
        return "the stacks are empty"
    names = ", ".join(CARD_NAMES[card] for card in tops)
    return f"{CARD_NAMES[draw.card]} is not on top of a stack; the top cards are {names}"


def _play(state: AustraliaState, play: Play) -> str | None:
    player = state.to_move
    name = CARD_NAMES[play.card]
    if play.card not in state.hands[player]:
        return f"you do not hold {name}"
    region = REGIONS[state.planes[player]]
    colour = COLOUR_NAMES[REGION_COLOURS[state.planes[player]]]
    matches = card_colour(play.card) == REGION_COLOURS[state.planes[player]]
    if matches and play.paid:
        return f"{name} is already {colour}, like {region.name}: there is nothing to pay for"
    if not matches and not play.paid:
        return (
            f"{name} is not {colour}, the colour of {region.name}; pay ${RECOLOUR_PRICE} to play "
            f"it as {colour} (write play {name}$ ...)"
        )
    if play.paid and state.dollars[player] < RECOLOUR_PRICE:
        return (
            f"playing a card as another colour costs ${RECOLOUR_PRICE} "
            f"and you have ${state.dollars[player]}"
        )
    if play.rangers < 0 or play.track < 0:
        return "a number of rangers cannot be negative"
    most = STACK_RANGERS[card_stack(play.card)]
    placed = play.rangers + play.track
    if placed > most:
        return f"{name} places at most {_plural(most, 'ranger')}"
    if placed > state.supply[player]:
        return f"you have only {_plural(state.supply[player], 'ranger')} on your plane"
    if (play.location == NOWHERE) != (play.rangers == 0):
        return "say where the rangers go, one location and how many"
    if play.location != NOWHERE:
        reason = _open_to(state, play.location, f"in {region.name}, where your plane is")
        if reason:
            return reason
    if play.track:
        if not state.full_game:
            return "the simple game is played without the ranger track"
        here, windmill = state.planes[player], state.windmill
        if here != windmill and here not in ADJACENT[windmill]:
            return (
                "rangers go on the ranger track only from a card played in or next to "
                f"the windmill's region, {REGIONS[windmill].name}"
            )
        room = state.track_room(here)
        if play.track > room:
            return f"the ranger track has only {_plural(room, 'free space')}"
    return None


def _open_to(state: AustraliaState, location: LocationIndex, where: str) -> str | None:
    """Why the player to act cannot put rangers on ``location`` in the plane's region."""
    region = state.planes[state.to_move]
    if location not in REGION_LOCATIONS[region]:
        return f"{LOCATION_NAMES[location]} is not {where}"
    owner = state.owner[location]
    if owner not in (EMPTY, state.to_move):
        return f"{LOCATION_NAMES[location]} holds {PLAYER_NAMES[owner]}'s rangers"
    return None


def _take_back(state: AustraliaState, take: TakeBack) -> str | None:
    player = state.to_move
    region = REGIONS[state.planes[player]]
    locations = [loc for loc, _ in take.taken]
    if not take.taken or locations != sorted(set(locations)):
        return "name each location you take rangers back from once"
    if take.total > MOST_TAKEN_BACK:
        return f"take back at most {MOST_TAKEN_BACK} rangers at a time"
    for loc, rangers in take.taken:
        here = LOCATION_NAMES[loc]
        if loc not in REGION_LOCATIONS[state.planes[player]]:
            return f"{here} is not in {region.name}, where your plane is"
        owner = state.owner[loc]
        if owner == EMPTY:
            return f"{here} is empty"
        if owner != player:
            return f"{here} holds {PLAYER_NAMES[owner]}'s rangers, not yours"
        if not 1 <= rangers <= state.count[loc]:
            return f"you have {_plural(state.count[loc], 'ranger')} on {here}"
    return None


def _move(state: AustraliaState, move: MoveRanger) -> str | None:
    player = state.to_move
    if state.dollars[player] < MOVE_PRICE:
        return f"moving a ranger costs ${MOVE_PRICE} and you have ${state.dollars[player]}"
    if state.owner[move.source] != player:
        return f"you have no ranger on {LOCATION_NAMES[move.source]}"
    if move.target == move.source:
        return "a ranger has to move to another location"
    owner = state.owner[move.target]
    if owner not in (EMPTY, player):
        return f"{LOCATION_NAMES[move.target]} holds {PLAYER_NAMES[owner]}'s rangers"
    return None


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"
