"""WorkingStore and ReferenceCache on Redis (Memorystore in the cloud): state that may be lost.

Every entry is a hash {expires_us, body} under a namespaced key:
`{prefix}:user:{user_id}:parse:{message_id}`, `{prefix}:pending:{pending_id}` (the port looks
pendings up by id alone; the entry names its owner, which the service checks) and
`{prefix}:seen:{key}`. Redis removes each key when its own TTL runs out; reads also
compare `expires_us` with the injected clock, so expiry follows the same clock as the
rest of the service (tests move a fake clock; production's is the system clock).

A pending confirmation is written once and only read afterwards: settling it happens in
the durable store, whose per-user transaction and commit record make a repeated or
concurrent /confirm a replay (docs/storage.md explains why that, not GETDEL, is the guard).

The reference cache keeps `{prefix}:user:{user_id}:reference`, a hash {version, body} with
body = ReferenceFacts JSON; `adapters/cached.py` decides when an entry may be trusted.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from ..domain.errors import Unavailable
from ..domain.models import PendingConfirmation, ReferenceFacts, StoredParse
from ..ports import Clock
from .codecs import to_us

T = TypeVar("T")

# Writes the hash {FIELD: value, body} under KEYS[1] with a TTL, unless the FIELD already
# there exceeds a bound: a live entry (expires_us > now) or a newer reference version.
# ARGV: field, bound, value, ttl_ms, body. Returns 1 when written, 0 when left as is.
_PUT_UNLESS_ABOVE = """
local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]))
if current and current > tonumber(ARGV[2]) then
    return 0
end
redis.call('DEL', KEYS[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3], 'body', ARGV[5])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
"""


def _call(operation: Callable[[], T], what: str) -> T:
    try:
        return operation()
    except redis.RedisError as exc:
        raise Unavailable(f"the Redis {what} is unavailable: {exc}", code="store_unavailable") from exc


def redis_client(url: str, timeout_seconds: float) -> redis.Redis:
    """A lazily connecting client that gives up within about two timeouts.

    One retry lets a pooled connection that died with a restarted server reconnect;
    redis-py's default of ten backed-off retries would hold a request for many seconds.
    """
    return redis.Redis.from_url(
        url,
        socket_timeout=timeout_seconds,
        socket_connect_timeout=timeout_seconds,
        retry=Retry(NoBackoff(), 1),
    )


class RedisWorkingStore:
    def __init__(self, client: redis.Redis, clock: Clock, prefix: str = "moss") -> None:
        self._redis, self._clock, self._prefix = client, clock, prefix
        self._put_unless_above = client.register_script(_PUT_UNLESS_ABOVE)

    def _call(self, operation: Callable[[], T]) -> T:
        return _call(operation, "working store")

    def _parse_key(self, user_id: str, message_id: str) -> str:
        return f"{self._prefix}:user:{user_id}:parse:{message_id}"

    def _live_body(self, key: str) -> str | None:
        expires_us, body = self._call(lambda: self._redis.hmget(key, "expires_us", "body"))
        if expires_us is None or int(expires_us) <= to_us(self._clock.now()):
            return None
        return body.decode()

    def _put(self, key: str, body: str, ttl_us: int, *, unless_live: bool) -> bool:
        """Store `body` for `ttl_us` of the clock; False when a live entry was kept instead."""
        if ttl_us <= 0:
            return True  # stored and expired at once: nothing to keep
        now_us = to_us(self._clock.now())
        ttl_ms = max(1, ttl_us // 1000)
        if unless_live:
            arguments = ["expires_us", now_us, now_us + ttl_us, ttl_ms, body]
            return self._call(lambda: self._put_unless_above(keys=[key], args=arguments)) == 1
        pipe = self._redis.pipeline(transaction=True)
        pipe.delete(key)
        pipe.hset(key, mapping={"expires_us": now_us + ttl_us, "body": body})
        pipe.pexpire(key, ttl_ms)
        self._call(pipe.execute)
        return True

    def save_parse(self, parse: StoredParse, ttl_seconds: int) -> None:
        key = self._parse_key(parse.user_id, parse.message_id)
        self._put(key, parse.model_dump_json(), ttl_seconds * 1_000_000, unless_live=False)

    def get_parse(self, user_id: str, message_id: str) -> StoredParse | None:
        body = self._live_body(self._parse_key(user_id, message_id))
        return StoredParse.model_validate_json(body) if body is not None else None

    def save_pending(self, pending: PendingConfirmation) -> None:
        ttl_us = to_us(pending.expires_at) - to_us(self._clock.now())
        self._put(f"{self._prefix}:pending:{pending.pending_id}", pending.model_dump_json(), ttl_us, unless_live=True)

    def get_pending(self, pending_id: str) -> PendingConfirmation | None:
        body = self._live_body(f"{self._prefix}:pending:{pending_id}")
        return PendingConfirmation.model_validate_json(body) if body is not None else None

    def remember_once(self, key: str, ttl_seconds: int) -> bool:
        return self._put(f"{self._prefix}:seen:{key}", "", ttl_seconds * 1_000_000, unless_live=True)


class RedisReferenceCache:
    """ReferenceCache: each user's active facts with their version, kept for `ttl_seconds`."""

    def __init__(self, client: redis.Redis, prefix: str = "moss", ttl_seconds: int = 1800) -> None:
        self._redis, self._prefix, self._ttl_ms = client, prefix, ttl_seconds * 1000
        self._put_unless_above = client.register_script(_PUT_UNLESS_ABOVE)

    def _key(self, user_id: str) -> str:
        return f"{self._prefix}:user:{user_id}:reference"

    def get(self, user_id: str) -> ReferenceFacts | None:
        key = self._key(user_id)
        version, body = _call(lambda: self._redis.hmget(key, "version", "body"), "reference cache")
        if version is None and body is None:
            return None
        try:
            entry = ReferenceFacts.model_validate_json(body or b"")
        except ValueError:
            entry = None
        if entry is None or str(entry.version).encode() != version:
            # Unreadable: drop it, or its version field would keep every rewrite out until it expires.
            self.discard(user_id)
            return None
        return entry

    def put(self, user_id: str, entry: ReferenceFacts) -> None:
        # Kept when the entry there is as new or newer, so a late writer never replaces a newer entry.
        arguments = ["version", entry.version - 1, entry.version, self._ttl_ms, entry.model_dump_json()]
        _call(lambda: self._put_unless_above(keys=[self._key(user_id)], args=arguments), "reference cache")

    def discard(self, user_id: str) -> None:
        _call(lambda: self._redis.delete(self._key(user_id)), "reference cache")
