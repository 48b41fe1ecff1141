"""The app icons a phone shows for the installed site, drawn from the favicon's art.

Browsers want PNG icons to install a site as an app (192 and 512 px), and a
"maskable" one whose art keeps inside the circle a launcher may cut it to. The
standard library cannot draw SVG, so Chromium renders ``site/favicon.svg`` once and
the PNGs are kept in ``site/icons/``; run this again after changing the favicon:

    .venv/bin/python -m tools.icons
"""

from __future__ import annotations

import base64
import sys
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
FAVICON = ROOT / "site" / "favicon.svg"
ICONS = ROOT / "site" / "icons"
#: The pages' paper colour, behind the maskable icon's art.
BACKGROUND = "#f4efe6"
#: A maskable icon's art must stay inside a centred circle of 80% of its width; a square
#: fits that circle up to 0.8 / sqrt(2) = 0.566 of the width.
MASKABLE_ART = 0.56

PAGE = """<!doctype html><html><body style="margin:0;background:{background}">
<div style="width:{size}px;height:{size}px;display:grid;place-items:center">
<img src="data:image/svg+xml;base64,{svg}" style="width:{art}px;height:{art}px"></div>
</body></html>"""


def main() -> int:
    """Render the three icons into site/icons/."""
    sys.path.insert(0, str(ROOT))
    import build

    svg = base64.b64encode(FAVICON.read_bytes()).decode()
    ICONS.mkdir(exist_ok=True)
    icons = {
        "icon-192.png": (192, 192, "transparent"),
        "icon-512.png": (512, 512, "transparent"),
        "maskable-512.png": (512, round(512 * MASKABLE_ART), BACKGROUND),
    }
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(build.CHROMIUM), args=list(build.CHROMIUM_ARGS)
        )
        for name, (size, art, background) in icons.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(PAGE.format(background=background, size=size, svg=svg, art=art))
            page.screenshot(path=ICONS / name, omit_background=background == "transparent")
            page.close()
            print(f"wrote site/icons/{name}")
        browser.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
