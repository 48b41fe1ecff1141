"""The package's layers point one way: core <- ai <- games <- web.

``core`` is the engine contract, ``ai`` the game-independent search, ``games``
the rules (and the registry that knows them all), ``web`` the browser. A
module may import its own layer and the ones before it, never a later one,
and only a few modules of ``web``'s shell may touch the browser (``js``,
``pyodide``, ``pyscript``), so everything else runs and is tested in plain
CPython. Read from the source with ``ast``, so an import inside a function or
under ``TYPE_CHECKING`` counts too.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "pygames"
LAYERS = ("core", "ai", "games", "web")
BROWSER = {"js", "pyodide", "pyscript"}
MODULES = sorted(PACKAGE.rglob("*.py"))


def layer_of(path: Path) -> int:
    """The layer a module belongs to; the package's own ``__init__`` is the public face
    over the games, so it sits with them."""
    parts = path.relative_to(PACKAGE).parts
    return LAYERS.index(parts[0]) if parts[0] in LAYERS else LAYERS.index("games")


def imported(path: Path) -> set[str]:
    """Every absolute module name ``path`` imports."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            if node.module == "pygames":  # from pygames import web
                names |= {f"pygames.{alias.name}" for alias in node.names}
    return names


def test_every_module_is_read() -> None:
    assert len(MODULES) > 50 and all(path.suffix == ".py" for path in MODULES)


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_point_back_along_the_layers(path: Path) -> None:
    own = layer_of(path)
    against = sorted(
        name
        for name in imported(path)
        if name.split(".")[0] == "pygames"
        and len(name.split(".")) > 1
        and name.split(".")[1] in LAYERS
        and LAYERS.index(name.split(".")[1]) > own
    )
    assert against == [], f"{LAYERS[own]} must not import a later layer"


#: The web modules that talk to the page; every other one, boards included, runs in CPython.
PAGE_MODULES = {
    "browser",
    "challenging",
    "dragboard",
    "events",
    "friending",
    "page",
    "setup",
    "sharing",
    "shell",
    "showing",
}


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_only_the_web_shell_s_page_modules_touch_the_browser(path: Path) -> None:
    browser = sorted(name for name in imported(path) if name.split(".")[0] in BROWSER)
    page_module = path.parent == PACKAGE / "web" and path.stem in PAGE_MODULES
    assert browser == [] or page_module


def test_the_checks_catch_an_arrow_against_the_layers(tmp_path: Path) -> None:
    """The reader sees imports written every way the package writes them."""
    module = tmp_path / "probe.py"
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from pygames.web.ui import BoardUI\n"
        "def later():\n    import pyscript\n    from pygames import games\n"
    )
    assert imported(module) >= {"pygames.web.ui", "pyscript", "pygames.games"}
