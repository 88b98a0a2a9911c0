"""The floor under `cold_start_deployed_ratio` (bench/cold_start.py): the trivial function of
bench/trivial_function.py importing the client libraries MOSS's deployed wiring imports
(google-cloud-firestore, redis) before it answers: what any function on those stores pays."""

from __future__ import annotations

import functions_framework
import redis
from google.cloud import firestore


@functions_framework.http
def echo(request):
    body = request.get_json(silent=True) or {}
    return {"ok": True, "keys": sorted(body), "clients": [firestore.__name__, redis.__name__]}
