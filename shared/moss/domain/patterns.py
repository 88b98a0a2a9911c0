"""Regular expressions compiled on their first use.

Compiling the parser's and the grounding checks' patterns was most of what importing them
cost (one character class of Hangul alone takes about a millisecond), and one request uses
few of them: an English utterance never reaches a Korean pattern, a parse never a grounding
one. A `LazyPattern` stands where a compiled pattern would, and after its first use calls go
straight to the compiled pattern's own methods, so the laziness costs nothing per call.

Where the deploy bundle ships the patterns' compiled programs, the wiring hands their reader
to `use_compiler` (moss/adapters/regex_programs.py), and a first use costs microseconds.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from functools import cached_property
from typing import Any

Compiler = Callable[[str, int], re.Pattern[str]]

_compile: Compiler = re.compile
_created: list[LazyPattern] = []


def use_compiler(compiler: Compiler) -> None:
    """Compile the patterns not used yet with `compiler`, which answers as `re.compile` would."""
    global _compile
    _compile = compiler


def created() -> list[LazyPattern]:
    """Every LazyPattern made so far (by the modules imported so far)."""
    return list(_created)


class LazyPattern:
    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        _created.append(self)

    @cached_property
    def compiled(self) -> re.Pattern[str]:
        compiled = _compile(self.pattern, self.flags)
        # Instance attributes shadow the methods below: later calls skip this class entirely.
        self.__dict__.update(
            search=compiled.search,
            match=compiled.match,
            fullmatch=compiled.fullmatch,
            finditer=compiled.finditer,
            findall=compiled.findall,
            sub=compiled.sub,
            split=compiled.split,
        )
        return compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"
