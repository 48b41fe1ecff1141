"""Page load: the real play page against a bare PyScript page on the same runtime.

Both pages load alternately in one run, each in N fresh browser contexts (cold:
empty HTTP and code caches), then reload in the same context (warm). The bare
page only starts Python and sets ``data-ready`` on <body>; the play page counts
as loaded when ``window.pygames.ready`` resolves (board interactive). Times run
from navigation start; the ratio play/bare is what our code adds to the runtime.

    .venv/bin/python benchmarks/page_load.py [--runs N] [--reloads K] [--warmup W]
                                             [--game ID] [--json]
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path

from playwright.sync_api import Browser, Page, Request, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import build  # noqa: E402  (the repository root is on sys.path only from here)

TIMEOUT_MS = 60_000

#: The baseline, written into dist/bench/ by this script (never part of the shipped site).
BARE_PAGE = """\
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bare PyScript page</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="../runtime/pyscript/core.css">
<script type="module" src="../runtime/pyscript/core.js"></script>
</head>
<body>
<p>bare PyScript page</p>
<script type="py" config="./bare.json">
from pyscript import document
document.body.dataset.ready = "1"
</script>
</body>
</html>
"""

#: The bare page runs Pyodide exactly as npm ships it (its standard library as source),
#: copied beside it into bench/runtime/: the site's own copy carries the modules build.py
#: compiled, work the bare runtime does not get. The path resolves against the page's URL.
BARE_CONFIG = {"interpreter": "./runtime/pyodide/pyodide.mjs"}

#: Both probes record first contentful paint and the main thread's long tasks (over
#: 50 ms, the browser's threshold); each records its page's ready moment.
PAINT_PROBE = """
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.name === "first-contentful-paint") window.__benchFcp = entry.startTime;
  }
}).observe({type: "paint", buffered: true});
window.__benchLong = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__benchLong.push([entry.startTime, entry.duration]);
}).observe({type: "longtask", buffered: true});
"""

BARE_PROBE = (
    PAINT_PROBE
    + """
new MutationObserver((_, observer) => {
  if (document.body && document.body.dataset.ready === "1") {
    window.__benchReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""
)

# window.pygames appears early (its script runs before Python starts), so a short poll
# attaches to the ready promise long before it resolves.
PLAY_PROBE = (
    PAINT_PROBE
    + """
const poll = setInterval(() => {
  if (!(window.pygames && window.pygames.ready)) return;
  clearInterval(poll);
  window.pygames.ready.then(
    () => { window.__benchReadyAt = performance.now(); },
    (error) => { window.__benchError = String(error); });
}, 5);
"""
)

#: The longest task counts from first paint to ready: the time a visitor watches the page.
READ_RESULT_JS = """() => {
  const fcp = window.__benchFcp ?? 0, ready = window.__benchReadyAt;
  const after = window.__benchLong.filter(([at, length]) => at + length > fcp && at < ready);
  return {
    readyAt: ready, error: window.__benchError, fcp: window.__benchFcp ?? null,
    longest: Math.max(0, ...after.map(([at, length]) => at + length - Math.max(at, fcp))),
  };
}"""


@dataclass
class PageSpec:
    """One of the two pages compared: where it is and how it says it is ready."""

    key: str
    label: str
    path: str
    probe: str
    #: The page installs a service worker after its first load (the play page does).
    installs_worker: bool = False


@dataclass
class Samples:
    """Everything measured for one page, one entry per load."""

    cold_ms: list[float] = field(default_factory=list)
    #: Reloaded at once after the first load, while its service worker is installing.
    early_ms: list[float] = field(default_factory=list)
    warm_ms: list[float] = field(default_factory=list)
    #: The longest main-thread task between first paint and ready, on the cold load.
    longest_ms: list[float] = field(default_factory=list)
    fcp_ms: list[float] = field(default_factory=list)
    requests: list[int] = field(default_factory=list)
    bytes: list[int] = field(default_factory=list)


def main() -> int:
    """Build if needed, measure both pages side by side, print the comparison."""
    args = parse_args()
    if not build.is_fresh():
        # stdout is for the report (and --json), so the build's table goes to stderr
        subprocess.run([sys.executable, str(ROOT / "build.py")], check=True, stdout=sys.stderr)
    write_bare_page()
    pages = [
        PageSpec("bare", "bare PyScript", "bench/bare.html", BARE_PROBE),
        PageSpec(
            "play",
            f"play ({args.game})",
            f"play.html?game={args.game}",
            PLAY_PROBE,
            installs_worker=True,
        ),
    ]
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        measure_all(browser, url, pages, args.warmup, args.reloads)  # discarded
        results = measure_all(browser, url, pages, args.runs, args.reloads)
        version = browser.version
        browser.close()
    if args.json:
        print(json.dumps(to_json(version, args, pages, results), indent=2))
    else:
        print_table(version, args, pages, results)
    return 0


def parse_args() -> argparse.Namespace:
    """Read the command line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh contexts per page (default 5)")
    parser.add_argument("--reloads", type=int, default=1, help="warm reloads per context")
    parser.add_argument(
        "--warmup", type=int, default=1, help="unrecorded loads of each page first (default 1)"
    )
    parser.add_argument("--game", default="offboard", help="game id for the play page")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    return parser.parse_args()


def write_bare_page() -> None:
    """Put the baseline next to the site: same origin and PyScript, stock Pyodide."""
    bench = build.DIST / "bench"
    bench.mkdir(exist_ok=True)
    (bench / "bare.html").write_text(BARE_PAGE, encoding="utf-8")
    (bench / "bare.json").write_text(json.dumps(BARE_CONFIG) + "\n", encoding="utf-8")
    stock = bench / "runtime" / "pyodide"
    stock.mkdir(parents=True, exist_ok=True)
    for name in build.PYODIDE_FILES:
        shutil.copy2(build.NODE_MODULES / "pyodide" / name, stock / name)


def measure_all(
    browser: Browser, url: str, pages: list[PageSpec], runs: int, reloads: int
) -> list[Samples]:
    """Alternate the pages (and which goes first) so drift in the machine hits both alike.

    The first loads in a new browser also pay for its own start-up, which is why
    main() runs a discarded warm-up round first.
    """
    results = [Samples() for _ in pages]
    for run in range(runs):
        order = range(len(pages)) if run % 2 == 0 else reversed(range(len(pages)))
        for index in order:
            measure_page(browser, url, pages[index], reloads, results[index])
            print(f"  {pages[index].label}: load {run + 1} of {runs} done", file=sys.stderr)
    return results


def measure_page(browser: Browser, url: str, spec: PageSpec, reloads: int, into: Samples) -> None:
    """Load a page cold in a fresh context, reload it at once (early), then reload it
    warm, appending to ``into``.

    Early is a visitor who reloads soon after arriving, while the service worker is
    still reading the site into its cache. Warm is a returning visitor: the HTTP cache
    filled and, for a page with a service worker, the worker installed and serving.
    """
    context = browser.new_context()
    context.add_init_script(spec.probe)
    page = context.new_page()
    requests: list[Request] = []
    page.on("request", lambda request: requests.append(request))
    page.goto(url + spec.path, wait_until="commit")
    ready_at, fcp, longest = wait_for_ready(page)
    into.cold_ms.append(round(ready_at, 1))
    into.longest_ms.append(round(longest, 1))
    if fcp is not None:
        into.fcp_ms.append(round(fcp, 1))
    check_local(requests)
    into.requests.append(len(requests))
    into.bytes.append(sum(downloaded(request) for request in requests))
    page.reload(wait_until="commit")
    into.early_ms.append(round(wait_for_ready(page)[0], 1))
    if spec.installs_worker:
        # A returning visitor comes back with the worker installed, not in the middle of
        # its install (which reads the whole site into its cache after the first load).
        page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    for _ in range(reloads):
        page.reload(wait_until="commit")
        into.warm_ms.append(round(wait_for_ready(page)[0], 1))
    context.close()


def wait_for_ready(page: Page) -> tuple[float, float | None, float]:
    """Wait for the probe's ready mark; return it, first contentful paint and the longest
    task after it, in ms."""
    page.wait_for_function(
        "() => window.__benchReadyAt !== undefined || window.__benchError !== undefined",
        timeout=TIMEOUT_MS,
    )
    result = page.evaluate(READ_RESULT_JS)
    if result["error"] is not None:
        raise RuntimeError(f"{page.url} failed to start: {result['error']}")
    return result["readyAt"], result["fcp"], result["longest"]


def check_local(requests: list[Request]) -> None:
    """Refuse to report figures from a page that reached past 127.0.0.1 (a CDN, say)."""
    offsite = [r.url for r in requests if not r.url.startswith(("http://127.0.0.1:", "data:"))]
    if offsite:
        raise RuntimeError("requests left 127.0.0.1: " + ", ".join(offsite))


def downloaded(request: Request) -> int:
    """Bytes that came over the wire for one request: response headers and body."""
    response = request.response()
    if response is None:
        return 0
    sizes = request.sizes()
    return sizes["responseHeadersSize"] + sizes["responseBodySize"]


def summarize(samples: Samples) -> dict[str, float | None]:
    """Reduce the samples to medians; FCP is missing if the page never painted content."""

    def median(values: list[float] | list[int]) -> float | None:
        return statistics.median(values) if values else None

    return {key: median(values) for key, values in asdict(samples).items()}


def to_json(
    version: str, args: argparse.Namespace, pages: list[PageSpec], results: list[Samples]
) -> dict[str, object]:
    """Raw samples and medians, for tracking figures over time."""
    medians = [summarize(samples) for samples in results]
    return {
        "browser": f"Chromium {version}",
        "runs": args.runs,
        "reloads": args.reloads,
        "warmup": args.warmup,
        "pages": {
            spec.key: {"path": spec.path, "samples": asdict(samples), "median": median}
            for spec, samples, median in zip(pages, results, medians, strict=True)
        },
        "ratio": {
            phase: ratio(medians[1][f"{phase}_ms"], medians[0][f"{phase}_ms"])
            for phase in ("cold", "early", "warm")
        },
    }


def ratio(real: float | None, bare: float | None) -> float | None:
    """play / bare, or None when either is missing."""
    return real / bare if real is not None and bare else None


def print_table(
    version: str, args: argparse.Namespace, pages: list[PageSpec], results: list[Samples]
) -> None:
    """Print the comparison the way it is quoted: medians side by side, then the ratio."""
    bare, play = (summarize(samples) for samples in results)
    print(f"\nPage load on Chromium {version}, headless, 127.0.0.1")
    print(
        f"{args.runs} fresh contexts per page (cold), {args.reloads} reload(s) each (warm),"
        f" after {args.warmup} discarded warm-up load(s)\n"
    )
    rows = [
        (
            "ready, cold (median)",
            seconds(bare["cold_ms"]),
            seconds(play["cold_ms"]),
            times(ratio(play["cold_ms"], bare["cold_ms"])),
        ),
        (
            "ready, early reload (median)",
            seconds(bare["early_ms"]),
            seconds(play["early_ms"]),
            times(ratio(play["early_ms"], bare["early_ms"])),
        ),
        (
            "ready, warm (median)",
            seconds(bare["warm_ms"]),
            seconds(play["warm_ms"]),
            times(ratio(play["warm_ms"], bare["warm_ms"])),
        ),
        ("first contentful paint", seconds(bare["fcp_ms"]), seconds(play["fcp_ms"]), ""),
        ("longest task after paint", seconds(bare["longest_ms"]), seconds(play["longest_ms"]), ""),
        ("downloaded, cold", megabytes(bare["bytes"]), megabytes(play["bytes"]), ""),
        ("requests, cold", count(bare["requests"]), count(play["requests"]), ""),
    ]
    header = ("", pages[0].label, pages[1].label, "play / bare")
    widths = [max(len(str(row[i])) for row in [header, *rows]) for i in range(4)]
    for first, *rest in [header, *rows]:
        cells = (f"{value:>{width}}" for value, width in zip(rest, widths[1:], strict=True))
        print(f"{first:<{widths[0]}}  " + "  ".join(cells))


def seconds(ms: float | None) -> str:
    """Milliseconds as seconds with two decimals, or a dash when not measured."""
    return "-" if ms is None else f"{ms / 1000:.2f} s"


def megabytes(size: float | None) -> str:
    """A byte count as decimal megabytes, like the build's table."""
    return "-" if size is None else f"{size / 1_000_000:.1f} MB"


def count(value: float | None) -> str:
    """A median count; halves can occur with an even number of runs."""
    return "-" if value is None else f"{value:g}"


def times(value: float | None) -> str:
    """A ratio as a multiplier."""
    return "-" if value is None else f"{value:.2f}x"


if __name__ == "__main__":
    sys.exit(main())
