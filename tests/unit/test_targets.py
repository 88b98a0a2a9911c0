"""What a change makes of a fact (domain.targets.changed): wall-clock times in the user's zone."""

from __future__ import annotations

from datetime import date, datetime
from zoneinfo import ZoneInfo

from moss.domain.models import Change, Fact, FactDraft
from moss.domain.targets import changed

NEW_YORK = ZoneInfo("America/New_York")


def meeting(start: datetime, end: datetime) -> Fact:
    draft = FactDraft(predicate="meeting", object_value="review", start_time=start, end_time=end)
    return Fact.from_draft(draft, fact_id="f_review", message_id="m_1")


def test_a_move_across_a_dst_change_keeps_the_time_of_day():
    review = meeting(datetime(2027, 3, 5, 10, tzinfo=NEW_YORK), datetime(2027, 3, 5, 11, tzinfo=NEW_YORK))
    moved = changed(review, Change(day=date(2027, 3, 15)), NEW_YORK)
    assert moved is not None
    assert (moved.start_time.hour, moved.end_time.hour) == (10, 11)
    assert moved.start_time.utcoffset() != review.start_time.utcoffset(), "EDT after the change, EST before"


def test_a_move_into_the_hour_the_clocks_skip_is_refused():
    review = meeting(datetime(2027, 3, 5, 1, 30, tzinfo=NEW_YORK), datetime(2027, 3, 5, 2, 30, tzinfo=NEW_YORK))
    assert changed(review, Change(day=date(2027, 3, 14)), NEW_YORK) is None  # 02:30 does not exist that day
    assert changed(review, Change(day=date(2027, 3, 15)), NEW_YORK) is not None
