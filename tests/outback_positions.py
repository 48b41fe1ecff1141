"""Build Outback positions for tests, through public fields and actions only."""

from collections.abc import Mapping
from dataclasses import replace

from pygames.core import OptionValue, Rng
from pygames.games.outback import GAME, Animal, OutbackState, Phase, PlayerBoard
from pygames.games.outback.components import parse_face
from pygames.games.outback.dice import roll
from pygames.games.outback.view import unseen
from tests.playouts import applied


def faces(text: str) -> tuple[int, ...]:
    """Dice written like ``koala*3 kangaroo joker``, sorted."""
    found = []
    for token in text.split():
        name, _, count = token.partition("*")
        found += [parse_face(name)] * int(count or 1)
    return tuple(sorted(found))


def animals(text: str) -> tuple[int, ...]:
    """Animals written like ``koala*2 emu``, in the order written."""
    found = []
    for token in text.split():
        name, _, count = token.partition("*")
        found += [Animal[name.upper()]] * int(count or 1)
    return tuple(found)


def board(
    state: OutbackState, tiles: str = "", markers: str = "", blocked: str = "", bonus: str = ""
) -> PlayerBoard:
    """A board with tiles written ``koala 4c, emu 2a 2b``, blocked hexes ``5a 6a``, markers
    ``koala 5, emu 12`` (points earned; the rest stay on -3) and base bonus tiles ``koala``."""
    layout = state.layout
    result = PlayerBoard.empty(layout)
    for spec in filter(None, (part.strip() for part in tiles.split(","))):
        name, *hexes = spec.split()
        for name_of_hex in hexes:
            hex_ = hex_named(state, name_of_hex)
            result = result.with_tile(hex_, Animal[name.upper()])
    for name_of_hex in blocked.split():
        result = result.with_blocked(hex_named(state, name_of_hex), Animal.EMU)
    for spec in filter(None, (part.strip() for part in markers.split(","))):
        name, points = spec.split()
        result = result.scored(Animal[name.upper()], int(points))
    return replace(result, bonus=animals(bonus))


def hex_named(state: OutbackState, name: str) -> int:
    hex_ = state.layout.hex_at(int(name[0]), "abcd".index(name[1]))
    assert hex_ is not None, name
    return hex_


def position(
    players: int = 2,
    options: Mapping[str, OptionValue] | None = None,
    boards: Mapping[int, Mapping[str, str]] | None = None,
    jeep: str = "emu kangaroo koala platypus lizard",
    dice: str = "emu*2 kangaroo*2 koala*2",
    held: str = "",
    rolls: int = 1,
    phase: Phase = Phase.ROLL,
    to_move: int = 0,
    start_player: int = 0,
    seed: int = 1,
) -> OutbackState:
    """A position with the given boards (player -> ``board`` keywords), jeep and dice.

    The bag gets the tiles not shown, so the 90 tiles stay accounted for.
    """
    state = new_game(players=players, seed=seed, options=options or {})
    state = replace(
        state,
        boards=tuple(board(state, **(boards or {}).get(player, {})) for player in range(players)),
        jeep=tuple(sorted(animals(jeep))),
        held=faces(held),
        rolled=faces(dice),
        rolls=rolls,
        phase=phase,
        to_move=to_move,
        start_player=start_player,
    )
    bag = unseen(state)  # the tiles not face up: the bag's and the face-down ones
    for board_ in state.boards:
        for animal in board_.face_down:
            bag.remove(animal)
    shuffled, _ = Rng.from_seed(seed).shuffle(bag)
    return replace(state, bag=shuffled)


def new_game(
    players: int | None = None,
    seed: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
) -> OutbackState:
    """``GAME.new_game``, checked to be the game's own state class."""
    state = GAME.new_game(players=players, seed=seed, options=options)
    assert isinstance(state, OutbackState)
    return state


def rigged(state: OutbackState, text: str) -> OutbackState:
    """The state with a generator whose next roll of that many dice shows exactly ``text``."""
    wanted = faces(text)
    for seed in range(1_000_000):
        rng = Rng.from_seed(seed)
        if roll(rng, len(wanted))[0] == wanted:
            return replace(state, rng=rng)
    raise AssertionError(f"no generator rolls {text}")


def play(state: OutbackState, *texts: str) -> OutbackState:
    """Apply actions written in notation."""
    for text in texts:
        state = applied(state, state.parse_action(text))
    return state
