"""Everything that only makes sense in a browser: the shell written once, a board per game.

The shell, split by job; each part is built from values and callables and none holds
the app, so the rules of each are tested in CPython:

- ``app``: the controller (the match, the selection, the turn loop), built with its
  parts by ``parts`` (their callbacks into the turn loop bound late); ``screen`` (the page
  on screen: the board and the panels drawn, what is said and where, the show of a move)
  with ``presenter`` (what the panels and the board are given at one moment);
- ``page_view`` (the panels around the board, written from a ``Panels`` value) with
  ``panels`` (their HTML); ``board_view`` (the board's canvas: the position, the focus
  ring, a hint's ring, the lens; the places a tap can hit); ``board_input`` (clicks,
  taps, keys and the lens, answered as responses);
- ``computer`` (the computers' turns), ``hints`` (the strongest level's move, shown),
  ``realtime`` (the clock of a turn played against it) with ``stopwatch``;
- ``match`` (seats, undo, saves, replays), ``keeping`` (a half-made move saved beside the
  game, so a reload shows it still picked), ``opening`` (what a page opens on: its save, a
  shared record, a fresh game), ``launch`` (what the address asks for), ``newgame``
  (player count, options and seats a game accepts), ``settings`` (what is remembered),
  ``friend_games`` (the games with friends a device keeps: each one's latest accepted
  link, a version that parts from it beside it, the gallery's list), ``friend_play``
  (a game with friends in the page: a link opened against the device's copy, the seats
  played here, the link to send), ``sending`` (what is sent: the address, the message,
  the link as text), ``qr`` (a link as a QR code, for a friend beside you),
  ``challenge_games`` (the races friends run apart that a device keeps: each
  participant's latest link, its own participant's from its own race alone, what the
  gallery shows of each), ``challenge_play`` (a challenge in the page: New game with a
  friend's seat on a race starts one, raced here alone; a challenge link opened, this
  device's race reopened or its player invited to race; what is sent after each round)
  with ``challenge_panel`` (everyone's rounds, points and times beside the board, a
  friend's board at a round's end once this device has finished that round too),
  ``bridge`` (the answers of ``window.pygames``), ``lessons``
  (the guided first games: a lesson's record and steps as data, and the computer that
  plays its part) and
  ``tutor`` (the page's lesson mode: the offer, the lesson played, its box and mark),
  ``starts`` (the match New game, Rematch and the lesson begun or left ask for);
- drawing and input shared by boards: ``ui`` (what a board provides), ``boards`` (the
  registry), ``canvas``, ``hits``, ``lens``, ``picking`` (pick-then-target input),
  ``per_position`` (a board's work for a position, done once),
  ``dragging`` (pieces dragged onto a grid, with ``site/drag.js``), ``hovering`` (the
  place the mouse rests on, with ``site/hover.js``), ``marks`` (a board's legend: what
  each mark it draws is) with ``explaining`` (its lines on hover, long-press and the
  keyboard's focus, with ``site/marks.js``, and listed beside the rules, each line by a
  picture of its mark from ``legend_icons``, drawn at build time from the positions of
  ``legend_samples``), ``routes``
  (the taps and presses that play an action), ``motion`` (a move's motion) and
  ``telling`` (what a move caused, a line at a time), ``thinking`` (search in slices),
  ``text`` (four languages), ``rules`` ("How to play" in sections, with figures drawn
  from real positions, stepped through with ``site/rules.js``) and ``poster`` (pictures
  drawn at build time).

Only the page's own modules import ``js``/``pyodide``/``pyscript``: ``page`` (which
page this is), ``shell`` (the app put together on the page), ``events`` (the DOM's
events handed to the app), ``browser`` (the canvas), ``showing`` (a move's motion and
told lines run on the page), ``dragboard`` (``drag.js`` wired to a board) and the dialogs
``setup``, ``sharing`` and ``friending``, and ``challenging`` (a challenge's panel,
link and invitation put into the page; ``tests/test_layers.py`` holds the package to
that).

Adding a board
--------------
A board is a folder ``pygames/web/<game>/`` in the one shape every board has:

- ``render``: ``draw(canvas, state, *, selected, interactive) -> list[Hit]``, a pure
  function drawing on the ``Canvas`` facade and returning the places a tap can hit. It
  is given more by naming it among its keyword parameters (``board_view.DRAW_OPTIONS``):
  ``progress`` (a move in motion; what does not move is best drawn through
  ``canvas.still``), ``clock``, ``language``, ``seats``, ``focus``, ``teaching``,
  ``aim``, and each of the board's ``switches`` under its own name;
- ``controls``: ``tap(state, selected, key) -> Tap`` (what a tap on a hit does: a new
  selection, an action to play, or a message saying why not) and
  ``buttons(state) -> list[Button]``, the actions offered beside the board;
- ``selection``: what a person has picked between taps, read by both ``render`` and
  ``controls`` so they agree; pick-then-target turns use ``picking.Choices``;
- ``words``: ``prompt(state, selected) -> Say``, the hint for the next tap, and any
  other words the board itself says (moves, refusals and score parts are the engine's);
- ``__init__``: ``UI = BoardUI(...)`` (``ui.BoardUI``) naming them, the game's
  ``game_id``, the players' ``player_keys`` and ``player_colours``, its ``rules``; then
  the game's id in ``boards.BOARDS``;
- ``locales/{en,de,fr,nl}.json``: the board's words, every key under ``<game>.``;
- ``rules``: ``SECTIONS``, "How to play" as ``rules.RuleSection`` values (the goal, a
  turn, scoring, the end, variants), each with figures the board's renderer draws from
  ``rules.Position`` records, given to ``BoardUI`` as ``rules``;
- ``lesson`` (once written): ``LESSON = lessons.Lesson(...)``, the game's guided first game,
  listed in ``lessons.LESSONS``.

What a board may add, each optional: the board's shape (``aspect``, ``narrow_aspect``),
``poster_plies``, ``selection_buttons(state, selected) ->
list[Button]``, ``key(state, selected, name) -> Tap | None``, ``motion(state) ->
float``, ``aftermath(state) -> Sequence[Caused]``, ``notes`` (``ui.Notes``: names,
seat and board notes, a hint's note), ``switches`` (``ui.Switch``: ways of showing the
board the player turns on or off, such as the places' names), ``first_game``
(``ui.FirstGame``: how a first-timer's first game starts, and the line said as it opens,
served by ``opening``), and the capabilities ``drag`` (``dragging.Dragging``),
``realtime`` (``ui.Realtime``), ``legend`` (``marks.Legend``: every kind of mark the
board draws, each drawn through it as ``LEGEND.at(canvas, kind, x, y, r)`` and explained
by its line ``<game>.mark.<kind>``, served by ``explaining``) and ``tap_notes``
(``ui.TapNotes``: ``at(width, height) -> (x, y)``, where the page's note about a tap
goes, served by ``screen``), and ``picks`` (the types of its selections, for
``keeping`` to save a half-made move). A new need is a new capability with its own part
of the shell, never a field read in the app.

The shell does the rest (turns, computers, undo, hints, saving, sharing, embedding, the
end screen) without a line of game-specific code.
"""
