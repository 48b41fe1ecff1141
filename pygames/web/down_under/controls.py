"""Turn taps on the Down Under table and hand into actions, one step at a time.

- Card first: tap a card in the hand; every cell it may go to lights up. Tap
  one: the card appears there, in a legal rotation, as a preview.
- Cell first: tap a cell with a dot; the cards that fit there light up in the hand
  (just one: its preview appears at once). Tap one of them for its preview.
- The preview: tap it again (or press R, right-click, or the "Other way"
  button) to cycle through its legal rotations only (with a single one, the
  tap lays it); the "Lay it" button lays it as shown.
- A closed loop: tap one of your curves marked with a turning arrow; the
  turned curve is previewed the same way ("Turn it" plays it).
- Billabongs are cards like the others while laying one is legal; where
  paths meet, buttons also lay it at each meeting cell.

A tap that cannot lead to a legal move changes nothing and says why: the
engine's own refusal of the move it would have been (``refusals.explain``); when
those words speak of a cell other than the one tapped ("that cell" of a card
tapped in the hand), the board marks it (``Tap.marks``).
A tap beside the table, or on the card picked, lets go of the selection.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import dataclass, replace

from pygames.games.down_under import DownUnderState, Kind, Phase, Place, Turn
from pygames.games.down_under.cards import ROTATION_NAMES
from pygames.games.down_under.grid import cell_at, coordinates, facing, port_cell
from pygames.games.down_under.refusals import explain
from pygames.web.down_under.selection import (
    XY,
    CardType,
    Pick,
    as_pick,
    cards_at,
    cells_for,
    hand,
    playable,
    rotations,
    turns_at,
    ways,
)
from pygames.web.down_under.words import billabong_label, lay_label
from pygames.web.text import Say
from pygames.web.ui import Button, Tap

#: Refusals (by the word after ``refusal.``) that say little about a cell (the rotation
#: or card tried): when several candidate moves are refused, a more telling one is chosen.
_VAGUE = {
    "own_colour",
    "neutral_side",
    "end_side",
    "entrance_side",
    "first_round",
    "none_left",
    "name_animal",
    "no_animals",
    "not_a_first_card",
    "not_legal_now",
}


def tap(state: DownUnderState, selected: object, key: Hashable | None) -> Tap:
    """What a tap on ``key`` (a hit region key, or None for nothing) does."""
    pick = as_pick(selected)
    if not isinstance(key, tuple) or len(key) != 2:  # beside the table: let go, say how
        dropped = pick != Pick()
        return Tap(message=Say("down-under.tap.dropped" if dropped else "down-under.tap.pick"))
    what, value = key
    if what == "card":
        return _tap_card(state, pick, value)
    if what == "cell":
        return _tap_cell(state, pick, value)
    return Tap(selection=selected)


def _tap_card(state: DownUnderState, pick: Pick, card: CardType) -> Tap:
    if pick.card == card:  # the card picked, tapped again: let go, and say so
        return Tap(message=Say("down-under.tap.dropped"))
    if card not in playable(state):
        return _card_refusal(state, card, pick.cell).tap(_kept(pick))
    if pick.cell is not None:
        options = rotations(state, card, pick.cell)
        if options:
            return Tap(selection=Pick(card, pick.cell, options[0]))
        return _card_refusal(state, card, pick.cell).tap(_kept(pick))
    cells = cells_for(state, card)
    if len(cells) == 1:
        return Tap(selection=Pick(card, cells[0], rotations(state, card, cells[0])[0]))
    return Tap(selection=Pick(card=card))


def _tap_cell(state: DownUnderState, pick: Pick, cell: XY) -> Tap:
    preview = pick.preview
    if preview is not None and coordinates(preview.cell) == cell:
        turned = _turned(state, pick)
        return Tap(action=preview) if turned is None else Tap(selection=turned)
    if pick.card is not None:
        options = rotations(state, pick.card, cell)
        if options:
            return Tap(selection=Pick(pick.card, cell, options[0]))
        if preview is None:
            return _card_refusal(state, pick.card, cell).tap(_kept(pick))
    turns = turns_at(state, cell)
    if turns:
        return Tap(selection=Pick(cell=cell, preview=turns[0]))
    cards = cards_at(state, cell)
    if len(cards) == 1:
        return Tap(selection=Pick(cards[0], cell, rotations(state, cards[0], cell)[0]))
    if cards:
        return Tap() if pick == Pick(cell=cell) else Tap(selection=Pick(cell=cell))
    return _cell_refusal(state, cell).tap(_kept(pick))


def _turned(state: DownUnderState, pick: Pick) -> Pick | None:
    """The preview turned to its next legal way (None: no preview, or only one way)."""
    if pick.preview is None:
        return None
    options = ways(state, pick.preview)
    if len(options) < 2:
        return None
    following = options[(options.index(pick.preview) + 1) % len(options)]
    return replace(pick, preview=following)


def key(state: DownUnderState, selected: object, name: str) -> Tap | None:
    """R, or a right-click on the board, turns the preview to its next legal way."""
    if name not in ("r", "R", "ContextMenu"):
        return None
    turned = _turned(state, as_pick(selected))
    return None if turned is None else Tap(selection=turned)


def _kept(pick: Pick) -> Pick | None:
    """The selection unchanged (an empty pick is no selection)."""
    return None if pick == Pick() else pick


# -- saying why not ----------------------------------------------------------------------


#: Refusals (by the word after ``refusal.``) whose words speak of the cell of the move
#: refused ("that cell", "there", "this curve"): the board marks it.
_OF_THE_CELL = {
    "taken",
    "end_cell",
    "end_side",
    "not_at_an_end",
    "no_open_end",
    "neutral_side",
    "own_colour",
    "outside_full",
    "outside",
    "not_a_first_card",
    "entrance_side",
    "no_room_behind",
    "not_here",
    "turn_no_curve",
    "turn_quarter",
    "turn_joins",
}


@dataclass(frozen=True, slots=True)
class _Refused:
    """Why a tap leads to no move, and the cell those words speak of, as the board's hit key
    (None: they speak of none)."""

    reason: Say
    marks: Hashable | None = None

    def tap(self, selection: Pick | None) -> Tap:
        """The tap that says so, keeping ``selection``."""
        return Tap(selection=selection, message=self.reason, marks=self.marks)


def _best(state: DownUnderState, candidates: Iterable[Place | Turn]) -> _Refused | None:
    """The engine's most telling refusal among candidate moves (None: no candidate)."""
    first = None
    for action in candidates:
        if action in state.moves:
            continue
        reason = explain(state, action)
        what = reason.key.split(".")[2]  # <game>.refusal.<what>[.<which>]
        cell = ("cell", coordinates(action.cell)) if what in _OF_THE_CELL else None
        refused = _Refused(reason, cell)
        if what not in _VAGUE:
            return refused
        first = first or refused
    return first


def _ways_to_lay(card: CardType, cell: XY) -> list[Place]:
    kind, animal = Kind(card[0]), card[1]
    return [
        Place(kind, cell_at(*cell), rotation, animal)
        for rotation in range(len(ROTATION_NAMES[kind]))
    ]


def _card_refusal(state: DownUnderState, card: CardType, cell: XY | None) -> _Refused:
    """Why ``card`` may not go into ``cell`` (None: anywhere)."""
    nowhere = _Refused(Say("down-under.tap.card_nowhere"))
    if cell is not None:
        return _best(state, _ways_to_lay(card, cell)) or nowhere
    ends = sorted(
        {port_cell(facing(end)) for c in state.colours for end in state.table.open_ends(c)}
    )
    if state.phase != Phase.PLAY or state.round_one or not ends:
        anywhere = [(0, 0)] if not ends else [coordinates(ends[0])]
        refused = _best(state, _ways_to_lay(card, anywhere[0]))
        if refused is not None and (state.phase != Phase.PLAY or _only_turns(state)):
            return refused
        return nowhere
    candidates = [a for end in ends for a in _ways_to_lay(card, coordinates(end))]
    return _best(state, candidates) or nowhere


def _cell_refusal(state: DownUnderState, cell: XY) -> _Refused:
    """Why nothing the player holds may go into ``cell`` (or be turned there)."""
    nothing = _Refused(Say("down-under.tap.nothing_here"))
    square = state.table.cells.get(cell_at(*cell))
    if square is not None and square.kind == Kind.CURVE and _only_turns(state):
        turn = Turn(cell_at(*cell), (square.rotation + 1) % 4)
        return _best(state, [turn]) or nothing
    held = [card for card, _ in hand(state)] or [(int(Kind.END), -1)]
    candidates = [a for card in held for a in _ways_to_lay(card, cell)]
    return _best(state, candidates) or nothing


def _only_turns(state: DownUnderState) -> bool:
    return bool(state.moves) and all(isinstance(a, Turn) for a in state.moves)


# -- buttons -----------------------------------------------------------------------------


def buttons(state: DownUnderState) -> list[Button]:
    """Where paths meet: a button laying the billabong at each meeting cell."""
    if state.phase != Phase.POND:
        return []
    return [Button(billabong_label(state, a), a) for a in state.moves if isinstance(a, Place)]


def selection_buttons(state: DownUnderState, selected: object) -> list[Button]:
    """The preview's confirmation (lay the card as shown, or turn the curve), and with
    more than one legal way, a button showing the next (as R and a right-click do)."""
    pick = as_pick(selected)
    if pick.preview is None or pick.preview not in state.moves:
        return []
    offered = [Button(lay_label(pick.preview), pick.preview)]
    turned = _turned(state, pick)
    if turned is not None:
        offered.append(Button(Say("down-under.button.next_way"), selection=turned, key="R"))
    return offered
