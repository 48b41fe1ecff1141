"""Python bytecode made at build time, so a page does not compile modules while it starts.

Pyodide ships its standard library as source (``python_stdlib.zip`` holds only ``.py``
files) and our package went as source too, so every page compiled some 160 standard
modules and 60 of ours before its board could be drawn: most of its start-up time. The
build compiles them once instead, with Pyodide's own Python (``tools/bytecode.mjs`` runs
this module inside it under node), so the bytecode is exactly the runtime's version.

A compiled module is stored as a sourceless ``.pyc`` in place of its ``.py``, an
unchecked hash-based one (PEP 552): ``zipimport`` loads it without looking for a source
or comparing times. The archives are reproducible (sorted entries, fixed timestamps), so
their content hash changes exactly when a module does. The functions take and return
bytes, so CPython runs them in the tests as well.
"""

from __future__ import annotations

import importlib._bootstrap_external as bootstrap
import importlib.util
import io
import zipfile
from collections.abc import Callable

#: The timestamp every entry carries, so equal inputs give equal archives.
EPOCH = (1980, 1, 1, 0, 0, 0)


def module_name(path: str) -> str:
    """The module a ``.py`` path in an archive defines: ``json/__init__.py`` is ``json``."""
    name = path.removesuffix(".py").replace("/", ".")
    return name.removesuffix(".__init__")


def listed(text: str) -> frozenset[str]:
    """The module names in a list such as ``tools/startup_modules.txt`` (no comments)."""
    lines = (line.strip() for line in text.splitlines())
    return frozenset(line for line in lines if line and not line.startswith("#"))


def compile_archive(data: bytes, compiled: Callable[[str], bool]) -> bytes:
    """Return ``data`` (a zip) with every module ``compiled`` names replaced by its bytecode.

    Other files (modules left as source, catalogs, package data) are copied unchanged.
    """
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target,
    ):
        for path in sorted(source.namelist()):
            content = source.read(path)
            if path.endswith(".py") and compiled(module_name(path)):
                path, content = path + "c", bytecode(content, path)
            info = zipfile.ZipInfo(path, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = (0o40755 if path.endswith("/") else 0o644) << 16
            target.writestr(info, content)
    return out.getvalue()


def bytecode(source: bytes, path: str) -> bytes:
    """A ``.pyc`` of ``source`` that loads without its source (unchecked hash-based)."""
    code = compile(source, path, "exec", dont_inherit=True)
    checked = False  # nothing to check against: the source is not shipped
    source_hash = importlib.util.source_hash(source)
    # importlib's own writer of hash-based .pyc files: private, and untyped in typeshed.
    pyc = bootstrap._code_to_hash_pyc(code, source_hash, checked)  # type: ignore[attr-defined]
    return bytes(pyc)
