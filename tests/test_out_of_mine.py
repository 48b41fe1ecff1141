"""Out of Mine!: crystals, content, the rulebook's scoring, engine, words, playing alone.

The solver's tests are in ``test_out_of_mine_solver.py``, the dwarves' in
``test_out_of_mine_ai.py``.
"""

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import replace
from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pygames
from pygames import IllegalAction, InvalidNotation
from pygames.core import HIDDEN_SEED, Action, InvalidSetup, OptionValue, Rng, Say, State
from pygames.core.say import LANGUAGES, catalog, in_language
from pygames.games.out_of_mine import LIMIT, ROUNDS, End, OutOfMineState, Phase, play_timeline
from pygames.games.out_of_mine.actions import (
    CALL,
    STOP,
    Change,
    ChooseSide,
    Flip,
    Move,
    Put,
    Take,
    Turn,
    Wait,
    parse,
)
from pygames.games.out_of_mine.content import CARDS, LAYOUTS
from pygames.games.out_of_mine.picture import gallery
from pygames.games.out_of_mine.puzzle import LAST_DAY, day_of, pick
from pygames.games.out_of_mine.refusals import change_refusal, refusal_at
from pygames.games.out_of_mine.rules import race_rounds
from pygames.games.out_of_mine.scoring import judge, score
from pygames.games.out_of_mine.shapes import (
    CELL_COUNT,
    CELL_NAMES,
    FINDS_ON,
    SHAPE_BY_CODE,
    SHAPES,
    Colour,
    Find,
    Shape,
    footprint,
    kinds,
)
from pygames.games.out_of_mine.tiles import allows, legal_changes
from tests.english import english_in, said
from tests.out_of_mine_positions import GAME, card, layout, new_game, play, playing, tiles
from tests.playouts import applied, each, playout, seen_after
from tools.out_of_mine_generate import CAPS, DATA, generate

# -- crystals -------------------------------------------------------------


def test_the_box_holds_69_crystals_in_five_colours() -> None:
    per_colour: Counter[Colour] = Counter()
    for shape in SHAPES:
        per_colour[shape.colour] += shape.supply
    assert per_colour == {
        Colour.YELLOW: 12,
        Colour.BLUE: 16,
        Colour.GREEN: 16,
        Colour.RED: 15,
        Colour.WHITE: 10,
    }
    assert sum(per_colour.values()) == 69
    whites = sorted(shape.code[1] for shape in SHAPES if shape.colour is Colour.WHITE)
    assert whites == list("FLNPTUVWYZ")


def test_sixteen_tiles_carry_a_find_four_of_each_over_four_colours() -> None:
    carried = [(code, find) for code, finds in FINDS_ON.items() for find in finds]
    assert len(carried) == 16
    assert Counter(find for _, find in carried) == {find: 4 for find in Find}
    colours = {SHAPE_BY_CODE[code].colour for code, _ in carried}
    assert colours == {Colour.BLUE, Colour.GREEN, Colour.RED, Colour.WHITE}
    for code, finds in FINDS_ON.items():
        assert len(finds) <= SHAPE_BY_CODE[code].supply


@pytest.mark.parametrize(
    "code, count",
    [("Y", 1), ("B", 2), ("GI", 2), ("GL", 4), ("RO", 1), ("RS", 4), ("RL", 8), ("WT", 4)],
)
def test_each_shape_has_its_distinct_orientations(code: str, count: int) -> None:
    assert len(SHAPE_BY_CODE[code].orientations) == count


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: s.code)
def test_four_turns_or_two_flips_give_the_tile_back(shape: Shape) -> None:
    for orientation in range(len(shape.orientations)):
        turned = orientation
        for _ in range(4):
            turned = shape.turned(turned)
        assert turned == orientation
        assert shape.flipped(shape.flipped(orientation)) == orientation
        anchor = 2 * 8 + 3
        mask = footprint(shape.index, orientation, anchor)
        assert mask is not None and mask.bit_count() == shape.size
        assert mask & -mask == 1 << anchor  # the anchor is the first square in reading order


# -- content --------------------------------------------------------------


def test_the_generator_reproduces_the_shipped_data() -> None:
    assert generate() == DATA.read_text(encoding="utf-8")


def test_twenty_layouts_of_twenty_cells_in_one_to_three_corridors() -> None:
    assert len(LAYOUTS) == 20
    assert [lay.name for lay in LAYOUTS[:4]] == ["1A", "1B", "2A", "2B"]
    assert len({lay.region for lay in LAYOUTS}) == 20
    for lay in LAYOUTS:
        assert lay.region.bit_count() == 20
        assert 1 <= len(lay.corridors) <= 3
        colours = [elf.colour for elf in lay.elves]
        assert len(colours) == len(set(colours)) == 3
        assert len({elf.cell for elf in lay.elves}) == 3
        for elf in lay.elves:
            assert lay.region >> elf.cell & 1
            beside = {"n": -8, "s": 8, "w": -1, "e": 1}[elf.side] + elf.cell
            off_grid = (
                (elf.side == "w" and elf.cell % 8 == 0)
                or (elf.side == "e" and elf.cell % 8 == 7)
                or not 0 <= beside < 48
            )
            assert off_grid or not lay.region >> beside & 1, (lay.name, elf)


def test_forty_cards_of_twenty_squares_within_the_caps() -> None:
    assert len(CARDS) == 40
    assert len({crd.counts for crd in CARDS}) == 40
    tiles_per_card: Counter[int] = Counter()
    for crd in CARDS:
        assert sum(n * (colour + 1) for colour, n in enumerate(crd.counts)) == 20
        assert all(n <= cap for n, cap in zip(crd.counts, CAPS, strict=True))
        assert 5 <= sum(crd.counts) <= 10
        tiles_per_card[sum(crd.counts)] += 1
        assert crd.good.is_good and not crd.bad.is_good
        assert crd.good_value in (1, 2) and crd.bad_value in (-1, -2)
    assert sum(tiles_per_card[n] for n in (6, 7, 8)) >= 30
    combinations = Counter((c.good, c.good_value, c.bad, c.bad_value) for c in CARDS)
    assert len(combinations) == 16 and set(combinations.values()) == {2, 3}


# -- scoring: the rulebook's examples ---------------------------------------

#: Tim called with one green too many (e1) and a blue sticking out (e4-f4).
TIM = "RI a1 0, RI a2 0, GI a3 0, GI a4 0, B d3 1, GI e1 1, B e4 0"
TIM_CARD = (0, 3, 2, 2, 0)
#: Karsten: 4 empty cells (column e), blue and white elves served, the green one not.
KARSTEN = "WP a1 0, B c1 0, B c2 0, GI b3 0, RI a4 0"
KARSTEN_ELVES = "blue:c1:n white:a1:w green:a3:w yellow:e1:e"
#: Annika: 4 empty cells, one woodworm (-1 on her card), two gold (+2 each).
ANNIKA = "WP a1 0, B:g c1 0, B:w c2 0, RI e1 1, GL:g b3 0"


def labelled(parts: Iterable[tuple[Say, int]]) -> list[tuple[str, int]]:
    """A score's parts with their labels in English."""
    return [(str(label), points) for label, points in parts]


def test_tim_called_too_early_and_scores_4() -> None:
    judged = judge(layout(), card(TIM_CARD), tiles(TIM))
    assert [str(reason) for _, reason in judged.removed] == [
        "the card allows only 2 green",
        "it sticks out of the corridor",
    ]
    assert judged.empty == 4
    result = score(layout(), card(TIM_CARD), tiles(TIM), caller=True, elves=False, finds=False)
    assert result.total == 10 - 4 - 2 == 4
    assert labelled(result.parts) == [("10 − 4 empty cells", 6), ("called with empty cells", -2)]


def test_a_caller_with_a_complete_board_gets_2_more() -> None:
    board = tiles("RI a1 0, RI a2 0, GI a3 0, GI a4 0, B d3 1, B e1 1, B e3 1")
    result = score(layout(), card(TIM_CARD), board, caller=True, elves=False, finds=False)
    assert result.total == 12 and result.complete


def test_karsten_scores_8_with_two_elves() -> None:
    result = score(
        layout(elves=KARSTEN_ELVES),
        card((0, 4, 1, 1, 1)),
        tiles(KARSTEN),
        caller=False,
        elves=True,
        finds=False,
    )
    assert result.total == 10 - 4 + 1 + 1 == 8
    assert [str(label) for label, _ in result.parts[1:]] == [
        "blue elf beside a blue crystal",
        "white elf beside a white crystal",
    ]


def test_the_yellow_elf_cannot_score_without_yellow_on_the_card() -> None:
    board = [*tiles(KARSTEN), *tiles("Y e1 0")]
    lay = layout(elves=KARSTEN_ELVES)
    result = score(lay, card((0, 4, 1, 1, 1)), board, caller=False, elves=True, finds=False)
    assert result.total == 8  # the yellow crystal is removed: 4 empty cells, no yellow elf
    state = playing(players=1, cards=(next(c.index for c in CARDS if not c.counts[0]),))
    state = play(state, "+1s")
    with pytest.raises(IllegalAction, match="no yellow crystals"):
        play(state, f"put Y {_free_cell(state)} 0")


def test_annika_scores_9_with_a_woodworm_and_two_gold() -> None:
    crd = card((1, 2, 2, 1, 1), good="gold:2", bad="woodworm:-1")
    result = score(layout(), crd, tiles(ANNIKA), caller=False, elves=False, finds=True)
    assert result.total == 10 - 4 - 1 + 2 + 2 == 9
    without = score(layout(), crd, tiles(ANNIKA), caller=False, elves=False, finds=False)
    assert without.total == 6


def test_more_than_10_empty_cells_score_0_and_lose_every_bonus() -> None:
    board = tiles("WP a1 0, B:g c1 0, GL:g b3 0")  # 10 covered, 10 empty: still counts
    lay = layout(elves="white:a1:w")
    crd = card((1, 2, 2, 1, 1))
    ten = score(lay, crd, board, caller=True, elves=True, finds=True)
    assert ten.total == 10 - 10 - 2 + 1 + 2 + 2
    eleven = score(lay, crd, board[:2] + tiles("GI b3 0"), caller=True, elves=True, finds=True)
    assert eleven.empty == 10
    fewer = score(lay, crd, board[:2], caller=True, elves=True, finds=True)
    assert fewer.empty == 13 and fewer.total == 0
    assert labelled(fewer.parts) == [("13 empty cells: more than 10 score 0", 0)]


# -- the engine -------------------------------------------------------------


def _free_cell(state: OutOfMineState) -> str:
    player = state.current_player
    assert player is not None
    covered = 0
    for tile in state.timelines[player].board:
        covered |= tile.mask
    free = state.layout(player).region & ~covered
    return CELL_NAMES[(free & -free).bit_length() - 1]


def first_put(state: OutOfMineState) -> str:
    return str(next(a for a in state.legal_actions() if isinstance(a, Put)))


def quick_round(state: OutOfMineState, caller_wait: str = "+1s") -> OutOfMineState:
    """Everyone picks side A; the first player waits and calls, the rest stop."""
    while state.phase is Phase.SIDES:
        state = play(state, "side A")
    state = play(state, caller_wait, "call")
    while state.phase is Phase.PLAY:
        state = play(state, "stop")
    return state


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_seven_rounds_from_six_spare_boards(players: int) -> None:
    state = new_game(players=players, seed=players)
    assert len(state.pile) == 6 and len(set(state.boards)) == players
    callers_boards = []
    for number in range(1, ROUNDS + 1):
        assert state.round == number and not state.is_over()
        before = state
        while before.phase is Phase.SIDES:
            before = play(before, "side A")
        state = quick_round(before)
        caller = state.results[-1].caller
        callers_boards.append(before.boards[caller])
        if number < ROUNDS:
            assert before.boards[caller] not in state.boards  # back in the box
            assert len(state.pile) == 6 - number
    assert state.is_over() and len(state.results) == 7
    assert len(set(callers_boards)) == 7
    assert state.current_player is None and state.legal_actions() == ()


def test_the_same_board_coming_back_is_played_on_its_other_side() -> None:
    for seed in range(50):
        state = quick_round(new_game(players=2, seed=seed, options={"mode": "hot-seat"}))
        kept = [p for p in (0, 1) if state.boards[p] == state.results[0].layouts[p] // 2]
        if kept:
            player = kept[0]
            assert state.sides[player] == 1  # played side A, gets side B
            assert state.previous[player] % 2 == 0
            assert state.current_player != player or state.phase is Phase.PLAY
            while state.phase is Phase.SIDES:
                state = play(state, "side A")
            assert state.layout(player).name.endswith("B")
            return
    pytest.fail("no seed dealt a board back")


def test_the_orders_dwarves_first_or_in_turn() -> None:
    dwarves = new_game(players=3, seed=1)
    assert dwarves.order == (1, 2, 0)
    turns = new_game(players=3, seed=1, options={"mode": "hot-seat"})
    assert turns.order == (0, 1, 2)
    assert quick_round(turns).order == (1, 2, 0)


def test_the_first_player_must_call_and_later_ones_race_the_standing_call() -> None:
    state = playing(players=3)
    assert state.current_player == 0
    with pytest.raises(IllegalAction, match="you end it by calling"):
        play(state, "stop")
    state = play(state, "+20s", "call")
    assert state.standing_call() == (0, 200)
    assert play(state, "+10s", "+9s", "+0.9s").timelines[1].clock == 199
    with pytest.raises(IllegalAction, match="called at 20 s"):
        play(state, "+20s")
    state = play(state, "+10s", "call")  # player 2 calls earlier and takes over
    assert state.standing_call() == (1, 100)
    with pytest.raises(IllegalAction, match="player 2 called at 10 s"):
        play(state, "+10s")
    state = play(state, "stop")
    result = state.results[0]
    assert result.caller == 1 and result.moment == 100


def test_boards_are_judged_as_they_stood_at_the_callers_moment() -> None:
    state = playing(players=2, boards=(0, 1), cards=(0, 0))
    state = play(state, "+5s", "put GI d2 1", "+10s", "put GI f1 1", "+20s", "call")
    state = play(state, "+7s")
    state = play(state, first_put(state), "+1s", "call")  # player 2 calls at 8 s
    result = state.results[0]
    assert result.caller == 1 and result.moment == 80
    assert len(result.boards[0]) == 1  # only the change made at 5 s counts
    assert result.scores[0].total == 0 and result.scores[1].total == 0  # 17 empty each


def test_refused_changes_say_why_and_change_nothing() -> None:
    state = play(playing(players=2, boards=(0, 1), cards=(0, 10)), "+1s")
    before = state.record()
    legal = set(state.legal_actions())
    cases = {
        "put B a1 0": "into the rock at the marked cell",
        "put GI h3 0": "stick out of the gallery",
        "put RT d2 0": "no red crystals",
        "put B:g d2 0": "finds are not in play",
        "move d2 d3": "no crystal on the marked cell",
        "+2.3s": r"write \+2s \+0.3s",
    }
    for text, reason in cases.items():
        with pytest.raises(IllegalAction, match=reason):
            play(state, text)
        assert state.record() == before and set(state.legal_actions()) == legal
    state = play(state, "put GI d2 1")
    with pytest.raises(IllegalAction, match="let the clock run on"):
        play(state, "put B e1 0")
    state = play(state, "+1s")
    with pytest.raises(IllegalAction, match="lie on the green I-shaped crystal$"):
        play(state, "put B c4 0")
    with pytest.raises(IllegalAction, match="anchor"):
        play(state, "turn d3")
    state = play(state, "put B e1 0", "+1s")
    with pytest.raises(IllegalAction, match="allows 1 blue crystal, all placed"):
        play(state, "put B e4 0")


def test_a_tile_kind_runs_out_with_the_supply() -> None:
    state = play(playing(players=1, boards=(0,), cards=(0,), finds=True), "+1s")
    state = play(state, "put B:g e1 0", "+1s")
    gold_blue = [a for a in state.legal_actions() if isinstance(a, Put) and str(a.kind) == "B:g"]
    assert not gold_blue
    with pytest.raises(IllegalAction, match="card allows 1 blue"):
        play(state, "put B:g e4 0")
    whites = playing(players=1, boards=(0,), cards=(0,))
    whites = play(whites, "+1s", "put WL b1 1", "+1s")
    with pytest.raises(IllegalAction, match="all 1 of your WL tiles"):
        play(whites, "put WL f2 1")


def test_moves_turns_flips_and_takes() -> None:
    state = play(playing(players=1, boards=(0,), cards=(0,)), "+1s", "put GL d3 0", "+1s")
    changes = {str(a) for a in state.legal_actions() if not str(a).startswith(("put", "+"))}
    assert changes == {"call", "flip d3", "take d3"} | {
        f"move d3 {c}" for c in "d1 d4 e1 f1 f2 g2".split()
    }
    with pytest.raises(IllegalAction, match="stick out into the rock"):
        play(state, "turn d3")
    state = play(state, "flip d3", "+1s", "move d3 f1", "+1s", "turn f1", "+1s", "take f1")
    assert state.timelines[0].board == ()
    assert [str(change) for _, change in state.timelines[0].events] == [
        "put GL d3 0",
        "flip d3",
        "move d3 f1",
        "turn f1",
        "take f1",
    ]


def test_the_mine_closes_after_ten_minutes() -> None:
    state = playing(players=1)
    state = play(state, *["+90s"] * 6, "+60s")
    assert state.timelines[0].clock == LIMIT
    assert {str(a) for a in state.legal_actions()} == {"call"}
    with pytest.raises(IllegalAction, match="closes"):
        play(state, "+0.1s")


def test_timed_timelines_are_checked_and_filled_in() -> None:
    state = playing(players=2, boards=(0, 1), cards=(0, 0))
    after = play_timeline(state, [(2.5, "put GI d2 1"), (123.4, "put GI f1 1"), (130, "call")])
    assert isinstance(after, OutOfMineState)
    assert after.timelines[0].end is End.CALLED and after.timelines[0].clock == 1300
    assert [time for time, _ in after.timelines[0].events] == [25, 1234]
    with pytest.raises(IllegalAction, match="times must go forward"):
        play_timeline(state, [(5, "put GI d2 1"), (3, "put GI f1 1")])
    with pytest.raises(IllegalAction, match="called at 130 s"):
        play_timeline(after, [(140, "put GI d2 1")])
    with pytest.raises(InvalidNotation):
        play_timeline(state, [(1, "dig")])


def test_notation_round_trips_and_rejects_nonsense() -> None:
    for text in ["put RT c2 1", "put B:g a1 0", "move c2 d3", "turn a1", "flip b2", "take h6"]:
        assert str(parse(text)) == text
    assert str(parse("PUT ro A1 3")) == "put RO a1 0"  # any code of the same footprint
    assert str(parse("+ 90")) == "+90s" and str(parse("side b")) == "side B"
    for text in ["put XX a1 0", "put RT z9 0", "put RT a1 4", "+0s", "move a1", "dig c2"]:
        with pytest.raises(InvalidNotation):
            parse(text)


def test_a_view_hides_the_order_of_what_is_still_to_be_drawn_all_the_way_back() -> None:
    state = quick_round(new_game(players=2, seed=3))
    view = state.view(1)
    here: State | None = view.state
    while here is not None:
        assert here.seed == HIDDEN_SEED and here.rng == Rng.from_seed(HIDDEN_SEED)
        here = here.parent
    assert view.state.actions() == state.actions()
    assert replace(view.determinize(state.rng), seed=state.seed) == state


def test_the_deal_and_the_boards_dealt_after_a_round_are_the_reveals() -> None:
    state = new_game(players=2, seed=3, options={"mode": "hot-seat"})
    steps = [play(state, "side A")]
    steps.append(play(steps[-1], "side A"))  # the treasure cards are dealt
    steps.append(play(steps[-1], "+1s"))
    steps.append(play(steps[-1], first_put(steps[-1])))
    steps.append(play(steps[-1], "+1s"))
    steps.append(play(steps[-1], "call"))
    steps.append(play(steps[-1], "stop"))  # the round ends: boards are dealt again
    reveals = [step.is_reveal() for step in steps]
    assert reveals == [False, True, False, False, False, False, True]
    for step, reveal in zip(steps, reveals, strict=True):
        assert (seen_after(step, 1) != seen_after(step, 2)) is reveal, step.last_action


def test_a_gallery_is_drawn_with_its_tiles_elves_and_the_card() -> None:
    lay = layout(elves="blue:c1:n")
    text = gallery(lay, tiles("RI a1 0, B a2 1"), card(TIM_CARD))
    lines = text.splitlines()
    assert lines[0] == "gallery 1A, card 1: 3 blue, 2 green, 2 red; gold +2, woodworm -1"
    assert lines[1].split() == list("abcdefgh")
    assert lines[2].split() == ["*b"]
    assert lines[3].split() == ["1", "R1", "R1", "R1", "R1", "..", "##", "##", "##"]
    assert lines[4].split() == ["2", "B2", "..", "..", "..", "..", "##", "##", "##"]
    assert lines[-3:] == [
        "R1 red I on a1, orientation 0",
        "B2 blue on a2, orientation 1",
        "*b blue elf beside c1",
    ]


def test_the_picture_shows_every_player_s_gallery_and_where_the_game_is() -> None:
    state = play(playing(players=2, seed=3), "+1s", "+0.5s")
    state = play(state, first_put(state))
    mover = state.current_player
    assert mover is not None
    lines = str(state).splitlines()
    assert lines[0] == f"Out of Mine!, round 1 of 7: player {mover + 1} plays"
    for player in range(2):
        clock = "1.5" if player == mover else "0"
        header = lines.index(f"Player {player + 1}: 0 points; clock {clock}, playing")
        dealt = state.card(player)
        assert dealt is not None
        named = f"gallery {state.layout(player).name}, card {dealt.index + 1}:"
        assert lines[header + 1].startswith(named)
    assert sum(", orientation " in line for line in lines) == 1


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(1, 4), elves=st.booleans())
def test_random_games_keep_scores_consistent(seed: int, players: int, elves: bool) -> None:
    *_, state = random_game(seed, players, elves=elves, finds=True)
    assert state.is_over()
    for result in state.results:
        for player, board in enumerate(result.boards):
            lay = LAYOUTS[result.layouts[player]]
            covered = 0
            for tile in board:
                assert not tile.mask & covered and tile.mask & lay.region == tile.mask
                covered |= tile.mask
            assert result.scores[player].empty == 20 - covered.bit_count()
            assert result.scores[player].total <= 10 + 2 + 3 + 2 * 10
    totals = [s.total for s in state.scores()]
    assert state.winners() == tuple(p for p, t in enumerate(totals) if t == max(totals))
    assert pygames.replay(state.record()) == state


# -- words: refusals, descriptions and scores as messages --------------------


def random_game(seed: int, players: int = 2, **options: OptionValue) -> Iterator[OutOfMineState]:
    """Every state of a game of random legal actions, to its end."""
    rng = random.Random(seed)
    choices = iter(lambda: rng.randrange(1 << 30), None)
    return each(OutOfMineState, playout(GAME, seed, choices, players=players, options=options))


def tried_actions(state: OutOfMineState, rng: random.Random) -> list[Action]:
    """Actions of every kind, most of them not legal, many about the tiles on the board."""
    player = state.current_player
    assert player is not None
    board = state.timelines[player].board
    cell, other = rng.randrange(CELL_COUNT), rng.randrange(CELL_COUNT)
    kind = rng.choice(kinds(True))
    tried: list[Action] = [
        ChooseSide(rng.randrange(2)),
        Wait(rng.randint(1, 999)),
        Wait(rng.choice([1, 10, 100, 900])),
        Put(kind, cell, rng.randrange(len(SHAPES[kind.shape].orientations))),
        Move(cell, other),
        Turn(cell),
        Flip(cell),
        Take(cell),
        CALL,
        STOP,
    ]
    for tile in board:
        tried += [
            Put(tile.kind, other, tile.orientation),
            Move(tile.anchor, tile.anchor),
            Move(tile.anchor, other),
            Turn(tile.anchor),
            Flip(tile.anchor),
        ]
        beside_anchor = tile.mask ^ 1 << tile.anchor
        if beside_anchor:
            tried.append(Turn(beside_anchor.bit_length() - 1))
    return tried


#: Refusals random play does not reach: a side that does not exist, an action of
#: another game, a clock step the other checks always explain first, the mine's
#: close (a random clock seldom gets there) and the timed timelines' own refusals.
RARE_REFUSALS = {
    "out-of-mine.refusal.not_a_side",
    "out-of-mine.refusal.not_an_action",
    "out-of-mine.refusal.wait_not_now",
    "out-of-mine.refusal.mine_closes",
    "out-of-mine.refusal.mine_closed",
    "out-of-mine.refusal.no_timeline",
    "out-of-mine.refusal.time_backwards",
}


def test_every_refusal_is_a_message_in_every_language() -> None:
    seen: set[str] = set()
    for seed in range(8):
        rng = random.Random(seed)
        options = {"finds": seed % 2 == 0, "elves": seed % 4 < 2}
        for number, state in enumerate(random_game(seed, players=1 + seed % 4, **options)):
            if state.is_over():
                break
            if number % 2:
                continue
            legal = set(state.legal_actions())
            for action in tried_actions(state, rng):
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as refused:
                    state.apply(action)
                reason = refused.value.reason
                said(reason)
                seen.add(reason.key)
    refusals = {key for key in catalog("en") if key.startswith("out-of-mine.refusal.")}
    assert {_pair(key) for key in refusals} - {_pair(key) for key in seen} <= RARE_REFUSALS


def test_a_refused_change_gives_the_cell_its_words_call_marked() -> None:
    state = play(playing(players=2, boards=(0, 1), cards=(0, 10)), "+1s", "put GI d2 1", "+1s")
    layout_, board = state.layout(0), state.timelines[0].board
    card_ = state.card(0)
    assert card_ is not None
    green = footprint(board[0].kind.shape, board[0].orientation, board[0].anchor)
    assert green is not None

    def marked(text: str) -> tuple[str, int | None]:
        change = state.parse_action(text)
        assert isinstance(change, Change)
        refused = refusal_at(layout_, card_, board, False, change)
        assert refused is not None
        return refused[0].key, refused[1]

    key, cell = marked("put B a1 0")
    assert key == "out-of-mine.refusal.into_rock" and cell == CELL_NAMES.index("a1")
    assert not layout_.region >> cell & 1
    key, cell = marked("put B c4 0")
    blue = state.parse_action("put B c4 0")
    assert isinstance(blue, Put)
    put = footprint(blue.kind.shape, blue.orientation, blue.anchor)
    assert put is not None and key == "out-of-mine.refusal.on_tile"
    assert cell is not None and (green & put) >> cell & 1
    assert marked("move e3 e4") == ("out-of-mine.refusal.no_tile", CELL_NAMES.index("e3"))
    assert marked("put RT d4 0") == ("out-of-mine.refusal.no_colour.red", None)


def _pair(key: str) -> str:
    """A key without its plural ending: both of a pair are the same refusal."""
    return key.removesuffix(".one").removesuffix(".other")


def test_the_rare_refusals_are_messages_too() -> None:
    state = playing(players=1)
    for action in (ChooseSide(1), "+90s", "+90s", "+90s", "+90s", "+90s", "+90s", "+60s"):
        if isinstance(action, str):
            state = play(state, action)
            continue
        with pytest.raises(IllegalAction) as refused:
            state.apply(action)
        said(refused.value.reason)
    refusals = []
    for text in ("+0.1s", f"put Y {_free_cell(state)} 0"):
        with pytest.raises(IllegalAction) as refused:
            play(state, text)
        refusals.append(refused.value.reason)
    assert [reason.key for reason in refusals] == [
        "out-of-mine.refusal.mine_closes",
        "out-of-mine.refusal.mine_closed",
    ]
    sides = GAME.new_game(players=2, seed=1)
    for stray in (ChooseSide(2), Wait(10), object()):
        with pytest.raises(IllegalAction) as refused:
            sides.apply(stray)
        said(refused.value.reason)
    over = playing(players=2)
    timelines: list[list[tuple[float, str]]] = [
        [(1, "call"), (0.5, "+1s")],
        [(1, "+1s"), (2, "call"), (3, "stop")],
    ]
    for timeline in timelines:
        with pytest.raises(IllegalAction) as refused:
            play_timeline(over, timeline)
        said(refused.value.reason)


def test_bad_notation_says_why_in_every_language() -> None:
    for text in ["put XX a1 0", "put RT z9 0", "+0s", "dig c2"]:
        with pytest.raises(InvalidNotation) as refused:
            parse(text)
        said(refused.value.reason)
    with pytest.raises(InvalidNotation) as refused:
        Put.parse("call")  # a class reads its own notation only
    assert str(refused.value) == (
        "'call' is not an Out of Mine! action (for example: put RT c2 1, move c2 d3, turn c2, "
        "flip c2, take c2, +1.5s, call, stop)"
    )


def test_the_board_allows_exactly_the_changes_refusals_do_not_explain() -> None:
    rng = random.Random(2)
    for state in random_game(2, players=3, finds=True):
        if state.phase is not Phase.PLAY:
            continue
        player = state.current_player
        assert player is not None
        layout_, card_ = state.layout(player), state.card(player)
        assert card_ is not None
        board = state.timelines[player].board
        for change in legal_changes(layout_, card_, board, True):
            assert allows(layout_, card_, board, True, change)
        for tried in tried_actions(state, rng):
            if isinstance(tried, Change):
                refusal = change_refusal(layout_, card_, board, True, tried)
                assert allows(layout_, card_, board, True, tried) == (refusal is None)


def test_every_legal_action_is_described_in_every_language() -> None:
    keys = set()
    games = [random_game(seed, players=2 + seed, finds=True) for seed in range(3)]
    games.append(random_game(3, players=1, solo="calm"))  # a call with no clock: no time
    for game in games:
        for state in game:
            for action in state.legal_actions():
                description = state.describe(action)
                said(description)
                keys.add(description.key)
    moves = {key for key in catalog("en") if key.startswith("out-of-mine.move.")}
    assert keys == moves


def test_descriptions_in_a_players_words() -> None:
    state = play(playing(players=2, boards=(0, 1), cards=(0, 0)), "+1s", "put GI d2 1", "+1s")
    described = {
        text: str(state.describe(state.parse_action(text)))
        for text in ("put B:g e1 0", "move d2 d3", "turn d2", "flip d2", "take d2", "+2.5s", "call")
    }
    assert described == {
        "put B:g e1 0": "Player 1 puts a blue crystal with gold into the gallery",
        "move d2 d3": "Player 1 moves the green I-shaped crystal to another place",
        "turn d2": "Player 1 turns the green I-shaped crystal a quarter clockwise",
        "flip d2": "Player 1 flips the green I-shaped crystal over",
        "take d2": "Player 1 takes the green I-shaped crystal back into the supply",
        "+2.5s": "Player 1 lets the clock run on 2.5 s, to 4.5 s",
        "call": "Player 1 calls Out of Mine! at 2 s",
    }
    start = new_game(players=2, seed=3, options={"mode": "hot-seat"})
    assert (
        str(start.describe(ChooseSide(1)))
        == f"Player 1 plays side B of board {start.boards[0] + 1}"
    )


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
def test_a_whole_game_says_no_english_engine_words_in_another_language(language: str) -> None:
    rng = random.Random(5)
    said: list[str] = []
    for state in random_game(5, players=3, elves=True, finds=True):
        if state.is_over():
            said += [
                in_language(label, language)
                for score_ in state.scores()
                for label, _ in score_.parts
            ]
            said += [
                in_language(label, language)
                for result in state.results
                for round_score in result.scores
                for label, _ in round_score.parts
            ]
            break
        legal = state.legal_actions()
        said += [
            in_language(state.describe(action), language)
            for action in legal[:: max(1, len(legal) // 5)]
        ]
        for action in tried_actions(state, rng):
            if action not in legal:
                with pytest.raises(IllegalAction) as refused:
                    state.apply(action)
                said.append(in_language(refused.value.reason, language))
    notation = " ".join(str(action) for action in state.actions())
    assert english_in("\n".join(said), "out-of-mine", notation) == []
    assert len(said) > 1000


def test_score_parts_and_judgements_are_messages() -> None:
    for seed in range(4):
        *_, state = random_game(seed, players=1 + seed, elves=True, finds=True)
        for player_score in state.scores():
            assert [str(label) for label, _ in player_score.parts] == [
                f"round {number}" for number in range(1, ROUNDS + 1)
            ]
            for label, _ in player_score.parts:
                said(label)
        for result in state.results:
            for round_score in result.scores:
                for label, _ in round_score.parts:
                    said(label)
    crd = card((1, 2, 2, 1, 1), good="gold:2", bad="woodworm:-1")
    annika = score(
        layout(elves="white:a1:w"), crd, tiles(ANNIKA), caller=True, elves=True, finds=True
    )
    assert labelled(annika.parts) == [
        ("10 − 4 empty cells", 6),
        ("called with empty cells", -2),
        ("white elf beside a white crystal", 1),
        ("2 × gold (+2)", 4),
        ("1 × woodworm (-1)", -1),
    ]
    for label, _ in annika.parts:
        said(label)
    for _, reason in judge(layout(), card(TIM_CARD), tiles(TIM + ", WP b3 0, Y e2 0")).removed:
        said(reason)


# -- playing alone: calm practice and the puzzle of the day -------------------------


def test_practice_can_reveal_a_solution_that_scores_12() -> None:
    state = playing(players=1, seed=8, finds=True)
    solution = state.solution(0)
    assert solution is not None
    crd = state.card(0)
    assert crd is not None
    result = score(state.layout(0), crd, solution, caller=True, elves=False, finds=False)
    assert result.total == 12
    first_gallery = str(state).splitlines()[3]
    assert first_gallery.startswith(f"gallery {state.layout(0).name}, card {crd.index + 1}")


def puzzle_of(when: date) -> OutOfMineState:
    return new_game(players=1, seed=day_of(when), options={"solo": "puzzle"})


@given(st.dates(date(1970, 1, 1), date(9999, 12, 30)))
def test_the_puzzle_of_a_date_is_the_same_for_everyone_and_another_the_next_day(
    when: date,
) -> None:
    today, again = puzzle_of(when), puzzle_of(when)
    tomorrow = puzzle_of(when + timedelta(days=1))
    assert (today.layout(0), today.card(0)) == (again.layout(0), again.card(0))
    assert today.layout(0) != tomorrow.layout(0) and today.card(0) != tomorrow.card(0)
    assert today.phase is Phase.PLAY and today.current_player == 0  # no side to choose


def test_every_pair_is_a_puzzle_once_in_eight_hundred_days() -> None:
    pairs = {(layout.index, card.index) for layout, card in map(pick, range(800))}
    assert len(pairs) == len(LAYOUTS) * len(CARDS)


def test_the_puzzle_is_one_round_scored_with_its_date_and_time() -> None:
    state = puzzle_of(date(2026, 11, 24))
    dealt = state.card(0)
    assert state.layout(0).name == "9B" and dealt is not None and dealt.index == 39
    state = applied(state, Wait(1))
    solution = state.solution(0)
    assert solution is not None
    for laid in solution:
        state = applied(applied(state, Wait(9)), Put(laid.kind, laid.anchor, laid.orientation))
    state = applied(applied(state, Wait(1)), CALL)
    assert state.is_over() and len(state.results) == 1
    ((label, points),) = state.scores()[0].parts
    assert points == 12 and str(label) == "the puzzle of 2026-11-24, called at 7.4 s"
    assert in_language(label, "de") == "das Rätsel vom 24.11.2026, gerufen bei 7,4 s"
    assert pygames.replay(state.record()).scores() == state.scores()
    # The day is no secret: a view, which hides every game's seed, still knows it.
    assert state.view(0).state.seed == HIDDEN_SEED
    assert state.view(0).state.scores() == state.scores()


def test_playing_alone_calm_or_a_puzzle_is_refused_with_others_and_a_day_past_the_calendar() -> (
    None
):
    for solo in ("calm", "puzzle"):
        with pytest.raises(InvalidSetup) as refused:
            GAME.new_game(players=2, options={"solo": solo})
        assert refused.value.reason.key == "out-of-mine.setup.solo_alone"
    with pytest.raises(InvalidSetup) as refused:
        GAME.new_game(players=1, seed=LAST_DAY + 1, options={"solo": "puzzle"})
    assert "9999" in in_language(refused.value.reason, "fr")
    calm = new_game(players=1, seed=5, options={"solo": "calm"})
    assert calm.phase is Phase.SIDES and calm.pile  # calm practice: the seven rounds


@pytest.mark.parametrize("solo", ["clock", "calm", "puzzle"])
def test_a_race_s_rounds_are_the_score_s_lines_timed_by_the_clock_steps_to_each_call(
    solo: str,
) -> None:
    assert GAME.race_rounds is race_rounds  # what makes the game one to race as a challenge
    line = list(random_game(3, players=1, solo=solo))
    state = line[-1]
    rounds = race_rounds(state, 0)
    assert [raced.points for raced in rounds] == [points for _, points in state.scores()[0].parts]
    assert len(rounds) == (1 if solo == "puzzle" else ROUNDS)
    steps, waited = [], 0  # the clock steps of each round, up to its call
    for action in state.actions():
        waited += action.tenths if isinstance(action, Wait) else 0
        if action == CALL:
            steps.append(waited)
            waited = 0
    assert [raced.tenths for raced in rounds] == ([None] * ROUNDS if solo == "calm" else steps)
    # A round counts once it is called: none before the first call, one after it.
    first_call = state.actions().index(CALL) + 1
    assert race_rounds(line[first_call - 1], 0) == ()
    assert race_rounds(line[first_call], 0) == rounds[:1]
