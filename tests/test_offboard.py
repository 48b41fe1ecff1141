"""Offboard's rules, one test per sentence of the rulebook and per decision in the rules module."""

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pygames
from pygames import IllegalAction, InvalidNotation
from pygames.core import Action, Say, Score, State, Termination
from pygames.core.say import LANGUAGES, catalog, in_language
from pygames.games.offboard import MARBLES_EACH, Move, OffboardState, Pass, Phase, PlaceBack
from pygames.games.offboard.actions import REMOVE
from pygames.games.offboard.geometry import (
    CELL_BY_NAME,
    CELL_COUNT,
    CELL_NAMES,
    COORDS,
    DIRECTION_NAMES,
    DIRECTION_STEPS,
    EXIT_TARGET,
    RING_TARGET,
    TARGET_VALUES,
)
from tests.offboard_positions import cells, position
from tests.playouts import applied, each, playout

OFFBOARD = pygames.get_game("offboard")


def play(state: OffboardState, *moves: str) -> OffboardState:
    for text in moves:
        state = applied(state, state.parse_action(text))
    return state


def parts(score: Score) -> tuple[tuple[str, int], ...]:
    """A score's breakdown with its labels in English."""
    return tuple((str(label), points) for label, points in score.parts)


def test_start_position_and_red_moves_first() -> None:
    state = OFFBOARD.new_game(seed=3)
    assert isinstance(state, OffboardState)
    assert cells(state, 0) == set("A2 A3 A4 B1 B2 B3 B4 B5 B6 C3 C4 C5".split())
    assert cells(state, 1) == set("I6 I7 I8 H4 H5 H6 H7 H8 H9 G5 G6 G7".split())
    assert state.current_player == 0
    assert [score.total for score in state.scores()] == [0, 0]


def test_single_marble_moves_to_any_adjacent_empty_cell() -> None:
    state = position(red="E5")
    moves = {str(a) for a in state.legal_actions()}
    assert moves == {f"E5>{name}" for name in DIRECTION_NAMES}
    assert cells(play(state, "E5>NW"), 0) == {"F5"}


def test_three_push_two_into_an_empty_cell() -> None:
    state = play(position(red="D2 D3 D4", yellow="D5 D6"), "D2>E")
    assert cells(state, 0) == {"D3", "D4", "D5"}
    assert cells(state, 1) == {"D6", "D7"}
    assert state.current_player == 1


def test_two_cannot_push_two() -> None:
    state = position(red="D3 D4", yellow="D5 D6")
    with pytest.raises(IllegalAction, match="need more marbles than you push"):
        state.apply(Move.parse("D3>E"))


def test_lines_of_any_length_move_and_push() -> None:
    state = play(position(red="E1 E2 E3 E4 E5", yellow="E6 E7 E8 E9"), "E1>E")
    assert cells(state, 0) == {"E2", "E3", "E4", "E5", "E6"}
    assert cells(state, 1) == {"E7", "E8", "E9"}
    assert state.points(0) == TARGET_VALUES[RING_TARGET[(5, 10)]] == 1


def test_a_marble_between_two_of_the_opponents_blocks_the_push() -> None:
    state = position(red="D2 D3 D5", yellow="D4")
    with pytest.raises(IllegalAction, match="push is blocked"):
        state.apply(Move.parse("D2>E"))


def test_a_line_with_an_opponent_marble_inside_is_not_a_line() -> None:
    state = position(red="D2 D4 D5", yellow="D3")
    assert Move.parse("D2>E") not in state.legal_actions()
    assert Move.parse("D5>W") not in state.legal_actions()


def test_no_broadside_moves_only_along_the_line() -> None:
    state = position(red="D2 D3")
    # D2>NE moves only D2; the pair never steps sideways together.
    after = play(state, "D2>NE")
    assert cells(after, 0) == {"E3", "D3"}


@pytest.mark.parametrize("red, move", [("A3", "A3>SE"), ("C3 B3 A3", "C3>SE")])
def test_you_may_never_push_your_own_marble_off(red: str, move: str) -> None:
    state = position(red=red)
    with pytest.raises(IllegalAction, match="your own marble off"):
        state.apply(Move.parse(move))


@pytest.mark.parametrize(
    "red, yellow, move, value",
    [
        ("C3 B3", "A3", "C3>SE", 1),  # the rules file: A3 towards SE, first target of row A
        ("C5 B4", "A3", "C5>SW", 2),  # A3 towards SW, second target of row A
        ("C3 B2", "A1", "C3>SW", 2),  # corner A1 towards SW: between a 2 and a 3, takes the 2
    ],
)
def test_pushed_off_marbles_score_the_target_they_reach(
    red: str, yellow: str, move: str, value: int
) -> None:
    after = play(position(red=red, yellow=yellow), move)
    assert after.points(0) == value
    assert parts(after.scores()[0]) == ((f"1 × {value}-point target", value),)
    assert cells(after, 1) == set()
    assert after.targets.count(1) == 1


def test_twelve_targets_four_of_each_value_symmetric_and_different_at_corners() -> None:
    assert sorted(TARGET_VALUES) == [1] * 4 + [2] * 4 + [3] * 4
    assert all(TARGET_VALUES[t] == TARGET_VALUES[(t + 6) % 12] for t in range(12))
    assert all(TARGET_VALUES[2 * s + 1] != TARGET_VALUES[(2 * s + 2) % 12] for s in range(6))
    assert len(RING_TARGET) == 30


def test_corner_ring_positions_are_reached_only_along_great_diagonals_into_the_lower_target() -> (
    None
):
    corners = {"A1": "SW", "A5": "SE", "E1": "W", "E9": "E", "I5": "NW", "I9": "NE"}
    for name, outward in corners.items():
        cell, direction = CELL_BY_NAME[name], DIRECTION_NAMES.index(outward)
        r, d = COORDS[cell]
        dr, dd = DIRECTION_STEPS[direction]
        # the ring position is shared by two sides; the marble takes the lower value
        target = EXIT_TARGET[direction][cell]
        neighbours = {
            TARGET_VALUES[t] for t in range(12) if t in _targets_touching((r + dr, d + dd))
        }
        assert TARGET_VALUES[target] == min(neighbours) and len(neighbours) == 2


def _targets_touching(ring_position: tuple[int, int]) -> set[int]:
    """Targets fed by the ring positions next to a corner position."""
    r, d = ring_position
    near = [(r + dr, d + dd) for dr, dd in DIRECTION_STEPS]
    return {RING_TARGET[p] for p in near if p in RING_TARGET}


def test_a_marble_reaching_an_occupied_target_goes_back_to_its_owner_to_decide() -> None:
    state = play(position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0}), "C3>SE")
    assert state.points(0) == 0  # no score for an occupied target
    assert state.current_player == 1 and state.returned == 0
    legal = {str(a) for a in state.legal_actions()}
    assert "x" in legal and "@E1" in legal and "@E5" not in legal
    assert not any(">" in text for text in legal)
    with pytest.raises(IllegalAction, match="first decide about the returned marble"):
        state.apply(Move.parse("I9>W"))


def test_putting_the_returned_marble_back_is_the_whole_turn() -> None:
    state = play(position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0}), "C3>SE", "@E1")
    assert cells(state, 1) == {"E1", "I9"}
    assert state.current_player == 0 and state.returned == -1


def test_removing_the_returned_marble_then_moving_as_usual() -> None:
    state = play(position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0}), "C3>SE", "x")
    assert state.current_player == 1 and state.returned == -1
    assert state.removed == (0, 1)
    assert all(isinstance(a, Move) for a in state.legal_actions())
    assert play(state, "I9>W").current_player == 0


def test_nothing_is_a_reveal_in_a_game_without_chance_or_hidden_information() -> None:
    start = position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0})
    bounced = play(start, "C3>SE")  # a push whose marble comes back to its owner to decide
    steps = [bounced, play(bounced, "@E1"), play(bounced, "x"), play(start, "E5>E")]
    assert not any(step.is_reveal() for step in steps)


def test_place_back_refusals() -> None:
    state = play(position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0}), "C3>SE")
    with pytest.raises(IllegalAction, match="that cell is not empty"):
        state.apply(PlaceBack.parse("@E5"))
    with pytest.raises(IllegalAction, match="no returned marble"):
        position(red="E5").apply(PlaceBack.parse("@E1"))


def test_the_game_ends_the_moment_six_points_are_reached() -> None:
    # Yellow marbles already in a 3 and a 2 target: Red has 5 and pushes A3 into a 1.
    state = position(red="C3 B3", yellow="A3 I9", targets={2: 1, 1: 1})
    assert state.points(0) == 5
    assert parts(state.scores()[0]) == (("1 × 3-point target", 3), ("1 × 2-point target", 2))
    after = play(state, "C3>SE")
    assert after.is_over() and after.winners() == (0,)
    outcome = after.outcome()
    assert outcome is not None and outcome.reason.kind is Termination.TARGET_SCORE
    assert str(outcome.reason.say) == (
        "Red reached 6 points with marbles pushed into the targets; 6 are enough to win"
    )
    assert after.legal_actions() == () and after.current_player is None
    with pytest.raises(IllegalAction, match="game is over"):
        after.apply(Move.parse("I9>W"))


def test_a_player_without_moves_passes_and_two_passes_end_the_game() -> None:
    state = position(targets={5: 1})  # nobody has a marble left; Red has 3 points
    assert [str(a) for a in state.legal_actions()] == ["pass"]
    after = play(state, "pass", "pass")
    outcome = after.outcome()
    assert outcome is not None and outcome.reason.kind is Termination.NO_MOVES
    assert after.winners() == (0,)
    assert str(outcome.reason.say) == (
        "neither player could move any more; the score: Red 3, Yellow 0"
    )
    with pytest.raises(IllegalAction, match="cannot pass"):
        position(red="E5").apply(state.parse_action("pass"))


def test_the_move_limit_ends_a_game_and_equal_scores_draw() -> None:
    state = OFFBOARD.new_game(seed=0)
    shuffle = ["B1>NW", "I6>SE", "C1>SE", "H6>NW"]
    for ply in range(500):
        state = state.apply(state.parse_action(shuffle[ply % 4]))
    outcome = state.outcome()
    assert outcome is not None and outcome.reason.kind is Termination.MOVE_LIMIT
    assert str(outcome.reason.say) == "the game stopped after 500 moves; the score: Red 0, Yellow 0"
    assert state.winners() == (0, 1)


@pytest.mark.parametrize("text", ["", "Z3>E", "A9>E", "C3>N", "C3", "@", "@J1", "xx", "C3>>E"])
def test_bad_notation_is_refused(text: str) -> None:
    with pytest.raises(InvalidNotation):
        OFFBOARD.new_game(seed=0).parse_action(text)


def test_notation_is_case_and_space_tolerant_and_prints_canonically() -> None:
    state = OFFBOARD.new_game(seed=0)
    assert str(state.parse_action(" c3 > ne ")) == "C3>NE"
    assert repr(state.parse_action("@e5")) == "PlaceBack.parse('@E5')"


def test_perft_counts() -> None:
    data = Path(__file__).with_name("data") / "offboard.perft"
    start = OFFBOARD.new_game(seed=0)
    for line in data.read_text().splitlines():
        if line and not line.startswith("#"):
            depth, count = map(int, line.split())
            assert _perft(start, depth) == count


def _perft(state: State, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(_perft(state.apply_unchecked(a), depth - 1) for a in state.legal_actions())


# -- an independent reference: the move rules written from the rules file in coordinates --


def _reference_moves(state: OffboardState) -> set[str]:
    owner = {COORDS[c]: v for c, v in enumerate(state.board) if v}
    mine = state.to_move + 1
    found = set()
    for (r, d), value in owner.items():
        if value != mine:
            continue
        for name, (dr, dd) in zip(DIRECTION_NAMES, DIRECTION_STEPS, strict=True):
            ahead = [(r + k * dr, d + k * dd) for k in range(1, 20)]
            line = 1 + next(i for i, p in enumerate(ahead) if owner.get(p) != mine)
            rest = ahead[line - 1 :]
            if rest[0] not in RING_TARGET and rest[0] not in set(COORDS):
                raise AssertionError("ring must surround the board")
            if rest[0] in RING_TARGET:
                continue
            theirs = next(i for i, p in enumerate(rest) if owner.get(p) not in (3 - mine,))
            if theirs == 0 or (theirs < line and rest[theirs] not in owner):
                found.add(f"{CELL_NAMES[COORDS.index((r, d))]}>{name}")
    return found


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(0, 10**6), min_size=1, max_size=150))
def test_move_generation_agrees_with_the_reference(seed: int, choices: list[int]) -> None:
    for state in each(OffboardState, playout(OFFBOARD, seed, choices)):
        if state.returned == -1 and not state.is_over():
            legal = {str(a) for a in state.legal_actions() if isinstance(a, Move)}
            assert legal == _reference_moves(state)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(0, 10**6), min_size=1, max_size=300))
def test_marbles_are_conserved_and_scores_match_the_targets(seed: int, choices: list[int]) -> None:
    for state in each(OffboardState, playout(OFFBOARD, seed, choices)):
        for player in (0, 1):
            returned = int(state.returned != -1 and state.to_move == player)
            dead = state.targets.count(player)
            live = len(state.marbles(player))
            assert live + dead + state.removed[player] + returned == MARBLES_EACH
        assert state.points(0) == sum(
            TARGET_VALUES[t] for t, owner in enumerate(state.targets) if owner == 1
        )


# -- words as data: refusals, descriptions and score labels are messages in every language --


def _said_everywhere(message: Say) -> None:
    """``message`` is a Say whose key and nested keys every language's catalog can say."""
    assert isinstance(message, Say)
    for language in LANGUAGES:
        assert message.key in catalog(language), (language, message.key)
        in_language(message, language)
    for value in message.fields.values():
        assert isinstance(value, str | int | Say), (message.key, value)
        if isinstance(value, Say):
            _said_everywhere(value)


def _illegal_candidates(state: OffboardState) -> list[Action]:
    """Every action value of the game that is not legal in ``state``."""
    legal = set(state.legal_actions())
    candidates: list[Action] = [
        Move(cell, direction) for cell in range(CELL_COUNT) for direction in range(6)
    ]
    candidates += [PlaceBack(cell) for cell in range(CELL_COUNT)] + [REMOVE, Pass()]
    return [action for action in candidates if action not in legal]


def _refusals(state: OffboardState) -> Iterator[Say]:
    for action in _illegal_candidates(state):
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        yield refused.value.reason


def test_every_refusal_is_a_message_and_every_refusal_message_is_given() -> None:
    rng = random.Random(14)
    reasons: set[Say] = set()
    for seed in range(2):
        choices = [rng.randrange(10**6) for _ in range(300)]
        for number, state in enumerate(each(OffboardState, playout(OFFBOARD, seed, choices))):
            if not state.is_over() and (number % 10 == 0 or state.phase is Phase.DECIDE):
                reasons.update(_refusals(state))
    bounced = play(position(red="C3 B3 E5", yellow="A3 I9", targets={0: 0}), "C3>SE")
    for state in (position(targets={5: 1}), bounced):
        reasons.update(_refusals(state))
    for reason in reasons:
        _said_everywhere(reason)
    given_keys = {reason.key for reason in reasons}
    with pytest.raises(IllegalAction) as foreign:
        position(red="E5").apply("not an action")
    _said_everywhere(foreign.value.reason)
    given_keys.add(foreign.value.reason.key)
    refusal_keys = {key for key in catalog("en") if key.startswith("offboard.refusal.")}
    assert given_keys == refusal_keys


def test_bad_notation_is_refused_with_a_message() -> None:
    for text in ["Z3>E", "A9>E", "C3>N", "C3", "@", "@J1", "xx", "C3>>E"]:
        with pytest.raises(InvalidNotation) as refused:
            OFFBOARD.new_game(seed=0).parse_action(text)
        _said_everywhere(refused.value.reason)
        assert refused.value.reason.key.startswith(("offboard.notation.", "core.notation."))


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(0, 10**6), min_size=1, max_size=300))
def test_every_legal_action_is_described_and_every_score_label_is_a_message(
    seed: int, choices: list[int]
) -> None:
    for state in playout(OFFBOARD, seed, choices):
        for action in state.legal_actions():
            description = state.describe(action)
            assert description.key.startswith("offboard.move.")
            _said_everywhere(description)
        for score in state.scores():
            for label, _ in score.parts:
                _said_everywhere(label)


@pytest.mark.parametrize(
    "state, action, english",
    [
        (OFFBOARD.new_game(seed=0), "C3>NE", "Red moves a marble to the north-east"),
        (OFFBOARD.new_game(seed=0), "B1>E", "Red moves 6 marbles to the east"),
        (
            position(red="D2 D3 D4", yellow="D5 D6"),
            "D2>E",
            "Red pushes to the east: 3 against 2",
        ),
        (
            position(red="C3 B3", yellow="A3"),
            "C3>SE",
            "Red pushes to the south-east: a marble falls into the 1-point target",
        ),
        (
            position(red="C3 B3", yellow="A3", targets={0: 0}),
            "C3>SE",
            "Red pushes to the south-east: the 1-point target is occupied, so the marble goes back",
        ),
        (
            position(red="E5", yellow="E1", to_move=1, returned=0),
            "@E2",
            "Yellow puts the returned marble back on the board",
        ),
        (
            position(red="E5", yellow="E1", to_move=1, returned=0),
            "x",
            "Yellow removes the returned marble from the game",
        ),
        (position(targets={5: 1}), "pass", "Red passes"),
    ],
)
def test_descriptions_say_what_a_move_does(state: State, action: str, english: str) -> None:
    assert str(state.describe(state.parse_action(action))) == english


def test_refusals_name_the_player_in_every_language() -> None:
    state = position(red="E5")
    with pytest.raises(IllegalAction) as refused:
        state.apply(Pass())
    assert str(refused.value) == "Red cannot pass while a move is possible"
    assert (
        in_language(refused.value.reason, "de")
        == "Rot darf nicht passen, solange ein Zug möglich ist"
    )
