"""Item 1 on Firestore: the same history and probes as lint_history, on the Firestore emulator.

Each size gets its own emulator (tests/emulators, `make test-servers` installs it) holding
the user's calendar, seeded through the store's own transactions. Dialog state lives in
memory, so the figures are the fact store's. The emulator keeps documents in a plain map
and answers a query by scanning and sorting the whole collection, and it copies that map
for every new document, so its figures show how the emulator grows, not Firestore's
production latency (which serves the overlap query from the composite index).
"""

from __future__ import annotations

from contextlib import ExitStack

from tests.servers import FirestoreEmulator

from .apps import firestore_app
from .lint_history import measure, script, seed

SIZES = (100, 1_000, 10_000)
PREFIX = "firestore_"
# Firestore's long-standing limit of writes per commit; the emulator's commit time grows with
# batch x stored documents, so larger batches overrun the 10 s deadline beyond a few thousand facts.
BATCH = 500


def run(*, rounds: int, calls: int) -> dict[str, float]:
    lines = script(rounds * calls)
    with ExitStack() as emulators:
        apps = {}
        for size in SIZES:
            emulator = FirestoreEmulator().start()
            emulators.callback(emulator.stop)
            apps[size] = seed(firestore_app(emulator.host, lines), size, BATCH)
        return measure(apps, rounds=rounds, calls=calls, prefix=PREFIX)
