"""Everything that only makes sense in a browser: the shell written once, a board per game.

The shell: ``page`` (which page this is), ``app`` (the controller: events in,
drawing out), ``bridge`` (``window.pygames``), ``browser`` (the canvas in the
page); and plain modules tested in CPython: ``match``, ``computer`` (the
computers' turns), ``launch``, ``newgame``, ``settings``, ``panels`` (the HTML
around the board), ``text`` (four languages), ``canvas``, ``hits``, ``lens``,
``picking`` (pick-then-target input), ``dragging`` (pieces dragged onto a grid, with
``site/drag.js``), ``hovering`` (the place the mouse rests on, with ``site/hover.js``),
``motion`` (a move's motion on the board) and ``telling`` (what a move caused, a line at
a time), ``stopwatch`` (turns played against the clock), ``thinking``, ``routes`` (the
taps and presses that play an action on a board) and ``hints`` (the strongest level's move
shown that way). Only
``app``, ``bridge``, ``browser``, ``dragboard`` (``drag.js`` wired to the app), ``showing``
(a move's motion and told lines run on the page), ``page``
and the dialogs ``setup`` and ``sharing`` import ``js``/``pyodide``/``pyscript``
(``tests/test_layers.py`` holds the package to that).

Adding a board
--------------
A board is a folder ``pygames/web/<game>/`` in the one shape every board has:

- ``render``: ``draw(canvas, state, *, selected, interactive) -> list[Hit]``, a pure
  function drawing on the ``Canvas`` facade and returning the places a tap can hit; a
  board whose moves are shown in motion draws what does not move through
  ``canvas.still``, so that a frame of the motion costs only what moves;
- ``controls``: ``tap(state, selected, key) -> Tap`` (what a tap on a hit does: a new
  selection, an action to play, or a message saying why not) and ``buttons(state)``,
  the actions offered beside the board;
- ``selection``: what a person has picked between taps, read by both ``render`` and
  ``controls`` so they agree; pick-then-target turns use ``picking.Choices``;
- ``words``: ``prompt(state, selected) -> Say``, the hint for the next tap, and any
  other words the board itself says (moves, refusals and score parts are the engine's);
- ``__init__``: ``UI = BoardUI(...)`` naming them, the players' catalog keys and
  colours, the rules summary's key; then the game's id in ``boards.BOARDS``.

- ``locales/{en,de,fr,nl}.json``: the board's words, every key under ``<game>.``.

The shell does the rest (turns, computers, undo, hints, saving, sharing, embedding, the
end screen) without a line of game-specific code.
"""
