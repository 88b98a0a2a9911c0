"""What the deploy description says, read the way the tools read it.

Terraform through python-hcl2, the HTTP functions through functions-framework's own registry,
and the settings' environment names the way moss.settings reads them.
"""

from __future__ import annotations

import importlib.util
import inspect
import re
import sys
import types
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import functions_framework
import hcl2
from functions_framework import _function_registry
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from moss.settings import Settings, environment_names

ROOT = Path(__file__).resolve().parents[2]
INFRA = ROOT / "infra"
MAIN = ROOT / "functions" / "main.py"
# The local router that serves every function on one origin for `make run`: never deployed.
LOCAL_ONLY = {"moss_local"}

_HCL_OPTIONS = hcl2.SerializationOptions(strip_string_quotes=True, explicit_blocks=False, with_comments=False)


class Terraform:
    """The top-level blocks of every infra/*.tf file, merged by kind."""

    def __init__(self, directory: Path = INFRA) -> None:
        self.blocks: dict[str, list[dict]] = defaultdict(list)
        for path in sorted(directory.glob("*.tf")):
            with path.open() as handle:
                for kind, blocks in hcl2.load(handle, serialization_options=_HCL_OPTIONS).items():
                    self.blocks[kind].extend(blocks)

    def _labelled(self, kind: str) -> dict[str, dict]:
        return {label: body for block in self.blocks[kind] for label, body in block.items()}

    @property
    def locals(self) -> dict:
        return {name: value for block in self.blocks["locals"] for name, value in block.items()}

    @property
    def variables(self) -> dict[str, dict]:
        return self._labelled("variable")

    @property
    def outputs(self) -> dict[str, dict]:
        return self._labelled("output")

    def resources(self, resource_type: str) -> dict[str, dict]:
        """Every resource of one type by name, across all blocks and files."""
        return {
            name: body
            for block in self.blocks["resource"]
            for kind, named in block.items()
            if kind == resource_type
            for name, body in named.items()
        }


def load_module(path: Path, name: str) -> types.ModuleType:
    """Import a file that is not on sys.path (main.py, the infra/ scripts) under its own name."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None, path
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def http_functions() -> dict[str, types.FunctionType]:
    """The functions of functions/main.py that functions-framework registered as HTTP functions."""
    # Loaded as functions-framework loads it, inside a fresh app of its own: main.py registers
    # an error handler on the app being created.
    functions_framework.create_app(target="healthz", source=str(MAIN))
    module = sys.modules[MAIN.stem]
    found = {}
    for name, signature_type in _function_registry.REGISTRY_MAP.items():
        function = getattr(module, name, None)
        if (
            signature_type == "http"
            and isinstance(function, types.FunctionType)
            and function.__module__ == module.__name__
        ):
            found[name] = function
    return found


def asgi_functions() -> dict[str, types.FunctionType]:
    """The ASGI entry points of functions/main.py: coroutine functions of the request alone (what
    functions-framework's ASGI mode calls), answering an ASGI app; moss_local_asgi, an ASGI app
    itself (scope, receive, send), is not one."""
    http_functions()  # main.py, loaded as functions-framework loads it
    module = sys.modules[MAIN.stem]
    return {
        name: function
        for name, function in vars(module).items()
        if inspect.iscoroutinefunction(function)
        and function.__module__ == module.__name__
        and not name.startswith("_")
        and list(inspect.signature(function).parameters) == ["request"]
    }


def entry_points() -> dict[str, types.FunctionType]:
    """Every function Cloud Functions can run from main.py: the Flask ones and the ASGI ones."""
    return http_functions() | asgi_functions()


def deployed_function_names() -> set[str]:
    return set(entry_points()) - LOCAL_ONLY


def setting_environment_names() -> dict[str, str]:
    """Environment variable name (upper case) -> the Settings field it sets."""
    names = {}
    for field_name, field in Settings.model_fields.items():
        for choice in environment_names(field_name, field):
            names[choice.upper()] = field_name
    return names


@dataclass(frozen=True)
class Pin:
    name: str
    version: str
    marker: Marker | None
    hashes: frozenset[str]

    def applies(self) -> bool:
        return self.marker is None or self.marker.evaluate()


def pins(lock_name: str) -> list[Pin]:
    """The requirements of a pip-style lock file, continuation lines joined and comments dropped."""
    text = re.sub(r"\\\n", " ", (ROOT / lock_name).read_text())
    found = []
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        requirement_text, *hashes = re.split(r"\s+--hash=", line)
        requirement = Requirement(requirement_text)
        [specifier] = requirement.specifier
        assert specifier.operator == "==", f"{lock_name}: {requirement_text} is not an exact pin"
        found.append(Pin(canonicalize_name(requirement.name), specifier.version, requirement.marker, frozenset(hashes)))
    return found
