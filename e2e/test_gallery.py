"""The gallery (index.html): every game listed, linked, pictured, and usable on a phone."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

import pygames
from e2e.conftest import NewContext, WaitReady
from pygames.web.boards import BOARDS
from pygames.web.poster import render_svg

#: The games the site can show: those with a board in the browser.
GAMES = [game for game in pygames.list_games() if game.id in BOARDS]


@pytest.fixture
def gallery(page: Page) -> Page:
    """The gallery, loaded with its images."""
    page.goto("./", wait_until="load")
    return page


@pytest.mark.parametrize("game", GAMES, ids=[game.id for game in GAMES])
def test_every_game_is_linked_by_its_title(gallery: Page, game: pygames.core.Game) -> None:
    link = gallery.get_by_role("link", name=game.title, exact=True)
    expect(link).to_have_attribute("href", f"{game.id}.html")
    card = gallery.locator(f'[data-testid="game-card"][data-game="{game.id}"]')
    expect(card).to_contain_text(game.description)
    expect(card).to_contain_text("player")


def test_cards_are_the_registry_in_order(gallery: Page) -> None:
    cards = gallery.get_by_test_id("game-card")
    expect(cards).to_have_count(len(GAMES))
    assert [card.get_attribute("data-game") for card in cards.all()] == [g.id for g in GAMES]


def test_posters_load(gallery: Page) -> None:
    posters = gallery.locator(".poster")
    expect(posters).to_have_count(len(GAMES))
    for poster in posters.all():
        assert poster.evaluate("img => img.complete && img.naturalWidth > 0"), poster


def test_a_poster_with_words_is_shown_in_the_reader_language(gallery: Page) -> None:
    """Out of Mine!'s poster writes its panel's words; the others only draw numbers."""
    gallery.get_by_test_id("language").select_option("de")
    worded = [
        game.id for game in GAMES if render_svg(game.id, language="de") != render_svg(game.id)
    ]
    assert "out-of-mine" in worded
    for game in GAMES:
        poster = gallery.locator(f'[data-game="{game.id}"] .poster')
        language = ".de" if game.id in worded else ""
        expect(poster).to_have_attribute("src", f"posters/{game.id}{language}.svg")
        poster.evaluate("img => img.decode()")  # rejects if the picture does not load


def test_whole_card_is_a_link(gallery: Page) -> None:
    """A tap on the picture, not just the title, opens the game."""
    poster = gallery.locator(".poster").first
    box = poster.bounding_box()
    assert box is not None
    href = gallery.evaluate(
        "([x, y]) => document.elementFromPoint(x, y).closest('a')?.getAttribute('href')",
        [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
    )
    assert href == f"{GAMES[0].id}.html"


def test_favicon_is_served(page: Page) -> None:
    """Without an icon the browser's own /favicon.ico request is a 404 and a console error."""
    with page.expect_response(
        lambda response: response.request.resource_type == "other" and "favicon" in response.url
    ) as icon:
        page.goto("./")
    assert icon.value.status == 200, icon.value.url
    assert icon.value.headers["content-type"] == "image/svg+xml"


def test_urls_are_relative_so_any_sub_path_works(gallery: Page) -> None:
    urls = gallery.evaluate(
        "() => [...document.querySelectorAll('[href], [src]')]"
        ".map(e => e.getAttribute('href') ?? e.getAttribute('src'))"
    )
    assert urls
    assert [url for url in urls if url.startswith("/") or "://" in url] == []
    assert gallery.evaluate("() => document.documentElement.lang") == "en"


def test_phone_width_needs_no_horizontal_scroll(new_context: NewContext) -> None:
    phone = new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = phone.new_page()
    page.goto("./", wait_until="load")
    widths = page.evaluate(
        "() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], f"page is {widths[0]} px wide in a {widths[1]} px viewport"
    for card in page.get_by_test_id("game-card").all():
        box = card.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390


def test_title_link_opens_the_game(gallery: Page, wait_ready: WaitReady) -> None:
    first = GAMES[0]
    gallery.get_by_role("link", name=first.title, exact=True).click()
    gallery.wait_for_url(f"**/{first.id}.html")
    wait_ready(gallery)
