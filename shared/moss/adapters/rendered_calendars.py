"""The calendar files a process rendered last (`RenderedCalendars`): every function keeps one,
apart from the in-memory stores so that a function on other stores does not load those."""

from __future__ import annotations

import threading
from collections import OrderedDict


class InMemoryRenderedCalendars:
    """The calendar files this process rendered last, least recently used dropped first."""

    def __init__(self, max_files: int = 64) -> None:
        self._files: OrderedDict[str, bytes] = OrderedDict()
        self._max_files = max_files
        self._lock = threading.Lock()

    def get(self, key: str) -> bytes | None:
        with self._lock:
            if key in self._files:
                self._files.move_to_end(key)
            return self._files.get(key)

    def put(self, key: str, ics: bytes) -> None:
        with self._lock:
            self._files[key] = ics
            self._files.move_to_end(key)
            while len(self._files) > self._max_files:
                self._files.popitem(last=False)
