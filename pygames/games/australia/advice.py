"""Why a move is good, in one line a player reads beside a hint: what it scores or earns.

Read from the position and the move alone (no search), so it is instant and says only
what is sure once the move is made: the projects it completes and the points they bring
the mover (the windmill's too, when the completion fills its track); else, for a card,
the rangers it places in the plane's region or on the ranger track (and what the track
pays), or its points, and the dollars it earns.
A flight says what the player can see there: the free places for the cards of the
region's colour in their hand (not the tile it turns up, which no hint may tell); a
paid move that completes nothing, the regions where the ranger then scores; a card drawn
says nothing.
"""

from __future__ import annotations

from pygames.core import Action, Say
from pygames.core.say import listing
from pygames.games.australia.actions import NOWHERE, Fly, MoveRanger, Play, TakeBack
from pygames.games.australia.components import card_colour
from pygames.games.australia.geography import LOCATION_REGIONS, REGION_COLOURS, REGION_LOCATIONS
from pygames.games.australia.kinds import EMPTY, Source
from pygames.games.australia.rules import AustraliaState
from pygames.games.australia.words import card, region

#: The projects a completion line names, by the points' source.
_PROJECTS = {
    Source.CONSERVATION: "australia.hint.completes.conservation",
    Source.INDUSTRIALIZATION: "australia.hint.completes.industrialization",
}


def why(state: AustraliaState, action: Action) -> Say | None:
    """Say why ``action``, legal in ``state``, is good, or None when no one line says it.

    >>> from pygames.games.australia.rules import GAME
    >>> why(GAME.new_game(seed=1), GAME.new_game(seed=1).legal_actions()[0]) is None
    True
    """
    if isinstance(action, Fly):
        return _flight(state, action.region)
    if not isinstance(action, Play | MoveRanger | TakeBack):
        return None
    mover = state.to_move
    after = state.apply(action)
    assert isinstance(after, AustraliaState)
    completed = [scoring for scoring in after.scorings if scoring.causer == mover]
    points = sum(after.points[mover]) - sum(state.points[mover])
    if len(completed) > 1:
        return Say.of("australia.hint.completes.many", projects=len(completed), points=points)
    if completed:
        (project,) = completed
        return Say.of(_PROJECTS[project.project], region=region(project.region), points=points)
    if isinstance(action, MoveRanger):
        regions = [region(r) for r in LOCATION_REGIONS[action.target]]
        return Say.of("australia.hint.move.scores", regions=listing(regions, "and"))
    if not isinstance(action, Play):
        return None
    earned = after.dollars[mover] - state.dollars[mover]
    if action.for_points:
        if earned > 0:
            return Say.of("australia.hint.points_earns", points=points, dollars=earned)
        return Say.of("australia.hint.points", points=points)
    if action.location == NOWHERE:
        keys = ("australia.hint.track", "australia.hint.track_earns")
        return _earning(keys, action.track, earned, value=state.windmill_value)
    where = region(state.planes[mover])
    if action.track:
        keys = ("australia.hint.places_track", "australia.hint.places_track_earns")
        return _earning(keys, action.rangers, earned, region=where, track=action.track)
    keys = ("australia.hint.places", "australia.hint.places_earns")
    return _earning(keys, action.rangers, earned, region=where)


def _earning(keys: tuple[str, str], count: int, earned: int, **fields: object) -> Say:
    """The line for ``count`` rangers: the first of ``keys``, or the second, which says the
    dollars ``earned`` too."""
    plain, earning = keys
    if earned > 0:
        return Say.count(earning, count, dollars=earned, **fields)
    return Say.count(plain, count, **fields)


def _flight(state: AustraliaState, to: int) -> Say | None:
    """The free places of region ``to`` for the mover's cards of its colour, or None when
    they hold none or it has no free place (a flight for the windmill or for later)."""
    hand = dict.fromkeys(state.hands[state.to_move])  # two blue 1s are named once
    cards = [c for c in hand if card_colour(c) == REGION_COLOURS[to]]
    free = sum(state.owner[loc] == EMPTY for loc in REGION_LOCATIONS[to])
    if not cards or not free:
        return None
    named = listing([card(c) for c in cards], "and")
    return Say.count(
        "australia.hint.fly.free", len(cards), region=region(to), cards=named, free=free
    )
