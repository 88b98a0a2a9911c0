"""Request quotas as moving windows: over Redis (shared by every function instance, see
`RedisQuota` in redis_store.py) or process memory (the local run). A moving window keeps
the time of each counted request, so `Retry-After` is the real wait, not an estimate.

A quota is a string such as "60/minute;1000/day" (moss/domain/rates.py reads it): every part
must hold, and a request a later part refuses still counts against the parts before it, as it
did with the `limits` library MOSS used before.
"""

from __future__ import annotations

import math
import threading
import time
from collections import deque

from ..domain.rates import Rate, parse_rates

__all__ = ["MemoryQuota", "Rate", "parse_rates", "seconds_to_wait"]


def seconds_to_wait(wait: float) -> int:
    """A wait as Retry-After says it: whole seconds, at least one."""
    return max(1, math.ceil(wait))


class MemoryQuota:
    """The moving windows in this process's memory: each key's request times, newest first."""

    # Keys whose last request left every window are dropped once per this many hits.
    SWEEP_EVERY = 1024

    def __init__(self, rates: str) -> None:
        self._rates = parse_rates(rates)
        self._longest = max(rate.window_seconds for rate in self._rates)
        self._times: dict[tuple[str, Rate], deque[float]] = {}
        self._lock = threading.Lock()
        self._hits = 0

    def hit(self, key: str) -> int | None:
        with self._lock:
            now = time.monotonic()  # inside the lock: each window's times stay in order
            self._hits += 1
            if self._hits % self.SWEEP_EVERY == 0:
                self._sweep(now)
            for rate in self._rates:
                times = self._times.setdefault((key, rate), deque(maxlen=rate.limit))
                if len(times) == rate.limit and times[-1] >= now - rate.window_seconds:
                    return seconds_to_wait(times[-1] + rate.window_seconds - now)
                times.appendleft(now)
        return None

    def _sweep(self, now: float) -> None:
        idle = [entry for entry, times in self._times.items() if times[0] < now - self._longest]
        for entry in idle:
            del self._times[entry]
