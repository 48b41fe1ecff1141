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

The modules, one job each:

- ``rules``: the state and its engine hooks, ``GAME`` and ``start``;
- ``actions``: the actions, their notation and ``Phase`` (where a turn is);
- ``refusals``: why an action is not legal now;
- ``words``: a move in a player's words, and how messages name players, animals,
  dice and tiles;
- ``view``: what a player may see (the bag and face-down tiles hidden);
- ``picture``: a position as plain text;
- ``ai``: the agent and its levels;
- ``components``: the animals, dice faces and counts in the box;
- ``landscape``: the two board sides, their hexes and adjacency;
- ``player_board``: a player's hexes, markers and bonus tiles;
- ``track``: the two-part scoring track;
- ``dice``: what may be kept, and which groups the dice form;
- ``bonus``: the base game's bonus tiles and Outback Plus's public ones;
- ``turn``: scoring the end of a turn;
- ``scoring``: final scores, penalty tiles and the tie-break;
- for the AI: ``chances`` (exact dice probabilities and expectimax),
  ``estimate`` (what a board will be worth) and ``planner`` (every way to
  end a turn, valued).

Words are data: refusals, score parts and move descriptions are ``Say``
messages whose texts are in ``locales/`` (English, German, French, Dutch).

For a renderer: ``OutbackState.layout`` gives the hexes' positions and
neighbours, ``boards`` each landscape, markers and bonus tiles, ``jeep``,
``held``/``rolled``/``rolls`` the dice, ``phase`` what the player to act
does, ``legal_placements()`` where the dice can put which animal and
``jokers_for(place)`` how many jokers that takes,
``dice_split()`` which dice this turn's animals used, ``plus_tiles`` and
``penalty`` the Plus extras, ``scores()`` the breakdown for the end screen.
"""

from pygames.games.outback.actions import Block, Done, OutbackAction, Phase, Place, Roll, Stop
from pygames.games.outback.components import ANIMALS, JOKER, Animal
from pygames.games.outback.landscape import BASE, PLUS, Layout
from pygames.games.outback.player_board import BLOCKED, EMPTY, PlayerBoard
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
    "tiles_accounted",
]
