"""The base of MOSS's pydantic models: each builds its validator and serializer on first use.

Building them is most of what importing the models costs, and a function process uses only
some of its models (the parse function never serializes a query outcome, for example), so
deferring the build to first use takes that work off every cold start (docs/performance.md).

A model's first build builds the deferred models its fields hold first, each once: pydantic
reuses a built model's schema wherever it is nested, but generates a deferred one's anew
inside every model that holds it. Without this, a parse generated `Target`, `Change`,
`Interval` and `Recurrence` three times over (for its result, the message and the outcome).
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any, get_args, get_origin

from pydantic import BaseModel, ConfigDict

# The models whose nested models are being built, in this thread (a cycle builds as pydantic would).
_building = threading.local()


class DeferredModel(BaseModel):
    model_config = ConfigDict(defer_build=True)

    @classmethod
    def model_rebuild(
        cls,
        *,
        force: bool = False,
        raise_errors: bool = True,
        _parent_namespace_depth: int = 2,
        _types_namespace: Any = None,
    ) -> bool | None:
        if not cls.__pydantic_complete__:
            building: set[type[BaseModel]] = _building.__dict__.setdefault("models", set())
            if cls not in building:
                building.add(cls)
                try:
                    for nested in _nested_models(cls):
                        nested.model_rebuild(raise_errors=False)
                finally:
                    building.discard(cls)
        return super().model_rebuild(
            force=force,
            raise_errors=raise_errors,
            # This frame is one more between pydantic's caller and the namespace it means.
            _parent_namespace_depth=_parent_namespace_depth + 1 if _parent_namespace_depth > 0 else 0,
            _types_namespace=_types_namespace,
        )


def _nested_models(model: type[BaseModel]) -> Iterator[type[DeferredModel]]:
    """The deferred models, not built yet, that the fields of `model` hold (in a list, an optional, a union)."""
    for field in model.__pydantic_fields__.values():
        yield from _deferred_in(field.annotation, model)


def _deferred_in(annotation: Any, model: type[BaseModel]) -> Iterator[type[DeferredModel]]:
    if get_origin(annotation) is None and isinstance(annotation, type):
        if issubclass(annotation, DeferredModel) and annotation is not model and not annotation.__pydantic_complete__:
            yield annotation
        return
    for argument in get_args(annotation):
        yield from _deferred_in(argument, model)
