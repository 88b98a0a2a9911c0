"""The floor of the HTTP figures: a functions-framework function that reads a JSON body and answers JSON."""

from __future__ import annotations

import functions_framework


@functions_framework.http
def echo(request):
    body = request.get_json(silent=True) or {}
    return {"ok": True, "keys": sorted(body)}
