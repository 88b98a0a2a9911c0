"""Issue 31, the eighth blind batch's classes, each as a rule over meanings, tested on sentences of our own
(none from any evaluation corpus): the week of Monday 20 July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation

NEXT_WEEK = Interval(start_time=at(20), end_time=at(27))
# Off Tuesday and Wednesday (back Thursday the 23rd); a review on Monday at 10, a dinner on Friday at 7 PM.
TWO_DAYS_OFF = [meeting("Design review", 20, 10), vacation(21, 2), meeting("Team dinner", 24, 19, 120)]


def unsupported(answer: str, facts: list[FactDraft] = TWO_DAYS_OFF, window: Interval = NEXT_WEEK) -> list[str]:
    return check_grounding(answer, facts=facts, window=window, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    "answer",
    [
        "복귀일은 7월 23일 목요일이에요.",
        "목요일부터 다시 출근하시면 돼요.",
        "휴가 마지막 날은 수요일이에요.",
        "휴가 첫날은 화요일이고, 복귀는 목요일이에요.",
    ],
)
def test_a_korean_edge_said_as_the_topic_before_its_date_is_that_edge(answer):
    assert unsupported(answer) == []


@pytest.mark.parametrize(
    "answer",
    [
        "수요일부터 출근하시면 돼요.",
        "복귀는 수요일이에요.",
        "휴가 마지막 날은 목요일이에요.",
        "휴가 첫날은 수요일이에요.",
    ],
)
def test_a_korean_edge_said_on_the_wrong_day_is_reported(answer):
    assert unsupported(answer)


def test_a_return_day_past_the_asked_window_is_known_as_the_day_after_the_time_off():
    # asked Monday to Wednesday: the return on Thursday lies past the window
    window = Interval(start_time=at(20), end_time=at(23))
    assert unsupported("휴가는 화요일부터예요. 복귀는 7월 23일 목요일이고요.", window=window) == []
    assert unsupported("휴가는 화요일부터예요. 복귀는 7월 24일 금요일이고요.", window=window)


EMPTY_DAY = Interval(start_time=at(22), end_time=at(23))  # Wednesday, off: no event


@pytest.mark.parametrize(
    "answer",
    [
        "Wednesday is wide open, so it's a good day to make some plans.",
        "Nothing on Wednesday. Want me to add something?",
        "수요일은 비어 있어요. 일정 등록해 드릴까요?",
        "수요일엔 아무 일정도 없어요. 새 일정 잡아 드릴게요?",
    ],
)
def test_an_untitled_plan_the_user_is_told_or_offered_to_make_is_no_event(answer):
    assert unsupported(answer, facts=[], window=EMPTY_DAY) == []


@pytest.mark.parametrize(
    "answer",
    [
        "Wednesday is open apart from something at 3 PM.",
        "수요일 오후 3시에 일정이 하나 있어요. 더 추가해 드릴까요?",
        "Nothing on Wednesday, though you planned a meeting at noon.",
    ],
)
def test_an_untitled_event_stated_beside_an_offer_is_still_checked(answer):
    assert unsupported(answer, facts=[], window=EMPTY_DAY)


@pytest.mark.parametrize(
    "answer",
    [
        "수요일 일정은 0개예요.",
        "수요일에 잡힌 회의는 0건입니다.",
        "You have 0 meetings on Wednesday.",
        "0 events on Wednesday.",
    ],
)
def test_a_count_of_none_denies(answer):
    assert unsupported(answer, facts=[], window=EMPTY_DAY) == []
    assert unsupported(answer, facts=[meeting("Budget sync", 22, 15)], window=EMPTY_DAY)


WEDNESDAY = Interval(start_time=at(22), end_time=at(23))
# A night watch from Tuesday 23:00 into Wednesday 06:00, a dentist on Wednesday at 11.
OVERNIGHT = [meeting("Night watch", 21, 23, 420), meeting("Dentist", 22, 11)]


@pytest.mark.parametrize(
    "answer",
    [
        "You wrap up the night watch at 6 AM Wednesday, then the dentist at 11.",
        "You get off your night watch at 6, then see the dentist at 11 AM.",
        "The night watch runs across midnight until 6 AM on Wednesday.",
        "Wednesday: you finish the night watch at 6 am, and after it the dentist at 11.",
    ],
)
def test_an_overnight_event_finished_on_the_asked_day_ends_then_and_what_follows_is_after_it(answer):
    assert unsupported(answer, facts=OVERNIGHT, window=WEDNESDAY) == []


@pytest.mark.parametrize(
    "answer",
    [
        "You finish your night watch at 7 AM Wednesday.",
        "You wrap up the dentist at 1 PM.",
        "The dentist is at 11, then the night watch ends at 6 AM.",
    ],
)
def test_a_wrong_end_or_order_of_an_overnight_event_is_reported(answer):
    assert unsupported(answer, facts=OVERNIGHT, window=WEDNESDAY)


@pytest.mark.parametrize(
    "answer",
    [
        "수요일 오전 11시에 치과가 있으니 화요일 밤엔 일찍 주무세요.",
        "치과는 수요일 11시에 잡혀 있으니, 오늘은 푹 쉬세요.",
    ],
)
def test_a_korean_reason_ending_in_nee_ends_its_clause(answer):
    # "-으니": the advice after the reason is a clause of its own, its day no day of the event
    assert unsupported(answer, facts=OVERNIGHT) == []


@pytest.mark.parametrize(
    "answer", ["화요일에 치과가 있으니 일찍 주무세요.", "수요일 오후 3시에 치과가 있으니 오늘은 푹 쉬세요."]
)
def test_an_event_given_as_a_reason_is_still_checked(answer):
    assert unsupported(answer, facts=OVERNIGHT)


YOGA = [meeting("Yoga", 20, 7), meeting("Yoga", 22, 7), meeting("Budget sync", 24, 14)]  # Monday, Wednesday; Friday


@pytest.mark.parametrize(
    "answer",
    [
        "Monday and Wednesday look quiet: just yoga at 7 each day.",
        "On Monday and Wednesday you have yoga every day at 7.",
    ],
)
def test_each_day_of_days_named_one_by_one_is_each_of_those_days(answer):
    assert unsupported(answer, facts=YOGA) == []


@pytest.mark.parametrize(
    "answer",
    ["Monday and Tuesday look quiet: just yoga at 7 each day.", "Yoga is at 7 every day next week."],
)
def test_each_day_said_of_a_day_without_the_event_is_reported(answer):
    assert unsupported(answer, facts=YOGA)


LUNCH_AND_DENTIST = [meeting("Lunch with Mina", 22, 12), meeting("Dentist", 22, 15)]


@pytest.mark.parametrize(
    "answer",
    ["Wednesday: Mina at noon · dentist at 3 PM.", "Wednesday — Mina 12:00 • dentist 15:00"],
)
def test_pieces_of_a_list_set_apart_by_dots_are_apart_as_by_commas(answer):
    assert unsupported(answer, facts=LUNCH_AND_DENTIST, window=WEDNESDAY) == []


def test_someone_said_at_another_event_in_a_dotted_list_is_reported():
    assert unsupported(
        "Wednesday: lunch at noon · dentist with Mina at 3 PM", facts=LUNCH_AND_DENTIST, window=WEDNESDAY
    )


FRIENDS = [meeting("고교 친구 모임", 24, 19)]


def test_the_korean_plural_of_a_titles_people_is_those_people():
    assert unsupported("금요일 저녁 7시에 고교 친구들이랑 약속 있어요.", facts=FRIENDS) == []
    assert unsupported("금요일 저녁 7시에 회사 동료들이랑 약속 있어요.", facts=FRIENDS)


CHECKUP = [meeting("Checkup with Dr. Han", 22, 15)]


@pytest.mark.parametrize(
    "answer, grounded",
    [
        ("Wednesday at 3 PM you see Dr. Han.", True),
        ("Your checkup with Dr. Han is Wednesday at 3 PM.", True),
        ("Wednesday at 3 PM you see Dr. Hahn.", False),
        ("Your checkup with Dr. Park is Wednesday at 3 PM.", False),
    ],
)
def test_a_name_after_an_abbreviation_is_someone_met(answer, grounded):
    assert (unsupported(answer, facts=CHECKUP, window=WEDNESDAY) == []) is grounded


# Thursday the 16th: a night shift from 22:00 into Friday 07:00; Monday the 20th: a kickoff, a review after it.
NIGHT_SHIFT = [meeting("Hospital night shift", 16, 22, 9 * 60)]
TODAY_AND_TOMORROW = Interval(start_time=at(16), end_time=at(18))


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("Your shift starts at 10 tonight.", True),
        ("Your night shift wraps up at 7 AM tomorrow.", True),
        ("Your night shift wraps up at 9 AM tomorrow.", False),
        ("Your shift starts at 10 tomorrow night.", False),
    ],
)
def test_a_night_said_of_an_overnight_plan_is_its_night(answer, faithful):
    """ "Tonight" runs into the small hours, and "night" in the plan's own name says no time."""
    assert (unsupported(answer, NIGHT_SHIFT, TODAY_AND_TOMORROW) == []) is faithful


KICKOFF_THEN_REVIEW = [
    meeting("프로젝트 킥오프", 20, 14, 90),
    meeting("디자인 리뷰", 20, 16),
    meeting("필라테스", 20, 19),
]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        ("킥오프랑 디자인 리뷰 사이에 30분 비어요.", KICKOFF_THEN_REVIEW, True),
        ("디자인 리뷰 끝난 뒤로 필라테스 시작까지 두 시간 비어요.", KICKOFF_THEN_REVIEW, True),
        ("킥오프랑 디자인 리뷰 사이에 30분 비어요.", [*KICKOFF_THEN_REVIEW, meeting("1:1", 20, 15)], False),
    ],
)
def test_korean_plans_bounding_a_free_stretch_are_its_ends(answer, facts, faithful):
    assert (unsupported(answer, facts) == []) is faithful


DEMO_AND_INTERVIEW = [meeting("Product demo", 20, 13, 90), meeting("Interview", 20, 14)]
MONDAY = Interval(start_time=at(20), end_time=at(21))


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("The demo and the interview collide from 14:00 to 14:30.", True),
        ("On Monday the only clash is 2–2:30 pm.", True),
        ("The demo and the interview collide from 14:00 to 14:45.", False),
        ("The demo and the interview collide from 13:30 to 14:30.", False),
    ],
)
def test_the_stretch_two_plans_share_is_from_the_later_start_to_the_earlier_end(answer, faithful):
    assert (unsupported(answer, DEMO_AND_INTERVIEW, MONDAY) == []) is faithful


LUNCH_AND_INTERVIEW = [meeting("Interview: Ava Lindqvist", 20, 10), meeting("Lunch with Tom", 20, 12)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("At noon you're having lunch with Tom.", True),
        ("At noon you're having lunch with Ava.", False),
        ("At 10 you interview Ava, then lunch with Tom at noon.", True),
    ],
)
def test_someone_said_to_be_with_a_plan_is_someone_its_title_has(answer, faithful):
    """ "with Ava" says who is there: a name of another plan's title is not at this one."""
    assert (unsupported(answer, LUNCH_AND_INTERVIEW, MONDAY) == []) is faithful
