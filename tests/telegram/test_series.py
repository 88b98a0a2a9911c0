"""/memories shows a series once, with how it repeats and the days it skips."""

from __future__ import annotations

from datetime import timedelta

from moss.domain.models import FactDraft
from moss.domain.recurrence import Recurrence

from ..fakes import at, vacation, write
from .conftest import MINJI


def standup() -> FactDraft:
    return FactDraft(
        predicate="meeting",
        object_value="standup",
        start_time=at(20, 9, 30),
        end_time=at(20, 9, 30) + timedelta(minutes=15),
        recurrence=Recurrence(rrule="FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260831T145959Z", timezone="Asia/Seoul"),
    )


def test_memories_shows_a_series_readably_with_its_skipped_days(telegram, moss_app):
    script = moss_app.usecases.deps.parser.script
    script["Standup every weekday at 9:30 until the end of August"] = write(standup())
    script["I'm off on the 22nd"] = write(vacation(22))
    script["매주 평일 9시 30분 스탠드업"] = write(standup(), language="ko")
    telegram.say("Standup every weekday at 9:30 until the end of August")
    assert "Overlapping, now inactive: 'standup' (Wed Jul 22" in telegram.say("I'm off on the 22nd")["text"]
    listing = telegram.say("/memories")["text"]
    assert "1. 'standup' (Mon Jul 20 09:30–09:45, every weekday until Mon Aug 31; skipped Wed Jul 22)" in listing
    assert "2. vacation (all day Wed Jul 22)" in listing
    telegram.say("매주 평일 9시 30분 스탠드업", user=MINJI)
    korean = telegram.say("/memories", user=MINJI)["text"]
    assert "'standup' (7월 20일(월) 09:30–09:45, 평일마다, 8월 31일(월)까지)" in korean
