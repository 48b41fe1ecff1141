"""Down Under's AI: legal, deterministic, sensible in the rulebook's situations, strong enough."""

from collections.abc import Mapping

import pytest

from pygames.ai import Greedy, RandomAgent
from pygames.core import OptionValue
from pygames.games.down_under import GAME, picture
from pygames.games.down_under.ai import KNOWLEDGE, Lookahead
from pygames.games.levels import make_agent
from tests.down_under_positions import position
from tests.playouts import decide, play_to_end
from tests.test_down_under import YELLOW_PATH


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "greedy"])
@pytest.mark.parametrize(
    "players, options",
    [
        (2, {}),
        (3, {"special_scoring": True}),
        (2, {"two_paths": "both"}),
        (2, {"one_open_end": True}),
    ],
)
def test_every_level_answers_legally_in_every_variant(
    level: str, players: int, options: Mapping[str, OptionValue]
) -> None:
    state = GAME.new_game(players=players, seed=4, options=options)
    for _ in range(6):
        if state.is_over():
            break
        state = state.apply(decide(make_agent("down-under", level, seed=1), state))
    assert state.actions()


def test_the_same_seed_and_position_give_the_same_move() -> None:
    state = position(*YELLOW_PATH, players=3, to_move=2)
    assert decide(Lookahead(5, nodes=800), state) == decide(Lookahead(5, nodes=800), state)


@pytest.mark.parametrize("level", ["greedy", "normal", "hard"])
def test_the_long_neutral_chain_is_taken(level: str) -> None:
    # The straight at -2,1 gives Yellow three segments at once (the rulebook's 15).
    state = position(*YELLOW_PATH, players=3, to_move=2)
    assert str(decide(make_agent("down-under", level, seed=2), state)) == "straight -2,1 NS"


def test_a_path_pushed_to_the_edge_is_worth_less() -> None:
    # Same length; Blue's path points out of the area, Red's into open room.
    state = position(
        *(f"R straight {x},0 EW" for x in range(5)),
        "B straight 0,1 NS",
        "B straight 0,2 NS",
        "B straight 0,-1 NS",
        options={"area": "hard"},
    )
    assert KNOWLEDGE.evaluate(state, 0) > 0 > KNOWLEDGE.evaluate(state, 1), picture(state)


def test_the_evaluation_is_zero_sum_for_two() -> None:
    state = GAME.new_game(seed=9)
    for _ in range(12):
        state = state.apply(decide(RandomAgent(3), state))
        if state.is_over():
            break
        assert KNOWLEDGE.evaluate(state, 0) == pytest.approx(-KNOWLEDGE.evaluate(state, 1))


def test_the_search_beats_greedy_and_greedy_beats_random() -> None:
    wins = {"search": 0, "greedy": 0}
    for game in range(4):
        seat = game % 2
        for name, strong, weak in (
            ("search", Lookahead(game, nodes=800), Greedy(KNOWLEDGE, game)),
            ("greedy", Greedy(KNOWLEDGE, game), RandomAgent(game)),
        ):
            state = GAME.new_game(seed=300 + game)
            state = play_to_end(state, {seat: strong, 1 - seat: weak})
            wins[name] += state.winners() == (seat,)
    assert wins["search"] >= 3 and wins["greedy"] >= 3, wins


def test_alone_on_the_table_the_search_leaves_the_choice_to_the_evaluation() -> None:
    # Blue is capped at both ends: Red's turns need no lookahead, and take no budget.
    state = position(
        "R straight 0,0 EW",
        "B end -1,2 E",
        "B straight 0,2 EW",
        "B end 1,2 W",
    )
    assert state.is_done(1) and not state.finished[1]
    assert decide(Lookahead(1, nodes=10**9), state) == decide(Greedy(KNOWLEDGE, 1), state)
