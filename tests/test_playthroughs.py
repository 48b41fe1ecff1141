"""The playthroughs: whole seeded games replayed ply by ply against the files that pin them.

For the games with chance and hidden information (Outback, Australia, Out of
Mine!) what perft counts are for Offboard and Down Under: regression data
written by ``tools/playthroughs.py`` from the engines as they were, so that a
refactor that changes who acts, what is legal (or its order), a score or an
ending shows up at the first ply it touches.
"""

from pathlib import Path

import pytest

from tools.playthroughs import BAR, DATA, PLAYTHROUGHS, SUFFIX, ending, line, new_game, read

FILES = sorted(DATA.glob(f"*{SUFFIX}"))


def test_every_game_written_has_its_file() -> None:
    assert {path.name for path in FILES} == {f"{game}{SUFFIX}" for game in PLAYTHROUGHS}


@pytest.mark.parametrize("path", FILES, ids=lambda path: path.stem)
def test_the_recorded_games_replay_ply_by_ply(path: Path) -> None:
    games = read(path)
    assert len(games) == len(PLAYTHROUGHS[path.stem])
    for setup, plies in games:
        state = new_game(setup)
        *moves, (last, end) = plies
        for ply, (position, action) in enumerate(moves):
            assert line(ply, state) == position, f"{setup} at ply {ply}"
            state = state.apply(state.parse_action(action))
        assert line(len(moves), state) + BAR + ending(state) == last + BAR + end
