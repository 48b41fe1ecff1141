"""What the Australia board says itself: the hint for the next tap, what a region holds,
the buttons, and what an action caused (the evaluations, a tile turned).

Moves and refusals are the engine's words (``describe``, ``refusals.explain``),
and so are the names of players, colours, cards and regions (``words``).
Every text here is a ``Say`` (a catalog key and its fields), read in the
player's language.
"""

from __future__ import annotations

from pygames.core.say import listing
from pygames.games.australia import (
    AustraliaState,
    EndTurn,
    Fly,
    MoveRanger,
    Phase,
    PlaceWindmill,
    Play,
    Source,
    TakeBack,
    TileState,
)
from pygames.games.australia import words as engine
from pygames.games.australia.actions import NOWHERE, AustraliaAction
from pygames.games.australia.components import (
    CARD_POINTS,
    HAND_SIZE,
    MOVE_PRICE,
    RECOLOUR_PRICE,
    STACK_DOLLARS,
    WINDMILL_TILES,
    card_stack,
)
from pygames.games.australia.draft import can_move_ranger
from pygames.games.australia.geography import REGION_COLOURS, REGION_LOCATIONS
from pygames.games.australia.kinds import EMPTY
from pygames.web.australia.selection import (
    Pick,
    as_pick,
    card_targets,
    for_points,
    most_on_track,
    recoloured,
)
from pygames.web.text import Say
from pygames.web.ui import Caused

#: From how few rangers left off the map the turn's prompt says so.
LOW_SUPPLY = 3


def _two(first: Say, second: Say | None) -> Say:
    """Two sentences one after the other (the second may be missing)."""
    return first if second is None else Say.of("australia.prompt.two", first=first, second=second)


def prompt(state: AustraliaState, selected: object) -> Say:
    """The hint shown to the person whose turn it is: what they can do now."""
    pick = as_pick(selected)
    if state.phase == Phase.OVER:
        return Say("australia.prompt.over")
    if pick.region is not None:
        return _two(region_info(state, pick.region), _region_next(state, pick.region))
    if state.phase == Phase.WINDMILL:
        return Say("australia.prompt.windmill")
    if state.phase == Phase.DEAL:
        # what a dealt card is for: the lesson deals for the newcomer, whose first real
        # game then opened on a pick they knew nothing of
        return Say.count("australia.prompt.deal", HAND_SIZE)
    if state.phase == Phase.DRAW:
        return Say("australia.prompt.draw")
    if pick.card is not None:
        return _card_prompt(state, pick)
    price = MOVE_PRICE
    if pick.taken:
        count = sum(n for _, n in pick.taken)
        first = Say.count("australia.prompt.taken", count)
        move = None
        if pick.source is not None:
            move = Say.of("australia.prompt.or_move", source=place(pick.source), price=price)
        return _two(first, move)
    if pick.source is not None and pick.location is not None:
        return Say.of(
            "australia.prompt.move",
            source=place(pick.source),
            target=place(pick.location),
            price=price,
        )
    if pick.source is not None:
        return Say.of("australia.prompt.source", source=place(pick.source), price=price)
    if not state.actions_left:  # the turn waits only while a paid move can still be made
        # (else it passes by itself): the prompt says so, since a newcomer saw it pass by
        # itself one turn and wait for End turn the next
        return Say.of("australia.prompt.done_paid", price=price)
    player = state.to_move
    paid = None
    if can_move_ranger(state.owner, state.dollars[player], player):
        paid = Say.of("australia.prompt.paid_move", price=price)
    here = state.planes[player]
    if here == NOWHERE:
        return Say("australia.prompt.first_flight")
    if any(isinstance(action, TakeBack) for action in state.legal_actions()):
        turn = Say.count("australia.prompt.turn", state.actions_left, region=engine.region(here))
    else:  # no ranger of theirs there: no word of taking any back (a newcomer looked for how)
        turn = Say.count("australia.prompt.turn_plain", state.actions_left)
    said = _two(turn, paid)
    left = state.supply[player]
    if left <= LOW_SUPPLY:  # a newcomer ran out with no word of it
        low = Say.count("australia.prompt.low", left) if left else Say("australia.prompt.none_left")
        said = _two(said, low)
    return said


def _card_prompt(state: AustraliaState, pick: Pick) -> Say:
    assert pick.card is not None
    card = engine.card(pick.card)
    # Rangers from a card of another colour than the region's cost $3: said here once, so
    # the count buttons need only say "$3" (four long buttons ran off the screen).
    cost = None
    if recoloured(state, pick.card):
        colour = engine.colour(REGION_COLOURS[state.planes[state.to_move]])
        cost = {"price": RECOLOUR_PRICE, "card": card, "colour": colour}
    if pick.location is not None:
        location = place(pick.location)
        if cost is not None:
            first = Say.of("australia.prompt.how_many_recoloured", location=location, **cost)
        else:
            first = Say.of("australia.prompt.how_many", location=location)
    else:
        if card_targets(state, pick.card):
            points = for_points(state, pick.card) is not None
            key = "australia.prompt.card_points" if points else "australia.prompt.card"
            first = Say.of(key, card=card, points=CARD_POINTS)
        else:
            first = Say.of("australia.prompt.card_buttons", card=card)
        paying = Say.of("australia.prompt.recoloured", **cost) if cost is not None else None
        first = _two(first, paying)
    most = most_on_track(state, pick.card)
    track = Say.of("australia.prompt.track", track=pick.track, most=most) if most else None
    return _two(first, track)


def _region_next(state: AustraliaState, region: int) -> Say | None:
    if state.phase == Phase.WINDMILL:
        return Say("australia.prompt.windmill_again")
    if state.phase != Phase.PLAY:
        return None
    if state.planes[state.to_move] == region:
        return Say("australia.prompt.plane_here")
    if not state.actions_left:
        return None
    return Say("australia.prompt.fly_again")


def region_info(state: AustraliaState, region: int) -> Say:
    """What a region holds: "Kimberley (green): 2 of 4 locations taken, 5 rangers; tile 7"."""
    locations = REGION_LOCATIONS[region]
    taken = sum(state.owner[loc] != EMPTY for loc in locations)
    rangers = sum(state.count[loc] for loc in locations)
    face = state.tile_state[region]
    if face == TileState.FACE_DOWN:
        tile = Say("australia.info.tile_hidden")
    elif face == TileState.FACE_UP:
        tile = Say.of("australia.info.tile", value=state.tiles[region])
    else:
        tile = Say("australia.info.tile_scored")
    conservation = Say(
        "australia.info.conservation_open"
        if state.conservation[region]
        else "australia.info.conservation_scored"
    )
    return Say.of(
        "australia.info.region",
        region=engine.region(region),
        colour=engine.colour(REGION_COLOURS[region]),
        taken=taken,
        locations=len(locations),
        rangers=Say.count("australia.info.rangers", rangers),
        tile=tile,
        conservation=conservation,
    )


def place(location: int) -> Say:
    """A camp or ship as the map shows it (``words.location``: never its notation, which
    the map does not draw)."""
    return engine.location(location)


def button_label(state: AustraliaState, action: AustraliaAction) -> Say:
    """A button's words: what the action does, and what it costs."""
    if isinstance(action, Fly):
        return Say.of("australia.button.fly", region=engine.region(action.region))
    if isinstance(action, PlaceWindmill):
        return Say.of("australia.button.windmill", region=engine.region(action.region))
    if isinstance(action, EndTurn):
        return Say("australia.button.end")
    if isinstance(action, TakeBack):
        return Say.count("australia.button.back", action.total)
    if isinstance(action, MoveRanger):
        return Say.of(
            "australia.button.move",
            source=place(action.source),
            target=place(action.target),
            price=MOVE_PRICE,
        )
    assert isinstance(action, Play), action
    return _play_label(state, action)


def _play_label(state: AustraliaState, play: Play) -> Say:
    card = engine.card(play.card)
    if play.for_points:
        dollars = STACK_DOLLARS[card_stack(play.card)]
        return Say.of("australia.button.points", card=card, points=CARD_POINTS, dollars=dollars)
    if play.location == NOWHERE:
        label = Say.count("australia.button.track", play.track)
    elif play.track:
        label = Say.of(
            "australia.button.split",
            count=play.rangers,
            location=place(play.location),
            track=play.track,
        )
    else:  # the camp or ship: the status names it, picked before these buttons show
        label = Say.count("australia.button.place", play.rangers)
    if not play.paid:
        return label
    return Say.of("australia.button.paid", play=label, price=RECOLOUR_PRICE)


# -- what an action caused ----------------------------------------------------------------

_PROJECTS = {
    Source.CONSERVATION: "australia.scored.conservation",
    Source.INDUSTRIALIZATION: "australia.scored.industrialization",
}


def aftermath(state: AustraliaState) -> tuple[Caused, ...]:
    """What the last action caused, a line each about its region: a tile turned face up
    (and the windmill following it), then every evaluation, who completed it and who
    scored what."""
    said: list[Caused] = []
    parent = state.parent
    action = state.last_action
    if isinstance(parent, AustraliaState) and isinstance(action, Fly):
        region = action.region
        if parent.tile_state[region] == TileState.FACE_DOWN:
            value = state.tiles[region]
            turned = Say.of("australia.turned", region=engine.region(region), value=value)
            said.append(Caused(turned, ("region", region)))
            if state.full_game and value in WINDMILL_TILES:
                # A windmill already there gains without moving: "moves to" the region it
                # stands in puzzled a newcomer.
                stays = parent.windmill == region
                moved = Say.of(
                    "australia.windmill_stays" if stays else "australia.windmill_moves",
                    region=engine.region(region),
                    value=state.windmill_value,
                )
                said.append(Caused(moved, ("region", region)))
    for scoring in state.scorings:
        gains = [
            Say.count("australia.scored.gain", points, player=engine.player(player))
            for player, points in enumerate(scoring.points)
            if points
        ]
        who = listing(gains) if gains else Say("australia.scored.nobody")
        if scoring.project == Source.WINDMILL:
            line = Say.of("australia.scored.windmill", gains=who)
        else:
            line = Say.of(
                _PROJECTS[scoring.project],
                region=engine.region(scoring.region),
                causer=engine.player(scoring.causer),
                gains=who,
            )
        said.append(Caused(line, ("region", scoring.region)))
    return tuple(said)
