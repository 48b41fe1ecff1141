"""The site installs as an app: every page links a web app manifest that parses, whose
start page, icons and game shortcuts load from a site served under a sub-path, and which
Chromium itself finds installable."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import BrowserType, Page

import build
import pygames
from pygames.web.boards import BOARDS

#: Loads each address the manifest names, resolved against the manifest's own URL.
MANIFEST_AND_WHAT_IT_NAMES = """async () => {
  const link = document.querySelector('link[rel="manifest"]');
  const response = await fetch(link.href);
  const manifest = await response.json();
  const names = [manifest.start_url, ...manifest.icons.map((icon) => icon.src),
                 ...manifest.shortcuts.map((shortcut) => shortcut.url)];
  const loads = await Promise.all(names.map(async (name) => {
    const url = new URL(name, link.href).href;
    const answer = await fetch(url);
    return [url, answer.status, answer.headers.get("content-type")];
  }));
  return {href: link.href, type: response.headers.get("content-type"), manifest, loads};
}"""


@pytest.mark.parametrize("address", ["index.html", "offboard.html", "play.html?game=outback"])
def test_every_page_links_a_manifest_that_works_under_a_sub_path(
    page: Page, tmp_path: Path, address: str
) -> None:
    (tmp_path / "games").symlink_to(build.DIST, target_is_directory=True)
    with build.serving(tmp_path) as host:
        site = f"{host}games/"
        page.goto(site + address, wait_until="domcontentloaded")
        found = page.evaluate(MANIFEST_AND_WHAT_IT_NAMES)
    assert found["href"] == f"{site}manifest.webmanifest"
    assert found["type"] == "application/manifest+json"
    manifest = found["manifest"]
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert {icon.get("purpose") for icon in manifest["icons"]} == {"any", "maskable"}
    games = [game.title for game in pygames.list_games() if game.id in BOARDS]
    assert [shortcut["name"] for shortcut in manifest["shortcuts"]] == games
    for url, status, kind in found["loads"]:
        assert url.startswith(site) and status == 200, url
        assert kind.startswith(("text/html", "image/")), (url, kind)


def test_chromium_finds_the_site_installable(
    browser_type: BrowserType, tmp_path: Path, site_url: str
) -> None:
    # A profile of its own: Chromium installs nothing from an incognito window (what every
    # other test's context is), and there it would not even look at the site.
    context = browser_type.launch_persistent_context(
        tmp_path, executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
    )
    try:
        page = context.new_page()
        page.goto(site_url + "offboard.html")
        page.wait_for_function("() => window.pygames && window.pygames.ready")
        page.evaluate("() => window.pygames.ready.then(() => true)")
        devtools = context.new_cdp_session(page)
        manifest = devtools.send("Page.getAppManifest")
        assert manifest["errors"] == [] and manifest["url"].endswith("/manifest.webmanifest")
        assert devtools.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    finally:
        context.close()
