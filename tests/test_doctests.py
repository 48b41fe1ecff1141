"""The examples in the docstrings of the browser-free modules are true."""

import doctest
import importlib

import pytest

MODULES = [
    "pygames",
    "pygames.core.game",
    "pygames.core.record",
    "pygames.core.rng",
    "pygames.games",
    "pygames.games.offboard.rules",
    "pygames.ai",
    "pygames.ai.agent",
    "pygames.ai.levels",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
    assert result.attempted > 0, f"{name} has no examples to check"
