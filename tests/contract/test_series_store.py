"""Series on every FactStore: kept apart from the interval lookup, found by any occurrence in a
window, listed once, exdates kept with their cause."""

from __future__ import annotations

from datetime import timedelta

from moss.domain.models import Fact, FactDraft, FactStatus
from moss.domain.recurrence import Recurrence, with_series

from ..fakes import at, meeting

WEEKDAYS = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"


def standup(rule: str = WEEKDAYS, fact_id: str = "s") -> Fact:
    """A 09:30 standup from Monday 2026-07-20 in Seoul."""
    draft = FactDraft(
        predicate="meeting",
        object_value="standup",
        start_time=at(20, 9, 30),
        end_time=at(20, 9, 45),
        recurrence=Recurrence(rrule=rule, timezone="Asia/Seoul"),
    )
    return Fact.from_draft(draft, fact_id=fact_id, message_id="m_s")


def add(store, *facts: Fact) -> None:
    store.atomically("alice", lambda tx: tx.add_facts(list(facts)))


def ids(facts) -> list[str]:
    return [f.id for f in facts]


def series(store, start, end, status=FactStatus.ACTIVE) -> list[str]:
    """The series found, through the store and through a transaction: both must agree."""
    listed = ids(store.list_series("alice", status, start, end))
    if status is FactStatus.ACTIVE:
        assert ids(store.atomically("alice", lambda tx: tx.active_series(start, end))) == listed
    return listed


def test_a_series_is_found_by_any_occurrence_and_listed_once(fact_store):
    add(fact_store, standup(), Fact.from_draft(meeting("review", 22, 14), fact_id="r", message_id="m_r"))
    listed = fact_store.list_facts("alice", FactStatus.ACTIVE)
    assert ids(listed) == ["s", "r"] and listed[0].recurrence.rrule == WEEKDAYS
    assert listed[0].start_time == at(20, 9, 30), "a series is stored as its first occurrence"
    # An occurrence months later, far from every one-off fact: a series lookup finds it, the
    # interval lookup does not (it reads facts by their own interval).
    later = at(9, 9, 40, month=11)  # a Monday
    assert series(fact_store, later, later + timedelta(minutes=1)) == ["s"]
    assert fact_store.list_facts("alice", FactStatus.ACTIVE, later, later + timedelta(minutes=1)) == []
    assert fact_store.atomically("alice", lambda tx: tx.active_overlapping(later, later + timedelta(hours=1))) == []
    # Between occurrences, and on a weekend: nothing.
    assert series(fact_store, at(21, 10), at(21, 12)) == []
    assert series(fact_store, at(25), at(27)) == []
    # Half-open: a window ending when an occurrence starts does not hold it.
    assert series(fact_store, at(21, 9), at(21, 9, 30), None) == []
    assert series(fact_store, at(22, 9), at(22, 15), None) == ["s"]
    assert ids(fact_store.list_facts("alice", None, at(20, 9), at(20, 10))) == ["s"], "its first occurrence"


def test_a_series_with_an_end_is_not_found_after_it(fact_store):
    add(fact_store, standup("FREQ=WEEKLY;BYDAY=MO;COUNT=3", "three"), standup("FREQ=DAILY;UNTIL=20260722T235959Z", "u"))
    assert series(fact_store, at(3, month=8), at(4, month=8)) == ["three"]
    assert series(fact_store, at(10, month=8), at(11, month=8)) == []
    assert series(fact_store, at(22), at(23)) == ["u"]
    assert series(fact_store, at(23), at(24)) == []


def test_skipped_occurrences_keep_their_cause_and_are_not_found(fact_store):
    add(fact_store, standup())
    skipped = fact_store.atomically("alice", lambda tx: tx.skip_occurrences("s", [at(22, 9, 30)], "m_vac"))
    assert skipped.recurrence.exdates == [at(22, 9, 30)] and skipped.recurrence.exdated_by == ["m_vac"]
    again = fact_store.atomically(
        "alice", lambda tx: tx.skip_occurrences("s", [at(22, 9, 30), at(24, 9, 30)], "m_later")
    )
    assert again.recurrence.exdated_by == ["m_vac", "m_later"], "a skipped day keeps its first cause"
    stored = fact_store.get_fact("alice", "s")
    assert stored.status is FactStatus.ACTIVE and stored.recurrence.exdates == [at(22, 9, 30), at(24, 9, 30)]
    assert series(fact_store, at(22), at(23)) == []
    assert series(fact_store, at(23), at(24)) == ["s"]
    assert series(fact_store, at(24), at(25)) == []


def test_unskipping_brings_back_only_what_its_cause_skipped(fact_store):
    add(fact_store, standup())
    fact_store.atomically("alice", lambda tx: tx.skip_occurrences("s", [at(22, 9, 30)], "m_vac"))
    fact_store.atomically("alice", lambda tx: tx.skip_occurrences("s", [at(24, 9, 30)], "m_other"))
    back = fact_store.atomically(
        "alice", lambda tx: tx.unskip_occurrences("s", [at(22, 9, 30), at(24, 9, 30)], "m_vac")
    )
    assert back.recurrence.exdates == [at(24, 9, 30)] and back.recurrence.exdated_by == ["m_other"]
    assert fact_store.get_fact("alice", "s").recurrence.exdates == [at(24, 9, 30)]
    assert series(fact_store, at(22), at(23)) == ["s"]
    assert series(fact_store, at(24), at(25)) == []
    assert fact_store.atomically("alice", lambda tx: tx.unskip_occurrences("missing", [at(22)], "m_vac")) is None


def test_only_active_series_take_exdates_and_invalidation_ends_a_series(fact_store):
    add(fact_store, standup(), Fact.from_draft(meeting("review", 22, 14), fact_id="r", message_id="m_r"))
    assert fact_store.atomically("alice", lambda tx: tx.skip_occurrences("r", [at(22, 14)], "m_x")) is None
    assert fact_store.atomically("alice", lambda tx: tx.skip_occurrences("missing", [at(22, 14)], "m_x")) is None
    fact_store.atomically("alice", lambda tx: tx.invalidate(["s"], "m_stop"))
    assert fact_store.atomically("alice", lambda tx: tx.skip_occurrences("s", [at(23, 9, 30)], "m_x")) is None
    later = at(9, 9, month=11)
    assert series(fact_store, later, later + timedelta(days=1)) == []
    assert series(fact_store, later, later + timedelta(days=1), FactStatus.INACTIVE) == ["s"]


def test_a_series_one_step_invalidates_is_not_rewritten_in_that_step(fact_store):
    """Every store ends the step with the series inactive, its body and its status agreeing."""
    add(fact_store, standup())

    def invalidate_then_skip(tx):
        tx.invalidate(["s"], "m_stop")
        return tx.skip_occurrences("s", [at(23, 9, 30)], "m_x")

    assert fact_store.atomically("alice", invalidate_then_skip) is None
    stored = fact_store.get_fact("alice", "s")
    assert stored is not None and stored.status is FactStatus.INACTIVE and not stored.recurrence.exdates
    assert ids(fact_store.list_facts("alice")) == ["s"] and ids(fact_store.list_facts("alice", FactStatus.ACTIVE)) == []


def test_a_series_skipped_then_invalidated_in_one_step_is_inactive_everywhere(fact_store):
    """Through a reference cache too: the skip must not bring the invalidated series back."""
    add(fact_store, standup())
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_facts())) == ["s"]  # a warm cache, if any

    def skip_then_invalidate(tx):
        tx.skip_occurrences("s", [at(23, 9, 30)], "m_x")
        return tx.invalidate(["s"], "m_stop")

    assert ids(fact_store.atomically("alice", skip_then_invalidate)) == ["s"]
    assert ids(fact_store.list_facts("alice", FactStatus.ACTIVE)) == []
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_facts())) == []
    stored = fact_store.get_fact("alice", "s")
    assert stored is not None and stored.status is FactStatus.INACTIVE


def test_fifty_series_do_not_widen_the_one_off_lookup(fact_store):
    """Series live beside one-off facts: a window far from every series finds only what is in it."""
    add(fact_store, *(standup(f"FREQ=WEEKLY;BYDAY=MO;COUNT={n + 1}", f"s{n:02}") for n in range(50)))
    add(fact_store, Fact.from_draft(meeting("review", 22, 14), fact_id="r", message_id="m_r"))
    far = at(1, month=12) + timedelta(days=400)
    assert series(fact_store, far, far + timedelta(days=1)) == []
    assert ids(fact_store.atomically("alice", lambda tx: tx.active_overlapping(at(22), at(23)))) == ["r"]
    monday = at(20, month=7) + timedelta(weeks=49)
    assert series(fact_store, monday, monday + timedelta(days=1)) == ["s49"]


def test_a_window_lists_its_facts_and_its_series_together(fact_store):
    review = Fact.from_draft(meeting("review", 22, 14), fact_id="r", message_id="m_r")
    add(fact_store, standup(), review, Fact.from_draft(meeting("old", 22, 16), fact_id="o", message_id="m_o"))
    fact_store.atomically("alice", lambda tx: tx.invalidate(["o"], "m_x"))
    later = at(9, 9, 40, month=11)
    for start, end in ((at(22), at(23)), (later, later + timedelta(hours=1)), (at(25), at(27))):
        for status in (None, FactStatus.ACTIVE, FactStatus.INACTIVE):
            expected = with_series(
                fact_store.list_facts("alice", status, start, end), fact_store.list_series("alice", status, start, end)
            )
            assert ids(fact_store.list_window("alice", status, start, end)) == ids(expected), (start, status)
    assert ids(fact_store.list_window("alice", None, at(22), at(23))) == ["s", "r", "o"]
    assert ids(fact_store.list_window("alice", FactStatus.ACTIVE, later, later + timedelta(hours=1))) == ["s"]
