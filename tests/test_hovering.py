"""The mouse's hover: Python hands ``hover.js`` the board's places only when they change,
and hears back only which of them the mouse is over."""

import json

from pygames.web.hits import Hit
from pygames.web.hovering import Hover

PLACES = [Hit(("cell", 0), 10, 20, 5), Hit(("cell", 1), 30.04, 20, 5)]


def test_places_are_handed_over_once_until_they_change() -> None:
    hover = Hover()
    handed = hover.areas(PLACES)
    assert handed is not None and json.loads(handed) == [[10, 20, 5], [30.0, 20, 5]]
    assert hover.areas(list(PLACES)) is None  # drawn again the same: nothing to hand over
    assert hover.areas(PLACES[:1]) is not None
    assert hover.areas([]) == "[]"


def test_the_same_circles_with_other_keys_are_handed_over_again() -> None:
    """A hand of cards redrawn after one was played: the slots stay, the cards in them
    change, so the place under a resting mouse must be told again."""
    hover = Hover()
    hover.areas(PLACES)
    moved = [Hit(("cell", 5), h.x, h.y, h.r) for h in PLACES]
    assert hover.areas(moved) is not None


def test_the_key_under_the_mouse_follows_the_index_told() -> None:
    hover = Hover()
    hover.areas(PLACES)
    assert hover.over(1) and hover.key == PLACES[1].key
    assert not hover.over(1)  # told again (new places under a resting mouse): no change
    assert hover.over(-1) and hover.key is None  # off every place, or off the board
    hover.over(0)
    hover.areas(PLACES[1:])  # the first place went: the mouse's index 0 is now the second
    assert hover.over(0) and hover.key == PLACES[1].key
    assert hover.over(7) and hover.key is None  # an index from older places: nothing there
