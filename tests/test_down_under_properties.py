"""Down Under invariants over random legal play, in every variant (hypothesis).

The network of chains is kept up to date card by card for speed; here it is
compared with one built from scratch after every action, and the physical
facts (cards are never lost, paths never join, the area is never exceeded)
are checked in every state reached. Every refusal, move description and
score label met on the way is a message every language can say.
"""

import random
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from itertools import count

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pygames import IllegalAction
from pygames.core import OptionValue
from pygames.games.down_under import (
    COLOUR_NAMES,
    GAME,
    DownUnderState,
    Kind,
    Place,
    Turn,
    picture,
)
from pygames.games.down_under.cards import BILLABONGS, CARD_TYPES, FULL_HAND, NEUTRAL
from pygames.games.down_under.chains import Network
from pygames.games.down_under.grid import ORIGIN, STEP, coordinates
from tests.down_under_positions import legal_actions, position
from tests.english import said
from tests.playouts import applied, each, playout

#: A game's setting: the number of players and the options.
Setup = tuple[int, Mapping[str, OptionValue]]

SETUPS: list[Setup] = [
    (2, {}),
    (3, {}),
    (4, {}),
    (2, {"area": "hard"}),
    (4, {"area": "hard", "special_scoring": True}),
    (3, {"one_open_end": True}),
    (2, {"two_paths": "both"}),
    (2, {"two_paths": "either", "special_scoring": True}),
    (2, {"area": "unlimited"}),
]
PLAYOUT = st.lists(st.integers(0, 10**9), max_size=250)


def states(setup: int, seed: int, choices: Iterable[int]) -> Iterator[DownUnderState]:
    players, options = SETUPS[setup]
    return each(DownUnderState, playout(GAME, seed, choices, players, options))


def check_invariants(state: DownUnderState) -> None:
    table = state.table
    rebuilt = Network.build(table.cells, len(state.hands))
    assert rebuilt is not None, "two colours share a chain\n" + picture(state)
    assert rebuilt.summary() == table.network.summary(), picture(state)
    colours = Counter(chain.colour for chain in table.network.chains.values())
    assert all(count == 1 for colour, count in colours.items() if colour != NEUTRAL)
    laid = Counter(
        segment.colour
        for square in table.cells.values()
        for segment in square.segments
        if segment.colour != NEUTRAL and square.kind != Kind.BILLABONG
    )
    check_supply(state)
    for colour, hand in enumerate(state.hands):
        assert sum(hand) + laid[colour] == sum(FULL_HAND), picture(state)
    full = [coordinates(cell) for cell, square in table.cells.items() if square.kind != Kind.END]
    if full and table.limit:
        width = max(x for x, _ in full) - min(x for x, _ in full) + 1
        height = max(y for _, y in full) - min(y for _, y in full) + 1
        assert sorted((width, height))[0] <= table.limit[0], picture(state)
        assert max(width, height) <= table.limit[1], picture(state)
    assert (state.current_player is None) == all(state.finished), picture(state)


def check_supply(state: DownUnderState) -> None:
    """The four billabongs: never more on the table, never fewer than none left, none
    offered once all are down."""
    ponds = sum(square.kind == Kind.BILLABONG for square in state.table.cells.values())
    assert 0 <= state.billabongs and ponds <= BILLABONGS, picture(state)
    assert ponds + state.billabongs == BILLABONGS, picture(state)
    if not state.billabongs:
        offered = [
            a for a in state.legal_actions() if isinstance(a, Place) and a.kind == Kind.BILLABONG
        ]
        assert not offered, f"{offered} with none left\n{picture(state)}"


@settings(max_examples=100, deadline=None)
@given(setup=st.integers(0, len(SETUPS) - 1), seed=st.integers(0, 2**32), choices=PLAYOUT)
def test_random_play_keeps_the_table_consistent(setup: int, seed: int, choices: list[int]) -> None:
    for state in states(setup, seed, choices):
        check_invariants(state)


@settings(max_examples=100, deadline=None)
@given(setup=st.integers(0, len(SETUPS) - 1), seed=st.integers(0, 2**32), choices=PLAYOUT)
def test_every_refusal_has_a_reason_and_changes_nothing(
    setup: int, seed: int, choices: list[int]
) -> None:
    *_, state = states(setup, seed, choices[:40])
    if state.is_over():
        return
    legal = set(state.legal_actions())
    before = (picture(state), state.legal_actions())
    for action in sorted(set(candidates(state)) - legal, key=str)[:60]:
        try:
            state.apply(action)
        except IllegalAction as refusal:
            assert "is not a legal" not in said(refusal.reason), (
                f"{action}: {refusal}\n{picture(state)}"
            )
            assert refusal.reason.key.startswith("down-under.refusal."), refusal.reason
        else:
            raise AssertionError(f"{action} was accepted but is not legal")
    assert (picture(state), state.legal_actions()) == before


def test_refusals_met_in_random_games_are_messages_of_their_own() -> None:
    # Fixed games, every illegal candidate in each position: the reasons given are
    # Down Under's own messages, and many different ones come up.
    keys: Counter[str] = Counter()
    for seed in range(150):
        choices = random.Random(seed).choices(range(10**9), k=seed % 120)
        *_, state = states(seed % len(SETUPS), seed, choices)
        if state.is_over():
            continue
        for action in set(candidates(state, animals=True)) - set(state.legal_actions()):
            with pytest.raises(IllegalAction) as refusal:
                state.apply(action)
            said(refusal.value.reason)
            keys[refusal.value.reason.key] += 1
    assert all(key.startswith("down-under.refusal.") for key in keys), keys
    assert len(keys) >= 18, keys


@settings(max_examples=20, deadline=None)
@given(setup=st.integers(0, len(SETUPS) - 1), seed=st.integers(0, 2**32), choices=PLAYOUT)
def test_every_legal_action_is_described_in_the_movers_colour(
    setup: int, seed: int, choices: list[int]
) -> None:
    for state in states(setup, seed, choices):
        for action in legal_actions(state):
            text = said(state.describe(action))
            assert text.startswith(COLOUR_NAMES[state.moves[action]] + " "), text
        for score in state.scores():
            for label, _ in score.parts:
                said(label)


# -- the billabong supply ----------------------------------------------------------------

#: The games where paths meet most: many paths on the table.
POND_SETUPS: list[Setup] = [
    (4, {}),
    (4, {"area": "hard"}),
    (3, {}),
    (2, {"two_paths": "both"}),
    (2, {"two_paths": "either"}),
]
#: A 4-player opening that lays three billabongs in sixteen moves (two at once after
#: the fourth card), found by searching for meetings: the supply then holds one.
THREE_PONDS = (
    "curve 0,0 SW",
    "curve -1,1 SW",
    "curve -2,2 SW",
    "curve -2,0 NE",
    "billabong -1,0",
    "billabong -2,1",
    "curve -3,1 SE",
    "curve 0,-1 NW",
    "curve -3,2 SE",
    "curve -1,-1 NW",
    "curve -1,-2 NW",
    "curve -4,1 SE",
    "straight -2,-1 EW",
    "curve -2,-2 NE",
    "curve -4,0 NE",
    "billabong -3,0",
)
#: All four billabongs down before the first card, in a block where the game starts.
FOUR_PONDS = ("R billabong 0,0", "R billabong 1,0", "R billabong 0,1", "R billabong 1,1")


def opening_choices(moves: tuple[str, ...], players: int) -> list[int]:
    """The indices among the legal actions that ``playout`` turns into ``moves``."""
    state, choices = GAME.new_game(players=players, seed=0), []
    for move in moves:
        action = state.parse_action(move)
        choices.append(state.legal_actions().index(action))
        state = state.apply(action)
    return choices


@settings(max_examples=60, deadline=None)
@given(
    setup=st.integers(0, len(POND_SETUPS)),
    seed=st.integers(0, 2**32),
    choices=PLAYOUT,
)
def test_no_more_than_four_billabongs_are_ever_laid(
    setup: int, seed: int, choices: list[int]
) -> None:
    # The last setup is the opening that leaves one billabong, then random play.
    options: Mapping[str, OptionValue]
    if setup == len(POND_SETUPS):
        players, options = 4, {}
        choices = opening_choices(THREE_PONDS, players) + choices
    else:
        players, options = POND_SETUPS[setup]
    for state in each(DownUnderState, playout(GAME, seed, choices, players, options)):
        check_supply(state)


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 4), choices=PLAYOUT)
def test_with_all_four_billabongs_down_random_play_never_lays_a_fifth(
    players: int, choices: list[int]
) -> None:
    state = position(*FOUR_PONDS, players=players)
    check_invariants(state)
    for choice in choices:
        if state.is_over():
            break
        actions = state.legal_actions()
        state = applied(state, actions[choice % len(actions)])
        check_invariants(state)


def test_three_paths_meet_in_random_games_with_no_billabong_left() -> None:
    # The property above is not idle: meetings of three paths do come up there.
    meetings = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = position(*FOUR_PONDS, players=4)
        while not state.is_over():
            meetings += bool(state.table.ponds())
            state = applied(state, rng.choice(state.legal_actions()))
    assert meetings >= 3


# -- entrances ---------------------------------------------------------------------------

#: The games that start with entrances in pairs.
ENTRANCE_SETUPS: list[Setup] = [
    (2, {"two_paths": "both"}),
    (2, {"two_paths": "either", "special_scoring": True}),
    (2, {"two_paths": "both", "area": "hard"}),
    (4, {"one_open_end": True}),
]


@settings(max_examples=60, deadline=None)
@given(
    setup=st.integers(0, len(ENTRANCE_SETUPS) - 1),
    seed=st.integers(0, 2**32),
    choices=st.lists(st.integers(0, 10**9), min_size=4, max_size=4),
)
def test_the_first_four_entrances_fill_two_squares_back_to_back(
    setup: int, seed: int, choices: list[int]
) -> None:
    players, options = ENTRANCE_SETUPS[setup]
    states = list(each(DownUnderState, playout(GAME, seed, choices, players, options)))
    for number, state in enumerate(states[:4]):
        legal = state.legal_actions()
        ends = all(isinstance(a, Place) and a.kind == Kind.END for a in legal)
        assert legal and ends, picture(state)
        if number % 2:
            # The second and fourth: exactly the end completing the square just started.
            cells = state.table.cells
            singles = [(c, q.open_side) for c, q in cells.items() if q.open_side is not None]
            assert len(singles) == 1, picture(state)
            assert legal == (Place(Kind.END, *singles[0]),), picture(state)
        else:
            # The first and third: only where the next end can then go back to back.
            for action in legal:
                assert isinstance(action, Place)  # an end, as checked above
                after = applied(state, action)
                behind = Place(Kind.END, action.cell, (action.rotation + 2) % 4)
                assert after.legal_actions() == (behind,), f"{action}\n{picture(after)}"
    cells = states[4].table.cells
    assert len(cells) == 2, picture(states[4])
    stubs = sorted(
        tuple(sorted(seg.colour for seg in square.segments if seg.colour != NEUTRAL))
        for square in cells.values()
    )
    assert stubs == [(0, 1), (2, 3)], picture(states[4])
    for square in cells.values():
        assert square.kind == Kind.END and square.open_side is None, picture(states[4])


def candidates(state: DownUnderState, animals: bool = False) -> Iterator[Place | Turn]:
    """Cards of every kind and rotation in and around the cells the player's paths lead into.

    With ``animals``, straights and curves also come with each animal they may carry.
    """
    near = set()
    for colour in state.colours:
        for cell in state.table.leads_into(colour) or {ORIGIN}:
            near |= {cell + step for step in (0, *STEP)}
    for cell in near:
        for kind, turns in ((Kind.STRAIGHT, 2), (Kind.CURVE, 4), (Kind.END, 4)):
            for rotation in range(turns):
                yield Place(kind, cell, rotation)
                if animals and kind != Kind.END:
                    for animal in {animal for k, animal in CARD_TYPES if k == kind}:
                        yield Place(kind, cell, rotation, animal)
        yield Place(Kind.BILLABONG, cell)
        for rotation in range(4):
            yield Turn(cell, rotation)


@settings(max_examples=15, deadline=None)
@given(setup=st.integers(0, len(SETUPS) - 1), seed=st.integers(0, 2**32))
def test_every_game_ends_with_every_path_finished_and_the_longest_winning(
    setup: int, seed: int
) -> None:
    *_, state = states(setup, seed, list(range(0, 10**9, 7919))[: GAME.max_length])
    assert state.is_over() and all(state.finished), picture(state)
    totals = [score.total for score in state.scores()]
    if not SETUPS[setup][1].get("special_scoring"):
        assert set(state.winners()) == {p for p, t in enumerate(totals) if t == max(totals)}


def test_turns_found_by_walking_out_of_the_cell_agree_with_rebuilding_the_network() -> None:
    # Random games of every size, at every closed loop met: the fast rule for turns
    # against the slow one (turn, rebuild every chain, look at the colour's path).
    loops = 0
    for seed in range(600):
        rng = random.Random(seed)
        choices = (rng.randrange(10**9) for _ in count())
        for state in states(seed % 6, seed, choices):
            for colour in range(len(state.hands)):
                path = state.table.network.path(colour)
                if path is not None and path.is_loop:
                    loops += 1
                    assert state.table.turns(colour) == rebuilt_turns(state, colour), picture(state)
    assert loops > 20


def rebuilt_turns(state: DownUnderState, colour: int) -> list[Turn]:
    found = []
    for cell, square in sorted(state.table.cells.items()):
        if square.kind != Kind.CURVE or square.segments[0].colour != colour:
            continue
        for rotation in ((square.rotation + 1) % 4, (square.rotation + 3) % 4):
            table = state.table.turned(cell, rotation)
            if table is None:
                continue
            mine = [c for c in table.network.chains.values() if c.colour == colour]
            if len(mine) == 1 and mine[0].ports:
                found.append(Turn(cell, rotation))
    return found
