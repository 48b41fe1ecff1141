"""Every kind of mark Down Under draws, each explained by a line ``down-under.mark.<kind>``."""

from collections.abc import Mapping
from typing import Literal

from pygames.core import State
from pygames.web.marks import Legend

Kind = Literal[
    "table",
    "shading",
    "fence",
    "card",
    "billabong",
    "animal",
    "stop",
    "open_end",
    "closed_end",
    "last_turn",
    "place_here",
    "turn_here",
    "hand_card",
    "hand_count",
    "pattern",
    "straights_left",
    "curves_left",
    "ends_left",
    "billabongs_left",
    "finished",
]


def built() -> tuple[State, ...]:
    """Positions random games seldom reach: Red's closed loop, whose curves may be turned;
    a billabong laid where three paths met; Red's row filling the 5x7 area with no end in
    hand, so Red is done."""
    from pygames.games.down_under import COLOUR_NAMES, GAME, DownUnderState, Place
    from pygames.games.down_under.cards import CARD_TYPES, Hand
    from pygames.games.down_under.cards import Kind as CardKind
    from pygames.games.down_under.rules import arrange

    def position(
        *cards: str, players: int = 2, to_move: int = 0, hands: Mapping[int, Hand] | None = None
    ) -> DownUnderState:
        """Cards written as a colour's initial and a move: ``"R curve 0,0 NE"``."""
        start = GAME.new_game(players=players, seed=0)
        assert isinstance(start, DownUnderState)
        initials = [name[0] for name in COLOUR_NAMES]
        laid = [(initials.index(card[0]), Place.parse(card[2:])) for card in cards]
        return arrange(start, laid, to_move, hands)

    loop = ("R curve 0,0 NE", "R curve 1,0 NW", "R curve 1,1 SW", "R curve 0,1 SE")
    met: State = position(
        "R straight -1,0 EW", "B straight 0,1 NS", "Y straight 1,1 NS", players=3, to_move=2
    )
    for move in ("curve 1,0 NW", "billabong 0,0"):
        met = met.apply(met.parse_action(move))
    kinds = [kind for kind, _ in CARD_TYPES]
    one_straight = tuple(
        int(index == kinds.index(CardKind.STRAIGHT)) for index in range(len(kinds))
    )
    row = [f"R straight {x},0 EW" for x in range(7)]
    return (
        position(*loop, "B straight 3,3 EW"),
        met,
        position(*row, "B straight 0,2 EW", hands={0: one_straight}),
    )


#: A 4x8 area draws its own fence.
LEGEND: Legend[Kind] = Legend("down-under", Kind, options=({}, {"area": "4x8"}), built=built)
