"""The Australia board, checked on a recording canvas (no browser): what is drawn and
where a tap lands, what each tap does, the words it says, and that every legal action
can be played by taps."""

import itertools
import math
import random
import re
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import replace

import pytest

from pygames.core import State
from pygames.core.say import LANGUAGES, in_language
from pygames.games.australia import (
    AustraliaState,
    Draw,
    MoveRanger,
    Phase,
    Play,
    TileState,
    words,
)
from pygames.games.australia.actions import parse_location, parse_region
from pygames.games.australia.components import (
    RANGER_TRACK,
    WINDMILL_TRACK,
    card_colour,
    card_stack,
    parse_card,
)
from pygames.games.australia.geography import (
    LOCATION_COUNT,
    LOCATION_REGIONS,
    REGION_COUNT,
    REGION_LOCATIONS,
    REGIONS,
)
from pygames.web.australia import UI
from pygames.web.australia.animation import FLIGHT, TRAVEL, TURN, motion
from pygames.web.australia.areas import Area
from pygames.web.australia.layout import SMALLEST_TEXT, TALL_SIZE, WIDE_SIZE, Plan, plan
from pygames.web.australia.map_drawing import LABEL_POINTS, LOCATION_POINTS, outline
from pygames.web.australia.pieces import CARD_FILLS, INK, PAPER, PLAYER_COLOURS, REGION_FILLS
from pygames.web.australia.render import draw
from pygames.web.australia.selection import Pick, targets
from pygames.web.australia.sites import TARGET_RIM, site_radius
from pygames.web.australia.table import LIT, hand_slot, held_hands, player_row, stack_boxes
from pygames.web.australia.terrain import LABEL, LIT_RIM, SHADE
from pygames.web.australia.words import LOW_SUPPLY, aftermath
from pygames.web.canvas import Point, RecordingCanvas
from pygames.web.hints import hint_for
from pygames.web.hits import Hit, hit_test
from pygames.web.ui import Tap
from tests.australia_positions import AUSTRALIA, new_game, play, position
from tests.english import said
from tests.keyboard import reachable_by_arrows
from tests.playouts import applied
from tests.tapping import said_en, taps_for

BLACK, WHITE, ORANGE, BLUE, BROWN = range(5)
DESKTOP = (WIDE_SIZE[0] * 0.62, WIDE_SIZE[1] * 0.62)
#: A phone in portrait: the board 390 px wide at its own aspect.
PHONE = (390.0, 390.0 * TALL_SIZE[1] / TALL_SIZE[0])


def drawn(
    state: State,
    size: tuple[float, float] = DESKTOP,
    selected: object = None,
    interactive: bool = True,
) -> tuple[RecordingCanvas, list[Hit]]:
    assert isinstance(state, AustraliaState)
    canvas = RecordingCanvas(*size)
    hits = draw(canvas, state, selected=selected, interactive=interactive)
    return canvas, hits


def keys(hits: Sequence[Hit], kind: str) -> set[object]:
    return {
        key[1] for key in (hit.key for hit in hits) if isinstance(key, tuple) and key[0] == kind
    }


def tap(state: State, selected: object, key: Hashable | None) -> Tap:
    assert isinstance(state, AustraliaState)
    return UI.tap(state, selected, key)


# -- what is drawn, and where taps land ------------------------------------------------


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_every_region_and_location_is_drawn_and_hit_where_it_is_drawn(
    size: tuple[float, float],
) -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"})
    canvas, hits = drawn(state, size, selected=Pick(card=parse_card("green2")))
    assert keys(hits, "region") == set(range(REGION_COUNT))
    assert keys(hits, "location") == set(range(LOCATION_COUNT))
    for hit in hits:
        assert hit_test(hits, hit.x, hit.y) == hit.key
    fills = [kwargs["fill"] for _, _, kwargs in canvas.named("polygon")]
    for colour, fill in REGION_FILLS.items():
        regions = sum(region.colour == colour for region in REGIONS)
        assert fills.count(fill) >= regions
    assert reachable_by_arrows(hits) == {hit.key for hit in hits}


#: The narrowest board on a phone: a 390 px screen less the page's margins.
NARROWEST = (374.0, 374.0 * TALL_SIZE[1] / TALL_SIZE[0])


def test_on_a_phone_no_two_camps_or_ships_are_drawn_over_each_other() -> None:
    layout = plan(*NARROWEST)
    points = [layout.point(*point) for point in LOCATION_POINTS]
    closest = min(math.dist(a, b) for k, a in enumerate(points) for b in points[k + 1 :])
    assert closest >= 2 * site_radius(layout)


def _luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    red, green, blue = (channel(int(colour[k : k + 2], 16)) for k in (1, 3, 5))
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def _contrast(a: str, b: str) -> float:
    light, dark = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def _planes(
    canvas: RecordingCanvas, layout: Plan | None = None
) -> list[tuple[int, tuple[Point, ...]]]:
    """Each plane drawn (on the map, given its ``layout``): its place among the calls, and
    its outline's points."""
    box = layout.map_box if layout is not None else None

    def shown(x: float, y: float) -> bool:
        return box is None or (box.x <= x <= box.right and box.y <= y <= box.bottom)

    return [
        (index, args[0])
        for index, (kind, args, kw) in enumerate(canvas.calls)
        if kind == "polygon"
        and len(args[0]) == 18
        and kw["fill"] in PLAYER_COLOURS
        and shown(*args[0][0])
    ]


def test_a_row_counts_the_rangers_left_on_the_players_own_token() -> None:
    """The rangers not yet on the map are drawn as the map draws rangers, the player's
    token with the count on it: beside a plane, the count read as flights left."""
    state = position(players=3, planes={BLACK: "KIM"}, rangers={"C6": (WHITE, 2)})
    for size in (DESKTOP, PHONE):
        canvas, _ = drawn(state, size)
        for player in range(state.players):
            count = str(state.supply[player])
            texts = [args for _, args, _ in canvas.named("text") if args[2] == count]
            shapes = [
                (args, kw)
                for kind, args, kw in canvas.calls
                if kind in ("circle", "polygon") and kw.get("fill") == PLAYER_COLOURS[player]
            ]
            assert any(_covers(kind_args, x, y) for x, y, _ in texts for kind_args in shapes), (
                player,
                count,
            )


def _covers(shape: tuple[tuple[object, ...], dict[str, object]], x: float, y: float) -> bool:
    """Whether a drawn circle or polygon covers the point (``x``, ``y``)."""
    args, _ = shape
    if len(args) == 3:
        cx, cy, r = args
        assert isinstance(cx, float | int) and isinstance(cy, float | int)
        assert isinstance(r, float | int)
        return math.hypot(x - cx, y - cy) <= r
    (points,) = args
    assert isinstance(points, Sequence)
    xs: list[float] = [p[0] for p in points]
    ys: list[float] = [p[1] for p in points]
    return min(xs) <= x <= max(xs) and min(ys) <= y <= max(ys)


def test_every_plane_is_outlined_to_be_seen_on_every_land_and_sea() -> None:
    for size in (DESKTOP, NARROWEST):
        canvas, _ = drawn(position(players=5, planes=dict.fromkeys(range(5), "KIM")), size)
        planes = [call for call in canvas.named("polygon") if (call[1][0],) in _outlines(canvas)]
        assert len(planes) == 5  # on the map; the rows count rangers, not planes
        for _, _, kw in planes:
            for land in REGION_FILLS.values():
                assert _contrast(kw["stroke"], land) >= 3, (kw["fill"], land)


def _outlines(canvas: RecordingCanvas) -> set[tuple[tuple[Point, ...]]]:
    return {(points,) for _, points in _planes(canvas)}


def _clear_of_locations(points: Iterable[Point], layout: Plan) -> bool:
    """Whether no point lies on a camp or a ship as drawn."""
    r = site_radius(layout)
    sites = [layout.point(*point) for point in LOCATION_POINTS]
    return all(math.dist(point, site) > r for point in points for site in sites)


@pytest.mark.parametrize("size", [DESKTOP, NARROWEST], ids=["desktop", "phone"])
def test_planes_stand_clear_of_camps_and_ships_and_are_drawn_over_every_marker(
    size: tuple[float, float],
) -> None:
    layout = plan(*size)
    for region in REGIONS:
        for count in (1, 3):
            planes = dict.fromkeys(range(count), region.code)
            state = position(planes=planes, full=True, windmill=region.code)
            canvas, _ = drawn(state, size)
            found = _planes(canvas, layout)
            assert len(found) == count
            sites = {layout.point(*point) for point in LOCATION_POINTS}
            markers = [
                index
                for index, (kind, args, kw) in enumerate(canvas.calls)
                if kind == "circle" and kw["fill"] == PAPER and args[:2] in sites
            ]
            assert max(markers) < min(index for index, _ in found)  # camps and ships first
            for _, points in found:
                assert _clear_of_locations(points, layout), region.code


@pytest.mark.parametrize("size", [DESKTOP, NARROWEST], ids=["desktop", "phone"])
def test_the_windmill_never_covers_a_camp_or_ship(size: tuple[float, float]) -> None:
    layout = plan(*size)
    box = layout.map_box
    for region in REGIONS:
        state = position(full=True, windmill=region.code, planes={BLACK: region.code})
        canvas, _ = drawn(state, size)
        sails = [args[0] for _, args, kw in canvas.named("polygon") if kw["fill"] == "#f8f6f0"]
        discs = [args for _, args, kw in canvas.named("circle") if kw["fill"] == "#1f5f8b"]
        (x, y, r), mill = discs[0], [point for sail in sails[:4] for point in sail]
        rim = [(x + r * math.cos(k / 4), y + r * math.sin(k / 4)) for k in range(26)]
        assert len(sails) >= 4 and _clear_of_locations(mill + rim, layout), region.code
        assert all(box.x <= px <= box.right and box.y <= py <= box.bottom for px, py in mill)


def _key(hit: Hit) -> tuple[str, int]:
    """A hit's key: what it is and which."""
    key = hit.key
    assert isinstance(key, tuple)
    return key


def _inside(region: int, point: Point, layout: Plan) -> bool:
    from pygames.web.australia.areas import inside

    return inside([layout.point(*corner) for corner in outline(region)], *point)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_tap_anywhere_on_a_region_s_painted_area_means_that_region(
    size: tuple[float, float],
) -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, rangers={"C9": (WHITE, 2)})
    _, hits = drawn(state, size)
    layout = plan(*size, with_tracks=state.full_game)
    areas = {_key(hit)[1]: hit for hit in hits if isinstance(hit, Area)}
    sites = [hit for hit in hits if not isinstance(hit, Area) and _key(hit)[0] != "card"]
    box = layout.map_box
    step = 6.0
    answered = dict.fromkeys(range(REGION_COUNT), 0)
    for i in range(int(box.w / step)):
        for j in range(int(box.h / step)):
            point = (box.x + (i + 0.5) * step, box.y + (j + 0.5) * step)
            [region] = [r for r in range(REGION_COUNT) if _inside(r, point, layout)]
            if any(math.dist(point, (hit.x, hit.y)) <= hit.r for hit in sites):
                continue  # within a camp's or ship's reach
            if any(
                math.dist(point, (x, y)) <= r
                for other, area in areas.items()
                if other != region and isinstance(area, Area)
                for x, y, r in area.marks
            ):
                continue  # on another region's tile, marker, planes or windmill as drawn
            assert hit_test(hits, *point) == ("region", region), (point, REGIONS[region].code)
            answered[region] += 1
    assert min(answered.values()) >= 1
    barkly = parse_region("BAR")
    below_factory = layout.point(LABEL_POINTS[barkly][0], LABEL_POINTS[barkly][1] + 40)
    assert hit_test(hits, *below_factory) == ("region", barkly)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_camp_or_ship_drawn_over_a_region_wins_where_it_is_drawn(
    size: tuple[float, float],
) -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, rangers={"C9": (WHITE, 2)})
    _, hits = drawn(state, size)
    drawn_r = site_radius(plan(*size, with_tracks=state.full_game))
    for hit in hits:
        if _key(hit)[0] == "location":
            for angle in range(0, 360, 45):
                x = hit.x + drawn_r * 0.9 * math.cos(math.radians(angle))
                y = hit.y + drawn_r * 0.9 * math.sin(math.radians(angle))
                assert hit_test(hits, x, y) == hit.key


def test_nothing_is_tappable_or_lit_when_it_is_not_a_persons_turn() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"})
    _, hits = drawn(state, selected=Pick(card=parse_card("green2")), interactive=False)
    assert hits == []


def test_a_picked_locations_regions_light_up() -> None:
    c6 = parse_location("C6")  # on the border of four regions
    state = position(planes={BLACK: "KIM"}, rangers={"C6": (BLACK, 2)}, dollars={BLACK: 4})
    result = tap(state, None, ("location", c6))
    assert result.selection.source == c6
    canvas, _ = drawn(state, selected=Pick(location=c6))
    lit = [call for call in canvas.named("polygon") if call[2]["stroke"] == LIT_RIM]
    assert len(lit) == len(LOCATION_REGIONS[c6]) == 4


def test_a_region_tapped_lights_and_says_what_it_holds_then_flies_on_a_second_tap() -> None:
    state = position(
        planes={BLACK: "TOP"},
        rangers={"C4": (WHITE, 2), "C5": (BLACK, 1)},
        tiles={"KIM": 7},
        face_up="KIM",
    )
    kim = parse_region("KIM")
    first = tap(state, None, ("region", kim))
    assert first.action is None and first.selection == Pick(region=kim)
    assert said_en(UI.prompt(state, first.selection)) == (
        "Kimberley (green): 2 of 3 locations taken, 3 rangers; industrialization at 7 rangers;"
        " conservation open. Tap it again, or the button, to fly there."
    )
    assert str(tap(state, first.selection, ("region", kim)).action) == "fly KIM"
    assert [str(b.action) for b in UI.offered(state, first.selection)] == ["fly KIM"]
    # the rest of the map a shade darker, so the region chosen shows on a phone too
    canvas, _ = drawn(state, PHONE, selected=first.selection)
    shaded = [kw for _, _, kw in canvas.named("polygon") if kw.get("fill") == SHADE]
    assert len(shaded) == REGION_COUNT - 1
    hovered = RecordingCanvas(*DESKTOP)  # a region named by the mouse is not a choice
    draw(hovered, state, interactive=True, focus=("region", kim))
    assert not [kw for _, _, kw in hovered.named("polygon") if kw.get("fill") == SHADE]


def test_face_down_tiles_are_drawn_the_same_whatever_they_hide() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"}, face_up="KIM")
    hidden = [r for r in range(REGION_COUNT) if state.tile_state[r] == TileState.FACE_DOWN]
    values = list(state.tiles)
    for a, b in zip(hidden, hidden[1:] + hidden[:1], strict=True):
        values[a] = state.tiles[b]
    twin = replace(state, tiles=tuple(values))
    assert twin.tiles != state.tiles
    assert drawn(state)[0].calls == drawn(twin)[0].calls
    view = state.view(BLACK).state
    assert drawn(view)[0].calls == drawn(state)[0].calls


def test_the_full_game_shows_both_tracks_and_the_simple_game_neither() -> None:
    full = position(
        full=True,
        planes={BLACK: "KIM"},
        windmill="KIM",
        windmill_track=2,
        ranger_track=(WHITE, BLACK, WHITE),
    )
    canvas, _ = drawn(full)
    squares = [c for c in canvas.named("polygon") if c[2]["fill"] in ("#6b5846", PAPER)]
    empty_slots = [c for c in canvas.named("circle") if c[2]["fill"] == PAPER]
    assert len([c for c in squares if c[2]["stroke"] == "#2b2520"]) >= WINDMILL_TRACK
    assert len(empty_slots) >= RANGER_TRACK - 3
    simple, _ = drawn(position(planes={BLACK: "KIM"}))
    assert len([c for c in simple.named("circle") if c[2]["fill"] == PAPER]) < len(empty_slots)


def test_on_a_phone_the_simple_game_gives_the_tracks_room_to_larger_stacks() -> None:
    def stacks(full: bool) -> list[Hit]:
        dealing = new_game(players=3, seed=2, options={"full_game": full})
        if full:
            dealing = play(dealing, "windmill KIM")
        hits = drawn(dealing, PHONE)[1]
        return [hit for hit in hits if isinstance(hit.key, tuple) and hit.key[0] == "stack"]

    full, simple = stacks(True), stacks(False)
    assert len({hit.y for hit in full}) == 1 and len({hit.y for hit in simple}) == 2  # 2 by 2
    assert simple[0].r > full[0].r * 1.4


def test_five_players_at_phone_width_fit_the_canvas_and_text_stays_readable() -> None:
    state = AUSTRALIA.new_game(players=5, seed=2, options={"full_game": True})
    rng = random.Random(3)
    for _ in range(120):
        if state.is_over():
            break
        state = state.apply(rng.choice(state.legal_actions()))
    canvas, hits = drawn(state, PHONE)
    width, height = PHONE
    for name, args, kwargs in canvas.calls:
        points = args[0] if name in ("polygon", "line") else [args[:2]] if name != "clear" else []
        for x, y in points:
            assert -0.5 <= x <= width + 0.5 and -0.5 <= y <= height + 0.5, (name, x, y)
        if name == "text":
            assert kwargs["size"] >= SMALLEST_TEXT - 0.6, args
    assert all(0 <= hit.x <= width and 0 <= hit.y <= height for hit in hits)


# -- taps --------------------------------------------------------------------------------


def test_a_card_lights_the_open_locations_of_the_planes_region_only() -> None:
    state = position(
        planes={BLACK: "KIM"}, hands={BLACK: "green3"}, rangers={"C4": (WHITE, 1), "C6": (BLACK, 1)}
    )
    green3 = parse_card("green3")
    picked = tap(state, None, ("card", green3)).selection
    canvas, _ = drawn(state, selected=picked)
    rings = [c for c in canvas.named("circle") if c[2]["stroke"] == TARGET_RIM]
    assert len(rings) == 2  # C5 empty and C6 Black's; C4 is White's
    c5 = parse_location("C5")
    chosen = tap(state, picked, ("location", c5)).selection
    labels = [said_en(b.label) for b in UI.offered(state, chosen)]
    assert labels == ["1 ranger", "2 rangers", "3 rangers"]  # the status names the camp
    assert "camp between Kimberley, Top End and Barkly" in said_en(UI.prompt(state, chosen))
    refused = tap(state, picked, ("location", parse_location("C4")))
    assert refused.action is None and refused.selection == picked
    assert (
        said_en(refused.message) == "the camp between Kimberley and Pilbara holds White's rangers"
    )


def test_a_refusal_naming_the_planes_region_marks_that_region_not_the_camp_tapped() -> None:
    """'the camp … is not in Kimberley, where your plane is': the words speak of Kimberley,
    so the board rings Kimberley; a refusal about the camp itself marks nothing more."""
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green3"}, rangers={"C4": (WHITE, 1)})
    picked = tap(state, None, ("card", parse_card("green3"))).selection
    far = next(
        location
        for location in range(LOCATION_COUNT)
        if parse_region("KIM") not in LOCATION_REGIONS[location]
    )
    refused = tap(state, picked, ("location", far))
    assert refused.message is not None and refused.message.key.endswith("not_in_region")
    assert refused.marks == ("region", parse_region("KIM"))
    theirs = tap(state, picked, ("location", parse_location("C4")))
    assert theirs.message is not None and theirs.marks is None


def test_a_tap_on_a_camp_plays_a_card_at_once_when_it_can_only_mean_one_play() -> None:
    """A 1-card has one count of rangers: the camp's tap plays it (a lone "1 ranger" button
    was a tap for nothing). A choice of counts, or the ranger track, still waits for a
    button."""
    one = position(planes={BLACK: "KIM"}, hands={BLACK: "green1 green3"})
    picked = tap(one, None, ("card", parse_card("green1"))).selection
    played = tap(one, picked, ("location", parse_location("C5")))
    assert str(played.action) == "play green1 C5x1"
    picked = tap(one, None, ("card", parse_card("green3"))).selection
    chosen = tap(one, picked, ("location", parse_location("C5")))
    assert chosen.action is None and len(UI.offered(one, chosen.selection)) == 3
    near = position(full=True, planes={BLACK: "KIM"}, hands={BLACK: "green1"}, windmill="KIM")
    picked = tap(near, None, ("card", parse_card("green1"))).selection
    assert tap(near, picked, ("location", parse_location("C5"))).action is None


def test_a_camp_tapped_before_a_card_names_the_cards_that_can_go_there() -> None:
    """With the green 4 lit and the red 1 not (a green card is held), a tap on a camp
    names the green 4: a newcomer had tapped the red 1, missed its refusal, and read "pick
    a card first" as nonsense."""
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green4 red1"})
    said = said_en(tap(state, None, ("location", parse_location("C5"))).message)
    assert said == "Pick a lit card in your row first (the green 4); then tap where its rangers go."


def test_the_3_dollar_colour_change_shows_its_cost_before_it_is_paid() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "red2"}, dollars={BLACK: 3})
    red2 = parse_card("red2")
    picked = tap(state, None, ("card", red2)).selection
    chosen = tap(state, picked, ("location", parse_location("C5"))).selection
    buttons = UI.offered(state, chosen)
    assert said_en(buttons[0].label) == "1 ranger, $3"
    assert said_en(UI.prompt(state, chosen)) == (
        "Choose how many rangers go to the camp between Kimberley, Top End and Barkly,"
        " paying $3 to play the red 2 as green."
    )
    assert "you pay" in said_en(UI.prompt(state, picked))  # said as soon as the card is picked
    assert str(buttons[1].action) == "play red2$ C5x2"
    holding = position(planes={BLACK: "KIM"}, hands={BLACK: "red2 green1"}, dollars={BLACK: 9})
    refused = tap(holding, None, ("card", red2))
    assert refused.selection is None
    assert said_en(refused.message).startswith(
        "you hold the green 1, which is green like Kimberley"
    )


def test_near_the_windmill_taps_on_the_track_send_rangers_there() -> None:
    state = position(full=True, planes={BLACK: "KIM"}, hands={BLACK: "green3"}, windmill="KIM")
    green3 = parse_card("green3")
    picked = tap(state, None, ("card", green3)).selection
    _, hits = drawn(state, selected=picked)
    assert ("track", 0) in {hit.key for hit in hits}
    once = tap(state, picked, ("track", 0)).selection
    assert once.track == 1
    assert [str(b.action) for b in UI.offered(state, once)] == ["play green3 track1"]
    placed = tap(state, once, ("location", parse_location("C5"))).selection
    assert [str(b.action) for b in UI.offered(state, placed)] == [
        "play green3 C5x1 track1",
        "play green3 C5x2 track1",
    ]


@pytest.mark.parametrize("size", [DESKTOP, PHONE])
def test_rangers_tapped_onto_the_track_are_drawn_there_and_the_track_is_ringed_round_its_circles(
    size: tuple[float, float],
) -> None:
    """A newcomer tapped the track and saw nothing change, and the ring round the track
    was centred below its circles: each tap now shows one more ranger of the mover's going
    there, and the track's place is the box round its circles."""
    state = position(full=True, planes={BLACK: "KIM"}, hands={BLACK: "green3"}, windmill="KIM")
    picked = tap(state, None, ("card", parse_card("green3"))).selection
    twice = tap(state, tap(state, picked, ("track", 0)).selection, ("track", 0)).selection
    assert twice.track == 2
    panel = plan(*size, with_tracks=True).tracks
    for selected, going in ((picked, 0), (twice, 2)):
        canvas, hits = drawn(state, size, selected=selected)
        track = next(hit for hit in hits if hit.key == ("track", 0))
        spaces = [
            (args, paint["stroke"])
            for _, args, paint in canvas.named("circle")
            if panel.x <= args[0] <= panel.right
            and panel.y <= args[1] <= panel.bottom
            and paint["fill"] == PAPER
        ]
        assert len(spaces) == RANGER_TRACK
        assert sum(stroke == LIT for _, stroke in spaces) == going
        box = track.box
        assert box is not None
        assert all(box.x < x < box.right and box.y < y < box.bottom for (x, y, _), _ in spaces)
        assert box.h >= 30  # a finger's target, even on a phone


def test_taking_back_picks_all_that_fit_then_one_fewer_per_tap() -> None:
    state = position(planes={BLACK: "KIM"}, rangers={"C4": (BLACK, 3), "C6": (BLACK, 2)})
    c4, c6 = parse_location("C4"), parse_location("C6")
    first = tap(state, None, ("location", c4)).selection
    assert first.taken == ((c4, 3),)
    both = tap(state, first, ("location", c6)).selection
    assert both.taken == ((c4, 3), (c6, 1))
    fewer = tap(state, both, ("location", c4)).selection
    assert fewer.taken == ((c4, 2), (c6, 1))
    assert [str(b.action) for b in UI.offered(state, fewer)] == ["back C4x2 C6x1"]


def test_a_paid_move_shows_its_price_then_plays_on_a_second_tap() -> None:
    state = position(planes={BLACK: "TOP"}, rangers={"C4": (BLACK, 2)}, dollars={BLACK: 4})
    c4, c9 = parse_location("C4"), parse_location("C9")
    source = tap(state, None, ("location", c4)).selection
    assert source == Pick(source=c4)
    target = tap(state, source, ("location", c9)).selection
    assert said_en(UI.offered(state, target)[0].label) == (
        "Move a ranger from the camp between Kimberley and Pilbara "
        "to the western camp between Top End and Barkly for $4"
    )
    assert str(tap(state, target, ("location", c9)).action) == "move C4>C9"
    poor = position(planes={BLACK: "TOP"}, rangers={"C4": (BLACK, 2)}, dollars={BLACK: 3})
    refused = tap(poor, None, ("location", c4))
    assert refused.action is None and said_en(refused.message).startswith("moving a ranger costs")


def test_a_paid_move_between_own_locations_in_the_planes_region_and_its_refusals() -> None:
    state = position(
        planes={BLACK: "KIM"},
        rangers={"C4": (BLACK, 2), "C5": (BLACK, 1), "C6": (WHITE, 1)},
        dollars={BLACK: 5},
    )
    c4, c5, c6, c9 = (parse_location(name) for name in ("C4", "C5", "C6", "C9"))
    back = tap(state, None, ("location", c4)).selection  # first meant to go back
    assert back.taken == ((c4, 2),)
    assert tap(state, back, ("location", c5)).selection.taken == ((c4, 2), (c5, 1))
    [take, instead] = UI.offered(state, back)
    assert str(take.action) == "back C4x2" and instead.action is None
    assert (
        said_en(instead.label)
        == "Move a ranger from the camp between Kimberley and Pilbara instead ($4)"
    )
    moving = instead.selection
    assert moving == Pick(source=c4)
    assert {c5, c9} <= targets(state, moving) and c6 not in targets(state, moving)
    to = tap(state, moving, ("location", c5)).selection  # onto the player's own
    assert to == Pick(source=c4, location=c5)
    assert said_en(UI.prompt(state, to)).startswith(
        "Move one ranger from the camp between Kimberley and Pilbara to the camp between "
        "Kimberley, Top End and Barkly for $4"
    )
    assert str(tap(state, to, ("location", c5)).action) == "move C4>C5"
    held = tap(state, moving, ("location", c6))
    assert held.selection == moving and said_en(held.message) == (
        "the camp between Kimberley, Pilbara, Barkly and Red Centre holds White's rangers"
    )
    assert tap(state, moving, ("location", c4)).selection is None  # the ranger again: let go
    assert tap(state, back, ("location", c9)).selection == Pick(source=c4, location=c9)
    poor = replace(state, dollars=(3, 0, 0))
    refused = tap(poor, tap(poor, None, ("location", c4)).selection, ("location", c9))
    assert said_en(refused.message) == "moving a ranger costs $4 and you have $3"
    assert all(b.action for b in UI.offered(poor, refused.selection))  # no move to offer
    for target in (c5, c9):
        steps = taps_for(UI, state, MoveRanger(c4, target), PHONE)
        assert len(steps) <= 4


def test_taps_that_mean_nothing_now_change_nothing_and_say_why() -> None:
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2"})
    for key in [("location", parse_location("C5")), ("location", parse_location("C7"))]:
        result = tap(state, None, key)
        assert result.action is None and result.selection is None
        said(result.message)
    dealing = new_game(players=3, seed=1, options={"full_game": False})
    result = tap(dealing, None, ("card", 0))
    assert result.action is None and said_en(result.message).startswith("the cards are being dealt")
    top = dealing.stacks[2][0]
    assert tap(dealing, None, ("stack", 2)).action == Draw(top)


def test_every_legal_action_can_be_played_by_taps_through_a_game() -> None:
    state = AUSTRALIA.new_game(players=3, seed=8, options={"full_game": True})
    rng = random.Random(8)
    checked = 0
    while not state.is_over():
        actions = state.legal_actions()
        if rng.random() < 0.25:
            for action in rng.sample(actions, min(4, len(actions))):
                taps_for(UI, state, action, PHONE, most=6)
                checked += 1
        state = state.apply(rng.choice(actions))
    assert checked > 50


# -- words -------------------------------------------------------------------------------


def test_what_an_action_caused_is_said_evaluation_by_evaluation_each_about_its_region() -> None:
    state = position(
        players=4,
        rangers={"S4": (WHITE, 1), "S5": (BLUE, 2)},
        planes={BLACK: "TIM"},
        hands={BLACK: "blue3"},
    )
    after = play(state, "play blue3 S6x3")
    [scored] = aftermath(after)
    assert said_en(scored.say) == (
        "Conservation of Timor Sea, completed by Black: Black 9 points, White 2 points,"
        " Blue 4 points."
    )
    assert scored.place == ("region", parse_region("TIM"))
    flown = play(
        position(planes={BLACK: "TOP"}, tiles={"KIM": 6}, face_up="TOP", full=True, windmill="COR"),
        "fly KIM",
    )
    assert [said_en(line.say) for line in aftermath(flown)] == [
        "The tile of Kimberley turns up: 6.",
        "The windmill moves to Kimberley and is now worth 3.",
    ]
    assert {line.place for line in aftermath(flown)} == {("region", parse_region("KIM"))}
    assert aftermath(play(flown, "fly TOP")) == ()
    stays = play(
        position(planes={BLACK: "TOP"}, tiles={"KIM": 7}, face_up="TOP", full=True, windmill="KIM"),
        "fly KIM",
    )
    assert said_en(aftermath(stays)[1].say) == "The windmill, already in Kimberley, is now worth 3."


#: The player named in a log entry's words or its badges.
NAMES = "Black|White|Orange|Blue|Brown"


def _changes_said(entry: str, mover: str) -> dict[str, int]:
    """What a log entry's words say each player gained: points named (``Black 9 points``,
    a card ``for 2 points``), and the mover's dollars, earned (``+$1``) and paid (``for $3``,
    ``pays $4``)."""
    said: dict[str, int] = {}
    for name, points in re.findall(rf"\b({NAMES}) (\d+) points?\b", entry):
        said[name] = said.get(name, 0) + int(points)
    mover_gets = sum(map(int, re.findall(r"\bfor (\d+) points\b", entry)))
    mover_gets += sum(map(int, re.findall(r"\(\+\$(\d+)\)", entry)))
    mover_gets -= sum(map(int, re.findall(r"\b(?:for|pays) \$(\d+)", entry)))
    said[mover] = said.get(mover, 0) + mover_gets
    return {name: change for name, change in said.items() if change}  # no badge for none


def _badges(entry: str, mover: str) -> dict[str, int]:
    """The score changes a log entry's badges show: the mover's bare, others' named."""
    shown = {}
    for badge in re.findall(r'data-testid="gain"[^>]*>([^<]*)<', entry):
        name, _, change = badge.rpartition(" ")
        shown[name or mover] = int(change.replace("\u2212", "-"))
    return shown


@pytest.mark.parametrize("seed", range(6))
def test_a_log_entry_s_points_and_dollars_add_up_to_its_badges(seed: int) -> None:
    """Each line of the move log as ``panels.move_log`` writes it: the action's words, its
    badges (``score_marks``: the change in every score, dollars counted) and what it caused."""
    from pygames.web.panels import score_marks
    from pygames.web.text import Text

    text, rng = Text("en"), random.Random(seed)
    state = AUSTRALIA.new_game(players=3, seed=seed, options={"full_game": seed % 2 == 0})
    while not state.is_over():
        before, action = state, rng.choice(state.legal_actions())
        state = before.apply(action)
        mover = before.current_player
        assert isinstance(state, AustraliaState) and mover is not None
        name = said_en(UI.name(state, mover))
        words = text.say(before.describe(action))
        words += " ".join(text.say(line.say) for line in UI.caused(state))
        badges = score_marks(UI, text, before, state, mover)
        assert _changes_said(words, name) == _badges(badges, name), (words, badges)


def test_prompts_and_buttons_are_said_in_every_language() -> None:
    state = position(
        full=True,
        planes={BLACK: "KIM"},
        hands={BLACK: "green3 red2"},
        windmill="KIM",
        rangers={"C4": (BLACK, 2)},
        dollars={BLACK: 5},
    )
    picks = [
        None,
        Pick(region=parse_region("TOP")),
        Pick(card=parse_card("green3")),
        Pick(card=parse_card("green3"), location=parse_location("C5"), track=1),
        Pick(taken=((parse_location("C4"), 2),), source=parse_location("C4")),
        Pick(source=parse_location("C4"), location=parse_location("C9")),
    ]
    for pick in picks:
        for language in LANGUAGES:
            in_language(UI.prompt(state, pick), language)
            for button in UI.offered(state, pick):
                in_language(button.label, language)
        said(UI.prompt(state, pick))


@pytest.mark.parametrize("size", [DESKTOP, PHONE])
def test_the_keyboard_s_ring_on_a_camp_lights_and_names_the_regions_it_belongs_to(
    size: tuple[float, float],
) -> None:
    from pygames.games.australia.words import region as region_name
    from pygames.web.text import Text

    state = position()
    for location in (0, LOCATION_COUNT // 2, LOCATION_COUNT - 1):
        regions = LOCATION_REGIONS[location]
        canvas = RecordingCanvas(*size)
        draw(canvas, state, interactive=True, focus=("location", location), language="de")
        lit = [args for _, args, kw in canvas.named("polygon") if kw.get("stroke") == LIT_RIM]
        assert len(lit) == len(regions)
        texts = [(args, kw) for _, args, kw in canvas.named("text")]
        for region in regions:
            named = region_name(region)
            name = named if isinstance(named, str) else Text("de").say(named)
            [((x, _, _), kw)] = [(args, kw) for args, kw in texts if args[2] == name]
            assert 0 < x < size[0] and kw["size"] >= 12
    plain = RecordingCanvas(*DESKTOP)
    draw(plain, state, interactive=True, focus=None)
    assert not [kw for _, _, kw in plain.named("polygon") if kw.get("stroke") == LIT_RIM]


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_names_of_a_camp_s_regions_never_cover_the_camp_in_focus(
    size: tuple[float, float],
) -> None:
    """A newcomer picked the camp between Top End and Barkly, and Barkly's name was drawn
    over it: a region's label moves off the camp the ring is on."""
    state = position()
    layout = plan(*size, with_tracks=state.full_game)
    reach = site_radius(layout) * 1.75
    for location in range(LOCATION_COUNT):
        canvas = RecordingCanvas(*size)
        draw(canvas, state, interactive=True, focus=("location", location))
        x, y = layout.point(*LOCATION_POINTS[location])
        labels = [args[0] for _, args, kw in canvas.named("polygon") if kw.get("fill") == LABEL]
        assert len(labels) == len(LOCATION_REGIONS[location])
        for corners in labels:
            (left, top), (right, bottom) = corners[0], corners[2]
            near_x = min(max(x, left), right)
            near_y = min(max(y, top), bottom)
            assert math.hypot(x - near_x, y - near_y) >= reach - 0.01, location


# -- motion ------------------------------------------------------------------------------


def test_each_action_lasts_as_long_as_what_moves_in_it() -> None:
    start = position(planes={BLACK: "TOP"}, hands={BLACK: "green3"}, face_up="TOP KIM")
    assert motion(play(start, "fly KIM")) == FLIGHT  # its tile was face up already
    assert motion(play(position(planes={BLACK: "TOP"}), "fly KIM")) == FLIGHT + TURN
    camp = position(planes={BLACK: "KIM"}, hands={BLACK: "green3"}, rangers={"C4": (BLACK, 2)})
    assert motion(play(camp, "play green3 C5x2")) == TRAVEL
    assert motion(play(camp, "back C4x1")) == TRAVEL
    assert motion(play(camp, "play green3 points")) == 0.0  # for points: nothing moves
    assert motion(camp) == 0.0  # nothing played yet


def _plane_at(canvas: RecordingCanvas, player: int = BLACK) -> Point:
    """The middle of ``player``'s plane as drawn on the map (its outline has 18 corners;
    the table beside the map draws one in each player's row too)."""
    planes = [
        (sum(x for x, _ in args[0]) / 18, sum(y for _, y in args[0]) / 18)
        for _, args, kw in canvas.named("polygon")
        if len(args[0]) == 18 and kw.get("fill") == PLAYER_COLOURS[player]
    ]
    [on_map] = [(x, y) for x, y in planes if x < plan(*DESKTOP).map_box.right]
    return on_map


def test_a_flight_crosses_the_map_then_turns_the_tile_over_and_rests_as_drawn_still() -> None:
    before = position(planes={BLACK: "TOP"}, tiles={"KIM": 7})
    flown = play(before, "fly KIM")
    frames: dict[float | None, RecordingCanvas] = {}
    for progress in (None, 0.0, 0.3, 0.95, 1.0):
        frames[progress] = RecordingCanvas(*DESKTOP)
        if progress is None:
            draw(frames[progress], flown)
        else:
            draw(frames[progress], flown, progress=progress)
    assert frames[1.0].calls == frames[None].calls  # at rest: drawn as without motion
    left = RecordingCanvas(*DESKTOP)
    draw(left, before)
    start, end, middle = _plane_at(left), _plane_at(frames[1.0]), _plane_at(frames[0.3])
    assert math.dist(_plane_at(frames[0.0]), start) < 1
    assert math.dist(middle, start) > 20 and math.dist(middle, end) > 20
    sevens = {p: [a for _, a, _ in frames[p].named("text") if a[2] == "7"] for p in frames}
    assert not sevens[0.3] and sevens[0.95] and sevens[1.0]  # face down until the plane lands


def test_rangers_jump_from_the_plane_onto_their_camp() -> None:
    before = position(planes={BLACK: "KIM"}, hands={BLACK: "green3"})
    landed = play(before, "play green3 C5x3")
    c5 = plan(*DESKTOP, with_tracks=landed.full_game).point(*LOCATION_POINTS[parse_location("C5")])
    for progress, on_camp in ((0.5, False), (1.0, True)):
        canvas = RecordingCanvas(*DESKTOP)
        draw(canvas, landed, progress=progress)
        threes = [a[:2] for _, a, _ in canvas.named("text") if a[2] == "3"]
        assert threes and any(math.dist(at, c5) < 3 for at in threes) == on_camp


def test_a_card_drawn_slides_from_its_stack_into_its_place_in_the_hand() -> None:
    """A newcomer looked for a new card at the hand's end and tapped the one in its place;
    the computer's draws went unseen. The card drawn leaves its stack and lands in its
    place: on the way, its place in the row is empty and the card is between the two."""
    before = position(planes={BLACK: "KIM"}, hands={BLACK: "green3"})
    played = play(before, "play green3 C5x3")
    taking = next(a for a in played.legal_actions() if isinstance(a, Draw))
    taken = played.apply(taking)
    assert isinstance(taken, AustraliaState) and motion(taken) > 0
    layout = plan(*DESKTOP, with_tracks=taken.full_game)
    slot = hand_slot(layout.players, taken, BLACK, taking.card)
    stack = stack_boxes(layout.stacks)[card_stack(taking.card)]

    def card_corners(progress: float) -> list[list[Point]]:
        canvas = RecordingCanvas(*DESKTOP)
        draw(canvas, taken, progress=progress)
        fill = CARD_FILLS[card_colour(taking.card)]
        return [list(a[0]) for _, a, k in canvas.named("polygon") if k.get("fill") == fill]

    assert slot.corners() in card_corners(1.0)
    halfway = card_corners(0.5)
    assert slot.corners() not in halfway
    middles = [(sum(x for x, _ in c) / 4, sum(y for _, y in c) / 4) for c in halfway]
    assert any(
        math.dist(m, (stack.cx, stack.cy)) > 20 and math.dist(m, (slot.cx, slot.cy)) > 20
        for m in middles
    )


def test_every_camp_and_ship_has_words_of_its_own_that_match_the_map() -> None:
    """Named by the regions whose border it lies on, a ship alone in its sea by its coast:
    no two locations read alike in any language, each ship's coast is the land region
    nearest it on the map, and the western of the two camps between Top End and Barkly is
    drawn west of the eastern one."""
    for language in LANGUAGES:
        names = [in_language(words.location(loc), language) for loc in range(LOCATION_COUNT)]
        assert len(set(names)) == len(names), language
    land = [number for number, region in enumerate(REGIONS) if not region.is_water]
    for ship, coast in words.SHIP_COASTS.items():
        at = LOCATION_POINTS[ship]
        assert min(land, key=lambda region: math.dist(at, LABEL_POINTS[region])) == coast
    (west, _), (east, _) = sorted(words.CAMP_SIDES.items(), key=lambda side: side[1] == "east")
    assert LOCATION_POINTS[west][0] < LOCATION_POINTS[east][0]


def test_a_card_drawn_takes_the_place_of_the_card_played_and_the_kept_ones_stay() -> None:
    """The engine keeps a hand sorted, so a card drawn could push a kept card aside, and a
    newcomer tapped the card that had moved into the played one's place. Over seeded random
    games, each player's row keeps its kept cards where they were, the new card in the gap."""
    played_and_drawn = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = new_game(players=3, seed=seed, options={"full_game": True})
        while not state.is_over():
            player = state.to_move
            before = held_hands(state)[player]
            assert sorted(before) == sorted(state.hands[player])
            action = rng.choice(state.legal_actions())
            after = state.apply(action)
            assert isinstance(after, AustraliaState)
            if isinstance(action, Draw) and isinstance(state.last_action, Play):
                assert isinstance(state.parent, AustraliaState)
                gap = held_hands(state.parent)[player].index(state.last_action.card)
                now = held_hands(after)[player]
                assert now[gap] == action.card and [c for c in now if c != action.card] == list(
                    before
                )
                played_and_drawn += 1
            state = after
    assert played_and_drawn > 20


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_a_lit_hand_card_keeps_its_own_edge_and_is_ringed_outside_it(
    size: tuple[float, float],
) -> None:
    """An amber rim on the card's edge made a grey or green card read as yellow: the card
    keeps its thin dark edge and the ring stands clear of it."""
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2 gray3"})
    canvas, hits = drawn(state, size)
    (lit,) = [hit for hit in hits if hit.key == ("card", parse_card("green2"))]
    fill = CARD_FILLS[card_colour(parse_card("green2"))]
    (face,) = [kw for _, args, kw in canvas.named("polygon") if kw.get("fill") == fill]
    assert face["stroke"] == INK
    rings = [args[0] for _, args, kw in canvas.named("polygon") if kw.get("stroke") == LIT]
    around = [points for points in rings if _contains(points, lit.x, lit.y)]
    assert around, "the lit card is ringed"
    grey = CARD_FILLS[card_colour(parse_card("gray3"))]
    assert [kw["stroke"] for _, _, kw in canvas.named("polygon") if kw.get("fill") == grey] == [INK]


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_stacks_to_take_from_keep_their_own_edge_and_are_ringed_outside_it(
    size: tuple[float, float],
) -> None:
    """A grey top card with an amber rim on its edge read as orange, and a newcomer took
    a grey card for an orange one: a stack to take from keeps its dark edge, ringed clear
    of it, and the rings of neighbouring stacks do not touch."""
    before = position(planes={BLACK: "KIM"}, hands={BLACK: "green3"})
    drawing = play(before, "play green3 C5x3")
    assert isinstance(drawing, AustraliaState) and drawing.phase is Phase.DRAW
    canvas, hits = drawn(drawing, size)
    layout = plan(*size, with_tracks=drawing.full_game)
    boxes = stack_boxes(layout.stacks)
    rings = [args[0] for _, args, kw in canvas.named("polygon") if kw.get("stroke") == LIT]
    for stack, cards in enumerate(drawing.stacks):
        box = boxes[stack]
        fill = CARD_FILLS[card_colour(cards[0])]
        (face,) = [
            kw
            for _, args, kw in canvas.named("polygon")
            if kw.get("fill") == fill and list(args[0]) == box.corners()
        ]
        assert face["stroke"] == INK
        (ring,) = [points for points in rings if _contains(points, box.cx, box.cy)]
        assert min(x for x, _ in ring) < box.x and max(x for x, _ in ring) > box.right
    half = 2.0 / 2  # the ring's stroke on either side of its line
    spans = [
        (min(xs) - half, min(ys) - half, max(xs) + half, max(ys) + half)
        for xs, ys in (([x for x, _ in r], [y for _, y in r]) for r in rings)
    ]
    for a, b in itertools.combinations(spans, 2):
        assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)


def _contains(points: Sequence[Point], x: float, y: float) -> bool:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs) < x < max(xs) and min(ys) < y < max(ys)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_on_a_phone_the_hand_s_cards_are_large_enough_to_tell_and_tap(players: int) -> None:
    """In one line beside the counts a phone's hand cards were 20 px wide, and a tap on one
    opened the lens or not depending on where it fell: on a narrow table the hand has a
    line of its own under the counts, each card within its row."""
    state = new_game(players=players, seed=5)
    while not all(state.hands):
        state = applied(state, state.legal_actions()[0])
    canvas, _ = drawn(state, PHONE)
    table = plan(*PHONE, with_tracks=True).players
    rows = [player_row(table, players, player) for player in range(players)]
    fills = set(CARD_FILLS.values())
    held = [
        args[0]
        for _, args, kw in canvas.named("polygon")
        if kw.get("fill") in fills and _contains(table.corners(), *args[0][0])
    ]
    assert len(held) == sum(len(hand) for hand in held_hands(state))
    for corners in held:
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        assert max(xs) - min(xs) >= (30 if players == 2 else 18)
        assert any(
            row.x <= min(xs) and max(xs) <= row.right and row.y <= min(ys) and max(ys) <= row.bottom
            for row in rows
        )


def test_the_turn_s_prompt_offers_rangers_back_only_where_the_mover_has_some_and_says_how() -> None:
    """A newcomer with no rangers left looked for how to take some back, which the prompt
    offered every turn without saying what to tap."""
    kimberley = parse_region("KIM")
    camp = next(
        name
        for name in (f"C{number}" for number in range(1, 30))
        if kimberley in LOCATION_REGIONS[parse_location(name)]
    )
    empty = position(planes={BLACK: "KIM"})
    held = position(planes={BLACK: "KIM"}, rangers={camp: (BLACK, 2)})
    assert "back" not in said_en(UI.prompt(empty, None))
    assert "take rangers back from Kimberley (tap your rangers there)" in said_en(
        UI.prompt(held, None)
    )


def test_a_tap_on_a_card_that_cannot_be_played_says_why() -> None:
    """A newcomer tapped an unlit card in their row: it had no place to tap, nothing
    happened, and only a later tap on the map said which card could be played."""
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2 orange1"})
    orange = parse_card("orange1")
    _, hits = drawn(state, PHONE)
    hit = next(hit for hit in hits if hit.key == ("card", orange))
    assert hit_test(hits, hit.x, hit.y) == hit.key
    tapped = tap(state, None, hit.key)
    assert tapped.message is not None and not tapped.played() and tapped.selection is None
    assert "Kimberley" in said_en(tapped.message)  # the engine's reason, where the plane is


def test_the_turn_s_prompt_says_when_few_rangers_are_left_off_the_map() -> None:
    """A newcomer's rangers fell from 20 to 3 and then to none with no word of it."""
    state = position(planes={BLACK: "KIM"})

    def said_with(left: int) -> str:
        supply = tuple(left if player == BLACK else n for player, n in enumerate(state.supply))
        return said_en(UI.prompt(replace(state, supply=supply), None))

    assert "off the map" not in said_with(LOW_SUPPLY + 1)
    assert "Only 3 of your rangers are left off the map" in said_with(3)
    assert "Only one of your rangers is left off the map" in said_with(1)
    assert "All your rangers are on the map" in said_with(0)


def test_a_tap_on_an_empty_camp_of_the_plane_s_region_names_the_cards_to_pick_first() -> None:
    """A newcomer tapped a camp before a card and read "pick a card first" as nonsense:
    the answer names the cards that could go there."""
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2 orange1"})
    kimberley = parse_region("KIM")
    inside = next(loc for loc in range(LOCATION_COUNT) if kimberley in LOCATION_REGIONS[loc])
    near = tap(state, None, ("location", inside))
    assert near.message is not None and near.message.key == "australia.tap.card_first"
    assert not near.played() and "green 2" in said_en(near.message)


@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_away_from_the_plane_a_tap_on_a_camp_or_ship_chooses_the_region_under_it(
    size: tuple[float, float],
) -> None:
    """A newcomer aiming at Cape York hit a ship off its coast and a camp on its border,
    and was told to fly before playing there: where nothing can be played, a camp or a
    ship is no target, and a tap there is a tap on the region painted under it."""
    state = position(
        planes={BLACK: "KIM"}, hands={BLACK: "green2"}, rangers={"C9": (WHITE, 2), "C7": (BLACK, 1)}
    )
    kimberley = parse_region("KIM")
    near = set(REGION_LOCATIONS[kimberley]) | {parse_location("C7")}
    _, hits = drawn(state, size)
    assert keys(hits, "location") == near
    layout = plan(*size, with_tracks=state.full_game)
    for loc in set(range(LOCATION_COUNT)) - near:
        point = layout.point(*LOCATION_POINTS[loc])
        key = hit_test(hits, *point)
        assert isinstance(key, tuple) and key[0] == "region", (loc, key)
        chosen = tap(state, None, key)
        assert chosen.selection == Pick(region=key[1]) and not chosen.played()
    windmill: State = new_game(players=3, seed=2, options={"full_game": True})
    while isinstance(windmill, AustraliaState) and windmill.phase != Phase.WINDMILL:
        windmill = windmill.apply(windmill.legal_actions()[0])
    assert keys(drawn(windmill, size)[1], "location") == set()


def test_a_hint_to_move_a_ranger_for_4_dollars_lights_only_where_it_goes() -> None:
    """A newcomer's hint to move a ranger for $4 lit every location the ranger could go to,
    and they could not tell which one the hint meant."""
    state = position(planes={BLACK: "TOP"}, rangers={"C4": (BLACK, 2)}, dollars={BLACK: 4})
    move = MoveRanger(parse_location("C4"), parse_location("C9"))
    assert move in state.legal_actions()
    hint = hint_for(UI, state, move, DESKTOP)

    def rings(aim: MoveRanger | None) -> list[Point]:
        canvas = RecordingCanvas(*DESKTOP)
        draw(canvas, state, selected=hint.selection, interactive=True, aim=aim)
        return [c[1][:2] for c in canvas.named("circle") if c[2]["stroke"] == TARGET_RIM]

    assert len(rings(None)) > 1  # a person's own pick keeps every choice open
    c9 = plan(*DESKTOP, with_tracks=state.full_game).point(*LOCATION_POINTS[move.target])
    [ring] = rings(move)
    assert math.dist(ring, c9) < 1


def test_the_prompt_says_why_a_turn_waits_for_end_turn_when_it_does() -> None:
    """A newcomer saw the turn pass by itself after two actions, and another time wait
    for End turn: it waits only while a ranger can still be moved for $4, and says so."""
    rich = position(
        planes={BLACK: "KIM"},
        hands={BLACK: "green2 green3"},
        dollars={BLACK: 4},
        rangers={"C9": (BLACK, 1)},
    )
    poor = replace(rich, dollars=(0, 0, 0))
    for before in (rich, poor):
        played = play(replace(before, actions_left=1), "play green2 points")
        assert isinstance(played, AustraliaState) and played.phase == Phase.DRAW
        assert said_en(UI.prompt(played, None)).startswith("Take a new card for the one")
        drawn_card = next(a for a in played.legal_actions() if isinstance(a, Draw))
        after = played.apply(drawn_card)
        assert isinstance(after, AustraliaState)
        if before is rich:
            said = said_en(UI.prompt(after, None))
            assert after.to_move == BLACK and "End turn" in said and "$4" in said, said
        else:
            assert after.to_move != BLACK  # nothing left to do: the turn passed by itself


def test_a_card_tapped_again_is_put_back_and_the_page_says_so() -> None:
    """A newcomer tapped their picked card again, let go of it unawares, and was told at
    the next tap, on a camp, to pick a card first."""
    state = position(planes={BLACK: "KIM"}, hands={BLACK: "green2 green3"})
    green2 = parse_card("green2")
    picked = tap(state, None, ("card", green2))
    assert picked.selection == Pick(card=green2)
    again = tap(state, picked.selection, ("card", green2))
    assert again.selection is None and not again.played()
    assert again.message is not None
    assert (
        said_en(again.message)
        == "You put the green 2 back in your row: tap a card to pick it again."
    )


def test_the_deal_says_how_many_cards_each_takes_and_what_a_card_is() -> None:
    """The lesson deals for a newcomer, whose first real game then opened on a pick they
    knew nothing of: the deal's prompt says what a card's colour and number are for."""
    dealing = new_game(players=3, seed=1, options={"full_game": False})
    assert isinstance(dealing, AustraliaState) and dealing.phase == Phase.DEAL
    said = said_en(UI.prompt(dealing, None))
    assert said.startswith("Dealing: take 2 cards, one at a time,"), said
    assert "colour is where it places rangers (blue: the seas)" in said
