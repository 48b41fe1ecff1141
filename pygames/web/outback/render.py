"""Draw an Outback table: jeep, dice, every landscape and track, the bonus tiles.

A pure function of the state and the UI's selection, after python-chess's
``chess.svg.board``: it draws on a canvas facade and returns hit regions
(the jeep's tiles, the dice, the hexes of the landscape of the player to
act), so input handling never needs to know pixels. ``layout`` decides
where things go, ``strip`` draws the jeep and dice, ``seat`` a player's
area, ``track`` and ``bonus`` the parts of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from pygames.games.outback import OutbackState, Phase
from pygames.web.canvas import Canvas
from pygames.web.hits import Hit
from pygames.web.match import HUMAN
from pygames.web.motion import AT_REST
from pygames.web.outback.animation import Scene, scene
from pygames.web.outback.bonus import draw_plus_tiles
from pygames.web.outback.layout import Table, plan
from pygames.web.outback.pieces import draw_tile
from pygames.web.outback.seat import TILE_SCALE, HexGrid, Marks, draw_seat
from pygames.web.outback.selection import Pick, chosen_animals, last_turn, targets
from pygames.web.outback.strip import draw_counter, draw_dice, draw_jeep, jeep_slot

BACKGROUND = "#f4efe6"
#: Player 1 to 4: red, blue, purple, charcoal (apart from the animals' earth colours).
PLAYER_COLOURS = ("#c62828", "#1e5aa8", "#7b2fa2", "#37474f")


def shown_player(state: OutbackState, seats: Sequence[str] | None = None) -> int:
    """The player whose landscape is drawn large.

    The person to act; while a computer plays, the person who played last before it
    (against the computer, a person's own landscape never shrinks); at the end the one
    person at the screen, or the (first) winner. Without ``seats`` (posters, tests), or
    with nobody at the screen, the player to act.
    """
    people = [player for player, seat in enumerate(seats or ()) if seat == HUMAN]
    current = state.current_player
    if current is None:
        return people[0] if len(people) == 1 else state.winners()[0]
    if current in people or not people:
        return current
    return next(
        player
        for step in range(1, state.players)
        if (player := (current - step) % state.players) in people
    )


def draw(
    canvas: Canvas,
    state: OutbackState,
    *,
    selected: object = None,
    interactive: bool = True,
    seats: Sequence[str] | None = None,
    progress: float = AT_REST,
) -> list[Hit]:
    """Draw ``state``; return hit regions for the jeep, the dice and the large landscape.

    ``selected`` is the input's selection (kept dice, a chosen animal or a hex
    waiting for one). With ``interactive`` False (posters, someone else's
    turn) no hints are drawn and nothing can be tapped. ``seats`` says who plays
    each colour (``Match.seats``), for ``shown_player``. ``progress`` is how far
    the last action's motion has come (``animation``).
    """
    large = shown_player(state, seats)
    interactive = interactive and not state.is_over() and large == state.current_player
    table = plan(canvas.width, canvas.height, state.players, large, state.is_plus)
    moving = scene(state, progress)
    # The landscapes are still while the dice roll and an animal travels (the one it
    # goes to as it was until it lands): the jeep, the dice and the traveller move.
    landing = moving.player if moving is not None else -1
    grids, hex_hits = canvas.still(
        lambda seats: _draw_seats(seats, state, table, selected, interactive, landing),
        key=landing,
    )
    chosen = chosen_animals(state, selected) if interactive else ()
    jeep_hits = draw_jeep(canvas, state, table.top, chosen, moving)
    draw_counter(canvas, state, table.top)
    dice_hits = draw_dice(canvas, state, table.dice, selected if interactive else None, moving)
    if table.common is not None:
        draw_plus_tiles(canvas, state.plus_tiles, table.common, columns=7 if table.wide else 2)
    if moving is not None and moving.animal >= 0:
        _draw_traveller(canvas, moving, jeep_slot(table.top, moving.slot), grids[moving.player])
    if not interactive:
        return []
    return jeep_hits + dice_hits + hex_hits


def _draw_seats(
    canvas: Canvas,
    state: OutbackState,
    table: Table,
    selected: object,
    interactive: bool,
    landing: int,
) -> tuple[dict[int, HexGrid], list[Hit]]:
    """Every player's landscape (``landing``'s as it was before the animal on its way);
    return each player's hex grid and the large landscape's hexes to tap."""
    canvas.clear(BACKGROUND)
    scores = state.scores()
    last_player, last_hexes = last_turn(state)
    hex_hits: list[Hit] = []
    grids: dict[int, HexGrid] = {}
    for seat in table.seats:
        board = state.boards[seat.player]
        before = state.parent
        if seat.player == landing:
            assert isinstance(before, OutbackState)
            board = before.boards[seat.player]  # its hex as it was until the animal lands
        if seat.player == state.current_player:
            marks = _marks(state, selected if interactive else None, interactive)
        else:
            marks = Marks(new=last_hexes if seat.player == last_player else frozenset())
        grid = draw_seat(
            canvas,
            seat,
            state.layout,
            board,
            colour=PLAYER_COLOURS[seat.player],
            score=scores[seat.player].total,
            plus=state.is_plus,
            marks=marks,
        )
        grids[seat.player] = grid
        if seat.large:
            hex_hits = [
                Hit(("hex", hex_), x, y, grid.r) for hex_, (x, y) in enumerate(grid.centres)
            ]
    return grids, hex_hits


def _draw_traveller(
    canvas: Canvas, moving: Scene, start: tuple[float, float, float], grid: HexGrid
) -> None:
    """The animal on its way from the jeep to its hex, growing to the hex's size."""
    (x0, y0, r0), (x1, y1) = start, grid.centres[moving.hex]
    t = moving.travelled
    r = r0 * 0.9 + (grid.r * TILE_SCALE - r0 * 0.9) * t
    draw_tile(canvas, moving.animal, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, r)


def _marks(state: OutbackState, selected: object, interactive: bool) -> Marks:
    """What to point out on the landscape of the player to act."""
    new = frozenset(hex_ for _, hex_ in state.placed)
    if not interactive:
        return Marks(new=new)
    if state.phase is Phase.PLACE:
        waiting = selected.hex if isinstance(selected, Pick) else None
        return Marks(targets=targets(state, selected), waiting=waiting, new=new)
    if state.phase is Phase.BLOCK:
        return Marks(blockable=frozenset(state.boards[state.to_move].empty_hexes()), new=new)
    return Marks(new=new)
