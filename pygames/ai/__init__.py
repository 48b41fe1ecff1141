"""Game-independent agents and the agent contract; no module here knows a game.

A game's levels are made by ``pygames.games.levels.make_agent``, beside the registry.

>>> from pygames import get_game
>>> state = get_game("offboard").new_game(seed=1)
>>> choose(RandomAgent(seed=1), state.view(state.current_player)) in state.legal_actions()
True
"""

from pygames.ai.agent import Agent, Thinking, choose
from pygames.ai.alphabeta import AlphaBeta
from pygames.ai.greedy import Greedy
from pygames.ai.knowledge import WIN, Knowledge, ScoreKnowledge, outcome_value, relative
from pygames.ai.random_agent import RandomAgent

__all__ = [
    "WIN",
    "Agent",
    "AlphaBeta",
    "Greedy",
    "Knowledge",
    "RandomAgent",
    "ScoreKnowledge",
    "Thinking",
    "choose",
    "outcome_value",
    "relative",
]
