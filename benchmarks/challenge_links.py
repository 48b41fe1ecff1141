"""How long a challenge link (``c1.``) grows over a race: the whole address after each
round of a solo game of Out of Mine!, the link every participant sends after each round.

Chat apps cut or refuse long addresses (about 2,000 characters, ``link_length.CHAT_LIMIT``),
so these figures decide whether a race needs a more compact record. The solo game is
played three ways, medians over ``--seeds`` seeded games: uniformly random legal actions
(which wait, fumble and call at random: no person plays so), and the engine's own dwarves
of the easy and normal levels playing the person's seat (a solver's cover laid tile by
tile at a person's pace, the easy one laying a third of its tiles wrong first: the
nearest to a person's record the engine can make). The name is 24 random letters, the
longest a player can choose and one that does not compress away.

    .venv/bin/python -m benchmarks.challenge_links [--seeds 9] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import string
from collections.abc import Callable

import pygames
from benchmarks.link_length import ADDRESS, CHAT_LIMIT
from pygames.ai import choose
from pygames.core import State, to_json
from pygames.core.challenges import ChallengeLink, new_challenge_id, to_challenge_fragment
from pygames.core.friends import MAX_NAME_LENGTH
from pygames.games.levels import make_agent

ROUNDS = 7
PLAYERS = ("random", "easy", "normal")

#: Plays the player to act's next action in a solo game.
Player = Callable[[State], State]


def player(kind: str, seed: int) -> Player:
    """The next action of a solo game played by ``kind``: random, or a dwarf's level."""
    if kind == "random":
        rng = random.Random(seed)
        return lambda state: state.apply(rng.choice(state.legal_actions()))
    agent = make_agent("out-of-mine", kind, seed)
    return lambda state: state.apply(choose(agent, state.view(0)))


def lengths(kind: str, seed: int) -> list[tuple[int, int, int]]:
    """After each round: the moves played, the record's JSON length and the address's."""
    rng = random.Random(seed)
    name = "".join(rng.choices(string.ascii_letters, k=MAX_NAME_LENGTH))
    challenge, participant = new_challenge_id(), new_challenge_id()
    state = pygames.get_game("out-of-mine").new_game(players=1, seed=seed)
    play = player(kind, seed)
    found = []
    for _ in range(ROUNDS):
        finished = len(state.scores()[0].parts)
        while len(state.scores()[0].parts) == finished:
            state = play(state)
        link = ChallengeLink(challenge, participant, name, state)
        address = len(ADDRESS) + len(to_challenge_fragment(link))
        found.append((len(state.actions()), len(to_json(state.record())), address))
    return found


def measure(seeds: int) -> dict[str, list[dict[str, float]]]:
    """Per way of playing and round: the median moves, JSON and address characters."""
    result = {}
    for kind in PLAYERS:
        runs = [lengths(kind, seed) for seed in range(seeds)]
        result[kind] = [
            {
                "moves": statistics.median(run[index][0] for run in runs),
                "json": statistics.median(run[index][1] for run in runs),
                "link": statistics.median(run[index][2] for run in runs),
                "longest": max(run[index][2] for run in runs),
            }
            for index in range(ROUNDS)
        ]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=9)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = measure(args.seeds)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{'after round':<12}" + "".join(f"{number:>14}" for number in range(1, ROUNDS + 1)))
    for kind, rounds in result.items():
        cells = [
            f"{figures['link']:.0f}{'!' if figures['longest'] > CHAT_LIMIT else ''}"
            f" ({figures['moves']:.0f})"
            for figures in rounds
        ]
        print(f"{kind:<12}" + "".join(f"{cell:>14}" for cell in cells))
    print(f"median address in characters ({len(ADDRESS)} before the fragment), (moves played)")
    print(f"(! a seed's link over {CHAT_LIMIT} characters, where chat apps start cutting)")


if __name__ == "__main__":
    main()
