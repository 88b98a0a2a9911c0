"""The Quota when none is configured: every request is within it (adapters.quota has the real ones)."""

from __future__ import annotations


class Unlimited:
    def hit(self, key: str) -> int | None:
        return None
