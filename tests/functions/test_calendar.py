"""iCalendar out and in through the functions: MOSS's .ics read back by `icalendar` and by an
independent expander (`recurring-ical-events`), compared occurrence by occurrence with MOSS's
own expansion across DST changes; subscription URLs; imports through the linter."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any
from zoneinfo import ZoneInfo

import pytest
import recurring_ical_events
from icalendar import Calendar, Component

from moss.domain import ics as ics_module
from moss.domain.ics import kept_zones
from moss.domain.models import FactStatus
from moss.domain.recurrence import occurrences
from moss.parsing import RuleParser
from moss.usecases.profile import SetTimezone

from ..apps import app_settings, installed_app
from .test_functions import assert_error, call
from .test_series import moss_app  # noqa: F401  (the app on the rule parser)

NEW_YORK, BERLIN = ZoneInfo("America/New_York"), ZoneInfo("Europe/Berlin")
YEAR = (datetime(2026, 10, 1, tzinfo=NEW_YORK), datetime(2027, 10, 1, tzinfo=NEW_YORK))


@pytest.fixture
def user(client_for, token, moss_app):  # noqa: F811
    def make(name: str, zone: str = "America/New_York") -> dict:
        moss_app.usecases.handle(SetTimezone(name, zone))
        bearer = token(name)

        def say(text: str, now: str, timezone: str = zone) -> dict:
            parsed = call(client_for, "parse", bearer, {"text": text, "now": now, "timezone": timezone}).get_json()
            assert parsed["intent"] == "WRITE" and parsed["facts"], parsed
            return call(client_for, "lint_commit", bearer, {"message_id": parsed["message_id"]}).get_json()

        return {"name": name, "token": bearer, "say": say}

    return make


def calendar_of(client_for, bearer: str) -> bytes:
    response = call(client_for, "calendar", bearer, method="get", path="/calendar.ics")
    assert response.status_code == 200 and response.mimetype == "text/calendar", response.get_data(as_text=True)
    return response.get_data()


def import_calendar(client_for, bearer: str, ics: bytes):
    return client_for("calendar").post(
        "/calendar/import", data=ics, headers={"Authorization": f"Bearer {bearer}", "Content-Type": "text/calendar"}
    )


def fill(alice: dict) -> None:
    """Series across the DST changes of New York (Nov 1) and Berlin (Oct 25, Mar 28), one-offs, a vacation."""
    now = "2026-10-01T12:00:00-04:00"
    assert alice["say"]("Standup every weekday at 9:30", now)["status"] == "SUCCESS"
    assert alice["say"]("Team sync the first Friday of every month at 3pm", now)["status"] == "SUCCESS"
    retro = alice["say"]("Retro every other Friday at 5pm", "2026-10-01T18:00:00+02:00", "Europe/Berlin")
    assert retro["status"] == "SUCCESS", "11:00 in New York, after the standup"
    assert alice["say"]("Code review every Wednesday at 4pm for 6 weeks", now)["status"] == "SUCCESS"
    vacation = alice["say"]("I'm off from 11/2 to 11/4", now)
    assert vacation["status"] == "SUCCESS_WITH_OVERWRITE", "the vacation skips three standups and a review"
    assert alice["say"]("Dentist appointment on 10/20 at 7am", now)["status"] == "SUCCESS"


def events(ics: bytes) -> list[Component]:
    return Calendar.from_ical(ics).walk("VEVENT")


def field(component: Component, name: str) -> Any:
    """A property as the library holds it (icalendar types each property as a union of all kinds)."""
    return component[name]


def test_the_calendar_is_rfc_5545_with_uids_dates_rules_and_zones(user, client_for, moss_app):  # noqa: F811
    alice = user("alice")
    fill(alice)
    ics = calendar_of(client_for, alice["token"])
    calendar = Calendar.from_ical(ics)
    facts = {f.id: f for f in moss_app.usecases.deps.facts.list_facts("alice", FactStatus.ACTIVE)}
    by_uid = {str(field(e, "UID")): e for e in calendar.walk("VEVENT")}
    assert set(by_uid) == set(facts), "one VEVENT per active fact, UID = fact id"
    vacation = next(e for e in by_uid.values() if str(field(e, "SUMMARY")) == "Vacation")
    assert field(vacation, "DTSTART").dt == date(2026, 11, 2) and field(vacation, "DTEND").dt == date(2026, 11, 5)
    assert field(vacation, "DTSTART").params["VALUE"] == "DATE"
    standup = next(e for e in by_uid.values() if str(field(e, "SUMMARY")) == "Standup")
    assert field(standup, "DTSTART").params["TZID"] == "America/New_York"
    assert field(standup, "RRULE").to_ical() == b"FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"
    assert [d.dt.day for d in field(standup, "EXDATE").dts] == [2, 3, 4]
    retro = next(e for e in by_uid.values() if str(field(e, "SUMMARY")) == "Retro")
    assert field(retro, "DTSTART").params["TZID"] == "Europe/Berlin", "a series keeps its own zone"
    assert {str(field(z, "TZID")) for z in calendar.walk("VTIMEZONE")} == {"America/New_York", "Europe/Berlin"}


def test_an_independent_reader_expands_every_occurrence_of_a_year_as_moss_does(user, client_for, moss_app):  # noqa: F811
    alice = user("alice")
    fill(alice)
    theirs = {
        (str(field(e, "UID")), field(e, "DTSTART").dt, field(e, "DTEND").dt)
        for e in recurring_ical_events.of(Calendar.from_ical(calendar_of(client_for, alice["token"]))).between(*YEAR)
    }
    stored = moss_app.usecases.deps.facts.list_facts("alice", FactStatus.ACTIVE)
    ours = {
        (f.id, f.start_time, f.end_time)
        if not (f.start_time.astimezone(NEW_YORK).hour == 0 and f.end_time.astimezone(NEW_YORK).hour == 0)
        else (f.id, f.start_time.astimezone(NEW_YORK).date(), f.end_time.astimezone(NEW_YORK).date())
        for f in occurrences(stored, *YEAR)
    }
    assert len(ours) > 300 and theirs == ours
    wall_times = {(f.object_value, f.start_time.astimezone(f.recurrence.zone()).strftime("%H:%M"))
                  for f in occurrences(stored, *YEAR) if f.recurrence}  # fmt: skip
    assert wall_times == {("Standup", "09:30"), ("Team sync", "15:00"), ("Retro", "17:00"), ("Code review", "16:00")}


def test_a_subscription_url_serves_the_calendar_without_a_token_until_replaced_or_revoked(user, client_for):
    alice = user("alice")
    fill(alice)
    first = call(client_for, "calendar", alice["token"], path="/calendar/subscription").get_json()["url"]
    path = first.split("://", 1)[1].split("/", 1)[1]
    assert path.startswith("calendar/feed/") and path.endswith(".ics") and len(path) > 50
    feed = client_for("calendar").get("/" + path)
    assert feed.status_code == 200 and feed.mimetype == "text/calendar"
    assert {str(field(e, "UID")) for e in events(feed.get_data())} == {
        str(field(e, "UID")) for e in events(calendar_of(client_for, alice["token"]))
    }
    second = call(client_for, "calendar", alice["token"], path="/calendar/subscription").get_json()["url"]
    assert second != first
    assert_error(client_for("calendar").get("/" + path), 404, "unknown_calendar")
    revoked = client_for("calendar").delete(
        "/calendar/subscription", headers={"Authorization": f"Bearer {alice['token']}"}
    )
    assert revoked.status_code == 200 and revoked.get_json() == {"url": None}
    assert_error(client_for("calendar").get("/" + second.split("/", 3)[3]), 404, "unknown_calendar")
    assert_error(client_for("calendar").get("/calendar.ics"), 401)


def test_a_deployed_function_hands_out_its_feed_over_https(tmp_path, client_for):
    """Behind Cloud Functions' proxy the request arrives as plain HTTP; the URL holds the feed's secret."""
    settings = app_settings(
        data_dir=tmp_path, deployed_service="calendar", allow_public_dev_auth=True, rate_limit="100/minute"
    )
    with installed_app(settings, parser=RuleParser()) as app:
        assert app.dev_tokens is not None
        token = app.dev_tokens.mint("alice")
        url = call(client_for, "calendar", token, path="/calendar/subscription").get_json()["url"]
    assert url.startswith("https://localhost/calendar/feed/") and url.endswith(".ics")


def comparable(ics: bytes) -> list[tuple]:
    """The events as a calendar app sees them, without the UIDs and stamps that name one copy."""
    return sorted(
        (
            str(field(e, "SUMMARY")),
            str(field(e, "X-MOSS-PREDICATE")),
            field(e, "DTSTART").to_ical(),
            str(field(e, "DTSTART").params.get("TZID")),
            field(e, "DTEND").to_ical(),
            field(e, "RRULE").to_ical() if "RRULE" in e else b"",
            tuple(d.dt for d in field(e, "EXDATE").dts) if "EXDATE" in e else (),
        )
        for e in events(ics)
    )


def test_import_round_trips_an_exported_calendar_and_a_second_import_changes_nothing(user, client_for):
    alice, bob = user("alice"), user("bob")
    fill(alice)
    exported = calendar_of(client_for, alice["token"])
    imported = import_calendar(client_for, bob["token"], exported)
    assert imported.status_code == 200, imported.get_json()
    result = imported.get_json()
    assert result["status"] == "SUCCESS" and result["events"] == 6 and result["already_known"] == 0
    assert comparable(calendar_of(client_for, bob["token"])) == comparable(exported)
    before = call(client_for, "memories", bob["token"], method="get").get_json()
    again = import_calendar(client_for, bob["token"], exported).get_json()
    assert again["status"] == result["status"] and again["committed"] == result["committed"]
    assert call(client_for, "memories", bob["token"], method="get").get_json() == before
    own = import_calendar(client_for, alice["token"], exported).get_json()
    assert own["already_known"] == 6 and own["committed"] == [] and "Nothing new" in own["reply"]


def test_an_import_that_clashes_asks_once_and_writes_nothing_until_approved(user, client_for):
    alice, bob = user("alice"), user("bob")
    fill(alice)
    bob["say"]("Board meeting on 10/21 at 9am", "2026-10-01T12:00:00-04:00")
    imported = import_calendar(client_for, bob["token"], calendar_of(client_for, alice["token"])).get_json()
    assert imported["status"] == "CONFIRM_REQUIRED" and imported["conflict_type"] == "MEETING_OVERLAP"
    assert [c["object_value"] for c in imported["conflicts"]] == ["Board meeting"]
    assert len(call(client_for, "memories", bob["token"], method="get").get_json()["facts"]) == 1, "none half-imported"
    approved = call(client_for, "confirm", bob["token"], {"pending_id": imported["pending_id"], "decision": "approve"})
    assert approved.get_json()["status"] == "SUCCESS_WITH_OVERWRITE" and len(approved.get_json()["committed"]) == 6


def outlook(tzid: str, *, vtimezone: bool = True) -> bytes:
    """A weekly Monday 10:00 meeting as Outlook exports it: a Windows TZID with its own VTIMEZONE."""
    zone = (
        f"BEGIN:VTIMEZONE\r\nTZID:{tzid}\r\n"
        "BEGIN:STANDARD\r\nDTSTART:16011028T030000\r\nRRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10\r\n"
        "TZOFFSETFROM:+0200\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\n"
        "BEGIN:DAYLIGHT\r\nDTSTART:16010325T020000\r\nRRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3\r\n"
        "TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200\r\nEND:DAYLIGHT\r\nEND:VTIMEZONE\r\n"
    )
    return (
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN\r\n"
        f"{zone if vtimezone else ''}BEGIN:VEVENT\r\nUID:weekly\r\nDTSTAMP:20260101T000000Z\r\n"
        f"SUMMARY:Berlin weekly\r\nDTSTART;TZID={tzid}:20260112T100000\r\nDTEND;TZID={tzid}:20260112T110000\r\n"
        "RRULE:FREQ=WEEKLY;BYDAY=MO\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
    ).encode()


@pytest.mark.parametrize("vtimezone", [True, False])
def test_a_windows_zone_name_is_read_as_its_iana_zone(user, client_for, vtimezone):
    seoul = user("seoul", "Asia/Seoul")
    imported = import_calendar(client_for, seoul["token"], outlook("W. Europe Standard Time", vtimezone=vtimezone))
    assert imported.get_json()["status"] == "SUCCESS", imported.get_json()
    (series,) = call(client_for, "memories", seoul["token"], method="get").get_json()["facts"]
    assert series["recurrence"]["timezone"] == "Europe/Berlin"
    july = call(
        client_for,
        "memories",
        seoul["token"],
        method="get",
        query_string={
            "expand": "true",
            "start_time": "2026-07-13T00:00:00+02:00",
            "end_time": "2026-07-14T00:00:00+02:00",
        },
    ).get_json()["facts"]
    assert [f["start_time"] for f in july] == ["2026-07-13T10:00:00+02:00"]


@pytest.mark.parametrize(
    "body",
    [
        outlook("Customized Time Zone"),  # a zone of its own: no IANA name to keep the series in
        outlook("Mars/Olympus", vtimezone=False),
    ],
)
def test_an_event_in_a_zone_no_name_identifies_is_refused(user, client_for, body):
    seoul = user("seoul", "Asia/Seoul")
    refused = import_calendar(client_for, seoul["token"], body)
    assert_error(refused, 400, "invalid_calendar")
    assert "time zone" in refused.get_json()["error"]["message"]
    assert call(client_for, "memories", seoul["token"], method="get").get_json()["facts"] == []


@pytest.mark.parametrize(
    "body",
    [
        b"",
        b"not a calendar",
        b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:no start\r\n"
        b"END:VEVENT\r\nEND:VCALENDAR\r\n",
        b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:hourly\r\nDTSTART:20261020T100000Z\r\n"
        b"RRULE:FREQ=HOURLY\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:extra\r\nDTSTART:20261020T100000Z\r\n"
        b"RRULE:FREQ=WEEKLY\r\nRDATE:20261022T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        *(  # the review's 500s and its 89 s, 1 GB rule: more than once a day, years out of range, a huge TZID
            b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:s\r\n"
            + start
            + rule
            + b"\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            for start, rule in (
                (
                    b"DTSTART:20261020T100000Z",
                    b"\r\nRRULE:FREQ=DAILY;BYHOUR=" + b",".join(b"%d" % h for h in range(24)),
                ),
                (b"DTSTART:20261020T100000Z", b"\r\nRRULE:FREQ=WEEKLY;BYMINUTE=0,30"),
                (b"DTSTART:00010101T100000Z", b"\r\nRRULE:FREQ=YEARLY"),
                (b"DTSTART:99991230T100000Z", b"\r\nRRULE:FREQ=DAILY"),
                (b"DTSTART;VALUE=DATE:99991231", b""),
                (b"DTSTART;TZID=" + b"A" * 300 + b":20261020T100000", b""),
            )
        ),
        *(  # a rule that names no day (Feb 30), counted or not
            b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:never\r\nDTSTART:20261030T100000Z\r\n"
            b"RRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30" + count + b"\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
            for count in (b"", b";COUNT=3")
        ),
    ],
)
def test_a_bad_calendar_is_a_clear_400_and_writes_nothing(user, client_for, body):
    alice = user("alice")
    assert_error(import_calendar(client_for, alice["token"], body), 400, "invalid_calendar")
    assert call(client_for, "memories", alice["token"], method="get").get_json()["facts"] == []


@pytest.mark.parametrize(
    "body",
    [
        b"X" * 4000,
        b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:bad rule\r\nDTSTART:20261020T100000Z\r\n"
        b"RRULE:FREQ=WEEKLY;BYDAY=XX;UNTIL=junk\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nSUMMARY:bad date\r\nDTSTART:2026XX20T100000Z\r\n"
        b"END:VEVENT\r\nEND:VCALENDAR\r\n",
    ],
)
def test_a_bad_calendar_is_refused_in_moss_words_without_library_text(user, client_for, body):
    message = assert_error(import_calendar(client_for, user("alice")["token"], body), 400, "invalid_calendar")[
        "message"
    ]
    assert len(message) <= 200 and "XXXXXXXX" not in message
    assert not any(text in message for text in ("pydantic", "validation error for", "Content line", "string indices"))


def test_the_calendar_endpoints_count_against_the_callers_quota(tmp_path, client_for, token):
    with installed_app(app_settings(data_dir=tmp_path, rate_limit="3/minute"), parser=RuleParser()):
        alice = token("alice")
        statuses = [
            call(client_for, "calendar", alice, method="get", path="/calendar.ics").status_code for _ in range(3)
        ]
        assert statuses == [200, 200, 200]
        assert_error(call(client_for, "calendar", alice, method="get", path="/calendar.ics"), 429, "rate_limited")
        assert_error(call(client_for, "calendar", alice, path="/calendar/subscription"), 429, "rate_limited")


def vevents(*events: str, zones: str = "") -> bytes:
    """A calendar of VEVENT bodies (each without BEGIN/END), after VTIMEZONE components `zones`."""
    body = "".join(f"BEGIN:VEVENT\r\nDTSTAMP:20260101T000000Z\r\n{event}END:VEVENT\r\n" for event in events)
    return f"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n{zones}{body}END:VCALENDAR\r\n".encode()


@pytest.mark.parametrize(
    ("events", "conflict_type"),
    [
        pytest.param(
            (
                "UID:a\r\nSUMMARY:Board\r\nDTSTART:20261020T010000Z\r\nDTEND:20261020T020000Z\r\n",
                "UID:b\r\nSUMMARY:Review\r\nDTSTART:20261020T013000Z\r\nDTEND:20261020T023000Z\r\n",
            ),
            "MEETING_OVERLAP",
            id="two-overlapping-meetings",
        ),
        pytest.param(
            (
                "UID:a\r\nSUMMARY:Board\r\nDTSTART:20261020T010000Z\r\nDTEND:20261020T020000Z\r\n",
                "UID:b\r\nSUMMARY:Vacation\r\nDTSTART;VALUE=DATE:20261020\r\nDTEND;VALUE=DATE:20261021\r\n",
            ),
            "MEETING_OVERLAP",
            id="a-vacation-over-a-meeting-of-the-file",
        ),
        pytest.param(
            (
                "UID:a\r\nSUMMARY:Day off\r\nDTSTART;VALUE=DATE:20261020\r\nDTEND;VALUE=DATE:20261021\r\n",
                "UID:b\r\nSUMMARY:Standup\r\nDTSTART:20261019T000000Z\r\nDTEND:20261019T003000Z\r\n"
                "RRULE:FREQ=DAILY;COUNT=5\r\n",
            ),
            "VACATION_OVERLAP",
            id="a-series-of-the-file-over-its-vacation",
        ),
    ],
)
def test_the_events_of_one_file_are_linted_against_each_other(user, client_for, events, conflict_type):
    """The review's finding: both stored, with no question. Now the file waits for the user's word,
    as speech does; approving stores the file as it is, cancelling stores nothing of it."""
    for decision in ("cancel", "approve"):
        bob = user(f"bob-{decision}", "Asia/Seoul")
        imported = import_calendar(client_for, bob["token"], vevents(*events)).get_json()
        assert imported["status"] == "CONFIRM_REQUIRED" and imported["conflict_type"] == conflict_type, imported
        assert call(client_for, "memories", bob["token"], method="get").get_json()["facts"] == []
        settled = call(
            client_for, "confirm", bob["token"], {"pending_id": imported["pending_id"], "decision": decision}
        )
        assert settled.status_code == 200, settled.get_json()
        stored = call(client_for, "memories", bob["token"], method="get").get_json()["facts"]
        assert len(stored) == (2 if decision == "approve" else 0)
        assert all(f["status"] == "active" for f in stored)
        if stored:  # the conflict named is the file's event as approving stored it
            assert {f["id"] for f in imported["conflicts"]} <= {f["id"] for f in stored}


def test_importing_fresh_time_zones_leaves_no_process_state(user, client_for):
    """The review's finding: icalendar kept every VTIMEZONE of every file, ~22 MB per 25 imports of
    420 fresh TZIDs. MOSS reads zones by name, and leaves icalendar's dict of them as it found it."""
    alice = user("alice", "Asia/Seoul")
    kept = len(kept_zones())
    for number in range(25):
        zones = "".join(
            f"BEGIN:VTIMEZONE\r\nTZID:Fresh {number}-{zone}\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\n"
            "TZOFFSETFROM:+0100\r\nTZOFFSETTO:+0100\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\n"
            for zone in range(20)
        )
        event = f"UID:z{number}\r\nSUMMARY:Sync {number}\r\nDTSTART:202610{number + 1:02}T010000Z\r\n"
        imported = import_calendar(client_for, alice["token"], vevents(event, zones=zones))
        assert imported.status_code == 200, imported.get_json()
    assert len(kept_zones()) == kept
    assert len(call(client_for, "memories", alice["token"], method="get").get_json()["facts"]) == 25


def feed_path(client_for, bearer: str) -> str:
    url = call(client_for, "calendar", bearer, path="/calendar/subscription").get_json()["url"]
    return "/" + url.split("://", 1)[1].split("/", 1)[1]


def test_the_feed_is_named_by_its_state_rendered_once_and_answers_304_to_a_client_that_holds_it(
    user, client_for, monkeypatch
):
    """The review's finding: every poll re-rendered everything (1.3–1.7 s for 2,000 facts), with
    no ETag and no Cache-Control."""
    alice = user("alice")
    alice["say"]("Standup every weekday at 9:30", "2026-10-01T12:00:00-04:00")
    path = feed_path(client_for, alice["token"])
    renders: list[int] = []
    real = ics_module.to_ics

    def counted(*args, **kwargs):
        renders.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(ics_module, "to_ics", counted)
    first = client_for("calendar").get(path)
    assert first.status_code == 200 and first.headers["Cache-Control"] == "private, max-age=300"
    etag = first.headers["ETag"]
    again = client_for("calendar").get(path)
    assert again.get_data() == first.get_data() and again.headers["ETag"] == etag and len(renders) == 1
    held = client_for("calendar").get(path, headers={"If-None-Match": f"W/{etag}"})
    assert held.status_code == 304 and held.get_data() == b"" and held.headers["ETag"] == etag
    bearer = client_for("calendar").get(
        "/calendar.ics", headers={"Authorization": f"Bearer {alice['token']}", "If-None-Match": etag}
    )
    assert bearer.status_code == 304, "the same state, whichever way it is asked for"
    alice["say"]("Dentist appointment on 10/20 at 7am", "2026-10-01T12:00:00-04:00")
    changed = client_for("calendar").get(path, headers={"If-None-Match": etag})
    assert changed.status_code == 200 and changed.headers["ETag"] != etag and len(renders) == 2
    assert "Dentist" in changed.get_data(as_text=True)


def test_the_feed_has_a_quota_of_its_own_per_token(tmp_path, client_for, token):
    with installed_app(app_settings(data_dir=tmp_path, rate_limit="3/minute"), parser=RuleParser()):
        alice, bob = token("alice"), token("bob")
        alices, bobs = feed_path(client_for, alice), feed_path(client_for, bob)
        assert [client_for("calendar").get(alices).status_code for _ in range(3)] == [200, 200, 200]
        refused = client_for("calendar").get(alices)
        assert_error(refused, 429, "rate_limited")
        assert int(refused.headers["Retry-After"]) > 0
        assert client_for("calendar").get(bobs).status_code == 200, "another feed is not held up"


def test_a_question_over_many_occurrences_weighs_more_against_the_quota(tmp_path, client_for, token):
    """The review's finding: eight year-long questions, well inside 120/minute, starved everyone.
    Now an answer counts one request more per 100 facts or occurrences in it."""
    with installed_app(app_settings(data_dir=tmp_path, rate_limit="10/minute"), parser=RuleParser()):
        alice = token("alice")
        parsed = call(
            client_for, "parse", alice, {"text": "Standup every day at 9am", "now": "2026-07-16T14:00:00+09:00"}
        )
        assert (
            call(client_for, "lint_commit", alice, {"message_id": parsed.get_json()["message_id"]}).status_code == 200
        )
        year = {"start_time": "2026-07-20T00:00:00+09:00", "end_time": "2027-07-20T00:00:00+09:00"}
        answered = call(client_for, "query", alice, year)
        assert answered.status_code == 200 and len(answered.get_json()["facts"]) == 365
        # 3 requests so far, the series linted over its first year 3 more (a write's weight),
        # the year's 365 occurrences 3 more: one request left of 10
        assert call(client_for, "memories", alice, method="get").status_code == 200
        assert_error(call(client_for, "memories", alice, method="get"), 429, "rate_limited")


def test_a_write_linted_against_many_occurrences_weighs_more_against_the_quota(tmp_path, client_for, token):
    """Issue 30: a write is weighed by what it is linted against, as a question by what it holds.
    A daily series over a year is 364 occurrences; the second is linted against the first as well."""
    with installed_app(app_settings(data_dir=tmp_path, rate_limit="15/minute"), parser=RuleParser()):
        alice = token("alice")
        for hour in (9, 10):
            text = f"Sync every day from 2026-07-21 to 2027-07-19 at {hour}:00."
            parsed = call(client_for, "parse", alice, {"text": text, "now": "2026-07-16T14:00:00+09:00"})
            written = call(client_for, "lint_commit", alice, {"message_id": parsed.get_json()["message_id"]})
            assert written.status_code == 200 and written.get_json()["status"] == "SUCCESS", written.get_json()
            assert "linted" not in written.get_json()
        # 4 requests, the writes' 364 and 728 occurrences 3 and 7 more: one request left of 15
        assert call(client_for, "memories", alice, method="get").status_code == 200
        assert_error(call(client_for, "memories", alice, method="get"), 429, "rate_limited")


def test_an_import_linted_against_many_occurrences_weighs_more_against_the_quota(tmp_path, client_for, token):
    with installed_app(app_settings(data_dir=tmp_path, rate_limit="6/minute"), parser=RuleParser()):
        alice = token("alice")
        daily = vevents(
            "UID:daily@example.com\r\nSUMMARY:Standup\r\nDTSTART;TZID=Asia/Seoul:20260721T090000\r\n"
            "DTEND;TZID=Asia/Seoul:20260721T093000\r\nRRULE:FREQ=DAILY;COUNT=300\r\n"
        )
        imported = import_calendar(client_for, alice, daily)
        assert imported.status_code == 200 and imported.get_json()["status"] == "SUCCESS", imported.get_json()
        # one request, its 300 occurrences 3 more: two left of 6
        assert [call(client_for, "memories", alice, method="get").status_code for _ in range(2)] == [200, 200]
        assert_error(call(client_for, "memories", alice, method="get"), 429, "rate_limited")


def test_an_import_is_bounded_in_bytes_and_events_before_any_is_read(user, client_for):
    """The parse work of one file has a ceiling: the body limit (64 KiB) and 500 events; each rule is
    then told in bounded steps (tests/unit/test_recurrence.py) and the write in occurrences."""
    alice = user("alice")
    many = vevents(*(f"UID:e{n}\r\nSUMMARY:s\r\nDTSTART:20261020T100000Z\r\n" for n in range(501)))
    assert len(many) < 65536
    assert_error(import_calendar(client_for, alice["token"], many), 400, "invalid_calendar")
    huge = vevents(f"UID:x\r\nSUMMARY:{'s' * 70000}\r\nDTSTART:20261020T100000Z\r\n")
    assert_error(import_calendar(client_for, alice["token"], huge), 413, "body_too_large")
    assert call(client_for, "memories", alice["token"], method="get").get_json()["facts"] == []


def test_a_users_requests_beyond_the_limit_running_at_once_are_refused_and_others_go_on(tmp_path, client_for, token):
    with installed_app(app_settings(data_dir=tmp_path, max_requests_in_flight=1), parser=RuleParser()) as app:
        alice, bob = token("alice"), token("bob")
        with app.in_flight.admit("user:alice") as running:  # one of alice's requests still running
            assert running
            refused = call(client_for, "memories", alice, method="get")
            assert_error(refused, 429, "rate_limited")
            assert refused.headers["Retry-After"] == "1"
            assert_error(call(client_for, "calendar", alice, method="get", path="/calendar.ics"), 429, "rate_limited")
            assert call(client_for, "memories", bob, method="get").status_code == 200
        assert call(client_for, "memories", alice, method="get").status_code == 200
