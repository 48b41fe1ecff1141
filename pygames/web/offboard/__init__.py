"""Offboard in the browser: its renderer, its tap handling and its rules summary."""

from pygames.web.offboard import input, render
from pygames.web.ui import BoardUI

RULES = (
    "Two players, Red and Yellow, each start with twelve marbles. Red moves first.",
    "On your turn, move one marble to a neighbouring empty cell, or move a straight line of "
    "your marbles one cell forward along that line. Lines can be as long as you like; they "
    "never move sideways.",
    "A line can push the opponent's marbles in front of it if they are fewer than the pushing "
    "line and there is an empty cell, or the edge of the board, right behind them. You can "
    "never push your own marble off the board.",
    "A marble pushed off the board falls into the target in front of it and stays there. "
    "If the target was empty, the pusher scores its value: 1, 2 or 3. A marble pushed "
    "straight off a corner goes into the cheaper of the two targets next to it.",
    "If the target already holds a marble, nobody scores, and the marble goes back to its "
    "owner. On their next turn they either put it on any empty cell (that is their whole "
    "turn) or remove it from the game and then move as usual.",
    "The first player to reach 6 points wins at once.",
)

UI = BoardUI(
    game_id="offboard",
    player_names=("Red", "Yellow"),
    player_colours=("#d7372f", "#f5c518"),
    rules=RULES,
    draw=render.draw,
    tap=input.tap,
    buttons=input.buttons,
    prompt=input.prompt,
)
