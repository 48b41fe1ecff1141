"""AI strength and speed in any game: win rates between levels, and move time per level.

Run from the repository root::

    .venv/bin/python -m benchmarks.ai_strength                 # Offboard, 100 games per pairing
    .venv/bin/python -m benchmarks.ai_strength --games 20 --pairings hard-greedy,hard-random
    .venv/bin/python -m benchmarks.ai_strength --game outback --players 4 --option variant=plus
    .venv/bin/python -m benchmarks.ai_strength --json > results.json
    .venv/bin/python -m benchmarks.ai_strength --pairings hard-normal --first-game 63 --games 37

A pairing ``A-B`` seats level A in one seat and level B in all the others.
A's seat moves round the table from game to game; with two players that is
alternating colours, A moving first in even-numbered games. Game ``i`` of
every pairing has game seed ``1000 + i`` and agent seeds derived from it,
and opens with ``--opening`` seeded random plies per player, so games
between deterministic agents differ and a run repeats exactly.

Per pairing: A's wins alone, first places shared (draws, with two players)
and losses; A's share of the wins (``1/len(winners)`` when A is among the
winners, averaged over the games; the fair share is ``1/players``); A's
mean score and the others'. Move times are the CPU seconds of every decision
each level made in those games (so other work on the machine does not skew
them), per level over all pairings; each seat keeps its agent for the whole
game. The games run in a pool of worker processes (two by default, one per
core), and each finished game prints a line on stderr naming its index, so a
partial run can be matched up, and finished by a run from ``--first-game``
(the index of its first game): together they play what one run would have.

The per-game benchmarks run their matches through ``add_match_arguments``,
``match_plan`` and ``match_report``, and print through ``print_benchmark``.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from typing import Any

from benchmarks.measure import print_move_times
from benchmarks.workloads import play_randomly, summary
from pygames import get_game
from pygames.ai import choose
from pygames.core import Game, State
from pygames.core.game import OptionValue
from pygames.games.levels import level_names, make_agent

DEFAULT_PAIRINGS = "hard-normal,hard-greedy,hard-random,normal-greedy,greedy-random,easy-random"
#: Game ``i`` of a pairing is played with game seed ``FIRST_SEED + i``.
FIRST_SEED = 1000

#: (level A in one seat, level B in every other seat)
Pairing = tuple[str, str]


@dataclass(frozen=True)
class Plan:
    """What a match run plays: the game and its settings, the pairings, games per pairing."""

    game_id: str
    players: int
    options: tuple[tuple[str, OptionValue], ...]
    pairings: tuple[Pairing, ...]
    games: int
    opening: int
    #: The index of each pairing's first game (its seed is ``FIRST_SEED`` + it).
    first_game: int = 0

    def tasks(self) -> list[Task]:
        """Every game of every pairing, pairing by pairing."""
        return [
            Task(self, first, others, index)
            for first, others in self.pairings
            for index in range(self.first_game, self.first_game + self.games)
        ]


@dataclass(frozen=True)
class Task:
    """One game of a pairing: level A, level B, and which game of the pairing it is."""

    plan: Plan
    first: str
    others: str
    index: int

    @property
    def seed(self) -> int:
        """The game seed; the agents' and the opening's seeds derive from it."""
        return FIRST_SEED + self.index

    @property
    def seat(self) -> int:
        """A's seat, one further round the table each game."""
        return self.index % self.plan.players


def opening(task: Task) -> State:
    """Start the task's game and play ``opening`` seeded random plies per player."""
    plan = task.plan
    state = get_game(plan.game_id).new_game(
        players=plan.players, seed=task.seed, options=dict(plan.options)
    )
    rng = random.Random(f"opening|{task.seed}")
    return play_randomly(state, rng, limit=plan.opening * plan.players)


def play(task: Task) -> dict[str, Any]:
    """Play one game; return A's seat, the winners, scores, plies and each level's move times."""
    plan = task.plan
    state = opening(task)
    levels = [task.first if seat == task.seat else task.others for seat in range(plan.players)]
    agents = [
        make_agent(plan.game_id, level, task.seed * plan.players + seat)
        for seat, level in enumerate(levels)
    ]
    times: dict[str, list[float]] = {task.first: [], task.others: []}
    while not state.is_over():
        player = state.current_player
        assert player is not None
        start = time.process_time()
        action = choose(agents[player], state.view(player))
        times[levels[player]].append(time.process_time() - start)
        state = state.apply(action)
    return {
        "pairing": f"{task.first}-{task.others}",
        "index": task.index,
        "seat": task.seat,
        "winners": list(state.winners()),
        "scores": [score.total for score in state.scores()],
        "plies": len(state.actions()),
        "times": times,
    }


def result_of(game: Mapping[str, Any]) -> str:
    """A's result in one game: ``win`` alone, ``shared`` first place, or ``loss``."""
    if game["seat"] not in game["winners"]:
        return "loss"
    return "win" if len(game["winners"]) == 1 else "shared"


def share_of(game: Mapping[str, Any]) -> float:
    """A's share of one game's win: 1 alone, 1/k when k players share first place, else 0."""
    return (game["seat"] in game["winners"]) / len(game["winners"])


def tally(games: Sequence[Mapping[str, Any]], players: int) -> dict[str, float]:
    """One pairing's row of the table, from the results of its games."""
    results = [result_of(game) for game in games]
    counts = {key: results.count(key) for key in ("win", "shared", "loss")}
    return {
        "games": len(games),
        **counts,
        "win_rate": counts["win"] / len(games),
        "share": statistics.mean(share_of(game) for game in games),
        "fair_share": 1 / players,
        "first_mean_score": statistics.mean(game["scores"][game["seat"]] for game in games),
        "others_mean_score": statistics.mean(
            statistics.mean(s for seat, s in enumerate(game["scores"]) if seat != game["seat"])
            for game in games
        ),
        "average_plies": statistics.mean(game["plies"] for game in games),
    }


def run_games(tasks: Sequence[Task], workers: int) -> list[dict[str, Any]]:
    """Play the tasks in a pool of ``workers`` processes; results in the order of ``tasks``."""
    results = []
    with Pool(workers) as pool:
        for done, game in enumerate(pool.imap_unordered(play, tasks), start=1):
            results.append(game)
            print(
                f"{done}/{len(tasks)} {game['pairing']} game {game['index']}:"
                f" A in seat {game['seat']}, winners {game['winners']},"
                f" scores {game['scores']}, {game['plies']} plies",
                file=sys.stderr,
            )
    order = {(f"{t.first}-{t.others}", t.index): n for n, t in enumerate(tasks)}
    return sorted(results, key=lambda game: order[game["pairing"], game["index"]])


def match_report(plan: Plan, workers: int) -> dict[str, Any]:
    """Play the plan; return the settings, pairing table, move-time table and every game."""
    start = time.perf_counter()
    games = run_games(plan.tasks(), workers)
    seconds: dict[str, list[float]] = {}
    for game in games:
        for level, times in game["times"].items():
            seconds.setdefault(level, []).extend(times)
    matches = {}
    for first, others in plan.pairings:
        pairing = f"{first}-{others}"
        matches[pairing] = tally([g for g in games if g["pairing"] == pairing], plan.players)
    return {
        "game": plan.game_id,
        "players": plan.players,
        "options": dict(plan.options),
        "python": sys.version.split()[0],
        "opening_plies_each": plan.opening,
        "workers": workers,
        "match_seconds": time.perf_counter() - start,
        "matches": matches,
        "move_time": {level: summary(times) for level, times in sorted(seconds.items())},
        "games": [{k: v for k, v in game.items() if k != "times"} for game in games],
    }


def parse_pairings(text: str) -> tuple[Pairing, ...]:
    """Read ``A-B,C-D`` into pairs of levels (an argparse ``type``)."""
    levels = level_names()
    pairings = []
    for item in filter(None, text.split(",")):
        first, _, others = item.partition("-")
        if first not in levels or others not in levels:
            names = ", ".join(levels)
            raise argparse.ArgumentTypeError(f"{item!r} is not A-B with A and B among {names}")
        pairings.append((first, others))
    if not pairings:
        raise argparse.ArgumentTypeError("name at least one pairing A-B")
    return tuple(pairings)


def parse_options(game: Game, texts: Sequence[str]) -> dict[str, OptionValue]:
    """Read ``name=value`` texts into option values, matching the text of the option's choices.

    Raises:
        ValueError: for an unknown option or value, naming the allowed ones.
    """
    known = {option.name: option for option in game.options}
    options = {}
    for text in texts:
        name, _, value = text.partition("=")
        if name not in known:
            names = ", ".join(known) or "none"
            raise ValueError(f"{game.title} has no option {name!r} (its options: {names})")
        choices = known[name].choices
        matches = [choice for choice in choices if str(choice).lower() == value.lower()]
        if not matches:
            allowed = ", ".join(str(choice) for choice in choices)
            raise ValueError(f"option {name!r} cannot be {value!r}; choose one of {allowed}")
        options[name] = matches[0]
    return options


def add_match_arguments(
    parser: argparse.ArgumentParser,
    *,
    games: int,
    pairings: str,
    opening: int,
    players: int | None = None,
) -> None:
    """Add the match options every benchmark shares, with that benchmark's defaults."""
    parser.add_argument("--games", type=int, default=games, help="games per pairing")
    parser.add_argument(
        "--pairings", type=parse_pairings, default=pairings, help="comma-separated A-B"
    )
    fewest = "the game's fewest, at least 2"
    parser.add_argument(
        "--players", type=int, default=players, help=f"players (default: {players or fewest})"
    )
    parser.add_argument(
        "--opening", type=int, default=opening, help="seeded random plies per player first"
    )
    parser.add_argument(
        "--first-game", type=int, default=0, help="index of each pairing's first game"
    )
    parser.add_argument("--workers", type=int, default=2, help="worker processes")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")


def match_plan(
    parser: argparse.ArgumentParser,
    game_id: str,
    args: argparse.Namespace,
    options: Mapping[str, OptionValue],
) -> Plan:
    """The plan ``add_match_arguments``' arguments ask for; bad settings go to ``parser.error``.

    Checked before anything is measured, so a typo does not cost a long run.
    """
    game = get_game(game_id)
    players = max(2, game.min_players) if args.players is None else args.players
    if players < 2:
        parser.error("a match needs at least two players")
    if args.games < 1 or args.opening < 0 or args.workers < 1 or args.first_game < 0:
        parser.error(
            "--games and --workers must be at least 1, --opening and --first-game 0 or more"
        )
    try:
        game.new_game(players=players, seed=FIRST_SEED, options=options)
    except ValueError as error:
        parser.error(str(error))
    frozen = tuple(sorted(options.items()))
    return Plan(game_id, players, frozen, args.pairings, args.games, args.opening, args.first_game)


def print_matches(report: Mapping[str, Any]) -> None:
    """Print ``match_report``'s pairing and move-time tables."""
    players = report["players"]
    options = ", ".join(f"{k}={v}" for k, v in report["options"].items()) or "default options"
    shared = "D" if players == 2 else "S"
    print(f"{report['game']}, {players} players, {options}, on CPython {report['python']}")
    others = "the other seat" if players == 2 else f"the other {players - 1} seats"
    print(
        f"matches: A in one seat (moving round the table game by game), B in {others};"
        f" {report['opening_plies_each']} seeded random opening plies per player"
    )
    print(
        f"W = A won alone, {shared} = first place shared, L = lost;"
        f" share = A's part of the wins, fair {1 / players:.0%}"
    )
    print(
        f"{'pairing':16} {'games':>5} {'W':>4} {shared:>4} {'L':>4} {'win%':>6} {'share':>6}"
        f" {'A score':>8} {'B score':>8} {'plies':>6}"
    )
    for pairing, row in report["matches"].items():
        print(
            f"{pairing:16} {row['games']:5d} {row['win']:4d} {row['shared']:4d} {row['loss']:4d}"
            f" {100 * row['win_rate']:6.1f} {row['share']:6.2f} {row['first_mean_score']:8.1f}"
            f" {row['others_mean_score']:8.1f} {row['average_plies']:6.1f}"
        )
    print_move_times(report["move_time"], "\nCPU seconds per decision, every move of those games")
    print(f"\nmatch wall time {report['match_seconds']:.0f} s on {report['workers']} workers")


def print_benchmark(
    report: Mapping[str, Any], as_json: bool, print_measurements: Callable[[Any], None]
) -> None:
    """Print a per-game benchmark as JSON, or as its own tables and then the match tables."""
    if as_json:
        print(json.dumps(report, indent=2))
        return
    print_measurements(report)
    print()
    print_matches(report["matches"])


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="offboard", help="game id (default: %(default)s)")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option, as often as needed (e.g. variant=plus, full_game=false)",
    )
    add_match_arguments(parser, games=100, pairings=DEFAULT_PAIRINGS, opening=2)
    args = parser.parse_args(argv)
    try:
        options = parse_options(get_game(args.game), args.option)
    except ValueError as error:
        parser.error(str(error))
    report = match_report(match_plan(parser, args.game, args, options), args.workers)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_matches(report)


if __name__ == "__main__":
    main()
