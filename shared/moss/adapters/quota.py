"""Request quotas as moving windows: over Redis (shared by every function instance, see
`RedisQuota` in redis_store.py) or process memory (the local run). A moving window keeps
the time of each counted request, so `Retry-After` is the real wait, not an estimate.

A quota is a string such as "60/minute;1000/day", in the notation of the `limits` library
MOSS used before (README "Dependencies" says why it went): every part must hold, and a
request a later part refuses still counts against the parts before it, as it did there.
"""

from __future__ import annotations

import math
import re
import threading
import time
from collections import deque
from typing import NamedTuple

# The seconds of each window a quota may name; a month is 30 days and a year 12 of them.
WINDOWS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "month": 30 * 86400, "year": 360 * 86400}
_PART = re.compile(r"\s*([0-9]+)\s*(?:/|\s+per\s+|per)\s*([0-9]+)?\s*([a-z]+?)s?\s*", re.IGNORECASE)
_SEPARATOR = re.compile(r"[,;|]")


class Rate(NamedTuple):
    """At most `limit` requests in any `window_seconds`."""

    limit: int
    window_seconds: int


def parse_rates(rates: str) -> list[Rate]:
    """The parts of a quota string ("60/minute;1000/day", "10 per 2 hours"); ValueError names a wrong part."""
    parsed = []
    for part in _SEPARATOR.split(rates):
        match = _PART.fullmatch(part)
        window = WINDOWS.get(match.group(3).lower()) if match else None
        if match is None or window is None:
            raise ValueError(f"{part.strip()!r} is not a rate such as '60/minute' or '10 per 2 hours'")
        limit, multiple = int(match.group(1)), int(match.group(2) or 1)
        if limit < 1 or multiple < 1:
            raise ValueError(f"{part.strip()!r}: a quota counts at least 1 request in at least 1 {match.group(3)}")
        parsed.append(Rate(limit, window * multiple))
    return list(dict.fromkeys(parsed))  # a part said twice ("10/minute;10 per 60 seconds") counts once


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
