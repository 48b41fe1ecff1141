"""Offboard's AI: the winning push is taken, threats are met, the evaluation is zero-sum,
the levels beat random play, and the hard level still chooses as it did."""

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import pygames
from pygames.ai import AlphaBeta, Greedy, RandomAgent
from pygames.games.levels import make_agent
from pygames.games.offboard import Move, OffboardState, Pass
from pygames.games.offboard.ai import KNOWLEDGE
from tests.offboard_positions import position
from tests.playouts import decide, play_to_end, random_play
from tools.offboard_choices import FIXTURE, Choice, hard_choice, read

OFFBOARD = pygames.get_game("offboard")


def winning_push() -> OffboardState:
    """Red (5 points) can push Yellow's I7 off into an empty target; Yellow (5) threatens A3."""
    return position(
        red="G7 H7 A3 E5",
        yellow="I7 C3 B3 E6",
        targets={1: 1, 2: 1, 7: 0, 8: 0},
    )


def pending_decision() -> OffboardState:
    """Yellow's marble bounced off a full target: Yellow must put it back or remove it."""
    return position(
        red="A2 A3 B2 B3 C3 E5", yellow="D4 E4 F4 G5 H5", to_move=1, targets={0: 1}, returned=0
    )


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
def test_pending_decisions_get_legal_answers(level: str) -> None:
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


@pytest.mark.parametrize("level", ["hard", "normal", "greedy"])
def test_the_winning_push_is_taken(level: str) -> None:
    state = winning_push()
    after = state.apply(decide(make_agent("offboard", level, seed=3), state))
    assert after.winners() == (0,)


def test_ordering_puts_scoring_pushes_first() -> None:
    state = winning_push()
    ordered = KNOWLEDGE.order(state, state.legal_actions())
    assert ordered[0] == Move.parse("G7>NW")
    assert sorted(map(str, ordered)) == sorted(map(str, state.legal_actions()))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 60))
def test_the_one_walk_ordering_lists_the_legal_moves_in_the_knowledge_order(
    seed: int, plies: int
) -> None:
    state = random_play(OFFBOARD, seed, plies)
    assume(not state.is_over())
    assert KNOWLEDGE.ordered(state) == KNOWLEDGE.order(state, state.legal_actions())


def test_the_one_walk_ordering_reads_pending_decisions_and_passes_too() -> None:
    state = pending_decision()
    assert KNOWLEDGE.ordered(state) == KNOWLEDGE.order(state, state.legal_actions())
    stuck = position(targets={5: 1})  # no marble left to move: a pass
    assert KNOWLEDGE.ordered(stuck) == [Pass()] == list(stuck.legal_actions())


def test_hard_defends_against_a_losing_threat() -> None:
    # Yellow threatens to push A3 off for the win; Red has no win, so must parry.
    state = position(red="G6 H7 A3 E5", yellow="I7 C3 B3 E6", targets={1: 1, 2: 1, 7: 0, 8: 0})
    after = state.apply(decide(make_agent("offboard", "hard", seed=3), state))
    reply = after.apply(decide(make_agent("offboard", "greedy", seed=3), after))
    assert reply.winners() != (1,)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 120))
def test_evaluation_is_zero_sum(seed: int, plies: int) -> None:
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


@pytest.mark.parametrize(
    "choice",
    read(FIXTURE),
    ids=lambda choice: f"{choice.kind}-{choice.game_seed}-{len(choice.actions)}",
)
def test_the_hard_level_chooses_as_when_the_positions_were_written(choice: Choice) -> None:
    # A faster search must play the same game: the same move, and among near-equal moves the
    # same one for the same seed (tools/offboard_choices.py wrote them; it compares thousands).
    assert hard_choice(choice.position(), choice.agent_seed) == choice.choice
