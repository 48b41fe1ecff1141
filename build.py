#!/usr/bin/env python3
"""Build, serve and test the pygames static site.

    python3 build.py [build]           assemble dist/, the folder a web host serves
    python3 build.py serve [--port N]  build, then serve dist/ on http://127.0.0.1:N/
    python3 build.py test [ARGS...]    install what the tests need, build, run pytest ARGS

Standard library only, so a fresh clone needs nothing but python3, node and npm.
The e2e tests and benchmarks import this module to build and serve the site the
same way.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import html
import http.server
import io
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
SITE = ROOT / "site"
PACKAGE = ROOT / "pygames"
NODE_MODULES = ROOT / "node_modules"
LOCK_FILE = ROOT / "package-lock.json"
LOCALES = PACKAGE / "web" / "locales"
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
INSTALL_STAMP = ROOT / ".venv" / "pygames-install.sha256"
BYTECODE_RUNNER = ROOT / "tools" / "bytecode.mjs"
#: The standard-library modules shipped compiled (the rest go as source).
STARTUP_MODULES = ROOT / "tools" / "startup_modules.txt"

#: The only Pyodide files a page needs; the npm package also ships docs and node helpers.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)

#: Debian's Chromium; Playwright cannot download its own browser on these machines.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)

#: Types browsers insist on (module scripts, streaming wasm compile), whatever the OS tables say.
MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
}


# --- build -------------------------------------------------------------------------------


def build(site_url: str | None = None) -> None:
    """Assemble dist/ from scratch, so nothing from an older build can linger.

    ``site_url`` is where the site will be served (``https://example.org/games/``);
    only the oEmbed answers need it, because their iframe code must be absolute.
    """
    ensure_node_modules()
    shutil.rmtree(DIST, ignore_errors=True)
    copy_runtime()
    archive = write_archive()
    write_config(archive)
    copy_site()
    games = load_games()
    posters, worded_posters = write_posters(games)
    write_text_catalog(worded_posters)
    write_legend_icons(games)
    write_gallery(games, posters)
    write_game_titles(games)
    write_game_pages(games, posters)
    write_oembed(games, site_url)
    write_app_manifest(games)
    write_service_worker(DIST)
    print_sizes()


def is_fresh() -> bool:
    """Tell whether dist/ is newer than every input, so tests can skip a rebuild."""
    built = DIST / "index.html"
    if not built.exists():
        return False
    compiling = [BYTECODE_RUNNER, BYTECODE_RUNNER.with_suffix(".py"), STARTUP_MODULES]
    inputs = [ROOT / "build.py", LOCK_FILE, *compiling, *source_files(SITE), *source_files(PACKAGE)]
    return max(path.stat().st_mtime for path in inputs) <= built.stat().st_mtime


def source_files(folder: Path) -> list[Path]:
    """List the files under a folder, leaving out Python's bytecode caches."""
    return sorted(
        path for path in folder.rglob("*") if path.is_file() and "__pycache__" not in path.parts
    )


def ensure_node_modules() -> None:
    """Install the pinned runtime when node_modules is missing or older than the lock file."""
    installed = NODE_MODULES / ".package-lock.json"  # npm writes it last, after every package
    if installed.exists() and installed.stat().st_mtime >= LOCK_FILE.stat().st_mtime:
        return
    run(["npm", "ci", "--no-audit", "--no-fund"])


def copy_runtime() -> None:
    """Copy Pyodide's core files and PyScript's bundle; source maps are only for debugging."""
    pyodide = DIST / "runtime" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(NODE_MODULES / "pyodide" / name, pyodide / name)
    shutil.copytree(
        NODE_MODULES / "@pyscript" / "core" / "dist",
        DIST / "runtime" / "pyscript",
        ignore=shutil.ignore_patterns("*.map"),
    )


def write_archive() -> str:
    """Zip the pygames package (code, catalogs) under a content hash: no browser runs a stale copy.

    The modules go compiled, and so do the standard library's modules a page imports
    while it starts (``compile_python``). The zip is byte-for-byte reproducible (sorted
    entries, fixed timestamps), so the name changes exactly when the code does.
    """
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in source_files(PACKAGE):
            if path.suffix in (".py", ".json"):  # code, and the text catalogs
                info = zipfile.ZipInfo(path.relative_to(ROOT).as_posix(), (1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                archive.writestr(info, path.read_bytes())
    data, stdlib = compile_python(buffer.getvalue())
    (DIST / "runtime" / "pyodide" / "python_stdlib.zip").write_bytes(stdlib)
    name = f"pygames-{hashlib.sha256(data).hexdigest()[:10]}.zip"
    (DIST / name).write_bytes(data)
    return name


def compile_python(package: bytes) -> tuple[bytes, bytes]:
    """Our package zip and Pyodide's standard library with their modules compiled by
    Pyodide's own Python under node (see tools/bytecode.py): the pages start without
    compiling the modules they import."""
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        (work / "source.zip").write_bytes(package)
        pyodide = NODE_MODULES / "pyodide"
        run(
            [
                "node",
                str(BYTECODE_RUNNER),
                str(pyodide),
                str(work / "source.zip"),
                str(STARTUP_MODULES),
                str(work),
            ]
        )
        return (work / "package.zip").read_bytes(), (work / "python_stdlib.zip").read_bytes()


def write_config(archive: str) -> None:
    """Write PyScript's config: the local interpreter (no CDN) and the archive to unpack.

    ``files`` entries resolve against this file's URL; ``./*`` unpacks into
    /home/pyodide, which is on sys.path. No ``packages`` key: it would fetch micropip.
    """
    config = {
        "interpreter": "./runtime/pyodide/pyodide.mjs",
        "files": {f"./{archive}": "./*"},
    }
    (DIST / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")


def copy_site() -> None:
    """Copy the hand-written styles and scripts as they are (pages come from templates)."""
    shutil.copytree(
        SITE, DIST, dirs_exist_ok=True, ignore=shutil.ignore_patterns("__pycache__", "templates")
    )


def write_text_catalog(worded_posters: Sequence[str]) -> None:
    """Write text.js: the "page." texts of every language, for pages before Python runs,
    and the names of the posters drawn in each language (``write_posters``)."""
    from pygames.web.text import LANGUAGES

    catalogs = {}
    for language in LANGUAGES:
        catalog = json.loads((LOCALES / f"{language}.json").read_text(encoding="utf-8"))
        catalogs[language] = {key: text for key, text in catalog.items() if key.startswith("page.")}
    script = (
        f"window.PYGAMES_LANGUAGES = {json.dumps(LANGUAGES, ensure_ascii=False)};\n"
        f"window.PYGAMES_TEXT = {json.dumps(catalogs, ensure_ascii=False, sort_keys=True)};\n"
        f"window.PYGAMES_WORDED_POSTERS = {json.dumps(list(worded_posters))};\n"
    )
    (DIST / "text.js").write_text(script, encoding="utf-8")


# --- content security policy -------------------------------------------------------------

#: What every page may load: its own site's files and nothing else (a <meta> tag, since a
#: static host's headers cannot be relied on). No inline script anywhere.
_OWN_SITE_ONLY = (
    "default-src 'self'",
    "style-src 'self'",
    # the panels' markup colours each player's marks with a style attribute (--colour: …)
    "style-src-attr 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
)
#: The gallery runs no Python.
GALLERY_POLICY = "; ".join(("script-src 'self'", *_OWN_SITE_ONLY))
#: A game page runs Python. 'wasm-unsafe-eval': Pyodide compiles its WebAssembly, and
#: Emscripten makes small wasm trampolines while it runs. 'unsafe-eval': PyScript's core
#: builds its hooks and module loaders with Function() as it starts (without it, the
#: runtime stops there with a violation in core-*.js).
GAME_POLICY = "; ".join(("script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'", *_OWN_SITE_ONLY))


# --- game pages --------------------------------------------------------------------------

#: The runtime a play page starts at once; the embed page's boot.js adds it on Play.
RUNTIME_TAGS = """\
  <link rel="stylesheet" href="runtime/pyscript/core.css">
  <script type="module" src="runtime/pyscript/core.js"></script>"""

GAME_HEAD = """\
  <meta name="description" content="{description}">
  <link rel="alternate" type="application/json+oembed" href="oembed/{id}.json" title="{title}">"""


#: How an embed's list of games opens one: in a new tab, so the reader keeps the blog post they
#: were reading (``_top`` would replace the whole post with the game).
EMBED_LINK = ' target="_blank" rel="noopener"'


def write_game_pages(games: Sequence[Any], posters: dict[str, tuple[float, float]]) -> None:
    """Write the pages that play: play.html?game=, one page per game, and embed.html.

    All come from one template. A game's own page (``offboard.html``) carries
    its title, description and oEmbed discovery link in the HTML itself, for
    link previews and blog editors that read pages without running them.
    play.html and embed.html, which can be asked for a game they cannot show,
    also carry the gallery's cards for boot.js to show instead.
    """

    def page(
        name: str, mode: str, title: str, game: str = "", head: str = "", cards: str = ""
    ) -> None:
        filled = fill(
            "game.html",
            mode=mode,
            policy=GAME_POLICY,
            app=APP_TAGS,
            game=f' data-game="{html.escape(game)}"' if game else "",
            title=html.escape(title),
            head=head,
            runtime=RUNTIME_TAGS if mode == "play" else "",
            cards=cards,
        )
        (DIST / name).write_text(filled, encoding="utf-8")

    def cards(link: str = "") -> str:
        return "\n".join(
            gallery_card(game, posters[game.id], f"play.html?game={quote(game.id)}", link)
            for game in games
        )

    page("play.html", "play", "pygames", cards=cards())
    page("embed.html", "embed", "pygames", cards=cards(EMBED_LINK))
    for game in games:
        head = GAME_HEAD.format(
            description=html.escape(game.description),
            id=html.escape(quote(game.id)),
            title=html.escape(game.title),
        )
        page(f"{game.id}.html", "play", f"{game.title} · pygames", game.id, head)


def write_oembed(games: Sequence[Any], site_url: str | None) -> None:
    """Write oembed/<id>.json, the answer a blog editor gets for a game's page.

    Without ``site_url`` the iframe address is relative, which only works on
    the site itself; ``build.py build --site-url URL`` makes it absolute.
    """
    from pygames.web.panels import EMBED_HEIGHT, EMBED_WIDTH, embed_snippet

    folder = DIST / "oembed"
    folder.mkdir()
    base = site_url or ""
    for game in games:
        answer = {
            "version": "1.0",
            "type": "rich",
            "provider_name": "pygames",
            "title": game.title,
            "width": EMBED_WIDTH,
            "height": EMBED_HEIGHT,
            "html": embed_snippet(base, game.title, game.id, seats=(), state=None),
            "thumbnail_url": f"{base}posters/{quote(game.id)}.svg",
        }
        (folder / f"{game.id}.json").write_text(json.dumps(answer, indent=2) + "\n", "utf-8")


# --- installable app ----------------------------------------------------------------------

#: The pages' bar and paper colours, for the installed app's title bar and splash screen.
THEME_COLOUR = "#2f5d62"
BACKGROUND_COLOUR = "#f4efe6"
#: What every page's <head> carries so a phone can add the site to its home screen.
APP_TAGS = f"""\
<link rel="manifest" href="manifest.webmanifest">
<meta name="theme-color" content="{THEME_COLOUR}">"""


def write_app_manifest(games: Sequence[Any]) -> None:
    """Write the web app manifest: the site installs as an app that opens at the gallery,
    with each game a shortcut of its own.

    Every address is relative to the manifest, so a site served under a sub-path
    installs there. The names are the site's and the games' own, the same in every
    language, so the manifest (which browsers read in one language) carries no other text.
    """
    icon = {"type": "image/png", "purpose": "any"}
    manifest = {
        "id": "./",
        "name": "pygames",
        "short_name": "pygames",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND_COLOUR,
        "icons": [
            {"src": "icons/icon-192.png", "sizes": "192x192", **icon},
            {"src": "icons/icon-512.png", "sizes": "512x512", **icon},
            {"src": "icons/maskable-512.png", "sizes": "512x512", **icon, "purpose": "maskable"},
            {"src": "favicon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"},
        ],
        "shortcuts": [
            {
                "name": game.title,
                "url": f"{quote(game.id)}.html",
                "icons": [{"src": "icons/icon-192.png", "sizes": "192x192", **icon}],
            }
            for game in games
        ],
    }
    text = json.dumps(manifest, indent=2, ensure_ascii=False) + "\n"
    (DIST / "manifest.webmanifest").write_text(text, encoding="utf-8")


# --- gallery -----------------------------------------------------------------------------


def write_posters(games: Sequence[Any]) -> tuple[dict[str, tuple[float, float]], list[str]]:
    """Write each game's posters: ``<id>.svg`` for its card, and for the embed page, in its
    board's two shapes, one per game an address can start (``pygames.web.poster``):
    ``<id>-wide-3p.svg``, ``<id>-narrow-3p-variant-plus.svg``. posters.js lists them for
    site/boot.js, which picks one. A poster with words on it is also written in each
    other language, as ``<name>.<language>.svg`` (only a board whose ``draw`` takes a
    ``language`` writes words, and of its posters only those that differ by language are
    kept). Return each card poster's width and height, for the cards' images, and the
    names of the posters drawn in words, for site/i18n.js."""
    from pygames.web.board_view import takes
    from pygames.web.boards import board_for
    from pygames.web.poster import Poster, default_players, posters, render_svg, word
    from pygames.web.text import DEFAULT_LANGUAGE, LANGUAGES

    others = [language for language in LANGUAGES if language != DEFAULT_LANGUAGE]
    folder = DIST / "posters"
    folder.mkdir()
    sizes: dict[str, tuple[float, float]] = {}
    worded: list[str] = []
    listed: dict[str, dict[str, Any]] = {}

    def write(game_id: str, name: str, aspect: float, poster: Poster | None) -> str:
        svg = render_svg(game_id, aspect, poster=poster)
        (folder / f"{name}.svg").write_text(svg, encoding="utf-8")
        if not takes(board_for(game_id), "language"):  # shapes and numbers: alike in all
            return svg
        translated = {lang: render_svg(game_id, aspect, lang, poster) for lang in others}
        if any(other != svg for other in translated.values()):
            worded.append(name)
            for language, other in translated.items():
                (folder / f"{name}.{language}.svg").write_text(other, encoding="utf-8")
        return svg

    for game in games:
        ui = board_for(game.id)
        sizes[game.id] = svg_size(write(game.id, game.id, 1.0, None))
        drawn = posters(game)
        for poster in drawn:
            for shape, aspect in (("wide", ui.aspect), ("narrow", ui.narrow_aspect)):
                write(game.id, f"{game.id}-{shape}-{poster.name}", aspect, poster)
        pictured: dict[str, list[int]] = {}
        for poster in drawn:
            for option, value in poster.options.items():
                pictured.setdefault(f"{option}={word(value)}", []).append(poster.players)
        listed[game.id] = {
            "counts": [poster.players for poster in drawn if not poster.options],
            "default": default_players(game),
            "pictured": pictured,
        }
    script = f"window.PYGAMES_POSTERS = {json.dumps(listed, sort_keys=True)};\n"
    (DIST / "posters.js").write_text(script, encoding="utf-8")
    return sizes, worded


def write_legend_icons(games: Sequence[Any]) -> None:
    """Write the pictures of each board's "What's on the board" list, a small SVG per kind
    of mark (``pygames.web.legend_icons``): ``legend/<id>/<kind>.svg``. Drawn here rather
    than in the page, which would walk dozens of sample positions to find them."""
    from pygames.web.boards import board_for
    from pygames.web.legend_icons import icon_files

    for game in games:
        ui = board_for(game.id)
        if ui.legend is None:
            continue
        for address, svg in icon_files(ui).items():
            path = DIST / address
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(svg, encoding="utf-8")


def write_gallery(games: Sequence[Any], posters: dict[str, tuple[float, float]]) -> None:
    """Write index.html: one card per game, linking the game's own page."""
    cards = "\n".join(
        gallery_card(game, posters[game.id], f"{quote(game.id)}.html") for game in games
    )
    page = fill("gallery.html", policy=GALLERY_POLICY, app=APP_TAGS, cards=cards)
    (DIST / "index.html").write_text(page, encoding="utf-8")


def fill(template: str, **values: str) -> str:
    """``site/templates/<template>`` with each ``{{name}}`` replaced by its value (values are
    already escaped, or markup)."""
    text = (SITE / "templates" / template).read_text(encoding="utf-8")
    for name, value in values.items():
        text = text.replace("{{" + name + "}}", value)
    return text


def write_game_titles(games: Sequence[Any]) -> None:
    """Write games.js, so a page knows before Python runs what it can show.

    ``PYGAMES_TITLES`` and ``PYGAMES_ASPECTS``: the games with a board, id -> title and
    board shape (width / height beside the panel and above it), for the title, poster
    and board space. ``PYGAMES_REGISTERED``: id -> title of every game the package
    knows, boards or not, so a page asked for one without a board can name it.
    """
    import pygames
    from pygames.web.boards import board_for

    titles = {game.id: game.title for game in games}
    aspects = {
        game.id: [board_for(game.id).aspect, board_for(game.id).narrow_aspect] for game in games
    }
    registered = {game.id: game.title for game in pygames.list_games()}
    script = (
        f"window.PYGAMES_TITLES = {json.dumps(titles, sort_keys=True)};\n"
        f"window.PYGAMES_ASPECTS = {json.dumps(aspects, sort_keys=True)};\n"
        f"window.PYGAMES_REGISTERED = {json.dumps(registered, sort_keys=True)};\n"
    )
    (DIST / "games.js").write_text(script, encoding="utf-8")


def load_games() -> Sequence[Any]:
    """Import this checkout's pygames (not an installed copy); return the games that have
    a board in the browser, in registry order."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import pygames
    from pygames.web.boards import BOARDS

    return [game for game in pygames.list_games() if game.id in BOARDS]


def svg_size(svg: str) -> tuple[float, float]:
    """Read a poster's width and height from its viewBox, so the page reserves its shape."""
    _, _, width, height = ElementTree.fromstring(svg).attrib["viewBox"].replace(",", " ").split()
    return float(width), float(height)


def gallery_card(game: Any, poster_size: tuple[float, float], href: str, link: str = "") -> str:
    """Render one game's card, its title linking ``href`` (a URL, already quoted) with the
    link's extra attributes ``link``; every value is escaped, ids are also URL-quoted."""
    key, fields, text = player_range(game.min_players, game.max_players)
    card = fill(
        "card.html",
        id=html.escape(quote(game.id)),
        width=f"{poster_size[0]:g}",
        height=f"{poster_size[1]:g}",
        href=html.escape(href),
        link=link,
        title=html.escape(game.title),
        players_key=key,
        players_fields=html.escape(json.dumps(fields)),
        players=text,
        description=html.escape(game.description),
    )
    return card.rstrip("\n")


def player_range(low: int, high: int) -> tuple[str, dict[str, int], str]:
    """Who can play, as a box says it: catalog key, its fields, and the English text.

    i18n.js rewrites the text in the reader's language from the key and fields.
    """
    if low == high == 1:
        return "page.players.one", {}, "1 player"
    if low == high:
        return "page.players.exact", {"count": low}, f"{low} players"
    return "page.players.range", {"low": low, "high": high}, f"{low}\u2013{high} players"


# --- offline ---------------------------------------------------------------------------

#: The line of site/sw.js that build.py fills in with the precache manifest.
MANIFEST_PLACEHOLDER = '/* manifest, written by build.py */ { version: "dev", files: {} }'


def write_service_worker(folder: Path) -> str:
    """Fill sw.js with every file in ``folder`` and its SHA-256; return the version.

    The version is a hash of that list, so it changes exactly when a file does,
    and the browser then installs the new worker (see site/sw.js). Takes the
    folder as an argument so the e2e tests can rebuild the worker of a copy.
    """
    worker = folder / "sw.js"
    files = {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in source_files(folder)
        if path != worker
    }
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:12]
    manifest = json.dumps({"version": version, "files": files}, indent=1, sort_keys=True)
    source = (SITE / "sw.js").read_text(encoding="utf-8")
    if MANIFEST_PLACEHOLDER not in source:
        raise RuntimeError("site/sw.js lost the manifest placeholder build.py fills in")
    worker.write_text(source.replace(MANIFEST_PLACEHOLDER, manifest), encoding="utf-8")
    return version


# --- size report -------------------------------------------------------------------------


def print_sizes() -> None:
    """Print what a visitor can download, by group, so growth is noticed at build time."""
    rows = [(label, files) for label, files in size_groups() if files]
    total = [path for _, files in rows for path in files]
    print(f"\nBuilt {DIST.relative_to(ROOT)}/ - what a visitor downloads:")
    for label, files in [*rows, ("total", total)]:
        size = sum(path.stat().st_size for path in files)
        count = f"{len(files)} file" + ("" if len(files) == 1 else "s")
        print(f"  {label:<24}{count:>9}{size:>14,} bytes{human_size(size):>11}")
    print("  (pages fetch only the PyScript chunks they import; editor and terminal are optional)")


def size_groups() -> list[tuple[str, list[Path]]]:
    """Sort every file in dist/ into the groups a visitor's download is made of."""
    files = source_files(DIST)

    def under(folder: Path) -> list[Path]:
        return [path for path in files if folder in path.parents]

    grouped = [
        ("Pyodide runtime", under(DIST / "runtime" / "pyodide")),
        ("PyScript", under(DIST / "runtime" / "pyscript")),
        ("pygames archive", sorted(DIST.glob("pygames-*.zip"))),
        ("game posters", under(DIST / "posters")),
        ("legend pictures", under(DIST / "legend")),
    ]
    claimed = {path for _, members in grouped for path in members}
    return [*grouped, ("pages, styles, scripts", [p for p in files if p not in claimed])]


def human_size(size: int) -> str:
    """Format a byte count the way people read it (decimal units, like browsers' devtools)."""
    if size < 1000:
        return f"{size} bytes"
    if size < 1_000_000:
        return f"{size / 1000:.1f} kB"
    return f"{size / 1_000_000:.1f} MB"


# --- serve -------------------------------------------------------------------------------


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serve dist/ with the right types, reporting only requests that failed."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        """Make browsers revalidate every file, so a rebuild is never hidden by the cache."""
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        """Log failed requests only; successful ones are noise."""
        if isinstance(code, int) and code >= 400:
            sys.stderr.write(f"{code} {self.command} {self.path}\n")

    def log_error(self, format: str, *args: Any) -> None:
        """Stay quiet: log_request already reports the failure."""


class SiteServer(http.server.ThreadingHTTPServer):
    """A threaded server that shrugs off browsers dropping connections mid-transfer."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """Ignore closed connections (normal when a page navigates away); report the rest."""
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def make_server(port: int = 0, directory: Path = DIST) -> SiteServer:
    """Bind a server for ``directory`` on 127.0.0.1 (port 0 picks a free port)."""
    handler = functools.partial(QuietHandler, directory=str(directory))
    return SiteServer(("127.0.0.1", port), handler)


@contextlib.contextmanager
def serving(directory: Path = DIST) -> Iterator[str]:
    """Serve ``directory`` on a free 127.0.0.1 port while the block runs; yield its URL.
    The e2e tests, benchmarks and tools open the built site this way."""
    server = make_server(port=0, directory=directory)
    thread = threading.Thread(target=server.serve_forever, name="site-server", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def serve(port: int) -> int:
    """Build, then serve dist/ until interrupted; the port is taken first, so a clash fails fast."""
    try:
        server = make_server(port)
    except OSError as error:
        print(f"Cannot listen on 127.0.0.1:{port} ({error.strerror}); try --port {port + 1}")
        return 1
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    build(site_url=url)
    print(f"\n  Play at  {url}\n\n(Ctrl+C stops the server)")
    with server:
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print("\nStopped.")
    return 0


# --- test --------------------------------------------------------------------------------


#: What is linted and type-checked before any test runs (the tools are pinned in the test extras).
CHECKED = ("pygames", "tests", "e2e", "benchmarks", "tools", "build.py")
STATIC_CHECKS = (
    ("ruff", "check", *CHECKED),
    ("ruff", "format", "--check", *CHECKED),
    ("mypy", *CHECKED),  # strict, as pyproject.toml's [tool.mypy] says
)


def run_tests(pytest_args: Sequence[str]) -> int:
    """Prepare a fresh machine (venv, Chromium, dist/), lint, then run pytest and return its
    code."""
    ensure_venv()
    for check in STATIC_CHECKS:
        run([str(VENV_PYTHON), "-m", *check])
    ensure_chromium()
    build()
    print(f"\n$ pytest {shlex.join(pytest_args)}", flush=True)
    return subprocess.call([str(VENV_PYTHON), "-m", "pytest", *pytest_args], cwd=ROOT)


def ensure_venv() -> None:
    """Create .venv and install pygames with its test extras, unless pyproject.toml is unchanged.

    The stamp holds pyproject.toml's hash, so a dependency change reinstalls and
    an unchanged one costs nothing.
    """
    if not VENV_PYTHON.exists():
        run([sys.executable, "-m", "venv", str(ROOT / ".venv")])
    wanted = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if INSTALL_STAMP.exists() and INSTALL_STAMP.read_text(encoding="utf-8").strip() == wanted:
        return
    pip = [str(VENV_PYTHON), "-m", "pip", "--disable-pip-version-check", "--no-input", "-q"]
    run([*pip, "install", "-e", ".[test]"])
    INSTALL_STAMP.write_text(wanted + "\n", encoding="utf-8")


def ensure_chromium() -> None:
    """Install Debian's Chromium when missing (CI machines start bare; Playwright's own fails)."""
    if CHROMIUM.exists():
        return
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run([*sudo, "apt-get", "update"], env=env)
    run([*sudo, "apt-get", "install", "-y", "chromium"], env=env)


# --- command line ------------------------------------------------------------------------


def run(command: Sequence[str], env: dict[str, str] | None = None) -> None:
    """Echo and run a command from the repository root, stopping the build if it fails."""
    print("$", shlex.join(command), flush=True)
    subprocess.run(command, cwd=ROOT, env=env, check=True, stdin=subprocess.DEVNULL)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """Read the command line; ``test`` hands everything after it to pytest untouched."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command")
    build_parser = commands.add_parser("build", help="assemble dist/ (the default)")
    build_parser.add_argument(
        "--site-url", help="where dist/ will be served, for the oEmbed answers' absolute links"
    )
    serve_parser = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    test_parser = commands.add_parser("test", help="install, build, then run pytest ARGS")
    test_parser.add_argument("pytest_args", nargs="*", metavar="ARGS")
    return parser.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    """Dispatch to build, serve or test and return the process exit code."""
    try:
        if argv[:1] == ["test"]:  # before argparse, which would eat options like -x or -k
            return run_tests(argv[1:])
        args = parse_args(argv)
        if args.command == "serve":
            return serve(args.port)
        build(site_url=getattr(args, "site_url", None))
    except subprocess.CalledProcessError as error:
        print(f"\nFailed (exit code {error.returncode}): {shlex.join(error.cmd)}", file=sys.stderr)
        return error.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
