"""Every way to finish a turn, valued: which animals to take and where, and what any
throw of the dice is worth.

A turn's placements come as a *signature*, the groups it needs as sorted
(animal, row) pairs, and a choice of hexes for them. Whether a throw allows
a signature depends on the signature alone, so the planner values each
signature once (its best choice of hexes, by ``estimate``) and then a throw
is worth its best allowed signature, or the best block if it allows none:
a player who can take an animal must.

Hexes are chosen from the ``width`` best hexes of each group's row for its
animal alone, which keeps a turn's planning to a few thousand evaluations
while still seeing the plans where two animals of one kind join up.

Which throws allow a signature is a bit mask over ``chances.rolls(dice).finals``,
computed once per signature and kept for the whole process: there are a
few hundred signatures at most.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement, permutations, product

from pygames.games.outback.bonus import BONUS_THRESHOLD
from pygames.games.outback.chances import Counts, rolls
from pygames.games.outback.dice import can_form
from pygames.games.outback.estimate import Outlook, Weights, estimate
from pygames.games.outback.landscape import Hex
from pygames.games.outback.player_board import EMPTY, PlayerBoard
from pygames.games.outback.turn import score_turn

Group = tuple[int, int]
Signature = tuple[Group, ...]
Placements = tuple[tuple[int, Hex], ...]
#: Evaluations between two pauses while planning.
YIELD_EVERY = 40
#: The most groups a turn can have: rows start at 2 and there are at most 7 dice.
MOST_GROUPS = 3

_MASKS: dict[tuple[int, Signature], int] = {}


@dataclass(frozen=True, slots=True)
class Plan:
    """Animals to take (animal, hex) in the order to place them, or the hex to block,
    and what the turn is then worth."""

    placements: Placements
    value: float
    blocked: Hex | None = None


def allowed_throws(dice: int, signature: Signature) -> int:
    """The throws of ``dice`` dice that can form ``signature``, as a bit mask over finals."""
    key = (dice, signature)
    mask = _MASKS.get(key)
    if mask is None:
        mask = 0
        for index, final in enumerate(rolls(dice).finals):
            if can_form(final, signature):
                mask |= 1 << index
        _MASKS[key] = mask
    return mask


class TurnPlanner:
    """The ways to finish one turn from where its placing stands.

    ``board`` already holds the turn's earlier animals ``prefix`` (animal,
    hex), unscored; ``jeep`` is what is left on the jeep. Given ``dice``
    (counts per face), only what those dice allow is planned; without, what
    any throw allows. Call ``build`` (a generator that pauses now and then),
    then ask.
    """

    def __init__(
        self,
        board: PlayerBoard,
        jeep: tuple[int, ...],
        prefix: Placements,
        outlook: Outlook,
        weights: Weights,
        width: int,
        dice: Counts | None = None,
    ) -> None:
        self.board = board
        self.dice = dice
        self.jeep = jeep
        self.prefix = prefix
        self.outlook = outlook
        self.after = outlook.after_turn()
        self.weights = weights
        self.width = width
        self.layout = outlook.layout
        row_of = self.layout.row_of
        self.prefix_groups: Signature = tuple((animal, row_of[hex_]) for animal, hex_ in prefix)
        #: Each signature's best plan, best first (only plans that take an animal).
        self.plans: list[tuple[Signature, Plan]] = []
        #: Whether ``build`` has run to its end.
        self.ready = False
        #: Ending the turn with the animals already taken (None before the first).
        self.stop: Plan | None = None
        #: The best hex to block, for a turn that takes nothing.
        self.block: Plan | None = None
        self._evaluations = 0

    def build(self) -> Generator[None, None, None]:
        """Value every signature and the best block; pause every few evaluations.

        Building again (after an interrupted build, say) starts afresh.
        """
        self.plans = []
        if self.prefix:
            self.stop = Plan((), self._value(()))
        else:
            yield from self._build_block()
        ranked: dict[Group, list[tuple[float, Hex]]] = {}
        for animal in sorted(set(self.jeep)):
            for row in self.layout.rows:
                group = (animal, row)
                hexes = self._free(row)
                if not hexes or not self._possible((group,)):
                    continue
                found = []
                for hex_ in hexes:
                    found.append((self._value(((animal, hex_),)), hex_))
                    if self._tick():
                        yield
                found.sort(key=lambda item: -item[0])
                ranked[group] = found
                value, best = found[0]
                self.plans.append(((group,), Plan(((animal, best),), value)))
        choices = {group: [hex_ for _, hex_ in found] for group, found in ranked.items()}
        groups = sorted(choices)
        for size in range(2, MOST_GROUPS + 1 - len(self.prefix)):
            for signature in combinations_with_replacement(groups, size):
                if self._possible(signature):
                    plan = yield from self._best_plan(signature, choices)
                    if plan is not None:
                        self.plans.append((signature, plan))
        self.plans.sort(key=lambda entry: -entry[1].value)
        self.ready = True

    def best_with(self, counts: Counts) -> Plan | None:
        """The best plan the dice (counts per face) allow, None if they allow no animal."""
        for signature, plan in self.plans:
            if can_form(counts, self.prefix_groups + signature):
                return plan
        return None

    def throw_values(self) -> Generator[None, None, list[float]]:
        """What ending the turn with each throw (``rolls(dice).finals``) is worth; pauses
        after each signature whose throws are worked out for the first time (early in a
        page's life, most are: about a millisecond each in CPython)."""
        assert not self.prefix and self.dice is None and self.block is not None
        dice = self.outlook.dice
        values = [self.block.value] * len(rolls(dice).finals)
        unassigned = (1 << len(values)) - 1
        for signature, plan in self.plans:
            if (dice, signature) not in _MASKS:
                yield
            mask = allowed_throws(dice, signature) & unassigned
            unassigned ^= mask
            while mask:
                lowest = mask & -mask
                values[lowest.bit_length() - 1] = plan.value
                mask ^= lowest
            if not unassigned:
                break
        return values

    # -- helpers ---------------------------------------------------------------

    def _build_block(self) -> Generator[None, None, None]:
        best: Plan | None = None
        for hex_ in self.board.empty_hexes():
            scored, _ = score_turn(
                self.board.with_blocked(hex_, 0),
                self.layout,
                (),
                self.outlook.plus,
                self.outlook.plus_tiles,
            )
            value = estimate(scored, self.after, self.weights)
            if best is None or value > best.value:
                best = Plan((), value, blocked=hex_)
            if self._tick():
                yield
        self.block = best

    def _free(self, row: int) -> list[Hex]:
        """The empty hexes of a row."""
        tiles = self.board.tiles
        return [hex_ for hex_ in self.layout.hexes_in_row(row) if tiles[hex_] == EMPTY]

    def _possible(self, signature: Signature) -> bool:
        """Whether the jeep has the signature's animals and the dice are enough for it."""
        groups = self.prefix_groups + signature
        if sum(row for _, row in groups) > self.outlook.dice:
            return False
        if self.dice is not None and not can_form(self.dice, groups):
            return False
        for animal in {animal for animal, _ in signature}:
            if sum(1 for other, _ in signature if other == animal) > self.jeep.count(animal):
                return False
        return True

    def _best_plan(
        self, signature: Signature, choices: dict[Group, list[Hex]]
    ) -> Generator[None, None, Plan | None]:
        """The best hexes for a signature of several groups among each group's best few
        (as many as the signature has groups in that row, at least ``width``)."""
        best: Plan | None = None
        options = []
        for group in signature:
            in_row = sum(1 for _, row in signature if row == group[1])
            options.append(choices[group][: max(self.width, in_row)])
        animals = tuple(animal for animal, _ in signature)
        for hexes in product(*options):
            if len(set(hexes)) < len(hexes) or not _ordered(signature, hexes):
                continue
            for placements in self._orders(tuple(zip(animals, hexes, strict=True))):
                value = self._value(placements)
                if best is None or value > best.value:
                    best = Plan(placements, value)
                if self._tick():
                    yield
        return best

    def _orders(self, placements: Placements) -> Sequence[Placements]:
        """The orders worth trying: in the base game, two kinds that both earn their bonus
        tile this turn take the bonus spaces in the order they reach three, which the
        order of placing decides."""
        if self.outlook.plus or len(placements) < 2:
            return (placements,)
        board = self.board
        earning = {
            animal
            for animal, _ in placements
            if animal not in board.bonus
            and board.count(animal) + sum(1 for a, _ in placements if a == animal)
            >= BONUS_THRESHOLD
        }
        if len(earning) < 2:
            return (placements,)
        return tuple(dict.fromkeys(permutations(placements)))

    def _value(self, extra: Placements) -> float:
        board = self.board
        for animal, hex_ in extra:
            board = board.with_tile(hex_, animal)
        scored, _ = score_turn(
            board, self.layout, self.prefix + extra, self.outlook.plus, self.outlook.plus_tiles
        )
        return estimate(scored, self.after, self.weights)

    def _tick(self) -> bool:
        self._evaluations += 1
        return self._evaluations % YIELD_EVERY == 0


def _ordered(signature: Signature, hexes: tuple[Hex, ...]) -> bool:
    """Equal groups take their hexes in increasing order, so each choice is tried once."""
    return all(
        hexes[i] < hexes[i + 1]
        for i in range(len(signature) - 1)
        if signature[i] == signature[i + 1]
    )
