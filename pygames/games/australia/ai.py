"""What the agents know about Australia: an evaluation in points, move ordering, levels.

The evaluation estimates each player's final score and compares the
player's estimate with their rivals' (half the best rival, half their
average, since in a game of three or more the leader is the one to beat):

- points and dollars so far;
- the rangers already out: each scores again whenever a project of a
  region it stands in is completed, so a ranger counts its points (double
  on ships) times the chance of each open project of each of its regions.
  A conservation project is likelier the fewer locations it lacks; an
  industrialization project the closer its count is to a face-up tile
  (overshooting needs someone to take rangers back); a face-down one
  counts at a flat rate. Chances shrink as the cards run out;
- rangers still on the plane and the dollars of the cards in hand, which
  turn into points later;
- the windmill (full game): the share of its value the ranger track would
  give the player now, counted once (it is scored at least once more);
- completions within reach of the player to act: the 3-point bonus of a
  project that player can complete with the actions left this turn. At the
  end of one's own turn this is what the next player is handed.

Ordering for the search ranks actions by a cheap guess of their gain
without playing them: completions first, then card plays by dollars,
flights to regions with a playable card, then the rest, and paid moves that
complete nothing last.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from pygames.ai.agent import Agent
from pygames.ai.greedy import Greedy
from pygames.ai.knowledge import relative
from pygames.core import Action, State
from pygames.games.australia.actions import (
    NOWHERE,
    Draw,
    EndTurn,
    Fly,
    MoveRanger,
    Phase,
    Play,
    TakeBack,
)
from pygames.games.australia.components import (
    COMPLETION_BONUS,
    RECOLOUR_PRICE,
    STACK_DOLLARS,
    STACK_RANGERS,
    STACK_SIZE_FULL,
    STACK_SIZE_SIMPLE,
    STACKS,
    card_colour,
    card_stack,
)
from pygames.games.australia.draft import windmill_shares
from pygames.games.australia.geography import (
    COLOUR_NAMES,
    IS_SHIP,
    LOCATION_REGIONS,
    REGION_COLOURS,
    REGION_COUNT,
    REGION_LOCATIONS,
)
from pygames.games.australia.kinds import EMPTY, TileState
from pygames.games.australia.planner import TurnPlanner
from pygames.games.australia.rules import AustraliaState

_MULTIPLIER = tuple(2 if ship else 1 for ship in IS_SHIP)


@dataclass(frozen=True, slots=True)
class Weights:
    """The evaluation's weights, in points."""

    conservation: float = 0.9
    industry_near: float = 0.8
    industry_step: float = 0.12
    industry_over: float = 0.25
    industry_hidden: float = 0.35
    supply: float = 0.35
    hand_dollar: float = 0.6
    hand_ranger: float = 0.2
    windmill: float = 1.0
    reach: float = 0.8
    ready: float = 0.8
    best_rival: float = 0.5


class AustraliaKnowledge:
    """Evaluation, ordering and key for Australia (see ``pygames.ai.knowledge``)."""

    def __init__(self, weights: Weights | None = None) -> None:
        self.weights = weights or Weights()

    def evaluate(self, state: State, player: int) -> float:
        """Return ``player``'s estimated final score minus their rivals', in points."""
        assert isinstance(state, AustraliaState)
        return relative(self.estimates(state), player, blend=self.weights.best_rival)

    def estimates(self, state: AustraliaState) -> list[float]:
        """Every player's estimated final score."""
        w = self.weights
        players = state.players
        time = 0.25 + 0.75 * _cards_left(state)
        values = [float(state.total(p)) for p in range(players)]
        owner, count = state.owner, state.count
        mover = state.current_player
        limits = _placement_limits(state, mover) if mover is not None else None
        in_reach = 0
        for region in range(REGION_COUNT):
            conservation = state.conservation[region]
            face = state.tile_state[region]
            if not conservation and face == TileState.SCORED:
                continue
            locations = REGION_LOCATIONS[region]
            stakes = [0] * players
            filled = rangers = 0
            for loc in locations:
                who = owner[loc]
                if who != EMPTY:
                    filled += 1
                    rangers += count[loc]
                    stakes[who] += count[loc] * _MULTIPLIER[loc]
            short = state.tiles[region] - rangers
            if limits and limits[region]:
                done = int(conservation and filled == len(locations) - 1)
                if face == TileState.FACE_UP and 1 <= short <= limits[region]:
                    spot = filled < len(locations) or any(owner[loc] == mover for loc in locations)
                    done += spot
                in_reach = max(in_reach, done)
            if not rangers:
                continue
            chance = 0.0
            if conservation:
                chance += w.conservation * (filled + 1) / (len(locations) + 1)
            if face == TileState.FACE_DOWN:
                chance += w.industry_hidden
            elif face == TileState.FACE_UP:
                if short > 0:
                    chance += max(w.industry_near - w.industry_step * short, 0.1)
                else:
                    chance += w.industry_over
            chance *= time
            for p in range(players):
                if stakes[p]:
                    values[p] += stakes[p] * chance
        for p in range(players):
            values[p] += w.supply * state.supply[p] * time
            values[p] += sum(
                w.hand_dollar * STACK_DOLLARS[card_stack(card)]
                + w.hand_ranger * STACK_RANGERS[card_stack(card)]
                for card in state.hands[p]
            )
        if state.ranger_track:
            for p, share in enumerate(_windmill_shares(state)):
                values[p] += w.windmill * share
        if mover is not None:
            values[mover] += w.reach * COMPLETION_BONUS * in_reach
            plane = state.planes[mover]
            if limits and plane != NOWHERE and limits[plane]:
                # A card of theirs can place rangers where the plane stands: one action
                # looks past a flight to it (Greedy saw none, and an easy player whose
                # cards matched no region it flew to flew turn after turn).
                values[mover] += w.ready
        return values

    def order(self, state: State, actions: Sequence[Action]) -> list[Action]:
        """Completions first, then by a cheap guess of each action's gain (stable)."""
        assert isinstance(state, AustraliaState)
        return sorted(actions, key=lambda action: -_guess(state, action))

    def key(self, state: State) -> Hashable:
        """Everything that decides how the game goes on."""
        assert isinstance(state, AustraliaState)
        return (
            state.phase,
            state.to_move,
            state.actions_left,
            state.round,
            state.planes,
            state.supply,
            state.dollars,
            state.points,
            state.hands,
            state.stacks,
            state.owner,
            state.count,
            state.tile_state,
            state.conservation,
            state.windmill,
            state.windmill_value,
            state.ranger_track,
        )


def _cards_left(state: AustraliaState) -> float:
    """The share of the cards still to be played: 1 at the start, 0 at the end."""
    size = STACK_SIZE_FULL if state.full_game else STACK_SIZE_SIMPLE
    return (sum(map(len, state.stacks)) + sum(map(len, state.hands))) / (STACKS * size)


def _windmill_shares(state: AustraliaState) -> list[float]:
    """What each player would get if the windmill were scored now."""
    shares = [0.0] * state.players
    for player, value in windmill_shares(state.ranger_track, state.windmill_value):
        shares[player] = value
    return shares


def _placement_limits(state: AustraliaState, player: int) -> list[int] | None:
    """Per region, the most rangers ``player`` could still place there with one card this turn.

    None when the player cannot play a card this turn (no action left, no
    card, no ranger); a flight first is possible only with two actions left.
    """
    if state.phase not in (Phase.PLAY, Phase.DRAW) or not state.actions_left:
        return None
    hand, supply = state.hands[player], state.supply[player]
    if not hand or not supply:
        return None
    most_by_colour = [0] * len(COLOUR_NAMES)
    for card in hand:
        colour = card_colour(card)
        most_by_colour[colour] = max(most_by_colour[colour], STACK_RANGERS[card_stack(card)])
    if state.dollars[player] >= RECOLOUR_PRICE:  # $3 changes a card to a colour not held
        best = max(most_by_colour)
        most_by_colour = [most or best for most in most_by_colour]
    limits = [min(supply, most_by_colour[colour]) for colour in REGION_COLOURS]
    if state.actions_left == 1:
        plane = state.planes[player]
        limits = [limit if region == plane else 0 for region, limit in enumerate(limits)]
    return limits


def _guess(state: AustraliaState, action: Action) -> float:
    """A cheap estimate of what an action is worth, for ordering only."""
    player = state.to_move
    if isinstance(action, Play):
        gain = STACK_DOLLARS[card_stack(action.card)] - RECOLOUR_PRICE * action.paid
        if action.location != NOWHERE:
            gain += action.rangers + 10 * _completes(state, action.location, action.rangers)
            gain += len(LOCATION_REGIONS[action.location])
        elif action.for_points:
            gain += 2
        return gain + action.track
    if isinstance(action, Fly):
        hand = state.hands[player]
        colour = REGION_COLOURS[action.region]
        reveal = state.tile_state[action.region] == TileState.FACE_DOWN
        return 1.5 * any(card_colour(c) == colour for c in hand) + reveal
    if isinstance(action, Draw):
        return STACK_DOLLARS[card_stack(action.card)]
    if isinstance(action, EndTurn):
        return 0.0
    if isinstance(action, TakeBack):
        return -1.0 + 10 * any(_completes(state, loc, -n) for loc, n in action.taken)
    assert isinstance(action, MoveRanger)
    return -5.0 + 10 * (_completes(state, action.target, 1) + _completes(state, action.source, -1))


def _completes(state: AustraliaState, location: int, change: int) -> int:
    """Projects that adding ``change`` rangers at ``location`` would complete (a rough guess)."""
    done = 0
    for region in LOCATION_REGIONS[location]:
        locations = REGION_LOCATIONS[region]
        if (
            change > 0
            and state.conservation[region]
            and state.owner[location] == EMPTY
            and sum(state.owner[loc] == EMPTY for loc in locations) == 1
        ):
            done += 1
        if state.tile_state[region] == TileState.FACE_UP:
            if sum(state.count[loc] for loc in locations) + change == state.tiles[region]:
                done += 1
    return done


KNOWLEDGE = AustraliaKnowledge()

#: The levels: seed -> agent, calibrated with ``benchmarks/australia.py`` in games of three
#: (60 games a pairing; CPU seconds per move in CPython; the browser is about 1.6x slower).
#: Easy first chooses a kind of action (fly, play, take back...) by the best of each kind
#: with up to 4 points of noise, then one of that kind with up to 10: one-action noise over
#: all actions at once made it fly turn after turn (twenty flights against a few cards),
#: and a newcomer saw it play no card in six turns. It beats random play in 60 games of 60
#: and plays a card in about two turns of three (12 two-player games against normal); plain
#: greedy wins 68% of its games against two easy players (70% against the one-step easy).
#: Normal is plain greedy, one action at
#: a time (median 0.002 s); it plays a card in three turns of four since the evaluation
#: values a plane where a card can be played (``Weights.ready``). Hard plans its whole
#: turn (median 0.03 s, max 0.4 s) and wins 67% of its games against two greedy players
#: (82% against the greedy of before ``ready``, which flew without aim). In our trials a
#: planner with a tenth of hard's budget did about as well, against greedy and head to head,
#: and also simulating the next player's turn did no better: the evaluation, not the
#: search, sets the ceiling, so the ladder has one step of planning rather than two budgets
#: of it.
LEVELS: dict[str, Callable[[int], Agent]] = {
    "easy": lambda seed: Greedy(KNOWLEDGE, seed, noise=4.0, kind=type, slip=10.0),
    "normal": lambda seed: Greedy(KNOWLEDGE, seed),
    "hard": lambda seed: TurnPlanner(KNOWLEDGE, seed, samples=3, first_beam=24, beam=8, width=40),
}
