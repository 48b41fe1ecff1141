"""Write Offboard positions with the hard level's choice in each, to pin the search's moves.

The hard level's search is made faster from time to time; faster must not mean
different. A file written here holds positions (a game seed and the actions that
lead there) and the move a fresh hard agent, seeded as given, chose in each when
the file was written. ``tests/test_offboard_ai.py`` asks the current code again
on ``tests/data/offboard_hard_choices.json``, a few dozen positions; for a
change to the search, compare a few thousand first::

    .venv/bin/python -m tools.offboard_choices --random 1000 --self-play 1000 \
        --out /tmp/choices.json                       # on the commit before
    .venv/bin/python -m tools.offboard_choices --check /tmp/choices.json

Positions come from two kinds of games: seeded random play stopped at a ply
drawn from the seed (odd shapes, a search's outliers), and games of the hard
level against itself after a few random plies (the positions a person meets),
where each position's choice is the move that game went on with.

Regenerate the test's file only after a deliberate change to the hard level's
choices (its evaluation, its budget, the rules), from the repository root::

    .venv/bin/python -m tools.offboard_choices --random 12 --self-play 12 \
        --out tests/data/offboard_hard_choices.json
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from pygames import get_game
from pygames.ai import choose
from pygames.core import State
from pygames.games.levels import make_agent

FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "data" / "offboard_hard_choices.json"
#: Random plies (each side's half) before the hard level plays itself, so games differ.
OPENING = 4
#: Self-play positions taken per game, so the file spans many games, not a few long ones.
PER_GAME = 20


@dataclass(frozen=True)
class Choice:
    """A position (the game's seed and the actions to it) and the hard level's move there."""

    kind: str
    game_seed: int
    actions: tuple[str, ...]
    agent_seed: int
    choice: str

    def position(self) -> State:
        """Replay the actions from the game's start, each checked as a person's would be."""
        state = get_game("offboard").new_game(seed=self.game_seed)
        for text in self.actions:
            state = state.apply(state.parse_action(text))
        return state


def hard_choice(state: State, agent_seed: int) -> str:
    """The notation of the move a fresh hard agent seeded ``agent_seed`` chooses in ``state``."""
    player = state.current_player
    assert player is not None
    return str(choose(make_agent("offboard", "hard", agent_seed), state.view(player)))


def _walked(seed: int, rng: random.Random, plies: int) -> State:
    """Game ``seed`` after up to ``plies`` moves drawn by ``rng`` (fewer if it ends)."""
    state = get_game("offboard").new_game(seed=seed)
    for _ in range(plies):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def random_positions(count: int) -> Iterator[Choice]:
    """Seeded random games, each stopped at a ply drawn from its seed, and hard's choice there."""
    seed = 0
    found = 0
    while found < count:
        rng = random.Random(seed)
        state = _walked(seed, rng, rng.randrange(4, 80))
        if not state.is_over():
            actions = tuple(str(action) for action in state.actions())
            yield Choice("random", seed, actions, seed, hard_choice(state, seed))
            found += 1
        seed += 1


def self_play_positions(count: int) -> Iterator[Choice]:
    """Games of the hard level against itself: every position and the move played from it."""
    seed = 0
    found = 0
    while found < count:
        state = _walked(seed, random.Random(seed), OPENING)
        seats = [seed * 2, seed * 2 + 1]
        for _ in range(PER_GAME):
            if state.is_over() or found == count:
                break
            player = state.current_player
            assert player is not None
            choice = hard_choice(state, seats[player])
            actions = tuple(str(action) for action in state.actions())
            yield Choice("self-play", seed, actions, seats[player], choice)
            found += 1
            state = state.apply(state.parse_action(choice))
        seed += 1


def read(path: Path) -> list[Choice]:
    """The positions and choices a file holds."""
    rows = json.loads(path.read_text("utf-8"))["positions"]
    return [Choice(**{**row, "actions": tuple(row["actions"])}) for row in rows]


def write(path: Path, choices: Sequence[Choice]) -> None:
    """Write ``choices`` with a note on where they came from, one position a line."""
    about = (
        "Offboard positions and the hard level's move in each, written by "
        "tools/offboard_choices.py (its docstring says how to regenerate) and asked again "
        "by tests/test_offboard_ai.py."
    )
    rows = ",\n".join(json.dumps(asdict(choice)) for choice in choices)
    path.write_text(f'{{"about": {json.dumps(about)},\n"positions": [\n{rows}\n]}}\n', "utf-8")


def check(path: Path) -> int:
    """Ask the hard level again in every position of ``path``; print the differences."""
    choices = read(path)
    started = time.process_time()
    differ = 0
    for choice in choices:
        again = hard_choice(choice.position(), choice.agent_seed)
        if again != choice.choice:
            differ += 1
            print(
                f"{choice.kind} {choice.game_seed} ply {len(choice.actions)}: "
                f"{choice.choice} then, {again} now"
            )
    seconds = time.process_time() - started
    print(f"{len(choices) - differ} of {len(choices)} the same; {seconds:.1f} CPU s")
    return 1 if differ else 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=0, help="positions from random games")
    parser.add_argument("--self-play", type=int, default=0, help="positions from hard self-play")
    parser.add_argument("--out", type=Path, default=FIXTURE, help="the file to write")
    parser.add_argument("--check", type=Path, help="ask again in a written file's positions")
    args = parser.parse_args(argv)
    if args.check:
        return check(args.check)
    started = time.process_time()
    choices = [*random_positions(args.random), *self_play_positions(args.self_play)]
    write(args.out, choices)
    print(f"{len(choices)} positions in {time.process_time() - started:.1f} CPU s: {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
