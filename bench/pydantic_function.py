"""The floor under `cold_start_ratio` (bench/cold_start.py): the trivial function of
bench/trivial_function.py, validating its body with a pydantic model as MOSS validates its
requests. Its first answer costs what any function pays for using pydantic at all: importing
it and building one model's validator."""

from __future__ import annotations

import functions_framework
from pydantic import AwareDatetime, BaseModel, Field


class Body(BaseModel):
    text: str = Field(min_length=1)
    now: AwareDatetime | None = None


@functions_framework.http
def echo(request):
    body = Body.model_validate_json(request.get_data())
    return {"ok": True, "keys": sorted(body.model_fields_set)}
