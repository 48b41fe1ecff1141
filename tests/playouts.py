"""Random legal play for property tests: hypothesis picks the actions by index."""

from collections.abc import Iterable, Iterator, Mapping

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
