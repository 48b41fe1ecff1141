"""Turn taps on the Australia map and table into actions, one step at a time.

- A region: tap it to see what it holds (the page says it), tap it again to
  fly there (or, at the start of the full game, to put the windmill there).
  A button does the same. Away from the plane a camp or a ship is a place in its
  region: with nothing picked, a tap there chooses the region (``selection.answering``).
- A card: tap it in your row; the locations of your plane's region it may
  fill light up. Tap one, then a button for how many rangers go there. Near
  the windmill, taps on the ranger track put rangers there first (each tap
  one more, then back to none). Buttons also play the card for 2 points,
  or with every ranger on the track. A card of another colour is played for
  $3 where the rules allow it: its buttons say so and what it costs.
- Your rangers in your plane's region: a tap picks as many as may go back
  (at most four in all), each further tap one fewer; a button takes them back.
- The $4 move: pick one of your rangers (a tap on it; in the plane's region,
  where that tap picks rangers to take back, a tap on an empty location or the
  button to move from there instead), then tap an empty or own location: the
  button and the hint say what it costs; tap it again, or the button, to pay.
- A stack's top card, when a card is to be taken.

A tap that cannot lead to a legal action changes nothing and says why in the
engine's own words (``refusals.explain``). A tap beside everything lets go.
"""

from __future__ import annotations

from collections.abc import Hashable

from pygames.core.say import listing
from pygames.games.australia import (
    AustraliaState,
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    Phase,
    PlaceWindmill,
    Play,
    TakeBack,
)
from pygames.games.australia import words as engine
from pygames.games.australia.actions import NOWHERE, AustraliaAction
from pygames.games.australia.components import MOVE_PRICE
from pygames.games.australia.geography import REGION_LOCATIONS
from pygames.games.australia.kinds import EMPTY
from pygames.games.australia.refusals import explain
from pygames.web.australia.selection import (
    NOTHING,
    Pick,
    adjust_taken,
    as_pick,
    card_targets,
    for_points,
    is_legal,
    most_on_track,
    moves,
    placements,
    playable,
    recoloured,
    take_back_from,
)
from pygames.web.australia.words import button_label, place
from pygames.web.text import Say
from pygames.web.ui import Button, Tap


def tap(state: AustraliaState, selected: object, key: Hashable | None) -> Tap:
    """What a tap on ``key`` (a hit region's key, or None for nothing) does."""
    pick = as_pick(selected)
    if not isinstance(key, tuple) or len(key) != 2:
        return Tap(message=Say("australia.tap.dropped") if pick != NOTHING else None)
    what, value = key
    if what == "region":
        return _tap_region(state, pick, value)
    if what == "stack":
        return _tap_stack(state, value)
    if state.phase != Phase.PLAY:
        return Tap(selection=_kept(pick), message=_not_now(state))
    if what == "card":
        return _tap_card(state, pick, value)
    if what == "location":
        return _tap_location(state, pick, value)
    if what == "track":
        return _tap_track(state, pick)
    return Tap(selection=_kept(pick))


def _kept(pick: Pick) -> Pick | None:
    return None if pick == NOTHING else pick


def _not_now(state: AustraliaState) -> Say:
    """Why nothing but a region or a stack means anything now (the windmill, a draw)."""
    if state.phase == Phase.WINDMILL:
        return explain(state, Fly(0))
    return explain(state, EndTurn())


def _region_action(state: AustraliaState, region: int) -> Fly | PlaceWindmill:
    return PlaceWindmill(region) if state.phase == Phase.WINDMILL else Fly(region)


def _tap_region(state: AustraliaState, pick: Pick, region: int) -> Tap:
    if pick.region != region:
        return Tap(selection=Pick(region=region))
    action = _region_action(state, region)
    if is_legal(state, action):
        return Tap(action=action)
    return _refused(state, pick, action)


def _tap_stack(state: AustraliaState, stack: int) -> Tap:
    cards = state.stacks[stack]
    if not cards:
        return Tap(message=Say("australia.tap.stack_empty"))
    draw = Draw(cards[0])
    if is_legal(state, draw):
        return Tap(action=draw)
    return _refused(state, None, draw)


def _tap_card(state: AustraliaState, pick: Pick, card: int) -> Tap:
    if pick.card == card:  # the card picked, tapped again: let go, and say so (a newcomer
        # who let go unawares was told to pick a card at the next tap, on a camp)
        return Tap(message=Say.of("australia.tap.card_put_back", card=engine.card(card)))
    if card in playable(state):
        return Tap(selection=Pick(card=card))
    return _refused(state, _kept(pick), _a_play(state, card))


def _a_play(state: AustraliaState, card: int, location: int = NOWHERE) -> Play:
    """The play of ``card`` the engine can best explain a refusal of."""
    here = state.planes[state.to_move]
    paid = recoloured(state, card)
    if location == NOWHERE:
        if here != NOWHERE and REGION_LOCATIONS[here]:
            location = REGION_LOCATIONS[here][0]
        return Play(card, paid, location, 1 if location != NOWHERE else 0)
    return Play(card, paid, location, 1)


def _tap_location(state: AustraliaState, pick: Pick, location: int) -> Tap:
    if pick.card is not None:
        if location == pick.location:
            return Tap(selection=Pick(card=pick.card, track=pick.track))
        if location in card_targets(state, pick.card):
            chosen = Pick(card=pick.card, location=location, track=pick.track)
            only = _only_play(state, chosen)
            return Tap(action=only) if only is not None else Tap(selection=chosen)
        return _refused(state, pick, _a_play(state, pick.card, location))
    if pick.source is not None and not pick.taken:
        return _tap_move(state, pick, pick.source, location)
    mover = state.to_move
    here = state.planes[mover]
    own = state.owner[location] == mover
    if pick.taken and own and location in REGION_LOCATIONS[here]:
        taken = adjust_taken(state, pick.taken, location)
        if not taken:
            return Tap()
        return Tap(selection=Pick(taken=taken, source=pick.source))
    if pick.taken and not own:  # elsewhere: the ranger picked would move there
        moved = pick.source if pick.source is not None else pick.taken[0][0]
        return _tap_move(state, pick, moved, location)
    if own:
        source = location if moves(state).targets(location) else None
        if location in take_back_from(state):
            taken = adjust_taken(state, (), location)
            return Tap(selection=Pick(taken=taken, source=source))
        if source is not None:
            return Tap(selection=Pick(source=source))
        return Tap(selection=_kept(pick), message=_why_not_own(state, location))
    return Tap(selection=_kept(pick), message=_why_not_there(state, location))


def _only_play(state: AustraliaState, pick: Pick) -> Play | None:
    """The play a tap on the location of ``pick`` can only mean, played at once: one count
    of rangers, none that could go on the ranger track, nothing to pay (a newcomer found a
    lone "1 ranger" button an extra tap for nothing). A choice, or a cost, waits for a
    button, which says it."""
    assert pick.card is not None
    found = placements(state, pick.card, pick.location, pick.track)
    if len(found) != 1 or found[0].paid or most_on_track(state, pick.card):
        return None
    return found[0]


def _tap_move(state: AustraliaState, pick: Pick, source: int, location: int) -> Tap:
    """The $4 move of a ranger from ``source``: a tap on ``location`` picks where it goes,
    plays it when tapped again, or says why not (keeping ``pick``); a tap on the ranger
    itself lets go."""
    if location == source:
        return Tap()
    move = MoveRanger(source, location)
    if not is_legal(state, move):
        return _refused(state, pick, move)
    if pick.location == location and not pick.taken:
        return Tap(action=move)
    return Tap(selection=Pick(source=source, location=location))


def _why_not_own(state: AustraliaState, location: int) -> Say:
    """Why the mover's own rangers on ``location`` can neither go back nor move."""
    reason = explain(state, TakeBack(((location, 1),)))
    if reason.key.endswith("not_in_region") or not state.actions_left:
        return explain(state, MoveRanger(location, location))
    return reason


def _why_not_there(state: AustraliaState, location: int) -> Say:
    """Why a tap on an empty or someone else's location in the plane's region does nothing
    now (elsewhere a tap means the region: ``selection.answering``)."""
    if state.owner[location] != EMPTY:
        return explain(state, TakeBack(((location, 1),)))
    if not state.actions_left:
        return explain(state, Fly(0))
    hand = state.hands[state.to_move]
    if not hand:
        return Say("australia.tap.no_cards")
    lit = [card for card in hand if card in playable(state)]
    if not lit:  # none can be played here: the engine says why the first cannot
        return explain(state, _a_play(state, hand[0], location))
    # The lit cards by name: a newcomer tapped a card that was not lit, missed that it was
    # refused, and read "pick a card first" as nonsense.
    cards = listing([engine.card(card) for card in lit], "or")
    return Say.of("australia.tap.card_first", cards=cards)


def _tap_track(state: AustraliaState, pick: Pick) -> Tap:
    if pick.card is None:
        return Tap(selection=_kept(pick), message=Say("australia.tap.track_card_first"))
    most = most_on_track(state, pick.card)
    if not most:
        return _refused(state, pick, Play(pick.card, recoloured(state, pick.card), NOWHERE, 0, 1))
    track = pick.track + 1 if pick.track < most else 0
    location = pick.location
    if location is not None and not placements(state, pick.card, location, track):
        location = None
    return Tap(selection=Pick(card=pick.card, location=location, track=track))


# -- buttons -------------------------------------------------------------------------


def buttons(state: AustraliaState) -> list[Button]:
    """End turn, once both actions are taken (a paid move may still come first)."""
    end = EndTurn()
    return [Button(button_label(state, end), end)] if is_legal(state, end) else []


def selection_buttons(state: AustraliaState, selected: object) -> list[Button]:
    """The actions the selection leads to, each saying what it does and costs."""
    pick = as_pick(selected)
    found: list[AustraliaAction | None] = []
    if pick.region is not None:
        found.append(_region_action(state, pick.region))
    elif pick.card is not None:
        if pick.location is not None:
            found += placements(state, pick.card, pick.location, pick.track)
        elif pick.track:
            found += placements(state, pick.card, None, pick.track)
        else:
            found.append(for_points(state, pick.card))
    elif pick.taken:
        found.append(TakeBack(pick.taken))
    elif pick.source is not None and pick.location is not None:
        found.append(MoveRanger(pick.source, pick.location))
    offered = [
        Button(button_label(state, action), action)
        for action in found
        if action is not None and is_legal(state, action)
    ]
    if pick.taken and pick.source is not None:  # or move one of them instead, anywhere
        label = Say.of("australia.button.move_from", source=place(pick.source), price=MOVE_PRICE)
        offered.append(Button(label, selection=Pick(source=pick.source)))
    return offered


#: The engine's refusals that name the region of the plane (where a card is played), a
#: place other than the one tapped (a card, a camp).
_PLANE_REGION = frozenset(
    {
        "australia.refusal.nothing_to_pay",
        "australia.refusal.wrong_colour",
        "australia.refusal.points_colour",
        "australia.refusal.not_in_region",
    }
)


def _refused(state: AustraliaState, selection: Pick | None, action: object) -> Tap:
    """The engine's reason for refusing ``action``, marking the region it names when that
    is not the place tapped: the plane's, or the windmill's for the ranger track."""
    reason = explain(state, action)
    region: int | None = None
    if reason.key == "australia.refusal.track_far":
        region = state.windmill
    elif reason.key in _PLANE_REGION and state.current_player is not None:
        region = state.planes[state.current_player]
    marks = ("region", region) if region is not None and region >= 0 else None
    return Tap(selection=selection, message=reason, marks=marks)
