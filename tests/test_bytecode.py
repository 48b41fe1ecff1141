"""The build's bytecode step: our package, compiled and unpacked as the page unpacks it,
still plays and speaks; modules left out of the list stay source; equal inputs give equal
archives. (The build runs the same code in Pyodide's Python; here CPython compiles.)"""

import io
import subprocess
import sys
import zipfile
from pathlib import Path

import build
from tools.bytecode import compile_archive, listed, module_name

PLAY = """
import pygames
from pygames.core import Say
from pygames.web.text import Text

game = pygames.get_game("offboard")
state = game.new_game(seed=4)
state = state.apply(state.legal_actions()[0])
assert pygames.replay(state.record()) == state
print(pygames.web.__file__)
print(Text("de").say(Say("app.not_your_turn")))
"""


def source_archive() -> bytes:
    """The package as the build zips it before compiling (code and catalogs)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for path in build.source_files(build.PACKAGE):
            if path.suffix in (".py", ".json"):
                archive.writestr(path.relative_to(build.ROOT).as_posix(), path.read_bytes())
    return out.getvalue()


def test_the_compiled_package_plays_and_speaks_without_its_sources(tmp_path: Path) -> None:
    compiled = compile_archive(source_archive(), lambda name: True)
    with zipfile.ZipFile(io.BytesIO(compiled)) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path)  # as PyScript unpacks it into the page's home folder
    assert not [name for name in names if name.endswith(".py")]
    assert "pygames/web/app.pyc" in names and "pygames/web/locales/de.json" in names
    result = subprocess.run(
        [sys.executable, "-c", PLAY], cwd=tmp_path, capture_output=True, text=True, check=True
    )
    where, german = result.stdout.splitlines()
    assert where == str(tmp_path / "pygames" / "web" / "__init__.pyc")
    assert german and german != "app.not_your_turn"


def test_only_the_listed_modules_are_compiled() -> None:
    source = io.BytesIO()
    with zipfile.ZipFile(source, "w") as archive:
        archive.writestr("json/__init__.py", "VALUE = 1\n")
        archive.writestr("json/decoder.py", "VALUE = 2\n")
        archive.writestr("json/data.txt", "kept as it is")
    startup = listed("# modules a page imports\njson\n\n")
    compiled = compile_archive(source.getvalue(), startup.__contains__)
    with zipfile.ZipFile(io.BytesIO(compiled)) as archive:
        assert sorted(archive.namelist()) == [
            "json/__init__.pyc",
            "json/data.txt",
            "json/decoder.py",
        ]
        assert archive.read("json/data.txt") == b"kept as it is"
    assert compile_archive(source.getvalue(), startup.__contains__) == compiled


def test_module_names_follow_their_paths() -> None:
    assert module_name("json/__init__.py") == "json"
    assert module_name("asyncio/base_events.py") == "asyncio.base_events"
    assert module_name("typing.py") == "typing"
