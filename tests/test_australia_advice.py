"""Why a hinted Australia move is good, in one line that is true of the move."""

import random
from collections.abc import Iterator

import pygames
from pygames.core import Action, Say, State
from pygames.core.say import in_language, listing
from pygames.games.australia import AustraliaState
from pygames.games.australia.actions import NOWHERE, Fly, MoveRanger, Play
from pygames.games.australia.advice import why
from pygames.games.australia.components import card_colour
from pygames.games.australia.geography import (
    LOCATION_REGIONS,
    REGION_COLOURS,
    REGION_LOCATIONS,
    REGIONS,
)
from pygames.games.australia.kinds import EMPTY, Source, TileState
from pygames.games.australia.words import card, region
from tests.english import said

AUSTRALIA = pygames.get_game("australia")


def moves_of_random_games(games: int) -> Iterator[tuple[AustraliaState, Action]]:
    """Every legal move in the positions of seeded random games, each with its position."""
    for seed in range(games):
        rng = random.Random(seed)
        state: State = AUSTRALIA.new_game(players=3, seed=seed)
        while not state.is_over():
            assert isinstance(state, AustraliaState)
            for action in state.legal_actions():
                yield state, action
            state = state.apply(rng.choice(state.legal_actions()))


def named(reason: Say) -> int:
    """The region a reason names, by its index."""
    return next(index for index in range(len(REGIONS)) if region(index) == reason.fields["region"])


def test_every_reason_is_true_of_its_move_and_said_in_every_language() -> None:
    told = set()
    for state, action in moves_of_random_games(games=4):
        reason = why(state, action)
        if reason is None:
            continue
        said(reason)  # every language says it, every field filled in
        kind = reason.key.split(".", 2)[2]
        told.add(kind)
        mover = state.to_move
        after = state.apply(action)
        assert isinstance(after, AustraliaState)
        earned = after.dollars[mover] - state.dollars[mover]
        scored = after.scores()[mover].total - state.scores()[mover].total - earned
        if "points" in reason.fields:
            assert reason.fields["points"] == scored > 0
        if "dollars" in reason.fields:
            assert reason.fields["dollars"] == earned > 0
        if kind == "completes.conservation":
            place = named(reason)
            assert state.conservation[place] and not after.conservation[place]
        if kind == "completes.industrialization":
            place = named(reason)
            assert after.tile_state[place] == TileState.SCORED != state.tile_state[place]
        if kind == "completes.many":
            assert reason.fields["projects"] == sum(
                scoring.causer == mover and scoring.project != Source.WINDMILL
                for scoring in after.scorings
            )
        if kind.startswith("places"):
            assert isinstance(action, Play) and action.location != NOWHERE
            assert named(reason) in LOCATION_REGIONS[action.location]
            assert (
                after.count[action.location] - state.count[action.location]
                == (reason.fields["count"])
            )
        if "track" in kind:  # the rangers the line puts on the ranger track go there
            assert isinstance(action, Play)
            on_track = reason.fields["track" if kind.startswith("places") else "count"]
            assert len(after.ranger_track) - len(state.ranger_track) == on_track == action.track
        if kind.startswith("track"):
            assert reason.fields["value"] == state.windmill_value
        if kind.startswith("fly.free"):  # what the player sees there, never the tile
            assert isinstance(action, Fly) and named(reason) == action.region
            free = [loc for loc in REGION_LOCATIONS[action.region] if state.owner[loc] == EMPTY]
            assert reason.fields["free"] == len(free) > 0
            colour = REGION_COLOURS[action.region]
            hand = [card(c) for c in dict.fromkeys(state.hands[mover]) if card_colour(c) == colour]
            assert reason.fields["count"] == len(hand) > 0
            assert reason.fields["cards"] == listing(hand, "and")  # each card once
        if kind == "move.scores":
            assert isinstance(action, MoveRanger)
            assert not [s for s in after.scorings if s.causer == mover]
            regions = [region(r) for r in LOCATION_REGIONS[action.target]]
            assert reason.fields["regions"] == listing(regions, "and")
    assert told >= {
        "track.other",
        "track_earns.other",
        "places_track.one",
        "places_track_earns.one",
        "completes.conservation",
        "completes.industrialization",
        "places.other",
        "places_earns.other",
        "points_earns",
        "fly.free.one",
        "fly.free.other",
        "move.scores",
    }, told


def test_a_completion_names_the_region_and_the_points_in_the_reader_s_language() -> None:
    state, action, reason = next(
        (state, action, reason)
        for state, action in moves_of_random_games(games=4)
        for reason in [why(state, action)]
        if reason is not None and reason.key == "australia.hint.completes.conservation"
    )
    name = region(named(reason))
    english = said(reason)
    assert english.startswith(f"It completes the conservation project of {name}: ")
    assert english.endswith(f" {reason.fields['points']} points for you."), english
    assert in_language(reason, "de").startswith("Er vollendet das Naturschutzprojekt in ")
