"""Game-independent agents, the agent contract, and the levels players choose from.

>>> from pygames import get_game
>>> state = get_game("offboard").new_game(seed=1)
>>> agent = make_agent("offboard", "easy", seed=1)
>>> choose(agent, state.view(state.current_player)) in state.legal_actions()
True
"""

from pygames.ai.agent import Agent, Thinking, choose
from pygames.ai.alphabeta import AlphaBeta
from pygames.ai.greedy import Greedy
from pygames.ai.knowledge import WIN, Knowledge, ScoreKnowledge, outcome_value
from pygames.ai.levels import BASELINES, LEVELS, level_names, make_agent
from pygames.ai.random_agent import RandomAgent

__all__ = [
    "BASELINES",
    "LEVELS",
    "WIN",
    "Agent",
    "AlphaBeta",
    "Greedy",
    "Knowledge",
    "RandomAgent",
    "ScoreKnowledge",
    "Thinking",
    "choose",
    "level_names",
    "make_agent",
    "outcome_value",
]
