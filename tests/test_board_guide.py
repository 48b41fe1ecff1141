"""The shell's docstring is the guide to it and to adding a board: checked against the code,
so it names every module of the shell, every field of ``BoardUI``, and each hook with
the parameters the code gives it."""

from __future__ import annotations

import dataclasses
import inspect
import pkgutil
import re

import pygames.web
from pygames.web.board_view import DRAW_OPTIONS
from pygames.web.ui import BoardUI, Draw, KeyHook, TapHook

GUIDE = pygames.web.__doc__ or ""
ADDING = GUIDE.split("Adding a board")[1]


def named_parameters(text: str, hook: str) -> list[str]:
    """The parameter names the guide writes for ``hook(...)``."""
    found = re.search(rf"``{hook}\(([^)]*)\)", text)
    assert found is not None, f"the guide gives no signature for {hook}"
    return [name.strip() for name in found.group(1).split(",") if name.strip() not in ("*", "/")]


def test_the_guide_names_every_module_of_the_shell() -> None:
    modules = [info.name for info in pkgutil.iter_modules(pygames.web.__path__) if not info.ispkg]
    assert [name for name in modules if f"``{name}``" not in GUIDE] == []


def test_the_guide_names_every_field_a_board_gives() -> None:
    fields = [field.name for field in dataclasses.fields(BoardUI)]
    assert [name for name in fields if f"``{name}" not in ADDING] == []


def test_the_guide_gives_the_hooks_their_parameters_as_the_code_does() -> None:
    for hook, protocol in (("draw", Draw), ("tap", TapHook), ("key", KeyHook)):
        parameters = list(inspect.signature(protocol.__call__).parameters)[1:]  # not self
        assert named_parameters(ADDING, hook) == parameters, hook


def test_the_guide_lists_every_option_draw_can_ask_for() -> None:
    assert [name for name in DRAW_OPTIONS if f"``{name}``" not in ADDING] == []
