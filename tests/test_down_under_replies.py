"""The hard level's search for three and four players: rivals answering for themselves."""

from collections.abc import Iterator

from pygames.ai import Greedy
from pygames.ai.replies import RivalReplies, _Search
from pygames.core import State
from pygames.games.down_under import DownUnderState
from pygames.games.down_under.ai import KNOWLEDGE, Lookahead
from pygames.games.levels import make_agent
from tests.down_under_positions import new_game
from tests.playouts import decide, drain


def middle_games(players: int, games: int, plies: int) -> Iterator[DownUnderState]:
    """Positions ``plies`` actions into games between greedy players, one per seed."""
    for seed in range(games):
        state: State = new_game(players, seed=seed)
        for ply in range(plies):
            state = state.apply(decide(Greedy(KNOWLEDGE, seed + ply), state))
        assert isinstance(state, DownUnderState) and not state.is_over()
        yield state


def test_each_rival_replies_with_the_move_its_own_evaluation_likes_best() -> None:
    for state in middle_games(players=4, games=3, plies=6):
        me = state.current_player
        assert me is not None
        search = _Search(KNOWLEDGE, me, budget=0, width=4)
        after_mine = state.apply(state.legal_actions()[0])
        rival = after_mine.current_player
        assert rival is not None and rival != me
        replied, _ = drain(search._replies(after_mine))
        reply = replied.actions()[len(after_mine.actions())]
        values = [
            KNOWLEDGE.evaluate(after_mine.apply_unchecked(action), rival)
            for action in after_mine.legal_actions()
        ]
        assert KNOWLEDGE.evaluate(after_mine.apply_unchecked(reply), rival) == max(values)
        assert replied.current_player in (me, None)


def test_the_budget_bounds_the_deepening() -> None:
    # Out of nodes at once, the search plays what its first pass found; with room, the
    # turns after the replies change some choices.
    changed = 0
    for state in middle_games(players=3, games=6, plies=5):
        first_pass = decide(RivalReplies(KNOWLEDGE, 7, nodes=10**9, turns=1), state)
        assert decide(RivalReplies(KNOWLEDGE, 7, nodes=1), state) == first_pass
        changed += decide(RivalReplies(KNOWLEDGE, 7, nodes=10**9), state) != first_pass
    assert changed


def test_the_hard_level_with_two_players_searches_as_before() -> None:
    for state in middle_games(players=2, games=2, plies=6):
        before = Lookahead(3, nodes=3_000)
        assert decide(make_agent("down-under", "hard", seed=3), state) == decide(before, state)


def test_the_hard_level_with_three_players_answers_as_the_rival_replies_search() -> None:
    for state in middle_games(players=3, games=2, plies=5):
        replies = RivalReplies(KNOWLEDGE, 3, nodes=2_700, margin=5.0)
        assert decide(make_agent("down-under", "hard", seed=3), state) == decide(replies, state)
