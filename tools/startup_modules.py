"""Which standard-library modules a game page imports while it starts, read from the pages.

``build.py`` ships these compiled (``tools/bytecode.py``) and the rest of the standard
library as source, which keeps the download small; a module missing from the list still
works, it is only compiled in the page. Run this after a change that imports something new
at start-up (``benchmarks/page_load.py`` reports how many modules a page still compiles):

    .venv/bin/python -m tools.startup_modules

It opens every game's play page in Chromium with its entry script swapped for one that
starts the page as usual and then lists ``sys.modules``, and rewrites
``tools/startup_modules.txt`` with the union.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from playwright.sync_api import Route, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
LIST = Path(__file__).with_name("startup_modules.txt")
#: Where Pyodide mounts its standard library.
STDLIB = "/lib/python314.zip/"

#: The page's entry script (site/main.py), then the list of what was imported from the stdlib.
PROBE = f"""
from pygames.web.page import start

app = await start()

import json, sys
from pyscript import document

document.body.dataset.stdlib = json.dumps(sorted(
    name for name, module in list(sys.modules.items())
    if (getattr(module, "__file__", None) or "").startswith({STDLIB!r})
))
"""

HEADER = """\
# Standard-library modules the game pages import while they start: build.py ships them
# compiled. Written by `python -m tools.startup_modules`; see tools/startup_modules.py.
"""


def main() -> int:
    """Read every page's start-up imports and write their union to the list."""
    sys.path.insert(0, str(ROOT))
    import build
    from pygames.web.boards import BOARDS

    if not build.is_fresh():
        build.build()
    found: set[str] = set()
    with build.serving() as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        for game in sorted(BOARDS):
            page = browser.new_page()
            page.route("**/main.py", _serve_probe)
            page.goto(f"{url}play.html?game={game}")
            page.wait_for_function("() => document.body.dataset.stdlib", timeout=60_000)
            imported = json.loads(page.evaluate("() => document.body.dataset.stdlib"))
            print(f"{game}: {len(imported)} modules")
            found.update(imported)
            page.close()
        browser.close()
    LIST.write_text(HEADER + "".join(f"{name}\n" for name in sorted(found)), encoding="utf-8")
    print(f"{len(found)} modules written to {LIST.relative_to(ROOT)}")
    return 0


def _serve_probe(route: Route) -> None:
    route.fulfill(body=PROBE, content_type="text/x-python")


if __name__ == "__main__":
    raise SystemExit(main())
