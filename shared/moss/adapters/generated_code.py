"""Generated source shipped compiled, as the deploy bundle ships bytecode and regex programs.

Three places in the standard library compile source text they generate while a function
process starts: `dataclasses` (each class's `__init__`, `__repr__`, `__eq__`, ..., ~260 texts:
pydantic's, `annotated_types`' and MOSS's own), `typing.ForwardRef` (each string annotation:
pydantic-core's ~90 TypedDicts and the models' fields, ~900 texts, ~250 of them different)
and `collections.namedtuple` (each `__new__`). Compiling them was ~17 ms of a cold start here
(docs/performance.md, figure 6b), where reading their code back takes under a millisecond.

`write` (run by infra/bundle.py and the cold-start bench, after compileall) records, in a
fresh interpreter importing the `moss` package, every text those three compile and stores
what `compile` makes of it in the package's __pycache__, named by the interpreter's cache
tag. `install` (moss/entrypoints/startup.py, the first of MOSS a function imports) gives
`dataclasses` an `exec`, `typing` a `compile` and `collections` an `eval` of their own that
take a text's code from that file where it holds it and compile as usual where it does not.
A text's code is what `compile(text, "<string>", mode)` makes in those modules (none has a
`__future__` import), so the functions, classes and annotations they build are the ones they
would build anyway. The file records the interpreter (cache tag, patch release, marshal
format, optimisation level); when any differs, or the file is missing or unreadable, every
text compiles as usual. `uninstall` (after the first response) hands the three modules back
the builtins. The file is an index (each text's place) and the codes after it, as
regex_programs.py stores patterns: a process reads only the codes of the texts it compiles.

    python -m moss.adapters.generated_code [PACKAGE_DIR]    # writes PACKAGE_DIR/__pycache__/...
"""

from __future__ import annotations

import builtins
import collections
import dataclasses
import marshal
import sys
import threading
import typing
from collections.abc import Callable
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

import moss

from . import marshalled
from .marshalled import dump

# The installed package: where `make run`, the tests and the bench find the file.
PACKAGE_DIR = Path(moss.__file__).parent
# The packages a function process imports from (moss.mcp is its own entry point, and the
# Gemini adapters load with a Gemini call, long after the start).
SKIPPED_PACKAGES = ("moss.mcp",)
SKIPPED_MODULES = ("moss.adapters.gemini", "moss.adapters.gemini_synthesizer", "moss.parsing.gemini")

Key = tuple[str, str]  # (mode, text)


def _format() -> tuple[Any, ...]:
    # The patch release, as for the regex programs: the bundle is built on Cloud Build's python:3.11
    # and runs on the python311 runtime, both the latest 3.11, but not the same build (sys.version).
    return (sys.implementation.cache_tag, tuple(sys.version_info), marshal.version, sys.flags.optimize)


def code_file(package_dir: Path = PACKAGE_DIR) -> Path:
    return package_dir / "__pycache__" / f"generated-code.{sys.implementation.cache_tag}.marshal"


def compiled(mode: str, text: str) -> CodeType:
    """What `compile(text, "<string>", mode)` makes in a module without `__future__` imports."""
    return builtins.compile(text, "<string>", mode, 0, True)


class Shipped(marshalled.Shipped):
    """The codes in a file, each read when first asked for; none when the file is missing,
    unreadable or for another interpreter."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, _format())

    def get(self, key: Key) -> CodeType | None:
        code = self.value(key)
        return code if isinstance(code, CodeType) else None


def read(path: Path) -> dict[Key, CodeType]:
    """Every code in `path`, or none when it is missing, unreadable or for another interpreter."""
    shipped = Shipped(path)
    return {key: code for key in shipped.keys() if (code := shipped.get(key)) is not None}


class _Codes:
    """A text's code: from the file where it holds it, else compiled; `recorded` keeps every text asked for."""

    def __init__(self, path: Path | None, recorded: dict[Key, None] | None) -> None:
        self._path, self._recorded = path, recorded
        self._shipped: Shipped | None = None
        self._lock = threading.Lock()
        # Codes are immutable: a text asked for again (string annotations repeat) gets the same one.
        self._known: dict[Key, CodeType] = {}

    def code(self, mode: str, text: str) -> CodeType:
        key = (mode, text)
        code = self._known.get(key)
        if code is not None:
            return code
        if self._recorded is not None:
            self._recorded[key] = None
            code = compiled(mode, text)
        else:
            if self._shipped is None:
                with self._lock:
                    if self._shipped is None:  # read with the first text a process compiles
                        self._shipped = Shipped(self._path or code_file())
            code = self._shipped.get(key) or compiled(mode, text)
        self._known[key] = code
        return code


_installed: dict[str, tuple[ModuleType, Callable[..., Any]]] = {}


def _namespaces(globals: Any, locals: Any) -> tuple[Any, Any]:
    """The namespaces to run in: those given, or, as the builtins would take them, the caller's (two
    frames up: past the replacement that calls this), not the replacement's own."""
    if globals is not None:
        return globals, locals
    caller = sys._getframe(2)
    return caller.f_globals, caller.f_locals if locals is None else locals


def install(path: Path | None = None, *, recorded: dict[Key, None] | None = None) -> None:
    """Give dataclasses, typing and collections the shipped codes of the texts they compile
    (or, with `recorded`, note each text); a module with a `__future__` import is left alone."""
    codes = _Codes(path, recorded)

    def exec_(source: Any, globals: Any = None, locals: Any = None, /) -> None:
        if isinstance(source, str):
            source = codes.code("exec", source)
        builtins.exec(source, *_namespaces(globals, locals))

    def eval_(source: Any, globals: Any = None, locals: Any = None, /) -> Any:
        if isinstance(source, str):
            source = codes.code("eval", source)
        return builtins.eval(source, *_namespaces(globals, locals))

    def compile_(source: Any, filename: Any, mode: str, *more: Any, **options: Any) -> Any:
        if isinstance(source, str) and filename == "<string>" and mode in ("exec", "eval") and not more and not options:
            return codes.code(mode, source)
        if len(more) < 2:  # no flags of this module's own (its __future__ import) for the caller's source
            options.setdefault("dont_inherit", True)
        return builtins.compile(source, filename, mode, *more, **options)

    for module, name, replacement in (
        (dataclasses, "exec", exec_),
        (collections, "eval", eval_),
        (typing, "compile", compile_),
    ):
        if "annotations" in vars(module) or name in vars(module):  # a __future__ import, or its own
            continue
        setattr(module, name, replacement)
        _installed[f"{module.__name__}.{name}"] = (module, replacement)


def uninstall() -> None:
    """The three modules compile with the builtins again."""
    for key, (module, replacement) in list(_installed.items()):
        name = key.rsplit(".", 1)[1]
        if vars(module).get(name) is replacement:
            delattr(module, name)
        del _installed[key]


def record() -> dict[Key, CodeType]:
    """In this (fresh) interpreter: the code of every text the three modules compile while the
    `moss` package's modules import and the models build, as a function process would."""
    import importlib
    import pkgutil

    try:
        import functions_framework  # noqa: F401  loaded before MOSS in a function process, as there
    except ImportError:
        pass
    recorded: dict[Key, None] = {}
    install(recorded=recorded)
    try:
        modules = [
            module.name
            for module in pkgutil.walk_packages(moss.__path__, "moss.")
            if not module.name.endswith(".__main__")
            and not module.name.startswith(SKIPPED_PACKAGES)
            and module.name not in SKIPPED_MODULES
        ]
        for name in modules:
            try:
                importlib.import_module(name)
            except ImportError:  # an optional dependency not installed here: its texts compile as usual
                continue
        from pydantic import BaseModel

        pending: list[type[BaseModel]] = [BaseModel]
        while pending:  # each model's first build, as a first request builds the ones it uses
            model = pending.pop()
            pending.extend(model.__subclasses__())
            if model.__module__.startswith("moss.") and not model.__pydantic_complete__:
                model.model_rebuild(raise_errors=False)
    finally:
        uninstall()
    return {key: compiled(*key) for key in recorded}


def write(package_dir: Path = PACKAGE_DIR) -> Path:
    """Record in a fresh interpreter (this one has imported what it would record) and write the file."""
    import subprocess

    path = code_file(package_dir)
    path.parent.mkdir(exist_ok=True)
    subprocess.run([sys.executable, "-m", __name__, str(package_dir)], check=True, stdout=subprocess.DEVNULL)
    return path


if __name__ == "__main__":
    target = code_file(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else PACKAGE_DIR)
    target.parent.mkdir(exist_ok=True)
    dump(target, _format(), record())
    print(target)
