"""Quotas with the `limits` library over a real redis-server: counted across instances, open when Redis is down;
requests running at once per user."""

from __future__ import annotations

from moss.adapters.in_flight import ProcessInFlight
from moss.adapters.quota import memory_quota, redis_quota
from moss.adapters.redis_store import redis_client

from ..servers import RedisServer


def test_instances_sharing_redis_share_the_count(redis_server):
    redis_server.flush()
    one, two = (redis_quota("3/minute", redis_client(redis_server.url, 1.0), "moss") for _ in range(2))
    assert [one.hit("user:alice"), two.hit("user:alice"), one.hit("user:alice")] == [None, None, None]
    wait = two.hit("user:alice")
    assert wait is not None and 1 <= wait <= 60
    assert one.hit("user:bob") is None and one.hit("chat:7") is None


def test_every_part_of_a_quota_holds():
    quota = memory_quota("5/minute;2/hour")
    assert [quota.hit("a") for _ in range(2)] == [None, None]
    assert quota.hit("a") is not None


def test_a_redis_outage_lets_requests_through(tmp_path):
    redis = RedisServer(tmp_path).start()
    quota = redis_quota("1/minute", redis_client(redis.url, 0.2), "moss")
    assert quota.hit("user:alice") is None
    assert quota.hit("user:alice") is not None
    redis.stop()
    assert quota.hit("user:alice") is None


def test_a_user_has_at_most_the_limit_of_requests_running_and_a_place_frees_when_one_ends():
    in_flight = ProcessInFlight(2)
    with in_flight.admit("user:alice") as first, in_flight.admit("user:alice") as second:
        with in_flight.admit("user:alice") as third, in_flight.admit("user:bob") as other_user:
            assert [first, second, third, other_user] == [True, True, False, True]
    with in_flight.admit("user:alice") as after, in_flight.admit("user:alice") as again:
        assert [after, again] == [True, True]
