"""Outback's AI: exact dice chances, the planner's choices, the levels' contract."""

import itertools
import random
from collections.abc import Iterator, Sequence
from math import comb

import pytest

from pygames.ai.random_agent import RandomAgent
from pygames.core import State
from pygames.games.levels import make_agent
from pygames.games.outback import GAME, Phase
from pygames.games.outback.ai import KNOWLEDGE, LEVELS, OutbackAgent, OutbackKnowledge
from pygames.games.outback.chances import (
    Counts,
    Expectimax,
    Rolls,
    multisets,
    probability,
    rolls,
)
from pygames.games.outback.components import JOKER
from pygames.games.outback.dice import parts
from pygames.games.outback.estimate import fail_chance, final_value, projected_score
from tests.outback_positions import position
from tests.playouts import decide, drain, play_to_end, playout


def random_game(seed: int, players: int, steps: int) -> Iterator[State]:
    """Yield the states of a seeded random game of at most ``steps`` actions."""
    rng = random.Random(seed)
    return playout(GAME, seed, (rng.randrange(1 << 30) for _ in range(steps)), players=players)


# -- chances ------------------------------------------------------------------


def test_throw_probabilities_add_up_to_one() -> None:
    for dice in (1, 3, 6, 7):
        table = rolls(dice)
        indices, chances = table.outcomes[table.keep_index[(0,) * 6]]
        assert sorted(indices) == list(range(len(table.finals)))
        assert sum(chances) == pytest.approx(1.0)
    assert probability((6, 0, 0, 0, 0, 0)) == pytest.approx(6**-6)


def test_every_throw_is_listed_once_in_ascending_order() -> None:
    for size in range(8):
        every = [c for c in itertools.product(range(size + 1), repeat=6) if sum(c) == size]
        assert multisets(size) == every  # product walks the counts in ascending order


def test_each_keep_s_outcomes_are_the_keep_plus_each_throw_of_the_other_dice() -> None:
    table = rolls(7)
    for keep, (indices, chances) in zip(table.keeps, table.outcomes, strict=True):
        thrown = multisets(7 - sum(keep))
        finals = [tuple(k + t for k, t in zip(keep, c, strict=True)) for c in thrown]
        assert [table.finals[i] for i in indices] == finals
        assert chances == tuple(probability(c) for c in thrown)


def brute_force(values: Sequence[float], table: Rolls, dice: Counts, rolls_left: int) -> float:
    """The value of a throw by walking every keep and every outcome."""
    stop = values[table.final_index[dice]]
    if rolls_left == 0:
        return stop
    best = stop
    for keep in parts(dice):
        indices, chances = table.outcomes[table.keep_index[keep]]
        value = sum(
            chance * brute_force(values, table, table.finals[i], rolls_left - 1)
            for i, chance in zip(indices, chances, strict=True)
        )
        best = max(best, value)
    return best


def test_expectimax_matches_walking_the_whole_tree() -> None:
    table = rolls(3)
    rng = random.Random(4)
    values = [rng.uniform(-5, 5) for _ in table.finals]
    search = Expectimax(table, values)
    for dice in table.finals[::7]:
        for rolls_left in (0, 1, 2):
            assert search.best(dice, rolls_left)[0] == pytest.approx(
                brute_force(values, table, dice, rolls_left)
            )
    opening = sum(probability(dice) * brute_force(values, table, dice, 2) for dice in table.finals)
    assert search.opening() == pytest.approx(opening)


def test_four_koalas_with_six_dice_in_three_rolls() -> None:
    # Keeping every koala and joker and rolling the rest, a die ends a koala, or a joker,
    # with chance 19/54 each; at least four of them with a koala among them:
    kept, other = 19 / 54, 16 / 54
    at_least_4 = sum(comb(6, k) * (2 * kept) ** k * other ** (6 - k) for k in range(4, 7)) - sum(
        comb(6, j) * kept**j * other ** (6 - j) for j in range(4, 7)
    )
    table = rolls(6)
    values = [1.0 if final[2] and final[2] + final[JOKER] >= 4 else 0.0 for final in table.finals]
    best = Expectimax(table, values).opening()
    assert at_least_4 <= best < at_least_4 + 0.01  # the best play is a shade better


def test_a_turn_without_any_group_gets_likelier_row_by_row() -> None:
    for dice in (6, 7):
        chances = [fail_chance(dice, row) for row in range(2, 8)]
        assert chances == sorted(chances)
        assert chances[0] < 0.001 and chances[-1] > 0.8
    assert fail_chance(7, 5) < fail_chance(6, 5)


def test_the_projected_score_counts_the_three_lowest_and_the_upper_track() -> None:
    assert final_value(0) == -3 and final_value(9) == 9 and final_value(10) == 1
    assert projected_score([0, 2, 5, 7, 17], [0] * 5) == pytest.approx(12)


# -- the agent's choices ---------------------------------------------------------


def test_the_agent_grows_its_herd() -> None:
    state = position(
        boards={0: {"tiles": "koala 3a 3b 4a"}},
        jeep="koala emu emu lizard lizard",
        dice="koala*2 kangaroo*2 platypus*2",
        phase=Phase.PLACE,
    )
    action = decide(LEVELS["hard"](1), state)
    assert str(action) in ("koala 2a", "koala 2b")  # beside the three koalas


def test_the_agent_blocks_the_hex_it_is_least_likely_to_fill() -> None:
    state = position(
        boards={0: {"tiles": "koala 3a 3b 4a"}},
        jeep="emu*5",
        dice="koala*2 kangaroo*2 platypus*2",
        phase=Phase.BLOCK,
    )
    assert str(decide(LEVELS["hard"](1), state)) == "block 6a"


def test_the_agent_stops_when_no_throw_can_do_better() -> None:
    # With only koalas on the jeep, six koalas allow whatever any other throw allows.
    state = position(jeep="koala*5", dice="koala*6", rolls=1)
    assert str(decide(LEVELS["hard"](1), state)) == "stop"


def test_the_agent_keeps_what_the_jeep_wants() -> None:
    state = position(jeep="koala*5", dice="koala*2 kangaroo*2 platypus*2", rolls=1)
    action = decide(LEVELS["hard"](1), state)
    assert str(action) == "roll keep koala*2"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_plays_whole_games_legally(level: str) -> None:
    state = GAME.new_game(players=2, seed=21, options={"variant": "plus"})
    agents = {seat: LEVELS[level](seat) for seat in range(2)}
    assert play_to_end(state, agents).is_over()  # apply refuses any illegal choice


def test_decisions_are_the_same_for_the_same_view_whatever_came_before() -> None:
    *_, state = random_game(seed=5, players=4, steps=40)
    fresh = decide(LEVELS["hard"](3), state)
    used = LEVELS["hard"](3)
    other = GAME.new_game(players=4, seed=6)
    decide(used, other)
    assert decide(used, state) == fresh


def test_the_agent_pauses_while_it_plans() -> None:
    state = GAME.new_game(players=4, seed=8, options={"variant": "plus"})
    player = state.current_player
    assert player is not None
    thinking = OutbackAgent(OutbackKnowledge(), seed=1).think(state.view(player))
    _, pauses = drain(thinking)
    assert pauses >= 1


def test_the_evaluation_is_zero_sum_between_two_players() -> None:
    for state in random_game(seed=3, players=2, steps=30):
        assert KNOWLEDGE.evaluate(state, 0) == pytest.approx(-KNOWLEDGE.evaluate(state, 1))


def test_hard_beats_random_play() -> None:
    for game in range(3):
        state = GAME.new_game(players=2, seed=300 + game)
        agents = {game % 2: LEVELS["hard"](game), 1 - game % 2: RandomAgent(game)}
        state = play_to_end(state, agents)
        assert state.winners() == (game % 2,), str(state)


def test_the_levels_are_registered() -> None:
    agent = make_agent("outback", "hard", seed=1)
    assert isinstance(agent, OutbackAgent)
