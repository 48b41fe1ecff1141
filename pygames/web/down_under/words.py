"""What the Down Under board says itself: the hint for the next tap, its buttons, the
players' names and standing, and the playing area in words.

Moves, refusals and the score breakdown are the engine's own words
(``DownUnderState.describe``, ``refusals.explain``, ``Score.parts``); the
colours are the engine's too (``words.colour``). Every text here is a
``Say`` (a catalog key and its fields), read in the player's language.
"""

from __future__ import annotations

from pygames.core.say import listing
from pygames.games.down_under import DownUnderState, Phase, Place, Turn
from pygames.games.down_under import words as engine
from pygames.games.down_under.rules import animal_points
from pygames.web.down_under.area import area_caption
from pygames.web.down_under.selection import as_pick, ways
from pygames.web.panels import MINUS
from pygames.web.text import Say


def paths(state: DownUnderState) -> Say | str:
    """The paths the player to move may lay on now, by colour: ``Red``, ``Red or Yellow``."""
    return listing([engine.colour(colour) for colour in state.colours], "or")


def prompt(state: DownUnderState, selected: object) -> Say:
    """The hint shown to the person whose turn it is: what they can do now."""
    pick = as_pick(selected)
    if pick.preview is not None:
        several = len(ways(state, pick.preview)) > 1
        if isinstance(pick.preview, Turn):
            return Say("down-under.prompt.turn_preview" + (".ways" if several else ""))
        return Say("down-under.prompt.preview" + (".ways" if several else ""))
    if state.phase == Phase.POND:
        return Say.count("down-under.prompt.pond", len(state.moves))
    if state.phase == Phase.BONUS:
        return Say("down-under.prompt.bonus")
    if pick.card is not None:
        return Say("down-under.prompt.card_picked")
    if pick.cell is not None:
        return Say("down-under.prompt.cell_picked")
    if state.moves and all(isinstance(a, Turn) for a in state.moves):
        return Say("down-under.prompt.loop")
    if state.round_one:
        if not state.table.cells:
            return Say("down-under.prompt.first_card")
        return Say("down-under.prompt.first_round")
    if any(isinstance(a, Turn) for a in state.moves):
        return Say.of("down-under.prompt.lay_or_turn", paths=paths(state))
    return Say.of("down-under.prompt.lay", paths=paths(state))


def lay_label(action: Place | Turn) -> Say:
    """The button confirming the previewed action."""
    return Say("down-under.button.turn" if isinstance(action, Turn) else "down-under.button.lay")


def billabong_label(state: DownUnderState, action: Place) -> Say:
    """A button laying the billabong where paths meet, told apart from another by the
    colours of the paths that meet there (the table draws no cell's name)."""
    return Say.of("down-under.button.billabong", paths=engine.paths_meeting(state, action.cell))


def player_name(state: DownUnderState, player: int) -> Say:
    """A player by the colours they lay: ``Red``, or ``Red/Yellow`` with two paths each."""
    colours = [engine.colour(colour) for colour in state.variant.colours_of(player)]
    if len(colours) == 1:
        return colours[0]
    return Say.of("down-under.player.pair", first=colours[0], second=colours[1])


def seat_note(state: DownUnderState, player: int) -> Say | None:
    """How a player stands beyond the score: each path's length when they lay two, and
    with special scoring the animals on their paths, what those are worth so far, and a
    dingo still to lay (without it they cannot win). None when the score says it all."""
    colours = state.variant.colours_of(player)
    special = state.variant.special
    if len(colours) == 1 and not special:
        return None
    paths = {colour: state.table.network.path(colour) for colour in colours}
    pieces: list[Say] = []
    for colour, path in paths.items():
        if len(colours) > 1:
            length = path.length if path else 0
            named = engine.colour(colour)
            pieces.append(Say.of("down-under.seat.path", colour=named, length=length))
        if special:
            pieces.append(_animals(path.animals if path else ()))
    if special:
        worth = sum(animal_points(path.animals) for path in paths.values() if path)
        pieces.append(Say.of("down-under.seat.animal_points", points=_signed(worth)))
        if not state.dingo_laid(player):
            pieces.append(Say("down-under.seat.dingo_to_lay"))
    note = pieces[-1]
    for piece in reversed(pieces[:-1]):
        note = Say.of("down-under.seat.then", first=piece, then=note)
    return note


def _animals(counts: tuple[int, ...]) -> Say:
    """The animals on a path's grey lines: ``2 kangaroos, 1 emu``."""
    named = [
        Say.count(f"down-under.seat.animal.{animal}", count)
        for animal, count in enumerate(counts)
        if count
    ]
    if not named:
        return Say("down-under.seat.no_animals")
    return Say.of("down-under.seat.animals", animals=listing(named, "comma"))


def _signed(points: int) -> str:
    """Points won or lost: ``+5``, ``−2`` (one kind of minus sign), ``0``."""
    return f"{points:+d}".replace("-", MINUS) if points else "0"


def board_note(state: DownUnderState) -> Say:
    """The playing area in words: its agreed size and how far the cards have set it.

    ``Playing area 7 × 9: 5 of at most 9 wide, 3 of at most 7 high so far``; a
    direction whose edges are fixed says so; no limit says that instead.
    """
    caption = area_caption(state)
    if caption is None:
        return Say("down-under.area.unlimited")
    size = {"short": caption.short, "long": caption.long}
    if caption.columns == 0:
        return Say.of("down-under.area.unplaced", **size)
    wide = _span("wide", caption.columns, caption.most_columns)
    high = _span("high", caption.rows, caption.most_rows)
    return Say.of("down-under.area.caption", wide=wide, high=high, **size)


def _span(way: str, used: int, most: int) -> Say:
    if used >= most:
        return Say.of(f"down-under.area.{way}.fixed", used=used)
    return Say.of(f"down-under.area.{way}", used=used, most=most)
