"""The agents keep their contract: legal, deterministic, resumable, and strong enough."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pygames
from pygames.ai import AlphaBeta, Greedy, RandomAgent, choose
from pygames.ai.knowledge import outcome_value
from pygames.core import InvalidSetup, UnknownGame
from pygames.games.levels import LEVELS, level_names, make_agent
from pygames.games.offboard import Move
from pygames.games.offboard.ai import KNOWLEDGE, VARIETY
from tests.english import said
from tests.offboard_positions import position
from tests.playouts import play_to_end

OFFBOARD = pygames.get_game("offboard")


def random_play(game, seed, plies):
    """A state reached by ``plies`` seeded random actions (fewer if the game ends)."""
    rng = random.Random(seed)
    state = game.new_game(seed=seed)
    for _ in range(plies):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def decide(agent, state):
    return choose(agent, state.view(state.current_player))


def winning_push():
    """Red (5 points) can push Yellow's I7 off into an empty target; Yellow (5) threatens A3."""
    return position(
        red="G7 H7 A3 E5",
        yellow="I7 C3 B3 E6",
        targets={1: 1, 2: 1, 7: 0, 8: 0},
    )


def pending_decision():
    """Yellow's marble bounced off a full target: Yellow must put it back or remove it."""
    return position(
        red="A2 A3 B2 B3 C3 E5", yellow="D4 E4 F4 G5 H5", to_move=1, targets={0: 1}, returned=0
    )


@pytest.mark.parametrize("game", pygames.list_games(), ids=lambda g: g.id)
@pytest.mark.parametrize("level", level_names())
def test_every_level_of_every_game_returns_legal_actions(game, level) -> None:
    for plies in (0, 7):
        state = random_play(game, 11, plies)
        agent = make_agent(game.id, level, seed=plies)
        assert decide(agent, state) in state.legal_actions()


@pytest.mark.parametrize("level", level_names())
def test_same_seed_and_view_give_the_same_action(level) -> None:
    state = random_play(OFFBOARD, 3, 9)
    first = decide(make_agent("offboard", level, seed=5), state)
    again = make_agent("offboard", level, seed=5)
    decide(again, random_play(OFFBOARD, 4, 6))  # an earlier decision changes nothing
    assert decide(again, state) == first


def test_different_seeds_vary_the_choice() -> None:
    state = random_play(OFFBOARD, 3, 9)
    choices = {decide(RandomAgent(seed), state) for seed in range(20)}
    assert len(choices) > 5


def exact_root_values(state, depth):
    """Every root move's value at ``depth`` turns, by plain minimax (no pruning, no table)."""

    def after(child, player, depth):
        mover = child.current_player
        if mover is None:
            return outcome_value(child.outcome(), player)
        if mover == player:
            return best(child, player, depth)
        if depth <= 1:
            return -KNOWLEDGE.evaluate(child, mover)
        return -best(child, mover, depth - 1)

    def best(state, player, depth):
        return max(
            after(state.apply_unchecked(move), player, depth) for move in state.legal_actions()
        )

    player = state.current_player
    return {move: after(state.apply(move), player, depth) for move in state.legal_actions()}


@pytest.mark.parametrize(("seed", "plies"), [(5, 8), (9, 3), (7, 14)])
def test_varied_choices_are_never_clearly_worse(seed, plies) -> None:
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


def test_the_same_opening_gets_different_replies_in_different_games() -> None:
    # The page seeds the computer with the game's seed: the first reply to one opening
    # move differs between games, and a given game's reply never changes.
    opening = OFFBOARD.new_game(seed=0).legal_actions()[0]
    replies = {}
    for seed in range(6):
        state = OFFBOARD.new_game(seed=seed).apply(opening)
        replies[seed] = decide(make_agent("offboard", "normal", seed=seed), state)
    assert len(set(replies.values())) > 1
    state = OFFBOARD.new_game(seed=3).apply(opening)
    assert decide(make_agent("offboard", "normal", seed=3), state) == replies[3]


@pytest.mark.parametrize("level", ["easy", "normal", "greedy", "random"])
def test_pending_decisions_get_legal_answers(level) -> None:
    state = pending_decision()
    action = decide(make_agent("offboard", level, seed=2), state)
    assert action in state.legal_actions()


def test_search_copes_with_the_same_player_moving_again() -> None:
    # After "x" Yellow moves again; a small search must still answer legally.
    state = pending_decision()
    agent = AlphaBeta(KNOWLEDGE, seed=1, nodes=2000)
    assert decide(agent, state) in state.legal_actions()
    after_remove = state.apply(state.parse_action("x"))
    assert after_remove.current_player == 1
    assert decide(agent, after_remove) in after_remove.legal_actions()


def test_think_yields_often_and_choose_runs_it_to_the_end() -> None:
    state = OFFBOARD.new_game(seed=1)
    view = state.view(0)
    thinking = make_agent("offboard", "normal", seed=4).think(view)
    yields = 0
    while True:
        try:
            next(thinking)
            yields += 1
        except StopIteration as done:
            action = done.value
            break
    assert yields > 10
    assert action == choose(make_agent("offboard", "normal", seed=4), view)


def test_a_tiny_budget_still_answers_legally() -> None:
    state = random_play(OFFBOARD, 8, 12)
    assert decide(AlphaBeta(KNOWLEDGE, seed=0, nodes=1, yield_every=1), state) in (
        state.legal_actions()
    )


@pytest.mark.parametrize("level", ["hard", "normal", "greedy"])
def test_the_winning_push_is_taken(level) -> None:
    state = winning_push()
    after = state.apply(decide(make_agent("offboard", level, seed=3), state))
    assert after.winners() == (0,)


def test_ordering_puts_scoring_pushes_first() -> None:
    state = winning_push()
    ordered = KNOWLEDGE.order(state, state.legal_actions())
    assert ordered[0] == Move.parse("G7>NW")
    assert sorted(map(str, ordered)) == sorted(map(str, state.legal_actions()))


def test_hard_defends_against_a_losing_threat() -> None:
    # Yellow threatens to push A3 off for the win; Red has no win, so must parry.
    state = position(red="G6 H7 A3 E5", yellow="I7 C3 B3 E6", targets={1: 1, 2: 1, 7: 0, 8: 0})
    after = state.apply(decide(make_agent("offboard", "hard", seed=3), state))
    reply = after.apply(decide(make_agent("offboard", "greedy", seed=3), after))
    assert reply.winners() != (1,)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 120))
def test_evaluation_is_zero_sum(seed, plies) -> None:
    state = random_play(OFFBOARD, seed, plies)
    if not state.is_over():
        assert KNOWLEDGE.evaluate(state, 0) == pytest.approx(-KNOWLEDGE.evaluate(state, 1))


def test_offboard_search_beats_random() -> None:
    # Offboard's hard search and evaluation on a tenth of its budget, for speed; the
    # other games' levels are measured against random in their own AI tests.
    for game in range(4):
        state = random_play(OFFBOARD, 100 + game, 4)
        seat = game % 2
        agents = {seat: AlphaBeta(KNOWLEDGE, seed=game, nodes=4000), 1 - seat: RandomAgent(game)}
        state = play_to_end(state, agents)
        assert state.winners() == (seat,), f"game {game}: {state.scores()}"


def test_greedy_beats_random_with_noise_free_evaluation() -> None:
    wins = 0
    for game in range(4):
        state = random_play(OFFBOARD, 200 + game, 4)
        seat = game % 2
        agents = {seat: Greedy(KNOWLEDGE, seed=game), 1 - seat: RandomAgent(game)}
        state = play_to_end(state, agents)
        wins += state.winners() == (seat,)
    assert wins == 4


def test_unknown_games_and_levels_are_refused_with_the_options() -> None:
    with pytest.raises(UnknownGame, match="offboard"):
        make_agent("chess", "hard", seed=1)
    with pytest.raises(InvalidSetup, match="easy, normal, hard") as refused:
        make_agent("offboard", "grandmaster", seed=1)
    said(refused.value.reason)
    assert LEVELS == ("easy", "normal", "hard")
