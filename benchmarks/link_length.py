"""How long a share link grows with the game: the record's JSON beside the fragment a link
carries (deflated, base64url), after 30, 60 and 100 moves of each game and at its end
(with the median number of moves a whole game took).

Chat apps cut or refuse long addresses (a common limit is about 2,000 characters), and
playing a friend by link sends one after every move: these are the figures that decide
whether a game's links need a more compact notation. Random legal play from seeded
games, the median over ``--seeds`` games; a game over before a count stops there.

    .venv/bin/python -m benchmarks.link_length [--seeds 5] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

import pygames
from benchmarks.workloads import play_randomly
from pygames.core import to_fragment, to_json

#: The moves after which a link is measured (0: at the game's end). A game over sooner is
#: measured at its end.
COUNTS = (30, 60, 100, 0)
#: A site's address before the fragment, as a link sent from a blog's host would have.
ADDRESS = "https://example.github.io/pygames/play.html?game=down-under#"
#: About where chat apps start cutting addresses.
CHAT_LIMIT = 2000


def lengths(game_id: str, seed: int) -> dict[int, tuple[int, int, int]]:
    """For each count of moves: the moves played, the record's JSON length and the link's."""
    state = pygames.get_game(game_id).new_game(seed=seed)
    found: dict[int, tuple[int, int, int]] = {}
    rng = random.Random(seed)
    for count in COUNTS:
        left = count - len(state.actions()) if count else None
        state = play_randomly(state, rng, limit=left)
        record = state.record()
        link = len(ADDRESS) + len(to_fragment(record))
        found[count] = (len(state.actions()), len(to_json(record)), link)
    return found


def measure(seeds: int) -> dict[str, dict[int, dict[str, float]]]:
    """The medians per game and count: JSON characters, link characters, their ratio."""
    result: dict[str, dict[int, dict[str, float]]] = {}
    for game in pygames.list_games():
        runs = [lengths(game.id, seed) for seed in range(seeds)]
        result[game.id] = {
            count: {
                "moves": statistics.median(run[count][0] for run in runs),
                "json": statistics.median(run[count][1] for run in runs),
                "link": statistics.median(run[count][2] for run in runs),
            }
            for count in COUNTS
        }
        for figures in result[game.id].values():
            figures["ratio"] = figures["link"] / figures["json"]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = measure(args.seeds)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    heads = [f"{count} moves" if count else "whole game" for count in COUNTS]
    print(f"{'json / link':<12}" + "".join(f"{head:>27}" for head in heads))
    for game_id, per_count in result.items():
        cells = []
        for count in COUNTS:
            figures = per_count[count]
            over = "!" if figures["link"] > CHAT_LIMIT else " "
            moves = f"({figures['moves']:.0f})" if figures["moves"] != count else ""
            ratio = f"x{figures['ratio']:.2f}"
            cells.append(f"{moves} {figures['json']:.0f} / {figures['link']:.0f}{over} {ratio}")
        print(f"{game_id:<12}" + "".join(f"{cell:>27}" for cell in cells))
    print("(n): the moves played, where the game ended sooner or for a whole game")
    print(f"(! over {CHAT_LIMIT} characters, where chat apps start cutting addresses)")


if __name__ == "__main__":
    main()
