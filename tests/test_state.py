"""What ``core.State`` does once for every game, checked on a game small enough to see
through: a race to ten where each player adds one or two, or rolls a die."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from pygames.core import (
    HIDDEN_SEED,
    Game,
    InvalidNotation,
    OptionValue,
    Outcome,
    Reason,
    Rng,
    Say,
    Score,
    State,
    Termination,
    View,
    redact_history,
)

TARGET = 10


@dataclass(frozen=True, slots=True, kw_only=True)
class Race(State):
    """The total so far and whose turn it is; counts how often its actions are worked out."""

    total: int = 0
    to_move: int = 0
    worked_out: list[int]

    @property
    def current_player(self) -> int | None:
        return None if self.total >= TARGET else self.to_move

    def _legal_actions(self) -> tuple[str, ...]:
        self.worked_out.append(self.total)
        return ("1", "2", "roll")

    def _apply(self, action: object) -> Race:
        rng = self.rng
        if action == "roll":
            (step,), rng = rng.roll(3)
        else:
            step = int(str(action))
        return replace(self, total=self.total + step, to_move=1 - self.to_move, rng=rng)

    def _outcome(self) -> Outcome | None:
        if self.total < TARGET:
            return None
        # A real game says why in its own words; the race has none, so it names the last move.
        said = Say.of("core.move", move=str(self.last_action))
        return Outcome((1 - self.to_move,), Reason(Termination.TARGET_SCORE, said))

    def _scores(self) -> tuple[Score, ...]:
        return (Score(0), Score(0))


def _parse(text: str) -> str:
    if text not in ("1", "2", "roll"):
        raise InvalidNotation(Say.of("core.notation.not_a_move", text=repr(text)))
    return text


def _picture(state: Race) -> str:
    return f"{state.total} of {TARGET}, player {state.to_move + 1} to move"


def _start(
    game: Game, players: int, options: Mapping[str, OptionValue], seed: int, rng: Rng
) -> Race:
    return Race(game=game, players=players, options=options, seed=seed, rng=rng, worked_out=[])


RACE = Game(
    id="race",
    title="Race",
    description="Add one or two, or roll; the first to ten wins.",
    min_players=2,
    max_players=2,
    start=_start,
    parse=_parse,
    explain=lambda state, action: Say.of("core.refusal.not_legal_now", move=str(action)),
    describe=lambda state, action: Say.of("core.move", move=str(action)),
    view=lambda state, player: View(player, state),
    picture=_picture,
    has_chance=True,
)


def new_race() -> Race:
    state = RACE.new_game(seed=1)
    assert isinstance(state, Race)
    return state


def test_legal_actions_are_worked_out_once_per_position() -> None:
    state = new_race()
    assert state.legal_actions() == state.legal_actions() == ("1", "2", "roll")
    after = state.apply("2")  # apply checks legality with the same actions
    assert after.legal_actions() == ("1", "2", "roll")
    assert state.worked_out == [0, 2]


def test_a_played_position_lets_go_of_its_actions_and_works_them_out_again_on_undo() -> None:
    state = new_race()
    after = state.apply("1")
    assert after.parent is state
    assert state.legal_actions() == ("1", "2", "roll")
    assert state.worked_out == [0, 0]


def test_a_search_applying_unchecked_keeps_the_actions_it_is_looping_over() -> None:
    state = new_race()
    for action in state.legal_actions():
        state.apply_unchecked(action)
        state.legal_actions()
    assert state.worked_out == [0]


def test_a_state_reads_notation_and_prints_its_picture_with_its_game_s_functions() -> None:
    state = new_race().apply(new_race().parse_action(" 2 "))
    assert str(state) == "2 of 10, player 2 to move"
    assert str(state.describe("roll")) == "move roll"


def test_by_default_a_reveal_is_an_action_that_moved_the_generator() -> None:
    start = new_race()
    assert not start.is_reveal()  # nothing led to it
    assert not start.apply("2").is_reveal()
    assert start.apply("roll").is_reveal()
    assert not start.apply("roll").apply("1").is_reveal()


def test_a_view_one_move_later_redacts_only_the_new_position() -> None:
    redacted: list[int] = []

    def hide(position: Race) -> dict[str, object]:
        redacted.append(position.total)
        return {}

    state = played(new_race(), "1", "2")
    first = redact_history(state, hide)
    assert redacted == [0, 1, 3]
    later = redact_history(played(state, "1"), hide)
    assert redacted == [0, 1, 3, 4] and later.parent is first
    assert later.seed == first.seed == HIDDEN_SEED
    assert redact_history(state) == first  # hiding less is redacted afresh, to the same here
    assert redacted == [0, 1, 3, 4]


def played(state: Race, *moves: str) -> Race:
    for move in moves:
        after = state.apply(move)
        assert isinstance(after, Race)
        state = after
    return state
