"""A game's page loads that game and no other.

Pyodide compiles every module a page imports, on every load, so the registries
(games, AI levels, boards) import a game's package only when it is asked for.
Each check runs in a fresh interpreter, with empty stand-ins for the browser's
modules so that the shell itself can be imported.
"""

import subprocess
import sys

import pytest

from pygames.games import PACKAGES
from pygames.web.boards import BOARDS

PAGE = """
import sys
import types

for name, names in {
    "pyodide": (), "pyodide.ffi": ("create_proxy",), "pyscript": ("document", "window")
}.items():
    module = types.ModuleType(name)
    module.__dict__.update(dict.fromkeys(names))
    sys.modules[name] = module

import pygames.web.shell
from pygames.games.levels import LEVELS, make_agent
from pygames.web.boards import board_for

game_id = sys.argv[1]
pygames.get_game(game_id)
for level in LEVELS:
    make_agent(game_id, level, seed=1)
board_for(game_id)
print("\\n".join(sys.modules))
"""


def modules_of_a_page(game_id: str) -> set[str]:
    run = subprocess.run(
        [sys.executable, "-c", PAGE, game_id], check=True, capture_output=True, text=True
    )
    return set(run.stdout.split())


def within(packages: set[str], modules: set[str]) -> set[str]:
    return {m for m in modules if m in packages or m.startswith(tuple(p + "." for p in packages))}


@pytest.mark.parametrize("game_id", BOARDS)
def test_a_game_page_imports_only_its_own_game(game_id: str) -> None:
    loaded = modules_of_a_page(game_id)
    assert {PACKAGES[game_id], BOARDS[game_id], f"{PACKAGES[game_id]}.ai"} <= loaded
    others = {PACKAGES[other] for other in PACKAGES if other != game_id}
    others |= {BOARDS[other] for other in BOARDS if other != game_id}
    assert within(others, loaded) == set()
