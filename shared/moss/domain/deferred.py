"""The base of MOSS's pydantic models: each builds its validator and serializer on first use.

Building them is most of what importing the models costs, and a function process uses only
some of its models (the parse function never serializes a query outcome, for example), so
deferring the build to first use takes that work off every cold start (docs/performance.md).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class DeferredModel(BaseModel):
    model_config = ConfigDict(defer_build=True)
