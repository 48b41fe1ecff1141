"""The registry: every playable game, listed explicitly (no import side effects).

A game's package is imported the first time it is asked for. A browser page
plays one game, and Pyodide compiles every module a page imports on every
load, so a page that imported all five engines would start measurably later.
``levels`` makes each game's computer players, found in the game's ``ai``.

Adding a game
-------------
A game is a package ``pygames/games/<game>/`` in the one shape every game has,
after OpenSpiel's: the same module names do the same jobs in each.

- ``rules``: the state (a frozen ``pygames.core.State`` filling in its hooks:
  ``_legal_actions``, ``_apply``, ``_parse_action``, ``_outcome``, ``_scores``,
  ``_explain_illegal``, ``_describe``, ``_view``), ``start`` and ``GAME``;
- ``actions``: the action values with their notation, and the ``Phase`` enum when
  the game's turns have phases;
- ``refusals``: ``explain(state, action) -> Say``, why an action is not legal now;
- ``words``: ``describe(state, action) -> Say``, a move in a player's words, and the
  pieces (player names, pieces, places) the game's messages are built from;
- ``view``: what one player may see (the whole state when nothing is hidden);
- ``picture``: the position as plain text, for doctests and CPython users;
- ``ai``: ``KNOWLEDGE`` and ``LEVELS`` (easy, normal, hard);
- ``locales/{en,de,fr,nl}.json``: every word the engine says (refusals, score parts,
  move descriptions), under keys that start with the game's id;
- and the game's own modules, one job each (geometry, components, scoring).

The package's docstring says what the game is and lists its modules. Tools that
make or check the game's data, and that the rules never import, live in ``tools/``
outside the package, so the browser never downloads them. Then add the package to
``PACKAGES`` below; ``tests/test_conformance.py`` checks the contract at once.
"""

from importlib import import_module

from pygames.core import Game, Say, UnknownGame

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
        raise UnknownGame(Say.of("core.unknown_game", game=game_id, known=known))
    game: Game = import_module(package).GAME
    return game
