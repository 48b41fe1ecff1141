"""Australia's AI: legal, deterministic, blind to what is hidden, and sensible."""

from dataclasses import replace

import pytest

import pygames
from pygames.games.australia import AustraliaState, Phase, Play, TileState
from pygames.games.australia.actions import parse_region
from pygames.games.australia.ai import KNOWLEDGE, LEVELS
from pygames.games.australia.planner import TurnPlanner
from pygames.games.offboard.ai import KNOWLEDGE as OFFBOARD_KNOWLEDGE
from tests.australia_positions import AUSTRALIA, position
from tests.playouts import agent_playout, decide, drain

BLACK, WHITE, ORANGE, BLUE = range(4)


def last_ship() -> AustraliaState:
    """Black can complete the Timor Sea with three rangers on its last ship (9 points)."""
    return position(
        players=4,
        rangers={"S4": (WHITE, 1), "S5": (BLUE, 2)},
        planes={BLACK: "TIM"},
        hands={BLACK: "blue3 red4"},
    )


@pytest.fixture(scope="module")
def positions() -> list[AustraliaState]:
    """Every 20th position of a game between easy players, to its end."""
    state = AUSTRALIA.new_game(players=3, seed=4)
    assert isinstance(state, AustraliaState)
    agents = {seat: LEVELS["easy"](seat) for seat in range(3)}
    game = agent_playout(state, agents)
    return [state for state in game if not state.is_over() and len(state.actions()) % 20 == 0]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_legally_throughout_a_game(
    level: str, positions: list[AustraliaState]
) -> None:
    assert len(positions) > 6
    for index, state in enumerate(positions):
        assert decide(LEVELS[level](index), state) in state.legal_actions()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_richest_completion_in_reach_is_taken(level: str) -> None:
    state = last_ship()
    assert str(decide(LEVELS[level](1), state)) == "play blue3 S6x3"


def test_the_same_seed_and_view_give_the_same_action() -> None:
    state = AUSTRALIA.new_game(players=3, seed=9)
    for _ in range(12):
        state = state.apply(state.legal_actions()[0])
    first = decide(LEVELS["hard"](5), state)
    assert decide(LEVELS["hard"](5), state) == first


def test_decisions_do_not_depend_on_what_is_hidden() -> None:
    # Two positions that differ only in face-down tiles and the cards under the tops.
    state = position(players=3, planes={BLACK: "KIM"}, hands={BLACK: "green2 blue4"}, seed=3)
    other_tiles = tuple(reversed(state.tiles))
    other_stacks = tuple(stack[:1] + tuple(reversed(stack[1:])) for stack in state.stacks)
    twin = replace(state, tiles=other_tiles, stacks=other_stacks)
    assert all(face == TileState.FACE_DOWN for face in state.tile_state)
    assert twin.view(BLACK) == state.view(BLACK)
    for level in ("easy", "hard"):
        assert decide(LEVELS[level](2), twin) == decide(LEVELS[level](2), state)


def test_the_evaluation_prefers_points_and_counts_rangers_out_by_their_chances() -> None:
    state = position(rangers={"C6": (BLACK, 2)}, planes={BLACK: "KIM"})
    richer = replace(state, dollars=(5, 0, 0))
    assert KNOWLEDGE.evaluate(richer, BLACK) > KNOWLEDGE.evaluate(state, BLACK)
    # the same two rangers on a one-region camp are worth less than on a four-region one
    elsewhere = position(rangers={"C4": (BLACK, 2)}, planes={BLACK: "KIM"})
    assert KNOWLEDGE.evaluate(state, BLACK) > KNOWLEDGE.evaluate(elsewhere, BLACK)


def test_leaving_a_completion_to_the_next_player_counts_against_you() -> None:
    # One camp of the Kimberley is left; White, to move, holds a green card.
    ready = position(
        rangers={"C4": (BLACK, 1), "C5": (ORANGE, 1)},
        hands={WHITE: "green1"},
        to_move=WHITE,
    )
    not_ready = replace(ready, hands=((), (), ()))
    assert KNOWLEDGE.evaluate(ready, BLACK) < KNOWLEDGE.evaluate(not_ready, BLACK)


def test_ordering_puts_completions_first() -> None:
    state = last_ship()
    ordered = KNOWLEDGE.order(state, state.legal_actions())
    assert str(ordered[0]) == "play blue3 S6x3"
    assert sorted(map(str, ordered)) == sorted(map(str, state.legal_actions()))


def test_the_planner_thinks_in_slices() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2 blue4"}, rangers={"C4": (0, 2)})
    action, yields = drain(LEVELS["hard"](3).think(state.view(BLACK)))
    assert yields > 10 and action in state.legal_actions()


def test_the_planner_plays_another_game_through_the_contract_alone() -> None:
    offboard = pygames.get_game("offboard").new_game(seed=2)
    planner = TurnPlanner(OFFBOARD_KNOWLEDGE, seed=1, first_beam=4, beam=2, width=8)
    assert decide(planner, offboard) in offboard.legal_actions()


def test_a_plane_where_a_card_can_be_played_counts_for_the_mover() -> None:
    """Greedy saw nothing past a flight, so a player whose cards matched no region it flew
    to flew on and on: a plane where one of the mover's cards can place rangers is worth
    ``Weights.ready`` more than one where none can."""
    kimberley = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, actions_left=1)
    pilbara = replace(kimberley, planes=(parse_region("PIL"), *kimberley.planes[1:]))
    gap = KNOWLEDGE.evaluate(kimberley, BLACK) - KNOWLEDGE.evaluate(pilbara, BLACK)
    assert gap == pytest.approx(KNOWLEDGE.weights.ready)


def test_the_easy_computer_plays_cards_in_its_first_turns() -> None:
    """A newcomer saw the easy computer fly twelve times in six turns and place no ranger:
    over seeded games against normal, it plays a card in most of its first six turns, and
    in at least two of them in every game."""
    played: list[int] = []
    for seed in range(8):
        state = AUSTRALIA.new_game(players=2, seed=seed, options={"full_game": True})
        assert isinstance(state, AustraliaState)
        agents = {0: LEVELS["normal"](seed), 1: LEVELS["easy"](seed + 7)}
        turns = cards = 0
        with_card = False
        while not state.is_over() and turns < 6:
            player = state.current_player
            assert player is not None
            action = decide(agents[player], state)
            after = state.apply(action)
            if player == 1 and isinstance(action, Play):
                with_card = True
            if player == 1 and after.current_player != 1 and state.phase is not Phase.DEAL:
                turns, cards, with_card = turns + 1, cards + with_card, False
            assert isinstance(after, AustraliaState)
            state = after
        played.append(cards)
    assert min(played) >= 2 and sum(played) > len(played) * 6 / 2, played
