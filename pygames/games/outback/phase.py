"""Where a turn is: the one piece of vocabulary the rules, refusals and summary share."""

from enum import IntEnum


class Phase(IntEnum):
    """What the player to act is doing."""

    ROLL = 0  # roll again (keeping any dice) or stop
    PLACE = 1  # take animals from the jeep with the dice
    BLOCK = 2  # the dice take no animal: lay a tile face down
    OVER = 3

    @property
    def doing(self) -> str:
        """What the player to act does now, in a player's words."""
        return _DOING[self]


_DOING = {
    Phase.ROLL: "rolling the dice",
    Phase.PLACE: "taking animals from the jeep",
    Phase.BLOCK: "blocking a hex (the dice take no animal)",
    Phase.OVER: "the game is over",
}
