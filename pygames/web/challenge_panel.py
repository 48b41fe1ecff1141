"""The challenge's panel beside the board: everyone in it, best first, with each round
they finished (its points and time) and their total; a friend's board at the end of a
round, drawn by the board's own renderer, only for rounds this device has finished too;
once everyone has finished, the final order.

Pure functions from the links (``challenge_play.everyone``) and the page's ``Text`` to
escaped HTML, tested in CPython; the page (``challenging``) only puts it into the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from pygames.core import Say, State
from pygames.core.challenges import ChallengeLink, Standing, Standings, standings
from pygames.web.boards import board_for
from pygames.web.canvas import SvgCanvas
from pygames.web.legend_samples import draw_options
from pygames.web.panels import points
from pygames.web.text import Text

#: How wide a friend's round board is drawn (CSS px), in the board's narrow shape: the page
#: shows it no narrower (``play.css``), so the board's smallest words stay readable.
BOARD_WIDTH = 320.0
#: The most round boards kept drawn (a few friends' seven rounds, in two languages).
MOST_KEPT = 128


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


_drawn: dict[tuple[str, str, int, int, str], str] = {}


def board_svg(link: ChallengeLink, number: int, language: str) -> str:
    """``link``'s participant's board as round ``number`` ended (the race at its last
    moment, before the move that ended it), drawn by the board's own renderer as inline
    SVG. Kept once drawn: a participant's finished round never changes (a link that
    changes one is refused)."""
    end = round_end(link.state, number)
    shown = end.parent if end.parent is not None else end
    key = (link.challenge_id, link.participant_id, number, len(shown.actions()), language)
    if key not in _drawn:
        if len(_drawn) >= MOST_KEPT:
            _drawn.clear()
        ui = board_for(shown.game.id)
        height = round(BOARD_WIDTH / ui.narrow_aspect, 1)
        ids = f"c{len(_drawn)}r{number}-"
        canvas = SvgCanvas(BOARD_WIDTH, height, ids=ids)
        options = draw_options(ui, shown.players, language)
        ui.draw(canvas, shown, selected=None, interactive=False, **options)
        _drawn[key] = canvas.to_svg().replace("<svg ", '<svg aria-hidden="true" ', 1)
    return _drawn[key]


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
    total = text.say(
        Say.count("challenge.panel.points", standing.total, points=points(standing.total))
    )
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
    scored: int,
    tenths: int | None,
    link: ChallengeLink,
    is_own: bool,
    finished: int,
) -> str:
    """A round's row: its number, points and time; for a friend's round, their board at
    its end if this device has finished that round too, else what to do to see it."""
    row = (
        f'<tr data-testid="challenge-round"><th scope="row">{number}</th>'
        f"<td>{points(scored)}</td><td>{clock(tenths)}</td></tr>"
    )
    if is_own:
        return row
    if number > finished:
        hidden = escape(text("challenge.panel.spoiler", number=number))
        return (
            row + f'<tr class="challenge-board"><td colspan="3">'
            f'<p class="challenge-hidden" data-testid="challenge-hidden">{hidden}</p></td></tr>'
        )
    label = escape(text("challenge.panel.board", number=number, name=link.name))
    svg = board_svg(link, number, text.language)
    pop = escape(f"challenge-board-{link.participant_id}-{number}")
    close = escape(text("page.close"))
    return (
        row + f'<tr class="challenge-board"><td colspan="3">'
        f'<button type="button" class="link" popovertarget="{pop}" '
        f'data-testid="challenge-board">{label}</button>'
        f'<div popover id="{pop}" class="challenge-picture" role="figure" '
        f'aria-label="{label}" data-testid="challenge-picture">'
        f'<p class="challenge-picture-title">{label}</p>{svg}'
        f'<button type="button" popovertarget="{pop}" popovertargetaction="hide">{close}'
        f"</button></div></td></tr>"
    )


def summary(links: Sequence[ChallengeLink]) -> list[tuple[str, int, int]]:
    """Each participant's name, rounds finished and total, best first (for tests)."""
    return [(s.name, len(s.rounds), s.total) for s in standings(links).order]
