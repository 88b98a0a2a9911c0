"""Quotas with the `limits` library over a real redis-server: counted across instances, open when Redis is down."""

from __future__ import annotations

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
