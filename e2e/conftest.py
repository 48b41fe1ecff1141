"""Shared set-up for the end-to-end tests: the built site, served locally, in real Chromium.

Every browser context a test gets from pytest-playwright (``page``, ``context``,
``new_context``) is watched: the test fails at teardown if any request left
127.0.0.1, any response was an HTTP error, or the page logged a console error
or threw. That is how "plays offline, no CDN, no errors" stays true without
every test having to say so. A test that provokes an error on purpose removes
it from ``browser_log.problems`` before it ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import urlsplit

import pytest
from _pytest.runner import runtestprotocol
from playwright.sync_api import (
    BrowserContext,
    ConsoleMessage,
    Page,
    Request,
    Response,
    WebError,
    expect,
)

import build

E2E_DIR = Path(__file__).resolve().parent

#: Pyodide starts in about 3 s cold on a 2-core machine; leave room for a loaded CI box.
READY_TIMEOUT_MS = 60_000

#: Schemes that never touch the network.
LOCAL_SCHEMES = {"data", "blob", "about"}

#: Resolves once window.pygames.ready does, or rejects with a message a failing test can show.
WAIT_FOR_READY_JS = """timeout => Promise.race([
    window.pygames.ready.then(() => true),
    new Promise((_, reject) => setTimeout(
        () => reject(new Error(`window.pygames.ready did not resolve within ${timeout} ms`)),
        timeout)),
])"""


#: The ``new_context`` fixture: Playwright's ``Browser.new_context``, keyword arguments and all.
NewContext = Callable[..., BrowserContext]
#: The ``wait_ready`` fixture: waits for a play page's ``window.pygames.ready``.
WaitReady = Callable[[Page], None]


class OpenGame(Protocol):
    """The ``open_game`` fixture: opens a game's play page (``query`` appended to its URL)
    and returns it once the board is ready."""

    def __call__(self, game_id: str, query: str = "") -> Page: ...


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test in e2e/ so ``-m "not e2e"`` runs just the fast CPython suite."""
    for item in items:
        if E2E_DIR in item.path.parents:
            item.add_marker(pytest.mark.e2e)


#: How Playwright reports that Chromium's renderer died under a page.
RENDERER_CRASHES = ("Target crashed", "Page crashed")
#: The tests run a second time because the renderer crashed under the first run.
crashed_and_rerun: list[str] = []


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    """Run an e2e test, and once more if Chromium's renderer crashed under it.

    A renderer crash ("Target crashed"), while a page loads, has been seen about once in
    several full runs on these machines, in different tests, never reproduced, and never
    a failure of the page itself (a failure of ours fails both runs). Such a test runs a
    second time in a fresh context, and the summary names it, so the crash is not hidden.
    """
    if E2E_DIR not in item.path.parents:
        return None  # not handled here: pytest's own protocol runs it
    hooks = item.ihook
    hooks.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    if any(report.failed and _renderer_crashed(report) for report in reports):
        crashed_and_rerun.append(item.nodeid)
        assert isinstance(item, pytest.Function)  # every e2e test is a function
        item._initrequest()  # fresh fixtures for the second run
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for report in reports:
        hooks.pytest_runtest_logreport(report=report)
    hooks.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


def _renderer_crashed(report: pytest.TestReport) -> bool:
    return any(crash in str(report.longrepr) for crash in RENDERER_CRASHES)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Name every test that ran twice because the renderer crashed under it."""
    if crashed_and_rerun:
        terminalreporter.section("Chromium's renderer crashed; these tests ran again")
        for nodeid in crashed_and_rerun:
            terminalreporter.line(nodeid)


def pytest_configure(config: pytest.Config) -> None:
    """Let ``expect`` wait as long as a cold Pyodide start can take."""
    expect.set_options(timeout=READY_TIMEOUT_MS)


class BrowserLog:
    """What the watched contexts requested and what went wrong, for the teardown check."""

    def __init__(self) -> None:
        self.requests: list[str] = []
        self.problems: list[str] = []

    def watch(self, context: BrowserContext) -> None:
        """Record every request, HTTP error, console error and uncaught exception of a context."""
        context.on("request", self._on_request)
        context.on("response", self._on_response)
        context.on("console", self._on_console)
        context.on("weberror", self._on_web_error)

    def offsite_requests(self) -> list[str]:
        """Return the requests that went anywhere but this machine's own server."""
        return [url for url in self.requests if not is_local(url)]

    def check(self) -> None:
        """Fail the test if anything left 127.0.0.1 or any error was seen."""
        offsite = self.offsite_requests()
        if offsite:
            pytest.fail("requests left 127.0.0.1:\n  " + "\n  ".join(offsite), pytrace=False)
        if self.problems:
            pytest.fail("the browser reported:\n  " + "\n  ".join(self.problems), pytrace=False)

    def _on_request(self, request: Request) -> None:
        self.requests.append(request.url)

    def _on_response(self, response: Response) -> None:
        if response.status >= 400:
            self.problems.append(f"HTTP {response.status} for {response.url}")

    def _on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            where = message.location.get("url")
            suffix = f" ({where})" if where else ""
            self.problems.append(f"console error: {message.text}{suffix}")

    def _on_web_error(self, error: WebError) -> None:
        self.problems.append(f"uncaught exception: {error.error}")


def is_local(url: str) -> bool:
    """Tell whether a URL stays on this machine (127.0.0.1) or never hits the network."""
    parts = urlsplit(url)
    return parts.scheme in LOCAL_SCHEMES or parts.hostname == "127.0.0.1"


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """Build dist/ unless it is already fresh, and serve it on a free port for the session."""
    if not build.is_fresh():
        build.build()
    with build.serving() as url:
        yield url


@pytest.fixture(scope="session")
def base_url(site_url: str) -> str:
    """Point pytest-playwright's contexts at the local site, so tests goto relative URLs."""
    return site_url


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Debian's Chromium: Playwright cannot download its own browser here."""
    return {
        **browser_type_launch_args,
        "executable_path": str(build.CHROMIUM),
        "args": list(build.CHROMIUM_ARGS),
    }


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Keep the service worker out of tests that are not about it.

    Installing it precaches the whole site (15 MB) in every fresh context; the
    offline tests turn it on with ``@pytest.mark.browser_context_args(service_workers="allow")``.
    """
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture
def browser_log() -> BrowserLog:
    """The current test's record of requests and errors, across all its contexts."""
    return BrowserLog()


@pytest.fixture
def new_context(new_context: NewContext, browser_log: BrowserLog) -> Iterator[NewContext]:
    """Wrap pytest-playwright's factory: watch each context, then check it at teardown."""

    def create(**kwargs: Any) -> BrowserContext:
        context = new_context(**kwargs)
        context.set_default_timeout(READY_TIMEOUT_MS)
        browser_log.watch(context)
        return context

    yield create
    browser_log.check()


@pytest.fixture
def wait_ready() -> WaitReady:
    """Return the wait for a play page's ``window.pygames.ready``, for pages a test opens itself."""
    return wait_until_ready


@pytest.fixture
def open_game(page: Page) -> OpenGame:
    """Return a function that opens a game's play page and waits until the board is ready."""

    def open_(game_id: str, query: str = "") -> Page:
        page.goto(f"play.html?game={game_id}{query}")
        wait_until_ready(page)
        return page

    return open_


def wait_until_ready(page: Page) -> None:
    """Wait for ``window.pygames.ready``: the page's own signal, never a sleep."""
    page.wait_for_function("() => window.pygames && window.pygames.ready")
    page.evaluate(WAIT_FOR_READY_JS, READY_TIMEOUT_MS)
