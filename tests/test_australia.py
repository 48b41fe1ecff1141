"""Australia's rules: the rulebook's examples, the decisions in the rules module, refusals,
the engine's words, and properties of random play (money, rangers, views)."""

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import IllegalAction, InvalidNotation
from pygames.core import HIDDEN_SEED, InvalidSetup, Rng, Say, State, Termination
from pygames.core.say import LANGUAGES, in_language
from pygames.games.australia import (
    ROUND_LIMIT,
    AustraliaState,
    Draw,
    Phase,
    Scoring,
    Source,
    TileState,
    words,
)
from pygames.games.australia.actions import NOWHERE, Play, parse_region
from pygames.games.australia.components import (
    CARD_KINDS,
    CARD_NAMES,
    DECK,
    RANGERS_EACH,
    STACK_SIZE_FULL,
    STACK_SIZE_SIMPLE,
    TILE_VALUES,
    card_stack,
    parse_card,
)
from pygames.games.australia.geography import (
    COLOUR_NAMES,
    LOCATION_NAMES,
    REGION_LOCATIONS,
    REGIONS,
)
from pygames.games.australia.refusals import explain, refusal
from pygames.games.australia.rules import SCORE_LABELS
from pygames.games.australia.view import HIDDEN_CARD, HIDDEN_TILE
from tests.australia_positions import AUSTRALIA, new_game, on_board, play, position
from tests.english import said
from tests.playouts import applied, each, playout, seen_after
from tools.australia_mapcheck import drawing_problems, map_problems, problems

BLACK, WHITE, ORANGE, BLUE = range(4)


def points(state: AustraliaState) -> list[int]:
    """Each player's points without dollars."""
    return [sum(tally) for tally in state.points]


def rangers_everywhere(state: AustraliaState, player: int) -> int:
    """Rangers on the plane, on the board and on the ranger track."""
    board = sum(n for owner, n in zip(state.owner, state.count, strict=True) if owner == player)
    return state.supply[player] + board + state.ranger_track.count(player)


# -- the map ---------------------------------------------------------------


def test_the_shipped_map_passes_its_validator() -> None:
    assert problems() == []


def test_the_validator_catches_broken_maps() -> None:
    from pygames.games.australia import geography
    from pygames.web.australia import map_drawing

    neighbours = dict(geography.NEIGHBOURS, KIM="TOP BAR PIL IND")  # TIM still lists KIM
    camps = (*geography.CAMPS[:-1], ("C26", "SEQ ENSW TAS"))
    found = map_problems(geography.REGIONS, camps, geography.SHIPS, neighbours, {0, 1, 2, 3, 4})
    assert "KIM borders TIM but not the other way round" not in found
    assert "TIM borders KIM but not the other way round" in found
    assert "camp C26 cannot belong to ['TAS']" in found
    assert "the cards' colours are not the regions' colours" in found
    red = " ".join(reversed(map_drawing.OUTLINES["RED"].split()))
    outlines = dict(map_drawing.OUTLINES, RED=red)
    found = drawing_problems(
        geography.REGIONS,
        geography.CAMPS,
        geography.SHIPS,
        geography.NEIGHBOURS,
        map_drawing.POINTS,
        outlines,
        {},
    )
    assert "RED's outline does not run clockwise" in found
    assert "KIM has no label" in found


def test_every_region_has_three_to_five_locations_and_ships_are_only_at_sea() -> None:
    for region, locations in zip(REGIONS, REGION_LOCATIONS, strict=True):
        assert 3 <= len(locations) <= 5
        assert all(LOCATION_NAMES[loc].startswith("S") == region.is_water for loc in locations)


# -- setting up ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("full", [False, True])
def test_components_by_player_count_and_game(players: int, full: bool) -> None:
    state = new_game(players=players, seed=players, options={"full_game": full})
    assert state.supply == (RANGERS_EACH[players],) * players
    size = STACK_SIZE_FULL if full else STACK_SIZE_SIMPLE
    assert [len(stack) for stack in state.stacks] == [size] * 4
    assert all(card_stack(card) == number for number, s in enumerate(state.stacks) for card in s)
    assert sorted(state.tiles) == sorted(TILE_VALUES)
    assert set(state.tile_state) == {TileState.FACE_DOWN}
    assert state.phase == (Phase.WINDMILL if full else Phase.DEAL)


def test_the_full_game_starts_with_the_first_player_placing_the_windmill_at_2() -> None:
    state = new_game(players=3, seed=1)
    assert len(state.legal_actions()) == 24
    state = play(state, "windmill COR")
    assert (state.windmill, state.windmill_value) == (parse_region("COR"), 2)
    assert state.phase == Phase.DEAL and state.current_player == BLACK


def test_a_first_game_may_have_its_windmill_drawn_by_the_game_and_deals_at_once() -> None:
    chosen = new_game(players=3, seed=1)
    drawn = new_game(players=3, seed=1, options={"windmill": "drawn"})
    assert drawn.phase == Phase.DEAL and drawn.current_player == BLACK
    assert drawn.windmill != NOWHERE and drawn.windmill_value == 2
    assert (drawn.stacks, drawn.tiles) == (chosen.stacks, chosen.tiles)  # drawn after them
    regions = {
        new_game(players=3, seed=seed, options={"windmill": "drawn"}).windmill for seed in range(40)
    }
    assert len(regions) > 10  # any region, sea regions too


def test_the_windmill_is_drawn_only_in_the_full_game() -> None:
    with pytest.raises(InvalidSetup) as refused:
        new_game(players=2, seed=1, options={"full_game": False, "windmill": "drawn"})
    assert refused.value.reason == Say("australia.setup.windmill_full_only")


def test_dealing_each_player_picks_a_top_card_in_turn_until_all_hold_two() -> None:
    state = new_game(players=3, seed=2, options={"full_game": False})
    order = []
    while state.phase == Phase.DEAL:
        order.append(state.current_player)
        top = state.stacks[0][0]
        state = applied(state, Draw(top))
    assert order == [0, 1, 2, 0, 1, 2]
    assert [len(hand) for hand in state.hands] == [2, 2, 2]
    assert state.current_player == BLACK and state.actions_left == 2
    assert len(state.stacks[0]) == STACK_SIZE_SIMPLE - 6


# -- the rulebook's examples -----------------------------------------------


def test_black_scores_9_for_the_last_ship_while_white_scores_2_and_blue_4() -> None:
    state = position(
        players=4,
        rangers={"S4": (WHITE, 1), "S5": (BLUE, 2)},
        planes={BLACK: "TIM"},
        hands={BLACK: "blue3"},
    )
    after = play(state, "play blue3 S6x3")
    assert after.scorings == (
        Scoring(Source.CONSERVATION, parse_region("TIM"), BLACK, (9, 2, 0, 4)),
    )
    assert points(after) == [9, 2, 0, 4]
    assert not after.conservation[parse_region("TIM")]
    assert [(str(label), points) for label, points in after.scores()[BLACK].parts] == [
        ("conservation projects", 6),
        ("bonuses for completing projects", 3),
        ("dollars", 1),
    ]


def test_white_scores_5_for_an_industrialization_and_black_2() -> None:
    state = position(
        rangers={"C1": (BLACK, 2)},
        planes={WHITE: "SWA"},
        hands={WHITE: "red3"},
        tiles={"SWA": 4},
        face_up="SWA",
        to_move=WHITE,
    )
    after = play(state, "play red3 C3x2")  # two of the three rangers the card allows
    swa = parse_region("SWA")
    assert after.scorings == (Scoring(Source.INDUSTRIALIZATION, swa, WHITE, (2, 5, 0)),)
    assert after.tile_state[swa] == TileState.SCORED
    assert after.conservation[swa]  # C2 is still empty
    assert after.dollars[WHITE] == 1  # the full dollars, however many rangers go out


def test_one_action_completes_projects_in_two_regions() -> None:
    # Adelaide (yellow) lacks only C12, which it shares with the Nullarbor; the Nullarbor's
    # tile shows 5 and holds 3 rangers. Black flies in, then fills C12 with 2 rangers.
    state = position(
        rangers={
            "C8": (WHITE, 2),
            "C11": (WHITE, 1),
            "C14": (ORANGE, 1),
            "C15": (ORANGE, 1),
            "C16": (WHITE, 1),
        },
        planes={BLACK: "KIM"},
        hands={BLACK: "yellow2"},
        tiles={"NUL": 5, "ADL": 9},
        face_up="NUL",
    )
    after = play(state, "fly ADL", "play yellow2 C12x2")
    adl, nul = parse_region("ADL"), parse_region("NUL")
    assert after.scorings == (
        Scoring(Source.CONSERVATION, nul, BLACK, (5, 3, 0)),
        Scoring(Source.INDUSTRIALIZATION, nul, BLACK, (5, 3, 0)),
        Scoring(Source.CONSERVATION, adl, BLACK, (5, 2, 2)),
    )
    assert points(after) == [15, 8, 2]


def test_turning_a_tile_whose_count_is_already_right_scores_it_for_the_flyer() -> None:
    state = position(
        rangers={"C9": (WHITE, 3), "C10": (WHITE, 2)}, planes={BLACK: "KIM"}, tiles={"TOP": 5}
    )
    after = play(state, "fly TOP")
    top = parse_region("TOP")
    assert after.tile_state[top] == TileState.SCORED
    assert after.scorings == (Scoring(Source.INDUSTRIALIZATION, top, BLACK, (3, 5, 0)),)


def test_windmill_scoring_ties_go_to_the_top_ranger_and_the_top_half_returns() -> None:
    # Five rangers on the track, top first: White, Black, Black, White, Orange. Black and
    # White have two each; White's is higher. Black completes the sixth project.
    state = position(
        full=True,
        rangers={"S4": (WHITE, 1), "S5": (ORANGE, 2)},
        planes={BLACK: "TIM"},
        hands={BLACK: "blue1"},
        windmill="COR",
        windmill_value=5,
        windmill_track=5,
        ranger_track=(WHITE, BLACK, BLACK, WHITE, ORANGE),
    )
    supply = state.supply
    after = play(state, "play blue1 S6x1")
    conservation, windmill = after.scorings
    assert conservation.project == Source.CONSERVATION and conservation.points == (5, 2, 4)
    assert windmill == Scoring(Source.WINDMILL, parse_region("COR"), -1, (2, 5, 1))
    assert after.ranger_track == (BLACK, WHITE, ORANGE)
    assert after.supply == (supply[BLACK] - 1 + 1, supply[WHITE] + 1, supply[ORANGE])
    assert after.windmill_track == 0


def test_a_card_near_the_windmill_splits_its_rangers_between_a_location_and_the_track() -> None:
    # The rulebook's blue player: a 3-ranger card, 2 to a location and 1 to the track.
    state = position(full=True, planes={BLACK: "RED"}, hands={BLACK: "green3"}, windmill="FAR")
    after = play(state, "play green3 C7x2 track1")
    assert on_board(after, "C7") == (BLACK, 2)
    assert after.ranger_track == (BLACK,)
    assert after.dollars[BLACK] == 1
    legal = {str(a) for a in state.legal_actions()}
    assert {"play green3 C7x3", "play green3 track3", "play green3 C6x1 track2"} <= legal


def test_with_every_camp_taken_the_windmill_region_still_takes_rangers_on_the_track() -> None:
    # The rulebook's second example: the windmill stands in an orange region full of rivals.
    state = position(
        full=True,
        rangers={loc: (WHITE, 1) for loc in ("C1", "C2", "C4", "C6", "C7")},
        planes={BLACK: "PIL"},
        hands={BLACK: "orange2"},
        windmill="PIL",
    )
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    assert {str(a) for a in plays} == {
        "play orange2 points",
        "play orange2 track1",
        "play orange2 track2",
    }


def test_the_track_is_refused_far_from_the_windmill_and_when_full() -> None:
    far = position(full=True, planes={BLACK: "KIM"}, hands={BLACK: "green3"}, windmill="TAS")
    with pytest.raises(IllegalAction, match="next to the windmill's region, Tasman Sea"):
        far.apply(far.parse_action("play green3 track1"))
    full = position(
        full=True,
        planes={BLACK: "RED"},
        hands={BLACK: "green3"},
        windmill="RED",
        ranger_track=(WHITE,) * 9,
    )
    with pytest.raises(IllegalAction, match="only 1 free space"):
        full.apply(full.parse_action("play green3 track2"))


def test_a_windmill_tile_turned_up_draws_the_windmill_and_raises_its_value() -> None:
    state = position(full=True, planes={BLACK: "KIM"}, tiles={"BAR": 6, "TOP": 8}, windmill="GAB")
    after = play(state, "fly BAR")
    assert (after.windmill, after.windmill_value) == (parse_region("BAR"), 3)
    after = play(after, "fly TOP")
    assert (after.windmill, after.windmill_value) == (parse_region("BAR"), 3)


def test_the_simple_game_has_no_windmill_to_move() -> None:
    state = position(planes={BLACK: "KIM"}, tiles={"BAR": 7})
    after = play(state, "fly BAR")
    assert after.windmill == NOWHERE and after.tile_state[parse_region("BAR")] == TileState.FACE_UP


# -- turns, money, the end -------------------------------------------------


def test_the_turn_passes_by_itself_after_two_actions_unless_a_paid_move_is_possible() -> None:
    state = position(planes={BLACK: "KIM"})
    after = play(state, "fly TOP", "fly BAR")
    assert after.current_player == WHITE and after.actions_left == 2
    rich = position(planes={BLACK: "KIM"}, rangers={"C4": (BLACK, 1)}, dollars={BLACK: 4})
    after = play(rich, "fly TOP", "fly BAR")
    assert after.current_player == BLACK and after.actions_left == 0
    assert {str(a) for a in after.legal_actions()} >= {"end", "move C4>C5"}
    after = play(after, "move C4>C5")
    assert after.current_player == WHITE and after.dollars[BLACK] == 0


def test_paying_3_plays_a_card_as_the_regions_colour() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "red2"}, dollars={BLACK: 3})
    after = play(state, "play red2$ C4x2")
    assert on_board(after, "C4") == (BLACK, 2)
    assert after.dollars[BLACK] == 3 - 3 + 2


def test_the_3_dollar_change_is_offered_only_without_a_card_of_the_regions_colour() -> None:
    without = position(planes={BLACK: "KIM"}, hands={BLACK: "red2 gray1"}, dollars={BLACK: 3})
    plays = {str(a) for a in without.legal_actions() if str(a).startswith("play")}
    assert {"play red2$ C4x2", "play gray1$ C5x1"} <= plays
    holding = position(planes={BLACK: "KIM"}, hands={BLACK: "red2 green1"}, dollars={BLACK: 9})
    plays = {str(a) for a in holding.legal_actions() if str(a).startswith("play")}
    assert plays and not any("$" in play or "red2" in play for play in plays)


def test_the_3_dollar_change_places_rangers_but_never_plays_for_points() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "red2"}, dollars={BLACK: 3})
    plays = {str(a) for a in state.legal_actions() if str(a).startswith("play")}
    assert "play red2$ C4x1" in plays and not any("points" in play for play in plays)
    full = position(
        full=True, planes={BLACK: "KIM"}, hands={BLACK: "red2"}, dollars={BLACK: 3}, windmill="KIM"
    )
    after = play(full, "play red2$ track2")
    assert after.ranger_track == (BLACK, BLACK) and after.dollars[BLACK] == 2


def test_a_card_played_for_points_scores_2_and_its_dollars() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green1"})
    after = play(state, "play green1 points")
    assert after.points[BLACK][Source.CARDS] == 2 and after.dollars[BLACK] == 3
    assert after.supply == state.supply
    assert after.phase == Phase.DRAW and after.current_player == BLACK


def test_after_a_card_the_player_takes_a_top_card_before_anything_else() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green1"})
    after = play(state, "play green1 C4x1")
    tops = {f"draw {CARD_NAMES[stack[0]]}" for stack in after.stacks}
    assert {str(a) for a in after.legal_actions()} == tops
    with pytest.raises(IllegalAction, match="take a new card from the top of a stack first"):
        after.apply(after.parse_action("fly TOP"))
    card = after.stacks[2][0]
    after = applied(after, Draw(card))
    assert after.hands[BLACK] == (card,) and after.actions_left == 1


def test_taking_back_up_to_four_rangers_from_the_planes_region() -> None:
    state = position(rangers={"C4": (BLACK, 3), "C6": (BLACK, 2)}, planes={BLACK: "KIM"})
    backs = [str(a) for a in state.legal_actions() if str(a).startswith("back")]
    assert "back C4x3 C6x1" in backs and "back C4x2 C6x2" in backs
    assert all(sum(int(part.split("x")[1]) for part in b.split()[1:]) <= 4 for b in backs)
    after = play(state, "back C4x2 C6x2")
    assert on_board(after, "C4") == (BLACK, 1) and on_board(after, "C6") == (-1, 0)
    assert after.supply[BLACK] == state.supply[BLACK] + 4


def test_the_game_ends_with_the_round_in_which_the_last_card_is_played() -> None:
    state = position(planes={BLACK: "KIM", WHITE: "KIM"}, hands={WHITE: "green1"}, to_move=WHITE)
    state = replace(state, stacks=((), (), (), ()))
    after = play(state, "play green1 points")
    assert after.final_round and after.current_player == WHITE
    after = play(after, "fly TOP")
    assert after.current_player == ORANGE
    after = play(after, "fly TOP", "fly BAR")
    assert after.is_over() and after.winners() == (WHITE,)
    outcome = after.outcome()
    assert outcome is not None and outcome.reason.kind is Termination.LAST_ROUND
    # Everyone's hand is empty in this position, the round's first: the reason names them all.
    assert str(outcome.reason.say) == (
        "the stacks are empty and Black and White and Orange played their last cards,"
        " so round 1 was the last"
    )


def test_the_safety_net_ends_the_game_after_the_round_limit() -> None:
    state = position(planes={ORANGE: "KIM"}, to_move=ORANGE, actions_left=1)
    state = replace(state, round=ROUND_LIMIT)
    after = play(state, "fly TOP")
    outcome = after.outcome()
    assert after.is_over() and outcome is not None and outcome.reason.kind is Termination.MOVE_LIMIT
    assert str(outcome.reason.say) == "the game stopped after 60 rounds"


def test_the_full_game_ends_with_a_last_windmill_scoring() -> None:
    state = position(
        full=True,
        planes={ORANGE: "KIM"},
        tiles={"TOP": 8},
        to_move=ORANGE,
        actions_left=1,
        windmill="COR",
        windmill_value=4,
        ranger_track=(WHITE, BLACK, WHITE),
    )
    state = replace(state, stacks=((), (), (), ()), final_round=True)
    after = play(state, "fly TOP")
    assert after.is_over()
    assert after.scorings[-1] == Scoring(Source.WINDMILL, parse_region("COR"), -1, (2, 4, 0))


def test_ties_on_points_go_to_the_most_dollars() -> None:
    state = position(planes={ORANGE: "KIM"}, to_move=ORANGE, actions_left=1)
    state = replace(
        state,
        stacks=((), (), (), ()),
        final_round=True,
        points=((5, 0, 0, 0, 0), (7, 0, 0, 0, 0), (0, 0, 0, 0, 0)),
        dollars=(4, 2, 9),
    )
    after = play(state, "fly TOP")
    assert [s.total for s in after.scores()] == [9, 9, 9]
    assert after.winners() == (ORANGE,)


# -- refusals: each says why and changes nothing ----------------------------


#: (position's keywords, action, reason)
REFUSALS: list[tuple[dict[str, Any], str, str]] = [
    (
        dict(planes={BLACK: "PIL"}, hands={BLACK: "green2"}, dollars={BLACK: 5}),
        "play green2 C4x2",
        r"the green 2 is not orange, the colour of Pilbara; pay \$3 to play it as orange$",
    ),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, dollars={BLACK: 5}),
        "play green2$ C4x2",
        "already green",
    ),
    (
        dict(planes={BLACK: "PIL"}, hands={BLACK: "green2"}, dollars={BLACK: 2}),
        "play green2$ C4x2",
        r"costs \$3 and you have \$2",
    ),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "red2 green1"}, dollars={BLACK: 5}),
        "play red2$ C4x2",
        "you hold the green 1, which is green like Kimberley: only a player with no card",
    ),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "red2 green1"}, dollars={BLACK: 5}),
        "play red2 C4x2",
        "you hold the green 1",
    ),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "red2"}, dollars={BLACK: 5}),
        "play red2$ points",
        r"only a card of Kimberley's colour \(green\) scores 2 points there",
    ),
    (dict(planes={BLACK: "KIM"}, hands={BLACK: "green2"}), "play green2 C4x3", "at most 2 rangers"),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "green4"}, rangers={"S1": (BLACK, 13)}),
        "play green4 C4x2",
        "only 1 ranger on your plane",
    ),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, rangers={"C4": (WHITE, 1)}),
        "play green2 C4x1",
        "the camp between Kimberley and Pilbara holds White's rangers",
    ),
    (
        dict(planes={BLACK: "KIM"}, hands={BLACK: "green2"}),
        "play green2 C7x1",
        "the camp between Pilbara, Goldfields, Red Centre and Far North is not in Kimberley",
    ),
    (dict(planes={BLACK: "KIM"}), "play green2 C4x1", "you do not hold the green 2"),
    (dict(hands={BLACK: "green2"}), "play green2 points", "fly somewhere first"),
    (dict(planes={BLACK: "KIM"}, hands={BLACK: "green2"}), "play green2 track1", "simple game"),
    (
        dict(planes={BLACK: "KIM"}, rangers={"C7": (BLACK, 2)}),
        "back C7x1",
        "the camp between Pilbara, Goldfields, Red Centre and Far North is not in Kimberley, "
        "where your plane is",
    ),
    (
        dict(planes={BLACK: "KIM"}, rangers={"C4": (WHITE, 2)}),
        "back C4x1",
        "the camp between Kimberley and Pilbara holds White's rangers, not yours",
    ),
    (
        dict(planes={BLACK: "KIM"}, rangers={"C4": (BLACK, 2)}),
        "back C4x3",
        "you have 2 rangers on the camp between Kimberley and Pilbara",
    ),
    (
        dict(planes={BLACK: "KIM"}, rangers={"C4": (BLACK, 3), "C6": (BLACK, 2)}),
        "back C4x3 C6x2",
        "at most 4 rangers",
    ),
    (
        dict(planes={BLACK: "KIM"}),
        "back C5x1",
        "the camp between Kimberley, Top End and Barkly is empty",
    ),
    (
        dict(rangers={"C4": (BLACK, 2)}, dollars={BLACK: 3}),
        "move C4>C5",
        r"costs \$4 and you have \$3",
    ),
    (
        dict(rangers={"C4": (BLACK, 2), "C5": (WHITE, 1)}, dollars={BLACK: 4}),
        "move C4>C5",
        "the camp between Kimberley, Top End and Barkly holds White's rangers",
    ),
    (
        dict(rangers={"C4": (WHITE, 2)}, dollars={BLACK: 9}),
        "move C4>C5",
        "you have no ranger on the camp between Kimberley and Pilbara",
    ),
    (dict(planes={BLACK: "KIM"}), "fly KIM", "already in Kimberley"),
    (dict(planes={BLACK: "KIM"}), "end", "take your 2 remaining actions first"),
    (dict(planes={BLACK: "KIM"}), "draw green2", "only right after playing one"),
    (dict(planes={BLACK: "KIM"}), "windmill KIM", "simple game is played without the windmill"),
    (
        dict(planes={BLACK: "KIM"}, actions_left=0, rangers={"C4": (BLACK, 1)}, dollars={BLACK: 4}),
        "fly TOP",
        "both your actions are taken",
    ),
]


@pytest.mark.parametrize("setup, text, reason", REFUSALS, ids=[r[1] for r in REFUSALS])
def test_refusals_say_why_and_change_nothing(setup: dict[str, Any], text: str, reason: str) -> None:
    state = position(**setup)
    before = (state.record(), state.legal_actions(), str(state))
    action = state.parse_action(text)
    with pytest.raises(IllegalAction, match=reason):
        state.apply(action)
    assert (state.record(), state.legal_actions(), str(state)) == before


# -- properties of random play ---------------------------------------------

#: A game of up to 600 plies, each action picked by its index among the legal ones.
CHOICES = st.integers(0, 600).flatmap(
    lambda plies: st.lists(st.integers(0, 10_000), min_size=plies, max_size=plies)
)


def random_states(
    seed: int, choices: Iterable[int], players: int, full: bool
) -> Iterator[AustraliaState]:
    """Every state of a game played by picking legal actions by index (fewer if it ends)."""
    options = {"full_game": full}
    return each(AustraliaState, playout(AUSTRALIA, seed, choices, players=players, options=options))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), choices=CHOICES, players=st.integers(2, 5), full=st.booleans())
def test_random_play_conserves_rangers_and_never_owes_money(
    seed: int, choices: list[int], players: int, full: bool
) -> None:
    for state in random_states(seed, choices, players, full):
        for player in range(players):
            assert rangers_everywhere(state, player) == RANGERS_EACH[players]
            assert state.dollars[player] >= 0 and state.supply[player] >= 0
        assert all(
            (owner == -1) == (n == 0) for owner, n in zip(state.owner, state.count, strict=True)
        )
        assert len(state.ranger_track) <= 10 and state.windmill_track < 6


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), choices=CHOICES, other=CHOICES, full=st.booleans())
def test_an_action_is_legal_exactly_when_no_reason_refuses_it(
    seed: int, choices: list[int], other: list[int], full: bool
) -> None:
    *_, state = random_states(seed, choices, 3, full)
    legal = set(state.legal_actions())
    candidates = {a for s in random_states(seed + 1, other, 3, full) for a in s.legal_actions()}
    for action in sorted(candidates | legal, key=str)[:400]:
        assert (refusal(state, action) is None) == (action in legal), (str(action), str(state))


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32), choices=CHOICES, players=st.integers(2, 5), full=st.booleans())
def test_views_hide_face_down_tiles_and_cards_under_the_tops(
    seed: int, choices: list[int], players: int, full: bool
) -> None:
    *_, state = random_states(seed, choices, players, full)
    view = state.view(players - 1)
    seen = view.state
    assert isinstance(seen, AustraliaState)
    assert seen.seed == HIDDEN_SEED and seen.rng != state.rng  # they would replay the shuffles
    for region, face in enumerate(state.tile_state):
        hidden = face == TileState.FACE_DOWN
        assert (seen.tiles[region] == HIDDEN_TILE) == hidden
    for stack in seen.stacks:
        assert all(card == HIDDEN_CARD for card in stack[1:])
    assert seen.parent is None or all(
        s.tiles.count(HIDDEN_TILE) == s.tile_state.count(TileState.FACE_DOWN)
        for s in each(AustraliaState, _history(seen))
    )
    assert [str(a) for a in seen.actions()] == [str(a) for a in state.actions()]
    for number in range(3):
        full_state = view.determinize(Rng.from_seed(number))
        assert isinstance(full_state, AustraliaState)
        assert full_state.legal_actions() == state.legal_actions()
        assert [s[:1] for s in full_state.stacks] == [s[:1] for s in state.stacks]
        assert [len(s) for s in full_state.stacks] == [len(s) for s in state.stacks]
        assert sorted(full_state.tiles) == sorted(TILE_VALUES)
        for region, face in enumerate(state.tile_state):
            if face != TileState.FACE_DOWN:
                assert full_state.tiles[region] == state.tiles[region]
        cards = Counter(c for s in full_state.stacks for c in s)
        cards.update(c for hand in full_state.hands for c in hand)
        cards.update({card: n for card, n in enumerate(full_state.discard)})
        assert all(cards[card] <= DECK[card] for card in cards)


def _history(state: State | None) -> Iterator[State]:
    while state is not None:
        yield state
        state = state.parent


def test_determinizing_varies_what_is_hidden() -> None:
    state = new_game(players=3, seed=5)
    view = state.view(0)
    fillings = each(AustraliaState, (view.determinize(Rng.from_seed(n)) for n in range(5)))
    samples = {filled.tiles for filled in fillings}
    assert len(samples) == 5


def test_a_tile_turned_up_and_a_card_come_to_a_stack_s_top_are_the_reveals() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, face_up="PIL")
    for move, reveals in [("fly TIM", True), ("fly PIL", False), ("play green2 points", False)]:
        after = play(state, move)
        assert after.is_reveal() is reveals, move
        assert (seen_after(after, 1) != seen_after(after, 2)) is reveals, move
    drawing = play(state, "play green2 points")
    deep = drawing.apply(drawing.legal_actions()[0])  # the card under it comes to the top
    assert deep.is_reveal() and seen_after(deep, 1) != seen_after(deep, 2)
    last_card = replace(drawing, stacks=((drawing.stacks[0][0],), *drawing.stacks[1:]))
    emptied = applied(last_card, last_card.legal_actions()[0])  # nothing comes to the top
    assert not emptied.stacks[0] and not emptied.is_reveal()
    assert seen_after(emptied, 1) == seen_after(emptied, 2)


def test_the_picture_tells_the_position_without_the_hidden_values() -> None:
    state = position(
        rangers={"C4": (WHITE, 2)},
        planes={BLACK: "KIM"},
        hands={BLACK: "green2"},
        tiles={"PIL": 7, "KIM": 9},
        face_up="PIL",
    )
    text = str(state)
    assert "round 1: Black to act (2 of 2 actions left)" in text
    assert "Kimberley" in text and "green2" in text
    assert "industry needs 7" in text and "needs 9" not in text
    assert "C4:Whitex2" in text


def test_notation_round_trips_for_every_legal_action_of_a_busy_position() -> None:
    state = position(
        full=True,
        rangers={"C4": (BLACK, 3), "C6": (BLACK, 1), "C5": (WHITE, 1)},
        planes={BLACK: "KIM"},
        hands={BLACK: "green3 red4"},
        dollars={BLACK: 7},
        windmill="TOP",
    )
    actions = state.legal_actions()
    assert len(actions) > 100
    for action in actions:
        assert state.parse_action(str(action)) == action
    assert Play(parse_card("green3"), False, NOWHERE, 0, 0) in actions


# -- the engine's words ----------------------------------------------------

PACKAGE = Path(__file__).resolve().parents[1] / "pygames" / "games" / "australia"
OTHER_LANGUAGES = [language for language in LANGUAGES if language != "en"]


def test_names_cover_every_player_colour_card_and_region() -> None:
    for player in range(5):
        said(words.player(player))
    for colour in range(len(COLOUR_NAMES)):
        said(words.colour(colour))
    for card in range(CARD_KINDS):
        said(words.card(card))
        hue, rangers = CARD_NAMES[card][:-1], CARD_NAMES[card][-1]
        assert str(words.card(card)) == f"the {hue} {rangers}"  # as the card shows them
    for location in range(len(LOCATION_NAMES)):
        said(words.location(location))
    for number, region in enumerate(REGIONS):
        name = words.region(number)
        assert str(name) == region.name
        if isinstance(name, Say):
            said(name)


def test_moves_are_described_in_a_players_words() -> None:
    state = position(
        full=True,
        rangers={"C4": (BLACK, 3), "C6": (BLACK, 1), "C5": (WHITE, 1)},
        planes={BLACK: "KIM"},
        hands={BLACK: "green3 red4"},
        dollars={BLACK: 7},
        windmill="TOP",
    )
    described = {
        "fly TIM": "Black flies to Timor Sea",
        # a card's dollars as its buttons say them, a 3-ranger card paying $1
        "play green3 points": "Black plays the green 3 for 2 points (+$1)",
        "play green3 C4x1": "Black plays the green 3, putting 1 ranger on the camp between "
        "Kimberley and Pilbara (+$1)",
        "play green3 track3": "Black plays the green 3, putting 3 rangers on the ranger track "
        "(+$1)",
        "play green3 C6x2 track1": "Black plays the green 3, putting 2 rangers on the "
        "camp between Kimberley, Pilbara, Barkly and Red Centre and 1 on the ranger track "
        "(+$1)",
        "back C4x1": "Black takes a ranger back from the camp between Kimberley and Pilbara",
        "back C4x2 C6x1": "Black takes 3 rangers back: 2 from the camp between Kimberley and "
        "Pilbara, "
        "1 from the camp between Kimberley, Pilbara, Barkly and Red Centre",
        "move C4>C9": "Black pays $4 to move a ranger from the camp between Kimberley and Pilbara "
        "to the western camp between Top End and Barkly",
    }
    for text, wording in described.items():
        action = state.parse_action(text)
        assert action in state.legal_actions(), text
        assert str(state.describe(action)) == wording
    start = new_game(players=3, seed=1)
    assert str(start.describe(start.parse_action("windmill GAB"))) == (
        "Black places the windmill in Great Australian Bight"
    )
    dealing = play(start, "windmill GAB")
    top = dealing.legal_actions()[0]
    assert isinstance(top, Draw)
    assert str(dealing.describe(top)) == f"Black takes {words.card(top.card)}"
    done = position(
        planes={BLACK: "KIM"}, actions_left=0, rangers={"C4": (BLACK, 1)}, dollars={BLACK: 4}
    )
    assert str(done.describe(done.parse_action("end"))) == "Black ends the turn"
    paying = replace(state, hands=((parse_card("red4"),), (), ()))
    recoloured = paying.parse_action("play red4$ C4x2")
    assert recoloured in paying.legal_actions()
    assert str(paying.describe(recoloured)) == (
        # a 4-ranger card pays $0
        "Black plays the red 4 as green for $3, putting 2 rangers on the camp between "
        "Kimberley and Pilbara"
    )
    german = in_language(paying.describe(recoloured), "de")
    assert german == (
        "Spieler Schwarz spielt die Karte Rot 4 als Grün für 3 $ und setzt 2 Ranger auf das "
        "Camp zwischen Kimberley und Pilbara"
    )


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), choices=CHOICES, players=st.integers(2, 5), full=st.booleans())
def test_every_legal_action_is_described_in_every_language(
    seed: int, choices: list[int], players: int, full: bool
) -> None:
    for state in random_states(seed, choices, players, full):
        actions = state.legal_actions()
        for action in actions[:: max(1, len(actions) // 25)]:
            said(state.describe(action))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), choices=CHOICES, other=CHOICES, full=st.booleans())
def test_every_refusal_is_a_message_every_language_can_say(
    seed: int, choices: list[int], other: list[int], full: bool
) -> None:
    states = list(random_states(seed, choices, 3, full))
    candidates = sorted(
        {a for s in random_states(seed + 1, other, 3, full) for a in s.legal_actions()}, key=str
    )
    for state in states[:: max(1, len(states) // 12)]:
        legal = set(state.legal_actions())
        for action in candidates[:: max(1, len(candidates) // 60)]:
            if action in legal:
                continue
            with pytest.raises(IllegalAction) as refused:
                state.apply(action)
            assert refused.value.reason == explain(state, action)
            assert refused.value.reason.key.startswith(("australia.refusal.", "core.refusal."))
            said(refused.value.reason)


@pytest.mark.parametrize("setup, text, reason", REFUSALS, ids=[r[1] for r in REFUSALS])
def test_the_rulebook_refusals_are_messages(setup: dict[str, Any], text: str, reason: str) -> None:
    state = position(**setup)
    message = refusal(state, state.parse_action(text))
    assert message is not None
    assert message.key.startswith("australia.refusal.")
    said(message)


@pytest.mark.parametrize(
    "text",
    [
        "xyz",
        "fly",
        "fly XXX",
        "play green2",
        "play pink2 C7",
        "play green2 C99x2",
        "play green2 C7x0",
        "play green2 track0",
        "play green2 C7 C8",
        "back",
        "back C7 C7",
        "back Q7",
        "move C7>Q1",
        "end now",
    ],
)
def test_notation_is_refused_with_messages(text: str) -> None:
    with pytest.raises(InvalidNotation) as refused:
        AUSTRALIA.new_game(seed=1).parse_action(text)
    assert refused.value.reason.key.startswith("australia.notation.")
    said(refused.value.reason)


def test_score_labels_are_messages() -> None:
    assert all(isinstance(label, Say) for label in SCORE_LABELS.values())
    state = position(planes={ORANGE: "KIM"}, to_move=ORANGE, actions_left=1)
    state = replace(
        state,
        stacks=((), (), (), ()),
        final_round=True,
        points=((5, 1, 2, 3, 4), (7, 0, 0, 0, 0), (0, 0, 0, 0, 0)),
        dollars=(4, 2, 9),
    )
    scores = play(state, "fly TOP").scores()
    assert len(scores[BLACK].parts) == 6
    for score in scores:
        for label, _ in score.parts:
            said(label)
