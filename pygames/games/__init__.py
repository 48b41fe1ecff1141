"""The registry: every playable game, listed explicitly (no import side effects).

A game's package is imported the first time it is asked for. A browser page
plays one game, and Pyodide compiles every module a page imports on every
load, so a page that imported all five engines would start measurably later.
``levels`` makes each game's computer players, found in the game's ``ai``.

Adding a game
-------------
A game is a package ``pygames/games/<game>/`` in the one shape every game has,
after OpenSpiel's: the same module names do the same jobs in each, and export
the same functions (``tests/test_shape.py`` checks this text against the code).

- ``rules``: the state, a ``@dataclass(frozen=True, slots=True, kw_only=True)``
  subclass of ``pygames.core.State`` (immutable: ``_apply`` returns
  ``dataclasses.replace(self, ...)``) that fills in the abstract hooks:

  - ``current_player -> int | None``, a property: the player to act, None once over;
  - ``_legal_actions() -> tuple[Action, ...]``: what the player to act may do
    (``State`` keeps them, and checks every action against them);
  - ``_apply(action) -> State``: the position after a legal action;
  - ``_outcome() -> Outcome | None``: how the game ended, None while it goes on;
  - ``_scores() -> tuple[Score, ...]``: every player's score and its breakdown;

  and, if the game has hidden things dealt at the start and uncovered later (a tile
  turned up), ``_reveals(before) -> bool``: whether coming from ``before`` showed what
  nobody knew (by default, whether the generator moved), which ``is_reveal`` answers
  and Undo stops at;
  then ``start(game, players, options, seed, rng) -> State``, the first position,
  drawing every shuffle and roll from ``rng``; and ``GAME``, the ``Game`` that names
  the functions below (``start=start, parse=parse, explain=explain, describe=describe,
  view=view, picture=picture``), which the state calls, so no game wires them up; a
  race (everyone plays at once against a clock, round by round) also names
  ``race_rounds(state, player) -> tuple[RaceRound, ...]``, the points and time of each
  round a player finished, which lets friends race it apart as a challenge;
- ``actions``: the actions, small frozen dataclasses whose ``str`` is their notation,
  each with ``Notated`` and its own ``parse(text) -> Self`` classmethod (so a
  ``repr`` evaluates back to the action); ``parse(text) -> Action``, a
  ``pygames.core.Notation`` from first words to those classes; and the ``Phase``
  ``IntEnum`` when the game's turns have phases;
- ``refusals``: ``explain(state, action) -> Say``, why an action is not legal now;
- ``words``: ``describe(state, action) -> Say``, a move in a player's words, and the
  pieces (player names, pieces, places) the game's messages are built from;
- ``view``: ``view(state, player) -> View``, what one player may see: the state
  itself when nothing is hidden. A game with hidden information (``hidden_info``)
  builds it with ``redact_history(state, hide) -> State`` (``pygames.core``), so neither
  the view nor any position before it carries the seed, the generator or what ``hide``
  names, and returns a ``View`` subclass whose ``determinize(rng) -> State`` fills
  those in;
- ``picture``: ``picture(state) -> str``, the position as plain text (``str(state)``),
  for doctests, debugging and CPython users;
- ``ai``: ``KNOWLEDGE`` and ``LEVELS`` (easy, normal, hard);
- ``locales/{en,de,fr,nl}.json``: every word the engine says (refusals, score parts,
  move descriptions), under keys that start with the game's id;
- and the game's own modules, one job each (geometry, components, scoring), importing
  each other by full module path (``from pygames.games.<game>.words import describe``).

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
