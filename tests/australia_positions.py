"""Build Australia positions for tests by naming what lies where (public fields only)."""

from collections.abc import Mapping
from dataclasses import replace

from pygames.core import OptionValue
from pygames.games.australia import GAME, AustraliaState, Phase, TileState
from pygames.games.australia.actions import parse_location, parse_region
from pygames.games.australia.components import RANGERS_EACH, parse_card
from pygames.games.australia.geography import LOCATION_COUNT, REGION_COUNT
from tests.playouts import applied

#: The game, by the name its tests give it.
AUSTRALIA = GAME


def position(
    players: int = 3,
    full: bool = False,
    rangers: dict[str, tuple[int, int]] | None = None,
    planes: dict[int, str] | None = None,
    hands: dict[int, str] | None = None,
    tiles: dict[str, int] | None = None,
    face_up: str = "",
    dollars: dict[int, int] | None = None,
    to_move: int = 0,
    actions_left: int = 2,
    windmill: str = "",
    windmill_value: int = 2,
    windmill_track: int = 0,
    ranger_track: tuple[int, ...] = (),
    seed: int = 0,
) -> AustraliaState:
    """A position in the turns, after the deal.

    ``rangers`` maps a location to (owner, count); each player's supply is
    what is left of their rangers. ``tiles`` sets industrialization values;
    ``face_up`` names the regions whose tile is face up (space separated).
    Hands default to empty, the stacks are the shuffled ones of ``seed``.
    """
    start = new_game(players=players, seed=seed, options={"full_game": full})
    owner, count = [-1] * LOCATION_COUNT, [0] * LOCATION_COUNT
    supply = [RANGERS_EACH[players]] * players
    for name, (player, n) in (rangers or {}).items():
        loc = parse_location(name)
        owner[loc], count[loc] = player, n
        supply[player] -= n
    for player in ranger_track:
        supply[player] -= 1
    tile_values = list(start.tiles)
    for code, value in (tiles or {}).items():
        tile_values[parse_region(code)] = value
    faces = [TileState.FACE_DOWN] * REGION_COUNT
    for code in face_up.split():
        faces[parse_region(code)] = TileState.FACE_UP
    plane = [-1] * players
    for player, code in (planes or {}).items():
        plane[player] = parse_region(code)
    hand: list[tuple[int, ...]] = [()] * players
    for player, names in (hands or {}).items():
        hand[player] = tuple(sorted(parse_card(name) for name in names.split()))
    money = [0] * players
    for player, amount in (dollars or {}).items():
        money[player] = amount
    return replace(
        start,
        phase=Phase.PLAY,
        to_move=to_move,
        actions_left=actions_left,
        planes=tuple(plane),
        supply=tuple(supply),
        dollars=tuple(money),
        hands=tuple(hand),
        owner=tuple(owner),
        count=tuple(count),
        tiles=tuple(tile_values),
        tile_state=tuple(faces),
        windmill=parse_region(windmill) if windmill else -1,
        windmill_value=windmill_value,
        windmill_track=windmill_track,
        ranger_track=ranger_track,
    )


def new_game(
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
) -> AustraliaState:
    """``AUSTRALIA.new_game``, checked to be the game's own state class."""
    state = AUSTRALIA.new_game(players=players, seed=seed, options=options)
    assert isinstance(state, AustraliaState)
    return state


def play(state: AustraliaState, *moves: str) -> AustraliaState:
    """Apply actions written in notation, checked."""
    for text in moves:
        state = applied(state, state.parse_action(text))
    return state


def on_board(state: AustraliaState, name: str) -> tuple[int, int]:
    """(owner, count) at a location."""
    loc = parse_location(name)
    return state.owner[loc], state.count[loc]
