"""The registry: every playable game, listed explicitly (no import side effects)."""

from pygames.core import Game, UnknownGame
from pygames.games import australia, down_under, offboard, out_of_mine, outback

GAMES: tuple[Game, ...] = (
    offboard.GAME,
    outback.GAME,
    down_under.GAME,
    australia.GAME,
    out_of_mine.GAME,
)


def list_games() -> tuple[Game, ...]:
    """Return every registered game, in gallery order."""
    return GAMES


def get_game(game_id: str) -> Game:
    """Return the game with this id.

    >>> get_game("offboard").title
    'Offboard'

    Raises:
        UnknownGame: naming the ids that exist.
    """
    for game in GAMES:
        if game.id == game_id:
            return game
    known = ", ".join(game.id for game in GAMES)
    raise UnknownGame(f"there is no game {game_id!r}; the games are: {known}")
