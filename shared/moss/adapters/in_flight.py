"""Requests running at once per user, counted in this process.

A rate quota counts requests as they arrive; it cannot stop one user from starting many
expensive ones together (eight questions over a year, each seconds of work) that hold every
thread of `make run` and its one interpreter while another user's one-day question waits.
Refusing a user's request beyond a few running keeps a share of the server for everyone else.
A deployed function serves one request per instance, where its instance limit plays this part.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager


class ProcessInFlight:
    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._running: dict[str, int] = {}
        self._lock = threading.Lock()

    @contextmanager
    def admit(self, key: str) -> Iterator[bool]:
        with self._lock:
            running = self._running.get(key, 0)
            admitted = running < self._limit
            if admitted:
                self._running[key] = running + 1
        if not admitted:
            yield False
            return
        try:
            yield True
        finally:
            with self._lock:
                self._running[key] -= 1
                if not self._running[key]:
                    del self._running[key]
