"""Shipped generated code: each is what compile makes of its text, and anything doubtful compiles as usual."""

from __future__ import annotations

import collections
import dataclasses
import marshal
import typing
from pathlib import Path
from typing import Any

import pytest

from moss.adapters import generated_code

# Called at run time, as the libraries do (mypy checks a literal namedtuple() call as a class definition).
named_tuple: Any = collections.namedtuple


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> Path:
    return generated_code.write(tmp_path_factory.mktemp("package"))


@pytest.fixture
def hooks():
    """The three modules as a test found them, and again afterwards (a function test may have installed them)."""
    generated_code.uninstall()
    yield generated_code
    generated_code.uninstall()


def stock() -> bool:
    return not any(
        name in vars(module) for module, name in ((dataclasses, "exec"), (typing, "compile"), (collections, "eval"))
    )


def test_every_shipped_code_is_what_compile_makes_of_its_text(shipped):
    codes = generated_code.read(shipped)
    modes = collections.Counter(mode for mode, _ in codes)
    # dataclasses' methods (exec), string annotations and named tuples' __new__ (eval)
    assert modes["exec"] > 200 and modes["eval"] > 200
    for (mode, text), code in codes.items():
        assert code == compile(text, "<string>", mode, dont_inherit=True), text


def test_what_the_hooks_build_is_what_the_standard_library_builds(hooks, shipped):
    def build():
        point = dataclasses.make_dataclass("Point", [("x", int), ("y", "list[str]")], frozen=True, order=True)
        pair = named_tuple("Pair", "left right")
        reference = typing.ForwardRef("dict[str, int] | None")
        return point, pair, reference

    point, pair, reference = build()
    hooks.install(shipped)
    assert not stock()
    hooked_point, hooked_pair, hooked_reference = build()
    hooks.uninstall()
    assert stock()
    for method in ("__init__", "__repr__", "__eq__", "__lt__", "__hash__", "__setattr__"):
        assert getattr(hooked_point, method).__code__ == getattr(point, method).__code__, method
    # Annotations are evaluated as in dataclasses (no `__future__` import leaks into the generated code).
    assert (
        hooked_point.__init__.__annotations__
        == point.__init__.__annotations__
        == {"x": int, "y": "list[str]", "return": None}
    )
    assert hooked_point(1, ["a"]) < hooked_point(2, []) and repr(hooked_point(1, [])) == "Point(x=1, y=[])"
    assert hooked_pair.__new__.__code__ == pair.__new__.__code__ and hooked_pair(1, 2).right == 2
    assert hooked_reference.__forward_code__ == reference.__forward_code__
    assert typing.get_type_hints(hooked_point.__init__, localns={"Point": hooked_point})["x"] is int


def test_the_shipped_code_of_a_text_is_the_one_used(hooks, tmp_path):
    text = "lambda _cls, a, b: _tuple_new(_cls, (a, b))"  # the __new__ of a named tuple of a and b
    marked = tmp_path / "marked.marshal"
    generated_code.dump(
        marked, generated_code._format(), {("eval", text): compile("lambda _cls, a, b: 'shipped'", "<string>", "eval")}
    )
    hooks.install(marked)
    assert named_tuple("Two", "a b")(1, 2) == "shipped"


@pytest.mark.parametrize(
    "other",
    [
        lambda tag, version, marshal_version, optimize: ("cpython-399", version, marshal_version, optimize),
        lambda tag, version, marshal_version, optimize: (
            tag,
            (*version[:2], version[2] + 1, *version[3:]),
            marshal_version,
            optimize,
        ),
        lambda tag, version, marshal_version, optimize: (tag, version, marshal_version - 1, optimize),
        lambda tag, version, marshal_version, optimize: (tag, version, marshal_version, optimize + 1),
    ],
    ids=["interpreter", "patch-release", "marshal-format", "optimisation"],
)
def test_a_file_for_another_interpreter_is_ignored(tmp_path, shipped, other):
    codes = generated_code.read(shipped)
    assert codes
    elsewhere = tmp_path / "other.marshal"
    generated_code.dump(elsewhere, other(*generated_code._format()), codes)
    assert generated_code.read(elsewhere) == {}


@pytest.mark.parametrize("content", [b"", b"not marshal data", marshal.dumps(["a", "list"])])
def test_an_unreadable_or_missing_file_means_compiling_as_usual(hooks, tmp_path, content):
    damaged = tmp_path / "damaged.marshal"
    damaged.write_bytes(content)
    assert generated_code.read(damaged) == {}
    assert generated_code.read(tmp_path / "missing.marshal") == {}
    hooks.install(damaged)
    pair = named_tuple("Pair", "left right")
    assert pair(1, 2) == (1, 2) and dataclasses.make_dataclass("Empty", [])() is not None


def test_a_function_process_installs_the_hooks_until_its_first_response(hooks):
    from moss.entrypoints import startup

    hooks.install()
    assert not stock()
    started, startup._started = startup._started, False
    try:
        startup.started()
    finally:
        startup._started = started or startup._started
    assert stock()


def test_a_compile_the_hooks_do_not_serve_compiles_as_the_caller_would(hooks, shipped):
    hooks.install(shipped)
    namespace: dict[str, Any] = {}
    # Called with flags: compiled by the builtin, without the hooks module's own __future__ import.
    exec(typing.compile("def f(a: int): pass", "<string>", "exec", 0), namespace)  # type: ignore[attr-defined]
    assert namespace["f"].__annotations__ == {"a": int}


def test_a_replacement_given_no_namespace_runs_in_its_callers_like_the_builtin():
    from moss.adapters import generated_code

    generated_code.install(recorded={})
    try:
        import collections

        marker = "seen"  # noqa: F841 (read by the evaluated text)
        assert vars(collections)["eval"]("marker") == "seen"
    finally:
        generated_code.uninstall()
