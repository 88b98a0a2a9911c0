"""Every labelled series of recurrence_corpus.jsonl parses exactly as labelled: intent, title,
first occurrence (instant and wall time in the user's zone) and RRULE."""

from __future__ import annotations

import json
from datetime import datetime, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from moss.domain.recurrence import occurrences
from moss.parsing import RuleParser, recurrence

CORPUS = [
    json.loads(line)
    for line in Path(__file__).with_name("recurrence_corpus.jsonl").read_text(encoding="utf-8").splitlines()
    if line.strip()
]


def parse(parser: RuleParser, text: str, now: str = "2026-07-16T14:00:00+09:00", zone: str = "Asia/Seoul"):
    return parser.parse(text, now=datetime.fromisoformat(now), timezone=ZoneInfo(zone))


def test_corpus_is_large_and_bilingual() -> None:
    korean = [case for case in CORPUS if case["lang"] == "ko"]
    assert len(CORPUS) >= 80 and len(korean) >= len(CORPUS) // 2 - 1
    assert sum(1 for case in CORPUS if case["facts"] and case["facts"][0]["rrule"]) >= 80


@pytest.mark.parametrize("case", CORPUS, ids=lambda case: f"{case['lang']}:{case['text'][:60]}")
def test_corpus_case(parser: RuleParser, case: dict) -> None:
    result = parse(parser, case["text"], case["now"], case["zone"])
    assert result.intent.value == case["intent"] and result.language == case["lang"]
    assert [
        (
            f.predicate.value,
            f.object_value,
            f.start_time.isoformat(),
            f.end_time.isoformat(),
            f.recurrence.rrule if f.recurrence else None,
        )
        for f in result.facts
    ] == [(f["predicate"], f["title"], f["start"], f["end"], f["rrule"]) for f in case["facts"]]
    assert all(f.recurrence is None or f.recurrence.timezone == case["zone"] for f in result.facts)
    assert bool(result.reply) == case["asks"]


def test_the_two_utterances_of_the_issue(parser: RuleParser) -> None:
    standup = parse(parser, "Standup every weekday at 9:30").facts
    assert len(standup) == 1 and standup[0].recurrence.rrule == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
    one_on_one = parse(parser, "1:1 with my manager every other Tuesday at 2pm").facts
    assert [f.object_value for f in one_on_one] == ["1:1 with my manager"]
    assert one_on_one[0].recurrence.rrule == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"


def test_ends_bound_the_occurrences(parser: RuleParser) -> None:
    def count(text: str) -> int:
        (series,) = parse(parser, text).facts
        return len(occurrences([series], series.start_time, series.start_time + timedelta(days=800)))

    assert count("Coffee chat every Friday at 3pm, 10 times") == 10
    assert count("Code review every Wednesday at 4pm for 6 weeks") == 6
    assert count("매주 금요일 오전 11시 1:1 미팅 6번") == 6
    assert count("매일 오전 9시 스탠드업 8월 말까지") == 46  # Jul 17 - Aug 31
    assert count("Team sync the first Friday of every month at 3pm until the end of the year") == 5


def test_wall_clock_time_holds_after_the_dst_change(parser: RuleParser) -> None:
    (series,) = parse(
        parser,
        "Standup every weekday at 9:30 until the end of November",
        "2026-10-29T12:00:00-04:00",
        "America/New_York",
    ).facts
    found = occurrences([series], series.start_time, series.start_time + timedelta(days=60))
    assert len(found) == 22 and {f.start_time.strftime("%H:%M") for f in found} == {"09:30"}
    assert {f.start_time.utcoffset() for f in found} == {timedelta(hours=-4), timedelta(hours=-5)}


def test_the_cue_words_never_hide_a_repetition_the_patterns_would_read() -> None:
    """English texts without a cue skip the repetition patterns uncompiled: over every corpus,
    no text the patterns match lacks a cue."""
    texts = [
        json.loads(line)["text"]
        for corpus in ("corpus.jsonl", "recurrence_corpus.jsonl", "corrections_corpus.jsonl")
        for line in Path(__file__).with_name(corpus).read_text(encoding="utf-8").splitlines()
        if line.strip()
    ]
    extra = ["on Mondays", "on tues and thurs", "fortnightly sync", "annually on March 3", "weekdays at 9"]
    for text in texts + extra:
        matched = any(pattern.search(text) for pattern, _ in recurrence._EN_PATTERNS)
        assert recurrence._may_repeat(text) or not matched, text


@pytest.mark.parametrize(
    ("text", "rrule"),
    [("DA\u0130LY STANDUP AT 9AM", "FREQ=DAILY"), ("Standup on Monday\u017f at 9am", "FREQ=WEEKLY;BYDAY=MO")],
)
def test_case_folding_beyond_ascii_still_reads_the_repetition(parser: RuleParser, text: str, rrule: str) -> None:
    facts = parse(parser, text).facts
    assert [f.recurrence.rrule if f.recurrence else None for f in facts] == [rrule]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("I'm off every day from July 20 to July 31", "2026-07-20T00:00:00+09:00", "2026-07-21T00:00:00+09:00"),
        ("7월 20일부터 7월 31일까지 매일 휴가", "2026-07-20T00:00:00+09:00", "2026-07-21T00:00:00+09:00"),
        (
            "I'm off every day from July 20 to July 31 in the morning",
            "2026-07-20T09:00:00+09:00",
            "2026-07-20T13:00:00+09:00",
        ),
        ("Standup every day from July 20 to July 31 at 9am", "2026-07-20T09:00:00+09:00", "2026-07-20T10:00:00+09:00"),
    ],
)
def test_days_said_with_a_series_bound_it_and_each_occurrence_is_one_day(
    parser: RuleParser, text: str, start: str, end: str
) -> None:
    (series,) = parse(parser, text).facts
    assert (series.start_time.isoformat(), series.end_time.isoformat()) == (start, end)
    assert series.recurrence is not None and series.recurrence.rrule == "FREQ=DAILY;UNTIL=20260731T145959Z"
    found = occurrences([series], series.start_time, series.start_time + timedelta(days=60))
    assert len(found) == 12 and found[-1].end_time - found[-1].start_time == series.end_time - series.start_time


@pytest.mark.parametrize(
    "text",
    [
        "Team sync every Monday at 10am for 2 months starting September 7",
        "매주 월요일 오전 10시 팀 회의 9월 7일부터 2개월 동안",
    ],
)
def test_months_of_a_series_run_from_its_first_occurrence(parser: RuleParser, text: str) -> None:
    (series,) = parse(parser, text).facts
    assert series.start_time.isoformat() == "2026-09-07T10:00:00+09:00"
    assert series.recurrence is not None and series.recurrence.rrule.endswith(";UNTIL=20261106T145959Z")  # Nov 6
    found = occurrences([series], series.start_time, series.start_time + timedelta(days=800))
    assert [f.start_time.date().isoformat() for f in found][-1] == "2026-11-02" and len(found) == 9


@pytest.mark.parametrize(
    ("text", "now", "reply"),
    [
        (
            "Standup every weekday at 9am until June 31",
            "2026-07-16T14:00:00+09:00",
            "I can't find a day on the calendar for 'until June 31'. Until which day should it repeat?",
        ),
        (
            "Standup every weekday at 9am until 13/45",
            "2026-07-16T14:00:00+09:00",
            "I can't find a day on the calendar for 'until 13/45'. Until which day should it repeat?",
        ),
        (  # Feb 29 said after that of a leap year: as for a one-off date, no later leap year
            "Standup every day at 9am until 2/29",
            "2028-03-01T14:00:00+09:00",
            "I can't find a day on the calendar for 'until 2/29'. Until which day should it repeat?",
        ),
        (
            "매일 오전 9시 스탠드업 2월 29일까지",
            "2026-07-16T14:00:00+09:00",
            "'2월 29일까지'에 해당하는 날짜가 달력에 없어요. 언제까지 반복할까요?",
        ),
        (
            "매일 오전 9시 스탠드업 13월 말까지",
            "2026-07-16T14:00:00+09:00",
            "'13월 말까지'에 해당하는 날짜가 달력에 없어요. 언제까지 반복할까요?",
        ),
    ],
)
def test_an_end_on_no_calendar_date_is_asked_about(parser: RuleParser, text: str, now: str, reply: str) -> None:
    result = parse(parser, text, now)
    assert (result.intent.value, result.facts, result.reply) == ("WRITE", [], reply)


def test_a_feb_29_end_is_next_years_when_this_year_has_none(parser: RuleParser) -> None:
    (series,) = parse(parser, "Standup every day at 9am until 2/29", "2027-07-16T14:00:00+09:00").facts
    assert series.recurrence is not None and series.recurrence.rrule == "FREQ=DAILY;UNTIL=20280229T145959Z"


@pytest.mark.parametrize(
    ("text", "reply"),
    [
        ("Standup every day at 9am 0 times", "How many times should it repeat? A series has 1 to 1000 occurrences."),
        ("Standup every day at 9am 5000 times", "How many times should it repeat? A series has 1 to 1000 occurrences."),
        (
            "Standup every day at 9am " + "9" * 5000 + " times",
            "How many times should it repeat? A series has 1 to 1000 occurrences.",
        ),
        ("매일 오전 9시 스탠드업 0번", "몇 번 반복할까요? 반복은 1번부터 1000번까지 가능해요."),
        ("매일 오전 9시 스탠드업 1500번", "몇 번 반복할까요? 반복은 1번부터 1000번까지 가능해요."),
    ],
)
def test_a_count_out_of_range_is_asked_about(parser: RuleParser, text: str, reply: str) -> None:
    result = parse(parser, text)
    assert (result.intent.value, result.facts, result.reply) == ("WRITE", [], reply)


def test_a_count_of_the_maximum_is_kept(parser: RuleParser) -> None:
    (series,) = parse(parser, "Standup every day at 9am 1000 times").facts
    assert series.recurrence is not None and series.recurrence.rrule == "FREQ=DAILY;COUNT=1000"


@pytest.mark.parametrize(
    ("text", "rrule"),
    [
        ("Standup every 1000 days at 9am", "FREQ=DAILY;INTERVAL=1000"),
        ("100일마다 오전 9시 스탠드업", "FREQ=DAILY;INTERVAL=100"),
        ("Standup every day at 9am for 1000 weeks", "FREQ=DAILY;UNTIL=20450914T145959Z"),
        ("매일 오전 9시 스탠드업 1000일 동안", "FREQ=DAILY;UNTIL=20290411T145959Z"),
    ],
)
def test_intervals_and_spans_of_any_length_are_read_whole(parser: RuleParser, text: str, rrule: str) -> None:
    """Numbers of four digits and more were cut to their last digits, or dropped with the series."""
    (series,) = parse(parser, text).facts
    assert series.recurrence is not None and series.recurrence.rrule == rrule


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("Standup every 0 days at 9am", "How often should it repeat?"),
        ("Standup every 1001 days at 9am", "How often should it repeat?"),
        ("0일마다 오전 9시 스탠드업", "얼마나 자주 반복할까요?"),
        ("Standup every day at 9am for 0 days", "I can't find a day on the calendar for 'for 0 days'."),
        ("매일 오전 9시 스탠드업 0일 동안", "'0일 동안'에 해당하는 날짜가"),
        ("Standup every day at 9am for 99999 days", "I can't find a day on the calendar for 'for 99999 days'."),
    ],
)
def test_an_interval_or_span_out_of_range_is_asked_about(parser: RuleParser, text: str, asks: str) -> None:
    result = parse(parser, text)
    assert result.intent.value == "WRITE" and result.facts == [] and result.reply is not None
    assert result.reply.startswith(asks) or asks in result.reply


def test_a_long_end_is_quoted_back_cut_short(parser: RuleParser) -> None:
    reply = parse(parser, "Standup every day at 9am for " + "9" * 5000 + " days").reply
    assert reply is not None and len(reply) < 120


@pytest.mark.parametrize(
    ("text", "days", "rrule"),
    [
        ("vacation every year from Dec 24 to Dec 26", 3, "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24"),
        ("매년 12월 24일부터 26일까지 휴가", 3, "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=24"),
        ("vacation every week from Monday to Wednesday", 3, "FREQ=WEEKLY;BYDAY=MO"),
        ("Standup every Monday at 9am from July 20 to August 31", None, "FREQ=WEEKLY;BYDAY=MO;UNTIL=20260831T145959Z"),
    ],
)
def test_days_within_one_period_of_a_series_are_each_occurrence(
    parser: RuleParser, text: str, days: int | None, rrule: str
) -> None:
    """Days no longer than the rule's period are what each occurrence spans; longer ones bound the series."""
    (series,) = parse(parser, text).facts
    assert series.recurrence is not None and series.recurrence.rrule == rrule
    if days is not None:
        assert series.end_time - series.start_time == timedelta(days=days)
