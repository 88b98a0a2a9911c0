"""Request quotas with the `limits` library: its moving window over Redis (shared by every
function instance) or process memory (the local run). The moving window keeps one entry per
counted request, so `Retry-After` is the real wait, not an estimate.

A quota is a `limits` rate string such as "60/minute;1000/day": every part must hold.
When Redis cannot be reached the request is let through and the outage logged: a quota
protects capacity, it holds nothing a user could lose, so failing closed would turn a
cache outage into a full one.
"""

from __future__ import annotations

import logging
import math
import time
from typing import TYPE_CHECKING

from limits import RateLimitItem, parse_many
from limits.errors import StorageError
from limits.storage import MemoryStorage, RedisStorage, Storage
from limits.strategies import MovingWindowRateLimiter

if TYPE_CHECKING:
    import redis

log = logging.getLogger("moss.adapters.quota")


class LimitsQuota:
    def __init__(self, rates: str, storage: Storage) -> None:
        self._items: list[RateLimitItem] = parse_many(rates)
        self._limiter = MovingWindowRateLimiter(storage)

    def hit(self, key: str) -> int | None:
        try:
            for item in self._items:
                if not self._limiter.hit(item, key):
                    reset = self._limiter.get_window_stats(item, key).reset_time
                    return max(1, math.ceil(reset - time.time()))
        except StorageError as exc:
            log.warning("quota store unavailable; request let through", extra={"detail": repr(exc)})
        return None


def memory_quota(rates: str) -> LimitsQuota:
    return LimitsQuota(rates, MemoryStorage())


def redis_quota(rates: str, client: redis.Redis, prefix: str) -> LimitsQuota:
    """The quota counters on the same Redis (and connection settings, TLS and AUTH included) as the working store."""
    return LimitsQuota(
        rates,
        RedisStorage(
            "redis://", connection_pool=client.connection_pool, key_prefix=f"{prefix}:quota", wrap_exceptions=True
        ),
    )
