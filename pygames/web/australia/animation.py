"""Australia's actions in motion (``BoardUI.motion``): the plane flies to its region and
the tile there turns over as it lands; rangers jump from the plane onto their camp or
ship, go back to it when taken back, and travel when moved for $4; a card drawn slides
from its stack into its place in the hand (a newcomer looked for a new card at the
hand's end, and missed the computer's draws).

``motion`` says how long the last action's motion lasts; ``scene`` what is in the air
at a progress from 0 to 1, which ``render`` draws over the board, with the locations the
travellers have not reached yet drawn as they stood before the action.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from pygames.games.australia import AustraliaState, Fly, MoveRanger, Play, TakeBack, TileState
from pygames.games.australia.actions import Draw
from pygames.games.australia.components import Card, card_stack
from pygames.web.australia.layout import Plan
from pygames.web.australia.map_drawing import LOCATION_POINTS
from pygames.web.australia.pieces import plane, token
from pygames.web.australia.sites import site_radius
from pygames.web.australia.spots import badge_size, mill_region, plane_points
from pygames.web.australia.table import hand_card, hand_slot, row_plane, stack_boxes
from pygames.web.canvas import Box, Canvas
from pygames.web.motion import AT_REST, ease

#: Seconds: a flight, a tile turning over after it, rangers travelling.
FLIGHT = 0.7
TURN = 0.45
TRAVEL = 0.5

Point = tuple[float, float]


def motion(state: AustraliaState) -> float:
    """How long the last action's motion lasts, in seconds (0: nothing moves)."""
    action, before = state.last_action, state.parent
    if not isinstance(before, AustraliaState):
        return 0.0
    if isinstance(action, Fly):
        return FLIGHT + (TURN if _turns(before, action.region) else 0.0)
    if isinstance(action, Play) and action.rangers or isinstance(action, TakeBack | MoveRanger):
        return TRAVEL
    if isinstance(action, Draw):
        return TRAVEL
    return 0.0


def _turns(before: AustraliaState, region: int) -> bool:
    return before.tile_state[region] == TileState.FACE_DOWN


@dataclass(frozen=True, slots=True)
class Traveller:
    """A plane (``rangers`` None) or a stack of rangers on its way from ``start`` to ``end``."""

    player: int
    rangers: int | None
    start: Point
    end: Point


@dataclass(frozen=True, slots=True)
class Drawn:
    """A card on its way from its stack (``start``) to ``player``'s hand (``end``)."""

    player: int
    card: Card
    start: Box
    end: Box


@dataclass(frozen=True, slots=True)
class Scene:
    """What the board shows of an action in motion: ``travellers`` at ``travelled`` (0..1,
    eased) of their way; ``held`` locations still as they stood (owner, rangers); the
    turned tile ``turn`` of the way over (0 face down, 1 face up), and the windmill
    where it stood (region, value) until the tile it follows is face up; or a card
    ``drawn`` on its way."""

    travellers: tuple[Traveller, ...] = ()
    travelled: float = 1.0
    held: Mapping[int, tuple[int, int]] = field(default_factory=dict)
    turn: float = 1.0
    mill: tuple[int, int] | None = None
    drawn: Drawn | None = None

    @property
    def flying(self) -> int | None:
        """The player whose plane is in the air, if one is."""
        planes = [t.player for t in self.travellers if t.rangers is None]
        return planes[0] if planes and self.travelled < 1.0 else None


AT_REST_SCENE = Scene()


def scene(state: AustraliaState, plan: Plan, progress: float) -> Scene:
    """The last action in motion at ``progress`` (1: at rest)."""
    action, before = state.last_action, state.parent
    if progress >= AT_REST or not isinstance(before, AustraliaState):
        return AT_REST_SCENE
    mover = before.to_move
    if isinstance(action, Fly):
        seconds = progress * motion(state)
        start = plane_points(plan, before.planes, mill_region(before)).get(mover)
        if start is None:  # the first flight leaves from the player's row
            start = row_plane(plan.players, state.players, mover)
        end = plane_points(plan, state.planes, mill_region(state))[mover]
        flown = min(1.0, seconds / FLIGHT)
        turn = 1.0
        if _turns(before, action.region):
            turn = min(1.0, max(0.0, seconds - FLIGHT) / TURN)
        mill = (before.windmill, before.windmill_value) if turn < 1.0 else None
        plane_flies = Traveller(mover, None, start, end)
        return Scene((plane_flies,), ease(flown), turn=turn, mill=mill)
    at_plane = plane_points(plan, state.planes, mill_region(state)).get(mover)
    travelled = ease(progress)
    if isinstance(action, Play) and at_plane is not None:
        where = action.location
        held = {where: (before.owner[where], before.count[where])}
        landing = Traveller(mover, action.rangers, at_plane, _site(plan, where))
        return Scene((landing,), travelled, held)
    if isinstance(action, TakeBack) and at_plane is not None:
        back = tuple(Traveller(mover, n, _site(plan, loc), at_plane) for loc, n in action.taken)
        return Scene(back, travelled)
    if isinstance(action, Draw):
        stack = stack_boxes(plan.stacks)[card_stack(action.card)]
        slot = hand_slot(plan.players, state, mover, action.card)
        return Scene(travelled=travelled, drawn=Drawn(mover, action.card, stack, slot))
    if isinstance(action, MoveRanger):
        target = action.target
        held = {target: (before.owner[target], before.count[target])}
        moved = Traveller(mover, 1, _site(plan, action.source), _site(plan, target))
        return Scene((moved,), travelled, held)
    return AT_REST_SCENE


def _site(plan: Plan, location: int) -> Point:
    return plan.point(*LOCATION_POINTS[location])


def draw_travellers(canvas: Canvas, plan: Plan, shown: Scene) -> None:
    """The planes and rangers in the air, each on an arc that lifts it (and draws it
    larger, nearer the eye) halfway."""
    if shown.travelled >= 1.0:
        return
    t = shown.travelled
    lift = math.sin(math.pi * t)
    for traveller in shown.travellers:
        (x0, y0), (x1, y1) = traveller.start, traveller.end
        x = x0 + (x1 - x0) * t
        y = (
            y0
            + (y1 - y0) * t
            - lift * max(badge_size(plan) * 1.2, math.hypot(x1 - x0, y1 - y0) / 5)
        )
        if traveller.rangers is None:
            plane(canvas, x, y, badge_size(plan) * 0.5 * (1 + 0.6 * lift), traveller.player)
        else:
            r = site_radius(plan) * (1 + 0.35 * lift)
            token(canvas, x, y, r, traveller.player, traveller.rangers)


def draw_card_drawn(canvas: Canvas, shown: Scene) -> None:
    """The card drawn, if one is on its way from its stack to the hand, its size going
    from the stack's card to the hand's (drawn over the table)."""
    drawn = shown.drawn
    if drawn is None or shown.travelled >= 1.0:
        return
    a, b, t = drawn.start, drawn.end, shown.travelled
    w, h = a.w + (b.w - a.w) * t, a.h + (b.h - a.h) * t
    x, y = a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t
    hand_card(canvas, Box(x, y, w, h), drawn.card)
