"""Why a hinted Down Under move is good, in one line that is true of the move."""

import random
from collections.abc import Iterator

from pygames.core import Action, State
from pygames.core.say import in_language
from pygames.games.down_under import DownUnderState, Place, Turn
from pygames.games.down_under.advice import why
from pygames.games.down_under.cards import Kind
from tests.down_under_positions import new_game, position
from tests.english import said
from tests.test_down_under import YELLOW_PATH


def test_the_card_that_takes_a_neutral_chain_says_how_long_the_path_gets() -> None:
    # The straight reaches the free neutral chain of two segments and takes it whole.
    state = position(*YELLOW_PATH, players=3, to_move=2)
    reason = why(state, Place.parse("straight -2,1 NS"))
    assert said(reason) == "It adds 3 segments to your path: 15 in all."
    assert reason is not None and in_language(reason, "de") == (
        "Er verlängert deinen Weg um 3 Abschnitte auf 15."
    )


def test_a_card_whose_neutral_side_lengthens_a_rival_says_whose() -> None:
    state = position("R straight 0,0 EW", "B straight 2,0 EW")
    # Red's curve at 1,0 turns its path north; its neutral arc joins Blue's west end.
    reason = why(state, Place.parse("curve 1,0 NW"))
    assert said(reason) == (
        "It adds 1 segment to your path, 2 in all, and hands a neutral stretch to Blue."
    )


def moves_of_random_games(games: int, players: int) -> Iterator[tuple[DownUnderState, Action]]:
    """Every legal move in the positions of seeded random games, each with its position."""
    for seed in range(games):
        rng = random.Random(seed)
        state: State = new_game(players, seed=seed)
        while not state.is_over():
            assert isinstance(state, DownUnderState)
            for action in state.legal_actions():
                yield state, action
            state = state.apply(rng.choice(state.legal_actions()))


def test_every_reason_is_true_of_its_move_and_said_in_every_language() -> None:
    told = set()
    for state, action in moves_of_random_games(games=30, players=3):
        reason = why(state, action)
        if reason is None:
            continue
        said(reason)  # every language says it, every field filled in
        kind = reason.key.split(".")[2]
        told.add(kind)
        after = state.apply(action)
        assert isinstance(after, DownUnderState)
        assert isinstance(action, Place | Turn)
        mover = state.moves[action]
        if kind in ("longer", "longer_hands"):
            assert reason.fields["count"] == after.length(mover) - state.length(mover) > 0
            assert reason.fields["length"] == after.length(mover)
        if kind == "longer_hands":
            rival = int(reason.fields["colour"].key.rsplit(".", 1)[1])
            assert rival != mover and after.length(rival) > state.length(rival)
        if kind == "billabong":
            assert after.legal_actions() and all(
                isinstance(move, Place) and move.kind == Kind.BILLABONG
                for move in after.legal_actions()
            )
    assert told >= {"longer", "longer_hands", "billabong", "reopens"}, told
