"""Outback's AI: whole turns planned, dice played by exact expectimax, and the levels.

``OutbackAgent`` decides from a view (nothing it uses is hidden, so it needs
no determinizing):

- rolling: the planner (``planner``) values every way the turn could end,
  so every throw gets a value (its best placement, or the best block), and
  ``chances.Expectimax`` finds the keep (or stop) with the best expected
  value over the rolls that remain, exactly;
- placing: the best plan the dice allow, one animal at a time, or ``done``
  when the animals taken so far are worth more than any more;
- blocking: the hex whose loss hurts least.

The value of a board is ``estimate``'s projected final score (group growth,
the wrap at 9, blocking risk, bonus tiles). Rivals' boards do not change on
a player's turn, so the agent compares its own boards only; the shared
``Knowledge`` (for the ``Greedy`` baseline) compares a
player's value with the best rival's.

The agent is written for Outback and lives here; a multi-player
expectimax agent for other dice games could grow out of it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from pygames.ai.agent import Agent, Thinking
from pygames.ai.knowledge import relative
from pygames.core import Action, State, View
from pygames.games.outback.actions import DONE, STOP, Block, Phase, Place, Roll
from pygames.games.outback.chances import Expectimax, rolls
from pygames.games.outback.components import ANIMALS, MAX_ROLLS
from pygames.games.outback.dice import faces_of, tally
from pygames.games.outback.estimate import Outlook, Weights, estimate, outlook
from pygames.games.outback.planner import Plan, TurnPlanner
from pygames.games.outback.rules import OutbackState

#: Planners a knowledge object keeps (a turn needs one, or a few while placing).
KEEP_PLANNERS = 16


@dataclass(frozen=True, slots=True)
class Style:
    """How an agent plays: its evaluation, how many hexes per group it compares, and how
    many rolls ahead it looks (2 sees the whole turn)."""

    weights: Weights = Weights()
    width: int = 2
    rolls_ahead: int = 2


class OutbackKnowledge:
    """Evaluation, ordering and key for Outback (see ``pygames.ai.knowledge``), and the
    planners behind them."""

    def __init__(self, style: Style | None = None) -> None:
        self.style = style or Style()
        self._planners: dict[Hashable, TurnPlanner] = {}

    def evaluate(self, state: State, player: int) -> float:
        """Return ``player``'s projected final score minus the best rival's."""
        assert isinstance(state, OutbackState)
        return relative([self.value(state, p) for p in range(state.players)], player)

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Keep the engine's order: the agents here do not search by it."""
        return list(actions)

    def key(self, state: State) -> Hashable:
        """Everything that decides how the game goes on, but the bag and the dice to come."""
        assert isinstance(state, OutbackState)
        return (
            state.boards,
            state.jeep,
            state.dice,
            state.rolls,
            state.phase,
            state.to_move,
            state.placed,
            state.plus_tiles,
        )

    # -- values --------------------------------------------------------------

    def value(self, state: OutbackState, player: int) -> float:
        """``player``'s projected final score; for the player to act, as the dice stand now."""
        look = self.outlook(state, player)
        board = state.boards[player]
        if player != state.to_move or state.phase is Phase.OVER:
            return estimate(board, look, self.style.weights)
        if state.phase is Phase.BLOCK:
            block = self.planner(state).block
            assert block is not None
            return block.value
        plan = self.best_plan(state)
        return plan.value

    def best_plan(self, state: OutbackState) -> Plan:
        """The best way to end the turn with the dice as they lie (rolling no more)."""
        planner = self.planner(state)
        best = planner.best_with(tuple(tally(state.dice)))
        options = [plan for plan in (best, planner.stop) if plan is not None]
        if not options:
            assert planner.block is not None
            return planner.block
        return max(options, key=lambda plan: plan.value)

    def outlook(self, state: OutbackState, player: int) -> Outlook:
        """The game around ``player``'s board, counting this turn's animals as still to come."""
        return outlook(
            state.layout,
            state.is_plus,
            state.penalty,
            state.dice_count,
            state.plus_tiles,
            state.boards,
            player,
            state.ends_when_full(),
            len(state.placed) if player == state.to_move else 0,
        )

    def planner(self, state: OutbackState) -> TurnPlanner:
        """The (kept) planner for the turn of the player to act, built to the end."""
        planner = self.start_planner(state)
        if not planner.ready:
            for _ in planner.build():
                pass
        return planner

    def start_planner(self, state: OutbackState) -> TurnPlanner:
        """The planner for this turn: a kept one, or a new one still to ``build``.

        While rolling it plans for every throw; once the dice stand, for them only.
        """
        player = state.to_move
        look = self.outlook(state, player)
        dice = None if state.phase is Phase.ROLL else tuple(tally(state.dice))
        key = (state.boards[player], state.jeep, state.placed, look, dice)
        planner = self._planners.get(key)
        if planner is None:
            planner = TurnPlanner(
                state.boards[player],
                state.jeep,
                state.placed,
                look,
                self.style.weights,
                self.style.width,
                dice,
            )
            if len(self._planners) >= KEEP_PLANNERS:
                del self._planners[next(iter(self._planners))]
            self._planners[key] = planner
        return planner


class OutbackAgent(Agent):
    """Plans the turn and rolls by expectimax over the rolls left (see the module docstring)."""

    def __init__(self, knowledge: OutbackKnowledge, seed: int) -> None:
        super().__init__(seed)
        self.knowledge = knowledge

    def think(self, view: View) -> Thinking:
        """Return the action with the best expected projected score."""
        state = view.state
        assert isinstance(state, OutbackState) and state.to_move == view.player
        planner = self.knowledge.start_planner(state)
        if not planner.ready:
            yield from planner.build()
        if state.phase is Phase.ROLL:
            return (yield from self._roll(state, planner))
        if state.phase is Phase.BLOCK:
            assert planner.block is not None and planner.block.blocked is not None
            hex_ = planner.block.blocked
            layout = state.layout
            return Block(layout.row_of[hex_], layout.column[hex_])
        plan = self.knowledge.best_plan(state)
        if not plan.placements:
            return DONE
        animal, hex_ = plan.placements[0]
        layout = state.layout
        return Place(ANIMALS[animal], layout.row_of[hex_], layout.column[hex_])

    def _roll(self, state: OutbackState, planner: TurnPlanner) -> Thinking:
        values = yield from planner.throw_values()
        search = Expectimax(rolls(state.dice_count), values)
        ahead = min(MAX_ROLLS - state.rolls, self.knowledge.style.rolls_ahead)
        _, keep = search.best(tuple(tally(state.dice)), ahead)
        if keep is None:
            return STOP
        return Roll(faces_of(keep))


#: The knowledge the ``Greedy`` baseline plays with.
KNOWLEDGE = OutbackKnowledge()
#: Easy plays for the points it sees now: no value for herds still to grow or for
#: empty hexes that may start one. (A noisy greedy player was easy before, but it plans
#: a whole turn for every candidate between two yields, blocking the page ~60-90 ms.)
EASY = Style(Weights(growth=0.0, fresh=0.0), width=1, rolls_ahead=1)
NORMAL = Style(width=1, rolls_ahead=1)
HARD = Style()

#: The levels: seed -> agent, measured with ``benchmarks/outback.py``. Each agent keeps
#: its own planners, so one turn's decisions share them and agents never share state.
LEVELS: dict[str, Callable[[int], Agent]] = {
    "easy": lambda seed: OutbackAgent(OutbackKnowledge(EASY), seed),
    "normal": lambda seed: OutbackAgent(OutbackKnowledge(NORMAL), seed),
    "hard": lambda seed: OutbackAgent(OutbackKnowledge(HARD), seed),
}
