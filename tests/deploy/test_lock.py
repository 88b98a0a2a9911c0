"""The lock files pin every declared dependency, exactly and with hashes, and agree with each other.

shared/pyproject.toml declares the dependencies once; `make lock` pins them into
requirements.lock (runtime: `make run`, the deploy bundle), requirements-dev.lock (plus the
test tools) and requirements-bench.lock (plus the plots). These checks run offline: a
dependency added without re-locking, a lock edited by hand or two locks that disagree fail here.
"""

from __future__ import annotations

import re
import tomllib

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from .infra import ROOT, pins

PROJECT = tomllib.loads((ROOT / "shared" / "pyproject.toml").read_text())["project"]
RUNTIME_EXTRAS = ("redis", "firestore", "gemini", "functions", "mcp")
# Each lock file and the extras of moss-core it holds.
LOCKS = {
    "requirements.lock": RUNTIME_EXTRAS,
    "requirements-dev.lock": (*RUNTIME_EXTRAS, "dev"),
    "requirements-bench.lock": (*RUNTIME_EXTRAS, "dev", "bench"),
}


def declared(extras: tuple[str, ...]) -> list[Requirement]:
    lines = list(PROJECT["dependencies"])
    for extra in extras:
        lines += PROJECT["optional-dependencies"][extra]
    return [Requirement(line) for line in lines]


@pytest.mark.parametrize("lock_name", sorted(LOCKS))
def test_every_pin_is_exact_and_hashed(lock_name):
    locked = pins(lock_name)
    assert locked, f"{lock_name} pins nothing"
    assert [pin.name for pin in locked if not pin.hashes] == []
    assert all(re.fullmatch(r"sha256:[0-9a-f]{64}", digest) for pin in locked for digest in pin.hashes)


@pytest.mark.parametrize("lock_name", sorted(LOCKS))
def test_every_declared_dependency_is_pinned_within_its_range(lock_name):
    """A dependency added to or tightened in shared/pyproject.toml without `make lock` fails here."""
    here = {pin.name: pin for pin in pins(lock_name) if pin.applies()}
    for requirement in declared(LOCKS[lock_name]):
        name = canonicalize_name(requirement.name)
        assert name in here, f"{requirement} is declared but not in {lock_name}: run `make lock`"
        assert requirement.specifier.contains(here[name].version, prereleases=True), (
            f"{lock_name} pins {name}=={here[name].version}, outside {requirement}: run `make lock`"
        )


@pytest.mark.parametrize(
    ("smaller", "larger"),
    [("requirements.lock", "requirements-dev.lock"), ("requirements-dev.lock", "requirements-bench.lock")],
)
def test_each_lock_keeps_the_pins_of_the_one_below(smaller, larger):
    """What runs in production is what the tests ran: the dev lock repeats the runtime pins, hashes too."""
    assert set(pins(smaller)) <= set(pins(larger))


def test_the_runtime_lock_holds_no_test_tools():
    runtime = {pin.name for pin in pins("requirements.lock")}
    extras = PROJECT["optional-dependencies"]
    tools = {canonicalize_name(Requirement(line).name) for extra in ("dev", "bench") for line in extras[extra]}
    assert runtime & tools == set()
