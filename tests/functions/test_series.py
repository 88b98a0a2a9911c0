"""Series through the functions with the rule parser: the linter over occurrences, skipped
occurrences with provenance, queries that list occurrences, memories that list series once."""

from __future__ import annotations

import pytest

from moss.parsing import RuleParser

from ..apps import app_settings, installed_app
from ..fakes import SEED_NOW
from .test_functions import call

NOW = SEED_NOW.isoformat()  # Thursday 2026-07-16 14:00 in Seoul


@pytest.fixture
def moss_app(tmp_path):
    with installed_app(app_settings(data_dir=tmp_path), parser=RuleParser()) as app:
        yield app


class Speaker:
    """Alice, saying utterances through parse and then lint_commit or query."""

    def __init__(self, client_for, user: str) -> None:
        self.client_for, self.user = client_for, user

    def __call__(self, text: str) -> dict:
        parsed = call(self.client_for, "parse", self.user, {"text": text, "now": NOW}).get_json()
        assert parsed["intent"] in ("WRITE", "QUERY"), parsed
        target = "lint_commit" if parsed["intent"] == "WRITE" else "query"
        response = call(self.client_for, target, self.user, {"message_id": parsed["message_id"]})
        assert response.status_code == 200, response.get_json()
        return response.get_json() | {"said": parsed["message_id"]}


@pytest.fixture
def say(client_for, token) -> Speaker:
    return Speaker(client_for, token("alice"))


def window(client_for, token: str, start: str, end: str) -> dict:
    return call(client_for, "query", token, {"start_time": start, "end_time": end}).get_json()


def memories(client_for, token: str) -> list[dict]:
    return call(client_for, "memories", token, method="get", query_string={"status": "all"}).get_json()["facts"]


def test_a_one_off_meeting_over_an_occurrence_asks_and_approving_skips_only_that_day(say, client_for):
    standup = say("Standup every weekday at 9:30")
    assert standup["status"] == "SUCCESS" and "every weekday" in standup["reply"]
    (series,) = standup["committed"]
    assert series["recurrence"]["rrule"] == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"

    clash = say("Design review on 7/22 at 9am")
    assert clash["status"] == "CONFIRM_REQUIRED" and clash["conflict_type"] == "MEETING_OVERLAP"
    assert [c["id"] for c in clash["conflicts"]] == [series["id"]], "the conflict names the series"
    assert clash["conflicts"][0]["start_time"] == "2026-07-22T09:30:00+09:00", "...at its clashing occurrence"
    assert "Standup" in clash["reply"] and "every weekday" in clash["reply"]

    approved = call(client_for, "confirm", say.user, {"pending_id": clash["pending_id"], "decision": "approve"})
    approved = approved.get_json()
    assert approved["status"] == "SUCCESS_WITH_OVERWRITE"
    assert [(f["id"], f["start_time"]) for f in approved["invalidated"]] == [
        (series["id"], "2026-07-22T09:30:00+09:00")
    ]
    stored = {f["id"]: f for f in memories(client_for, say.user)}
    assert stored[series["id"]]["status"] == "active", "the series itself stays"
    assert stored[series["id"]]["recurrence"]["exdates"] == ["2026-07-22T09:30:00+09:00"]
    assert stored[series["id"]]["recurrence"]["exdated_by"] == [clash["said"]]

    wednesday = window(client_for, say.user, "2026-07-22T00:00:00+09:00", "2026-07-23T00:00:00+09:00")
    assert [f["object_value"] for f in wednesday["facts"]] == ["Design review"]
    thursday = window(client_for, say.user, "2026-07-23T00:00:00+09:00", "2026-07-24T00:00:00+09:00")
    assert [(f["id"], f["start_time"]) for f in thursday["facts"]] == [(series["id"], "2026-07-23T09:30:00+09:00")]


def test_a_vacation_over_a_series_makes_only_the_overlapped_occurrences_inactive(say, client_for):
    (series,) = say("Standup every weekday at 9:30")["committed"]
    vacation = say("I'm off from 7/22 to 7/24")
    assert vacation["status"] == "SUCCESS_WITH_OVERWRITE"
    assert [f["start_time"] for f in vacation["invalidated"]] == [
        "2026-07-22T09:30:00+09:00",
        "2026-07-23T09:30:00+09:00",
        "2026-07-24T09:30:00+09:00",
    ]
    stored = next(f for f in memories(client_for, say.user) if f["id"] == series["id"])
    assert stored["status"] == "active" and stored["recurrence"]["exdated_by"] == [vacation["said"]] * 3
    why = call(client_for, "memories", say.user, method="get", path=f"/{series['id']}/provenance").get_json()
    assert "skipped" in why["explanation"] and "Jul 22" in why["explanation"]
    week = window(client_for, say.user, "2026-07-20T00:00:00+09:00", "2026-07-27T00:00:00+09:00")
    standups = [f["start_time"][:10] for f in week["facts"] if f["predicate"] == "meeting"]
    assert standups == ["2026-07-20", "2026-07-21"]


def test_a_new_series_hitting_vacations_asks_and_lists_the_clashing_dates(say):
    say("I'm off on 7/24")
    say("I'm off on 8/7")
    asked = say("Sync every Friday at 3pm")
    assert asked["status"] == "CONFIRM_REQUIRED" and asked["conflict_type"] == "VACATION_OVERLAP"
    assert "Fri Jul 24" in asked["reply"] and "Fri Aug 7" in asked["reply"] and "Clashing dates" in asked["reply"]
    assert asked["committed"] == []
    korean = say("매주 금요일 오후 3시 싱크 미팅")
    assert (
        korean["status"] == "CONFIRM_REQUIRED"
        and "겹치는 날짜" in korean["reply"]
        and "7월 24일(금)" in korean["reply"]
    )


def test_a_new_series_over_a_one_off_meeting_asks(say):
    meeting = say("Customer call on 7/29 at 2pm")
    asked = say("1:1 with my manager every other Tuesday at 2pm")
    assert asked["status"] == "SUCCESS", "every other Tuesday: Jul 21, Aug 4, never Wednesday the 29th"
    asked = say("Team meeting every Wednesday at 2pm")
    assert asked["status"] == "CONFIRM_REQUIRED" and asked["conflict_type"] == "MEETING_OVERLAP"
    assert [c["id"] for c in asked["conflicts"]] == [meeting["committed"][0]["id"]]


def test_queries_list_occurrences_and_their_context_stays_flat_in_the_number_of_series(say, client_for):
    say("Standup every weekday at 9:30")
    week = ("2026-07-20T00:00:00+09:00", "2026-07-27T00:00:00+09:00")
    before = window(client_for, say.user, *week)
    assert [f["start_time"][:10] for f in before["facts"]] == [f"2026-07-{d}" for d in range(20, 25)]
    assert "every" not in before["context"] and before["context"].count("Standup") == 5
    for hour in range(7, 22):
        say(f"Review every Saturday at {hour}:00")  # 15 more series, none of them on a weekday
    after = window(client_for, say.user, *week)
    assert len(after["facts"]) == 5 + 15, "each series once a week: one occurrence on Saturday 7/25"
    weekdays = ("2026-07-20T00:00:00+09:00", "2026-07-25T00:00:00+09:00")
    assert window(client_for, say.user, *weekdays)["context_tokens"] == before["context_tokens"]
    assert len(memories(client_for, say.user)) == 16, "memories list each series once"


def test_memories_expand_a_series_into_its_occurrences_and_skipped_days(say, client_for):
    (series,) = say("Standup every weekday at 9:30")["committed"]
    vacation = say("I'm off on 7/22")
    week = {"start_time": "2026-07-20T00:00:00+09:00", "end_time": "2026-07-25T00:00:00+09:00"}

    def listed(**options) -> list[tuple]:
        response = call(client_for, "memories", say.user, method="get", query_string={**week, **options})
        assert response.status_code == 200, response.get_json()
        return [
            (f["id"], f["start_time"][:10], f["status"], f["invalidated_by_message_id"])
            for f in response.get_json()["facts"]
        ]

    assert [row[0] for row in listed()] == [series["id"], vacation["committed"][0]["id"]], "once, by default"
    days = ["2026-07-20", "2026-07-21", "2026-07-22", "2026-07-23", "2026-07-24"]
    expanded = [row for row in listed(expand="true") if row[0] == series["id"]]
    assert expanded == [
        (
            series["id"],
            day,
            "inactive" if day == "2026-07-22" else "active",
            vacation["said"] if day == "2026-07-22" else None,
        )
        for day in days
    ]
    assert [row[1] for row in listed(expand="true", status="active") if row[0] == series["id"]] == [
        d for d in days if d != "2026-07-22"
    ]
    assert listed(expand="true", status="inactive") == [(series["id"], "2026-07-22", "inactive", vacation["said"])]
    bad = call(client_for, "memories", say.user, method="get", query_string={"expand": "true"})
    assert bad.status_code == 400 and bad.get_json()["error"]["code"] == "invalid_window"
    bad = call(client_for, "memories", say.user, method="get", query_string={**week, "expand": "maybe"})
    assert bad.status_code == 400


def occurrences_between(client_for, token: str, start: str, end: str) -> list[str]:
    return [f["start_time"] for f in window(client_for, token, start, end)["facts"] if f["recurrence"]]


@pytest.mark.parametrize(
    ("series_text", "skip_text", "cancel_from_text"),
    [
        ("Standup every weekday at 9:30", "skip Friday's standup", "cancel the standup from next month"),
        ("매주 평일 오전 9시 30분 스탠드업", "금요일 스탠드업 건너뛸게", "다음 달부터 스탠드업 취소해줘"),
    ],
)
def test_this_one_and_from_then_on_said_in_words(client_for, token, series_text, skip_text, cancel_from_text):
    alice = token("alice")
    say = Speaker(client_for, alice)
    (series,) = say(series_text)["committed"]
    assert series["recurrence"] is not None

    skipped = say(skip_text)
    assert skipped["status"] == "SUCCESS"
    assert [f["start_time"] for f in skipped["invalidated"]] == ["2026-07-17T09:30:00+09:00"]
    friday = ("2026-07-17T00:00:00+09:00", "2026-07-18T00:00:00+09:00")
    assert occurrences_between(client_for, alice, *friday) == []
    monday = ("2026-07-20T00:00:00+09:00", "2026-07-21T00:00:00+09:00")
    assert occurrences_between(client_for, alice, *monday) == ["2026-07-20T09:30:00+09:00"]

    ended = say(cancel_from_text)
    (shorter,) = ended["committed"]
    assert shorter["replaces"] == series["id"] and "UNTIL=20260731T145959Z" in shorter["recurrence"]["rrule"]
    assert shorter["recurrence"]["exdates"] == ["2026-07-17T09:30:00+09:00"], "the skipped Friday stays skipped"
    august = ("2026-08-03T00:00:00+09:00", "2026-08-04T00:00:00+09:00")
    assert occurrences_between(client_for, alice, *august) == []
    july_end = ("2026-07-31T00:00:00+09:00", "2026-08-01T00:00:00+09:00")
    assert occurrences_between(client_for, alice, *july_end) == ["2026-07-31T09:30:00+09:00"]


def test_an_end_on_no_calendar_date_asks_back(client_for, token):
    alice = token("alice")
    for text in ("Standup every weekday at 9am until June 31", "매일 오전 9시 스탠드업 2월 29일까지"):
        parsed = call(client_for, "parse", alice, {"text": text, "now": NOW})
        assert parsed.status_code == 200, parsed.get_json()
        assert parsed.get_json()["facts"] == [] and "?" in parsed.get_json()["reply"]
