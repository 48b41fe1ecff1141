"""Every game package and every board folder has the one shape the docs describe.

The same module names do the same jobs everywhere (``pygames/games/__init__.py``
and ``pygames/web/__init__.py`` say which), so a reader who knows one game
knows where to look in the next, and a new game or board copies a shape that holds.
"""

import ast
import inspect
import re
from collections.abc import Callable
from dataclasses import fields
from importlib import import_module
from pathlib import Path

import pytest

import pygames.games
from pygames.core import Game, State, View, redact_history
from pygames.games import PACKAGES, list_games
from pygames.web.boards import BOARDS

ROOT = Path(__file__).resolve().parents[1]
GAME_MODULES = {"rules", "actions", "refusals", "words", "view", "picture", "ai"}
BOARD_MODULES = {"render", "controls", "selection", "words"}
LANGUAGES = {"en.json", "de.json", "fr.json", "nl.json"}


def folder(package: str) -> Path:
    return ROOT / Path(*package.split("."))


def modules(package: str) -> set[str]:
    return {path.stem for path in folder(package).glob("*.py")}


@pytest.mark.parametrize("package", PACKAGES.values())
def test_every_game_has_the_same_modules_and_its_words_in_four_languages(package: str) -> None:
    assert GAME_MODULES <= modules(package)
    assert {path.name for path in (folder(package) / "locales").iterdir()} == LANGUAGES


@pytest.mark.parametrize("package", PACKAGES.values())
def test_the_same_module_does_the_same_job_in_every_game(package: str) -> None:
    assert callable(import_module(f"{package}.refusals").explain)
    assert callable(import_module(f"{package}.words").describe)
    ai = import_module(f"{package}.ai")
    assert set(ai.LEVELS) >= {"easy", "normal", "hard"} and ai.KNOWLEDGE is not None


@pytest.mark.parametrize("package", PACKAGES.values())
def test_a_phase_enum_lives_in_actions_if_anywhere(package: str) -> None:
    for path in folder(package).glob("*.py"):
        classes = {
            node.name
            for node in ast.walk(ast.parse(path.read_text("utf-8")))
            if isinstance(node, ast.ClassDef)
        }
        assert "Phase" not in classes or path.stem == "actions", path


#: A signature in the "Adding a game" guide: ``name(parameters) -> Result``, or
#: ``name -> Result`` for a property.
SIGNATURE = re.compile(r"``(\w+)(\(([^)]*)\))? -> [^`]+``")


def guide_signatures() -> dict[str, list[list[str] | None]]:
    """Each name the guide gives a signature, with the parameter names it writes."""
    found: dict[str, list[list[str] | None]] = {}
    for name, called, params in SIGNATURE.findall(pygames.games.__doc__ or ""):
        written = [p.strip() for p in params.split(",") if p.strip()] if called else None
        found.setdefault(name, []).append(written)
    return found


def parameters(function: Callable[..., object]) -> list[str]:
    return [name for name in inspect.signature(function).parameters if name not in ("self", "cls")]


def test_the_guide_names_every_hook_a_state_fills_in_with_its_signature() -> None:
    signatures = guide_signatures()
    abstract = State.__abstractmethods__
    assert abstract == {"current_player", "_legal_actions", "_apply", "_outcome", "_scores"}
    assert signatures["current_player"] == [None]  # a property
    for hook in abstract - {"current_player"}:
        assert parameters(getattr(State, hook)) in signatures[hook], hook
    assert parameters(State._reveals) in signatures["_reveals"]  # a hook a game may override


@pytest.mark.parametrize("game", list_games(), ids=lambda game: game.id)
def test_the_guide_gives_every_function_a_game_names_as_every_game_writes_it(game: Game) -> None:
    signatures = guide_signatures()
    functions = [field.name for field in fields(Game) if callable(getattr(game, field.name))]
    race = ["race_rounds"] if game.race_rounds is not None else []  # a race's alone
    assert functions == ["start", "parse", "explain", "describe", "view", "picture", *race]
    for name in functions:
        assert parameters(getattr(game, name)) in signatures[name], (game.id, name)


def test_the_guide_tells_hidden_information_games_how_to_build_their_views() -> None:
    signatures = guide_signatures()
    assert parameters(redact_history) in signatures["redact_history"]
    assert parameters(View.determinize) in signatures["determinize"]


@pytest.mark.parametrize("package", PACKAGES.values())
def test_siblings_import_each_other_by_full_module_path(package: str) -> None:
    """``from pygames.games.<game> import words`` works only while no sibling asks the
    half-imported package for a name its ``__init__`` has not set yet."""
    for path in folder(package).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and path.stem != "__init__":
                assert node.module != package, (path.name, node.lineno)


@pytest.mark.parametrize("package", BOARDS.values())
def test_every_board_has_the_same_modules_and_its_words_in_four_languages(package: str) -> None:
    assert BOARD_MODULES <= modules(package)
    assert {path.name for path in (folder(package) / "locales").iterdir()} == LANGUAGES


@pytest.mark.parametrize("package", BOARDS.values())
def test_a_board_s_docstring_names_every_module_of_its_folder(package: str) -> None:
    """The package's docstring is where a reader learns which module does what: a module
    added without a word there is one the next reader has to find by opening files."""
    init = folder(package) / "__init__.py"
    docstring = ast.get_docstring(ast.parse(init.read_text("utf-8"))) or ""
    named = set(re.findall(r"``(\w+)", docstring))
    assert sorted(modules(package) - {"__init__"} - named) == []


def test_docstrings_point_at_files_that_exist() -> None:
    """A path named in the package's text (``tools/x.py``, ``site/boot.js``) exists in the
    repository; the design notes beside it (``rules/<game>.md``) are not in it, so no
    docstring sends a reader there."""
    named = re.compile(r"\b((?:pygames|site|tests|tools|benchmarks|e2e|rules)/[\w/.-]+\.\w+)")
    missing = [
        (str(path.relative_to(ROOT)), name)
        for path in sorted((ROOT / "pygames").rglob("*.py"))
        for name in named.findall(path.read_text("utf-8"))
        if "<" not in name and not (ROOT / name).exists()
    ]
    assert missing == []
