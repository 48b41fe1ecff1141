"""The benchmarks' match runner: A's seat goes round the table and wins are shared out right."""

import argparse

import pytest

from benchmarks.ai_strength import (
    Plan,
    match_report,
    parse_options,
    parse_pairings,
    play,
    result_of,
    share_of,
    tally,
)
from pygames import get_game


def random_plan(games: int, players: int = 3) -> Plan:
    """Random players in Down Under, whose random games last a few dozen plies."""
    return Plan("down-under", players, (), (("random", "random"),), games, opening=1)


def test_a_moves_round_the_table_one_seat_a_game() -> None:
    assert [task.seat for task in random_plan(games=5).tasks()] == [0, 1, 2, 0, 1]
    assert [task.seat for task in random_plan(games=3, players=2).tasks()] == [0, 1, 0]


def test_a_run_from_a_later_game_plays_the_rest_of_a_longer_run() -> None:
    whole = random_plan(games=5).tasks()
    rest = Plan("down-under", 3, (), (("random", "random"),), 2, opening=1, first_game=3).tasks()
    assert [(task.index, task.seed, task.seat) for task in rest] == [
        (task.index, task.seed, task.seat) for task in whole[3:]
    ]
    later, in_whole = play(rest[0]), play(whole[3])
    del later["times"], in_whole["times"]  # CPU seconds differ from run to run
    assert later == in_whole


def test_a_game_records_the_seat_winners_scores_and_repeats_exactly() -> None:
    task = random_plan(games=2).tasks()[1]
    game = play(task)
    assert (game["pairing"], game["index"], game["seat"]) == ("random-random", 1, 1)
    assert len(game["scores"]) == 3
    assert game["winners"] and set(game["winners"]) <= {0, 1, 2}
    assert game["plies"] >= 3  # at least the opening ply per player
    again = play(task)
    del game["times"], again["times"]
    assert again == game


def test_wins_alone_shared_and_lost_and_the_share_of_wins() -> None:
    games = [
        {"seat": 0, "winners": [0], "scores": [9, 3, 3], "plies": 10},
        {"seat": 1, "winners": [0, 1], "scores": [6, 6, 0], "plies": 20},
        {"seat": 2, "winners": [0, 1, 2], "scores": [4, 4, 4], "plies": 30},
        {"seat": 0, "winners": [2], "scores": [1, 2, 7], "plies": 40},
    ]
    assert [result_of(game) for game in games] == ["win", "shared", "shared", "loss"]
    assert [share_of(game) for game in games] == [1, 1 / 2, 1 / 3, 0]
    row = tally(games, players=3)
    assert (row["games"], row["win"], row["shared"], row["loss"]) == (4, 1, 2, 1)
    assert row["win_rate"] == 1 / 4
    assert row["share"] == pytest.approx((1 + 1 / 2 + 1 / 3) / 4)
    assert row["fair_share"] == 1 / 3
    assert row["first_mean_score"] == (9 + 6 + 4 + 1) / 4
    assert row["others_mean_score"] == (3 + 3 + 4 + 4.5) / 4
    assert row["average_plies"] == 25


def test_a_run_reports_every_game_in_order_and_each_levels_moves() -> None:
    report = match_report(random_plan(games=2), workers=1)
    assert [(g["index"], g["seat"]) for g in report["games"]] == [(0, 0), (1, 1)]
    assert report["matches"]["random-random"]["games"] == 2
    assert report["move_time"]["random"]["moves"] == sum(g["plies"] - 3 for g in report["games"])


def test_options_are_read_like_the_games_choices() -> None:
    game = get_game("down-under")
    options = parse_options(game, ["special_scoring=true", "area=6x6"])
    assert options == {"special_scoring": True, "area": "6x6"}
    with pytest.raises(ValueError, match="no option 'size'"):
        parse_options(game, ["size=6"])
    with pytest.raises(ValueError, match="cannot be '9x9'"):
        parse_options(game, ["area=9x9"])


def test_pairings_name_known_levels() -> None:
    assert parse_pairings("hard-greedy,easy-random,") == (("hard", "greedy"), ("easy", "random"))
    with pytest.raises(argparse.ArgumentTypeError):
        parse_pairings("hard-expert")
