"""The Quota and InFlight when none is configured: every request is within them (adapters.quota and
adapters.in_flight have the real ones)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class Unlimited:
    def hit(self, key: str) -> int | None:
        return None

    @contextmanager
    def admit(self, key: str) -> Iterator[bool]:
        yield True
