"""The examples in the docstrings of every browser-free module are true.

Modules are found by walking the package, so a new game's examples are checked
without registering them here; modules that need the browser (they import
``pyscript`` or ``pyodide``) are the only ones left out.
"""

import doctest
import importlib
import pkgutil
from collections.abc import Iterator
from types import ModuleType

import pytest

import pygames

BROWSER_ONLY = {"pyscript", "pyodide", "js"}


def browser_free_modules() -> Iterator[ModuleType]:
    yield pygames
    for info in pkgutil.walk_packages(pygames.__path__, "pygames."):
        try:
            yield importlib.import_module(info.name)
        except ModuleNotFoundError as missing:
            if (missing.name or "").split(".")[0] not in BROWSER_ONLY:
                raise


WITH_EXAMPLES = [
    module
    for module in browser_free_modules()
    if any(test.examples for test in doctest.DocTestFinder().find(module))
]


def test_the_games_and_the_shared_code_have_examples() -> None:
    names = {module.__name__ for module in WITH_EXAMPLES}
    assert {"pygames.core.game", "pygames.ai", "pygames.games.offboard.rules"} <= names


@pytest.mark.parametrize("module", WITH_EXAMPLES, ids=lambda module: module.__name__)
def test_docstring_examples(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
