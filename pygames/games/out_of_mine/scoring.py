"""Judging a board at the caller's moment, and the round's points.

``judge`` takes any list of tiles, in the order they were laid, and first
removes the wrongly placed ones as the players at the table would: a tile
sticking out of the corridors, lying on an earlier tile, of a colour the
card does not show, or beyond the card's count of its colour (the latest
ones of that colour go). The engine refuses all of these as they are
played, so its boards come through untouched; the rule is here in full
because it is the rule, and boards made elsewhere (tests, a future editor)
meet it.

Then ``score`` counts: 10 minus one per empty cell; the caller +2 for a
complete, correct board and -2 otherwise; in the variants +1 per elf whose
cell holds a crystal of its colour, and each find on the board at the card's
value. More than ``MAX_EMPTY`` empty cells score 0, bonuses and the caller's
penalty included.

Every reason and every part of a score is a message (``Say``), said in
the reader's language; ``str()`` gives the English.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygames.core import Say
from pygames.games.out_of_mine.content import Card, Layout
from pygames.games.out_of_mine.shapes import footprint
from pygames.games.out_of_mine.tiles import Board, Tile

BASE = 10
MAX_EMPTY = 10
CALL_BONUS = 2


@dataclass(frozen=True, slots=True)
class Judgement:
    """A board after the wrongly placed tiles are removed, each with the reason."""

    kept: Board
    removed: tuple[tuple[Tile, Say], ...]
    empty: int


@dataclass(frozen=True, slots=True)
class RoundScore:
    """One player's points for one round, with the breakdown that adds up to them."""

    total: int
    parts: tuple[tuple[Say, int], ...]
    empty: int
    complete: bool


def judge(layout: Layout, card: Card, tiles: Sequence[Tile]) -> Judgement:
    """Remove the wrongly placed tiles, in the order laid, and count the empty cells."""
    kept: list[Tile] = []
    removed: list[tuple[Tile, Say]] = []
    covered = 0
    for tile in tiles:
        mask = footprint(tile.kind.shape, tile.orientation, tile.anchor)
        colour = tile.colour
        name = colour.name.lower()
        if mask is None or mask & ~layout.region:
            reason = Say.of("out-of-mine.judge.sticks_out")
        elif mask & covered:
            reason = Say.of("out-of-mine.judge.on_another")
        elif not card.counts[colour]:
            reason = Say.of(f"out-of-mine.judge.no_colour.{name}")
        elif sum(other.colour == colour for other in kept) >= card.counts[colour]:
            reason = Say.count(f"out-of-mine.judge.too_many.{name}", card.counts[colour])
        else:
            kept.append(tile)
            covered |= mask
            continue
        removed.append((tile, reason))
    empty = layout.region.bit_count() - covered.bit_count()
    return Judgement(tuple(sorted(kept)), tuple(removed), empty)


def score(
    layout: Layout,
    card: Card,
    tiles: Sequence[Tile],
    *,
    caller: bool,
    elves: bool,
    finds: bool,
) -> RoundScore:
    """Score a board as it stood at the caller's moment.

    ``caller`` says whether this player called; ``elves`` and ``finds``
    switch the two variants on.
    """
    judgement = judge(layout, card, tiles)
    empty = judgement.empty
    complete = empty == 0 and not judgement.removed
    if empty > MAX_EMPTY:
        too_empty = Say.count("out-of-mine.score.too_empty", empty, most=MAX_EMPTY)
        return RoundScore(0, ((too_empty, 0),), empty, False)
    parts = [(Say.count("out-of-mine.score.empty", empty, base=BASE), BASE - empty)]
    if caller:
        if complete:
            parts.append((Say.of("out-of-mine.score.called_complete"), CALL_BONUS))
        else:
            parts.append((Say.of("out-of-mine.score.called_early"), -CALL_BONUS))
    if elves:
        parts.extend(_elf_points(layout, card, judgement.kept))
    if finds:
        parts.extend(_find_points(card, judgement.kept))
    return RoundScore(sum(points for _, points in parts), tuple(parts), empty, complete)


def _elf_points(layout: Layout, card: Card, board: Board) -> list[tuple[Say, int]]:
    points = []
    for elf in layout.elves:
        for tile in board:
            if tile.colour == elf.colour and tile.mask >> elf.cell & 1:
                key = f"out-of-mine.score.elf.{elf.colour.name.lower()}"
                points.append((Say(key), 1))
    return points


def _find_points(card: Card, board: Board) -> list[tuple[Say, int]]:
    points = []
    for find in (card.good, card.bad):
        count = sum(tile.kind.find is find for tile in board)
        if count:
            value = card.find_value(find)
            key = f"out-of-mine.score.find.{find.name.lower()}"
            points.append((Say.of(key, count=count, value=f"{value:+d}"), count * value))
    return points
