"""The Redis reference-facts cache between function instances: never stale, memory on a hit, optional.

Each "instance" is an app of its own (`build_app`) over one durable store (a SQLite file or
the Firestore emulator) and one real redis-server, as Cloud Functions instances share
Firestore and Memorystore.
"""

from __future__ import annotations

import logging
import time
from datetime import timedelta
from pathlib import Path

import pytest
import redis

from moss.adapters.redis_store import RedisReferenceCache, redis_client, window_arguments
from moss.adapters.sqlite import SqliteStore, _SqliteTransaction
from moss.bootstrap import build_app
from moss.domain.commits import ReferenceFacts
from moss.domain.errors import Unavailable
from moss.domain.models import Decision, Fact, FactDraft, FactStatus, Interval, Status
from moss.settings import Settings
from moss.usecases import UseCases
from moss.usecases.confirm import Confirm
from moss.usecases.lint_commit import LintCommit
from moss.usecases.parse import Parse
from moss.usecases.query import Query

from ..apps import app_settings
from ..fakes import SEED_NOW, SEED_SCRIPT, FakeClock, ScriptedParser, at

CALL = "Customer call Friday at 3pm."
DEV_MEETING = "Schedule a dev team meeting for Friday at 10 AM."
DESIGN_REVIEW = "Book a design review Friday at 10:30."  # overlaps the dev team meeting
VACATION = "I'm taking all day off tomorrow, Friday (7/17). Add it to my calendar."
KEY = "moss:user:alice:reference"


def settings(data_dir: Path, redis_url: str, reference_cache: str = "redis", fact_store: str = "sqlite") -> Settings:
    return app_settings(
        data_dir=data_dir,
        fact_store=fact_store,
        working_store="sqlite",
        reference_cache=reference_cache,
        redis_url=redis_url,
        redis_timeout_seconds=0.5,
        firestore_project="demo-moss",
    )


def instance(data_dir: Path, redis_url: str, reference_cache: str = "redis", fact_store: str = "sqlite") -> UseCases:
    """One function instance: its own app and clients over the shared durable store and Redis."""
    chosen = settings(data_dir, redis_url, reference_cache, fact_store)
    return build_app(chosen, clock=FakeClock(SEED_NOW), parser=ScriptedParser(SEED_SCRIPT)).usecases


def say(usecases: UseCases, text: str):
    message_id = usecases.handle(Parse("alice", text, now=SEED_NOW)).message_id
    return usecases.handle(LintCommit("alice", message_id))


def reference_cache(redis_url: str) -> RedisReferenceCache:
    return RedisReferenceCache(redis_client(redis_url, timeout_seconds=2.0))


def cached_entry(redis_url: str) -> ReferenceFacts | None:
    return reference_cache(redis_url).get("alice")


def forge(redis_url: str, version: int, facts: list[Fact]) -> None:
    cache = reference_cache(redis_url)
    cache.discard("alice")
    cache.put("alice", ReferenceFacts(version=version, facts=facts))


def present_entry(redis_url: str) -> ReferenceFacts:
    entry = cached_entry(redis_url)
    assert entry is not None, "the reference cache holds no entry"
    return entry


@pytest.fixture
def redis_url(redis_server) -> str:
    redis_server.flush()
    return redis_server.url


@pytest.fixture(params=["sqlite", "firestore"])
def fact_store(request) -> str:
    """The durable store the instances share, emptied for the test."""
    if request.param == "firestore":
        request.getfixturevalue("firestore_emulator").reset()
    return request.param


@pytest.fixture
def durable_reads(monkeypatch) -> list[str]:
    """Every read of facts that reaches the SQLite store, by method name."""
    reads: list[str] = []

    def spy(cls, name: str) -> None:
        original = getattr(cls, name)

        def counted(self, *args, **kwargs):
            reads.append(name)
            return original(self, *args, **kwargs)

        monkeypatch.setattr(cls, name, counted)

    spy(_SqliteTransaction, "active_overlapping")
    spy(_SqliteTransaction, "active_facts")
    spy(SqliteStore, "list_facts")
    return reads


@pytest.mark.parametrize("other_cache", ["redis", "none"])
def test_a_commit_by_another_instance_is_never_linted_against_a_stale_cache(
    tmp_path, redis_url, fact_store, other_cache
):
    first = instance(tmp_path, redis_url, fact_store=fact_store)
    # "none": an instance that commits without touching the cache, e.g. mid-rollout or with its Redis unreachable.
    second = instance(tmp_path, redis_url, reference_cache=other_cache, fact_store=fact_store)
    assert say(first, CALL).status is Status.SUCCESS
    cached_before = present_entry(redis_url)
    assert [f.object_value for f in cached_before.facts] == ["customer call"]

    assert say(second, DEV_MEETING).status is Status.SUCCESS
    if other_cache == "none":
        assert cached_entry(redis_url) == cached_before, "the cache still holds the version before the meeting"

    review = say(first, DESIGN_REVIEW)
    assert review.status is Status.CONFIRM_REQUIRED
    assert [f.object_value for f in review.conflicts] == ["dev team meeting"]
    assert sorted(f.object_value for f in present_entry(redis_url).facts) == ["customer call", "dev team meeting"]


@pytest.mark.parametrize(
    "forgery",
    [
        pytest.param(lambda url, version, facts: forge(url, version - 1, []), id="stale-version"),
        pytest.param(lambda url, version, facts: forge(url, version + 5, []), id="ahead-of-the-store"),
        pytest.param(
            lambda url, version, facts: redis.Redis.from_url(url).hset(KEY, f"f:{facts[0].id}", "{not json"),
            id="unreadable",
        ),
        # What an eviction of one of the entry's two keys leaves: the hash without the spans.
        pytest.param(lambda url, version, facts: redis.Redis.from_url(url).delete(f"{KEY}:spans"), id="keys-disagree"),
    ],
)
def test_a_forged_or_corrupted_entry_is_ignored_and_replaced(tmp_path, redis_url, fact_store, forgery):
    usecases = instance(tmp_path, redis_url, fact_store=fact_store)
    assert say(usecases, DEV_MEETING).status is Status.SUCCESS
    version = usecases.deps.facts.version("alice")
    entry = cached_entry(redis_url)
    assert entry is not None
    # Each leaves an entry that, trusted, would let the review pass silently.
    forgery(redis_url, version, entry.facts)

    review = say(usecases, DESIGN_REVIEW)
    assert review.status is Status.CONFIRM_REQUIRED
    assert [f.object_value for f in review.conflicts] == ["dev team meeting"]
    repaired = present_entry(redis_url)
    assert repaired.version == usecases.deps.facts.version("alice") == version + 1
    assert [f.object_value for f in repaired.facts] == ["dev team meeting"]


def test_lint_and_queries_read_memory_on_a_hit(tmp_path, redis_url, durable_reads):
    usecases = instance(tmp_path, redis_url)
    assert say(usecases, CALL).status is Status.SUCCESS
    assert durable_reads == ["active_facts"], "the first lint hydrates the cache from the durable store"

    durable_reads.clear()
    assert say(usecases, DEV_MEETING).status is Status.SUCCESS
    assert say(usecases, DESIGN_REVIEW).status is Status.CONFIRM_REQUIRED
    friday = usecases.handle(Query("alice", window=Interval(start_time=at(17), end_time=at(18))))
    assert [f.object_value for f in friday.facts] == ["dev team meeting", "customer call"]
    assert durable_reads == [], "hits read no fact from the durable store"


def test_without_the_cache_every_lint_reads_the_durable_store(tmp_path, redis_url, durable_reads):
    usecases = instance(tmp_path, redis_url, reference_cache="none")
    say(usecases, CALL)
    say(usecases, DEV_MEETING)
    assert durable_reads == ["active_overlapping", "active_overlapping"]
    assert cached_entry(redis_url) is None


def test_a_redis_outage_leaves_lint_and_queries_on_the_durable_store(tmp_path, own_redis, durable_reads, caplog):
    usecases = instance(tmp_path, own_redis.url)
    assert say(usecases, VACATION).status is Status.SUCCESS

    own_redis.stop()
    caplog.set_level(logging.WARNING, logger="moss.adapters.cached")
    started = time.monotonic()
    conflict = say(usecases, DEV_MEETING)
    assert conflict.status is Status.CONFIRM_REQUIRED, "the vacation is found in the durable store"
    approved = usecases.handle(Confirm("alice", conflict.pending_id, Decision.APPROVE))
    assert approved.status is Status.SUCCESS
    friday = usecases.deps.facts.list_facts("alice", FactStatus.ACTIVE, at(17), at(18))
    assert sorted(f.object_value for f in friday) == ["Vacation", "dev team meeting"]
    assert time.monotonic() - started < 5, "an unreachable cache costs a refused connection, not a hang"
    assert "active_overlapping" in durable_reads and "list_facts" in durable_reads
    assert "reference cache unavailable" in caplog.text

    own_redis.start()
    assert say(usecases, DESIGN_REVIEW).status is Status.CONFIRM_REQUIRED
    restored = present_entry(own_redis.url)
    assert restored.version == usecases.deps.facts.version("alice")
    assert sorted(f.object_value for f in restored.facts) == ["Vacation", "dev team meeting"]


def test_the_cache_needs_a_fact_store_that_outlives_the_process(tmp_path, redis_url):
    with pytest.raises(Unavailable) as refused:
        build_app(settings(tmp_path, redis_url, fact_store="memory"), parser=ScriptedParser(SEED_SCRIPT))
    assert refused.value.code == "cache_unconfigured"


def test_a_hit_reads_the_facts_near_the_window_from_redis_not_the_whole_entry(redis_url):
    """Two years of meetings and a 180-day leave cached: a lookup's script returns the overlapping facts only."""
    cache = reference_cache(redis_url)
    leave = Fact.from_draft(
        FactDraft(predicate="vacation", object_value="Vacation", start_time=at(1, month=1), end_time=at(30, month=6)),
        fact_id="leave",
        message_id="m_leave",
    )
    meetings = []
    for day in range(2 * 365):
        start = at(1, 9, month=1) - timedelta(days=365) + timedelta(days=day)
        draft = FactDraft(
            predicate="meeting", object_value="sync", start_time=start, end_time=start + timedelta(hours=1)
        )
        meetings.append(Fact.from_draft(draft, fact_id=f"m{day}", message_id=f"m_{day}"))
    cache.put("alice", ReferenceFacts(version=3, facts=[leave, *meetings]))
    window = (at(17, 9), at(17, 12))
    returned = cache._read(keys=cache._keys("alice"), args=window_arguments(*window))
    # The version, the window's meeting, and the leave: it starts less than its level's length
    # (2^13 h) before the window. None of the other 729 meetings.
    assert len(returned) == 3
    in_window = cache.overlapping("alice", *window)
    assert in_window is not None and [f.id for f in in_window.facts] == [meetings[365 + 197].id]
    inside_leave = cache.overlapping("alice", at(3, 10, month=3), at(3, 11, month=3))
    assert inside_leave is not None and [f.id for f in inside_leave.facts] == ["leave"] and inside_leave.version == 3
