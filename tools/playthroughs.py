"""Write the playthroughs: every ply of a few fixed games, as the engines play them today.

Perft counts (``tests/data/offboard.perft``) pin a game without chance from its
start; a game with dice, shuffles and hidden things is better pinned along whole
games, as OpenSpiel's playthroughs do. A seeded game is deterministic (the state
owns its generator), so a file records a game's setup and then, after every ply:
who acts, the legal actions (their count and a checksum of their notation in
order, since agents and records pick by index), every player's score, and the
action taken. ``tests/test_playthroughs.py`` replays the recorded actions and
checks every line, so a change to the rules, the generator or the order of the
legal actions shows up at the first ply it touches.

The actions come from the games' own agents (named per game below), only to make
games a player might play; the files record them, so the test needs no agent.
Regenerate, only after a deliberate change to a game's rules, from the repository
root::

    .venv/bin/python -m tools.playthroughs

and review the difference like any other change to the rules.
"""

from __future__ import annotations

import json
import sys
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from pygames import get_game
from pygames.ai import choose
from pygames.core import OptionValue, State
from pygames.games.levels import make_agent

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
SUFFIX = ".playthrough"
#: Splits a line's numbers from the action's notation, which has spaces of its own.
BAR = " | "


@dataclass(frozen=True)
class Setup:
    """One game to play through: the setup of its record, and who picks the actions."""

    game: str
    players: int
    seed: int
    options: dict[str, OptionValue] = field(default_factory=dict)
    #: The agent level of each seat in turn (``make_agent``), repeated round the table.
    levels: tuple[str, ...] = ("random",)


#: The games pinned, per file: each game's options, player counts and variants.
PLAYTHROUGHS: dict[str, tuple[Setup, ...]] = {
    "outback": (
        Setup("outback", 2, seed=1),
        Setup(
            "outback",
            3,
            seed=2,
            options={"variant": "plus", "plus_tiles": "five", "penalty": "random"},
            levels=("greedy", "random", "easy"),
        ),
        Setup("outback", 4, seed=3, options={"end": "all-complete"}),
    ),
    "australia": (
        Setup("australia", 2, seed=1),
        Setup("australia", 3, seed=2, options={"full_game": False}, levels=("greedy",)),
        Setup("australia", 5, seed=3, levels=("greedy", "random")),
    ),
    "out-of-mine": (
        Setup("out-of-mine", 2, seed=1, levels=("easy",)),
        Setup("out-of-mine", 1, seed=20_000, options={"solo": "puzzle"}),
        Setup(
            "out-of-mine",
            3,
            seed=3,
            options={"mode": "hot-seat", "elves": True, "finds": True},
            levels=("normal",),
        ),
    ),
}


def new_game(setup: Setup) -> State:
    """The first state of a playthrough's game."""
    return get_game(setup.game).new_game(setup.players, setup.seed, setup.options)


def line(ply: int, state: State) -> str:
    """What a playthrough pins of ``state``, the position after ``ply`` actions."""
    player = state.current_player
    legal = [str(action) for action in state.legal_actions()]
    checksum = zlib.crc32("\n".join(legal).encode("utf-8"))
    scores = " ".join(str(score.total) for score in state.scores())
    return f"{ply} {'-' if player is None else player} {len(legal)} {checksum:08x} {scores}"


def ending(state: State) -> str:
    """What follows the last position: how the game ended and who won."""
    outcome = state.outcome()
    assert outcome is not None, "a playthrough is a whole game"
    winners = " ".join(str(player) for player in outcome.winners)
    return f"over {outcome.reason.kind.name} winners {winners}"


def play(setup: Setup) -> Iterator[str]:
    """The lines of one playthrough: the setup, then every position and the action from it."""
    state = new_game(setup)
    yield "game " + json.dumps(_setup_json(setup), sort_keys=True)
    agents = {
        seat: make_agent(setup.game, setup.levels[seat % len(setup.levels)], setup.seed + seat)
        for seat in range(setup.players)
    }
    ply = 0
    while not state.is_over():
        player = state.current_player
        assert player is not None
        action = choose(agents[player], state.view(player))
        yield line(ply, state) + BAR + str(action)
        state = state.apply(action)
        ply += 1
    yield line(ply, state) + BAR + ending(state)


def read(path: Path) -> list[tuple[Setup, list[tuple[str, str]]]]:
    """The games of a playthrough file: each setup, then (position, action) per line."""
    games: list[tuple[Setup, list[tuple[str, str]]]] = []
    for text in path.read_text("utf-8").splitlines():
        if not text or text.startswith("#"):
            continue
        if text.startswith("game "):
            given = json.loads(text.removeprefix("game "))
            games.append((Setup(**given), []))
            continue
        position, action = text.split(BAR)
        games[-1][1].append((position, action))
    return games


def _setup_json(setup: Setup) -> dict[str, object]:
    """The setup as the file writes it (the agents are not needed to replay)."""
    return {
        "game": setup.game,
        "players": setup.players,
        "seed": setup.seed,
        "options": setup.options,
    }


def _header(game_id: str) -> list[str]:
    return [
        f"# {get_game(game_id).title}: every ply of a few fixed games, as the engine plays them.",
        "# Written by tools/playthroughs.py (its docstring says when and how to regenerate),",
        "# replayed by tests/test_playthroughs.py. Per game: a 'game' line (the record's setup),",
        "# then per position: ply, player to act ('-' once over), legal actions (their count,",
        "# crc32 of their notation in order), every player's score | the action taken from it",
        "# (after the last position: how the game ended and who won).",
    ]


def write(game_id: str, setups: Sequence[Setup]) -> Path:
    """Play ``setups`` through and write them to ``tests/data/<game>.playthrough``."""
    lines = _header(game_id)
    for setup in setups:
        lines.append("")
        lines.extend(play(setup))
    path = DATA / f"{game_id}{SUFFIX}"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


def main(argv: Sequence[str]) -> int:
    """Write every playthrough file (or only those of the games named)."""
    for game_id in argv or PLAYTHROUGHS:
        path = write(game_id, PLAYTHROUGHS[game_id])
        print(f"{path.relative_to(DATA.parents[1])}: {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
