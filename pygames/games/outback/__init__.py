"""Outback (Michael Kiesling, HUCH!, 2018): dice, a jeep of animals, herds in a hex landscape.

Two to four players roll animal dice (up to three times, keeping any) and
spend groups of equal symbols to take animals from the jeep into the rows
of their landscape; a row's number is the group size it needs. Each new
animal scores the size of its herd on a two-part track where only the three
lowest markers of the first part count. Base game, Outback Plus (7 dice,
another landscape, public bonus tiles), the penalty tiles, and the variant
that plays on until every landscape is full.

Unusual for the family: chance in the middle of a turn (the rolls come from
the state's generator, so a record replays exactly), hidden information
(the bag, and the animals under face-down tiles: a view hides them) and up
to four players.

The modules, one job each: ``components`` (animals, dice faces, counts),
``landscape`` (the two board sides and their adjacency), ``board`` (a
player's hexes, markers, bonus tiles), ``track`` (the scoring track),
``dice`` (keeps and which groups the dice form), ``bonus`` (bonus tiles),
``turn`` (scoring a turn), ``scoring`` (final scores, penalty tiles,
tie-break), ``actions`` (notation), ``phase``, ``rules`` (the engine),
``refusals`` (why not), ``view`` (what a player sees), ``picture`` (a
position as text); and the AI: ``chances`` (exact dice probabilities and
expectimax), ``estimate`` (what a board will be worth), ``planner`` (every
way to end a turn, valued) and ``ai`` (the agent and the levels).

For a renderer: ``OutbackState.layout`` gives the hexes' positions and
neighbours, ``boards`` each landscape, markers and bonus tiles, ``jeep``,
``held``/``rolled``/``rolls`` the dice, ``phase`` what the player to act
does, ``legal_placements()`` where the dice can put which animal,
``dice_split()`` which dice this turn's animals used, ``plus_tiles`` and
``penalty`` the Plus extras, ``scores()`` the breakdown for the end screen.
"""

from pygames.games.outback.actions import Block, Done, OutbackAction, Place, Roll, Stop
from pygames.games.outback.board import BLOCKED, EMPTY, PlayerBoard
from pygames.games.outback.components import ANIMALS, JOKER, Animal
from pygames.games.outback.landscape import BASE, PLUS, Layout
from pygames.games.outback.phase import Phase
from pygames.games.outback.picture import summary
from pygames.games.outback.rules import GAME, OutbackState, tiles_accounted
from pygames.games.outback.view import OutbackView

__all__ = [
    "ANIMALS",
    "BASE",
    "BLOCKED",
    "EMPTY",
    "GAME",
    "JOKER",
    "PLUS",
    "Animal",
    "Block",
    "Done",
    "Layout",
    "OutbackAction",
    "OutbackState",
    "OutbackView",
    "Phase",
    "Place",
    "PlayerBoard",
    "Roll",
    "Stop",
    "summary",
    "tiles_accounted",
]
