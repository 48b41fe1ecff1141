"""The agents keep their contract: legal, deterministic, resumable; the shared search is
sound. Offboard serves as the game to search; its own AI is tested in
``test_offboard_ai.py``, every other game's beside it."""

import pytest

import pygames
from pygames.ai import AlphaBeta, RandomAgent, choose
from pygames.ai.greedy import Greedy
from pygames.ai.knowledge import outcome_value
from pygames.core import Action, Game, InvalidSetup, State, UnknownGame
from pygames.games.levels import LEVELS, level_names, make_agent
from pygames.games.offboard.ai import KNOWLEDGE, VARIETY
from tests.english import said
from tests.playouts import decide, drain, random_play

OFFBOARD = pygames.get_game("offboard")


@pytest.mark.parametrize("game", pygames.list_games(), ids=lambda g: g.id)
@pytest.mark.parametrize("level", level_names())
def test_every_level_of_every_game_returns_legal_actions(game: Game, level: str) -> None:
    for plies in (0, 7):
        state = random_play(game, 11, plies)
        agent = make_agent(game.id, level, seed=plies)
        assert decide(agent, state) in state.legal_actions()


@pytest.mark.parametrize("level", level_names())
def test_same_seed_and_view_give_the_same_action(level: str) -> None:
    state = random_play(OFFBOARD, 3, 9)
    first = decide(make_agent("offboard", level, seed=5), state)
    again = make_agent("offboard", level, seed=5)
    decide(again, random_play(OFFBOARD, 4, 6))  # an earlier decision changes nothing
    assert decide(again, state) == first


def test_different_seeds_vary_the_choice() -> None:
    state = random_play(OFFBOARD, 3, 9)
    choices = {decide(RandomAgent(seed), state) for seed in range(20)}
    assert len(choices) > 5


def exact_root_values(state: State, depth: int) -> dict[Action, float]:
    """Every root move's value at ``depth`` turns, by plain minimax (no pruning, no table)."""

    def after(child: State, player: int, depth: int) -> float:
        mover = child.current_player
        if mover is None:
            outcome = child.outcome()
            assert outcome is not None
            return outcome_value(outcome, player)
        if mover == player:
            return best(child, player, depth)
        if depth <= 1:
            return -KNOWLEDGE.evaluate(child, mover)
        return -best(child, mover, depth - 1)

    def best(state: State, player: int, depth: int) -> float:
        return max(
            after(state.apply_unchecked(move), player, depth) for move in state.legal_actions()
        )

    player = state.current_player
    assert player is not None
    return {move: after(state.apply(move), player, depth) for move in state.legal_actions()}


@pytest.mark.parametrize(("seed", "plies"), [(5, 8), (9, 3), (7, 14)])
def test_varied_choices_are_never_clearly_worse(seed: int, plies: int) -> None:
    # A finished two-turn search against plain minimax, in positions with several moves
    # valued within the margin of the best: every move played is one of them, and
    # different seeds do play different ones.
    state = random_play(OFFBOARD, seed, plies)
    values = exact_root_values(state, depth=2)
    top = max(values.values())
    near = {move for move, value in values.items() if value > top - VARIETY}
    played = {
        decide(AlphaBeta(KNOWLEDGE, agent, nodes=10**7, max_depth=2, margin=VARIETY), state)
        for agent in range(12)
    }
    assert len(near) > 1
    assert len(played) > 1
    assert played <= near
    without_margin = {
        decide(AlphaBeta(KNOWLEDGE, agent, nodes=10**7, max_depth=2), state) for agent in range(4)
    }
    assert {values[move] for move in without_margin} == {top}


def test_think_yields_often_and_choose_runs_it_to_the_end() -> None:
    state = OFFBOARD.new_game(seed=1)
    view = state.view(0)
    action, yields = drain(make_agent("offboard", "normal", seed=4).think(view))
    assert yields > 10
    assert action == choose(make_agent("offboard", "normal", seed=4), view)


def test_a_tiny_budget_still_answers_legally() -> None:
    state = random_play(OFFBOARD, 8, 12)
    assert decide(AlphaBeta(KNOWLEDGE, seed=0, nodes=1, yield_every=1), state) in (
        state.legal_actions()
    )


def test_unknown_games_and_levels_are_refused_with_the_options() -> None:
    with pytest.raises(UnknownGame, match="offboard"):
        make_agent("chess", "hard", seed=1)
    with pytest.raises(InvalidSetup, match="easy, normal, hard") as refused:
        make_agent("offboard", "grandmaster", seed=1)
    said(refused.value.reason)
    assert LEVELS == ("easy", "normal", "hard")


def test_greedy_choosing_a_kind_first_picks_by_kind_then_within_it() -> None:
    """With ``kind`` Greedy chooses a kind of action, then one of it: with no noise that is
    plain greedy's choice, and with noise between kinds alone, always the best of some
    kind (here the marble moved)."""
    state = random_play(OFFBOARD, 3, 9)
    actions = state.legal_actions()
    values = {a: KNOWLEDGE.evaluate(state.apply(a), state.current_player or 0) for a in actions}

    def by_kind(action: Action) -> str:
        return str(action)[:2]  # the marble moved: a few moves each

    for seed in range(6):
        plain = decide(Greedy(KNOWLEDGE, seed), state)
        assert decide(Greedy(KNOWLEDGE, seed, kind=by_kind), state) == plain
        chosen = decide(Greedy(KNOWLEDGE, seed, noise=500.0, kind=by_kind), state)
        same_kind = [a for a in actions if by_kind(a) == by_kind(chosen)]
        assert values[chosen] == max(values[a] for a in same_kind)
