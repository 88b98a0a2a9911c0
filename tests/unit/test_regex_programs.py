"""Shipped regex programs: each rebuilds the pattern re.compile makes, and anything doubtful compiles as usual."""

from __future__ import annotations

import marshal
import re
from pathlib import Path

import pytest

from moss.adapters import regex_programs
from moss.domain import patterns

PACKAGE = regex_programs.PACKAGE_DIR


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> Path:
    return regex_programs.write(tmp_path_factory.mktemp("package"))


def test_every_pattern_rebuilds_equal_to_re_compile(shipped):
    programs = regex_programs.read(shipped)
    made = {(lazy.pattern, int(lazy.flags)) for lazy in patterns.created()}
    assert len(made) > 150 and set(programs) == made
    compile_pattern = regex_programs.compiler(shipped)
    for pattern, flags in made:
        # Pattern equality compares the flags, the pattern and the program's opcodes.
        assert compile_pattern(pattern, flags) == re.compile(pattern, flags), pattern


def test_a_rebuilt_pattern_matches_as_the_original(shipped):
    from moss.parsing.temporal import _EN_TIME  # named groups, alternations, lookbehinds, IGNORECASE

    rebuilt = regex_programs.compiler(shipped)(_EN_TIME.pattern, _EN_TIME.flags)
    original = re.compile(_EN_TIME.pattern, _EN_TIME.flags)
    for text in ("at 10 AM", "AT 3:30 pm", "by eleven", "no time here"):
        found, expected = rebuilt.search(text), original.search(text)
        assert (found and found.groupdict()) == (expected and expected.groupdict()), text


@pytest.mark.parametrize(
    "other",
    [
        lambda tag, version, magic, size: ("cpython-399", version, magic, size),
        lambda tag, version, magic, size: (tag, (*version[:2], version[2] + 1), magic, size),  # another patch
        lambda tag, version, magic, size: (tag, version, magic + 1, size),
    ],
    ids=["interpreter", "patch-release", "opcode-format"],
)
def test_a_file_for_another_interpreter_is_ignored(tmp_path, shipped, other):
    programs = regex_programs.read(shipped)
    assert programs
    elsewhere = tmp_path / "other.marshal"
    regex_programs.dump(elsewhere, other(*regex_programs._format()), programs)
    assert regex_programs.read(elsewhere) == {}


@pytest.mark.parametrize("content", [b"", b"not marshal data", marshal.dumps(["a", "list"])])
def test_an_unreadable_or_missing_file_means_compiling_as_usual(tmp_path, content):
    damaged = tmp_path / "damaged.marshal"
    damaged.write_bytes(content)
    assert regex_programs.read(damaged) == {}
    assert regex_programs.read(tmp_path / "missing.marshal") == {}
    assert regex_programs.compiler(damaged)(r"\bat\s+(\d+)", re.I) == re.compile(r"\bat\s+(\d+)", re.I)


def test_a_program_the_engine_refuses_compiles_as_usual(tmp_path, shipped):
    (pattern, flags), (program_flags, code, *groups) = next(iter(regex_programs.read(shipped).items()))
    damaged = tmp_path / "damaged.marshal"
    refused = (program_flags, b"\xff" * len(code), *groups)
    regex_programs.dump(damaged, regex_programs._format(), {(pattern, flags): refused})
    assert regex_programs.compiler(damaged)(pattern, flags) == re.compile(pattern, flags)


def test_every_module_making_patterns_is_in_a_collected_package():
    packages = {name.removeprefix("moss.").replace(".", "/") for name in regex_programs.PATTERN_PACKAGES}
    making = {
        path.relative_to(PACKAGE).parent.as_posix()
        for path in PACKAGE.rglob("*.py")
        if "LazyPattern(" in path.read_text() and path.name != "patterns.py"
    }
    assert making and making <= packages


def test_a_damaged_program_alone_compiles_as_usual(tmp_path, shipped):
    """Each program is read on its own: one that does not unmarshal leaves the others shipped."""
    programs = regex_programs.read(shipped)
    (first, _), (second, program) = list(programs.items())[:2]
    partly = tmp_path / "partly.marshal"
    regex_programs.dump(partly, regex_programs._format(), {first: programs[first], second: program})
    partly.write_bytes(partly.read_bytes()[:-3])  # the second program cut short
    reader = regex_programs.Shipped(partly)
    assert reader.get(first) == programs[first]
    assert reader.get(second) is None
    assert regex_programs.compiler(partly)(*second) == re.compile(*second)
