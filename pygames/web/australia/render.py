"""Draw an Australia table: the map with its regions, locations, rangers, tiles, planes
and windmill, and beside it the stacks, the players and the windmill's tracks.

A pure function of the state and the input's selection, after python-chess's
``chess.svg.board``: it draws on a canvas facade and returns hit regions (every
region as it is painted, ``areas``; every location, the stacks, the mover's cards, the
ranger track), so the input never needs to know pixels. ``layout`` places the parts; ``terrain``
draws the land and what each region holds, ``sites`` the camps, ships and
rangers, ``table`` the column beside the map, ``pieces`` the small things.

Only what every player may see is drawn: a face-down tile shows its back
whatever the state holds, and a stack only its top card and how many remain.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache

from pygames.core import Action
from pygames.games.australia import AustraliaState, Fly, Phase, Play, TileState
from pygames.games.australia.actions import NOWHERE
from pygames.games.australia.components import Card
from pygames.games.australia.geography import (
    IS_SHIP,
    LOCATION_COUNT,
    LOCATION_REGIONS,
    REGION_COUNT,
)
from pygames.web.australia.animation import Scene, draw_card_drawn, draw_travellers, scene
from pygames.web.australia.areas import Area, inside
from pygames.web.australia.layout import Plan, plan, region_outline
from pygames.web.australia.legend import LEGEND
from pygames.web.australia.map_drawing import LABEL_POINTS, LOCATION_POINTS
from pygames.web.australia.selection import (
    Pick,
    aimed,
    answering,
    as_pick,
    focused_regions,
    lit_regions,
    most_on_track,
    picked_locations,
    playable,
    targets,
)
from pygames.web.australia.sites import draw_sites, site_radius
from pygames.web.australia.spots import badge_size, region_marks
from pygames.web.australia.table import draw_players, draw_stacks, draw_tracks, panel
from pygames.web.australia.terrain import (
    SEA,
    draw_holdings,
    draw_names,
    draw_planes,
    draw_terrain,
)
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit
from pygames.web.motion import AT_REST
from pygames.web.text import Text

#: The ring round the location the last card filled.
LAST_PLAY = "#1f6fd6"


def draw(
    canvas: Canvas,
    state: AustraliaState,
    *,
    selected: object = None,
    interactive: bool = False,
    focus: Hashable | None = None,
    language: str = "en",
    progress: float = AT_REST,
    aim: Action | None = None,
) -> list[Hit]:
    """Draw ``state``; return a hit region for everything a tap could mean now.

    ``selected`` is the input's selection (``selection.Pick``). With
    ``interactive`` False (posters, someone else's turn) nothing is lit and
    nothing can be tapped. ``focus``, the place the keyboard's ring is on, lights
    its regions and names them, in ``language``. ``progress`` is how far the last
    action's motion has come (``animation``). ``aim``, the move a hint or a lesson's step
    points at, lights only the location it goes to, not every one the pick could.
    """
    interactive = interactive and not state.is_over()
    layout = plan(canvas.width, canvas.height, with_tracks=state.full_game)
    pick = as_pick(selected if interactive else None)
    named = focused_regions(focus)
    shown = scene(state, layout, progress)
    # Only the travellers move (and a tile turns over): the land under them, the pieces
    # (as they stand at this point of the motion) and the table beside the map are still.
    canvas.still(lambda land: _draw_land(land, layout, state, pick, named, interactive))
    lit = aimed(targets(state, pick), aim) if interactive else frozenset()
    canvas.still(
        lambda pieces: _draw_pieces(pieces, layout, state, pick, shown, lit),
        key=(shown.turn, shown.flying, shown.mill, shown.held),
    )
    draw_travellers(canvas, layout, shown)
    arriving = None if shown.drawn is None else (shown.drawn.player, shown.drawn.card)
    hits = canvas.still(
        lambda table: _draw_table(
            table,
            layout,
            state,
            pick,
            named,
            interactive,
            language,
            _focused_camp(layout, focus),
            arriving,
        ),
        key=arriving,
    )
    draw_card_drawn(canvas, shown)
    return hits


def _focused_camp(layout: Plan, focus: Hashable | None) -> tuple[float, float, float] | None:
    """The location the focus ring is on, as the circle its ring covers (None: none)."""
    if not (isinstance(focus, tuple) and len(focus) == 2 and focus[0] == "location"):
        return None
    x, y = layout.point(*LOCATION_POINTS[focus[1]])
    return x, y, site_radius(layout) * 1.75


def _draw_land(
    canvas: Canvas,
    layout: Plan,
    state: AustraliaState,
    pick: Pick,
    named: frozenset[int],
    interactive: bool,
) -> None:
    """The sea and the regions, those the selection lights (or the focus names) lit."""
    canvas.clear("#efe8da")
    canvas.polygon(layout.map_box.corners(), fill=SEA)
    lit = lit_regions(state, pick) if interactive else frozenset()
    draw_terrain(canvas, layout, lit, named)


def _draw_pieces(
    canvas: Canvas,
    layout: Plan,
    state: AustraliaState,
    pick: Pick,
    shown: Scene,
    lit: frozenset[int],
) -> None:
    """What stands on the map as ``shown`` has it: the regions' tiles, markers and windmill,
    the ring round the last card's location, every location (those ``lit`` ringed as
    targets) and its rangers, and over them all the planes (a plane under a ship's marker
    could not be seen)."""
    draw_holdings(canvas, layout, state, _turned(state), turn=shown.turn, mill=shown.mill)
    last = _last_location(state)
    if last is not None:
        x, y = layout.point(*LOCATION_POINTS[last])
        canvas.circle(x, y, site_radius(layout) * 1.75, stroke=LAST_PLAY, width=3.0)
        LEGEND.at(canvas, "last_play", x, y, site_radius(layout) * 1.75)
    draw_sites(
        canvas,
        layout,
        state,
        targets=lit,
        picked=picked_locations(pick),
        taken=dict(pick.taken),
        held=shown.held,
    )
    draw_planes(canvas, layout, state, shown.flying)


def _draw_table(
    canvas: Canvas,
    layout: Plan,
    state: AustraliaState,
    pick: Pick,
    named: frozenset[int],
    interactive: bool,
    language: str,
    camp: tuple[float, float, float] | None,
    arriving: tuple[int, Card] | None,
) -> list[Hit]:
    """Over the map, beside it: the stacks, the players (with the card ``arriving`` in a
    hand not there yet) and the tracks, and the names of the regions in focus, clear of the
    ``camp`` in focus; return a hit region for everything a tap could mean now."""
    drawing = state.phase in (Phase.DEAL, Phase.DRAW)
    stack_hits = draw_stacks(canvas, layout.stacks, state, interactive and drawing)
    playing = interactive and state.phase == Phase.PLAY and state.actions_left > 0
    cards = playable(state) if playing else frozenset()
    card_hits = draw_players(
        canvas, layout.players, state, cards, pick.card, tappable=playing, arriving=arriving
    )
    draw_tracks(canvas, layout.tracks, state, pick.track)
    draw_names(canvas, layout, named, Text(language), camp)
    if not interactive:
        return []
    reach = max(site_radius(layout) * 1.6, 12.0)
    near = answering(state, pick)
    sites = [
        Hit(("location", loc), *layout.point(*LOCATION_POINTS[loc]), reach) for loc in sorted(near)
    ]
    # A camp's drawn mark is on top of its regions; round it, its wider reach for fingers
    # goes to whichever is nearer for its size, the camp or a region's marks at its label.
    drawn = site_radius(layout)
    over = tuple((site.x, site.y, drawn) for site in sites)
    hits: list[Hit] = [
        Area(
            ("region", region),
            *layout.point(*LABEL_POINTS[region]),
            badge_size(layout) * 1.3,
            outline=region_outline(layout, region),
            over=over,
            marks=region_marks(layout, state, region),
        )
        for region in range(REGION_COUNT)
    ]
    hits += sites
    hits += [
        Hit(("region", _sea_of(layout, loc)), *layout.point(*LOCATION_POINTS[loc]), drawn)
        for loc in range(LOCATION_COUNT)
        if IS_SHIP[loc] and loc not in near
    ]
    if state.full_game and pick.card is not None and most_on_track(state, pick.card):
        track = panel(layout.tracks).ranger_track
        hits.append(Hit(("track", 0), track.cx, track.cy, max(track.w, track.h) * 0.6, track))
    if drawing:
        hits += stack_hits
    return hits + card_hits


@lru_cache(maxsize=128)  # the ships of a few plans: one per canvas size
def _sea_of(layout: Plan, ship: int) -> int:
    """The sea a tap on ``ship``'s mark means when the ship is no target (where two seas
    share it, the one painted under it): some ships are drawn over the coast's land, or
    past the map's last sea, and a tap on a ship means the water it sails."""
    x, y = layout.point(*LOCATION_POINTS[ship])
    seas = LOCATION_REGIONS[ship]
    return next((sea for sea in seas if inside(region_outline(layout, sea), x, y)), seas[0])


def _turned(state: AustraliaState) -> int:
    """The region whose tile the last action turned face up, or NOWHERE."""
    parent, action = state.parent, state.last_action
    if (
        isinstance(action, Fly)
        and isinstance(parent, AustraliaState)
        and parent.tile_state[action.region] == TileState.FACE_DOWN
        and state.tile_state[action.region] == TileState.FACE_UP
    ):
        return action.region
    return NOWHERE


def _last_location(state: AustraliaState) -> int | None:
    """The location the last card played put rangers on (the draw after it included)."""
    here = state
    for _ in range(2):
        action = here.last_action
        if isinstance(action, Play) and action.location != NOWHERE:
            return action.location
        if not isinstance(here.parent, AustraliaState):
            return None
        here = here.parent
    return None
