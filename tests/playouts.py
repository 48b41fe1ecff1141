"""Playing games out in tests: by index (hypothesis picks the actions), or by agents."""

from collections.abc import Iterable, Iterator, Mapping

from pygames.ai import Agent, choose
from pygames.core import Game, OptionValue, State


def playout(
    game: Game,
    seed: int,
    choices: Iterable[int],
    players: int | None = None,
    options: Mapping[str, OptionValue] | None = None,
) -> Iterator[State]:
    """Yield every state of a game played by picking legal actions by index, from the start."""
    state = game.new_game(players=players, seed=seed, options=options)
    yield state
    for choice in choices:
        actions = state.legal_actions()
        if not actions:
            return
        state = state.apply(actions[choice % len(actions)])
        yield state


def agent_playout(state: State, agents: Mapping[int, Agent]) -> Iterator[State]:
    """Yield ``state`` and every state after it, each player's agent choosing from its own
    view, until the game is over."""
    yield state
    while not state.is_over():
        player = state.current_player
        assert player is not None
        state = state.apply(choose(agents[player], state.view(player)))
        yield state


def play_to_end(state: State, agents: Mapping[int, Agent]) -> State:
    """The end of a game played from ``state`` by each player's agent."""
    *_, final = agent_playout(state, agents)
    return final
