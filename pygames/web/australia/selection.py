"""What a person has picked between taps, and what it lights up: read by ``render`` and
``controls`` alike, so the board lights exactly what a tap will accept.

A ``Pick`` holds one of these steps of a turn:

- a region tapped (``region``): to fly there, or place the windmill, on a second tap;
- a card from the hand (``card``), then the location its rangers go to
  (``location``) and, near the windmill, how many of them go on the ranger
  track (``track``);
- rangers to take back to the plane (``taken``: location and how many);
- a ranger to move for $4 (``source``), then where to (``location``); with rangers
  picked to take back, ``source`` is the one a move would take instead.

The legal actions come from the engine, indexed with ``picking.Choices`` (card
plays by card and location, paid moves by the ranger moved and its target).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from pygames.games.australia import AustraliaState, MoveRanger, Phase, Play, TakeBack
from pygames.games.australia.actions import NOWHERE, AustraliaAction
from pygames.games.australia.components import MOST_TAKEN_BACK, card_colour
from pygames.games.australia.geography import (
    LOCATION_COUNT,
    LOCATION_REGIONS,
    REGION_COLOURS,
    REGION_LOCATIONS,
)
from pygames.games.australia.kinds import EMPTY
from pygames.web.per_position import per_position
from pygames.web.picking import Choices

Taken = tuple[tuple[int, int], ...]


@dataclass(frozen=True, slots=True)
class Pick:
    """The steps of an action picked so far (see the module docstring)."""

    region: int | None = None
    card: int | None = None
    location: int | None = None
    track: int = 0
    taken: Taken = ()
    source: int | None = None


NOTHING = Pick()


def as_pick(selected: object) -> Pick:
    """The selection as a ``Pick`` (nothing picked for None or anything else)."""
    return selected if isinstance(selected, Pick) else NOTHING


@per_position
def legal(state: AustraliaState) -> tuple[AustraliaAction, ...]:
    """The state's legal actions, as Australia's own action classes (drawing and tapping
    both ask, several times per tap)."""
    # Australia's legal actions are its own action classes; State types them as any.
    actions: tuple[AustraliaAction, ...] = state.legal_actions()  # type: ignore[assignment]
    return actions


@per_position
def plays(state: AustraliaState) -> Choices[int, int, Play]:
    """Card plays by card and location (NOWHERE: for points, or only on the track)."""
    return Choices.of(
        (a for a in legal(state) if isinstance(a, Play)),
        pick=lambda play: play.card,
        target=lambda play: play.location,
    )


@per_position
def moves(state: AustraliaState) -> Choices[int, int, MoveRanger]:
    """The $4 moves, by the ranger's location and where it goes."""
    return Choices.of(
        (a for a in legal(state) if isinstance(a, MoveRanger)),
        pick=lambda move: move.source,
        target=lambda move: move.target,
    )


def playable(state: AustraliaState) -> frozenset[int]:
    """The cards in the mover's hand that can be played now."""
    return plays(state).picks()


def card_targets(state: AustraliaState, card: int) -> frozenset[int]:
    """Where ``card`` can put rangers now."""
    return frozenset(loc for loc in plays(state).targets(card) if loc != NOWHERE)


def placements(state: AustraliaState, card: int, location: int | None, track: int) -> list[Play]:
    """The legal plays of ``card`` with ``track`` rangers on the track and the rest on
    ``location`` (None: none anywhere but the track), fewest rangers first."""
    where = NOWHERE if location is None else location
    found = [
        a
        for a in legal(state)
        if isinstance(a, Play) and a.card == card and a.location == where and a.track == track
    ]
    if location is None:
        found = [a for a in found if a.track]
    return sorted(found, key=lambda a: a.rangers)


def most_on_track(state: AustraliaState, card: int) -> int:
    """The most rangers ``card`` can put on the ranger track now (0: none)."""
    return max((a.track for a in legal(state) if isinstance(a, Play) and a.card == card), default=0)


def recoloured(state: AustraliaState, card: int) -> bool:
    """Whether rangers from ``card`` cost $3 here: it is not the colour of the region the
    mover's plane is in (with no plane yet, no card is played at all)."""
    here = state.planes[state.to_move]
    return here != NOWHERE and card_colour(card) != REGION_COLOURS[here]


def for_points(state: AustraliaState, card: int) -> Play | None:
    """Playing ``card`` for 2 points, if that is legal now."""
    play = Play(card)
    return play if play in legal(state) else None


def is_legal(state: AustraliaState, action: AustraliaAction) -> bool:
    """Whether ``action`` is legal now."""
    return action in legal(state)


def take_back_from(state: AustraliaState) -> frozenset[int]:
    """The mover's locations rangers can be taken back from now."""
    return frozenset(loc for a in legal(state) if isinstance(a, TakeBack) for loc, _ in a.taken)


def adjust_taken(state: AustraliaState, taken: Taken, location: int) -> Taken:
    """The rangers to take back after a tap on ``location``: untouched, as many as fit
    (at most four in all); already picked, one fewer."""
    chosen = dict(taken)
    if location in chosen:
        chosen[location] -= 1
    else:
        room = MOST_TAKEN_BACK - sum(chosen.values())
        chosen[location] = min(state.count[location], room)
    return tuple(sorted((loc, n) for loc, n in chosen.items() if n > 0))


def focused_regions(focus: Hashable | None) -> frozenset[int]:
    """The regions the keyboard's focus ring is about: a region's, or a location's (the
    regions whose border it lies on), so a glance tells which regions a camp belongs to."""
    if isinstance(focus, tuple) and len(focus) == 2:
        what, value = focus
        if what == "region":
            return frozenset({value})
        if what == "location":
            return frozenset(LOCATION_REGIONS[value])
    return frozenset()


def lit_regions(state: AustraliaState, pick: Pick) -> frozenset[int]:
    """The regions to light: the one tapped, a picked location's, the plane's with a card."""
    if pick.region is not None:
        return frozenset({pick.region})
    if pick.location is not None:
        return frozenset(LOCATION_REGIONS[pick.location])
    if (pick.card is not None or pick.taken) and state.phase == Phase.PLAY:
        here = state.planes[state.to_move]
        return frozenset() if here == NOWHERE else frozenset({here})
    if pick.source is not None:
        return frozenset(LOCATION_REGIONS[pick.source])
    return frozenset()


def targets(state: AustraliaState, pick: Pick) -> frozenset[int]:
    """The locations a tap can use next (ringed on the map)."""
    if pick.card is not None:
        return card_targets(state, pick.card)
    if pick.taken:
        here = state.planes[state.to_move]
        mine = take_back_from(state) & frozenset(REGION_LOCATIONS[here])
        if pick.source is None:
            return mine
        elsewhere = moves(state).targets(pick.source)  # own ones: through the move button
        return mine | frozenset(loc for loc in elsewhere if state.owner[loc] == EMPTY)
    if pick.source is not None:
        return frozenset(moves(state).targets(pick.source))
    return frozenset()


def answering(state: AustraliaState, pick: Pick) -> frozenset[int]:
    """The locations a tap on means something now; a tap on any other camp or ship is a
    tap on the region painted under it. With a card, a ranger or rangers picked, every
    location answers (a target, or why not); with nothing picked, those of the plane's
    region and the mover's own rangers (to take back or move for $4); outside the turn's
    play, none. Camps and ships sit on the coasts and borders, so away from the plane
    their reach took taps meant for the region: a newcomer aiming at Cape York was told
    to fly before playing on a ship off its coast."""
    if state.phase != Phase.PLAY:
        return frozenset()
    if pick.card is not None or pick.taken or pick.source is not None:
        return frozenset(range(LOCATION_COUNT))
    mover = state.to_move
    here = state.planes[mover]
    near = REGION_LOCATIONS[here] if here != NOWHERE else ()
    own = (loc for loc, owner in enumerate(state.owner) if owner == mover)
    return frozenset((*near, *own))


def aimed(lit: frozenset[int], aim: object) -> frozenset[int]:
    """Of the locations ``lit`` as targets, those the move ``aim`` (a hint's, a lesson
    step's; None: no aim) goes to, if it goes to any of them: a hint to move a ranger for
    $4 lit every location the ranger could go to, and a newcomer could not see which."""
    if isinstance(aim, MoveRanger):
        going = frozenset({aim.target})
    elif isinstance(aim, Play):
        going = frozenset({aim.location})
    elif isinstance(aim, TakeBack):
        going = frozenset(location for location, _ in aim.taken)
    else:
        return lit
    return lit & going or lit


def picked_locations(pick: Pick) -> frozenset[int]:
    """The locations picked so far (ringed in ink)."""
    found = {loc for loc, _ in pick.taken}
    for loc in (pick.location, pick.source):
        if loc is not None:
            found.add(loc)
    return frozenset(found)
