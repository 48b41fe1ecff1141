"""The contract every registered game keeps, checked by random legal play.

After OpenSpiel's games_sim_test: one suite, parameterized over the registry.
"""

import inspect
import json
import re
from collections.abc import Hashable, Iterable, Iterator
from importlib import import_module
from types import ModuleType
from typing import Protocol, runtime_checkable

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import pygames
from pygames import IllegalAction, InvalidNotation
from pygames.core import (
    HIDDEN_SEED,
    Game,
    InvalidSetup,
    Notated,
    Rng,
    State,
    Termination,
    from_fragment,
    to_fragment,
)
from pygames.games import PACKAGES
from tests.english import said
from tests.playouts import playout, seen_after

GAMES = pygames.list_games()
HIDDEN = [game for game in GAMES if game.hidden_info]
OPEN = [game for game in GAMES if not (game.hidden_info or game.has_chance)]
PLAYOUT = st.lists(st.integers(0, 10**9), min_size=0, max_size=400)


@runtime_checkable
class ReadsItsNotation(Protocol):
    """An action whose class reads its notation back (``Move.parse("C3>NE")``)."""

    @classmethod
    def parse(cls, text: str) -> Hashable: ...


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_registry_finds_every_game_by_id(game: Game) -> None:
    assert pygames.get_game(game.id) is game
    assert game.title and game.description
    assert 1 <= game.min_players <= game.max_players


def test_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(pygames.UnknownGame, match="offboard"):
        pygames.get_game("chess")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT)
def test_random_play_keeps_the_contract(game: Game, seed: int, choices: list[int]) -> None:
    for state in playout(game, seed, choices):
        actions = state.legal_actions()
        assert state.is_over() == (not actions) == (state.current_player is None)
        assert len(set(actions)) == len(actions)
        for action in actions:
            assert state.parse_action(str(action)) == action
            said(state.describe(action))
        for score in state.scores():
            assert score.total == sum(points for _, points in score.parts)
            for label, points in score.parts:
                said(label)
                assert f"{label}: {points}" in str(score)  # CPython users read English
        if state.is_over():
            assert state.winners()
        else:
            assert state.winners() == ()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_game_says_why_it_ended_in_its_own_words(game: Game) -> None:
    *_, final = playout(game, 1, range(0, 10**9, 7919))
    outcome = final.outcome()
    assert outcome is not None
    assert isinstance(outcome.reason.kind, Termination)
    # Not a generic "a player reached the winning score": the game's words, with its numbers.
    assert outcome.reason.say.key.startswith(f"{game.id}.end."), outcome.reason.say
    assert outcome.reason.say.fields
    said(outcome.reason.say)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT, setup=st.data())
def test_every_score_is_its_full_breakdown(
    game: Game, seed: int, choices: list[int], setup: st.DataObject
) -> None:
    """With any players and options, at every moment: the parts add up to the total, and
    each is a source in words (no bare number), told apart from the others."""
    players = setup.draw(st.integers(game.min_players, game.max_players), label="players")
    options = {
        option.name: setup.draw(st.sampled_from(option.choices), label=option.name)
        for option in game.options
    }
    try:
        states = list(playout(game, seed, choices, players, options))
    except InvalidSetup:
        assume(False)  # a combination the game refuses (Outback Plus's tiles in the base game)
    for state in states:
        for score in state.scores():
            assert score.total == sum(points for _, points in score.parts), score
            labels = [said(label) for label, _ in score.parts]
            assert all(re.search("[A-Za-z]{3}", label) for label in labels), labels
            assert len(set(labels)) == len(labels), labels


def actions_module(game: Game) -> ModuleType:
    return import_module(f"{PACKAGES[game.id]}.actions")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_action_class_reads_its_own_notation(game: Game) -> None:
    classes = [
        cls
        for _, cls in inspect.getmembers(actions_module(game), inspect.isclass)
        if issubclass(cls, Notated) and cls is not Notated
    ]
    assert classes
    for cls in classes:
        assert inspect.ismethod(getattr(cls, "parse", None)), cls  # a classmethod of its own


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT)
def test_every_action_s_repr_evaluates_back_to_it(
    game: Game, seed: int, choices: list[int]
) -> None:
    names = vars(actions_module(game))
    for state in playout(game, seed, choices):
        for action in state.legal_actions():
            assert isinstance(action, ReadsItsNotation), action
            assert type(action).parse(str(action)) == action
            assert eval(repr(action), dict(names)) == action


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT)
def test_records_replay_to_identical_states(game: Game, seed: int, choices: list[int]) -> None:
    *_, state = playout(game, seed, choices)
    record = state.record()
    assert json.loads(json.dumps(record)) == record
    again = pygames.replay(record)
    assert again == state and again.record() == record
    assert pygames.replay(from_fragment(to_fragment(record))) == state


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT, other=PLAYOUT)
def test_illegal_actions_are_refused_and_change_nothing(
    game: Game, seed: int, choices: list[int], other: list[int]
) -> None:
    *_, state = playout(game, seed, choices)
    legal = set(state.legal_actions())
    foreign = {
        a
        for s in playout(game, seed + 1 if seed < 2**64 - 1 else 0, other)
        for a in s.legal_actions()
    } - legal
    assume(foreign)  # a check that checked nothing would pass for the wrong reason
    before = state.record()
    for action in sorted(foreign, key=str)[:20]:
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        said(refused.value.reason)
        assert state.record() == before and set(state.legal_actions()) == legal


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_games_end_within_their_declared_length(game: Game) -> None:
    for seed in range(3):
        *_, state = playout(game, seed, range(0, 10**9, 7919))
        assert state.is_over()
        assert game.max_length is None or len(state.actions()) <= game.max_length


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_views_exist_for_every_player(game: Game) -> None:
    state = game.new_game(seed=1)
    for player in range(state.players):
        view = state.view(player)
        assert view.player == player
        assert view.determinize(state.rng).legal_actions() == state.legal_actions()
    with pytest.raises(ValueError):
        state.view(state.players)


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT, fill=st.integers(0, 2**64 - 1))
def test_a_view_keeps_no_seed_or_generator_and_determinizes_to_a_playable_game(
    game: Game, seed: int, choices: list[int], fill: int
) -> None:
    *_, state = playout(game, seed, choices)
    for player in range(state.players):
        view = state.view(player)
        here: State | None = view.state
        while here is not None:
            assert here.seed == HIDDEN_SEED and here.rng == Rng.from_seed(HIDDEN_SEED)
            here = here.parent
        assert view.state.actions() == state.actions()
        full = view.determinize(Rng.from_seed(fill))
        assert full.legal_actions() == state.legal_actions()
        *_, end = playout_from(full, range(fill % 1000, 10**9, 7919))
        assert end.is_over()


def playout_from(state: State, choices: Iterable[int]) -> Iterator[State]:
    """``state`` and every state after it, picking legal actions by index."""
    yield state
    for choice in choices:
        actions = state.legal_actions()
        if not actions:
            return
        state = state.apply(actions[choice % len(actions)])
        yield state


@pytest.mark.parametrize("game", OPEN, ids=lambda g: g.id)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT)
def test_a_game_without_chance_or_hidden_information_reveals_nothing(
    game: Game, seed: int, choices: list[int]
) -> None:
    assert not any(state.is_reveal() for state in playout(game, seed, choices))


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), choices=PLAYOUT)
def test_an_action_that_reveals_nothing_leaves_its_mover_the_same_view_whatever_was_hidden(
    game: Game, seed: int, choices: list[int]
) -> None:
    """What ``is_reveal`` means: the mover's view of the parent, filled in two ways, and the
    same action played in both, gives the mover one view again (so undoing it shows nothing)."""
    checked = 0
    for state in playout(game, seed, choices[:60]):
        before = state.parent
        if before is None or state.is_reveal():
            continue
        assert seen_after(state, 1) == seen_after(state, 2), (state.last_action, state.actions())
        checked += 1
    assume(checked)  # a check that checked nothing would pass for the wrong reason


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("text", ["", " ", "\x00", "☃", "a" * 65, "><@", "pass pass"])
def test_garbage_notation_is_invalid(game: Game, text: str) -> None:
    with pytest.raises(InvalidNotation):
        game.new_game(seed=0).parse_action(text)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_new_game_refuses_bad_players_seeds_and_options(game: Game) -> None:
    with pytest.raises(ValueError, match="players"):
        game.new_game(players=game.max_players + 1)
    with pytest.raises(ValueError, match="seed"):
        game.new_game(seed=-1)
    with pytest.raises(ValueError, match="no option"):
        game.new_game(options={"no-such-option": 1})
