"""Contexts of our own for the second recall probe (test_grounding_recall_probe2.py), in the shape of
blind_contexts.json's entries: a week with a weekly series, a vacation span over two weeks with a half day, a
series with a skipped occurrence, events crossing midnight, a day of back-to-back plans, an afternoon half day, a
weekend over the end of daylight saving time, a day that opens with a half day off, time off running into the
week asked from before it."""

from __future__ import annotations

SEOUL = "Asia/Seoul"

RAW_CONTEXTS: list[dict] = [
    {
        "id": "p2-ko-week",
        "timezone": SEOUL,
        "now": "2026-10-12T08:30:00+09:00",
        "window": ["2026-10-12T00:00:00+09:00", "2026-10-19T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "주간 팀 회의",
                "start": "2026-10-05T10:00:00+09:00",
                "end": "2026-10-05T11:00:00+09:00",
                "rrule": "FREQ=WEEKLY;BYDAY=MO",
            },
            {
                "predicate": "meeting",
                "value": "치과 예약",
                "start": "2026-10-14T19:00:00+09:00",
                "end": "2026-10-14T19:40:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "디자인 리뷰",
                "start": "2026-10-15T14:00:00+09:00",
                "end": "2026-10-15T15:30:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "팀 회식",
                "start": "2026-10-16T18:30:00+09:00",
                "end": "2026-10-16T21:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "엄마 생신 점심",
                "start": "2026-10-18T12:00:00+09:00",
                "end": "2026-10-18T14:00:00+09:00",
            },
        ],
        "note": "이번 주 일정 알려줘 (Monday morning, the week Mon 12 – Sun 18 October)",
    },
    {
        "id": "p2-ko-vacation-span",
        "timezone": SEOUL,
        "now": "2026-11-02T09:00:00+09:00",
        "window": ["2026-11-02T00:00:00+09:00", "2026-11-16T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-11-04T09:00:00+09:00",
                "end": "2026-11-04T13:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "인수인계 회의",
                "start": "2026-11-06T15:00:00+09:00",
                "end": "2026-11-06T16:00:00+09:00",
            },
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-11-09T00:00:00+09:00",
                "end": "2026-11-12T00:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "복귀 미팅",
                "start": "2026-11-12T10:00:00+09:00",
                "end": "2026-11-12T10:30:00+09:00",
            },
        ],
        "note": "이번 주랑 다음 주 휴가 일정 (Monday 2 November; a morning half day Wed 4, off Mon 9 – Wed 11)",
    },
    {
        "id": "p2-ko-series-skip",
        "timezone": SEOUL,
        "now": "2026-06-01T07:30:00+09:00",
        "window": ["2026-06-01T00:00:00+09:00", "2026-06-15T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "요가 수업",
                "start": "2026-05-05T07:00:00+09:00",
                "end": "2026-05-05T08:00:00+09:00",
                "rrule": "FREQ=WEEKLY;BYDAY=TU,TH",
                "exdates": ["2026-06-04T07:00:00+09:00"],
            },
            {
                "predicate": "meeting",
                "value": "병원 검진",
                "start": "2026-06-09T16:00:00+09:00",
                "end": "2026-06-09T16:30:00+09:00",
            },
        ],
        "note": "2주 동안 요가 몇 번 가? (Monday 1 June; yoga Tue/Thu at 7, Thu 4 June skipped)",
    },
    {
        "id": "p2-ko-midnight",
        "timezone": SEOUL,
        "now": "2026-04-03T20:00:00+09:00",
        "window": ["2026-04-04T00:00:00+09:00", "2026-04-06T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "친구 결혼식",
                "start": "2026-04-04T12:00:00+09:00",
                "end": "2026-04-04T14:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "야간 서버 점검",
                "start": "2026-04-04T23:00:00+09:00",
                "end": "2026-04-05T02:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "북한산 등산",
                "start": "2026-04-05T09:00:00+09:00",
                "end": "2026-04-05T13:00:00+09:00",
            },
        ],
        "note": "주말 일정 (asked Friday evening about Sat 4 – Sun 5 April)",
    },
    {
        "id": "p2-ko-busy-day",
        "timezone": SEOUL,
        "now": "2026-03-17T08:00:00+09:00",
        "window": ["2026-03-17T00:00:00+09:00", "2026-03-18T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "스탠드업",
                "start": "2026-03-17T09:30:00+09:00",
                "end": "2026-03-17T09:45:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "한빛상사 미팅",
                "start": "2026-03-17T11:00:00+09:00",
                "end": "2026-03-17T12:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "민지와 점심",
                "start": "2026-03-17T12:30:00+09:00",
                "end": "2026-03-17T13:30:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "분기 보고",
                "start": "2026-03-17T15:00:00+09:00",
                "end": "2026-03-17T16:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "필라테스",
                "start": "2026-03-17T19:30:00+09:00",
                "end": "2026-03-17T20:20:00+09:00",
            },
        ],
        "note": "오늘 일정 (Tuesday 17 March, asked at 8)",
    },
    {
        "id": "p2-ko-afternoon-off",
        "timezone": SEOUL,
        "now": "2026-08-26T18:00:00+09:00",
        "window": ["2026-08-27T00:00:00+09:00", "2026-08-28T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "주간 보고",
                "start": "2026-08-27T10:00:00+09:00",
                "end": "2026-08-27T11:00:00+09:00",
            },
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-08-27T14:00:00+09:00",
                "end": "2026-08-27T18:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "동생 생일 저녁",
                "start": "2026-08-27T19:00:00+09:00",
                "end": "2026-08-27T21:00:00+09:00",
            },
        ],
        "note": "내일 일정 (Thursday 27 August: an afternoon half day)",
    },
    {
        "id": "p2-ko-vacation-spill",
        "timezone": SEOUL,
        "now": "2026-12-06T20:00:00+09:00",
        "window": ["2026-12-07T00:00:00+09:00", "2026-12-14T00:00:00+09:00"],
        "facts": [
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-12-03T00:00:00+09:00",
                "end": "2026-12-09T00:00:00+09:00",
            },
            {
                "predicate": "meeting",
                "value": "복귀 면담",
                "start": "2026-12-09T10:00:00+09:00",
                "end": "2026-12-09T10:30:00+09:00",
            },
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-12-11T14:00:00+09:00",
                "end": "2026-12-11T18:00:00+09:00",
            },
        ],
        "note": "이번 주 휴가 언제까지야? (asked Sunday 6 Dec; off Thu 3 – Tue 8 Dec; Fri 11 afternoon off)",
    },
    {
        "id": "p2-en-ny-dst",
        "timezone": "America/New_York",
        "now": "2026-10-30T17:00:00-04:00",
        "window": ["2026-10-31T00:00:00-04:00", "2026-11-02T00:00:00-05:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "Halloween party",
                "start": "2026-10-31T19:00:00-04:00",
                "end": "2026-10-31T22:30:00-04:00",
            },
            {
                "predicate": "meeting",
                "value": "Brunch with Tom",
                "start": "2026-11-01T11:00:00-05:00",
                "end": "2026-11-01T12:30:00-05:00",
            },
            {
                "predicate": "meeting",
                "value": "Flight to Denver",
                "start": "2026-11-01T17:15:00-05:00",
                "end": "2026-11-01T19:45:00-05:00",
            },
        ],
        "note": "What's my weekend? (Sat 31 Oct – Sun 1 Nov; clocks go back at 2 AM Sunday)",
    },
    {
        "id": "p2-en-la-week",
        "timezone": "America/Los_Angeles",
        "now": "2026-05-11T08:00:00-07:00",
        "window": ["2026-05-11T00:00:00-07:00", "2026-05-18T00:00:00-07:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "Standup",
                "start": "2026-05-04T09:00:00-07:00",
                "end": "2026-05-04T09:15:00-07:00",
                "rrule": "FREQ=WEEKLY;BYDAY=MO,WE,FR",
                "exdates": ["2026-05-13T09:00:00-07:00"],
            },
            {
                "predicate": "meeting",
                "value": "Dentist",
                "start": "2026-05-12T15:30:00-07:00",
                "end": "2026-05-12T16:15:00-07:00",
            },
            {
                "predicate": "meeting",
                "value": "Launch review",
                "start": "2026-05-14T13:00:00-07:00",
                "end": "2026-05-14T14:30:00-07:00",
            },
            {
                "predicate": "meeting",
                "value": "Dinner with Sarah",
                "start": "2026-05-15T19:00:00-07:00",
                "end": "2026-05-15T21:00:00-07:00",
            },
            {
                "predicate": "meeting",
                "value": "Hike with Dan",
                "start": "2026-05-16T08:00:00-07:00",
                "end": "2026-05-16T11:00:00-07:00",
            },
        ],
        "note": "What's on this week? (Monday 11 May; standup Mon/Wed/Fri at 9, Wednesday's skipped)",
    },
    {
        "id": "p2-en-london-vacation",
        "timezone": "Europe/London",
        "now": "2026-07-02T10:00:00+01:00",
        "window": ["2026-07-06T00:00:00+01:00", "2026-07-20T00:00:00+01:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "Kickoff with Acme",
                "start": "2026-07-06T10:00:00+01:00",
                "end": "2026-07-06T11:00:00+01:00",
            },
            {
                "predicate": "meeting",
                "value": "Handover call",
                "start": "2026-07-07T16:00:00+01:00",
                "end": "2026-07-07T16:30:00+01:00",
            },
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-07-08T00:00:00+01:00",
                "end": "2026-07-15T00:00:00+01:00",
            },
            {
                "predicate": "meeting",
                "value": "Return sync",
                "start": "2026-07-15T09:30:00+01:00",
                "end": "2026-07-15T10:00:00+01:00",
            },
            {
                "predicate": "meeting",
                "value": "Team lunch",
                "start": "2026-07-17T12:00:00+01:00",
                "end": "2026-07-17T13:30:00+01:00",
            },
        ],
        "note": "What do the next two weeks look like? (asked Thursday 2 July about Mon 6 – Sun 19 July)",
    },
    {
        "id": "p2-en-chicago-day",
        "timezone": "America/Chicago",
        "now": "2026-02-18T07:30:00-06:00",
        "window": ["2026-02-18T00:00:00-06:00", "2026-02-19T00:00:00-06:00"],
        "facts": [
            {
                "predicate": "vacation",
                "value": "Vacation",
                "start": "2026-02-18T08:00:00-06:00",
                "end": "2026-02-18T12:00:00-06:00",
            },
            {
                "predicate": "meeting",
                "value": "Client call with Horizon",
                "start": "2026-02-18T13:00:00-06:00",
                "end": "2026-02-18T13:45:00-06:00",
            },
            {
                "predicate": "meeting",
                "value": "Design review",
                "start": "2026-02-18T14:00:00-06:00",
                "end": "2026-02-18T15:00:00-06:00",
            },
            {
                "predicate": "meeting",
                "value": "Coffee with Priya",
                "start": "2026-02-18T15:30:00-06:00",
                "end": "2026-02-18T16:00:00-06:00",
            },
            {
                "predicate": "meeting",
                "value": "Parent-teacher conference",
                "start": "2026-02-18T17:30:00-06:00",
                "end": "2026-02-18T18:00:00-06:00",
            },
        ],
        "note": "What's today like? (Wednesday 18 February, a morning half day off)",
    },
    {
        "id": "p2-en-sydney-nights",
        "timezone": "Australia/Sydney",
        "now": "2026-09-11T09:00:00+10:00",
        "window": ["2026-09-11T00:00:00+10:00", "2026-09-14T00:00:00+10:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "Concert at the Opera House",
                "start": "2026-09-11T21:00:00+10:00",
                "end": "2026-09-12T00:30:00+10:00",
            },
            {
                "predicate": "meeting",
                "value": "Lunch with Mia",
                "start": "2026-09-12T12:30:00+10:00",
                "end": "2026-09-12T14:00:00+10:00",
            },
            {
                "predicate": "meeting",
                "value": "Server migration",
                "start": "2026-09-12T23:00:00+10:00",
                "end": "2026-09-13T03:00:00+10:00",
            },
        ],
        "note": "Anything on this weekend? (Friday 11 – Sunday 13 September)",
    },
    {
        "id": "p2-en-berlin-light",
        "timezone": "Europe/Berlin",
        "now": "2026-04-14T07:00:00+02:00",
        "window": ["2026-04-14T00:00:00+02:00", "2026-04-15T00:00:00+02:00"],
        "facts": [
            {
                "predicate": "meeting",
                "value": "Physio",
                "start": "2026-04-14T08:00:00+02:00",
                "end": "2026-04-14T08:45:00+02:00",
            },
            {
                "predicate": "meeting",
                "value": "Board meeting",
                "start": "2026-04-14T16:00:00+02:00",
                "end": "2026-04-14T18:00:00+02:00",
            },
        ],
        "note": "How busy am I today? (Tuesday 14 April)",
    },
]
