"""Quotas as moving windows over a real redis-server and in memory: counted across instances, open
when Redis is down, the same answers from both; requests running at once per user."""

from __future__ import annotations

import pytest

from moss.adapters import quota as quota_module
from moss.adapters.in_flight import ProcessInFlight
from moss.adapters.quota import MemoryQuota, Rate, parse_rates
from moss.adapters.redis_store import RedisQuota, redis_client

from ..servers import RedisServer


def test_instances_sharing_redis_share_the_count(redis_server):
    redis_server.flush()
    one, two = (RedisQuota("3/minute", redis_client(redis_server.url, 1.0), "moss") for _ in range(2))
    assert [one.hit("user:alice"), two.hit("user:alice"), one.hit("user:alice")] == [None, None, None]
    wait = two.hit("user:alice")
    assert wait is not None and 1 <= wait <= 60
    assert one.hit("user:bob") is None and one.hit("chat:7") is None


def test_every_part_of_a_quota_holds():
    quota = MemoryQuota("5/minute;2/hour")
    assert [quota.hit("a") for _ in range(2)] == [None, None]
    assert quota.hit("a") is not None


def test_a_redis_outage_lets_requests_through(tmp_path):
    redis = RedisServer(tmp_path).start()
    quota = RedisQuota("1/minute", redis_client(redis.url, 0.2), "moss")
    assert quota.hit("user:alice") is None
    assert quota.hit("user:alice") is not None
    redis.stop()
    assert quota.hit("user:alice") is None


@pytest.mark.parametrize("store", ["memory", "redis"])
def test_the_wait_is_until_the_oldest_counted_request_leaves_its_window_and_refusals_count_earlier_parts(
    store, redis_server, monkeypatch
):
    redis_server.flush()
    now = [1_000_000.0]
    monkeypatch.setattr(quota_module.time, "time", lambda: now[0])  # Redis: every instance's wall clock
    monkeypatch.setattr(quota_module.time, "monotonic", lambda: now[0])  # memory: this process's clock
    rates = "2/minute;3 per 2 hours"
    quota = MemoryQuota(rates) if store == "memory" else RedisQuota(rates, redis_client(redis_server.url, 1.0))

    def hit_at(seconds: float) -> int | None:
        now[0] = 1_000_000.0 + seconds
        return quota.hit("a")

    assert [hit_at(0), hit_at(0)] == [None, None]
    assert hit_at(10.5) == 50  # the first request leaves the minute 49.5 s later
    assert hit_at(60.5) is None  # the minute has room again; the third request of the two hours
    assert hit_at(61) == 7200 - 61  # the two hours are full until the first request leaves them...
    assert hit_at(61) == 60  # ...and the minute counted that refused request: it is full until 120.5
    assert quota.hit("b") is None


@pytest.mark.parametrize(
    ("rates", "parsed"),
    [
        ("60/minute;1000/day", [Rate(60, 60), Rate(1000, 86400)]),
        ("10 per 2 hours, 1/second | 5 per month", [Rate(10, 7200), Rate(1, 1), Rate(5, 2592000)]),
        ("3/Minutes", [Rate(3, 60)]),
    ],
)
def test_quota_strings_are_read_in_the_limits_notation(rates, parsed):
    assert parse_rates(rates) == parsed


@pytest.mark.parametrize("rates", ["lots per fortnight", "", "60/minute;", "0/minute", "5/0 hours", "5 minute"])
def test_a_quota_string_that_is_not_one_is_refused(rates):
    with pytest.raises(ValueError):
        parse_rates(rates)


def test_a_user_has_at_most_the_limit_of_requests_running_and_a_place_frees_when_one_ends():
    in_flight = ProcessInFlight(2)
    with in_flight.admit("user:alice") as first, in_flight.admit("user:alice") as second:
        with in_flight.admit("user:alice") as third, in_flight.admit("user:bob") as other_user:
            assert [first, second, third, other_user] == [True, True, False, True]
    with in_flight.admit("user:alice") as after, in_flight.admit("user:alice") as again:
        assert [after, again] == [True, True]
