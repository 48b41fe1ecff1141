"""Named agents per game: the levels a player picks, plus baselines for benchmarks.

This lookup sits beside the game registry because it names games; ``pygames.ai``
knows none. A game's AI is the ``ai`` module of its package (``PACKAGES``),
which lists the game's levels (a level is a function from a seed to an agent)
and its ``Knowledge``. It is imported when that game's agents are first made,
so a page loads only its own game's. A game without one still gets playable
levels built on ``ScoreKnowledge``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache
from importlib import import_module
from importlib.util import find_spec

from pygames.ai.agent import Agent
from pygames.ai.greedy import Greedy
from pygames.ai.knowledge import Knowledge, ScoreKnowledge
from pygames.ai.random_agent import RandomAgent
from pygames.core import InvalidSetup, Say
from pygames.games import PACKAGES, get_game

Level = Callable[[int], Agent]

#: The levels a player chooses from, weakest first.
LEVELS = ("easy", "normal", "hard")
#: Baselines every game has, for benchmarks and tests.
BASELINES = ("random", "greedy")

_SCORE = ScoreKnowledge()
#: The levels of a game that has no AI module yet.
_FALLBACK: Mapping[str, Level] = {
    "easy": RandomAgent,
    "normal": lambda seed: Greedy(_SCORE, seed, noise=1.0),
    "hard": lambda seed: Greedy(_SCORE, seed),
}


def level_names() -> tuple[str, ...]:
    """Return every name ``make_agent`` accepts: the levels, then the baselines."""
    return LEVELS + BASELINES


def make_agent(game_id: str, level: str, seed: int) -> Agent:
    """Return the agent that plays ``game_id`` at ``level``, deterministic for ``seed``.

    >>> type(make_agent("offboard", "hard", seed=1)).__name__
    'AlphaBeta'

    Raises:
        UnknownGame: for an unknown game, naming the games.
        InvalidSetup: for an unknown level, naming the levels.
    """
    get_game(game_id)  # raises UnknownGame, naming the games
    knowledge, levels = _game_ai(game_id)
    if level in LEVELS:
        return levels[level](seed)
    if level == "random":
        return RandomAgent(seed)
    if level == "greedy":
        return Greedy(knowledge, seed)
    names = ", ".join(level_names())
    raise InvalidSetup(Say.of("core.setup.unknown_level", level=level, known=names))


@cache
def _game_ai(game_id: str) -> tuple[Knowledge, Mapping[str, Level]]:
    """Return a game's knowledge and levels, or the fallback ones."""
    name = f"{PACKAGES[game_id]}.ai"
    if find_spec(name) is None:
        return _SCORE, _FALLBACK
    module = import_module(name)
    return module.KNOWLEDGE, module.LEVELS
