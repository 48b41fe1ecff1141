"""The registry: every playable game, listed explicitly (no import side effects).

A game's package is imported the first time it is asked for. A browser page
plays one game, and Pyodide compiles every module a page imports on every
load, so a page that imported all five engines would start measurably later.
"""

from importlib import import_module

from pygames.core import Game, UnknownGame

#: Game id -> the package that defines its ``GAME``, in gallery order.
PACKAGES: dict[str, str] = {
    "offboard": "pygames.games.offboard",
    "outback": "pygames.games.outback",
    "down-under": "pygames.games.down_under",
    "australia": "pygames.games.australia",
    "out-of-mine": "pygames.games.out_of_mine",
}


def list_games() -> tuple[Game, ...]:
    """Return every registered game, in gallery order (importing all of them)."""
    return tuple(get_game(game_id) for game_id in PACKAGES)


def get_game(game_id: str) -> Game:
    """Return the game with this id.

    >>> get_game("offboard").title
    'Offboard'

    Raises:
        UnknownGame: naming the ids that exist.
    """
    package = PACKAGES.get(game_id)
    if package is None:
        known = ", ".join(PACKAGES)
        raise UnknownGame(f"there is no game {game_id!r}; the games are: {known}")
    game: Game = import_module(package).GAME
    return game
