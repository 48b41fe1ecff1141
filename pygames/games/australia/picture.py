"""A position as plain text, for debugging, failing tests and CPython users.

English and ASCII, since it is for developers, never shown to players.
Shows only what every player may see: a face-down tile is ``hidden`` and a
stack shows its top card and how many cards it holds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.games.australia.actions import NOWHERE, Phase
from pygames.games.australia.components import CARD_NAMES, PLAYER_NAMES, WINDMILL_TRACK
from pygames.games.australia.geography import (
    COLOUR_NAMES,
    LOCATION_NAMES,
    REGION_LOCATIONS,
    REGIONS,
)
from pygames.games.australia.kinds import EMPTY, Scoring, Source, TileState

if TYPE_CHECKING:
    from pygames.games.australia.rules import AustraliaState

_PHASES = {
    Phase.WINDMILL: "to place the windmill",
    Phase.DEAL: "to take a card (dealing)",
    Phase.DRAW: "to take a new card",
}
_PROJECTS = {
    Source.CONSERVATION: "conservation",
    Source.INDUSTRIALIZATION: "industrialization",
    Source.WINDMILL: "windmill",
}


def picture(state: AustraliaState) -> str:
    """Describe the position in a few lines of plain text."""
    lines = [_headline(state)]
    if state.full_game and state.windmill != NOWHERE:
        track = " ".join(PLAYER_NAMES[player] for player in state.ranger_track) or "empty"
        lines.append(
            f"Windmill in {REGIONS[state.windmill].name}, value {state.windmill_value}; "
            f"windmill track {state.windmill_track} of {WINDMILL_TRACK}; "
            f"ranger track (top first): {track}"
        )
    stacks = " | ".join(
        f"{CARD_NAMES[stack[0]]} +{len(stack) - 1}" if stack else "empty" for stack in state.stacks
    )
    lines.append(f"Stacks (top card + cards under it): {stacks}")
    lines.append("")
    lines.append(
        f"{'player':8}{'points':>7}{'$':>4}{'total':>6}{'rangers':>8}  {'plane in':24}hand"
    )
    for player in range(state.players):
        plane = state.planes[player]
        lines.append(
            f"{PLAYER_NAMES[player]:8}{sum(state.points[player]):7}{state.dollars[player]:4}"
            f"{state.total(player):6}{state.supply[player]:8}  "
            f"{REGIONS[plane].name if plane != NOWHERE else '-':24}"
            + " ".join(CARD_NAMES[card] for card in state.hands[player])
        )
    lines.append("")
    for region, info in enumerate(REGIONS):
        lines.append(
            f"{info.code:5}{info.name:24}{COLOUR_NAMES[info.colour]:7} "
            f"{_projects(state, region):38}{_locations(state, region)}"
        )
    if state.scorings:
        lines.append("")
        lines.extend(_scoring(scoring) for scoring in state.scorings)
    return "\n".join(lines)


def _headline(state: AustraliaState) -> str:
    game = "full game" if state.full_game else "simple game"
    if state.phase == Phase.OVER:
        winners = " and ".join(PLAYER_NAMES[p] for p in state.winners())
        return f"Australia, {game}: over after round {state.round}; won by {winners}"
    name = PLAYER_NAMES[state.to_move]
    if state.phase in _PHASES:
        doing = _PHASES[state.phase]
    elif state.actions_left:
        doing = f"to act ({state.actions_left} of 2 actions left)"
    else:
        doing = "to move a ranger for $4 or end the turn"
    final = ", the final round" if state.final_round else ""
    return f"Australia, {game}, round {state.round}{final}: {name} {doing}"


def _projects(state: AustraliaState, region: int) -> str:
    conservation = "open" if state.conservation[region] else "scored"
    face = state.tile_state[region]
    if face == TileState.FACE_DOWN:
        industry = "hidden"
    elif face == TileState.FACE_UP:
        industry = f"needs {state.tiles[region]}"
    else:
        industry = "scored"
    return f"conservation {conservation}, industry {industry}"


def _locations(state: AustraliaState, region: int) -> str:
    return " ".join(
        f"{LOCATION_NAMES[loc]}:{_occupant(state, loc)}" for loc in REGION_LOCATIONS[region]
    )


def _occupant(state: AustraliaState, location: int) -> str:
    owner = state.owner[location]
    return "-" if owner == EMPTY else f"{PLAYER_NAMES[owner]}x{state.count[location]}"


def _scoring(scoring: Scoring) -> str:
    gains = ", ".join(
        f"{PLAYER_NAMES[player]} {points}" for player, points in enumerate(scoring.points) if points
    )
    where = REGIONS[scoring.region].name
    by = f" completed by {PLAYER_NAMES[scoring.causer]}" if scoring.causer >= 0 else ""
    return f"Scored {_PROJECTS[scoring.project]} in {where}{by}: {gains or 'nobody scores'}"
