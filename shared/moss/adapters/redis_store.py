"""WorkingStore, ReferenceCache, ProfileCache and Quota on Redis (Memorystore in the cloud): state that may be lost.

Every entry is a hash {expires_us, body} under a namespaced key:
`{prefix}:user:{user_id}:parse:{message_id}`, `{prefix}:user:{user_id}:question` (the open
question of the dialog), `{prefix}:pending:{pending_id}` (the port looks pendings up by id
alone; the entry names its owner, which the service checks) and `{prefix}:seen:{key}`.
Redis removes each key when its own TTL runs out; reads also compare `expires_us` with the
injected clock, so expiry follows the same clock as the rest of the service (tests move a
fake clock; production's is the system clock).

A pending confirmation is written once and only read afterwards: settling it happens in
the durable store, whose per-user transaction and commit record make a repeated or
concurrent /confirm a replay (docs/storage.md explains why that, not GETDEL, is the guard).

The reference cache keeps each user's active facts filed by interval level in
`{prefix}:user:{user_id}:reference:v2` and `...:reference:v2:spans` (see RedisReferenceCache);
`adapters/cached.py` decides when an entry may be trusted. Quota windows are lists of request
times under `{prefix}:quota:{{key}}:...` (see RedisQuota).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, TypeVar

import redis
from redis.backoff import NoBackoff
from redis.maint_notifications import MaintNotificationsConfig
from redis.retry import Retry

from ..domain.errors import Unavailable
from ..domain.intervals import BASE_US, level_of
from ..domain.models import Fact, FactStatus, OpenQuestion, StoredParse
from ..domain.recurrence import with_series
from ..ports import CachedTimezone, Clock
from .codecs import select_facts, select_series, to_us
from .quota import parse_rates, seconds_to_wait

if TYPE_CHECKING:  # a parse never makes these: the lint side's models load with its first use
    from ..domain.commits import PendingConfirmation, ReferenceFacts

T = TypeVar("T")

log = logging.getLogger("moss.adapters.redis_store")

# Writes the hash {FIELD: value, body} under KEYS[1] with a TTL, unless the FIELD already
# there exceeds a bound: a live entry (expires_us > now).
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

# The reference cache's entry is two keys: KEYS[1] the hash {version, count, levels, f:{id}},
# KEYS[2] the sorted set of fact ids scored by `_score` (level, then start second).
# `count` must equal the set's size and every id must have its f: field; an entry that
# fails either (one key evicted, tampering) is deleted where found.
_ENTRY_LEVELS = """
local function levels_of(listed, more)
    local seen, names = {}, {}
    for level in string.gmatch(listed or '', '%d+') do seen[level] = true end
    for _, level in ipairs(more) do seen[level] = true end
    for level in pairs(seen) do names[#names + 1] = level end
    return table.concat(names, ',')
end
local function consistent()
    return tonumber(redis.call('HGET', KEYS[1], 'count')) == redis.call('ZCARD', KEYS[2])
end
local function file(from, levels)
    for i = from, #ARGV, 4 do
        levels[#levels + 1] = ARGV[i]
        redis.call('ZADD', KEYS[2], ARGV[i + 1], ARGV[i + 2])
        redis.call('HSET', KEYS[1], 'f:' .. ARGV[i + 2], ARGV[i + 3])
    end
end
local function seal(version, ttl_ms, levels)
    redis.call('HSET', KEYS[1], 'version', version, 'count', redis.call('ZCARD', KEYS[2]), 'levels', levels)
    redis.call('PEXPIRE', KEYS[1], ttl_ms)
    redis.call('PEXPIRE', KEYS[2], ttl_ms)
end
"""

# ARGV: nothing (every fact), or the window's first and last second (rounded outwards) and
# the length of level 0 in seconds: every series (scored below 0) and the facts of each level
# that may overlap the window. Returns {version, fact JSON, ...}, or false.
_REFERENCE_READ = (
    _ENTRY_LEVELS
    + """
local version = redis.call('HGET', KEYS[1], 'version')
if not version then
    return false
end
if not consistent() then
    redis.call('DEL', KEYS[1], KEYS[2])
    return false
end
local ids = {}
if #ARGV == 0 then
    ids = redis.call('ZRANGE', KEYS[2], 0, -1)
else
    ids = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(0')
    local first, last, base = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
    for level in string.gmatch(redis.call('HGET', KEYS[1], 'levels') or '', '%d+') do
        local offset = tonumber(level) * 2 ^ 40 + 2 ^ 39
        local low = string.format('%.0f', offset + first - base * 2 ^ tonumber(level))
        for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], low, string.format('%.0f', offset + last))) do
            ids[#ids + 1] = id
        end
    end
end
local found = {version}
for _, id in ipairs(ids) do
    local body = redis.call('HGET', KEYS[1], 'f:' .. id)
    if not body then
        redis.call('DEL', KEYS[1], KEYS[2])
        return false
    end
    found[#found + 1] = body
end
return found
"""
)

# ARGV: version, ttl_ms, then level, score, id, body per fact. Replaces the entry unless it
# holds the same or a newer version (a late writer never replaces a newer entry).
_REFERENCE_REPLACE = (
    _ENTRY_LEVELS
    + """
local current = tonumber(redis.call('HGET', KEYS[1], 'version'))
if current and current >= tonumber(ARGV[1]) then
    return 0
end
redis.call('DEL', KEYS[1], KEYS[2])
local levels = {}
file(3, levels)
seal(ARGV[1], ARGV[2], levels_of('', levels))
return 1
"""
)

# ARGV: version, ttl_ms, the number of removed ids, those ids, then level, score, id, body
# per added fact. Turns the entry of `version` into that of `version + 1`; any other is left.
_REFERENCE_ADVANCE = (
    _ENTRY_LEVELS
    + """
if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then
    return 0
end
if not consistent() then
    redis.call('DEL', KEYS[1], KEYS[2])
    return 0
end
local removed = tonumber(ARGV[3])
for i = 4, 3 + removed do
    redis.call('ZREM', KEYS[2], ARGV[i])
    redis.call('HDEL', KEYS[1], 'f:' .. ARGV[i])
end
local levels = {}
file(4 + removed, levels)
seal(tonumber(ARGV[1]) + 1, ARGV[2], levels_of(redis.call('HGET', KEYS[1], 'levels'), levels))
return 1
"""
)


def _call(operation: Callable[[], T], what: str) -> T:
    try:
        return operation()
    except redis.RedisError as exc:
        raise Unavailable(
            f"the {what} is unavailable; try again shortly", code="store_unavailable", detail=f"Redis: {exc!r}"
        ) from exc


def redis_client(url: str, timeout_seconds: float, ca_cert: str | None = None) -> redis.Redis:
    """A lazily connecting client that gives up within about two timeouts.

    One retry lets a pooled connection that died with a restarted server reconnect;
    redis-py's default of ten backed-off retries would hold a request for many seconds.
    A rediss:// URL speaks TLS; `ca_cert` (PEM) is then the one authority its server
    certificate must chain to (Memorystore's instance CA).

    A new connection says only HELLO before its first command: redis-py would also send CLIENT
    SETINFO twice (a library name for CLIENT LIST) and CLIENT MAINT_NOTIFICATIONS (Redis
    Enterprise's; the open-source Redis 7 of Memorystore answers it with an error), each a round
    trip that a cold start's first request waits for.
    """
    tls = {"ssl_ca_data": ca_cert, "ssl_cert_reqs": "required"} if ca_cert and url.startswith("rediss://") else {}
    return redis.Redis.from_url(
        url,
        socket_timeout=timeout_seconds,
        socket_connect_timeout=timeout_seconds,
        retry=Retry(NoBackoff(), 1),
        driver_info=None,
        maint_notifications_config=MaintNotificationsConfig(enabled=False),
        **tls,
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
        # The client does not decode responses: a live entry's fields are bytes.
        if expires_us is None or not isinstance(body, bytes) or int(expires_us) <= to_us(self._clock.now()):
            return None
        return body.decode()

    def _put(self, key: str, body: str, ttl_us: int, *, unless_live: bool) -> bool:
        """Store `body` for `ttl_us` of the clock; False when a live entry was kept instead."""
        if ttl_us <= 0:
            return True  # stored and expired at once: nothing to keep
        now_us = to_us(self._clock.now())
        ttl_ms = max(1, ttl_us // 1000)
        if unless_live:
            arguments: list[str | int] = ["expires_us", now_us, now_us + ttl_us, ttl_ms, body]
            return bool(self._call(lambda: self._put_unless_above(keys=[key], args=arguments)) == 1)
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
        from ..domain.commits import PendingConfirmation

        body = self._live_body(f"{self._prefix}:pending:{pending_id}")
        return PendingConfirmation.model_validate_json(body) if body is not None else None

    def remember_once(self, key: str, ttl_seconds: int) -> bool:
        return self._put(f"{self._prefix}:seen:{key}", "", ttl_seconds * 1_000_000, unless_live=True)

    def _question_key(self, user_id: str) -> str:
        return f"{self._prefix}:user:{user_id}:question"

    def save_question(self, question: OpenQuestion, ttl_seconds: int) -> None:
        key = self._question_key(question.user_id)
        self._put(key, question.model_dump_json(), ttl_seconds * 1_000_000, unless_live=False)

    def get_question(self, user_id: str) -> OpenQuestion | None:
        body = self._live_body(self._question_key(user_id))
        return OpenQuestion.model_validate_json(body) if body is not None else None

    def drop_question(self, user_id: str) -> None:
        self._call(lambda: self._redis.delete(self._question_key(user_id)))


class RedisReferenceCache:
    """ReferenceCache: each user's active facts, filed by interval level, with their version.

    Two keys per user, written together by Lua scripts and given the same TTL:
    `{prefix}:user:{uid}:reference:v2`, a hash {version, levels, count, f:{fact_id}: Fact JSON},
    and `{prefix}:user:{uid}:reference:v2:spans`, a sorted set of the fact ids scored by level
    and start (`_score`), so a lookup reads one score range per level, as Firestore does, and
    the series (a band of their own) whole. An
    entry whose two keys disagree (one evicted, or tampered with) is dropped when read.
    """

    def __init__(self, client: redis.Redis, prefix: str = "moss", ttl_seconds: int = 1800) -> None:
        self._redis, self._prefix, self._ttl_ms = client, prefix, ttl_seconds * 1000
        self._read = client.register_script(_REFERENCE_READ)
        self._replace = client.register_script(_REFERENCE_REPLACE)
        self._advance = client.register_script(_REFERENCE_ADVANCE)

    def _keys(self, user_id: str) -> list[str]:
        # v2: series filed in a band of their own (issue 28); entries filed before it expire unread.
        key = f"{self._prefix}:user:{user_id}:reference:v2"
        return [key, f"{key}:spans"]

    def _entry(self, user_id: str, arguments: list[int]) -> ReferenceFacts | None:
        from ..domain.commits import ReferenceFacts

        found = _call(lambda: self._read(keys=self._keys(user_id), args=arguments), "reference cache")
        if not found:
            return None
        try:
            facts = [Fact.model_validate_json(body) for body in found[1:]]
        except ValueError:
            self.discard(user_id)
            return None
        return ReferenceFacts(version=int(found[0]), facts=facts)

    def get(self, user_id: str) -> ReferenceFacts | None:
        return self._entry(user_id, [])

    def overlapping(self, user_id: str, start: datetime, end: datetime) -> ReferenceFacts | None:
        from ..domain.commits import ReferenceFacts

        entry = self._entry(user_id, window_arguments(start, end))
        if entry is None:
            return None
        facts = select_facts(entry.facts, FactStatus.ACTIVE, start, end)
        return ReferenceFacts(
            version=entry.version, facts=with_series(facts, select_series(entry.facts, FactStatus.ACTIVE, start, end))
        )

    def put(self, user_id: str, entry: ReferenceFacts) -> None:
        arguments: list[str | int] = [entry.version, self._ttl_ms]
        for fact in entry.facts:
            arguments += _filed(fact)
        _call(lambda: self._replace(keys=self._keys(user_id), args=arguments), "reference cache")

    def advance(self, user_id: str, version: int, added: list[Fact], removed: list[Fact]) -> None:
        arguments: list[str | int] = [version, self._ttl_ms, len(removed), *(f.id for f in removed)]
        for fact in added:
            arguments += _filed(fact)
        _call(lambda: self._advance(keys=self._keys(user_id), args=arguments), "reference cache")

    def discard(self, user_id: str) -> None:
        _call(lambda: self._redis.delete(*self._keys(user_id)), "reference cache")


# The copy of a user who has set no zone: no IANA name is empty.
_NO_TIMEZONE = ""


class RedisProfileCache:
    """ProfileCache: `{prefix}:user:{uid}:timezone`, a string with the reference cache's TTL, empty
    for a user who has set no zone."""

    def __init__(self, client: redis.Redis, prefix: str = "moss", ttl_seconds: int = 1800) -> None:
        self._redis, self._prefix, self._ttl_seconds = client, prefix, ttl_seconds

    def _key(self, user_id: str) -> str:
        return f"{self._prefix}:user:{user_id}:timezone"

    def get(self, user_id: str) -> CachedTimezone | None:
        found = _call(lambda: self._redis.get(self._key(user_id)), "profile cache")
        if not isinstance(found, bytes):  # the client does not decode responses
            return None
        return CachedTimezone(found.decode() or None)

    def put(self, user_id: str, timezone: str | None, *, replace: bool) -> None:
        copy = _NO_TIMEZONE if timezone is None else timezone
        _call(
            lambda: self._redis.set(self._key(user_id), copy, ex=self._ttl_seconds, nx=not replace),
            "profile cache",
        )


# One moving window per part of a quota, all in one round trip: KEYS[i] lists the times of
# part i's last requests, newest first; ARGV: now, then each part's limit and window seconds.
# Parts are checked in order, and each that admits the request records it, so a request a
# later part refuses still counts against the earlier ones. Returns the seconds to wait, as a
# string (a Lua number would be truncated), or nothing when every part admits it.
_HIT_MOVING_WINDOWS = """
local now = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
    local limit, window = tonumber(ARGV[2 * i]), tonumber(ARGV[2 * i + 1])
    local oldest = tonumber(redis.call('LINDEX', key, limit - 1))
    if oldest and oldest >= now - window then
        return tostring(oldest + window - now)
    end
    redis.call('LPUSH', key, ARGV[1])
    redis.call('LTRIM', key, 0, limit - 1)
    redis.call('EXPIRE', key, window)
end
return false
"""


class RedisQuota:
    """Quota: each part's window in `{prefix}:quota:{{key}}:{limit}/{seconds}` (one hash slot per key),
    shared by every instance on this Redis. When Redis cannot be reached the request is let
    through and the outage logged: a quota protects capacity, it holds nothing a user could
    lose, so failing closed would turn a cache outage into a full one."""

    def __init__(self, rates: str, client: redis.Redis, prefix: str = "moss") -> None:
        self._rates, self._prefix = parse_rates(rates), prefix
        self._hit = client.register_script(_HIT_MOVING_WINDOWS)

    def hit(self, key: str) -> int | None:
        keys = [f"{self._prefix}:quota:{{{key}}}:{rate.limit}/{rate.window_seconds}" for rate in self._rates]
        arguments = [time.time(), *(value for rate in self._rates for value in rate)]
        try:
            wait = _call(lambda: self._hit(keys=keys, args=arguments), "quota store")
        except Unavailable as outage:
            log.warning("quota store unavailable; request let through", extra={"detail": outage.detail})
            return None
        return None if wait is None else seconds_to_wait(float(wait))


def window_arguments(start: datetime, end: datetime) -> list[int]:
    """The read script's arguments for [start, end): its first and last second (rounded outwards), level 0's length."""
    return [to_us(start) // 1_000_000, -(-to_us(end) // 1_000_000), BASE_US // 1_000_000]


def _score(level: int, start_s: int) -> int:
    """Level, then start in seconds, in one exact double: 2^40 per level, starts offset by 2^39 s."""
    return level * 2**40 + 2**39 + start_s


def _filed(fact: Fact) -> list[str | int]:
    """A fact's level and score: a one-off fact's by its span; a series in the band below 0,
    level `s` (no level of the window scans), read whole with any window: a small set per user."""
    start_us, end_us = to_us(fact.start_time), to_us(fact.end_time)
    if fact.recurrence is not None:
        return ["s", _score(-1, start_us // 1_000_000), fact.id, fact.model_dump_json()]
    level = level_of(start_us, end_us)
    return [level, _score(level, start_us // 1_000_000), fact.id, fact.model_dump_json()]
