"""Session 34: classes of answers the grounding check read wrong, each a rule over meanings tested on sentences of
our own: the rest of July 2026 in Seoul, asked on Thursday the 16th."""

from __future__ import annotations

import pytest

from moss.domain.grounding import check_grounding
from moss.domain.models import FactDraft, Interval
from moss.domain.recurrence import occurrences

from ..fakes import SEED_NOW, SEOUL, at, meeting, vacation, weekday_standup

REST_OF_JULY = Interval(start_time=at(17), end_time=at(1, month=8))
# Off Monday the 20th to Friday the 24th, by train there and back; pottery on Tuesdays, the dentist Monday the 27th.
MONTH = [
    vacation(20, 5),
    meeting("Train to Busan", 20, 8, 150),
    meeting("Train to Seoul", 24, 17, 150),
    meeting("부산행 KTX", 20, 8, 150),
    meeting("서울행 KTX", 24, 17, 150),
    meeting("Pottery class", 21, 18),
    meeting("Pottery class", 28, 18),
    meeting("Dentist", 27, 9),
]


def unsupported(answer: str) -> list[str]:
    return check_grounding(answer, facts=MONTH, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # the range is the time off's, the day in brackets the train's
        ("- Time off: Mon the 20th – Fri the 24th (train to Busan the morning of the 20th, 8am)", True),
        ("- Time off: Mon the 20th – Sat the 25th (train to Busan the morning of the 20th, 8am)", False),
        ("- Time off: Mon the 20th – Fri the 24th (train to Busan the morning of the 21st, 8am)", False),
        ("Mon the 20th – Fri the 24th: time off (train to Busan Monday at 8am, train to Seoul Friday at 5pm)", True),
        ("Mon the 20th – Fri the 24th: time off (train to Busan Monday at 8am, train to Seoul Thursday at 5pm)", False),
        # days listed for the time off outside the brackets are still its extent
        ("You're off the 20th and the 24th (train to Busan Monday at 8am, train to Seoul Friday at 5pm).", False),
        ("- 휴가: 20일 월요일 – 24일 금요일 (부산행 KTX는 20일 아침 8시)", True),
        ("- 휴가: 20일 월요일 – 25일 토요일 (부산행 KTX는 20일 아침 8시)", False),
        ("- 휴가: 20일 월요일 – 24일 금요일 (부산행 KTX는 21일 아침 8시)", False),
    ],
)
def test_days_in_brackets_with_an_event_of_their_own_date_it_and_not_the_span_before(
    answer: str, faithful: bool
) -> None:
    assert (unsupported(answer) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a number ending a line is a day of that line, no count of what opens the next
        ("- Pottery class Tuesdays at 6pm: the 21st and 28\n- Dentist: Monday the 27th, 9am", True),
        ("- Pottery class Tuesdays at 6pm: July 21 and 28\n- Dentist: Monday the 27th, 9am", True),
        ("- Pottery class Tuesdays at 6pm: July 21 and 28\n- Two dentist visits: Monday the 27th", False),
    ],
)
def test_a_number_ending_a_line_counts_nothing_on_the_next(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful


# Tennis every Saturday at 9, skipped on the 18th (the window holds none of it); a wedding at a hotel on Sunday.
WEEKEND = Interval(start_time=at(18), end_time=at(20))
WEDDING = {
    "ko": [meeting("민지 결혼식 (여의도 콘래드호텔)", 19, 12, 120)],
    "en": [meeting("Mia's wedding (Conrad Yeouido)", 19, 12, 120)],
}


def unsupported_on_the_weekend(answer: str) -> list[str]:
    facts = WEDDING["ko" if any("\uac00" <= c <= "\ud7a3" for c in answer) else "en"]
    return check_grounding(answer, facts=facts, window=WEEKEND, now=SEED_NOW, timezone=SEOUL).unsupported


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a plan the window holds none of, said skipped, is absent: true of the window, whoever it is with
        ("Tennis with Jun is skipped this Saturday, so Sunday's wedding is all you have.", True),
        ("No tennis with Jun this Saturday; Sunday's wedding is all you have.", True),
        ("토요일 테니스 레슨은 이번 주 쉬어요. 일요일 민지 결혼식만 있어요.", True),
        ("테니스는 이번 주 빠져요.", True),
        ("Tennis with Jun on Saturday at 9, then the wedding on Sunday.", False),
        ("토요일 9시 테니스 레슨, 일요일 민지 결혼식이에요.", False),
        # a cancellation is a change, which the context cannot hold
        ("Tennis with Jun was cancelled this Saturday.", False),
    ],
)
def test_a_plan_the_window_holds_none_of_said_skipped_is_absent_with_whoever_it_is_with(
    answer: str, faithful: bool
) -> None:
    assert (unsupported_on_the_weekend(answer) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a plan held once, which the window holds, takes place: only a series skips an occurrence
        ("Mia's wedding is skipped this Sunday.", False),
        ("The wedding is skipped this week.", False),
        ("민지 결혼식은 이번 주 쉬어요.", False),
        ("Mia's wedding is on Sunday at noon.", True),
        ("민지 결혼식은 일요일 정오예요.", True),
    ],
)
def test_a_plan_held_once_said_skipped_takes_place(answer: str, faithful: bool) -> None:
    assert (unsupported_on_the_weekend(answer) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        ("일요일 정오 여의도 콘래드호텔에서 민지 결혼식이 있어요.", True),
        ("일요일 정오 콘래드호텔에서 민지 결혼식이 있어요.", True),
        # a word before the title's place said in part is the place's: another place
        ("일요일 정오 강남 콘래드호텔에서 민지 결혼식이 있어요.", False),
        ("Sunday at noon: Mia's wedding at the Conrad Gangnam.", False),
        ("Sunday at noon: Mia's wedding at the Conrad Yeouido.", True),
    ],
)
def test_a_word_before_a_titles_place_said_in_part_is_the_places_own(answer: str, faithful: bool) -> None:
    assert (unsupported_on_the_weekend(answer) == []) is faithful


# Next week: the standup every weekday, physio on Tuesday, the dentist on Thursday.
NEXT_WEEK = Interval(start_time=at(20), end_time=at(27))
WEEK = [*occurrences([weekday_standup(20)], at(20), at(27)), meeting("Physio", 21, 15), meeting("Dentist", 23, 12)]
KO_WEEK = [*occurrences([weekday_standup(20)], at(20), at(27)), meeting("물리치료", 21, 15), meeting("치과", 23, 12)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        # what is set apart lists no days: those said after it are the others'
        ("다음 주는 평일 아침 스탠드업 말고는 화요일 물리치료, 목요일 치과 정도예요.", KO_WEEK, True),
        ("다음 주는 스탠드업 빼고 화요일 물리치료, 목요일 치과가 있어요.", KO_WEEK, True),
        ("다음 주는 스탠드업 말고는 화요일 물리치료, 수요일 치과예요.", KO_WEEK, False),
        ("다음 주 스탠드업은 월요일, 화요일, 목요일이에요.", KO_WEEK, False),  # a series' days listed: all of them
        ("Apart from the daily standup, there's physio on Tuesday and the dentist on Thursday.", WEEK, True),
        ("Next week the standup is on Monday, Tuesday and Thursday.", WEEK, False),
    ],
)
def test_an_event_set_apart_lists_no_days_of_its_own(answer: str, facts: list[FactDraft], faithful: bool) -> None:
    problems = check_grounding(answer, facts=facts, window=NEXT_WEEK, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# Wednesday the 22nd: dinner with Jiho at 7pm; Thursday the 23rd: a workshop from 10 to 4 and a call from 4 to 5.
TRIP = [
    meeting("Dinner with Jiho", 22, 19, 120),
    meeting("Workshop", 23, 10, 360),
    meeting("Team call", 23, 16),
    meeting("지호랑 저녁", 22, 19, 120),
    meeting("워크숍", 23, 10, 360),
    meeting("팀 회의", 23, 16),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a bound of time in a sentence naming no day is of the day the sentence before said
        ("목요일 저녁은 비어 있어요. 5시 이후엔 일정이 없어요.", True),
        ("Thursday evening is clear. Nothing after 5.", True),
        ("수요일 저녁은 비어 있어요. 5시 이후엔 일정이 없어요.", False),  # dinner at 7 on Wednesday
        ("Wednesday evening is clear. Nothing after 5.", False),
        ("목요일은 워크숍이에요. 3시 이후엔 일정이 없어요.", False),  # the call at 4 on Thursday
    ],
)
def test_a_bound_of_time_said_with_no_day_is_of_the_day_said_before(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=TRIP, window=NEXT_WEEK, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# Three days away, a flight out on the 20th and one back on the 22nd.
FLIGHTS = [meeting("김포→제주 비행기", 20, 8, 70), meeting("제주→김포 비행기", 22, 18, 70)]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # days said as the stretch a count after them is over, however the count ends
        ("사흘 동안 비행기 두 번이에요.", True),
        ("사흘 동안 비행기 두 번 있어요.", True),
        ("사흘 동안 비행기 세 번이에요.", False),
    ],
)
def test_days_said_as_the_stretch_a_count_is_over_are_no_length(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=FLIGHTS, window=NEXT_WEEK, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# Night shifts from 10pm on the 20th and the 21st, each to 7am; the bank at 3pm and yoga at 6pm on Tuesday the 21st.
SHIFT_DAY = Interval(start_time=at(21), end_time=at(22))
SHIFTS = [
    meeting("야간 근무", 20, 22, 540),
    meeting("은행 상담", 21, 15, 40),
    meeting("요가", 21, 18),
    meeting("야간 근무", 21, 22, 540),
]


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a night shift ending that morning is one of the day's, as a count of the day's events takes it in; the
        # times in brackets after an event counted are its own
        ("21일은 근무 두 번(아침 7시까지, 밤 10시부터) 사이에 은행이랑 요가가 있어요.", True),
        ("21일은 근무 두 번(아침 7시까지, 밤 9시부터) 사이에 은행이랑 요가가 있어요.", False),
        ("21일은 근무 세 번(아침 7시까지, 밤 10시부터) 사이에 은행이랑 요가가 있어요.", False),
        ("21일은 근무가 두 번 있어요.", True),
        ("21일은 근무가 세 번 있어요.", False),
    ],
)
def test_a_count_of_a_days_shifts_takes_in_the_one_ending_that_morning(answer: str, faithful: bool) -> None:
    problems = check_grounding(answer, facts=SHIFTS, window=SHIFT_DAY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


# Saturday shifts at the bookshop on the 18th and the 25th (none on Saturday the 1st of August, past the window).
SATURDAYS = [
    meeting("Saturday shift at the bookshop", 18, 10, 360),
    meeting("Saturday shift at the bookshop", 25, 10, 360),
    vacation(20, 5),
]
KO_SATURDAYS = [meeting("토요일 알바 (서점)", 18, 10, 360), meeting("토요일 알바 (서점)", 25, 10, 360), vacation(20, 5)]


@pytest.mark.parametrize(
    ("answer", "facts", "faithful"),
    [
        # a weekday said as a word of a title names the title, no day
        ("Two Saturday shifts this month, each 10 to 4.", SATURDAYS, True),
        ("Three Saturday shifts this month.", SATURDAYS, False),
        ("There's no Saturday shift on the 21st.", SATURDAYS, True),
        ("There's no Saturday shift on the 25th.", SATURDAYS, False),
        ("Your Saturday shift is on Sunday the 19th.", SATURDAYS, False),
        ("토요일 알바는 이번 달에 두 번이에요.", KO_SATURDAYS, True),
        ("토요일 알바는 이번 달에 세 번이에요.", KO_SATURDAYS, False),
        # a count alone in its piece of a list, with its title said again in part after it, counts over the stretch
        (
            "This month: off from Monday the 20th to Friday the 24th, two Saturday shifts at the bookshop.",
            SATURDAYS,
            True,
        ),
        (
            "This month: off from Monday the 20th to Friday the 24th, three Saturday shifts at the bookshop.",
            SATURDAYS,
            False,
        ),
    ],
)
def test_a_weekday_said_as_a_word_of_a_title_names_no_day(answer: str, facts: list[FactDraft], faithful: bool) -> None:
    problems = check_grounding(answer, facts=facts, window=REST_OF_JULY, now=SEED_NOW, timezone=SEOUL).unsupported
    assert (problems == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # a range of days said of a journey held within one day, by its place, is the stay: the time off's edges
        ("You're in Busan from the 20th to the 24th.", True),
        ("You're in Busan from the 21st to the 24th.", False),
        ("You're in Busan from the 20th to the 25th.", False),
        ("부산에는 20일부터 24일까지 있어요.", True),
        ("부산에는 20일부터 25일까지 있어요.", False),
    ],
)
def test_a_range_said_of_a_journey_by_its_place_is_the_stay(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful


@pytest.mark.parametrize(
    ("answer", "faithful"),
    [
        # the day back from time off said as a day is the weekday after its last (Monday the 27th)
        ("복귀 첫날엔 치과가 9시에 있어요.", True),
        ("복귀 첫날엔 일정이 하나예요.", True),
        ("복귀 첫날엔 일정이 두 개예요.", False),
        ("Your first day back has the dentist at 9.", True),
        ("Your first day back has pottery.", False),
    ],
)
def test_the_day_back_said_as_a_day_is_the_one_after_the_time_off(answer: str, faithful: bool) -> None:
    assert (unsupported(answer) == []) is faithful
