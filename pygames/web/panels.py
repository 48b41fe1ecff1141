"""The HTML around the board: players, move log, end screen, seat choice, share snippets.

Pure functions from a state (and the page's ``Text``) to escaped HTML, so
the markup is tested in CPython and ``app`` only puts it into the page.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from html import escape
from typing import Any
from urllib.parse import urlencode

from pygames.core import Action, Game, Say, Score, State, to_fragment
from pygames.core.friends import MAX_NAME_LENGTH
from pygames.core.say import listing
from pygames.web import rules as rule_sections
from pygames.web.boards import board_for
from pygames.web.match import FRIEND, HUMAN, SEATS
from pygames.web.newgame import Setup, allowed
from pygames.web.settings import Settings
from pygames.web.text import Text
from pygames.web.ui import BoardUI, Button, Listed

#: The size an embed snippet asks for where the page keeps only an iframe's width and
#: height (oEmbed answers, posts whose style attributes are dropped): the embed page fits
#: whatever it gets from 320 px up.
EMBED_WIDTH, EMBED_HEIGHT = 720, 640
#: A phone's column in a blog post (a 390 px screen less the post's margins), and the embed
#: page's padding and the room it keeps under the board for the turn (site/play.css: 1rem
#: in all, --turn-room), for the height a snippet asks for on a phone.
PHONE_COLUMN, PADDING, TURN_ROOM = 358, 16, 264
MINUS = "\u2212"
#: The new-game dialog's first line names only the choices the game offers:
#: (a player count to choose, options to choose) -> its key.
SETUP_INTROS = {
    (False, False): "app.setup.intro.seats",
    (True, False): "app.setup.intro.players_seats",
    (False, True): "app.setup.intro.options_seats",
    (True, True): "app.setup.intro.players_options_seats",
}


def players(
    ui: BoardUI[Any], text: Text, state: State, seats: Sequence[str], names: Sequence[str] = ()
) -> str:
    """One row per player: colour, name, seat (in a game with friends, the name its player
    chose, if any) and score, and the board's note on how they stand (a path's animals);
    the player to move is marked."""
    items = []
    for player, score in enumerate(state.scores()):
        current = ' class="player current" aria-current="true"'
        marks = current if player == state.current_player else ' class="player"'
        note = ui.notes.seat(state, player) if ui.notes.seat is not None else None
        items.append(
            f'<li{marks} data-testid="player-{player}">'
            f'<span class="swatch" style="background:{ui.player_colours[player]}"></span>'
            f'<span class="name">{escape(text.say(ui.name(state, player)))}</span>'
            f'<span class="seat">{escape(seat_name(text, seats, names, player))}</span>'
            f"{_score(text, state, ui, player, score)}"
            + (f'<span class="note">{escape(text.say(note))}</span>' if note else "")
            + "</li>"
        )
    return "".join(items)


def seat_name(text: Text, seats: Sequence[str], names: Sequence[str], player: int) -> str:
    """Who plays a seat: the name its player chose in a game with friends (this device's
    own seat, unnamed, is "you"), else the kind of seat (a person, a computer, a friend by
    link)."""
    chosen = names[player] if player < len(names) else ""
    if not chosen and names and seats[player] == HUMAN:
        return text("seat.you")
    return chosen or text(f"seat.{seats[player]}")


def _score(text: Text, state: State, ui: BoardUI[Any], player: int, score: Score) -> str:
    """A player's total; with parts, a button that opens them (a popover, so a finger, a
    mouse and the keyboard all reach it): a total shown is never without its parts. A
    mouse over it is told so (a newcomer hovered and saw nothing)."""
    if not score.parts:
        return f'<span class="score" data-testid="score-{player}">{points(score.total)}</span>'
    name = text.say(ui.name(state, player))
    label = text("app.score.parts", player=name, points=points(score.total))
    return (
        f'<button type="button" class="score" popovertarget="score-parts-{player}" '
        f'aria-label="{escape(label)}" title="{escape(label)}" '
        f'data-testid="score-{player}">{points(score.total)}'
        f'</button><div popover id="score-parts-{player}" class="score-parts" '
        f'data-testid="parts-of-score-{player}"><p>{escape(name)} '
        f'<span class="points">{points(score.total)}</span></p>'
        f"<ul>{_parts(text, score)}</ul></div>"
    )


def _parts(text: Text, score: Score) -> str:
    """A score's parts, a line each: what it is for and its points."""
    return "".join(
        f'<li><span class="part">{escape(text.say(label))}</span>'
        f'<span class="points">{points(value)}</span></li>'
        for label, value in score.parts
    )


def move_log(ui: BoardUI[Any], text: Text, state: State, hinted: Collection[int] = ()) -> str:
    """Every action so far the board logs, oldest first: the mover's colour, what it did
    (which names the mover), the points it changed, a mark if a hint was shown for it (by
    count of actions before it, ``hinted``), its notation, and what it caused (the board's
    ``aftermath``)."""
    entries, shown = [], state
    ply = len(state.actions())
    while (before := state.parent) is not None:
        ply -= 1
        player, action = before.current_player, state.last_action
        assert player is not None and action is not None
        if ui.is_logged(shown, state):
            caused = " ".join(text.say(line.say) for line in ui.caused(state))
            also = f' <span class="caused">{escape(caused)}</span>' if caused else ""
            entries.append(
                f'<li><span class="dot" style="background:{ui.player_colours[player]}"></span>'
                f"{escape(text.say(before.describe(action)))} "
                f"{score_marks(ui, text, before, state, player)}"
                f"{_hint_mark(text) if ply in hinted else ''}"
                f"{_notation(action)}{also}</li>"
            )
        state = before
    return "".join(reversed(entries))


#: The others' moves "since your last move" lists at most (older ones are in the log).
RECAP_LINES = 3


def since_your_move(ui: BoardUI[Any], text: Text, state: State, seats: Sequence[str]) -> str:
    """The others' moves since the one person last moved, newest last, each with the points
    it changed, when it is that person's turn against computers: on a phone the log is far
    below the board, and a newcomer missed what the computer did. First, what the person's
    own last move gave the others, if anything (Down Under's neutral lines: a newcomer
    trailed a computer all game, fed by their own cards). Empty for a race (its board says
    who called)."""
    player = person(seats)
    if ui.realtime is not None or player is None or state.current_player != player:
        return ""
    theirs, own = _since(ui, text, state, player)
    if not theirs:
        return ""
    items = [f"<li>{line}</li>" for line in theirs[-RECAP_LINES:]]
    earlier = len(theirs) - RECAP_LINES
    if earlier > 0:
        told = escape(text.say(Say.count("app.recap.earlier", earlier)))
        items.insert(0, f'<li class="earlier">{told}</li>')
    if own is not None and _gave_others(*own, player):
        marks = score_marks(ui, text, *own, player)
        items.insert(0, f'<li class="yours">{escape(text("app.recap.yours"))} {marks}</li>')
    heading = text("app.recap.first" if own is None else "app.recap.since")
    return f"<p>{escape(heading)}</p><ul>{''.join(items)}</ul>"


def _since(
    ui: BoardUI[Any], text: Text, state: State, player: int
) -> tuple[list[str], tuple[State, State] | None]:
    """The others' moves since ``player`` last moved, oldest first, as the log says them
    (markup); and the positions before and after that move of ``player``'s (None: none)."""
    lines: list[str] = []
    shown = state
    while (before := state.parent) is not None:
        mover = before.current_player
        if mover == player:
            return lines[::-1], (before, state)
        action = state.last_action
        assert action is not None and mover is not None
        if ui.is_logged(shown, state):
            said = escape(text.say(before.describe(action)))
            lines.append(f"{said} {score_marks(ui, text, before, state, mover)}".rstrip())
        state = before
    return lines[::-1], None


def _gave_others(before: State, after: State, player: int) -> bool:
    """Whether a move of ``player``'s changed another player's score."""
    old, new = before.scores(), after.scores()
    return any(old[p].total != new[p].total for p in range(len(old)) if p != player)


def _hint_mark(text: Text) -> str:
    return f'<span class="hinted" data-testid="hinted">{escape(text("app.log.hinted"))}</span> '


def score_marks(ui: BoardUI[Any], text: Text, before: State, after: State, mover: int) -> str:
    """The points a move changed, so moves that score stand out in the log: the mover's
    own change first (``+3``), then anyone else's, named (``Yellow −2``)."""
    changes = [
        (player, new.total - old.total)
        for player, (old, new) in enumerate(zip(before.scores(), after.scores(), strict=True))
        if new.total != old.total
    ]
    changes.sort(key=lambda change: change[0] != mover)
    marks = []
    for player, change in changes:
        signed = points(change) if change < 0 else f"+{change}"
        name = text.say(ui.name(after, player))
        theirs = text("app.log.their_points", player=name, points=signed)
        said = signed if player == mover else theirs
        marks.append(
            f'<span class="gain" data-testid="gain" style="--colour:{ui.player_colours[player]}">'
            f"{escape(said)}</span> "
        )
    return "".join(marks)


def legal_moves(text: Text, state: State, lines: Sequence[Listed]) -> str:
    """The accessible list of legal moves: a radio button each, said in words that wrap
    (a list box cut long moves off), the notation of what it plays last as the value. A
    move in the engine's words has its notation small beside them, as in the log: the words
    name places only as the board shows them, so two moves may read the same."""
    return "".join(
        f'<label class="legal-move"><input type="radio" name="legal-move" '
        f'value="{escape(str(line.actions[-1]))}" data-index="{index}"> '
        f"<span>{escape(text.say(line.label or state.describe(line.actions[0])))}"
        f"{'' if line.label else ' ' + _notation(line.actions[0])}</span></label>"
        for index, line in enumerate(lines)
    )


def _notation(action: Action) -> str:
    """An action's notation, small and muted beside its words (never inside them)."""
    return f'<code class="notation">{escape(str(action))}</code>'


def points(value: int) -> str:
    """A score as shown: one kind of minus sign everywhere (−3, never -3).

    >>> points(-3), points(12)
    ('−3', '12')
    """
    return f"{MINUS}{-value}" if value < 0 else str(value)


def person(seats: Sequence[str]) -> int | None:
    """The one person's seat in a game against computers, else None (hot seat, all AIs)."""
    people = [seat for seat, who in enumerate(seats) if who == HUMAN]
    return people[0] if len(people) == 1 and len(seats) > 1 else None


def headline(ui: BoardUI[Any], state: State, seats: Sequence[str]) -> Say:
    """Who won, said to the person when one person plays against computers.

    ``You win``; ``You lose — Red wins`` with two players, ``Red wins — you came third``
    with more; otherwise ``Red wins`` or ``A draw``;
    alone, with nobody to beat, the score: ``Player 1: 12 points``.
    """
    winners = state.winners()
    names = [ui.name(state, player) for player in winners]
    if state.players == 1:
        return Say.of("app.end.alone", player=names[0], points=points(state.scores()[0].total))
    you = person(seats)
    if you is None:
        return Say.of("app.wins", player=names[0]) if len(winners) == 1 else Say("app.draw")
    if you in winners:
        return Say("app.end.you_win") if len(winners) == 1 else Say("app.end.you_share")
    if state.players == 2 and len(winners) == 1:  # "second" of two says too little
        return Say.of("app.end.you_lose", winner=names[0])
    totals = [score.total for score in state.scores()]
    place = 1 + sum(total > totals[you] for total in totals)
    came = Say(f"app.end.you_came.{place}")
    if len(winners) == 1:
        return Say.of("app.end.winner_and_you", winner=names[0], came=came)
    return Say.of("app.end.winners_and_you", winners=listing(names, "and"), came=came)


def breakdown(ui: BoardUI[Any], text: Text, state: State) -> str:
    """The end screen: each player's total and the parts it is made of, a part a line."""
    sections = []
    for player, score in enumerate(state.scores()):
        parts = _parts(text, score)
        sections.append(
            f'<section data-testid="breakdown-{player}"><h3>'
            f'{escape(text.say(ui.name(state, player)))} <span class="points">'
            f"{points(score.total)}</span></h3>"
            f"<ul>{parts or '<li>' + escape(text('app.no_points')) + '</li>'}</ul></section>"
        )
    return "".join(sections)


def switches(ui: BoardUI[Any], text: Text, settings: Settings) -> str:
    """The board's switches (``ui.Switch``), each a labelled checkbox named after it."""
    return "".join(
        f'<label class="switch"><input type="checkbox" data-switch="{escape(switch.name)}" '
        f'data-testid="{escape(switch.name)}"{" checked" if settings.switched(switch) else ""}>'
        f" <span>{escape(text(switch.label))}</span></label>"
        for switch in ui.switches
    )


def action_buttons(text: Text, buttons: Sequence[Button]) -> str:
    """The game's buttons beside the board (Roll, Stop, Done...), each naming its index, and
    the key that does the same, if any (shown where there is a mouse, ``play.css``)."""
    return "".join(
        f'<button type="button" class="primary" data-index="{index}" '
        + (f'aria-keyshortcuts="{escape(button.key)}" ' if button.key else "")
        + f'data-testid="action-button">{escape(text.say(button.label))}'
        + (f' <kbd class="key">{escape(button.key)}</kbd>' if button.key else "")
        + "</button>"
        for index, button in enumerate(buttons)
    )


def rules(ui: BoardUI[Any], text: Text) -> str:
    """The game's "How to play": its sections with their figures."""
    return rule_sections.html(ui.rules, text)


def seat_choice(ui: BoardUI[Any], text: Text, seats: Sequence[str], *, race: bool = False) -> str:
    """One labelled select per player, offering a person, each AI level and, on a board
    played turn by turn or on a ``race`` (a challenge: ``challenge_play``), a friend by
    link (then no computer: ``newgame.fit_seats``)."""
    kinds = (*SEATS, FRIEND) if ui.realtime is None or race else SEATS
    with_friends = FRIEND in seats
    rows = []
    for player, chosen in enumerate(seats):
        options = "".join(
            f'<option value="{seat}"{" selected" if seat == chosen else ""}'
            f"{' disabled' if with_friends and seat.startswith('ai:') else ''}>"
            f"{escape(text(f'seat.{seat}'))}</option>"
            for seat in kinds
        )
        rows.append(
            f"<label>{escape(text(ui.player_keys[player]))} "
            f'<select id="seat-{player}" data-testid="seat-{player}">{options}</select></label>'
        )
    return "".join(rows)


def setup_form(ui: BoardUI[Any], game: Game, text: Text, setup: Setup, name: str = "") -> str:
    """The new-game dialog's choices: the player count, the game's options, the seats, and
    with a friend's seat, the name to play under (``name`` as typed so far) and how the
    game goes on by link.

    Option values the game does not take with the others as chosen are
    offered but disabled; an option with one possible value is disabled whole.
    Labels come from the catalog: ``<game>.option.<name>`` and ``....<value>``.
    """
    choose_count = game.min_players < game.max_players
    intro = SETUP_INTROS[choose_count, bool(game.options)]
    rows = [f'<p class="setup-intro" data-testid="setup-intro">{escape(text(intro))}</p>']
    if choose_count:
        counts = "".join(
            f'<option value="{count}"{" selected" if count == setup.players else ""}>'
            f"{count}</option>"
            for count in range(game.min_players, game.max_players + 1)
        )
        rows.append(
            f"<label>{escape(text('app.setup.players'))} "
            f'<select id="setup-players" data-testid="setup-players">{counts}</select></label>'
        )
    possible = allowed(game, setup)
    for option in game.options:
        key = f"{game.id}.option.{option.name}"
        choices = "".join(
            f'<option value="{escape(str(choice))}"'
            f"{' selected' if choice == setup.options[option.name] else ''}"
            f"{'' if choice in possible[option.name] else ' disabled'}>"
            f"{escape(text(f'{key}.{choice}'))}</option>"
            for choice in option.choices
        )
        fixed = " disabled" if len(possible[option.name]) < 2 else ""
        rows.append(
            f"<label>{escape(text(key))} "
            f'<select id="option-{option.name}" data-testid="option-{option.name}"{fixed}>'
            f"{choices}</select></label>"
        )
    rows.append(seat_choice(ui, text, setup.seats, race=game.race_rounds is not None))
    if FRIEND in setup.seats:
        rows.append(friend_choice(game, text, name))
    return "".join(rows)


def friend_choice(game: Game, text: Text, name: str) -> str:
    """In a game with a friend: the name to play under, how the game goes on by link,
    and, where dice or hidden tiles decide, that a link can be read to foresee them. On a
    race it is a challenge: each races the deal on their own device, and the name is
    required (it is all the others see)."""
    race = game.race_rounds is not None
    notes = [text("app.setup.challenge.how" if race else "app.setup.friend.how")]
    if game.has_chance or game.hidden_info:
        notes.append(text("app.setup.friend.foreseeable"))
    return (
        f'<label class="setup-name">{escape(text("app.setup.friend.name"))} '
        f'<input id="setup-name" data-testid="setup-name" maxlength="{MAX_NAME_LENGTH}" '
        f'autocomplete="nickname" value="{escape(name)}"{" required" if race else ""}></label>'
        + "".join(f'<p class="setup-note">{escape(note)}</p>' for note in notes)
        + '<p id="setup-said" class="setup-said" role="alert" data-testid="setup-said"></p>'
    )


def share_link(page_url: str, state: State) -> str:
    """The address that reopens this game: the record rides in the fragment."""
    return f"{page_url}#{to_fragment(state.record())}"


def embed_snippet(
    site_url: str, title: str, game_id: str, seats: Sequence[str], state: State | None
) -> str:
    """The iframe a blogger pastes; with ``state``, it opens that game as a replay.

    It is as wide as the post and ``EMBED_WIDTH`` by ``EMBED_HEIGHT`` in shape, and never
    less tall than a phone needs to show the board across the column with the turn under
    it (``phone_height``), nor taller than the reader's screen.
    """
    query = urlencode({"game": game_id, **({"seats": ",".join(seats)} if seats else {})}, safe=",")
    fragment = f"#{to_fragment(state.record())}" if state is not None and state.parent else ""
    source = escape(f"{site_url}embed.html?{query}{fragment}")
    style = (
        f"width:100%;height:auto;aspect-ratio:{EMBED_WIDTH}/{EMBED_HEIGHT};"
        f"min-height:min({phone_height(game_id)}px,90vh);max-height:90vh;border:0"
    )
    return (
        f'<iframe src="{source}" title="{escape(title)}" width="{EMBED_WIDTH}" '
        f'height="{EMBED_HEIGHT}" style="{style}" loading="lazy"></iframe>'
    )


def phone_height(game_id: str) -> int:
    """How tall an embed must be in a phone's column for the board, in its narrow shape, to
    take the column's width with the turn under it.

    >>> phone_height("offboard")
    622
    """
    board = (PHONE_COLUMN - PADDING) / board_for(game_id).narrow_aspect
    return round(board + TURN_ROOM + PADDING)
