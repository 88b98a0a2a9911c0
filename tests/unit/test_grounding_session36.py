"""Session 36: classes of answers the grounding check read wrong, each a rule over meanings tested on sentences of
our own: July 2026 in Seoul, asked on Thursday the 16th at 2pm."""

from __future__ import annotations

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation

# The rest of Thursday the 16th: a zoom meeting under way (1:30 to 2:30), the bank at 4, yoga at 7, a call at 10.
REST_OF_TODAY = Interval(start_time=SEED_NOW, end_time=at(17))
THURSDAY = [
    FactDraft(predicate="meeting", object_value="줌 미팅", start_time=at(16, 13, 30), end_time=at(16, 14, 30)),
    meeting("은행 방문", 16, 16, 30),
    meeting("요가", 16, 19),
    meeting("민지랑 통화", 16, 22, 20),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a title said left out of a count is not among the titles it counts
        ("지금 하는 줌 미팅 빼면 남은 건 은행, 요가, 민지랑 통화 세 개예요.", True),
        ("줌 미팅 빼고 은행, 요가, 민지랑 통화 세 개 남았어요.", True),
        ("지금 하는 줌 미팅 빼면 남은 건 은행, 요가, 민지랑 통화 네 개예요.", False),
        ("지금 하는 줌 미팅 빼면 남은 건 은행, 요가, 민지랑 통화 두 개예요.", False),
        ("은행, 요가, 민지랑 통화 세 개예요.", True),
    ],
)
def test_a_title_left_out_of_a_count_is_not_counted(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=THURSDAY, window=REST_OF_TODAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Friday the 17th: the hospital from 3 to 3:40pm, PT at 7:30pm.
FRIDAY = Interval(start_time=at(17), end_time=at(18))
HOSPITAL = [
    FactDraft(predicate="meeting", object_value="병원", start_time=at(17, 15), end_time=at(17, 15, 40)),
    FactDraft(predicate="meeting", object_value="PT", start_time=at(17, 19, 30), end_time=at(17, 20, 20)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # free time "in between" said after two plans of its sentence runs from the first's end to the second's start
        ("병원이 3시 40분에 끝나고 PT가 7시 반이라 그 사이 3시간 50분 정도 비어요.", True),
        ("병원이 3시 40분에 끝나고 PT가 7시 반이라 그 사이 3시간 50분 비어요.", True),
        ("병원이 3시 40분에 끝나고 PT가 7시 반이라 그 사이 2시간 비어요.", False),
        ("병원이 3시 40분에 끝나고 PT가 7시 반이라 그 사이 5시간 비어요.", False),
        ("병원 끝나고 PT까지 3시간 50분 비어요.", True),
        # not when the plans said are what lies in between
        ("금요일엔 병원이랑 PT가 그 사이에 있어요.", True),
    ],
)
def test_free_time_in_between_two_plans_of_its_sentence(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=HOSPITAL, window=FRIDAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Saturday the 18th: a party from 9pm until 1:30 on Sunday morning.
WEEKEND = Interval(start_time=at(18), end_time=at(20))
PARTY = [FactDraft(predicate="meeting", object_value="Party", start_time=at(18, 21), end_time=at(19, 1, 30))]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # British "half one" is half past one; with its half of the day, the half of the day is the clock's
        ("The party ends at half one on Sunday morning.", True),
        ("The party ends at half one.", True),
        ("The party ends at half two on Sunday morning.", False),
        ("The party starts at half nine.", False),
        ("The party starts at half 9pm.", False),
        ("The party starts at half past 9pm.", False),
        ("The party starts at 9pm and ends at half past one.", True),
        ("The party starts at 9pm and runs for four and a half hours.", True),
    ],
)
def test_british_half_hours_are_half_past(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=PARTY, window=WEEKEND, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# July: a piano lesson on Wednesdays at 5pm, none on the 15th.
JULY = Interval(start_time=at(1), end_time=at(1, month=8))
LESSONS = [meeting("Piano lesson", day, 17) for day in (1, 8, 22, 29)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a day an aside sets apart as having none is not among those a count or a list is of; it must have none
        ("Four piano lessons this month — the one on the 15th is off.", True),
        ("Four piano lessons this month (none on the 15th).", True),
        ("Four piano lessons this month — no lesson on the 15th.", True),
        ("Lessons on the 1st, 8th, 22nd and 29th at 5 — none on the 15th or the 16th.", True),
        ("Five piano lessons this month (none on the 15th).", False),
        ("Four piano lessons this month — the one on the 8th is off.", False),
        ("Four piano lessons this month (none on the 15th or the 22nd).", False),
    ],
)
def test_a_day_set_apart_in_an_aside_has_none(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=LESSONS, window=JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Monday the 13th to Tuesday the 21st: Friday the 17th to Monday the 20th off, a car service on Thursday, dinner on
# Saturday.
WEEK = Interval(start_time=at(13), end_time=at(22))
LONG_WEEKEND = [vacation(17, days=4), meeting("Car service", 16, 8), meeting("Dinner with Mina", 18, 19, 120)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a "long weekend" said of time off over a weekend states the time off: not one of the things on it
        ("Your long weekend is mid-month, and the only thing on it is Saturday's dinner.", True),
        ("It's a long weekend, and the only thing on Saturday is the dinner with Mina.", True),
        ("The only thing on Saturday is the dinner with Mina.", False),  # the time off, unsaid, is on it too
        ("It's a long weekend, and the only thing on Saturday is the car service.", False),
    ],
)
def test_a_long_weekend_states_the_time_off_it_is(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=LONG_WEEKEND, window=WEEK, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Friday the 17th: a flight out at 8am landing at 10:30, and one back at 6pm landing at 10:45pm.
FLIGHTS = [
    FactDraft(
        predicate="meeting", object_value="Flight Incheon → Kansai", start_time=at(17, 8), end_time=at(17, 10, 30)
    ),
    FactDraft(
        predicate="meeting", object_value="Flight Kansai → Incheon", start_time=at(17, 18), end_time=at(17, 22, 45)
    ),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # landing "back", at a place, is the end of the journey home
        ("Your day ends when you land back at Incheon at 10:45pm.", True),
        ("You land back in Incheon at 10:45pm.", True),
        ("You land at Kansai at 10:30am.", True),
        ("Your day ends when you land back at Incheon at 11:45pm.", False),
        ("You land at Kansai at 9:30am.", False),
    ],
)
def test_landing_back_at_a_place_is_the_journeys_end(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=FLIGHTS, window=FRIDAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Friday the 17th in Seoul: the flight out at 8:50, a branch meeting at 2pm, dinner in Namba at 7pm.
OSAKA = [
    FactDraft(
        predicate="meeting", object_value="김포→간사이 KE2117", start_time=at(17, 8, 50), end_time=at(17, 10, 45)
    ),
    meeting("오사카 지사 미팅", 17, 14, 180),
    meeting("거래처 저녁 (난바)", 17, 19, 120),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a time opening an item of a terse list is of what that item names, not of the other items' plans
        ("금: 08:50 출국 / 14시 지사 미팅 / 19시 난바 저녁", True),
        ("금: 08:50 출국, 14시 지사 미팅, 19시 난바 저녁", True),
        ("금: 07:50 출국 / 14시 지사 미팅 / 19시 난바 저녁", False),
        ("금: 08:50 출국 / 15시 지사 미팅 / 19시 난바 저녁", False),
        ("금: 08:50 출국 / 19시 지사 미팅 / 14시 난바 저녁", False),
    ],
)
def test_a_time_of_a_terse_list_item_is_its_own(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=OSAKA, window=FRIDAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Friday the 17th: the VIA 62 out at 9am, the VIA 67 home at 6pm.
TRAINS = [meeting("Train to Montréal (VIA 62)", 17, 9, 300), meeting("Train home (VIA 67)", 17, 18, 300)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a number after a code in capitals names a train or a flight; it counts nothing
        ("On Friday you take the VIA 62 at 9am and the VIA 67 home at 6pm.", True),
        ("Two trains on Friday: the VIA 62 at 9am and the VIA 67 home at 6pm.", True),
        ("Three trains on Friday: the VIA 62 at 9am and the VIA 67 home at 6pm.", False),
        ("On Friday you take the VIA 62 at 9am and the VIA 67 home at 7pm.", False),
    ],
)
def test_a_number_after_a_code_counts_nothing(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=TRAINS, window=FRIDAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# July: two plans in the second week (the 9th, the 10th), one in the third (the 16th), two in the fourth (23rd, 24th).
WEEKLY = [
    meeting(title, day, 19) for title, day in (("요가", 9), ("저녁", 10), ("치과", 16), ("요가", 23), ("검진", 24))
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # "씩" after several stretches said is of each of them, not of each day
        ("둘째 주랑 넷째 주는 일정이 두 개씩이에요.", True),
        ("둘째 주(8~14일)랑 넷째 주(22~28일)는 일정이 두 개씩으로 똑같아요.", True),
        ("둘째 주랑 넷째 주는 일정이 세 개씩이에요.", False),
        ("둘째 주랑 셋째 주는 일정이 두 개씩이에요.", False),
        ("10일이랑 24일은 일정이 하나씩이에요.", True),
        ("10일이랑 24일은 일정이 두 개씩이에요.", False),
    ],
)
def test_so_many_of_each_of_several_stretches(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=WEEKLY, window=JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems


# Friday the 17th: a review at 11, lunch from 12:30 to 1:30.
LUNCH_DAY = [
    meeting("디자인 리뷰", 17, 11),
    FactDraft(predicate="meeting", object_value="점심", start_time=at(17, 12, 30), end_time=at(17, 13, 30)),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a part of the day opening a stretch that a plan closes is not that plan's time
        ("금요일 오전~점심: 디자인 리뷰, 점심", True),
        ("금요일 오전–점심: 디자인 리뷰랑 점심", True),
        ("금요일 오전엔 점심이 있어요.", False),
    ],
)
def test_a_part_of_the_day_opening_a_stretch_a_plan_closes(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=LUNCH_DAY, window=FRIDAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful, problems
