"""Playing games out in tests: by index (hypothesis picks the actions), or by agents, and
thinking run to its end."""

import random
from collections.abc import Generator, Iterable, Iterator, Mapping
from typing import TypeVar

from pygames.ai import Agent, choose
from pygames.core import Action, Game, OptionValue, Rng, State

T = TypeVar("T")
S = TypeVar("S", bound=State)


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


def each(kind: type[S], states: Iterable[State]) -> Iterator[S]:
    """``states``, each checked to be a ``kind``: the game's own state class, which
    ``Game.new_game`` and ``State.apply`` cannot say."""
    for state in states:
        assert isinstance(state, kind), state
        yield state


def applied(state: S, action: Action) -> S:
    """``state.apply(action)``, checked to be of ``state``'s class: a game's positions are all
    of its one state class, which ``State.apply`` cannot say."""
    after = state.apply(action)
    assert isinstance(after, type(state)), after
    return after


def previous(state: S) -> S:
    """The position ``state`` came from (it must have one), of ``state``'s class."""
    before = state.parent
    assert isinstance(before, type(state)), before
    return before


def agent_playout(state: S, agents: Mapping[int, Agent]) -> Iterator[S]:
    """Yield ``state`` and every state after it, each player's agent choosing from its own
    view, until the game is over."""
    yield state
    while not state.is_over():
        player = state.current_player
        assert player is not None
        state = applied(state, choose(agents[player], state.view(player)))
        yield state


def play_to_end(state: S, agents: Mapping[int, Agent]) -> S:
    """The end of a game played from ``state`` by each player's agent."""
    *_, final = agent_playout(state, agents)
    return final


def random_play(game: Game, seed: int, plies: int) -> State:
    """A state reached by ``plies`` seeded random actions (fewer if the game ends)."""
    rng = random.Random(seed)
    state = game.new_game(seed=seed)
    for _ in range(plies):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def decide(agent: Agent, state: State) -> Action:
    """What ``agent`` plays for the player to act in ``state``, from that player's view."""
    player = state.current_player
    assert player is not None
    return choose(agent, state.view(player))


def drain(thinking: Generator[None, None, T]) -> tuple[T, int]:
    """Run a thinking generator to its end, as ``pygames.ai.choose`` does: what it returns,
    and how often it paused on the way (a page would have drawn a frame at each)."""
    pauses = 0
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value, pauses
        pauses += 1


def seen_after(state: State, fill: int) -> State:
    """What the player who took the action that led to ``state`` sees after it, had what
    they could not see before it been filled in by ``Rng.from_seed(fill)``: equal for any
    two fills unless the action revealed something (``State.is_reveal``)."""
    before, action = state.parent, state.last_action
    assert before is not None
    mover = before.current_player
    assert mover is not None
    full = before.view(mover).determinize(Rng.from_seed(fill))
    return full.apply(action).view(mover).state
