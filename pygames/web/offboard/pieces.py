"""Offboard's marbles: a player's colour, shaded like a glass ball, and a second cue
besides colour on Yellow's (a ring), drawn on the board, in a target or rolling."""

from __future__ import annotations

from pygames.web.canvas import Canvas, RadialGradient

MARBLE_COLOURS = (
    ("#ffb3a7", "#d7372f", "#7a1010"),  # Red: highlight, body, shade
    ("#fff7c2", "#f5c518", "#9a7200"),  # Yellow
)


def marble(canvas: Canvas, x: float, y: float, r: float, player: int) -> None:
    """A marble of ``player`` centred on (x, y), of radius ``r``, with its shadow."""
    light, body, shade = MARBLE_COLOURS[player]
    gradient = RadialGradient(
        inner=(x - r * 0.35, y - r * 0.4, r * 0.05),
        outer=(x, y, r),
        stops=((0.0, light), (0.45, body), (1.0, shade)),
    )
    canvas.circle(x, y + r * 0.08, r, fill="rgba(0,0,0,0.25)")
    canvas.circle(x, y, r, fill=gradient)
    if player == 1:
        # A second cue besides colour: Yellow's marbles carry a ring.
        canvas.circle(x, y, r * 0.55, stroke="rgba(120,80,0,0.55)", width=max(1.0, r * 0.12))
