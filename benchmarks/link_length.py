"""How long a share link grows with the game: the record's JSON beside the fragment a link
carries (deflated, base64url), after 30, 60 and 100 moves of each game and at its end
(with the median number of moves a whole game took), and the friend link (``f1.``) that
carries the same game with its id and every seat's name (24 characters each, drawn at
random so they do not compress away: the longest names a player can choose).

Chat apps cut or refuse long addresses (a common limit is about 2,000 characters), and
playing a friend by link sends one after every move: these are the figures that decide
whether a game's links need a more compact notation. Random legal play from seeded
games, the median over ``--seeds`` games; a game over before a count stops there.

    .venv/bin/python -m benchmarks.link_length [--seeds 5] [--most-players] [--json]
"""

from __future__ import annotations

import argparse
import base64
import json
import random
import statistics
import string

import pygames
from benchmarks.workloads import play_randomly
from pygames.core import to_fragment, to_json
from pygames.core.friends import MAX_NAME_LENGTH, FriendLink, to_friend_fragment

#: The moves after which a link is measured (0: at the game's end). A game over sooner is
#: measured at its end.
COUNTS = (30, 60, 100, 0)
#: A site's address before the fragment, as a link sent from a blog's host would have.
ADDRESS = "https://example.github.io/pygames/play.html?game=down-under#"
#: About where chat apps start cutting addresses.
CHAT_LIMIT = 2000


def lengths(game_id: str, seed: int, most: bool) -> dict[int, tuple[int, int, int, int]]:
    """For each count of moves: the moves played, the record's JSON length, the share
    link's and the friend link's (``most``: with the most players the game allows, else
    the fewest)."""
    game = pygames.get_game(game_id)
    state = game.new_game(players=game.max_players if most else None, seed=seed)
    found: dict[int, tuple[int, int, int, int]] = {}
    rng = random.Random(seed)
    friend_id = base64.urlsafe_b64encode(rng.randbytes(9)).decode("ascii")
    names = tuple(
        "".join(rng.choices(string.ascii_letters, k=MAX_NAME_LENGTH)) for _ in range(state.players)
    )
    for count in COUNTS:
        left = count - len(state.actions()) if count else None
        state = play_randomly(state, rng, limit=left)
        record = state.record()
        link = len(ADDRESS) + len(to_fragment(record))
        friend = len(ADDRESS) + len(to_friend_fragment(FriendLink(friend_id, names, 0, state)))
        found[count] = (len(state.actions()), len(to_json(record)), link, friend)
    return found


def measure(seeds: int, most: bool = False) -> dict[str, dict[int, dict[str, float]]]:
    """The medians per game and count: JSON characters, share and friend link characters,
    and the share link's ratio to the JSON."""
    result: dict[str, dict[int, dict[str, float]]] = {}
    for game in pygames.list_games():
        runs = [lengths(game.id, seed, most) for seed in range(seeds)]
        result[game.id] = {
            count: {
                "moves": statistics.median(run[count][0] for run in runs),
                "json": statistics.median(run[count][1] for run in runs),
                "link": statistics.median(run[count][2] for run in runs),
                "friend": statistics.median(run[count][3] for run in runs),
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
    parser.add_argument("--most-players", action="store_true", help="each game's most players")
    args = parser.parse_args()
    result = measure(args.seeds, args.most_players)
    if args.json:
        print(json.dumps(result, indent=2))
        return
    heads = [f"{count} moves" if count else "whole game" for count in COUNTS]
    print(f"{'json / r1 / f1':<15}" + "".join(f"{head:>28}" for head in heads))
    for game_id, per_count in result.items():
        cells = []
        for count in COUNTS:
            figures = per_count[count]
            moves = f"({figures['moves']:.0f})" if figures["moves"] != count else ""
            links = " / ".join(
                f"{figures[kind]:.0f}{'!' if figures[kind] > CHAT_LIMIT else ''}"
                for kind in ("link", "friend")
            )
            cells.append(f"{moves} {figures['json']:.0f} / {links}")
        print(f"{game_id:<15}" + "".join(f"{cell:>28}" for cell in cells))
    print("(n): the moves played, where the game ended sooner or for a whole game")
    print(f"(! over {CHAT_LIMIT} characters, where chat apps start cutting addresses)")
    print(f"links counted with the address before the fragment ({len(ADDRESS)} characters)")


if __name__ == "__main__":
    main()
