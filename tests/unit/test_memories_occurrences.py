"""GET /memories with occurrences=true: a series as the occurrences a calendar draws."""

from __future__ import annotations

import pytest

from moss.domain.errors import BadRequest
from moss.domain.models import Fact
from moss.usecases.memories import ListMemories

from ..contract.test_series_store import standup
from ..fakes import at, meeting


def test_a_series_is_listed_once_or_as_its_occurrences_in_the_window(usecases):
    stored = [standup(), Fact.from_draft(meeting("review", 22, 15), fact_id="r", message_id="m_r")]
    usecases.deps.facts.atomically("alice", lambda tx: tx.add_facts(stored))
    week = {"start": at(20, 0), "end": at(27, 0)}

    once = usecases.handle(ListMemories("alice", **week)).facts
    assert [(f.id, f.start_time) for f in once] == [("s", at(20, 9, 30)), ("r", at(22, 15))]

    drawn = usecases.handle(ListMemories("alice", **week, occurrences=True)).facts
    standups = [f for f in drawn if f.id == "s"]
    assert [f.start_time for f in standups] == [at(day, 9, 30) for day in (20, 21, 22, 23, 24)]
    assert all(
        f.recurrence is not None and f.end_time - f.start_time == at(20, 9, 45) - at(20, 9, 30) for f in standups
    )
    assert [f.id for f in drawn if f.id != "s"] == ["r"]


def test_occurrences_need_a_window(usecases):
    with pytest.raises(BadRequest):
        usecases.handle(ListMemories("alice", occurrences=True))
