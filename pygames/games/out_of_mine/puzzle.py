"""The puzzle of the day: one gallery and one treasure card, picked from the date.

Everyone who plays on the same day gets the same puzzle with no server to
ask: the day (counted from 1 January 1970) is the game's seed, and the pair
is a fixed function of it. Stepping a day on steps ``STRIDE`` through the 800
(layout, card) pairs; as the stride shares no factor with 800, every pair
comes once in 800 days, and the next day always brings another layout and
another card (a stride of 337 moves the layout by 17 of 20 and the card by
16 or 17 of 40, never a whole turn).

>>> layout, card = pick(day_of(date(2026, 11, 24)))
>>> layout.name, card.index + 1
('9B', 40)
"""

from __future__ import annotations

from datetime import date, timedelta

from pygames.games.out_of_mine.content import CARDS, LAYOUTS, Card, Layout

EPOCH = date(1970, 1, 1)
#: The last day there is a date for (31 December 9999).
LAST_DAY = (date.max - EPOCH).days
STRIDE = 337
PAIRS = len(LAYOUTS) * len(CARDS)


def day_of(when: date) -> int:
    """The day's number: days since 1 January 1970."""
    return (when - EPOCH).days


def date_of(day: int) -> date:
    """The date of day number ``day`` (0 to ``LAST_DAY``)."""
    return EPOCH + timedelta(days=day)


def pick(day: int) -> tuple[Layout, Card]:
    """The gallery layout and treasure card of day ``day``'s puzzle."""
    pair = day * STRIDE % PAIRS
    return LAYOUTS[pair % len(LAYOUTS)], CARDS[pair // len(LAYOUTS)]
