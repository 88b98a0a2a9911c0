"""Assemble the Cloud Functions source folder: main.py, the moss package and requirements.txt.

Cloud Functions builds each function from one folder holding main.py and requirements.txt.
Locally the core is an editable install of shared/; the bundle instead copies the `moss`
package next to main.py, and its requirements.txt is the runtime lock file (requirements.lock:
exact versions with hashes, what `make run` and `make test` install too).

The sources ship compiled: without bytecode every new instance would compile main.py and the
moss package before its first answer (docs/performance.md). The bytecode is checked against
a hash of its source, not the file's time (an upload may change that), and is for the Python
the functions run on, 3.11 (infra/functions.tf; tests/deploy/test_consistency.py). So are the
regular expressions: moss/__pycache__ also holds the compiled program of every pattern
(moss/adapters/regex_programs.py), and the code of the source the standard library generates
while a function starts (dataclasses' methods, string annotations: moss/adapters/generated_code.py),
written by the bundle's own moss, which is why this runs with the virtualenv's Python (`make bundle`).

Usage: .venv/bin/python infra/bundle.py OUT_DIR   (make bundle)
"""

from __future__ import annotations

import compileall
import os
import py_compile
import re
import shutil
import subprocess
import sys
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
RUNTIME_LOCK = "requirements.lock"
_IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc")


def build(out: Path, root: Path = ROOT) -> Path:
    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(root / "functions", out, ignore=_IGNORED)
    shutil.copytree(root / "shared" / "moss", out / "moss", ignore=_IGNORED)
    header = f"# Copied by infra/bundle.py from {RUNTIME_LOCK}; pip checks every hash.\n"
    (out / "requirements.txt").write_text(header + with_extras_pinned((root / RUNTIME_LOCK).read_text()))
    if not compileall.compile_dir(out, quiet=1, invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH):
        raise RuntimeError(f"a source in {out} does not compile")
    write_regex_programs(out)
    write_generated_code(out)
    return out


_PIN = re.compile(
    r"^(?P<name>[A-Za-z0-9][A-Za-z0-9._-]*)==(?P<version>\S+)(?P<hashes>(?: \\\n[ \t]+--hash=\S+)+)", re.M
)


def with_extras_pinned(lock: str) -> str:
    """The lock, and each package another locked package asks for with extras ("google-auth[requests]", of
    google-genai) pinned again with them. The builder installs the file with plain `pip install -r`, which resolves
    such a requirement anew and refuses a release newer than the pin (`make` installs the locks with --no-deps)."""
    pins: dict[str, re.Match[str]] = {canonicalize_name(m["name"]): m for m in _PIN.finditer(lock)}
    wanted: dict[str, set[str]] = {}
    for name in pins:
        try:
            requires = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            continue
        for text in requires:
            requirement = Requirement(text)
            marker = requirement.marker
            if requirement.extras and (marker is None or marker.evaluate({"extra": ""})):
                wanted.setdefault(canonicalize_name(requirement.name), set()).update(requirement.extras)
    pinned = [
        f"{pins[name]['name']}[{','.join(sorted(extras))}]=={pins[name]['version']}{pins[name]['hashes']}\n"
        for name, extras in sorted(wanted.items())
        if name in pins
    ]
    if not pinned:
        return lock
    return lock + "# the extras other packages ask for, pinned with the same hashes\n" + "".join(pinned)


def _run_moss_module(source_dir: Path, module: str) -> None:
    """`python -m module` in a Python that imports the `moss` package in `source_dir`, writing there."""
    environment = {**os.environ, "PYTHONPATH": str(source_dir)}
    command = [sys.executable, "-m", module, str(source_dir / "moss")]
    subprocess.run(command, env=environment, check=True, stdout=subprocess.DEVNULL)


def write_regex_programs(source_dir: Path) -> None:
    """Compile the patterns of the `moss` package in `source_dir`."""
    _run_moss_module(source_dir, "moss.adapters.regex_programs")


def write_generated_code(source_dir: Path) -> None:
    """Compile the source the standard library generates while that package's modules import."""
    _run_moss_module(source_dir, "moss.adapters.generated_code")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    print(build(Path(sys.argv[1]).resolve()))
