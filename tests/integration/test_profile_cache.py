"""Users' time zones cached on Redis (ProfileCachedStore): every /parse reads one, so a warm copy
answers without the durable store, also for the many users who never set a zone."""

from __future__ import annotations

import pytest

from moss.adapters.cached import ProfileCachedStore
from moss.adapters.memory import InMemoryStore
from moss.adapters.redis_store import RedisProfileCache, redis_client


class CountedProfiles(InMemoryStore):
    """The durable store, counting the time zones read from it."""

    def __init__(self) -> None:
        super().__init__()
        self.reads = 0

    def get_timezone(self, user_id: str) -> str | None:
        self.reads += 1
        return super().get_timezone(user_id)


@pytest.fixture
def durable() -> CountedProfiles:
    return CountedProfiles()


@pytest.fixture
def cache(redis_server) -> RedisProfileCache:
    redis_server.flush()
    return RedisProfileCache(redis_client(redis_server.url, timeout_seconds=2.0))


def test_a_user_who_never_set_a_zone_is_read_from_the_durable_store_once(durable, cache):
    profiles = ProfileCachedStore(durable, cache)
    assert [profiles.get_timezone("alice") for _ in range(3)] == [None, None, None]
    assert durable.reads == 1


def test_a_zone_set_after_none_was_cached_replaces_the_copy(durable, cache):
    profiles = ProfileCachedStore(durable, cache)
    assert profiles.get_timezone("alice") is None
    profiles.set_timezone("alice", "Asia/Seoul")
    assert profiles.get_timezone("alice") == "Asia/Seoul"
    assert durable.reads == 1, "the change wrote its copy: no read after it"


def test_a_read_of_no_zone_racing_a_change_never_puts_the_absence_back(durable, cache):
    """The read found no zone, then a change wrote its zone and its copy, then the read keeps what it found."""
    profiles = ProfileCachedStore(durable, cache)
    profiles.set_timezone("alice", "Europe/Berlin")
    cache.put("alice", None, replace=False)
    assert profiles.get_timezone("alice") == "Europe/Berlin"
    assert durable.reads == 0
