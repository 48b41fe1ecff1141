"""What a player's board is likely to be worth at the end: the AI's evaluation.

The final score is not additive: only the three lowest markers on the left
track count, and a marker that passes 9 starts again at 1 on the upper
track. So points for the leading animal are worth nothing until it passes
9 (then they are worth a lot), and a point that pushes a counted marker
from 9 to the upper track costs 8. The evaluation therefore projects every
marker to the end of the game and scores the projection with the real
rule, averaged over a fixed set of scenarios for how the rest of the game
goes (the future is uncertain, and the average is what makes progress
towards the upper track worth something before it gets there):

- *growth*: each empty hex will probably take an animal before the end
  (more likely in low rows, and the more turns are left). An animal next to
  a group of its kind scores that group's size plus one, so each empty hex
  counts for the kind it suits best (the largest group it would join),
  likeliest hexes first, each also gaining the earlier ones that join the
  same group (herds grow one animal at a time); a hex beside no animal
  counts a share of a new animal's point for every kind;
- *bonus*: in the base game, a kind that has not yet earned its bonus tile
  may still reach three animals with the hexes left;
- *blocking risk*: the hexes already blocked cost what the rules say; and
  every future turn risks a block, the more so once only high rows are left
  (``fail_chance``: the exact chance, over three rolls, that no kind on a
  typical jeep makes a group for the lowest open row);
- *Plus tiles*: those taken count in full, those still open a share that
  grows as the player nears their condition.

Everything is in points of final score, so different boards compare
directly. ``Weights`` holds numbers chosen by play (150 four-player games
per comparison, two seats each): halving the growth, the spread or the point of a hex beside no
animal lost 0.8 to 1.3 points a game, while doubling the spread or comparing
three hexes per group instead of two changed less than the noise. Weights
fitted to predict final scores (least squares over 15,000 positions of
self-play) predicted them better but played a point a game worse: telling
which of two boards is better matters more than guessing the level of either.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache
from math import comb

from pygames.games.outback.bonus import BONUS_THRESHOLD, PLUS_TILES
from pygames.games.outback.chances import Expectimax, rolls
from pygames.games.outback.components import JOKER
from pygames.games.outback.landscape import Layout
from pygames.games.outback.player_board import BLOCKED, EMPTY, PlayerBoard
from pygames.games.outback.scoring import PENALTY_TILES, STANDARD_PENALTY, blocked_penalty
from pygames.games.outback.track import CAP, LEFT_COUNTED, LEFT_END

#: Hexes a player fills in an average turn (animals and blocked hexes).
FILLS_PER_TURN = 1.2
#: Animals on a typical jeep, for the chance of a turn without any group.
TYPICAL_JEEP_KINDS = 3
#: Scenarios for the rest of the game: per scenario, a standard normal quantile per animal.
SCENARIOS = 12


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's tuned numbers."""

    #: How likely an empty hex of each row is to be filled, relative to row 2.
    ease: tuple[float, ...] = (1.0, 0.95, 0.8, 0.5, 0.15, 0.05)
    #: The share of the summed growth expected to be scored.
    growth: float = 0.8
    #: What an empty hex beside no animal is expected to score (it may start a herd).
    fresh: float = 1.0
    #: The spread of an animal's future points: this times the root of their mean.
    spread: float = 1.2
    #: The share of a player's future animals that one kind gets, for the base bonus.
    kind_share: float = 0.25
    #: The share of an open Plus tile's points a player holds when fully on the way.
    plus_share: float = 0.5


@dataclass(frozen=True, slots=True)
class Outlook:
    """What the evaluation needs to know about the game around a board.

    ``turns_left`` is how many turns the player will still play after the
    board evaluated (a guess: see ``outlook``).
    """

    layout: Layout
    plus: bool
    penalty: str | None
    dice: int
    plus_tiles: tuple[int, ...]
    turns_left: float

    def after_turn(self) -> Outlook:
        """The outlook for the board at the end of the turn being played."""
        return replace(self, turns_left=max(0.0, self.turns_left - 1.0))


def outlook(
    layout: Layout,
    plus: bool,
    penalty: str | None,
    dice: int,
    plus_tiles: tuple[int, ...],
    boards: tuple[PlayerBoard, ...],
    player: int,
    round_end: bool,
    taken: int = 0,
) -> Outlook:
    """Guess how many turns ``player`` has left: the game ends with the round in which the
    first landscape fills (in the all-complete variant, when their own is full). ``taken``
    counts animals of the turn being played, whose hexes still count as empty."""
    empties = [len(board.empty_hexes()) for board in boards]
    empties[player] += taken
    turns = (min(empties) if round_end else empties[player]) / FILLS_PER_TURN
    return Outlook(layout, plus, penalty, dice, plus_tiles, turns)


def _scenarios() -> tuple[tuple[float, ...], ...]:
    """Fixed quantiles, a Latin hypercube over the five animals (the same everywhere)."""
    quantiles = [-1.73, -1.15, -0.81, -0.55, -0.32, -0.1, 0.1, 0.32, 0.55, 0.81, 1.15, 1.73]
    assert len(quantiles) == SCENARIOS
    shuffler = random.Random("outback scenarios")
    columns = []
    for _ in range(JOKER):
        column = list(quantiles)
        shuffler.shuffle(column)
        columns.append(column)
    return tuple(zip(*columns, strict=True))


_SCENARIO_TABLE = _scenarios()


@cache
def fail_chance(dice: int, row: int) -> float:
    """The chance that no kind of a typical jeep makes a group of ``row`` in three rolls."""
    table = rolls(dice)
    kinds = range(TYPICAL_JEEP_KINDS)
    values = [
        1.0 if any(final[k] and final[k] + final[JOKER] >= row for k in kinds) else 0.0
        for final in table.finals
    ]
    return 1.0 - Expectimax(table, values).opening()


def final_value(points: float) -> float:
    """A projected marker's worth on its own: -3 in the inlet, then its track number."""
    if points < 1.0:
        return -3.0 + 4.0 * max(points, 0.0)
    if points < LEFT_END + 0.5:
        return min(points, LEFT_END)
    return max(1.0, min(points, CAP) - LEFT_END)


def projected_score(markers: list[float], spreads: list[float]) -> float:
    """The markers' final worth, averaged over the scenarios."""
    total = 0.0
    for quantiles in _SCENARIO_TABLE:
        left: list[float] = []
        upper = 0.0
        for mean, spread, z in zip(markers, spreads, quantiles, strict=True):
            points = mean + spread * z
            if points < LEFT_END + 0.5:
                left.append(final_value(points))
            else:
                upper += final_value(points)
        left.sort()
        total += sum(left[:LEFT_COUNTED]) + upper
    return total / SCENARIOS


def estimate(board: PlayerBoard, outlook: Outlook, weights: Weights) -> float:
    """The board's expected final score, in points."""
    layout = outlook.layout
    tiles = board.tiles
    labels, sizes = _groups(board, layout)
    empties = [hex_ for hex_, tile in enumerate(tiles) if tile == EMPTY]
    ease = weights.ease
    rows = layout.rows
    total_ease = sum(ease[rows.index(layout.row_of[h])] for h in empties) or 1.0
    fills_left = min(len(empties), outlook.turns_left * FILLS_PER_TURN)
    fill = min(1.0, fills_left / total_ease)
    growth = [0.0] * JOKER
    joining: list[list[tuple[float, int, set[int]]]] = [[] for _ in range(JOKER)]
    for hex_ in empties:
        chance = fill * ease[rows.index(layout.row_of[hex_])]
        gains = _gains(tiles, labels, sizes, layout.neighbours[hex_])
        if gains:
            animal = max(gains, key=lambda kind: (gains[kind][0], -kind))
            gain, groups = gains[animal]
            joining[animal].append((chance, gain, groups))
        else:
            for animal in range(JOKER):
                growth[animal] += chance * weights.fresh / JOKER
    for animal, hexes in enumerate(joining):
        growth[animal] += _cascade(hexes)
    means, spreads = [], []
    for animal in range(JOKER):
        expected = weights.growth * growth[animal]
        if not outlook.plus and animal not in board.bonus:
            missing = BONUS_THRESHOLD - board.count(animal)
            if missing > 0:
                chance = _at_least(missing, round(fills_left), weights.kind_share)
                expected += chance * (len(board.bonus) + 1.5)
        means.append(min(float(CAP), board.markers[animal] + expected))
        spreads.append(weights.spread * expected**0.5)
    value = projected_score(means, spreads)
    value -= blocked_penalty(board, layout, outlook.penalty)
    value -= _future_blocks(board, outlook, empties) * _block_cost(outlook, empties)
    if outlook.plus:
        value += sum(PLUS_TILES[tile].points for tile in board.plus_tiles)
        value += weights.plus_share * _plus_progress(board, outlook)
    return value


def _groups(board: PlayerBoard, layout: Layout) -> tuple[list[int], list[int]]:
    """Per hex the number of its animal's group (-1 if none), and per group its size."""
    labels = [-1] * len(board.tiles)
    sizes = []
    for label, (_, group) in enumerate(board.groups(layout)):
        for hex_ in group:
            labels[hex_] = label
        sizes.append(len(group))
    return labels, sizes


def _gains(
    tiles: tuple[int, ...], labels: list[int], sizes: list[int], around: tuple[int, ...]
) -> dict[int, tuple[int, set[int]]]:
    """Per kind beside an empty hex: what an animal of that kind would score there (one
    for itself and the size of every group of its kind it would join), and those groups."""
    joined: dict[int, set[int]] = {}
    for neighbour in around:
        animal = tiles[neighbour]
        if animal >= 0:
            joined.setdefault(animal, set()).add(labels[neighbour])
    return {
        animal: (1 + sum(sizes[g] for g in groups), groups) for animal, groups in joined.items()
    }


def _at_least(wanted: int, tries: int, chance: float) -> float:
    """The chance of at least ``wanted`` successes in ``tries`` tries of ``chance`` each."""
    return sum(
        comb(tries, k) * chance**k * (1 - chance) ** (tries - k) for k in range(wanted, tries + 1)
    )


def _cascade(hexes: list[tuple[float, int, set[int]]]) -> float:
    """The expected points of the empty hexes (chance, gain, groups) that would join groups
    of one kind: the likeliest first, and each also gains the earlier ones that join the
    same group, as far as they are likely to be there."""
    total = 0.0
    earlier: list[tuple[float, set[int]]] = []
    for chance, gain, groups in sorted(hexes, key=lambda item: -item[0]):
        grown = sum(other for other, joined in earlier if joined & groups)
        total += chance * (gain + grown)
        earlier.append((chance, groups))
    return total


def _future_blocks(board: PlayerBoard, outlook: Outlook, empties: list[int]) -> float:
    """The expected number of turns still to come in which the dice take nothing."""
    rows = sorted(outlook.layout.row_of[hex_] for hex_ in empties)
    expected = 0.0
    turn = 0.0
    while turn < outlook.turns_left and rows:
        index = int(turn * FILLS_PER_TURN)
        if index >= len(rows):
            break
        share = min(1.0, outlook.turns_left - turn)
        expected += share * fail_chance(outlook.dice, rows[index])
        turn += 1.0
    return expected


def _block_cost(outlook: Outlook, empties: list[int]) -> float:
    """What a block still to come would likely cost (the highest open row is blocked)."""
    if outlook.penalty is None:
        return float(STANDARD_PENALTY)
    if outlook.penalty == "B":
        return float(max((outlook.layout.row_of[hex_] for hex_ in empties), default=0))
    assert outlook.penalty in PENALTY_TILES
    return 3.0


def _plus_progress(board: PlayerBoard, outlook: Outlook) -> float:
    """The open Plus tiles' points, each weighted by how near the board is to it."""
    layout = outlook.layout
    total = 0.0
    for index in outlook.plus_tiles:
        if index in board.plus_tiles:
            continue
        tile = PLUS_TILES[index]
        if tile.kind == "row":
            row = layout.hexes_in_row(tile.subject)
            if any(board.tiles[hex_] == BLOCKED for hex_ in row):
                continue
            near = sum(board.tiles[hex_] >= 0 for hex_ in row) / len(row)
        elif tile.kind == "animal":
            near = min(board.count(tile.subject) / 5, 1.0)
        elif tile.kind == "full":
            near = 1.0 - len(board.empty_hexes()) / layout.size
        elif tile.kind == "start":
            near = sum(points > 0 for points in board.markers) / len(board.markers)
        else:
            near = min(sum(points > LEFT_END for points in board.markers) / 2, 1.0)
        total += tile.points * near * near
    return total
