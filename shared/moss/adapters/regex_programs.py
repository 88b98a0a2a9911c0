"""Regular expressions shipped compiled, as the deploy bundle ships bytecode.

`re.compile` turns a pattern into a program of opcodes in pure Python: ~0.5 ms for one of
MOSS's larger patterns, ~100 ms for all of them, ~18 ms of a new instance's first English
parse. `write` (run by infra/bundle.py and the cold-start bench, after compileall) stores
what `re.compile` produces for every `LazyPattern` (its flags, opcodes and groups) in the
package's __pycache__, named by the interpreter's cache tag; `compiler` reads that back and
hands each program to `_sre.compile`, the constructor `re.compile` itself ends with, so a
pattern costs microseconds. The file is an index (each pattern's place) and the programs
after it: a process maps it and reads only the programs of the patterns it uses (a parse
uses ~50 of ~350), not the whole ~0.8 MB.

`_sre` is CPython's own engine, not a public API, and `re`'s compiler may change its output
in a patch release without changing `_sre.MAGIC` (3.11.5 did, for possessive quantifiers).
So the file records the exact interpreter (its cache tag and full version), `_sre.MAGIC` and
the code unit size; when any of them differs, the file is missing or unreadable, or a
pattern is not in it, patterns compile as usual. `_sre.compile` validates every program it
is given, and `write` keeps only programs that rebuild into a pattern equal to
`re.compile`'s (pattern equality compares the flags, the pattern and the opcodes).

    python -m moss.adapters.regex_programs [PACKAGE_DIR]    # writes PACKAGE_DIR/__pycache__/...
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]  # no stubs: CPython's own engine, see above
import array
import functools
import re
import sys
from collections.abc import Callable
from pathlib import Path
from re import _compiler, _parser  # type: ignore[attr-defined]  # CPython's own, see above

import moss

from ..domain import patterns
from . import marshalled
from .marshalled import dump

# flags (with those the pattern sets inline), opcodes, groups, group names -> numbers, numbers -> names
Program = tuple[int, bytes, int, dict[str, int], tuple[str | None, ...]]
Programs = dict[tuple[str, int], Program]

# The packages whose modules make LazyPatterns (tests/unit/test_regex_programs.py checks it).
PATTERN_PACKAGES = ("moss.domain", "moss.domain.grounding", "moss.parsing")
# The installed package: where `make run`, the tests and the bench find the programs.
PACKAGE_DIR = Path(moss.__file__).parent
_CODE_UNIT = {2: "H", 4: "I"}[_sre.CODESIZE]


def _format() -> tuple[str | None, tuple[int, ...], int, int]:
    return (sys.implementation.cache_tag, tuple(sys.version_info[:3]), _sre.MAGIC, _sre.CODESIZE)


def programs_file(package_dir: Path = PACKAGE_DIR) -> Path:
    return package_dir / "__pycache__" / f"regex-programs.{sys.implementation.cache_tag}.marshal"


def _program(pattern: str, flags: int) -> Program:
    """What re._compiler.compile computes before its last call, `_sre.compile`."""
    parsed = _parser.parse(pattern, flags)
    code = _compiler._code(parsed, flags)
    names = parsed.state.groupdict
    numbered: list[str | None] = [None] * parsed.state.groups
    for name, number in names.items():
        numbered[number] = name
    code_bytes = array.array(_CODE_UNIT, code).tobytes()
    return int(flags | parsed.state.flags), code_bytes, parsed.state.groups - 1, dict(names), tuple(numbered)


def _rebuilt(pattern: str, program: Program) -> re.Pattern[str]:
    flags, code, groups, names, numbered = program
    return _sre.compile(pattern, flags, array.array(_CODE_UNIT, code).tolist(), groups, names, numbered)  # type: ignore[no-any-return]


def collect() -> Programs:
    """The program of every LazyPattern the pattern packages make when imported."""
    import importlib
    import pkgutil

    for package_name in PATTERN_PACKAGES:
        package = importlib.import_module(package_name)
        for module in pkgutil.iter_modules(package.__path__, f"{package_name}."):
            importlib.import_module(module.name)
    programs: Programs = {}
    for lazy in patterns.created():
        key = (lazy.pattern, int(lazy.flags))
        program = _program(*key)
        if _rebuilt(lazy.pattern, program) == re.compile(*key):
            programs[key] = program
    return programs


def write(package_dir: Path = PACKAGE_DIR) -> Path:
    path = programs_file(package_dir)
    path.parent.mkdir(exist_ok=True)
    dump(path, _format(), collect())
    return path


class Shipped(marshalled.Shipped):
    """The programs in a file, each read when first asked for; none when the file is missing,
    unreadable or for another interpreter."""

    def __init__(self, path: Path) -> None:
        super().__init__(path, _format())

    def get(self, key: tuple[str, int]) -> Program | None:
        program: Program | None = self.value(key)
        return program


def read(path: Path) -> Programs:
    """Every program in `path`, or none when it is missing, unreadable or for another interpreter."""
    shipped = Shipped(path)
    return {key: program for key in shipped.keys() if (program := shipped.get(key)) is not None}


@functools.cache
def compiler(path: Path | None = None) -> Callable[[str, int], re.Pattern[str]]:
    """`re.compile`, answered from the programs in `path` (the package's file by default) where
    it holds one. The file's index is read with the first pattern a process compiles (a function
    that never parses never reads it), and each program with its pattern's first use."""
    shipped = functools.cache(lambda: Shipped(path or programs_file()))

    def compile_pattern(pattern: str, flags: int) -> re.Pattern[str]:
        program = shipped().get((pattern, int(flags)))
        if program is not None:
            try:
                return _rebuilt(pattern, program)
            except (RuntimeError, TypeError, ValueError):  # _sre refused it: compile as usual
                pass
        return re.compile(pattern, flags)

    return compile_pattern


if __name__ == "__main__":
    print(write(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else PACKAGE_DIR))
