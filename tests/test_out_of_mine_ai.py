"""Out of Mine!'s dwarves: legal, complete and deterministic plans, slower the lower the level."""

import random
from collections.abc import Sequence

from pygames.ai import choose
from pygames.games.out_of_mine import OutOfMineState
from pygames.games.out_of_mine.actions import Wait
from pygames.games.out_of_mine.ai import LEVEL_SETTINGS, LEVELS, Situation, plan
from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from tests.out_of_mine_positions import GAME, play, playing
from tests.playouts import applied, drain, play_to_end


def dwarf_game(levels: Sequence[str], seed: int) -> OutOfMineState:
    state = GAME.new_game(players=len(levels), seed=seed)
    assert isinstance(state, OutOfMineState)
    agents = {player: LEVELS[level](seed + player) for player, level in enumerate(levels)}
    return play_to_end(state, agents)


def test_dwarves_play_legal_complete_games_and_the_hard_one_wins() -> None:
    state = dwarf_game(["easy", "normal", "hard"], seed=5)
    assert len(state.results) == 7
    assert state.winners() == (2,)
    assert all(result.caller == 2 for result in state.results)


def test_dwarves_are_slower_the_lower_their_level_and_the_harder_the_card() -> None:
    rng = random.Random(1)
    times: dict[str, list[float]] = {level: [] for level in LEVEL_SETTINGS}
    for index in range(0, 800, 97):
        lay, crd = LAYOUTS[index // 40], CARDS[index % 40]
        situation = Situation(lay, crd, (), 0, 0, None, False, False)
        for name, level in LEVEL_SETTINGS.items():
            actions, _ = drain(plan(situation, level, rng))
            clock = sum(a.tenths for a in actions if isinstance(a, Wait))
            times[name].append(clock / 10)
            assert str(actions[-1]) == "call"
    mean = {name: sum(t) / len(t) for name, t in times.items()}
    assert mean["easy"] > 1.5 * mean["normal"] > 2 * mean["hard"] > 0
    assert 8 < mean["hard"] < 40 and mean["easy"] > 50


def test_a_dwarf_stops_at_the_standing_call_and_takes_over_a_played_board() -> None:
    state = play(playing(players=2, mode="hot-seat"), "+3s", "call")
    assert str(choose(LEVELS["hard"](1), state.view(1))) == "stop"  # nobody is that quick
    # Someone else laid a tile first: the dwarf plans from the board as it is.
    state = play(playing(players=1, boards=(0,), cards=(0,)), "+1s", "put GI d2 1")
    while not state.results:
        state = applied(state, choose(LEVELS["normal"](3), state.view(0)))
    assert state.results[0].scores[0].complete


def test_same_seed_same_plan() -> None:
    state = playing(players=1, cards=(3,))
    agent = LEVELS["normal"](9)
    first = choose(agent, state.view(0))
    choose(agent, playing(players=1, seed=4).view(0))  # another decision in between
    assert choose(agent, state.view(0)) == first == choose(LEVELS["normal"](9), state.view(0))
