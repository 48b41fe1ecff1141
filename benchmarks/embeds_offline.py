"""What embeds cost a blog's readers, and how fast a game reloads with the network off.

Two measurements, each side by side in one run:

- A blog-like page with two embedded games: requests and bytes before anyone
  presses Play (only the posters should load), then after Play in one embed.
  It runs in a fresh on-disk browser profile, like a first-time reader's:
  Playwright's ordinary contexts keep their HTTP cache in memory, which drops
  the 9.6 MB WebAssembly file, so there the service worker's install would
  fetch it again and the figure would not be what a reader pays.
- Reloading a visited game page with the service worker in control: online
  and offline reloads alternate in one browser context, navigation to
  interactive board; the table gives both medians and the ratio.

    .venv/bin/python -m benchmarks.embeds_offline [--reloads N] [--json]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from typing import Any

from playwright.sync_api import (
    Browser,
    BrowserContext,
    Page,
    Playwright,
    Request,
    sync_playwright,
)

import build
from benchmarks.page_load import PLAY_PROBE, ROOT, check_local, downloaded, wait_for_ready

#: Written into dist/bench/ by this script; never part of the shipped site.
BLOG_PAGE = """\
<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog post with two games</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml"></head><body>
<h1>Two games</h1>
<iframe id="first" src="../embed.html?game=offboard" width="720" height="640"
  title="Offboard"></iframe>
<iframe id="second" src="../embed.html?game=offboard&amp;seats=ai:easy,ai:easy"
  width="720" height="640" title="Offboard, computers only"></iframe>
</body></html>
"""


def main() -> int:
    args = parse_args()
    if not build.is_fresh():
        subprocess.run([sys.executable, str(ROOT / "build.py")], check=True, stdout=sys.stderr)
    bench = build.DIST / "bench"
    bench.mkdir(exist_ok=True)
    (bench / "blog.html").write_text(BLOG_PAGE, encoding="utf-8")
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        report = {
            "chromium": browser.version,
            "blog": measure_blog(playwright, url),
            "reload": measure_reloads(browser, url, args.reloads),
        }
        browser.close()
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_report(report)
    return 0


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--reloads", type=int, default=5, help="reloads of each kind (default 5)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    return parser.parse_args()


def measure_blog(playwright: Playwright, url: str) -> dict[str, Any]:
    """Load the blog page cold; count what arrives before Play, then after Play in one embed."""
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=str(build.CHROMIUM),
            args=list(build.CHROMIUM_ARGS),
            service_workers="allow",
        )
        return count_blog(context, url)


def count_blog(context: BrowserContext, url: str) -> dict[str, Any]:
    requests: list[Request] = []
    context.on("request", lambda request: requests.append(request))  # frames and workers too
    page = context.new_page()
    page.goto(url + "bench/blog.html", wait_until="load")
    for frame_id in ("first", "second"):
        page.frame_locator(f"#{frame_id}").get_by_test_id("start-play").wait_for()
    page.wait_for_load_state("networkidle")
    before = totals(requests)
    page.frame_locator("#first").get_by_test_id("start-play").click()
    frame = next(frame for frame in page.frames if frame.url.endswith("embed.html?game=offboard"))
    frame.wait_for_function("() => window.pygames && window.pygames.ready")
    frame.evaluate("() => window.pygames.ready")
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")  # precache done
    page.wait_for_load_state("networkidle")
    check_local(requests)
    after = totals(requests)
    context.close()
    return {"before_play": before, "after_play_in_one": after}


def totals(requests: list[Request]) -> dict[str, int]:
    return {"requests": len(requests), "bytes": sum(downloaded(r) for r in requests)}


def measure_reloads(browser: Browser, url: str, reloads: int) -> dict[str, Any]:
    """Alternate online and offline reloads of a visited game page in one context."""
    context = browser.new_context(service_workers="allow")
    context.add_init_script(PLAY_PROBE)
    page = context.new_page()
    page.goto(url + "offboard.html", wait_until="commit")
    wait_for_ready(page)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null")
    times: dict[str, list[float]] = {"online": [], "offline": []}
    for run in range(2 * reloads):
        kind = ("online", "offline")[(run + run // 2) % 2]  # online, offline, offline, online...
        context.set_offline(kind == "offline")
        times[kind].append(reload_ms(page))
    context.close()
    medians = {kind: statistics.median(values) for kind, values in times.items()}
    return {"samples_ms": times, "median_ms": medians}


def reload_ms(page: Page) -> float:
    page.reload(wait_until="commit")
    return round(wait_for_ready(page)[0], 1)


def print_report(report: dict[str, Any]) -> None:
    blog = report["blog"]
    print(f"Chromium {report['chromium']}, headless\n")
    print("A blog page with two embedded games (cold cache)")
    for label, key in (("before Play", "before_play"), ("after Play in one", "after_play_in_one")):
        row = blog[key]
        print(f"  {label:<20}{row['requests']:>4} requests {row['bytes'] / 1000:>10,.1f} kB")
    reload = report["reload"]["median_ms"]
    print("\nReload of a visited game page, service worker in control (medians)")
    print(f"  online  {reload['online'] / 1000:.2f} s")
    print(f"  offline {reload['offline'] / 1000:.2f} s")
    print(f"  offline / online {reload['offline'] / reload['online']:.2f}x")


if __name__ == "__main__":
    sys.exit(main())
