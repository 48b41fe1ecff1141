"""The challenge's panel beside the board: everyone in it, best first, with each round
they finished (its points and time) and their total; a friend's board at the end of a
round, drawn by the board's own renderer, only for rounds this device has finished too;
once everyone has finished, the final order.

Pure functions from the links (``challenge_play.everyone``) and the page's ``Text`` to
escaped HTML, tested in CPython; the page (``challenging``) only puts it into the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from html import escape

from pygames.core import Say, State
from pygames.core.challenges import (
    ChallengeLink,
    Standing,
    Standings,
    from_challenge_fragment,
    standings,
    to_challenge_fragment,
)
from pygames.games import get_game
from pygames.web.boards import board_for
from pygames.web.canvas import SvgCanvas
from pygames.web.legend_samples import draw_options
from pygames.web.text import Text

#: How wide a friend's round board is drawn (CSS px; the page scales it to its column).
BOARD_WIDTH = 480.0


def clock(tenths: int | None) -> str:
    """A race's time as minutes, seconds and tenths ("" for a round with no time).

    >>> clock(1234), clock(95), clock(None)
    ('2:03.4', '0:09.5', '')
    """
    if tenths is None:
        return ""
    minutes, rest = divmod(tenths, 600)
    return f"{minutes}:{rest // 10:02d}.{rest % 10}"


def round_end(state: State, number: int) -> State:
    """The position right after round ``number`` of ``state``'s race ended (the first one
    with that many rounds finished)."""
    race_rounds = state.game.race_rounds
    assert race_rounds is not None
    found = state
    here: State | None = state
    while here is not None and len(race_rounds(here, 0)) >= number:
        found, here = here, here.parent
    return found


@lru_cache(maxsize=64)
def _board(link_text: str, game_id: str, number: int, language: str, ids: str) -> str:
    """A board at the end of a round, as inline SVG (cached: it never changes)."""
    link = from_challenge_fragment(link_text, get_game)
    ui = board_for(game_id)
    canvas = SvgCanvas(BOARD_WIDTH, round(BOARD_WIDTH / ui.aspect, 1), ids=ids)
    state = round_end(link.state, number)
    ui.draw(canvas, state, selected=None, interactive=False, **draw_options(ui, 1, language))
    return canvas.to_svg().replace("<svg ", '<svg role="img" ', 1)


def board_svg(link: ChallengeLink, number: int, language: str) -> str:
    """``link``'s participant's board at the end of round ``number``, as inline SVG."""
    ids = f"c{link.participant_id[:6]}r{number}-"
    return _board(to_challenge_fragment(link), link.state.game.id, number, language, ids)


def html(text: Text, links: Sequence[ChallengeLink], own: str | None) -> str:
    """The panel for ``links`` (one per participant), ``own`` this device's participant
    (None: it races none yet)."""
    if not links:
        return ""
    stood = standings(links)
    by_id = {link.participant_id: link for link in links}
    mine = next((s for s in stood.order if s.participant_id == own), None)
    finished = len(mine.rounds) if mine is not None else 0
    title = text("challenge.panel.title")
    parts = [f'<h2 class="challenge-title">{escape(title)}</h2>']
    parts.append(_headline(text, stood, len(links)))
    items = [
        _participant(text, place, standing, by_id[standing.participant_id], own, finished)
        for place, standing in enumerate(stood.order, start=1)
    ]
    parts.append(f'<ol class="challenge-order">{"".join(items)}</ol>')
    if mine is not None:
        send = escape(text("challenge.panel.send"))
        parts.append(
            f'<button type="button" id="challenge-send" class="challenge-send" '
            f'data-testid="challenge-send">{send}</button>'
        )
    return "".join(parts)


def _headline(text: Text, stood: Standings, count: int) -> str:
    """What the panel says first: the final order once all are done, else who is in it."""
    if stood.all_done and count > 1:
        key = "challenge.panel.final"
    elif count == 1:
        key = "challenge.panel.alone"
    else:
        key = "challenge.panel.racing"
    return f'<p class="challenge-headline" data-testid="challenge-headline">{escape(text(key))}</p>'


def _participant(
    text: Text, place: int, standing: Standing, link: ChallengeLink, own: str | None, finished: int
) -> str:
    """One participant: place, name, total and time, and a row per round finished."""
    is_own = standing.participant_id == own
    name = text("challenge.panel.you", name=standing.name) if is_own else standing.name
    total = text.say(Say.count("challenge.panel.points", standing.total))
    time = clock(standing.tenths) if standing.rounds else ""
    done = text.say(Say.count("challenge.panel.rounds", len(standing.rounds)))
    about = " · ".join(part for part in (done, time) if part)
    rows = "".join(
        _round(text, number, raced.points, raced.tenths, link, is_own, finished)
        for number, raced in enumerate(standing.rounds, start=1)
    )
    table = (
        f'<table class="challenge-rounds"><thead><tr>'
        f'<th scope="col">{escape(text("challenge.panel.round"))}</th>'
        f'<th scope="col">{escape(text("challenge.panel.round_points"))}</th>'
        f'<th scope="col">{escape(text("challenge.panel.time"))}</th></tr></thead>'
        f"<tbody>{rows}</tbody></table>"
        if rows
        else ""
    )
    marks = ' class="own"' if is_own else ""
    return (
        f'<li{marks} data-testid="challenge-participant" '
        f'data-participant="{escape(standing.participant_id)}">'
        f'<p class="challenge-who"><span class="place">{place}.</span> '
        f'<span class="name">{escape(name)}</span> '
        f'<span class="total" data-testid="challenge-total">{escape(total)}</span></p>'
        f'<p class="challenge-about">{escape(about)}</p>{table}</li>'
    )


def _round(
    text: Text,
    number: int,
    points: int,
    tenths: int | None,
    link: ChallengeLink,
    is_own: bool,
    finished: int,
) -> str:
    """A round's row: its number, points and time; for a friend's round, their board at
    its end if this device has finished that round too, else what to do to see it."""
    row = (
        f'<tr data-testid="challenge-round"><th scope="row">{number}</th>'
        f"<td>{points}</td><td>{clock(tenths)}</td></tr>"
    )
    if is_own:
        return row
    if number > finished:
        hidden = escape(text("challenge.panel.spoiler", number=number))
        return (
            row + f'<tr class="challenge-board"><td colspan="3">'
            f'<p class="challenge-hidden" data-testid="challenge-hidden">{hidden}</p></td></tr>'
        )
    summary = escape(text("challenge.panel.board", number=number))
    svg = board_svg(link, number, text.language)
    return (
        row + f'<tr class="challenge-board"><td colspan="3"><details data-testid="challenge-board">'
        f"<summary>{summary}</summary>{svg}</details></td></tr>"
    )


def summary(links: Sequence[ChallengeLink]) -> list[tuple[str, int, int]]:
    """Each participant's name, rounds finished and total, best first (for tests)."""
    return [(s.name, len(s.rounds), s.total) for s in standings(links).order]
