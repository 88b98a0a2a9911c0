"""Expansion of series: wall-clock times across DST, all-day occurrences, exdates, bounds."""

from __future__ import annotations

import random
import time
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from pydantic import ValidationError

from moss.domain.models import Fact, FactDraft
from moss.domain.policy import default_policy, overlapping_spans
from moss.domain.recurrence import Recurrence, has_occurrence, lint_span, occurrences, series_end

NEW_YORK = ZoneInfo("America/New_York")
BERLIN = ZoneInfo("Europe/Berlin")


def series(start: datetime, end: datetime, rule: str, **recurrence) -> Fact:
    draft = FactDraft(
        predicate="meeting",
        object_value="standup",
        start_time=start,
        end_time=end,
        recurrence=Recurrence(rrule=rule, timezone=str(start.tzinfo), **recurrence),
    )
    return Fact.from_draft(draft, fact_id="s", message_id="m")


def test_wall_clock_time_holds_across_the_dst_change():
    weekly = series(
        datetime(2026, 10, 26, 9, 30, tzinfo=NEW_YORK), datetime(2026, 10, 26, 10, tzinfo=NEW_YORK), "FREQ=WEEKLY"
    )
    found = occurrences([weekly], datetime(2026, 10, 1, tzinfo=NEW_YORK), datetime(2026, 11, 10, tzinfo=NEW_YORK))
    assert [f.start_time.strftime("%m-%d %H:%M %z") for f in found] == [
        "10-26 09:30 -0400",
        "11-02 09:30 -0500",
        "11-09 09:30 -0500",
    ]
    assert all(f.end_time - f.start_time == timedelta(minutes=30) and f.id == "s" for f in found)


def test_all_day_occurrences_span_their_local_day_on_dst_days():
    sundays = FactDraft(
        predicate="vacation",
        object_value="Vacation",
        start_time=datetime(2026, 3, 22, tzinfo=BERLIN),
        end_time=datetime(2026, 3, 23, tzinfo=BERLIN),
        recurrence=Recurrence(rrule="FREQ=WEEKLY;COUNT=3", timezone="Europe/Berlin"),
    )
    found = occurrences([sundays], datetime(2026, 3, 1, tzinfo=BERLIN), datetime(2026, 5, 1, tzinfo=BERLIN))
    elapsed = [f.end_time.astimezone(UTC) - f.start_time.astimezone(UTC) for f in found]
    assert [(f.start_time.day, length) for f, length in zip(found, elapsed, strict=True)] == [
        (22, timedelta(hours=24)),
        (29, timedelta(hours=23)),  # the clocks go forward that night
        (5, timedelta(hours=24)),
    ]
    assert series_end(sundays) == datetime(2026, 4, 6, tzinfo=BERLIN)


@pytest.mark.parametrize(
    ("zones", "first"),
    [
        (("UTC", "Europe/London"), datetime(2026, 1, 5, 9, tzinfo=UTC)),
        (("America/Phoenix", "America/Denver"), datetime(2026, 1, 5, 16, tzinfo=UTC)),
    ],
)
def test_series_at_one_instant_in_two_zones_expand_each_in_its_own_zone(zones, first):
    """Equal in winter, one of the two zones moves its clocks in summer: the caches keep them apart."""
    for _ in range(2):  # the second round reads what the first one cached
        for name in zones:
            zone = ZoneInfo(name)
            start = first.astimezone(zone)
            weekly = series(start, start + timedelta(hours=1), "FREQ=WEEKLY;BYDAY=MO;INTERVAL=1")
            day = datetime(2026, 7, 6, tzinfo=zone)
            found = occurrences([weekly], day, day + timedelta(days=1))
            assert [(f.start_time, f.end_time) for f in found] == [
                (day.replace(hour=start.hour), day.replace(hour=start.hour + 1))
            ], name
            assert found[0].start_time.utcoffset() == day.utcoffset(), name
            assert series_end(series(start, start + timedelta(hours=1), "FREQ=WEEKLY;COUNT=30")) == datetime(
                2026, 7, 27, start.hour + 1, tzinfo=zone
            )


def test_a_start_the_clocks_skip_is_shifted_by_the_gap_and_keeps_its_length():
    """RFC 5545: 02:00 on the night Berlin jumps to 03:00 is 03:00 CEST, for the usual hour."""
    sundays = series(datetime(2026, 3, 8, 2, tzinfo=BERLIN), datetime(2026, 3, 8, 3, tzinfo=BERLIN), "FREQ=WEEKLY")
    found = occurrences([sundays], datetime(2026, 3, 29, tzinfo=BERLIN), datetime(2026, 3, 30, tzinfo=BERLIN))
    assert [(f.start_time.isoformat(), f.end_time.isoformat()) for f in found] == [
        ("2026-03-29T03:00:00+02:00", "2026-03-29T04:00:00+02:00")
    ]
    at_half_past_three = datetime(2026, 3, 29, 3, 30, tzinfo=BERLIN)
    assert occurrences([sundays], at_half_past_three, at_half_past_three + timedelta(minutes=1)) == found


def test_a_whole_day_from_a_midnight_the_clocks_skip_still_ends_at_midnight():
    santiago = ZoneInfo("America/Santiago")  # 2026-09-06 00:00 does not exist: the clocks jump to 01:00
    days = series(datetime(2026, 9, 4, tzinfo=santiago), datetime(2026, 9, 5, tzinfo=santiago), "FREQ=DAILY")
    found = occurrences([days], datetime(2026, 9, 6, 12, tzinfo=santiago), datetime(2026, 9, 6, 13, tzinfo=santiago))
    assert [(f.start_time.isoformat(), f.end_time.isoformat()) for f in found] == [
        ("2026-09-06T01:00:00-03:00", "2026-09-07T00:00:00-03:00")
    ]


def test_exdates_and_one_off_facts_in_the_window():
    weekly = series(
        datetime(2026, 7, 6, 9, tzinfo=BERLIN),
        datetime(2026, 7, 6, 10, tzinfo=BERLIN),
        "FREQ=WEEKLY",
        exdates=[datetime(2026, 7, 13, 9, tzinfo=BERLIN)],
        exdated_by=["m_skip"],
    )
    one_off = Fact.from_draft(
        FactDraft(
            predicate="meeting",
            object_value="review",
            start_time=datetime(2026, 7, 14, 9, tzinfo=BERLIN),
            end_time=datetime(2026, 7, 14, 10, tzinfo=BERLIN),
        ),
        fact_id="r",
        message_id="m",
    )
    found = occurrences(
        [one_off, weekly], datetime(2026, 7, 6, 9, 30, tzinfo=BERLIN), datetime(2026, 7, 21, tzinfo=BERLIN)
    )
    assert [(f.id, f.start_time.day) for f in found] == [("s", 6), ("r", 14), ("s", 20)], (
        "an occurrence overlapping the window's start counts; the exdate is left out"
    )


def test_skipping_adds_exdates_once_with_their_cause():
    weekly = series(datetime(2026, 7, 6, 9, tzinfo=BERLIN), datetime(2026, 7, 6, 10, tzinfo=BERLIN), "FREQ=WEEKLY")
    once = weekly.skipping([datetime(2026, 7, 20, 9, tzinfo=BERLIN)], "m_1")
    assert once is not None
    twice = once.skipping(
        [datetime(2026, 7, 20, 7, tzinfo=ZoneInfo("UTC")), datetime(2026, 7, 13, 9, tzinfo=BERLIN)], "m_2"
    )
    assert twice is not None and twice.recurrence is not None
    assert [d.day for d in twice.recurrence.exdates] == [13, 20] and twice.recurrence.exdated_by == ["m_2", "m_1"]
    ended = once.invalidated("m_3")
    assert ended is not None and ended.skipping([datetime(2026, 7, 27, 9, tzinfo=BERLIN)], "m_4") is None


def test_lint_span_covers_a_bounded_series_and_the_first_year_of_an_unbounded_one():
    start, end = datetime(2026, 7, 6, 9, tzinfo=BERLIN), datetime(2026, 7, 6, 10, tzinfo=BERLIN)
    assert lint_span([series(start, end, "FREQ=WEEKLY;COUNT=4")]) == (start, datetime(2026, 7, 27, 10, tzinfo=BERLIN))
    assert lint_span([series(start, end, "FREQ=WEEKLY")])[1] - start == timedelta(days=366)


@pytest.mark.parametrize("count", ["", ";COUNT=3"])
def test_a_rule_that_names_no_day_has_no_occurrence_and_ends_with_its_first(count):
    start = datetime(2026, 7, 30, 10, tzinfo=NEW_YORK)
    never = series(start, start + timedelta(hours=1), f"FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30{count}")
    assert not has_occurrence(never)
    assert series_end(never) == (start + timedelta(hours=1) if count else None)
    assert has_occurrence(series(start, start + timedelta(hours=1), f"FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29{count}"))


@pytest.mark.parametrize(
    "rule",
    [
        "FREQ=DAILY;BYSETPOS=2",  # a day holds one occurrence: there is no second
        "FREQ=DAILY;INTERVAL=2;BYDAY=MO,WE;BYSETPOS=3",
        "FREQ=DAILY;INTERVAL=7;BYDAY=MO",  # from a Thursday, every seventh day is a Thursday
        "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6",  # no month has six Mondays
    ],
)
def test_a_rule_that_never_lands_is_told_without_walking_the_calendar_to_the_year_9999(rule):
    """Issue 30: such a rule in a 217-byte upload took dateutil 5 s of CPU to say no (2.6 s,
    0.6 s, 0.3 s for the others); walked from its start moved whole 400-year cycles on, a tenth."""
    start = datetime(2026, 7, 30, 10, tzinfo=NEW_YORK)
    used = time.process_time()
    assert not has_occurrence(series(start, start + timedelta(hours=1), rule))
    assert time.process_time() - used < 1.5


def test_a_rule_must_land_within_eight_years_of_its_start_and_before_its_until():
    start = datetime(2026, 7, 30, 10, tzinfo=NEW_YORK)
    leap_mondays = "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO"  # 2044, then 2072
    assert not has_occurrence(series(start, start + timedelta(hours=1), leap_mondays))
    assert has_occurrence(
        series(datetime(2040, 1, 1, 10, tzinfo=NEW_YORK), datetime(2040, 1, 1, 11, tzinfo=NEW_YORK), leap_mondays)
    )
    leap_day = "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29"  # 2028
    assert has_occurrence(series(start, start + timedelta(hours=1), leap_day + ";UNTIL=20280301T000000Z"))
    assert not has_occurrence(series(start, start + timedelta(hours=1), leap_day + ";UNTIL=20280201T000000Z"))


@pytest.mark.parametrize(
    ("rule", "first"),
    [("FREQ=DAILY;BYMONTH=6", datetime(2026, 5, 31, 10)), ("FREQ=WEEKLY;BYMONTH=2", datetime(2026, 1, 30, 10))],
)
def test_a_rule_naming_only_months_has_occurrences_on_every_day_its_frequency_gives(rule, first):
    """Told by its yearly form first, such a rule must not be read as falling on its start's day alone."""
    start = first.replace(tzinfo=NEW_YORK)
    assert has_occurrence(series(start, start + timedelta(hours=1), rule))


@pytest.mark.parametrize(
    "rule",
    [
        "FREQ=HOURLY",
        "FREQ=MINUTELY",
        "FREQ=SECONDLY",
        # more than once a day on a daily, weekly or yearly rule: the review's 89 s, 1 GB import
        "FREQ=DAILY;BYHOUR=0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23;BYMINUTE=0,30",
        "FREQ=WEEKLY;BYMINUTE=0,15,30,45",
        "FREQ=YEARLY;BYSECOND=1,2",
        "FREQ=DAILY;UNTIL=99991231T000000Z",  # beyond the calendar's years
        "FREQ=WEEKLY;COUNT=5000",
        "FREQ=WEEKLY;UNTIL=20261231T000000",
        "DTSTART:20260101T000000\nRRULE:FREQ=DAILY",
        "FREQ=SOMETIMES",
        "",
    ],
)
def test_rules_outside_calendar_series_are_rejected(rule):
    with pytest.raises(ValidationError):
        Recurrence(rrule=rule)


def test_exdates_must_each_have_a_cause_and_zones_must_exist():
    with pytest.raises(ValidationError):
        Recurrence(rrule="FREQ=DAILY", exdates=[datetime(2026, 7, 6, tzinfo=BERLIN)])
    with pytest.raises(ValidationError):
        Recurrence(rrule="FREQ=DAILY", timezone="Mars/Olympus")
    assert Recurrence(rrule="rrule:freq=weekly;byday=mo").rrule == "FREQ=WEEKLY;BYDAY=MO"


@pytest.mark.parametrize(
    "rule",
    [
        "FREQ=DAILY",
        "FREQ=DAILY;INTERVAL=3",
        "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
        "FREQ=WEEKLY;INTERVAL=3",
        "FREQ=MONTHLY;BYDAY=1FR",
        "FREQ=MONTHLY;BYDAY=-1TH;INTERVAL=2",
        "FREQ=MONTHLY;BYMONTHDAY=31",
        "FREQ=MONTHLY",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
        "FREQ=YEARLY",
        "FREQ=WEEKLY;BYDAY=MO;UNTIL=20300101T000000Z",
        "FREQ=DAILY;COUNT=900",
    ],
)
@pytest.mark.parametrize("first_day", [1, 13, 31])
def test_expanding_far_from_the_start_finds_what_walking_from_the_start_finds(rule, first_day):
    """Expansion skips a series' past by moving DTSTART by whole periods: the same occurrences."""
    first = datetime(2024, 1, first_day, 9, 30, tzinfo=NEW_YORK)
    weekly = series(first, first + timedelta(hours=1), rule)
    for start in (
        datetime(2024, 3, 9, tzinfo=NEW_YORK),
        datetime(2026, 10, 28, tzinfo=NEW_YORK),
        datetime(2028, 2, 20, tzinfo=NEW_YORK),
    ):
        end = start + timedelta(days=45)
        walked = [o for o in occurrences([weekly], first, end) if o.end_time > start and o.start_time < end]
        assert occurrences([weekly], start, end) == walked


def test_the_sweep_finds_exactly_the_overlapping_pairs():
    """overlapping_spans against every pair, on random intervals with ties and touching ends."""
    rng = random.Random(17)
    base = datetime(2026, 7, 1, tzinfo=BERLIN)

    def random_spans(count: int) -> list[tuple[datetime, datetime, None]]:
        starts = [base + timedelta(minutes=15 * rng.randint(0, 400)) for _ in range(count)]
        return [(s, s + timedelta(minutes=15 * rng.randint(1, 12)), None) for s in starts]

    for _ in range(20):
        left, right = random_spans(rng.randint(0, 40)), random_spans(rng.randint(0, 40))
        every_pair = [(i, j) for i, a in enumerate(left) for j, b in enumerate(right) if a[0] < b[1] and b[0] < a[1]]
        assert overlapping_spans(left, right) == every_pair


def test_a_new_series_is_linted_occurrence_by_occurrence_against_series_and_vacations():
    first = datetime(2026, 7, 6, 9, 30, tzinfo=BERLIN)  # a Monday
    standups = series(first, first + timedelta(minutes=30), "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
    retro = series(first + timedelta(days=4, hours=7), first + timedelta(days=4, hours=8), "FREQ=WEEKLY;INTERVAL=2")
    vacation = Fact.from_draft(
        FactDraft(
            predicate="vacation",
            object_value="Vacation",
            start_time=datetime(2026, 8, 3, tzinfo=BERLIN),
            end_time=datetime(2026, 8, 5, tzinfo=BERLIN),
        ),
        fact_id="v",
        message_id="m_v",
    )
    sync = FactDraft(
        predicate="meeting",
        object_value="sync",
        start_time=first + timedelta(minutes=15),
        end_time=first + timedelta(minutes=45),
        recurrence=Recurrence(rrule="FREQ=WEEKLY;BYDAY=MO;COUNT=6", timezone="Europe/Berlin"),
    )
    decision = default_policy().evaluate([sync], [standups.model_copy(update={"id": "s"}), retro, vacation])
    assert decision.conflict_type == "VACATION_OVERLAP", "the strongest rule first in table order"
    assert [c.start_time.day for c in decision.clashes] == [6, 13, 20, 27, 3, 10], "every Monday meets a standup"
    overlaps = {(f.existing.id, f.existing.start_time.date().isoformat()) for f in decision.firings}
    mondays = ["2026-07-06", "2026-07-13", "2026-07-20", "2026-07-27", "2026-08-03", "2026-08-10"]
    assert overlaps == {("s", day) for day in mondays} | {("v", "2026-08-03")}
