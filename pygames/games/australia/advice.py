"""Why a move is good, in one line a player reads beside a hint: what it scores or earns.

Read from the position and the move alone (no search), so it is instant and says only
what is sure once the move is made: the projects it completes and the points they bring
the mover (the windmill's too, when the completion fills its track); else, for a card,
the rangers it places in the plane's region or on the ranger track (and what the track
pays), or its points, and the dollars it earns.
A flight says nothing: what it is worth is the tile it turns up, which the player cannot
know yet (nor may a hint tell them); a card drawn the same.
"""

from __future__ import annotations

from pygames.core import Action, Say
from pygames.games.australia.actions import NOWHERE, MoveRanger, Play, TakeBack
from pygames.games.australia.kinds import Source
from pygames.games.australia.rules import AustraliaState
from pygames.games.australia.words import region

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
